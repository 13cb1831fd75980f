class Item:
    def __init__(self, name, tags):
        self.name = name
        self.tags = tags
it = Item("lamp", ["home", "light"])
print("{0} {1} {0}".format("a", "b"), "{} {}".format(1, 2), "{a}-{b}".format(a=1, b=2), "{0.name}: {0.tags[1]}".format(it))
print("{x[0]}{x[2]}".format(x="abc"), "{d[k]} {d[2]}".format(d={"k": "v", 2: "two"}), "{0[0][1]}".format([[1, 2]]))
print("{:>{}}".format("r", 5), "{:{fill}^{w}}".format("c", fill="-", w=7), "{0:{1}.{2}f}".format(3.14159, 8, 3))
print("{!s} {!r} {!a}".format("é", "é", "é"), "{{}} {{{}}}".format(4), "{0!r:^9}".format("q"))
for fmt, args in [("{0} {}", (1, 2)), ("{} {0}", (1,)), ("{2}", (1,)), ("{k}", ()), ("{0.missing}", (it,)), ("{!x}", (1,)), ("{0[5]}", ([1],)), ("{:d}", ("s",))]:
    try:
        print(fmt.format(*args))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(repr(e))
