//! Host code the program called stops at the run's deadline.
//!
//! The core checks its clock before and after every host operation, never during one, so a
//! single call into a host library (`np.linalg.matrix_power(m, 2**62)`, a pandas method over a
//! big frame) could run for minutes under a one-second timeout. While an operation on a host
//! object runs (`PyHost::op`) with a deadline (`ophis::caller_deadline`), it is registered
//! here; one watchdog thread, started on first use, raises `HostDeadline` in the operation's
//! thread when the deadline passes (`PyThreadState_SetAsyncExc`), and again every 50 ms while
//! the operation has not returned (host code may catch the first). CPython delivers such an
//! exception at the next bytecode boundary, so Python-level host code stops within
//! milliseconds; a single native call that does not return to Python (one huge matrix
//! product inside BLAS) still runs to its end. The operation then fails, and the core's clock
//! check after it ends the run with the timeout error.
//!
//! Lock order: the watchdog takes the GIL, then the registry's lock; a registering or
//! finishing operation holds the GIL already. So no one waits for the GIL while holding the
//! registry, and under the GIL the registry cannot change behind the holder's back: when an
//! operation finishes it clears an exception fired but not yet delivered, which would
//! otherwise surface in whatever Python code that thread ran next (the embedder's).

use std::os::raw::{c_long, c_ulong};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use pyo3::ffi;
use pyo3::prelude::*;

use crate::HostDeadline;

/// How often an operation that is past its deadline is interrupted again.
const REFIRE: Duration = Duration::from_millis(50);

struct Watch {
    id: u64,
    /// CPython's `unsigned long` thread identifier; pyo3 declares `PyThreadState_SetAsyncExc`
    /// with a `long`, so it is passed reinterpreted (`as c_long`), bit for bit.
    thread: c_ulong,
    next_fire: Instant,
    fired: bool,
}

#[derive(Default)]
struct Registry {
    watches: Vec<Watch>,
    next_id: u64,
    watchdog_started: bool,
}

fn registry() -> &'static (Mutex<Registry>, Condvar) {
    static REGISTRY: OnceLock<(Mutex<Registry>, Condvar)> = OnceLock::new();
    REGISTRY.get_or_init(Default::default)
}

fn lock() -> MutexGuard<'static, Registry> {
    registry().0.lock().unwrap_or_else(|p| p.into_inner())
}

/// The exception type raised in an operation past its deadline, made once under the GIL.
fn exception_type(py: Python<'_>) -> &'static Py<PyAny> {
    static TYPE: OnceLock<Py<PyAny>> = OnceLock::new();
    TYPE.get_or_init(|| py.get_type::<HostDeadline>().into_any().unbind())
}

/// An operation registered with the watchdog; dropping it (with the GIL held) unregisters it.
pub(crate) struct Watched {
    id: u64,
    thread: c_ulong,
}

/// Registers the host operation about to run on this thread until `deadline` (nothing
/// without one).
pub(crate) fn watch(py: Python<'_>, deadline: Option<Instant>) -> Option<Watched> {
    let deadline = deadline?;
    exception_type(py);
    // SAFETY: called with the GIL held (`py`); it only reads the current thread's identifier.
    let thread = unsafe { ffi::PyThread_get_thread_ident() };
    let mut reg = lock();
    let id = reg.next_id;
    reg.next_id += 1;
    // The watchdog sleeps until the earliest pending time; it needs waking only when this
    // deadline comes before that one (the host operations of one run share its deadline, so
    // after the first, none does: no wake-up, no thread switch per operation).
    let wake = reg.watches.iter().all(|w| deadline < w.next_fire);
    reg.watches.push(Watch { id, thread, next_fire: deadline, fired: false });
    if !reg.watchdog_started {
        reg.watchdog_started =
            std::thread::Builder::new().name("ophis-host-deadline".into()).spawn(watchdog).is_ok();
    }
    drop(reg);
    if wake {
        registry().1.notify_one();
    }
    Some(Watched { id, thread })
}

impl Drop for Watched {
    fn drop(&mut self) {
        let mut reg = lock();
        let Some(i) = reg.watches.iter().position(|w| w.id == self.id) else { return };
        let watch = reg.watches.swap_remove(i);
        if watch.fired {
            // SAFETY: `Watched` lives and is dropped inside `Python::attach` (`PyHost::op`),
            // so the GIL is held; a null exception clears the thread's pending one, if any.
            unsafe { ffi::PyThreadState_SetAsyncExc(self.thread as c_long, std::ptr::null_mut()) };
        }
    }
}

/// The watchdog: sleeps until the earliest pending deadline, then interrupts every operation
/// that is past its own.
fn watchdog() {
    let (mutex, condvar) = registry();
    loop {
        let mut reg = mutex.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            let now = Instant::now();
            match reg.watches.iter().map(|w| w.next_fire).min() {
                None => reg = condvar.wait(reg).unwrap_or_else(|p| p.into_inner()),
                Some(t) if t > now => {
                    reg = condvar.wait_timeout(reg, t - now).unwrap_or_else(|p| p.into_inner()).0
                }
                Some(_) => break,
            }
        }
        drop(reg);
        Python::attach(|py| {
            let exc = exception_type(py).as_ptr();
            let mut reg = lock();
            let now = Instant::now();
            for w in reg.watches.iter_mut().filter(|w| w.next_fire <= now) {
                // SAFETY: the GIL is held; `exc` is a live exception type kept by `TYPE`.
                unsafe { ffi::PyThreadState_SetAsyncExc(w.thread as c_long, exc) };
                w.fired = true;
                w.next_fire = now + REFIRE;
            }
        });
    }
}
