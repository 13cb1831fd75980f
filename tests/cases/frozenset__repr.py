print(frozenset(), frozenset([1]), frozenset("a"), [frozenset()], {frozenset([5]): 1}, str(frozenset({"x"})), repr(frozenset((1,))))
print(f"{frozenset()}", "%s" % (frozenset([2]),))
