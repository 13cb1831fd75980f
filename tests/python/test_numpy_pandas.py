"""Authorized modules ophis does not implement natively (numpy, pandas) and variables sent
with send_variables, reached as guarded handles."""

import pytest

import ophis

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")
pytest.importorskip("smolagents")
import ophis.smolagents as osm  # noqa: E402


def make(imports):
    ex = ophis.LocalPythonExecutor(imports)
    ex.send_tools({})
    return ex


def test_numpy_in_the_sandbox():
    ex = make(["numpy"])
    out = ex(
        "import numpy as np\na = np.arange(10).reshape(2, 5)\nfloat(a.sum()), a.shape, int(a[1, 2])"
    )
    assert out.output == (45.0, (2, 5), 7)


def test_numpy_operators_and_slices():
    ex = make(["numpy"])
    out = ex("import numpy as np\nx = np.array([1.0, 2.0, 3.0])\ny = (x * 2 + 1)[::2]\ny.tolist()")
    assert out.output == [3.0, 7.0]


def test_pandas_dataframe_sent_as_variable():
    df = pd.DataFrame({"city": ["a", "b", "a"], "sales": [1, 2, 3]})
    ex = make(["pandas"])
    ex.send_variables({"df": df})
    out = ex("g = df.groupby('city')['sales'].sum()\nint(g['a']), len(df), list(df.columns)")
    assert out.output == (4, 3, ["city", "sales"])
    # The DataFrame crossed as a handle: the sandbox sees the very object.
    assert ex("df").output is df


def test_pandas_apply_calls_back_into_the_sandbox():
    ex = make(["pandas"])
    out = ex(
        "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2, 3]})\n"
        "df['y'] = df['x'].apply(lambda v: v * 10)\ndf['y'].tolist()"
    )
    assert out.output == [10, 20, 30]


@pytest.mark.parametrize(
    "imports, code, message",
    [
        (["numpy"], "import numpy\nnumpy.ctypeslib", "Forbidden access to module: numpy.ctypeslib"),
        (
            ["pandas", "pandas.io", "pandas.io.common"],
            "import pandas\npandas.io.common.os",
            "Forbidden access to module: os",
        ),
        (
            ["numpy"],
            "import numpy\nnumpy.__builtins__",
            "Forbidden access to dunder attribute: __builtins__",
        ),
    ],
)
def test_forbidden_paths_through_modules(imports, code, message):
    with pytest.raises(osm.InterpreterError, match=message):
        make(imports)(code)


def test_tool_globals_are_unreachable():
    def tool(x):
        return x

    ex = ophis.LocalPythonExecutor([])
    ex.send_tools({"tool": tool})
    with pytest.raises(
        osm.InterpreterError, match="Forbidden access to dunder attribute: __globals__"
    ):
        ex("tool.__globals__")


def test_dangerous_function_handed_over_as_tool_stays_usable():
    import os

    ex = ophis.LocalPythonExecutor(["os"])
    with pytest.raises(osm.InterpreterError, match="Forbidden access to function: popen"):
        ex("import os\nos.popen")
    ex.send_tools({"popen": os.popen})
    ex("import os\nos.popen")
