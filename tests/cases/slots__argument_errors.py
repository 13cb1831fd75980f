# The argument errors of builtin values' protocol methods reached as attributes ((1).__add__),
# which CPython implements as slot wrappers: `expected 1 argument, got 0`, `wrapper __add__()
# takes no keyword arguments`, and the ternary and two-argument slots' own wording.


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", repr(str(e)))


show("(1).__add__()", (1).__add__)
show("(1).__add__(1, 2)", (1).__add__, 1, 2)
show("(1).__add__(x=1)", (1).__add__, x=1)
show("(1).__pow__()", (1).__pow__)
show("(1).__pow__(1, 2, 3)", (1).__pow__, 1, 2, 3)
show("(1).__pow__(2, x=1)", (1).__pow__, 2, x=1)
show("(2).__pow__(3, 5)", (2).__pow__, 3, 5)
show("(1).__eq__()", (1).__eq__)
show("(1).__lt__(1, 2)", (1).__lt__, 1, 2)
show("(1).__hash__(1)", (1).__hash__, 1)
show("(1).__neg__(1)", (1).__neg__, 1)
show("(1).__bool__(x=1)", (1).__bool__, x=1)
show("(1).__index__(1)", (1).__index__, 1)
show("(1).__divmod__()", (1).__divmod__)
show("(1.5).__round__(1, 2)", (1.5).__round__, 1, 2)
show("(1.25).__round__(1)", (1.25).__round__, 1)
show("[].__contains__()", [].__contains__)
show("[1].__setitem__(0)", [1].__setitem__, 0)
show("[1].__delitem__()", [1].__delitem__)
show("'a'.__len__(1)", "a".__len__, 1)
show("[1, 2].__len__()", [1, 2].__len__)
