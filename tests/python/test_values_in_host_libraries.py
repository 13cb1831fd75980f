"""Sandbox values inside host libraries behave as the Python values they are (issue 22).

Each case is a program that hands an ordinary value of the program (a range, a dict view, a
map, a generator, a datetime, a Decimal, a class with sequence or number protocols...) to a
numpy/pandas/scipy/sklearn entry point that consumes it. The program runs through the
executor and, as the oracle, under CPython in a plain namespace; its `result` must be the same.
"""

import pytest

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")

import ophis  # noqa: E402
from ophis.smolagents import LocalPythonExecutor  # noqa: E402

IMPORTS = [
    "numpy",
    "numpy.*",
    "pandas",
    "pandas.*",
    "scipy",
    "scipy.*",
    "sklearn",
    "sklearn.*",
    "datetime",
    "decimal",
    "fractions",
    "collections",
    "statistics",
    "math",
    "enum",
    "dataclasses",
]

SEQ = """
class Seq:
    def __len__(self):
        return 2
    def __getitem__(self, i):
        if i >= 2:
            raise IndexError(i)
        return i * 10
"""

NUM = """
class Num:
    def __init__(self, v):
        self.v = v
    def __float__(self):
        return float(self.v)
    def __index__(self):
        return int(self.v)
    def __int__(self):
        return int(self.v)
"""

ITER = """
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
"""

CASES = {
    # The table.
    "df_from_dict_of_range": "import pandas as pd\nresult = pd.DataFrame({'x': range(10), 'y': [i * i for i in range(10)]}).to_dict('list')",
    "series_of_range": "import pandas as pd\nresult = pd.Series(range(3)).tolist()",
    "series_of_dict_keys": "import pandas as pd\nd = {'a': 1, 'b': 2}\nresult = pd.Series(d.keys()).tolist()",
    "series_of_dict_values": "import pandas as pd\nd = {'a': 1, 'b': 2}\nresult = pd.Series(d.values()).tolist()",
    "series_of_map": "import pandas as pd\nxs = [-1, 2, -3]\nresult = pd.Series(map(abs, xs)).tolist()",
    "np_array_of_range": "import numpy as np\nresult = np.array(range(3)).tolist()",
    "np_array_of_sequence_class": SEQ + "import numpy as np\nresult = np.array(Seq()).tolist()",
    "series_of_datetime": "import pandas as pd, datetime\nresult = str(pd.Series(datetime.datetime(2024, 1, 2)).tolist())",
    # range
    "np_arange_like_range_sum": "import numpy as np\nresult = int(np.sum(range(101)))",
    "np_mean_of_range": "import numpy as np\nresult = float(np.mean(range(10)))",
    "pd_index_of_range": "import pandas as pd\nresult = pd.Series([5, 6, 7], index=range(10, 13)).to_dict()",
    "df_columns_range": "import pandas as pd\nresult = pd.DataFrame([[1, 2]], columns=range(2)).columns.tolist()",
    "np_array_range_step": "import numpy as np\nresult = np.array(range(10, 0, -3)).tolist()",
    "np_fromiter_range": "import numpy as np\nresult = np.fromiter(range(5), dtype=float).tolist()",
    # dict views
    "np_array_of_dict_values": "import numpy as np\nd = {'a': 1.5, 'b': 2.5}\nresult = np.array(list(d.values())).tolist() == np.fromiter(d.values(), dtype=float).tolist()",
    "df_from_dict_items": "import pandas as pd\nd = {'a': 1, 'b': 2}\nresult = pd.DataFrame(d.items(), columns=['k', 'v']).to_dict('records')",
    "series_index_dict_keys": "import pandas as pd\nd = {'a': 1, 'b': 2}\nresult = pd.Series(list(d.values()), index=d.keys()).to_dict()",
    "np_mean_dict_values": "import numpy as np\nd = {'a': 1, 'b': 2, 'c': 6}\nresult = float(np.mean(list(d.values())))",
    # iterators and generators
    "np_fromiter_generator": "import numpy as np\nresult = np.fromiter((i * i for i in range(4)), dtype=float).tolist()",
    "np_fromiter_map": "import numpy as np\nresult = np.fromiter(map(float, ['1', '2']), dtype=float).tolist()",
    "series_of_generator": "import pandas as pd\nresult = pd.Series(x * 2 for x in range(3)).tolist()",
    "series_of_zip": "import pandas as pd\nresult = pd.Series(zip([1, 2], 'ab')).tolist()",
    "df_from_zip": "import pandas as pd\nresult = pd.DataFrame(zip(range(3), 'abc'), columns=['n', 's']).to_dict('list')",
    "series_of_filter": "import pandas as pd\nresult = pd.Series(filter(None, [0, 1, 2, 0, 3])).tolist()",
    "series_of_enumerate": "import pandas as pd\nresult = pd.Series(enumerate('ab')).tolist()",
    "series_of_iterator_class": ITER
    + "import pandas as pd\nresult = pd.Series(Countdown(3)).tolist()",
    "np_fromiter_iterator_class": ITER
    + "import numpy as np\nresult = np.fromiter(Countdown(4), dtype=int).tolist()",
    "sorted_host_key_generator": "import numpy as np\nresult = sorted((x for x in [3, -5, 1]), key=np.abs)",
    "sorted_host_key_range": "import numpy as np\nresult = [int(v) for v in sorted(range(-3, 3), key=np.square)]",
    # sequence and number protocols
    "series_of_sequence_class": SEQ
    + "import pandas as pd\nresult = pd.Series(list(Seq())).tolist()",
    "np_asarray_sequence_class": SEQ
    + "import numpy as np\nresult = float(np.asarray(Seq(), dtype=float).sum())",
    "np_float_protocol": NUM + "import numpy as np\nresult = float(np.float64(Num(2.5)))",
    "np_index_protocol": NUM + "import numpy as np\nresult = int(np.arange(10)[Num(3)])",
    "np_slice_index_protocol": NUM
    + "import numpy as np\nresult = np.arange(10)[Num(1):Num(4)].tolist()",
    "np_repeat_index_protocol": NUM
    + "import numpy as np\nresult = np.repeat([1], Num(3)).tolist()",
    # datetimes
    "series_of_dates": "import pandas as pd, datetime\nresult = str(pd.Series([datetime.date(2024, 1, 2), datetime.date(2024, 3, 1)]).tolist())",
    "to_datetime_of_datetimes": "import pandas as pd, datetime\nresult = str(pd.to_datetime([datetime.datetime(2024, 1, 2, 3, 4, 5)]))",
    "to_datetime_tz": "import pandas as pd, datetime\ntz = datetime.timezone(datetime.timedelta(hours=2))\nresult = str(pd.to_datetime([datetime.datetime(2024, 1, 2, tzinfo=tz)]))",
    "datetime_column_dtype": "import pandas as pd, datetime\ndf = pd.DataFrame({'t': [datetime.datetime(2024, 1, d) for d in range(1, 4)], 'v': range(3)})\nresult = str(df['t'].dtype) + ' ' + str(df.set_index('t')['v'].resample('2D').sum().tolist())",
    "timedelta_series": "import pandas as pd, datetime\nresult = str(pd.Series([datetime.timedelta(hours=1, seconds=3)]).dt.total_seconds().tolist())",
    "timestamp_plus_timedelta": "import pandas as pd, datetime\nresult = str(pd.Timestamp('2024-01-01') + datetime.timedelta(days=2))",
    "date_range_start_date": "import pandas as pd, datetime\nresult = [str(x) for x in pd.date_range(datetime.date(2024, 1, 30), periods=3)]",
    "np_datetime64_of_datetime": "import numpy as np, datetime\nresult = str(np.datetime64(datetime.datetime(2024, 5, 6, 7, 8)))",
    "time_series_of_times": "import pandas as pd, datetime\nresult = str(pd.Series([datetime.time(1, 2, 3)]).tolist())",
    # Decimal and Fraction
    "np_array_decimal": "import numpy as np\nfrom decimal import Decimal\nresult = str(np.array([Decimal('1.10'), Decimal('2.5')]).sum())",
    "series_decimal_sum": "import pandas as pd\nfrom decimal import Decimal\nresult = str(pd.Series([Decimal('0.1')] * 3).sum())",
    "np_float_of_fraction": "import numpy as np\nfrom fractions import Fraction\nresult = float(np.float64(Fraction(1, 4)))",
    "series_fraction": "import pandas as pd\nfrom fractions import Fraction\nresult = str(pd.Series([Fraction(1, 3), Fraction(2, 3)]).sum())",
    # collections
    "series_of_counter": "import pandas as pd, collections\nresult = pd.Series(collections.Counter('abracadabra')).to_dict()",
    "series_of_ordereddict": "import pandas as pd, collections\nresult = pd.Series(collections.OrderedDict(b=2, a=1)).to_dict()",
    "np_array_of_deque": "import numpy as np, collections\nresult = np.array(collections.deque([1, 2, 3], maxlen=2)).tolist()",
    "df_from_defaultdict": "import pandas as pd, collections\nd = collections.defaultdict(list)\nfor k, v in [('a', 1), ('b', 2), ('a', 3)]:\n    d[k].append(v)\nresult = pd.Series(d).to_dict()",
    # instances of the program's classes stay proxies, equal and hashable as in the program
    "series_map_enum_members": "import enum, pandas as pd\nclass C(enum.Enum):\n    A = 1\n    B = 2\nresult = pd.Series(list(C)).map({C.A: 'a', C.B: 'b'}).tolist()",
    "series_value_counts_eq_class": "import pandas as pd\nclass P:\n    def __init__(self, k):\n        self.k = k\n    def __eq__(self, o):\n        return isinstance(o, P) and o.k == self.k\n    def __hash__(self):\n        return hash(self.k)\nresult = sorted(pd.Series([P(1), P(2), P(1)]).value_counts().tolist())",
    "df_from_namedtuples": "import pandas as pd, collections\nP = collections.namedtuple('P', 'x y')\nresult = pd.DataFrame([P(1, 2), P(3, 4)]).to_dict('list')",
    "df_from_dataclasses": "import pandas as pd\nfrom dataclasses import dataclass\n@dataclass\nclass Row:\n    a: int\n    b: str\nresult = pd.DataFrame([Row(1, 'x'), Row(2, 'y')]).to_dict('list')",
    # the program's subclasses of builtin types
    "series_of_dict_subclass": "import pandas as pd\nclass D(dict):\n    pass\nresult = pd.Series(D(a=1, b=2)).to_dict()",
    "np_array_of_list_subclass": "import numpy as np\nclass L(list):\n    pass\nresult = np.array(L([[1, 2], [3, 4]])).sum(axis=0).tolist()",
    "np_index_of_int_subclass": "import numpy as np\nclass I(int):\n    pass\nresult = np.arange(5)[I(2):].tolist()",
    # scipy / sklearn
    "scipy_stats_range": "from scipy import stats\nresult = round(float(stats.pearsonr(range(10), [2 * i + 1 for i in range(10)])[0]), 9)",
    "scipy_mean_generator_list": "from scipy import stats\nresult = float(stats.tmean(list(x * x for x in range(5))))",
    "sklearn_fit_tuples": "from sklearn.linear_model import LinearRegression\nX = [(i, i * 2) for i in range(6)]\ny = [3 * i + 1 for i in range(6)]\nm = LinearRegression().fit(X, y)\nresult = [round(float(v), 6) for v in m.predict([(6, 12)])]",
    "sklearn_fit_range_columns": "from sklearn.linear_model import LinearRegression\nimport numpy as np\nX = np.array(range(8)).reshape(-1, 1)\nm = LinearRegression().fit(X, range(1, 17, 2))\nresult = round(float(m.coef_[0]), 6)",
    "sklearn_kmeans_dict_values": "from sklearn.cluster import KMeans\npts = {'a': (0, 0), 'b': (0, 1), 'c': (10, 10), 'd': (10, 11)}\nlab = KMeans(n_clusters=2, n_init=1, random_state=0).fit_predict(list(pts.values()))\nresult = int(lab[0] == lab[1]) + int(lab[2] == lab[3]) + int(lab[0] != lab[2])",
}


@pytest.fixture(scope="module")
def executor():
    ex = LocalPythonExecutor(IMPORTS)
    ex.send_tools({})
    return ex


def _plain(v):
    if isinstance(v, np.generic):
        return v.item()
    return v


@pytest.mark.parametrize("name", sorted(CASES))
def test_value_in_host_library(executor, name):
    code = CASES[name]
    expected_ns: dict = {}
    exec(compile(code, f"<{name}>", "exec"), expected_ns)
    expected = _plain(expected_ns["result"])
    executor(code)
    got = _plain(executor.state["result"])
    assert got == expected, f"{name}: ophis {got!r} != CPython {expected!r}"
    assert repr(got) == repr(expected)


def test_table_size():
    assert len(CASES) >= 40


def test_range_crosses_as_range(executor):
    executor(
        "r = range(2, 9, 3)\nimport datetime\nd = datetime.date(2024, 1, 2)\nk = {'a': 1}.keys()"
    )
    assert executor.state["r"] == range(2, 9, 3) and type(executor.state["r"]) is range
    import datetime

    assert type(executor.state["d"]) is datetime.date
    assert list(executor.state["k"]) == ["a"] and type(executor.state["k"]).__name__ == "dict_keys"


def test_lazy_generator_is_driven_under_the_limits():
    import ophis

    sb = ophis.Sandbox(["pandas"], max_operations=5_000)
    with pytest.raises(ophis.SandboxError) as e:
        sb.run(
            "import pandas as pd\ndef forever():\n    n = 0\n    while True:\n        n += 1\n        yield n\npd.Series(forever())"
        )
    assert "operations" in str(e.value).lower() or "limit" in str(e.value).lower()


def test_proxies_serve_host_code_during_and_after_the_run():
    """A tool (host code the program calls) measures, indexes and iterates the program's
    objects inside the run; the same proxies work after the run, as requests of their own."""
    import ophis

    seen = []

    def consume(obj, it):
        seen.append((len(obj), obj[1], list(obj), 5 in obj, list(it)))
        return obj

    sb = ophis.Sandbox([], functions={"consume": consume})
    r = sb.run(
        "class S:\n    def __len__(self):\n        return 3\n    def __getitem__(self, i):\n"
        "        if i >= 3:\n            raise IndexError(i)\n        return i * 5\n"
        "    def __contains__(self, x):\n        return x % 5 == 0\n"
        "consume(S(), (x + 1 for x in range(2)))"
    )
    assert seen == [(3, 5, [0, 5, 10], True, [1, 2])]
    obj = r.value
    assert len(obj) == 3 and list(obj) == [0, 5, 10] and obj[2] == 10


def test_protocol_methods_of_wrappers_are_sealed(executor):
    """The special methods a class wrapper gains reach no module through their globals, and a
    collection crossing by copy carries only proxies of the program's callables."""
    import types

    executor(
        SEQ
        + NUM
        + "import collections\ns = Seq()\nn = Num(2)\ndd = collections.defaultdict(lambda: 0, a=1)"
    )
    for obj in (executor.state["s"], executor.state["n"]):
        for name, f in vars(type(obj)).items():
            if isinstance(f, types.FunctionType):
                assert not any(isinstance(v, types.ModuleType) for v in f.__globals__.values()), (
                    name
                )
                assert set(f.__globals__["__builtins__"]) == {
                    "type",
                    "object",
                    "AttributeError",
                    "StopIteration",
                }
    dd = executor.state["dd"]
    assert type(dd).__name__ == "defaultdict" and dict(dd) == {"a": 1}
    factory = dd.default_factory
    assert isinstance(factory, types.FunctionType) and "_ophis" not in factory.__globals__
    assert dd["missing"] == 0


def test_datetime_with_the_programs_own_tzinfo_stays_a_proxy(executor):
    executor(
        "import datetime\nclass Plus1(datetime.tzinfo):\n    def utcoffset(self, dt):\n        return datetime.timedelta(hours=1)\n"
        "    def dst(self, dt):\n        return datetime.timedelta(0)\n    def tzname(self, dt):\n        return 'P1'\n"
        "t = datetime.datetime(2024, 1, 2, tzinfo=Plus1())"
    )
    t = executor.state["t"]
    assert type(t).__module__ == "datetime" and not isinstance(t, __import__("datetime").datetime)
    assert str(t) == "2024-01-02 00:00:00+01:00"


def test_a_host_object_in_a_private_field_keeps_the_value_a_proxy(executor):
    """Host constructors run on fields only when they are plain values."""
    import fractions

    executor(
        "import numpy as np\nfrom fractions import Fraction\nf = Fraction(1, 2)\nf._numerator = np.array([1])\ng = Fraction(1, 3)"
    )
    assert not isinstance(executor.state["f"], fractions.Fraction)
    assert executor.state["g"] == fractions.Fraction(1, 3)


UNION_PROGRAM = """
import pandas as pd
u = int | pd.DataFrame
v = pd.DataFrame | None
w = pd.DataFrame | pd.Series
x = (int | str) | pd.Series


def f(a: pd.DataFrame | None = None) -> int | pd.Series:
    return 1


result = (
    repr(u), repr(v), repr(w), repr(x),
    isinstance(pd.DataFrame(), u), isinstance(3, u), isinstance("s", u),
    isinstance(None, v), isinstance(pd.Series([1]), w), isinstance("s", x),
    issubclass(pd.DataFrame, u), u == (int | pd.DataFrame), f(),
    (pd.Series([True, False]) | pd.Series([False, False])).tolist(),
)
result
"""


def test_unions_with_host_classes():
    """`X | HostClass` (in annotations, `isinstance`) is a union of the sandbox's, as in
    CPython; the host's own `types.UnionType` is a host object the program may not hold.
    Bitwise or of host values that are not classes stays the host's."""
    namespace: dict = {}
    exec(UNION_PROGRAM, namespace)
    expected = namespace["result"]
    got = ophis.Sandbox(["pandas"]).run(UNION_PROGRAM).value
    assert got == expected
