# dict() and dict.update() from an iterable of pairs: which errors are replaced by CPython's
# message about the element and which pass through as raised.
class IterRaisesTypeError:
    def __iter__(self):
        raise TypeError("boom")

class ElementRaisesValueError:
    def __iter__(self):
        raise ValueError("inner")

class ElementRaisesTypeError:
    def __iter__(self):
        raise TypeError("inner t")

def pairs_then_key_error():
    yield (1, 2)
    raise KeyError("k")

for label, make in [
    ("iterable raising TypeError", lambda: dict(IterRaisesTypeError())),
    ("element raising ValueError", lambda: dict([ElementRaisesValueError()])),
    ("element raising TypeError", lambda: dict([(1, 2), ElementRaisesTypeError()])),
    ("element not iterable", lambda: dict([5])),
    ("not iterable", lambda: dict(5)),
    ("generator raising", lambda: dict(pairs_then_key_error())),
    ("element of length 3", lambda: dict([(1, 2, 3)])),
    ("update, element not iterable", lambda: {}.update([(1, 2), 7])),
]:
    # (Exception types are named by the except clause: the corpus's policy refuses __name__.)
    try:
        print(label, "ok", make())
    except TypeError as e:
        print(label, "TypeError", e)
    except ValueError as e:
        print(label, "ValueError", e)
    except KeyError as e:
        print(label, "KeyError", e)
print(dict(zip("abc", range(3))), dict([("x", 1), ["y", 2]]))
