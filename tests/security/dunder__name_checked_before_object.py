# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# The dunder rule refuses the attribute name before evaluating the object: the call that
# would build the object never runs.
def side_effect():
    print("reached (the python policy: sandbox values only)")
    return ()
side_effect().__class__
