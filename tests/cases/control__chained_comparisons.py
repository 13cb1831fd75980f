calls = []


def val(name, v):
    calls.append(name)
    return v


print(1 < 2 < 3, 3 > 2 > 2, 1 < 3 > 2, 1 == 1.0 == True)
print(val("a", 1) < val("b", 5) < val("c", 3))
print(calls)
calls.clear()
print(val("a", 5) < val("b", 1) < val("c", 3))
print("short-circuited:", calls)
calls.clear()
x = 5
print(0 <= x < 10, 0 <= x < 5, x in [5] == True, "a" < "b" <= "b" != "c")
print(1 < val("mid", 2) < 3, calls)
print([1, 2] < [1, 3] < [2], (1, 2) == (1, 2) != (2, 1))
none = None
print(x is not none is not False, none is None is not x)
a, b, c = 3, 3, 3
print(a == b == c, a < b == c, a <= b >= c)
