# `%%` is a percent sign only when the second `%` follows the first at once; after a key, flags,
# a width or a precision `%` is a conversion that takes an argument and is then unsupported.
for f, a in [('% %s', 1), ('%d %', 1), ('%', 1), ('% d', 1), ('%  %s', 1), ('%-%s', 1), ('% 5%', ()),
             ('%.2%', ()), ('%5%|', ()), ('%5%|', (1,)), ('%%%d', 3), ('a%%b', ()), ('%(x)%', {'x': 1}),
             ('%(x)s%%', {'x': 1}), ('%*%', (3, 4)), ('%%', 5), ('%.*%', (1,)), ('%s%%%s', (1, 2))]:
    for fmt in (f, f.encode(), bytearray(f.encode())):
        try:
            print(repr(fmt), repr(fmt % a))
        except Exception as e:
            print(repr(fmt), type(e).__name__, e)
