# The cause of `raise ... from X` is made by calling X when it is a class; what that raises
# propagates instead of becoming a TypeError.
class MyException(Exception):
    def __init__(self):
        raise RuntimeError("from __init__")


try:
    raise IndexError from MyException
except RuntimeError as e:
    print("RuntimeError", e)

try:
    raise IndexError from 5
except TypeError as e:
    print("TypeError", e)

try:
    raise IndexError from KeyError
except IndexError as e:
    print(type(e.__cause__).__name__, e.__cause__.args, e.__suppress_context__)

