# set.remove/set.discard look an unhashable set key up as the frozenset of its items (the
# KeyError carries the original key), as CPython's set_discard_key; list item assignment
# and deletion with a bad index say "list indices" as CPython does.
t = frozenset([3, 4])
s2 = {t, 5}
s2.discard({3, 4})
print(s2)
s2 = {t}
s2.remove({3, 4})
print(s2)
key = {9}
try:
    s2.remove(key)
except KeyError as e:
    print("KeyError", e.args, e.args[0] is key)
try:
    s2.discard([1])
except TypeError as e:
    print("TypeError", e)
try:
    s2.remove([1])
except TypeError as e:
    print("TypeError", e)


class S(set):
    pass


s3 = {frozenset([1]), 2}
s3.remove(S([1]))
print(s3)
s3.discard(S([2]))
print(s3)
a = [1]
for bad in ["a", 1.5, None]:
    try:
        a[bad] = 1
    except TypeError as e:
        print(e)
    try:
        del a[bad]
    except TypeError as e:
        print(e)
try:
    a[5] = 1
except IndexError as e:
    print(e)
try:
    del a[5]
except IndexError as e:
    print(e)
