# Slice assignment from a list that nothing else refers to (a fresh slice, a comprehension)
# takes its items instead of copying them; same-length replacement swaps in place. These
# check every shape against CPython: reversal in place (fannkuch's flip), aliasing, growth and
# shrinking, extended slices, and a source list that is still referenced elsewhere.
perm = list(range(9))
for k in (8, 3, 0, 5):
    perm[: k + 1] = perm[k::-1]
    print(perm)
a = [1, 2, 3, 4, 5]
a[1:3] = [x * 10 for x in range(4)]
print(a)
a[2:6] = a[:1]
print(a)
a[:] = a
print(a)
a[:] = a[::-1]
print(a)
a[len(a) :] = [9, 9]
print(a)
a[-2:] = []
print(a)
a[5:2] = [7]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
src = [4, 5, 6]
keep = src
a[0:3] = src
print(a, src, keep is src)
a[0:1] = src
src.append(7)
print(a, src)
try:
    a[::2] = [1, 2]
except ValueError as e:
    print("ValueError", e)
nested = [[1], [2], [3]]
inner = nested[0]
nested[:2] = [nested[1][:], [0]]
print(nested, inner)
b = [1, 2, 3]
b[1:2] = (x for x in "ab")
print(b)
b[0:2] = b[1:][:]
print(b)
