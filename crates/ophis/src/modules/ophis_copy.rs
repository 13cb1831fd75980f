//! `_ophis_copy`: the few native operations `copy.py` needs that a sandboxed program cannot
//! express, because they touch what the dunder rule hides: finding the copy-protocol methods
//! a user class defines (`__copy__`, `__deepcopy__`, `__reduce_ex__`, ...), reducing an
//! instance the way `object.__reduce_ex__(4)` does (its class, builtin part and attribute
//! dictionary), creating an instance without running `__init__` (`cls.__new__(cls)`), and
//! updating an instance's attributes directly (`obj.__dict__.update(state)`).
//!
//! Only methods defined by user classes are ever returned, and only for the fixed list of
//! protocol names below, so nothing here reaches interpreter internals.

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::{bind as bind_args, Sig};
use crate::dict::Dict;
use crate::error::{not_implemented, type_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BoundMethod, BuiltinFn, Class, ExcData, Instance, TypeKind, Value};

/// The special methods `copy` may look up on user classes.
const PROTOCOL: &[&str] = &[
    "__copy__",
    "__deepcopy__",
    "__reduce_ex__",
    "__reduce__",
    "__getstate__",
    "__setstate__",
    "__getnewargs__",
    "__getnewargs_ex__",
    "__getattribute__",
];

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("special", special),
        ("reduce", reduce),
        ("newobj", newobj),
        ("update_attrs", update_attrs),
        ("method_parts", method_parts),
        ("bind", bind),
        ("iter_rebuild", iter_rebuild),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_ophis_copy", name, *f))).collect();
    Ok(new_module("_ophis_copy", attrs))
}

/// The arguments of a helper taking exactly `n` positional ones (`args_n!("bind", args, kw,
/// 2)`), bound to its declared signature: the argument slice, of exactly that length.
macro_rules! args_n {
    ($name:literal, $args:expr, $kw:expr, 1) => {{
        static SIG: Sig<1> = Sig::positional($name, concat!("_ophis_copy.", $name), ["a"], 1);
        bind_args(&SIG, $args, $kw).map(|_| $args)
    }};
    ($name:literal, $args:expr, $kw:expr, 2) => {{
        static SIG: Sig<2> = Sig::positional($name, concat!("_ophis_copy.", $name), ["a", "b"], 2);
        bind_args(&SIG, $args, $kw).map(|_| $args)
    }};
}

/// `special(obj, name)`: the bound protocol method `name` if a user class in `type(obj)`'s MRO
/// defines it, else None.
fn special(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = args_n!("special", args, kw, 2)?;
    let name = match &a[1] {
        Value::Str(s) if PROTOCOL.contains(&s.as_str()) => s.s.clone(),
        _ => return Err(type_error("_ophis_copy.special(): not a copy-protocol method name")),
    };
    let obj = &a[0];
    let cls = match obj {
        Value::Instance(i) => i.class.clone(),
        // Classes are copied atomically; other builtin values have no user methods.
        _ => return Ok(Value::None),
    };
    let found = {
        let mro = cls.mro();
        let mut found = None;
        for c in mro.iter() {
            // Builtin types implement the protocol natively (`_native_reduce`), but for the
            // classes of objects ophis makes natively outside the value kinds
            // (`types.GenericAlias`), whose own methods (`ga_reduce`) are the protocol.
            if c.is_builtin && !crate::slots::native_object_class(interp, c) {
                continue;
            }
            if let Some(v) = c.attrs.borrow().get(name.as_str()) {
                found = Some(v.clone());
                break;
            }
        }
        found
    };
    match found {
        None | Some(Value::None) => Ok(Value::None),
        Some(attr) => interp.bind_class_attr(obj, &cls, attr),
    }
}

fn attrs_dict(interp: &mut Interp, inst: &Instance) -> R<Value> {
    let pairs: Vec<(Value, Value)> =
        inst.attrs.borrow().iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
    if pairs.is_empty() {
        return Ok(Value::None);
    }
    let d = Rc::new(RefCell::new(Dict::new()));
    interp.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
    for (k, v) in pairs {
        interp.dict_set(&d, k, v)?;
    }
    Ok(Value::Dict(d))
}

fn builtin_fn(name: &'static str, f: BuiltinFn) -> Value {
    func("_ophis_copy", name, f)
}

/// `reduce(obj)`: what `obj.__reduce_ex__(4)` gives in CPython for instances of user classes,
/// as `(callable, args, state, listitems, dictitems)`.
fn reduce(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = args_n!("reduce", args, kw, 1)?;
    let obj = &a[0];
    let inst = match obj {
        Value::Instance(i) => i.clone(),
        Value::Slice(s) => {
            let cls = interp.types.get(TypeKind::Slice);
            return Ok(Value::tuple(vec![
                Value::Class(cls),
                Value::tuple(vec![s.start.clone(), s.stop.clone(), s.step.clone()]),
            ]));
        }
        Value::Iterator(st) => return iter_reduce(interp, st),
        Value::StaticMethod(_) | Value::ClassMethod(_) => {
            return Err(not_implemented(format!(
                "copying '{}' objects is not supported by ophis",
                interp.type_name(obj)
            )));
        }
        other => {
            return Err(type_error(format!("cannot pickle '{}' object", interp.type_name(other))))
        }
    };
    let cls = inst.class.clone();
    // `object.__getstate__`'s trace, as CPython's copy leaves it when no class of the
    // program defines `__getstate__` (exceptions reduce through their own `__reduce__`).
    if inst.exc.is_none() && crate::slots::own_method(interp, obj, "__getstate__").is_none() {
        let slots = crate::slots::slot_names_of(&cls);
        crate::slots::cache_slotnames(interp, &cls, &slots)?;
    }
    let state = attrs_dict(interp, &inst)?;
    let newobj_fn = builtin_fn("newobj", newobj);
    if let Some(exc) = &inst.exc {
        // BaseException.__reduce__: (type(self), self.args, state).
        let exc_args = exc.borrow().args.clone();
        return Ok(Value::tuple(vec![Value::Class(cls), Value::tuple(exc_args), state]));
    }
    let base = inst.builtin_base.borrow().clone();
    let none = Value::None;
    let rv = match (&base, cls.kind) {
        (None, _) => {
            vec![newobj_fn, Value::tuple(vec![Value::Class(cls)]), state, none.clone(), none]
        }
        (Some(Value::List(l)), _) => {
            let it = interp.get_iter(&Value::List(l.clone()))?;
            vec![newobj_fn, Value::tuple(vec![Value::Class(cls)]), state, it, none]
        }
        (Some(Value::Dict(d)), _) => {
            let items = crate::builtins::iter::make(crate::builtins::iter::IterState::over_dict(
                d,
                crate::value::ViewKind::Items,
                false,
            ));
            vec![newobj_fn, Value::tuple(vec![Value::Class(cls)]), state, none.clone(), items]
        }
        // set, frozenset and bytearray reduce to a call of the class itself.
        (Some(b @ (Value::Set(_) | Value::FrozenSet(_))), _) => {
            let items = interp.iterate(b)?;
            let list = interp.track_list(items);
            vec![Value::Class(cls), Value::tuple(vec![list]), state, none.clone(), none]
        }
        (Some(Value::ByteArray(b)), _) => {
            let bytes = b.borrow().clone();
            let args = if bytes.is_empty() { vec![] } else { vec![Value::Bytes(Rc::new(bytes))] };
            vec![Value::Class(cls), Value::tuple(args), state, none.clone(), none]
        }
        // Immutable builtin bases: the class's own `__getnewargs__` (a namedtuple's) gives
        // the arguments of `__new__`, else the builtin's gives a plain copy of the value.
        (Some(b), _) => {
            let own = cls
                .mro()
                .iter()
                .take_while(|c| !c.is_builtin)
                .find_map(|c| c.attrs.borrow().get("__getnewargs__").cloned());
            let mut args = vec![Value::Class(cls.clone())];
            if let Some(f) = own {
                let r = interp.call_with_receiver(&f, &Value::Instance(inst.clone()), [])?;
                match &r {
                    Value::Tuple(t) => args.extend(t.iter().cloned()),
                    other => {
                        return Err(type_error(format!(
                            "__getnewargs__ should return a tuple, not '{}'",
                            interp.type_name(other)
                        )))
                    }
                }
            } else {
                args.push(match b {
                    Value::Tuple(t) => Value::tuple((**t).clone()),
                    other => other.clone(),
                });
            }
            vec![newobj_fn, Value::tuple(args), state, none.clone(), none]
        }
    };
    Ok(Value::tuple(rv))
}

/// What CPython's `__reduce__` of a builtin iterator gives, for `copy`: `(callable, args)`
/// whose args hold the iterator's values (its container, inner iterators, function), so a
/// shallow copy shares them and a deep copy copies them, as in CPython. Where CPython rebuilds
/// through `iter(...)`, `reversed`, `enumerate`, `map`, `filter` or `zip`, so does this (a
/// dict or set iterator becomes a `list_iterator` over what it had left, as in CPython); a
/// position inside a sequence, which CPython restores through `__setstate__`, is restored by
/// `iter_rebuild`.
fn iter_reduce(
    interp: &mut Interp,
    st: &Rc<RefCell<crate::builtins::iter::IterState>>,
) -> R<Value> {
    use crate::builtins::iter::IterState as S;
    let rebuild = builtin_fn("iter_rebuild", iter_rebuild);
    let iter_fn = interp
        .builtin("iter")
        .ok_or_else(|| not_implemented("copying an iterator without the builtin iter"))?;
    let class = |interp: &Interp, k: TypeKind| Value::Class(interp.types.get(k));
    let int = |n: usize| Value::Int(n as i64);
    let call = |f: Value, args: Vec<Value>| Ok(Value::tuple(vec![f, Value::tuple(args)]));
    let rebuilt = |tag: &str, mut parts: Vec<Value>| {
        parts.insert(0, Value::str(tag));
        Ok(Value::tuple(vec![rebuild.clone(), Value::tuple(parts)]))
    };
    let state = st.borrow();
    match &*state {
        S::List { list, index } => rebuilt("list", vec![Value::List(list.clone()), int(*index)]),
        S::ListRev { list, index } => {
            rebuilt("list_reverse", vec![Value::List(list.clone()), Value::Int(*index as i64)])
        }
        S::Tuple { tuple, index } => {
            rebuilt("tuple", vec![Value::Tuple(tuple.clone()), int(*index)])
        }
        S::FrozenSet { items, index } => {
            let left = items.get(*index..).unwrap_or_default().to_vec();
            drop(state);
            let list = interp.track_list(left);
            call(iter_fn, vec![list])
        }
        S::Str { s, byte } => {
            let chars = s.as_str().get(..*byte).map_or(0, |p| p.chars().count());
            rebuilt("str", vec![Value::Str(s.clone()), int(chars)])
        }
        S::Bytes { bytes, index, array } => {
            rebuilt("bytes", vec![Value::Bytes(bytes.clone()), int(*index), Value::Bool(*array)])
        }
        S::ByteArray { array, index } => {
            rebuilt("bytearray", vec![Value::ByteArray(array.clone()), int(*index)])
        }
        S::Range { next, step, remaining } => {
            rebuilt("range", vec![Value::Int(*next), Value::Int(*step), Value::Int(*remaining)])
        }
        S::LongRange { next, step, remaining } => rebuilt(
            "range",
            vec![
                Value::from_bigint(next.clone()),
                Value::from_bigint(step.clone()),
                Value::from_bigint(remaining.clone()),
            ],
        ),
        S::Reversed { items, kind } if *kind == TypeKind::Reversed => {
            rebuilt("reversed_items", vec![Value::tuple(items.clone())])
        }
        S::Reversed { items, .. } => {
            let left: Vec<Value> = items.iter().rev().cloned().collect();
            drop(state);
            let list = interp.track_list(left);
            call(iter_fn, vec![list])
        }
        S::ReversedSeq { seq, index } => {
            rebuilt("reversed_seq", vec![seq.clone(), Value::Int(*index)])
        }
        S::SeqIndex { obj, index } => rebuilt("seq_index", vec![obj.clone(), Value::Int(*index)]),
        S::Callable { func, sentinel } => call(iter_fn, vec![func.clone(), sentinel.clone()]),
        S::Enumerate { inner, count } => {
            call(class(interp, TypeKind::Enumerate), vec![inner.clone(), count.clone()])
        }
        S::Zip { inners, strict: false } => call(class(interp, TypeKind::Zip), inners.clone()),
        S::Zip { strict: true, .. } => {
            Err(not_implemented("copying a zip(..., strict=True) object is not supported by ophis"))
        }
        S::Map { func, inners } => {
            let mut args = vec![func.clone()];
            args.extend(inners.iter().cloned());
            call(class(interp, TypeKind::Map), args)
        }
        S::Filter { func, inner } => {
            call(class(interp, TypeKind::Filter), vec![func.clone(), inner.clone()])
        }
        // An exhausted iterator: CPython reduces most to `iter()` of an empty container.
        S::Done(k) => match k {
            TypeKind::ListIterator
            | TypeKind::ListReverseIterator
            | TypeKind::SetIterator
            | TypeKind::DictKeyIterator
            | TypeKind::DictValueIterator
            | TypeKind::DictItemIterator
            | TypeKind::DictReverseKeyIterator
            | TypeKind::DictReverseValueIterator
            | TypeKind::DictReverseItemIterator => {
                drop(state);
                let list = interp.track_list(Vec::new());
                call(iter_fn, vec![list])
            }
            TypeKind::TupleIterator
            | TypeKind::BytesIterator
            | TypeKind::ByteArrayIterator
            | TypeKind::CallableIterator
            | TypeKind::Iterator => call(iter_fn, vec![Value::tuple(Vec::new())]),
            TypeKind::StrAsciiIterator | TypeKind::StrIterator => {
                call(iter_fn, vec![Value::str("")])
            }
            TypeKind::Reversed => {
                call(class(interp, TypeKind::Reversed), vec![Value::tuple(Vec::new())])
            }
            k => rebuilt("done", vec![class(interp, *k)]),
        },
        // A dict's or set's iterator: what it has left, taken from a copy of its state (the
        // original does not move), into a list (CPython's `dictiter_reduce`).
        S::DictKeys { dict, pos, used, remaining, kind, set } => {
            let copy = S::DictKeys {
                dict: dict.clone(),
                pos: *pos,
                used: *used,
                remaining: *remaining,
                kind: *kind,
                set: *set,
            };
            drop(state);
            let items = interp.iterate(&crate::builtins::iter::make(copy))?;
            let list = interp.track_list(items);
            call(iter_fn, vec![list])
        }
    }
}

/// `iter_rebuild(tag, *parts)`: the iterator `iter_reduce` described, over `parts` (copied
/// or shared by `copy`), at the position it had. Every part is checked: a wrong one is a
/// TypeError, never a state the iterator could not be in.
fn iter_rebuild(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    use crate::builtins::iter::IterState as S;
    static SIG: Sig<0> = Sig::varargs("iter_rebuild", "_ophis_copy.iter_rebuild", [], 1);
    bind_args(&SIG, args, kw)?;
    let bad = || type_error("_ophis_copy.iter_rebuild(): not an iterator's parts");
    let index = |v: &Value| match v {
        Value::Int(n) if *n >= 0 => Ok(*n as usize),
        _ => Err(bad()),
    };
    let tag = match args.first() {
        Some(Value::Str(t)) => t.as_str().to_string(),
        _ => return Err(bad()),
    };
    let state = match (tag.as_str(), &args[1..]) {
        ("list", [Value::List(list), i]) => S::List { list: list.clone(), index: index(i)? },
        ("list_reverse", [Value::List(list), Value::Int(i)]) if *i >= -1 => {
            S::ListRev { list: list.clone(), index: *i as isize }
        }
        ("tuple", [Value::Tuple(tuple), i]) => S::Tuple { tuple: tuple.clone(), index: index(i)? },
        ("str", [Value::Str(s), i]) => {
            let n = index(i)?;
            let byte = s.as_str().char_indices().nth(n).map_or(s.as_str().len(), |(b, _)| b);
            S::Str { s: s.clone(), byte }
        }
        ("bytes", [Value::Bytes(bytes), i, Value::Bool(array)]) => {
            S::Bytes { bytes: bytes.clone(), index: index(i)?, array: *array }
        }
        ("bytearray", [Value::ByteArray(array), i]) => {
            S::ByteArray { array: array.clone(), index: index(i)? }
        }
        ("range", [Value::Int(next), Value::Int(step), Value::Int(remaining)])
            if *remaining >= 0 && *step != 0 =>
        {
            S::Range { next: *next, step: *step, remaining: *remaining }
        }
        ("range", [next, step, remaining]) => {
            let big = |v: &Value| match v {
                Value::Int(n) => Ok(num_bigint::BigInt::from(*n)),
                Value::BigInt(b) => Ok((**b).clone()),
                _ => Err(bad()),
            };
            let (next, step, remaining) = (big(next)?, big(step)?, big(remaining)?);
            if remaining.sign() == num_bigint::Sign::Minus
                || step.sign() == num_bigint::Sign::NoSign
            {
                return Err(bad());
            }
            S::LongRange { next, step, remaining }
        }
        ("reversed_items", [Value::Tuple(items)]) => {
            S::Reversed { items: (**items).clone(), kind: TypeKind::Reversed }
        }
        ("reversed_seq", [seq, Value::Int(i)]) => S::ReversedSeq { seq: seq.clone(), index: *i },
        ("seq_index", [obj, Value::Int(i)]) => S::SeqIndex { obj: obj.clone(), index: *i },
        ("done", [Value::Class(c)]) if crate::builtins::iter::is_iterator_kind(c.kind) => {
            S::Done(c.kind)
        }
        _ => return Err(bad()),
    };
    Ok(crate::builtins::iter::make(state))
}

/// `newobj(cls, *args)`: `cls.__new__(cls, *args)` for a user class: a new instance whose
/// builtin part (for subclasses of builtin types) is made from `args`, without `__init__`.
fn newobj(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::varargs("newobj", "_ophis_copy.newobj", [], 1);
    bind_args(&SIG, args, kw)?;
    let cls: Rc<Class> = match &args[0] {
        Value::Class(c) => c.clone(),
        other => {
            return Err(type_error(format!(
                "newobj() argument 1 must be a type, not {}",
                interp.type_name(other)
            )))
        }
    };
    let rest = args[1..].to_vec();
    if cls.is_builtin {
        return interp.call(&Value::Class(cls), rest, vec![]);
    }
    // A class's own `__new__` (a namedtuple's, `__getnewargs__`'s partner) is called as
    // `copyreg.__newobj__` calls it.
    let user_new = cls
        .mro()
        .iter()
        .take_while(|c| !c.is_builtin)
        .find_map(|c| c.attrs.borrow().get("__new__").cloned());
    if let Some(new_f) = user_new {
        let new_f = match new_f {
            Value::StaticMethod(ref inner) => (**inner).clone(),
            other => other,
        };
        let mut new_args = Vec::with_capacity(rest.len() + 1);
        new_args.push(Value::Class(cls.clone()));
        new_args.extend(rest);
        return interp.call(&new_f, new_args, vec![]);
    }
    let is_exc = cls.kind == TypeKind::Exception;
    let builtin_base = match cls.kind {
        TypeKind::Object | TypeKind::Exception => None,
        TypeKind::List | TypeKind::Dict | TypeKind::Set | TypeKind::ByteArray => {
            let base_cls = interp.types.get(cls.kind);
            Some(crate::builtins::types::construct(interp, &base_cls, cls.kind, vec![], vec![])?)
        }
        kind => {
            let base_cls = interp.types.get(kind);
            Some(crate::builtins::types::construct(interp, &base_cls, kind, rest.clone(), vec![])?)
        }
    };
    let inst = Rc::new(Instance {
        class: cls.clone(),
        attrs: crate::value::Attrs::for_instance(&cls),
        exc: if is_exc {
            Some(Box::new(RefCell::new(ExcData { args: rest, ..Default::default() })))
        } else {
            None
        },
        builtin_base: crate::attr::BaseSlot::new(builtin_base),
    });
    interp.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
    Ok(Value::Instance(inst))
}

/// `update_attrs(obj, state)`: `obj.__dict__.update(state)`, bypassing `__setattr__` and
/// properties as CPython does.
fn update_attrs(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = args_n!("update_attrs", args, kw, 2)?;
    let inst = match &a[0] {
        Value::Instance(i) => i.clone(),
        other => {
            return Err(type_error(format!(
                "'{}' object has no attribute '__dict__'",
                interp.type_name(other)
            )))
        }
    };
    let pairs: Vec<(Value, Value)> = match &a[1] {
        Value::Dict(d) => d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect(),
        other => {
            // Any mapping: go through its items().
            let items = interp.call_method(other, &Rc::from("items"), vec![], vec![])?;
            let mut out = Vec::new();
            for pair in interp.iterate(&items)? {
                interp.budget.step()?;
                let kv = interp.iterate(&pair)?;
                if kv.len() != 2 {
                    return Err(type_error("dictionary update sequence element has wrong length"));
                }
                out.push((kv[0].clone(), kv[1].clone()));
            }
            out
        }
    };
    for (k, v) in pairs {
        match k {
            Value::Str(ref s) => {
                inst.attrs.borrow_mut().insert(Rc::from(s.as_str()), v);
            }
            other => {
                return Err(type_error(format!(
                    "attribute name must be string, not '{}'",
                    interp.type_name(&other)
                )))
            }
        }
    }
    Ok(Value::None)
}

/// `method_parts(m)`: `(m.__func__, m.__self__)` of a bound method.
fn method_parts(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = args_n!("method_parts", args, kw, 1)?;
    match &a[0] {
        Value::BoundMethod(m) => Ok(Value::tuple(vec![m.func.clone(), m.receiver.clone()])),
        other => Err(type_error(format!("not a bound method: '{}'", interp.type_name(other)))),
    }
}

/// `bind(func, obj)`: `types.MethodType(func, obj)`.
fn bind(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = args_n!("bind", args, kw, 2)?;
    Ok(Value::BoundMethod(Rc::new(BoundMethod { receiver: a[1].clone(), func: a[0].clone() })))
}
