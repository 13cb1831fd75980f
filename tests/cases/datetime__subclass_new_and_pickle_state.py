# smolagents: Forbidden: Forbidden call to dunder function: __new__
# date, time and datetime are made by __new__ (as CPython's C types): a subclass's own
# __new__ can take other arguments. A constructor given the bytes of a pickled instance's
# state (CPython's "pickle backdoor") makes that instance; a bad tzinfo state is refused.
from datetime import date, datetime, time, timezone, timedelta


class D(date):
    def __new__(cls, *args, **kw):
        extra = kw.pop("extra")
        self = date.__new__(cls, *args, **kw)
        self.extra = extra
        return self


d = D(2018, 1, 5, extra=7)
print(d, d.extra, type(d).__name__, d.year)


class DT(datetime):
    def __new__(cls, *args, **kw):
        extra = kw.pop("extra")
        self = datetime.__new__(cls, *args, **kw)
        self.extra = extra
        return self


dt = DT(2018, 1, 5, 12, 30, extra="x")
print(dt, dt.extra, dt.hour, isinstance(dt, date))


class T(time):
    def __new__(cls, *args, **kw):
        extra = kw.pop("extra")
        self = time.__new__(cls, *args, **kw)
        self.extra = extra
        return self


t = T(12, 30, extra=[1])
print(t, t.extra)

print(repr(date(b"\x07\xe2\x01\x05")))
print(repr(datetime(b"\x07\xe2\x01\x05\x0c\x1e\x00\x00\x00\x01")))
print(repr(datetime(b"\x07\xe2\x81\x05\x0c\x1e\x00\x00\x00\x01").fold))
print(repr(time(b"\x0c\x1e\x00\x00\x00\x01")), time(b"\x8c\x1e\x00\x00\x00\x01").fold)
print(repr(datetime(b"\x07\xe2\x01\x05\x0c\x1e\x00\x00\x00\x01", timezone.utc)))
print(repr(date("\x07\xe2\x01\x05")))
for cls, state in (
    (date, b"19\x005"),
    (date, b"19\xff5"),
    (datetime, b"1995\x0003-25"),
    (time, b"\x18:59.0"),
):
    try:
        cls(state)
    except TypeError as e:
        print("TypeError")
for cls, n in ((datetime, 10), (time, 6)):
    try:
        cls(bytes([1] * n), "EST")
    except TypeError as e:
        print(e)
