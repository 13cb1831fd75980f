//! What an interpreter shares with its handles: the core's lock, the wait graph, panic guards.

use super::*;

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

    pub(super) fn check(&self, py: Python<'_>, obj: &Bound<'_, PyAny>) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        if let Some(g) = guard {
            g.bind(py).call1((obj,)).map_err(|e| host_error(py, e))?;
        }
        Ok(())
    }

    /// Whether the program may read the private attribute `name` of the host module `module`
    /// (the guard's `check_private` decides; without a guard, no).
    pub(super) fn check_private(
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

    /// Refuses a call of the host callable `obj` that builds an array over raw memory the
    /// program chose, or hands such a constructor to host code (the guard's `check_call`,
    /// told whether the arguments hold host handles at all, so that a call with plain data
    /// is not walked). Without a guard, nothing is refused here.
    pub(super) fn check_call(
        &self,
        py: Python<'_>,
        obj: &Bound<'_, PyAny>,
        args: &Bound<'_, pyo3::types::PyTuple>,
        kwargs: &Bound<'_, pyo3::types::PyDict>,
        handles: bool,
    ) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        match guard.and_then(|g| g.bind(py).getattr("check_call").ok()) {
            Some(f) => {
                f.call1((obj, args, kwargs, handles)).map(|_| ()).map_err(|e| host_error(py, e))
            }
            None => Ok(()),
        }
    }

    /// Refuses an operation that reads the contents of the host object `obj` when its
    /// structure would lead native code outside its memory, or that sets an item (`writes`)
    /// of what must stay read-only (the guard's `check_operand`).
    /// Without a guard, nothing is refused here.
    pub(super) fn check_operand(
        &self,
        py: Python<'_>,
        obj: &Bound<'_, PyAny>,
        writes: bool,
    ) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        match guard.and_then(|g| g.bind(py).getattr("check_operand").ok()) {
            Some(f) => f.call1((obj, writes)).map(|_| ()).map_err(|e| host_error(py, e)),
            None => Ok(()),
        }
    }

    /// Whether the program may read, set or delete the private attribute `name` (one that
    /// starts with an underscore) of the host object `obj`, a class or an instance: its
    /// implementation, whose invariants the library's native code trusts (the guard's
    /// `check_private_attribute` decides; without a guard, no). A refusal is an
    /// AttributeError.
    pub(super) fn check_private_attribute(
        &self,
        py: Python<'_>,
        obj: &Bound<'_, PyAny>,
        name: &str,
    ) -> Result<(), HostError> {
        let guard =
            self.guard.lock().unwrap_or_else(|p| p.into_inner()).as_ref().map(|g| g.clone_ref(py));
        // Refused as an AttributeError the program may catch, not as the end of the run:
        // the access does not happen either way, and library code that probes
        // (`hasattr(obj, '_fields')` in dataclasses) must go on answering False.
        let refusal = |message: String| HostError::raise("AttributeError", message);
        match guard.and_then(|g| g.bind(py).getattr("check_private_attribute").ok()) {
            Some(f) => f.call1((obj, name)).map(|_| ()).map_err(|e| {
                let e = host_error(py, e);
                match e.kind {
                    ophis::HostErrorKind::Forbidden => refusal(e.message),
                    _ => e,
                }
            }),
            None => Err(refusal(format!(
                "Forbidden access to private attribute of a host object: {name}"
            ))),
        }
    }

    /// Whether the program may set (or delete) the attribute `name` of the host object `obj`:
    /// host classes, modules and functions are read-only (the guard's `check_write` decides,
    /// and without a guard no class is writable).
    pub(super) fn check_write(
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
