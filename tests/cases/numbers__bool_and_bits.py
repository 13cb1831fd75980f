flags = 0
READ, WRITE, EXEC = 1, 2, 4
flags |= READ
flags |= EXEC
print(flags, bin(flags), bool(flags & WRITE), bool(flags & EXEC))
flags &= ~READ
print(flags, format(flags, "03b"))
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, 1024 >> 3, -16 >> 2, -1 >> 10)
print([n for n in range(20) if n & (n - 1) == 0])


def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c


print([popcount(n) for n in [0, 1, 7, 8, 255, 2 ** 100 - 1]])
print(sum([True] * 7), True + 0.5, [1, 2, 3][True], "ab"[False])
print(max(True, 0), min(False, -1), abs(True), -False)
print(bin(-5), hex(-255), oct(-8))
print((0xF0 | 0x0F) == 0xFF, 0b1111 ^ 0b1010)
