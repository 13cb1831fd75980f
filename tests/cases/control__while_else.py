n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
    if steps > 1000:
        print("too many")
        break
else:
    print("collatz reached 1 in", steps, "steps")

i = 0
while i < 10:
    i += 1
    if i == 4:
        print("breaking at", i)
        break
else:
    print("never")

count = 0
while count < 3:
    count += 1
else:
    print("while finished normally with", count)

while False:
    pass
else:
    print("else even if body never runs")
