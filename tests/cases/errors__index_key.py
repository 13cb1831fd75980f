tests = [lambda: [][0], lambda: [1, 2][-3], lambda: ()[0], lambda: ""[0], lambda: {}["k"], lambda: {"a": 1}[("t", 1)], lambda: {}[0],
         lambda: [1].pop(3), lambda: range(2)[5], lambda: "ab"[10]]
for t in tests:
    try:
        t()
    except LookupError as e:
        print(repr(e), isinstance(e, IndexError), isinstance(e, KeyError))
