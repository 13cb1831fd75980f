values = [3, 2.5, "x", True]
for v in values:
    print(f"{v!r:>6} -> [{v:>6}]")
print(f"{3:d} {3.0:f} {'s':s}")
try:
    print(f"{'text':d}")
except ValueError as e:
    print("ValueError", e)
try:
    print(format("abc", "+"))
except ValueError as e:
    print("ValueError", e)
ratio = 0.75
print(f"{ratio:.0%}")
print(f"{ratio:d}")
