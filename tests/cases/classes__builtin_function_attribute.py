# A builtin function stored as a class attribute does not bind: CPython's builtin functions
# are not descriptors, so the instance is not passed. Python functions and builtin methods
# of builtin types still bind, through the instance and through subclasses.
import math


class Tools:
    measure = len
    root = math.sqrt
    show = print

    def own(self):
        return "own"


t = Tools()
print(t.measure("abcd"), Tools.measure([1, 2]), t.measure is len, Tools.root is math.sqrt)
print(t.root(16.0), t.own())
t.show("printed", "through", "show")
try:
    t.measure()
except TypeError as e:
    print("TypeError", e)


class Text(str):
    pass


print(Text("abc").upper(), Text("a,b").split(","))


class Stack(list):
    size = len


s = Stack([1, 2, 3])
s.append(4)
print(s, s.size([9]))
try:
    s.size()
except TypeError as e:
    print("TypeError", e)


class Init:
    __init__ = print


print(isinstance(Init(), Init))
