# A 'u' array holds any 4-byte values, as CPython's: one that is no character fails where it is
# read as one (chr()'s words for an item, the tounicode words for the repr), and two 'u' arrays
# compare their values without decoding.
import array
a = array.array('u', b'A\x00\x00\x00\xff\xff\xff\xff')
print(len(a), a[0])
for f in (lambda: a[1], lambda: list(a), lambda: repr(a), a.tounicode, lambda: a.tobytes(), lambda: a == array.array('u', 'AB'), lambda: a.count('A'), lambda: a[:1], lambda: a.tolist()):
    try: print(f())
    except ValueError as e: print('VE', e)
b = array.array('u'); b.frombytes(b'\xff\xff\xff\xff'); print(len(b))
print(array.array('u', b'\xff\xff\xff\xff') < array.array('u', 'A'), array.array('u', 'ab') < array.array('u', 'b'))
