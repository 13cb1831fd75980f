# A generator's __name__ and __qualname__ are its function's when it is made (also names the
# program assigned to the function), may be set to strings, and cannot be deleted, with
# CPython's TypeErrors.
class T:
    def test_name(self):
        def func():
            yield 1
        gen = func()
        print(gen.__name__, gen.__qualname__)
        gen.__name__ = "name"
        gen.__qualname__ = "qualname"
        print(gen.__name__, gen.__qualname__)
        try:
            gen.__name__ = 123
        except TypeError as e:
            print(e)
        try:
            gen.__qualname__ = None
        except TypeError as e:
            print(e)
        try:
            del gen.__name__
        except TypeError as e:
            print(e)
        try:
            del gen.__qualname__
        except TypeError as e:
            print(e)
        func.__qualname__ = "func_qualname"
        func.__name__ = "func_name"
        gen = func()
        print(gen.__name__, gen.__qualname__)
        func.__name__ = "again"
        print(func().__name__, func().__qualname__, gen.__name__)


T().test_name()
