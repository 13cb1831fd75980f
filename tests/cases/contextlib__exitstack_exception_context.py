# ExitStack chains the exceptions its callbacks raise as nested `with` statements would:
# each new exception's context is the one the previous callbacks left (suppressed ones
# dropped), also when a callback's exception already has a context chain of its own.
from contextlib import ExitStack


def raise_exc(exc):
    raise exc


saved_details = None


def suppress_exc(*exc_details):
    global saved_details
    saved_details = exc_details
    return True


def chain(exc):
    names = []
    while exc is not None:
        names.append(type(exc).__name__ + str(exc.args))
        exc = exc.__context__
    return names


try:
    with ExitStack() as stack:
        stack.callback(raise_exc, IndexError)
        stack.callback(raise_exc, KeyError)
        stack.callback(raise_exc, AttributeError)
        stack.push(suppress_exc)
        stack.callback(raise_exc, ValueError)
        1 / 0
except IndexError as exc:
    print(chain(exc))
print(chain(saved_details[1]))


def raise_nested(inner_exc, outer_exc):
    try:
        raise inner_exc
    finally:
        raise outer_exc


excs = [Exception(i) for i in range(1, 6)]
try:
    with ExitStack() as stack:
        stack.callback(raise_nested, excs[3], excs[4])
        stack.callback(raise_nested, excs[1], excs[2])
        raise excs[0]
except Exception as exc:
    print(exc is excs[4], chain(exc))

try:
    with ExitStack() as stack:
        stack.callback(raise_exc, KeyError("k"))
        stack.callback(raise_exc, ValueError("v"))
except KeyError as exc:
    print(chain(exc))
