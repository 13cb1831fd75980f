//! `_ophis_types_native`: what `py/_ophis_types.py` (the classes behind a class's
//! `__dict__`, CPython's `mappingproxy`, `member_descriptor` and `getset_descriptor`) needs to
//! know of a class that its own attribute access cannot tell: the dict `cls.__dict__` shows,
//! built from the class's own namespace (ophis keeps it in a table, not a dict) and the layout
//! CPython's `type_new` would give it (the slots it declares, whether it adds `__dict__` and
//! `__weakref__` to its instances).
//!
//! The namespace is what `C.__dict__` shows, so it is refused wherever the dunder policy
//! refuses `__dict__` (under `smolagents`), even to a program that imports this module; the
//! descriptors ask `dunder_allowed` before reading a slot.

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::{bind, Sig};
use crate::dict::Dict;
use crate::error::{type_error, Error, LimitKind, R};
use crate::eval::call::Kwargs;
use crate::eval::class::slot_names;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Class, TypeKind, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_types_native",
        vec![
            ("class_namespace", func("_ophis_types_native", "class_namespace", class_namespace)),
            ("class_dict_keys", func("_ophis_types_native", "class_dict_keys", namespace_keys)),
            ("dunder_allowed", func("_ophis_types_native", "dunder_allowed", dunder_allowed)),
            ("descriptors", func("_ophis_types_native", "descriptors", descriptors)),
            ("module_global", func("_ophis_types_native", "module_global", module_global)),
        ],
    ))
}

/// The one argument, a class the program or a library module made (a builtin type's methods
/// are native and not kept in its table, so its namespace would be a wrong answer).
fn user_class<'a>(sig: &Sig<1>, args: &'a [Value], kw: &'a Kwargs) -> R<&'a Rc<Class>> {
    match bind(sig, args, kw)? {
        [Some(Value::Class(c))] if !c.is_builtin => Ok(c),
        _ => Err(type_error(format!("{}() takes a class defined in Python", sig.name))),
    }
}

/// `descriptors(cls)`: the dict, kept on the class, in which `py/_ophis_types.py` keeps the
/// descriptors it made for the class by name (made empty on first use).
fn descriptors(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("descriptors");
    let cls = user_class(&SIG, args, kw)?;
    if let Some(d) = &*cls.descriptors.borrow() {
        return Ok(d.clone());
    }
    let d = Rc::new(RefCell::new(Dict::new()));
    interp.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
    *cls.descriptors.borrow_mut() = Some(Value::Dict(d.clone()));
    Ok(Value::Dict(d))
}

/// `class_namespace(cls, member, getset)`: the dict CPython's `cls.__dict__` shows (see
/// `_class_namespace` in `py/_ophis_types.py`), built here because `typing`'s protocol checks
/// read it for every `isinstance`: the namespace, then the member descriptors of the slots,
/// `__dict__` and `__weakref__` where `type_new` adds them, and `__doc__` (None without a
/// docstring). A descriptor not made yet is made by `member(cls, name)` or `getset(cls,
/// name)`, which keep it on the class.
fn class_namespace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("class_namespace", "class_namespace", ["cls", "member", "getset"], 3);
    let [Some(cls_v), Some(member), Some(getset)] = bind(&SIG, args, kw)? else {
        unreachable!("three required arguments")
    };
    let cls = match cls_v {
        Value::Class(c) if !c.is_builtin => c,
        _ => return Err(type_error("class_namespace() takes a class defined in Python")),
    };
    refuse_dict_unless_allowed(interp)?;
    let mut ns = Dict::with_capacity(cls.attrs.borrow().len() + 3);
    for (k, v) in cls.attrs.borrow().iter() {
        ns.insert_new(crate::ops::str_hash(k) as u64, Value::str(k), v.clone());
    }
    let added: Vec<(Rc<str>, &Value)> = namespace_additions(cls)
        .into_iter()
        .map(|(n, is_getset)| (n, if is_getset { getset } else { member }))
        .collect();
    let d = Rc::new(RefCell::new(ns));
    interp.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
    for (name, make) in added {
        let key = Value::str(&name);
        let kept = match &*cls.descriptors.borrow() {
            Some(Value::Dict(own)) => {
                let own = own.borrow();
                own.find_simple(crate::ops::str_hash(&name) as u64, &key)
                    .and_then(|i| own.value_at(i).cloned())
            }
            _ => None,
        };
        let descr = match kept {
            Some(v) => v,
            None => interp.call(make, vec![cls_v.clone(), key.clone()], Vec::new())?,
        };
        interp.dict_set(&d, key, descr)?;
    }
    let doc = Value::str("__doc__");
    if d.borrow().find_simple(crate::ops::str_hash("__doc__") as u64, &doc).is_none() {
        interp.dict_set(&d, doc, Value::None)?;
    }
    Ok(Value::Dict(d))
}

/// `class_namespace`'s refusal of a class's namespace where the dunder policy refuses
/// `__dict__` (under `smolagents`).
fn refuse_dict_unless_allowed(interp: &Interp) -> R<()> {
    if !interp.config.policy.dunder_allowed("__dict__") {
        return Err(Error::fatal(
            LimitKind::Forbidden,
            "Forbidden access to dunder attribute: __dict__",
        ));
    }
    Ok(())
}

/// The names `type_new` adds to a class's `__dict__` after its namespace, in the order
/// `class_namespace` adds them, each with whether its descriptor is a getset (`__dict__`,
/// `__weakref__`) rather than a slot's member descriptor: the slots the class declares
/// (sorted, as `type_new` sorts them), then `__dict__` and `__weakref__` where it adds them.
fn namespace_additions(cls: &Rc<Class>) -> Vec<(Rc<str>, bool)> {
    let mut added: Vec<(Rc<str>, bool)> = own_slots(cls)
        .unwrap_or_default()
        .into_iter()
        .filter(|n| !matches!(&**n, "__dict__" | "__weakref__"))
        .map(|n| (n, false))
        .collect();
    added.sort_by(|a, b| a.0.cmp(&b.0));
    added.dedup_by(|a, b| a.0 == b.0);
    if adds_dict(cls) {
        added.push((Rc::from("__dict__"), true));
    }
    if adds_weakref(cls) {
        added.push((Rc::from("__weakref__"), true));
    }
    added
}

/// `class_dict_keys(cls)`: `list(cls.__dict__.keys())` read from the class's table, without
/// making the `mappingproxy`, the namespace dict and its descriptors (`typing`'s protocol
/// checks list the keys of every protocol class for every `isinstance`); the keys in
/// `class_namespace`'s order. None where `cls.__dict__` is not that proxy (a builtin class,
/// or a metaclass of the program's that defines `__dict__`, which `getattr_plain` then reads),
/// for which the caller takes the general path.
fn namespace_keys(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("class_dict_keys");
    let cls = match bind(&SIG, args, kw)? {
        [Some(Value::Class(c))] if !c.is_builtin && c.meta_lookup("__dict__").is_none() => c,
        _ => return Ok(Value::None),
    };
    refuse_dict_unless_allowed(interp)?;
    let mut keys: Vec<Rc<str>> = cls.attrs.borrow().keys().cloned().collect();
    for (name, _) in namespace_additions(cls) {
        if !keys.contains(&name) {
            keys.push(name);
        }
    }
    if !keys.iter().any(|k| &**k == "__doc__") {
        keys.push(Rc::from("__doc__"));
    }
    Ok(Value::list(keys.iter().map(|k| Value::str(k)).collect()))
}

/// `module_global(owner, name)`: what the bare name `name` reads in the globals of the
/// program's module `owner` belongs to (a function: the module that defined it; a str: a
/// module's name), for `typing`'s forward references, which CPython evaluates in those globals
/// (`fn.__globals__`, `sys.modules[cls.__module__].__dict__`). `(True, value)`, or
/// `(False, None)` when that module has no such global (or the dunder policy refuses the
/// name); None when the module is not the program's (`__main__` or an embedder's module):
/// ophis's own library modules keep their globals to themselves. One name at a time, read as
/// the program's own code naming it would read it: no namespace is handed out.
fn module_global(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("module_global", "module_global", ["owner", "name"], 2);
    let [Some(owner), Some(name)] = bind(&SIG, args, kw)? else {
        unreachable!("two required arguments")
    };
    let Value::Str(name) = name else {
        return Err(type_error("module_global() takes a name (str)"));
    };
    let ns = match owner {
        Value::Function(f) => Some(f.ns.clone()),
        Value::Str(m) if m.as_str() == "__main__" => Some(interp.main.clone()),
        Value::Str(m) => {
            interp.module_namespaces.iter().rev().find(|n| &*n.borrow().name == m.as_str()).cloned()
        }
        _ => None,
    };
    let program = |ns: &crate::interp::NsRef| {
        Rc::ptr_eq(ns, &interp.main)
            || interp.config.source_modules.contains_key(&*ns.borrow().name)
    };
    let Some(ns) = ns.filter(program) else {
        return Ok(Value::None);
    };
    let found = if interp.config.policy.dunder_allowed(name.as_str()) {
        ns.borrow().get(name.as_str())
    } else {
        None
    };
    Ok(match found {
        Some(v) => Value::tuple(vec![Value::Bool(true), v]),
        None => Value::tuple(vec![Value::Bool(false), Value::None]),
    })
}

/// `dunder_allowed(name)`: whether the program may name `name` under the dunder policy. A
/// member descriptor reads its slot in library code, where the rule does not apply, so it asks
/// first: a descriptor the program made for `__class__` reads nothing under `smolagents`.
fn dunder_allowed(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("dunder_allowed");
    match bind(&SIG, args, kw)? {
        [Some(Value::Str(s))] => Ok(Value::Bool(interp.config.policy.dunder_allowed(s.as_str()))),
        _ => Err(type_error("dunder_allowed() takes a str")),
    }
}

/// The slot names a class declares itself, or None without `__slots__`.
fn own_slots(cls: &Rc<Class>) -> Option<Vec<Rc<str>>> {
    cls.attrs.borrow().get("__slots__").and_then(|v| slot_names(v, &cls.name))
}

/// Whether instances of `cls` support weak references in CPython (`tp_weaklistoffset`): some
/// class of the program's along the MRO added `__weakref__`. The builtin bases ophis lets a
/// class derive from do not (a class deriving from them adds its own).
pub(crate) fn has_weakref(cls: &Rc<Class>) -> bool {
    weakref_owner(cls).is_some()
}

/// The class of `cls`'s MRO that added `__weakref__`, if one did.
pub(crate) fn weakref_owner(cls: &Rc<Class>) -> Option<Rc<Class>> {
    cls.mro().iter().find(|c| !c.is_builtin && adds_weakref(c)).cloned()
}

/// Whether `type_new` gives `cls` a `__weakref__` of its own: no base has one, the instances
/// are not of a variable-size builtin (int, tuple, bytes), and the class declares no
/// `__slots__` or names `'__weakref__'` in them.
fn adds_weakref(cls: &Rc<Class>) -> bool {
    if cls.bases.iter().any(has_weakref) {
        return false;
    }
    if cls.mro().iter().any(|c| {
        c.is_builtin
            && matches!(c.kind, TypeKind::Int | TypeKind::Bool | TypeKind::Tuple | TypeKind::Bytes)
    }) {
        return false;
    }
    own_slots(cls).is_none_or(|s| s.iter().any(|n| &**n == "__weakref__"))
}

/// Whether `type_new` gives `cls` a `__dict__` of its own: its instances have one and no
/// base's instances do (exceptions already have theirs).
fn adds_dict(cls: &Rc<Class>) -> bool {
    let base_has = |b: &Rc<Class>| {
        if b.is_builtin {
            b.kind == TypeKind::Exception
        } else {
            crate::attr::instances_have_dict(b)
        }
    };
    crate::attr::instances_have_dict(cls) && !cls.bases.iter().any(base_has)
}

/// The keys of `cls.__dict__` for a class the program made, as `_class_namespace` shows
/// them: its namespace, its slots' member descriptors, the `__dict__` and `__weakref__`
/// descriptors `type_new` adds, and `__doc__`. `dir()` lists them.
pub(crate) fn class_dict_keys(cls: &Rc<Class>) -> Vec<Rc<str>> {
    let mut keys: Vec<Rc<str>> = cls.attrs.borrow().keys().cloned().collect();
    keys.extend(
        own_slots(cls)
            .unwrap_or_default()
            .into_iter()
            .filter(|n| !matches!(&**n, "__dict__" | "__weakref__")),
    );
    if adds_dict(cls) {
        keys.push(Rc::from("__dict__"));
    }
    if adds_weakref(cls) {
        keys.push(Rc::from("__weakref__"));
    }
    keys.push(Rc::from("__doc__"));
    keys
}
