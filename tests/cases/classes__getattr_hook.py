class Record:
    def __init__(self, **fields):
        self.fields = fields
    def __getattr__(self, name):
        # only called when normal lookup fails
        if name in self.fields:
            return self.fields[name]
        raise AttributeError(f"Record has no field {name!r}")

r = Record(name="ada", age=36)
print(r.name, r.age, r.fields)
print(hasattr(r, "age"), hasattr(r, "email"), getattr(r, "email", "n/a"))
try:
    r.email
except AttributeError as e:
    print("AttributeError:", e)

class Proxy:
    def __init__(self, target):
        self.target = target
        self.log = []
    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self.target, name)

p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p.target, p.log, p.count(1))

class Defaults:
    color = "red"
    def __getattr__(self, name):
        return f"<default {name}>"

d = Defaults()
d.size = 10
print(d.color, d.size, d.weight, d.anything_else)
