# Invoice model with dataclasses and enums, money in Decimal, ratios in Fraction.
from dataclasses import dataclass, field, asdict, replace
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext
from enum import Enum, IntEnum, auto
from fractions import Fraction
import json

class Status(Enum):
    DRAFT = auto()
    SENT = auto()
    PAID = auto()

class Priority(IntEnum):
    LOW = 1
    HIGH = 3

@dataclass(order=True)
class Line:
    sku: str
    qty: int
    price: Decimal

    @property
    def total(self) -> Decimal:
        return (self.price * self.qty).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)

@dataclass
class Invoice:
    number: str
    lines: list[Line] = field(default_factory=list)
    status: Status = Status.DRAFT
    priority: Priority = Priority.LOW
    vat: Decimal = Decimal('0.21')

    def subtotal(self):
        return sum((l.total for l in self.lines), Decimal('0'))

    def total(self):
        return (self.subtotal() * (1 + self.vat)).quantize(Decimal('0.01'))

inv = Invoice('INV-001', [Line('A-1', 3, Decimal('19.99')), Line('B-7', 1, Decimal('0.335')), Line('A-0', 12, Decimal('1.005'))])
print(inv.subtotal(), inv.total(), inv.status, inv.status.name, inv.status.value, repr(inv.priority))
paid = replace(inv, status=Status.PAID, priority=Priority.HIGH)
print(paid.status, paid.priority > Priority.LOW, paid.priority + 1, inv.status is Status.DRAFT)
print(sorted(inv.lines)[0], max(inv.lines, key=lambda l: l.total).sku)
d = asdict(inv)
print(json.dumps(d, default=str, sort_keys=True))
print(Decimal('2.675').quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN), Decimal('2.665').quantize(Decimal('0.01')), Decimal(2.675))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal('123.456789') + 0, Decimal('1e3').normalize(), Decimal('-0.00').is_signed())
getcontext().prec = 28
print(Decimal('10') / 3, Decimal('7').sqrt(), divmod(Decimal('-7'), Decimal('2')), Decimal('3.14159').as_tuple())
split = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 2)]
print(sum(split), [str(f * 90) for f in split], Fraction('0.125'), Fraction(3.75), Fraction(22, 7).limit_denominator(5))
print(round(Fraction(7, 2)), round(Fraction(5, 2)), Fraction(7, 3) // 1, float(Fraction(1, 3)), Fraction(1, 3) < 0.34)
print([s for s in Status], Status['SENT'], Status(3), Priority(3).name, len(Status), Status.PAID in Status)
try:
    Status(9)
except ValueError as e:
    print(e)
