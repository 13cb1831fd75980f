//! The stacks runs execute on, and fresh stacks for deep native work (parsing).
//!
//! **Stacks.** Every run executes on a stack of its own (`RUN_STACK_SIZE` of address space,
//! committed lazily by the OS), so the configured recursion depth fits whatever thread the
//! embedder calls from. Each generator runs on its own stack (`GEN_STACK_SIZE`). Before each
//! Python call the evaluator compares the address of a local variable with `Interp::stack_limit`
//! (the bottom of the current stack plus a safety margin) and raises `RecursionError` instead
//! of overflowing; the limit is switched whenever execution moves to another stack.

use corosensei::stack::{DefaultStack, Stack};

use crate::interp::Interp;

/// Address space reserved for a run's stack: room for the deepest recursion the default
/// limits allow, with a wide margin even in unoptimised builds.
pub(crate) const RUN_STACK_SIZE: usize = 512 << 20;
/// Kept free below the limit for builtins that recurse natively (repr of nested lists, ...).
pub(crate) const STACK_MARGIN: usize = 256 << 10;

pub struct RunStack(DefaultStack);

/// Run stacks of dropped interpreters, for new ones to reuse: mapping a fresh 512 MiB stack
/// and faulting in its first pages cost more than creating an interpreter and running `1+1`.
/// At most `RUN_STACK_POOL_MAX` are kept; a kept stack keeps the pages its deepest run
/// touched, as the interpreter that owned it did.
static RUN_STACK_POOL: std::sync::Mutex<Vec<RunStack>> = std::sync::Mutex::new(Vec::new());
const RUN_STACK_POOL_MAX: usize = 4;

/// Hands a dropped interpreter's run stack to the pool (or unmaps it when the pool is full).
pub(crate) fn recycle_run_stack(stack: RunStack) {
    let mut pool = RUN_STACK_POOL.lock().unwrap_or_else(|e| e.into_inner());
    if pool.len() < RUN_STACK_POOL_MAX {
        pool.push(stack);
    }
}

fn pooled_run_stack() -> Option<RunStack> {
    RUN_STACK_POOL.lock().unwrap_or_else(|e| e.into_inner()).pop()
}

/// The address of a local variable: a close approximation of the stack pointer.
#[inline(always)]
pub(crate) fn approx_sp() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Address space reserved for parsing: converting a tree as deep as the parse limits allow
/// needs more than an ordinary thread's stack in unoptimised builds.
pub(crate) const PARSE_STACK_SIZE: usize = 256 << 20;

/// Runs `f` on the current stack when at least `size` bytes are free above `stack_limit` (the
/// lowest address the current stack may reach; 0 when unknown), else on a fresh stack.
pub(crate) fn with_stack_room<T>(size: usize, stack_limit: usize, f: impl FnOnce() -> T) -> T {
    if stack_limit != 0 && approx_sp().saturating_sub(stack_limit) >= size {
        f()
    } else {
        on_new_stack(size, f)
    }
}

/// Runs `f` on a fresh stack of `size` bytes of address space (committed lazily), or on the
/// current stack if none can be mapped.
pub(crate) fn on_new_stack<T>(size: usize, f: impl FnOnce() -> T) -> T {
    match DefaultStack::new(size) {
        Ok(mut stack) => corosensei::on_stack(&mut stack, f),
        Err(_) => f(),
    }
}

/// Runs `f` on the interpreter's run stack (taken from the pool or mapped on first use, and kept).
pub(crate) fn on_run_stack<T>(interp: &mut Interp, f: impl FnOnce(&mut Interp) -> T) -> T {
    let stack = match interp.run_stack.take() {
        Some(s) => Some(s),
        None => pooled_run_stack().or_else(|| DefaultStack::new(RUN_STACK_SIZE).ok().map(RunStack)),
    };
    match stack {
        Some(mut stack) => {
            let saved = interp.stack_limit;
            interp.stack_limit = stack.0.limit().get() + STACK_MARGIN;
            let ptr = interp as *mut Interp as usize;
            let result = corosensei::on_stack(&mut stack.0, move || {
                // SAFETY: the caller's `&mut Interp` is suspended for the duration of this
                // closure (it is blocked in `on_stack`), so this is the only live access.
                let interp = unsafe { &mut *(ptr as *mut Interp) };
                f(interp)
            });
            interp.stack_limit = saved;
            interp.run_stack = Some(stack);
            result
        }
        None => {
            // No stack could be mapped: run here with a conservative limit of 1 MiB.
            let saved = interp.stack_limit;
            interp.stack_limit = approx_sp().saturating_sub(1 << 20);
            let r = f(interp);
            interp.stack_limit = saved;
            r
        }
    }
}
