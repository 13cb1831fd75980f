# print(..., file=obj) writes to any object with a write method, one call per piece, as
# CPython's print does.
class Recorder:
    def __init__(self):
        self.calls = []

    def write(self, text):
        self.calls.append(text)
        return len(text)

    def flush(self):
        self.calls.append("<flush>")


r = Recorder()
print("a", 1, None, file=r)
print("x", "y", sep="-", end="!", file=r, flush=True)
print(file=r)
print(r.calls)
print("to stdout", file=None)


class NoWrite:
    pass


try:
    print("x", file=NoWrite())
except AttributeError as e:
    print("AttributeError", e)
