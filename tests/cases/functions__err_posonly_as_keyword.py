def clamp(value, /, lo=0, hi=10):
    return max(lo, min(hi, value))

print(clamp(15))
print(clamp(-3, lo=-1))
print(clamp(5, hi=4))
clamp(value=5)
