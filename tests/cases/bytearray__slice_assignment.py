# Slice assignment to a bytearray, with CPython's errors for each kind of value.
b = bytearray(b'abcdef')
for v in ([1, 2], b'xy', 5, 'st', [256], [-1], None, (x for x in [65]), memoryview(b'zz') if False else b'zz'):
    c = bytearray(b)
    try:
        c[1:3] = v
        print(c)
    except Exception as e:
        print(type(e).__name__, e)
c = bytearray(b'abcdef')
try:
    c[::2] = b'xy'
except Exception as e:
    print(type(e).__name__, e)
c[::2] = b'xyz'; print(c)
try:
    c[0] = 300
except Exception as e:
    print(type(e).__name__, e)
try:
    c[0] = 'a'
except Exception as e:
    print(type(e).__name__, e)
del c[::2]; print(c)
