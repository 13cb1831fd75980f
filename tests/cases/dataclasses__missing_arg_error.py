from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float


rows = ['1.5,2', '3,4.25', '7']
for row in rows:
    parts = [float(v) for v in row.split(',')]
    print(Point(*parts))
