vals = [1+2j, -1.5-2.25j, 0j, complex(0, -0.0), 1e20+1e-5j, complex(float('inf'), float('nan')), 3j, complex(-0.0, 0.0), 123456.789+0.000123j]
specs = ['', '.2f', '>20.3e', 'g', '.3g', 'e', 'E', 'F', 'G', '+', ' .1f', '<30', '^30.2f', '*^30', '010.2f', ',.2f', '_.1f', '.0f', 'n', '.2n', '.2%', '#.0f', '#g', '+.3', '10', 'z.1f', '.0e', 'r']
for v in vals:
    for s in specs:
        try:
            print(repr(s), repr(format(v, s)))
        except Exception as e:
            print(repr(s), repr(e))
z = 1+2j
print(f"{z:>20.3e}|{z!r:>12}|{z:.2f}")
print("{:.1f} {:^20}".format(z, z))
for bad in ['d', 'x', '=10', '010', 's', 'c', '%']:
    try:
        print(format(z, bad))
    except Exception as e:
        print(bad, repr(e))
print(repr(complex(1, -float('nan'))), complex(-float('nan'), 2), format(complex(1, -float('nan')), '.2f'))
for bad in ['0>10', '0<10', '0=10', ',d', '.2%']:
    try:
        print(format(2.5j, bad))
    except Exception as e:
        print(bad, repr(e))
print(f"{3.14159-2.71828j:+,.3f}", f"{-12345.678+9876543.21j:_.2f}", f"{1e-7+1e7j:g}", f"{complex(-0.0,-0.0):z.2f}")
