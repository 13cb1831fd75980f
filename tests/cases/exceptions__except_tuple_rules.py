# `except` takes an exception class or a flat tuple of them: CPython checks the whole tuple
# before matching and refuses a nested tuple (or anything else) with TypeError, even when an
# earlier item would match.
def attempt(handler):
    try:
        try:
            raise KeyError("k")
        except handler:
            return "caught"
    except TypeError as e:
        return "TypeError: " + str(e)

print(attempt(KeyError))
print(attempt((ValueError, KeyError)))
print(attempt(((KeyError,),)))
print(attempt((KeyError, 1)))
print(attempt((KeyError, (ValueError,))))
try:
    attempt(())
except KeyError as e:
    print("an empty tuple catches nothing:", repr(e))
print(attempt(LookupError))
