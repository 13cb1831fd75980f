# expect: ok
# %-formatting reads keys, never attributes.
class A:
    pass
s = "%(__class__)s" % {"__class__": "just a key"}
assert s == "just a key", s
print(s)
