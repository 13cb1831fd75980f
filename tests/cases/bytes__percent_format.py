print(b'%s and %s' % (b'spam', bytearray(b'eggs')))
print(b'%d-%05.1f-%x-%X-%o-%#x-%+i-%e' % (42, 3.14159, 255, 255, 8, 255, 7, 12345.678))
print(b'%c%c%c' % (65, b'B', bytearray(b'C')))
print(b'%r %a' % ('caf\xe9', b'x\x00'))
print(b'%(name)s is %(age)d' % {b'name': b'Bob', b'age': 30})
print(b'%-8s|%8s|%.2s|' % (b'ab', b'cd', b'efgh'))
print(b'%b %%' % b'yes')
print(bytearray(b'val=%d') % 5, type(bytearray(b'%d') % 5) is bytearray)
print(b'\xff%s\x80' % b'\xfe')
print(b'%*d|%-*d|%.*f' % (5, 1, 4, 2, 2, 3.14159))
print(b'%5c|' % 97)
print(b'no args' % ())
print(b'%s' % [b'a'] if False else 'skip')
class B:
    def __bytes__(self):
        return b'custom'
print(b'<%s>' % B())
for fmt, args in [(b'%s', 'text'), (b'%s', 5), (b'%d', b'x'), (b'%c', 256), (b'%c', b'ab'), (b'%c', 'a'),
                  (b'%s %s', (b'a',)), (b'%s', (b'a', b'b')), (b'%z', 1), (b'%(k)s', (1,)), (b'%', ()),
                  (b'%x', 1.5), (b'%f', b'1'), (b'%(a', {}), (b'%(k)s', {b'j': 1}), (b'%(k)s', {'k': 1})]:
    try:
        print(fmt % args)
    except Exception as e:
        print(repr(e))
rows = [(b'apple', 3, 1.25), (b'kiwi', 12, 0.5)]
out = b'\n'.join(b'%-6s %3d %6.2f' % r for r in rows)
print(out.decode())
