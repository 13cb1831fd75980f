def f():
    try:
        return "try"
    finally:
        return "finally"

def g():
    try:
        raise ValueError("lost")
    finally:
        return "finally swallowed the exception"

def h():
    x = 1
    try:
        return x
    finally:
        x = 2   # does not change the already-evaluated return value

def k():
    items = []
    try:
        return items
    finally:
        items.append("mutated in finally")

def count():
    n = 0
    for i in range(5):
        try:
            if i == 3:
                return f"returned at {i}, n={n}"
        finally:
            n += 10
    return "loop end"

def nested():
    try:
        try:
            return "inner try"
        finally:
            print("  inner finally")
    finally:
        print("  outer finally")

def except_return():
    try:
        1 / 0
    except ZeroDivisionError:
        return "from except"
    finally:
        print("  finally after except-return")

print(f())
print(g())
print(h())
print(k())
print(count())
print(nested())
print(except_return())
