class UnitError(Exception):
    pass

class Registry:
    def __init__(self):
        self.factors = {}   # unit -> (dimension, factor to base)
        self.special = {}

    def unit(self, name, dimension, factor):
        self.factors[name] = (dimension, factor)

    def converter(self, src, dst):
        def deco(fn):
            self.special[(src, dst)] = fn
            return fn
        return deco

    def convert(self, value, src, dst):
        if (src, dst) in self.special:
            return self.special[(src, dst)](value)
        try:
            d1, f1 = self.factors[src]
            d2, f2 = self.factors[dst]
        except KeyError as e:
            raise UnitError(f"unknown unit {e.args[0]!r}") from None
        if d1 != d2:
            raise UnitError(f"cannot convert {d1} ({src}) to {d2} ({dst})")
        return value * f1 / f2

reg = Registry()
for name, dim, f in [("m", "length", 1), ("km", "length", 1000), ("cm", "length", 0.01),
                     ("mi", "length", 1609.344), ("ft", "length", 0.3048),
                     ("g", "mass", 1), ("kg", "mass", 1000), ("lb", "mass", 453.59237),
                     ("s", "time", 1), ("min", "time", 60), ("h", "time", 3600)]:
    reg.unit(name, dim, f)

@reg.converter("C", "F")
def c_to_f(v):
    return v * 9 / 5 + 32

@reg.converter("F", "C")
def f_to_c(v):
    return (v - 32) * 5 / 9

queries = [(5, "km", "mi"), (6, "ft", "cm"), (2.5, "h", "min"), (1, "lb", "g"),
           (100, "C", "F"), (-40, "F", "C"), (3, "kg", "m"), (1, "parsec", "m"), (90, "min", "h")]
for v, a, b in queries:
    try:
        r = reg.convert(v, a, b)
        print(f"{v:>6} {a:<3} = {r:>12.4f} {b}")
    except UnitError as e:
        print(f"{v:>6} {a:<3} ! {e}")

def chain(value, *units):
    for a, b in zip(units, units[1:]):
        value = reg.convert(value, a, b)
    return round(value, 6)

print(chain(1, "mi", "ft", "cm", "km", "m"))
print(sorted({dim for dim, _ in reg.factors.values()}))
