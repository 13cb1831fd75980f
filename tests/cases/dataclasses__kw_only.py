from dataclasses import dataclass, field, fields, KW_ONLY


@dataclass(kw_only=True)
class Server:
    host: str
    port: int = 8080
    secure: bool = False


print(Server(host='example.org'), Server(port=443, secure=True, host='x'))
try:
    Server('example.org')
except TypeError as e:
    print(e)


@dataclass
class Request:
    method: str
    path: str = '/'
    _: KW_ONLY
    timeout: float = 10.0
    retries: int = 0


print(Request('GET'), Request('POST', '/api', retries=3))
try:
    Request('GET', '/', 5.0)
except TypeError as e:
    print(e)


@dataclass
class Mixed:
    a: int
    b: int = field(kw_only=True, default=2)
    c: int = 3


print(Mixed(1), Mixed(1, 9), Mixed(1, b=5, c=6), [(f.name, f.kw_only) for f in fields(Mixed)])


@dataclass
class Base:
    x: int = 0
    _: KW_ONLY
    tag: str = 'base'


@dataclass
class Derived(Base):
    y: int = 1


print(Derived(5, 6), Derived(tag='t'))
try:
    @dataclass
    class Twice:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
        c: int
except TypeError as e:
    print(e)
