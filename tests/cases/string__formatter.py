# string.Formatter and the _string parsers behind it.
import string
import _string

for s in ["a{{b", "a}}b", "x{0}y", "{a.b[c]!r:>{w}}z", "{}", "{!s}", "{0[}", "{", "a}", "{0",
          "{0!}", "{0!rr}", "{a{b}c}", "", "{0:{1}}{2}"]:
    try:
        print(repr(s), list(_string.formatter_parser(s)))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for f in ["a.b[c]", "0.x[1][k]", "", "a[", "a.", "a[]", "[0]", "a[b]c", "12", "a.0"]:
    try:
        first, rest = _string.formatter_field_name_split(f)
        print(repr(f), repr(first), list(rest))
    except ValueError as e:
        print(repr(f), "ValueError:", e)

fmt = string.Formatter()
print(fmt.format("{0} {x} {1!r:>6} {2[k]} {y:{w}.2f}|", 1, "ab", {"k": 9}, x=3, y=4.5, w=8))
print(fmt.vformat("{}-{}", (1, 2), {}), list(fmt.parse("a{0}b")))


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return args[key]

    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)


print(Defaulting().format("{name!u} owes {amount} to {who}", name="bob", amount=5))
for bad in [lambda: fmt.format("{0}{}", 1, 2), lambda: fmt.format("{}{0}", 1, 2),
            lambda: fmt.format("{0!x}", 1), lambda: fmt.format("{x}")]:
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e) is KeyError, e)
