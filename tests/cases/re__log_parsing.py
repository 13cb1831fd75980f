# Parse an application log with named groups and build a small report.
import re

LOG = """\
2024-03-01 08:15:02 INFO  [auth] user=alice action=login ip=10.0.0.5
2024-03-01 08:15:09 WARN  [db] slow query took 1532ms table=orders
2024-03-01 08:16:44 ERROR [api] status=500 path=/v1/orders/42 user=bob
2024-03-01 08:17:01 INFO  [auth] user=bob action=login ip=10.0.0.9
2024-03-01 08:20:13 ERROR [api] status=502 path=/v1/pay user=alice
2024-03-01 08:21:00 DEBUG [cache] hit ratio=0.93
2024-03-01 08:25:59 INFO  [auth] user=alice action=logout ip=10.0.0.5
malformed line without a timestamp
2024-03-01 08:30:30 WARN  [db] slow query took 2210ms table=users
"""

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}) "
    r"(?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$"
)
KV = re.compile(r"(\w+)=(\S+)")

levels = {}
by_comp = {}
bad = 0
events = []
for line in LOG.splitlines():
    m = LINE.match(line)
    if not m:
        bad += 1
        continue
    levels[m["level"]] = levels.get(m["level"], 0) + 1
    by_comp.setdefault(m.group("comp"), []).append(m.group("time"))
    events.append((m.group("level"), dict(KV.findall(m.group("msg")))))

print("levels:", sorted(levels.items()))
print("components:", {k: len(v) for k, v in sorted(by_comp.items())})
print("malformed:", bad)

slow = [int(x) for x in re.findall(r"took (\d+)ms", LOG)]
print("slow queries:", slow, "avg", sum(slow) / len(slow))

for level, kv in events:
    if level == "ERROR":
        print("error:", kv.get("status"), kv.get("path"), kv.get("user"))

users = sorted(set(re.findall(r"user=(\w+)", LOG)))
print("users:", users)
ips = re.findall(r"ip=((?:\d{1,3}\.){3}\d{1,3})", LOG)
print("ips:", ips)
first = LINE.search(LOG)
print(first is None, re.search(r"(?m)^(\S+) (\S+) ERROR", LOG).groups())
print(re.findall(r"(?m)^\d{4}-\d\d-\d\d (\d\d):(\d\d)", LOG)[:3])
