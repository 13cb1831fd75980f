import operator

lines = ["  Alpha,Beta  ", "gamma , delta", "EPSILON"]
strip = operator.methodcaller("strip")
lower = operator.methodcaller("lower")
split = operator.methodcaller("split", ",")
cleaned = [[part.strip() for part in split(lower(strip(line)))] for line in lines]
print(cleaned)
print(repr(strip), repr(split), repr(operator.methodcaller("replace", "a", "b", count=1)) if False else repr(operator.methodcaller("replace", "a", "b")))
print(repr(operator.methodcaller("f", 1, "x", k=2, j=[1])))
pad = operator.methodcaller("rjust", 8, ".")
print([pad(w) for w in ["a", "bb", "ccc"]])
count_a = operator.methodcaller("count", "a")
print(sorted(["banana", "apple", "cherry", "avocado"], key=count_a))
items = {"x": 1, "y": 2}
print(operator.methodcaller("get", "x")(items), operator.methodcaller("get", "z", 0)(items), operator.methodcaller("items")(items))
dec = operator.methodcaller("to_bytes", 2, "big")
print(dec(258), operator.methodcaller("bit_length")(255))
print(operator.call(len, [1, 2, 3]), operator.call(max, 3, 9, key=lambda v: -v), operator.call(dict, a=1))


class Account:
    def __init__(self, balance):
        self.balance = balance

    def deposit(self, amount, note=""):
        self.balance += amount
        return f"{note}:{self.balance}"


acc = Account(10)
print(operator.methodcaller("deposit", 5, note="pay")(acc), acc.balance)
for call in [lambda: operator.methodcaller(), lambda: operator.methodcaller(3), lambda: strip(), lambda: strip("a", "b"),
             lambda: strip(obj="a"), lambda: operator.methodcaller("nope")("x"), lambda: operator.call()]:
    try:
        call()
    except (TypeError, AttributeError) as exc:
        print(type(exc) is TypeError, exc)
