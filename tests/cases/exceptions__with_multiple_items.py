class Res:
    def __init__(self, name, fail_enter=False, suppress=False):
        self.name = name
        self.fail_enter = fail_enter
        self.suppress = suppress
    def __enter__(self):
        if self.fail_enter:
            print(f"  {self.name}: enter failed")
            raise RuntimeError(f"cannot open {self.name}")
        print(f"  {self.name}: enter")
        return self.name
    def __exit__(self, et, ev, tb):
        status = "ok" if et is None else f"error {ev}"
        print(f"  {self.name}: exit ({status})")
        return self.suppress

print("case 1")
with Res("a") as a, Res("b") as b, Res("c") as c:
    print("  body", a, b, c)

print("case 2")
try:
    with Res("a"), Res("b", fail_enter=True), Res("c"):
        print("  body not reached")
except RuntimeError as e:
    print("  caught", e)

print("case 3")
with Res("outer", suppress=True), Res("inner"):
    raise ValueError("inside body")
print("  continued after suppression")

print("case 4")
try:
    with Res("outer"), Res("inner", suppress=True):
        raise ValueError("inner swallows")
    print("  after with")
except ValueError:
    print("  not reached")

print("case 5")
def fn():
    with Res("r1") as r1:
        with Res("r2") as r2:
            return r1 + r2
print("  returned", fn())
