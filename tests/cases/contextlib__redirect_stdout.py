# contextlib.redirect_stdout: print() without file= writes to the target through its write
# method (once per argument, separator and end), nested and re-entered; the target is
# restored when the block exits, also by an exception; print(file=...) is unaffected.
from contextlib import redirect_stderr, redirect_stdout


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


outer, inner = Collect(), Collect()
with redirect_stdout(outer) as got:
    print("a", 1, sep="-")
    with redirect_stdout(inner):
        print("inner")
    print("back", end="!")
print("plain")
print(got is outer, outer.parts, inner.parts)

direct = Collect()
with redirect_stdout(outer):
    print("to file", file=direct)
print(direct.parts)

again = Collect()
cm = redirect_stdout(again)
with cm:
    with cm:
        print("twice")
    print("once")
print(again.parts)

try:
    with redirect_stdout(Collect()):
        raise ValueError("inside")
except ValueError as e:
    print("caught", e)
print("restored")

err = Collect()
with redirect_stderr(err) as e2:
    print("not redirected")
print(e2 is err, err.parts)
