for i in range(10, 0, -3):
    print(i, end=" ")
print()
for i in range(0):
    print("never")
for ch in reversed("abc"):
    print(ch, end="")
print()
for i, (a, b) in enumerate(zip("xyz", range(3)), start=1):
    print(i, a, b)

items = [1, 2, 3, 4, 5, 6]
for x in items[:]:
    if x % 2 == 0:
        items.remove(x)
print(items)

d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] == 2:
        del d[k]
print(d)

total = 0
for n in range(1, 101):
    if n % 3 and n % 5:
        continue
    total += n
print(total)

i = 10
while i:
    i -= 3
    if i < 0:
        break
print("i ended at", i)

r = range(3)
for x in r:
    for y in r:
        if x == y:
            continue
        print(f"{x}{y}", end=" ")
print()
