class Suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = None
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            self.caught = ev
            print("suppressed:", ev)
            return True
        return False

with Suppress(ZeroDivisionError) as s:
    print("before")
    1 / 0
    print("never")
print("after; caught args:", s.caught.args)

with Suppress(KeyError, IndexError):
    [][3]
with Suppress(LookupError):
    {}["missing"]

try:
    with Suppress(KeyError):
        int("x")
except ValueError as e:
    print("not suppressed:", e)

class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print("rolled back because:", ev)
            return True
        print("committed")

data = {"a": 1}
with Transaction(data) as d:
    d["b"] = 2
print(data)
with Transaction(data) as d:
    d["c"] = 3
    d["a"] = 100
    raise RuntimeError("validation failed")
print(data)

def f():
    for i in range(4):
        with Suppress(ValueError):
            if i % 2:
                raise ValueError(f"odd {i}")
            print("even", i)
    return "done"
print(f())

class ExitReturnsTruthyString:
    def __enter__(self):
        return None
    def __exit__(self, *a):
        return "yes"
with ExitReturnsTruthyString():
    raise TypeError("hidden")
print("truthy string suppressed the error")
