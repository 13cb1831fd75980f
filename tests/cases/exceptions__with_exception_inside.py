class Recorder:
    def __init__(self):
        self.events = []
    def __enter__(self):
        self.events.append("enter")
        return self
    def __exit__(self, exc_type, exc_value, traceback):
        if exc_type is None:
            self.events.append("exit:none")
        else:
            self.events.append(f"exit:{exc_value!r}")
            self.exc_is_instance = isinstance(exc_value, exc_type)
            self.had_tb = traceback is not None
        return False

r = Recorder()
try:
    with r:
        r.events.append("body")
        {}["nokey"]
        r.events.append("unreachable")
except KeyError:
    r.events.append("handled")
print(r.events, r.exc_is_instance, r.had_tb)

r2 = Recorder()
with r2:
    try:
        raise ValueError("caught inside")
    except ValueError as e:
        r2.events.append("inner handler " + str(e))
print(r2.events)

class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise TypeError("raised in __exit__")

try:
    with ExitRaises():
        raise ValueError("original")
except TypeError as e:
    print("TypeError replaces:", e)
except ValueError:
    print("not this")

def gen_lines():
    r3 = Recorder()
    results = []
    for i in range(3):
        try:
            with r3:
                if i == 1:
                    raise IndexError(i)
                results.append(i)
        except IndexError:
            results.append("skip")
    return results, r3.events

print(gen_lines())
