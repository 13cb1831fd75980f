# reversed() of a bytearray, as of bytes.
b = bytearray(b"abc")
print(list(reversed(b)), bytes(reversed(b)), list(reversed(bytearray())))
print(list(reversed(b"xy")))
