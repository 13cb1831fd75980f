//! `ophis._ophis`: the PyO3 extension under the `ophis` Python package. It exposes one low-level
//! class, `Interpreter`, wrapping the core's `ophis::Interpreter`; the friendly APIs
//! (`ophis.Sandbox`, `ophis.smolagents`) are written in Python on top of it.
//!
//! Threading: the core interpreter is `Send`, so it lives in a `Mutex` and the Python object is
//! usable from any thread. The GIL is released (`py.detach`) for the whole of a run and
//! re-acquired (`Python::attach`) only when the program calls a host function.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use num_bigint::BigInt;
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyComplex, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet, PyString, PyTuple};
use pyo3::IntoPyObjectExt;

use ophis::host::HostError;
use ophis::{Config, HostValue, Interpreter as Core, Limits, RunError};

/// Nesting depth past which a Python container is not converted further (a self-referencing
/// list would otherwise recurse forever).
const MAX_CONVERT_DEPTH: usize = 200;

/// A value the sandbox produced that has no Python equivalent yet (a sandbox function, class,
/// instance, ...), described by its type name and `repr()`.
#[pyclass(module = "ophis._ophis", frozen)]
struct Opaque {
    #[pyo3(get)]
    type_name: String,
    #[pyo3(get)]
    repr: String,
}

#[pymethods]
impl Opaque {
    fn __repr__(&self) -> String {
        self.repr.clone()
    }
    fn __str__(&self) -> String {
        self.repr.clone()
    }
}

/// Converts a Python object to a host value. Plain data converts structurally; anything else
/// crosses as an opaque description (its type name and repr).
fn to_host(obj: &Bound<'_, PyAny>, depth: usize) -> PyResult<HostValue> {
    if depth > MAX_CONVERT_DEPTH {
        return Err(PyRuntimeError::new_err("value nested too deeply to pass to the sandbox"));
    }
    if obj.is_none() {
        return Ok(HostValue::None);
    }
    // bool before int: Python's bool is an int subclass.
    if let Ok(b) = obj.cast_exact::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if obj.is_instance_of::<PyInt>() {
        if let Ok(i) = obj.extract::<i64>() {
            return Ok(HostValue::Int(i));
        }
        let b: BigInt = obj.extract()?;
        return Ok(HostValue::BigInt(b));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(HostValue::Str(s.to_str()?.to_string()));
    }
    if let Ok(c) = obj.cast::<PyComplex>() {
        return Ok(HostValue::Complex(c.real(), c.imag()));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(HostValue::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        let items: Vec<Bound<'_, PyAny>> = l.iter().collect();
        return Ok(HostValue::List(items.iter().map(|x| to_host(x, depth + 1)).collect::<PyResult<_>>()?));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        return Ok(HostValue::Tuple(t.iter().map(|x| to_host(&x, depth + 1)).collect::<PyResult<_>>()?));
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        let mut out = Vec::with_capacity(d.len());
        for (k, v) in d.iter() {
            out.push((to_host(&k, depth + 1)?, to_host(&v, depth + 1)?));
        }
        return Ok(HostValue::Dict(out));
    }
    if let Ok(s) = obj.cast::<PySet>() {
        return Ok(HostValue::Set(s.iter().map(|x| to_host(&x, depth + 1)).collect::<PyResult<_>>()?));
    }
    if let Ok(s) = obj.cast::<PyFrozenSet>() {
        return Ok(HostValue::Set(s.iter().map(|x| to_host(&x, depth + 1)).collect::<PyResult<_>>()?));
    }
    let type_name = obj.get_type().name()?.to_string();
    let repr = obj.repr()?.to_string();
    Ok(HostValue::Opaque { type_name, repr })
}

/// Converts a host value to a Python object.
fn to_py<'py>(py: Python<'py>, v: &HostValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => b.into_bound_py_any(py)?,
        HostValue::Int(i) => i.into_bound_py_any(py)?,
        HostValue::BigInt(b) => b.into_bound_py_any(py)?,
        HostValue::Float(f) => f.into_bound_py_any(py)?,
        HostValue::Complex(r, i) => PyComplex::from_doubles(py, *r, *i).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(items) => {
            PyList::new(py, items.iter().map(|x| to_py(py, x)).collect::<PyResult<Vec<_>>>()?)?.into_any()
        }
        HostValue::Tuple(items) => {
            PyTuple::new(py, items.iter().map(|x| to_py(py, x)).collect::<PyResult<Vec<_>>>()?)?.into_any()
        }
        HostValue::Dict(entries) => {
            let d = PyDict::new(py);
            for (k, v) in entries {
                d.set_item(to_py(py, k)?, to_py(py, v)?)?;
            }
            d.into_any()
        }
        HostValue::Set(items) => {
            PySet::new(py, items.iter().map(|x| to_py(py, x)).collect::<PyResult<Vec<_>>>()?)?.into_any()
        }
        HostValue::Opaque { type_name, repr } => {
            Bound::new(py, Opaque { type_name: type_name.clone(), repr: repr.clone() })?.into_any()
        }
    })
}

/// The Python exception `e` as the host error raised inside the program: same type name (a
/// builtin name, else the core raises RuntimeError) and `str(e)` as the message.
fn host_error(py: Python<'_>, e: PyErr) -> HostError {
    let v = e.value(py);
    let exc_type = v.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "RuntimeError".into());
    // A KeyError's str() is the repr of its key; the core builds the exception from a message
    // string, so hand it the key's str() and let the core add the quotes back.
    let is_key_error = v.is_instance_of::<pyo3::exceptions::PyKeyError>();
    let message = match v.getattr("args").and_then(|a| a.cast_into::<PyTuple>().map_err(PyErr::from)) {
        Ok(args) if is_key_error && args.len() == 1 => args.get_item(0).and_then(|k| k.str()).map(|s| s.to_string()),
        _ => v.str().map(|s| s.to_string()),
    }
    .unwrap_or_default();
    HostError { exc_type, message }
}

/// The per-run statistics as a dict.
fn stats_dict<'py>(py: Python<'py>, stats: &ophis::RunStats) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("operations", stats.operations)?;
    d.set_item("wall_time", stats.wall_time.as_secs_f64())?;
    d.set_item("peak_memory", stats.peak_memory)?;
    d.set_item("modules_imported", stats.modules_imported.clone())?;
    Ok(d)
}

/// The failure of a run as a dict the Python layer turns into its exception types.
fn error_dict<'py>(py: Python<'py>, error: &RunError) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    match error {
        RunError::Syntax(e) => {
            d.set_item("kind", "syntax")?;
            d.set_item("type_name", e.kind)?;
            d.set_item("message", &e.msg)?;
            d.set_item("line", e.line)?;
            d.set_item("col", e.col)?;
            d.set_item("text", e.text.clone())?;
            d.set_item("traceback", e.to_string())?;
        }
        RunError::Exception { type_name, message, traceback, line } => {
            d.set_item("kind", "exception")?;
            d.set_item("type_name", type_name)?;
            d.set_item("message", message)?;
            d.set_item("line", line)?;
            d.set_item("traceback", traceback)?;
        }
        RunError::Limit { kind, message } => {
            d.set_item("kind", kind.name())?;
            d.set_item("type_name", "InterpreterError")?;
            d.set_item("message", message)?;
            d.set_item("line", py.None())?;
            d.set_item("traceback", message)?;
        }
    }
    Ok(d)
}

/// A unique id for the thread currently running (0 is never used).
fn thread_token() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    thread_local! { static TOKEN: u64 = NEXT.fetch_add(1, Ordering::Relaxed); }
    TOKEN.with(|t| *t)
}

/// The low-level sandboxed interpreter. Globals persist between runs.
#[pyclass(module = "ophis._ophis")]
struct Interpreter {
    core: Mutex<Core>,
    cancel: ophis::CancelHandle,
    /// The thread currently inside `run` (0: none), so a host function that calls back into the
    /// same interpreter gets an error instead of deadlocking on the mutex.
    running_on: AtomicU64,
}

impl Interpreter {
    /// Runs `f` on the core with the GIL released. The mutex is taken only after the GIL is
    /// released: a thread that holds the mutex may need the GIL for a host function, so taking
    /// them in the other order could deadlock.
    fn with_core<T: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut Core) -> T + Send) -> PyResult<T> {
        let token = thread_token();
        if self.running_on.load(Ordering::SeqCst) == token {
            return Err(PyRuntimeError::new_err("this ophis interpreter is already running on this thread"));
        }
        Ok(py.detach(|| {
            // A poisoned lock only means a panic escaped while it was held; the core catches its
            // own panics, so the interpreter itself is still consistent.
            let mut core = self.core.lock().unwrap_or_else(|p| p.into_inner());
            self.running_on.store(token, Ordering::SeqCst);
            let r = f(&mut core);
            self.running_on.store(0, Ordering::SeqCst);
            r
        }))
    }
}

fn make_limits(
    max_operations: Option<u64>,
    max_while_iterations: Option<u64>,
    timeout: Option<f64>,
    max_memory: Option<usize>,
    max_recursion_depth: Option<usize>,
    max_output: Option<usize>,
) -> PyResult<Limits> {
    let mut limits = Limits::default();
    if let Some(n) = max_operations {
        limits.max_operations = n;
    }
    if let Some(n) = max_while_iterations {
        limits.max_while_iterations = n;
    }
    limits.timeout = match timeout {
        None => None,
        Some(t) if t.is_finite() && t >= 0.0 => Some(Duration::from_secs_f64(t)),
        Some(t) => return Err(PyTypeError::new_err(format!("timeout must be a non-negative number of seconds, not {t}"))),
    };
    if let Some(n) = max_memory {
        limits.max_memory = n;
    }
    if let Some(n) = max_recursion_depth {
        limits.max_recursion_depth = n;
    }
    if let Some(n) = max_output {
        limits.max_output = n;
    }
    Ok(limits)
}

#[pymethods]
impl Interpreter {
    /// `timeout` is in seconds (None: no deadline). Omitted limits keep the core's defaults.
    #[new]
    #[pyo3(signature = (authorized_imports=None, allowed_dunders=None, *, max_operations=None,
        max_while_iterations=None, timeout=None, max_memory=None, max_recursion_depth=None, max_output=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        authorized_imports: Option<Vec<String>>,
        allowed_dunders: Option<Vec<String>>,
        max_operations: Option<u64>,
        max_while_iterations: Option<u64>,
        timeout: Option<f64>,
        max_memory: Option<usize>,
        max_recursion_depth: Option<usize>,
        max_output: Option<usize>,
    ) -> PyResult<Self> {
        let mut config = Config::default();
        if let Some(a) = authorized_imports {
            config.policy.authorized_imports = a;
        }
        if let Some(d) = allowed_dunders {
            config.policy.allowed_dunders = d;
        }
        config.limits =
            make_limits(max_operations, max_while_iterations, timeout, max_memory, max_recursion_depth, max_output)?;
        let core = Core::new(config);
        let cancel = core.cancel_handle();
        Ok(Interpreter { core: Mutex::new(core), cancel, running_on: AtomicU64::new(0) })
    }

    /// Replaces the limits (same keywords as the constructor; omitted ones take the defaults).
    #[pyo3(signature = (*, max_operations=None, max_while_iterations=None, timeout=None, max_memory=None,
        max_recursion_depth=None, max_output=None))]
    fn set_limits(
        &self,
        py: Python<'_>,
        max_operations: Option<u64>,
        max_while_iterations: Option<u64>,
        timeout: Option<f64>,
        max_memory: Option<usize>,
        max_recursion_depth: Option<usize>,
        max_output: Option<usize>,
    ) -> PyResult<()> {
        let limits =
            make_limits(max_operations, max_while_iterations, timeout, max_memory, max_recursion_depth, max_output)?;
        self.with_core(py, |c| c.set_limits(limits))
    }

    /// Runs `code`. Returns `(True, value, output, stats)` or `(False, error, output, stats)`,
    /// where `error` is a dict (kind, type_name, message, line, traceback). The GIL is released
    /// while the program runs.
    fn run<'py>(&self, py: Python<'py>, code: &str) -> PyResult<Bound<'py, PyTuple>> {
        let result = self.with_core(py, |c| c.run(code))?;
        match result {
            Ok(out) => {
                let value = match &out.value {
                    Some(v) => to_py(py, v)?,
                    None => py.None().into_bound(py),
                };
                (true, value, out.output, stats_dict(py, &out.stats)?).into_pyobject(py)
            }
            Err(f) => (false, error_dict(py, &f.error)?, f.output, stats_dict(py, &f.stats)?).into_pyobject(py),
        }
    }

    /// Reads a global (None if it is not set... use `has_global` to tell).
    fn get_global<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Option<Bound<'py, PyAny>>> {
        let v = self.with_core(py, |c| c.get_global(name))?;
        v.map(|v| to_py(py, &v)).transpose()
    }

    /// Sets a global from a Python value (converted; see the module docs).
    fn set_global(&self, py: Python<'_>, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let v = to_host(value, 0)?;
        self.with_core(py, |c| c.set_global(name, v))
    }

    /// The names of the globals currently set.
    fn global_names(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.with_core(py, |c| c.global_names())
    }

    /// Registers a Python callable as a function the program can call under `name`. Arguments
    /// and results are converted; an exception it raises is raised in the program with the same
    /// builtin type name (other types become RuntimeError) and message.
    fn register_function(&self, py: Python<'_>, name: &str, func: Py<PyAny>) -> PyResult<()> {
        let f = move |args: Vec<HostValue>, kwargs: Vec<(String, HostValue)>| -> Result<HostValue, HostError> {
            Python::attach(|py| {
                let call = || -> PyResult<HostValue> {
                    let pargs = PyTuple::new(py, args.iter().map(|a| to_py(py, a)).collect::<PyResult<Vec<_>>>()?)?;
                    let pkw = PyDict::new(py);
                    for (k, v) in &kwargs {
                        pkw.set_item(k, to_py(py, v)?)?;
                    }
                    let r = func.bind(py).call(pargs, Some(&pkw))?;
                    to_host(&r, 0)
                };
                call().map_err(|e| host_error(py, e))
            })
        };
        self.with_core(py, |c| c.register_function(name, Box::new(f)))
    }

    /// Asks the running program (from any thread) to stop; the run ends with kind "cancelled".
    fn cancel(&self) {
        self.cancel.cancel();
    }

    /// How many containers of the program are alive (for leak checks).
    fn live_objects(&self, py: Python<'_>) -> PyResult<usize> {
        self.with_core(py, |c| c.live_objects())
    }
}

#[pymodule]
fn _ophis(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Interpreter>()?;
    m.add_class::<Opaque>()?;
    m.add("DENIED_MODULES", ophis::policy::DENIED_MODULES.to_vec())?;
    m.add("BASE_BUILTIN_MODULES", ophis::policy::BASE_BUILTIN_MODULES.to_vec())?;
    Ok(())
}
