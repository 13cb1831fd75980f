//! numpy's array data charged to the sandbox that causes it (NEP 49's allocator hook).
//!
//! numpy allocates an array's data through the handler in a context variable
//! (`PyDataMem_SetHandler`, numpy >= 1.22), and every array keeps the handler that made its
//! data, to free it with the same one later. While a confined host operation of a sandbox runs
//! (`PyHost::op`), `charge_numpy` installs a handler of ours in the current context; it wraps
//! the handler that was current before (numpy's default), prefixes every block with a header
//! recording its size and the sandbox's `ExternalMemory` counter, charges the counter (refusing
//! a block past the memory limit: numpy raises `MemoryError`) and, on free, uncharges exactly
//! what the header says, on whatever thread and whenever the array dies (arrays outlive runs in
//! the program's state). When the operation returns, the previous handler is restored: host
//! code outside the sandbox keeps numpy's own handler, and its arrays carry no header.
//!
//! Per operation rather than process-wide: numpy's handler is a context variable, which every
//! thread starts at numpy's default, so a process-wide install would need one per thread and
//! would put the header on every host array; per operation, only what the program causes is
//! touched. The cost is two context-variable writes per host operation once numpy is loaded.
//!
//! Without numpy, or with a numpy older than 1.22 (no hook), nothing is installed and nothing
//! is charged. A handler of the embedder's own is left in place (its arrays are not charged).

use std::cell::RefCell;
use std::ffi::{c_char, c_uint, c_void, CStr};
use std::sync::{Arc, OnceLock};

use ophis::ExternalMemory;
use pyo3::ffi;
use pyo3::prelude::*;

/// numpy's `PyDataMemAllocator` (ndarraytypes.h), version 1.
#[repr(C)]
struct Allocator {
    ctx: *mut c_void,
    malloc: unsafe extern "C" fn(*mut c_void, usize) -> *mut c_void,
    calloc: unsafe extern "C" fn(*mut c_void, usize, usize) -> *mut c_void,
    realloc: unsafe extern "C" fn(*mut c_void, *mut c_void, usize) -> *mut c_void,
    free: unsafe extern "C" fn(*mut c_void, *mut c_void, usize),
}

/// numpy's `PyDataMem_Handler`.
#[repr(C)]
struct Handler {
    name: [c_char; 127],
    version: u8,
    allocator: Allocator,
}

/// The name numpy requires of a handler capsule.
const CAPSULE_NAME: &CStr = c"mem_handler";

/// Indexes into numpy's C API table (`__multiarray_api.h`).
const API_FEATURE_VERSION: usize = 211;
const API_SET_HANDLER: usize = 304;
const API_GET_HANDLER: usize = 305;
/// `NPY_1_22_API_VERSION`: the first with the allocator hook.
const NPY_1_22_API_VERSION: c_uint = 0x0f;

type SetHandler = unsafe extern "C" fn(*mut ffi::PyObject) -> *mut ffi::PyObject;
type GetHandler = unsafe extern "C" fn() -> *mut ffi::PyObject;

/// What this module uses of numpy, found once numpy is loaded.
struct Numpy {
    set_handler: SetHandler,
    get_handler: GetHandler,
    /// Our handler's capsule (kept for the life of the process: arrays refer to it).
    ours: *mut ffi::PyObject,
    /// The handler ours wraps (kept alive for the life of the process).
    inner: *const Handler,
}

// SAFETY: the pointers are to objects kept alive for the life of the process and are only
// dereferenced or passed to numpy with the GIL held (the handler functions read `inner`'s
// function pointers, which never change).
unsafe impl Send for Numpy {}
unsafe impl Sync for Numpy {}

/// `None` inside: numpy is loaded but has no usable hook (older than 1.22, or its C API
/// could not be read); then nothing is ever charged.
static NUMPY: OnceLock<Option<Numpy>> = OnceLock::new();

thread_local! {
    /// The counters of the sandboxes whose operations are running on this thread, innermost
    /// last (`None`: a registered tool, the embedder's own code, charged to nobody).
    static ACCOUNTS: RefCell<Vec<Option<Arc<ExternalMemory>>>> = const { RefCell::new(Vec::new()) };
}

/// The counter to charge an allocation made now on this thread to, if any. Never panics
/// (numpy calls it from C): a thread-local being destroyed or borrowed means nobody.
fn current_account() -> Option<Arc<ExternalMemory>> {
    ACCOUNTS
        .try_with(|a| a.try_borrow().ok().and_then(|a| a.last().cloned().flatten()))
        .ok()
        .flatten()
}

/// The header before every block our handler makes: 16 bytes keep numpy's alignment.
#[repr(C)]
struct Header {
    /// The bytes numpy asked for (and the counter was charged).
    size: usize,
    /// The counter charged (an `Arc` turned into a raw pointer), or null.
    account: *const ExternalMemory,
}
const HEADER: usize = 16;
const _: () = assert!(std::mem::size_of::<Header>() <= HEADER);

/// Charges `size` to `account` as a refusable charge (`None`: nothing to charge).
fn take(account: Option<&Arc<ExternalMemory>>, size: usize) -> bool {
    account.is_none_or(|a| a.try_charge(size))
}

/// Writes the header at `base` and returns the block numpy sees.
///
/// SAFETY: `base` is a block of at least `HEADER` bytes aligned for `Header`.
unsafe fn finish(
    base: *mut c_void,
    size: usize,
    account: Option<Arc<ExternalMemory>>,
) -> *mut c_void {
    let header = Header { size, account: account.map_or(std::ptr::null(), Arc::into_raw) };
    // SAFETY: per the function's contract.
    unsafe {
        (base as *mut Header).write(header);
        (base as *mut u8).add(HEADER) as *mut c_void
    }
}

/// The header of a block numpy hands back, and the block's start.
///
/// SAFETY: `ptr` was returned by `finish` and is still allocated.
unsafe fn header_of(ptr: *mut c_void) -> (*mut c_void, usize, Option<Arc<ExternalMemory>>) {
    // SAFETY: per the function's contract, the header lies `HEADER` bytes before `ptr`; the
    // account pointer came from `Arc::into_raw` and its count is taken back here exactly once
    // (the caller frees the block or rewrites its header).
    unsafe {
        let base = (ptr as *mut u8).sub(HEADER) as *mut c_void;
        let h = (base as *const Header).read();
        let account = if h.account.is_null() { None } else { Some(Arc::from_raw(h.account)) };
        (base, h.size, account)
    }
}

/// SAFETY (all four): called by numpy with `ctx` = the wrapped handler's `Allocator`, as
/// `finish` set it, and with blocks this handler made.
unsafe extern "C" fn ophis_malloc(ctx: *mut c_void, size: usize) -> *mut c_void {
    let Some(total) = size.checked_add(HEADER) else { return std::ptr::null_mut() };
    let account = current_account();
    if !take(account.as_ref(), size) {
        return std::ptr::null_mut();
    }
    // SAFETY: see above.
    let inner = unsafe { &*(ctx as *const Allocator) };
    let base = unsafe { (inner.malloc)(inner.ctx, total) };
    if base.is_null() {
        if let Some(a) = account {
            a.uncharge(size);
        }
        return std::ptr::null_mut();
    }
    // SAFETY: a fresh block of `total` bytes from numpy's allocator (malloc-aligned).
    unsafe { finish(base, size, account) }
}

unsafe extern "C" fn ophis_calloc(ctx: *mut c_void, nelem: usize, elsize: usize) -> *mut c_void {
    let Some(size) = nelem.checked_mul(elsize) else { return std::ptr::null_mut() };
    let Some(total) = size.checked_add(HEADER) else { return std::ptr::null_mut() };
    let account = current_account();
    if !take(account.as_ref(), size) {
        return std::ptr::null_mut();
    }
    // SAFETY: see above.
    let inner = unsafe { &*(ctx as *const Allocator) };
    let base = unsafe { (inner.calloc)(inner.ctx, total, 1) };
    if base.is_null() {
        if let Some(a) = account {
            a.uncharge(size);
        }
        return std::ptr::null_mut();
    }
    // SAFETY: as in `ophis_malloc`.
    unsafe { finish(base, size, account) }
}

/// A grown block is charged to the sandbox running now, or else to the one charged for the
/// block before (host code growing a sandbox's array still grows the sandbox's charge, without
/// a refusal: the host is not the program).
unsafe extern "C" fn ophis_realloc(
    ctx: *mut c_void,
    ptr: *mut c_void,
    new_size: usize,
) -> *mut c_void {
    if ptr.is_null() {
        // SAFETY: forwarded.
        return unsafe { ophis_malloc(ctx, new_size) };
    }
    let Some(total) = new_size.checked_add(HEADER) else { return std::ptr::null_mut() };
    // SAFETY: see above; `ptr` is a live block of ours.
    let (base, old_size, old_account) = unsafe { header_of(ptr) };
    let current = current_account();
    let refusable = current.is_some();
    let target = current.or_else(|| old_account.clone());
    let same = match (&target, &old_account) {
        (Some(t), Some(o)) => Arc::ptr_eq(t, o),
        (None, None) => true,
        _ => false,
    };
    // Charge first (a refusal leaves the block and its header as they were).
    let charged = if same { new_size.saturating_sub(old_size) } else { new_size };
    let ok = match &target {
        Some(t) if refusable => t.try_charge(charged),
        Some(t) => {
            t.charge(charged);
            true
        }
        None => true,
    };
    if !ok {
        // The header still owns its count: give back the one `header_of` took.
        std::mem::forget(old_account);
        return std::ptr::null_mut();
    }
    // SAFETY: see above.
    let inner = unsafe { &*(ctx as *const Allocator) };
    let new_base = unsafe { (inner.realloc)(inner.ctx, base, total) };
    if new_base.is_null() {
        if let Some(t) = &target {
            t.uncharge(charged);
        }
        std::mem::forget(old_account);
        return std::ptr::null_mut();
    }
    // The old charge ends: all of it when the block changed counters, the shrinkage otherwise.
    if let Some(o) = &old_account {
        o.uncharge(if same { old_size.saturating_sub(new_size) } else { old_size });
    }
    drop(old_account);
    // SAFETY: `new_base` is the moved block of `total` bytes, its header region included.
    unsafe { finish(new_base, new_size, target) }
}

unsafe extern "C" fn ophis_free(ctx: *mut c_void, ptr: *mut c_void, _size: usize) {
    if ptr.is_null() {
        return;
    }
    // SAFETY: see above; the header, not numpy's `size`, says what was charged.
    let (base, size, account) = unsafe { header_of(ptr) };
    if let Some(a) = account {
        a.uncharge(size);
    }
    let inner = unsafe { &*(ctx as *const Allocator) };
    unsafe { (inner.free)(inner.ctx, base, size + HEADER) };
}

/// Reads numpy's C API if numpy is loaded (never imports it). `None` while numpy is not
/// loaded; `Some(None)` once it is, if the hook is unusable.
fn numpy(py: Python<'_>) -> Option<&'static Option<Numpy>> {
    if let Some(n) = NUMPY.get() {
        return Some(n);
    }
    // `std_module`: the op may run from a sealed frame, which has no `__import__`.
    let modules = crate::bridge::std_module(py, "sys").and_then(|s| s.getattr("modules")).ok()?;
    let module = ["numpy._core._multiarray_umath", "numpy.core._multiarray_umath"]
        .iter()
        .find_map(|name| modules.get_item(name).ok().filter(|m| !m.is_none()))?;
    Some(NUMPY.get_or_init(|| load(py, &module)))
}

fn load(_py: Python<'_>, module: &Bound<'_, PyAny>) -> Option<Numpy> {
    let capsule = module.getattr("_ARRAY_API").ok()?;
    // SAFETY: a capsule check, then its pointer (numpy's table of C API entries, which lives
    // as long as numpy, that is the process: extension modules are never unloaded).
    let table = unsafe {
        if ffi::PyCapsule_CheckExact(capsule.as_ptr()) == 0 {
            return None;
        }
        let p = ffi::PyCapsule_GetPointer(capsule.as_ptr(), std::ptr::null());
        if p.is_null() {
            ffi::PyErr_Clear();
            return None;
        }
        p as *const *const c_void
    };
    // SAFETY: entry 211 exists in every numpy with this table layout (since 1.4) and has this
    // signature; entries 304 and 305 exist from feature version 1.22 on.
    unsafe {
        let feature: unsafe extern "C" fn() -> c_uint =
            std::mem::transmute(*table.add(API_FEATURE_VERSION));
        if feature() < NPY_1_22_API_VERSION {
            return None;
        }
        let set_handler: SetHandler = std::mem::transmute(*table.add(API_SET_HANDLER));
        let get_handler: GetHandler = std::mem::transmute(*table.add(API_GET_HANDLER));
        let inner_capsule = get_handler();
        if inner_capsule.is_null() {
            ffi::PyErr_Clear();
            return None;
        }
        let inner =
            ffi::PyCapsule_GetPointer(inner_capsule, CAPSULE_NAME.as_ptr()) as *const Handler;
        if inner.is_null() || (*inner).version != 1 {
            ffi::PyErr_Clear();
            ffi::Py_DECREF(inner_capsule);
            return None;
        }
        // `inner_capsule`'s reference is kept for the life of the process, and so is our
        // handler (arrays made with it may live as long).
        let mut name = [0 as c_char; 127];
        for (d, s) in name.iter_mut().zip(b"ophis_charged\0") {
            *d = *s as c_char;
        }
        let handler: &'static Handler = Box::leak(Box::new(Handler {
            name,
            version: 1,
            allocator: Allocator {
                ctx: &(*inner).allocator as *const Allocator as *mut c_void,
                malloc: ophis_malloc,
                calloc: ophis_calloc,
                realloc: ophis_realloc,
                free: ophis_free,
            },
        }));
        let ours = ffi::PyCapsule_New(
            handler as *const Handler as *mut c_void,
            CAPSULE_NAME.as_ptr(),
            None,
        );
        if ours.is_null() {
            ffi::PyErr_Clear();
            return None;
        }
        Some(Numpy { set_handler, get_handler, ours, inner })
    }
}

/// While alive, numpy's allocations on this thread are charged to a sandbox (or to nobody);
/// dropping it restores the handler and the account that were current before.
pub struct ChargeGuard {
    /// The handler to restore (a new reference), when this guard installed ours.
    restore: Option<*mut ffi::PyObject>,
}

/// Charges numpy's allocations on this thread to `account` until the guard is dropped (with
/// the GIL held, as it is made); `None` charges them to nobody (a registered tool's code).
pub fn charge_numpy(py: Python<'_>, account: Option<Arc<ExternalMemory>>) -> ChargeGuard {
    let charging = account.is_some();
    let _ = ACCOUNTS.try_with(|a| a.borrow_mut().push(account));
    let mut guard = ChargeGuard { restore: None };
    if !charging {
        return guard;
    }
    let Some(Some(np)) = numpy(py) else { return guard };
    // SAFETY: numpy's C API with the GIL held; the references are balanced (`restore` keeps
    // the one `set_handler` returns until the guard gives it back).
    unsafe {
        let current = (np.get_handler)();
        if current.is_null() {
            ffi::PyErr_Clear();
            return guard;
        }
        let wrapped = current == np.ours
            || ffi::PyCapsule_GetPointer(current, CAPSULE_NAME.as_ptr()) as *const Handler
                == np.inner;
        let ours_now = current == np.ours;
        ffi::Py_DECREF(current);
        if !wrapped {
            // A handler of the embedder's own: left in place, uncharged.
            ffi::PyErr_Clear();
            return guard;
        }
        if ours_now {
            return guard;
        }
        let old = (np.set_handler)(np.ours);
        if old.is_null() {
            ffi::PyErr_Clear();
            return guard;
        }
        guard.restore = Some(old);
    }
    guard
}

impl Drop for ChargeGuard {
    fn drop(&mut self) {
        let _ = ACCOUNTS.try_with(|a| a.borrow_mut().pop());
        if let Some(old) = self.restore.take() {
            if let Some(Some(np)) = NUMPY.get() {
                // SAFETY: the guard is dropped where it was made, with the GIL held; `old` is
                // the reference `set_handler` returned, given back here.
                unsafe {
                    let ours = (np.set_handler)(old);
                    if ours.is_null() {
                        ffi::PyErr_Clear();
                    } else {
                        ffi::Py_DECREF(ours);
                    }
                    ffi::Py_DECREF(old);
                }
            }
        }
    }
}
