# Names a pattern captures are bound only once the whole pattern matched: a pattern that fails
# half-way binds nothing, an or-pattern binds the names of the alternative that matched, and
# a guard sees the names (which stay bound when it is false).


def partial_sequence():
    match [5, 2]:
        case [x, 1]:
            pass
    try:
        return x
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def partial_mapping():
    match {"a": 1, "b": 2}:
        case {"a": a, "b": 3}:
            pass
    try:
        return a
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def partial_class():
    class P:
        __match_args__ = ("x", "y")

        def __init__(self):
            self.x, self.y = 1, 2

    match P():
        case P(x, 0):
            pass
    try:
        return x
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def or_alternatives(v):
    match v:
        case [x, 0] | [0, x]:
            return x
        case (y, 1) | (1, y) if y > 5:
            return "guarded", y
    try:
        return "fell through", y
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def guard_keeps_names():
    match (1, 2):
        case (a, b) if a > b:
            return "no"
    return a, b


def star_partial():
    match [1, 2, 3]:
        case [first, *rest, 4]:
            pass
    try:
        return first, rest
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def as_partial():
    match [1, [2, 3]]:
        case [1 as one, [2, 4] as inner]:
            pass
    try:
        return one
    except NameError as e:
        return f"{type(e).__name__}: {e}"


def raising_value_pattern():
    class Bad:
        def __eq__(self, other):
            raise ValueError("no comparing")

    class NS:
        bad = Bad()

    try:
        match [7, 8]:
            case [got, NS.bad]:
                pass
    except ValueError as e:
        print("raised", e)
    try:
        return got
    except NameError as e:
        return f"{type(e).__name__}: {e}"


print(partial_sequence())
print(partial_mapping())
print(partial_class())
print(or_alternatives([3, 0]), or_alternatives([0, 4]), or_alternatives((9, 1)))
print(or_alternatives((1, 2)), or_alternatives("x"))
print(guard_keeps_names())
print(star_partial())
print(as_partial())
print(raising_value_pattern())

# At module level the names are globals: bound only on success too.
match {"k": [1, 2]}:
    case {"k": [g1, g2, g3]}:
        pass
try:
    print(g1)
except NameError as e:
    print(type(e).__name__, e)
match {"k": [1, 2]}:
    case {"k": [g1, g2]}:
        pass
print(g1, g2)
