# Annotated assignments in CPython's order: the value first, then the annotation (module level
# and class bodies evaluate annotations; functions do not), and a bare attribute or subscript
# target has its object evaluated.
log = []


def note(label, result=int):
    log.append(label)
    return result


count: note("annotation of count") = note("value of count", 3)
print(log, count)


class Box:
    size: note("annotation of size") = note("value of size", 10)
    label: note("annotation of label")


print(log[2:], Box.size)


def inside():
    local: note("never evaluated") = 1
    return local


print(inside(), "never evaluated" in log)


class Holder:
    pass


h = Holder()
h.attr: note("attribute annotation") = 5
table = {}
table[note("index", "k")]: note("subscript annotation")
print(log[4:], h.attr, table)

try:
    missing: undefined_annotation_name = 1
except NameError as e:
    print("NameError:", e, missing)
