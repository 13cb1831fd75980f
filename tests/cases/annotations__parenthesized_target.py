# A parenthesized name is not a simple annotation target: it is evaluated, not recorded.
x: int = 1
(y): str = "a"
(z): float
w: list
print(__annotations__)
class C:
    a: int = 1
    (b): int = 2
    (c): str
print(C.__annotations__, C.b)
def f():
    (q): int = 3
    return q
print(f())
