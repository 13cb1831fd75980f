# BaseExceptionGroup / ExceptionGroup construction (CPython 3.11's BaseExceptionGroup_new):
# argument checks and their messages, the class chosen, str/repr/args, the read-only members,
# subclassing and the generic alias.


def attempt(label, make):
    try:
        r = make()
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", type(r).__name__, repr(r), str(r))


attempt("one arg", lambda: ExceptionGroup("x"))
attempt("three args", lambda: ExceptionGroup("x", [], 3))
attempt("no args", lambda: BaseExceptionGroup())
attempt("msg not str", lambda: ExceptionGroup(1, [ValueError()]))
attempt("set", lambda: ExceptionGroup("x", {ValueError()}))
attempt("None", lambda: ExceptionGroup("x", None))
attempt("dict", lambda: ExceptionGroup("x", {1: 2}))
attempt("empty", lambda: ExceptionGroup("x", []))
attempt("not exc", lambda: ExceptionGroup("x", [ValueError(), 1]))
attempt("class not instance", lambda: ExceptionGroup("x", [ValueError]))
attempt("str items", lambda: ExceptionGroup("x", "ab"))
attempt("base in EG", lambda: ExceptionGroup("x", [KeyboardInterrupt()]))
attempt("keywords", lambda: ExceptionGroup("x", [ValueError()], a=1))
attempt("BEG of Exceptions", lambda: BaseExceptionGroup("x", [ValueError(1)]))
attempt("BEG of base", lambda: BaseExceptionGroup("x", [ValueError(1), SystemExit(2)]))
attempt("tuple", lambda: ExceptionGroup("x", (ValueError(1), TypeError(2))))
attempt("generator", lambda: ExceptionGroup("x", (e for e in [ValueError()])))


class MyBase(BaseExceptionGroup):
    pass


class MyExc(Exception, BaseExceptionGroup):
    pass


attempt("subclass keeps its class", lambda: MyBase("x", [ValueError(1)]))
attempt("subclass with base", lambda: MyBase("x", [KeyboardInterrupt()]))
attempt("Exception subclass with base", lambda: MyExc("x", [KeyboardInterrupt()]))
attempt("Exception subclass", lambda: MyExc("x", [ValueError()]))

excs = [ValueError(1), TypeError("t")]
eg = ExceptionGroup("many", excs)
print(eg.message, eg.exceptions, type(eg.exceptions).__name__, eg.args[1] is excs)
print(str(eg), repr(eg), eg.args)
excs.append(KeyError())
print(len(eg.exceptions), len(eg.args[1]))
for attr in ("message", "exceptions"):
    try:
        setattr(eg, attr, 1)
    except AttributeError as e:
        print(attr, "AttributeError", e)
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(BaseExceptionGroup, Exception))
print([issubclass(ExceptionGroup, c) for c in (Exception, BaseException, object, ValueError)])
print(ExceptionGroup.__name__, ExceptionGroup.__module__, BaseExceptionGroup.__qualname__)
print(ExceptionGroup[int], BaseExceptionGroup[ValueError], MyBase[int])
print(str(BaseExceptionGroup("one", [SystemExit()])))
print(ExceptionGroup("", [ValueError()]))

# A subclass with its own __new__ and __init__ (the pattern PEP 654 documents).


class Errors(ExceptionGroup):
    def __new__(cls, message, excs, code):
        obj = super().__new__(cls, message, excs)
        obj.code = code
        return obj

    def __init__(self, message, excs, code):
        super().__init__(message, excs)

    def derive(self, excs):
        return Errors(self.message, excs, self.code)


e = Errors("errs", [ValueError(1), TypeError(2)], 42)
print(type(e).__name__, e.code, e.args, e)
m, r = e.split(ValueError)
print(type(m).__name__, m.code, repr(m.exceptions), type(r).__name__, r.code)

# Catching a group with a plain except.
try:
    raise ExceptionGroup("caught", [ValueError(1)])
except Exception as caught:
    print("caught", repr(caught))
try:
    raise BaseExceptionGroup("base", [KeyboardInterrupt()])
except Exception:
    print("wrong")
except BaseException as caught:
    print("caught base", repr(caught), type(caught).__name__)
