class HttpError(Exception):
    def __init__(self, status, reason=""):
        super().__init__(status, reason)
        self.status = status
        self.reason = reason
    def __str__(self):
        return f"HTTP {self.status}" + (f" ({self.reason})" if self.reason else "")
    def __repr__(self):
        return f"HttpError(status={self.status})"

errs = [HttpError(404, "Not Found"), HttpError(500)]
for e in errs:
    print(e, "|", repr(e), "|", e.args)
print(errs)

try:
    raise HttpError(418, "teapot")
except HttpError as e:
    print("caught:", e)
    print(f"formatted: {e!s} / {e!r}")

class Empty(Exception):
    pass
print(repr(str(Empty())), repr(Empty()), repr(Empty("m")), repr(Empty(1, "two")))
print(str(ValueError("a", 1)), repr(ValueError("a", 1)))
