"""ophis._proxy: sandbox values as a Python user expects them (builtin types, classes,
instances, functions, generators), still run by the sandbox under its limits, and going back
into the sandbox as the values they stand for."""

import enum
import types

import pytest

import ophis
import ophis.smolagents as osm


def test_builtin_types_are_pythons_own():
    s = ophis.Sandbox()
    assert s.run("int").value is int
    assert s.run("(str, float, ValueError, dict)").value == (str, float, ValueError, dict)
    assert s.run("[type(1), type('')]").value == [int, str]
    # (Python's own types sent in stay host handles: calling them works.)
    assert s.run("t('12') + 1", inputs={"t": int}).value == 13


def test_classes_are_classes_and_instances_their_instances():
    s = ophis.Sandbox()
    s.run(
        'class Base:\n    """Base doc."""\n    kind: str = "base"\n'
        "class Point(Base):\n"
        '    """A point."""\n'
        "    x: int = 0\n"
        "    def __init__(self, x):\n        self.x = x\n"
        "    def double(self):\n        return Point(self.x * 2)\n"
        "class Outer:\n    class Inner:\n        pass\n"
        "p = Point(3)\n"
    )
    Point, Base, p = s.get("Point"), s.get("Base"), s.get("p")
    assert isinstance(Point, type) and Point.__name__ == "Point" and Point.__qualname__ == "Point"
    assert Point.__doc__ == "A point." and Base.__doc__ == "Base doc."
    assert Point.__annotations__ == {"x": int} and Base.__annotations__ == {"kind": str}
    assert isinstance(p, Point) and p.__doc__ == "A point." and p.x == 3
    q = p.double()
    assert type(q) is Point and q.x == 6
    # The same sandbox class always has the same Python class.
    assert s.get("Point") is Point and type(s.get("p")) is Point
    assert s.get("Outer").Inner.__qualname__ == "Outer.Inner"
    assert Point.kind == "base"
    # Going back in, they are the sandbox's own values.
    assert s.run("C is Point and o is p", inputs={"C": Point, "o": p}).value is True
    assert s.run("isinstance(o, Point)", inputs={"o": q}).value is True
    # Instances are callable or iterable only when their class says so.
    assert not callable(p) and not hasattr(p, "__iter__")
    s.run(
        "class Bag:\n    def __iter__(self):\n        return iter([1, 2])\n    def __call__(self, k):\n        return k + 1\nb = Bag()"
    )
    b = s.get("b")
    assert list(b) == [1, 2] and callable(b) and b(1) == 2


def test_enum_classes_through_the_executor():
    state = {}
    code = "from enum import Enum\nclass Status(Enum):\n    OK = 'ok'\n    BAD = 'bad'\nname = Status.OK.name"
    osm.evaluate_python_code(code, osm.BASE_PYTHON_TOOLS, state=state, authorized_imports=["enum"])
    Status = state["Status"]
    assert isinstance(Status, type) and not issubclass(Status, enum.Enum)
    assert Status.OK.value == "ok" and state["name"] == "OK"
    assert [m.name for m in Status] == ["OK", "BAD"]
    assert Status("bad").name == "BAD"


def test_functions_have_names_and_source():
    ex = osm.LocalPythonExecutor([])
    ex.send_tools({})
    ex(
        "def outer(a, b=2):\n    '''Doc.'''\n    def inner():\n        return a\n    return inner\nf = outer(1)"
    )
    outer, inner = ex.state["outer"], ex.state["f"]
    assert isinstance(outer, types.FunctionType)
    assert (
        outer.__name__ == "outer"
        and outer.__source__
        == 'def outer(a, b=2):\n    """Doc."""\n\n    def inner():\n        return a\n    return inner'
    )
    assert (
        inner.__qualname__ == "outer.<locals>.inner"
        and inner.__source__ == "def inner():\n    return a"
    )
    assert inner() == 1 and outer(5)() == 5
    # A redefinition gives the new source.
    ex("def outer():\n    return 0")
    assert ex.state["outer"].__source__ == "def outer():\n    return 0"
    # Lambdas have no `def` to show.
    ex("g = lambda: 1")
    assert ex.state["g"].__name__ == "<lambda>" and not hasattr(ex.state["g"], "__source__")


def test_generators_are_generators_run_under_the_limits():
    s = ophis.Sandbox(max_while_iterations=500)
    s.run(
        "def counter():\n    n = 0\n    while True:\n        yield n\n        n += 1\n"
        "def stuck():\n    yield 1\n    while True:\n        pass\n"
    )
    g = s.run("counter()").value
    assert isinstance(g, types.GeneratorType)
    assert [next(g) for _ in range(100)] == list(range(100))
    h = s.run("stuck()").value
    assert next(h) == 1
    with pytest.raises(RuntimeError, match="iterations in While loop"):
        next(h)
    # send() reaches the sandbox generator.
    s.run("def echo():\n    got = yield 'ready'\n    while True:\n        got = yield got * 2\n")
    e = s.run("echo()").value
    assert next(e) == "ready" and e.send(4) == 8 and e.send(5) == 10
    # A generator goes back in as itself.
    g2 = s.run("counter()").value
    next(g2)
    assert s.run("next(x)", inputs={"x": g2}).value == 1


def test_state_of_the_executor_keeps_python_faces():
    state = {}
    osm.evaluate_python_code(
        "x = (i for i in range(3))\nclass A:\n    pass\na = A()", {"range": range}, state=state
    )
    assert isinstance(state["x"], types.GeneratorType) and isinstance(state["a"], state["A"])
    # The next call of the same state sees the same values.
    r, _ = osm.evaluate_python_code("isinstance(a, A) and list(x) == [0, 1, 2]", {}, state=state)
    assert r is True


def test_bare_proxies_are_callable_or_iterable_only_when_the_value_is():
    s = ophis.Sandbox()
    s.run("it = iter([1, 2])\nm = [].append\nr = range(3)\nimport math\nfl = math.floor")
    it, m, fl = s.get("it"), s.get("m"), s.get("fl")
    assert not callable(it) and list(it) == [1, 2]
    assert callable(m) and not hasattr(m, "__iter__") and m(3) is None
    assert callable(fl) and fl(2.5) == 2
    with pytest.raises(TypeError):
        it()
