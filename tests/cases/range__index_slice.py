r = range(3, 30, 4)
print(r[0], r[-1], r[2], r[1:4], r[::-1], r[::2], r[-3:], list(r[1:4]), r[10:], r[:0])
print(11 in r, 12 in r, 3.0 in r, "x" in r)
try:
    r[100]
except IndexError as e:
    print(repr(e))
try:
    r[-100]
except IndexError as e:
    print(repr(e))
