# expect: ok
# __init_subclass__ runs sandboxed code; it is not a way out.
seen = []
class Base:
    def __init_subclass__(cls, **kw):
        seen.append(repr(cls))
class Child(Base):
    pass
print(seen)
