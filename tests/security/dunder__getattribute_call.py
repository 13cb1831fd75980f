# expect: Forbidden: Forbidden access to dunder attribute: __getattribute__
def func():
    pass
function_class = func.__getattribute__("__class__")
print("ESCAPED")
