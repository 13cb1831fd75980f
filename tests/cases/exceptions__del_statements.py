x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)

nums = list(range(10))
del nums[0]
del nums[-1]
print(nums)
del nums[2:5]
print(nums)
del nums[::2]
print(nums)

d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError:", e)

class Obj:
    cls_attr = "shared"
    def __init__(self):
        self.a = 1
        self.b = 2

o = Obj()
del o.a
print(hasattr(o, "a"), o.b)
try:
    del o.cls_attr
except AttributeError as e:
    print("AttributeError:", e)
del Obj.cls_attr
print(hasattr(o, "cls_attr"))

a, b, c = 1, 2, 3
del a, c
print(b, "deleted two names")

matrix = [[1, 2], [3, 4]]
del matrix[0][1]
print(matrix)

def local_del():
    v = "local"
    del v
    try:
        return v
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)

print(local_del())
lst = [1, 2, 3]
try:
    del lst[10]
except IndexError as e:
    print("IndexError:", e)
