print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))), "".join(reversed("stressed")), list(reversed({"a": 1, "b": 2})))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return i * 10
print(list(reversed(Seq())), repr("x"), repr(1.0), repr(None), repr([None]), repr(...), repr(print) == "<built-in function print>")
for bad in [5, {1, 2}, iter([1])]:
    try:
        reversed(bad)
    except TypeError as e:
        print(repr(e))
