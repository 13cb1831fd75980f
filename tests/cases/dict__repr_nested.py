d = {"s": "str", 1: [1, 2], (1, 2): {"n": None}, 2.5: True, None: b"b", "q'": 'x"'}
print(d)
print(str({}), repr({"a": {}}), f"{ {'k': 1} }", "%s" % {1: 2})
r = {}
r["self"] = r
print(r)
