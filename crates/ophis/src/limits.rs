//! Resource limits, all enforced inside the evaluation loop so they work on any thread with
//! no signals: operations, while-loop iterations, wall-clock deadline, cancellation, memory,
//! recursion depth and printed output size.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::{Error, LimitKind};

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
pub const CLOCK_CHECK_INTERVAL: u64 = 1024;

/// A handle that stops a running program from another thread.
#[derive(Debug, Clone, Default)]
pub struct CancelHandle(pub(crate) Arc<AtomicBool>);

impl CancelHandle {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
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
pub const INTERRUPT_CHECK_PERIOD: Duration = Duration::from_millis(10);

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
}

impl std::fmt::Debug for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget").field("ops", &self.ops).field("max_ops", &self.max_ops).field("deadline", &self.deadline).finish()
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
        }
    }

    /// One unit of work inside a builtin; reads the clock every `CLOCK_CHECK_INTERVAL` units.
    #[inline]
    pub fn step(&mut self) -> Result<(), Error> {
        self.steps = self.steps.wrapping_add(1);
        if self.steps % CLOCK_CHECK_INTERVAL == 0 {
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
        self.next_check = (self.ops + CLOCK_CHECK_INTERVAL).min(self.max_ops + 1);
        self.check_clock()
    }

    /// Reads the clock and the cancellation flag; long builtins call this directly.
    pub fn check_clock(&self) -> Result<(), Error> {
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
                let secs = self.timeout.map(|t| t.as_secs_f64()).unwrap_or(0.0);
                return Err(Error::fatal(
                    LimitKind::Timeout,
                    format!("Code execution exceeded the maximum execution time of {} seconds", fmt_secs(secs)),
                ));
            }
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
