line = "  alpha  beta\tgamma\n delta  "
print(line.split())
print("a,b,,c,".split(","))
print("a,b,,c,".split(",", 2))
print("one two three".split(" ", 1))
print("".split(), "".split(","), "   ".split())
print("key=value=more".split("="))
print("a::b::c".split("::"))
words = ["Python", "is", "fun"]
print(" ".join(words), "-".join(words), "".join(words), ", ".join(w.upper() for w in words))
csv_line = "name, age ,city "
print([f.strip() for f in csv_line.split(",")])
path = "/usr/local/bin/python3"
parts = path.split("/")
print(parts, parts[-1], "/".join(parts[:-1]))
print("\n".join(f"{i}: {w}" for i, w in enumerate(words)))
try:
    "x".split("")
except ValueError as e:
    print("ValueError", e)
try:
    print(", ".join([1, 2]))
except TypeError as e:
    print("TypeError", e)
