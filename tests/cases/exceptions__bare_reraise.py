log = []

def risky(n):
    if n == 2:
        raise ValueError(f"bad value {n}")
    return n

def wrapper(n):
    try:
        return risky(n)
    except ValueError:
        log.append(f"logged failure for {n}")
        raise

for n in range(4):
    try:
        print("result", wrapper(n))
    except ValueError as e:
        print("re-raised:", e)
print(log)

def reraise_after_handling():
    try:
        try:
            raise KeyError("orig")
        except KeyError:
            try:
                raise TypeError("temp")
            except TypeError:
                pass
            raise   # re-raises KeyError, not TypeError
    except KeyError as e:
        return "got back KeyError " + str(e)
    except TypeError:
        return "wrong"

print(reraise_after_handling())

def reraise_named():
    try:
        int("zz")
    except ValueError as err:
        saved = err
    try:
        raise saved
    except ValueError as again:
        return again is saved, str(again)

print(reraise_named())

def conditional_reraise(code):
    try:
        raise OSError(code, "os failure")
    except OSError as e:
        if e.args[0] == 1:
            return "handled code 1"
        raise

print(conditional_reraise(1))
try:
    conditional_reraise(2)
except OSError as e:
    print("propagated", e.args)
