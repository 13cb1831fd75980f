# Only exactly AttributeError and NameError get a suggestion (CPython 3.11's Py_IS_TYPE).
class MyError(AttributeError):
    pass


class A:
    blech = None


e = MyError("no attribute here", name="bluch", obj=A())
print(e.name)
raise e
