data = """
temp,reading
mon,21.5
tue,19.25
wed,23.75
thu,18.0
fri,22.125
sat,25.5
sun,20.0
"""
rows = [line.split(",") for line in data.strip().splitlines()[1:]]
vals = [float(v) for _, v in rows]
n = len(vals)
mean = sum(vals) / n
var = sum((v - mean) ** 2 for v in vals) / (n - 1)
sd = var ** 0.5
s = sorted(vals)
median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
print("n", n)
print("mean", mean, round(mean, 3))
print("var", var)
print("sd", sd)
print("median", median)
print("range", max(vals) - min(vals))
for day, v in rows:
    z = (float(v) - mean) / sd
    print(f"{day:>4} {float(v):7.3f} {z:+.4f} {'#' * int(float(v) - 15)}")
