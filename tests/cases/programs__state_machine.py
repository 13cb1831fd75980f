class InvalidTransition(Exception):
    pass

class StateMachine:
    def __init__(self, initial):
        self.state = initial
        self.transitions = {}
        self.on_enter = {}
        self.history = [initial]

    def add(self, src, event, dst):
        self.transitions[(src, event)] = dst

    def entering(self, state):
        def deco(fn):
            self.on_enter.setdefault(state, []).append(fn)
            return fn
        return deco

    def fire(self, event):
        key = (self.state, event)
        if key not in self.transitions:
            raise InvalidTransition(f"no transition from {self.state!r} on {event!r}")
        self.state = self.transitions[key]
        self.history.append(self.state)
        for cb in self.on_enter.get(self.state, []):
            cb(self)
        return self.state

door = StateMachine("closed")
for src, ev, dst in [
    ("closed", "open", "opened"),
    ("opened", "close", "closed"),
    ("closed", "lock", "locked"),
    ("locked", "unlock", "closed"),
]:
    door.add(src, ev, dst)

alarms = []

@door.entering("locked")
def on_lock(sm):
    print("  [cb] door locked after", len(sm.history) - 1, "events")

@door.entering("opened")
def on_open(sm):
    alarms.append("opened at step " + str(len(sm.history) - 1))

events = ["open", "close", "lock", "open", "unlock", "open", "close", "lock"]
for ev in events:
    try:
        print(f"{ev:>7} -> {door.fire(ev)}")
    except InvalidTransition as e:
        print(f"{ev:>7} !! {e}")

print(" > ".join(door.history))
print(alarms)

# vending states driven by a table of functions
def make_vending():
    credit = 0
    def idle(ev, amt):
        nonlocal credit
        if ev == "coin":
            credit += amt
            return "paying"
        return "idle"
    def paying(ev, amt):
        nonlocal credit
        if ev == "coin":
            credit += amt
            return "paying"
        if ev == "select":
            if credit >= amt:
                change = credit - amt
                credit = 0
                print(f"  vend! change={change}")
                return "idle"
            print(f"  need {amt - credit} more")
            return "paying"
        if ev == "refund":
            print(f"  refund {credit}")
            credit = 0
            return "idle"
        return "paying"
    return {"idle": idle, "paying": paying}

table = make_vending()
state = "idle"
for ev, amt in [("select", 50), ("coin", 25), ("select", 60), ("coin", 50), ("select", 60), ("coin", 10), ("refund", 0)]:
    state = table[state](ev, amt)
    print(ev, amt, "->", state)
