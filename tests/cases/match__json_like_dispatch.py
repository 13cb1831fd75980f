def render(value, indent=0):
    pad = "  " * indent
    match value:
        case None:
            return "null"
        case bool(b):
            return "true" if b else "false"
        case int(n) | float(n):
            return str(n)
        case str(s):
            return '"' + s.replace('"', '\\"') + '"'
        case []:
            return "[]"
        case [*items]:
            inner = (",\n").join(pad + "  " + render(i, indent + 1) for i in items)
            return "[\n" + inner + "\n" + pad + "]"
        case dict(d) if not d:
            return "{}"
        case dict(d):
            lines = []
            for k, v in d.items():
                lines.append(f'{pad}  "{k}": {render(v, indent + 1)}')
            return "{\n" + ",\n".join(lines) + "\n" + pad + "}"
        case _:
            return "<unsupported>"


doc = {
    "name": "ophis",
    "version": 1.5,
    "stable": False,
    "tags": ["python", "rust", 'say "hi"'],
    "deps": {},
    "matrix": [[1, 2], [], [None]],
    "meta": {"authors": [{"n": "a"}], "count": 2},
}
print(render(doc))


# note: the mapping pattern {} matches ANY mapping, not only empty ones
match {"a": 1}:
    case {}:
        print("{} matched a non-empty dict")
