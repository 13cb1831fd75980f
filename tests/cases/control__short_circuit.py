print(0 or "default")
print("" or [] or None)
print("x" and "y")
print(0 and 1 / 0)
print(None or 0 or "last")
print(1 and 2 and 3)
print(1 and 0 and 3)
print([] or {} or ())
print(not [], not [0], not "", not " ")

trace = []


def t(v):
    trace.append(v)
    return v


r = t(0) or t("") or t("hit") or t("never")
print(r, trace)
trace.clear()
r = t(1) and t([1]) and t(None) and t("never")
print(r, trace)

name = None
display = name or "anonymous"
print(display)
config = {"debug": 0}
print(config.get("debug") or "off", config.get("missing") or "unset")
x = 7
print("even" if x % 2 == 0 else "odd", "big" if x > 5 else "small" if x > 2 else "tiny")
values = [3, 0, 8]
print([v or -1 for v in values])
print(min(values) or max(values))
