from enum import Enum


class Mode(Enum):
    READ = 'r'
    WRITE = 'w'


m = Mode.READ
m.note = 'custom attributes are allowed'
print(m.note, Mode.READ.note)
m.name = 'EXECUTE'
