//! `_abc`: the two questions `abc` and `collections.abc` ask of a class's own namespace.
//!
//! CPython's versions read `cls.__dict__` and `getattr(cls, name)`; ophis has no class
//! `__dict__`, and the sandbox's dunder rule refuses `getattr` of the dunder names these
//! modules ask about (`__len__`, `__iter__`, ...). These helpers answer with booleans and
//! names only, so they give a program no object its own attribute access could not reach.

use std::rc::Rc;

use crate::args::{bind, Sig};
use crate::error::{type_error, R};
use crate::eval::call::Kwargs;
use crate::eval::class::Collection;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Class, TypeKind, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_abc",
        vec![
            ("defines", func("_abc", "defines", defines)),
            ("is_abstract_attr", func("_abc", "is_abstract_attr", is_abstract_attr)),
            ("own_names", func("_abc", "own_names", own_names)),
            ("collection_init", func("_abc", "collection_init", collection_init)),
            ("collection_register", func("_abc", "collection_register", collection_register)),
        ],
    ))
}

/// The `(cls, name)` arguments of `defines` and `is_abstract_attr` (`sig`).
fn class_and_name<'a>(
    sig: &Sig<2>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<(&'a Rc<Class>, Rc<str>)> {
    match bind(sig, args, kw)? {
        [Some(Value::Class(c)), Some(Value::Str(s))] => Ok((c, Rc::from(s.as_str()))),
        _ => Err(type_error(format!("{}() takes a class and an attribute name", sig.name))),
    }
}

/// `defines(C, name)`: None when no class of C's MRO defines `name`, False when the nearest
/// definition is None (the class blocks the method, as `__hash__ = None`), True otherwise:
/// what `collections.abc`'s `_check_methods` reads from each `B.__dict__`.
fn defines(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("defines", "defines", ["cls", "name"], 2);
    let (cls, name) = class_and_name(&SIG, args, kw)?;
    for c in cls.mro().iter() {
        if let Some(v) = c.attrs.borrow().get(&*name) {
            return Ok(Value::Bool(!matches!(v, Value::None)));
        }
        // ophis's builtin types implement their special methods natively, not as attributes:
        // the table says which of them CPython's types define.
        if c.is_builtin {
            if let Some(defined) = builtin_special(c.kind, &name) {
                return Ok(Value::Bool(defined));
            }
        }
    }
    Ok(Value::None)
}

/// Whether CPython's builtin type of `kind` defines the special method `name` (Some(false):
/// it sets it to None, as the unhashable types do `__hash__`), for the methods the ABCs of
/// `collections.abc` and `typing`'s protocols look for. None: it does not define it.
fn builtin_special(kind: TypeKind, name: &str) -> Option<bool> {
    use TypeKind::*;
    let sized = matches!(
        kind,
        Str | Bytes
            | ByteArray
            | List
            | Tuple
            | Dict
            | Set
            | FrozenSet
            | Range
            | DictKeys
            | DictValues
            | DictItems
    );
    let has = match name {
        "__hash__" => match kind {
            List | Dict | Set | ByteArray | DictKeys | DictItems => return Some(false),
            _ => kind == Object,
        },
        "__iter__" => sized || matches!(kind, Generator | Iterator),
        "__next__" => matches!(kind, Generator | Iterator),
        "__len__" => sized,
        "__contains__" => sized && kind != DictValues,
        "__reversed__" => matches!(kind, List | Dict | Range | DictKeys | DictValues | DictItems),
        "__getitem__" => matches!(kind, Str | Bytes | ByteArray | List | Tuple | Dict | Range),
        "__call__" => matches!(kind, Type | Function | BuiltinFunction | Method | StaticMethod),
        "__int__" | "__abs__" | "__round__" => {
            matches!(kind, Int | Bool | Float) || (name == "__abs__" && kind == Complex)
        }
        "__float__" => matches!(kind, Int | Bool | Float),
        "__index__" => matches!(kind, Int | Bool),
        "__complex__" => kind == Complex,
        "__bytes__" => kind == Bytes,
        _ => false,
    };
    has.then_some(true)
}

/// Whether a value is marked abstract: its `__isabstractmethod__` is true.
pub(crate) fn marked(interp: &mut Interp, v: &Value) -> R<bool> {
    match interp.getattr_unchecked(v, &Rc::from("__isabstractmethod__")) {
        Ok(flag) => interp.truthy(&flag),
        Err(e) if e.builtin_type() == Some(crate::error::ExcType::AttributeError) => Ok(false),
        Err(e) => Err(e),
    }
}

/// `is_abstract_attr(cls, name)`: whether the attribute `name` of `cls` (as its MRO holds it)
/// is abstract: a function marked by `abc.abstractmethod`, or a classmethod, staticmethod or
/// property wrapping one.
fn is_abstract_attr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("is_abstract_attr", "is_abstract_attr", ["cls", "name"], 2);
    let (cls, name) = class_and_name(&SIG, args, kw)?;
    let mut found = None;
    for c in cls.mro().iter() {
        if let Some(v) = c.attrs.borrow().get(&*name) {
            found = Some(v.clone());
            break;
        }
        // A builtin type's own special methods are native, never abstract (`class
        // M(dict, Sequence)` has dict's `__getitem__` before Sequence's abstract one).
        if c.is_builtin && builtin_special(c.kind, &name) == Some(true) {
            return Ok(Value::Bool(false));
        }
    }
    let Some(v) = found else { return Ok(Value::Bool(false)) };
    let abstract_ = match &v {
        Value::ClassMethod(inner) | Value::StaticMethod(inner) => marked(interp, inner)?,
        Value::Property(p) => {
            let mut any = false;
            for f in [&p.fget, &p.fset, &p.fdel] {
                if !matches!(f, Value::None) && marked(interp, f)? {
                    any = true;
                    break;
                }
            }
            any
        }
        other => marked(interp, other)?,
    };
    Ok(Value::Bool(abstract_))
}

/// `own_names(cls)`: the names the class itself defines (the keys of CPython's
/// `cls.__dict__`), which `typing` reads for a protocol's members.
fn own_names(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("own_names", "own_names", ["cls"], 1);
    match bind(&SIG, args, kw)? {
        [Some(Value::Class(c))] => {
            Ok(Value::list(c.attrs.borrow().keys().map(|k| Value::str(k)).collect()))
        }
        _ => Err(type_error("own_names() takes a class")),
    }
}

/// CPython's `Py_TPFLAGS_SEQUENCE` and `Py_TPFLAGS_MAPPING`, the values `__abc_tpflags__` holds.
const TPFLAGS_SEQUENCE: i64 = 1 << 5;
const TPFLAGS_MAPPING: i64 = 1 << 6;

/// `collection_init(cls)`: the part of CPython's `_abc._abc_init` that reads the class's own
/// `__abc_tpflags__` (`collections.abc.Sequence` and `Mapping` set it), marks the class a
/// sequence or a mapping for pattern matching, and removes the attribute, as CPython does.
fn collection_init(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("collection_init", "collection_init", ["cls"], 1);
    let [Some(Value::Class(cls))] = bind(&SIG, args, kw)? else {
        return Err(type_error("collection_init() takes a class"));
    };
    let flags = cls.attrs.borrow().get("__abc_tpflags__").cloned();
    let Some(flags) = flags else { return Ok(Value::None) };
    if let Value::Int(val) = flags {
        let flag = match (val & TPFLAGS_SEQUENCE != 0, val & TPFLAGS_MAPPING != 0) {
            (true, true) => {
                return Err(type_error(
                    "__abc_tpflags__ cannot be both Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING",
                ))
            }
            (true, false) => Collection::Sequence,
            (false, true) => Collection::Mapping,
            (false, false) => Collection::Unset,
        };
        if flag != Collection::Unset {
            cls.collection.set(flag);
        }
    }
    cls.attrs.borrow_mut().shift_remove("__abc_tpflags__");
    cls.classes_changed();
    Ok(Value::None)
}

/// `collection_register(abc, subclass)`: the part of CPython's `_abc._abc_register` that
/// gives a class registered with a sequence or mapping ABC that ABC's flag. Builtin types
/// keep their own (CPython's are immutable: `Sequence.register(str)` leaves `str` alone).
fn collection_register(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("collection_register", "collection_register", ["cls", "subclass"], 2);
    let [Some(Value::Class(abc)), Some(Value::Class(sub))] = bind(&SIG, args, kw)? else {
        return Err(type_error("collection_register() takes two classes"));
    };
    let flag = abc.collection();
    if flag != Collection::Unset && !sub.is_builtin {
        sub.collection.set(flag);
    }
    Ok(Value::None)
}
