log = """2024-01-03 INFO user=ann action=login
2024-01-03 WARN user=bob action=retry
2024-01-04 INFO user=ann action=upload
2024-01-04 ERROR user=cid action=crash
2024-01-05 INFO user=bob action=login
2024-01-05 INFO user=ann action=logout
2024-01-05 WARN user=cid action=retry"""
by_level = {}
by_user = {}
per_day = {}
for line in log.splitlines():
    date, level, *kvs = line.split()
    fields = dict(kv.split("=") for kv in kvs)
    by_level.setdefault(level, []).append(fields["action"])
    by_user[fields["user"]] = by_user.get(fields["user"], 0) + 1
    per_day.setdefault(date, set()).add(fields["user"])
for lvl in sorted(by_level):
    print(f"{lvl:<6}{len(by_level[lvl]):>3}  {', '.join(by_level[lvl])}")
print(sorted(by_user.items(), key=lambda kv: (-kv[1], kv[0])))
print({d: sorted(u) for d, u in per_day.items()})
inverse = {}
for u, n in by_user.items():
    inverse.setdefault(n, []).append(u)
print(inverse)
