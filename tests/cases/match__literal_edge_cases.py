def m(x):
    match x:
        case 0:
            return "zero-ish"
        case "":
            return "empty str"
        case b"":
            return "empty bytes"
        case ():
            return "empty sequence"
        case (x1,):
            return f"singleton {x1!r}"
        case (1, 2) if isinstance(x, list):
            return "list [1, 2]"
        case (1, 2):
            return "tuple (1, 2)"
        case {"a": 1}:
            return "mapping with a=1"
        case 1.5 | -1.5:
            return "one and a half"
        case "a" "b":
            return "concatenated literal ab"
        case _:
            return "other"


for v in [0, 0.0, False, -0, "", b"", (), [], [7], ("x",), [1, 2], (1, 2), {"a": 1, "b": 2},
          {"a": 1.0}, -1.5, "ab", "a", None, "xyz"]:
    print(f"{v!r:<18} {m(v)}")

match [1, [2, 3]]:
    case [a, [b, *c]]:
        print("nested star:", a, b, c)
match (1, 2, 3, 4, 5):
    case (first, second, *_, last):
        print(first, second, last)
match {"x": {"y": {"z": 0}}}:
    case {"x": {"y": {"z": 0 as zero}}}:
        print("deep zero", zero)
