from enum import Flag


class Opt(Flag):
    A = 1
    B = 2
    C = 4


print(Opt(5), Opt(7))
print(repr(Opt(0)))
Opt(9)
