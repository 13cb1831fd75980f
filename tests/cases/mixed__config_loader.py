CONFIG = """
[server]
host = example.org
port = 8080
debug = yes
workers = 4

[database]
url = postgres://db/app
pool = 10
timeout = 2.5

[features]
beta = no
flags = a, b, c
max_items = lots
"""


def parse_ini(text):
    sections = {}
    current = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
        elif "=" in line and current is not None:
            key, _, value = line.partition("=")
            current[key.strip()] = value.strip()
        else:
            raise SyntaxError(f"line {lineno}: {raw!r}")
    return sections


def coerce(value, kind):
    match kind:
        case "int":
            return int(value)
        case "float":
            return float(value)
        case "bool":
            return value.lower() in ("yes", "true", "1", "on")
        case "list":
            return [v.strip() for v in value.split(",")]
        case _:
            return value


SCHEMA = {
    "server": {"port": "int", "debug": "bool", "workers": "int"},
    "database": {"pool": "int", "timeout": "float"},
    "features": {"beta": "bool", "flags": "list", "max_items": "int"},
}

raw = parse_ini(CONFIG)
print({name: len(values) for name, values in raw.items()})
config = {}
for section, values in raw.items():
    typed = {}
    for key, value in values.items():
        kind = SCHEMA.get(section, {}).get(key, "str")
        typed[key] = coerce(value, kind)
        print(f"{section}.{key:<10} {kind:<6} {typed[key]!r}")
    config[section] = typed
