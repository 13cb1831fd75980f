class Tracer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print(f"enter {self.name}")
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print(f"exit {self.name} cleanly")
        else:
            print(f"exit {self.name} with {exc_type is ValueError and 'ValueError' or 'other'}: {exc}")
        return False

with Tracer("a") as val:
    print("inside, got", val)

try:
    with Tracer("b"):
        raise ValueError("boom")
except ValueError as e:
    print("propagated:", e)

with Tracer("outer") as o, Tracer("inner") as i:
    print("both:", o, i)

try:
    with Tracer("x") as x, Tracer("y") as y:
        print("body")
        raise KeyError("k")
except KeyError as e:
    print("caught KeyError", e)

def use():
    with Tracer("ret"):
        return "returned value"

print(use())

for n in range(3):
    with Tracer(f"loop{n}"):
        if n == 1:
            continue
        if n == 2:
            break
        print("body", n)

class Indent:
    def __init__(self):
        self.level = 0
    def __enter__(self):
        self.level += 1
        return self
    def __exit__(self, *args):
        self.level -= 1
    def p(self, s):
        print("  " * self.level + s)

ind = Indent()
ind.p("top")
with ind:
    ind.p("one")
    with ind:
        ind.p("two")
    ind.p("one again")
ind.p("top again")
