from fractions import Fraction

for s in ['3/4', ' -2 ', '1.5', '-.5', '5.', '+7', '1e3', '1E-3', '2.5e+2', '-0012.50e-1', '1_000', '1_000/3_0',
          '3.141_592', '\t 22/7 \n', '0/9', '10/4', '1.e2', '000', '.000001', '12345678901234567890.0987654321']:
    f = Fraction(s)
    print(repr(s), '->', f, float(f))

for bad in ['', ' ', '1/', '/2', '1.5/2', 'abc', '1_', '1__0', '.', '1e', '1/2e3', '--1', '1/-2', '0x10', '1 / 2', 'inf', 'nan']:
    try:
        Fraction(bad)
        print('accepted?', repr(bad))
    except ValueError as e:
        print(e)
