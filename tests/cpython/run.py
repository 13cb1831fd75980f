#!/usr/bin/env python3
"""CPython's own regression tests, run inside ophis: the per-file scoreboard.

    python3 tests/cpython/run.py [--check] [--record] [--json PATH] [--verbose] [--jobs N]
                                 [--timeout SECONDS] [--no-build] [FILE ...]

Each test file listed in `manifest.toml` (vendored unedited from CPython 3.11, see README.md, in
`Lib/test/`) runs in a fresh ophis process (`cpython_tests`, the example binary of the core
crate) with generous limits and a per-file timeout, so one crashing or hanging file never
stops the rest. The shims in `shim/` (`test.support`, and `sys`, `gc`, `weakref`, `pickle`,
`os`, `copyreg`, `marshal`, `platform`, `inspect`, `types`, `threading`, `tempfile`,
`http.client`, `builtins`, `io`, `pty`, which the sandbox denies) exist only in that runner's
configuration.

Per file the scoreboard prints the tests, passed, failed, errored, skipped for sandbox
reasons (a host facility the sandbox deliberately lacks, or a manifest skip), other skips
(the test file's own, such as CPython implementation details), expected failures (declared
in the manifest) and unexpected passes. `--check` exits non-zero when a file's pass count is
below the count recorded in the manifest, a manifest expected failure passes, or a file the
manifest says cannot load (`xfail_file`) loads; `--record`
writes the current pass counts into the manifest.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MANIFEST = os.path.join(HERE, "manifest.toml")
LIB = os.path.join(HERE, "Lib")
SHIM = os.path.join(HERE, "shim")
BINARY = os.path.join(ROOT, "target", "debug", "examples", "cpython_tests")
# Denied by the sandbox, provided by the shims: each must be authorized by name.
SHIMMED = [
    "sys",
    "gc",
    "weakref",
    "pickle",
    "os",
    "copyreg",
    "marshal",
    "platform",
    "inspect",
    "types",
    "tempfile",
    "http.client",
    "builtins",
    "io",
    "pty",
    "threading",
]


# What the design's `python` policy keeps refusing even to the sandbox's own values: the
# interpreter's insides.
NEVER_DUNDERS = {"__globals__", "__code__", "__builtins__", "__subclasses__"}
_DUNDERS = None


def allowed_dunders():
    """Every dunder name the vendored files and the shims spell, but the interpreter's insides:
    the runner tests Python's semantics, which read them through `getattr` and `hasattr`."""
    global _DUNDERS
    if _DUNDERS is None:
        names = set()
        for base in (LIB, SHIM):
            for dirpath, _, filenames in os.walk(base):
                for fn in filenames:
                    if fn.endswith(".py"):
                        with open(os.path.join(dirpath, fn), encoding="utf-8") as f:
                            names.update(re.findall(r"__[a-z][a-z0-9_]*[a-z0-9]__", f.read()))
        _DUNDERS = sorted(names - NEVER_DUNDERS)
    return _DUNDERS


def load_manifest():
    with open(MANIFEST, "rb") as f:
        return tomllib.load(f)


def driver_source(module, spec, test_source):
    """The program ophis runs for one test file: an importer for the modules the file asks
    for by name (ophis has no importlib), then the driver."""
    names = set(re.findall(r"import_(?:fresh_)?module\(\s*['\"]([\w.]+)['\"]", test_source))
    # A name held in a variable first (`TESTS = 'test.datetimetester'`): any string literal
    # naming a vendored test module.
    for n in re.findall(r"['\"](test\.\w+)['\"]", test_source):
        if os.path.exists(os.path.join(LIB, *n.split(".")) + ".py"):
            names.add(n)
    names = sorted(names)
    lines = [
        "import ophis_driver",
        "from test.support import import_helper",
        "",
        "",
        "def _importer(name):",
    ]
    for n in names:
        alias = "_m_" + n.replace(".", "_")
        lines += [
            f"    if name == {n!r}:",
            f"        import {n} as {alias}",
            f"        return {alias}",
        ]
    lines += [
        "    raise ModuleNotFoundError('No module named %r' % name)",
        "",
        "",
        "import_helper._set_importer(_importer)",
        f"import test.{module} as _tested",
        f"ophis_driver.run(_tested, {('test.' + module)!r}, {spec.get('skip', {})!r}, {spec.get('xfail', {})!r})",
        "",
    ]
    return "\n".join(lines)


def run_file(module, spec, timeout):
    row = {
        "file": module,
        "tests": 0,
        "passed": 0,
        "failed": 0,
        "errored": 0,
        "skipped_sandbox": 0,
        "skipped_other": 0,
        "xfailed": 0,
        "xpassed": 0,
        "file_error": None,
        "seconds": 0.0,
        "skip_reasons": {},
        "problems": {},
    }
    if "skip_file" in spec:
        row["file_error"] = "skipped: " + spec["skip_file"]
        return row
    with open(os.path.join(LIB, "test", module + ".py"), encoding="utf-8") as f:
        test_source = f.read()
    driver = os.path.join("/tmp", f"ophis-cpython-{os.getpid()}-{module}.py")
    with open(driver, "w", encoding="utf-8") as f:
        f.write(driver_source(module, spec, test_source))
    cmd = [BINARY, "--timeout", str(timeout), "--modules", SHIM, "--modules", LIB]
    for name in SHIMMED:
        cmd += ["--authorize", name]
    for name in allowed_dunders():
        cmd += ["--allow-dunder", name]
    cmd.append(driver)
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 10)
        out, err, code = proc.stdout, proc.stderr, proc.returncode
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        err, code = f"timed out after {timeout}s", None
    finally:
        os.unlink(driver)
    row["seconds"] = round(time.monotonic() - start, 1)
    row["output"] = out
    result = None
    for line in out.splitlines():
        if line.startswith("@@OPHIS-RESULT "):
            result = json.loads(line[len("@@OPHIS-RESULT ") :])
    if result is None:
        last = [line for line in err.strip().splitlines() if line.strip()]
        row["file_error"] = (last[-1] if last else f"exit status {code}")[:300]
        row["stderr"] = err
        # The driver prints each test's verbose line as it finishes: the tests that ran before
        # a hang or a crash still count, and the one running is the file error's culprit.
        result = partial_result(out, module)
        if result is None:
            return row
        if result.pop("running", None):
            row["file_error"] += f" (while running {result['last']})"
    for test_id, status in result["outcomes"].items():
        row["tests"] += 1
        message = result["messages"].get(test_id, "")
        if status == "skipped":
            sandbox = message.startswith("sandbox:") or message.startswith("manifest:")
            row["skipped_sandbox" if sandbox else "skipped_other"] += 1
            row["skip_reasons"][message] = row["skip_reasons"].get(message, 0) + 1
        else:
            row[status] += 1
            if status in ("failed", "errored", "xpassed"):
                row["problems"][test_id] = f"{status}: {message}"
    return row


STATUS = {
    "ok": "passed",
    "FAIL": "failed",
    "ERROR": "errored",
    "expected failure": "xfailed",
    "unexpected success": "xpassed",
}


def partial_result(out, module):
    """Outcomes recovered from the verbose lines (`name (test.mod.Class.name) ... ok`)."""
    outcomes, messages, last, running = {}, {}, None, False
    pattern = re.compile(r"^(\w+) \(test\." + re.escape(module) + r"\.([\w.]+)\)(?: \.\.\. (.*))?$")
    for line in out.splitlines():
        m = pattern.match(line)
        if not m:
            continue
        test_id, status = m.group(2), m.group(3)
        last = test_id
        if status is None or status == "":
            running = True
            continue
        running = False
        if status.startswith("skipped"):
            outcomes[test_id] = "skipped"
            messages[test_id] = status[len("skipped ") :].strip("'\"")
        elif status in STATUS:
            if outcomes.get(test_id) not in ("failed", "errored"):
                outcomes[test_id] = STATUS[status]
    if last is None:
        return None
    if running:
        outcomes[last] = "errored"
        messages[last] = "the file's run ended during this test"
    return {"outcomes": outcomes, "messages": messages, "last": last, "running": running}


COLUMNS = [
    ("file", "file"),
    ("tests", "tests"),
    ("passed", "passed"),
    ("failed", "failed"),
    ("errored", "errored"),
    ("skipped_sandbox", "skip(sandbox)"),
    ("skipped_other", "skip(other)"),
    ("xfailed", "xfail"),
    ("xpassed", "xpass"),
]


def table(rows):
    lines = ["| " + " | ".join(title for _, title in COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in rows:
        cells = [str(r[k]) for k, _ in COLUMNS]
        if r["file_error"]:
            cells[0] += f" ({r['file_error']})"
        lines.append("| " + " | ".join(cells) + " |")
    totals = {k: sum(r[k] for r in rows) for k, _ in COLUMNS[1:]}
    lines.append("| **total** | " + " | ".join(str(totals[k]) for k, _ in COLUMNS[1:]) + " |")
    return "\n".join(lines), totals


def record(rows):
    """Writes each file's pass count into the manifest (`passed = N` under its table), and
    drops the `xfail_file` of a file that loads now."""
    with open(MANIFEST, encoding="utf-8") as f:
        text = f.read()
    for r in rows:
        header = f"[files.{r['file']}]\n"
        i = text.find(header)
        if i < 0:
            continue
        body_start = i + len(header)
        # The table's body runs to the next table; its `passed` line may follow comments.
        body_end = text.find("\n[", body_start)
        body_end = len(text) if body_end < 0 else body_end + 1
        body = text[body_start:body_end]
        new = f"passed = {r['passed']}\n"
        m = re.compile(r"^passed = \d+\n", re.M).search(body)
        body = body[: m.start()] + new + body[m.end() :] if m else new + body
        # A file that loads now loses its `xfail_file` line, which `--check` would otherwise
        # report.
        if r["tests"] > 0:
            body = re.compile(r"^xfail_file = .*\n", re.M).sub("", body, count=1)
        text = text[:body_start] + body + text[body_end:]
    with open(MANIFEST, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "files", nargs="*", help="test modules to run (default: every file in the manifest)"
    )
    ap.add_argument(
        "--check", action="store_true", help="fail when a pass count drops below the manifest's"
    )
    ap.add_argument("--record", action="store_true", help="write the pass counts into the manifest")
    ap.add_argument("--json", metavar="PATH", help="write the scoreboard as JSON")
    ap.add_argument("--verbose", action="store_true", help="print each file's problems and report")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120.0, help="per-file timeout in seconds")
    ap.add_argument("--no-build", action="store_true", help="do not build the runner binary first")
    args = ap.parse_args()

    if not args.no_build:
        subprocess.run(
            ["cargo", "build", "-q", "-p", "ophis", "--example", "cpython_tests"],
            cwd=ROOT,
            check=True,
        )
    manifest = load_manifest()
    files = manifest.get("files", {})
    selected = args.files or list(files)
    unknown = [f for f in selected if f not in files]
    if unknown:
        sys.exit(f"not in the manifest: {', '.join(unknown)}")

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = list(pool.map(lambda m: run_file(m, files[m], args.timeout), selected))

    text, totals = table(rows)
    print(text)
    ran = (
        totals["passed"]
        + totals["failed"]
        + totals["errored"]
        + totals["xfailed"]
        + totals["xpassed"]
    )
    rate = 100.0 * totals["passed"] / ran if ran else 0.0
    print(
        f"\npassed {totals['passed']} of {ran} tests not skipped for sandbox reasons ({rate:.1f}%)"
    )
    if args.verbose:
        for r in rows:
            if r["problems"] or r["file_error"]:
                print(f"\n## {r['file']}" + (f": {r['file_error']}" if r["file_error"] else ""))
                for test_id, problem in sorted(r["problems"].items()):
                    print(f"  {test_id}: {problem}")
                if r.get("stderr"):
                    print(r["stderr"][-3000:])
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(
                {
                    "files": [
                        {k: v for k, v in r.items() if k not in ("output", "stderr")} for r in rows
                    ],
                    "totals": totals,
                    "pass_rate": round(rate, 1),
                },
                f,
                indent=1,
            )
    if args.record:
        record(rows)
    if args.check:
        bad = []
        for r in rows:
            floor = files[r["file"]].get("passed", 0)
            if r["passed"] < floor:
                bad.append(f"{r['file']}: {r['passed']} passed, the manifest records {floor}")
            if "xfail_file" in files[r["file"]] and r["tests"] > 0:
                bad.append(f"{r['file']}: loads now (remove its xfail_file and record its count)")
            if r["xpassed"]:
                bad.append(f"{r['file']}: {r['xpassed']} manifest expected failure(s) passed")
        if bad:
            print("\nscoreboard regressions:\n  " + "\n  ".join(bad))
            sys.exit(1)


if __name__ == "__main__":
    main()
