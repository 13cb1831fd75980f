"""`asyncio` for CPython's tests inside ophis: a runner-only shim, as ophis has no event loop
yet. Importing works; running a coroutine through it raises NotImplementedError naming the
function, so those tests count as ophis failures, not as sandbox skips."""


def _missing(name):
    def f(*args, **kwargs):
        for a in args:
            # Close a coroutine handed over, so it is not reported as never awaited.
            close = getattr(a, "close", None)
            if close is not None and type(a).__name__ == "coroutine":
                close()
        raise NotImplementedError("asyncio.%s: ophis has no event loop" % name)

    f.__name__ = name
    return f


run = _missing("run")
sleep = _missing("sleep")
Lock = _missing("Lock")
get_event_loop = _missing("get_event_loop")
new_event_loop = _missing("new_event_loop")
set_event_loop_policy = _missing("set_event_loop_policy")
get_event_loop_policy = _missing("get_event_loop_policy")
