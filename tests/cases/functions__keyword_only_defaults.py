def connect(host, *, port=80, secure=False, timeout=None):
    scheme = "https" if secure else "http"
    t = "none" if timeout is None else str(timeout)
    return f"{scheme}://{host}:{port} timeout={t}"

print(connect("example.org"))
print(connect("example.org", port=443, secure=True))
print(connect("a.b", timeout=3.5))

def required_kw(*, a, b=10):
    return a + b

print(required_kw(a=1))
print(required_kw(b=1, a=2))

def star_then_kw(*items, sep="-", end="."):
    return sep.join(str(i) for i in items) + end

print(star_then_kw(1, 2, 3))
print(star_then_kw("x", "y", sep="+", end="!"))
print(star_then_kw())

opts = {"port": 8080, "secure": True}
print(connect("local", **opts))

try:
    connect("h", 8080)
except TypeError as e:
    print("TypeError:", e)

try:
    required_kw()
except TypeError as e:
    print("TypeError:", e)

try:
    required_kw(1)
except TypeError as e:
    print("TypeError:", e)
