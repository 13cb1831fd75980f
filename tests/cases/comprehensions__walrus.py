data = [3, 8, 1, 12, 7, 20]
big = [y for x in data if (y := x * 2) > 10]
print(big, "last y =", y)

total = 0
running = [total := total + v for v in data]
print(running, total)


def f(values):
    hits = [v for v in values if (last := v) % 5 == 0]
    return hits, last


print(f([1, 5, 7, 10, 11]))

words = ["hello", "to", "comprehensions", "and", "walrus"]
longest = ""
for w in words:
    if (n := len(w)) > len(longest):
        longest = w
print(longest, n)

print(any((hit := w).startswith("c") for w in words), hit)
print(all((miss := w) != "and" for w in words), miss)

lines = ["a=1", "junk", "b=22", "c=333"]
parsed = {k: int(v) for line in lines if (parts := line.split("="))[0] != line for k, v in [parts]}
print(parsed, parts)
