from dataclasses import dataclass, field, fields, InitVar, KW_ONLY
import dataclasses


@dataclass
class Reading:
    sensor: 'str'
    value: 'float'
    calibration: 'InitVar[float]' = 0.0
    offset: 'dataclasses.InitVar[int]' = 0
    _: 'KW_ONLY'
    source: 'str' = 'manual'

    def __post_init__(self, calibration, offset):
        self.value = round(self.value + calibration + offset, 2)


readings = [Reading('t1', 20.5), Reading('t2', 19.25, 0.5), Reading('t1', 21.0, -0.25, 1, source='auto')]
for r in readings:
    print(r)
print([f.name for f in fields(Reading)])
print([(f.name, f.type) for f in fields(Reading)])
by_sensor = {}
for r in readings:
    by_sensor.setdefault(r.sensor, []).append(r.value)
print({k: round(sum(v) / len(v), 3) for k, v in sorted(by_sensor.items())})
try:
    Reading('t3', 1.0, source='x', units='kelvin')
except TypeError as e:
    print(e)
