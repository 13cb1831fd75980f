class Date:
    def __init__(self, year, month, day):
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_string(cls, s):
        y, m, d = (int(p) for p in s.split("-"))
        return cls(y, m, d)

    @classmethod
    def from_tuple(cls, t):
        return cls(*t)

    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)

    def __repr__(self):
        return f"Date({self.year}, {self.month}, {self.day})"

    def __str__(self):
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

class BirthDate(Date):
    def age_in(self, year):
        return year - self.year

    def __repr__(self):
        return "Birth" + super().__repr__()

d1 = Date.from_string("2024-3-9")
d2 = Date.from_tuple((1999, 12, 31))
d3 = BirthDate.from_string("1990-07-04")
d4 = BirthDate.epoch()
print(d1, d2, d3, d4)
print(repr(d1), repr(d3), [d2, d4])
print(type(d3) is BirthDate, type(d4) is BirthDate, type(d1) is Date)
print(d3.age_in(2020))

class Color:
    def __init__(self, r, g, b):
        self.rgb = (r, g, b)

    @classmethod
    def from_hex(cls, h):
        h = h.lstrip("#")
        return cls(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))

    def to_hex(self):
        return "#" + "".join(hex(c)[2:].zfill(2) for c in self.rgb)

c = Color.from_hex("#ff8000")
print(c.rgb, c.to_hex(), Color(1, 2, 255).to_hex())
