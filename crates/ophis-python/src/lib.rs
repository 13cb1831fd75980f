//! `ophis._ophis`: the PyO3 extension under the `ophis` Python package. It exposes one low-level
//! class, `Interpreter`, wrapping the core's `ophis::Interpreter`; the friendly APIs
//! (`ophis.Sandbox`, `ophis.smolagents`) are written in Python on top of it.
//!
//! Threading: the core interpreter is `Send`, so it lives in a `Mutex` and the Python object is
//! usable from any thread. The GIL is released (`py.detach`) for the whole of a run and
//! re-acquired (`Python::attach`) only when the program calls a host function.

mod bridge;
mod deadline;
mod npmem;
mod rights;

use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pyo3::create_exception;
use pyo3::exceptions::{
    PyBaseException, PyException, PyKeyboardInterrupt, PyTypeError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use ophis::{Config, HostError, HostValue, Interpreter as Core, Limits, ResultRule, RunError};

use bridge::{host_error, to_host, to_py, SandboxRef, Shared};

// The core limits the total live size of a program's objects by counting allocations; that
// needs its counting allocator as the global allocator of the Rust code in this extension.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

create_exception!(
    _ophis,
    ForbiddenAccess,
    PyException,
    "Raised by a guard (or any host code) to refuse an access: ends the run uncatchably with its message."
);
create_exception!(
    _ophis,
    StopRun,
    PyBaseException,
    "Raised by a host function to end the run at once, uncatchably (final_answer uses it)."
);
create_exception!(
    _ophis,
    HostDeadline,
    PyBaseException,
    "Raised by ophis in host code the program called that is still running at the run's deadline."
);

/// A value the sandbox produced that has no Python equivalent yet (a sandbox function, class,
/// instance, ...), described by its type name and `repr()`.
#[pyclass(module = "ophis._ophis", frozen)]
pub struct Opaque {
    #[pyo3(get)]
    pub type_name: String,
    #[pyo3(get)]
    pub repr: String,
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

/// The per-run statistics as a dict.
fn stats_dict<'py>(py: Python<'py>, stats: &ophis::RunStats) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("operations", stats.operations)?;
    d.set_item("wall_time", stats.wall_time.as_secs_f64())?;
    d.set_item("peak_memory", stats.peak_memory)?;
    d.set_item("modules_imported", stats.modules_imported.clone())?;
    // Calls of host functions by name, and of host objects by type name.
    let calls = PyDict::new(py);
    for (name, n) in &stats.host_calls {
        calls.set_item(name, n)?;
    }
    d.set_item("host_calls", calls)?;
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
        RunError::Exception {
            type_name,
            message,
            traceback,
            line,
            module_line,
            explanation,
            suggestion,
        } => {
            d.set_item("kind", "exception")?;
            d.set_item("type_name", type_name)?;
            d.set_item("message", message)?;
            // CPython's "Did you mean" name, shown after the message (None otherwise).
            d.set_item("suggestion", suggestion)?;
            // smolagents' own wording of the error, when it has one (None otherwise).
            d.set_item("explanation", explanation)?;
            d.set_item("line", line)?;
            d.set_item("module_line", if *module_line == 0 { None } else { Some(*module_line) })?;
            d.set_item("traceback", traceback)?;
        }
        RunError::Limit { kind, message, line, module_line } => {
            d.set_item("kind", kind.name())?;
            d.set_item("type_name", "InterpreterError")?;
            d.set_item("message", message)?;
            d.set_item("line", if *line == 0 { None } else { Some(*line) })?;
            d.set_item("module_line", if *module_line == 0 { None } else { Some(*module_line) })?;
            d.set_item("traceback", message)?;
        }
    }
    Ok(d)
}

/// The low-level sandboxed interpreter. Globals persist between runs.
#[pyclass(module = "ophis._ophis", frozen)]
struct Interpreter {
    shared: Arc<Shared>,
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
        Some(t) => {
            return Err(PyTypeError::new_err(format!(
                "timeout must be a non-negative number of seconds, not {t}"
            )))
        }
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
        max_while_iterations=None, timeout=None, max_memory=None, max_recursion_depth=None, max_output=None,
        guard=None, host_import=false, allowed_builtins=None, result_rule="last_expression", dunders="python"))]
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
        guard: Option<Py<PyAny>>,
        host_import: bool,
        allowed_builtins: Option<Vec<String>>,
        result_rule: &str,
        dunders: &str,
    ) -> PyResult<Self> {
        // Which value `run` returns: the last expression statement's, or smolagents' value of
        // the last statement (an assignment's value, an `if`'s or a `for`'s last value, ...).
        let result_rule = match result_rule {
            "last_expression" => ResultRule::LastExpression,
            "smolagents" => ResultRule::Smolagents,
            other => {
                return Err(PyValueError::new_err(format!(
                    "result_rule must be 'last_expression' or 'smolagents', not {other:?}"
                )))
            }
        };
        let mut config = Config { result_rule, ..Config::default() };
        // The dunder policy of the face: CPython's behaviour on the sandbox's own values, or
        // smolagents' ban minus what is harmless. Host objects are strict in both.
        config.policy.dunders = ophis::Dunders::parse(dunders).ok_or_else(|| {
            PyValueError::new_err(format!(
                "dunders must be 'python' or 'smolagents', not {dunders:?}"
            ))
        })?;
        if let Some(a) = authorized_imports {
            config.policy.authorized_imports = a;
        }
        if let Some(d) = allowed_dunders {
            config.policy.allowed_dunders = d;
        }
        // Only these builtin names exist for the program (None: all of ophis's safe builtins).
        config.policy.allowed_builtins = allowed_builtins;
        config.limits = make_limits(
            max_operations,
            max_while_iterations,
            timeout,
            max_memory,
            max_recursion_depth,
            max_output,
        )?;
        // Ctrl-C: the core calls this about every 10 ms while the program runs with the GIL
        // released; a pending KeyboardInterrupt ends the run (and is raised again by `run`).
        config.interrupt = Some(Arc::new(|| Python::attach(|py| py.check_signals().is_err())));
        Ok(Interpreter {
            shared: Arc::new_cyclic(|weak: &std::sync::Weak<Shared>| {
                if host_import {
                    let weak = weak.clone();
                    // Authorized modules ophis does not implement natively are imported by CPython
                    // and handed over as guarded handles.
                    config.host_import = Some(Arc::new(move |name: &str| {
                        Python::attach(|py| {
                            // Importing runs the module's code: the guard judges the name first
                            // (`"*"` never imports host machinery).
                            if let Some(sh) = weak.upgrade() {
                                let guard = sh
                                    .guard
                                    .lock()
                                    .unwrap_or_else(|p| p.into_inner())
                                    .as_ref()
                                    .map(|g| g.clone_ref(py));
                                if let Some(check) =
                                    guard.and_then(|g| g.bind(py).getattr("check_import").ok())
                                {
                                    check.call1((name,)).map_err(|e| host_error(py, e))?;
                                }
                            }
                            // Importing runs the module's code on the program's behalf: confined,
                            // with loading installed code as its only file access.
                            let interp = weak.upgrade().map_or(0, |s| s.interp_id);
                            let scope =
                                rights::confine(interp, None, "import", Some(name.to_string()));
                            let m = py
                                .import("ophis._audit")
                                .and_then(|a| a.call_method1("import_module", (name,)));
                            if let Some(violation) = scope.finish() {
                                return Err(HostError::forbidden(violation));
                            }
                            match m {
                                Ok(m) => to_host(py, &m.into_any(), &weak, 0),
                                Err(e)
                                    if e.is_instance_of::<pyo3::exceptions::PyImportError>(py) =>
                                {
                                    Err(HostError::raise(
                                        "ModuleNotFoundError",
                                        format!("No module named '{name}'"),
                                    ))
                                }
                                Err(e) => Err(host_error(py, e)),
                            }
                        })
                    }));
                }
                let core = Core::new(config);
                let memory = core.external_memory();
                Shared {
                    cancel: core.cancel_handle(),
                    interp_id: core.id(),
                    core: Mutex::new(core),
                    running_on: AtomicU64::new(0),
                    guard: Mutex::new(guard),
                    pending_release: Mutex::new(Vec::new()),
                    memory,
                }
            }),
        })
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
        let limits = make_limits(
            max_operations,
            max_while_iterations,
            timeout,
            max_memory,
            max_recursion_depth,
            max_output,
        )?;
        self.shared.with_core(py, |c| c.set_limits(limits))
    }

    /// Runs `code`. Returns `(True, value, output, stats)` or `(False, error, output, stats)`,
    /// where `error` is a dict (kind, type_name, message, line, traceback). The GIL is released
    /// while the program runs.
    fn run<'py>(&self, py: Python<'py>, code: &str) -> PyResult<Bound<'py, PyTuple>> {
        let result = self.shared.with_core(py, |c| c.run(code))?;
        // The host objects the program released during the run, finalized confined.
        rights::release_pending_confined(py, self.shared.interp_id);
        if let Err(f) = &result {
            if let RunError::Limit { kind: ophis::LimitKind::Interrupted, .. } = f.error {
                // Ctrl-C consumed by the interrupt hook: raise it again here.
                if Python::attach(|py| py.check_signals()).is_ok()
                    && f.error.to_string() == "KeyboardInterrupt"
                {
                    return Err(PyKeyboardInterrupt::new_err(()));
                }
            }
        }
        match result {
            Ok(out) => {
                let value = match &out.value {
                    Some(v) => to_py(py, v, &self.shared)?,
                    None => py.None().into_bound(py),
                };
                (true, value, out.output, stats_dict(py, &out.stats)?).into_pyobject(py)
            }
            Err(f) => (false, error_dict(py, &f.error)?, f.output, stats_dict(py, &f.stats)?)
                .into_pyobject(py),
        }
    }

    /// Reads a global (None if it is not set... use `has_global` to tell).
    fn get_global<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Option<Bound<'py, PyAny>>> {
        let v = self.shared.with_core(py, |c| c.get_global(name))?;
        v.map(|v| to_py(py, &v, &self.shared)).transpose()
    }

    /// Reads the globals named that are set, converted together, as a dict in the order of
    /// `names`: an object reachable from several of them (an alias) or from itself (a cycle)
    /// becomes one Python object, as in CPython, and is converted once. (The one exception:
    /// an object shared between a global that is plain data and one that is not, see below,
    /// becomes two.)
    fn get_globals<'py>(
        &self,
        py: Python<'py>,
        names: Vec<String>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let refs: Vec<&str> = names.iter().map(|n| n.as_str()).collect();
        // Globals that are plain data (numbers, strings, lists, tuples, dicts, sets) become
        // Python objects made straight from the sandbox's values, without a `HostValue` tree:
        // a state copy at half the cost. The core is locked first and the GIL taken inside,
        // the order every run keeps (a tool call takes the GIL inside the locked core too).
        let shared = self.shared.clone();
        let built = self.shared.with_core(py, |c| {
            Python::attach(|py| {
                let mut builder = bridge::PyBuilder { py, shared: &shared };
                let values = c.build_globals(&refs, &mut builder)?;
                // A global whose build would pass a limit of the run (the objects a build
                // makes count against the memory limit, its steps against the deadline) is
                // not copied: its place holds an opaque value saying why. The program keeps
                // the global (the interpreter lives on), so failing the copy instead would
                // fail every later call of an executor that copies its state after each one.
                values
                    .into_iter()
                    .map(|v| match v {
                        ophis::GlobalBuilt::Built(o) => Ok(ophis::GlobalBuilt::Built(o.unbind())),
                        ophis::GlobalBuilt::Unset => Ok(ophis::GlobalBuilt::Unset),
                        ophis::GlobalBuilt::Fallback => Ok(ophis::GlobalBuilt::Fallback),
                        ophis::GlobalBuilt::Refused(error) => {
                            let why = match &error {
                                ophis::RunError::Exception { type_name, message, .. } => {
                                    format!("{type_name}: {message}")
                                }
                                other => other.to_string(),
                            };
                            let placeholder = Opaque {
                                type_name: "not copied".into(),
                                repr: format!("<not copied to the host: {why}>"),
                            };
                            Ok(ophis::GlobalBuilt::Built(
                                Bound::new(py, placeholder)?.into_any().unbind(),
                            ))
                        }
                    })
                    .collect::<PyResult<Vec<_>>>()
            })
        })??;
        // The globals that are not plain data (functions, instances, modules, cycles), with
        // the `HostValue` conversion, which keeps aliases and cycles among them.
        let rest: Vec<&str> = refs
            .iter()
            .zip(&built)
            .filter(|(_, b)| matches!(b, ophis::GlobalBuilt::Fallback))
            .map(|(n, _)| *n)
            .collect();
        let converted = if rest.is_empty() {
            ophis::SharedValues::default()
        } else {
            self.shared.with_core(py, |c| c.get_globals(&rest))?
        };
        let out = PyDict::new(py);
        let mut table = Some(bridge::SharedTable::new(&converted.shared));
        let mut fallback = converted.values.iter();
        for (name, b) in names.iter().zip(built) {
            match b {
                ophis::GlobalBuilt::Built(o) => out.set_item(name, o)?,
                ophis::GlobalBuilt::Unset | ophis::GlobalBuilt::Refused(_) => {}
                ophis::GlobalBuilt::Fallback => {
                    if let Some(Some(v)) = fallback.next() {
                        out.set_item(
                            name,
                            bridge::no_panic(|| bridge::to_py_in(py, v, &self.shared, &mut table))?,
                        )?;
                    }
                }
            }
        }
        Ok(out)
    }

    /// Sets a global from a Python value (converted; see the module docs).
    fn set_global(&self, py: Python<'_>, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let v = to_host(py, value, &Arc::downgrade(&self.shared), 0)
            .map_err(|e| PyTypeError::new_err(e.message))?;
        self.shared
            .with_core(py, |c| c.set_global(name, v))?
            .map_err(|e| PyTypeError::new_err(e.message))
    }

    /// Bytes of numpy array data charged to this interpreter now (allocated by host code the
    /// program called and not yet freed, wherever the arrays are held).
    #[getter]
    fn external_memory(&self) -> usize {
        self.shared.memory.charged()
    }

    /// The names of the globals currently set.
    fn global_names(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.shared.with_core(py, |c| c.global_names())
    }

    /// Registers a Python callable as a function the program can call under `name`. Arguments
    /// and results are converted; an exception it raises is raised in the program with the same
    /// builtin type name (other types become RuntimeError) and message.
    fn register_function(&self, py: Python<'_>, name: &str, func: Py<PyAny>) -> PyResult<()> {
        let weak = Arc::downgrade(&self.shared);
        let f = move |args: Vec<HostValue>,
                      kwargs: Vec<(String, HostValue)>|
              -> Result<HostValue, HostError> {
            Python::attach(|py| {
                let shared = weak
                    .upgrade()
                    .ok_or_else(|| HostError::raise("RuntimeError", "the interpreter is gone"))?;
                // A registered tool is the embedder's own code: it keeps the host's rights,
                // also when called from inside a confined call's callback.
                let _tool = rights::as_tool(shared.interp_id);
                // Its numpy allocations are the embedder's too, charged to no sandbox.
                let _uncharged = npmem::charge_numpy(py, None);
                let call = || -> PyResult<Bound<'_, PyAny>> {
                    let pargs = PyTuple::new(
                        py,
                        args.iter().map(|a| to_py(py, a, &shared)).collect::<PyResult<Vec<_>>>()?,
                    )?;
                    if kwargs.is_empty() {
                        // No keyword dict to build, or for the callee to unpack.
                        return func.bind(py).call1(pargs);
                    }
                    let pkw = PyDict::new(py);
                    for (k, v) in &kwargs {
                        pkw.set_item(k, to_py(py, v, &shared)?)?;
                    }
                    func.bind(py).call(pargs, Some(&pkw))
                };
                let r = call().map_err(|e| host_error(py, e))?;
                to_host(py, &r, &weak, 0)
            })
        };
        self.shared.with_core(py, |c| c.register_function(name, Box::new(f)))
    }

    /// Removes the function registered under `name` (and its global, unless the program
    /// rebound the name). Returns whether one was registered.
    fn unregister_function(&self, py: Python<'_>, name: &str) -> PyResult<bool> {
        self.shared.with_core(py, |c| c.unregister_function(name))
    }

    /// Replaces the builtin names the program sees (None: all of ophis's safe builtins;
    /// exception classes always exist) for the next runs; the program's globals stay.
    #[pyo3(signature = (allowed_builtins))]
    fn set_allowed_builtins(
        &self,
        py: Python<'_>,
        allowed_builtins: Option<Vec<String>>,
    ) -> PyResult<()> {
        self.shared.with_core(py, |c| c.set_allowed_builtins(allowed_builtins))
    }

    /// Replaces the global names the program may not rebind (smolagents' static tools): any
    /// assignment, `del`, `def`, `class` or `import ... as` of one is refused, uncatchably.
    fn set_readonly_globals(&self, py: Python<'_>, names: Vec<String>) -> PyResult<()> {
        self.shared.with_core(py, |c| c.set_readonly_globals(names))
    }

    /// Ends the call the last `run` began: until then, the requests the package makes on the
    /// program's objects while converting that run's results (proxies, `str()`, the state
    /// copy) share the run's deadline instead of each getting a timeout of its own.
    fn end_call(&self, py: Python<'_>) -> PyResult<()> {
        self.shared.with_core(py, |c| c.end_call())
    }

    /// Asks the running program (from any thread) to stop; the run ends with kind "cancelled".
    fn cancel(&self) {
        self.shared.cancel.cancel();
    }

    /// Replaces the guard: a callable shown every Python object about to become a handle in
    /// the program; it raises `ForbiddenAccess` to refuse it.
    fn set_guard(&self, guard: Option<Py<PyAny>>) {
        *self.shared.guard.lock().unwrap_or_else(|p| p.into_inner()) = guard;
    }

    /// The interpreter's id, unique in the process (the `interp_id` of its sandbox objects).
    #[getter]
    fn id(&self, py: Python<'_>) -> PyResult<u64> {
        self.shared.with_core(py, |c| c.id())
    }

    /// How many sandbox objects Python currently holds.
    fn exported_objects(&self, py: Python<'_>) -> PyResult<usize> {
        self.shared.with_core(py, |c| c.exported_objects())
    }

    /// How many containers of the program are alive (for leak checks).
    fn live_objects(&self, py: Python<'_>) -> PyResult<usize> {
        self.shared.with_core(py, |c| c.live_objects())
    }
}

#[pymodule]
fn _ophis(m: &Bound<'_, PyModule>) -> PyResult<()> {
    bridge::prime_modules(m.py())?;
    m.add_class::<Interpreter>()?;
    m.add_class::<Opaque>()?;
    m.add_class::<SandboxRef>()?;
    m.add_class::<bridge::SandboxIterable>()?;
    m.add_class::<bridge::SandboxCallable>()?;
    m.add_class::<bridge::SandboxCallableIterable>()?;
    m.add_function(wrap_pyfunction!(rights::confinement, m)?)?;
    m.add_function(wrap_pyfunction!(rights::record_violation, m)?)?;
    m.add_function(wrap_pyfunction!(rights::violation, m)?)?;
    m.add_class::<rights::ConfinedScope>()?;
    m.add("ForbiddenAccess", m.py().get_type::<ForbiddenAccess>())?;
    m.add("StopRun", m.py().get_type::<StopRun>())?;
    m.add("HostDeadline", m.py().get_type::<HostDeadline>())?;
    m.add("DENIED_MODULES", ophis::DENIED_MODULES.to_vec())?;
    m.add("BASE_BUILTIN_MODULES", ophis::BASE_BUILTIN_MODULES.to_vec())?;
    Ok(())
}
