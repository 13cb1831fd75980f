# float.fromhex with CPython's rounding (ties to even), subnormals, overflow and errors;
# bytes.fromhex / bytearray.fromhex and .hex().
cases = ['0x1.8p1', '-0x1p-1074', '0x1p-1075', '0x3p-1076', '0x1.0000000000000p+0', '0x1.00000000000008p0',
         '0x1.00000000000018p0', '0X.8', '1', 'a.b', '0x1p1023', '0x1.fffffffffffffp1023', '  -0x10  ',
         'inf', '-Infinity', 'nan', '0x0p0', '-0x0.0p0', '0x1.fffffffffffff8p1023', '0x2p1023',
         '', '0x', 'zz', '0x1p', '0x1.8p+', '0x1 p1', '1e5', '0x1p-99999999999999999999', '0x1p99999999999']
for c in cases:
    try:
        print(repr(c), float.fromhex(c))
    except (ValueError, OverflowError) as e:
        print(repr(c), type(e), e)
for f in [3.0, 0.1, -2.5, 5e-324, 1.7976931348623157e308, 0.0, -0.0]:
    h = f.hex()
    print(h, float.fromhex(h) == f)

class F(float):
    pass
print(type(F.fromhex('0x1p3')), F.fromhex('0x1p3'))
try:
    float.fromhex(5)
except TypeError as e:
    print(e)

print(bytes.fromhex('de ad be ef'), bytes.fromhex(' 01\n02 '), bytes.fromhex(''))
print(bytearray.fromhex('0a0b'), bytearray(b'ab').hex(), bytearray(b'\x01\x02\x03').hex(':', 2))
print(b'\xde\xad\xbe'.hex(), b'\xde\xad\xbe'.hex(':'), b'\xde\xad\xbe'.hex('-', 2))
for bad in ['zz', '0', 'a b', '0g', '01 2', 'é1', '01é']:
    try:
        bytes.fromhex(bad)
    except ValueError as e:
        print(repr(bad), e)
for args in [(), ('a', 'b'), (b'01',)]:
    try:
        bytes.fromhex(*args)
    except TypeError as e:
        print(e)

class B(bytes):
    pass
print(type(B.fromhex('41')), B.fromhex('41'))
