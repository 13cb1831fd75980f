# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# Class patterns read attributes by name: the dunder rule applies to them too.
match 1:
    case int(__class__=c):
        print("reached", c)
