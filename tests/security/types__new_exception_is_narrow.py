# expect: Forbidden: Forbidden call to dunder function: __new__
# expect[python]: ok
# Calling super().__new__ / object.__new__ is allowed only inside a method named __new__; the
# object built there is an ordinary sandbox instance, and __new__ stays unreadable elsewhere.
class Made:
    def __new__(cls):
        obj = super().__new__(cls)
        obj.ok = True
        return obj

class Crafty:
    def __new__(cls):
        try:
            return object.__new__(type)
        except TypeError:
            return 'refused'

assert Made().ok
assert Crafty() == 'refused'

def helper(cls):
    # A function that is not named __new__ gets no exception to the dunder rule.
    return object.__new__(cls)

helper(Made)
