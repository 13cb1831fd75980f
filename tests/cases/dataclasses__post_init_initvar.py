from dataclasses import dataclass, field, fields, InitVar


@dataclass
class Rectangle:
    width: float
    height: float
    area: float = field(init=False)
    unit: InitVar[str] = 'cm'

    def __post_init__(self, unit):
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"sides must be positive, got {self.width}x{self.height}")
        factor = {'cm': 1, 'm': 100}[unit]
        self.width *= factor
        self.height *= factor
        self.area = self.width * self.height


print(Rectangle(2, 3))
print(Rectangle(1.5, 2, 'm'))
print([f.name for f in fields(Rectangle)])
try:
    Rectangle(-1, 2)
except ValueError as e:
    print('invalid:', e)
r = Rectangle(4, 5)
print(hasattr(r, 'unit'), r.area)


@dataclass
class Account:
    owner: str
    opening: InitVar[float]
    history: list = field(default_factory=list, init=False)
    balance: float = field(default=0.0, init=False)

    def __post_init__(self, opening):
        self.deposit(opening)

    def deposit(self, amount):
        self.balance += amount
        self.history.append(amount)


acct = Account('zoe', 50.0)
acct.deposit(25.5)
print(acct, acct.history)
print(repr(InitVar[int]), repr(InitVar[str]))
try:
    Account('no opening')
except TypeError as e:
    print(e)
