def attempt(x):
    log = []
    try:
        log.append("try")
        r = 10 // x
        log.append("computed")
    except ZeroDivisionError:
        log.append("except")
        r = None
    else:
        log.append("else")
    finally:
        log.append("finally")
    return r, log

print(attempt(2))
print(attempt(0))

def only_finally(x):
    try:
        return x * 2
    finally:
        print("  finally runs before return of", x)

print(only_finally(5))

def else_raises():
    try:
        pass
    except ValueError:
        print("not reached")
    else:
        raise KeyError("from else")
    finally:
        print("  finally after else raised")

try:
    else_raises()
except KeyError as e:
    print("outer caught", e)

def except_raises():
    try:
        [][0]
    except IndexError:
        raise ValueError("converted")
    finally:
        print("  finally after except raised")

try:
    except_raises()
except ValueError as e:
    print("outer caught", e)

for v in ["1", "x", None]:
    try:
        n = int(v)
    except ValueError:
        print(repr(v), "-> ValueError")
    except TypeError:
        print(repr(v), "-> TypeError")
    else:
        print(repr(v), "-> ok", n)
    finally:
        print("  done with", repr(v))
