# An exception's cause and context are the program's own exceptions (issue 19).
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError(f"bad input {text!r}") from e


try:
    parse("x")
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__cause__, e.__suppress_context__, e.__context__ is e.__cause__)

try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("during")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("hidden") from None
except ValueError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
