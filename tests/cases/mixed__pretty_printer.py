def pretty(value, indent=0, step=2):
    pad = " " * indent
    inner_pad = " " * (indent + step)
    match value:
        case None:
            return "null"
        case True:
            return "true"
        case False:
            return "false"
        case int() | float():
            return repr(value)
        case str():
            escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            return f'"{escaped}"'
        case [] | ():
            return "[]"
        case list() | tuple():
            if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value) and len(value) <= 6:
                return "[" + ", ".join(pretty(v) for v in value) + "]"
            parts = [inner_pad + pretty(v, indent + step, step) for v in value]
            return "[\n" + ",\n".join(parts) + "\n" + pad + "]"
        case dict() if not value:
            return "{}"
        case dict():
            parts = []
            for k, v in value.items():
                if not isinstance(k, str):
                    k = str(k)
                parts.append(f"{inner_pad}{pretty(k)}: {pretty(v, indent + step, step)}")
            return "{\n" + ",\n".join(parts) + "\n" + pad + "}"
        case _:
            raise TypeError(f"cannot serialize {value!r}")


data = {
    "project": "ophis",
    "version": [0, 3, 1],
    "description": 'A "sandboxed" interpreter\nwritten in Rust',
    "features": ["generators", "match", {"name": "f-strings", "complete": True}],
    "stats": {"files": 42, "ratio": 0.875, "empty": {}, "none": None},
    "matrix": [[1, 2], [3, 4]],
    1: "numeric key",
    "tuple": (1.5, -2),
}
print(pretty(data))
print(pretty([], 0), pretty({}), pretty("path\\to"))
print(pretty(data["matrix"], step=4))
print(pretty([{"a": b"raw bytes"}]))
