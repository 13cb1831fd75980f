# The sites where smolagents words errors itself (subscript, del, tuple unpacking, list +=,
# ** unpacking, not here: CPython names the callee in its message) raise CPython's exceptions, with CPython's messages, inside the program.
def show(f):
    try:
        f()
    except Exception as e:
        print(repr(e))

def sub():
    d = {"Bhutan": 1}
    return d["Butan"]

def idx():
    return [1, 2][5]

def unpack():
    a, b = 1, 2, 3

def unpack_star():
    a, *b, c = (1,)

def unpack_str():
    a, b = "abc"

def add():
    l = [1]
    l += 1

def delete():
    d = {}
    del d["x"]

for f in (sub, idx, unpack, unpack_star, unpack_str, add, delete):
    show(f)

x = 1
del x
try:
    del x
except NameError as e:
    print("NameError", e)

l = [1]
l += (2, 3)
a, b = "ab"
print(l, a, b)
