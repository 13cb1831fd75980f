//! Methods of list, tuple, dict, set, frozenset, int, float, complex and generators.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, ToPrimitive, Zero};

use crate::builtins::{arg_count, kwarg, no_kwargs, only_kwargs};
use crate::coro::GenInput;
use crate::dict::Dict;
use crate::error::{index_error, type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, DictView, TypeKind, Value, ViewKind};

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
            ("is_integer", int_is_integer),
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
        _ => vec![],
    }
}

/// CPython's error for a builtin method called through its class on a value of another type.
fn descriptor_error(name: &str, owner: &str, recv: Option<&Value>) -> crate::error::Error {
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
    no_kwargs("list.append", kw)?;
    let l = list_of(args, "append")?;
    if args.len() != 2 {
        return Err(type_error(format!(
            "list.append() takes exactly one argument ({} given)",
            args.len() - 1
        )));
    }
    let mut v = l.borrow_mut();
    if v.len() == v.capacity() {
        // Charged at each doubling: the new capacity, and what the elements only this list
        // holds take (`x.append("a" * 10**6)` in a loop).
        let held =
            v.iter().map(|x| crate::ops::fresh_heap_size(x, 1)).fold(0usize, usize::saturating_add);
        interp.check_held(v.len().saturating_mul(32).saturating_add(held))?;
        interp.room_for_one(&mut *v)?;
    }
    v.push(args[1].clone());
    Ok(Value::None)
}

fn list_extend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("list.extend", kw)?;
    let l = list_of(args, "extend")?.clone();
    arg_count("list.extend", &args[1..], 1, 1)?;
    let items = interp.iterate(&args[1])?;
    interp.check_alloc((l.borrow().len() + items.len()) * 16)?;
    l.borrow_mut().extend(items);
    Ok(Value::None)
}

fn list_insert(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("list.insert", kw)?;
    let l = list_of(args, "insert")?;
    if args.len() != 3 {
        return Err(type_error(format!("insert expected 2 arguments, got {}", args.len() - 1)));
    }
    let i = interp.index_value(&args[1])?;
    let mut v = l.borrow_mut();
    let len = v.len() as i64;
    let pos = if i < 0 { (i + len).max(0) } else { i.min(len) };
    v.insert(pos as usize, args[2].clone());
    Ok(Value::None)
}

fn list_pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("list.pop", kw)?;
    let l = list_of(args, "pop")?;
    arg_count("pop", &args[1..], 0, 1)?;
    let i = match args.get(1) {
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
    no_kwargs("list.remove", kw)?;
    let l = list_of(args, "remove")?.clone();
    arg_count("list.remove", &args[1..], 1, 1)?;
    let items = l.borrow().clone();
    for (i, x) in items.iter().enumerate() {
        if x.is(&args[1]) || interp.eq(x, &args[1])? {
            let mut v = l.borrow_mut();
            if i < v.len() {
                v.remove(i);
            }
            return Ok(Value::None);
        }
    }
    Err(value_error("list.remove(x): x not in list"))
}

fn seq_items(args: &[Value]) -> Vec<Value> {
    match args.first() {
        Some(Value::List(l)) => l.borrow().clone(),
        Some(Value::Tuple(t)) => (**t).clone(),
        _ => vec![],
    }
}

fn seq_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("index", kw)?;
    arg_count("index", &args[1..], 1, 3)?;
    let items = seq_items(args);
    let len = items.len() as i64;
    let norm = |v: i64| if v < 0 { (v + len).max(0) } else { v.min(len) };
    let start = match args.get(2) {
        Some(v) => norm(interp.index_value(v)?),
        None => 0,
    };
    let stop = match args.get(3) {
        Some(v) => norm(interp.index_value(v)?),
        None => len,
    };
    for i in start..stop {
        let x = &items[i as usize];
        if x.is(&args[1]) || interp.eq(x, &args[1])? {
            return Ok(Value::Int(i));
        }
    }
    let what = if matches!(args.first(), Some(Value::Tuple(_))) {
        "tuple.index(x): x not in tuple".to_string()
    } else {
        format!("{} is not in list", interp.repr(&args[1])?)
    };
    Err(value_error(what))
}

fn seq_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // `list.count` and `tuple.count` are METH_O: CPython names the type in their errors.
    let ty = if matches!(args.first(), Some(Value::Tuple(_))) { "tuple" } else { "list" };
    crate::builtins::str_methods::check_one(ty, "count", args, kw)?;
    let items = seq_items(args);
    let mut n = 0;
    for x in &items {
        if x.is(&args[1]) || interp.eq(x, &args[1])? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

fn list_sort(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    only_kwargs("sort", kw, &["key", "reverse"])?;
    if args.len() > 1 {
        return Err(type_error("sort() takes no positional arguments"));
    }
    let l = list_of(args, "sort")?.clone();
    let key = kwarg(kw, "key").filter(|k| !k.is_none());
    let reverse = match kwarg(kw, "reverse") {
        Some(v) => interp.truthy(&v)?,
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
    no_kwargs("reverse", kw)?;
    list_of(args, "reverse")?.borrow_mut().reverse();
    Ok(Value::None)
}

fn list_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("copy", kw)?;
    Ok(Value::list(list_of(args, "copy")?.borrow().clone()))
}

fn list_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("clear", kw)?;
    list_of(args, "clear")?.borrow_mut().clear();
    Ok(Value::None)
}

/// `list.__init__` for user subclasses of list (`super().__init__(items)`).
fn list_init(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    if let Some(Value::Instance(i)) = args.first() {
        let items = match args.get(1) {
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
    if let Some(Value::Instance(i)) = args.first() {
        let d = Rc::new(RefCell::new(Dict::new()));
        if let Some(src) = args.get(1) {
            interp.dict_update_from_mapping(&d, src, true)?;
        }
        for (k, v) in kw {
            interp.dict_set(&d, Value::str(k), v.clone())?;
        }
        *i.builtin_base.borrow_mut() = Some(Value::Dict(d));
    }
    Ok(Value::None)
}

fn dict_get(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("get", kw)?;
    let d = dict_of(args, "get")?.clone();
    arg_count("get", &args[1..], 1, 2)?;
    Ok(interp
        .dict_get(&d, &args[1])?
        .unwrap_or_else(|| args.get(2).cloned().unwrap_or(Value::None)))
}

fn view(args: &[Value], kind: ViewKind) -> R<Value> {
    let d = dict_of(args, "items")?;
    Ok(Value::DictView(Rc::new(DictView { dict: d.clone(), kind })))
}

fn dict_items(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    crate::builtins::str_methods::check_noargs("dict", "items", args, kw)?;
    view(args, ViewKind::Items)
}
fn dict_keys(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    crate::builtins::str_methods::check_noargs("dict", "keys", args, kw)?;
    view(args, ViewKind::Keys)
}
fn dict_values(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    crate::builtins::str_methods::check_noargs("dict", "values", args, kw)?;
    view(args, ViewKind::Values)
}

fn dict_setdefault(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("setdefault", kw)?;
    let d = dict_of(args, "setdefault")?.clone();
    arg_count("setdefault", &args[1..], 1, 2)?;
    if let Some(v) = interp.dict_get(&d, &args[1])? {
        return Ok(v);
    }
    let dflt = args.get(2).cloned().unwrap_or(Value::None);
    interp.dict_set(&d, args[1].clone(), dflt.clone())?;
    Ok(dflt)
}

fn dict_pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("pop", kw)?;
    let d = dict_of(args, "pop")?.clone();
    arg_count("pop", &args[1..], 1, 2)?;
    match interp.dict_remove(&d, &args[1])? {
        Some(v) => Ok(v),
        None => match args.get(2) {
            Some(dflt) => Ok(dflt.clone()),
            None => Err(Error::with_args(ExcType::KeyError, vec![args[1].clone()])),
        },
    }
}

fn dict_popitem(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("popitem", kw)?;
    let d = dict_of(args, "popitem")?;
    let mut dm = d.borrow_mut();
    match dm.last_slot().and_then(|i| dm.remove_at(i)) {
        Some(e) => Ok(Value::tuple(vec![e.key, e.value])),
        None => Err(Error::new(ExcType::KeyError, "popitem(): dictionary is empty")),
    }
}

fn dict_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let d = dict_of(args, "update")?.clone();
    arg_count("update", &args[1..], 0, 1)?;
    if let Some(src) = args.get(1) {
        interp.dict_update_from_mapping(&d, src, true)?;
    }
    for (k, v) in kw {
        interp.dict_set(&d, Value::str(k), v.clone())?;
    }
    Ok(Value::None)
}

fn dict_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("copy", kw)?;
    Ok(Value::Dict(Rc::new(RefCell::new(dict_of(args, "copy")?.borrow().clone()))))
}

fn dict_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("clear", kw)?;
    dict_of(args, "clear")?.borrow_mut().clear();
    Ok(Value::None)
}

pub(crate) fn dict_fromkeys(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("fromkeys", kw)?;
    // args[0] is the class.
    arg_count("fromkeys", &args[1..], 1, 2)?;
    let v = args.get(2).cloned().unwrap_or(Value::None);
    // On a subclass, CPython builds `cls()` and fills it item by item (through the
    // subclass's `__setitem__`, if it has one).
    if let Some(Value::Class(c)) = args.first() {
        if !c.is_builtin {
            let obj = interp.call(&args[0], vec![], vec![])?;
            for k in interp.iterate(&args[1])? {
                interp.budget.step()?;
                interp.setitem(&obj, k, v.clone())?;
            }
            return Ok(obj);
        }
    }
    let d = Rc::new(RefCell::new(Dict::new()));
    // Each item is a step, as in every loop over a materialized iterable: inserting ten
    // million keys ran 9.7 s under a 1 s timeout when only the iteration read the clock.
    for k in interp.iterate(&args[1])? {
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
    no_kwargs("add", kw)?;
    let s = set_mut_of(args, "add")?;
    arg_count("set.add", &args[1..], 1, 1)?;
    if !interp.dict_contains(&s, &args[1])? {
        interp.dict_set(&s, args[1].clone(), Value::None)?;
    }
    Ok(Value::None)
}

fn set_discard(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("discard", kw)?;
    let s = set_mut_of(args, "discard")?;
    arg_count("set.discard", &args[1..], 1, 1)?;
    interp.dict_remove(&s, &args[1])?;
    Ok(Value::None)
}

fn set_remove(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("remove", kw)?;
    let s = set_mut_of(args, "remove")?;
    arg_count("set.remove", &args[1..], 1, 1)?;
    match interp.dict_remove(&s, &args[1])? {
        Some(_) => Ok(Value::None),
        None => Err(Error::with_args(ExcType::KeyError, vec![args[1].clone()])),
    }
}

fn set_pop(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("pop", kw)?;
    let s = set_mut_of(args, "pop")?;
    let mut d = s.borrow_mut();
    let first = d.pop_slot();
    match first.and_then(|i| d.remove_at(i)) {
        Some(e) => Ok(e.key),
        None => Err(Error::new(ExcType::KeyError, "pop from an empty set")),
    }
}

fn set_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("clear", kw)?;
    set_mut_of(args, "clear")?.borrow_mut().clear();
    Ok(Value::None)
}

fn make_like(args: &[Value], d: Dict) -> Value {
    match args.first() {
        Some(Value::FrozenSet(_)) => Value::FrozenSet(Rc::new(d)),
        _ => Value::Set(Rc::new(RefCell::new(d))),
    }
}

fn set_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("copy", kw)?;
    // A frozenset is immutable: CPython's `copy()` returns the same object.
    if let Some(f @ Value::FrozenSet(_)) = args.first() {
        return Ok(f.clone());
    }
    let s = set_of(args, "copy")?;
    let d = s.borrow().set_copy();
    Ok(make_like(args, d))
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
    no_kwargs("union", kw)?;
    let s = set_of(args, "union")?;
    let mut d = s.borrow().set_copy();
    for a in &args[1..] {
        interp.set_update_with(&mut d, a)?;
    }
    Ok(make_like(args, d))
}

fn set_intersection(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("intersection", kw)?;
    let s = set_of(args, "intersection")?;
    // CPython's `set_intersection_multi`: a copy, then intersected with each argument.
    let mut d = s.borrow().set_copy();
    for a in &args[1..] {
        let cur = Value::Set(Rc::new(RefCell::new(d)));
        d = interp.set_intersection_of(&cur, a)?;
    }
    Ok(make_like(args, d))
}

fn set_difference(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("difference", kw)?;
    let s = set_of(args, "difference")?;
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
    no_kwargs("symmetric_difference", kw)?;
    arg_count("symmetric_difference", &args[1..], 1, 1)?;
    let s = set_of(args, "symmetric_difference")?;
    let d = interp.set_symmetric_difference_of(&Value::Set(s), &args[1])?;
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

fn set_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("update", kw)?;
    // In place, as CPython's `set_update_internal`: the set's own table grows (a copy is
    // worked on, so no borrow is held while the arguments' iterators run).
    let s = set_mut_of(args, "update")?;
    let mut d = s.borrow().clone();
    for a in &args[1..] {
        interp.set_update_with(&mut d, a)?;
    }
    *s.borrow_mut() = d;
    Ok(Value::None)
}
fn set_intersection_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    set_mut_of(args, "intersection_update")?;
    let v = set_intersection(interp, args, kw)?;
    replace_set(args, "intersection_update", v)
}
fn set_difference_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("difference_update", kw)?;
    let s = set_mut_of(args, "difference_update")?;
    let mut d = s.borrow().clone();
    for a in &args[1..] {
        interp.set_discard_all(&mut d, a)?;
    }
    *s.borrow_mut() = d;
    Ok(Value::None)
}
fn set_symmetric_difference_update(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("symmetric_difference_update", kw)?;
    arg_count("symmetric_difference_update", &args[1..], 1, 1)?;
    let s = set_mut_of(args, "symmetric_difference_update")?;
    // CPython walks a set argument's table (any other iterable becomes a set first) and
    // discards each key that is there, adding each that is not.
    let other = match &args[1] {
        v @ (Value::Set(_) | Value::FrozenSet(_)) => v.clone(),
        v => Value::Set(Rc::new(RefCell::new(interp.new_set_from(v)?))),
    };
    let mut d = s.borrow().clone();
    for x in crate::ops::set_items(&other) {
        interp.budget.step()?;
        if !interp.set_discard_in(&mut d, &x)? {
            interp.set_add(&mut d, x)?;
        }
    }
    *s.borrow_mut() = d;
    Ok(Value::None)
}

fn set_issubset(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("issubset", kw)?;
    arg_count("issubset", &args[1..], 1, 1)?;
    let s = set_of(args, "issubset")?;
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
    no_kwargs("issuperset", kw)?;
    arg_count("issuperset", &args[1..], 1, 1)?;
    let s = set_of(args, "issuperset")?;
    for x in interp.iterate(&args[1])? {
        interp.budget.step()?;
        if !interp.dict_contains(&s, &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn set_isdisjoint(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("isdisjoint", kw)?;
    arg_count("isdisjoint", &args[1..], 1, 1)?;
    let s = set_of(args, "isdisjoint")?;
    for x in interp.iterate(&args[1])? {
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
    no_kwargs("isdisjoint", kw)?;
    arg_count("isdisjoint", &args[1..], 1, 1)?;
    let (mut this, mut other) = (args[0].clone(), args[1].clone());
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

fn range_of(args: &[Value], name: &str) -> R<Rc<crate::value::RangeObj>> {
    match args.first() {
        Some(Value::Range(r)) => Ok(r.clone()),
        _ => Err(descriptor_error(name, "range", args.first())),
    }
}

/// `range.index(x)`: arithmetic for an int (or bool), and a search by
/// `==` for anything else, with CPython's two messages.
fn range_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("range.index", kw)?;
    arg_count("range.index", &args[1..], 1, 1)?;
    let r = range_of(args, "index")?;
    let x = &args[1];
    if matches!(x, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) {
        if interp.contains(&args[0], x)? {
            let x = crate::ops::to_bigint(x).unwrap_or_default();
            let (start, _, step) = r.parts();
            let i = (x - start) / step;
            return Ok(Value::from_bigint(i));
        }
        return Err(value_error(format!("{} is not in range", interp.repr(x)?)));
    }
    for (i, item) in interp.iterate(&args[0])?.into_iter().enumerate() {
        interp.budget.step()?;
        if interp.eq(&item, x)? {
            return Ok(Value::Int(i as i64));
        }
    }
    Err(value_error("sequence.index(x): x not in sequence"))
}

/// `range.count(x)`: 0 or 1 for an int, else the number of members `==` to `x`.
fn range_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("range.count", kw)?;
    arg_count("range.count", &args[1..], 1, 1)?;
    range_of(args, "count")?;
    let x = &args[1];
    if matches!(x, Value::Int(_) | Value::BigInt(_)) {
        return Ok(Value::Int(i64::from(interp.contains(&args[0], x)?)));
    }
    let mut n = 0i64;
    for item in interp.iterate(&args[0])? {
        interp.budget.step()?;
        if interp.eq(&item, x)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

/// `slice.indices(length)`: the start, stop and step a sequence of that length would use.
fn slice_indices(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("slice.indices", kw)?;
    arg_count("slice.indices", &args[1..], 1, 1)?;
    let s = match args.first() {
        Some(Value::Slice(s)) => s.clone(),
        other => return Err(descriptor_error("indices", "slice", other)),
    };
    let length = interp.index_value(&args[1])?;
    if length < 0 {
        return Err(value_error("length should not be negative"));
    }
    let (start, stop, step, _) = interp.slice_bounds(&s, length as usize)?;
    Ok(Value::tuple(vec![Value::Int(start), Value::Int(stop), Value::Int(step)]))
}

fn int_recv(args: &[Value]) -> BigInt {
    args.first().and_then(crate::ops::to_bigint).unwrap_or_default()
}

fn int_bit_length(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(Value::Int(int_recv(args).bits() as i64))
}

fn int_bit_count(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = int_recv(args).abs();
    let n: u64 = b.to_u64_digits().1.iter().map(|d| d.count_ones() as u64).sum();
    Ok(Value::Int(n as i64))
}

fn int_is_integer(_interp: &mut Interp, _args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(Value::Bool(true))
}

fn num_self(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(match args.first() {
        Some(Value::Bool(b)) => Value::Int(*b as i64),
        Some(v) => v.clone(),
        None => Value::None,
    })
}

fn int_as_integer_ratio(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(Value::tuple(vec![Value::from_bigint(int_recv(args)), Value::Int(1)]))
}

fn int_to_bytes(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    only_kwargs("to_bytes", kw, &["length", "byteorder", "signed"])?;
    let v = int_recv(args);
    let length = match args.get(1).cloned().or_else(|| kwarg(kw, "length")) {
        Some(l) => interp.index_value(&l)?,
        None => 1,
    };
    if length < 0 {
        return Err(value_error("length argument must be non-negative"));
    }
    interp.check_alloc(length as usize)?;
    let order = match args.get(2).cloned().or_else(|| kwarg(kw, "byteorder")) {
        Some(Value::Str(ref s)) => s.s.clone(),
        Some(_) => return Err(type_error("to_bytes() argument 'byteorder' must be str")),
        None => "big".into(),
    };
    let signed = match kwarg(kw, "signed") {
        Some(s) => interp.truthy(&s)?,
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
    only_kwargs("from_bytes", kw, &["bytes", "byteorder", "signed"])?;
    let data = match args.get(1).cloned().or_else(|| kwarg(kw, "bytes")) {
        Some(Value::Bytes(ref b)) => (**b).clone(),
        Some(Value::ByteArray(ref b)) => b.borrow().clone(),
        Some(other) => {
            let items = interp.iterate(&other)?;
            items.iter().map(|x| interp.index_value(x).map(|i| i as u8)).collect::<R<Vec<u8>>>()?
        }
        None => return Err(type_error("from_bytes() missing required argument 'bytes' (pos 1)")),
    };
    let order = match args.get(2).cloned().or_else(|| kwarg(kw, "byteorder")) {
        Some(Value::Str(ref s)) => s.s.clone(),
        _ => "big".into(),
    };
    let signed = match kwarg(kw, "signed") {
        Some(s) => interp.truthy(&s)?,
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

fn float_is_integer(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let f = float_recv(args);
    Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
}

fn float_as_integer_ratio(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
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

fn float_hex(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
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
    no_kwargs("__getformat__", kw)?;
    arg_count("__getformat__", &args[1..], 1, 1)?;
    match &args[1] {
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
    no_kwargs("fromhex", kw)?;
    arg_count("fromhex", &args[1..], 1, 1)?;
    let text = match &args[1] {
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

fn complex_conjugate(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    match args.first() {
        Some(Value::Complex(c)) => Ok(Value::Complex(Rc::new((c.0, -c.1)))),
        _ => Ok(Value::None),
    }
}

fn gen_of(args: &[Value]) -> R<Rc<crate::eval::generator::Generator>> {
    match args.first() {
        Some(Value::Generator(g)) => Ok(g.clone()),
        _ => Err(type_error("descriptor requires a 'generator' object")),
    }
}

fn gen_send(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("send", kw)?;
    let g = gen_of(args)?;
    arg_count("send", &args[1..], 1, 1)?;
    interp.gen_send(&g, GenInput::Send(args[1].clone()))
}

fn gen_throw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("throw", kw)?;
    let g = gen_of(args)?;
    arg_count("throw", &args[1..], 1, 3)?;
    let mut exc = args[1].clone();
    if let (Value::Class(c), Some(v)) = (&exc, args.get(2)) {
        let c = c.clone();
        exc = interp.instantiate(&c, vec![v.clone()], vec![])?;
    }
    let e = interp.throw_error(exc)?;
    interp.gen_send(&g, GenInput::Throw(e))
}

fn gen_close(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("close", kw)?;
    let g = gen_of(args)?;
    interp.gen_close(&g)?;
    Ok(Value::None)
}
