"""numpy's array data counts against max_memory_mb (issue 17): NEP 49's allocator hook.

While a sandbox's host operation runs, numpy allocates through a handler of ophis's that charges
each block to that sandbox's counter, refuses a block past the memory limit (numpy raises
MemoryError in the program) and uncharges exactly the block's size when it is freed, whenever
and wherever that happens. Four 200 MB arrays used to pass a 64 MB limit.
"""

import json
import subprocess
import sys
import textwrap

import pytest

import ophis

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")

# numpy 2 moved the array core to numpy._core (numpy.core before).
multiarray = (getattr(np, "_core", None) or np.core).multiarray


def sandbox(limit_mb, imports=("numpy",)):
    sb = ophis.Sandbox(list(imports), max_memory_mb=limit_mb, timeout=60)
    sb.run("1")
    return sb


def charged(sb):
    return sb._interp.external_memory


def run_error(sb, code):
    with pytest.raises(ophis.SandboxError) as info:
        sb.run(code)
    return info.value


PROBE = textwrap.dedent(
    r"""
    import json, resource, sys
    import numpy
    import ophis

    def rss_mib():
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) // 1024

    sandbox = ophis.Sandbox(["numpy"], max_memory_mb=int(sys.argv[2]), timeout=120)
    sandbox.run("1")
    before = rss_mib()
    try:
        value = sandbox.run(sys.argv[1]).value
        outcome = "ok"
    except ophis.SandboxError as e:
        value = None
        outcome = e.type_name + ": " + str(e)[-200:]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    # The host keeps running: a small program works after the refusal.
    after = sandbox.run("import numpy as np\nfloat(np.arange(10).sum())").value
    made = sandbox.run("len(arrays)").value if "arrays" in sandbox._interp.global_names() else None
    print(json.dumps({"outcome": outcome, "value": value, "grown_mib": peak - before, "after": after,
                      "made": made, "charged": sandbox._interp.external_memory}))
    """
)

FOUR_ARRAYS = textwrap.dedent(
    """
    import numpy as np
    arrays = []
    for i in range(4):
        arrays.append(np.full(25_000_000, float(i + 1)))
    [float(a.sum()) for a in arrays]
    """
)


def probe(code, limit_mb):
    out = subprocess.run(
        [sys.executable, "-c", PROBE, code, str(limit_mb)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_four_200_mb_arrays_are_refused_under_64_mb():
    r = probe(FOUR_ARRAYS, 64)
    assert r["outcome"].startswith("MemoryError"), r
    assert "Unable to allocate" in r["outcome"]
    # The first 191 MiB array was refused before it was allocated, and nothing stays charged.
    assert r["made"] == 0, r
    assert r["charged"] < 1 << 20, r
    # Measured: peak RSS grew 44 MiB run alone (every time), all of it the sandbox's
    # `import numpy` (a program doing only that grows as much; host imports are not charged);
    # inside the whole suite under load it grew 85 and 308 MiB once each, unexplained (the
    # same run alone, six at once, stayed at 44). It grew 764 MiB before, the four arrays
    # passing the limit.
    assert r["grown_mib"] < 400, r
    assert r["after"] == 45.0


def test_four_200_mb_arrays_work_under_a_generous_limit():
    r = probe(FOUR_ARRAYS, 2048)
    assert r["outcome"] == "ok", r
    assert r["value"] == [float(25_000_000 * (i + 1)) for i in range(4)]
    assert r["grown_mib"] > 700, r


def test_arrays_kept_in_state_are_charged_until_freed():
    sb = sandbox(64)
    base = charged(sb)
    sb.run("import numpy as np\na = np.ones(5_000_000)")
    assert charged(sb) - base == 40_000_000
    # The kept array counts in the next run: a second one passes the limit.
    e = run_error(sb, "b = np.ones(5_000_000)")
    assert e.type_name == "MemoryError"
    assert "b" not in sb._interp.global_names()
    assert charged(sb) - base == 40_000_000
    # Freed in a later run: uncharged exactly, and the same allocation now fits.
    sb.run("del a")
    assert charged(sb) == base
    sb.run("b = np.ones(5_000_000)\nc = float(b.sum())")
    assert charged(sb) - base == 40_000_000
    assert sb.run("c").value == 5_000_000.0


def test_arrays_freed_by_the_host_after_the_run_are_uncharged():
    sb = sandbox(256)
    base = charged(sb)
    arr = sb.run("import numpy as np\na = np.arange(1_000_000, dtype=np.int64)\na").value
    assert isinstance(arr, np.ndarray)
    sb.run("del a")
    # The host holds the array: it stays charged to the sandbox that made it.
    assert charged(sb) - base == 8_000_000
    assert multiarray.get_handler_name(arr) == "ophis_charged"
    assert int(arr.sum()) == 499_999_500_000
    del arr
    assert charged(sb) == base
    # Host code outside any run allocates with numpy's own handler, charged to nobody.
    host = np.ones(1_000_000)
    assert multiarray.get_handler_name(host) == multiarray.get_handler_name()
    assert charged(sb) == base


def test_growth_by_realloc_resize_and_concatenate():
    sb = sandbox(64)
    base = charged(sb)
    # Parsing text grows the block in place (numpy's realloc, by half again each time) and
    # shrinks it to the result at the end: the growth is charged, the shrink given back.
    # (`ndarray.resize` is numpy's other realloc, but in the sandbox it works only with
    # `refcheck=False`, which the guard refuses: test_host_raw_memory.py.)
    parse = "np.fromstring('1 ' * {n}, dtype=float, sep=' ')"
    sb.run("import numpy as np\na = " + parse.format(n=3_000_000))
    assert charged(sb) - base == 24_000_000
    # Growing past the limit midway: 6 M floats need 48 MB, but the last growth asks for
    # half as much again on top of the 24 MB already charged.
    e = run_error(sb, "c = " + parse.format(n=6_000_000))
    assert e.type_name == "MemoryError"
    assert sb.run("a.shape").value == (3_000_000,)
    assert charged(sb) - base == 24_000_000
    e = run_error(sb, "b = np.resize(a, 10_000_000)")
    assert e.type_name == "MemoryError"
    # Appending to an array by concatenation, past the limit.
    e = run_error(
        sb, "x = np.array([])\nfor i in range(20):\n    x = np.concatenate([x, np.ones(1_000_000)])"
    )
    assert e.type_name == "MemoryError"
    sb.run("del a, x")
    assert charged(sb) == base


GROW = textwrap.dedent(
    """
    import numpy as np
    x = np.array([])
    for i in range(20):
        x = np.concatenate([x, np.arange(1_000_000) * (i + 1)])
    y = np.resize(x, 30_000_000)
    z = np.fromstring('0 ' * 3_000_000, dtype=float, sep=' ')
    float(x.sum()), float(y.sum()), float(z.sum()), y.shape
    """
)


def test_growth_under_a_generous_limit_equals_plain_numpy():
    sb = sandbox(1024)
    got = sb.run(GROW).value
    x = np.array([])
    for i in range(20):
        x = np.concatenate([x, np.arange(1_000_000) * (i + 1)])
    y = np.resize(x, 30_000_000)
    assert got == (float(x.sum()), float(y.sum()), 0.0, y.shape)


def test_pandas_frames_are_charged():
    sb = sandbox(64, ("numpy", "pandas"))
    base = charged(sb)
    e = run_error(
        sb,
        "import pandas as pd\nimport numpy as np\ndf = pd.DataFrame({'a': np.ones(3_000_000), 'b': np.ones(3_000_000)})\ndf2 = df * 2\ndf3 = df2 + df",
    )
    assert e.type_name == "MemoryError"
    sb.run(
        "import pandas as pd\nsmall = pd.DataFrame({'a': range(1000)})\nsmall['b'] = small['a'] * 2"
    )
    assert charged(sb) > base
    sb.run("del small")
    sb.run("1")
    assert charged(sb) - base < 64 * 1024


def test_pandas_under_a_generous_limit_equals_plain_pandas():
    sb = sandbox(1024, ("numpy", "pandas"))
    code = "import pandas as pd\nimport numpy as np\ndf = pd.DataFrame({'k': np.arange(1_000_000) % 7, 'v': np.arange(1_000_000) * 1.5})\ng = df.groupby('k')['v'].sum()\n[float(x) for x in g]"
    df = pd.DataFrame({"k": np.arange(1_000_000) % 7, "v": np.arange(1_000_000) * 1.5})
    assert sb.run(code).value == [float(x) for x in df.groupby("k")["v"].sum()]


def test_a_caught_memory_error_keeps_the_sandbox_usable():
    sb = sandbox(64)
    out = sb.run(
        "import numpy as np\ntry:\n    a = np.ones(20_000_000)\nexcept MemoryError as e:\n    r = 'refused'\nr"
    ).value
    assert out == "refused"
    assert sb.run("float(np.ones(1000).sum())").value == 1000.0


NO_NUMPY = textwrap.dedent(
    r"""
    import sys, types
    if sys.argv[1] == "fake":
        # A numpy whose C API cannot be read (as an older or broken one): nothing is charged.
        sys.modules["numpy._core._multiarray_umath"] = types.ModuleType("numpy._core._multiarray_umath")
    else:
        sys.modules["numpy"] = None
    import ophis

    class Box:
        def __init__(self):
            self.items = []
        def add(self, x):
            self.items.append(x)
            return len(self.items)

    sandbox = ophis.Sandbox(max_memory_mb=64)
    sandbox.run("1")
    sandbox._interp.set_global("box", Box())
    print(sandbox.run("for i in range(100):\n    n = box.add(i)\nn").value, sandbox._interp.external_memory)
    """
)


@pytest.mark.parametrize("how", ["absent", "fake"])
def test_without_a_usable_numpy_nothing_breaks(how):
    out = subprocess.run(
        [sys.executable, "-c", NO_NUMPY, how], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["100", "0"]
