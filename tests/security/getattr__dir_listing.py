# expect: ok
# dir() may list names, but no dunder it shows can be read.
names = dir(1)
hidden = [n for n in names if n.startswith("__") and n not in ("__init__", "__str__", "__repr__")]
for n in hidden:
    try:
        getattr(1, n)
    except Exception:
        pass
    print("ESCAPED", n)
print("listed", len(names))
