class Temperature:
    def __init__(self, celsius=0.0):
        self._c = None
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = float(value)

    @celsius.deleter
    def celsius(self):
        print("resetting temperature")
        self._c = 0.0

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
print(t.celsius)

class Lazy:
    def __init__(self):
        self.computed = 0

    def _get(self):
        self.computed += 1
        return self.computed * 100

    value = property(_get)

lz = Lazy()
print(lz.value, lz.value, lz.computed)

class Person:
    def __init__(self, first, last):
        self.first, self.last = first, last

    @property
    def full(self):
        return f"{self.first} {self.last}"

    @full.setter
    def full(self, v):
        self.first, self.last = v.split(" ", 1)

p = Person("Ada", "Lovelace")
print(p.full)
p.full = "Grace Brewster Hopper"
print(p.first, "|", p.last)
