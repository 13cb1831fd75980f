class MathUtil:
    factor = 2

    @staticmethod
    def add(a, b):
        return a + b

    @classmethod
    def scaled(cls, x):
        return x * cls.factor

    def instance_scaled(self, x):
        return self.scaled(x) + self.add(0, 1)

class TripleUtil(MathUtil):
    factor = 3

print(MathUtil.add(2, 3), MathUtil().add(4, 5))
print(MathUtil.scaled(10), TripleUtil.scaled(10), TripleUtil().scaled(10))
print(MathUtil().instance_scaled(5), TripleUtil().instance_scaled(5))

class Registry:
    items = []

    @classmethod
    def register(cls, item):
        cls.items.append(item)
        return len(cls.items)

    @classmethod
    def count(cls):
        return len(cls.items)

class SubRegistry(Registry):
    items = []

Registry.register("a")
Registry.register("b")
SubRegistry.register("x")
print(Registry.count(), SubRegistry.count(), Registry.items, SubRegistry.items)

class Validator:
    @staticmethod
    def is_email(s):
        return "@" in s and "." in s.split("@")[-1]

    @classmethod
    def filter_emails(cls, items):
        return [i for i in items if cls.is_email(i)]

print(Validator.filter_emails(["a@b.com", "nope", "x@y", "q@w.org"]))

sm = staticmethod(lambda: "from staticmethod()")
class Holder:
    hello = sm
    @classmethod
    def who(cls):
        return cls is Holder
print(Holder.hello(), Holder().hello(), Holder.who())
