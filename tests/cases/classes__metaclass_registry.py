class Registry(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.fields = sorted(k for k in ns if not k.startswith("_"))
        if not hasattr(Registry, "all"):
            Registry.all = []
        Registry.all.append(name)

    def __iter__(cls):
        return iter(cls.fields)

    def __len__(cls):
        return len(cls.fields)

    def __contains__(cls, item):
        return item in cls.fields

    def __getitem__(cls, key):
        return getattr(cls, key)

    def describe(cls):
        return f"{len(cls)} public names: {', '.join(cls)}"


class Model(metaclass=Registry):
    pass


class User(Model):
    name = "anonymous"
    age = 0

    def greet(self):
        return f"hi {self.name}"


class Admin(User):
    level = 3


print(list(User), len(Admin), "level" in Admin, "zzz" in Admin)
print(User["name"], Admin["level"], User.describe())
print(Registry.all)
print(isinstance(User, Registry), isinstance(User(), Model), type(Admin) is Registry)


class Plugin:
    registry = {}

    def __init_subclass__(cls, key=None, **kwargs):
        Plugin.registry[key or "default"] = cls
        cls.key = key


class CsvPlugin(Plugin, key="csv"):
    pass


class JsonPlugin(Plugin, key="json"):
    pass


class Fallback(Plugin):
    pass


print(sorted(Plugin.registry), CsvPlugin.key, Fallback.key)
print(Plugin.registry["json"] is JsonPlugin)


class Point:
    x: int
    y: int = 0
    label: str = "p"


print(Point.y, Point.label)
