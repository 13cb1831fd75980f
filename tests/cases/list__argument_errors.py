# The argument errors of list and tuple methods (declared signatures, one binder): METH_O and
# METH_NOARGS methods name their type, Argument Clinic ones only themselves.


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", e)


lst = [3, 1, 2]
show("append()", lst.append)
show("append(1, 2)", lst.append, 1, 2)
show("append(x=1)", lst.append, x=1)
show("extend()", lst.extend)
show("extend([], x=1)", lst.extend, [], x=1)
show("insert(0)", lst.insert, 0)
show("insert(0, 1, 2)", lst.insert, 0, 1, 2)
show("insert(0, object=1)", lst.insert, 0, object=1)
show("pop(1, 2)", lst.pop, 1, 2)
show("pop(index=0)", lst.pop, index=0)
show("remove()", lst.remove)
show("remove(1, 2)", lst.remove, 1, 2)
show("index()", lst.index)
show("index(1, 0, 3, 4)", lst.index, 1, 0, 3, 4)
show("index(1, start=0)", lst.index, 1, start=0)
show("count()", lst.count)
show("count(1, 2)", lst.count, 1, 2)
show("sort(1)", lst.sort, 1)
show("sort(1, 2, 3)", lst.sort, 1, 2, 3)
show("sort(zz=1)", lst.sort, zz=1)
show("sort(key=None, reverse=False, zz=1)", lst.sort, key=None, reverse=False, zz=1)
show("reverse(1)", lst.reverse, 1)
show("reverse(x=1)", lst.reverse, x=1)
show("copy(1)", lst.copy, 1)
show("clear(1)", lst.clear, 1)
show("list.append()", list.append)
show("list.append(1, 2)", list.append, 1, 2)
print(lst)

tup = (1, 2, 1)
show("tuple index()", tup.index)
show("tuple index(1, 0, 1, 2)", tup.index, 1, 0, 1, 2)
show("tuple index(1, x=0)", tup.index, 1, x=0)
show("tuple count()", tup.count)
show("tuple count(1, x=2)", tup.count, 1, x=2)
show("tuple index(1, 1)", tup.index, 1, 1)


class L(list):
    def __init__(self, *args):
        super().__init__(*args)


show("L([1])", L, [1])
show("L([1], [2])", L, [1], [2])
