# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect[python]: ok
# A class's own __getattr__ must not be a way around the rule.
class Proxy:
    def __getattr__(self, name):
        return name
p = Proxy()
print(p.anything)
print(getattr(p, "__class__"))
print("reached (the python policy: sandbox values only)")
