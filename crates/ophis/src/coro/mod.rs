//! The only module with `unsafe` code: stacks, generator coroutines, and `Send`.
//!
//! **Stacks.** Every run executes on a stack of its own (`RUN_STACK_SIZE` of address space,
//! committed lazily by the OS), so the configured recursion depth fits whatever thread the
//! embedder calls from. Each generator runs on its own stack (`GEN_STACK_SIZE`). Before each
//! Python call the evaluator compares the address of a local variable with `Interp::stack_limit`
//! (the bottom of the current stack plus a safety margin) and raises `RecursionError` instead
//! of overflowing; the limit is switched whenever execution moves to another stack.
//!
//! **Generators** are stackful coroutines (`corosensei`): a generator's body is ordinary
//! recursive evaluation that suspends inside `yield`. While a coroutine runs, the resumer is
//! blocked inside `resume`, so exactly one side uses the interpreter at any time. The
//! interpreter reaches the coroutine as a raw pointer passed through `resume` and back
//! through `suspend` on every switch; passing it through the switch (rather than capturing it
//! once) tells the compiler the interpreter may have changed while the other side ran.
//! Invariants: the `Interp` never moves while any generator is suspended (it lives in a
//! `Box` owned by `Interpreter`), and no destructor that runs when a suspended coroutine is
//! unwound (on drop) touches the interpreter (only `Value`s are dropped there).
//!
//! **Send.** An interpreter owns `Rc`s, which are not `Send`. Every `Rc` an interpreter
//! creates is reachable only through that interpreter: the public API converts values to
//! owned `HostValue`s at the boundary and never hands out an `Rc`. Moving the whole
//! interpreter (with everything it owns) to another thread is therefore sound, which is what
//! `SendBox` asserts.
//!
//! **Counting allocator.** `CountingAllocator` (public as `ophis::alloc::CountingAllocator`)
//! forwards to mimalloc and keeps a per-thread count of the bytes live on that
//! thread, so the memory limit can charge a run with everything it keeps, not only with the
//! allocations the evaluator checks one by one. Implementing `GlobalAlloc` is `unsafe` by
//! nature; the implementation only forwards the caller's obligations to mimalloc unchanged
//! and touches a `Cell` in a thread-local that has no destructor and a constant initializer
//! (so reading it never allocates and never fails, even while the thread exits).

mod allocator;
mod coroutine;
mod reentry;
mod stack;

pub use allocator::CountingAllocator;
pub(crate) use allocator::*;
pub(crate) use coroutine::*;
pub(crate) use reentry::*;
pub(crate) use stack::*;

/// Owns a value that is moved between threads as a whole; see the module documentation.
pub(crate) struct SendBox<T>(pub(crate) Box<T>);

// SAFETY: see the module documentation: every `Rc` inside is reachable only through the box.
unsafe impl<T> Send for SendBox<T> {}
