class Foo:
    kind = "foo"
    def __init__(self):
        self.x = 1
    def method(self):
        return self.x * 2

f = Foo()
print(f.x, f.kind, f.method())
print(getattr(f, "bar", "fallback"), hasattr(f, "bar"))
try:
    Foo.bar
except AttributeError as e:
    print("AttributeError:", e)
f.bar = 3
print(f.bar)
del f.bar
print(f.bar)
