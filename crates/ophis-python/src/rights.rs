//! Host rights: which host code runs *confined*.
//!
//! Host code that runs on the program's behalf (an operation on a host object, a function of
//! an authorized host module, an import of one) runs confined: the audit hook that
//! `ophis._audit` installs in CPython refuses file, network, process, environment, pickle,
//! native-code and dynamic-code events while the innermost scope of the current thread is
//! confined. Tools the embedder registered are its own code and run with the host's rights,
//! also when the program calls one from inside a confined call's callback: their scope is
//! pushed on top and is not confined.
//!
//! The scopes form a stack per thread because calls nest: a confined pandas call may call a
//! sandbox function back, which calls a tool, which returns, and the sandbox function then
//! calls a numpy method. A refusal is recorded in the innermost confined scope, so the
//! operation that caused it ends the run (uncatchably) when it returns, whatever the host
//! code did with the exception the hook raised.

use std::borrow::Cow;
use std::cell::RefCell;

use pyo3::prelude::*;

/// One entry of the thread's scope stack.
struct Scope {
    /// Whether host code in this scope is confined (false: a registered tool).
    confined: bool,
    /// The interpreter on whose behalf the code runs (its granted paths are looked up by id).
    interp: u64,
    /// What runs: the host object operated on (None for an import).
    target: Option<Py<PyAny>>,
    /// The operation, for error messages: "call", "attribute", "import", ...
    operation: Cow<'static, str>,
    /// The attribute or module name the operation is about, if any.
    name: Option<String>,
    /// The first refusal the audit hook recorded in this scope.
    violation: Option<String>,
}

thread_local! {
    static SCOPES: RefCell<Vec<Scope>> = const { RefCell::new(Vec::new()) };
    /// Host objects whose handles the program dropped, to be released inside a confined
    /// scope (see `release_later`).
    static RELEASED: RefCell<Vec<Py<PyAny>>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `obj` until the next `release_pending` on this thread: host handles are dropped
/// without the GIL, and their objects' finalizers must run confined.
pub fn release_later(obj: Option<Py<PyAny>>) {
    if let Some(obj) = obj {
        // `try_with`: a handle dropped while the thread exits (from another thread-local's
        // destructor) finds the list gone; the object is then released by pyo3 as usual
        // rather than the access panicking inside a destructor.
        let _ = RELEASED.try_with(move |r| r.borrow_mut().push(obj));
    }
}

/// Releases the objects `release_later` kept, with the GIL held, inside the caller's scope
/// (a confined one: their finalizers are host code the program caused).
pub fn release_pending(_py: Python<'_>) {
    let pending = RELEASED.with(|r| std::mem::take(&mut *r.borrow_mut()));
    // Dropped here, one by one, after the list's borrow ended: a finalizer may drop handles.
    drop(pending);
}

/// Releases the kept objects inside a confined scope of interpreter `interp` (the end of a
/// run, where no host operation follows).
pub fn release_pending_confined(py: Python<'_>, interp: u64) {
    if RELEASED.with(|r| r.borrow().is_empty()) {
        return;
    }
    let _scope = confine(interp, None, "release", None);
    release_pending(py);
}

/// A pushed scope; dropping it pops the scope (also when a panic unwinds through it).
pub struct ScopeGuard {
    popped: bool,
}

impl ScopeGuard {
    /// Pops the scope and returns the refusal recorded in it, if any.
    pub fn finish(mut self) -> Option<String> {
        self.popped = true;
        SCOPES.with(|s| s.borrow_mut().pop()).and_then(|scope| scope.violation)
    }
}

impl Drop for ScopeGuard {
    fn drop(&mut self) {
        if !self.popped {
            SCOPES.with(|s| s.borrow_mut().pop());
        }
    }
}

fn push(scope: Scope) -> ScopeGuard {
    SCOPES.with(|s| s.borrow_mut().push(scope));
    ScopeGuard { popped: false }
}

/// Enters a confined scope: host code operating on `target` for interpreter `interp`.
pub fn confine(
    interp: u64,
    target: Option<Py<PyAny>>,
    operation: &'static str,
    name: Option<String>,
) -> ScopeGuard {
    push(Scope {
        confined: true,
        interp,
        target,
        operation: Cow::Borrowed(operation),
        name,
        violation: None,
    })
}

/// Enters the scope of a registered tool: the embedder's own code, with the host's rights.
pub fn as_tool(interp: u64) -> ScopeGuard {
    push(Scope {
        confined: false,
        interp,
        target: None,
        operation: Cow::Borrowed("tool"),
        name: None,
        violation: None,
    })
}

/// For the audit hook: `None` when host code on this thread is not confined (no scope, or
/// the innermost scope is a tool's); otherwise `(interp_id, target, operation, name)`.
#[pyfunction]
pub fn confinement(py: Python<'_>) -> Option<(u64, Option<Py<PyAny>>, String, Option<String>)> {
    SCOPES.with(|s| {
        let scopes = s.borrow();
        let top = scopes.last()?;
        if !top.confined {
            return None;
        }
        Some((
            top.interp,
            top.target.as_ref().map(|t| t.clone_ref(py)),
            top.operation.to_string(),
            top.name.clone(),
        ))
    })
}

/// For the audit hook: records a refusal in the innermost confined scope (the first one
/// recorded is kept: it names the action that started the failure).
#[pyfunction]
pub fn record_violation(message: String) {
    SCOPES.with(|s| {
        if let Some(top) = s.borrow_mut().last_mut() {
            if top.confined && top.violation.is_none() {
                top.violation = Some(message);
            }
        }
    });
}

/// The refusal recorded in the innermost scope so far, if any (the import wrapper uses it to
/// undo a module's half-done initialisation even when the module swallowed the exception).
#[pyfunction]
pub fn violation() -> Option<String> {
    SCOPES.with(|s| s.borrow().last().and_then(|top| top.violation.clone()))
}

/// A confined scope entered from Python (`with _ophis.ConfinedScope(...)`): a thread that
/// confined host code starts runs confined too (`ophis._audit` wraps thread starts), since
/// CPython 3.11 raises no audit event for a thread start.
#[pyclass(module = "ophis._ophis", unsendable)]
pub struct ConfinedScope {
    scope: Option<(u64, Option<Py<PyAny>>, String, Option<String>)>,
    guard: Option<ScopeGuard>,
}

#[pymethods]
impl ConfinedScope {
    #[new]
    #[pyo3(signature = (interp, target, operation, name=None))]
    fn new(
        interp: u64,
        target: Option<Py<PyAny>>,
        operation: String,
        name: Option<String>,
    ) -> Self {
        ConfinedScope { scope: Some((interp, target, operation, name)), guard: None }
    }

    fn __enter__(&mut self) {
        if let Some((interp, target, operation, name)) = self.scope.take() {
            self.guard = Some(push(Scope {
                confined: true,
                interp,
                target,
                operation: Cow::Owned(operation),
                name,
                violation: None,
            }));
        }
    }

    #[pyo3(signature = (*_args))]
    fn __exit__(&mut self, _args: &Bound<'_, pyo3::types::PyTuple>) {
        self.guard.take();
    }
}
