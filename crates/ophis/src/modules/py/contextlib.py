"""Utilities for with-statement contexts (the `contextlib` module), written for ophis.

Provided: contextmanager, ContextDecorator, AbstractContextManager, suppress, nullcontext,
closing, ExitStack and redirect_stdout (print() without file= writes to the target, through
`_ophis_stdout`, since the sandbox has no sys.stdout). redirect_stderr exists and changes
nothing the program can see: nothing in the sandbox writes to standard error. chdir fails
loudly when entered (no working directory). Not provided: the asynchronous variants.

Library code in ophis may not read dunder attributes, so ExitStack cannot fetch a context
manager's `__enter__`/`__exit__` as CPython does. enter_context instead enters the context
manager with a real `with` statement inside a suspended generator, and exits it by
resuming (or throwing the pending exception into) that generator, which calls `__exit__`
exactly as the `with` statement would. For the same reason ExitStack.push accepts exit
callables (and this module's context managers), but not arbitrary context manager objects,
and callbacks receive None as the traceback.
"""

import _ophis_stdout


def _class_path(obj):
    """`module.qualname` of type(obj), as CPython's messages spell it."""
    r = repr(type(obj))
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    if '.' not in r:
        r = 'builtins.' + r
    return r


class AbstractContextManager:
    """An abstract base class for context managers."""

    @classmethod
    def __class_getitem__(cls, params):
        # Subscription (`AbstractContextManager[int]`) is for type hints; ophis gives the class itself.
        return cls

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """A base class or mixin that enables context managers to work as decorators."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """Helper for @contextmanager."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        # Each use as a decorator needs a fresh generator.
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            # Force instantiation, to tell reliably whether the same exception comes back.
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # Suppress StopIteration unless it is the very exception passed to throw():
            # a StopIteration raised inside the with block must not be swallowed.
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            # A StopIteration thrown in and re-raised by the generator comes back wrapped
            # in a RuntimeError (PEP 479); CPython recognizes it by `exc.__cause__ is
            # value`, which library code cannot read, so the message identifies it here.
            if isinstance(value, StopIteration) and exc.args == ('generator raised StopIteration',):
                return False
            raise
        except BaseException as exc:
            # Only re-raise an exception other than the one passed in: __exit__ signals
            # propagation of that one by returning False.
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager decorator: a generator function becomes a context manager factory."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Context to automatically close something at the end of a block."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """Context manager that does no additional processing."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    """Context manager to suppress specified exceptions."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        # A list, as CPython's, so the same object can be entered again while entered.
        self._old_targets = []

    def __enter__(self):
        if self._stream == "stdout":
            _ophis_stdout.push(self._new_target)
        self._old_targets.append(self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        self._old_targets.pop()
        if self._stream == "stdout":
            _ophis_stdout.pop()


class redirect_stdout(_RedirectStream):
    """Context manager for temporarily redirecting stdout to another file."""

    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """Context manager for temporarily redirecting stderr to another file."""

    _stream = "stderr"


class chdir(AbstractContextManager):
    """Non thread-safe context manager to change the current working directory."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        raise NotImplementedError("contextlib.chdir: the sandbox has no working directory")

    def __exit__(self, *excinfo):
        pass


_DONE = object()


def _entered(cm):
    """Enters cm in a `with` statement held open by a suspended generator."""
    def holder():
        with cm as value:
            yield value
        yield _DONE
    gen = holder()
    value = next(gen)
    return value, gen


def _exit_entered(gen, exc):
    """Leaves the `with` statement of `_entered`: True if cm's __exit__ suppressed exc."""
    if exc is None:
        gen.send(None)
        return False
    try:
        gen.throw(exc)
    except BaseException as e:
        if e is exc:
            return False
        if isinstance(exc, StopIteration) and isinstance(e, RuntimeError) and e.args == ('generator raised StopIteration',):
            return False
        raise
    return True


class ExitStack(AbstractContextManager):
    """Context manager for dynamic management of a stack of exit callbacks."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        if type(exit) in _OWN_CMS:
            self._exit_callbacks.append(('own', exit))
        elif callable(exit):
            self._exit_callbacks.append(('callable', exit))
        else:
            raise NotImplementedError(
                'ExitStack.push() of a context manager object is not supported by ophis: '
                'use enter_context() or push a callable')
        return exit  # Allow use as a decorator.

    def enter_context(self, cm):
        try:
            value, gen = _entered(cm)
        except TypeError as e:
            if str(e).endswith('does not support the context manager protocol'):
                raise TypeError(f"'{_class_path(cm)}' object does not support the context "
                                f"manager protocol") from None
            raise
        self._exit_callbacks.append(('entered', gen))
        return value

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(('callable', _exit_wrapper))
        return callback  # Allow use as a decorator.

    def _unwind(self, exc):
        """Runs the callbacks, last in first out, each seeing the exception left by the
        previous ones; returns (suppressed, exception still to raise or None)."""
        suppressed_exc = False
        pending = None
        while self._exit_callbacks:
            kind, cb = self._exit_callbacks.pop()
            try:
                if kind == 'entered':
                    suppressed = _exit_entered(cb, exc)
                elif kind == 'own':
                    suppressed = _own_exit(cb, exc)
                elif exc is None:
                    suppressed = cb(None, None, None)
                else:
                    suppressed = cb(type(exc), exc, None)
                if suppressed:
                    suppressed_exc = True
                    pending = None
                    exc = None
            except BaseException as new_exc:
                pending = new_exc
                exc = new_exc
        return suppressed_exc, pending

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        exc = None
        if received_exc:
            exc = exc_details[1]
            if exc is None:
                exc = exc_details[0]()
        suppressed_exc, pending = self._unwind(exc)
        if pending is not None:
            raise pending
        return received_exc and suppressed_exc

    def close(self):
        suppressed_exc, pending = self._unwind(None)
        if pending is not None:
            raise pending


def _own_exit(cm, exc):
    """The __exit__ of this module's context managers, for ExitStack.push(cm)."""
    t = type(cm)
    if t is suppress:
        return exc is not None and isinstance(exc, cm._exceptions)
    if t is closing:
        cm.thing.close()
        return None
    if t is ExitStack:
        suppressed_exc, pending = cm._unwind(exc)
        if pending is not None:
            raise pending
        return exc is not None and suppressed_exc
    return None


_OWN_CMS = (suppress, closing, nullcontext, ExitStack, AbstractContextManager)
