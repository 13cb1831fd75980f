def parse_time(s):
    h, m = s.split(":")
    return int(h) * 60 + int(m)

def fmt(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"

class Meeting:
    def __init__(self, title, start, end, people):
        self.title = title
        self.start, self.end = parse_time(start), parse_time(end)
        if self.end <= self.start:
            raise ValueError(f"{title}: end before start")
        self.people = set(people)

    def clashes(self, other):
        return self.start < other.end and other.start < self.end and bool(self.people & other.people)

    def __repr__(self):
        return f"{self.title}[{fmt(self.start)}-{fmt(self.end)}]"

class Calendar:
    def __init__(self):
        self.meetings = []

    def book(self, *args):
        m = Meeting(*args)
        conflicts = [o for o in self.meetings if m.clashes(o)]
        if conflicts:
            who = sorted(set().union(*(m.people & o.people for o in conflicts)))
            return f"REJECT {m!r}: clashes with {conflicts} for {who}"
        self.meetings.append(m)
        return f"booked {m!r}"

    def agenda(self, person):
        mine = sorted((m for m in self.meetings if person in m.people), key=lambda m: m.start)
        return [repr(m) for m in mine]

    def free_slots(self, person, day_start="09:00", day_end="17:00", min_len=30):
        t = parse_time(day_start)
        out = []
        for m in sorted((m for m in self.meetings if person in m.people), key=lambda m: m.start):
            if m.start - t >= min_len:
                out.append(f"{fmt(t)}-{fmt(m.start)}")
            t = max(t, m.end)
        if parse_time(day_end) - t >= min_len:
            out.append(f"{fmt(t)}-{day_end}")
        return out

cal = Calendar()
requests = [
    ("standup", "09:00", "09:15", ["ann", "bob", "cat"]),
    ("design", "10:00", "11:30", ["ann", "dan"]),
    ("1on1", "11:00", "11:30", ["bob", "cat"]),
    ("lunch", "12:00", "13:00", ["ann", "bob"]),
    ("review", "11:15", "12:15", ["dan", "cat"]),
    ("retro", "16:00", "17:00", ["ann", "bob", "cat", "dan"]),
    ("oops", "14:00", "13:00", ["eve"]),
    ("sync", "13:00", "13:45", ["cat", "dan"]),
]
for req in requests:
    try:
        print(cal.book(*req))
    except ValueError as e:
        print("ValueError:", e)
for person in ["ann", "cat", "eve"]:
    print(person, cal.agenda(person))
    print("   free:", cal.free_slots(person))
