# Class patterns as CPython's MATCH_CLASS runs them: the class must be a type, __match_args__
# must be exactly a tuple of str, one attribute cannot take two sub-patterns, the attributes
# are all read before any sub-pattern is matched, and the builtin types that match themselves
# positionally pass that on to their subclasses.


def attempt(f):
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def twice_positional_and_keyword():
    match Point(1, 2):
        case Point(0, x=1):
            return "matched"
    return "no"


def twice_keyword_only():
    match Point(1, 2):
        case Point(1, y=2):
            return "mixed"
    return "no"


class ListArgs:
    __match_args__ = ["a"]
    a = 1


def list_match_args():
    match ListArgs():
        case ListArgs(1):
            return "matched"
    return "no"


def list_match_args_no_positional():
    match ListArgs():
        case ListArgs(a=1):
            return "keywords only: no check"
    return "no"


class TupleSub(tuple):
    pass


class SubArgs:
    __match_args__ = TupleSub(("a",))
    a = 1


def tuple_subclass_match_args():
    match SubArgs():
        case SubArgs(1):
            return "matched"
    return "no"


class IntArgs:
    __match_args__ = (1,)


def non_str_element():
    match IntArgs():
        case IntArgs(1):
            return "matched"
    return "no"


def too_many():
    match Point(1, 2):
        case Point(1, 2, 3):
            return "matched"
    return "no"


def not_a_type():
    match 1:
        case len.__call__():
            return "matched"
    return "no"


class Logged:
    __match_args__ = ("a", "b", "c")

    def __getattr__(self, name):
        log.append(name)
        if name == "c":
            raise AttributeError(name)
        return name.upper()


log = []


def attrs_before_subpatterns():
    match Logged():
        case Logged("x", "B"):
            return "matched"
    return "no"


def missing_attribute_stops():
    match Logged():
        case Logged("A", "B", "C"):
            return "matched"
    return "no"


class MyInt(int):
    pass


class MyStr(str):
    __match_args__ = ("upper_",)

    @property
    def upper_(self):
        return self.upper()


def match_self_subclass():
    match MyInt(5):
        case MyInt(5 as n):
            return "self", n
    return "no"


def match_self_two():
    match MyInt(5):
        case MyInt(5, 6):
            return "matched"
    return "no"


def match_args_overrides_self():
    match MyStr("ab"):
        case MyStr("AB" as u):
            return "attribute", u
    return "no"


def instancecheck_hook():
    class Meta(type):
        def __instancecheck__(cls, obj):
            return obj == "anything"

    class Any(metaclass=Meta):
        pass

    match "anything":
        case Any():
            return "hooked"
    return "no"


for f in (
    twice_positional_and_keyword,
    twice_keyword_only,
    list_match_args,
    list_match_args_no_positional,
    tuple_subclass_match_args,
    non_str_element,
    too_many,
    not_a_type,
    attrs_before_subpatterns,
    missing_attribute_stops,
    match_self_subclass,
    match_self_two,
    match_args_overrides_self,
    instancecheck_hook,
):
    attempt(f)
print(log)
