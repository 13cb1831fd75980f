for n in [0, 1, 255, 256, 65535, 2**31, 10**20]:
    b = n.to_bytes(12, "big")
    l = n.to_bytes(12, "little")
    print(n, b.hex(), l.hex(), int.from_bytes(b, "big"), int.from_bytes(l, "little"))
for n in [-1, -128, -129, -32768, 127]:
    b = n.to_bytes(4, "big", signed=True)
    print(n, b, int.from_bytes(b, "big", signed=True), int.from_bytes(b, "big"))
print(int.from_bytes(b"\x01\x02\x03", byteorder="little"))
print(int.from_bytes([1, 2, 3], "big"))
print((1024).to_bytes(2, byteorder="big"))
for args in [(300, 1, "big"), (-1, 2, "big")]:
    try:
        print(args[0].to_bytes(args[1], args[2]))
    except OverflowError as e:
        print("OverflowError:", e)
try:
    (5).to_bytes(2, "middle")
except ValueError as e:
    print("ValueError:", e)
