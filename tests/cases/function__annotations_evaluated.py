# Annotations are evaluated when the def runs: after the defaults, left to right, then
# `return`; a name error in an annotation surfaces at the def.
order = []


def note(label):
    order.append(label)
    return int


def f(a: note("a") = note("default a"), *args: note("args"), b: note("b"), **kw: note("kw")) -> note("return"):
    return a


print(order)


def g(x: "not evaluated", y: note("y")):
    return x


print(order[-1])

try:
    def h(value: undefined_annotation_name):
        return value
except NameError as e:
    print("NameError:", e)

lam = lambda x: x
print(lam(5))
