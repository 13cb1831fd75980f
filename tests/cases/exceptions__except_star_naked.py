# except* with a single (naked) exception: a matching clause handles it, later clauses and
# else are skipped, finally runs, and an unmatched exception propagates unchanged.
def run(exc):
    try:
        if exc is not None:
            raise exc
    except* KeyError:
        print("  KeyError clause")
    except* (ValueError, TypeError):
        print("  ValueError/TypeError clause")
    else:
        print("  else")
    finally:
        print("  finally")


for exc in [None, KeyError("k"), TypeError("t"), ValueError("v")]:
    print("raising", repr(exc))
    run(exc)
try:
    run(ZeroDivisionError("z"))
except ZeroDivisionError as e:
    print("propagated unchanged:", repr(e))
count = 0
for i in range(3):
    try:
        count += 1
        if i == 1:
            raise LookupError(i)
    except* LookupError:
        count += 10
print(count)
