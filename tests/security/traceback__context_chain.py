# expect: Forbidden: Forbidden access to dunder attribute: __context__
try:
    try:
        1 / 0
    except Exception:
        raise ValueError("second")
except ValueError as e:
    print(e.__context__)
print("ESCAPED")
