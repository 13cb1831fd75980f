def make_counter(start=0, step=1):
    count = start
    def increment():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    def peek():
        return count
    return increment, reset, peek

inc, reset, peek = make_counter()
print(inc(), inc(), inc(), peek())
reset()
print(peek(), inc())

inc2, reset2, peek2 = make_counter(100, -5)
print(inc2(), inc2(), peek(), peek2())

def make_bank(balance):
    history = []
    def deposit(x):
        nonlocal balance
        balance += x
        history.append(("dep", x))
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            history.append(("fail", x))
            return None
        balance -= x
        history.append(("wd", x))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report

dep, wd, rep = make_bank(10)
dep(5)
wd(3)
wd(100)
print(rep())

def outer():
    x = "outer"
    def middle():
        x = "middle"
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
        return x
    m = middle()
    return x, m

print(outer())
