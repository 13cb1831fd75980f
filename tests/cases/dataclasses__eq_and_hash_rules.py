from dataclasses import dataclass, field


@dataclass
class Plain:
    x: int


@dataclass(eq=False)
class Identity:
    x: int


@dataclass(unsafe_hash=True)
class Hashed:
    x: int
    cache: list = field(default_factory=list, hash=False, compare=False)


@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = field(default=0, hash=False)


@dataclass
class Other:
    x: int


print(Plain(1) == Plain(1), Plain(1) == Other(1), Plain(1) != Other(1))
try:
    hash(Plain(1))
except TypeError as e:
    print(e)
i = Identity(1)
print(i == Identity(1), i == i, len({i, Identity(1)}))
print(len({Hashed(1), Hashed(1, [5]), Hashed(2)}), Hashed(1) == Hashed(1, [9]))
print(len({Frozen(1, 2), Frozen(1, 3)}), Frozen(1, 2) == Frozen(1, 3))
counts = {}
for h in [Hashed(3), Hashed(1), Hashed(3)]:
    counts[h] = counts.get(h, 0) + 1
print(sorted((k.x, v) for k, v in counts.items()))


@dataclass
class Custom:
    x: int

    def __eq__(self, other):
        return isinstance(other, Custom) and abs(self.x - other.x) < 2

    def __hash__(self):
        return 0


print(Custom(1) == Custom(2), Custom(1) == Custom(5), len({Custom(1), Custom(2)}))
try:
    @dataclass(unsafe_hash=True)
    class Clash:
        x: int

        def __hash__(self):
            return 1
except TypeError as e:
    print(e)
try:
    @dataclass(order=True, eq=False)
    class NoEq:
        x: int
except ValueError as e:
    print(e)
