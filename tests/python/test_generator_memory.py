"""Generator stacks count against max_memory_mb: measured as RSS in a subprocess (issue 17).

Each sandbox generator runs on a stack of its own (16 MiB of address space, committed by the OS
as its deepest call reaches pages, kept until the generator is dropped). Sixty suspended
generators that had recursed deep once reached 1 GB of RSS under max_memory_mb=64; the stacks'
committed pages are now charged to the memory limit.
"""

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    r"""
    import json, resource, sys
    import ophis

    def rss_kib():
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])

    code = sys.argv[1]
    sandbox = ophis.Sandbox(max_memory_mb=64, max_recursion_depth=100_000, timeout=60)
    sandbox.run("1")
    before = rss_kib()
    try:
        sandbox.run(code)
        outcome = "ok"
    except ophis.SandboxError as e:
        outcome = e.type_name if hasattr(e, "type_name") else type(e).__name__
        outcome += ": " + str(e)[:200]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"outcome": outcome, "grown_kib": peak - before}))
    """
)

DEEP = textwrap.dedent(
    """
    def deep(n):
        return 0 if n == 0 else deep(n - 1) + 1
    def gen():
        try:
            deep(10**6)
        except RecursionError:
            pass
        yield 1
    gens = []
    for i in range(60):
        g = gen()
        next(g)
        gens.append(g)
    """
)

SHALLOW = textwrap.dedent(
    """
    def gen(i):
        yield i
        yield i + 1
    gens = []
    for i in range(2000):
        g = gen(i)
        next(g)
        gens.append(g)
    total = 0
    for i in range(5000):
        total += sum(x for x in range(10))
    """
)


def probe(code):
    out = subprocess.run(
        [sys.executable, "-c", PROBE, code], capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_held_deep_generators_end_in_memory_error_near_the_limit():
    result = probe(DEEP)
    assert "MemoryError" in result["outcome"], result
    # Within two and a half times the limit (measured: 87 MiB on an idle machine, run alone;
    # 131-132 MiB in some full-suite runs, which 2x failed; 1 GB before the stacks were
    # charged). The growth is the process's peak: the charged stacks plus the transient heap of
    # the deepest recursion when the limit refuses the next generator.
    assert result["grown_kib"] < 5 * 64 * 1024 // 2, result


def test_live_shallow_generators_are_unaffected():
    result = probe(SHALLOW)
    assert result["outcome"] == "ok", result
