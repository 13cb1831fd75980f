n = 9
print("   " + "".join(f"{j:4d}" for j in range(1, n + 1)))
for i in range(1, n + 1):
    print(f"{i:2d} " + "".join(f"{i * j:4d}" for j in range(1, n + 1)))
evens = range(0, 50, 2)
print(len(evens), evens[7], sum(evens[::5]))
