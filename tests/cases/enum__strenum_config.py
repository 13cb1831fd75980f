from enum import StrEnum, auto


class LogLevel(StrEnum):
    DEBUG = auto()
    INFO = auto()
    WARNING = auto()
    ERROR = auto()


class Format(StrEnum):
    JSON = 'json'
    TEXT = 'text'


config_text = """
level = warning
format = json
"""

settings = {}
for line in config_text.strip().splitlines():
    key, _, value = line.partition('=')
    settings[key.strip()] = value.strip()

level = LogLevel(settings['level'])
fmt = Format(settings['format'])
print(level, repr(level), fmt, repr(fmt))
print(level == 'warning', fmt == 'json', level.upper(), level.title())
print(f"level={level} fmt={fmt:>6}|")
print('-'.join(LogLevel), [str(m) for m in LogLevel])
print(len(level), level.startswith('warn'), level[0], level + '!')
print(isinstance(level, str), str(level), level.value)
levels = list(LogLevel)
print(levels.index(level), [m for m in LogLevel if levels.index(m) >= levels.index(level)])
print({'json': 'JSON output'}[fmt])
try:
    LogLevel('verbose')
except ValueError as e:
    print(e)
try:
    class Bad(StrEnum):
        ONE = 1
except TypeError as e:
    print(e)
