"""ophis.smolagents: smolagents 1.26.0's LocalPythonExecutor contract, run by ophis."""

import threading
from unittest.mock import patch

import pytest

import ophis
import ophis.smolagents as osm

smolagents = pytest.importorskip("smolagents")
from smolagents import local_python_executor as smol  # noqa: E402
from smolagents.default_tools import FinalAnswerTool  # noqa: E402
from smolagents.tools import Tool  # noqa: E402


def make(imports=(), **kwargs):
    ex = ophis.LocalPythonExecutor(list(imports), **kwargs)
    ex.send_tools({"final_answer": FinalAnswerTool()})
    return ex


def test_reexports_and_types_are_smolagents_own():
    assert ophis.LocalPythonExecutor is osm.LocalPythonExecutor
    assert ophis.evaluate_python_code is osm.evaluate_python_code
    assert issubclass(osm.LocalPythonExecutor, smol.PythonExecutor)
    assert osm.InterpreterError is smol.InterpreterError
    assert osm.CodeOutput is smol.CodeOutput
    assert osm.BASE_PYTHON_TOOLS is smol.BASE_PYTHON_TOOLS
    for name in (
        "DANGEROUS_MODULES",
        "DANGEROUS_FUNCTIONS",
        "MAX_OPERATIONS",
        "MAX_WHILE_ITERATIONS",
        "ALLOWED_DUNDER_METHODS",
        "DEFAULT_MAX_LEN_OUTPUT",
        "MAX_EXECUTION_TIME_SECONDS",
    ):
        assert getattr(osm, name) == getattr(smol, name), name


def test_attributes_match_smolagents():
    ours, theirs = ophis.LocalPythonExecutor(["json"]), smol.LocalPythonExecutor(["json"])
    for attr in (
        "custom_tools",
        "state",
        "max_print_outputs_length",
        "additional_authorized_imports",
        "static_tools",
        "additional_functions",
        "timeout_seconds",
    ):
        assert getattr(ours, attr) == getattr(theirs, attr), attr
    assert sorted(ours.authorized_imports) == sorted(theirs.authorized_imports)


def test_send_tools_merge_order():
    def my_len(x):
        return 42

    ex = ophis.LocalPythonExecutor([], additional_functions={"len": my_len})
    ex.send_tools({"print": "agent tool loses to BASE_PYTHON_TOOLS"})
    assert ex.static_tools["print"] is osm.BASE_PYTHON_TOOLS["print"]
    assert ex.static_tools["len"] is my_len
    assert ex("len([1, 2])").output == 42


def test_output_logs_and_state():
    ex = make()
    out = ex("x = 3\nprint('x =', x)\nx * 2")
    assert (out.output, out.logs, out.is_final_answer) == (6, "x = 3\n", False)
    assert ex.state["x"] == 3
    assert ex.state["__name__"] == "__main__"
    assert ex.state["_operations_count"]["counter"] > 0
    assert str(ex.state["_print_outputs"]) == "x = 3\n"
    # Logs are per call.
    assert ex("x + 1").logs == ""


def test_state_is_shared_with_the_caller():
    ex = make()
    ex.send_variables({"data": [1, 2, 3]})
    assert ex("total = sum(data)\ntotal").output == 6
    ex.state["data"] = [10]
    assert ex("sum(data)").output == 10
    assert ex.state["total"] == 6


def test_functions_and_classes_survive_between_calls():
    ex = make()
    ex("def double(x):\n    return 2 * x\nclass P:\n    def __init__(self, v):\n        self.v = v")
    assert ex("double(P(21).v)").output == 42


def test_trailing_assignment_is_the_result():
    assert make()("y = 5").output == 5


def test_final_answer():
    ex = make()
    out = ex("x = 2\nfinal_answer(x * 21)\nprint('not reached')")
    assert out.is_final_answer and out.output == 42
    assert out.logs == ""


def test_final_answer_is_not_caught_by_except_exception():
    ex = make()
    out = ex(
        "try:\n    final_answer('done')\nexcept Exception:\n    print('caught')\nprint('after')"
    )
    assert out.is_final_answer and out.output == "done"
    assert "caught" not in out.logs and "after" not in out.logs


def test_tools_including_smolagents_tool_instances():
    class Adder(Tool):
        name = "adder"
        description = "Adds two numbers."
        inputs = {
            "a": {"type": "integer", "description": "a"},
            "b": {"type": "integer", "description": "b"},
        }
        output_type = "integer"

        def forward(self, a, b):
            return a + b

    ex = ophis.LocalPythonExecutor([])
    ex.send_tools({"adder": Adder(), "final_answer": FinalAnswerTool()})
    assert ex("adder(2, b=3) + adder(a=1, b=1)").output == 7


def test_tool_exception_text():
    def boom(x):
        raise ValueError(f"bad {x}")

    ex = ophis.LocalPythonExecutor([])
    ex.send_tools({"boom": boom})
    with pytest.raises(osm.InterpreterError) as e:
        ex("a = 1\nboom(a)")
    assert str(e.value) == "Code execution failed at line 'boom(a)' due to: ValueError: bad 1"


def test_error_texts_match_smolagents():
    code = "x = 1\ny = x / 0"
    with pytest.raises(smol.InterpreterError) as theirs:
        smol.evaluate_python_code(code, dict(smol.BASE_PYTHON_TOOLS), state={})
    with pytest.raises(osm.InterpreterError) as ours:
        osm.evaluate_python_code(code, dict(osm.BASE_PYTHON_TOOLS), state={})
    assert str(ours.value) == str(theirs.value)


# Where smolagents' evaluator words an error itself, ophis reports the same text for an
# uncaught exception, while the program still sees CPython's exception.
WORDED_ERRORS = [
    'x = {"key": "value"}\ndel x["key"]\nx["key"]',
    "del x",
    "a, b = 1, 2, 3",
    "a, b = 1",
    'a, b = "abc"',
    "for a, b in [(1, 2, 3)]:\n    pass",
    "counts = [1, 2, 3]\ncounts += 1",
    'capitals = {"Czech Republic": "Prague", "Monaco": "Monaco", "Bhutan": "Thimphu"}\ncapitals["Butan"]',
    'd = {"apple": 1, "ape": 2, "apply": 3, "maple": 4}\nd["appel"]',
    "def f(**k):\n    return k\nf(**[1])",
    "def f(**k):\n    return k\nf(**None)",
    "x = [1, 2]\nx[5]",
    '"abc"[10]',
    "x = 5\nx['a']",
    'x = {"k": 1}\ndel x["z"]',
    'def f():\n    return {}["q"]\ny = f()',
    'd = {"a": [1, 2.5, None, "s", (1,)], "b": {1, 2}}\nd["c"]',
    'try:\n    {}["a"]\nfinally:\n    pass',
]


@pytest.mark.parametrize("code", WORDED_ERRORS)
def test_worded_error_texts_match_smolagents(code):
    with pytest.raises(smol.InterpreterError) as theirs:
        smol.evaluate_python_code(code, dict(smol.BASE_PYTHON_TOOLS), state={})
    with pytest.raises(osm.InterpreterError) as ours:
        osm.evaluate_python_code(code, dict(osm.BASE_PYTHON_TOOLS), state={})
    assert str(ours.value) == str(theirs.value)


def test_worded_errors_stay_cpython_exceptions_inside_the_program():
    ex = make()
    # Caught: the program sees CPython's exception and message; nothing is reported.
    out = ex(
        "try:\n    {}['k']\nexcept KeyError as e:\n    print('KeyError', e)\n"
        "try:\n    a, b = 1, 2, 3\nexcept ValueError as e:\n    print('ValueError', e)\n"
        "try:\n    del nothing_here\nexcept NameError as e:\n    print('NameError', e)\n"
        "try:\n    l = [1]\n    l += 1\nexcept TypeError as e:\n    print('TypeError', e)"
    )
    assert out.logs == (
        "KeyError 'k'\n"
        "ValueError too many values to unpack (expected 2)\n"
        "NameError name 'nothing_here' is not defined\n"
        "TypeError 'int' object is not iterable\n"
    )
    # Caught and raised again: the wording was dropped when the program caught it.
    with pytest.raises(osm.InterpreterError) as e:
        ex("try:\n    {}['k']\nexcept KeyError:\n    raise")
    assert str(e.value).endswith("due to: KeyError: 'k'")
    # Values whose text would be the program's own code are not rendered after the run.
    with pytest.raises(osm.InterpreterError) as e:
        ex(
            "class C:\n    def __str__(self):\n        print('ran')\n        return 'c'\n\nd = {1: C()}\nd[2]"
        )
    assert str(e.value).endswith("due to: KeyError: 2")
    assert "ran" not in ex.state["_print_outputs"].value


def test_long_values_are_cut_in_worded_errors():
    with pytest.raises(osm.InterpreterError) as e:
        osm.evaluate_python_code(
            "x = list(range(100000))\nx[10**6]", dict(osm.BASE_PYTHON_TOOLS), state={}
        )
    text = str(e.value)
    assert (
        "Could not index [0, 1, 2, 3" in text
        and "... with '1000000': IndexError: list index out of range" in text
    )
    assert len(text) < 1200


def test_static_tools_cannot_be_rebound():
    def tool(x):
        return x * 2

    ex = ophis.LocalPythonExecutor([])
    ex.send_tools({"tool": tool})
    for code in [
        "tool = 1",
        "tool += 1",
        "for tool in [1]:\n    pass",
        "del tool",
        "import math as tool",
        "def tool():\n    pass",
        "class tool:\n    pass",
        "def f():\n    global tool\n    tool = 1\nf()",
        "(tool := 3)",
        "len = 5",  # smolagents' base tools are static tools too.
        # Not catchable, like every sandbox refusal.
        "try:\n    tool = 1\nexcept BaseException:\n    print('caught')",
    ]:
        with pytest.raises(osm.InterpreterError, match="doing this would erase the existing tool!"):
            ex(code + "\nprint('after')")
        assert "after" not in ex.state["_print_outputs"].value
        assert "caught" not in ex.state["_print_outputs"].value
        assert ex("tool(21)").output == 42
    # Locals of functions and names that are not tools are free.
    assert ex("def g():\n    tool = 5\n    return tool\ny = 1\ng() + y").output == 6


def test_no_builtins_before_send_tools():
    ex = ophis.LocalPythonExecutor([])
    with pytest.raises(
        osm.InterpreterError,
        match="Forbidden function evaluation: 'getattr' is not among the explicitly allowed tools",
    ):
        ex("a = (); b = getattr(a, '__class__')")
    assert "b" not in ex.state
    with pytest.raises(osm.InterpreterError, match="The variable `len` is not defined."):
        ex("f = len")
    # Exception classes exist; after send_tools the builtins do, in the same interpreter.
    ex("def keep():\n    return 7\ntry:\n    raise ValueError('v')\nexcept ValueError:\n    pass")
    ex.send_tools({})
    assert ex("len([1, 2]) + keep()").output == 9


def test_syntax_error_text_matches_smolagents():
    code = "x = (1,\ny = 2"
    with pytest.raises(smol.InterpreterError) as theirs:
        smol.evaluate_python_code(code, state={})
    with pytest.raises(osm.InterpreterError) as ours:
        osm.evaluate_python_code(code, state={})
    assert str(ours.value) == str(theirs.value)


def test_forbidden_import_text():
    with pytest.raises(osm.InterpreterError) as e:
        make()("import os")
    assert "Import of os is not allowed" in str(e.value)
    assert str(e.value).startswith(
        "Code execution failed at line 'import os' due to: InterpreterError: "
    )


def test_undefined_function_text():
    with pytest.raises(
        osm.InterpreterError, match="Forbidden function evaluation: 'nope' is not among"
    ):
        osm.evaluate_python_code("y = nope(1)", {}, state={})
    with pytest.raises(osm.InterpreterError, match="The variable `nope` is not defined."):
        osm.evaluate_python_code("y = nope + 1", {}, state={})


def test_max_operations_is_read_at_call_time():
    with patch("ophis.smolagents.MAX_OPERATIONS", 100):
        with pytest.raises(
            osm.InterpreterError, match="Reached the max number of operations of 100"
        ):
            make()("for i in range(1000):\n    pass")


def test_max_while_iterations_is_read_at_call_time():
    with patch("ophis.smolagents.MAX_WHILE_ITERATIONS", 100):
        with pytest.raises(
            osm.InterpreterError, match="Maximum number of 100 iterations in While loop exceeded"
        ):
            make()("i = 0\nwhile True:\n    i += 1")


def test_timeout_text():
    ex = make(timeout_seconds=1)
    # The operation limit is lifted so that the deadline is what stops the loop.
    with (
        patch("ophis.smolagents.MAX_OPERATIONS", 10**15),
        pytest.raises(osm.ExecutionTimeoutError) as e,
    ):
        ex("for i in range(10**12):\n    pass")
    assert str(e.value) == "Code execution exceeded the maximum execution time of 1 seconds"


def test_print_output_truncation():
    ex = make(max_print_outputs_length=100)
    out = ex("for i in range(100):\n    print('line', i)")
    assert "_This content has been truncated to stay below 100 characters_" in out.logs
    theirs = smol.LocalPythonExecutor([], max_print_outputs_length=100)
    theirs.send_tools({})
    assert out.logs == theirs("for i in range(100):\n    print('line', i)").logs


def test_non_installed_authorized_modules():
    with pytest.raises(
        osm.InterpreterError, match="Non-installed authorized modules: not_a_real_module_xyz"
    ):
        ophis.LocalPythonExecutor(["not_a_real_module_xyz"])


def test_check_import_authorized_and_fix_final_answer_code_match():
    for name, allowed in [("a.b", ["a.*"]), ("a", ["a.b"]), ("x", ["*"]), ("os", ["math"])]:
        assert osm.check_import_authorized(name, allowed) == smol.check_import_authorized(
            name, allowed
        )
    code = "final_answer = 3\nfinal_answer(final_answer)"
    assert osm.fix_final_answer_code(code) == smol.fix_final_answer_code(code)


def test_two_executors_in_two_threads():
    results = {}

    def work(k):
        ex = make()
        ex("acc = 0")
        for i in range(20):
            ex(f"acc += {i}")
        results[k] = ex("acc").output

    threads = [threading.Thread(target=work, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {0: 190, 1: 190}


def test_evaluate_subscript_shim_takes_slices():
    import ast

    def sub(code, state):
        return osm.evaluate_subscript(ast.parse(code).body[0].value, state, {}, {}, [])

    assert sub("lst[1:3]", {"lst": [1, 2, 3, 4]}) == [2, 3]
    assert sub("lst[::-1]", {"lst": [1, 2, 3]}) == [3, 2, 1]
    assert sub("lst[:]", {"lst": [1, 2]}) == [1, 2]
    assert sub("t[::2]", {"t": (1, 2, 3)}) == (1, 3)
    with pytest.raises(osm.InterpreterError, match="Could not index \\[1, 2\\] with '5'"):
        sub("lst[5]", {"lst": [1, 2]})


def test_state_keeps_aliases_and_cycles():
    # One object reachable from several globals is one object in `state`, as in smolagents
    # (whose state holds the program's own objects); a cycle stays a cycle.
    ex = make()
    ex(
        "a = [1, 2]\nb = a\nt = (a, a)\nc = {}\nc['me'] = c\nrows = [(i, str(i)) for i in range(3)]\nby = sorted(rows, key=lambda r: -r[0])"
    )
    s = ex.state
    assert s["a"] is s["b"] and s["t"][0] is s["a"] and s["t"][1] is s["a"]
    assert s["c"]["me"] is s["c"]
    assert s["by"][0] is s["rows"][2] and s["by"] == [(2, "2"), (1, "1"), (0, "0")]
    assert ex("a.append(3)\nlen(b)").output == 3
    assert s["a"] == [1, 2, 3] and s["b"] is s["a"]


def test_state_of_plain_data_and_other_values():
    # Globals that are plain data are built as Python objects directly; the others (functions,
    # instances, cycles) are converted apart. Every kind of value arrives equal to CPython's,
    # shared tuples and lists stay shared, and a nesting past the depth limit is cut as before.
    ex = make()
    ex(
        "import math\n"
        "nums = [1, -2**70, 2.5, True, None, 'é', b'by', 3j]\n"
        "pair = (1, 'x')\n"
        "rows = [pair, pair, (2, 'y')]\n"
        "index = {'rows': rows, 'set': {1, 2}, 'frozen': frozenset({3}), (1, 2): 'tuple key'}\n"
        "def f(x):\n    return x\n"
        "class K:\n    pass\n"
        "k = K()\n"
        "mixed = [f, nums]\n"
        "deep = [0]\n"
        "for _ in range(120):\n    deep = [deep]\n"
        "loop = [1]\n"
        "loop.append(loop)\n"
    )
    s = ex.state
    assert s["nums"] == [1, -(2**70), 2.5, True, None, "é", b"by", 3j]
    assert (
        s["rows"][0] is s["pair"] and s["rows"][1] is s["pair"] and s["index"]["rows"] is s["rows"]
    )
    assert (
        s["index"]["set"] == {1, 2}
        and s["index"]["frozen"] == {3}
        and s["index"][(1, 2)] == "tuple key"
    )
    assert s["f"](7) == 7 and type(s["k"]).__name__ == "K"
    assert s["mixed"][1] == s["nums"] and s["mixed"][0](3) == 3
    assert s["loop"][1] is s["loop"] and s["loop"][0] == 1
    level, d = 0, s["deep"]
    while isinstance(d, list):
        d, level = d[0], level + 1
    assert level == 101 and "..." in repr(d)
    assert s["math"].sqrt(16.0) == 4.0


def test_tools_changed_between_calls_are_seen():
    # Registrations are reused while the tools are the same objects under the same names; a
    # tool replaced in place, added or removed is seen by the next call.
    ex = make()
    ex.send_tools({"t": lambda x: x + 1, "final_answer": lambda x: x})
    assert ex("t(1)").output == 2
    assert ex("t(1)").output == 2
    ex.static_tools["t"] = lambda x: x * 10
    assert ex("t(2)").output == 20
    ex.static_tools["u"] = lambda: "u"
    assert ex("u()").output == "u"
    del ex.static_tools["u"]
    with pytest.raises(osm.InterpreterError):
        ex("u()")
    for n in range(3):
        out = ex(f"final_answer(t({n}))")
        assert out.is_final_answer and out.output == n * 10


ASYNC_AGENT_CODE = """
import asyncio

async def fetch(i):
    await asyncio.sleep(0.001)
    return i * i

async def main():
    return await asyncio.gather(*(fetch(i) for i in range(5)))

result = asyncio.run(main())
final_answer(result)
"""


@pytest.mark.parametrize("imports", [["asyncio"], ["*"]])
def test_asyncio_is_ophis_own_event_loop(imports):
    # `import asyncio` gives ophis's loop without I/O, also under "*", where the host's
    # asyncio (network machinery) is refused: its coroutines run in the sandbox.
    out = make(imports)(ASYNC_AGENT_CODE)
    assert out.is_final_answer
    assert out.output == [0, 1, 4, 9, 16]


@pytest.mark.parametrize("imports", [["asyncio"], ["*"]])
def test_asyncio_io_submodules_stay_refused(imports, tmp_path):
    # The host's asyncio submodules are not ophis's: subprocesses are a denied module, and
    # under "*" the rest are host machinery. Nothing runs: the marker file is not written.
    marker = tmp_path / "ran"
    for code in (
        f"import asyncio.subprocess as s\ns.create_subprocess_exec('touch', {str(marker)!r})",
        "import asyncio.base_events as b\nb",
        "import asyncio\nasyncio.open_connection",
    ):
        with pytest.raises(osm.InterpreterError):
            make(imports)(code)
    assert not marker.exists()


def test_errors_carry_cpythons_did_you_mean_hint():
    # What lets the model fix its own typo: the hint CPython's display adds to the message.
    ex = osm.LocalPythonExecutor([])
    ex.send_tools({})
    with pytest.raises(smol.InterpreterError, match=r"'apend'\. Did you mean: 'append'\?"):
        ex("x = [1]\nx.apend(2)")
    with pytest.raises(smol.InterpreterError, match=r"is not defined\. Did you mean: 'counter'\?"):
        ex("counter = 1\ny = countr + 1")
    with pytest.raises(smol.InterpreterError) as info:
        ex("zzqq_unrelated_name")
    assert "Did you mean" not in str(info.value)
