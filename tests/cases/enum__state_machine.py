from enum import Enum, auto


class State(Enum):
    CREATED = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()

    def can_go(self, other):
        return other in TRANSITIONS[self]

    @property
    def is_final(self):
        return not TRANSITIONS[self]


TRANSITIONS = {
    State.CREATED: {State.PAID, State.CANCELLED},
    State.PAID: {State.SHIPPED, State.CANCELLED},
    State.SHIPPED: {State.DELIVERED},
    State.DELIVERED: set(),
    State.CANCELLED: set(),
}


class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = State.CREATED
        self.log = [self.state]

    def move(self, target):
        if not self.state.can_go(target):
            raise ValueError(f"order {self.oid}: cannot go from {self.state.name} to {target.name}")
        self.state = target
        self.log.append(target)


events = [
    (1, 'PAID'), (2, 'CANCELLED'), (1, 'SHIPPED'), (3, 'SHIPPED'),
    (1, 'DELIVERED'), (3, 'PAID'), (2, 'PAID'), (3, 'SHIPPED'),
]
orders = {}
for oid, name in events:
    order = orders.setdefault(oid, Order(oid))
    try:
        order.move(State[name])
    except ValueError as e:
        print('rejected:', e)

for oid in sorted(orders):
    o = orders[oid]
    print(oid, o.state.name, o.state.is_final, ' -> '.join(s.name for s in o.log))

counts = {}
for o in orders.values():
    counts[o.state] = counts.get(o.state, 0) + 1
for state in State:
    print(f"{state.name:<10}{counts.get(state, 0)}")
print(sorted(s.name for s in State if s.is_final))
