from enum import IntFlag


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


def parse(text):
    result = Perm(0)
    for ch, flag in zip(text, [Perm.R, Perm.W, Perm.X]):
        if ch != '-':
            result |= flag
    return result


def render(perm):
    return ''.join(ch if flag in perm else '-' for ch, flag in zip('rwx', [Perm.R, Perm.W, Perm.X]))


modes = ['rwx', 'r-x', 'r--', '---', '-w-']
for m in modes:
    p = parse(m)
    print(m, int(p), repr(p), render(p), p == int(p))

octal = '754'
parts = [Perm(int(d)) for d in octal]
print(parts)
print(' '.join(render(p) for p in parts))
print(Perm.R | 8, repr(Perm.R | 8), 8 | Perm.W)
print(Perm.R + 1, Perm.W * 2, Perm(7) & 3, repr(Perm(7) & 3))
print(~Perm.X, repr(~Perm.X), repr(~Perm(0)))
print(Perm(5) in Perm(7), Perm.W in Perm(5))
print(str(Perm.R | Perm.W), format(Perm.R | Perm.W, '04b'), f"{Perm.X:>3}")
print(list(Perm(6)), len(Perm(7)), bool(Perm(0)))
print(isinstance(Perm.R, int), Perm.R.bit_length(), Perm.R.value)
