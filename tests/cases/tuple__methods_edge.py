t = tuple("mississippi")
print(t.count("s"), t.count("x"), t.index("s"), t.index("s", 4), t.index("p", -3), t.index("i", 2, 5))
try:
    t.index("i", 2, 3)
except ValueError as e:
    print(repr(e))
print(t[::3], t[10:0:-3], t[-1:-4:-1], len(t[3:3]))
