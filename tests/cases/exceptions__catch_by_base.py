def trigger(kind):
    if kind == "key":
        return {}["missing"]
    if kind == "index":
        return [1, 2][5]
    if kind == "zero":
        return 1 % 0
    if kind == "overflow":
        raise OverflowError("too big")
    if kind == "value":
        return int("nope")
    if kind == "unbound":
        raise UnboundLocalError("pretend")
    if kind == "attr":
        return (5).nothing
    return "no error"

for kind in ["key", "index", "zero", "overflow", "value", "unbound", "attr", "none"]:
    try:
        print(kind, "->", trigger(kind))
    except LookupError as e:
        print(kind, "-> LookupError family:", e)
    except ArithmeticError as e:
        print(kind, "-> ArithmeticError family:", e)
    except NameError as e:
        print(kind, "-> NameError family:", e)
    except Exception as e:
        print(kind, "-> generic Exception:", e)

order_matters = []
try:
    raise KeyError("x")
except Exception:
    order_matters.append("Exception first wins")
except KeyError:
    order_matters.append("never")
print(order_matters)

try:
    raise ValueError("v")
except (KeyError, IndexError):
    print("not this")
except BaseException as e:
    print("BaseException caught ValueError:", e)
