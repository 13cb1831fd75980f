import operator

steps = ["fetch", "parse", "validate", "store"]
for s in ["parse", "store"]:
    print(s, operator.indexOf(steps, s))
print(operator.indexOf(steps, "publish"))
