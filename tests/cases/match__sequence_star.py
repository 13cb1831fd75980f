def analyze(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x}, {y}"
        case [first, *middle, last] if not middle:
            return "impossible"
        case [0, *rest]:
            return f"starts with zero, rest={rest}"
        case [first, *middle, last]:
            return f"first={first} middle={middle} last={last}"


for s in [[], [1], [1, 2], (1, 2), [0, 5, 6], [1, 2, 3, 4], range(3), (9, 8, 7)]:
    print(s, "->", analyze(s))

print(analyze("ab") if False else "strings are not sequences for patterns:")
match "abc":
    case [a, b, c]:
        print("matched chars")
    case str() as s:
        print("matched string", s)


def heads(seq):
    match seq:
        case [*_, "end"]:
            return "ends with end"
        case ["start", *_]:
            return "starts with start"
        case [_, _, *_]:
            return "two or more"
        case _:
            return "other"


for s in [["start", "x"], ["a", "end"], ["a", "b", "c"], ["z"], {"not": "seq"}]:
    print(s, heads(s))
