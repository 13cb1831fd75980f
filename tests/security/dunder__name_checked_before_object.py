# expect: Forbidden: Forbidden access to dunder attribute: __class__
# The dunder rule refuses the attribute name before evaluating the object: the call that
# would build the object never runs.
def side_effect():
    print("ESCAPED")
    return ()
side_effect().__class__
