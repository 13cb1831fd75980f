//! The registry of interpreters inside a host op, through which the host calls back in.
//!
//! **Re-entrant calls from the host.** While the host runs one operation on a host object
//! (`Interp::host_op`), the program's code it was handed may be called back on the same thread
//! (`df.apply(lambda r: ...)`). The host cannot hold the `&mut Interp` (the interpreter's API
//! is borrowed by the run in progress), so the interpreter is found through this thread-local
//! list of interpreters that are inside a host op, innermost last.

use crate::interp::Interp;

/// One interpreter inside a host op on this thread.
struct HostOpEntry {
    interp_id: u64,
    ptr: *mut Interp,
    /// Set while a re-entrant call is using the pointer.
    busy: bool,
    /// The deadline of the interpreter's run (or request) when the op began: host code
    /// that waits for something else (another interpreter) waits no longer than this.
    deadline: Option<std::time::Instant>,
}

thread_local! {
    static HOST_OPS: std::cell::RefCell<Vec<HostOpEntry>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` (the host's side of an operation) with `interp` registered for re-entrant calls.
/// The entry is removed when `f` returns or unwinds.
pub(crate) fn with_host_op<T>(interp: &mut Interp, f: impl FnOnce() -> T) -> T {
    let entry = HostOpEntry {
        interp_id: interp.id,
        ptr: interp as *mut Interp,
        busy: false,
        deadline: interp.budget.deadline,
    };
    HOST_OPS.with(|s| s.borrow_mut().push(entry));
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            HOST_OPS.with(|s| {
                s.borrow_mut().pop();
            });
        }
    }
    let _pop = Pop;
    // `interp` is not used again until `f` has returned: from here on, the only way to the
    // interpreter is the registered pointer, used by `reenter` one call at a time.
    f()
}

/// The earliest deadline among the runs waiting on this thread for host code to return (every
/// interpreter inside a host op here): how long that host code may wait for anything.
/// `None` when no run is waiting, or none has a deadline.
pub(crate) fn host_op_deadline() -> Option<std::time::Instant> {
    HOST_OPS
        .try_with(|s| s.try_borrow().ok().and_then(|s| s.iter().filter_map(|e| e.deadline).min()))
        .ok()
        .flatten()
}

/// Runs `f` on the interpreter `interp_id` if it is inside a host op on this thread and not
/// already in use by another re-entrant call; `None` otherwise.
pub(crate) fn reenter<T>(interp_id: u64, f: impl FnOnce(&mut Interp) -> T) -> Option<T> {
    let (index, ptr) = HOST_OPS.with(|s| {
        let mut s = s.borrow_mut();
        let i = s.iter().rposition(|e| e.interp_id == interp_id)?;
        if s[i].busy {
            return None;
        }
        s[i].busy = true;
        Some((i, s[i].ptr))
    })?;
    struct Unbusy(usize);
    impl Drop for Unbusy {
        fn drop(&mut self) {
            HOST_OPS.with(|s| {
                if let Some(e) = s.borrow_mut().get_mut(self.0) {
                    e.busy = false;
                }
            });
        }
    }
    let _unbusy = Unbusy(index);
    // SAFETY: the entry was pushed by `with_host_op` from a live `&mut Interp` whose owner is
    // blocked in `with_host_op` (further down this thread's stack) until the entry is popped,
    // and does not touch the interpreter meanwhile; the entry is still on the list, so that
    // frame has not returned. Entries are thread-local, so no other thread can reach the
    // pointer, and `busy` guarantees that at most one `&mut Interp` is made from an entry at a
    // time. A deeper entry for the same interpreter (an outer host op whose re-entrant call
    // is running now) is never chosen while a newer one exists, and an entry found busy means
    // the interpreter is in use: `None` is returned instead. The interpreter lives in a `Box`
    // owned by `Interpreter`, so the pointer stays valid while that frame is blocked.
    let interp = unsafe { &mut *ptr };
    Some(f(interp))
}
