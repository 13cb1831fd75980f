# The method type called with a callable and an instance binds them (types.MethodType),
# with CPython's checks of its two arguments.


class F:
    def a(self):
        return "a"


fi = F()
MethodType = type(fi.a)
fi.ident = MethodType(len, [1, 2, 3])
print(fi.ident())
pair = lambda self, x: (self, x)  # noqa: E731
m = MethodType(pair, 5)
print(m(6), m(7))
for args, kw in (
    ((), {}),
    ((len,), {}),
    ((len, 1, 2), {}),
    ((1, 2), {}),
    ((len, None), {}),
    ((len, 1), {"x": 1}),
):
    try:
        print(MethodType(*args, **kw))
    except TypeError as e:
        print("TypeError", e)
