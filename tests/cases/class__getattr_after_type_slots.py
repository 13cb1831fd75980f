# smolagents: Forbidden: Forbidden access to dunder attribute: __class__
# __class__ and the slots object defines are found before __getattr__, even when
# __getattr__ would answer every name.
class Anything:
    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        self.calls.append(name)
        return name.upper()


r = Anything()
print(r.foo, r.__class__.__name__, r.__eq__(r), r.__ne__(r), type(r.__repr__()).__name__)
print(r.__missing_thing__, r.calls)
