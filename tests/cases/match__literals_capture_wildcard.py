def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case "hello":
            return "greeting"
        case True:
            return "true!"
        case None:
            return "nothing"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case other:
            return f"other: {other!r}"


for value in [0, 2, "hello", True, None, -1, 2.5, 1.0, "bye", [1], False]:
    print(repr(value), "->", describe(value))


def wild(x):
    match x:
        case "a":
            print("a")
        case _:
            print("fallthrough for", x)


wild("a")
wild("b")

match 42:
    case n:
        print("captured", n)
print("n after match:", n)
