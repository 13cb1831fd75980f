# try/except* with exception groups (CPython 3.11's CHECK_EG_MATCH and PREP_RERAISE_STAR):
# each clause takes the part it matches and runs at most once with it, a naked exception is
# wrapped in ExceptionGroup(""), the unmatched rest propagates, and what the clauses raise is
# combined with the rest; re-raised parts keep the original group's shape.


def show(e, indent=""):
    if isinstance(e, BaseExceptionGroup):
        ctx = type(e.__context__).__name__
        print(f"{indent}{type(e).__name__}({e.message!r}) context={ctx}")
        for x in e.exceptions:
            show(x, indent + "  ")
    else:
        print(f"{indent}{e!r} context={type(e.__context__).__name__}")


def run(name, f):
    print("--", name)
    try:
        f()
    except BaseException as e:
        print("escaped:")
        show(e, "  ")
    else:
        print("nothing escaped")


def nested_partial():
    eg = ExceptionGroup(
        "eg", [ValueError(1), TypeError(2), ExceptionGroup("in", [ValueError(3), KeyError(4)])]
    )
    try:
        raise eg
    except* ValueError as e:
        print("ValueError clause:", repr(e), e is not eg)
    except* TypeError as e:
        print("TypeError clause:", repr(e))
        raise


def raise_new_from_naked():
    try:
        raise ValueError(1)
    except* ValueError as e:
        print("wrapped:", repr(e), repr(e.exceptions[0]))
        raise TypeError(2)


def raise_in_two_clauses():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise KeyError("k")
    except* TypeError as e:
        raise e.exceptions[0]


def tuple_clause():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* (ValueError, TypeError) as e:
        print("both in one clause:", repr(e))
    except* Exception:
        print("never: nothing is left")


def reraise_naked():
    try:
        raise ValueError(1)
    except* ValueError:
        raise


def unmatched_group():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* KeyError:
        print("never")


def from_none_and_finally():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError(1) from None
    except* TypeError:
        pass
    finally:
        print("finally runs")


def note_then_reraise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        e.add_note("seen")
        raise


def handled_with_else():
    try:
        raise ValueError(1)
    except* ValueError:
        print("handled")
    else:
        print("never")
    print("continues after the try")


def no_exception():
    try:
        pass
    except* ValueError:
        print("never")
    else:
        print("else runs")


def base_exceptions():
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1)])
    except* KeyboardInterrupt as e:
        print("KeyboardInterrupt clause:", type(e).__name__, repr(e))


def naked_base():
    try:
        raise SystemExit(3)
    except* SystemExit as e:
        print("naked base wrapped in:", type(e).__name__, repr(e))


def full_match_is_same_object():
    eg = ExceptionGroup("same", [ValueError(1)])
    try:
        raise eg
    except* ValueError as e:
        print("a group matched whole by split is rebuilt:", e is eg, e.exceptions == eg.exceptions)


def subclass_group():
    class MyEG(ExceptionGroup):
        def derive(self, excs):
            return MyEG(self.message + "!", excs)

    try:
        raise MyEG("mine", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        print("subclass part:", type(e).__name__, repr(e))


def bound_name_is_deleted():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as e:
        pass
    try:
        print(e)
    except NameError as err:
        print("NameError:", err)


def loop_with_except_star():
    total = 0
    for i in range(4):
        try:
            if i % 2:
                raise ExceptionGroup("odd", [ValueError(i), ValueError(i * 10)])
            raise KeyError(i)
        except* ValueError as e:
            total += sum(x.args[0] for x in e.exceptions)
        except* KeyError as e:
            total += 100
    print("total", total)


def nested_try_star():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError:
            print("inner handles ValueError")
    except* TypeError as e:
        print("outer handles", repr(e))


for f in [
    nested_partial,
    raise_new_from_naked,
    raise_in_two_clauses,
    tuple_clause,
    reraise_naked,
    unmatched_group,
    from_none_and_finally,
    note_then_reraise,
    handled_with_else,
    no_exception,
    base_exceptions,
    naked_base,
    full_match_is_same_object,
    subclass_group,
    bound_name_is_deleted,
    loop_with_except_star,
    nested_try_star,
]:
    run(f.__name__, f)
