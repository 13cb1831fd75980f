//! ophis: a sandboxed Python interpreter. Source goes through `parse` → `lower` → `eval`;
//! nothing the program does reaches the host unless the embedder hands it over.
//!
//! ```
//! let mut interp = ophis::Interpreter::new(ophis::Config::default());
//! let out = interp.run("x = 6 * 7\nprint('x is', x)\nx + 1").unwrap();
//! assert_eq!(out.output, "x is 42\n");
//! assert_eq!(out.value, Some(ophis::HostValue::Int(43)));
//! ```

//! # The public API
//!
//! Everything public is re-exported here, from private modules: the interpreter and its
//! configuration ([`Interpreter`], [`Config`], [`Limits`], [`Policy`], [`Dunders`],
//! [`ParseLimits`], [`ResultRule`], [`CancelHandle`], [`InterruptHook`], [`HostImportHook`],
//! [`HostFunction`], the module lists [`BASE_BUILTIN_MODULES`] and [`DENIED_MODULES`], and
//! [`check_syntax`]), what a run gives back ([`RunOutput`], [`RunFailure`], [`RunError`],
//! [`SyntaxError`], [`LimitKind`], [`RunStats`]), the host boundary ([`HostValue`],
//! [`SharedValues`], [`HostObject`], [`HostObjectRef`], [`HostOp`] with [`BinaryOp`],
//! [`UnaryOp`], [`CompareOp`], [`Conversion`] and [`SubclassTarget`], [`HostError`], [`HostErrorKind`],
//! [`SandboxObject`], [`Protocol`], [`HostBuilder`] with [`Atom`], [`BuildStop`] and
//! [`GlobalBuilt`], [`caller_deadline`] and the re-entry functions [`reentrant_call`],
//! [`reentrant_getattr`], [`reentrant_iter`], [`reentrant_iter_next`], [`reentrant_str`],
//! [`reentrant_protocol`] and [`reentrant_object_info`]),
//! and the memory accounting ([`CountingAllocator`], [`live_bytes`], [`ExternalMemory`]).
//!
//! No value of the sandbox's own object model (`Rc`-backed, confined to one interpreter and
//! its thread) leaves through this API: globals and results come back as owned [`HostValue`]s,
//! and the sandbox's other objects as [`SandboxObject`] handles (an interpreter id and a key).
//! The interpreter's internals cannot be named from outside the crate:
//!
//! ```compile_fail
//! // `Interp::get_global` returns an `Rc`-backed `Value`: not reachable.
//! let interp = ophis::interp::Interp::new(ophis::Config::default());
//! ```
//!
//! ```compile_fail
//! // The `Send` wrapper the interpreter uses for itself is not reachable either: safe code
//! // could otherwise move an `Rc` to another thread with it.
//! let boxed = ophis::coro::SendBox(Box::new(std::rc::Rc::new(1)));
//! ```
//!
//! ```compile_fail
//! // A global read through the API is an owned value; there is no `Value` to hold instead.
//! let mut interp = ophis::Interpreter::new(ophis::Config::default());
//! let v: Option<ophis::Value> = interp.get_global("x");
//! ```
//!
//! What does come back can cross threads:
//!
//! ```
//! let mut interp = ophis::Interpreter::new(ophis::Config::default());
//! interp.run("x = [1, 'two', {3: 4.0}]").unwrap();
//! let x = interp.get_global("x");
//! let back = std::thread::spawn(move || x).join().unwrap();
//! assert!(matches!(back, Some(ophis::HostValue::List(_))));
//! // And the interpreter itself is `Send`.
//! std::thread::spawn(move || interp.run("x.append(5)").unwrap()).join().unwrap();
//! ```

#![deny(unsafe_code)]
#![warn(missing_docs, unreachable_pub)]

// `unreachable_pub`: items visible to the crate only are `pub(crate)`.
mod alloc;
mod args;
mod ast;
mod attr;
mod builtins;
mod checks;
// The run stack, generator coroutines, the counting global allocator and the re-entry
// registry: switching stacks (corosensei), implementing `GlobalAlloc` over mimalloc's C
// functions and asserting `Send` for the interpreter need `unsafe`; every block says why it
// is sound. No other module may use it.
#[allow(unsafe_code)]
mod coro;
mod dict;
mod error;
mod eval;
mod explain;
mod format;
mod gc;
mod host;
mod interp;
mod limits;
mod lower;
mod modules;
mod ops;
mod parse;
mod policy;
mod repr;
mod shape;
mod slots;
mod suggest;
mod unicode;
mod value;

pub use alloc::{live_bytes, CountingAllocator, ExternalMemory};
pub use error::LimitKind;
pub use eval::stmt_value::ResultRule;
pub use host::{
    caller_deadline, reentrant_call, reentrant_getattr, reentrant_iter, reentrant_iter_next,
    reentrant_object_info, reentrant_protocol, reentrant_str, Atom, BinaryOp, BuildStop, CompareOp,
    Conversion, GlobalBuilt, HostBuilder, HostError, HostErrorKind, HostObject, HostObjectRef,
    HostOp, HostValue, Protocol, SandboxObject, SharedValues, SubclassTarget, UnaryOp,
};
pub use interp::{Config, HostImportHook, RunError};
pub use limits::{CancelHandle, InterruptHook, Limits};
pub use parse::{ParseLimits, SyntaxError};
pub use policy::{Dunders, Policy, BASE_BUILTIN_MODULES, DENIED_MODULES};

/// Parses `source` without running it, within `limits`: `Ok` for valid Python 3.11, the
/// `SyntaxError` CPython would report otherwise (or a limit's, for a source too large or too
/// deeply nested). Never panics, whatever the input, and uses a stack of its own.
pub fn check_syntax(source: &str, limits: &ParseLimits) -> Result<(), SyntaxError> {
    parse::parse_module(source, limits, 0).map(|_| ())
}

use std::time::Duration;

/// What a successful run produced.
#[derive(Debug, Clone, PartialEq)]
pub struct RunOutput {
    /// The run's value under `Config::result_rule`: by default the value of the program's
    /// last expression statement, if it ended with one.
    pub value: Option<HostValue>,
    /// Everything the program printed.
    pub output: String,
    /// The run's statistics.
    pub stats: RunStats,
}

/// Per-run statistics.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RunStats {
    /// Evaluated operations (the unit of `Limits::max_operations`).
    pub operations: u64,
    /// Wall-clock time of the run.
    pub wall_time: Duration,
    /// The largest single allocation the program asked for (bytes, approximate).
    pub peak_memory: usize,
    /// The modules the program imported, in order.
    pub modules_imported: Vec<String>,
    /// Calls of registered host functions (by name) and of host objects (by type name).
    pub host_calls: Vec<(String, u64)>,
}

/// A failed run: the error and whatever had been printed before it. Displays as its error.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{error}")]
pub struct RunFailure {
    /// Why the run failed.
    pub error: RunError,
    /// What the program printed before it failed.
    pub output: String,
    /// The run's statistics.
    pub stats: RunStats,
}

/// A host function: receives converted arguments, returns a converted result or an error
/// message raised in the program as the given exception type.
pub type HostFunction =
    Box<dyn Fn(Vec<HostValue>, Vec<(String, HostValue)>) -> Result<HostValue, host::HostError>>;

/// The embeddable interpreter. `Send`: it can be created on one thread and used on another.
/// Globals persist between runs, so an agent can run many snippets in one state.
pub struct Interpreter {
    inner: coro::SendBox<interp::Interp>,
}

impl Interpreter {
    /// A fresh interpreter: empty globals, the builtins the policy allows.
    pub fn new(config: Config) -> Interpreter {
        Interpreter { inner: coro::SendBox(Box::new(interp::Interp::new(config))) }
    }

    /// Runs `source`. A panic inside the interpreter (a bug) is turned into an internal error,
    /// and the interpreter stays usable. The run begins a host call: requests on sandbox
    /// objects made before `end_call` (or the next run) end at this run's deadline.
    pub fn run(&mut self, source: &str) -> Result<RunOutput, RunFailure> {
        let interp = &mut *self.inner.0;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            interp.run(source).and_then(|r| {
                // Converting the value may run the program's own `__repr__`: do it on the run
                // stack, where the recursion limit is checked (the caller's stack may be small),
                // and let a limit it reaches end the run like any other.
                let value = match r.value {
                    Some(v) => match coro::on_run_stack(interp, |i| {
                        let started = std::time::Instant::now();
                        let h = host::to_host_checked(i, &v)?;
                        // The host rebuilds the value as its own objects after this, outside
                        // any clock check, so that must fit the time left too: it took a fifth
                        // to two fifths of this conversion's time (3.4 million items reached
                        // through shared lists: 1.37 s here, 0.26 s in the Python bindings;
                        // 8 million: 1.68 s and 0.63 s), estimated here as half of it.
                        i.budget.check_native_work(started.elapsed().as_secs_f64() / 2.0)?;
                        Ok(h)
                    }) {
                        Ok(h) => Some(h),
                        Err(e) => {
                            interp.run.output = r.output;
                            return Err(interp.to_run_error(e));
                        }
                    },
                    None => None,
                };
                Ok((value, r.output))
            })
        }));
        let stats = stats_of(interp);
        match outcome {
            Ok(Ok((value, output))) => Ok(RunOutput { value, output, stats }),
            Ok(Err(error)) => {
                Err(RunFailure { error, output: std::mem::take(&mut interp.run.output), stats })
            }
            Err(panic) => Err(panic_failure(interp, panic, stats)),
        }
    }

    /// Ends the host's call that the last `run` began: until then, the host's requests on
    /// sandbox objects (`call_object`, `object_str`, ...), which convert the run's results and
    /// may run the program's code, share that run's deadline; after it, each request has a
    /// timeout of its own again. The next `run` begins a new call.
    pub fn end_call(&mut self) {
        self.inner.0.call_deadline = None;
    }

    /// Bounds the host's requests on sandbox objects (`call_object`, ...) by `deadline` too,
    /// until `unbound_call` (a request made by host code another interpreter's program called,
    /// which must return by that program's deadline). Returns what to pass to `unbound_call`.
    pub fn bound_call(
        &mut self,
        deadline: std::time::Instant,
    ) -> (Option<std::time::Instant>, Option<std::time::Instant>) {
        let interp = &mut *self.inner.0;
        let before = interp.call_deadline;
        interp.call_deadline = Some(before.map_or(deadline, |d| d.min(deadline)));
        (before, interp.call_deadline)
    }

    /// Undoes `bound_call`, unless a run began since (it set the bound of its own call).
    pub fn unbound_call(
        &mut self,
        (before, set): (Option<std::time::Instant>, Option<std::time::Instant>),
    ) {
        let interp = &mut *self.inner.0;
        if interp.call_deadline == set {
            interp.call_deadline = before;
        }
    }

    /// The counter of memory the embedder allocates on this interpreter's behalf outside the
    /// counting allocator (numpy's arrays through its allocator hook): charged bytes count
    /// against the memory limit, and a charge past the limit is refused (`try_charge`).
    pub fn external_memory(&self) -> std::sync::Arc<alloc::ExternalMemory> {
        self.inner.0.external.clone()
    }

    /// Unique per interpreter in the process: the `interp_id` of the `SandboxObject`s it exports.
    pub fn id(&self) -> u64 {
        self.inner.0.id
    }

    /// Runs a request of the host on a sandbox object (`call_object`, ...): on the run stack,
    /// with a fresh budget under the configured limits, errors reported like `run`'s. What the
    /// code prints stays in the output buffer (see `take_output`).
    fn host_request<T>(
        &mut self,
        f: impl FnOnce(&mut interp::Interp) -> error::R<T>,
    ) -> Result<T, RunFailure> {
        let interp = &mut *self.inner.0;
        interp.begin_request();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            coro::on_run_stack(interp, |i| match f(i) {
                Ok(v) => Ok(v),
                Err(e) => Err(i.to_run_error(e)),
            })
        }));
        interp.run.left_stack();
        let stats = stats_of(interp);
        match outcome {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(error)) => {
                Err(RunFailure { error, output: std::mem::take(&mut interp.run.output), stats })
            }
            Err(panic) => Err(panic_failure(interp, panic, stats)),
        }
    }

    /// `obj(*args, **kwargs)` for a sandbox object the host holds.
    pub fn call_object(
        &mut self,
        obj: &SandboxObject,
        args: Vec<HostValue>,
        kwargs: Vec<(String, HostValue)>,
    ) -> Result<HostValue, RunFailure> {
        self.host_request(|i| {
            let f = i.exported(obj)?;
            let args: Vec<value::Value> =
                args.into_iter().map(|a| host::from_host(i, a)).collect::<error::R<_>>()?;
            let mut kw: eval::call::Kwargs = Vec::with_capacity(kwargs.len());
            for (k, v) in kwargs {
                kw.push((std::rc::Rc::from(k.as_str()), host::from_host(i, v)?));
            }
            let v = i.call(&f, args, kw)?;
            host::to_host_checked(i, &v)
        })
    }

    /// `getattr(obj, name)` for a sandbox object the host holds (the dunder rule applies).
    pub fn object_getattr(
        &mut self,
        obj: &SandboxObject,
        name: &str,
    ) -> Result<HostValue, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            let a = i.getattr(&v, &std::rc::Rc::from(name))?;
            host::to_host_checked(i, &a)
        })
    }

    /// What kind of value a sandbox object the host holds is (see `host::object_info`).
    pub fn object_info(&mut self, obj: &SandboxObject) -> Result<HostValue, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            host::object_info(i, &v)
        })
    }

    /// `next(obj)` for an iterator or generator the host holds; `None` when it is exhausted.
    pub fn object_iter_next(
        &mut self,
        obj: &SandboxObject,
    ) -> Result<Option<HostValue>, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            match i.next(&v)? {
                Some(x) => host::to_host_checked(i, &x).map(Some),
                None => Ok(None),
            }
        })
    }

    /// `iter(obj)` for a sandbox object the host holds.
    pub fn object_iter(&mut self, obj: &SandboxObject) -> Result<HostValue, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            let it = i.get_iter(&v)?;
            host::to_host_checked(i, &it)
        })
    }

    /// A protocol operation (`len()`, `x[i]`, `hash()`, ...) on a sandbox object the host holds
    /// (see `host::object_protocol`).
    pub fn object_protocol(
        &mut self,
        obj: &SandboxObject,
        p: host::Protocol,
    ) -> Result<HostValue, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            host::object_protocol(i, &v, p)
        })
    }

    /// `str(obj)` for a sandbox object the host holds.
    pub fn object_str(&mut self, obj: &SandboxObject) -> Result<String, RunFailure> {
        self.host_request(|i| {
            let v = i.exported(obj)?;
            i.to_str(&v)
        })
    }

    /// Drops the host's reference to an exported sandbox object (one per time it was handed
    /// over); the value is freed once nothing else holds it.
    pub fn release_object(&mut self, obj_id: u64) {
        self.inner.0.release_export(obj_id);
    }

    /// How many sandbox objects the host currently holds.
    pub fn exported_objects(&self) -> usize {
        self.inner.0.exports.len()
    }

    /// Takes what the program printed since the last run started or the last call of this
    /// (code run by `call_object` and friends prints into this buffer).
    pub fn take_output(&mut self) -> String {
        std::mem::take(&mut self.inner.0.run.output)
    }

    /// Reads a global variable, converted to a host value.
    pub fn get_global(&mut self, name: &str) -> Option<HostValue> {
        let interp = &mut *self.inner.0;
        let v = interp.get_global(name)?;
        Some(coro::on_run_stack(interp, |i| host::to_host(i, &v)))
    }

    /// Reads several globals at once, converted together: a container reachable from more than
    /// one of them, or from inside itself, is converted once into the result's `shared` table
    /// and appears as `HostValue::Shared(index)` wherever it is reached, so the host can rebuild
    /// the aliases and cycles the program made (and convert each object once). A name that is
    /// not set gives `None`.
    pub fn get_globals(&mut self, names: &[&str]) -> SharedValues {
        let interp = &mut *self.inner.0;
        let values: Vec<Option<value::Value>> =
            names.iter().map(|n| interp.get_global(n)).collect();
        coro::on_run_stack(interp, |i| match host::to_host_shared(i, &values) {
            Ok(converted) => converted,
            // A limit reached by a `__repr__` while exporting: each value on its own, as
            // `get_global` converts it.
            Err(_) => SharedValues {
                values: values.iter().map(|v| v.as_ref().map(|v| host::to_host(i, v))).collect(),
                shared: Vec::new(),
            },
        })
    }

    /// `get_globals` with the embedder's own objects made directly by `builder` (see
    /// `HostBuilder`), which saves building a `HostValue` tree first. A global that holds
    /// something other than data, or a cycle, comes back as `GlobalBuilt::Fallback`, for
    /// `get_globals` (aliases between those and the built globals are not kept).
    pub fn build_globals<B: HostBuilder>(
        &mut self,
        names: &[&str],
        builder: &mut B,
    ) -> Result<Vec<GlobalBuilt<B::Obj>>, B::Error> {
        let interp = &mut *self.inner.0;
        let values: Vec<Option<value::Value>> =
            names.iter().map(|n| interp.get_global(n)).collect();
        coro::on_run_stack(interp, |i| host::build_shared(i, &values, builder))
    }

    /// Sets a global variable from a host value. Fails when the value names a sandbox object
    /// that was released or belongs to another interpreter, or when a dict key is unhashable.
    pub fn set_global(&mut self, name: &str, value: HostValue) -> Result<(), HostError> {
        let interp = &mut *self.inner.0;
        let v = coro::on_run_stack(interp, |i| host::from_host(i, value))
            .map_err(|e| interp.error_for_host(e))?;
        interp.set_global(name, v);
        Ok(())
    }

    /// Names of the globals currently set.
    pub fn global_names(&self) -> Vec<String> {
        self.inner.0.global_names().iter().map(|s| s.to_string()).collect()
    }

    /// Registers a host function callable from the program under `name`.
    pub fn register_function(&mut self, name: &str, f: HostFunction) {
        let interp = &mut *self.inner.0;
        host::register(interp, name, f);
    }

    /// Removes the host function registered under `name` (and its global, unless the program
    /// rebound the name). Returns whether one was registered.
    pub fn unregister_function(&mut self, name: &str) -> bool {
        let interp = &mut *self.inner.0;
        host::unregister(interp, name)
    }

    /// A handle that cancels the running program from another thread.
    pub fn cancel_handle(&self) -> CancelHandle {
        self.inner.0.cancel.clone()
    }

    /// How many containers the cycle collector tracks that are still alive (a measure of live
    /// objects; reference cycles that became garbage are gone after each run).
    pub fn live_objects(&self) -> usize {
        self.inner.0.gc_live()
    }

    /// The configuration the interpreter runs under.
    pub fn config(&self) -> &Config {
        &self.inner.0.config
    }

    /// Replaces `Policy::allowed_builtins` (None: every safe builtin) for the next runs.
    pub fn set_allowed_builtins(&mut self, allowed: Option<Vec<String>>) {
        self.inner.0.set_allowed_builtins(allowed);
    }

    /// Replaces `Policy::readonly_globals`: the global names the program may not rebind.
    pub fn set_readonly_globals(&mut self, names: Vec<String>) {
        self.inner.0.set_readonly_globals(names);
    }

    /// Replaces the limits for the next runs.
    pub fn set_limits(&mut self, limits: Limits) {
        let interp = &mut *self.inner.0;
        interp.max_while = limits.max_while_iterations;
        interp.config.limits = limits;
    }
}

fn stats_of(interp: &interp::Interp) -> RunStats {
    RunStats {
        operations: interp.budget.ops,
        wall_time: interp.budget.started.elapsed(),
        peak_memory: interp.run.mem_peak.get().max(interp.budget.mem_peak.get()),
        modules_imported: interp.run.imported.borrow().clone(),
        host_calls: interp.run.host_calls.clone(),
    }
}

fn panic_failure(
    interp: &mut interp::Interp,
    panic: Box<dyn std::any::Any + Send>,
    stats: RunStats,
) -> RunFailure {
    let msg = panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into());
    interp.run.left_stack();
    RunFailure {
        error: RunError::Limit {
            kind: LimitKind::Internal,
            message: format!("internal error in ophis: {msg}"),
            line: 0,
            module_line: 0,
        },
        output: std::mem::take(&mut interp.run.output),
        stats,
    }
}
