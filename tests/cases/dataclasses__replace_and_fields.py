from dataclasses import dataclass, field, fields, replace, MISSING, InitVar


@dataclass(frozen=True)
class Config:
    name: str
    retries: int = 3
    tags: tuple = ()
    computed: str = field(init=False, default='auto')


base = Config('svc')
prod = replace(base, retries=5, tags=('prod',))
print(base, prod, base is not prod)
print(replace(prod), replace(prod) == prod)
try:
    replace(base, computed='x')
except ValueError as e:
    print(e)
try:
    replace(base, missing=1)
except TypeError as e:
    print(e)
try:
    replace(Config)
except TypeError as e:
    print(e)

for f in fields(Config):
    default = 'MISSING' if f.default is MISSING else repr(f.default)
    factory = 'MISSING' if f.default_factory is MISSING else 'set'
    print(f"{f.name:<8} {f.type!r:<16} default={default:<8} factory={factory} init={f.init}")


@dataclass
class WithVar:
    x: int
    scale: InitVar[int]

    def __post_init__(self, scale):
        self.x *= scale


w = WithVar(2, 10)
print(w)
try:
    replace(w, x=3)
except ValueError as e:
    print(e)
print(replace(w, x=3, scale=2))
try:
    fields('not a dataclass')
except TypeError as e:
    print(e)
