# string.Formatter: parse, vformat, field lookup, conversions, nested specs, subclass hooks
# and the parser's errors, as CPython's.
import string

f = string.Formatter()
print(f.format("{0}-{x}", 1, x=2))
print(f.format("{} and {}", "a", "b"))
print(f.format("{0[1]} {0[key]} {1.real}", {1: "one", "key": "k"}, 3))
print(f.format("{:>{width}}|{:^8.3f}|{!r:>6}", "ab", 3.14159, "q", width=5))
print(f.format("{{literal}} {0!s} {0!a}", "é"))
print(list(f.parse("a{{b}}c{0!r:>{w}}d{}{x[0].y}")))
print(list(f.parse("")))
print(list(f.parse("only text")))


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


print(f.format("({p.x}, {p.y})", p=Point(1, 2)))


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}>")
        return super().get_value(key, args, kwargs)

    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError(f"unused: {sorted(unused)}")

    def format_field(self, value, format_spec):
        if format_spec == "upper":
            return str(value).upper()
        return super().format_field(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)


d = Defaulting()
print(d.format("{name} {missing} {name:upper} {name!l}", name="Ada"))
try:
    d.format("{a}", a=1, b=2)
except ValueError as e:
    print("ValueError:", e)

for bad in ["{", "}", "a}b", "{0", "{0!}", "{0!r", "{0!rx}", "{0:{1}", "{a{b}", "{0[}", "{0.}",
            "{0[1]x}", "{0[0]x}", "{}{0}", "{0}{}", "{0!z}", "{:{:{}}}"]:
    try:
        print(repr(bad), f.format(bad, [1, 2], 2, 3))
    except (ValueError, IndexError, KeyError, AttributeError, TypeError) as e:
        print(repr(bad), type(e), e)
