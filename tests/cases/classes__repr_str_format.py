class Item:
    def __init__(self, name, price):
        self.name, self.price = name, price
    def __repr__(self):
        return f"Item({self.name!r}, {self.price!r})"
    def __str__(self):
        return f"{self.name} @ {self.price:.2f}"
    def __format__(self, spec):
        if spec == "short":
            return self.name[:3]
        if spec == "":
            return str(self)
        return format(self.price, spec)

it = Item("widget", 3.5)
print(it)
print(str(it), repr(it))
print([it], (it,), {"k": it})
print(f"{it}|{it!r}|{it!s}|{it:short}|{it:>8.3f}")
print(format(it, "short"), format(it), "{} / {:short} / {!r}".format(it, it, it))

class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"

o = OnlyRepr()
print(o, str(o), f"{o}", [o, o])

class OnlyStr:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return f"OnlyStr:{self.v}"

print(OnlyStr(1), f"{OnlyStr(2)}", str(OnlyStr(3)))

class Money:
    def __init__(self, amt):
        self.amt = amt
    def __format__(self, spec):
        width = int(spec) if spec else 0
        return ("$" + f"{self.amt:,.2f}").rjust(width)

for m in [Money(5), Money(1234567.891), Money(0.5)]:
    print(f"[{m:15}] [{m}]")

class Nested:
    def __init__(self, children):
        self.children = children
    def __repr__(self):
        return f"Nested({self.children!r})"

print(Nested([Nested([]), Nested([Item("a", 1)])]))
print(repr("quote's"), repr('dq"s'), str(3.0), repr(1e20), str(1e-5))
