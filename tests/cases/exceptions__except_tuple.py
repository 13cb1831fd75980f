def risky(i):
    actions = [
        lambda: int("q"),
        lambda: [][1],
        lambda: {}["z"],
        lambda: None + 1,
        lambda: 5 / 0,
        lambda: "ok",
    ]
    return actions[i]()

for i in range(6):
    try:
        print(i, risky(i))
    except (ValueError, TypeError) as e:
        print(i, "value-or-type:", e)
    except (KeyError, IndexError) as e:
        print(i, "lookup:", e, isinstance(e, KeyError))
    except (ZeroDivisionError,) as e:
        print(i, "zero:", e)

errors = (ValueError, KeyError)
try:
    raise KeyError("dynamic tuple")
except errors as e:
    print("caught via variable tuple:", e)

def handler_types():
    return (IndexError, AttributeError)

try:
    "abc".nope
except handler_types() as e:
    print("caught via call:", e)
