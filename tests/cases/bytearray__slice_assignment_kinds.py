# Slice assignment to a bytearray: resizing, extended slices, iterables of ints, and errors.
b = bytearray(b"abcdef")
b[1:3] = b"XYZ"
print(b)
b[0:1] = [65, 66]
print(b)
b[::2] = bytearray(b"1234")
print(b)
b[2:2] = (x for x in b"--")
print(b)
b[5:1] = b"!"
print(b)
b[:] = b
print(b)
b[-3:] = b""
print(b)
b[::-1] = b[:]
print(b)
b[1:4] = memo = bytes(range(3))
print(b, memo)
for bad in (5, "ab", None, [256], [1, "x"], 1.5):
    try:
        b[0:1] = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    b[::2] = b"123456789"
except ValueError as e:
    print(e)
print(b)
