from enum import Enum


class Answer(Enum):
    YES = 'yes'
    NO = 'no'
    UNKNOWN = '?'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            lowered = value.strip().lower()
            for member in cls:
                if member.value == lowered:
                    return member
            if lowered in ('y', 'true', '1'):
                return cls.YES
            if lowered in ('n', 'false', '0'):
                return cls.NO
        return cls.UNKNOWN if value is None else None


for raw in ['yes', ' YES ', 'n', 'True', None, '?']:
    print(repr(raw), '->', Answer(raw))

try:
    Answer('maybe')
except ValueError as e:
    print('error:', e)

try:
    Answer(42)
except ValueError as e:
    print('error:', e)


class Broken(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'not a member'


try:
    Broken(2)
except TypeError as e:
    print('error:', e)


class Strict(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError('custom failure for %r' % (value,))


try:
    Strict(5)
except KeyError as e:
    print('error:', e)
