class Config:
    def __init__(self):
        self.debug = False
        self.level = 3
c = Config()
print(getattr(c, "debug"), getattr(c, "missing", "dflt"), hasattr(c, "level"), hasattr(c, "nope"))
setattr(c, "level", 5)
setattr(c, "name", "prod")
print(c.level, c.name, getattr(c, "name"))
for name in ["debug", "level", "name", "other"]:
    print(name, getattr(c, name, None))
try:
    getattr(c, "nope")
except AttributeError as e:
    print(repr(e))
try:
    getattr(c, 5)
except TypeError as e:
    print(repr(e))
print(getattr(5, "real"), getattr("s", "upper")(), hasattr([], "append"), callable(getattr([], "append")))
