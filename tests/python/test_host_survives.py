"""The host process and the executor survive what a program does: no raw host exception from
ophis's own Python code, no PanicException, no executor left refusing every later call."""

import subprocess
import sys
import textwrap

import ophis
from ophis.smolagents import LocalPythonExecutor

# A valid program whose `def` has 400 unary minus signs: `ast.unparse` (used to record the
# function's source for its Python face) recurses once per sign and exceeds the host's
# recursion limit.
DEEP_UNARY = "def f():\n    return " + "-" * 400 + "1\nf()"


def test_deep_unary_function_in_sandbox():
    r = ophis.Sandbox().run(DEEP_UNARY)
    assert r.value == 1


def test_deep_unary_function_in_executor():
    ex = LocalPythonExecutor([])
    ex.send_tools({})
    out = ex(DEEP_UNARY)
    assert out.output == 1
    # The function has no recorded source, and the executor goes on working.
    assert ex("1 + 1").output == 2


# The state copy after a run makes a Python object of every global. Under an address-space
# limit, copying 600 distinct 1 MiB strings fails in CPython's allocator; pyo3 then panicked
# ("PyObject pointer is null": a PanicException, which is a BaseException), and every later
# call on the thread failed with "already running on this thread". Now the step fails with
# InterpreterError and the executor goes on working. A big string referenced 100,000 times is
# copied once, as CPython shares it. Run in a child process under RLIMIT_AS.
CHILD = textwrap.dedent(
    """
    import resource, sys
    resource.setrlimit(resource.RLIMIT_AS, (1536 << 20, 1536 << 20))
    from ophis.smolagents import LocalPythonExecutor
    from smolagents.local_python_executor import InterpreterError
    ex = LocalPythonExecutor([])
    ex.send_tools({})
    try:
        ex("g = ['A' * 2**20 + str(i) for i in range(600)]")
        first = "ok"
    except InterpreterError as e:
        first = "InterpreterError"
        # The copy fails in CPython's allocator, or, when less room is left (a debug build
        # maps more), the run's own value is refused before it by the address-space check.
        assert "Could not copy the program's variables" in str(e) or "MemoryError" in str(e), str(e)
    except BaseException as e:
        print("escaped:", type(e).__name__, e)
        sys.exit(3)
    ex("g = None")
    ex("s = 'A' * 2**20; h = [s] * 100000; n = len(h)")
    h = ex.state["h"]
    assert len(h) == 100000 and all(x is h[0] for x in h)
    assert ex("1 + 1").output == 2
    print("alive", first)
    """
)


def test_state_copy_failure_leaves_executor_usable():
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "alive" in r.stdout, r.stdout + r.stderr
