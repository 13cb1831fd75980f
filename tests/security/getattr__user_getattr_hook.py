# expect: Forbidden: Forbidden access to dunder attribute: __class__
# A class's own __getattr__ must not be a way around the rule.
class Proxy:
    def __getattr__(self, name):
        return name
p = Proxy()
print(p.anything)
print(getattr(p, "__class__"))
print("ESCAPED")
