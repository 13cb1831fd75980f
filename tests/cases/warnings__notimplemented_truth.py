# NotImplemented in a boolean context issues a DeprecationWarning (CPython 3.9+), which the
# warning filters record, ignore or raise.
import warnings

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(not NotImplemented, bool(NotImplemented))
    if NotImplemented:
        print("true")
    print(len(w), [x.category.__name__ for x in w], [str(x.message) for x in w])

with warnings.catch_warnings():
    warnings.simplefilter("error", DeprecationWarning)
    try:
        bool(NotImplemented)
    except DeprecationWarning as e:
        print("raised:", e)

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(bool(NotImplemented))
