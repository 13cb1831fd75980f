# expect: Forbidden: Forbidden access to function: eval
# A policy violation inside a __repr__ run for a tool argument ends the run under either
# dunder policy; it is not swallowed into a placeholder.
class Sneaky:
    def __repr__(self):
        return str(eval("1"))
echo(Sneaky())
print("ESCAPED")
