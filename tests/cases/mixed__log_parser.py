LOG = """\
2024-05-01 10:00:01 INFO  server started port=8080
2024-05-01 10:00:05 INFO  request GET /index.html status=200 ms=12
2024-05-01 10:00:06 INFO  request GET /missing status=404 ms=3
2024-05-01 10:01:10 WARN  slow request GET /report status=200 ms=1450
2024-05-01 10:02:00 ERROR db connection lost retry=1
2024-05-01 10:02:01 ERROR db connection lost retry=2
2024-05-01 10:02:03 INFO  db reconnected
2024-05-01 10:03:30 INFO  request POST /api/items status=201 ms=45
garbage line without structure
2024-05-01 10:04:00 INFO  request GET /index.html status=200 ms=9
2024-05-01 10:05:00 DEBUG cache stats hits=120 misses=7
"""


def parse_line(line):
    parts = line.split()
    if len(parts) < 4 or parts[2] not in ("INFO", "WARN", "ERROR", "DEBUG"):
        return None
    date, time, level, *words = parts
    fields = {}
    message = []
    for w in words:
        key, eq, value = w.partition("=")
        if eq:
            fields[key] = int(value) if value.isdigit() else value
        else:
            message.append(w)
    return {"time": time, "level": level, "message": " ".join(message), **fields}


entries = []
for n, line in enumerate(LOG.splitlines(), start=1):
    entry = parse_line(line)
    if entry is None:
        print(f"line {n}: unparseable: {line!r}")
        continue
    entries.append(entry)

levels = {}
for e in entries:
    levels[e["level"]] = levels.get(e["level"], 0) + 1
print("levels:", levels)

for e in entries:
    match e:
        case {"level": "ERROR", "message": msg, "retry": int(r)} if r > 1:
            print(f"{e['time']} repeated error (retry {r}): {msg}")
        case {"message": str(m), "status": 404}:
            print("not found:", m.split()[-1])
        case {"message": str(msg), "status": int(status), "ms": int(ms)} if ms > 1000 or status >= 400:
            print(f"{e['time']} problem: {msg!r} status={status} ms={ms}")
        case {"hits": h, "misses": m}:
            print(f"cache hit rate {h / (h + m):.1%}")

timings = [e["ms"] for e in entries if "ms" in e]
print(f"requests={len(timings)} avg={sum(timings) / len(timings):.1f}ms max={max(timings)}ms")
paths = {}
for e in entries:
    if e["message"].startswith("request"):
        path = e["message"].split()[-1]
        paths[path] = paths.get(path, 0) + 1
print(sorted(paths.items(), key=lambda kv: (-kv[1], kv[0])))
