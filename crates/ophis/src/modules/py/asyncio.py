"""Asynchronous I/O without the I/O (the `asyncio` module), written for ophis.

Agent code drives coroutines with `asyncio.run(main())`, `gather`, `create_task`, `sleep`,
`wait_for`, locks and queues. This module is that part of asyncio, built the way CPython's
is (Future, Task and a loop of ready callbacks and timers, following `asyncio/futures.py`,
`tasks.py`, `base_events.py`, `locks.py` and `queues.py` of CPython 3.11, PSF license: see
LICENSE-PSF), so callbacks run and tasks interleave in CPython's order.

The sandbox has no sockets, pipes, subprocesses, threads or signals, so there is no selector:
the loop runs ready callbacks, and when none is ready it sleeps (time.sleep, under the run's
time limit) until the nearest timer. Where CPython would wait forever (every task waits on a
future that no callback or timer can complete), this module raises RuntimeError with an
explanation instead of hanging until the time limit, as `queue` does. Streams, subprocesses,
servers, `to_thread` and executors do not exist here. Tasks run in their own copy of the
`contextvars` context, as CPython's do (plain callbacks run in the current one). An exception raised by a plain callback (`call_soon`, `call_later`) propagates out
of the loop instead of being logged, and an exception of a task nobody awaited is not
reported when the task is collected.
"""

import functools as _functools
import time as _time
from collections import deque as _deque
from heapq import heappush as _heappush, heappop as _heappop

import _abc
import _ophis_asyncio
import contextvars as _contextvars

__all__ = (
    "ALL_COMPLETED",
    "AbstractEventLoopPolicy",
    "DefaultEventLoopPolicy",
    "BoundedSemaphore",
    "CancelledError",
    "Condition",
    "Event",
    "FIRST_COMPLETED",
    "FIRST_EXCEPTION",
    "Future",
    "InvalidStateError",
    "LifoQueue",
    "Lock",
    "PriorityQueue",
    "Queue",
    "QueueEmpty",
    "QueueFull",
    "Semaphore",
    "Task",
    "TaskGroup",
    "TimeoutError",
    "Timeout",
    "all_tasks",
    "as_completed",
    "create_task",
    "current_task",
    "ensure_future",
    "gather",
    "get_event_loop",
    "get_event_loop_policy",
    "get_running_loop",
    "iscoroutine",
    "iscoroutinefunction",
    "isfuture",
    "new_event_loop",
    "run",
    "set_event_loop",
    "set_event_loop_policy",
    "shield",
    "sleep",
    "timeout",
    "timeout_at",
    "wait",
    "wait_for",
)


# --- exceptions (asyncio/exceptions.py) ---------------------------------------------------


class CancelledError(BaseException):
    """The Future or Task was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""


# --- coroutine tests (asyncio/coroutines.py) ----------------------------------------------


async def _probe():
    pass


_probe_coroutine = _probe()
_CoroutineType = type(_probe_coroutine)
_probe_coroutine.close()
del _probe_coroutine


def _probe_generator():
    yield


_GeneratorType = type(_probe_generator())
# The types found to be coroutines, as asyncio/coroutines.py caches them (at most 100).
_iscoroutine_typecache = set()


def iscoroutine(obj):
    """Return True if obj is a coroutine object: as 3.11's asyncio, a coroutine, a generator
    or an instance of a class `collections.abc.Coroutine` accepts (an async generator's
    `athrow()`/`asend()` awaitable, a class with send/throw/close/__await__)."""
    if type(obj) in _iscoroutine_typecache:
        return True
    if isinstance(obj, (_CoroutineType, _GeneratorType)) or _is_abc_coroutine(obj):
        if len(_iscoroutine_typecache) < 100:
            _iscoroutine_typecache.add(type(obj))
        return True
    return False


def _is_abc_coroutine(obj):
    # Imported here: most programs never ask about anything but coroutines.
    # (`from`: reading the submodule as an attribute would be checked against the program's
    # allowlist.)
    from collections.abc import Coroutine
    return isinstance(obj, Coroutine)


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (an `async def`)."""
    while isinstance(func, _functools.partial):
        func = func.func
    return _ophis_asyncio.is_async_def(func)


# --- the running loop (asyncio/events.py) -------------------------------------------------

_running_loop = None
# The interpreter's run that set _running_loop (see _forget_stopped_run).
_running_serial = None
_event_loop = None


def _forget_stopped_run():
    """Drop what a run stopped by a limit left behind.

    A limit ends a run without running its `finally` blocks, so the loop it was running
    still looks running to the next run of the same interpreter (an executor's next step),
    and `asyncio.run()` would refuse to start. A loop marked running by an earlier run is
    stopped here: its pending callbacks and timers are dropped (nothing of a stopped run
    resumes) and its tasks forgotten; a loop `asyncio.run()` made is closed and unset.
    """
    global _running_loop, _running_serial, _event_loop
    if _running_loop is None or _running_serial == _ophis_asyncio.run_serial():
        return
    stale = _running_loop
    _running_loop = None
    _running_serial = None
    stale._running = False
    stale._stopping = False
    stale._ready.clear()
    stale._scheduled.clear()
    _current_tasks.clear()
    _all_tasks[:] = [t for t in _all_tasks if t._loop is not stale]
    if stale._made_by_run:
        stale._closed = True
        if _event_loop is stale:
            _event_loop = None


def _get_running_loop():
    _forget_stopped_run()
    return _running_loop


def get_running_loop():
    """Return the running event loop. Raise a RuntimeError if there is none."""
    if _get_running_loop() is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def get_event_loop():
    """Return the running loop, or the policy's current one (made on first use)."""
    if _get_running_loop() is not None:
        return _running_loop
    return get_event_loop_policy().get_event_loop()


def set_event_loop(loop):
    """Make loop the current event loop of the policy (None: no current loop)."""
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop():
    """Create and return a new event loop, as the policy makes them."""
    return get_event_loop_policy().new_event_loop()


# --- event loop policies (asyncio/events.py) ----------------------------------------------


class AbstractEventLoopPolicy:
    """Abstract policy for accessing the event loop."""

    def get_event_loop(self):
        raise NotImplementedError

    def set_event_loop(self, loop):
        raise NotImplementedError

    def new_event_loop(self):
        raise NotImplementedError


class DefaultEventLoopPolicy(AbstractEventLoopPolicy):
    """The policy of ophis's one thread: a current loop, made on first use."""

    def get_event_loop(self):
        global _event_loop
        if _event_loop is None:
            _event_loop = self.new_event_loop()
        return _event_loop

    def set_event_loop(self, loop):
        global _event_loop
        if loop is not None and not isinstance(loop, _EventLoop):
            raise TypeError(
                "loop must be an instance of AbstractEventLoop or None, "
                f"not '{type(loop).__name__}'"
            )
        _event_loop = loop

    def new_event_loop(self):
        return _EventLoop()


_event_loop_policy = None


def get_event_loop_policy():
    """Get the current event loop policy."""
    global _event_loop_policy
    if _event_loop_policy is None:
        _event_loop_policy = DefaultEventLoopPolicy()
    return _event_loop_policy


def set_event_loop_policy(policy):
    """Set the current event loop policy; None restores the default one."""
    global _event_loop_policy
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(
            "policy must be an instance of AbstractEventLoopPolicy or None, "
            f"not '{type(policy).__name__}'"
        )
    _event_loop_policy = policy


class Handle:
    """A callback scheduled by the loop (asyncio.events.Handle)."""

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        self._callback(*self._args)

    def __repr__(self):
        state = " cancelled" if self._cancelled else ""
        return f"<{type(self).__name__}{state}>"


class TimerHandle(Handle):
    """A callback scheduled for a time (asyncio.events.TimerHandle)."""

    def __init__(self, when, seq, callback, args, loop):
        super().__init__(callback, args, loop)
        self._when = when
        self._seq = seq
        self._scheduled = False

    def when(self):
        return self._when

    # Equal times keep the order in which they were scheduled.
    def __lt__(self, other):
        return (self._when, self._seq) < (other._when, other._seq)


class _EventLoop:
    """The event loop: ready callbacks in order, then timers by time (base_events.py)."""

    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._timer_seq = 0
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._made_by_run = False

    def __repr__(self):
        return (
            f"<_UnixSelectorEventLoop running={self.is_running()} "
            f"closed={self.is_closed()} debug={self.get_debug()}>"
        )

    def time(self):
        return _time.monotonic()

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def _check_running(self):
        _forget_stopped_run()
        if self._running:
            raise RuntimeError("This event loop is already running")
        if _running_loop is not None:
            raise RuntimeError("Cannot run the event loop while another loop is running")

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        if not callable(callback):
            raise TypeError(f"a callable object was expected by call_soon(), got {callback!r}")
        handle = Handle(callback, args, self)
        self._ready.append(handle)
        return handle

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError("delay must not be None")
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        if not callable(callback):
            raise TypeError(f"a callable object was expected by call_at(), got {callback!r}")
        self._timer_seq += 1
        timer = TimerHandle(when, self._timer_seq, callback, args, self)
        _heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name, context=context)

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def run_forever(self):
        global _running_loop, _running_serial
        self._check_closed()
        self._check_running()
        self._running = True
        _running_loop = self
        _running_serial = _ophis_asyncio.run_serial()
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running_loop = None
            _running_serial = None

    def run_until_complete(self, future):
        self._check_closed()
        self._check_running()
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                # The coroutine raised a BaseException: consume it so that it is not
                # reported as never retrieved.
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    def _run_once(self):
        if not self._ready and not self._stopping:
            while self._scheduled and self._scheduled[0]._cancelled:
                _heappop(self._scheduled)
            if not self._scheduled:
                raise RuntimeError(
                    "the event loop would wait forever: every task waits on a future "
                    "that no callback or timer can complete (ophis's asyncio has no I/O)"
                )
            delay = self._scheduled[0]._when - self.time()
            if delay > 0:
                _time.sleep(delay)
        end_time = self.time()
        while self._scheduled:
            handle = self._scheduled[0]
            if handle._cancelled:
                _heappop(self._scheduled)
                continue
            if handle._when > end_time:
                break
            handle = _heappop(self._scheduled)
            handle._scheduled = False
            self._ready.append(handle)
        # Callbacks scheduled by these callbacks wait for the next iteration, as in CPython.
        for _ in range(len(self._ready)):
            handle = self._ready.popleft()
            if handle._cancelled:
                continue
            handle._run()

    async def shutdown_asyncgens(self):
        pass

    async def shutdown_default_executor(self):
        pass


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            # Leave the exception to run_until_complete's caller, the loop is stopped.
            return
    fut.get_loop().stop()


# --- futures (asyncio/futures.py) ---------------------------------------------------------

_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"


def isfuture(obj):
    """Check for a Future: an object with asyncio's blocking flag that is not a class."""
    return not isinstance(obj, type) and getattr(obj, "_asyncio_future_blocking", None) is not None


class Future:
    """A result that becomes available later (asyncio.Future)."""

    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _cancel_message = None
    _cancelled_exc = None
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        if loop is None:
            loop = get_event_loop()
        self._loop = loop
        self._callbacks = []

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f"exception={self._exception!r}")
            else:
                info.append(f"result={self._result!r}")
        return info

    def __repr__(self):
        return f"<{type(self).__name__} {' '.join(self._repr_info())}>"

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        self._callbacks[:] = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        filtered = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(filtered)
        if removed:
            self._callbacks[:] = filtered
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError(
                "StopIteration interacts badly with generators and cannot be raised into a Future"
            )
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


# --- tasks (asyncio/tasks.py) -------------------------------------------------------------

_task_counter = 0
_current_tasks = {}
_all_tasks = []


class Task(Future):
    """A coroutine wrapped in a Future, stepped by the loop (asyncio.Task)."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        if name is None:
            _task_counter += 1
            self._name = f"Task-{_task_counter}"
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        # The task's steps run in a copy of the context it was created in (or the one given).
        self._context = _contextvars.copy_context() if context is None else context
        self._loop.call_soon(self._step)
        _all_tasks.append(self)

    def _repr_info(self):
        # The state, then the name and the coroutine, then the result (base_tasks.py's order).
        info = super()._repr_info()
        info[1:1] = [f"name={self._name!r}", f"coro=<{self._coro.__qualname__}()>"]
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_stack(self, *, limit=None):
        raise NotImplementedError("Task.get_stack(): ophis has no frame objects")

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                # The waiter's cancellation wakes this task, which then raises
                # CancelledError inside the coroutine.
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def _step(self, exc=None):
        self._context.run(self._step_in_context, exc)

    def _step_in_context(self, exc):
        if self.done():
            raise InvalidStateError(f"_step(): already done: {self!r}, {exc!r}")
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        self._fut_waiter = None
        _current_tasks[id(self._loop)] = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            if self._must_cancel:
                # The task was cancelled right before it stopped.
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._cancelled_exc = cancelled
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as fatal:
            Future.set_exception(self, fatal)
            raise
        except BaseException as error:
            Future.set_exception(self, error)
        else:
            blocking = getattr(result, "_asyncio_future_blocking", None)
            if blocking is not None:
                if result.get_loop() is not self._loop:
                    new_exc = RuntimeError(
                        f"Task {self!r} got Future {result!r} attached to a different loop"
                    )
                    self._loop.call_soon(self._step, new_exc)
                elif blocking:
                    if result is self:
                        new_exc = RuntimeError(f"Task cannot await on itself: {self!r}")
                        self._loop.call_soon(self._step, new_exc)
                    else:
                        result._asyncio_future_blocking = False
                        result.add_done_callback(self._wakeup)
                        self._fut_waiter = result
                        if self._must_cancel:
                            if self._fut_waiter.cancel(msg=self._cancel_message):
                                self._must_cancel = False
                else:
                    new_exc = RuntimeError(
                        f"yield was used instead of yield from in task {self!r} with {result!r}"
                    )
                    self._loop.call_soon(self._step, new_exc)
            elif result is None:
                # A bare yield (sleep(0)) gives up the loop for one iteration.
                self._loop.call_soon(self._step)
            else:
                new_exc = RuntimeError(f"Task got bad yield: {result!r}")
                self._loop.call_soon(self._step, new_exc)
        finally:
            _current_tasks.pop(id(self._loop), None)
            if self.done():
                _all_tasks.remove(self)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def current_task(loop=None):
    """Return the task running in loop (the running loop by default), or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(id(loop))


def all_tasks(loop=None):
    """Return the set of the loop's tasks that are not done yet."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in _all_tasks if t._loop is loop and not t.done()}


def create_task(coro, *, name=None, context=None):
    """Schedule the coroutine's execution in the running loop; return the Task."""
    return get_running_loop().create_task(coro, name=name, context=context)


async def _wrap_awaitable(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None):
    """Wrap a coroutine or an awaitable in a Task; return a Future as it is."""
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError(
                "The future belongs to a different loop than the one specified as the loop argument"
            )
        return coro_or_future
    if not iscoroutine(coro_or_future):
        # `_abc.defines` asks the class for `__await__` as collections.abc's Awaitable does,
        # without reading a dunder (the smolagents policy refuses that, in library code too).
        if _abc.defines(type(coro_or_future), "__await__"):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


class _Sleep0:
    def __await__(self):
        yield


async def sleep(delay, result=None):
    """Coroutine that completes after a given time (in seconds)."""
    if delay <= 0:
        await _Sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        handle.cancel()


class _GatheringFuture(Future):
    """The outer future of gather(): cancelling it cancels the children."""

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run awaitables concurrently; the result is the list of their results, in order."""
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer

    nfuts = 0
    nfinished = 0
    loop = None
    outer = None
    children = []
    arg_to_fut = {}

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results = []
            for child in children:
                if child.cancelled():
                    res = CancelledError(
                        "" if child._cancel_message is None else child._cancel_message
                    )
                else:
                    res = child.exception()
                    if res is None:
                        res = child.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            nfuts += 1
            arg_to_fut[arg] = fut
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def shield(arg):
    """Wait for a future, shielding it from cancellation of the waiter."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()
    cb = _functools.partial(_release_waiter, waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Wait for a future or coroutine to complete, with a timeout (TimeoutError)."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = _functools.partial(_release_waiter, waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures in fs; return two sets of futures: (done, pending)."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    loop = get_running_loop()
    fs = {ensure_future(f, loop=loop) for f in set(fs)}
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (
            counter <= 0
            or return_when == FIRST_COMPLETED
            or return_when == FIRST_EXCEPTION
            and (not f.cancelled() and f.exception() is not None)
        ):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """Return an iterator of coroutines; awaiting each gives the next result to complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    done = Queue()
    loop = get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


# --- timeouts (asyncio/timeouts.py) -------------------------------------------------------


class Timeout:
    """An async context manager that cancels its block after a deadline (TimeoutError)."""

    def __init__(self, when):
        self._state = "CREATED"
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != "ENTERED":
            raise RuntimeError(f"Cannot change state of {self._state.lower()} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ("EXPIRING", "EXPIRED")

    def __repr__(self):
        info = [""]
        if self._state == "ENTERED":
            info.append(f"when={self._when:.3f}" if self._when is not None else "when=None")
        return f"<Timeout [{self._state.lower()}]{' '.join(info)}>"

    async def __aenter__(self):
        self._state = "ENTERED"
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == "EXPIRING":
            self._state = "EXPIRED"
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == "ENTERED":
            self._state = "EXITED"
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = "EXPIRING"
        self._timeout_handler = None


def timeout(delay):
    """Timeout after delay seconds (None: never), as an async context manager."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """Timeout at the loop's time `when` (None: never), as an async context manager."""
    return Timeout(when)


# --- task groups (asyncio/taskgroups.py) -------------------------------------------------


class TaskGroup:
    """Runs tasks together: leaving the `async with` block waits for all of them; the first
    failure cancels the others and the block, and the failures are raised together in an
    ExceptionGroup (asyncio.TaskGroup)."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        # CPython keeps a set, cancelled in its (address) order; a dict cancels in creation
        # order, which is the order CPython's set shows for tasks made one after another.
        self._tasks = {}
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = [""]
        if self._tasks:
            info.append(f"tasks={len(self._tasks)}")
        if self._errors:
            info.append(f"errors={len(self._errors)}")
        if self._aborting:
            info.append("cancelling")
        elif self._entered:
            info.append("entered")
        return f"<TaskGroup{' '.join(info)}>"

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has already been entered")
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f"TaskGroup {self!r} cannot determine the parent task")
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            # The group cancelled its parent task: that cancellation is undone here, and a
            # CancelledError it caused does not propagate unless another one is pending.
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None and not self._aborting:
            # The parent task is being cancelled, or the block raised.
            self._abort()
        # A loop: the wait can be cancelled again and again while the parent is cancelled.
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    # The parent task was cancelled while the group's tasks still ran.
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        # Other errors take priority over a CancelledError.
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            try:
                me = BaseExceptionGroup("unhandled errors in a TaskGroup", self._errors)
                raise me from None
            finally:
                self._errors = None

    def create_task(self, coro, *, name=None, context=None):
        """Creates a task in this group and returns it (as asyncio.create_task)."""
        if not self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        if self._aborting:
            raise RuntimeError(f"TaskGroup {self!r} is shutting down")
        task = self._loop.create_task(coro, context=context)
        if name is not None:
            task.set_name(name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            # CPython reports this to the loop's exception handler (which logs it); ophis has
            # no handler, and the error is still among the group's errors.
            return
        if not self._aborting and not self._parent_cancel_requested:
            # Cancel the parent so that what its block awaits stops; `__aexit__` undoes it.
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# --- run (asyncio/runners.py) -------------------------------------------------------------


def run(main, *, debug=None):
    """Run the coroutine in a new event loop, cancel what is left, close the loop."""
    if _get_running_loop() is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError(f"a coroutine was expected, got {main!r}")
    loop = new_event_loop()
    loop._made_by_run = True
    if debug is not None:
        loop.set_debug(debug)
    set_event_loop(loop)
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        try:
            _cancel_all_tasks(loop)
        finally:
            set_event_loop(None)
            loop.close()


def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))


# --- synchronization (asyncio/locks.py) ---------------------------------------------------


def _sync_repr(obj, state):
    """`<asyncio.locks.Name object [state, waiters:N]>`, as the reprs of locks.py."""
    if obj._waiters:
        state = f"{state}, waiters:{len(obj._waiters)}"
    return f"<asyncio.locks.{type(obj).__name__} object [{state}]>"


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    """A mutual exclusion lock for tasks."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        return _sync_repr(self, "locked" if self._locked else "unlocked")

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (
            self._waiters is None or all(w.cancelled() for w in self._waiters)
        ):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = next(iter(self._waiters))
        if not fut.done():
            fut.set_result(True)


class Event:
    """An event tasks can wait for; set() wakes them all."""

    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def __repr__(self):
        return _sync_repr(self, "set" if self._value else "unset")

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin):
    """A condition variable for tasks, over a Lock."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = _deque()

    def __repr__(self):
        return _sync_repr(self, "locked" if self.locked() else "unlocked")

    async def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin):
    """A counter of permits for tasks: acquire() waits while it is zero."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def __repr__(self):
        return _sync_repr(self, "locked" if self.locked() else f"unlocked, value:{self._value}")

    def locked(self):
        return self._value == 0 or (any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


# --- queues (asyncio/queues.py) -----------------------------------------------------------


class Queue:
    """A FIFO queue for tasks: get() waits while it is empty, put() while it is full."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f"<{type(self).__name__} at {id(self):#x} {self._format()}>"

    def __str__(self):
        return f"<{type(self).__name__} {self._format()}>"

    def _format(self):
        result = f"maxsize={self._maxsize!r}"
        if getattr(self, "_queue", None):
            result += f" _queue={list(self._queue)!r}"
        if self._getters:
            result += f" _getters[{len(self._getters)}]"
        if self._putters:
            result += f" _putters[{len(self._putters)}]"
        if self._unfinished_tasks:
            result += f" tasks={self._unfinished_tasks}"
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def _wait_while(self, blocked, waiters):
        # put() waits while the queue is full, get() while it is empty; a waiter cancelled
        # after it was woken passes the wake-up on to the next one.
        while blocked():
            waiter = get_running_loop().create_future()
            waiters.append(waiter)
            try:
                await waiter
            except BaseException:
                waiter.cancel()
                try:
                    waiters.remove(waiter)
                except ValueError:
                    pass
                if not blocked() and not waiter.cancelled():
                    self._wakeup_next(waiters)
                raise

    async def put(self, item):
        await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that returns its smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that returns its most recent item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


# CPython's classes name their modules (`asyncio.exceptions.CancelledError` in tracebacks).
CancelledError.__module__ = "asyncio.exceptions"
InvalidStateError.__module__ = "asyncio.exceptions"
QueueEmpty.__module__ = "asyncio.queues"
QueueFull.__module__ = "asyncio.queues"
