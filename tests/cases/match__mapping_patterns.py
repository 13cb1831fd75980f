def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": "q" | "Q"}:
            return "quit"
        case {"type": "key", "key": str(k)}:
            return f"key {k}"
        case {"type": "resize", **rest}:
            return f"resize with {rest}"
        case {"type": t}:
            return f"unhandled type {t}"
        case {}:
            return "no type"
        case _:
            return "not a mapping"


events = [
    {"type": "click", "x": 3, "y": 4, "button": 1},
    {"type": "key", "key": "Q"},
    {"type": "key", "key": "a"},
    {"type": "key", "key": 5},
    {"type": "resize", "w": 80, "h": 24},
    {"type": "scroll"},
    {"x": 1},
    [("type", "click")],
]
for e in events:
    print(handle(e))


def config(d):
    match d:
        case {"name": str(name), "tags": [*tags], **others} if others:
            return f"{name} tags={tags} extra={sorted(others)}"
        case {"name": str(name), "tags": [*tags]}:
            return f"{name} tags={tags}"
        case _:
            return "bad config"


print(config({"name": "srv", "tags": ["a", "b"]}))
print(config({"name": "srv", "tags": [], "port": 80, "host": "h"}))
print(config({"name": "srv", "tags": "ab"}))
