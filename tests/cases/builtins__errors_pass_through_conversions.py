# Conversions that word a TypeError of their own (slice bounds, bytes() of an iterable) let
# every other error through as raised.
class IndexRaisesValueError:
    def __index__(self):
        raise ValueError("from __index__")

class IterRaisesValueError:
    def __iter__(self):
        raise ValueError("from __iter__")

def attempt(label, f):
    try:
        print(label, "ok", f())
    except TypeError as e:
        print(label, "TypeError", e)
    except ValueError as e:
        print(label, "ValueError", e)

attempt("slice bound raising", lambda: [1, 2, 3][IndexRaisesValueError():])
attempt("slice bound not an int", lambda: [1, 2, 3]["a":])
attempt("slice bound None", lambda: [1, 2, 3][None:2])
attempt("bytes of an iterable raising", lambda: bytes(IterRaisesValueError()))
attempt("bytes of a float", lambda: bytes(5.0))
attempt("bytes of a list", lambda: bytes([104, 105]))
attempt("bytes of a bad item", lambda: bytes([1, 300]))
