import unittest


# TestCase.__init_subclass__ passes on to the next class in the MRO.
class Hooked:
    def __init_subclass__(cls, **kw):
        print("hook", cls.__name__, kw)


class Mixed(unittest.TestCase, Hooked):
    pass


class Keyed(unittest.TestCase, Hooked, flag=True):
    pass


print(Mixed._classSetupFailed, Keyed._class_cleanups)
