# The argument errors of dict, set, frozenset and dict view methods (declared signatures, one
# binder), each in CPython's wording for its calling convention.


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", e)


d = {"a": 1}
show("get()", d.get)
show("get(1, 2, 3)", d.get, 1, 2, 3)
show("get('a', default=2)", d.get, "a", default=2)
show("setdefault()", d.setdefault)
show("setdefault(1, 2, 3)", d.setdefault, 1, 2, 3)
show("setdefault(key=1)", d.setdefault, key=1)
show("pop()", d.pop)
show("pop(1, 2, 3)", d.pop, 1, 2, 3)
show("pop('z', default=1)", d.pop, "z", default=1)
show("popitem(1)", d.popitem, 1)
show("popitem(x=1)", d.popitem, x=1)
show("keys(1)", d.keys, 1)
show("values(x=1)", d.values, x=1)
show("items(1, 2)", d.items, 1, 2)
show("copy(1)", d.copy, 1)
show("clear(x=1)", d.clear, x=1)
show("update({}, {})", d.update, {}, {})
show("update(b=2)", d.update, b=2)
show("fromkeys()", dict.fromkeys)
show("fromkeys(1, 2, 3)", dict.fromkeys, 1, 2, 3)
show("fromkeys('ab', value=1)", dict.fromkeys, "ab", value=1)
show("keys().isdisjoint()", d.keys().isdisjoint)
show("items().isdisjoint(1, 2)", d.items().isdisjoint, 1, 2)
print(sorted(d.items()))

s = {1, 2}
f = frozenset({1, 2})
show("add()", s.add)
show("add(1, 2)", s.add, 1, 2)
show("discard(x=1)", s.discard, x=1)
show("remove()", s.remove)
show("pop(1)", s.pop, 1)
show("clear(1)", s.clear, 1)
show("copy(1)", s.copy, 1)
show("frozenset copy(1)", f.copy, 1)
show("update(x=1)", s.update, x=1)
show("union(x=1)", s.union, x=1)
show("frozenset union(x=1)", f.union, x=1)
show("intersection(x=[])", s.intersection, x=[])
show("difference(x=[])", f.difference, x=[])
show("intersection_update(x=[])", s.intersection_update, x=[])
show("difference_update(x=[])", s.difference_update, x=[])
show("symmetric_difference()", s.symmetric_difference)
show("frozenset symmetric_difference()", f.symmetric_difference)
show("symmetric_difference_update(1, 2)", s.symmetric_difference_update, 1, 2)
show("issubset()", s.issubset)
show("frozenset issubset()", f.issubset)
show("issuperset(1, 2)", s.issuperset, 1, 2)
show("frozenset isdisjoint(x=1)", f.isdisjoint, x=1)
show("union([3], [4])", s.union, [3], [4])
show("isdisjoint([3])", s.isdisjoint, [3])
