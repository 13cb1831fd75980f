# A class made by calling type() or a metaclass directly, or by a class statement, takes its
# __module__ from the calling module's __name__ global, as CPython's type_new and class
# bodies read it (here rebound in __main__).
class Meta(type):
    pass


class Meta2(type):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns)


class Meta3(type):
    def __new__(mcls, name, bases, ns):
        return type.__new__(mcls, name, bases, ns)


print(Meta("Before", (), {}).__module__)
__name__ = "elsewhere"
print(type("T", (), {}).__module__)
print(Meta("X", (), {}).__module__)
print(Meta2("Y", (), {}).__module__)
print(Meta3("U", (), {}).__module__)
print(Meta("Z", (), {"__module__": "mine"}).__module__)
print(repr(Meta("R", (object,), {})))


class K(metaclass=Meta):
    pass


class Plain:
    pass


print(K.__module__, Plain.__module__, repr(Plain))
