from datetime import datetime, timedelta, date

LOG = """\
2024-03-09 22:58:01 login alice
2024-03-09 23:10:44 login bob
2024-03-10 00:02:13 logout alice
2024-03-10 01:15:00 login carol
2024-03-10 01:59:59 logout bob
2024-03-10 09:00:00 login alice
2024-03-10 12:30:30 logout carol
2024-03-10 17:45:10 logout alice
"""

sessions = {}
durations = {}
per_hour = {}
for line in LOG.splitlines():
    day, clock, action, user = line.split()
    when = datetime.strptime(day + " " + clock, "%Y-%m-%d %H:%M:%S")
    per_hour[when.hour] = per_hour.get(when.hour, 0) + 1
    if action == "login":
        sessions[user] = when
    else:
        start = sessions.pop(user)
        durations.setdefault(user, []).append(when - start)

for user in sorted(durations):
    total = sum(durations[user], timedelta())
    longest = max(durations[user])
    print(f"{user:6} sessions={len(durations[user])} total={total} longest={longest} "
          f"avg={total / len(durations[user])} minutes={total.total_seconds() / 60:.1f}")

print("busiest hours:", sorted(per_hour.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
first = datetime(2024, 3, 9, 22, 58, 1)
last = datetime(2024, 3, 10, 17, 45, 10)
span = last - first
print("span", span, span.days, span.seconds, divmod(span, timedelta(hours=1)))

# Bucket events into 6-hour windows starting at midnight.
window = timedelta(hours=6)
buckets = {}
for line in LOG.splitlines():
    when = datetime.fromisoformat(line[:19])
    midnight = datetime.combine(when.date(), datetime.min.time())
    start = midnight + (when - midnight) // window * window
    buckets.setdefault(start, 0)
    buckets[start] += 1
for start in sorted(buckets):
    print(start.strftime("%a %d %b %H:%M"), "-", (start + window).strftime("%H:%M"), buckets[start])

days = sorted({datetime.strptime(l.split()[0], "%Y-%m-%d").date() for l in LOG.splitlines()})
print(days, [d.strftime("%A") for d in days], (days[-1] - days[0]).days)
print(date(2024, 3, 10).isocalendar(), date(2024, 3, 10).strftime("%G-W%V-%u"))
