# The members CPython's exception classes set from their arguments: AttributeError's name and
# obj, NameError's name, ImportError's name, path and msg (keyword-only, with CPython's errors),
# SyntaxError's location; and the keyword arguments every other exception refuses.
e = AttributeError("Ouch")
print(e.name, e.obj)
sentinel = object()
e = AttributeError("Ouch", name="carry", obj=sentinel)
print(e.name, e.obj is sentinel, e.args)
e = NameError("x", name="nm")
print(e.name, NameError().name)
e = ImportError("test", name="mod", path="p")
print(e.args, e.msg, e.name, e.path, str(e))
e.__init__()
print(e.args, e.msg, e.name, e.path)
e = ModuleNotFoundError("no", name="m")
print(e.name, e.path, e.msg)
print(str(ImportError("a", "b")), ImportError("a", "b").msg, repr(ImportError(name="x")))
e = ImportError("m")
e.msg = "changed"
print(str(e))
for make in [
    lambda: ImportError("test", invalid="keyword"),
    lambda: ImportError(invalid="keyword", another=True),
    lambda: AttributeError("t", name=1, obj=2, invalid=1),
    lambda: NameError(a=1, b=2),
    lambda: NameError(a=1),
    lambda: ValueError("t", invalid=1),
    lambda: OSError(1, "x", a=1),
    lambda: SyntaxError("x", a=1),
    lambda: StopIteration(a=1),
]:
    try:
        make()
    except TypeError as err:
        print("TypeError", err)


class E(Exception):
    pass


class F(Exception):
    def __init__(self, x, y=0):
        super().__init__(x)
        self.y = y


try:
    E("t", invalid=1)
except TypeError as err:
    print("TypeError", err)
f = F(1, y=2)
print(f.args, f.y)

s = SyntaxError("bad bad", ("bad.py", 1, 2, "abcdefg", 1, 100))
print(s.msg, s.filename, s.lineno, s.offset, s.text, s.end_lineno, s.end_offset, str(s))
s = SyntaxError("bad bad", ("/x/bad.py", 3, 2, "abcdefg"))
print(s.end_lineno, s.end_offset, str(s), s.args)
print(str(SyntaxError("m", (None, 4, 1, "t"))), str(SyntaxError()), SyntaxError().msg)
for args in [("bad.py", 1, 2), ("bad.py", 1, 2, 4, 5, 6, 7), ("bad.py", 1, 2, "abcdefg", 1)]:
    try:
        SyntaxError("bad bad", args)
    except TypeError as err:
        print("TypeError", err)
