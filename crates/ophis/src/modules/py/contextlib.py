"""Utilities for with-statement contexts (the `contextlib` module), written for ophis.

Provided: contextmanager, ContextDecorator, AbstractContextManager and
AbstractAsyncContextManager (CPython's ABCs), suppress, nullcontext,
closing, ExitStack and redirect_stdout (print() without file= writes to the target, through
`_ophis_stdout`, since the sandbox has no sys.stdout), and the asynchronous variants
asynccontextmanager, AsyncContextDecorator, aclosing and AsyncExitStack. redirect_stderr
exists and changes nothing the program can see: nothing in the sandbox writes to standard
error. chdir fails loudly when entered (no working directory).

Library code runs under the program's dunder policy. Both policies let it read the
context-manager protocol (`__enter__`, `__exit__`), names, docs and exception chaining
(`__cause__`, `__context__`), but not a host object's dunders: enter_context therefore enters
the context manager with a real `with` statement inside a suspended generator (which works
for host context managers too), and exits it by resuming (or throwing the pending exception
into) that generator, which calls `__exit__` exactly as the `with` statement would.
ExitStack.push takes an exit callable or a context manager object of the sandbox, whose
class's `__exit__` it calls as CPython does. Callbacks receive None as the traceback (ophis
has no traceback objects).
"""

import _abc
import _ophis_stdout
import abc
import collections.abc as _collections_abc
from functools import wraps

# CPython's `types.GenericAlias`, which `__class_getitem__` makes (`deque[int]`).
_GenericAlias = type(list[int])


def _class_path(obj):
    """`module.qualname` of type(obj), as CPython's messages spell it."""
    r = repr(type(obj))
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    if '.' not in r:
        r = 'builtins.' + r
    return r


class AbstractContextManager(abc.ABC):
    """An abstract base class for context managers."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __enter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _collections_abc._check_methods(C, "__enter__", "__exit__")
        return NotImplemented


class AbstractAsyncContextManager(abc.ABC):
    """An abstract base class for asynchronous context managers."""

    __class_getitem__ = classmethod(_GenericAlias)

    async def __aenter__(self):
        """Return `self` upon entering the runtime context."""
        return self

    @abc.abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        """Raise any exception triggered within the runtime context."""
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _collections_abc._check_methods(C, "__aenter__", "__aexit__")
        return NotImplemented


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
    """Helper for @contextmanager decorator."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        # As CPython: an instance's docstring is the generator function's, else the class's.
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

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
            # Don't re-raise the passed in exception (bpo-27122).
            if exc is value:
                return False
            # A StopIteration thrown in and wrapped into a RuntimeError (PEP 479, or by the
            # generator itself) is not suppressed: the original propagates (bpo-29692), but
            # only when the RuntimeError wraps exactly it.
            if isinstance(value, StopIteration) and exc.__cause__ is value:
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
    @wraps(func)
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


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """Context manager that does no additional processing, sync or async."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
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
        if isinstance(exc, StopIteration) and isinstance(e, RuntimeError) and e.__cause__ is exc:
            return False
        raise
    return True


def _fix_exception_context(new_exc, old_exc, frame_exc):
    """As CPython's ExitStack: the end of the new exception's chain (where it reaches the
    frame's exception, `frame_exc`) is made to point to the exception the previous callbacks
    left, as nested `with` statements would chain them."""
    while 1:
        exc_context = new_exc.__context__
        if exc_context is None or exc_context is old_exc:
            return
        if exc_context is frame_exc:
            break
        new_exc = exc_context
    new_exc.__context__ = old_exc


def _received_exception(exc_details):
    """The exception an `__exit__`/`__aexit__` was given (made from its type when only the
    type came), or None."""
    if exc_details[0] is None:
        return None
    exc = exc_details[1]
    return exc_details[0]() if exc is None else exc


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
        # As CPython: a context manager object is recognised by its class's __exit__ (looked
        # up on the type, not the instance), anything else must be an exit callable.
        _cb_type = type(exit)
        if _abc.defines(_cb_type, '__exit__'):
            exit_method = _cb_type.__exit__

            def _exit_wrapper(exc_type, exc, tb):
                return exit_method(exit, exc_type, exc, tb)
            self._exit_callbacks.append(('callable', _exit_wrapper))
        else:
            self._exit_callbacks.append(('callable', exit))
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
        # As CPython: the signature changed, so no @wraps, but __wrapped__ helps introspection.
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(('callable', _exit_wrapper))
        return callback  # Allow use as a decorator.

    def _unwind(self, exc):
        """Runs the callbacks, last in first out, each seeing the exception left by the
        previous ones; returns (suppressed, exception still to raise or None)."""
        # The exception the frame is handling (CPython's `sys.exc_info()` there): the body's.
        frame_exc = exc
        suppressed_exc = False
        pending = None
        while self._exit_callbacks:
            kind, cb = self._exit_callbacks.pop()
            try:
                if kind == 'entered':
                    suppressed = _exit_entered(cb, exc)
                elif exc is None:
                    suppressed = cb(None, None, None)
                else:
                    suppressed = cb(type(exc), exc, None)
                if suppressed:
                    suppressed_exc = True
                    pending = None
                    exc = None
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc, frame_exc)
                pending = new_exc
                exc = new_exc
        return suppressed_exc, pending

    def _raise_pending(self, pending):
        # A bare `raise pending` would replace the context set up above.
        fixed_ctx = pending.__context__
        try:
            raise pending
        except BaseException:
            pending.__context__ = fixed_ctx
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        exc = _received_exception(exc_details)
        suppressed_exc, pending = self._unwind(exc)
        if pending is not None:
            self._raise_pending(pending)
        return received_exc and suppressed_exc

    def close(self):
        suppressed_exc, pending = self._unwind(None)
        if pending is not None:
            self._raise_pending(pending)





class AsyncContextDecorator:
    """A base class or mixin that enables async context managers to work as decorators."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return inner


class _AsyncGeneratorContextManager(AbstractAsyncContextManager, AsyncContextDecorator):
    """Helper for @asynccontextmanager decorator."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        # Each use as a decorator needs a fresh generator.
        return type(self)(self.func, self.args, self.kwds)

    async def __aenter__(self):
        try:
            return await anext(self.gen)
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await anext(self.gen)
            except StopAsyncIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            # Force instantiation, to tell reliably whether the same exception comes back.
            value = typ()
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as exc:
            # A StopAsyncIteration raised inside the with block must not be swallowed.
            return exc is not value
        except RuntimeError as exc:
            # Don't re-raise the passed in exception (bpo-27122).
            if exc is value:
                return False
            # A StopIteration or StopAsyncIteration thrown in and wrapped into a RuntimeError
            # is not suppressed: the original propagates (bpo-33786).
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            # Only re-raise an exception other than the one passed in: __aexit__ signals
            # propagation of that one by returning False.
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """@asynccontextmanager decorator: an async generator function becomes an async context
    manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class aclosing(AbstractAsyncContextManager):
    """Async context manager for safely finalizing an asynchronously cleaned-up resource such
    as an async generator, calling its ``aclose()`` method."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


async def _aentered(cm):
    """Enters cm in an `async with` statement held open by a suspended async generator (as
    `_entered` does for `with`)."""
    async def holder():
        async with cm as value:
            yield value
        yield _DONE
    gen = holder()
    value = await anext(gen)
    return value, gen


async def _aexit_entered(gen, exc):
    """Leaves the `async with` statement of `_aentered`: True if cm's __aexit__ suppressed
    exc."""
    if exc is None:
        await gen.asend(None)
        return False
    try:
        await gen.athrow(exc)
    except BaseException as e:
        if e is exc:
            return False
        if (isinstance(exc, (StopIteration, StopAsyncIteration))
                and isinstance(e, RuntimeError) and e.__cause__ is exc):
            return False
        raise
    return True


class AsyncExitStack(ExitStack, AbstractAsyncContextManager):
    """Async context manager for dynamic management of a stack of exit callbacks, sync and
    async: what ExitStack does, and async context managers and callbacks besides."""

    async def enter_async_context(self, cm):
        try:
            value, gen = await _aentered(cm)
        except TypeError as e:
            if str(e).endswith('does not support the asynchronous context manager protocol'):
                raise TypeError(f"'{_class_path(cm)}' object does not support the "
                                f"asynchronous context manager protocol") from None
            raise
        self._exit_callbacks.append(('aentered', gen))
        return value

    def push_async_exit(self, exit):
        # As CPython: an async context manager object is recognised by its class's
        # __aexit__, anything else must be an async exit callable.
        _cb_type = type(exit)
        if _abc.defines(_cb_type, '__aexit__'):
            exit_method = _cb_type.__aexit__

            async def _exit_wrapper(exc_type, exc, tb):
                return await exit_method(exit, exc_type, exc, tb)
            self._exit_callbacks.append(('acallable', _exit_wrapper))
        else:
            self._exit_callbacks.append(('acallable', exit))
        return exit  # Allow use as a decorator.

    def push_async_callback(self, callback, /, *args, **kwds):
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(('acallable', _exit_wrapper))
        return callback  # Allow use as a decorator.

    async def _aunwind(self, exc):
        """ExitStack._unwind, awaiting the async callbacks and context managers."""
        frame_exc = exc
        suppressed_exc = False
        pending = None
        while self._exit_callbacks:
            kind, cb = self._exit_callbacks.pop()
            try:
                if kind == 'entered':
                    suppressed = _exit_entered(cb, exc)
                elif kind == 'aentered':
                    suppressed = await _aexit_entered(cb, exc)
                else:
                    args = (None, None, None) if exc is None else (type(exc), exc, None)
                    suppressed = cb(*args)
                    if kind == 'acallable':
                        suppressed = await suppressed
                if suppressed:
                    suppressed_exc = True
                    pending = None
                    exc = None
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc, frame_exc)
                pending = new_exc
                exc = new_exc
        return suppressed_exc, pending

    async def aclose(self):
        suppressed_exc, pending = await self._aunwind(None)
        if pending is not None:
            self._raise_pending(pending)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        exc = _received_exception(exc_details)
        suppressed_exc, pending = await self._aunwind(exc)
        if pending is not None:
            self._raise_pending(pending)
        return received_exc and suppressed_exc
