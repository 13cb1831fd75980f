# list.index converts its bounds before it reads the list (an __index__ that changes the
# list is seen), and list.index/count/remove read the list as it is at each step while an
# __eq__ changes it, as CPython's listobject.c.


class Clear:
    def __init__(self, target, v):
        self.target = target
        self.v = v

    def __index__(self):
        self.target.clear()
        return self.v


class Grow:
    def __init__(self, target):
        self.target = target

    def __index__(self):
        self.target.extend([7, 8, 9])
        return 0


l = [1, 2, 3]
try:
    print(l.index(2, Clear(l, 0)))
except ValueError as e:
    print("ValueError", e)
print(l)
l = [1, 2, 3]
try:
    print(l.index(3, 0, Clear(l, 3)))
except ValueError as e:
    print("ValueError", e)
l = [1]
print(l.index(8, Grow(l)), l)
l = [1]
print(l.index(1, 0, 2**100), l.index(1, -(2**100)))


class Shrink:
    def __init__(self, l):
        self.l = l

    def __eq__(self, o):
        self.l.clear()
        return False

    def __repr__(self):
        return "Shrink()"


l = [1, 2, 3]
print(l.count(Shrink(l)), l)
l = [1, 2, 3]
try:
    l.remove(Shrink(l))
except ValueError as e:
    print("ValueError", e)
l = [1, 2, 3]
try:
    l.index(Shrink(l))
except ValueError as e:
    print("ValueError", e)


class Pop:
    def __init__(self, l):
        self.l = l

    def __eq__(self, o):
        if o == 2:
            self.l.pop(0)
            return True
        return False


l = [1, 2, 3]
l.remove(Pop(l))
print(l)
l = [1, 2, 3]
print(l.index(Pop(l)), l)
l = [1, 2, 3, 2]
print(l.count(Pop(l)), l)

# Not covered: bytearray.find/count/rfind with a bound whose __index__ clears the bytearray.
# CPython reads the buffer's address and size before converting the bounds, so it then
# searches freed memory: its answer changes from run to run (2 or -1 for find).
