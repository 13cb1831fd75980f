//! The counting global allocator: mimalloc with a per-thread count of live bytes.
//!
//! **Counting allocator.** `CountingAllocator` (public as `ophis::alloc::CountingAllocator`)
//! forwards to mimalloc and keeps a per-thread count of the bytes live on that
//! thread, so the memory limit can charge a run with everything it keeps, not only with the
//! allocations the evaluator checks one by one. Implementing `GlobalAlloc` is `unsafe` by
//! nature; the implementation only forwards the caller's obligations to mimalloc unchanged
//! and touches a `Cell` in a thread-local that has no destructor and a constant initializer
//! (so reading it never allocates and never fails, even while the thread exits).

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
pub(super) fn count_bytes(delta: isize) {
    let _ = LIVE_BYTES.try_with(|c| c.set(c.get().wrapping_add(delta)));
}

// mimalloc's `mi_option_set` (in its C library whatever the Rust crate's features; the crate
// declares it only with its `extended` feature, which needs one more crate).
extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_arena_eager_commit` in mimalloc's `mi_option_e` (the same in its versions 2 and 3).
const MI_OPTION_ARENA_EAGER_COMMIT: std::ffi::c_int = 4;

/// Before the first allocation through `CountingAllocator` (every other entry point comes
/// after one): records that it is installed, and has mimalloc commit its arenas on demand.
/// With arenas committed eagerly (its default on Linux), the blocks a growing list or the
/// collector's tables freed stayed resident, so they counted in a program's peak RSS: a
/// million floats in a list took 40 bytes each, 27 with this (the list's 16 and its last
/// doubling); pyperformance's btree peaked at 29 MB instead of 41, an empty program at 10
/// instead of 19, with the same CPU time. (Purging freed memory at once, `purge_delay` 0,
/// saves more but made a loop that makes and drops large lists three times slower.)
#[inline(always)]
fn first_allocation() {
    if !COUNTING_INSTALLED.load(std::sync::atomic::Ordering::Relaxed) {
        configure();
    }
}

#[cold]
#[inline(never)]
fn configure() {
    // SAFETY: `mi_option_set` only stores the value in mimalloc's option table; it is read
    // when the next arena is reserved, which no allocation has done yet.
    unsafe { mi_option_set(MI_OPTION_ARENA_EAGER_COMMIT, 0) };
    COUNTING_INSTALLED.store(true, std::sync::atomic::Ordering::Relaxed);
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
        first_allocation();
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
        first_allocation();
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
