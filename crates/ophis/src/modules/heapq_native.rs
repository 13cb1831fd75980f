//! `_heapq`: the heap primitives of the `heapq` module, ported from CPython's
//! `Modules/_heapqmodule.c` (which CPython's `heapq.py` re-exports), so the element order after
//! every operation, the comparisons made and the error messages are CPython's. `py/heapq.py`
//! adds `merge`, `nlargest` and `nsmallest`, which CPython also writes in Python.
//!
//! No borrow of the list is held while a comparison runs: a user `__lt__` may mutate the heap,
//! which is detected (as in CPython) as "list changed size during iteration".

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::{bind, req, Sig};
use crate::error::{index_error, runtime_error, type_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BuiltinFn, Value};

type List = Rc<RefCell<Vec<Value>>>;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("heappush", heappush),
        ("heappop", heappop),
        ("heapreplace", heapreplace),
        ("heappushpop", heappushpop),
        ("heapify", heapify),
        ("_heappop_max", heappop_max),
        ("_heapreplace_max", heapreplace_max),
        ("_heapify_max", heapify_max),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_heapq", name, *f))).collect();
    Ok(new_module("_heapq", attrs))
}

/// The list a heap function works on (lists and list subclasses), else CPython's TypeError.
fn heap_list(interp: &Interp, v: &Value, what: &str) -> R<List> {
    match v {
        Value::List(l) => Ok(l.clone()),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(Value::List(l)) => Ok(l.clone()),
            _ => Err(type_error(format!("{what} must be list, not {}", i.class.name))),
        },
        other => Err(type_error(format!("{what} must be list, not {}", interp.type_name(other)))),
    }
}

/// The declared signature of a METH_O function of `_heapq` (`sig1!("heappop")`).
macro_rules! sig1 {
    ($name:literal) => {{
        static SIG: Sig<1> = Sig::one(concat!("_heapq.", $name));
        &SIG
    }};
}

/// The declared signature of a two-argument Argument Clinic function (`sig2!("heappush")`).
macro_rules! sig2 {
    ($name:literal) => {{
        static SIG: Sig<2> = Sig::positional($name, concat!("_heapq.", $name), ["heap", "item"], 2);
        &SIG
    }};
}

fn one_arg<'a>(sig: &Sig<1>, args: &'a [Value], kw: &'a Kwargs) -> R<&'a Value> {
    let [heap] = bind(sig, args, kw)?;
    Ok(req(heap))
}

fn two_args<'a>(sig: &Sig<2>, args: &'a [Value], kw: &'a Kwargs) -> R<(&'a Value, &'a Value)> {
    let [heap, item] = bind(sig, args, kw)?;
    Ok((req(heap), req(item)))
}

fn get(heap: &List, i: usize) -> R<Value> {
    heap.borrow().get(i).cloned().ok_or_else(|| index_error("index out of range"))
}

fn changed_size() -> crate::error::Error {
    runtime_error("list changed size during iteration")
}

/// `a < b` for the min-heap, `b < a` for the max-heap.
fn before(interp: &mut Interp, a: &Value, b: &Value, max: bool) -> R<bool> {
    if max {
        interp.lt(b, a)
    } else {
        interp.lt(a, b)
    }
}

/// Moves the item at `pos` up towards `startpos` while it sorts before its parent.
fn siftdown(interp: &mut Interp, heap: &List, startpos: usize, mut pos: usize, max: bool) -> R<()> {
    let size = heap.borrow().len();
    if pos >= size {
        return Err(index_error("index out of range"));
    }
    while pos > startpos {
        let parentpos = (pos - 1) >> 1;
        let newitem = get(heap, pos)?;
        let parent = get(heap, parentpos)?;
        let cmp = before(interp, &newitem, &parent, max)?;
        if heap.borrow().len() != size {
            return Err(changed_size());
        }
        if !cmp {
            break;
        }
        heap.borrow_mut().swap(parentpos, pos);
        pos = parentpos;
    }
    Ok(())
}

/// Bubbles the smaller (larger, for the max-heap) child up from `pos` to a leaf, then sifts
/// the item that was at `pos` back down into place.
fn siftup(interp: &mut Interp, heap: &List, mut pos: usize, max: bool) -> R<()> {
    let endpos = heap.borrow().len();
    let startpos = pos;
    if pos >= endpos {
        return Err(index_error("index out of range"));
    }
    let limit = endpos >> 1;
    while pos < limit {
        let mut childpos = 2 * pos + 1;
        if childpos + 1 < endpos {
            let a = get(heap, childpos)?;
            let b = get(heap, childpos + 1)?;
            let cmp = before(interp, &a, &b, max)?;
            if heap.borrow().len() != endpos {
                return Err(changed_size());
            }
            if !cmp {
                childpos += 1;
            }
        }
        {
            let mut h = heap.borrow_mut();
            if childpos >= h.len() || pos >= h.len() {
                return Err(changed_size());
            }
            h.swap(childpos, pos);
        }
        pos = childpos;
    }
    siftdown(interp, heap, startpos, pos, max)
}

fn heappush(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (h, item) = two_args(sig2!("heappush"), args, kw)?;
    let heap = heap_list(interp, h, "heappush() argument 1")?;
    let n = {
        let mut v = heap.borrow_mut();
        v.push(item.clone());
        v.len()
    };
    siftdown(interp, &heap, 0, n - 1, false)?;
    Ok(Value::None)
}

fn pop_impl(interp: &mut Interp, heap: &List, max: bool) -> R<Value> {
    let lastelt = match heap.borrow_mut().pop() {
        Some(v) => v,
        None => return Err(index_error("index out of range")),
    };
    let returnitem = {
        let mut v = heap.borrow_mut();
        match v.first_mut() {
            Some(slot) => std::mem::replace(slot, lastelt),
            None => return Ok(lastelt),
        }
    };
    siftup(interp, heap, 0, max)?;
    Ok(returnitem)
}

fn heappop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let h = one_arg(sig1!("heappop"), args, kw)?;
    let heap = heap_list(interp, h, "heappop() argument")?;
    pop_impl(interp, &heap, false)
}

fn heappop_max(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let h = one_arg(sig1!("_heappop_max"), args, kw)?;
    let heap = heap_list(interp, h, "_heappop_max() argument")?;
    pop_impl(interp, &heap, true)
}

fn replace_impl(interp: &mut Interp, heap: &List, item: &Value, max: bool) -> R<Value> {
    let returnitem = {
        let mut v = heap.borrow_mut();
        match v.first_mut() {
            Some(slot) => std::mem::replace(slot, item.clone()),
            None => return Err(index_error("index out of range")),
        }
    };
    siftup(interp, heap, 0, max)?;
    Ok(returnitem)
}

fn heapreplace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (h, item) = two_args(sig2!("heapreplace"), args, kw)?;
    let heap = heap_list(interp, h, "heapreplace() argument 1")?;
    replace_impl(interp, &heap, item, false)
}

fn heapreplace_max(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (h, item) = two_args(sig2!("_heapreplace_max"), args, kw)?;
    let heap = heap_list(interp, h, "_heapreplace_max() argument 1")?;
    replace_impl(interp, &heap, item, true)
}

fn heappushpop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (h, item) = two_args(sig2!("heappushpop"), args, kw)?;
    let heap = heap_list(interp, h, "heappushpop() argument 1")?;
    let top = match heap.borrow().first() {
        Some(t) => t.clone(),
        None => return Ok(item.clone()),
    };
    if !interp.lt(&top, item)? {
        return Ok(item.clone());
    }
    replace_impl(interp, &heap, item, false)
}

fn heapify_impl(interp: &mut Interp, heap: &List, max: bool) -> R<()> {
    let n = heap.borrow().len();
    for i in (0..n / 2).rev() {
        siftup(interp, heap, i, max)?;
        if i % 1024 == 0 {
            interp.budget.check_clock()?;
        }
    }
    Ok(())
}

fn heapify(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let h = one_arg(sig1!("heapify"), args, kw)?;
    let heap = heap_list(interp, h, "heapify() argument")?;
    heapify_impl(interp, &heap, false)?;
    Ok(Value::None)
}

fn heapify_max(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let h = one_arg(sig1!("_heapify_max"), args, kw)?;
    let heap = heap_list(interp, h, "_heapify_max() argument")?;
    heapify_impl(interp, &heap, true)?;
    Ok(Value::None)
}
