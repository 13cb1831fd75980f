# __debug__ is True (assertions are on), readable like any builtin.
print(__debug__, type(__debug__))
if __debug__:
    print("debug mode")


def check(x):
    assert x > 0, "positive"
    return __debug__ and x


print(check(3))
