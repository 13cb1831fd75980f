class Scheduler:
    def __init__(self):
        self.queue = []
        self.now = 0
        self.seq = 0
        self.log = []

    def schedule(self, delay, name, action=None, repeat=None):
        self.seq += 1
        self.queue.append((self.now + delay, self.seq, name, action, repeat))
        self.queue.sort()

    def run(self, until):
        while self.queue and self.queue[0][0] <= until:
            when, seq, name, action, repeat = self.queue.pop(0)
            self.now = when
            self.log.append((when, name))
            print(f"t={when:>3}  {name}")
            if action:
                action(self)
            if repeat:
                self.schedule(repeat, name, action, repeat)
        self.now = until


def spawn_followup(s):
    s.schedule(5, "followup")


def cancel_heartbeats(s):
    before = len(s.queue)
    s.queue = [e for e in s.queue if e[2] != "heartbeat"]
    print(f"        cancelled {before - len(s.queue)} heartbeat(s)")


s = Scheduler()
s.schedule(10, "boot")
s.schedule(0, "init")
s.schedule(10, "load-config")
s.schedule(7, "heartbeat", repeat=7)
s.schedule(12, "spawn", spawn_followup)
s.schedule(30, "shutdown-heartbeats", cancel_heartbeats)
s.run(40)
print("pending:", [(t, n) for t, _, n, _, _ in s.queue])
print("events by name:")
counts = {}
for when, name in s.log:
    counts[name] = counts.get(name, 0) + 1
for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {name:<20}{n}")
print("now =", s.now)
