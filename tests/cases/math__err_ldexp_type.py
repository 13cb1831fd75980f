import math

scale = 3
print(math.ldexp(0.5, scale), math.ldexp(-1.25, -scale))
scale = scale / 1
print("now scaling by", scale)
print(math.ldexp(0.5, scale))
