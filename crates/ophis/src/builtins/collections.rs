//! Methods of list, tuple, dict, set, frozenset, int, float, complex and generators.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, ToPrimitive, Zero};

use crate::args::{bind, bind_named, req, Sig};
use crate::builtins::range::{range_count, range_index, slice_indices};
use crate::coro::GenInput;
use crate::dict::Dict;
use crate::error::{index_error, type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, TypeKind, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

#[derive(Debug)]
pub struct DictView {
    pub dict: Rc<RefCell<Dict>>,
    pub kind: ViewKind,
}

pub(crate) fn methods_for(kind: TypeKind) -> Vec<(&'static str, BuiltinFn)> {
    match kind {
        TypeKind::List => vec![
            ("append", list_append),
            ("extend", list_extend),
            ("insert", list_insert),
            ("pop", list_pop),
            ("remove", list_remove),
            ("index", seq_index),
            ("count", seq_count),
            ("sort", list_sort),
            ("reverse", list_reverse),
            ("copy", list_copy),
            ("clear", list_clear),
            ("__init__", list_init),
        ],
        TypeKind::Tuple => vec![("index", seq_index), ("count", seq_count)],
        TypeKind::Dict => vec![
            ("get", dict_get),
            ("items", dict_items),
            ("keys", dict_keys),
            ("values", dict_values),
            ("setdefault", dict_setdefault),
            ("pop", dict_pop),
            ("popitem", dict_popitem),
            ("update", dict_update),
            ("copy", dict_copy),
            ("clear", dict_clear),
            ("__init__", dict_init),
        ],
        TypeKind::Set => vec![
            ("__init__", set_init),
            ("add", set_add),
            ("discard", set_discard),
            ("remove", set_remove),
            ("pop", set_pop),
            ("clear", set_clear),
            ("copy", set_copy),
            ("update", set_update),
            ("intersection_update", set_intersection_update),
            ("difference_update", set_difference_update),
            ("symmetric_difference_update", set_symmetric_difference_update),
            ("union", set_union),
            ("intersection", set_intersection),
            ("difference", set_difference),
            ("symmetric_difference", set_symmetric_difference),
            ("issubset", set_issubset),
            ("issuperset", set_issuperset),
            ("isdisjoint", set_isdisjoint),
        ],
        TypeKind::FrozenSet => vec![
            ("copy", set_copy),
            ("union", set_union),
            ("intersection", set_intersection),
            ("difference", set_difference),
            ("symmetric_difference", set_symmetric_difference),
            ("issubset", set_issubset),
            ("issuperset", set_issuperset),
            ("isdisjoint", set_isdisjoint),
        ],
        TypeKind::Int => vec![
            ("bit_length", int_bit_length),
            ("bit_count", int_bit_count),
            ("to_bytes", int_to_bytes),
            ("as_integer_ratio", int_as_integer_ratio),
            ("conjugate", num_self),
        ],
        TypeKind::Float => vec![
            ("is_integer", float_is_integer),
            ("as_integer_ratio", float_as_integer_ratio),
            ("hex", float_hex),
            ("conjugate", num_self),
        ],
        TypeKind::Complex => vec![("conjugate", complex_conjugate)],
        TypeKind::DictKeys | TypeKind::DictItems => vec![("isdisjoint", view_isdisjoint)],
        TypeKind::Range => vec![("index", range_index), ("count", range_count)],
        TypeKind::Slice => vec![("indices", slice_indices)],
        TypeKind::Generator => vec![("send", gen_send), ("throw", gen_throw), ("close", gen_close)],
        TypeKind::Coroutine => vec![
            ("send", coro_send),
            ("throw", coro_throw),
            ("close", coro_close),
            ("__await__", coro_await),
        ],
        TypeKind::CoroutineWrapper => {
            vec![("send", wrapper_send), ("throw", wrapper_throw), ("close", wrapper_close)]
        }
        TypeKind::AsyncGenerator => vec![
            ("__aiter__", agen_aiter),
            ("__anext__", agen_anext),
            ("asend", agen_asend),
            ("athrow", agen_athrow),
            ("aclose", agen_aclose),
        ],
        TypeKind::AsyncGenASend | TypeKind::AsyncGenAThrow => vec![
            ("send", awaitable_send),
            ("throw", awaitable_throw),
            ("close", awaitable_close),
            ("__await__", awaitable_await),
        ],
        _ => vec![],
    }
}

/// The declared signature of a builtin method: `METH_NOARGS` (`sig!(noargs "list.copy")`),
/// `METH_O` (`sig!(one "list.append")`), or Argument Clinic positional-only
/// (`sig!(pos "insert", "list.insert", ["index", "object"], 2)`).
macro_rules! sig {
    (noargs $name:expr) => {{
        static SIG: Sig<0> = Sig::no_args($name);
        &SIG
    }};
    (one $name:expr) => {{
        static SIG: Sig<1> = Sig::one($name);
        &SIG
    }};
    (pos $name:literal, $kw_name:literal, $params:expr, $required:expr) => {{
        static SIG: Sig<{ $params.len() }> = Sig::positional($name, $kw_name, $params, $required);
        &SIG
    }};
    (varargs $name:literal) => {{
        static SIG: Sig<0> = Sig::varargs($name, $name, [], 0);
        &SIG
    }};
}
pub(super) use sig;

/// The arguments after the receiver, bound to the method's declared signature.
fn method_args<'a, const N: usize>(
    sig: &Sig<N>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    bind(sig, args.get(1..).unwrap_or(&[]), kw)
}

/// The one argument after the receiver of a `METH_O` method.
pub(super) fn method_arg<'a>(sig: &Sig<1>, args: &'a [Value], kw: &'a Kwargs) -> R<&'a Value> {
    let [v] = method_args(sig, args, kw)?;
    Ok(req(v))
}

/// No keyword arguments, for binding the positional part of a call whose keywords are data
/// (`dict.update(other, **items)`).
const NO_KWARGS: &Kwargs = &Vec::new();

/// CPython's error for a builtin method called through its class on a value of another type.
pub(super) fn descriptor_error(
    name: &str,
    owner: &str,
    recv: Option<&Value>,
) -> crate::error::Error {
    match recv {
        Some(v) => type_error(format!(
            "descriptor '{name}' for '{owner}' objects doesn't apply to a '{}' object",
            crate::builtins::str_methods::type_name(v)
        )),
        None => type_error(format!("unbound method {owner}.{name}() needs an argument")),
    }
}

/// The list a `list` method works on: a list, or the list part of a list subclass instance
/// (`list.append(L(), x)` as CPython's method descriptors accept subclasses).
fn list_of(args: &[Value], name: &str) -> R<Rc<RefCell<Vec<Value>>>> {
    match args.first() {
        Some(Value::List(l)) => Ok(l.clone()),
        Some(Value::Instance(i)) => match &*i.builtin_base.borrow() {
            Some(Value::List(l)) => Ok(l.clone()),
            _ => Err(descriptor_error(name, "list", args.first())),
        },
        _ => Err(descriptor_error(name, "list", args.first())),
    }
}

fn list_append(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "append")?;
    let item = method_arg(sig!(one "list.append"), args, kw)?;
    let mut v = l.borrow_mut();
    if v.len() == v.capacity() {
        // Charged at each doubling: the new capacity, and what the elements only this list
        // holds take (`x.append("a" * 10**6)` in a loop).
        let held =
            v.iter().map(|x| crate::ops::fresh_heap_size(x, 1)).fold(0usize, usize::saturating_add);
        interp.check_held(v.len().saturating_mul(32).saturating_add(held))?;
        interp.room_for_one(&mut *v)?;
    }
    v.push(item.clone());
    Ok(Value::None)
}

fn list_extend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "extend")?;
    let items = interp.iterate(method_arg(sig!(one "list.extend"), args, kw)?)?;
    interp.check_alloc((l.borrow().len() + items.len()) * 16)?;
    l.borrow_mut().extend(items);
    Ok(Value::None)
}

fn list_insert(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "insert")?;
    let [index, item] =
        method_args(sig!(pos "insert", "list.insert", ["index", "object"], 2), args, kw)?;
    let i = interp.index_value(req(index))?;
    let mut v = l.borrow_mut();
    let len = v.len() as i64;
    let pos = if i < 0 { (i + len).max(0) } else { i.min(len) };
    v.insert(pos as usize, req(item).clone());
    Ok(Value::None)
}

fn list_pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "pop")?;
    let [index] = method_args(sig!(pos "pop", "list.pop", ["index"], 0), args, kw)?;
    let i = match index {
        Some(v) => interp.index_value(v)?,
        None => -1,
    };
    let mut v = l.borrow_mut();
    if v.is_empty() {
        return Err(index_error("pop from empty list"));
    }
    let len = v.len() as i64;
    let j = if i < 0 { i + len } else { i };
    if j < 0 || j >= len {
        return Err(index_error("pop index out of range"));
    }
    Ok(v.remove(j as usize))
}

fn list_remove(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "remove")?;
    let value = method_arg(sig!(one "list.remove"), args, kw)?;
    // As CPython's `list_remove`: each step reads the list as it is now, since an `__eq__`
    // may change it, and removes at the index where the match was found.
    let mut i = 0;
    while let Some(x) = live_item(args, i) {
        if x.is(value) || interp.eq(&x, value)? {
            let mut v = l.borrow_mut();
            if i < v.len() {
                v.remove(i);
            }
            return Ok(Value::None);
        }
        i += 1;
    }
    Err(value_error("list.remove(x): x not in list"))
}

/// Item `i` of the list or tuple receiver as it is now (`None` past its end).
fn live_item(args: &[Value], i: usize) -> Option<Value> {
    match args.first() {
        Some(Value::List(l)) => l.borrow().get(i).cloned(),
        Some(Value::Tuple(t)) => t.get(i).cloned(),
        _ => None,
    }
}

fn seq_len(args: &[Value]) -> usize {
    match args.first() {
        Some(Value::List(l)) => l.borrow().len(),
        Some(Value::Tuple(t)) => t.len(),
        _ => 0,
    }
}

/// A bound of `list.index`/`tuple.index` (`_PyEval_SliceIndexNotNone`): an int past 64 bits
/// is clamped, as CPython clamps it to the size range.
fn index_bound(interp: &mut Interp, v: &Value) -> R<i64> {
    match v {
        Value::BigInt(b) => Ok(if b.is_negative() { i64::MIN / 2 } else { i64::MAX / 2 }),
        _ => interp.index_value(v),
    }
}

fn seq_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let is_tuple = matches!(args.first(), Some(Value::Tuple(_)));
    let [value, start, stop] = if is_tuple {
        method_args(sig!(pos "index", "tuple.index", ["value", "start", "stop"], 1), args, kw)?
    } else {
        method_args(sig!(pos "index", "list.index", ["value", "start", "stop"], 1), args, kw)?
    };
    let value = req(value);
    // The bounds are converted first (an `__index__` may change the list), each normalized
    // against the length at that moment, as CPython's `list_index_impl` does.
    let start = match start {
        Some(v) => {
            let i = index_bound(interp, v)?;
            if i < 0 {
                (i + seq_len(args) as i64).max(0)
            } else {
                i
            }
        }
        None => 0,
    };
    let stop = match stop {
        Some(v) => {
            let i = index_bound(interp, v)?;
            if i < 0 {
                (i + seq_len(args) as i64).max(0)
            } else {
                i
            }
        }
        None => i64::MAX,
    };
    let mut i = start;
    while i < stop {
        let Some(x) = live_item(args, i as usize) else { break };
        if x.is(value) || interp.eq(&x, value)? {
            return Ok(Value::Int(i));
        }
        i += 1;
    }
    let what = if is_tuple {
        "tuple.index(x): x not in tuple".to_string()
    } else {
        format!("{} is not in list", interp.repr(value)?)
    };
    Err(value_error(what))
}

fn seq_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let value = if matches!(args.first(), Some(Value::Tuple(_))) {
        method_arg(sig!(one "tuple.count"), args, kw)?
    } else {
        method_arg(sig!(one "list.count"), args, kw)?
    };
    // The list is read as it is at each step, as CPython's `list_count`.
    let mut n = 0;
    let mut i = 0;
    while let Some(x) = live_item(args, i) {
        if x.is(value) || interp.eq(&x, value)? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::Int(n))
}

fn list_sort(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "sort")?;
    let [key, reverse] = method_args(&crate::builtins::SORT_SIG, args, kw)?;
    let key = key.filter(|k| !k.is_none()).cloned();
    let reverse = match reverse {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    // CPython empties the list while sorting, so mutation during the sort is detected.
    let mut items = std::mem::take(&mut *l.borrow_mut());
    let sorted = crate::builtins::sort_values_in_place(interp, &mut items, key, reverse);
    // What the key function or a comparison added while the list was empty is dropped, as
    // CPython drops it, and the sort reports the mutation. An append followed by a pop leaves
    // the list empty but not as the sort left it (CPython checks `allocated`, as this checks
    // the capacity: `Vec::new` has none, and a pop never gives it back).
    let modified = l.borrow().capacity() != 0;
    let dropped = std::mem::replace(&mut *l.borrow_mut(), items);
    drop(dropped);
    sorted?;
    if modified {
        return Err(crate::error::value_error("list modified during sort"));
    }
    Ok(Value::None)
}

fn list_reverse(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "reverse")?;
    method_args(sig!(noargs "list.reverse"), args, kw)?;
    l.borrow_mut().reverse();
    Ok(Value::None)
}

fn list_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "copy")?;
    method_args(sig!(noargs "list.copy"), args, kw)?;
    let items = l.borrow().clone();
    Ok(Value::list(items))
}

fn list_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let l = list_of(args, "clear")?;
    method_args(sig!(noargs "list.clear"), args, kw)?;
    l.borrow_mut().clear();
    Ok(Value::None)
}

/// `list.__init__` for user subclasses of list (`super().__init__(items)`). Its keywords are
/// not checked: CPython refuses them only when the class has list's own `__new__`.
fn list_init(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let [iterable] = method_args(sig!(pos "list", "list", ["iterable"], 0), args, NO_KWARGS)?;
    if let Some(Value::Instance(i)) = args.first() {
        let items = match iterable {
            Some(v) => interp.iterate(v)?,
            None => vec![],
        };
        *i.builtin_base.borrow_mut() = Some(Value::list(items));
    }
    Ok(Value::None)
}

/// The dict a `dict` method works on: a dict, or the dict part of a dict subclass instance.
fn dict_of(args: &[Value], name: &str) -> R<Rc<RefCell<Dict>>> {
    match args.first() {
        Some(Value::Dict(d)) => Ok(d.clone()),
        Some(Value::Instance(i)) => match &*i.builtin_base.borrow() {
            Some(Value::Dict(d)) => Ok(d.clone()),
            _ => Err(descriptor_error(name, "dict", args.first())),
        },
        _ => Err(descriptor_error(name, "dict", args.first())),
    }
}

fn dict_init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [src] = method_args(sig!(pos "dict", "dict", ["mapping"], 0), args, NO_KWARGS)?;
    // As CPython's `dict_update_common`: `__init__` adds to the dict it is given (a second
    // `d.__init__(x)` keeps what `d` holds), for a dict and for an instance of a subclass.
    let d = match args.first() {
        Some(Value::Dict(d)) => d.clone(),
        Some(Value::Instance(i)) => {
            let base = i.builtin_base.borrow().clone();
            match &base {
                Some(Value::Dict(d)) => d.clone(),
                _ => {
                    let d = Rc::new(RefCell::new(Dict::new()));
                    *i.builtin_base.borrow_mut() = Some(Value::Dict(d.clone()));
                    d
                }
            }
        }
        _ => return Ok(Value::None),
    };
    if let Some(src) = src {
        interp.dict_update_from_mapping(&d, src, true)?;
    }
    for (k, v) in kw {
        interp.dict_set(&d, Value::str(k), v.clone())?;
    }
    Ok(Value::None)
}

fn dict_get(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "get")?;
    let [key, default] = method_args(sig!(pos "get", "dict.get", ["key", "default"], 1), args, kw)?;
    Ok(interp.dict_get(&d, req(key))?.unwrap_or_else(|| default.cloned().unwrap_or(Value::None)))
}

fn view(args: &[Value], kw: &Kwargs, kind: ViewKind) -> R<Value> {
    let (name, sig) = match kind {
        ViewKind::Items => ("items", sig!(noargs "dict.items")),
        ViewKind::Keys => ("keys", sig!(noargs "dict.keys")),
        ViewKind::Values => ("values", sig!(noargs "dict.values")),
    };
    let d = dict_of(args, name)?;
    method_args(sig, args, kw)?;
    Ok(Value::DictView(Rc::new(DictView { dict: d.clone(), kind })))
}

fn dict_items(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    view(args, kw, ViewKind::Items)
}
fn dict_keys(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    view(args, kw, ViewKind::Keys)
}
fn dict_values(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    view(args, kw, ViewKind::Values)
}

fn dict_setdefault(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "setdefault")?;
    let [key, default] =
        method_args(sig!(pos "setdefault", "dict.setdefault", ["key", "default"], 1), args, kw)?;
    let key = req(key);
    if let Some(v) = interp.dict_get(&d, key)? {
        return Ok(v);
    }
    let dflt = default.cloned().unwrap_or(Value::None);
    interp.dict_set(&d, key.clone(), dflt.clone())?;
    Ok(dflt)
}

fn dict_pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "pop")?;
    let [key, default] = method_args(sig!(pos "pop", "dict.pop", ["key", "default"], 1), args, kw)?;
    let key = req(key);
    match interp.dict_remove(&d, key)? {
        Some(v) => Ok(v),
        None => match default {
            Some(dflt) => Ok(dflt.clone()),
            None => Err(Error::with_args(ExcType::KeyError, vec![key.clone()])),
        },
    }
}

fn dict_popitem(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "popitem")?;
    method_args(sig!(noargs "dict.popitem"), args, kw)?;
    let mut dm = d.borrow_mut();
    match dm.pop_last() {
        Some(e) => Ok(Value::tuple(vec![e.key, e.value])),
        None => Err(Error::new(ExcType::KeyError, "popitem(): dictionary is empty")),
    }
}

fn dict_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "update")?;
    // The keywords are items to store, not parameters.
    let [src] = method_args(sig!(pos "update", "dict.update", ["other"], 0), args, NO_KWARGS)?;
    if let Some(src) = src {
        interp.dict_update_from_mapping(&d, src, true)?;
    }
    for (k, v) in kw {
        interp.dict_set(&d, Value::str(k), v.clone())?;
    }
    Ok(Value::None)
}

fn dict_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "copy")?;
    method_args(sig!(noargs "dict.copy"), args, kw)?;
    let copy = d.borrow().clone();
    Ok(Value::Dict(Rc::new(RefCell::new(copy))))
}

fn dict_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "clear")?;
    method_args(sig!(noargs "dict.clear"), args, kw)?;
    d.borrow_mut().clear();
    Ok(Value::None)
}

pub(crate) fn dict_fromkeys(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // args[0] is the class.
    let [iterable, value] =
        method_args(sig!(pos "fromkeys", "dict.fromkeys", ["iterable", "value"], 1), args, kw)?;
    let (iterable, v) = (req(iterable), value.cloned().unwrap_or(Value::None));
    // On a subclass, CPython builds `cls()` and fills it item by item (through the
    // subclass's `__setitem__`, if it has one).
    if let Some(Value::Class(c)) = args.first() {
        if !c.is_builtin {
            let obj = interp.call(&args[0], vec![], vec![])?;
            for k in interp.iterate(iterable)? {
                interp.budget.step()?;
                interp.setitem(&obj, k, v.clone())?;
            }
            return Ok(obj);
        }
    }
    let d = Rc::new(RefCell::new(Dict::new()));
    // An exact dict's, set's or frozenset's keys go in with the hashes it stored, as
    // `_PyDict_FromKeys` does, so their `__hash__` does not run again.
    let stored = match iterable {
        Value::Dict(o) => Some(crate::ops::hashed_keys(&o.borrow())),
        Value::Set(o) => Some(crate::ops::hashed_keys(&o.borrow())),
        Value::FrozenSet(o) => Some(crate::ops::hashed_keys(o)),
        _ => None,
    };
    if let Some(entries) = stored {
        for (k, h) in entries {
            interp.budget.step()?;
            interp.dict_set_hashed(&d, k, v.clone(), h)?;
        }
        return Ok(Value::Dict(d));
    }
    // Each item is a step, as in every loop over a materialized iterable: inserting ten
    // million keys ran 9.7 s under a 1 s timeout when only the iteration read the clock.
    for k in interp.iterate(iterable)? {
        interp.budget.step()?;
        interp.dict_set(&d, k, v.clone())?;
    }
    Ok(Value::Dict(d))
}

fn set_of(args: &[Value], name: &str) -> R<Rc<RefCell<Dict>>> {
    match args.first() {
        Some(Value::Set(d)) => Ok(d.clone()),
        Some(Value::FrozenSet(d)) => Ok(Rc::new(RefCell::new((**d).clone()))),
        Some(Value::Instance(i)) => match &*i.builtin_base.borrow() {
            Some(Value::Set(d)) => Ok(d.clone()),
            Some(Value::FrozenSet(d)) => Ok(Rc::new(RefCell::new((**d).clone()))),
            _ => Err(descriptor_error(name, "set", args.first())),
        },
        _ => Err(descriptor_error(name, "set", args.first())),
    }
}

fn set_add(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "add")?;
    let item = method_arg(sig!(one "set.add"), args, kw)?;
    // One lookup, as CPython's `set_add_key`: an item already there keeps its entry (the
    // stored element stays, its value is None either way), and the item is hashed once.
    interp.dict_set(&s, item.clone(), Value::None)?;
    Ok(Value::None)
}

/// Removes `item` from a set: as CPython's `set_discard_key`, an unhashable set (or set
/// subclass instance) is looked up as the frozenset of its items.
fn set_remove_key(interp: &mut Interp, s: &Rc<RefCell<Dict>>, item: &Value) -> R<Option<Value>> {
    match interp.dict_remove(s, item) {
        Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {
            match crate::ops::set_key_as_frozenset(item) {
                Some(fs) => interp.dict_remove(s, &fs),
                None => Err(e),
            }
        }
        other => other,
    }
}

fn set_discard(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "discard")?;
    let item = method_arg(sig!(one "set.discard"), args, kw)?;
    set_remove_key(interp, &s, item)?;
    Ok(Value::None)
}

fn set_remove(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "remove")?;
    let item = method_arg(sig!(one "set.remove"), args, kw)?;
    match set_remove_key(interp, &s, item)? {
        Some(_) => Ok(Value::None),
        None => Err(Error::with_args(ExcType::KeyError, vec![item.clone()])),
    }
}

fn set_pop(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "pop")?;
    method_args(sig!(noargs "set.pop"), args, kw)?;
    let mut d = s.borrow_mut();
    let first = d.pop_slot();
    match first.and_then(|i| d.remove_at(i)) {
        Some(e) => Ok(e.key),
        None => Err(Error::new(ExcType::KeyError, "pop from an empty set")),
    }
}

fn set_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "clear")?;
    method_args(sig!(noargs "set.clear"), args, kw)?;
    s.borrow_mut().clear();
    Ok(Value::None)
}

fn make_like(args: &[Value], d: Dict) -> Value {
    match args.first() {
        Some(Value::FrozenSet(_)) => Value::FrozenSet(Rc::new(d)),
        _ => Value::Set(Rc::new(RefCell::new(d))),
    }
}

fn set_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "copy")?;
    if frozen(args) {
        method_args(sig!(noargs "frozenset.copy"), args, kw)?;
    } else {
        method_args(sig!(noargs "set.copy"), args, kw)?;
    }
    // A frozenset is immutable: CPython's `copy()` returns the same object.
    if let Some(f @ Value::FrozenSet(_)) = args.first() {
        return Ok(f.clone());
    }
    let d = s.borrow().set_copy();
    Ok(make_like(args, d))
}

/// Whether a set method's receiver is a frozenset (or a frozenset subclass's instance), whose
/// methods CPython names `frozenset.*` in their errors.
fn frozen(args: &[Value]) -> bool {
    match args.first() {
        Some(Value::FrozenSet(_)) => true,
        Some(Value::Instance(i)) => matches!(&*i.builtin_base.borrow(), Some(Value::FrozenSet(_))),
        _ => false,
    }
}

/// The one argument of a `METH_O` method of both `set` and `frozenset`, named by the receiver's
/// type in the errors (`sig_set!("issubset")`).
macro_rules! set_arg {
    ($args:expr, $kw:expr, $name:literal) => {
        if frozen($args) {
            method_arg(sig!(one concat!("frozenset.", $name)), $args, $kw)
        } else {
            method_arg(sig!(one concat!("set.", $name)), $args, $kw)
        }
    };
}

fn others_as_sets(interp: &mut Interp, args: &[Value]) -> R<Vec<Rc<RefCell<Dict>>>> {
    let mut out = Vec::new();
    for a in &args[1..] {
        let mut d = Dict::new_set();
        for x in interp.iterate(a)? {
            interp.budget.step()?;
            interp.set_add(&mut d, x)?;
        }
        out.push(Rc::new(RefCell::new(d)));
    }
    Ok(out)
}

fn set_union(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "union")?;
    bind(sig!(varargs "union"), args, kw)?;
    let mut d = s.borrow().set_copy();
    for a in &args[1..] {
        interp.set_update_with(&mut d, a)?;
    }
    Ok(make_like(args, d))
}

fn set_intersection(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "intersection")?;
    bind(sig!(varargs "intersection"), args, kw)?;
    // CPython's `set_intersection_multi`: a copy, then intersected with each argument.
    let mut d = s.borrow().set_copy();
    for a in &args[1..] {
        let cur = Value::Set(Rc::new(RefCell::new(d)));
        d = interp.set_intersection_of(&cur, a)?;
    }
    Ok(make_like(args, d))
}

fn set_difference(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "difference")?;
    bind(sig!(varargs "difference"), args, kw)?;
    // CPython's `set_difference_multi`: the difference with the first argument, then the
    // others' items discarded from it.
    let Some(first) = args.get(1) else {
        let d = s.borrow().set_copy();
        return Ok(make_like(args, d));
    };
    let mut d = interp.set_difference_of(&Value::Set(s.clone()), first)?;
    for a in &args[2..] {
        interp.set_discard_all(&mut d, a)?;
    }
    Ok(make_like(args, d))
}

fn set_symmetric_difference(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "symmetric_difference")?;
    let other = set_arg!(args, kw, "symmetric_difference")?;
    let d = interp.set_symmetric_difference_of(&Value::Set(s), other)?;
    Ok(make_like(args, d))
}

fn replace_set(args: &[Value], name: &str, v: Value) -> R<Value> {
    let s = set_mut_of(args, name)?;
    if let Value::Set(ref n) = v {
        let new = n.borrow().clone();
        *s.borrow_mut() = new;
    }
    Ok(Value::None)
}

/// The set a mutating `set` method works on: a set or a set subclass's set, never a frozenset.
fn set_mut_of(args: &[Value], name: &str) -> R<Rc<RefCell<Dict>>> {
    match args.first() {
        Some(Value::Set(d)) => Ok(d.clone()),
        Some(Value::Instance(i)) if matches!(&*i.builtin_base.borrow(), Some(Value::Set(_))) => {
            match &*i.builtin_base.borrow() {
                Some(Value::Set(d)) => Ok(d.clone()),
                _ => Err(descriptor_error(name, "set", args.first())),
            }
        }
        _ => Err(descriptor_error(name, "set", args.first())),
    }
}

/// `set.__init__(iterable=())`: empties the set and fills it from the iterable, as CPython's
/// `set_init` (a set subclass's own `__init__` reaches it through `super()`; `set.__new__`
/// makes the set empty).
fn set_init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "__init__")?;
    // Keywords are refused as `set()` whatever the receiver's type (`_PyArg_NoKeywords("set")`),
    // and `PyArg_UnpackTuple` names the receiver's type in the count (`S expected at most 1
    // argument, got 2`).
    static SIG: Sig<1> = Sig::positional("set", "set", ["iterable"], 0);
    let name = match &args[0] {
        Value::Instance(i) => &*i.class.name,
        _ => "set",
    };
    let [iterable] = bind_named(&SIG, name, "set", &args[1..], kw)?;
    let mut d = s.borrow().clone();
    d.clear();
    // What was added before an error stays added, as in CPython.
    let done = match iterable {
        Some(it) => interp.set_update_with(&mut d, it),
        None => Ok(()),
    };
    *s.borrow_mut() = d;
    done.map(|()| Value::None)
}

fn set_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bind(sig!(varargs "update"), args, kw)?;
    // In place, as CPython's `set_update_internal`: the set's own table grows (a copy is
    // worked on, so no borrow is held while the arguments' iterators run).
    let s = set_mut_of(args, "update")?;
    let mut d = s.borrow().clone();
    // What was added before an error (an unhashable item) stays added, as in CPython.
    let mut done = Ok(());
    for a in &args[1..] {
        done = interp.set_update_with(&mut d, a);
        if done.is_err() {
            break;
        }
    }
    *s.borrow_mut() = d;
    done.map(|()| Value::None)
}
fn set_intersection_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    set_mut_of(args, "intersection_update")?;
    bind(sig!(varargs "intersection_update"), args, kw)?;
    let v = set_intersection(interp, args, kw)?;
    replace_set(args, "intersection_update", v)
}
fn set_difference_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "difference_update")?;
    bind(sig!(varargs "difference_update"), args, kw)?;
    let mut d = s.borrow().clone();
    for a in &args[1..] {
        interp.set_discard_all(&mut d, a)?;
    }
    *s.borrow_mut() = d;
    Ok(Value::None)
}
fn set_symmetric_difference_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_mut_of(args, "symmetric_difference_update")?;
    let other = method_arg(sig!(one "set.symmetric_difference_update"), args, kw)?;
    // CPython walks a set argument's table (any other iterable becomes a set first) and
    // discards each key that is there, adding each that is not; an exact dict's keys are
    // walked in its order with the hashes it stored.
    let entries = match other {
        Value::Set(o) => crate::ops::hashed_keys(&o.borrow()),
        Value::FrozenSet(o) => crate::ops::hashed_keys(o),
        Value::Dict(o) => crate::ops::hashed_keys(&o.borrow()),
        v => crate::ops::hashed_keys(&interp.new_set_from(v)?),
    };
    let mut d = s.borrow().clone();
    for (x, h) in entries {
        interp.budget.step()?;
        if !interp.set_discard_hashed(&mut d, &x, h)? {
            interp.set_add_hashed(&mut d, x, h)?;
        }
    }
    *s.borrow_mut() = d;
    Ok(Value::None)
}

fn set_issubset(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "issubset")?;
    set_arg!(args, kw, "issubset")?;
    let others = others_as_sets(interp, args)?;
    let items: Vec<Value> = s.borrow().keys().cloned().collect();
    for x in items {
        if !interp.dict_contains(&others[0], &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn set_issuperset(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "issuperset")?;
    let other = set_arg!(args, kw, "issuperset")?;
    for x in interp.iterate(other)? {
        interp.budget.step()?;
        if !interp.dict_contains(&s, &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn set_isdisjoint(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = set_of(args, "isdisjoint")?;
    let other = set_arg!(args, kw, "isdisjoint")?;
    for x in interp.iterate(other)? {
        interp.budget.step()?;
        if interp.dict_contains(&s, &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

/// `dict_keys.isdisjoint` / `dict_items.isdisjoint`, after CPython's `dictviews_isdisjoint`:
/// the smaller side is iterated when the other is a set or set-like view, and membership goes
/// through the view's own `in` (so item views with unhashable values work).
fn view_isdisjoint(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let other = match args.first() {
        Some(Value::DictView(v)) if v.kind == ViewKind::Items => {
            method_arg(sig!(one "dict_items.isdisjoint"), args, kw)?
        }
        _ => method_arg(sig!(one "dict_keys.isdisjoint"), args, kw)?,
    };
    let (mut this, mut other) = (args[0].clone(), other.clone());
    if this.is(&other) {
        return Ok(Value::Bool(interp.len(&this)? == 0));
    }
    let set_like = match &other {
        Value::Set(_) | Value::FrozenSet(_) => true,
        Value::DictView(v) => v.kind != ViewKind::Values,
        _ => false,
    };
    if set_like && interp.len(&other)? > interp.len(&this)? {
        std::mem::swap(&mut this, &mut other);
    }
    for x in interp.iterate(&other)? {
        interp.budget.step()?;
        if interp.contains(&this, &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn int_recv(args: &[Value]) -> BigInt {
    args.first().and_then(crate::ops::to_bigint).unwrap_or_default()
}

fn int_bit_length(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "int.bit_length"), args, kw)?;
    Ok(Value::Int(int_recv(args).bits() as i64))
}

fn int_bit_count(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "int.bit_count"), args, kw)?;
    let b = int_recv(args).abs();
    let n: u64 = b.to_u64_digits().1.iter().map(|d| d.count_ones() as u64).sum();
    Ok(Value::Int(n as i64))
}

fn num_self(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    match args.first() {
        Some(Value::Float(_)) => method_args(sig!(noargs "float.conjugate"), args, kw)?,
        _ => method_args(sig!(noargs "int.conjugate"), args, kw)?,
    };
    Ok(match args.first() {
        Some(Value::Bool(b)) => Value::Int(*b as i64),
        Some(v) => v.clone(),
        None => Value::None,
    })
}

fn int_as_integer_ratio(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "int.as_integer_ratio"), args, kw)?;
    Ok(Value::tuple(vec![Value::from_bigint(int_recv(args)), Value::Int(1)]))
}

fn int_to_bytes(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::keywords("to_bytes", ["length", "byteorder", "signed"], 0, 0, 1);
    let [length, byteorder, signed] = method_args(&SIG, args, kw)?;
    let v = int_recv(args);
    let length = match length {
        Some(l) => interp.index_value(l)?,
        None => 1,
    };
    if length < 0 {
        return Err(value_error("length argument must be non-negative"));
    }
    interp.check_alloc(length as usize)?;
    let order = match byteorder {
        Some(Value::Str(s)) => s.s.clone(),
        Some(other) => {
            return Err(type_error(format!(
                "to_bytes() argument 'byteorder' must be str, not {}",
                interp.type_name(other)
            )))
        }
        None => "big".into(),
    };
    let signed = match signed {
        Some(s) => interp.truthy(s)?,
        None => false,
    };
    if !signed && v.is_negative() {
        return Err(Error::new(ExcType::OverflowError, "can't convert negative int to unsigned"));
    }
    let mut bytes = if signed { v.to_signed_bytes_le() } else { v.to_bytes_le().1 };
    if v.is_zero() {
        bytes = vec![];
    }
    if bytes.len() > length as usize {
        return Err(Error::new(ExcType::OverflowError, "int too big to convert"));
    }
    let fill = if signed && v.is_negative() { 0xff } else { 0 };
    bytes.resize(length as usize, fill);
    match order.as_str() {
        "big" => bytes.reverse(),
        "little" => {}
        _ => return Err(value_error("byteorder must be either 'little' or 'big'")),
    }
    Ok(Value::Bytes(Rc::new(bytes)))
}

pub(crate) fn int_from_bytes(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::keywords("from_bytes", ["bytes", "byteorder", "signed"], 1, 0, 1);
    // args[0] is the class.
    let [bytes, byteorder, signed] = method_args(&SIG, args, kw)?;
    let data = match req(bytes) {
        Value::Bytes(b) => (**b).clone(),
        Value::ByteArray(b) => b.borrow().clone(),
        other => {
            let items = interp.iterate(other)?;
            items.iter().map(|x| interp.index_value(x).map(|i| i as u8)).collect::<R<Vec<u8>>>()?
        }
    };
    let order = match byteorder {
        Some(Value::Str(s)) => s.s.clone(),
        Some(other) => {
            return Err(type_error(format!(
                "from_bytes() argument 'byteorder' must be str, not {}",
                interp.type_name(other)
            )))
        }
        None => "big".into(),
    };
    let signed = match signed {
        Some(s) => interp.truthy(s)?,
        None => false,
    };
    let mut le = data;
    if order == "big" {
        le.reverse();
    } else if order != "little" {
        return Err(value_error("byteorder must be either 'little' or 'big'"));
    }
    let v = if signed {
        BigInt::from_signed_bytes_le(&le)
    } else {
        BigInt::from_bytes_le(Sign::Plus, &le)
    };
    Ok(Value::from_bigint(v))
}

fn float_recv(args: &[Value]) -> f64 {
    match args.first() {
        Some(Value::Float(f)) => *f,
        _ => 0.0,
    }
}

fn float_is_integer(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "float.is_integer"), args, kw)?;
    let f = float_recv(args);
    Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
}

fn float_as_integer_ratio(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "float.as_integer_ratio"), args, kw)?;
    let f = float_recv(args);
    if f.is_nan() {
        return Err(value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(Error::new(ExcType::OverflowError, "cannot convert Infinity to integer ratio"));
    }
    let bits = f.to_bits();
    let sign = if bits >> 63 == 1 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if exp == 0 { (mant, -1074) } else { (mant | (1u64 << 52), exp - 1075) };
    if m == 0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    while m & 1 == 0 && e < 0 {
        m >>= 1;
        e += 1;
    }
    let num = BigInt::from(m) * sign;
    if e >= 0 {
        Ok(Value::tuple(vec![Value::from_bigint(num << e as usize), Value::Int(1)]))
    } else {
        Ok(Value::tuple(vec![
            Value::from_bigint(num),
            Value::from_bigint(BigInt::from(1) << (-e) as usize),
        ]))
    }
}

fn float_hex(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "float.hex"), args, kw)?;
    let f = float_recv(args);
    if f.is_nan() {
        return Ok(Value::str("nan"));
    }
    if f.is_infinite() {
        return Ok(Value::str(if f > 0.0 { "inf" } else { "-inf" }));
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return Ok(Value::string(format!("{sign}0x0.0p+0")));
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    // CPython always prints all 13 hex digits of the mantissa (`(1.0).hex()` is `0x1.0000000000000p+0`).
    let hex = format!("{mant:013x}");
    Ok(Value::string(format!("{sign}0x{lead}.{hex}p{}{e}", if e >= 0 { "+" } else { "" })))
}

/// `float.fromhex(s)`, as CPython's `float_fromhex`: `[sign] ['0x'] digits ['.' digits]
/// ['p' [sign] decimal]`, or inf/infinity/nan, with surrounding whitespace; rounded to the
/// nearest float (ties to even), subnormals included. On a subclass, `cls(value)`.
/// `float.__getformat__(typestr)`: the storage format of C's double and float, IEEE 754
/// little-endian on every platform ophis runs on (as CPython reports on them).
pub(crate) fn float_getformat(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // args[0] is the class.
    match method_arg(sig!(one "float.__getformat__"), args, kw)? {
        Value::Str(s) if s.s == "double" || s.s == "float" => Ok(Value::str("IEEE, little-endian")),
        Value::Str(_) => {
            Err(crate::error::value_error("__getformat__() argument 1 must be 'double' or 'float'"))
        }
        other => Err(type_error(format!(
            "__getformat__() argument must be str, not {}",
            interp.type_name(other)
        ))),
    }
}

pub(crate) fn float_fromhex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // args[0] is the class.
    let text = match method_arg(sig!(one "float.fromhex"), args, kw)? {
        Value::Str(s) => s.s.clone(),
        // CPython's float_fromhex reaches the string through a generic C call here.
        _ => return Err(type_error("bad argument type for built-in operation")),
    };
    let f = parse_hex_float(&text)?;
    match args.first() {
        Some(c @ Value::Class(cls)) if !cls.is_builtin => {
            let c = c.clone();
            interp.call(&c, vec![Value::Float(f)], vec![])
        }
        _ => Ok(Value::Float(f)),
    }
}

fn parse_hex_float(text: &str) -> R<f64> {
    use num_integer::Integer as _;
    let invalid = || value_error("invalid hexadecimal floating-point string");
    let t = text.trim_matches(|c: char| crate::builtins::str_methods::py_isspace(c));
    let (neg, rest) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let sign = if neg { -1.0 } else { 1.0 };
    let lower = rest.to_ascii_lowercase();
    match lower.as_str() {
        "inf" | "infinity" => return Ok(sign * f64::INFINITY),
        "nan" => return Ok(f64::NAN),
        _ => {}
    }
    let body = lower.strip_prefix("0x").unwrap_or(&lower);
    let (mantissa, exp_text) = match body.find('p') {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(invalid());
    }
    let mut m = BigInt::from(0);
    for c in int_part.chars().chain(frac_part.chars()) {
        let d = c.to_digit(16).ok_or_else(invalid)?;
        m = (m << 4u32) + BigInt::from(d);
    }
    let mut exp: i64 = 0;
    if let Some(e) = exp_text {
        let (eneg, digits) = match e.as_bytes().first() {
            Some(b'-') => (true, &e[1..]),
            Some(b'+') => (false, &e[1..]),
            _ => (false, e),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(invalid());
        }
        // Saturate: anything this large overflows or underflows anyway.
        let v = digits.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
        exp = if eneg { -v } else { v };
    }
    if m.is_zero() {
        return Ok(sign * 0.0);
    }
    let e = exp.saturating_sub(4 * frac_part.len() as i64);
    // The value is m * 2**e; its most significant bit is at 2**(top - 1).
    let top = m.bits() as i64 + e;
    let overflow = || {
        Error::new(ExcType::OverflowError, "hexadecimal value too large to represent as a float")
    };
    if top > 1024 {
        return Err(overflow());
    }
    if top < -1074 - 1 {
        return Ok(sign * 0.0);
    }
    // Keep 53 significant bits, or fewer for subnormals (whose last bit is 2**-1074).
    let lsb = (top - 53).max(-1074);
    let shift = lsb - e;
    let q = if shift > 0 {
        let shift = shift as u64;
        let q: BigInt = &m >> shift;
        let rem: BigInt = &m - (&q << shift);
        let half = BigInt::from(1) << (shift - 1);
        if rem > half || (rem == half && q.is_odd()) {
            q + 1
        } else {
            q
        }
    } else {
        m << ((-shift) as u64)
    };
    if q.bits() as i64 + lsb > 1024 {
        return Err(overflow());
    }
    let qf = q.to_f64().unwrap_or(f64::INFINITY);
    // Two exact scalings: 2**lsb alone may not be representable when lsb is near -1074.
    let half_lsb = lsb / 2;
    Ok(sign * (qf * 2f64.powi(half_lsb as i32)) * 2f64.powi((lsb - half_lsb) as i32))
}

fn complex_conjugate(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    method_args(sig!(noargs "complex.conjugate"), args, kw)?;
    match args.first() {
        Some(Value::Complex(c)) => Ok(Value::Complex(Rc::new((c.0, -c.1)))),
        _ => Ok(Value::None),
    }
}

/// The receiver of a method of `generator` (`Value::Generator` not wrapping a coroutine),
/// `coroutine` or `coroutine_wrapper` (`kind`).
fn gen_of(args: &[Value], kind: TypeKind) -> R<Rc<crate::eval::generator::Generator>> {
    use crate::eval::coroutine::generator_type_kind;
    match (args.first(), kind) {
        (Some(Value::Generator(g)), _) if generator_type_kind(g) == kind => Ok(g.clone()),
        (Some(Value::Coroutine(g)), TypeKind::Coroutine) => Ok(g.clone()),
        (Some(Value::AsyncGen(g)), TypeKind::AsyncGenerator) => Ok(g.clone()),
        _ => Err(type_error(match kind {
            TypeKind::Coroutine => "descriptor requires a 'coroutine' object",
            TypeKind::CoroutineWrapper => "descriptor requires a 'coroutine_wrapper' object",
            TypeKind::AsyncGenerator => "descriptor requires a 'async_generator' object",
            _ => "descriptor requires a 'generator' object",
        })),
    }
}

fn gen_send(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Generator)?;
    let value = method_arg(sig!(one "generator.send"), args, kw)?;
    interp.gen_send(&g, GenInput::Send(value.clone()))
}

fn coro_send(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Coroutine)?;
    let value = method_arg(sig!(one "coroutine.send"), args, kw)?;
    interp.gen_send(&g, GenInput::Send(value.clone()))
}

fn wrapper_send(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::CoroutineWrapper)?;
    let value = method_arg(sig!(one "coroutine_wrapper.send"), args, kw)?;
    interp.gen_send(&g, GenInput::Send(value.clone()))
}

/// `throw(typ[, val[, tb]])`, as generators, coroutines and their wrappers share it.
fn throw_into(
    interp: &mut Interp,
    g: &Rc<crate::eval::generator::Generator>,
    args: &[Value],
    kw: &Kwargs,
    sig: &'static Sig<3>,
) -> R<Value> {
    let [typ, val, _tb] = method_args(sig, args, kw)?;
    let mut exc = req(typ).clone();
    if let (Value::Class(c), Some(v)) = (&exc, val) {
        let c = c.clone();
        exc = interp.instantiate(&c, vec![v.clone()], vec![])?;
    }
    let e = interp.throw_error(exc)?;
    interp.gen_send(g, GenInput::Throw(e))
}

fn gen_throw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Generator)?;
    throw_into(interp, &g, args, kw, sig!(pos "throw", "generator.throw", ["typ", "val", "tb"], 1))
}

fn coro_throw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Coroutine)?;
    throw_into(interp, &g, args, kw, sig!(pos "throw", "coroutine.throw", ["typ", "val", "tb"], 1))
}

fn wrapper_throw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::CoroutineWrapper)?;
    throw_into(
        interp,
        &g,
        args,
        kw,
        sig!(pos "throw", "coroutine_wrapper.throw", ["typ", "val", "tb"], 1),
    )
}

fn gen_close(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Generator)?;
    method_args(sig!(noargs "generator.close"), args, kw)?;
    interp.gen_close(&g)?;
    Ok(Value::None)
}

fn coro_close(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Coroutine)?;
    method_args(sig!(noargs "coroutine.close"), args, kw)?;
    interp.gen_close(&g)?;
    Ok(Value::None)
}

fn wrapper_close(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::CoroutineWrapper)?;
    method_args(sig!(noargs "coroutine_wrapper.close"), args, kw)?;
    interp.gen_close(&g)?;
    Ok(Value::None)
}

fn agen_aiter(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    gen_of(args, TypeKind::AsyncGenerator)?;
    method_args(sig!(noargs "async_generator.__aiter__"), args, kw)?;
    Ok(args[0].clone())
}

fn agen_anext(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::AsyncGenerator)?;
    method_args(sig!(noargs "async_generator.__anext__"), args, kw)?;
    Ok(interp.asend_awaitable(&g, Value::None))
}

fn agen_asend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::AsyncGenerator)?;
    let value = method_arg(sig!(one "async_generator.asend"), args, kw)?;
    Ok(interp.asend_awaitable(&g, value.clone()))
}

fn agen_athrow(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::AsyncGenerator)?;
    let [typ, val, _tb] = method_args(
        sig!(pos "athrow", "async_generator.athrow", ["typ", "val", "tb"], 1),
        args,
        kw,
    )?;
    let mut exc = req(typ).clone();
    if let (Value::Class(c), Some(v)) = (&exc, val) {
        let c = c.clone();
        exc = interp.instantiate(&c, vec![v.clone()], vec![])?;
    }
    let e = interp.throw_error(exc)?;
    Ok(interp.athrow_awaitable(&g, Some(e)))
}

fn agen_aclose(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::AsyncGenerator)?;
    method_args(sig!(noargs "async_generator.aclose"), args, kw)?;
    Ok(interp.athrow_awaitable(&g, None))
}

/// The receiver of a method of `async_generator_asend` or `async_generator_athrow`.
fn awaitable_of(args: &[Value]) -> R<Rc<crate::eval::generator::Generator>> {
    use crate::eval::generator::GenKind;
    match args.first() {
        Some(Value::Generator(g))
            if matches!(g.kind, GenKind::ASend { .. } | GenKind::AThrow { .. }) =>
        {
            Ok(g.clone())
        }
        _ => Err(type_error("descriptor requires a 'async_generator_asend' object")),
    }
}

fn awaitable_send(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = awaitable_of(args)?;
    let value = method_arg(sig!(one "send"), args, kw)?;
    interp.gen_send(&g, GenInput::Send(value.clone()))
}

fn awaitable_throw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = awaitable_of(args)?;
    throw_into(interp, &g, args, kw, sig!(pos "throw", "throw", ["typ", "val", "tb"], 1))
}

fn awaitable_close(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = awaitable_of(args)?;
    method_args(sig!(noargs "close"), args, kw)?;
    interp.gen_resume(&g, GenInput::Close)?;
    Ok(Value::None)
}

fn awaitable_await(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    awaitable_of(args)?;
    method_args(sig!(noargs "__await__"), args, kw)?;
    Ok(args[0].clone())
}

fn coro_await(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = gen_of(args, TypeKind::Coroutine)?;
    method_args(sig!(noargs "coroutine.__await__"), args, kw)?;
    Ok(interp.await_wrapper(&g))
}
