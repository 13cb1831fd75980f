//! Resource limits, all enforced inside the evaluation loop so they work on any thread with
//! no signals: operations, while-loop iterations, wall-clock deadline, cancellation, memory,
//! recursion depth and printed output size.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::{memory_error, Error, LimitKind};

/// Every limit in one place. The defaults follow smolagents where it has one.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Evaluated nodes per run (smolagents' `MAX_OPERATIONS`).
    pub max_operations: u64,
    /// Iterations of any single `while` loop (smolagents' `MAX_WHILE_ITERATIONS`).
    pub max_while_iterations: u64,
    /// Wall-clock time per run.
    pub timeout: Option<Duration>,
    /// Python call depth.
    pub max_recursion_depth: usize,
    /// Bytes the program may have live at once (approximate accounting of its objects).
    pub max_memory: usize,
    /// Bytes of printed output kept per run.
    pub max_output: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: 10_000_000,
            max_while_iterations: 1_000_000,
            timeout: Some(Duration::from_secs(30)),
            max_recursion_depth: 1000,
            max_memory: 1 << 30,
            max_output: 50_000_000,
        }
    }
}

/// How often (in operations) the clock and the cancellation flag are read.
pub(crate) const CLOCK_CHECK_INTERVAL: u64 = 1024;

/// Work (in bytes) from which a builtin reads the clock before doing it (`Budget::bulk`).
pub(crate) const BULK_CHECK_BYTES: usize = 64 << 10;

/// Allocations from which `os_room` asks the operating system what it will still map.
pub(crate) const OS_CHECK_BYTES: usize = 1 << 20;

/// Address space kept free beyond an allocation's own size: the allocator maps in segments,
/// and the program's next small objects, its `MemoryError` and the interpreter's own work
/// after it need room too.
const OS_MARGIN_BYTES: usize = 64 << 20;

/// The soft address-space limit of the process (`RLIMIT_AS`, which `ulimit -v` and
/// `prlimit --as` set), from `/proc/self/limits`; None when unlimited or unknown.
fn address_space_limit() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text.lines().find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..].split_whitespace().next()?.parse().ok()
}

/// The address space the process has mapped now (`VmSize`), from `/proc/self/status`.
fn address_space_used() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with("VmSize:"))?;
    let kb: usize = line["VmSize:".len()..].split_whitespace().next()?.parse().ok()?;
    Some(kb * 1024)
}

/// Refuses, with a `MemoryError`, an allocation of `bytes` that the operating system would
/// refuse under the process's address-space limit. Rust aborts the whole process when an
/// allocation fails, and the sandbox's own memory limit cannot see the limit the OS sets
/// (a run's 512 MiB stack is address space too): so before a big allocation whose size the
/// program controls, ophis asks the OS what it will still map. Only allocations of
/// `OS_CHECK_BYTES` or more ask (two small reads of `/proc`); without an address-space limit
/// (or without `/proc`) this never refuses.
pub(crate) fn os_room(bytes: usize) -> Result<(), Error> {
    if bytes < OS_CHECK_BYTES {
        return Ok(());
    }
    let Some(limit) = address_space_limit() else { return Ok(()) };
    let Some(used) = address_space_used() else { return Ok(()) };
    let needed = bytes.saturating_add(bytes / 8).saturating_add(OS_MARGIN_BYTES);
    if used.saturating_add(needed) > limit {
        return Err(memory_error(format!(
            "cannot allocate {bytes} bytes: the process's address-space limit of {limit} bytes leaves {} bytes",
            limit.saturating_sub(used)
        )));
    }
    Ok(())
}

/// A handle that stops a running program from another thread.
#[derive(Debug, Clone, Default)]
pub struct CancelHandle(pub(crate) Arc<AtomicBool>);

impl CancelHandle {
    /// Stops the program at its next check (within `CLOCK_CHECK_INTERVAL` operations).
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
    /// Whether `cancel` was called since the run began.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
    pub(crate) fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
}

/// The embedder's interrupt hook: returns true to stop the run (Ctrl-C while the embedder's
/// own lock is released).
pub type InterruptHook = Arc<dyn Fn() -> bool + Send + Sync>;

/// The least time between two calls of the interrupt hook.
pub(crate) const INTERRUPT_CHECK_PERIOD: Duration = Duration::from_millis(10);

/// The per-run budget: what has been spent and when to stop.
pub struct Budget {
    pub ops: u64,
    pub max_ops: u64,
    /// The operation count at which the clock is next read.
    pub next_check: u64,
    pub deadline: Option<Instant>,
    pub timeout: Option<Duration>,
    pub cancel: CancelHandle,
    pub started: Instant,
    /// Units of work done inside builtins (items iterated, elements compared or formatted):
    /// long builtins count them with `step` so the deadline holds inside them too.
    pub steps: u64,
    pub interrupt: Option<InterruptHook>,
    /// When the interrupt hook may next be called.
    pub next_interrupt: Cell<Instant>,
    pub max_memory: usize,
    /// With a counting allocator installed: the thread's live-byte count that corresponds to
    /// nothing charged to this interpreter (the count at the start of the run minus what the
    /// interpreter's earlier runs kept). `None` without one: only single allocations are checked.
    pub mem_base: Option<isize>,
    /// Highest total seen at a memory check in this run.
    pub mem_peak: Cell<usize>,
    /// Over the limit at a check: a cycle collection is asked for at the next statement
    /// boundary before the program is blamed (garbage cycles count as live until collected).
    pub mem_gc_requested: Cell<bool>,
    /// A collection ran while over the limit: the next check over the limit raises.
    pub mem_gc_tried: Cell<bool>,
    /// A `MemoryError` was raised for the total: if the program catches it and is still over
    /// the limit at a later check, the run ends with the uncatchable memory limit error.
    pub mem_error_raised: Cell<bool>,
    /// What the embedder allocated on the interpreter's behalf outside the counting
    /// allocator (numpy's arrays), counted with the interpreter's own bytes.
    pub external: Option<std::sync::Arc<crate::alloc::ExternalMemory>>,
}

impl std::fmt::Debug for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("ops", &self.ops)
            .field("max_ops", &self.max_ops)
            .field("deadline", &self.deadline)
            .finish()
    }
}

impl Budget {
    pub fn new(limits: &Limits, cancel: CancelHandle, interrupt: Option<InterruptHook>) -> Self {
        let now = Instant::now();
        Budget {
            ops: 0,
            max_ops: limits.max_operations,
            next_check: CLOCK_CHECK_INTERVAL.min(limits.max_operations.saturating_add(1)),
            deadline: limits.timeout.map(|t| now + t),
            timeout: limits.timeout,
            cancel,
            started: now,
            steps: 0,
            interrupt,
            next_interrupt: Cell::new(now),
            max_memory: limits.max_memory,
            mem_base: None,
            mem_peak: Cell::new(0),
            mem_gc_requested: Cell::new(false),
            mem_gc_tried: Cell::new(false),
            mem_error_raised: Cell::new(false),
            external: None,
        }
    }

    /// Bytes charged to the interpreter now (everything its runs allocated and still hold,
    /// and what the embedder charged to it: `alloc::ExternalMemory`), when a counting
    /// allocator is installed.
    #[inline]
    pub fn mem_charged(&self) -> Option<usize> {
        let own = self.mem_own()?;
        Some(own.saturating_add(self.external.as_ref().map_or(0, |e| e.charged())))
    }

    /// The part of `mem_charged` the counting allocator sees on the running thread (what an
    /// interpreter carries from run to run: external charges are kept by their own counter).
    #[inline]
    pub fn mem_own(&self) -> Option<usize> {
        let base = self.mem_base?;
        let live = crate::alloc::live_bytes()?;
        Some(live.saturating_sub(base).max(0) as usize)
    }

    /// The total live size against the memory limit, at the periodic checks. The first time
    /// the total is over, a cycle collection is requested; over again after it (or before it
    /// could run), a `MemoryError` is raised; a program that catches it and stays over the
    /// limit is stopped with the uncatchable memory limit error.
    pub fn check_memory(&self) -> Result<(), Error> {
        let Some(live) = self.mem_charged() else { return Ok(()) };
        if live > self.mem_peak.get() {
            self.mem_peak.set(live);
        }
        if live <= self.max_memory {
            self.mem_gc_tried.set(false);
            self.mem_error_raised.set(false);
            return Ok(());
        }
        if !self.mem_gc_tried.get() && !self.mem_gc_requested.get() {
            self.mem_gc_requested.set(true);
            return Ok(());
        }
        if self.mem_error_raised.get() {
            return Err(Error::fatal(
                LimitKind::Memory,
                format!("The program kept {live} bytes live after a MemoryError, over the memory limit of {} bytes", self.max_memory),
            ));
        }
        self.mem_error_raised.set(true);
        Err(memory_error(format!(
            "the program holds {live} bytes: the sandbox's memory limit is {} bytes",
            self.max_memory
        )))
    }

    /// One unit of work inside a builtin; reads the clock every `CLOCK_CHECK_INTERVAL` units.
    #[inline]
    pub fn step(&mut self) -> Result<(), Error> {
        self.steps = self.steps.wrapping_add(1);
        if self.steps.is_multiple_of(CLOCK_CHECK_INTERVAL) {
            self.check_clock()
        } else {
            Ok(())
        }
    }

    /// `units` units of work done at once (a conversion's copied bytes, by the KiB): reads the
    /// clock whenever they cross a multiple of `CLOCK_CHECK_INTERVAL`.
    #[inline]
    pub fn steps(&mut self, units: u64) -> Result<(), Error> {
        let before = self.steps / CLOCK_CHECK_INTERVAL;
        self.steps = self.steps.wrapping_add(units.max(1));
        if self.steps / CLOCK_CHECK_INTERVAL != before {
            self.check_clock()
        } else {
            Ok(())
        }
    }

    /// The slow path of the per-operation check: the operation limit, the clock, cancellation.
    #[cold]
    pub fn check_slow(&mut self) -> Result<(), Error> {
        if self.ops > self.max_ops {
            return Err(Error::fatal(
                LimitKind::Operations,
                format!(
                    "Reached the max number of operations of {}. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.",
                    self.max_ops
                ),
            ));
        }
        // Saturating: without an operation limit `max_ops` is u64::MAX, and a wrapped sum
        // made every later operation take this slow path.
        self.next_check =
            self.ops.saturating_add(CLOCK_CHECK_INTERVAL).min(self.max_ops.saturating_add(1));
        self.check_clock()
    }

    /// Called before a builtin does work proportional to `bytes` (an allocation of that size,
    /// a copy): big ones read the clock first, so that a chain of cheap-to-count but costly
    /// operations (`format(format(s, '0'), '0')` on a 13 MB string) cannot run for seconds
    /// between two periodic checks.
    #[inline]
    pub fn bulk(&self, bytes: usize) -> Result<(), Error> {
        if bytes >= BULK_CHECK_BYTES {
            self.check_clock()
        } else {
            Ok(())
        }
    }

    /// Reads the clock and the cancellation flag; long builtins call this directly.
    pub fn check_clock(&self) -> Result<(), Error> {
        self.check_memory()?;
        if self.cancel.is_cancelled() {
            return Err(Error::fatal(LimitKind::Cancelled, "Execution was cancelled"));
        }
        if let Some(hook) = &self.interrupt {
            // The hook may be costly (the embedder takes its own lock): call it at most every
            // INTERRUPT_CHECK_PERIOD.
            let now = Instant::now();
            if now >= self.next_interrupt.get() {
                self.next_interrupt.set(now + INTERRUPT_CHECK_PERIOD);
                if hook() {
                    return Err(Error::fatal(LimitKind::Interrupted, "KeyboardInterrupt"));
                }
            }
        }
        if let Some(d) = self.deadline {
            if Instant::now() >= d {
                return Err(self.timeout_error());
            }
        }
        Ok(())
    }

    /// The error that ends a run at its deadline (smolagents' wording).
    fn timeout_error(&self) -> Error {
        let secs = self.timeout.map(|t| t.as_secs_f64()).unwrap_or(0.0);
        Error::fatal(
            LimitKind::Timeout,
            format!(
                "Code execution exceeded the maximum execution time of {} seconds",
                fmt_secs(secs)
            ),
        )
    }

    /// Refuses, as the deadline would end it, one native operation whose estimated duration
    /// (`estimate_secs`) is past the time left: a big-integer multiplication or power cannot
    /// be interrupted once started, so the clock read after it would come too late (a fuzzed
    /// `pow(123456789, 9876540)` ran 91 s under a 1 s timeout).
    pub fn check_native_work(&self, estimate_secs: f64) -> Result<(), Error> {
        let Some(d) = self.deadline else { return Ok(()) };
        if estimate_secs > d.saturating_duration_since(Instant::now()).as_secs_f64() {
            return Err(self.timeout_error());
        }
        Ok(())
    }
}

fn fmt_secs(s: f64) -> String {
    if s.fract() == 0.0 {
        format!("{}", s as u64)
    } else {
        format!("{s}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Without an operation limit the next check is still `CLOCK_CHECK_INTERVAL` operations
    /// away (the sum once wrapped to zero, so every operation read the clock).
    #[test]
    fn unlimited_operations_keep_the_periodic_check() {
        let limits = Limits { max_operations: u64::MAX, ..Limits::default() };
        let mut b = Budget::new(&limits, CancelHandle::default(), None);
        b.ops = b.next_check;
        b.check_slow().unwrap();
        assert_eq!(b.next_check, b.ops + CLOCK_CHECK_INTERVAL);
    }
}
