pairs = [(ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (IndexError, LookupError), (KeyError, LookupError),
         (UnicodeDecodeError, ValueError), (UnicodeError, ValueError), (NotImplementedError, RuntimeError), (RecursionError, RuntimeError),
         (StopIteration, Exception), (FileNotFoundError, OSError), (ModuleNotFoundError, ImportError), (TypeError, ValueError), (KeyboardInterrupt, Exception),
         (BaseException, object), (Exception, BaseException), (GeneratorExit, Exception), (AssertionError, Exception), (UnboundLocalError, NameError)]
for a, b in pairs:
    print(issubclass(a, b), end=" ")
print()
for exc in [ValueError("m"), KeyError("k"), TypeError(), StopIteration(5), Exception("a", 1)]:
    print(repr(exc), str(exc), exc.args)
