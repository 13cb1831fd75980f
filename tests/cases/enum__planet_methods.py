from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS = (4.869e+24, 6.0518e6)
    EARTH = (5.976e+24, 6.37814e6)
    MARS = (6.421e+23, 3.3972e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)

    def weight(self, kg):
        return kg * self.surface_gravity

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @staticmethod
    def describe_all():
        return ', '.join(p.name.title() for p in Planet)


for p in Planet:
    print(f"{p.name:<8} mass={p.mass:.3e} radius={p.radius:.0f} g={p.surface_gravity:.2f}")
print(Planet.EARTH.value)
print(round(Planet.MARS.weight(70), 1))
print(Planet.heaviest(), Planet.describe_all())
print(Planet((6.421e+23, 3.3972e6)))


class Coin(Enum):
    PENNY = 1
    NICKEL = 5
    DIME = 10
    QUARTER = 25

    def __str__(self):
        return f"{self.name.lower()} ({self.value}c)"

    def __format__(self, spec):
        return format(str(self), spec)

    @classmethod
    def change(cls, cents):
        out = []
        for coin in sorted(cls, key=lambda c: -c.value):
            n, cents = divmod(cents, coin.value)
            if n:
                out.append((coin, n))
        return out


for coin, n in Coin.change(93):
    print(f"{n} x {coin:<14}|")
print(repr(Coin.DIME), str(Coin.DIME))
