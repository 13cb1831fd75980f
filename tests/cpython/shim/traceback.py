"""`traceback` for CPython's tests inside ophis: the tests read frames from `__traceback__`,
which the sandbox keeps from programs (the interpreter's insides), so every use skips the test
with that reason. Only the runner's configuration has it."""

import _sandbox


def _lacks(*args, **kwargs):
    _sandbox.lacks("traceback objects")


extract_tb = extract_stack = format_tb = format_exception = format_exc = print_exc = _lacks
print_exception = print_tb = print_stack = walk_tb = _lacks
