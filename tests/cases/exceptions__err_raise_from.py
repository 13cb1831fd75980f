class ParseError(Exception):
    pass

def parse_port(s):
    try:
        port = int(s)
    except ValueError as exc:
        raise ParseError(f"invalid port {s!r}") from exc
    if not 0 < port < 65536:
        raise ParseError(f"port out of range: {port}")
    return port

for s in ["80", "99999", "8080"]:
    try:
        print(parse_port(s))
    except ParseError as e:
        print("error:", e)
parse_port("http")
