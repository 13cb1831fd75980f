# BaseException.add_note: __notes__ made on first use, CPython's TypeErrors; the uncaught
# exception's traceback prints the notes after its last line (checked by tests/api.rs).
e = ValueError("boom")
e.add_note("first")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(5)
except TypeError as x:
    print("TypeError", x)
try:
    e.add_note()
except TypeError as x:
    print("TypeError", x)
try:
    e.add_note("a", "b")
except TypeError as x:
    print("TypeError", x)
e2 = KeyError("k")
e2.__notes__ = "notalist"
try:
    e2.add_note("x")
except TypeError as x:
    print("TypeError", x)
e3 = RuntimeError()
print(hasattr(e3, "__notes__"))
e3.__notes__ = []
e3.add_note("n")
print(e3.__notes__)
class S(str): pass
e4 = Exception()
e4.add_note(S("sub"))
print(e4.__notes__, type(e4.__notes__[0]).__name__)
del e4.__notes__
print(hasattr(e4, "__notes__"))
try:
    try:
        raise ValueError("inner")
    except ValueError as v:
        v.add_note("added while handling")
        raise
except ValueError as v:
    print(v.__notes__)
e5 = Exception("x")
e5.__notes__ = ("t",)
try:
    e5.add_note("y")
except TypeError as x:
    print("TypeError", x)
e = ValueError("final")
e.add_note("note one")
e.add_note("multi\nline")
e.__notes__.append(42)
try:
    raise e
except ValueError as caught:
    print(caught.__notes__)
