d = {"a": 1, "b": 2}
d["c"] = 3
print(d, d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("d", 4), d.setdefault("a", 99), d.pop("b"), d.pop("zz", "dflt"))
print(list(d.keys()), list(d.values()), list(d.items()), len(d), "a" in d, 1 in d)
d.update({"e": 5}, f=6)
d.update([("g", 7)])
print(d, d.popitem(), d)
print(dict.fromkeys("abc"), dict.fromkeys([1, 2], 0), d.copy() == d, d.copy() is d)
d.clear()
print(d, dict(a=1, b=2), dict([("x", 1)], y=2), dict({"k": "v"}), dict(zip("ab", range(2))))
