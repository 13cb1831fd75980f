calls = []

def make_default(tag):
    calls.append(tag)
    return len(calls) * 100

def f(x=make_default("f-x"), y=make_default("f-y")):
    return x + y

print("defined f, calls:", calls)
print(f())
print(f())
print(f(1))
print("calls:", calls)

N = 5
def g(n=N):
    return n

N = 50
print(g())

def h(items=list(range(3))):
    items.append(len(items))
    return items

print(h())
print(h())

def make_funcs():
    out = []
    for i in range(3):
        def fn(i=i):
            return i * 10
        out.append(fn)
    return out

print([fn() for fn in make_funcs()])
