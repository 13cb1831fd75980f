print([x for x in range(30) if x % 2 == 0 if x % 3 == 0])
print([(x, y) for x in range(4) if x > 0 for y in range(x) if y != 1])
print([c for w in ["ab", "", "cde"] for c in w if c != "d"])
print({k: v for k, v in zip("abcdef", range(6)) if v % 2})
print(sorted({x % 5 for x in range(20) if x > 7}))
print([x if x % 2 else -x for x in range(6)])
print([[x, y] for x in "ab" for y in "12"])

people = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cy", 40, "nyc"), ("di", 22, "la")]
print([name for name, age, city in people if city == "nyc" if age > 30])
print({city: [n for n, a, c in people if c == city] for _, _, city in people})
print([(n, a) for n, a, _ in sorted(people, key=lambda p: p[1])])

text = "The rain in Spain stays mainly in the plain"
print([w for w in text.split() if "ain" in w])
print({w.lower(): len(w) for w in text.split() if len(w) > 3})
