class ConfigError(Exception):
    pass

def load(cfg, key):
    try:
        return int(cfg[key])
    except KeyError as e:
        raise ConfigError(f"missing key {key}") from e
    except ValueError as e:
        raise ConfigError(f"bad int for {key}") from None

cfg = {"port": "80", "retries": "three"}
for k in ["port", "host", "retries"]:
    try:
        print(k, load(cfg, k))
    except ConfigError as e:
        print("ConfigError:", e, "| args:", e.args)

def chain_implicit():
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")

try:
    chain_implicit()
except RuntimeError as e:
    print("RuntimeError:", e)

def from_instance():
    cause = ValueError("root cause")
    raise TypeError("surface") from cause

try:
    from_instance()
except TypeError as e:
    print("TypeError:", e)

try:
    try:
        raise KeyError("inner")
    except KeyError as inner:
        raise LookupError("outer") from inner
except LookupError as e:
    print("caught LookupError:", e, isinstance(e, KeyError))
