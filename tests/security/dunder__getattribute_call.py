# expect: Forbidden: Forbidden call to dunder function: __getattribute__
# expect[python]: Exception: AttributeError: 'function' object has no attribute '__getattribute__'
def func():
    pass
function_class = func.__getattribute__("__class__")
print("ESCAPED")
