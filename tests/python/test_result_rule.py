"""The interpreter's result rule (`result_rule=`) and tool unregistering, which ophis.smolagents
builds its return value and per-call tools on."""

import pytest

import ophis.smolagents as osm
from ophis import _ophis

smolagents = pytest.importorskip("smolagents")
from smolagents import local_python_executor as smol  # noqa: E402
from smolagents.default_tools import BASE_PYTHON_TOOLS  # noqa: E402


def test_default_rule_is_the_last_expression_statement():
    interp = _ophis.Interpreter()
    assert interp.run("x = 3")[1] is None
    assert interp.run("x + 1")[1] == 4


def test_smolagents_rule_is_the_last_statements_value():
    interp = _ophis.Interpreter(result_rule="smolagents")
    assert interp.run("x = 3")[1] == 3
    assert interp.run("for i in range(4):\n    if i % 2:\n        y = i")[1] == 3


def test_unknown_rule_is_refused():
    with pytest.raises(ValueError, match="result_rule must be"):
        _ophis.Interpreter(result_rule="last")


@pytest.mark.parametrize(
    "code",
    [
        "x = 0\nfor i in range(3):\n    x = i",
        "if a > 1:\n    b = 'big'\nelse:\n    b = 'small'\n    b",
        "total = 0\nfor w in ['ab', 'cde']:\n    for c in w:\n        total += 1",
        "f = lambda v: v * 2\nout = [f(i) for i in range(3)]",
        "s = 'x'\nt = f'{s:>{a}}|{a:.2f}'",
        "d = {'k': abs(-a)}\nd['k'] += 1",
    ],
)
def test_value_and_operation_count_equal_smolagents(code):
    results = []
    for module in (smol, osm):
        state = {"a": 2}
        value, _ = module.evaluate_python_code(code, dict(BASE_PYTHON_TOOLS), state=state)
        results.append((value, state["_operations_count"]["counter"]))
    assert results[1] == results[0]


def test_a_tool_exists_only_in_the_calls_it_is_given_to():
    state = {"x": 3}
    assert (
        osm.evaluate_python_code("y = add_two(x)", {"add_two": lambda v: v + 2}, state=state)[0]
        == 5
    )
    with pytest.raises(osm.InterpreterError, match="Forbidden function evaluation: 'add_two'"):
        osm.evaluate_python_code("y = add_two(x)", {}, state=state)
