# except* refuses exception-group types and non-exception classes (TypeError, checked for every
# clause reached, even once nothing is left to match). (A split() that returns no pair is a
# TypeError in ophis; CPython 3.11.7 crashes on it, so no case compares it.)


def attempt(name, f):
    try:
        f()
    except BaseException as e:
        print(name, "->", type(e).__name__, e, "| context:", repr(e.__context__))


def group_type():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ExceptionGroup:
        pass


def group_in_tuple():
    try:
        raise ValueError(1)
    except* (ValueError, BaseExceptionGroup):
        pass


def after_everything_matched():
    try:
        raise ValueError(1)
    except* ValueError:
        print("  handled, then the next clause's type is still checked")
    except* ExceptionGroup:
        pass


def not_an_exception():
    try:
        raise ValueError(1)
    except* int:
        pass


def subclass_of_group():
    class MyEG(ExceptionGroup):
        pass

    try:
        raise ValueError(1)
    except* MyEG:
        pass


def type_expression_raises():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* undefined_name:
        pass


for f in [
    group_type,
    group_in_tuple,
    after_everything_matched,
    not_an_exception,
    subclass_of_group,
    type_expression_raises,
]:
    attempt(f.__name__, f)
