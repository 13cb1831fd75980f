x = "global"

class Demo:
    x = "class"
    y = x + "-derived"
    items = [1, 2, 3]
    doubled = [i * 2 for i in items]          # first iterable sees class scope
    names = ["a", "b"]

    def method(self):
        return x                               # methods skip class scope

    def method_qualified(self):
        return Demo.x, self.x

    z = len(names)
    del names

print(Demo.y, Demo.doubled, Demo.z)
print(Demo().method(), Demo().method_qualified())
print(hasattr(Demo, "names"))

try:
    class Broken:
        factor = 3
        scaled = [n * factor for n in range(3)]
except NameError as e:
    print("NameError:", e)

def make_class(v):
    class Inner:
        value = v
        def get(self):
            return v * 2
    return Inner

I5 = make_class(5)
I7 = make_class(7)
print(I5.value, I5().get(), I7.value, I7().get())

class Counter:
    n = 0
    for i in range(5):
        n += i
    label = f"n={n}"

print(Counter.n, Counter.label, Counter.i)

class Ordered:
    a = 1
    def a(self):
        return "method replaced attribute"

print(Ordered().a())
