def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")

pairs = [(1, 2), (3, 0), (-4, 0), (0, 5)]
print([safe_div(a, b) for a, b in pairs])

def checked(values):
    out = []
    errors = 0
    for v in values:
        try:
            out.append(100 // v)
        except ZeroDivisionError:
            errors += 1
            out.append(None)
        except TypeError:
            errors += 10
    return out, errors

print(checked([5, 0, "x", 3, 0]))

def outer():
    try:
        return sum(1 / x for x in [1, 2, 0])
    except ZeroDivisionError as e:
        return "caught from generator: " + str(e)

print(outer())
inf = float("inf")
print(inf > 10 ** 100, -inf < 0, inf == inf)
