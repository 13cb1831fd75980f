from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    debug: bool = False
    level: int = 1


s = Settings(level=3)
print(s)
s.level = 4
