class CurrencyMismatch(Exception):
    pass

class Money:
    def __init__(self, amount_cents, currency):
        self.cents = amount_cents
        self.currency = currency

    @classmethod
    def of(cls, text):
        amount, cur = text.split()
        whole, _, frac = amount.partition(".")
        cents = int(whole) * 100 + (int(frac.ljust(2, "0")) if frac else 0)
        return cls(cents, cur)

    def _check(self, other):
        if self.currency != other.currency:
            raise CurrencyMismatch(f"cannot combine {self.currency} and {other.currency}")

    def __add__(self, other):
        if other == 0:
            return self
        self._check(other)
        return Money(self.cents + other.cents, self.currency)

    def __radd__(self, other):
        return self + other

    def __mul__(self, k):
        return Money(round(self.cents * k), self.currency)

    def __eq__(self, other):
        if isinstance(other, Money):
            return (self.cents, self.currency) == (other.cents, other.currency)
        return other == 0 and self.cents == 0

    def split(self, n):
        base, extra = divmod(self.cents, n)
        return [Money(base + (1 if i < extra else 0), self.currency) for i in range(n)]

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"

    def __repr__(self):
        return f"Money({str(self)!r})"

lunch = [Money.of("12.5 EUR"), Money.of("8.25 EUR"), Money.of("3 EUR")]
total = sum(lunch)
print(total, total * 1.1)
print([str(m) for m in (total * 1.1).split(3)])
print(Money.of("10 USD").split(3), sum(Money.of("10 USD").split(3)))
print(Money.of("1.5 GBP") == Money.of("1.50 GBP"), Money(0, "X") == 0)
expenses = {"hotel": Money.of("200 USD"), "taxi": Money.of("35.40 USD"), "dinner": Money.of("60 EUR")}
running = Money(0, "USD")
for name, cost in expenses.items():
    print("adding", name, cost)
    running = running + cost
    print("  running total", running)
