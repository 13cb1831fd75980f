//! Total live memory accounting: the counting global allocator the embedding program installs,
//! and what the memory limit reads from it. The allocator itself lives in `coro/allocator.rs`,
//! in the one module allowed `unsafe` code; this module is its safe public face.

pub use crate::coro::CountingAllocator;

/// Bytes live on the current thread as counted by `CountingAllocator`, or `None` when it is
/// not the program's global allocator (the memory limit then checks allocations one by one).
pub fn live_bytes() -> Option<isize> {
    crate::coro::counted_live_bytes()
}

use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicUsize, Ordering};

/// Memory allocated outside the counting allocator on an interpreter's behalf (numpy's array
/// data, which CPython's allocators make): the embedder charges it here when it allocates and
/// uncharges exactly as much when it frees, on any thread and at any time (an array the
/// program kept in its state is freed long after its run). The memory limit counts these bytes
/// with the interpreter's own (`Budget::mem_charged`). One per interpreter
/// (`Interpreter::external_memory`); it outlives the interpreter while the embedder holds it.
#[derive(Debug, Default)]
pub struct ExternalMemory {
    /// Bytes charged now.
    bytes: AtomicIsize,
    /// Whether a run is in progress: only then is a charge checked against the limit.
    running: AtomicBool,
    /// The run's memory limit.
    max: AtomicUsize,
    /// The run's base on its thread's count (`Budget::mem_base`): the thread's live bytes minus
    /// this is what the interpreter's own objects hold.
    base: AtomicIsize,
}

impl ExternalMemory {
    /// Bytes charged now.
    pub fn charged(&self) -> usize {
        self.bytes.load(Ordering::Relaxed).max(0) as usize
    }

    /// Charges `bytes` if the interpreter's total stays within its memory limit, and says
    /// whether it did. The total is read from the counting allocator of the calling thread,
    /// so this is called on the thread that runs the program (from host code the program
    /// called); outside a run the charge is made without a check (there is no budget to
    /// check it against, as for the interpreter's own allocations between runs).
    pub fn try_charge(&self, bytes: usize) -> bool {
        let n = bytes.min(isize::MAX as usize) as isize;
        let after = self.bytes.fetch_add(n, Ordering::Relaxed).saturating_add(n).max(0) as usize;
        if !self.running.load(Ordering::Relaxed) {
            return true;
        }
        let own = live_bytes()
            .map_or(0, |l| l.saturating_sub(self.base.load(Ordering::Relaxed)).max(0) as usize);
        if own.saturating_add(after) > self.max.load(Ordering::Relaxed) {
            self.bytes.fetch_sub(n, Ordering::Relaxed);
            return false;
        }
        true
    }

    /// Charges `bytes` without a check (memory the host already holds, now owed by the program).
    pub fn charge(&self, bytes: usize) {
        self.bytes.fetch_add(bytes.min(isize::MAX as usize) as isize, Ordering::Relaxed);
    }

    /// Gives back `bytes` an earlier charge took.
    pub fn uncharge(&self, bytes: usize) {
        self.bytes.fetch_sub(bytes.min(isize::MAX as usize) as isize, Ordering::Relaxed);
    }

    /// A run starts with its memory limit and its base on the running thread's count.
    pub(crate) fn begin_run(&self, max: usize, base: Option<isize>) {
        self.max.store(max, Ordering::Relaxed);
        self.base.store(base.unwrap_or(0), Ordering::Relaxed);
        self.running.store(base.is_some(), Ordering::Relaxed);
    }

    pub(crate) fn end_run(&self) {
        self.running.store(false, Ordering::Relaxed);
    }
}
