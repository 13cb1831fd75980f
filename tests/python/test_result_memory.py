"""The host's copy of a run's result counts against max_memory_mb and the timeout (issue 17).

A result reached through shared lists (`c = [[[0] * n] * n] * n`) is n**3 items for the host,
which converts it without sharing, from 3 * n lists in the sandbox: n = 400 grew the host by
3 GB in 25 s under a 64 MiB limit and a 2 s timeout, and n = 1000 would exhaust any machine.
"""

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    r"""
    import json, resource, sys, time
    import ophis

    n, limit_mb, timeout = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    sandbox = ophis.Sandbox(max_memory_mb=limit_mb, timeout=timeout)
    sandbox.run("1")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    started = time.monotonic()
    try:
        value = sandbox.run(f"a = [0] * {n}\nb = [a] * {n}\nc = [b] * {n}\nc").value
        outcome = "ok %d" % len(value)
    except ophis.SandboxError as e:
        outcome = e.type_name + ": " + str(e)[-120:]
    took = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(json.dumps({"outcome": outcome, "grown_mib": peak - before, "took": took, "after": sandbox.run("6 * 7").value}))
    """
)


def probe(n, limit_mb, timeout):
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(n), str(limit_mb), str(timeout)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_huge_result_is_refused_under_the_memory_limit():
    for n in (400, 1000):
        r = probe(n, 64, 30)
        assert r["outcome"].startswith("MemoryError"), r
        # Measured: 68 to 72 MiB (3 GB before, for n = 400).
        assert r["grown_mib"] < 2 * 64, r
        assert r["after"] == 42


def test_a_huge_result_ends_within_the_call_bound():
    r = probe(1000, 4096, 1)
    assert "maximum execution time of 1 seconds" in r["outcome"], r
    assert r["took"] < 1.55, r


def test_a_big_result_within_the_limits_arrives_whole():
    r = probe(100, 1024, 30)
    assert r["outcome"] == "ok 100", r
