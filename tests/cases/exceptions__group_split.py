# ExceptionGroup.split / subgroup / derive (CPython 3.11's exceptiongroup_split_recursive):
# matching by type, tuple of types and predicate, nested groups, the whole group returned
# itself on a full match, the parts rebuilt by derive() with the original's cause, context and
# a copy of its notes, and the matcher errors.


def show(e, indent=""):
    if e is None:
        print(indent + "None")
    elif isinstance(e, BaseExceptionGroup):
        print(f"{indent}{type(e).__name__}({e.message!r}) notes={getattr(e, '__notes__', None)}")
        for x in e.exceptions:
            show(x, indent + "  ")
    else:
        print(indent + repr(e))


v1, t2, k3, v4 = ValueError(1), TypeError(2), KeyError(3), ValueError(4)
inner = ExceptionGroup("inner", [k3, v4])
eg = ExceptionGroup("outer", [v1, t2, inner])

for matcher in [ValueError, (TypeError, KeyError), LookupError, Exception, OSError]:
    m, r = eg.split(matcher)
    name = getattr(matcher, "__name__", None) or [c.__name__ for c in matcher]
    print("split by", name)
    show(m, "  match: ")
    show(r, "  rest:  ")
    show(eg.subgroup(matcher), "  subgroup: ")

m, r = eg.split(lambda e: isinstance(e, ValueError) and e.args[0] > 1)
show(m)
show(r)
print("leaves kept by identity:", m.exceptions[0].exceptions[0] is v4, r.exceptions[0] is v1)
print(
    "full match is the group itself:",
    eg.split(Exception)[0] is eg,
    eg.subgroup(ExceptionGroup) is eg,
)
print("predicate sees groups too:", eg.subgroup(lambda e: isinstance(e, ExceptionGroup)) is eg)
seen = []
eg.subgroup(lambda e: seen.append(type(e).__name__))
print("predicate order:", seen)

# The parts carry the original's cause, context and a copy of its notes.
try:
    try:
        raise OSError("ctx")
    except OSError:
        raise ExceptionGroup("chained", [ValueError("a"), TypeError("b")]) from KeyError("cause")
except ExceptionGroup as e:
    chained = e
chained.add_note("first note")
m, r = chained.split(ValueError)
for part in (m, r):
    print(
        repr(part),
        repr(part.__cause__),
        repr(part.__context__),
        part.__suppress_context__,
        part.__notes__,
        part.__notes__ is chained.__notes__,
    )
m.add_note("only on the match")
print(chained.__notes__, r.__notes__)
plain = ExceptionGroup("plain", [ValueError(), TypeError()])
p1, p2 = plain.split(ValueError)
print(plain.__suppress_context__, p1.__suppress_context__, hasattr(p1, "__notes__"))

# BaseExceptionGroup parts become ExceptionGroups when they can.
beg = BaseExceptionGroup("mixed", [ValueError(1), KeyboardInterrupt()])
m, r = beg.split(ValueError)
print(type(m).__name__, type(r).__name__, repr(m), repr(r))

# derive() decides the type of the parts; a derive that returns no group is an error.


class Plain(ExceptionGroup):
    pass


m, r = Plain("p", [ValueError(), TypeError()]).split(ValueError)
print(type(m).__name__, type(r).__name__)


class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return ValueError("not a group")


try:
    BadDerive("b", [ValueError(), TypeError()]).split(ValueError)
except TypeError as e:
    print("TypeError", e)
print(BadDerive("b", [ValueError()]).split(ExceptionGroup)[0] is not None)
print(repr(eg.derive([ValueError(9)])), repr(eg.derive((KeyboardInterrupt(),))))

for bad in [1, "x", (ValueError, 1), ExceptionGroup("x", [ValueError()]), None, [ValueError]]:
    for method in ("split", "subgroup"):
        try:
            getattr(eg, method)(bad)
        except TypeError as e:
            print(method, repr(bad), "TypeError", e)
try:
    eg.split()
except TypeError as e:
    print("TypeError", e)
try:
    eg.split(lambda e: 1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError from the predicate", e)
calls = [
    lambda: eg.derive(),
    lambda: eg.derive(1, 2),
    lambda: eg.derive(excs=[]),
    lambda: eg.subgroup(),
    lambda: eg.split(1, 2),
    lambda: eg.split(matcher_value=ValueError),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
