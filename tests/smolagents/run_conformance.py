#!/usr/bin/env python3
"""smolagents conformance: runs smolagents 1.26.0's own tests/test_local_python_executor.py
with ophis's implementations substituted for smolagents', and prints pass/fail counts.

The source distribution is fetched with pip (`pip download --no-deps --no-binary :all:`). The
test file is rewritten before it is imported: every reference to
`smolagents.local_python_executor` (imports and `patch(...)` targets) points at
`ophis.smolagents`. A name the file imports that ophis does not provide is replaced by a function
that raises, so the items using it fail; nothing falls back to smolagents' code.

Two counts are printed: the items that go through `LocalPythonExecutor` or
`evaluate_python_code` (the drop-in's contract), and all items.

Usage: python3 tests/smolagents/run_conformance.py [--min-executor-pass N] [-v]
"""

from __future__ import annotations

import argparse
import ast
import inspect
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VERSION = "1.26.0"
TEST_FILE = "tests/test_local_python_executor.py"
EXECUTOR_NAMES = ("evaluate_python_code", "LocalPythonExecutor")


def fetch_sdist(cache: Path) -> Path:
    cache.mkdir(parents=True, exist_ok=True)
    archive = cache / f"smolagents-{VERSION}.tar.gz"
    if not archive.exists():
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "-q",
                "--no-deps",
                "--no-binary",
                ":all:",
                f"smolagents=={VERSION}",
                "-d",
                str(cache),
            ],
            check=True,
        )
    return archive


def extract_test_file(archive: Path) -> str:
    with tarfile.open(archive) as tar:
        member = tar.getmember(f"smolagents-{VERSION}/{TEST_FILE}")
        return tar.extractfile(member).read().decode()


def rewrite(source: str) -> tuple[str, list[str]]:
    """Points the test file at ophis.smolagents; returns the new source and the imported names
    ophis does not provide."""
    import ophis.smolagents as osm

    tree = ast.parse(source)
    missing: list[str] = []
    lines = source.splitlines(keepends=True)
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "smolagents.local_python_executor":
            provided = [a.name for a in node.names if hasattr(osm, a.name)]
            missing = [a.name for a in node.names if not hasattr(osm, a.name)]
            new = f"from ophis.smolagents import ({', '.join(provided)})\n"
            for name in missing:
                new += (
                    f"def {name}(*args, **kwargs):\n"
                    f"    raise NotImplementedError('ophis.smolagents does not provide {name}')\n"
                )
            start, end = node.lineno - 1, node.end_lineno
            lines[start:end] = [new] + [""] * (end - start - 1)
            break
    text = "".join(lines).replace("smolagents.local_python_executor", "ophis.smolagents")
    return text, missing


class Collector:
    """A pytest plugin recording each item's outcome and whether it goes through the executor."""

    def __init__(self) -> None:
        self.results: dict[str, str] = {}
        self.executor_items: set[str] = set()

    def pytest_collection_modifyitems(self, items):
        for item in items:
            fn = getattr(item, "function", None)
            try:
                src = inspect.getsource(fn) if fn else ""
            except OSError:
                src = ""
            params = getattr(getattr(item, "callspec", None), "params", {})
            if any(n in src for n in EXECUTOR_NAMES) or any(
                n in repr(v) for v in params.values() for n in EXECUTOR_NAMES
            ):
                self.executor_items.add(item.nodeid)

    def pytest_runtest_logreport(self, report):
        if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
            self.results[report.nodeid] = report.outcome


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--cache",
        default=os.environ.get(
            "OPHIS_CONFORMANCE_CACHE", str(Path(tempfile.gettempdir()) / "ophis-conformance")
        ),
    )
    ap.add_argument(
        "--min-executor-pass",
        type=int,
        default=0,
        help="exit non-zero when fewer executor items pass",
    )
    ap.add_argument("-v", "--verbose", action="store_true", help="list the failing items")
    ap.add_argument("pytest_args", nargs="*")
    args = ap.parse_args()

    import pytest

    archive = fetch_sdist(Path(args.cache))
    source, missing = rewrite(extract_test_file(archive))
    work = Path(tempfile.mkdtemp(prefix="ophis-conformance-"))
    test_path = work / "test_local_python_executor.py"
    test_path.write_text(source)

    collector = Collector()
    # pytest's own report is off (the failures are expected and listed with -v): this runner's
    # counts are the result, and a CI log must not read the inner run's "N failed" as its own.
    pytest.main(
        [str(test_path), "-p", "no:cacheprovider", "-p", "no:terminal", *args.pytest_args],
        plugins=[collector],
    )

    results = collector.results
    ex = {k: v for k, v in results.items() if k in collector.executor_items}
    ex_pass = sum(v == "passed" for v in ex.values())
    all_pass = sum(v == "passed" for v in results.values())
    print()
    print(
        f"names ophis.smolagents does not provide (their items fail): {', '.join(missing) or 'none'}"
    )
    if args.verbose:
        for k, v in sorted(results.items()):
            if v != "passed":
                print(
                    f"  {v}: {k.split('::', 1)[1]}{'  [executor]' if k in collector.executor_items else ''}"
                )
    ex_skip = sum(v == "skipped" for v in ex.values())
    all_skip = sum(v == "skipped" for v in results.values())
    # A skipped item (the test itself skips, e.g. a module absent from this machine's sys.modules)
    # is not a pass: the percentage is over every item, skipped ones included.
    print(
        f"items through LocalPythonExecutor/evaluate_python_code: {ex_pass} passed, "
        f"{len(ex) - ex_pass - ex_skip} failed, {ex_skip} skipped (of {len(ex)}; "
        f"{100 * ex_pass / max(len(ex), 1):.1f}% pass)"
    )
    print(
        f"all items: {all_pass} passed, {len(results) - all_pass - all_skip} failed, {all_skip} skipped "
        f"(of {len(results)}; {100 * all_pass / max(len(results), 1):.1f}% pass)"
    )
    if not results:
        print("no test item ran (collection failed?)")
        return 1
    return 0 if ex_pass >= args.min_executor_pass else 1


if __name__ == "__main__":
    sys.exit(main())
