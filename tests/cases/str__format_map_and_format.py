class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = Point(3, 4)
print("{0}-{1}-{0}".format("a", "b"), "{name}={value:.2f}".format(name="pi", value=3.14159), "{} {}".format(1, 2))
print("{0.x},{0.y}".format(p), "{p.x}/{p.y}".format(p=p), "{0[1]} {0[0]}".format([10, 20]), "{d[key]}".format(d={"key": "v"}))
print("{:>{w}}|{:^{w}.{p}f}".format("r", 2.71828, w=8, p=2), "{{literal}} {}".format(5), "{!r:>8}".format("s"))
print("{x} and {y}".format_map({"x": 1, "y": 2}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{a} {b}".format_map(Default(a="A")))
for bad in ["{", "}", "{0} {}", "{1}", "{x}"]:
    try:
        print(bad.format(1))
    except (ValueError, IndexError, KeyError) as e:
        print(repr(e))
