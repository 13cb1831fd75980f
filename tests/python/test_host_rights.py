"""Host rights (the audit-hook layer, ophis._audit): host code the program reaches runs
confined. Every attack asserts the refusal *and* that its side effect did not happen (no
canary file, the secret in no output or error, no connection accepted, no process started);
the same actions succeed when a registered tool does them; ordinary numpy/pandas/scipy/
sklearn work gives the host's results."""

from __future__ import annotations

import os
import pickle
import socket
import sys
import threading
from pathlib import Path

import pytest

import ophis
from ophis import _audit

np = pytest.importorskip("numpy")
pd = pytest.importorskip("pandas")
pytest.importorskip("smolagents")
from smolagents.local_python_executor import InterpreterError  # noqa: E402

SECRET = "ophis-secret-7f3a9c"


@pytest.fixture()
def files(tmp_path):
    """A secret file, a canary path that must stay absent, and a directory of data."""
    secret = tmp_path / "secret.csv"
    secret.write_text(f"key\n{SECRET}\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / "table.csv").write_text("x,y\n1,2\n3,4\n")
    return {"secret": secret, "canary": tmp_path / "canary.out", "data": data, "dir": tmp_path}


def executor(imports, **options):
    ex = ophis.LocalPythonExecutor(imports, **options)
    ex.send_tools({})
    return ex


def refused(ex, code, files, needle="Forbidden"):
    """Runs `code`, which must be refused; returns the error text after checking the secret
    is nowhere and the canary absent."""
    with pytest.raises(InterpreterError) as info:
        out = ex(code)
        # Reached only when the run succeeded: show what leaked.
        print(out)
    text = str(info.value)
    assert needle in text, text
    assert SECRET not in text
    assert SECRET not in str(ex.state.get("_print_outputs", ""))
    assert not files["canary"].exists(), "the side effect happened"
    # The executor stays usable.
    assert ex("1 + 1").output == 2
    return text


# --- Files, read: the secret never reaches the program. -------------------------------------

READS = [
    "pd.read_csv(SECRET_PATH)",
    "pd.read_table(SECRET_PATH)",
    "pd.read_fwf(SECRET_PATH)",
    "pd.read_json(SECRET_PATH)",
    "np.loadtxt(SECRET_PATH, dtype=str)",
    "np.genfromtxt(SECRET_PATH, dtype=str)",
    "np.fromfile(SECRET_PATH, dtype='uint8')",
    "np.memmap(SECRET_PATH, dtype='uint8', mode='r')",
    "pd.read_csv(DATA_DIR + '/../secret.csv')",
    "pd.read_csv('file://' + SECRET_PATH)",
    "open(SECRET_PATH)",
]


@pytest.mark.parametrize("expr", READS)
def test_reading_host_files_is_refused(files, expr):
    ex = executor(["numpy", "pandas"])
    ex.send_variables({"SECRET_PATH": str(files["secret"]), "DATA_DIR": str(files["data"])})
    refused(ex, f"import numpy as np\nimport pandas as pd\nr = {expr}\nprint(r)", files)


# --- Files, written: the canary stays absent. -----------------------------------------------

WRITES = [
    "df.to_csv(CANARY)",
    "df.to_json(CANARY)",
    "df.to_html(CANARY)",
    "df.to_string(CANARY)",
    "df.to_pickle(CANARY)",
    "df.to_xml(CANARY, parser='etree')",
    "np.savetxt(CANARY, a)",
    "np.save(CANARY, a)",
    "np.savez(CANARY, a=a)",
    "a.tofile(CANARY)",
    "a.dump(CANARY)",
    "np.memmap(CANARY, dtype='uint8', mode='w+', shape=(4,))",
]


@pytest.mark.parametrize("expr", WRITES)
def test_writing_host_files_is_refused(files, expr):
    ex = executor(["numpy", "pandas"])
    ex.send_variables({"CANARY": str(files["canary"]), "df": pd.DataFrame({"x": [1, 2]})})
    refused(ex, f"import numpy as np\nimport pandas as pd\na = np.arange(4.0)\n{expr}", files)


# --- Code: strings evaluated by host code, unpickling. ---------------------------------------

ESCAPE = "os.system('touch CANARY')"


@pytest.mark.parametrize(
    "expr",
    [
        "df.query('x > 1')",
        "df.eval('x + 1')",
        "pd.eval('1 + 2', engine='python')",
        "df.style.env.from_string('{{ cycler.__init__.__globals__.os.system(\"touch CANARY\") }}').render()",
    ],
)
def test_host_code_never_evaluates_program_strings(files, expr):
    ex = executor(["numpy", "pandas"])
    ex.send_variables({"df": pd.DataFrame({"x": [1, 2]})})
    # Refused by the guard (jinja2 instances do not cross; issue 15) or by the audit hook.
    refused(ex, "import pandas as pd\n" + expr.replace("CANARY", str(files["canary"])), files)


class _Payload:
    """A pickle that runs a shell command when loaded."""

    def __init__(self, canary):
        self.canary = canary

    def __reduce__(self):
        return (os.system, (f"touch {self.canary}",))


@pytest.mark.parametrize(
    "expr",
    [
        "pd.read_pickle(P)",
        "np.load(P, allow_pickle=True)",
        "pd.read_pickle(P_GRANTED)",
        "np.load(P_GRANTED, allow_pickle=True)",
    ],
)
def test_unpickling_is_refused_even_from_granted_paths(files, expr):
    payload = pickle.dumps(_Payload(files["canary"]))
    (files["dir"] / "evil.pkl").write_bytes(payload)
    (files["data"] / "evil.pkl").write_bytes(payload)
    ex = executor(["numpy", "pandas"], allowed_paths=[str(files["data"])])
    ex.send_variables(
        {"P": str(files["dir"] / "evil.pkl"), "P_GRANTED": str(files["data"] / "evil.pkl")}
    )
    # The guard refuses these functions by identity (issue 15); the hook would refuse the
    # unpickling itself (next test).
    refused(ex, f"import numpy as np\nimport pandas as pd\n{expr}", files)


class Loader:
    """Host code the guard knows nothing about that unpickles what it is handed."""

    def load(self, data):
        return pickle.loads(data)


def test_unpickling_by_any_host_code_is_refused_by_the_hook(files):
    ex = executor([])
    ex.send_variables({"loader": Loader(), "payload": pickle.dumps(_Payload(files["canary"]))})
    refused(ex, "loader.load(payload)", files, needle="Forbidden host action: pickle.find_class")


# --- The network: a loopback listener that must accept nothing. ------------------------------


@pytest.fixture()
def listener():
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    srv.settimeout(0.2)
    yield srv
    srv.close()


def _accepted(srv) -> bool:
    try:
        conn, _ = srv.accept()
    except OSError:
        return False
    conn.close()
    return True


@pytest.mark.parametrize(
    "imports,expr",
    [
        (["pandas"], "import pandas as pd\npd.read_csv(URL)"),
        (["pandas"], "import pandas as pd\npd.read_json(URL)"),
        (["numpy"], "import numpy as np\nnp.loadtxt(URL)"),
        (["socket"], "import socket\ns = socket.socket()\ns.connect(('127.0.0.1', PORT))"),
        (["socket"], "import socket\nsocket.create_connection(('127.0.0.1', PORT))"),
        (["urllib", "urllib.request"], "import urllib.request\nurllib.request.urlopen(URL)"),
        (
            ["http", "http.client"],
            "import http.client\nc = http.client.HTTPConnection('127.0.0.1', PORT)\nc.request('GET', '/')",
        ),
    ],
)
def test_network_is_refused(files, listener, imports, expr):
    port = listener.getsockname()[1]
    ex = executor(imports)
    ex.send_variables({"URL": f"http://127.0.0.1:{port}/x.csv", "PORT": port})
    refused(ex, expr, files)
    assert not _accepted(listener)


# --- Modules authorized by their exact name: their computations, not the host's rights. -------


@pytest.mark.parametrize(
    "imports,code",
    [
        (["os"], "import os\nos.spawnv(os.P_WAIT, '/usr/bin/touch', ['touch', CANARY])"),
        (["os"], "import os\nos.posix_spawn('/usr/bin/touch', ['touch', CANARY], {})"),
        (["os"], "import os\nos.execv('/usr/bin/touch', ['touch', CANARY])"),
        (["os"], "import os\nos.kill(os.getpid(), 0)"),
        (["os"], "import os\nos.listdir(SECRET_DIR)"),
        (["os"], "import os\nos.scandir(SECRET_DIR)"),
        (["os"], "import os\nos.mkdir(CANARY)"),
        (["os"], "import os\nos.rename(SECRET_PATH, CANARY)"),
        (["os"], "import os\nos.symlink(SECRET_PATH, CANARY)"),
        (["os"], "import os\nos.remove(SECRET_PATH)"),
        (["os"], "import os\nos.chmod(SECRET_PATH, 0o777)"),
        (["os"], "import os\nos.environ"),
        (["os"], "import os\nos.getenv('OPHIS_TEST_SECRET')"),
        (["os"], "import os\nos.putenv('OPHIS_TEST_SECRET', 'changed')"),
        (["os", "posix"], "import posix\nposix.environ"),
        (["subprocess"], "import subprocess\nsubprocess.run(['touch', CANARY])"),
        (["shutil"], "import shutil\nshutil.copy(SECRET_PATH, CANARY)"),
        (["shutil"], "import shutil\nshutil.rmtree(SECRET_DIR)"),
        (["pathlib"], "import pathlib\npathlib.Path(SECRET_PATH).read_text()"),
        (["pathlib"], "import pathlib\npathlib.Path(CANARY).write_text('x')"),
        (["io"], "import io\nio.open(SECRET_PATH).read()"),
        (["tempfile"], "import tempfile\ntempfile.mkstemp(dir=SECRET_DIR)"),
        (["glob"], "import glob\nglob.glob(SECRET_DIR + '/*')"),
        (["ctypes"], "import ctypes\nctypes.CDLL(None).system(('touch ' + CANARY).encode())"),
        (["sqlite3"], "import sqlite3\nsqlite3.connect(CANARY)"),
        # `codecs` is ophis's own module, without `open` (test_host_boundary.py's
        # test_star_codecs_is_the_sandbox_own).
        (["gzip"], "import gzip\ngzip.open(CANARY, 'wb').write(b'x')"),
        (["timeit"], "import timeit\ntimeit.timeit('1', number=1)"),
        (["marshal"], "import marshal\nmarshal.loads(b'\\xe3')"),
    ],
)
def test_exactly_authorized_modules_get_no_host_rights(files, imports, code, monkeypatch):
    monkeypatch.setenv("OPHIS_TEST_SECRET", SECRET)
    ex = executor(imports)
    ex.send_variables(
        {
            "CANARY": str(files["canary"]),
            "SECRET_PATH": str(files["secret"]),
            "SECRET_DIR": str(files["dir"]),
        }
    )
    refused(ex, code, files)
    assert files["secret"].read_text() == f"key\n{SECRET}\n"
    assert os.environ["OPHIS_TEST_SECRET"] == SECRET
    assert oct(files["secret"].stat().st_mode & 0o777) != "0o777"


# --- The refusal ends the run even when the host code swallows it. ----------------------------


class Swallower:
    """Host code that catches every exception (as libraries probing optional features do)."""

    def write(self, path):
        try:
            with open(path, "w") as f:
                f.write("x")
        except Exception:
            return "swallowed"
        return "written"


def test_a_swallowed_refusal_still_ends_the_run(files):
    ex = executor([])
    ex.send_variables({"obj": Swallower(), "CANARY": str(files["canary"])})
    refused(
        ex, "r = obj.write(CANARY)\nprint('after', r)", files, needle="Forbidden host action: open"
    )
    assert "after" not in str(ex.state["_print_outputs"])


def test_the_refusal_names_the_action_and_the_call(files):
    ex = executor(["pandas"])
    ex.send_variables({"P": "/etc/passwd"})
    text = refused(ex, "import pandas as pd\npd.read_csv(P)", files)
    assert "Forbidden host action: open('/etc/passwd', 'r') during pandas" in text
    assert "read_csv" in text and "allowed_paths" in text


def test_sandbox_face_is_confined_too(files):
    sb = ophis.Sandbox(["pandas"])
    with pytest.raises(ophis.SandboxError) as info:
        sb.run(
            "df.to_csv(CANARY)",
            inputs={"df": pd.DataFrame({"x": [1]}), "CANARY": str(files["canary"])},
        )
    assert "Forbidden host action" in str(info.value)
    assert not files["canary"].exists()
    assert sb.run("1 + 1").value == 2


def test_a_variable_sent_in_is_confined_with_no_import_at_all(files):
    ex = executor([])
    ex.send_variables({"df": pd.DataFrame({"x": [1]}), "CANARY": str(files["canary"])})
    refused(ex, "df.to_csv(CANARY)", files)
    refused(ex, "df.style.env.from_string('{{ 1 }}').render()", files)


# --- Tools keep the host's rights. ----------------------------------------------------------


def test_registered_tools_keep_the_hosts_rights(files):
    def read_document(path: str) -> str:
        return Path(path).read_text()

    def save(path: str, text: str) -> str:
        Path(path).write_text(text)
        return "saved"

    ex = ophis.LocalPythonExecutor(["pandas"])
    ex.send_tools({"read_document": read_document, "save": save})
    ex.send_variables({"SECRET_PATH": str(files["secret"]), "CANARY": str(files["canary"])})
    assert SECRET in ex("read_document(SECRET_PATH)").output
    assert ex("save(CANARY, 'by a tool')").output == "saved"
    assert files["canary"].read_text() == "by a tool"
    files["canary"].unlink()
    # Also when the program calls the tool from inside a confined call's callback.
    out = ex(
        "import pandas as pd\ns = pd.Series([SECRET_PATH])\ns.apply(lambda p: read_document(p)[:3]).tolist()"
    )
    assert out.output == ["key"]
    # The confined call around it stays confined.
    ex.send_variables({"TOOL_OUT": str(files["dir"] / "tool.out")})
    refused(
        ex,
        "import pandas as pd\npd.Series([1]).apply(lambda v: save(TOOL_OUT, 'x')).to_csv(CANARY)",
        files,
    )
    assert (files["dir"] / "tool.out").read_text() == "x"


# --- Paths the embedder grants. -------------------------------------------------------------


def test_allowed_paths_grant_reading_only_there(files):
    link = files["data"] / "link.csv"
    link.symlink_to(files["secret"])
    ex = executor(["pandas"], allowed_paths=[str(files["data"])])
    ex.send_variables({"DATA": str(files["data"]), "CANARY": str(files["canary"])})
    assert ex("import pandas as pd\npd.read_csv(DATA + '/table.csv')['y'].tolist()").output == [
        2,
        4,
    ]
    refused(ex, "import pandas as pd\npd.read_csv(DATA + '/../secret.csv')", files)
    refused(ex, "import pandas as pd\npd.read_csv(DATA + '/link.csv')", files)
    refused(ex, "import pandas as pd\npd.DataFrame({'a': [1]}).to_csv(DATA + '/out.csv')", files)
    assert not (files["data"] / "out.csv").exists()


def test_writable_paths_grant_writing_there(files):
    out = files["dir"] / "out"
    out.mkdir()
    ex = executor(["pandas"], writable_paths=[str(out)])
    ex.send_variables({"OUT": str(out), "CANARY": str(files["canary"])})
    ex("import pandas as pd\npd.DataFrame({'a': [1, 2]}).to_csv(OUT + '/r.csv', index=False)")
    assert (out / "r.csv").read_text() == "a\n1\n2\n"
    assert ex("import pandas as pd\npd.read_csv(OUT + '/r.csv')['a'].sum()").output == 3
    refused(ex, "import pandas as pd\npd.DataFrame({'a': [1]}).to_csv(CANARY)", files)


def test_paths_options_are_validated():
    with pytest.raises(TypeError):
        ophis.LocalPythonExecutor([], allowed_paths=[3])


# --- Ordinary data work is untouched, and gives the host's results. ----------------------------

SETUP = """
import numpy as np
import pandas as pd
df = pd.DataFrame({'a': [1, 2, 3, 4, 5, 6], 'b': [4.0, 5.0, 6.0, 8.0, 1.0, 2.0], 'c': ['x', 'y', 'x', 'y', 'x', 'y']})
X = df[['a', 'b']].to_numpy()
"""

DATA_WORK = [
    ("pandas", "df.describe().round(6).to_dict()"),
    ("pandas", "df.to_string()"),
    ("pandas", "df.to_csv()"),
    ("pandas", "df.to_json()"),
    ("pandas", "df.to_dict('records')"),
    ("pandas", "df.to_html()[:40]"),
    ("pandas", "df.groupby('c')['b'].sum().to_dict()"),
    ("pandas", "df.groupby('c').agg({'a': 'mean', 'b': 'max'}).to_dict()"),
    ("pandas", "df.merge(df, on='a').shape"),
    ("pandas", "df.pivot_table(index='c', values='b', aggfunc='mean').to_dict()"),
    ("pandas", "df['a'].rolling(2).mean().fillna(0).tolist()"),
    ("pandas", "df.sort_values('b').index.tolist()"),
    ("pandas", "df[df.a > 2]['b'].tolist()"),
    ("pandas", "pd.to_datetime(['2024-01-01', '2024-02-01']).month.tolist()"),
    ("pandas", "pd.Timestamp('2024-01-01', tz='Europe/Paris').isoformat()"),
    ("pandas", "list(df.itertuples())[0]._asdict()"),
    ("pandas", "df.corr(numeric_only=True).round(6).to_dict()"),
    ("pandas", "df.sample(3, random_state=1).index.tolist()"),
    ("pandas", "pd.concat([df, df]).shape"),
    ("pandas", "df.assign(d=df.a * 2).d.tolist()"),
    ("numpy", "np.linalg.inv(np.array([[2.0, 0], [0, 4]])).tolist()"),
    ("numpy", "np.linalg.eigvalsh(np.eye(3)).tolist()"),
    ("numpy", "np.random.default_rng(0).normal(size=3).tolist()"),
    ("numpy", "np.fft.fft([1, 2, 3, 4]).real.tolist()"),
    ("numpy", "float(np.percentile(X[:, 1], 75))"),
    ("numpy", "np.unique(df.c.to_numpy()).tolist()"),
    ("scipy", "import scipy.stats as st\nfloat(st.ttest_ind([1, 2, 3, 4], [2, 3, 4, 9]).pvalue)"),
    (
        "scipy",
        "import scipy.optimize as so\nround(float(so.minimize(lambda x: (x[0] - 3) ** 2, [0]).x[0]), 4)",
    ),
    ("scipy", "import scipy.interpolate as si\nsi.interp1d([0, 1], [0, 2])(0.5).item()"),
    ("scipy", "import scipy.linalg as sl\nround(float(sl.det(np.array([[1.0, 2], [3, 4]]))), 6)"),
    (
        "sklearn",
        "from sklearn.linear_model import LinearRegression\nLinearRegression().fit(X[:, :1], X[:, 1]).coef_.round(6).tolist()",
    ),
    (
        "sklearn",
        "from sklearn.linear_model import LogisticRegression\nLogisticRegression().fit(X, df.c).predict(X).tolist()",
    ),
    (
        "sklearn",
        "from sklearn.ensemble import RandomForestClassifier\nRandomForestClassifier(n_estimators=5, random_state=0).fit(X, df.c).predict(X).tolist()",
    ),
    (
        "sklearn",
        "from sklearn.preprocessing import StandardScaler\nStandardScaler().fit_transform(X).round(6).tolist()",
    ),
    (
        "sklearn",
        "from sklearn.model_selection import train_test_split\n[len(p) for p in train_test_split(X, test_size=0.5, random_state=0)]",
    ),
    ("sklearn", "from sklearn.datasets import load_iris\nload_iris().data.shape"),
    (
        "sklearn",
        "from sklearn.tree import DecisionTreeClassifier\nDecisionTreeClassifier(random_state=0).fit(X, df.c).predict(X).tolist()",
    ),
]


@pytest.mark.parametrize("lib,code", DATA_WORK)
def test_data_work_gives_the_hosts_results(lib, code):
    pytest.importorskip(lib)
    imports = ["numpy", "numpy.*", "pandas", "scipy", "scipy.*", "sklearn", "sklearn.*"]
    ex = executor(imports)
    got = ex(SETUP + code).output
    ns: dict = {}
    exec(SETUP, ns)
    *body, last = code.split("\n")
    if body:
        exec("\n".join(body), ns)
    assert got == eval(last, ns)


# --- The classification covers every documented event. -----------------------------------------


def test_every_documented_audit_event_is_classified():
    table = Path(__file__).parent / "data" / "audit_events_3_11.tsv"
    documented = [line.split("\t")[0] for line in table.read_text().splitlines() if line.strip()]
    assert len(documented) > 150
    missing = [e for e in documented if e not in _audit.EVENTS]
    assert not missing, f"audit events in no class: {missing}"
    for event, (verdict, reason) in _audit.EVENTS.items():
        assert verdict in (
            _audit.DENY,
            _audit.ALLOW,
            _audit.PATHS,
            _audit.CODE,
            _audit.ATTR,
            _audit.IMPORT,
        ), event
        assert reason, event


def test_outside_sandbox_runs_the_hook_changes_nothing(files):
    # The host's own code, on this thread and others, keeps its rights while no run is inside
    # a host call.
    files["canary"].write_text("host")
    assert files["canary"].read_text() == "host"
    result = []
    t = threading.Thread(target=lambda: result.append(Path(files["secret"]).read_text()))
    t.start()
    t.join()
    assert SECRET in result[0]
    files["canary"].unlink()


# --- Threads started by confined code, finalizers, and installed files of other packages. -----


@pytest.mark.parametrize(
    "imports,code",
    [
        (
            ["numpy", "concurrent.futures"],
            "import concurrent.futures as cf\nimport numpy as np\ncf.ThreadPoolExecutor(1).submit(np.save, CANARY, np.arange(3)).result()",
        ),
        (
            ["pandas", "threading"],
            "import threading\nt = threading.Thread(target=df.to_csv, args=(CANARY,))\nt.start()\nt.join()",
        ),
        (
            ["pandas", "threading"],
            "import threading\nt = threading.Timer(0, df.to_csv, args=(CANARY,))\nt.start()\nt.join()",
        ),
    ],
)
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_threads_started_by_confined_code_are_confined(files, imports, code):
    ex = executor(imports)
    ex.send_variables({"CANARY": str(files["canary"]), "df": pd.DataFrame({"x": [1]})})
    try:
        ex(code)
    except InterpreterError as e:
        assert "Forbidden host action" in str(e)
    assert not files["canary"].exists()
    assert not Path(str(files["canary"]) + ".npy").exists()


class Finalized:
    """A host object whose finalizer writes a file (as a temporary-file wrapper would)."""

    def __init__(self, path):
        self.path = path

    def __del__(self):
        try:
            Path(self.path).write_text("finalized")
        except Exception:
            pass


def test_finalizers_of_host_objects_the_program_drops_run_confined(files):
    def make(path: str):
        return Finalized(path)

    ex = ophis.LocalPythonExecutor([])
    ex.send_tools({"make": make})
    # The tool made the object (with the host's rights); the program drops the last reference.
    ex.send_variables({"CANARY": str(files["canary"])})
    ex("x = make(CANARY)\nx = None")
    import gc

    gc.collect()
    assert not files["canary"].exists()


def test_installed_files_of_packages_that_are_not_authorized_stay_unreadable(files):
    import scipy

    path = str(Path(scipy.__file__))
    ex = executor(["pandas"])
    ex.send_variables({"P": path})
    refused(ex, "import pandas as pd\npd.read_csv(P, sep='\\x01', header=None)", files)
    ex = executor(["pandas", "scipy"])
    ex.send_variables({"P": path})
    assert ex(
        "import pandas as pd\nlen(pd.read_csv(P, sep='\\x01', header=None, engine='python', on_bad_lines='skip')) > 0"
    ).output


def test_linecache_reads_are_refused_quietly(files):
    # linecache reads source lines for tracebacks and warnings; a refused read is the empty
    # line it expects (the run goes on, and nothing is read).
    ex = executor(["linecache"])
    ex.send_variables({"SECRET_PATH": str(files["secret"])})
    assert ex("import linecache\nlinecache.getline(SECRET_PATH, 2)").output == ""


def test_os_functions_that_act_on_the_host_process_without_an_event_are_refused(tmp_path):
    # os.abort() and os._exit() would end the host process, os.close(0) close its files,
    # os.umask() change its file mode: none raises an audit event, so `os` authorized by name
    # gives only its allowlisted names. Run in a child process: a regression must not take
    # the test runner down with it.
    import subprocess

    script = tmp_path / "attack.py"
    script.write_text(
        "import ophis\n"
        "ex = ophis.LocalPythonExecutor(['os'])\n"
        "ex.send_tools({})\n"
        "for code in ['os.abort()', 'os._exit(3)', 'os.close(1)', 'os.write(1, b\"LEAK\")', 'os.umask(0)',"
        " 'os.setsid()', 'os.register_at_fork(before=print)', 'os.dup2(2, 1)']:\n"
        "    try:\n"
        "        ex('import os\\n' + code)\n"
        "        print('RAN', code)\n"
        "    except Exception as e:\n"
        "        print('REFUSED', 'Forbidden access to function' in str(e))\n"
        "print('ALIVE', ex('1 + 1').output)\n"
    )
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines.count("REFUSED True") == 8, r.stdout
    assert "LEAK" not in r.stdout and lines[-1] == "ALIVE 2"


def test_numpy_imports_in_a_fresh_process_and_ctypes_stays_refused():
    """`import ctypes` (which numpy does) opens the running process itself, `PyDLL(None)`: a
    program must be able to import numpy when the host has not imported it first, while a
    symbol lookup through that handle stays refused and runs nothing."""
    import subprocess
    import sys
    import textwrap

    canary = "/tmp/ophis-canary-ctypes-pythonapi"
    if os.path.exists(canary):
        os.remove(canary)
    probe = textwrap.dedent(
        f"""
        import sys
        assert "numpy" not in sys.modules
        import ophis
        sb = ophis.Sandbox(allowed_imports=["numpy"], timeout=30)
        print(sb.run("import numpy as np\\nint(np.arange(4).sum())").value)
        try:
            sb.run("import numpy as np\\n"
                   "np.ctypeslib.ctypes.pythonapi.PyRun_SimpleString("
                   "b'open({canary!r}, \\\\'w\\\\')')")
            print("RAN")
        except ophis.SandboxError as e:
            print("refused", type(e).__name__)
        """
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.split()
    assert lines[0] == "6", out.stdout
    assert "RAN" not in out.stdout and "refused" in out.stdout, out.stdout
    assert not os.path.exists(canary)


def test_sklearn_models_import_in_a_fresh_process():
    """sklearn's estimators import joblib, which imports asyncio; asyncio marks a generator
    function as an iterable coroutine at import (`types.coroutine`: a copy of the code with a
    flag set, a `code.__new__` event, then a write of `__code__`). A program must be able to
    import and fit a model when the host has not imported sklearn first, while building code
    objects stays refused outside that one stdlib function at import."""
    import subprocess
    import sys
    import textwrap

    probe = textwrap.dedent(
        """
        import sys
        assert "asyncio" not in sys.modules and "sklearn" not in sys.modules
        import ophis
        sb = ophis.Sandbox(["sklearn.*", "numpy", "numpy.random"], timeout=120)
        print(sb.run(
            "import numpy as np\\n"
            "from sklearn.linear_model import LogisticRegression\\n"
            "X = np.arange(40, dtype=float).reshape(20, 2)\\n"
            "y = (X[:, 0] > 19).astype(int)\\n"
            "LogisticRegression().fit(X, y).score(X, y)"
        ).value)
        # joblib's pre_dispatch arithmetic (parsed, never run) and the threads of n_jobs=2.
        print(sb.run(
            "import numpy as np\\n"
            "from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier\\n"
            "X = np.arange(40, dtype=float).reshape(20, 2)\\n"
            "y = (X[:, 0] > 19).astype(int)\\n"
            "h = HistGradientBoostingClassifier(max_iter=5, min_samples_leaf=2).fit(X, y)\\n"
            "r = RandomForestClassifier(n_estimators=4, n_jobs=2, random_state=0).fit(X, y)\\n"
            "(h.score(X, y) > 0.9, r.score(X, y) > 0.9)"
        ).value)
        # The same host function called by the program, outside an import, stays refused.
        import types
        def gen():
            yield 1
        sb2 = ophis.Sandbox([], timeout=30)
        def mark(g):
            return types.coroutine(g)
        sb2._interp.set_global("mark", mark)
        sb2._interp.set_global("gen", gen)
        try:
            sb2.run("mark(gen)")
            print("RAN", gen.__code__.co_flags & 0x100)
        except ophis.SandboxError as e:
            print("refused", "code.__new__" in str(e), gen.__code__.co_flags & 0x100)
        """
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "1.0", out.stdout
    assert lines[1] == "(True, True)", out.stdout
    assert lines[2] == "refused True 0", out.stdout
