//! The host bridge: Python objects reachable from the program as guarded handles (`PyHost`,
//! the core's `HostObject`), sandbox values reachable from Python as proxies (`SandboxRef`),
//! and the conversions between the two worlds.
//!
//! Policy: every Python object about to become a handle (an attribute read, a call result, an
//! item, an imported module, a tool's return value) is shown to the interpreter's guard, a
//! Python callable that raises `ForbiddenAccess` for denied modules and functions; that error
//! ends the run uncatchably. Dunder attribute names never get here (the core refuses them), and
//! the frame/code attributes that lead to globals are refused here.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, TryLockError, Weak};
use std::time::{Duration, Instant};

use num_bigint::BigInt;
use pyo3::exceptions::{
    PyKeyError, PyKeyboardInterrupt, PyRuntimeError, PyStopIteration, PyTypeError,
};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyBytes, PyComplex, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PyModule, PySet,
    PySlice, PyString, PyTuple,
};
use pyo3::IntoPyObjectExt;

use ophis::{
    BinaryOp, CompareOp, HostError, HostErrorKind, HostObject, HostOp, HostValue, SandboxObject,
    UnaryOp,
};

use crate::{ForbiddenAccess, StopRun};

/// Nesting depth past which a Python container is not converted further.
const MAX_CONVERT_DEPTH: usize = 200;

/// Attributes that lead from an ordinary object to a frame's or function's globals (and from
/// there to every module): refused whatever the guard says.
/// (`f_builtins` is not among them: it is the `builtins` module's namespace dict, which the
/// guard judges like the module itself.)
const FRAME_ATTRS: &[&str] = &[
    "f_globals",
    "f_locals",
    "f_back",
    "f_code",
    "gi_frame",
    "gi_code",
    "cr_frame",
    "cr_code",
    "ag_frame",
    "ag_code",
    "tb_frame",
    "tb_next",
    "func_globals",
    "func_code",
];

/// Attributes of `os` (and `posix`/`nt`) that read or change the process environment.
const ENVIRONMENT_ATTRS: &[&str] =
    &["environ", "environb", "getenv", "getenvb", "putenv", "unsetenv"];

/// What of `os` (and `posix`/`nt`) the program may reach when `os` is authorized: constants,
/// path and file-system functions (each judged by the audit hook when called), and pure
/// queries. Default-deny: a name not here is refused, because several `os` functions act on
/// the host process without raising an audit event.
const OS_ALLOWED_ATTRS: &[&str] = &[
    "path",
    "sep",
    "altsep",
    "extsep",
    "pathsep",
    "linesep",
    "curdir",
    "pardir",
    "defpath",
    "devnull",
    "name",
    "fspath",
    "fsencode",
    "fsdecode",
    "PathLike",
    "DirEntry",
    "stat_result",
    "statvfs_result",
    "terminal_size",
    "error",
    "strerror",
    "cpu_count",
    "getpid",
    "getppid",
    "getcwd",
    "getcwdb",
    "urandom",
    "get_terminal_size",
    "listdir",
    "scandir",
    "walk",
    "fwalk",
    "stat",
    "lstat",
    "access",
    "mkdir",
    "makedirs",
    "remove",
    "removedirs",
    "unlink",
    "rmdir",
    "rename",
    "renames",
    "replace",
    "chmod",
    "utime",
    "truncate",
    "symlink",
    "link",
    "readlink",
    "uname",
    "times",
    "getloadavg",
    "get_exec_path",
    "supports_follow_symlinks",
    "supports_fd",
    "supports_dir_fd",
    "supports_effective_ids",
    // Process functions that raise audit events (refused by the hook in confined calls), so
    // that smolagents' tests see them refused by the same rule as the rest.
    "system",
    "popen",
    "spawnv",
    "spawnve",
    "spawnl",
    "spawnle",
    "spawnvp",
    "spawnvpe",
    "spawnlp",
    "spawnlpe",
    "posix_spawn",
    "posix_spawnp",
    "execv",
    "execve",
    "execl",
    "execle",
    "execlp",
    "execlpe",
    "execvp",
    "execvpe",
    "fork",
    "forkpty",
    "kill",
    "killpg",
    "chdir",
];

/// Whether the program may read attribute `name` of `os` (see `OS_ALLOWED_ATTRS`); upper-case
/// names are constants (`O_RDONLY`, `P_WAIT`, `SEEK_SET`).
fn os_attr_allowed(name: &str) -> bool {
    OS_ALLOWED_ATTRS.contains(&name)
        || (name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
            && !name.starts_with('_'))
}

/// Whether `obj` is the `os` module or the platform module behind it.
fn is_os_module(obj: &Bound<'_, PyAny>) -> bool {
    obj.is_instance_of::<PyModule>()
        && obj
            .getattr("__name__")
            .ok()
            .and_then(|n| n.extract::<String>().ok())
            .is_some_and(|n| matches!(n.as_str(), "os" | "posix" | "nt"))
}

/// What the bridge needs of an interpreter: the core (behind its mutex), the guard, and the
/// sandbox objects whose Python proxies died and are waiting to be released.
pub struct Shared {
    pub core: Mutex<ophis::Interpreter>,
    /// The core's `id()`, readable without its lock (host-rights scopes name it).
    pub interp_id: u64,
    pub cancel: ophis::CancelHandle,
    pub running_on: AtomicU64,
    pub guard: Mutex<Option<Py<PyAny>>>,
    pub pending_release: Mutex<Vec<u64>>,
    /// The core's counter of memory allocated for the program outside the core (numpy's
    /// arrays, `npmem`), readable without its lock.
    pub memory: Arc<ophis::ExternalMemory>,
}

/// The `RuntimeError` a caught panic becomes, naming it.
fn panic_error(payload: Box<dyn std::any::Any + Send>) -> PyErr {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_string());
    PyRuntimeError::new_err(format!("internal error in ophis: {what}"))
}

/// Runs `f`, turning a panic into a `RuntimeError` naming it, as `Shared::with_core` does:
/// making Python objects outside the core (a run's value, a global) panics in pyo3 when
/// CPython's allocator fails, and a `PanicException` must not reach Python.
pub fn no_panic<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
        .unwrap_or_else(|p| Err(panic_error(p)))
}

/// Clears `Shared::running_on` when dropped: at the end of a core call, and also when a panic
/// unwinds out of it, which would otherwise leave every later call on the thread refused as
/// "already running".
struct RunningGuard<'a>(&'a AtomicU64);

impl Drop for RunningGuard<'_> {
    fn drop(&mut self) {
        self.0.store(0, Ordering::SeqCst);
    }
}

/// Which thread holds which interpreter's lock, and which interpreter each waiting thread
/// waits for: the graph in which `Shared::lock_core` looks for a cycle before waiting.
#[derive(Default)]
struct WaitGraph {
    /// Interpreter id -> the thread (`thread_token`) holding its lock.
    holders: HashMap<u64, u64>,
    /// Thread -> the interpreter whose lock it waits for.
    waiting: HashMap<u64, u64>,
}

impl WaitGraph {
    /// Whether the thread `token`, waiting as recorded, closes a cycle: the holder of the
    /// interpreter it waits for waits for one whose holder waits ... for one `token` holds.
    fn cycle_from(&self, token: u64) -> Option<String> {
        let mut interp = *self.waiting.get(&token)?;
        let mut chain = vec![interp];
        // A cycle has at most one step per waiting thread.
        for _ in 0..=self.waiting.len() {
            let holder = *self.holders.get(&interp)?;
            if holder == token {
                let ids: Vec<String> = chain.iter().map(u64::to_string).collect();
                return Some(format!(
                    "deadlock refused: waiting for ophis interpreter {} would never end, its program is itself waiting, \
                     through host code, for the interpreter running this call (interpreters in the cycle: {})",
                    chain[0],
                    ids.join(", ")
                ));
            }
            interp = *self.waiting.get(&holder)?;
            chain.push(interp);
        }
        None
    }
}

fn waits() -> MutexGuard<'static, WaitGraph> {
    static GRAPH: OnceLock<Mutex<WaitGraph>> = OnceLock::new();
    GRAPH.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner())
}

/// Records, while alive, that thread `token` holds interpreter `interp`'s lock.
struct Holding(u64);

impl Holding {
    fn new(interp: u64, token: u64) -> Holding {
        waits().holders.insert(interp, token);
        Holding(interp)
    }
}

impl Drop for Holding {
    fn drop(&mut self) {
        waits().holders.remove(&self.0);
    }
}

/// Records, while alive, that thread `token` waits for interpreter `interp`'s lock.
struct Waiting(u64);

impl Waiting {
    fn new(token: u64, interp: u64) -> Waiting {
        waits().waiting.insert(token, interp);
        Waiting(token)
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        waits().waiting.remove(&self.0);
    }
}

/// A unique id for the current thread (0 is never used).
pub fn thread_token() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    thread_local! { static TOKEN: u64 = NEXT.fetch_add(1, Ordering::Relaxed); }
    TOKEN.with(|t| *t)
}

impl Shared {
    /// Runs `f` on the core with the GIL released. The mutex is taken only after the GIL is
    /// released: a thread holding the mutex may need the GIL for a host operation, so taking
    /// them in the other order could deadlock.
    ///
    /// A panic inside `f` (a bug in ophis, or pyo3 meeting a Python allocation that failed
    /// while `f` builds Python objects) is caught here and becomes a `RuntimeError` naming it:
    /// a `PanicException` is a `BaseException` that no `except Exception` in the embedder's
    /// code expects. `running_on` is reset by a guard on every path, unwinding included, so
    /// the executor stays usable.
    pub fn with_core<T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut ophis::Interpreter) -> T + Send,
    ) -> PyResult<T> {
        let token = thread_token();
        if self.running_on.load(Ordering::SeqCst) == token {
            // The program's objects used by host code the program called re-enter the run
            // through `ophis::reentrant_*` before coming here. What still gets here is
            // the interpreter's own API called from inside its run (a tool calling `run` or
            // `get_global` of the sandbox running it), or one of its objects used on this
            // thread outside any host call the program made.
            return Err(PyRuntimeError::new_err(
                "this ophis interpreter is already running on this thread: its own API (run, get_global, \
                 set_global, ...) cannot be called by host code until the program returns, and its objects \
                 can be used only from host code the program is calling",
            ));
        }
        // Host code a sandbox's program called (on this thread) must return by that program's
        // deadline: so must its wait for this interpreter and the request it makes of it.
        let caller_deadline = ophis::caller_deadline();
        let result = py.detach(|| {
            let mut core = self.lock_core(token, caller_deadline)?;
            let released: Vec<u64> = std::mem::take(
                &mut *self.pending_release.lock().unwrap_or_else(|p| p.into_inner()),
            );
            for id in released {
                core.release_object(id);
            }
            self.running_on.store(token, Ordering::SeqCst);
            let _running = RunningGuard(&self.running_on);
            let _held = Holding::new(self.interp_id, token);
            let bound = caller_deadline.map(|d| core.bound_call(d));
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&mut core)));
            if let Some(b) = bound {
                core.unbound_call(b);
            }
            Ok::<_, String>(r)
        });
        result.map_err(PyRuntimeError::new_err::<String>)?.map_err(panic_error)
    }

    /// Takes the core's lock. When another thread holds it (this interpreter is running a
    /// program there), waits until it is free, but not past `deadline` (the deadline of the
    /// program whose host code is waiting), and not at all when waiting would close a cycle
    /// of threads each waiting for an interpreter the next one holds (executor A's program
    /// calling into B while B's calls into A): both would wait forever.
    fn lock_core(
        &self,
        token: u64,
        deadline: Option<Instant>,
    ) -> Result<MutexGuard<'_, ophis::Interpreter>, String> {
        match self.core.try_lock() {
            Ok(core) => return Ok(core),
            // A poisoned lock only means a panic escaped while it was held; the core catches
            // its own panics, so the interpreter itself is still consistent.
            Err(TryLockError::Poisoned(p)) => return Ok(p.into_inner()),
            Err(TryLockError::WouldBlock) => {}
        }
        // Every waiter looks for a cycle once recorded as waiting, and a holder is recorded
        // before its program can wait for anything: of the threads closing a cycle, the last
        // to start waiting sees all of it, and is refused.
        let _waiting = Waiting::new(token, self.interp_id);
        if deadline.is_none() {
            if let Some(cycle) = waits().cycle_from(token) {
                return Err(cycle);
            }
            // No deadline to keep (the embedder's own thread, or a program without a
            // timeout): wait as long as the other run takes, as its own limits bound it.
            return Ok(self.core.lock().unwrap_or_else(|p| p.into_inner()));
        }
        let mut pause = Duration::from_micros(50);
        loop {
            if let Some(cycle) = waits().cycle_from(token) {
                return Err(cycle);
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return Err(format!(
                    "timed out waiting for another ophis interpreter (id {}), busy running a program on another thread: \
                     the calling program's deadline expired",
                    self.interp_id
                ));
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(2));
            match self.core.try_lock() {
                Ok(core) => return Ok(core),
                Err(TryLockError::Poisoned(p)) => return Ok(p.into_inner()),
                Err(TryLockError::WouldBlock) => {}
            }
        }
    }

    fn check(&self, py: Python<'_>, obj: &Bound<'_, PyAny>) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        if let Some(g) = guard {
            g.bind(py).call1((obj,)).map_err(|e| host_error(py, e))?;
        }
        Ok(())
    }

    /// Whether the program may read the private attribute `name` of the host module `module`
    /// (the guard's `check_private` decides; without a guard, no).
    fn check_private(
        &self,
        py: Python<'_>,
        module: &Bound<'_, PyAny>,
        name: &str,
    ) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        match guard.and_then(|g| g.bind(py).getattr("check_private").ok()) {
            Some(f) => f.call1((module, name)).map(|_| ()).map_err(|e| host_error(py, e)),
            None => Err(HostError::forbidden(format!(
                "Forbidden access to private attribute of a host module: {name}"
            ))),
        }
    }

    /// Whether the program may set (or delete) the attribute `name` of the host object `obj`:
    /// host classes, modules and functions are read-only (the guard's `check_write` decides,
    /// and without a guard no class is writable).
    fn check_write(
        &self,
        py: Python<'_>,
        obj: &Bound<'_, PyAny>,
        name: &str,
        delete: bool,
    ) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        match guard {
            Some(g) => match g.bind(py).getattr("check_write") {
                Ok(f) => f.call1((obj, name, delete)).map(|_| ()).map_err(|e| host_error(py, e)),
                Err(_) if obj.is_instance_of::<pyo3::types::PyType>() => Err(HostError::forbidden(
                    format!("Forbidden assignment to host class attribute: {name}"),
                )),
                Err(_) => Ok(()),
            },
            None if obj.is_instance_of::<pyo3::types::PyType>() => Err(HostError::forbidden(
                format!("Forbidden assignment to host class attribute: {name}"),
            )),
            None => Ok(()),
        }
    }
}

/// Python objects behind live handles, by the address of their `PyHost`, so a handle coming
/// back from the program turns into the very object it wraps.
fn registry() -> &'static Mutex<HashMap<usize, Py<PyAny>>> {
    static R: OnceLock<Mutex<HashMap<usize, Py<PyAny>>>> = OnceLock::new();
    R.get_or_init(|| Mutex::new(HashMap::new()))
}

/// A Python object as a host object.
pub struct PyHost {
    /// The object; `None` only once the handle is dropped.
    obj: Option<Py<PyAny>>,
    shared: Weak<Shared>,
}

impl Drop for PyHost {
    fn drop(&mut self) {
        let key = self as *const PyHost as usize;
        let registered = registry().lock().unwrap_or_else(|p| p.into_inner()).remove(&key);
        // Releasing the last reference runs the object's finalizer (`__del__`, a generator's
        // `finally`): host code the program caused, so it must run confined. Handles are
        // dropped while the sandbox runs without the GIL; their objects wait in a per-thread
        // list that the next host operation (inside its confined scope) or the end of the run
        // releases. (Dropped without the GIL, pyo3 would release them at the next `attach`,
        // outside any scope; taking the GIL here for each handle cost 7% of a numpy-heavy
        // program.)
        crate::rights::release_later(self.obj.take());
        crate::rights::release_later(registered);
    }
}

fn make_handle(py: Python<'_>, obj: &Bound<'_, PyAny>, shared: &Weak<Shared>) -> HostValue {
    let h = Arc::new(PyHost { obj: Some(obj.clone().unbind()), shared: shared.clone() });
    let key = Arc::as_ptr(&h) as usize;
    registry().lock().unwrap_or_else(|p| p.into_inner()).insert(key, obj.clone().unbind());
    let _ = py;
    HostValue::Object(h)
}

/// The Python exception `e` as the error the program sees.
pub fn host_error(py: Python<'_>, e: PyErr) -> HostError {
    let v = e.value(py);
    if v.is_instance_of::<ForbiddenAccess>() {
        return HostError::forbidden(v.str().map(|s| s.to_string()).unwrap_or_default());
    }
    if v.is_instance_of::<StopRun>() || v.is_instance_of::<PyKeyboardInterrupt>() {
        return HostError::interrupt(
            v.str().map(|s| s.to_string()).unwrap_or_else(|_| "KeyboardInterrupt".into()),
        );
    }
    let exc_type =
        v.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "RuntimeError".into());
    // A KeyError's str() is the repr of its key; the core builds the exception from a message
    // string, so hand it the key's str() and let the core add the quotes back.
    let is_key_error = v.is_instance_of::<PyKeyError>();
    let message =
        match v.getattr("args").and_then(|a| a.cast_into::<PyTuple>().map_err(PyErr::from)) {
            Ok(args) if is_key_error && args.len() == 1 => {
                args.get_item(0).and_then(|k| k.str()).map(|s| s.to_string())
            }
            _ => v.str().map(|s| s.to_string()),
        }
        .unwrap_or_default();
    HostError::raise(exc_type, message)
}

/// Converts a Python object to a host value: plain data structurally, sandbox proxies back to
/// their sandbox values, anything else (once the guard accepts it) as a handle.
pub fn to_host(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    shared: &Weak<Shared>,
    depth: usize,
) -> Result<HostValue, HostError> {
    if depth > MAX_CONVERT_DEPTH {
        return Err(HostError::raise(
            "RecursionError",
            "value nested too deeply to cross into the sandbox",
        ));
    }
    let e = |err: PyErr| host_error(py, err);
    if obj.is_none() {
        return Ok(HostValue::None);
    }
    // Exact types only: a subclass of a builtin (an IntEnum, a numpy scalar deriving from
    // float, a str subclass with methods) keeps its behaviour as a handle.
    if let Ok(b) = obj.cast_exact::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if obj.is_exact_instance_of::<PyInt>() {
        if let Ok(i) = obj.extract::<i64>() {
            return Ok(HostValue::Int(i));
        }
        let b: BigInt = obj.extract().map_err(e)?;
        return Ok(HostValue::BigInt(b));
    }
    if let Ok(f) = obj.cast_exact::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(s) = obj.cast_exact::<PyString>() {
        return Ok(HostValue::Str(s.to_str().map_err(e)?.to_string()));
    }
    if let Ok(c) = obj.cast_exact::<PyComplex>() {
        return Ok(HostValue::Complex(c.real(), c.imag()));
    }
    if let Ok(b) = obj.cast_exact::<PyBytes>() {
        return Ok(HostValue::Bytes(b.as_bytes().to_vec()));
    }
    if obj.is_exact_instance_of::<PyList>()
        || obj.is_exact_instance_of::<PyTuple>()
        || obj.is_exact_instance_of::<PyDict>()
        || obj.is_exact_instance_of::<PySet>()
        || obj.is_exact_instance_of::<PyFrozenSet>()
    {
        if let Ok(d) = obj.cast_exact::<PyDict>() {
            // A module's namespace is not data (smolagents' rule for dicts with a `__spec__`):
            // the guard judges it as the module it belongs to.
            if let Ok(Some(spec)) = d.get_item("__spec__") {
                if !spec.is_none() {
                    match shared
                        .upgrade()
                        .filter(|sh| sh.guard.lock().unwrap_or_else(|p| p.into_inner()).is_some())
                    {
                        Some(sh) => sh.check(py, obj)?,
                        // Without a guard to judge it, no namespace crosses.
                        None => {
                            let name = d
                                .get_item("__name__")
                                .ok()
                                .flatten()
                                .map(|n| n.to_string())
                                .unwrap_or_default();
                            return Err(HostError::forbidden(format!(
                                "Forbidden access to module: {name}"
                            )));
                        }
                    }
                }
            }
        }
        return match container_to_host(py, obj, shared, depth) {
            // A container holding something the program may not have (`sys.modules`, a frame's
            // builtins) cannot cross as data; it crosses as a guarded handle instead, and each
            // element is shown to the guard when the program reaches it (item, iteration,
            // method result), so the refusal names the element actually reached.
            Err(err) if err.kind == HostErrorKind::Forbidden && shared.upgrade().is_some() => {
                Ok(make_handle(py, obj, shared))
            }
            other => other,
        };
    }
    if let Ok(s) = obj.cast_exact::<PySlice>() {
        let part = |n: &str| -> Result<HostValue, HostError> {
            let v = s.getattr(n).map_err(|err| host_error(py, err))?;
            to_host(py, &v, shared, depth + 1)
        };
        return Ok(HostValue::Slice(
            Box::new(part("start")?),
            Box::new(part("stop")?),
            Box::new(part("step")?),
        ));
    }
    // numpy scalars (the results of `arr.sum()`, `arr[i]`, ...) are plain numbers to the program.
    if let Ok(Some(np)) = std_module(py, "sys")
        .and_then(|sys| sys.getattr("modules"))
        .and_then(|m| m.get_item("numpy").map(Some).or(Ok(None)))
    {
        if let Ok(generic) = np.getattr("generic") {
            if obj.is_instance(&generic).unwrap_or(false) {
                if let Ok(item) = obj.call_method0("item") {
                    // Only numbers, strings and bytes: a datetime64's `item()` is a datetime
                    // (or an int of nanoseconds), which is not the value the program has.
                    let plain = item.is_exact_instance_of::<PyInt>()
                        || item.is_exact_instance_of::<PyFloat>()
                        || item.is_exact_instance_of::<PyBool>()
                        || item.is_exact_instance_of::<PyComplex>()
                        || item.is_exact_instance_of::<PyString>()
                        || item.is_exact_instance_of::<PyBytes>();
                    // (A datetime64 in nanoseconds gives an int: asked only then.)
                    let temporal = || {
                        item.is_exact_instance_of::<PyInt>()
                            && (np
                                .getattr("datetime64")
                                .is_ok_and(|t| obj.is_instance(&t).unwrap_or(false))
                                || np
                                    .getattr("timedelta64")
                                    .is_ok_and(|t| obj.is_instance(&t).unwrap_or(false)))
                    };
                    if plain && !item.is(obj) && !item.get_type().is(obj.get_type()) && !temporal()
                    {
                        return to_host(py, &item, shared, depth + 1);
                    }
                }
            }
        }
    }
    if let Ok(r) = obj.cast::<SandboxRef>() {
        return Ok(HostValue::Sandbox(Box::new(r.get().obj.clone())));
    }
    // The Python classes, functions, generators and instances that stand for sandbox values
    // (`ophis._proxy.wrap`) go back as those values.
    if let Some(r) = proxy_of(py, obj).map_err(e)? {
        return Ok(HostValue::Sandbox(Box::new(r.get().obj.clone())));
    }
    if obj.is(py.NotImplemented()) {
        return Ok(HostValue::NotImplemented);
    }
    // Host data is data: a str, bytes or number of any subclass (smolagents' `AgentText`, an
    // IntEnum member, a float subclass) crosses as the plain value it holds, so no host method
    // (`str.format` walking attributes) runs with arguments the program wrote.
    if let Some(v) = subclass_to_host(obj).map_err(e)? {
        return Ok(v);
    }
    if let Some(sh) = shared.upgrade() {
        sh.check(py, obj)?;
    }
    Ok(make_handle(py, obj, shared))
}

/// The plain value of an instance of a subclass of str, bytes, int, float or complex.
fn subclass_to_host(obj: &Bound<'_, PyAny>) -> PyResult<Option<HostValue>> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Some(HostValue::Str(s.to_str()?.to_string())));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(Some(HostValue::Bytes(b.as_bytes().to_vec())));
    }
    if let Ok(i) = obj.cast::<PyInt>() {
        // `PyLong_AsLongLong` and friends read the int itself, never a subclass's `__index__`.
        if let Ok(v) = i.extract::<i64>() {
            return Ok(Some(HostValue::Int(v)));
        }
        return Ok(Some(HostValue::BigInt(i.extract::<BigInt>()?)));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(Some(HostValue::Float(f.value())));
    }
    if let Ok(c) = obj.cast::<PyComplex>() {
        return Ok(Some(HostValue::Complex(c.real(), c.imag())));
    }
    Ok(None)
}

/// Refuses, before a host call, a string argument chosen by the program that holds a dunder or
/// a frame attribute as a word (`df.agg("__dict__")`, `operator.attrgetter("real.__class__")`,
/// `df.eval("a.__class__")`: host code that turns strings into attribute reads), or a format
/// field walking private attributes
/// (`"{0.__globals__}"`), at the top level or one level down in a list, tuple, set or dict.
fn check_call_strings(args: &[HostValue], kwargs: &[(String, HostValue)]) -> Result<(), HostError> {
    // Every identifier-like word counts, not only the whole string: a dotted path
    // (`operator.attrgetter("real.__class__")`), an expression (`df.eval("a . __class__")`).
    // A dunder that is a whole path component (`.../pkg/__init__.py`, `__pycache__/`) is a
    // file name, not an attribute: a file path is data.
    fn bad(s: &str) -> bool {
        let mut start = None;
        for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
            if c.is_alphanumeric() || c == '_' {
                start.get_or_insert(i);
                continue;
            }
            if let Some(b) = start.take() {
                let w = &s[b..i];
                let in_path = b > 0 && matches!(s.as_bytes()[b - 1], b'/' | b'\\');
                if (ophis::Policy::is_dunder(w) && !in_path) || FRAME_ATTRS.contains(&w) {
                    return true;
                }
            }
        }
        format_walks_private(s)
    }
    fn check(v: &HostValue, deep: bool) -> Result<(), HostError> {
        match v {
            HostValue::Str(s) if bad(s) => Err(HostError::forbidden(format!(
                "Forbidden access to attribute: {s} (a dunder name handed to host code)"
            ))),
            HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) if deep => {
                items.iter().try_for_each(|x| check(x, false))
            }
            HostValue::Dict(pairs) if deep => pairs.iter().try_for_each(|(k, x)| {
                check(k, false)?;
                check(x, false)
            }),
            _ => Ok(()),
        }
    }
    for a in args {
        check(a, true)?;
    }
    for (k, v) in kwargs {
        if bad(k) {
            return Err(HostError::forbidden(format!(
                "Forbidden access to attribute: {k} (a dunder name handed to host code)"
            )));
        }
        check(v, true)?;
    }
    Ok(())
}

/// Refuses `@name` in the expression of pandas' `DataFrame.eval`/`query`, `pd.eval` (and
/// numexpr's `evaluate`): they resolve `@name` in the *calling Python frame*, which is the
/// embedder's (the executor's locals: its state, its tools).
fn check_frame_lookup(
    obj: &Bound<'_, PyAny>,
    args: &[HostValue],
    kwargs: &[(String, HostValue)],
) -> Result<(), HostError> {
    fn has_at(v: &HostValue) -> bool {
        matches!(v, HostValue::Str(s) if s.contains('@'))
    }
    if !args.iter().any(has_at) && !kwargs.iter().any(|(_, v)| has_at(v)) {
        return Ok(());
    }
    let name = obj.getattr("__name__").map(|n| n.to_string()).unwrap_or_default();
    if matches!(name.as_str(), "eval" | "query" | "evaluate") {
        return Err(HostError::forbidden(format!(
            "Forbidden access to the host's frame: '@' names in {name}() read the host's local variables"
        )));
    }
    Ok(())
}

/// Whether `s` has a `str.format` field whose name reads an attribute or item starting with an
/// underscore (`{0.__class__}`, `{x[_secret]}`) or a frame/code attribute (`{0.gi_frame}`).
fn format_walks_private(s: &str) -> bool {
    if !s.contains('{') {
        return false;
    }
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        if rest.starts_with('{') {
            rest = &rest[1..];
            continue;
        }
        let end = rest.find(['}', '!', ':']).unwrap_or(rest.len());
        let field = &rest[..end];
        for (n, part) in field.split(['.', '[']).enumerate() {
            let part = part.trim_end_matches(']');
            if n > 0
                && (part.starts_with('_')
                    || FRAME_ATTRS.contains(&part)
                    || part.starts_with("f_")
                    || part.starts_with("co_"))
            {
                return true;
            }
        }
        rest = &rest[end..];
    }
    false
}

/// Converts an exact list, tuple, dict, set or frozenset element by element.
fn container_to_host(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    shared: &Weak<Shared>,
    depth: usize,
) -> Result<HostValue, HostError> {
    let e = |err: PyErr| host_error(py, err);
    if let Ok(l) = obj.cast_exact::<PyList>() {
        let items: Vec<Bound<'_, PyAny>> = l.iter().collect();
        return Ok(HostValue::List(
            items.iter().map(|x| to_host(py, x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    if let Ok(t) = obj.cast_exact::<PyTuple>() {
        return Ok(HostValue::Tuple(
            t.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    if let Ok(d) = obj.cast_exact::<PyDict>() {
        let mut out = Vec::with_capacity(d.len());
        for (k, v) in d.iter() {
            out.push((to_host(py, &k, shared, depth + 1)?, to_host(py, &v, shared, depth + 1)?));
        }
        return Ok(HostValue::Dict(out));
    }
    if let Ok(s) = obj.cast_exact::<PySet>() {
        return Ok(HostValue::Set(
            s.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    let s = obj.cast_exact::<PyFrozenSet>().map_err(|err| e(err.into()))?;
    Ok(HostValue::Set(
        s.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
    ))
}

/// A standard module the bridge uses (`builtins`, `sys`, `operator`, `types`), imported once.
/// The bridge runs from inside host code, and that can be a sealed function of `ophis._proxy`
/// (a stand-in's `__getitem__` re-entering the program, which calls host code again), whose
/// frame has no `__import__`: importing from there would fail, so the modules are imported
/// when the extension loads (`prime_modules`) and read from here.
pub fn std_module<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    static MODULES: pyo3::sync::PyOnceLock<Vec<(&'static str, Py<PyAny>)>> =
        pyo3::sync::PyOnceLock::new();
    let mods = MODULES.get_or_try_init(py, || -> PyResult<Vec<(&'static str, Py<PyAny>)>> {
        ["builtins", "sys", "operator", "types"]
            .into_iter()
            .map(|n| py.import(n).map(|m| (n, m.into_any().unbind())))
            .collect()
    })?;
    match mods.iter().find(|(n, _)| *n == name) {
        Some((_, m)) => Ok(m.bind(py).clone()),
        None => py.import(name).map(|m| m.into_any()),
    }
}

/// Imports the modules of `std_module` (called when the extension module is initialized).
pub fn prime_modules(py: Python<'_>) -> PyResult<()> {
    std_module(py, "builtins").map(|_| ())
}

/// `ophis._proxy`, which gives sandbox objects their Python face and takes it off again.
fn proxy_module(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    static MODULE: pyo3::sync::PyOnceLock<Py<PyAny>> = pyo3::sync::PyOnceLock::new();
    MODULE
        .get_or_try_init(py, || py.import("ophis._proxy").map(|m| m.into_any().unbind()))
        .map(|m| m.bind(py).clone())
}

/// The proxy behind a Python object made by `ophis._proxy.wrap`, if `obj` is one. Only the
/// kinds of object `wrap` makes are asked about.
fn proxy_of<'py>(
    py: Python<'py>,
    obj: &Bound<'py, PyAny>,
) -> PyResult<Option<Bound<'py, SandboxRef>>> {
    let ty = obj.get_type();
    let name = ty.name()?;
    let candidate = obj.is_instance_of::<pyo3::types::PyType>()
        || matches!(name.to_str()?, "function" | "generator")
        || ty.getattr("_ophis_wrapper").is_ok();
    if !candidate {
        return Ok(None);
    }
    let r = proxy_module(py)?.getattr("unwrap")?.call1((obj,))?;
    Ok(r.cast_into::<SandboxRef>().ok())
}

/// Converts a host value to a Python object.
pub fn to_py<'py>(
    py: Python<'py>,
    v: &HostValue,
    shared: &Arc<Shared>,
) -> PyResult<Bound<'py, PyAny>> {
    no_panic(|| to_py_in(py, v, shared, &mut None))
}

/// Makes Python objects straight from sandbox values (`Interpreter::build_globals`).
pub struct PyBuilder<'a, 'py> {
    pub py: Python<'py>,
    pub shared: &'a Arc<Shared>,
}

impl<'py> ophis::HostBuilder for PyBuilder<'_, 'py> {
    type Obj = Bound<'py, PyAny>;
    type Error = PyErr;

    fn atom(&mut self, a: ophis::Atom<'_>) -> PyResult<Bound<'py, PyAny>> {
        let py = self.py;
        Ok(match a {
            ophis::Atom::None => py.None().into_bound(py),
            ophis::Atom::Bool(b) => b.into_bound_py_any(py)?,
            ophis::Atom::Int(i) => i.into_bound_py_any(py)?,
            ophis::Atom::BigInt(b) => b.into_bound_py_any(py)?,
            ophis::Atom::Float(f) => f.into_bound_py_any(py)?,
            ophis::Atom::Complex(r, i) => PyComplex::from_doubles(py, r, i).into_any(),
            ophis::Atom::Str(s) => PyString::new(py, s).into_any(),
            ophis::Atom::Bytes(b) => PyBytes::new(py, b).into_any(),
            ophis::Atom::NotImplemented => py.NotImplemented().into_bound(py),
        })
    }

    fn list(&mut self, items: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyList::new(self.py, items)?.into_any())
    }

    fn tuple(&mut self, items: Vec<Bound<'py, PyAny>>, atoms: bool) -> PyResult<Bound<'py, PyAny>> {
        let t = PyTuple::new(self.py, items)?;
        if atoms {
            untrack_atomic_tuple(&t);
        }
        Ok(t.into_any())
    }

    fn dict(
        &mut self,
        entries: Vec<(Bound<'py, PyAny>, Bound<'py, PyAny>)>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let d = PyDict::new(self.py);
        for (k, v) in entries {
            d.set_item(k, v)?;
        }
        Ok(d.into_any())
    }

    fn set(&mut self, items: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PySet::new(self.py, items)?.into_any())
    }

    fn value(&mut self, v: HostValue) -> PyResult<Bound<'py, PyAny>> {
        to_py(self.py, &v, self.shared)
    }
}

/// A tuple of numbers and strings can never be part of a cycle: CPython's own collector
/// untracks such tuples when it first meets them, and doing it at once spares every
/// collection until then from walking the thousands a state copy can make (a fifth of the
/// copy's time).
fn untrack_atomic_tuple(t: &Bound<'_, PyTuple>) {
    if !t.is_empty() {
        // SAFETY: `t` is a live tuple the caller just made and holds, whose items cannot reach
        // it back; untracking such a tuple is what CPython does itself.
        unsafe { pyo3::ffi::PyObject_GC_UnTrack(t.as_ptr().cast()) };
    }
}

/// The Python objects of a `SharedValues` table (`Interpreter::get_globals`), each built the
/// first time a `HostValue::Shared` names it and the same object every later time.
pub struct SharedTable<'a, 'py> {
    table: &'a [HostValue],
    built: Vec<Option<Bound<'py, PyAny>>>,
    building: Vec<bool>,
}

impl<'a, 'py> SharedTable<'a, 'py> {
    pub fn new(table: &'a [HostValue]) -> Self {
        SharedTable { table, built: vec![None; table.len()], building: vec![false; table.len()] }
    }
}

/// The object of table entry `i`. A list or a dict is registered before its items are
/// converted, so a cycle through it comes back to the same object; a cycle that comes back to
/// a tuple or a set still being built (which Python cannot make before its items) is
/// described by an opaque `...`, as a conversion too deep is.
fn shared_to_py<'py>(
    py: Python<'py>,
    i: usize,
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Bound<'py, PyAny>> {
    let Some(t) = table.as_mut() else {
        return Err(PyTypeError::new_err(
            "a shared reference of a converted object graph was given outside its graph",
        ));
    };
    let entries = t.table;
    let Some(entry) = entries.get(i) else {
        return Err(PyTypeError::new_err("a shared reference past the end of its table"));
    };
    if let Some(o) = &t.built[i] {
        return Ok(o.clone());
    }
    if t.building[i] {
        return Ok(Bound::new(py, crate::Opaque { type_name: "...".into(), repr: "...".into() })?
            .into_any());
    }
    t.building[i] = true;
    let register = |table: &mut Option<SharedTable<'_, 'py>>, o: &Bound<'py, PyAny>| {
        if let Some(t) = table.as_mut() {
            t.built[i] = Some(o.clone());
        }
    };
    let o = match entry {
        HostValue::List(items) => {
            let list = PyList::empty(py);
            register(table, list.as_any());
            for x in items {
                list.append(to_py_in(py, x, shared, table)?)?;
            }
            list.into_any()
        }
        HostValue::Dict(pairs) => {
            let d = PyDict::new(py);
            register(table, d.as_any());
            for (k, v) in pairs {
                d.set_item(to_py_in(py, k, shared, table)?, to_py_in(py, v, shared, table)?)?;
            }
            d.into_any()
        }
        other => to_py_in(py, other, shared, table)?,
    };
    register(table, &o);
    Ok(o)
}

/// Whether the Python object of `v` holds no other object (so it cannot be part of a cycle).
fn is_atomic(v: &HostValue) -> bool {
    matches!(
        v,
        HostValue::None
            | HostValue::Bool(_)
            | HostValue::Int(_)
            | HostValue::BigInt(_)
            | HostValue::Float(_)
            | HostValue::Complex(..)
            | HostValue::Str(_)
            | HostValue::Bytes(_)
    )
}

/// The Python objects of a container's items, in a vector allocated once.
fn items_to_py<'py>(
    py: Python<'py>,
    items: &[HostValue],
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(to_py_in(py, x, shared, table)?);
    }
    Ok(out)
}

/// `to_py` with the table of a shared conversion (items of containers go through it too).
pub fn to_py_in<'py>(
    py: Python<'py>,
    v: &HostValue,
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        HostValue::Shared(i) => return shared_to_py(py, *i as usize, shared, table),
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => b.into_bound_py_any(py)?,
        HostValue::Int(i) => i.into_bound_py_any(py)?,
        HostValue::BigInt(b) => b.into_bound_py_any(py)?,
        HostValue::Float(f) => f.into_bound_py_any(py)?,
        HostValue::Complex(r, i) => PyComplex::from_doubles(py, *r, *i).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(items) => {
            PyList::new(py, items_to_py(py, items, shared, table)?)?.into_any()
        }
        HostValue::Tuple(items) => {
            let t = PyTuple::new(py, items_to_py(py, items, shared, table)?)?;
            if items.iter().all(is_atomic) {
                untrack_atomic_tuple(&t);
            }
            t.into_any()
        }
        HostValue::Dict(entries) => {
            let d = PyDict::new(py);
            for (k, v) in entries {
                d.set_item(to_py_in(py, k, shared, table)?, to_py_in(py, v, shared, table)?)?;
            }
            d.into_any()
        }
        HostValue::Set(items) => PySet::new(py, items_to_py(py, items, shared, table)?)?.into_any(),
        HostValue::Slice(a, b, c) => {
            let slice = std_module(py, "builtins")?.getattr("slice")?;
            slice.call1((
                to_py_in(py, a, shared, table)?,
                to_py_in(py, b, shared, table)?,
                to_py_in(py, c, shared, table)?,
            ))?
        }
        HostValue::Object(h) => {
            let key = Arc::as_ptr(h) as *const u8 as usize;
            let found = registry()
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(&key)
                .map(|o| o.clone_ref(py));
            match found {
                Some(o) => o.into_bound(py),
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "a foreign host object ({}) cannot cross into Python",
                        h.type_name()
                    )))
                }
            }
        }
        HostValue::Sandbox(obj) => {
            let base = SandboxRef { obj: (**obj).clone(), shared: shared.clone() };
            // Only callable values have `__call__`, only iterable ones `__iter__`: Python
            // (`callable()`) and libraries (list-likeness) go by their presence.
            let init = pyo3::PyClassInitializer::from(base);
            let proxy = match (obj.callable, obj.iterable) {
                (false, false) => Bound::new(py, init)?.into_any(),
                (true, false) => Bound::new(py, init.add_subclass(SandboxCallable))?.into_any(),
                (false, true) => Bound::new(py, init.add_subclass(SandboxIterable))?.into_any(),
                (true, true) => Bound::new(
                    py,
                    init.add_subclass(SandboxIterable).add_subclass(SandboxCallableIterable),
                )?
                .into_any(),
            };
            // What a Python user expects in its place: Python's own builtin types, real
            // classes, functions and generators (see `ophis._proxy`).
            proxy_module(py)?.getattr("wrap")?.call1((proxy,))?
        }
        HostValue::NotImplemented => py.NotImplemented().into_bound(py),
        HostValue::Opaque { type_name, repr } => Bound::new(
            py,
            crate::Opaque { type_name: type_name.to_string(), repr: repr.to_string() },
        )?
        .into_any(),
    })
}

fn binary_name(op: BinaryOp, inplace: bool) -> &'static str {
    let (plain, inp) = match op {
        BinaryOp::Add => ("add", "iadd"),
        BinaryOp::Sub => ("sub", "isub"),
        BinaryOp::Mul => ("mul", "imul"),
        BinaryOp::MatMul => ("matmul", "imatmul"),
        BinaryOp::TrueDiv => ("truediv", "itruediv"),
        BinaryOp::FloorDiv => ("floordiv", "ifloordiv"),
        BinaryOp::Mod => ("mod", "imod"),
        BinaryOp::Pow => ("pow", "ipow"),
        BinaryOp::LShift => ("lshift", "ilshift"),
        BinaryOp::RShift => ("rshift", "irshift"),
        BinaryOp::And => ("and_", "iand"),
        BinaryOp::Or => ("or_", "ior"),
        BinaryOp::Xor => ("xor", "ixor"),
    };
    if inplace {
        inp
    } else {
        plain
    }
}

/// The attributes a program may read of the interpreter's own objects, by the object's type
/// (whatever the attribute's name): frames, tracebacks, code objects, generators, coroutines
/// and cells lead to globals, locals and every module, so only these plain ones are readable
/// (`f_builtins` is judged by the guard as the `builtins` module).
const INTROSPECTION_TYPES: &[(&str, &[&str])] = &[
    ("FrameType", &["f_builtins", "f_lineno", "f_lasti"]),
    ("TracebackType", &["tb_lineno", "tb_lasti"]),
    ("CodeType", &["co_name", "co_qualname", "co_firstlineno", "co_argcount"]),
    ("GeneratorType", &["gi_running", "gi_suspended", "send", "throw", "close"]),
    ("CoroutineType", &["cr_running", "cr_suspended", "send", "throw", "close"]),
    ("AsyncGeneratorType", &["ag_running", "asend", "athrow", "aclose"]),
    ("CellType", &[]),
];

fn introspection_attr_allowed(obj: &Bound<'_, PyAny>, name: &str) -> bool {
    static TYPES: pyo3::sync::PyOnceLock<Vec<Py<PyAny>>> = pyo3::sync::PyOnceLock::new();
    let py = obj.py();
    let Ok(types) = TYPES.get_or_try_init(py, || -> PyResult<Vec<Py<PyAny>>> {
        let m = std_module(py, "types")?;
        INTROSPECTION_TYPES.iter().map(|(t, _)| m.getattr(*t).map(|t| t.unbind())).collect()
    }) else {
        return false;
    };
    let ty = obj.get_type();
    // Exact types: these cannot be subclassed.
    match types.iter().position(|t| ty.is(t.bind(py))) {
        Some(i) => INTROSPECTION_TYPES[i].1.contains(&name),
        None => true,
    }
}

impl PyHost {
    fn obj(&self) -> &Py<PyAny> {
        self.obj.as_ref().expect("a host handle's object is taken only when the handle is dropped")
    }

    fn shared(&self) -> Result<Arc<Shared>, HostError> {
        self.shared
            .upgrade()
            .ok_or_else(|| HostError::raise("RuntimeError", "the interpreter is gone"))
    }

    fn run_op<'py>(&self, py: Python<'py>, op: HostOp) -> Result<HostValue, HostError> {
        let shared = self.shared()?;
        let weak = &self.shared;
        let obj = self.obj().bind(py);
        let e = |err: PyErr| host_error(py, err);
        let conv = |v: &HostValue| to_py(py, v, &shared).map_err(e);
        let back = |r: Bound<'py, PyAny>| to_host(py, &r, weak, 0);
        let operator = || std_module(py, "operator").map_err(e);
        match op {
            HostOp::GetAttr(name) => {
                // The core asks for no dunder but a module's `__version__` (issue 19); the
                // bridge holds to that itself, and the version must be a plain string.
                if ophis::Policy::is_dunder(&name) {
                    let version = name == "__version__" && obj.is_instance_of::<PyModule>();
                    let value = if version { obj.getattr("__version__").ok() } else { None };
                    return match value {
                        Some(v) if v.is_exact_instance_of::<pyo3::types::PyString>() => {
                            Ok(HostValue::Str(v.to_string()))
                        }
                        _ => Err(HostError::forbidden(format!(
                            "Forbidden access to dunder attribute: {name}"
                        ))),
                    };
                }
                if FRAME_ATTRS.contains(&name.as_str()) || !introspection_attr_allowed(obj, &name) {
                    return Err(HostError::forbidden(format!(
                        "Forbidden access to attribute: {name}"
                    )));
                }
                if is_os_module(obj) {
                    if ENVIRONMENT_ATTRS.contains(&name.as_str()) {
                        // The environment is where API keys live: refused even when `os` is
                        // authorized (reading it raises no audit event, so the hook cannot).
                        return Err(HostError::forbidden(format!(
                            "Forbidden access to the environment: os.{name}"
                        )));
                    }
                    if !os_attr_allowed(&name) {
                        // `os` authorized by name gives its file and path functions (judged
                        // by the audit hook); not what acts on the host process without an
                        // audit event: os.abort(), os._exit(), os.close(fd), os.write(1, ...),
                        // os.setuid(), os.umask(), os.register_at_fork(), ...
                        return Err(HostError::forbidden(format!(
                            "Forbidden access to function: {name}"
                        )));
                    }
                }
                let value = back(obj.getattr(name.as_str()).map_err(e)?)?;
                // A module's private names are its implementation (`np.random.mtrand._rand`,
                // `dataclasses._set_new_attribute`, which sets attributes of any class): the
                // guard judges the value first (`random._os` stays smolagents' refusal of `os`),
                // and then the name (`check_private`: allowed only in a module the embedder
                // named).
                if name.starts_with('_') && obj.is_instance_of::<PyModule>() {
                    shared.check_private(py, obj, &name)?;
                }
                Ok(value)
            }
            HostOp::SetAttr(name, v) => {
                if obj.is_instance_of::<PyModule>() {
                    return Err(HostError::forbidden(format!(
                        "Forbidden assignment to module attribute: {name}"
                    )));
                }
                shared.check_write(py, obj, &name, false)?;
                obj.setattr(name.as_str(), conv(&v)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::DelAttr(name) => {
                if obj.is_instance_of::<PyModule>() {
                    return Err(HostError::forbidden(format!(
                        "Forbidden deletion of module attribute: {name}"
                    )));
                }
                shared.check_write(py, obj, &name, true)?;
                obj.delattr(name.as_str()).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::Call { args, kwargs } => {
                check_call_strings(&args, &kwargs)?;
                check_frame_lookup(obj, &args, &kwargs)?;
                let pargs = PyTuple::new(py, args.iter().map(conv).collect::<Result<Vec<_>, _>>()?)
                    .map_err(e)?;
                let pkw = PyDict::new(py);
                for (k, v) in &kwargs {
                    pkw.set_item(k, conv(v)?).map_err(e)?;
                }
                back(obj.call(pargs, Some(&pkw)).map_err(e)?)
            }
            HostOp::GetItem(k) => back(obj.get_item(conv(&k)?).map_err(e)?),
            HostOp::SetItem(k, v) => {
                obj.set_item(conv(&k)?, conv(&v)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::DelItem(k) => {
                obj.del_item(conv(&k)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::Len => Ok(HostValue::Int(obj.len().map_err(e)? as i64)),
            HostOp::Bool => Ok(HostValue::Bool(obj.is_truthy().map_err(e)?)),
            HostOp::Iter => back(obj.try_iter().map_err(e)?.into_any()),
            HostOp::Next => {
                let next = std_module(py, "builtins").map_err(e)?.getattr("next").map_err(e)?;
                match next.call1((obj,)) {
                    Ok(v) => back(v),
                    Err(err) if err.is_instance_of::<PyStopIteration>(py) => {
                        Err(HostError::raise("StopIteration", ""))
                    }
                    Err(err) => Err(e(err)),
                }
            }
            HostOp::Contains(v) => Ok(HostValue::Bool(obj.contains(conv(&v)?).map_err(e)?)),
            HostOp::Hash => Ok(HostValue::Int(obj.hash().map_err(e)? as i64)),
            HostOp::Repr => Ok(HostValue::Str(obj.repr().map_err(e)?.to_string())),
            HostOp::Str => Ok(HostValue::Str(obj.str().map_err(e)?.to_string())),
            HostOp::Format(spec) => {
                check_call_strings(&[HostValue::Str(spec.clone())], &[])?;
                let format = std_module(py, "builtins").map_err(e)?.getattr("format").map_err(e)?;
                Ok(HostValue::Str(format.call1((obj, spec)).map_err(e)?.to_string()))
            }
            HostOp::Binary { op, other, reflected } => {
                let f = operator()?.getattr(binary_name(op, false)).map_err(e)?;
                let other = conv(&other)?;
                let r = if reflected { f.call1((other, obj)) } else { f.call1((obj, other)) };
                match r {
                    Ok(v) => back(v),
                    // Python already tried both sides; let the core report the operands.
                    Err(err)
                        if err.is_instance_of::<PyTypeError>(py)
                            && err.to_string().contains("unsupported operand") =>
                    {
                        Ok(HostValue::NotImplemented)
                    }
                    Err(err) => Err(e(err)),
                }
            }
            HostOp::InPlace { op, other } => {
                let f = operator()?.getattr(binary_name(op, true)).map_err(e)?;
                back(f.call1((obj, conv(&other)?)).map_err(e)?)
            }
            HostOp::Unary(op) => {
                let name = match op {
                    UnaryOp::Neg => "neg",
                    UnaryOp::Pos => "pos",
                    UnaryOp::Invert => "invert",
                    UnaryOp::Abs => "abs",
                };
                back(operator()?.getattr(name).map_err(e)?.call1((obj,)).map_err(e)?)
            }
            HostOp::Compare { op, other } => {
                let cmp = match op {
                    CompareOp::Lt => pyo3::basic::CompareOp::Lt,
                    CompareOp::Le => pyo3::basic::CompareOp::Le,
                    CompareOp::Eq => pyo3::basic::CompareOp::Eq,
                    CompareOp::Ne => pyo3::basic::CompareOp::Ne,
                    CompareOp::Gt => pyo3::basic::CompareOp::Gt,
                    CompareOp::Ge => pyo3::basic::CompareOp::Ge,
                };
                back(obj.rich_compare(conv(&other)?, cmp).map_err(e)?)
            }
            HostOp::Convert(kind) => {
                let f = match kind {
                    ophis::Conversion::Int => std_module(py, "builtins").map_err(e)?.getattr("int"),
                    ophis::Conversion::Float => {
                        std_module(py, "builtins").map_err(e)?.getattr("float")
                    }
                    ophis::Conversion::Index => operator()?.getattr("index"),
                }
                .map_err(e)?;
                back(f.call1((obj,)).map_err(e)?)
            }
            HostOp::IsInstance(v) => {
                // Only a class answers; CPython's own TypeError for anything else.
                let isinstance =
                    std_module(py, "builtins").map_err(e)?.getattr("isinstance").map_err(e)?;
                Ok(HostValue::Bool(
                    isinstance.call1((conv(&v)?, obj)).map_err(e)?.is_truthy().map_err(e)?,
                ))
            }
            HostOp::Enter => {
                let ty = obj.get_type();
                let (Ok(enter), true) =
                    (ty.getattr("__enter__"), ty.hasattr("__exit__").unwrap_or(false))
                else {
                    let name = ty.name().map(|n| n.to_string()).unwrap_or_else(|_| "object".into());
                    return Err(HostError::raise(
                        "TypeError",
                        format!("'{name}' object does not support the context manager protocol"),
                    ));
                };
                back(enter.call1((obj,)).map_err(e)?)
            }
            HostOp::Exit(exc) => {
                let exit = obj.get_type().getattr("__exit__").map_err(e)?;
                let none = py.None().into_bound(py);
                let r = match exc {
                    None => exit.call1((obj, none.clone(), none.clone(), none)),
                    Some((type_name, message)) => {
                        // The builtin exception class of that name (a sandbox exception's
                        // nearest builtin base), or Exception.
                        let builtins = std_module(py, "builtins").map_err(e)?;
                        let base_exc = py.get_type::<pyo3::exceptions::PyBaseException>();
                        let cls = match builtins.getattr(type_name.as_str()) {
                            Ok(c)
                                if c.cast::<pyo3::types::PyType>()
                                    .is_ok_and(|t| t.is_subclass(&base_exc).unwrap_or(false)) =>
                            {
                                c
                            }
                            _ => py.get_type::<pyo3::exceptions::PyException>().into_any(),
                        };
                        let value = cls.call1((message,)).map_err(e)?;
                        exit.call1((obj, cls, value, none))
                    }
                };
                Ok(HostValue::Bool(r.map_err(e)?.is_truthy().map_err(e)?))
            }
            HostOp::Dir => {
                let names: Vec<String> =
                    obj.dir().map_err(e)?.iter().map(|n| n.to_string()).collect();
                Ok(HostValue::List(
                    names
                        .into_iter()
                        .filter(|n| !ophis::Policy::is_dunder(n))
                        .map(HostValue::Str)
                        .collect(),
                ))
            }
        }
    }
}

/// The name of an operation on a host object, and the attribute it is about, for the
/// messages of refused host actions.
fn op_label(op: &HostOp) -> (&'static str, Option<String>) {
    match op {
        HostOp::GetAttr(name) => ("attribute", Some(name.clone())),
        HostOp::SetAttr(name, _) => ("attribute assignment", Some(name.clone())),
        HostOp::DelAttr(name) => ("attribute deletion", Some(name.clone())),
        HostOp::Call { .. } => ("call", None),
        HostOp::GetItem(_) | HostOp::SetItem(..) | HostOp::DelItem(_) => ("item", None),
        HostOp::Len => ("len", None),
        HostOp::Bool => ("truth test", None),
        HostOp::Iter | HostOp::Next => ("iteration", None),
        HostOp::Contains(_) => ("containment test", None),
        HostOp::Hash => ("hash", None),
        HostOp::Repr => ("repr", None),
        HostOp::Str => ("str", None),
        HostOp::Format(_) => ("format", None),
        HostOp::Binary { .. } | HostOp::InPlace { .. } | HostOp::Unary(_) => ("operator", None),
        HostOp::Compare { .. } => ("comparison", None),
        HostOp::Dir => ("dir", None),
        HostOp::Convert(_) => ("conversion", None),
        HostOp::IsInstance(_) => ("isinstance", None),
        HostOp::Enter | HostOp::Exit(_) => ("context manager", None),
    }
}

impl HostObject for PyHost {
    fn type_name(&self) -> String {
        Python::attach(|py| {
            self.obj()
                .bind(py)
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_else(|_| "object".into())
        })
    }

    fn is_callable(&self) -> bool {
        Python::attach(|py| self.obj().bind(py).is_callable())
    }

    /// Runs the operation confined (see `rights`): a refusal the audit hook recorded while it
    /// ran ends the run, whatever the host code did with the exception the hook raised.
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        Python::attach(|py| {
            let shared = self.shared.upgrade();
            let interp = shared.as_ref().map_or(0, |s| s.interp_id);
            let (operation, name) = op_label(&op);
            let scope =
                crate::rights::confine(interp, Some(self.obj().clone_ref(py)), operation, name);
            crate::rights::release_pending(py);
            // numpy's allocations made by the operation are the program's (`npmem`).
            let charge = crate::npmem::charge_numpy(py, shared.map(|s| s.memory.clone()));
            let result = self.run_op(py, op);
            drop(charge);
            match scope.finish() {
                Some(violation) => Err(HostError::forbidden(violation)),
                None => result,
            }
        })
    }

    /// Python's `id()`: every conversion makes a new handle, but `df is df` must hold.
    fn identity(&self) -> Option<usize> {
        Some(self.obj().as_ptr() as usize)
    }
}

/// The failure of a request on a sandbox object as a Python exception: builtin exception types
/// keep their type, anything else (limits, rules, the program's own classes) is RuntimeError.
pub fn failure_to_py(py: Python<'_>, f: &ophis::RunFailure) -> PyErr {
    match &f.error {
        ophis::RunError::Exception { type_name, message, .. } => {
            if let Ok(t) = std_module(py, "builtins").and_then(|b| b.getattr(type_name.as_str())) {
                if let Ok(t) = t.cast_into::<pyo3::types::PyType>() {
                    if t.is_subclass_of::<pyo3::exceptions::PyBaseException>().unwrap_or(false) {
                        return PyErr::from_type(t, message.clone());
                    }
                }
            }
            PyRuntimeError::new_err(format!("{type_name}: {message}"))
        }
        other => PyRuntimeError::new_err(other.to_string()),
    }
}

fn host_error_to_py(py: Python<'_>, e: HostError) -> PyErr {
    let f = ophis::RunFailure {
        error: match e.kind {
            ophis::HostErrorKind::Raise => ophis::RunError::Exception {
                type_name: e.exc_type,
                message: e.message,
                traceback: String::new(),
                line: 0,
                module_line: 0,
                explanation: None,
            },
            _ => ophis::RunError::Limit {
                kind: ophis::LimitKind::Forbidden,
                message: e.message,
                line: 0,
                module_line: 0,
            },
        },
        output: String::new(),
        stats: Default::default(),
    };
    failure_to_py(py, &f)
}

/// A sandbox value held by Python: a function, class, instance, generator... of the program.
/// Calling it, iterating it, reading its attributes and `str()` run the program's code under
/// the interpreter's limits (inside the current run when Python was called from the program).
#[pyclass(module = "ophis._ophis", frozen, subclass, name = "SandboxObject")]
pub struct SandboxRef {
    obj: SandboxObject,
    shared: Arc<Shared>,
}

impl Drop for SandboxRef {
    fn drop(&mut self) {
        // Released at the interpreter's next use: taking its lock here could deadlock.
        self.shared.pending_release.lock().unwrap_or_else(|p| p.into_inner()).push(self.obj.id);
    }
}

impl SandboxRef {
    /// `obj(*args, **kwargs)` in the sandbox (the `__call__` of the callable proxies).
    fn call<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (hargs, hkw) = self.args_to_host(py, args, kwargs)?;
        let r = match ophis::reentrant_call(&self.obj, hargs.clone(), hkw.clone()) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.call_object(&obj, hargs, hkw))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    /// A protocol operation on the value, re-entering the running program when the host was
    /// called by it, else as a request of its own.
    fn protocol(&self, py: Python<'_>, p: ophis::Protocol) -> PyResult<HostValue> {
        match ophis::reentrant_protocol(&self.obj, p.clone()) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e)),
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_protocol(&obj, p))?
                    .map_err(|f| failure_to_py(py, &f))
            }
        }
    }

    fn args_to_host(
        &self,
        py: Python<'_>,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<(Vec<HostValue>, Vec<(String, HostValue)>)> {
        let weak = Arc::downgrade(&self.shared);
        let mut hargs = Vec::with_capacity(args.len());
        for a in args.iter() {
            hargs.push(to_host(py, &a, &weak, 0).map_err(|e| host_error_to_py(py, e))?);
        }
        let mut hkw = Vec::new();
        if let Some(kw) = kwargs {
            for (k, v) in kw.iter() {
                hkw.push((
                    k.extract::<String>()?,
                    to_host(py, &v, &weak, 0).map_err(|e| host_error_to_py(py, e))?,
                ));
            }
        }
        Ok((hargs, hkw))
    }
}

#[pymethods]
impl SandboxRef {
    #[getter]
    fn type_name(&self) -> String {
        self.obj.type_name.clone()
    }

    /// The id of the interpreter that owns the value.
    #[getter]
    fn interp_id(&self) -> u64 {
        self.obj.interp_id
    }

    /// The value's key in its interpreter's export table (stable while any proxy holds it).
    #[getter]
    fn id(&self) -> u64 {
        self.obj.id
    }

    /// What kind of value this is, for `ophis._proxy` (the core's `object_info`).
    fn _info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let r = match ophis::reentrant_object_info(&self.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_info(&obj))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    fn __getattr__<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        // Python probes dunders (`__getitem__`, `__array__`, ...) on any object it is handed;
        // they are not the program's to give, and asking the core would be a policy violation.
        if ophis::Policy::is_dunder(name) || name.starts_with("_ipython") {
            return Err(pyo3::exceptions::PyAttributeError::new_err(name.to_string()));
        }
        let r = match ophis::reentrant_getattr(&self.obj, name) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                let name = name.to_string();
                self.shared
                    .with_core(py, move |c| c.object_getattr(&obj, &name))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        match ophis::reentrant_str(&self.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e)),
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_str(&obj))?
                    .map_err(|f| failure_to_py(py, &f))
            }
        }
    }

    fn __repr__(&self) -> String {
        self.obj.repr.clone()
    }

    /// A protocol operation for the special methods of `ophis._proxy`'s stand-in classes:
    /// `name` is one of len, getitem, contains, index, int, float, bool, eq, hash, iter.
    #[pyo3(signature = (name, arg=None))]
    fn _protocol<'py>(
        &self,
        py: Python<'py>,
        name: &str,
        arg: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        use ophis::Protocol as P;
        let weak = Arc::downgrade(&self.shared);
        let operand = || -> PyResult<HostValue> {
            let a = arg.ok_or_else(|| PyTypeError::new_err(format!("{name} needs an operand")))?;
            to_host(py, a, &weak, 0).map_err(|e| host_error_to_py(py, e))
        };
        // Identity, answered here: two proxies of one sandbox object (export ids are kept
        // stable while a proxy holds them) are the same object, as in the program.
        if name == "is" {
            // Only a proxy can be this object: nothing else is converted to find out.
            let other = match arg {
                Some(a) => match a.cast::<SandboxRef>() {
                    Ok(r) => Some(r.clone()),
                    Err(_) => proxy_of(py, a).ok().flatten(),
                },
                None => None,
            };
            let same = other.is_some_and(|r| {
                r.get().obj.interp_id == self.obj.interp_id && r.get().obj.id == self.obj.id
            });
            return same.into_bound_py_any(py);
        }
        if name == "id" {
            return ((self.obj.interp_id << 40) ^ self.obj.id).into_bound_py_any(py);
        }
        let p = match name {
            "len" => P::Len,
            "getitem" => P::GetItem(operand()?),
            "contains" => P::Contains(operand()?),
            "index" => P::Index,
            "int" => P::Int,
            "float" => P::Float,
            "bool" => P::Bool,
            "eq" => match operand() {
                Ok(x) => P::Eq(x),
                // An operand that cannot cross into the sandbox is not equal to a sandbox value.
                Err(_) => return Ok(py.NotImplemented().into_bound(py)),
            },
            "hash" => P::Hash,
            "iter" => P::Iter,
            _ => return Err(PyTypeError::new_err(format!("unknown protocol operation {name}"))),
        };
        let r = self.protocol(py, p)?;
        to_py(py, &r, &self.shared)
    }
}

/// A sandbox value that can be called (a function, a class, a bound method, an instance with
/// `__call__`).
#[pyclass(module = "ophis._ophis", frozen, extends = SandboxRef, name = "SandboxCallable")]
pub struct SandboxCallable;

#[pymethods]
impl SandboxCallable {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        slf: &Bound<'py, Self>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        slf.as_super().get().call(slf.py(), args, kwargs)
    }
}

/// A sandbox value that can be both iterated and called.
#[pyclass(module = "ophis._ophis", frozen, extends = SandboxIterable, name = "SandboxCallableIterable")]
pub struct SandboxCallableIterable;

#[pymethods]
impl SandboxCallableIterable {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        slf: &Bound<'py, Self>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        slf.as_super().as_super().get().call(slf.py(), args, kwargs)
    }
}

/// A sandbox value that can be iterated (a generator, an iterator, an instance with
/// `__iter__`): only these have `__iter__` on the Python side, since libraries decide what is
/// "list-like" by looking for it.
#[pyclass(module = "ophis._ophis", frozen, subclass, extends = SandboxRef, name = "SandboxIterable")]
pub struct SandboxIterable;

#[pymethods]
impl SandboxIterable {
    fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let this = slf.as_super().get();
        // A generator or iterator is its own iterator (and this works inside a run too).
        if this.obj.type_name == "generator" || this.obj.type_name.ends_with("iterator") {
            return Ok(slf.clone().into_any());
        }
        let r = this.protocol(py, ophis::Protocol::Iter)?;
        // An iterator whose `iter()` is itself (a map, a zip) stays this very object.
        if let HostValue::Sandbox(it) = &r {
            if it.id == this.obj.id {
                return Ok(slf.clone().into_any());
            }
        }
        to_py(py, &r, &this.shared)
    }

    fn __next__<'py>(slf: &Bound<'py, Self>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let py = slf.py();
        let this = slf.as_super().get();
        let r = match ophis::reentrant_iter_next(&this.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = this.obj.clone();
                this.shared
                    .with_core(py, move |c| c.object_iter_next(&obj))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        match r {
            Some(v) => Ok(Some(to_py(py, &v, &this.shared)?)),
            None => Err(PyStopIteration::new_err(())),
        }
    }
}
