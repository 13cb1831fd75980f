//! Generators as stackful coroutines, their stack pool and the charging of their stacks.
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

use corosensei::stack::{DefaultStack, Stack};
use corosensei::{Coroutine, CoroutineResult, Yielder};

use super::allocator::count_bytes;
use super::stack::{approx_sp, STACK_MARGIN};
use crate::error::{memory_error, Error, R};
use crate::interp::Interp;
use crate::value::Value;

/// Address space reserved for each generator's stack.
pub(crate) const GEN_STACK_SIZE: usize = 16 << 20;

/// What a generator is resumed with.
pub enum GenInput {
    Send(Value),
    Throw(Error),
    Close,
}

type GenYielder = Yielder<(usize, GenInput), (usize, Value)>;

/// The yielder of a running generator coroutine, as a raw pointer (valid while it runs).
#[derive(Clone, Copy)]
pub struct YielderRef(*const GenYielder);

impl YielderRef {
    /// A yielder that is never dereferenced: the run-state tests fill `gen_stack` with it.
    #[cfg(test)]
    pub(crate) fn null() -> YielderRef {
        YielderRef(std::ptr::null())
    }
}

/// How a resumed generator came back.
pub enum Resumed {
    Yielded(Value),
    Returned(R<Value>),
}

/// Generator stacks of finished generators, for new generators to reuse (per thread, at most
/// `GEN_STACK_POOL_MAX`): mapping a 16 MiB stack, protecting its guard page, faulting in its
/// first pages and unmapping it cost about ten times what a short generator expression does.
/// A pooled stack keeps at most its top `GEN_STACK_KEEP` bytes committed (pages below are
/// given back with `madvise` when its generator went deeper), so the pool holds at most
/// `GEN_STACK_POOL_MAX * GEN_STACK_KEEP` bytes of committed memory that no run is charged
/// with, as mimalloc's caches of freed pages are not; a generator that takes a pooled stack
/// is charged exactly as on a fresh one (from its own depth), see `charge_stack`.
const GEN_STACK_POOL_MAX: usize = 16;
const GEN_STACK_KEEP: usize = 64 << 10;

thread_local! {
    static GEN_STACK_POOL: std::cell::RefCell<Vec<DefaultStack>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn gen_stack() -> R<DefaultStack> {
    if let Some(stack) = GEN_STACK_POOL.try_with(|p| p.borrow_mut().pop()).ok().flatten() {
        return Ok(stack);
    }
    DefaultStack::new(GEN_STACK_SIZE)
        .map_err(|_| memory_error("cannot allocate a stack for a generator"))
}

/// Gives a finished generator's stack back to the pool; `low` is the deepest position its
/// stack checks saw. The pages below the kept top are released first when the generator went
/// below it (by the same measure `charge_stack` charges: the native frames below the last
/// check fit in `GEN_STACK_SLACK`), from the stack's lowest usable address.
fn recycle_gen_stack(stack: DefaultStack, low: usize) {
    let keep_from = stack.base().get() - GEN_STACK_KEEP;
    if low < keep_from + GEN_STACK_SLACK {
        let from = stack.limit().get();
        // SAFETY: [from, keep_from) lies inside the stack's read-write mapping, below the top
        // that is kept, and no coroutine runs on this stack (its generator finished), so no
        // live data is in the range; MADV_DONTNEED only makes the pages read as zero again.
        unsafe {
            libc::madvise(from as *mut libc::c_void, keep_from - from, libc::MADV_DONTNEED);
        }
    }
    let _ = GEN_STACK_POOL.try_with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < GEN_STACK_POOL_MAX {
            p.push(stack);
        }
    });
}

pub struct GenCoroutine {
    /// Taken out only by `drop`, which gives the finished coroutine's stack to the pool.
    co: std::mem::ManuallyDrop<
        Coroutine<(usize, GenInput), (usize, Value), R<Value>, DefaultStack>,
    >,
    limit: usize,
    yielder: Option<YielderRef>,
    /// The top of the coroutine's stack (stacks grow down from it).
    base: usize,
    /// The deepest stack position the stack checks saw while the coroutine ran.
    low: usize,
    /// Bytes charged to the memory count for this stack (`charge_stack`), given back on drop.
    charged: usize,
}

/// What a generator's stack is charged beyond the pages from its top to the deepest position
/// the stack checks saw: one page, for the native frames below the last check and the page
/// table the kernel makes for the mapping (memory, though not in RSS). Measured with the CLI
/// (debug build): 5,000 live started shallow generators grew RSS by 4.5 KiB each and are
/// charged 8 KiB each; 60 generators that recursed to the 16 MiB stack's end reached 990 MB
/// RSS uncharged, and now end in `MemoryError` under 64 MiB (`tests/limits.rs`,
/// `generator_stacks_are_charged_to_the_memory_limit`, RSS growth 89 MiB).
const GEN_STACK_SLACK: usize = PAGE;
const PAGE: usize = 4096;

impl GenCoroutine {
    /// Charges the memory count (the counting allocator's live bytes, which the memory limit
    /// reads) with the pages this stack has committed: the mapping is made directly, not by
    /// the allocator, and the OS commits its pages as the coroutine first reaches them and
    /// keeps them until the stack is unmapped, however far the stack has unwound since. The
    /// charge only grows while the generator lives and is given back when it is dropped.
    fn charge_stack(&mut self) {
        let used = self.base.saturating_sub(self.low) + GEN_STACK_SLACK;
        let want = used.div_ceil(PAGE) * PAGE;
        if want > self.charged {
            count_bytes((want - self.charged) as isize);
            self.charged = want;
        }
    }
}

impl Drop for GenCoroutine {
    fn drop(&mut self) {
        // SAFETY: `co` is not used again: this is the destructor.
        let mut co = unsafe { std::mem::ManuallyDrop::take(&mut self.co) };
        // Nothing to do for a finished coroutine, the initial closure's drop for one never
        // started, and for a suspended one an unwind of its stack (a panic through its frames:
        // the costly path, which `Generator`'s finalization avoids by closing it first).
        co.force_unwind();
        recycle_gen_stack(co.into_stack(), self.low);
        if self.charged > 0 {
            count_bytes(-(self.charged as isize));
        }
    }
}

impl std::fmt::Debug for GenCoroutine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<generator coroutine>")
    }
}

impl GenCoroutine {
    /// Creates a suspended coroutine that will run `body` when first resumed.
    pub fn new(body: impl FnOnce(&mut Interp, GenInput) -> R<Value> + 'static) -> R<GenCoroutine> {
        let stack = gen_stack()?;
        let limit = stack.limit().get() + STACK_MARGIN;
        let base = stack.base().get();
        let co = Coroutine::with_stack(
            stack,
            move |yielder: &GenYielder, (ptr, input): (usize, GenInput)| {
                // SAFETY: `resume` passed the resumer's `&mut Interp`, which stays blocked in
                // `resume` until this coroutine suspends or returns.
                let interp = unsafe { &mut *(ptr as *mut Interp) };
                if let Some(top) = interp.run.gen_stack.last_mut() {
                    *top = YielderRef(yielder as *const GenYielder);
                }
                body(interp, input)
            },
        );
        // Not started, the stack has committed the page of its initial frame only.
        count_bytes(PAGE as isize);
        Ok(GenCoroutine {
            co: std::mem::ManuallyDrop::new(co),
            limit,
            yielder: None,
            base,
            low: base,
            charged: PAGE,
        })
    }

    pub fn done(&self) -> bool {
        self.co.done()
    }

    pub fn started(&self) -> bool {
        self.co.started()
    }

    /// Runs the coroutine until its next `yield` or its end.
    pub fn resume(&mut self, interp: &mut Interp, input: GenInput) -> Resumed {
        interp.run.gen_stack.push(self.yielder.unwrap_or(YielderRef(std::ptr::null())));
        let saved = interp.stack_limit;
        let saved_low = interp.stack_low;
        interp.stack_limit = self.limit;
        interp.stack_low = self.low;
        let ptr = interp as *mut Interp as usize;
        let result = self.co.resume((ptr, input));
        interp.stack_limit = saved;
        let low = std::mem::replace(&mut interp.stack_low, saved_low);
        if low < self.low {
            self.low = low;
            self.charge_stack();
        }
        if let Some(top) = interp.run.gen_stack.pop() {
            if !top.0.is_null() {
                self.yielder = Some(top);
            }
        }
        match result {
            CoroutineResult::Yield((_, v)) => Resumed::Yielded(v),
            CoroutineResult::Return(r) => Resumed::Returned(r),
        }
    }
}

/// Suspends the running generator, handing `v` to whoever resumed it; returns what the
/// generator is resumed with next.
pub(crate) fn yield_value(interp: &mut Interp, v: Value) -> R<GenInput> {
    let y = match interp.run.gen_stack.last() {
        Some(y) if !y.0.is_null() => *y,
        _ => return Err(crate::error::runtime_error("yield outside of a running generator")),
    };
    // The position of the suspension counts as reached (a generator expression may make no call).
    let sp = approx_sp();
    if sp < interp.stack_low {
        interp.stack_low = sp;
    }
    let ptr = interp as *mut Interp as usize;
    // SAFETY: the yielder belongs to the coroutine executing this very code: it is alive until
    // the coroutine returns, which cannot happen while we are inside it.
    let (_, input) = unsafe { &*y.0 }.suspend((ptr, v));
    Ok(input)
}
