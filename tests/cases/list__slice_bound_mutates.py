# A slice bound's __index__ that empties the list: CPython unpacks the slice, then adjusts
# it to the length it finds (ophis adjusted it to the length before, and panicked).
l = list(range(10))
class I:
    def __index__(self):
        l.clear()
        return 8
try:
    l[2:I()] = [1, 2]
    print(l)
except Exception as e:
    print(type(e).__name__, e)
l = list(range(10))
try:
    l[2:I():2] = [1, 2, 3]
    print(l)
except Exception as e:
    print(type(e).__name__, e)
l = list(range(10))
try:
    del l[2:I():2]
    print(l)
except Exception as e:
    print(type(e).__name__, e)
