for r in [range(10, -1, -3), range(-1, -10, -1), range(5, 10, -1), range(0, -5, -2)]:
    print(r, list(r), len(r), r[0] if r else None, r[-1] if r else None, list(r[::-1]), -4 in r)
print(range(10, 0, -3)[1:3], range(10, 0, -3)[::-2])
