calls = []
def t(x):
    calls.append(x)
    return x
print(t(0) or t("") or t([]) or t("last"))
print(t(1) and t(2) and t(0) and t(3))
print(t(None) or t(False))
print(t("a") and t([]) or t("fallback"))
print(calls)
print(0 or None, [] and 5, 3 and 4, 3 or 4, not 0, not not "x")
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 != 6, 0 <= x <= 4 or x == 5)
