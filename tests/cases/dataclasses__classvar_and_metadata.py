from dataclasses import dataclass, field, fields
from typing import ClassVar, List, Optional


@dataclass
class Counter:
    instances: ClassVar[int] = 0
    unit: 'ClassVar[str]' = 'items'
    name: str = 'counter'
    values: List[int] = field(default_factory=list, metadata={'doc': 'observed values', 'max': 10})
    note: Optional[str] = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        Counter.instances += 1

    def add(self, v):
        limit = fields(self)[1].metadata['max']
        if len(self.values) >= limit:
            raise OverflowError('too many values')
        self.values.append(v)


a = Counter('a')
b = Counter('b', [1, 2], note='hello')
print(a, b, Counter.instances, Counter.unit)
print([f.name for f in fields(Counter)])
meta = fields(Counter)[1].metadata
print(meta['doc'], meta.get('max'), len(meta), 'doc' in meta, sorted(meta))
print(fields(Counter)[0].metadata, dict(fields(Counter)[0].metadata))
print(Counter('x', [1], note='p') == Counter('x', [1], note='q'))
for i in range(10):
    a.add(i)
try:
    a.add(99)
except OverflowError as e:
    print(e, len(a.values))
f = fields(Counter)[2]
print(f.name, f.default, f.repr, f.compare, f.init, f.hash, f.kw_only)
