# ExitStack.callback wraps the callback in a function of its own, which names the callback
# in __wrapped__ (CPython's introspection aid) and keeps its own name and no docstring.
from contextlib import ExitStack

calls = []


def _exit(*args, **kwds):
    """Docstring of the callback."""
    calls.append((args, kwds))


with ExitStack() as stack:
    f = stack.callback(_exit, 1, example=2)
    print(f is _exit)
    wrapper = stack._exit_callbacks[-1][1]
    print(wrapper.__wrapped__ is _exit, wrapper.__name__ != _exit.__name__, wrapper.__doc__)
print(calls)
