import copy


class Handle:
    def __init__(self, path):
        self.path = path
        self.opened = True

    def __repr__(self):
        return f"Handle({self.path!r}, opened={self.opened})"


def reduce_handle(h):
    print("  reducing", h.path)
    return (Handle, (h.path,), {"opened": False})


copy.dispatch_table[Handle] = reduce_handle
h = Handle("/tmp/data")
print(copy.copy(h), copy.deepcopy([h, h]))
del copy.dispatch_table[Handle]
print(copy.copy(h), Handle in copy.dispatch_table)


class Unit:
    def __reduce__(self):
        return "UNIT"


u = Unit()
print(copy.copy(u) is u, copy.deepcopy({"u": u})["u"] is u)
