pi = 3.14159265
for width, prec in [(10, 2), (8, 4), (12, 0)]:
    print(f"[{pi:{width}.{prec}f}]")
align = "<"
fill = "."
for a in "<^>":
    print(f"[{'mid':{fill}{a}11}]")
print(f"[{42:{align}6}]")
spec = "+08.3f"
print(f"{pi:{spec}}")
for base in "bxo":
    print(f"{255:{base}} {255:#{base}}")
cols = [("name", 8), ("qty", 5), ("price", 9)]
rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25)]
print("".join(f"{c:<{w}}" for c, w in cols))
for r in rows:
    print(f"{r[0]:<{cols[0][1]}}{r[1]:>{cols[1][1]}}{r[2]:>{cols[2][1]}.2f}")
n = 5
print(f"{'x' * n:>{n * 2}}")
print(f"{{literal braces}} {n}{{}}")
