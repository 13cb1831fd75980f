# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# A policy violation inside a __repr__ run for a tool argument ends the run; it is not
# swallowed into a placeholder.
class Sneaky:
    def __repr__(self):
        return str(().__class__)
echo(Sneaky())
print("reached (the python policy: sandbox values only)")
