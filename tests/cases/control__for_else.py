def find(items, target):
    for i, item in enumerate(items):
        if item == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")


find([3, 1, 4, 1, 5], 4)
find([3, 1, 4, 1, 5], 9)
find([], 1)

for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")

for x in range(3):
    continue
else:
    print("else runs after continue-only loop, x =", x)
