# contextlib as CPython 3.11's: @contextmanager keeps the function's name and doc, a StopIteration
# wrapped by the generator (PEP 479 sets __cause__) propagates as itself, ExitStack.push takes
# context manager objects.
from contextlib import ExitStack, contextmanager, suppress


@contextmanager
def tagged(name):
    """Whee!"""
    print('enter', name)
    try:
        yield name
    finally:
        print('exit', name)


print(tagged.__name__, tagged.__doc__, tagged.__wrapped__('x') is not None)
cm = tagged('a')
print(type(cm).__name__, cm.__doc__)


@contextmanager
def undocumented():
    yield


print(undocumented().__doc__)


# A StopIteration thrown into the generator and wrapped by it propagates as itself; any
# other wrapping RuntimeError is the one raised (bpo-29692).
@contextmanager
def wrapping():
    try:
        yield
    except Exception as exc:
        raise RuntimeError(f'caught {exc!r}') from exc


for raise_it in (lambda: 1 / 0, lambda: next(iter([]))):
    try:
        with wrapping():
            raise_it()
    except Exception as ex:
        print(type(ex).__name__, ex.args, type(ex.__cause__).__name__)


@contextmanager
def swallow_stop():
    yield


try:
    with swallow_stop():
        raise StopIteration('kept')
except StopIteration as ex:
    print('StopIteration propagates', ex.args)


# ExitStack.push with a context manager object calls its class's __exit__, last in first out,
# each seeing what the previous one left.
class Recorder:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    def __enter__(self):
        return self

    def __exit__(self, typ, value, tb):
        print('exit', self.name, typ.__name__ if typ else None, value)
        return self.suppress


with ExitStack() as stack:
    stack.push(Recorder('first'))
    stack.push(Recorder('second'))
    stack.push(lambda *exc: print('callable', exc[0]))

with ExitStack() as stack:
    stack.push(Recorder('outer'))
    stack.push(Recorder('suppressing', suppress=True))
    raise KeyError('gone')
print('suppressed')

r = Recorder('returned')
with ExitStack() as stack:
    print(stack.push(r) is r)
    stack.enter_context(suppress(ZeroDivisionError))
    1 / 0
print('done')


# PEP 479: the RuntimeError is raised from the StopIteration (cause, context, suppressed).
def gen():
    yield


it = gen()
next(it)
stop = StopIteration('x')
try:
    it.throw(stop)
except RuntimeError as e:
    print(e, e.__cause__ is stop, e.__context__ is stop, e.__suppress_context__)
