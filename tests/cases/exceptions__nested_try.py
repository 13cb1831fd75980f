def parse_all(values):
    results = []
    for v in values:
        try:
            try:
                n = int(v)
            except ValueError:
                n = float(v)
            results.append(n)
        except ValueError:
            results.append("bad:" + v)
        except TypeError as e:
            results.append("type:" + str(e))
    return results

print(parse_all(["1", "2.5", "x", "1e3"]))

def deep(level):
    try:
        if level == 0:
            raise LookupError("bottom")
        deep(level - 1)
    except KeyError:
        print("never: KeyError")
    finally:
        print("unwinding", level)

try:
    deep(3)
except LookupError as e:
    print("caught at top:", e)

def inner_handles():
    try:
        try:
            {}["k"]
        except KeyError as e:
            print("inner handled", e)
            raise IndexError("second")
        finally:
            print("inner finally")
    except IndexError as e:
        print("outer handled", e)
    else:
        print("not reached")
    finally:
        print("outer finally")

inner_handles()

def try_in_except():
    try:
        raise ValueError("first")
    except ValueError:
        try:
            raise TypeError("nested")
        except TypeError as e:
            print("nested handler", e)
        print("still in first handler")
    return "ok"

print(try_in_except())
