# Concatenating bytes or bytearray with something that is not bytes-like: CPython's wording.
def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, repr(e))

t('bytes+str', lambda: b'a' + 'b')
t('bytearray+int', lambda: bytearray(b'a') + 1)
t('bytes+list', lambda: b'a' + [1])
t('bytes+None', lambda: b'a' + None)
t('bytes+bytearray', lambda: b'a' + bytearray(b'b'))
t('bytearray+bytes', lambda: bytearray(b'x') + b'y')
t('str+bytes', lambda: 'a' + b'b')
t('int+bytes', lambda: 1 + b'b')
buf = b''
for chunk in (b'GET ', b'/ ', b'HTTP/1.1'):
    buf += chunk
print(buf, len(buf))
try:
    buf += '\r\n'
except TypeError as e:
    print('append failed:', e)
print((buf + '\r\n'.encode()).split(b' '))
