results = []
for raw in ["10", "x", "30", "", "5"]:
    try:
        value = int(raw)
    except ValueError:
        results.append("bad")
        continue
    else:
        results.append(value)
    finally:
        results.append("|")
print(results)


def first_positive(xs):
    for x in xs:
        try:
            if x > 0:
                return x
        finally:
            print("checked", x)
    return None


print(first_positive([-1, 0, 4, 5]))

n = 0
while True:
    try:
        n += 1
        if n == 3:
            break
    finally:
        print("finally for n =", n)
print("out of loop", n)
