class MyException(Exception):
    def __new__(cls, *args):
        return object()
try:
    raise MyException
except TypeError as e:
    print("TypeError", e)
class E2(Exception):
    def __new__(cls, *args):
        return 5
try:
    raise E2("x")
except TypeError as e:
    print("TypeError", e)
class Sub(ValueError):
    def __new__(cls, *args):
        return KeyError("other")
try:
    raise Sub
except KeyError as e:
    print("KeyError raised instead", repr(e))
