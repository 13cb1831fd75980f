def run():
    class B:
        x: int = 1
        def f(self): pass
    class C(B):
        y: str
    o = C()
    try:
        print('C.__mro__', C.__mro__)
    except Exception as e:
        print('C.__mro__', 'ERR', type(e).__name__, e)
    try:
        print('o.__mro__', o.__mro__)
    except Exception as e:
        print('o.__mro__', 'ERR', type(e).__name__, e)
    try:
        print('object.__mro__', object.__mro__)
    except Exception as e:
        print('object.__mro__', 'ERR', type(e).__name__, e)
    try:
        print('int.__mro__', int.__mro__)
    except Exception as e:
        print('int.__mro__', 'ERR', type(e).__name__, e)
    try:
        print('C.__dict__', C.__dict__)
    except Exception as e:
        print('C.__dict__', 'ERR', type(e).__name__, e)
    try:
        print('o.__dict__', o.__dict__)
    except Exception as e:
        print('o.__dict__', 'ERR', type(e).__name__, e)
    try:
        print('object.__dict__', object.__dict__)
    except Exception as e:
        print('object.__dict__', 'ERR', type(e).__name__, e)
    try:
        print('int.__dict__', int.__dict__)
    except Exception as e:
        print('int.__dict__', 'ERR', type(e).__name__, e)
    try:
        print('C.__module__', C.__module__)
    except Exception as e:
        print('C.__module__', 'ERR', type(e).__name__, e)
    try:
        print('o.__module__', o.__module__)
    except Exception as e:
        print('o.__module__', 'ERR', type(e).__name__, e)
    try:
        print('object.__module__', object.__module__)
    except Exception as e:
        print('object.__module__', 'ERR', type(e).__name__, e)
    try:
        print('int.__module__', int.__module__)
    except Exception as e:
        print('int.__module__', 'ERR', type(e).__name__, e)
    try:
        print('C.__doc__', C.__doc__)
    except Exception as e:
        print('C.__doc__', 'ERR', type(e).__name__, e)
    try:
        print('o.__doc__', o.__doc__)
    except Exception as e:
        print('o.__doc__', 'ERR', type(e).__name__, e)
    try:
        print('object.__doc__', object.__doc__)
    except Exception as e:
        print('object.__doc__', 'ERR', type(e).__name__, e)
    try:
        print('int.__doc__', int.__doc__)
    except Exception as e:
        print('int.__doc__', 'ERR', type(e).__name__, e)
    try:
        print('C.__bases__', C.__bases__)
    except Exception as e:
        print('C.__bases__', 'ERR', type(e).__name__, e)
    try:
        print('o.__bases__', o.__bases__)
    except Exception as e:
        print('o.__bases__', 'ERR', type(e).__name__, e)
    try:
        print('object.__bases__', object.__bases__)
    except Exception as e:
        print('object.__bases__', 'ERR', type(e).__name__, e)
    try:
        print('int.__bases__', int.__bases__)
    except Exception as e:
        print('int.__bases__', 'ERR', type(e).__name__, e)
    try:
        print('C.__base__', C.__base__)
    except Exception as e:
        print('C.__base__', 'ERR', type(e).__name__, e)
    try:
        print('o.__base__', o.__base__)
    except Exception as e:
        print('o.__base__', 'ERR', type(e).__name__, e)
    try:
        print('object.__base__', object.__base__)
    except Exception as e:
        print('object.__base__', 'ERR', type(e).__name__, e)
    try:
        print('int.__base__', int.__base__)
    except Exception as e:
        print('int.__base__', 'ERR', type(e).__name__, e)
    try:
        print('C.__annotations__', C.__annotations__)
    except Exception as e:
        print('C.__annotations__', 'ERR', type(e).__name__, e)
    try:
        print('o.__annotations__', o.__annotations__)
    except Exception as e:
        print('o.__annotations__', 'ERR', type(e).__name__, e)
    try:
        print('object.__annotations__', object.__annotations__)
    except Exception as e:
        print('object.__annotations__', 'ERR', type(e).__name__, e)
    try:
        print('int.__annotations__', int.__annotations__)
    except Exception as e:
        print('int.__annotations__', 'ERR', type(e).__name__, e)
    try:
        print('C.__name__', C.__name__)
    except Exception as e:
        print('C.__name__', 'ERR', type(e).__name__, e)
    try:
        print('o.__name__', o.__name__)
    except Exception as e:
        print('o.__name__', 'ERR', type(e).__name__, e)
    try:
        print('object.__name__', object.__name__)
    except Exception as e:
        print('object.__name__', 'ERR', type(e).__name__, e)
    try:
        print('int.__name__', int.__name__)
    except Exception as e:
        print('int.__name__', 'ERR', type(e).__name__, e)
    try:
        print('C.__init__', C.__init__)
    except Exception as e:
        print('C.__init__', 'ERR', type(e).__name__, e)
    try:
        print('o.__init__', o.__init__)
    except Exception as e:
        print('o.__init__', 'ERR', type(e).__name__, e)
    try:
        print('object.__init__', object.__init__)
    except Exception as e:
        print('object.__init__', 'ERR', type(e).__name__, e)
    try:
        print('int.__init__', int.__init__)
    except Exception as e:
        print('int.__init__', 'ERR', type(e).__name__, e)
    try:
        print('C.__eq__', C.__eq__)
    except Exception as e:
        print('C.__eq__', 'ERR', type(e).__name__, e)
    try:
        print('o.__eq__', o.__eq__)
    except Exception as e:
        print('o.__eq__', 'ERR', type(e).__name__, e)
    try:
        print('object.__eq__', object.__eq__)
    except Exception as e:
        print('object.__eq__', 'ERR', type(e).__name__, e)
    try:
        print('int.__eq__', int.__eq__)
    except Exception as e:
        print('int.__eq__', 'ERR', type(e).__name__, e)
    try:
        print('C.__hash__', C.__hash__)
    except Exception as e:
        print('C.__hash__', 'ERR', type(e).__name__, e)
    try:
        print('o.__hash__', o.__hash__)
    except Exception as e:
        print('o.__hash__', 'ERR', type(e).__name__, e)
    try:
        print('object.__hash__', object.__hash__)
    except Exception as e:
        print('object.__hash__', 'ERR', type(e).__name__, e)
    try:
        print('int.__hash__', int.__hash__)
    except Exception as e:
        print('int.__hash__', 'ERR', type(e).__name__, e)
    try:
        print('C.__repr__', C.__repr__)
    except Exception as e:
        print('C.__repr__', 'ERR', type(e).__name__, e)
    try:
        print('o.__repr__', o.__repr__)
    except Exception as e:
        print('o.__repr__', 'ERR', type(e).__name__, e)
    try:
        print('object.__repr__', object.__repr__)
    except Exception as e:
        print('object.__repr__', 'ERR', type(e).__name__, e)
    try:
        print('int.__repr__', int.__repr__)
    except Exception as e:
        print('int.__repr__', 'ERR', type(e).__name__, e)
    try:
        print('C.__setattr__', C.__setattr__)
    except Exception as e:
        print('C.__setattr__', 'ERR', type(e).__name__, e)
    try:
        print('o.__setattr__', o.__setattr__)
    except Exception as e:
        print('o.__setattr__', 'ERR', type(e).__name__, e)
    try:
        print('object.__setattr__', object.__setattr__)
    except Exception as e:
        print('object.__setattr__', 'ERR', type(e).__name__, e)
    try:
        print('int.__setattr__', int.__setattr__)
    except Exception as e:
        print('int.__setattr__', 'ERR', type(e).__name__, e)
    try:
        print('C.__qualname__', C.__qualname__)
    except Exception as e:
        print('C.__qualname__', 'ERR', type(e).__name__, e)
    try:
        print('o.__qualname__', o.__qualname__)
    except Exception as e:
        print('o.__qualname__', 'ERR', type(e).__name__, e)
    try:
        print('object.__qualname__', object.__qualname__)
    except Exception as e:
        print('object.__qualname__', 'ERR', type(e).__name__, e)
    try:
        print('int.__qualname__', int.__qualname__)
    except Exception as e:
        print('int.__qualname__', 'ERR', type(e).__name__, e)
    try:
        print('C.__lt__', C.__lt__)
    except Exception as e:
        print('C.__lt__', 'ERR', type(e).__name__, e)
    try:
        print('o.__lt__', o.__lt__)
    except Exception as e:
        print('o.__lt__', 'ERR', type(e).__name__, e)
    try:
        print('object.__lt__', object.__lt__)
    except Exception as e:
        print('object.__lt__', 'ERR', type(e).__name__, e)
    try:
        print('int.__lt__', int.__lt__)
    except Exception as e:
        print('int.__lt__', 'ERR', type(e).__name__, e)
    try:
        print('C.__str__', C.__str__)
    except Exception as e:
        print('C.__str__', 'ERR', type(e).__name__, e)
    try:
        print('o.__str__', o.__str__)
    except Exception as e:
        print('o.__str__', 'ERR', type(e).__name__, e)
    try:
        print('object.__str__', object.__str__)
    except Exception as e:
        print('object.__str__', 'ERR', type(e).__name__, e)
    try:
        print('int.__str__', int.__str__)
    except Exception as e:
        print('int.__str__', 'ERR', type(e).__name__, e)
