ba = bytearray(b"hello world")
ba[0] = 72
ba[6] = ord("W")
ba[-1] = 68
print(ba, bytes(ba))
for i in range(len(ba)):
    if 97 <= ba[i] <= 122:
        ba[i] -= 32
print(ba)
