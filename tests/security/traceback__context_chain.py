# expect: ok
# An exception's __context__ and __cause__ are the program's own exceptions: harmless under
# both dunder policies (issue 19). Its __traceback__ (frames) is not: see the other
# traceback__ attacks.
try:
    try:
        1 / 0
    except Exception:
        raise ValueError("second")
except ValueError as e:
    assert type(e.__context__) is ZeroDivisionError and e.__cause__ is None
    print(e.__context__)
