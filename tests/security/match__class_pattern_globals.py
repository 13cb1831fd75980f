# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: ok
def f():
    pass
match f:
    case object(__globals__=g):
        print("ESCAPED", g)
