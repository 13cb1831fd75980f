"""Hardening options of ophis.LocalPythonExecutor and ophis.Sandbox, per-call statistics and the
audit trail (every option is checked to do what it promises, with its side effect bounded)."""

import json
import logging

import pytest

import ophis
from ophis import LocalPythonExecutor
from ophis.smolagents import ExecutionTimeoutError, InterpreterError


def hardened(**options):
    defaults = dict(
        allowed_modules=["math", "json", "statistics"],
        allowed_builtins=["len", "sum", "range", "sorted", "print"],
        max_execution_time=5,
        max_memory_mb=64,
        max_output_length=2000,
        max_tool_calls=20,
    )
    defaults.update(options)
    return LocalPythonExecutor([], **defaults)


def test_the_readme_example_runs_as_written():
    sandbox = LocalPythonExecutor(
        [],
        allowed_modules=["math", "json", "statistics"],
        allowed_builtins=["len", "sum", "range", "sorted", "print"],
        max_execution_time=5,
        max_memory_mb=64,
        max_output_length=2000,
        max_tool_calls=20,
    )
    sandbox.send_tools({})
    out = sandbox(
        "import statistics\nxs = sorted([3, 1, 2])\nprint(len(xs), sum(range(4)))\nstatistics.mean(xs)"
    )
    assert out.logs == "3 6\n"
    assert out.output == 2
    assert sandbox.last_run.operations > 0
    assert sandbox.last_run.modules_imported == ["statistics"]
    assert sandbox.last_run.limit is None


def test_allowed_modules_replaces_the_default_allowlist():
    sandbox = hardened()
    sandbox.send_tools({})
    assert sandbox("import json\njson.dumps([1])").output == "[1]"
    # `re` is in smolagents' default allowlist, but not in this one.
    with pytest.raises(InterpreterError, match="Import of re is not allowed"):
        sandbox("import re")
    assert sandbox.last_run.refused[0]["action"] == "import"


def test_a_builtin_not_in_allowed_builtins_is_absent():
    sandbox = hardened()
    sandbox.send_tools({})
    with pytest.raises(InterpreterError, match="Forbidden access to builtin: max"):
        sandbox("print('before')\nx = max(1, 2)\nprint('after')")
    assert sandbox.state["_print_outputs"].value == "before\n"
    # It cannot be caught either, and exception classes still exist.
    with pytest.raises(InterpreterError, match="Forbidden access to builtin: abs"):
        sandbox("try:\n    abs(-1)\nexcept Exception:\n    print('caught')")
    assert "caught" not in str(sandbox.state["_print_outputs"])
    out = sandbox("try:\n    raise ValueError('v')\nexcept ValueError as e:\n    print('ok', e)")
    assert out.logs == "ok v\n"


def test_max_execution_time_is_timeout_seconds():
    sandbox = hardened(max_execution_time=0.5, max_operations=10**12)
    sandbox.send_tools({})
    with pytest.raises(ExecutionTimeoutError):
        sandbox("for i in range(10**12):\n    pass")
    assert sandbox.last_run.limit == "timeout"
    assert sandbox.last_run.wall_time < 30


def test_conflicting_timeouts_raise_at_construction():
    with pytest.raises(ValueError, match="disagree"):
        LocalPythonExecutor([], timeout_seconds=10, max_execution_time=5)
    # The same value twice is no conflict.
    LocalPythonExecutor([], timeout_seconds=5, max_execution_time=5)


def test_bad_option_values_raise_at_construction():
    with pytest.raises(ValueError):
        LocalPythonExecutor([], max_memory_mb=0)
    with pytest.raises(TypeError):
        LocalPythonExecutor([], allowed_builtins="len")
    with pytest.raises(TypeError):
        LocalPythonExecutor([], max_tool_calls=3, no_such_option=1)


def test_max_memory_mb():
    sandbox = hardened(allowed_builtins=None)
    sandbox.send_tools({})
    with pytest.raises(InterpreterError, match="MemoryError"):
        sandbox("x = 'a' * (100 * 2**20)")
    assert sandbox.last_run.limit == "memory"
    # A smaller string fits.
    assert sandbox("len('a' * (10 * 2**20))").output == 10 * 2**20


def test_max_output_length():
    sandbox = hardened()
    sandbox.send_tools({})
    with pytest.raises(InterpreterError, match="output"):
        sandbox("for i in range(1000):\n    print('x' * 10)")
    assert sandbox.last_run.limit == "output"
    assert len(str(sandbox.state["_print_outputs"])) <= 2000


def test_max_operations_and_recursion_depth():
    sandbox = hardened(allowed_builtins=None, max_operations=1000, max_recursion_depth=40)
    sandbox.send_tools({})
    with pytest.raises(InterpreterError, match="operations"):
        sandbox("total = 0\nfor i in range(10**6):\n    total += i")
    assert sandbox.last_run.limit == "operations"
    with pytest.raises(InterpreterError, match="RecursionError"):
        sandbox("def f(n):\n    return f(n + 1)\nf(0)")
    assert sandbox.last_run.limit == "recursion"


class FakeManagedAgent:
    """Stands in for a smolagents managed agent: a callable tool that may delegate again."""

    name = "helper_agent"

    def __init__(self):
        self.calls = 0

    def __call__(self, task: str) -> str:
        self.calls += 1
        return f"done: {task}"


def test_max_tool_calls_stops_a_loop_calling_a_managed_agent():
    agent = FakeManagedAgent()
    sandbox = hardened(max_tool_calls=3)
    sandbox.send_tools({"helper_agent": agent})
    code = "results = []\nfor i in range(100):\n    try:\n        results.append(helper_agent(task='step'))\n    except Exception:\n        pass\n"
    with pytest.raises(InterpreterError, match="Tool call limit exceeded"):
        sandbox(code)
    # The limit held: the agent ran exactly three times, and no handler in the program caught it.
    assert agent.calls == 3
    assert sandbox.last_run.tool_calls == {"helper_agent": 3}
    assert sandbox.last_run.limit == "tool_calls"
    # The count is per call of the executor.
    assert sandbox("helper_agent(task='again')").output == "done: again"
    assert agent.calls == 4


def test_last_run_statistics():
    sandbox = LocalPythonExecutor(["math"])
    sandbox.send_tools({"double": lambda x: 2 * x})
    out = sandbox("import math\nx = double(3) + double(4)\nmath.floor(x / 2)")
    assert out.output == 7
    run = sandbox.last_run
    assert run.tool_calls == {"double": 2}
    assert run.modules_imported == ["math"]
    assert run.operations == sandbox.state["_operations_count"]["counter"] > 0
    assert run.wall_time > 0
    assert run.peak_memory >= 0
    assert run.limit is None and run.refused == []


def test_audit_callback_records_every_call_with_refusals_and_lines():
    records = []
    sandbox = LocalPythonExecutor([], audit=records.append)
    sandbox.send_tools({"final_answer": lambda x: x})
    sandbox("x = 1\nprint(x)")
    with pytest.raises(InterpreterError):
        sandbox("y = 2\n\nimport subprocess\n")
    sandbox("final_answer(41 + 1)")
    assert len(records) == 3
    for r in records:
        json.dumps(r)  # JSON-serializable
    first, blocked, final = records
    assert first["code"] == "x = 1\nprint(x)"
    assert first["outcome"] == {"status": "ok", "value_type": "NoneType"}
    assert blocked["outcome"]["status"] == "error"
    assert blocked["refused"] == [
        {
            "action": "import",
            "message": blocked["refused"][0]["message"],
            "line": 3,
        }
    ]
    assert blocked["refused"][0]["message"].startswith("Import of subprocess is not allowed")
    assert final["outcome"]["status"] == "final_answer" and final["outcome"]["value"] == "42"


def test_audit_jsonl_file_and_logger(tmp_path, caplog):
    path = tmp_path / "audit.jsonl"
    sandbox = LocalPythonExecutor([], audit=str(path))
    sandbox.send_tools({})
    sandbox("1 + 1")
    with pytest.raises(InterpreterError):
        sandbox("while True:\n    pass")
    lines = path.read_text().splitlines()
    assert len(lines) == 2
    second = json.loads(lines[1])
    assert second["stats"]["limit"] == "while_iterations"
    assert second["refused"][0]["line"] == 1

    sandbox = LocalPythonExecutor([], audit="ophis.test.audit")
    sandbox.send_tools({})
    with caplog.at_level(logging.INFO, logger="ophis.test.audit"):
        sandbox("2 + 2")
    assert json.loads(caplog.records[-1].getMessage())["code"] == "2 + 2"


def test_sandbox_takes_the_same_options():
    calls = []
    sb = ophis.Sandbox(
        allowed_modules=["math"],
        allowed_builtins=["print", "len"],
        max_execution_time=5,
        max_memory_mb=64,
        max_output_length=100,
        max_tool_calls=2,
        functions={"tool": lambda: calls.append(1) or len(calls)},
    )
    r = sb.run("import math\nprint(len([1, 2]), tool(), tool())")
    assert r.output == "2 1 2\n"
    assert r.stats.tool_calls == {"tool": 2}
    with pytest.raises(ophis.SandboxError, match="Tool call limit exceeded"):
        sb.run("tool(); tool(); tool()")
    assert len(calls) == 4
    with pytest.raises(ophis.ForbiddenError, match="Import of re is not allowed"):
        sb.run("import re")
    with pytest.raises(ophis.ForbiddenError, match="Forbidden access to builtin: max"):
        sb.run("max(1, 2)")


def test_tool_calls_are_counted_per_run_without_a_limit():
    # Without max_tool_calls the tools are registered unwrapped and the counts come from the
    # interpreter: per run, per tool, and a host object called by the program is not a tool.
    class Greeter:
        def __call__(self):
            return "hi"

    sandbox = ophis.Sandbox(functions={"f": lambda: 1, "g": lambda x: x})
    sandbox.set("greeter", Greeter())
    first = sandbox.run("[f() for _ in range(3)] + [g(greeter())]")
    assert first.value == [1, 1, 1, "hi"]
    assert first.stats.tool_calls == {"f": 3, "g": 1}
    assert sandbox.run("f()").stats.tool_calls == {"f": 1}
    assert sandbox.run("1").stats.tool_calls == {}


def test_final_answer_text_is_cut_in_last_run_and_audit_records():
    # A 50 MB final answer under max_output_length=2000: the caller gets the answer whole (it
    # is the agent's result), but last_run and the audit record keep only 2,000 characters of
    # its text, with a note saying it was cut.
    records = []
    sandbox = hardened(audit=records.append, max_memory_mb=256)
    sandbox.send_tools({"final_answer": lambda x: x})
    out = sandbox("final_answer('a' * 50_000_000)")
    assert out.is_final_answer and len(out.output) == 50_000_000
    text = sandbox.last_run.final_answer
    assert text.startswith("'aaaa") and len(text) < 2100
    assert "[cut: 50000002 characters in all, the first 2000 kept]" in text
    value = records[-1]["outcome"]["value"]
    assert value == text
    assert len(json.dumps(records[-1])) < 4000
    # A short answer is kept as it is, with no note.
    sandbox("final_answer([1, 'two', 3.0])")
    assert sandbox.last_run.final_answer == "[1, 'two', 3.0]"
    assert records[-1]["outcome"]["value"] == "[1, 'two', 3.0]"
    # A big container is shown by its first items, and its text cut.
    sandbox("final_answer([i for i in range(1_000_000)])")
    assert len(sandbox.last_run.final_answer) < 2100


def test_final_answer_text_runs_no_program_code_after_the_call():
    # The record names a sandbox object by its type: its __repr__ is the program's code, and
    # the call (and its deadline) is over when the record is made.
    records = []
    sandbox = LocalPythonExecutor([], audit=records.append)
    sandbox.send_tools({"final_answer": lambda x: x})
    code = "class Big:\n    def __repr__(self):\n        return 'x' * 10**7\nfinal_answer(Big())"
    out = sandbox(code)
    assert out.is_final_answer
    assert sandbox.last_run.final_answer == "<sandbox Big>"
    assert records[-1]["outcome"]["value"] == "<sandbox Big>"


def test_error_message_in_audit_record_is_cut():
    records = []
    sandbox = hardened(audit=records.append, max_memory_mb=256)
    with pytest.raises(InterpreterError):
        sandbox("raise ValueError('m' * 5_000_000)")
    message = records[-1]["outcome"]["message"]
    assert len(message) < 3100 and ("[cut:" in message or "[truncated:" in message)


def test_long_lived_sandbox_keeps_a_bounded_amount_of_program_text():
    # 10,000 runs of distinct 1 KB programs, each defining a method of its own name: the core
    # keeps the text of recent runs only (for tracebacks) and the package at most
    # KEPT_TEXT_CHARS of def sources and docstrings per interpreter.
    from ophis import _proxy

    sandbox = ophis.Sandbox()
    for i in range(10_000):
        sandbox.run(
            f"class C:\n    def m_{i}(self):\n        '{'p' * 1000}'\n        return {i}\nC().m_{i}()"
        )
    kept = sum(len(s) for s in _proxy._SOURCES[sandbox._interp_id].values())
    assert 0 < kept <= _proxy.KEPT_TEXT_CHARS
    assert _proxy._KEPT[sandbox._interp_id] <= _proxy.KEPT_TEXT_CHARS
    # The latest definitions keep their source.
    assert sandbox.get("C").m_9999.__source__.startswith("def m_9999")
