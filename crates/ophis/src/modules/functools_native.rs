//! `_functools`: the native half of `functools` (`py/functools.py`).
//!
//! `total_ordering` must find which rich comparisons a class defines and add the missing
//! ones. Python code in the sandbox cannot do either: reading `cls.__lt__` and setting a
//! dunder attribute are both refused by the dunder rule. These two functions do exactly
//! that much and nothing more: they only handle the four ordering methods, and only on
//! classes defined by the program (never a builtin type).
//!
//! `lru_call` is the body of the functions `lru_cache` returns: the key making, the lookup,
//! the LRU bookkeeping and the statistics, natively (as CPython's C `_lru_cache_wrapper`),
//! so that a cached call costs one builtin call.

use std::rc::Rc;

use std::cell::RefCell;

use crate::args::{bind, req, Sig};
use crate::dict::Dict;
use crate::error::{type_error, value_error, R};
use crate::eval::call::Builtin;
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Class, Value};

const ORDERING: [&str; 4] = ["__lt__", "__le__", "__gt__", "__ge__"];

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_functools",
        vec![
            ("ordering_method", func("_functools", "ordering_method", ordering_method)),
            ("set_ordering_method", func("_functools", "set_ordering_method", set_ordering_method)),
            ("lru_call", func("_functools", "lru_call", lru_call)),
            // CPython's `reduce` is a C function: stored on a class it does not bind.
            ("reduce", func("functools", "reduce", reduce)),
            ("set_partial_state", func("_functools", "set_partial_state", set_partial_state)),
            ("partial_namespace", func("_functools", "partial_namespace", partial_namespace)),
            ("has_get", func("_functools", "has_get", has_get)),
            ("method_function", func("_functools", "method_function", method_function)),
            ("update_dicts", func("_functools", "update_dicts", update_dicts)),
            ("instance_dict", func("_functools", "instance_dict", instance_dict)),
            ("special_attr", func("_functools", "special_attr", special_attr)),
            ("descriptor_get", func("_functools", "descriptor_get", descriptor_get)),
            ("set_instance_attr", func("_functools", "set_instance_attr", set_instance_attr)),
            ("del_instance_attr", func("_functools", "del_instance_attr", del_instance_attr)),
            ("make_cmp_to_key", func("_functools", "make_cmp_to_key", make_cmp_to_key)),
            ("copy_self", func("_functools", "copy_self", copy_self)),
        ],
    ))
}

fn user_class<'a>(fname: &str, v: &'a Value) -> R<&'a Rc<Class>> {
    match v {
        Value::Class(c) if !c.is_builtin => Ok(c),
        _ => {
            Err(type_error(format!("{fname}() argument 1 must be a class defined by the program")))
        }
    }
}

fn ordering_name(fname: &str, v: &Value) -> R<&'static str> {
    if let Value::Str(s) = v {
        if let Some(n) = ORDERING.iter().find(|n| **n == s.s.as_str()) {
            return Ok(n);
        }
    }
    Err(value_error(format!(
        "{fname}() argument 2 must be one of '__lt__', '__le__', '__gt__', '__ge__'"
    )))
}

/// `ordering_method(cls, name)`: the method `name` as found along the MRO of `cls`, or
/// None when it is `object`'s (CPython's test: `getattr(cls, op) is not getattr(object, op)`),
/// so a subclass of `int` or `str` has all four already.
fn ordering_method(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("ordering_method", "ordering_method", ["cls", "name"], 2);
    let [cls, name] = bind(&SIG, args, kw)?;
    let cls = user_class("ordering_method", req(cls))?;
    let name = ordering_name("ordering_method", req(name))?;
    let mro = cls.mro().to_vec();
    for c in mro.iter() {
        if c.is_builtin {
            // A builtin base's own comparison (`int.__lt__`), not the one it has from object.
            if c.kind == crate::value::TypeKind::Object {
                continue;
            }
            if crate::slots::type_has(&c.name, name) {
                let key: Rc<str> = Rc::from(name);
                return interp.getattr_unchecked(&Value::Class(c.clone()), &key);
            }
            continue;
        }
        if let Some(v) = c.attrs.borrow().get(name) {
            return Ok(v.clone());
        }
    }
    Ok(Value::None)
}

/// `set_ordering_method(cls, name, function)`: defines the method `name` on `cls`.
fn set_ordering_method(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional(
        "set_ordering_method",
        "set_ordering_method",
        ["cls", "name", "function"],
        3,
    );
    let [cls, name, function] = bind(&SIG, args, kw)?;
    let cls = user_class("set_ordering_method", req(cls))?;
    let name = ordering_name("set_ordering_method", req(name))?;
    let function = req(function);
    if !matches!(function, Value::Function(_)) {
        return Err(type_error("set_ordering_method() argument 3 must be a function"));
    }
    cls.attrs.borrow_mut().insert(Rc::from(name), function.clone());
    cls.classes_changed();
    cls.version.set(cls.version.get() + 1);
    Ok(Value::None)
}

/// CPython's key for a call: the arguments tuple, then a marker and the keyword items, then
/// (when typed) the types of the values; a lone int or str argument is its own key.
fn make_key(interp: &Interp, args: &[Value], kwds: &Dict, typed: bool, mark: &Value) -> Value {
    if !typed && kwds.is_empty() {
        if args.len() == 1 && matches!(args[0], Value::Int(_) | Value::BigInt(_) | Value::Str(_)) {
            return args[0].clone();
        }
        return Value::tuple(args.to_vec());
    }
    let mut key: Vec<Value> = args.to_vec();
    if !kwds.is_empty() {
        key.push(mark.clone());
        for e in kwds.iter() {
            key.push(e.key.clone());
            key.push(e.value.clone());
        }
    }
    if typed {
        for a in args {
            key.push(Value::Class(interp.type_of(a)));
        }
        for e in kwds.iter() {
            key.push(Value::Class(interp.type_of(&e.value)));
        }
    }
    Value::tuple(key)
}

/// `lru_call(state, args, kwds)`: one call of an lru_cache wrapper. `state` is the list
/// `[user_function, cache, hits, misses, maxsize, typed, kwd_mark]` of that wrapper.
fn lru_call(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional("lru_call", "lru_call", ["state", "args", "kwds"], 3);
    let [state, call_args, kwds] = bind(&SIG, args, kw)?;
    let state = match req(state) {
        Value::List(l) => l.clone(),
        _ => return Err(type_error("lru_call() argument 1 must be the cache state")),
    };
    let st: Vec<Value> = state.borrow().clone();
    if st.len() != 7 {
        return Err(type_error("lru_call() argument 1 must be the cache state"));
    }
    let func = st[0].clone();
    let cache: Rc<RefCell<Dict>> = match &st[1] {
        Value::Dict(d) => d.clone(),
        _ => return Err(type_error("lru_call() argument 1 must be the cache state")),
    };
    let maxsize: Option<i64> = match st[4] {
        Value::Int(m) => Some(m),
        _ => None,
    };
    let typed = interp.truthy(&st[5])?;
    let call_args: Vec<Value> = match req(call_args) {
        Value::Tuple(t) => t.to_vec(),
        _ => return Err(type_error("lru_call() argument 2 must be a tuple")),
    };
    let kwds: Rc<RefCell<Dict>> = match req(kwds) {
        Value::Dict(d) => d.clone(),
        _ => return Err(type_error("lru_call() argument 3 must be a dict")),
    };
    let call_kw: Kwargs = kwds
        .borrow()
        .iter()
        .map(|e| match &e.key {
            Value::Str(k) => Ok((Rc::from(k.s.as_str()), e.value.clone())),
            _ => Err(type_error("keywords must be strings")),
        })
        .collect::<R<Kwargs>>()?;
    let bump = |slot: usize| {
        let mut s = state.borrow_mut();
        if let Some(Value::Int(n)) = s.get(slot).cloned() {
            s[slot] = Value::Int(n + 1);
        }
    };
    if maxsize == Some(0) {
        bump(3);
        return interp.call(&func, call_args, call_kw);
    }
    let key = make_key(interp, &call_args, &kwds.borrow(), typed, &st[6]);
    // The key is hashed once per call, as CPython's C wrapper does (its entries keep their
    // hashes): a slow or counting `__hash__` of an argument runs once.
    let h = interp.hash(&key)?;
    if let Some((i, _)) = interp.dict_find_hashed(&cache, &key, h)? {
        let result = cache.borrow().value_at(i).cloned().unwrap_or(Value::None);
        if maxsize.is_some() {
            // A hit becomes the most recently used entry: move it to the end.
            let mut c = cache.borrow_mut();
            if let Some(entry) = c.remove_at(i) {
                interp.dict_room(&mut c)?;
                c.insert_new(h, entry.key, entry.value);
            }
        }
        bump(2);
        return Ok(result);
    }
    bump(3);
    let result = interp.call(&func, call_args, call_kw)?;
    if let Some(m) = maxsize {
        if interp.dict_find_hashed(&cache, &key, h)?.is_some() {
            // A recursive call added this key meanwhile: keep that entry.
            return Ok(result);
        }
        if cache.borrow().len() as i64 >= m {
            // The least recently used entry is the first one; removed by its slot, its key
            // is not hashed again.
            let mut c = cache.borrow_mut();
            if let Some(first) = (0..c.slots()).find(|&i| c.slot(i).is_some()) {
                c.remove_at(first);
            }
        }
    }
    interp.dict_set_hashed(&cache, key, result.clone(), h)?;
    Ok(result)
}

/// `reduce(function, iterable[, initial])`, as CPython's C `functools_reduce`: any
/// `TypeError` from `iter()` becomes its own message, and the function is never called for
/// a lone item.
fn reduce(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("reduce", "reduce", ["function", "iterable", "initial"], 2);
    let [function, iterable, initial] = bind(&SIG, args, kw)?;
    let function = req(function);
    let it = match interp.get_iter(req(iterable)) {
        Ok(it) => it,
        Err(e)
            if e.builtin_type() == Some(crate::error::ExcType::TypeError)
                || interp.is_exc_of(&e, crate::error::ExcType::TypeError) =>
        {
            return Err(type_error("reduce() arg 2 must support iteration"));
        }
        Err(e) => return Err(e),
    };
    let mut value = initial.cloned();
    while let Some(item) = interp.next(&it)? {
        value = Some(match value {
            None => item,
            Some(acc) => interp.call(function, vec![acc, item], vec![])?,
        });
    }
    value.ok_or_else(|| type_error("reduce() of empty iterable with no initial value"))
}

/// `make_cmp_to_key(wrapper_class)`: the public `cmp_to_key`, a builtin (as CPython's C
/// function, it does not bind when stored on a class) that carries the Python class
/// `KeyWrapper` of `functools.py` as its receiver.
fn make_cmp_to_key(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> =
        Sig::positional("make_cmp_to_key", "make_cmp_to_key", ["wrapper_class"], 1);
    let [class] = bind(&SIG, args, kw)?;
    Ok(receiving("cmp_to_key", cmp_to_key, req(class).clone()))
}

/// A builtin of `functools` passing `receiver` first, which does not bind as a method.
fn receiving(name: &'static str, f: crate::eval::call::BuiltinFn, receiver: Value) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed(name),
        func: f,
        receiver: Some(receiver),
        module: "functools",
        binds: false,
    }))
}

/// `cmp_to_key(mycmp)`: the key function, which wraps each object in a `KeyWrapper`.
fn cmp_to_key(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::keywords("cmp_to_key", ["mycmp"], 1, 0, 0);
    let (class, rest) =
        args.split_first().ok_or_else(|| type_error("cmp_to_key() lost its class"))?;
    let [mycmp] = bind(&SIG, rest, kw)?;
    let receiver = Value::tuple(vec![class.clone(), req(mycmp).clone()]);
    Ok(receiving("K", key_call, receiver))
}

/// A key function's call `K(obj)`: `KeyWrapper(obj, mycmp)`.
fn key_call(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::keywords("K", ["obj"], 1, 0, 0);
    let (state, rest) = args.split_first().ok_or_else(|| type_error("K() lost its state"))?;
    let [obj] = bind(&SIG, rest, kw)?;
    let (class, mycmp) = match state {
        Value::Tuple(t) if t.len() == 2 => (t[0].clone(), t[1].clone()),
        _ => return Err(type_error("K() lost its state")),
    };
    interp.call(&class, vec![req(obj).clone(), mycmp], vec![])
}

/// `set_partial_state(p, func, args, keywords)`: stores a partial's three read-only
/// attributes into its attribute table directly, past the class's `__setattr__` (which
/// refuses them to everyone else, as CPython's read-only members do).
fn set_partial_state(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<4> = Sig::positional(
        "set_partial_state",
        "set_partial_state",
        ["p", "func", "args", "keywords"],
        4,
    );
    let [p, func, fargs, keywords] = bind(&SIG, args, kw)?;
    let Value::Instance(inst) = req(p) else {
        return Err(type_error("set_partial_state() argument 1 must be a partial"));
    };
    let mut attrs = inst.attrs.borrow_mut();
    attrs.insert(Rc::from("func"), req(func).clone());
    attrs.insert(Rc::from("args"), req(fargs).clone());
    attrs.insert(Rc::from("keywords"), req(keywords).clone());
    Ok(Value::None)
}

/// The attribute name of `set_instance_attr`/`del_instance_attr`, checked as `object`'s own
/// slot wrappers check it (the dunder rule, the structural stores).
fn attr_name(interp: &Interp, obj: &Value, name: &Value, delete: bool) -> R<Rc<str>> {
    match name {
        Value::Str(name) => {
            interp.check_attr_name(&name.s)?;
            if delete {
                interp.check_structural_delete(obj, &name.s)?;
            } else {
                interp.check_structural_store(obj, &name.s)?;
            }
            Ok(Rc::from(name.s.as_str()))
        }
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            interp.type_name(other)
        ))),
    }
}

/// `update_dicts(wrapper, wrapped, updated)`: the second half of `update_wrapper`,
/// `getattr(wrapper, name).update(getattr(wrapped, name, {}))` for each name in `updated`,
/// with CPython's AttributeError when the wrapper lacks one. Native because the default name
/// is `__dict__`, which library code may not read under the smolagents policy; reading it
/// here exposes nothing the attributes themselves do not (a host value's stays unread, as
/// every host dunder).
fn update_dicts(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("update_dicts", "update_dicts", ["wrapper", "wrapped", "updated"], 3);
    let [wrapper, wrapped, updated] = bind(&SIG, args, kw)?.map(req);
    if crate::attr::is_host_value(wrapper) || crate::attr::is_host_value(wrapped) {
        return Ok(Value::None);
    }
    for name in interp.iterate(updated)? {
        let Value::Str(name) = &name else {
            return Err(type_error(format!(
                "attribute name must be string, not '{}'",
                interp.type_name(&name)
            )));
        };
        let name: Rc<str> = Rc::from(name.s.as_str());
        let read = |interp: &mut Interp, obj: &Value| -> R<Value> {
            if &*name == "__dict__" {
                interp.getattr_unchecked(obj, &name)
            } else {
                interp.getattr(obj, &name)
            }
        };
        let target = read(interp, wrapper)?;
        let source = match read(interp, wrapped) {
            Ok(v) => v,
            // `getattr(wrapped, name, {})`: the wrapper's `update` is called all the same.
            Err(e) if interp.is_exc_of(&e, crate::error::ExcType::AttributeError) => {
                Value::dict(crate::dict::Dict::default())
            }
            Err(e) => return Err(e),
        };
        interp.call_method(&target, &Rc::from("update"), vec![source], Vec::new())?;
    }
    Ok(Value::None)
}

/// `instance_dict(obj)`: `obj.__dict__`, for `cached_property` (library code may not read
/// `__dict__` under the smolagents policy; the dict goes no further than the descriptor).
/// A host object's stays unread: an AttributeError, as for an object without one.
fn instance_dict(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("instance_dict", "instance_dict", ["obj"], 1);
    let [obj] = bind(&SIG, args, kw)?.map(req);
    if crate::attr::is_host_value(obj) {
        return Err(crate::error::attribute_error(format!(
            "'{}' object has no attribute '__dict__'",
            interp.type_name(obj)
        )));
    }
    interp.getattr_unchecked(obj, &Rc::from("__dict__"))
}

/// `special_attr(obj, name, default)`: `getattr(obj, name, default)` for the dunder
/// `partialmethod` and `singledispatchmethod` read as CPython's do (`__isabstractmethod__`
/// of what they wrap), which library code may not read under the smolagents policy. Only
/// that name; a host value's stays unread (the default).
fn special_attr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("special_attr", "special_attr", ["obj", "name", "default"], 3);
    let [obj, name, default] = bind(&SIG, args, kw)?.map(req);
    let name: Rc<str> = match name {
        Value::Str(s) if s.as_str() == "__isabstractmethod__" => Rc::from(s.as_str()),
        _ => return Err(type_error("special_attr() reads __isabstractmethod__ only")),
    };
    if crate::attr::is_host_value(obj) {
        return Ok(default.clone());
    }
    match interp.getattr_unchecked(obj, &name) {
        Ok(v) => Ok(v),
        Err(e) if interp.is_exc_of(&e, crate::error::ExcType::AttributeError) => {
            Ok(default.clone())
        }
        Err(e) => Err(e),
    }
}

/// `set_instance_attr(obj, name, value)`: `object.__setattr__`, which a partial's own
/// `__setattr__` falls back to (library code cannot read `object.__setattr__` under every
/// dunder policy).
fn set_instance_attr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("set_instance_attr", "set_instance_attr", ["obj", "name", "value"], 3);
    let [obj, name, value] = bind(&SIG, args, kw)?.map(req);
    let name = attr_name(interp, obj, name, false)?;
    interp.generic_setattr(obj, &name, value.clone())?;
    Ok(Value::None)
}

/// `del_instance_attr(obj, name)`: `object.__delattr__`, as `set_instance_attr`.
fn del_instance_attr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("del_instance_attr", "del_instance_attr", ["obj", "name"], 2);
    let [obj, name] = bind(&SIG, args, kw)?.map(req);
    let name = attr_name(interp, obj, name, true)?;
    interp.generic_delattr(obj, &name)?;
    Ok(Value::None)
}

/// `descriptor_get(desc, obj, owner)`: `desc.__get__(obj, owner)`, for `singledispatchmethod`
/// (library code cannot read `__get__` under every dunder policy): a function binds to `obj`
/// (itself through the class), a static method is its function, a class method binds to
/// the owner, a user descriptor's `__get__` is called; what has no `__get__` in CPython is
/// refused as reading it there is.
fn descriptor_get(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("descriptor_get", "descriptor_get", ["desc", "obj", "owner"], 3);
    let [desc, obj, owner] = bind(&SIG, args, kw)?.map(req);
    let obj = (!matches!(obj, Value::None)).then(|| obj.clone());
    let owner = match (owner, &obj) {
        (Value::Class(c), _) => c.clone(),
        (_, Some(o)) => interp.type_of(o),
        (_, None) => return Err(type_error("__get__(None, None) is invalid")),
    };
    match (desc, &obj) {
        (Value::Function(_) | Value::BoundMethod(_), None) => Ok(desc.clone()),
        (Value::BoundMethod(_), Some(_)) => Ok(desc.clone()),
        (Value::Instance(i), _) if i.class.lookup("__get__").is_some() => {
            let g = i.class.lookup("__get__").unwrap_or(Value::None);
            let inst = obj.unwrap_or(Value::None);
            interp.call_with_receiver(&g, desc, [inst, Value::Class(owner)])
        }
        (Value::Function(_) | Value::StaticMethod(_) | Value::ClassMethod(_), _)
        | (Value::Property(_), Some(_)) => {
            let recv = obj.unwrap_or_else(|| Value::Class(owner.clone()));
            interp.bind_class_attr(&recv, &owner, desc.clone())
        }
        (Value::Property(_), None) => Ok(desc.clone()),
        (Value::Builtin(b), _) if b.binds => match obj {
            Some(o) => interp.bind_class_attr(&o, &owner, desc.clone()),
            None => Ok(desc.clone()),
        },
        _ => Err(crate::error::attribute_error(format!(
            "'{}' object has no attribute '__get__'",
            interp.type_name(desc)
        ))),
    }
}

/// `method_function(m)`: the function a static or class method wraps (`m.__func__`, which
/// library code cannot read under every dunder policy); any other value is returned as is.
fn method_function(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("method_function", "method_function", ["m"], 1);
    let [m] = bind(&SIG, args, kw)?.map(req);
    Ok(match m {
        Value::StaticMethod(inner) | Value::ClassMethod(inner) => (**inner).clone(),
        other => other.clone(),
    })
}

/// `partial_namespace(p)`: a new dict of a partial's own attributes other than `func`,
/// `args` and `keywords` (which CPython keeps in C members, outside its `__dict__`), or None
/// when it has none: the fourth item of its state.
fn partial_namespace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("partial_namespace", "partial_namespace", ["p"], 1);
    let [p] = bind(&SIG, args, kw)?.map(req);
    let Value::Instance(inst) = p else {
        return Err(type_error("partial_namespace() argument 1 must be a partial"));
    };
    let items: Vec<(Rc<str>, Value)> = inst
        .attrs
        .borrow()
        .iter()
        .filter(|(k, _)| !matches!(&***k, "func" | "args" | "keywords"))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    if items.is_empty() {
        return Ok(Value::None);
    }
    let d = Rc::new(RefCell::new(Dict::new()));
    for (k, v) in items {
        interp.dict_set(&d, Value::str(&k), v)?;
    }
    Ok(Value::Dict(d))
}

/// `copy_self(result, method)`: `result.__self__ = method.__self__` unless `method` has no
/// `__self__`, which `partialmethod.__get__` does for the partial `result` of a bound method
/// (library code may not read or write `__self__` under the smolagents policy). A host
/// value's stays unread.
fn copy_self(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("copy_self", "copy_self", ["result", "method"], 2);
    let [result, method] = bind(&SIG, args, kw)?.map(req);
    if crate::attr::is_host_value(method) || crate::attr::is_host_value(result) {
        return Ok(Value::None);
    }
    let name: Rc<str> = Rc::from("__self__");
    let owner = match interp.getattr_unchecked(method, &name) {
        Ok(v) => v,
        Err(e) if interp.is_exc_of(&e, crate::error::ExcType::AttributeError) => {
            return Ok(Value::None)
        }
        Err(e) => return Err(e),
    };
    // Stored in the partial's table directly: its own `__setattr__` would check the name
    // against the dunder rule, which this write, the library's, is not subject to.
    let Value::Instance(inst) = result else {
        return Err(type_error("copy_self() argument 1 must be a partial"));
    };
    inst.attrs.borrow_mut().insert(name, owner);
    Ok(Value::None)
}

/// `has_get(x)`: whether `x` has a `__get__` in CPython (functions, methods, static and class
/// methods, properties, the methods of builtin types, instances of classes defining it).
fn has_get(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("has_get", "has_get", ["x"], 1);
    let [x] = bind(&SIG, args, kw)?.map(req);
    Ok(Value::Bool(match x {
        Value::Function(_)
        | Value::BoundMethod(_)
        | Value::StaticMethod(_)
        | Value::ClassMethod(_)
        | Value::Property(_) => true,
        Value::Builtin(b) => b.binds,
        Value::Instance(i) => i.class.lookup("__get__").is_some(),
        _ => false,
    }))
}
