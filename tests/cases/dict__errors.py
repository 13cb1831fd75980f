d = {"a": 1}
tests = [lambda: d["b"], lambda: d.pop("b"), lambda: {}.popitem(), lambda: d[[1]], lambda: {[]: 1}, lambda: dict([1, 2]), lambda: dict([("a", 1, 2)]),
         lambda: d < d, lambda: dict(1), lambda: d.get(), lambda: d[("t", [1])], lambda: {}.fromkeys(5)]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
def mutate():
    for k in d:
        d[k + "x"] = 1
try:
    mutate()
except RuntimeError as e:
    print(repr(e))
