class EventBus:
    def __init__(self):
        self.handlers = {}
        self.fired = []

    def on(self, event, priority=0):
        def register(fn):
            self.handlers.setdefault(event, []).append((priority, len(self.handlers.get(event, [])), fn))
            return fn
        return register

    def emit(self, event, **payload):
        self.fired.append(event)
        results = []
        handlers = sorted(self.handlers.get(event, []), key=lambda h: (-h[0], h[1]))
        for prio, _, fn in handlers:
            try:
                r = fn(**payload)
            except StopPropagation as sp:
                results.append(f"stopped: {sp}")
                break
            except Exception as e:
                results.append(f"error in handler: {e!r}")
                continue
            if r is not None:
                results.append(r)
        return results

class StopPropagation(Exception):
    pass

bus = EventBus()
audit = []

@bus.on("login")
def greet(user, **_):
    return f"welcome {user}"

@bus.on("login", priority=10)
def check_banned(user, **_):
    if user == "mallory":
        raise StopPropagation(f"{user} is banned")
    audit.append(("login-ok", user))

@bus.on("login", priority=5)
def count_logins(user, **_):
    count_logins.n += 1
count_logins.n = 0

@bus.on("purchase")
def record(user, amount):
    audit.append(("purchase", user, amount))
    return f"{user} spent {amount:.2f}"

@bus.on("purchase", priority=-1)
def buggy(user, amount):
    return amount / 0

print(bus.emit("login", user="alice"))
print(bus.emit("login", user="mallory"))
print(bus.emit("login", user="bob"))
print(bus.emit("purchase", user="alice", amount=19.5))
print(bus.emit("logout", user="alice"))
print("logins counted:", count_logins.n)
print(audit)
print(bus.fired)
print({k: len(v) for k, v in bus.handlers.items()})
