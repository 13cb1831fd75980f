# An index whose __index__ empties the container: IndexError, as in CPython (no crash).
class Boom:
    def __init__(self, target):
        self.target = target

    def __index__(self):
        self.target.clear()
        return 0


b = bytearray(b"Now you see me...")
try:
    b[0] = Boom(b)
except IndexError as e:
    print("IndexError", e)
print(b)
b = bytearray(b"abc")
try:
    b[0] = Boom(b)
except IndexError as e:
    print("IndexError", e)
b = bytearray(b"abc")
try:
    b[Boom(b)] = 1
except IndexError as e:
    print("IndexError", e)
lst = [1, 2, 3]
try:
    lst[Boom(lst)] = 5
except IndexError as e:
    print("IndexError", e)
lst = [1, 2, 3]
try:
    print(lst[Boom(lst)])
except IndexError as e:
    print("IndexError", e)
print(lst)
