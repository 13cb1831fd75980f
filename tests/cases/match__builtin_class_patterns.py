def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str("") :
            return "empty string"
        case str(s):
            return f"string of length {len(s)}"
        case list([]):
            return "empty list"
        case list([int(), *_]) as lst:
            return f"list starting with int, len {len(lst)}"
        case list(items):
            return f"list {items}"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case dict({"id": i}):
            return f"record {i}"
        case dict():
            return "some dict"
        case None:
            return "None"
        case _:
            return "something else"


for v in [True, -4, 7, 2.5, "", "abc", [], [1, "x"], ["x", 1], (1, 2), (1, 2, 3),
          {"id": 9, "x": 1}, {}, None, frozenset()]:
    print(repr(v) if not isinstance(v, frozenset) else "frozenset()", "=>", kind(v))
