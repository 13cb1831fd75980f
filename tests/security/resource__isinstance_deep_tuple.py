# expect: ok
# limits: timeout=60 max_operations=100000000
# isinstance() and issubclass() walk nested tuples of classes. CPython counts each level
# against the recursion limit and raises RecursionError; ophis used to recurse natively with no
# check and overflow the stack (SIGSEGV at 200,000 levels). Checked at 2,000,000.
t = int
for i in range(2000000):
    t = (t,)
for check in (lambda: isinstance(1, t), lambda: issubclass(bool, t)):
    try:
        check()
        raise AssertionError("no RecursionError")
    except RecursionError as e:
        assert "maximum recursion depth exceeded in __" in str(e), str(e)
# Shallow nesting still works.
assert isinstance(1, (((str,), int),)) and issubclass(bool, ((str,), (int,)))
