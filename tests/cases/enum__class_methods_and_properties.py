from enum import Enum, IntEnum


class HttpStatus(IntEnum):
    OK = 200
    CREATED = 201
    MOVED = 301
    BAD_REQUEST = 400
    NOT_FOUND = 404
    SERVER_ERROR = 500

    @property
    def category(self):
        return {2: 'success', 3: 'redirect', 4: 'client error', 5: 'server error'}[self // 100]

    @property
    def phrase(self):
        return self.name.replace('_', ' ').title()

    @classmethod
    def from_line(cls, line):
        return cls(int(line.split()[1]))

    def is_error(self):
        return self >= 400


log = """GET /index.html 200
POST /api/items 201
GET /old 301
GET /missing 404
POST /api/crash 500
GET /missing 404
GET /bad?x 400"""

stats = {}
for line in log.splitlines():
    status = HttpStatus.from_line(line)
    stats.setdefault(status.category, []).append(status)
    print(f"{line:<26} {status.phrase:<13} error={status.is_error()}")
for cat in sorted(stats):
    print(cat, len(stats[cat]), sorted(set(int(s) for s in stats[cat])))
errors = [s for s in HttpStatus if s.is_error()]
print(errors)


class Unit(Enum):
    MM = 0.001
    CM = 0.01
    M = 1.0
    KM = 1000.0

    def to(self, other, amount):
        return amount * self.value / other.value

    @classmethod
    def parse(cls, text):
        number, unit = text.split()
        return float(number), cls[unit.upper()]


for text in ['5 km', '250 cm', '3 mm']:
    amount, unit = Unit.parse(text)
    print(text, '=', round(unit.to(Unit.M, amount), 4), 'm')
