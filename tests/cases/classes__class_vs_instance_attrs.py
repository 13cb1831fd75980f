class Config:
    defaults = {"level": 1}
    tags = []
    version = 1

    def __init__(self, name):
        self.name = name

    def add_tag(self, t):
        self.tags.append(t)       # mutates shared class list

    def bump(self):
        self.version += 1         # creates instance attribute

a = Config("a")
b = Config("b")
a.add_tag("x")
b.add_tag("y")
print(a.tags, b.tags, Config.tags, a.tags is b.tags)

a.bump()
a.bump()
print(a.version, b.version, Config.version)
Config.version = 10
print(a.version, b.version)

b.tags = ["own"]
print(a.tags, b.tags, Config.tags)

print(hasattr(a, "name"), hasattr(Config, "name"), hasattr(Config, "tags"))
print(getattr(a, "missing", "default"), getattr(b, "version"))
setattr(a, "dynamic", 5)
print(a.dynamic, hasattr(b, "dynamic"))
del a.version
print(a.version)

class Slotless:
    count = 0
    def __init__(self):
        Slotless.count += 1
        self.count = Slotless.count * 100

s1, s2 = Slotless(), Slotless()
print(s1.count, s2.count, Slotless.count)
