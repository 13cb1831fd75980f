//! The dunder methods CPython's builtin types and `object` have and ophis keeps no class
//! attribute for: `(1).__add__(2)`, `d.__getitem__(k)`, `it.__next__()`, `int.__add__(1, 2)`,
//! `super().__eq__(o)`, `obj.__init_subclass__`. They are reached only when the ordinary lookup
//! found nothing (`Interp::special_attr`), so the interpreter's own protocol lookups
//! (`special`, which reads class attributes) never see them and keep their fast paths. Each
//! one performs the operation through the interpreter's own protocol on sandbox values; none
//! applies to host objects (the dunder rule refuses those first).

use std::rc::Rc;

use crate::args::{bind, bind_named, Sig};
use crate::ast::{BinOp, CmpOp, UnaryOp};
use crate::error::{type_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{Builtin, BuiltinFn, TypeKind, Value};

/// The protocol dunders of `int`, which `bool` shares (it adds none CPython lists here).
const INT_SLOTS: &[&str] = &[
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__bool__",
    "__format__",
    "__add__",
    "__radd__",
    "__sub__",
    "__rsub__",
    "__mul__",
    "__rmul__",
    "__truediv__",
    "__rtruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__mod__",
    "__rmod__",
    "__divmod__",
    "__rdivmod__",
    "__pow__",
    "__rpow__",
    "__lshift__",
    "__rlshift__",
    "__rshift__",
    "__rrshift__",
    "__and__",
    "__rand__",
    "__xor__",
    "__rxor__",
    "__or__",
    "__ror__",
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__int__",
    "__float__",
    "__index__",
    "__round__",
    "__trunc__",
    "__floor__",
    "__ceil__",
    "__str__",
    "__repr__",
    "__getnewargs__",
];

/// The protocol dunders each builtin type has in CPython 3.11 (its `dir()` restricted to the
/// names this module implements). `__hash__` is listed only where it is not None.
const TYPE_SLOTS: &[(&str, &[&str])] = &[
    ("int", INT_SLOTS),
    ("bool", INT_SLOTS),
    (
        "float",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__bool__",
            "__format__",
            "__add__",
            "__radd__",
            "__sub__",
            "__rsub__",
            "__mul__",
            "__rmul__",
            "__truediv__",
            "__rtruediv__",
            "__floordiv__",
            "__rfloordiv__",
            "__mod__",
            "__rmod__",
            "__divmod__",
            "__rdivmod__",
            "__pow__",
            "__rpow__",
            "__neg__",
            "__pos__",
            "__abs__",
            "__int__",
            "__float__",
            "__round__",
            "__trunc__",
            "__floor__",
            "__ceil__",
            "__str__",
            "__repr__",
            "__getnewargs__",
        ],
    ),
    (
        "complex",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__bool__",
            "__format__",
            "__add__",
            "__radd__",
            "__sub__",
            "__rsub__",
            "__mul__",
            "__rmul__",
            "__truediv__",
            "__rtruediv__",
            "__pow__",
            "__rpow__",
            "__neg__",
            "__pos__",
            "__abs__",
            "__complex__",
            "__str__",
            "__repr__",
            "__getnewargs__",
        ],
    ),
    (
        "str",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__len__",
            "__iter__",
            "__contains__",
            "__getitem__",
            "__format__",
            "__add__",
            "__mul__",
            "__rmul__",
            "__mod__",
            "__rmod__",
            "__str__",
            "__repr__",
            "__getnewargs__",
        ],
    ),
    (
        "bytes",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__len__",
            "__iter__",
            "__contains__",
            "__getitem__",
            "__format__",
            "__add__",
            "__mul__",
            "__rmul__",
            "__mod__",
            "__rmod__",
            "__str__",
            "__repr__",
            "__getnewargs__",
            "__bytes__",
        ],
    ),
    (
        "bytearray",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__len__",
            "__iter__",
            "__contains__",
            "__getitem__",
            "__setitem__",
            "__delitem__",
            "__format__",
            "__add__",
            "__iadd__",
            "__mul__",
            "__rmul__",
            "__imul__",
            "__mod__",
            "__rmod__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "list",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__len__",
            "__iter__",
            "__reversed__",
            "__contains__",
            "__getitem__",
            "__setitem__",
            "__delitem__",
            "__format__",
            "__add__",
            "__iadd__",
            "__mul__",
            "__rmul__",
            "__imul__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "tuple",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__len__",
            "__iter__",
            "__contains__",
            "__getitem__",
            "__format__",
            "__add__",
            "__mul__",
            "__rmul__",
            "__str__",
            "__repr__",
            "__getnewargs__",
        ],
    ),
    (
        "dict",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__len__",
            "__iter__",
            "__reversed__",
            "__contains__",
            "__getitem__",
            "__setitem__",
            "__delitem__",
            "__format__",
            "__or__",
            "__ror__",
            "__ior__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "set",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__len__",
            "__iter__",
            "__contains__",
            "__format__",
            "__sub__",
            "__rsub__",
            "__isub__",
            "__and__",
            "__rand__",
            "__iand__",
            "__xor__",
            "__rxor__",
            "__ixor__",
            "__or__",
            "__ror__",
            "__ior__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "frozenset",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__len__",
            "__iter__",
            "__contains__",
            "__format__",
            "__sub__",
            "__rsub__",
            "__and__",
            "__rand__",
            "__xor__",
            "__rxor__",
            "__or__",
            "__ror__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "range",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__bool__",
            "__len__",
            "__iter__",
            "__reversed__",
            "__contains__",
            "__getitem__",
            "__format__",
            "__str__",
            "__repr__",
        ],
    ),
    (
        "NoneType",
        &[
            "__eq__",
            "__ne__",
            "__lt__",
            "__le__",
            "__gt__",
            "__ge__",
            "__hash__",
            "__bool__",
            "__format__",
            "__str__",
            "__repr__",
        ],
    ),
];

/// What `object` gives every instance (and what `super()` reaches past the program's classes).
const OBJECT_SLOTS: &[&str] = &[
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__format__",
    "__str__",
    "__repr__",
    "__getstate__",
    "__subclasshook__",
    "__reduce__",
    "__reduce_ex__",
    "__sizeof__",
];

/// The methods every type inherits from `object` that the builtin types' tables leave out.
const INHERITED: &[&str] = &["__getstate__", "__reduce__", "__reduce_ex__", "__sizeof__"];

/// Types whose instances are unhashable: their `__hash__` is None, as in CPython.
const UNHASHABLE: &[&str] = &["list", "dict", "set", "bytearray", "slice"];

macro_rules! slot_fns {
    ($($f:ident = $n:literal),* $(,)?) => {
        $(fn $f(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            call_slot(interp, $n, args, kw)
        })*
        /// Each slot's native function, by name.
        const SLOT_FNS: &[(&str, BuiltinFn)] = &[$(($n, $f)),*];
    };
}

slot_fns!(
    s_eq = "__eq__",
    s_ne = "__ne__",
    s_lt = "__lt__",
    s_le = "__le__",
    s_gt = "__gt__",
    s_ge = "__ge__",
    s_hash = "__hash__",
    s_bool = "__bool__",
    s_format = "__format__",
    s_str = "__str__",
    s_repr = "__repr__",
    s_len = "__len__",
    s_iter = "__iter__",
    s_next = "__next__",
    s_reversed = "__reversed__",
    s_contains = "__contains__",
    s_getitem = "__getitem__",
    s_setitem = "__setitem__",
    s_delitem = "__delitem__",
    s_call = "__call__",
    s_neg = "__neg__",
    s_pos = "__pos__",
    s_abs = "__abs__",
    s_invert = "__invert__",
    s_int = "__int__",
    s_float = "__float__",
    s_complex = "__complex__",
    s_index = "__index__",
    s_round = "__round__",
    s_trunc = "__trunc__",
    s_floor = "__floor__",
    s_ceil = "__ceil__",
    s_divmod = "__divmod__",
    s_rdivmod = "__rdivmod__",
    s_add = "__add__",
    s_radd = "__radd__",
    s_iadd = "__iadd__",
    s_sub = "__sub__",
    s_rsub = "__rsub__",
    s_isub = "__isub__",
    s_mul = "__mul__",
    s_rmul = "__rmul__",
    s_imul = "__imul__",
    s_matmul = "__matmul__",
    s_rmatmul = "__rmatmul__",
    s_imatmul = "__imatmul__",
    s_truediv = "__truediv__",
    s_rtruediv = "__rtruediv__",
    s_itruediv = "__itruediv__",
    s_floordiv = "__floordiv__",
    s_rfloordiv = "__rfloordiv__",
    s_ifloordiv = "__ifloordiv__",
    s_mod = "__mod__",
    s_rmod = "__rmod__",
    s_imod = "__imod__",
    s_pow = "__pow__",
    s_rpow = "__rpow__",
    s_ipow = "__ipow__",
    s_lshift = "__lshift__",
    s_rlshift = "__rlshift__",
    s_ilshift = "__ilshift__",
    s_rshift = "__rshift__",
    s_rrshift = "__rrshift__",
    s_irshift = "__irshift__",
    s_and = "__and__",
    s_rand = "__rand__",
    s_iand = "__iand__",
    s_xor = "__xor__",
    s_rxor = "__rxor__",
    s_ixor = "__ixor__",
    s_or = "__or__",
    s_ror = "__ror__",
    s_ior = "__ior__",
    s_init_subclass = "__init_subclass__",
    s_get = "__get__",
    s_set = "__set__",
    s_delete = "__delete__",
    s_set_name = "__set_name__",
    s_subclasshook = "__subclasshook__",
    s_getstate = "__getstate__",
    s_reduce = "__reduce__",
    s_reduce_ex = "__reduce_ex__",
    s_sizeof = "__sizeof__",
    s_getnewargs = "__getnewargs__",
    s_bytes = "__bytes__",
    s_instancecheck = "__instancecheck__",
    s_subclasscheck = "__subclasscheck__",
);

fn slot_fn(name: &str) -> Option<(&'static str, BuiltinFn)> {
    SLOT_FNS.iter().find(|(n, _)| *n == name).copied()
}

fn make(name: &'static str, func: BuiltinFn, receiver: Option<Value>) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed(name),
        func,
        receiver,
        module: "",
        binds: true,
    }))
}

/// Whether the builtin type named `type_name` defines the dunder `name` itself (in CPython,
/// `getattr(t, name) is not getattr(object, name)` for the comparisons).
pub(crate) fn type_has(type_name: &str, name: &str) -> bool {
    TYPE_SLOTS.iter().any(|(t, names)| *t == type_name && names.contains(&name))
}

/// The builtin value an instance computes with: its builtin part (`class F(int)`), if any.
fn builtin_part(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) => i.builtin_base.borrow().clone(),
        _ => Some(v.clone()),
    }
}

/// Whether `v` has the slot `name` when ophis's ordinary lookup found nothing: the builtin
/// type's table for builtin values, iterators' and callables' protocols, `object`'s for
/// instances.
fn value_has(interp: &Interp, v: &Value, name: &str) -> bool {
    match v {
        Value::Host(_) | Value::Class(_) | Value::Module(_) | Value::Super(_) => false,
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(b) => value_has(interp, b, name),
            None => OBJECT_SLOTS.contains(&name),
        },
        Value::Iterator(_) | Value::Generator(_) => {
            matches!(name, "__iter__" | "__next__") || OBJECT_SLOTS.contains(&name)
        }
        Value::DictView(_) => {
            matches!(name, "__iter__" | "__len__" | "__contains__") || OBJECT_SLOTS.contains(&name)
        }
        // Functions and bound methods are non-data descriptors (`f.__get__(obj)`, the
        // decorator classes' way to bind); a builtin function is not one in CPython.
        Value::Function(_) | Value::BoundMethod(_) => {
            matches!(name, "__call__" | "__get__") || OBJECT_SLOTS.contains(&name)
        }
        Value::Builtin(_) => name == "__call__" || OBJECT_SLOTS.contains(&name),
        Value::StaticMethod(_) | Value::ClassMethod(_) => {
            name == "__get__" || OBJECT_SLOTS.contains(&name)
        }
        Value::Property(_) => {
            matches!(name, "__get__" | "__set__" | "__delete__" | "__set_name__")
                || OBJECT_SLOTS.contains(&name)
        }
        _ => {
            let t = interp.type_name(v);
            if TYPE_SLOTS.iter().any(|(n, _)| *n == t) {
                // Every type inherits `object`'s pickling methods; the tables list the rest.
                type_has(&t, name) || INHERITED.contains(&name)
            } else {
                OBJECT_SLOTS.contains(&name)
            }
        }
    }
}

/// `v.name` for a slot dunder the ordinary lookup did not find; None when `v` has no such
/// slot (the caller's AttributeError stands).
pub(crate) fn slot_attr(interp: &mut Interp, v: &Value, name: &str) -> Option<R<Value>> {
    match v {
        Value::Class(c) => {
            // Bound to the class: `cls.__init_subclass__()`, `cls.__call__(...)` (which makes
            // an instance, as calling the class does).
            if matches!(name, "__init_subclass__" | "__subclasshook__" | "__call__") {
                let (n, f) = slot_fn(name)?;
                return Some(Ok(make(n, f, Some(v.clone()))));
            }
            // Through the class, unbound: `int.__add__(1, 2)`, `object.__eq__(a, b)`, a
            // program's class that inherits the slot from its builtin base or `object`.
            let base = c.mro().iter().find(|k| k.is_builtin).cloned()?;
            let has = match TYPE_SLOTS.iter().find(|(t, _)| *t == &*base.name) {
                Some((_, names)) => names.contains(&name) || INHERITED.contains(&name),
                None => {
                    (base.kind == crate::value::TypeKind::Object && OBJECT_SLOTS.contains(&name))
                        || type_own(&base, name)
                }
            };
            if name == "__hash__" && UNHASHABLE.contains(&&*base.name) {
                return Some(Ok(Value::None));
            }
            let (n, f) = slot_fn(name)?;
            if !has {
                return None;
            }
            let key = (Rc::as_ptr(&base) as usize, n);
            let made = interp
                .slot_wrappers
                .borrow_mut()
                .entry(key)
                .or_insert_with(|| make(n, f, None))
                .clone();
            Some(Ok(made))
        }
        Value::Super(s) => {
            // `super().__eq__(o)` and the like: the first builtin class past `this_class` in
            // the MRO provides it, applied to the object (its builtin part for a subclass of a
            // builtin type).
            let mro = s.obj_type.mro().clone();
            let start =
                mro.iter().position(|c| Rc::ptr_eq(c, &s.this_class)).map_or(mro.len(), |i| i + 1);
            let base = mro[start..].iter().find(|c| c.is_builtin)?;
            let (n, f) = slot_fn(name)?;
            if matches!(name, "__init_subclass__" | "__subclasshook__") {
                return Some(Ok(make(n, f, Some(s.obj.clone()))));
            }
            let has = match TYPE_SLOTS.iter().find(|(t, _)| *t == &*base.name) {
                Some((_, names)) => names.contains(&name) || INHERITED.contains(&name),
                None => OBJECT_SLOTS.contains(&name) || type_own(base, name),
            };
            if !has {
                return None;
            }
            // `object`'s slots take the instance itself (identity, repr): `call_slot` applies
            // `object`'s behaviour to every instance without a builtin part, whatever its
            // class defines. A builtin base's slots take the builtin part.
            let recv = if base.kind == crate::value::TypeKind::Object {
                s.obj.clone()
            } else {
                builtin_part(&s.obj)?
            };
            Some(Ok(make(n, f, Some(recv))))
        }
        _ => {
            // `object`'s class methods, read through an instance: bound to its type.
            if matches!(name, "__init_subclass__" | "__subclasshook__")
                && !crate::attr::is_host_value(v)
            {
                let (n, f) = slot_fn(name)?;
                return Some(Ok(make(n, f, Some(Value::Class(interp.type_of(v))))));
            }
            if name == "__hash__"
                && !matches!(v, Value::Instance(_))
                && UNHASHABLE.contains(&interp.type_name(v).as_str())
            {
                return Some(Ok(Value::None));
            }
            if !value_has(interp, v, name) {
                return None;
            }
            let (n, f) = slot_fn(name)?;
            Some(Ok(make(n, f, Some(v.clone()))))
        }
    }
}

fn bin_op(name: &str) -> Option<(BinOp, u8)> {
    const OPS: [BinOp; 13] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::MatMul,
        BinOp::Div,
        BinOp::FloorDiv,
        BinOp::Mod,
        BinOp::Pow,
        BinOp::LShift,
        BinOp::RShift,
        BinOp::BitOr,
        BinOp::BitXor,
        BinOp::BitAnd,
    ];
    OPS.iter().find_map(|op| {
        let (n, r, i) = op.dunders();
        if name == n {
            Some((*op, 0))
        } else if name == r {
            Some((*op, 1))
        } else if name == i {
            Some((*op, 2))
        } else {
            None
        }
    })
}

fn is_sequence(v: &Value) -> bool {
    matches!(
        v,
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_)
    )
}

fn cmp_op(name: &str) -> Option<CmpOp> {
    Some(match name {
        "__eq__" => CmpOp::Eq,
        "__ne__" => CmpOp::NotEq,
        "__lt__" => CmpOp::Lt,
        "__le__" => CmpOp::LtE,
        "__gt__" => CmpOp::Gt,
        "__ge__" => CmpOp::GtE,
        _ => return None,
    })
}

/// The numeric tower's rank (bool and int, float, complex); 0 for other types.
fn rank(v: &Value) -> u8 {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) => 1,
        Value::Float(_) => 2,
        Value::Complex(_) => 3,
        _ => 0,
    }
}

/// Whether a builtin type's comparison slot handles `other` (else it answers
/// NotImplemented, and the operator tries the other side): numbers of the same or a lower
/// rank, the same sequence and set families.
fn compares_with(interp: &Interp, x: &Value, op: CmpOp, other: &Value) -> bool {
    let ordering = !matches!(op, CmpOp::Eq | CmpOp::NotEq);
    match (x, other) {
        (Value::Complex(_), _) if ordering => false,
        _ if rank(x) > 0 => rank(other) > 0 && rank(other) <= rank(x),
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => true,
        (Value::Set(_) | Value::FrozenSet(_), Value::Set(_) | Value::FrozenSet(_)) => true,
        (Value::Dict(_) | Value::Range(_) | Value::None, _) if ordering => false,
        _ => interp.type_name(x) == interp.type_name(other),
    }
}

fn call_named(interp: &mut Interp, builtin: &str, args: Vec<Value>, kw: Kwargs) -> R<Value> {
    let f = crate::builtins::make_builtin(&interp.types, builtin)
        .ok_or_else(|| Error::new(ExcType::RuntimeError, format!("no builtin {builtin}")))?;
    interp.call(&f, args, kw)
}

/// Binds the arguments after the receiver of the slot wrapper `name` (`args` holds the
/// receiver first) to its declared signature: `n` parameters, counted in `check_num_args`'s
/// words (`expected 1 argument, got 0`), keywords refused as `wrapper __add__() takes no
/// keyword arguments`. `__setitem__`, the one slot taking two, unpacks them as CPython's
/// wrapper does, with an empty function name (` expected 2 arguments, got 1`).
fn wrapper_args<'a>(
    name: &'static str,
    n: usize,
    args: &'a [Value],
    kw: &Kwargs,
) -> R<&'a [Value]> {
    let rest = args.get(1..).unwrap_or(&[]);
    match n {
        0 => bind(&Sig::wrapper(name, []), rest, kw).map(|_| rest),
        1 => bind(&Sig::wrapper(name, ["other"]), rest, kw).map(|_| rest),
        _ => {
            static SETITEM: Sig<2> =
                Sig::positional("", "wrapper __setitem__", ["key", "value"], 2);
            bind(&SETITEM, rest, kw).map(|_| rest)
        }
    }
}

/// `object`'s behaviour for an instance without a builtin part.
fn object_slot(interp: &mut Interp, name: &'static str, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = &args[0];
    match name {
        "__eq__" => {
            wrapper_args(name, 1, args, kw)?;
            Ok(if x.identity() == args[1].identity() {
                Value::Bool(true)
            } else {
                Value::NotImplemented
            })
        }
        "__ne__" => {
            wrapper_args(name, 1, args, kw)?;
            // As CPython's `object.__ne__`: the inverse of the type's own `__eq__`.
            let eq = match interp.special(x, "__eq__") {
                Some(f) => interp.call_with_receiver(&f, x, [args[1].clone()])?,
                None => object_slot(interp, "__eq__", args, kw)?,
            };
            if matches!(eq, Value::NotImplemented) {
                return Ok(eq);
            }
            Ok(Value::Bool(!interp.truthy(&eq)?))
        }
        "__lt__" | "__le__" | "__gt__" | "__ge__" => {
            wrapper_args(name, 1, args, kw)?;
            Ok(Value::NotImplemented)
        }
        "__hash__" => {
            wrapper_args(name, 0, args, kw)?;
            Ok(Value::Int((x.identity() >> 4) as i64))
        }
        "__str__" => {
            wrapper_args(name, 0, args, kw)?;
            interp.repr(x).map(Value::string)
        }
        "__repr__" => {
            wrapper_args(name, 0, args, kw)?;
            let Value::Instance(i) = x else { return interp.repr(x).map(Value::string) };
            Ok(Value::string(crate::repr::instance_default_repr(i, x.identity())))
        }
        "__format__" => {
            wrapper_args(name, 1, args, kw)?;
            match &args[1] {
                Value::Str(s) if s.s.is_empty() => interp.to_str(x).map(Value::string),
                Value::Str(_) => Err(type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    interp.type_name(x)
                ))),
                // Argument Clinic's wording names None itself rather than its type.
                Value::None => Err(type_error("__format__() argument must be str, not None")),
                other => Err(type_error(format!(
                    "__format__() argument must be str, not {}",
                    interp.type_name(other)
                ))),
            }
        }
        _ => {
            wrapper_args(name, 0, args, kw)?;
            Err(type_error(format!("'{}' object has no slot {name}", interp.type_name(x))))
        }
    }
}

/// `object.__getstate__()` as CPython 3.11's `object_getstate_default` computes it: None for
/// an object without attributes, its `__dict__` (the live one), and with slots set, a pair of
/// that (or None) and a dict of the set slots.
fn object_getstate(interp: &mut Interp, v: &Value) -> R<Value> {
    let Value::Instance(inst) = v else { return Ok(Value::None) };
    let slots = slot_names_of(&inst.class);
    cache_slotnames(interp, &inst.class, &slots)?;
    let has_dict = crate::attr::instances_have_dict(&inst.class);
    let (dict_part, slot_part) = {
        let attrs = inst.attrs.borrow();
        let slot_part: Vec<(Rc<str>, Value)> =
            slots.iter().filter_map(|n| attrs.get(n).map(|x| (n.clone(), x.clone()))).collect();
        let others: Vec<(Rc<str>, Value)> = attrs
            .iter()
            .filter(|(k, _)| !slots.iter().any(|s| s == *k))
            .map(|(k, x)| (k.clone(), x.clone()))
            .collect();
        (others, slot_part)
    };
    let state = if !has_dict || dict_part.is_empty() {
        Value::None
    } else if slots.is_empty() {
        // The instance's own `__dict__`, as CPython returns it.
        interp.getattr_str(v, "__dict__")?
    } else {
        // ophis keeps slot values in the same table: the dict part is the rest, copied.
        let d = Rc::new(std::cell::RefCell::new(crate::dict::Dict::new()));
        for (k, x) in dict_part {
            interp.dict_set(&d, Value::str(&k), x)?;
        }
        Value::Dict(d)
    };
    if slot_part.is_empty() {
        return Ok(state);
    }
    let d = Rc::new(std::cell::RefCell::new(crate::dict::Dict::new()));
    for (k, x) in slot_part {
        interp.dict_set(&d, Value::str(&k), x)?;
    }
    Ok(Value::tuple(vec![state, Value::Dict(d)]))
}

/// The slot names of `cls`'s instances, for `object.__getstate__`.
pub(crate) fn slot_names_of(cls: &Rc<crate::value::Class>) -> Vec<Rc<str>> {
    let mut slots: Vec<Rc<str>> = Vec::new();
    for c in cls.mro().iter().filter(|c| !c.is_builtin) {
        let declared = c.attrs.borrow().get("__slots__").cloned();
        if let Some(names) = declared.and_then(|d| crate::eval::class::slot_names(&d, &c.name)) {
            slots.extend(names.into_iter().filter(|n| !matches!(&**n, "__dict__" | "__weakref__")));
        }
    }
    slots
}

/// What CPython's `object.__getstate__` leaves behind: `copyreg._slotnames` caches the slot
/// names in the class's own `__slotnames__` (a list), once, through an ordinary attribute
/// store, so the program sees it in `cls.__dict__` and `dir(cls)`.
pub(crate) fn cache_slotnames(
    interp: &mut Interp,
    cls: &Rc<crate::value::Class>,
    slots: &[Rc<str>],
) -> R<()> {
    if cls.is_builtin || cls.attrs.borrow().contains_key("__slotnames__") {
        return Ok(());
    }
    let names = interp.track_list(slots.iter().map(|n| Value::str(n)).collect());
    interp.setattr_unchecked(&Value::Class(cls.clone()), &Rc::from("__slotnames__"), names)
}

/// The descriptor protocol of functions, bound methods, static and class methods and
/// properties, called directly (`f.__get__(obj, owner)`, `prop.__set__(obj, v)`): each does
/// what reading, setting or deleting the attribute through a class holding the descriptor
/// does, through the same code (`bind_class_attr`, the property's accessors).
fn descriptor_slot(
    interp: &mut Interp,
    name: &'static str,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    // An instance of a subclass of property acts through the property it holds.
    let outer = &args[0];
    let held = match outer {
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(p @ Value::Property(_)) => Some(p.clone()),
            _ => None,
        },
        _ => None,
    };
    let desc = held.as_ref().unwrap_or(outer);
    let rest = &args[1..];
    match name {
        "__get__" => {
            // A ternary slot's wrapper: one or two arguments, an empty function name.
            static GET: Sig<2> = Sig::positional("", "wrapper __get__", ["instance", "owner"], 1);
            let [obj, owner] = bind(&GET, rest, kw)?;
            let obj = obj.filter(|o| !matches!(o, Value::None));
            let owner = owner.filter(|o| !matches!(o, Value::None));
            let owner_class = match (&owner, &obj) {
                (Some(Value::Class(c)), _) => Some(c.clone()),
                (Some(_), _) => None,
                (None, Some(o)) => Some(interp.type_of(o)),
                (None, None) => return Err(type_error("__get__(None, None) is invalid")),
            };
            match (desc, obj) {
                (Value::BoundMethod(_), _) => Ok(desc.clone()),
                (Value::StaticMethod(inner), _) => Ok((**inner).clone()),
                (Value::ClassMethod(inner), _) => {
                    let Some(cls) = owner_class else {
                        return Err(type_error(
                            "descriptor '__get__' for 'classmethod' objects needs a type",
                        ));
                    };
                    Ok(Value::BoundMethod(Rc::new(crate::value::BoundMethod {
                        receiver: Value::Class(cls),
                        func: (**inner).clone(),
                    })))
                }
                // Through the class (no instance): the function or property itself.
                (Value::Function(_) | Value::Property(_), None) => Ok(outer.clone()),
                (_, Some(obj)) => {
                    let cls = owner_class.unwrap_or_else(|| interp.type_of(obj));
                    interp.bind_class_attr(obj, &cls, desc.clone())
                }
                _ => Err(type_error(format!("descriptor '{name}' does not apply here"))),
            }
        }
        "__set_name__" => {
            // `property_set_name` is METH_VARARGS and counts its arguments itself.
            if !kw.is_empty() {
                return Err(type_error("__set_name__() takes no keyword arguments"));
            }
            let [_, prop_name] = rest else {
                return Err(type_error(format!(
                    "__set_name__() takes 2 positional arguments but {} were given",
                    rest.len()
                )));
            };
            let Value::Property(p) = desc else {
                return Err(type_error(format!("descriptor '{name}' does not apply here")));
            };
            let text = interp.repr(prop_name)?;
            *p.name.borrow_mut() = Some(Rc::from(text));
            Ok(Value::None)
        }
        "__set__" => {
            static SET: Sig<2> = Sig::positional("", "wrapper __set__", ["instance", "value"], 2);
            bind(&SET, rest, kw)?;
            let Value::Property(p) = desc else {
                return Err(type_error(format!("descriptor '{name}' does not apply here")));
            };
            if p.fset.is_none() {
                return Err(p.missing_accessor("setter", &interp.type_of(&rest[0])));
            }
            let setter = p.fset.clone();
            interp.call(&setter, vec![rest[0].clone(), rest[1].clone()], Vec::new())?;
            Ok(Value::None)
        }
        _ => {
            let rest = wrapper_args(name, 1, args, kw)?;
            let Value::Property(p) = desc else {
                return Err(type_error(format!("descriptor '{name}' does not apply here")));
            };
            if p.fdel.is_none() {
                return Err(p.missing_accessor("deleter", &interp.type_of(&rest[0])));
            }
            let deleter = p.fdel.clone();
            interp.call(&deleter, vec![rest[0].clone()], Vec::new())?;
            Ok(Value::None)
        }
    }
}

fn call_slot(interp: &mut Interp, name: &'static str, args: &[Value], kw: &Kwargs) -> R<Value> {
    if name == "__subclasshook__" {
        // `object.__subclasshook__(subclass)`: no opinion, so `issubclass` goes on as usual.
        // CPython's is `METH_VARARGS` and ignores its arguments; keywords are refused.
        if !kw.is_empty() {
            return Err(type_error("__subclasshook__() takes no keyword arguments"));
        }
        return Ok(Value::NotImplemented);
    }
    if name == "__getstate__" {
        static SIG: Sig<0> = Sig::no_args("object.__getstate__");
        bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
        return match args.first() {
            Some(v) if !crate::attr::is_host_value(v) => object_getstate(interp, v),
            _ => Err(type_error("descriptor '__getstate__' of 'object' object needs an argument")),
        };
    }
    if name == "__init_subclass__" {
        // `object.__init_subclass__` does nothing. It is a `METH_NOARGS` class method, whose
        // messages name the class it is called on (`C.__init_subclass__() takes no keyword
        // arguments`, `class D(x=1)` included).
        static SIG: Sig<0> = Sig::no_args("__init_subclass__");
        if args.len() > 1 || !kw.is_empty() {
            let cls = match args.first() {
                Some(Value::Class(c)) => c.name.to_string(),
                Some(v) => interp.type_name(v).to_string(),
                None => "object".to_string(),
            };
            let qualname = format!("{cls}.__init_subclass__");
            bind_named(&SIG, &qualname, &qualname, args.get(1..).unwrap_or(&[]), kw)?;
        }
        return Ok(Value::None);
    }
    let Some(recv) = args.first() else {
        return Err(type_error(format!("descriptor '{name}' needs an argument")));
    };
    if matches!(name, "__get__" | "__set__" | "__delete__" | "__set_name__") {
        return descriptor_slot(interp, name, args, kw);
    }
    if crate::attr::is_host_value(recv) {
        return Err(type_error(format!("descriptor '{name}' does not apply to a host object")));
    }
    match name {
        "__reduce__" | "__reduce_ex__" => return object_reduce(interp, name, args, kw),
        "__instancecheck__" | "__subclasscheck__" => return type_check(interp, name, args, kw),
        "__sizeof__" => {
            static SIG: Sig<0> = Sig::no_args("object.__sizeof__");
            bind(&SIG, &args[1..], kw)?;
            return Ok(Value::Int(shallow_size(recv) as i64));
        }
        _ => {}
    }
    // An instance of a program's class: `object`'s slots, or its builtin part's.
    let x = match recv {
        Value::Instance(i) => match i.builtin_base.borrow().clone() {
            Some(b) => b,
            None => return object_slot(interp, name, args, kw),
        },
        other => other.clone(),
    };
    let rest = &args[1..];
    if let Some((op, kind)) = bin_op(name) {
        if name == "__pow__" {
            // A ternary slot: its wrapper unpacks one or two arguments with an empty name.
            static POW: Sig<2> = Sig::positional("", "wrapper __pow__", ["value", "mod"], 1);
            bind(&POW, rest, kw)?;
        }
        if name == "__pow__" && rest.len() == 2 {
            return call_named(
                interp,
                "pow",
                vec![x, rest[0].clone(), rest[1].clone()],
                Vec::new(),
            );
        }
        wrapper_args(name, 1, args, kw)?;
        let y = &rest[0];
        return match kind {
            // A number's method handles numbers of its own rank or lower: `(1).__add__(2.5)`
            // is NotImplemented, and `1 + 2.5` is float's `__radd__`.
            0 if rank(&x) > 0 && rank(y) > rank(&x) => Ok(Value::NotImplemented),
            0 => match interp.binop_builtin(&x, op, y)? {
                Some(v) => Ok(v),
                // A sequence's concatenation and repetition raise rather than answer
                // NotImplemented (CPython's `sq_concat`, `sq_repeat`), unless the operand is
                // an instance that may still handle the reflected operation.
                None if is_sequence(&x) && !matches!(y, Value::Instance(_) | Value::Host(_)) => {
                    match op {
                        BinOp::Add => interp.binop(&x, op, y),
                        BinOp::Mul => Err(type_error(format!(
                            "'{}' object cannot be interpreted as an integer",
                            interp.type_name(y)
                        ))),
                        _ => Ok(Value::NotImplemented),
                    }
                }
                None => Ok(Value::NotImplemented),
            },
            1 => {
                if rank(&x) > 0 && rank(y) > rank(&x) || rank(&x) > 0 && rank(y) == 0 {
                    return Ok(Value::NotImplemented);
                }
                // The reflected `%` of str, bytes and bytearray is their own formatting with
                // the operands swapped, which formats only a template of the same type:
                // `b'abc'.__rmod__('%r')` is NotImplemented, not `'%r' % b'abc'`.
                if op == BinOp::Mod
                    && matches!(x, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))
                    && interp.type_name(&x) != interp.type_name(y)
                {
                    return Ok(Value::NotImplemented);
                }
                // The formatting reads the receiver itself (its own `__str__` for `%s`), not
                // only its builtin part.
                if op == BinOp::Mod && matches!(x, Value::Str(_)) {
                    return Ok(interp.binop_builtin(y, op, recv)?.unwrap_or(Value::NotImplemented));
                }
                Ok(interp.binop_builtin(y, op, &x)?.unwrap_or(Value::NotImplemented))
            }
            _ => interp.inplace_binop(x, op, y),
        };
    }
    if let Some(op) = cmp_op(name) {
        wrapper_args(name, 1, args, kw)?;
        // An instance of a subclass of a builtin type compares by its builtin part, as
        // CPython's comparison slots accept subclasses (`PyDict_Check`, not the exact
        // type) and read the raw contents, not the subclass's own methods.
        let other = match &rest[0] {
            Value::Instance(i) => {
                i.builtin_base.borrow().clone().unwrap_or_else(|| rest[0].clone())
            }
            o => o.clone(),
        };
        if !compares_with(interp, &x, op, &other) {
            return Ok(Value::NotImplemented);
        }
        // `type`'s own comparison is `object`'s (identity, no order): not the comparison
        // operator, which would ask the metaclass's methods, the callers of this one
        // (`super().__eq__(other)` in a metaclass).
        if let Value::Class(_) = &x {
            let same = x.is(&rest[0]);
            return Ok(match op {
                CmpOp::Eq if same => Value::Bool(true),
                CmpOp::NotEq if same => Value::Bool(false),
                _ => Value::NotImplemented,
            });
        }
        return interp.rich_compare(&x, op, &other);
    }
    match name {
        "__call__" => interp.call(&x, rest.to_vec(), kw.clone()),
        "__round__" => {
            static ROUND: Sig<1> = Sig::positional("__round__", "__round__", ["ndigits"], 0);
            bind(&ROUND, rest, kw)?;
            let mut a = vec![x];
            a.extend(rest.iter().cloned());
            call_named(interp, "round", a, Vec::new())
        }
        "__divmod__" | "__rdivmod__" => {
            wrapper_args(name, 1, args, kw)?;
            let (a, b) =
                if name == "__divmod__" { (x, rest[0].clone()) } else { (rest[0].clone(), x) };
            if rank(&a) == 0 || rank(&b) == 0 || (name == "__rdivmod__" && rank(&a) > rank(&b)) {
                return Ok(Value::NotImplemented);
            }
            call_named(interp, "divmod", vec![a, b], Vec::new())
        }
        _ => {
            let n = match name {
                "__contains__" | "__getitem__" | "__delitem__" | "__format__" => 1,
                "__setitem__" => 2,
                _ => 0,
            };
            wrapper_args(name, n, args, kw)?;
            match name {
                "__hash__" => Ok(Value::Int(interp.hash_i64(&x)?)),
                // The builtin value itself (a plain copy of an instance's builtin part), the
                // argument `__new__` rebuilds it from.
                // CPython copies a str and bytes too (`_PyUnicode_Copy`, `y#`): the argument
                // is never the object itself.
                "__getnewargs__" => Ok(Value::tuple(vec![match &x {
                    Value::Tuple(t) => Value::tuple((**t).clone()),
                    Value::Str(s) => Value::Str(Rc::new(crate::builtins::str_methods::PyStr {
                        s: s.s.clone(),
                        nchars: s.nchars,
                    })),
                    Value::Bytes(b) => Value::Bytes(Rc::new((**b).clone())),
                    other => other.clone(),
                }])),
                "__bool__" => Ok(Value::Bool(interp.truthy(&x)?)),
                "__len__" => Ok(Value::Int(interp.len(&x)? as i64)),
                "__iter__" => interp.get_iter(&x),
                "__next__" => call_named(interp, "next", vec![x], Vec::new()),
                "__reversed__" => call_named(interp, "reversed", vec![x], Vec::new()),
                "__contains__" => Ok(Value::Bool(interp.contains(&x, &rest[0])?)),
                "__getitem__" => interp.getitem(&x, &rest[0]),
                "__setitem__" => {
                    interp.setitem(&x, rest[0].clone(), rest[1].clone()).map(|_| Value::None)
                }
                "__delitem__" => interp.delitem(&x, &rest[0]).map(|_| Value::None),
                "__str__" => interp.to_str(&x).map(Value::string),
                // `type.__repr__(cls)`, which a metaclass's `__repr__` reaches through
                // `super()`: the class's own text, never the metaclass's `__repr__` again.
                "__repr__" => match &x {
                    Value::Class(c) if c.is_builtin => {
                        Ok(Value::string(format!("<class '{}'>", c.name)))
                    }
                    Value::Class(c) if &*c.module_name() == "builtins" => {
                        Ok(Value::string(format!("<class '{}'>", c.qualname)))
                    }
                    Value::Class(c) => {
                        Ok(Value::string(format!("<class '{}.{}'>", c.module_name(), c.qualname)))
                    }
                    _ => interp.repr(&x).map(Value::string),
                },
                "__format__" => call_named(interp, "format", vec![x, rest[0].clone()], Vec::new()),
                "__neg__" => interp.unary(UnaryOp::Neg, &x),
                "__pos__" => interp.unary(UnaryOp::Pos, &x),
                "__invert__" => interp.unary(UnaryOp::Invert, &x),
                "__abs__" => call_named(interp, "abs", vec![x], Vec::new()),
                "__int__" | "__index__" if rank(&x) == 1 => {
                    call_named(interp, "int", vec![x], Vec::new())
                }
                "__int__" | "__trunc__" => call_named(interp, "int", vec![x], Vec::new()),
                "__index__" => Ok(Value::Int(interp.index_value(&x)?)),
                "__float__" => call_named(interp, "float", vec![x], Vec::new()),
                "__bytes__" => call_named(interp, "bytes", vec![x], Vec::new()),
                "__complex__" => call_named(interp, "complex", vec![x], Vec::new()),
                "__floor__" | "__ceil__" => match x {
                    Value::Float(f) => {
                        let r = if name == "__floor__" { f.floor() } else { f.ceil() };
                        call_named(interp, "int", vec![Value::Float(r)], Vec::new())
                    }
                    other => call_named(interp, "int", vec![other], Vec::new()),
                },
                _ => {
                    Err(type_error(format!("'{}' object has no slot {name}", interp.type_name(&x))))
                }
            }
        }
    }
}

/// `object.__reduce_ex__(protocol)` and `object.__reduce__()`, as typeobject.c's
/// `object___reduce_ex___impl` and `_common_reduce`: a `__reduce__` a class of the program
/// defines wins (for `__reduce_ex__`); else protocol 2 and above reduce through
/// `copyreg.__newobj__` and the object's `__getnewargs_ex__`/`__getnewargs__` and
/// `__getstate__`, and protocols 0 and 1 through `copyreg._reduce_ex`. Those parts are
/// Python code in `_ophis_types`, given the first builtin class of the object's MRO, which
/// `copyreg` finds through `__flags__` (which ophis's classes do not have).
fn object_reduce(interp: &mut Interp, name: &'static str, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = &args[0];
    let rest = &args[1..];
    let proto = if name == "__reduce_ex__" {
        static SIG: Sig<1> = Sig::one("object.__reduce_ex__");
        let [p] = bind(&SIG, rest, kw)?;
        let p = interp.index_value(crate::args::req(p))?;
        if let Some(f) = own_method(interp, x, "__reduce__") {
            return interp.call(&f, Vec::new(), Vec::new());
        }
        // So does the `__reduce__` of a class ophis makes natively (`ga_reduce`): CPython
        // calls any `__reduce__` that is not `object`'s.
        let cls = interp.type_of(x);
        let native = cls
            .mro()
            .iter()
            .filter(|c| native_object_class(interp, c))
            .find_map(|c| c.attrs.borrow().get("__reduce__").cloned());
        if let Some(f) = native {
            return interp.call(&f, vec![x.clone()], Vec::new());
        }
        p
    } else {
        static SIG: Sig<0> = Sig::no_args("object.__reduce__");
        bind(&SIG, rest, kw)?;
        0
    };
    let cls = interp.type_of(x);
    let Some(base) = cls.mro().iter().find(|c| c.is_builtin).cloned() else {
        return Err(type_error(format!("cannot pickle '{}' object", cls.name)));
    };
    let own_getstate = Value::Bool(own_method(interp, x, "__getstate__").is_some());
    interp.ophis_types_call(
        "_object_reduce",
        vec![x.clone(), Value::Int(proto), Value::Class(base), own_getstate],
    )
}

/// Whether `c` is a builtin class of ophis's native objects that are instances, not a value
/// kind of their own (`types.GenericAlias`, `types.UnionType`, `cell`): their attribute
/// tables hold the methods CPython gives their types.
pub(crate) fn native_object_class(interp: &Interp, c: &Rc<crate::value::Class>) -> bool {
    c.is_builtin
        && c.kind == TypeKind::Object
        && !Rc::ptr_eq(c, &interp.types.get(TypeKind::Object))
}

/// `x.name` bound, when a class of the program along `type(x)`'s MRO defines `name` (not
/// `object` or a builtin base).
pub(crate) fn own_method(interp: &mut Interp, x: &Value, name: &str) -> Option<Value> {
    let Value::Instance(i) = x else { return None };
    let cls = i.class.clone();
    let found = cls
        .mro()
        .iter()
        .filter(|c| !c.is_builtin)
        .find_map(|c| c.attrs.borrow().get(name).cloned())?;
    interp.bind_class_attr(x, &cls, found).ok()
}

/// `x.__sizeof__()`: the bytes ophis's own representation of `x` holds, not counting the
/// objects it refers to (the value's slot plus its own heap block), by the same estimates as
/// the memory accounting. ophis's objects are laid out differently from CPython's, so the
/// numbers are ophis's, not CPython's.
fn shallow_size(x: &Value) -> usize {
    let slot = std::mem::size_of::<Value>();
    slot + match x {
        Value::Str(s) => 48 + s.s.len(),
        Value::Bytes(b) => 40 + b.len(),
        Value::ByteArray(b) => 56 + b.borrow().capacity(),
        Value::BigInt(b) => 32 + (b.bits() / 8) as usize,
        Value::Tuple(t) => 40 + slot * t.len(),
        Value::List(l) => 56 + slot * l.borrow().capacity(),
        Value::Dict(d) | Value::Set(d) => 64 + 48 * d.borrow().slots(),
        Value::FrozenSet(d) => 64 + 48 * d.slots(),
        Value::Instance(_) => std::mem::size_of::<crate::attr::Instance>(),
        _ => 0,
    }
}

/// Whether `name` is one of the slots `type` adds to `object`'s: its instance and subclass
/// checks, which a metaclass's hooks reach through `super()`.
fn type_own(base: &crate::value::Class, name: &str) -> bool {
    base.kind == crate::value::TypeKind::Type
        && matches!(name, "__instancecheck__" | "__subclasscheck__")
}

/// `type.__instancecheck__(cls, obj)` and `type.__subclasscheck__(cls, sub)`: the MRO checks
/// without the metaclass's hooks (CPython's `_PyObject_RealIsInstance`/`RealIsSubclass`),
/// which a metaclass's own hooks reach through `super()`.
fn type_check(interp: &mut Interp, name: &str, args: &[Value], kw: &Kwargs) -> R<Value> {
    static INSTANCE: Sig<1> = Sig::one("type.__instancecheck__");
    static SUBCLASS: Sig<1> = Sig::one("type.__subclasscheck__");
    let Some(Value::Class(cls)) = args.first() else {
        let got = args.first().map_or_else(|| "nothing".to_string(), |v| interp.type_name(v));
        return Err(type_error(format!(
            "descriptor '{name}' requires a 'type' object but received a '{got}'"
        )));
    };
    if name == "__instancecheck__" {
        let [obj] = bind(&INSTANCE, &args[1..], kw)?;
        return Ok(Value::Bool(interp.isinstance(crate::args::req(obj), cls)));
    }
    let [sub] = bind(&SUBCLASS, &args[1..], kw)?;
    match crate::args::req(sub) {
        Value::Class(sub) => Ok(Value::Bool(
            sub.is_subclass(cls)
                || (cls.is_builtin
                    && cls.kind == crate::value::TypeKind::Object
                    && cls.mro.borrow().len() == 1),
        )),
        _ => Err(type_error("issubclass() arg 1 must be a class")),
    }
}
