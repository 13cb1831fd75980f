for n in [0, 7, -7, 255, -255, 10**25, -(2**64)]:
    print(str(n), repr(n), hex(n), oct(n), bin(n), f"{n:x}", f"{n:#o}", f"{n:,}", f"{n:_}", f"{n:+d}")

print(str(-0), 0 == -0, abs(-10**30))
