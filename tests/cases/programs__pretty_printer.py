def pretty(value, indent=0, step=2):
    pad = " " * indent
    inner = " " * (indent + step)
    if isinstance(value, dict):
        if not value:
            return "{}"
        lines = ["{"]
        items = list(value.items())
        for i, (k, v) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            lines.append(f"{inner}{quote(k)}: {pretty(v, indent + step, step)}{comma}")
        lines.append(pad + "}")
        return "\n".join(lines)
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if all(isinstance(v, (int, float, bool)) or v is None for v in value) and len(value) <= 5:
            return "[" + ", ".join(pretty(v) for v in value) + "]"
        lines = ["["]
        for i, v in enumerate(value):
            comma = "," if i < len(value) - 1 else ""
            lines.append(inner + pretty(v, indent + step, step) + comma)
        lines.append(pad + "]")
        return "\n".join(lines)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return quote(value)
    return str(value)

def quote(s):
    s = str(s)
    out = '"'
    for ch in s:
        if ch == '"':
            out += '\\"'
        elif ch == "\\":
            out += "\\\\"
        elif ch == "\n":
            out += "\\n"
        else:
            out += ch
    return out + '"'

def count_leaves(value):
    if isinstance(value, dict):
        return sum(count_leaves(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return sum(count_leaves(v) for v in value)
    return 1

def get_path(value, path):
    for part in path.split("."):
        if isinstance(value, list):
            value = value[int(part)]
        else:
            value = value[part]
    return value

doc = {
    "name": "ophis",
    "version": [0, 3, 1],
    "stable": False,
    "license": None,
    "authors": [{"name": "Ann", "roles": ["dev", "ops"]}, {"name": "Bo \"B\"", "roles": []}],
    "config": {"threads": 4, "ratio": 0.75, "paths": ["C:\\tmp", "/var/x"], "empty": {}},
    "notes": "line1\nline2",
}
print(pretty(doc))
print("leaves:", count_leaves(doc))
for path in ["authors.0.roles.1", "config.paths.0", "version.2", "authors.1.name"]:
    print(path, "=>", get_path(doc, path))
for bad in ["authors.5.name", "config.missing", "version.x"]:
    try:
        get_path(doc, bad)
    except (IndexError, KeyError, ValueError) as e:
        print(bad, "=> error", repr(e))
