print(bytearray(x * 2 for x in range(5)), bytearray(map(ord, "abc")), bytearray((65, 66)), bytearray(bytearray(b"z")))
print(bytearray(iter([1, 2, 3])), bytearray(b"x" * 3), bytearray(0), bytes(bytearray([200])))
try:
    bytearray(-1)
except ValueError as e:
    print(repr(e))
try:
    bytearray(["a"])
except TypeError as e:
    print(repr(e))
