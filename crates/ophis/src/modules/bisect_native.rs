//! `_bisect`: the bisection functions of the `bisect` module, ported from CPython 3.11's
//! `Modules/_bisectmodule.c` (which CPython's `bisect.py` re-exports), so the comparisons
//! made, their order, the calls of `key` and the error messages are CPython's.
//!
//! No borrow of the sequence is held while a comparison or `key` runs: either may mutate it,
//! and a later index past its end is then an `IndexError`, as in CPython.

use crate::args::{bind, req, Sig};
use crate::error::{index_error, overflow_error, type_error, value_error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::new_module;
use crate::value::{Builtin, BuiltinFn, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("bisect_right", bisect_right),
        ("bisect_left", bisect_left),
        ("insort_right", insort_right),
        ("insort_left", insort_left),
    ];
    // Unlike the other private modules' functions these are the public `bisect`'s own, which
    // CPython never binds as methods (`class A: f = bisect.bisect`).
    let attrs: Vec<(&str, Value)> = funcs
        .iter()
        .map(|(name, f)| {
            let b = Builtin {
                name: std::borrow::Cow::Borrowed(*name),
                func: *f,
                receiver: None,
                module: "_bisect",
                binds: false,
            };
            (*name, Value::Builtin(std::rc::Rc::new(b)))
        })
        .collect();
    Ok(new_module("_bisect", attrs))
}

/// The Argument Clinic signature all four share: `(a, x, lo=0, hi=None, *, key=None)`.
macro_rules! sig {
    ($name:literal) => {{
        static SIG: Sig<5> = Sig::keywords($name, ["a", "x", "lo", "hi", "key"], 2, 0, 1);
        &SIG
    }};
}

/// The arguments after binding: the sequence, the item, `lo`, `hi` (-1 for `len(a)`) and the
/// key function (None for none).
struct Args<'a> {
    a: &'a Value,
    x: &'a Value,
    lo: i64,
    hi: i64,
    key: Option<&'a Value>,
}

/// An index argument converted as Argument Clinic's `Py_ssize_t` converter does
/// (`_PyNumber_Index`, then `PyLong_AsSsize_t`): an int too big for it is an `OverflowError`
/// worded `too_big`.
fn ssize(interp: &mut Interp, v: &Value, too_big: &str) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::BigInt(_) => Err(overflow_error(too_big)),
        other => interp.index_value(other).map_err(|e| {
            // `index_value` reports an `__index__` giving a huge int as a subscript would.
            if e.builtin_type() == Some(ExcType::IndexError) {
                overflow_error(too_big)
            } else {
                e
            }
        }),
    }
}

fn parse<'a>(interp: &mut Interp, sig: &Sig<5>, args: &'a [Value], kw: &'a Kwargs) -> R<Args<'a>> {
    let [a, x, lo, hi, key] = bind(sig, args, kw)?;
    let lo = match lo {
        Some(v) => ssize(interp, v, "Python int too large to convert to C ssize_t")?,
        None => 0,
    };
    // `_Py_convert_optional_to_ssize_t`: None (or absent) is -1, an object without
    // `__index__` is refused in its own words.
    let hi = match hi {
        None | Some(Value::None) => -1,
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
            ssize(interp, v, "cannot fit 'int' into an index-sized integer")?
        }
        Some(v @ Value::Instance(i))
            if i.class.lookup("__index__").is_some()
                || matches!(
                    &*i.builtin_base.borrow(),
                    Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                ) =>
        {
            ssize(interp, v, "cannot fit 'int' into an index-sized integer")?
        }
        Some(v @ Value::Host(_)) => {
            ssize(interp, v, "cannot fit 'int' into an index-sized integer")?
        }
        Some(v) => {
            return Err(type_error(format!(
                "argument should be integer or None, not '{}'",
                interp.type_name(v)
            )))
        }
    };
    let key = key.filter(|k| !matches!(k, Value::None));
    Ok(Args { a: req(a), x: req(x), lo, hi, key })
}

/// `PySequence_Size(a)`.
fn seq_len(interp: &mut Interp, a: &Value) -> R<i64> {
    match a {
        Value::List(l) => Ok(l.borrow().len() as i64),
        Value::Dict(_) => Err(type_error("dict is not a sequence")),
        other => Ok(interp.len(other)? as i64),
    }
}

/// `PySequence_GetItem(a, i)` for `0 <= i`.
fn seq_item(interp: &mut Interp, a: &Value, i: i64) -> R<Value> {
    match a {
        Value::List(l) => l
            .borrow()
            .get(i as usize)
            .cloned()
            .ok_or_else(|| index_error("list index out of range")),
        Value::Tuple(t) => {
            t.get(i as usize).cloned().ok_or_else(|| index_error("tuple index out of range"))
        }
        Value::Dict(_) => Err(type_error("dict is not a sequence")),
        Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Range(_)
        | Value::Instance(_)
        | Value::Host(_) => interp.getitem(a, &Value::Int(i)),
        other => Err(type_error(format!(
            "'{}' object does not support indexing",
            interp.type_name(other)
        ))),
    }
}

/// `internal_bisect_right` (`left == false`) and `internal_bisect_left`: the insertion point
/// of `x` in `a[lo:hi]`, comparing `x` with `key(item)` when there is a key.
fn search(interp: &mut Interp, p: &Args<'_>, x: &Value, left: bool) -> R<i64> {
    let mut lo = p.lo;
    if lo < 0 {
        return Err(value_error("lo must be non-negative"));
    }
    let mut hi = if p.hi == -1 { seq_len(interp, p.a)? } else { p.hi };
    while lo < hi {
        interp.budget.step()?;
        // As C's `((size_t)lo + hi) / 2`: no overflow for any two non-negative indices.
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let mut item = seq_item(interp, p.a, mid)?;
        if let Some(key) = p.key {
            item = interp.call(key, vec![item], Vec::new())?;
        }
        let go_left = if left { !interp.lt(&item, x)? } else { interp.lt(x, &item)? };
        if go_left {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn bisect_impl(
    interp: &mut Interp,
    sig: &Sig<5>,
    args: &[Value],
    kw: &Kwargs,
    left: bool,
) -> R<Value> {
    let p = parse(interp, sig, args, kw)?;
    Ok(Value::Int(search(interp, &p, p.x, left)?))
}

fn insort_impl(
    interp: &mut Interp,
    sig: &Sig<5>,
    args: &[Value],
    kw: &Kwargs,
    left: bool,
) -> R<Value> {
    let p = parse(interp, sig, args, kw)?;
    let index = match p.key {
        None => search(interp, &p, p.x, left)?,
        Some(key) => {
            let key_x = interp.call(key, vec![p.x.clone()], Vec::new())?;
            search(interp, &p, &key_x, left)?
        }
    };
    match p.a {
        // `PyList_Insert` for an exact list; any other object's own `insert` method.
        Value::List(l) => {
            let mut v = l.borrow_mut();
            let pos = (index.max(0) as usize).min(v.len());
            v.insert(pos, p.x.clone());
        }
        other => {
            let name: std::rc::Rc<str> = std::rc::Rc::from("insert");
            interp.call_method_checked(
                other,
                &name,
                vec![Value::Int(index), p.x.clone()],
                Vec::new(),
                false,
            )?;
        }
    }
    Ok(Value::None)
}

fn bisect_right(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bisect_impl(interp, sig!("bisect_right"), args, kw, false)
}

fn bisect_left(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bisect_impl(interp, sig!("bisect_left"), args, kw, true)
}

fn insort_right(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    insort_impl(interp, sig!("insort_right"), args, kw, false)
}

fn insort_left(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    insort_impl(interp, sig!("insort_left"), args, kw, true)
}
