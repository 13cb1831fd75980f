# unittest's enterContext, enterClassContext and enterModuleContext: the context is entered
# now and exited as a cleanup; an object without __enter__/__exit__ is CPython's TypeError.
import unittest

log = []


class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, *exc):
        log.append("exit " + self.name)


print(unittest.enterModuleContext(CM("module")), log)
unittest.doModuleCleanups()
print(log)
try:
    unittest.enterModuleContext(42)
except TypeError as e:
    print("TypeError:", e)


class T(unittest.TestCase):
    def runTest(self):
        log.append(self.enterContext(CM("test")))
        try:
            self.enterContext(object())
        except TypeError as e:
            log.append(str(e))


log.clear()
t = T()
t.run(unittest.TestResult())
print(log)
