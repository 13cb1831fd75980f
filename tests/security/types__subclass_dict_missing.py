# expect: ok
class D(dict):
    def __missing__(self, key):
        return key * 2
d = D()
assert d["ab"] == "abab"
print("ok")
