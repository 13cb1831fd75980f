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

use corosensei::stack::{DefaultStack, Stack};
use corosensei::{Coroutine, CoroutineResult, Yielder};

use crate::error::{memory_error, Error, R};
use crate::interp::Interp;
use crate::value::Value;

/// Address space reserved for a run's stack: room for the deepest recursion the default
/// limits allow, with a wide margin even in unoptimised builds.
pub(crate) const RUN_STACK_SIZE: usize = 512 << 20;
/// Address space reserved for each generator's stack.
pub(crate) const GEN_STACK_SIZE: usize = 16 << 20;
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

/// Owns a value that is moved between threads as a whole; see the module documentation.
pub(crate) struct SendBox<T>(pub(crate) Box<T>);

// SAFETY: see the module documentation: every `Rc` inside is reachable only through the box.
unsafe impl<T> Send for SendBox<T> {}

/// **Re-entrant calls from the host.** While the host runs one operation on a host object
/// (`Interp::host_op`), the program's code it was handed may be called back on the same thread
/// (`df.apply(lambda r: ...)`). The host cannot hold the `&mut Interp` (the interpreter's API
/// is borrowed by the run in progress), so the interpreter is found through this thread-local
/// list of interpreters that are inside a host op, innermost last.
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

// Bytes the counting allocator has handed out minus bytes returned, on this thread.
// Allocations freed on another thread make the counts drift apart per thread; the memory
// limit only ever uses differences measured on the thread that runs the program.
thread_local! {
    static LIVE_BYTES: std::cell::Cell<isize> = const { std::cell::Cell::new(0) };
}

/// Set by the first allocation through `CountingAllocator`: when it is false, no counting
/// allocator is installed and the memory limit falls back to per-allocation checks.
static COUNTING_INSTALLED: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

#[inline(always)]
fn count_bytes(delta: isize) {
    let _ = LIVE_BYTES.try_with(|c| c.set(c.get().wrapping_add(delta)));
    if !COUNTING_INSTALLED.load(std::sync::atomic::Ordering::Relaxed) {
        COUNTING_INSTALLED.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Live bytes on this thread as counted by `CountingAllocator`, or `None` when the program
/// did not install it as its global allocator.
pub(crate) fn counted_live_bytes() -> Option<isize> {
    if COUNTING_INSTALLED.load(std::sync::atomic::Ordering::Relaxed) {
        LIVE_BYTES.try_with(|c| c.get()).ok()
    } else {
        None
    }
}

/// mimalloc with a per-thread count of live bytes. (mimalloc rather than the system allocator:
/// the evaluator makes and frees many small objects, and glibc's malloc/free were a fifth to a
/// quarter of the instructions of the programs that build tuples and strings.) Install it in the program that
/// embeds ophis (`#[global_allocator] static A: ophis::alloc::CountingAllocator =
/// ophis::alloc::CountingAllocator;`) to have the memory limit apply to the total live size.
pub struct CountingAllocator;

/// Whether mimalloc's plain entry points (`mi_malloc`, `mi_zalloc`, `mi_realloc`) return a
/// block aligned to `align` for `size`. They do when `align` is at most 16 and `size` is a
/// multiple of it: the first block of every mimalloc page is 16-aligned
/// (`MI_PAGE_MIN_START_BLOCK_ALIGN`), and the size class of such a size is itself a multiple
/// of `align` (classes up to 8 words are exact, larger ones are even numbers of words), as
/// are the huge blocks given whole pages. The aligned entry points the `mimalloc` crate always
/// calls take a generic slow path for every block over 1 KiB (~150 instructions each, a tenth
/// of a program that raises exceptions in a loop); they remain for every other layout.
#[inline(always)]
fn plain_alignment(size: usize, align: usize) -> bool {
    align <= 16 && size >= align && size.is_multiple_of(align)
}

// SAFETY: every method passes its arguments to mimalloc, whose contract is the same as the
// one `GlobalAlloc` imposes on our callers, and returns its result unchanged: the plain entry
// points only for layouts whose alignment they guarantee (`plain_alignment`), the aligned ones
// otherwise; every block is freed by `mi_free`, whichever entry point made it. The counting on
// the side neither allocates nor panics.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees (non-zero size layout); the plain
        // entry point only where it gives the alignment.
        let p = unsafe {
            if plain_alignment(layout.size(), layout.align()) {
                libmimalloc_sys::mi_malloc(layout.size()) as *mut u8
            } else {
                libmimalloc_sys::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        };
        if !p.is_null() {
            count_bytes(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let p = unsafe {
            if plain_alignment(layout.size(), layout.align()) {
                libmimalloc_sys::mi_zalloc(layout.size()) as *mut u8
            } else {
                libmimalloc_sys::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        };
        if !p.is_null() {
            count_bytes(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        // SAFETY: `ptr` was allocated by this allocator, that is by mimalloc.
        unsafe { libmimalloc_sys::mi_free(ptr as *mut std::ffi::c_void) };
        count_bytes(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from mimalloc with `layout`; the caller guarantees `new_size`. The
        // new block keeps `layout`'s alignment: the plain entry point only where it gives it.
        let p = unsafe {
            if plain_alignment(new_size, layout.align()) {
                libmimalloc_sys::mi_realloc(ptr as *mut std::ffi::c_void, new_size) as *mut u8
            } else {
                libmimalloc_sys::mi_realloc_aligned(
                    ptr as *mut std::ffi::c_void,
                    new_size,
                    layout.align(),
                ) as *mut u8
            }
        };
        if !p.is_null() {
            count_bytes(new_size as isize - layout.size() as isize);
        }
        p
    }
}
