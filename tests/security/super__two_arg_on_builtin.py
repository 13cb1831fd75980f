# expect: ok
# super(type, obj) on a builtin type reaches only ordinary methods.
class L(list):
    pass
l = L([3, 1, 2])
super(L, l).sort()
assert l == [1, 2, 3]
print(l)
