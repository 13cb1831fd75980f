//! Total live memory accounting: the counting global allocator the embedding program installs,
//! and what the memory limit reads from it. The allocator itself lives in `coro.rs`, the one
//! module allowed `unsafe` code; this module is its safe public face.

pub use crate::coro::CountingAllocator;

/// Bytes live on the current thread as counted by `CountingAllocator`, or `None` when it is
/// not the program's global allocator (the memory limit then checks allocations one by one).
pub fn live_bytes() -> Option<isize> {
    crate::coro::counted_live_bytes()
}
