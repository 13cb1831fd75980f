//! The only module with `unsafe` code, one concern per file: `stack` (the stacks runs execute
//! on), `coroutine` (generators as stackful coroutines), `reentry` (the host calling back into
//! an interpreter inside a host op), `allocator` (the counting global allocator); here,
//! `SendBox`. Each unsafe block carries its safety argument beside it.
//!
//! **Send.** An interpreter owns `Rc`s, which are not `Send`. Every `Rc` an interpreter
//! creates is reachable only through that interpreter: the public API converts values to
//! owned `HostValue`s at the boundary and never hands out an `Rc`. Moving the whole
//! interpreter (with everything it owns) to another thread is therefore sound, which is what
//! `SendBox` asserts.

mod allocator;
mod coroutine;
mod reentry;
mod stack;

pub use allocator::CountingAllocator;
pub(crate) use allocator::*;
pub(crate) use coroutine::*;
pub(crate) use reentry::*;
pub(crate) use stack::*;

/// Owns a value that is moved between threads as a whole; see `Send` above.
pub(crate) struct SendBox<T>(pub(crate) Box<T>);

// SAFETY: see `Send` above: every `Rc` inside is reachable only through the box.
unsafe impl<T> Send for SendBox<T> {}
