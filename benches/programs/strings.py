# String building and formatting: f-strings, format specs, join, methods.
parts = []
for i in range(30000):
    parts.append(f"{i}:{i * 2:05d}")
s = ",".join(parts)
words = [w.upper() for w in s.split(",")[:5000]]
line = "%s-%d" % ("x", 42) + "{:>8}".format("ab")
result = (len(s), words[-1], line)
result
