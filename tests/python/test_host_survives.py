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


# One long call into a host library walked around the timeout: the core checks its clock
# before and after a host operation, never during one, and np.linalg.matrix_power(m, 2**62)
# (124 products of 1,200 x 1,200 matrices, a Python loop in numpy) ran about 25 s under a
# 1 s timeout. The watchdog interrupts host code still running at the deadline. Run in a child
# process: the check that no interruption is left pending for the host's own code afterwards
# needs a thread whose later Python code is the test's alone.
DEADLINE_CHILD = textwrap.dedent(
    """
    import time
    import ophis

    sb = ophis.Sandbox(["numpy", "numpy.linalg"], timeout=1)
    code = (
        "import numpy as np\\n"
        "m = np.full((1200, 1200), 1 / 1200)\\n"
        "np.linalg.matrix_power(m, 2**62)[0, 0]"
    )
    start = time.monotonic()
    try:
        sb.run(code)
        print("ran")
    except ophis.SandboxError as e:
        print("error", str(e).splitlines()[-1])
    print("elapsed", time.monotonic() - start)
    # Nothing fired for the operation may surface in the host's code after it.
    total = 0
    for i in range(3_000_000):
        total += i
    time.sleep(0.3)
    print("host_ok", total)
    print("next_run", sb.run("1 + 1").value)
    """
)


def test_long_host_call_stops_at_the_deadline():
    r = subprocess.run(
        [sys.executable, "-c", DEADLINE_CHILD], capture_output=True, text=True, timeout=600
    )
    assert r.returncode == 0, r.stdout + r.stderr
    lines = dict(line.split(" ", 1) for line in r.stdout.splitlines())
    assert "exceeded the maximum execution time" in lines["error"], r.stdout
    # Without the watchdog this call takes about 25 s; a generous bound for a loaded machine.
    assert float(lines["elapsed"]) < 12, r.stdout
    assert lines["host_ok"] == str(sum(range(3_000_000))), r.stdout
    assert lines["next_run"] == "2", r.stdout
