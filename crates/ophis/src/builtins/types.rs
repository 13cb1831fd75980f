//! The builtin type objects and their constructors (`int(...)`, `list(...)`, ...).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::Num;

use crate::args::{bind, bind_named, req, Sig};
use crate::dict::{new_strmap, Dict, StrMap};
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::{Interp, Types};
use crate::value::{
    AttrsFiller, Builtin, BuiltinFn, Class, ClassAttrs, Instance, RangeObj, SliceObj, TypeKind,
    Value,
};

/// The declared signature of a builtin constructor or method: Argument Clinic positional-only
/// (`sig!(pos "list", ["iterable"], 0)`), with keywords (`sig!(kw "int", ["x", "base"], 0, 1)`:
/// required count, positional-only count), `METH_NOARGS` or `METH_O`.
macro_rules! sig {
    (pos $name:literal, $params:expr, $required:expr) => {{
        static SIG: Sig<{ $params.len() }> = Sig::positional($name, $name, $params, $required);
        &SIG
    }};
    (kw $name:literal, $params:expr, $required:expr, $posonly:expr) => {{
        static SIG: Sig<{ $params.len() }> = Sig::keywords($name, $params, $required, $posonly, 0);
        &SIG
    }};
    (noargs $name:literal) => {{
        static SIG: Sig<0> = Sig::no_args($name);
        &SIG
    }};
    (one $name:literal) => {{
        static SIG: Sig<1> = Sig::one($name);
        &SIG
    }};
}

/// No keyword arguments, for binding the positional part of a call whose keywords are data
/// (`dict(mapping, **items)`).
const NO_KWARGS: &Kwargs = &Vec::new();

/// A builtin class whose attribute table `fill(kind)` builds on first use.
pub(crate) fn builtin_class_lazy(
    name: &str,
    kind: TypeKind,
    bases: Vec<Rc<Class>>,
    fill: AttrsFiller,
) -> Rc<Class> {
    make_builtin_class(name, kind, bases, ClassAttrs::lazy(fill, kind))
}

pub(crate) fn builtin_class(
    name: &str,
    kind: TypeKind,
    bases: Vec<Rc<Class>>,
    attrs: StrMap,
) -> Rc<Class> {
    make_builtin_class(name, kind, bases, ClassAttrs::new(attrs))
}

fn make_builtin_class(
    name: &str,
    kind: TypeKind,
    bases: Vec<Rc<Class>>,
    attrs: ClassAttrs,
) -> Rc<Class> {
    let name: Rc<str> = Rc::from(name);
    let cls = Rc::new(Class {
        name: name.clone(),
        qualname: name,
        module: Rc::from("builtins"),
        bases: bases.clone(),
        mro: RefCell::new(Vec::new()),
        attrs,
        kind,
        is_builtin: true,
        version: Cell::new(0),
        metaclass: RefCell::new(None),
        module_override: RefCell::new(None),
        renamed: RefCell::new(None),
        plain_attrs: RefCell::new(Default::default()),
        shapes: Default::default(),
        descriptors: RefCell::new(None),
        collection: Cell::new(crate::eval::class::Collection::Unset),
        epoch: crate::value::epoch_of_bases(&bases),
    });
    let mut mro = vec![cls.clone()];
    if let Some(b) = bases.first() {
        mro.extend(b.mro().iter().cloned());
    }
    *cls.mro.borrow_mut() = mro;
    cls.classes_changed();
    cls
}

/// `type.mro(cls)`: the class's method resolution order as a new list, the order `__mro__`
/// holds (ophis computes it once, by C3, when the class is made).
fn type_mro(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let Some(recv) = args.first() else {
        return Err(type_error("unbound method type.mro() needs an argument"));
    };
    let Value::Class(c) = recv else {
        return Err(type_error(format!(
            "descriptor 'mro' for 'type' objects doesn't apply to a '{}' object",
            interp.type_name(recv)
        )));
    };
    if args.len() > 1 || !kw.is_empty() {
        // A `METH_NOARGS` method, whose messages name the class it is called on.
        static SIG: Sig<0> = Sig::no_args("mro");
        let qualname = format!("{}.mro", c.display_name());
        crate::args::bind_named(&SIG, &qualname, &qualname, &args[1..], kw)?;
    }
    let items = c.mro().iter().map(|b| Value::Class(b.clone())).collect();
    Ok(interp.track_list(items))
}

pub(crate) fn method(name: &'static str, func: BuiltinFn) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed(name),
        func,
        receiver: None,
        module: "builtins",
        binds: true,
    }))
}

fn methods_map(list: Vec<(&'static str, BuiltinFn)>) -> StrMap {
    let mut m = new_strmap();
    for (name, f) in list {
        m.insert(Rc::from(name), method(name, f));
    }
    m
}

/// The builtin classes with their names; `object`'s subclasses (`bool`, `int`'s, is made
/// separately).
const BUILTIN_CLASSES: &[(&str, TypeKind)] = &[
    ("type", TypeKind::Type),
    ("NoneType", TypeKind::NoneType),
    ("float", TypeKind::Float),
    ("complex", TypeKind::Complex),
    ("bytearray", TypeKind::ByteArray),
    ("range", TypeKind::Range),
    ("slice", TypeKind::Slice),
    ("function", TypeKind::Function),
    ("builtin_function_or_method", TypeKind::BuiltinFunction),
    ("method", TypeKind::Method),
    ("generator", TypeKind::Generator),
    ("coroutine", TypeKind::Coroutine),
    ("coroutine_wrapper", TypeKind::CoroutineWrapper),
    ("async_generator", TypeKind::AsyncGenerator),
    ("async_generator_asend", TypeKind::AsyncGenASend),
    ("async_generator_athrow", TypeKind::AsyncGenAThrow),
    ("module", TypeKind::Module),
    ("property", TypeKind::Property),
    ("staticmethod", TypeKind::StaticMethod),
    ("classmethod", TypeKind::ClassMethod),
    ("super", TypeKind::Super),
    ("dict_keys", TypeKind::DictKeys),
    ("dict_values", TypeKind::DictValues),
    ("dict_items", TypeKind::DictItems),
    ("NotImplementedType", TypeKind::NotImplementedType),
    ("ellipsis", TypeKind::Ellipsis),
    ("traceback", TypeKind::Traceback),
    ("str", TypeKind::Str),
    ("bytes", TypeKind::Bytes),
    ("int", TypeKind::Int),
    ("list", TypeKind::List),
    ("tuple", TypeKind::Tuple),
    ("dict", TypeKind::Dict),
    ("set", TypeKind::Set),
    ("frozenset", TypeKind::FrozenSet),
];

/// The builtin class of kind `kind` with base `base` (`int` for `bool`, else `object`), for
/// `Types::get` to make on first use; None for the kinds that have no class of their own.
pub(crate) fn builtin_type(kind: TypeKind, base: Rc<Class>) -> Option<Rc<Class>> {
    let name = if kind == TypeKind::Bool {
        "bool"
    } else {
        BUILTIN_CLASSES.iter().chain(crate::builtins::iter::ITER_TYPES).find(|(_, k)| *k == kind)?.0
    };
    Some(builtin_class_lazy(name, kind, vec![base], builtin_attrs))
}

/// The attribute table of the builtin class of `kind` (its methods, and the static and class
/// methods some types have), built when the class is first used.
fn builtin_attrs(kind: TypeKind) -> StrMap {
    use crate::builtins::{bytes_methods, collections};
    let mut attrs = match kind {
        TypeKind::Object => methods_map(vec![
            ("__init__", object_init),
            ("__getattribute__", object_getattribute),
            ("__setattr__", object_setattr),
            ("__delattr__", object_delattr),
            ("__dir__", object_dir),
        ]),
        TypeKind::Str => methods_map(crate::builtins::str_methods::methods()),
        TypeKind::Bytes => methods_map(bytes_methods::methods()),
        TypeKind::Bool => new_strmap(),
        k if crate::builtins::iter::is_iterator_kind(k) => {
            methods_map(crate::builtins::iter::type_methods(k))
        }
        _ => methods_map(collections::methods_for(kind)),
    };
    match kind {
        TypeKind::Object => {
            attrs.insert(
                Rc::from("__new__"),
                Value::StaticMethod(Rc::new(method("__new__", object_new))),
            );
        }
        TypeKind::Type => {
            attrs.insert(Rc::from("__call__"), method("__call__", type_call));
            attrs.insert(Rc::from("mro"), method("mro", type_mro));
            attrs.insert(
                Rc::from("__prepare__"),
                Value::ClassMethod(Rc::new(method("__prepare__", type_prepare))),
            );
            attrs.insert(
                Rc::from("__new__"),
                Value::StaticMethod(Rc::new(method("__new__", type_new))),
            );
        }
        TypeKind::Float => {
            attrs.insert(
                Rc::from("fromhex"),
                Value::ClassMethod(Rc::new(method("fromhex", collections::float_fromhex))),
            );
            attrs.insert(
                Rc::from("__getformat__"),
                Value::ClassMethod(Rc::new(method("__getformat__", collections::float_getformat))),
            );
        }
        TypeKind::ByteArray => {
            for (n, f) in bytes_methods::bytearray_methods() {
                attrs.insert(Rc::from(n), method(n, f));
            }
            attrs.insert(
                Rc::from("fromhex"),
                Value::ClassMethod(Rc::new(method("fromhex", bytes_methods::bytes_fromhex))),
            );
            attrs.insert(Rc::from("hex"), method("hex", bytes_methods::bytearray_hex));
            attrs.insert(
                Rc::from("maketrans"),
                Value::StaticMethod(Rc::new(method(
                    "maketrans",
                    bytes_methods::bytearray_maketrans_static,
                ))),
            );
        }
        TypeKind::Str => {
            attrs.insert(
                Rc::from("maketrans"),
                Value::StaticMethod(Rc::new(method("maketrans", str_maketrans_static))),
            );
        }
        TypeKind::Dict => {
            attrs.insert(
                Rc::from("fromkeys"),
                Value::ClassMethod(Rc::new(method("fromkeys", collections::dict_fromkeys))),
            );
        }
        TypeKind::Bytes => {
            attrs.insert(
                Rc::from("fromhex"),
                Value::ClassMethod(Rc::new(method("fromhex", bytes_methods::bytes_fromhex))),
            );
            // A static method, as CPython's: `bytes.maketrans(b'a', b'b')` on the type, and
            // `b''.maketrans(...)` ignoring the instance.
            attrs.insert(
                Rc::from("maketrans"),
                Value::StaticMethod(Rc::new(method(
                    "maketrans",
                    bytes_methods::bytes_maketrans_static,
                ))),
            );
        }
        TypeKind::Int => {
            attrs.insert(
                Rc::from("from_bytes"),
                Value::ClassMethod(Rc::new(method("from_bytes", collections::int_from_bytes))),
            );
        }
        _ => {}
    }
    attrs
}

/// `BaseException`'s own methods (the other exception classes have none of their own).
fn base_exception_attrs(_kind: TypeKind) -> StrMap {
    methods_map(vec![
        ("__init__", base_exception_init),
        ("with_traceback", exc_with_traceback),
        ("add_note", exc_add_note),
    ])
}

/// `BaseException`, the root of the exception classes `Types::exc` makes on first use.
pub(crate) fn base_exception_class(object: Rc<Class>) -> Rc<Class> {
    builtin_class_lazy(
        ExcType::BaseException.name(),
        TypeKind::Exception,
        vec![object],
        base_exception_attrs,
    )
}

pub(crate) fn make_types() -> Types {
    let object = builtin_class_lazy("object", TypeKind::Object, vec![], builtin_attrs);
    // CPython's tp_name is the dotted "types.UnionType", which is what its messages show.
    let union =
        builtin_class("types.UnionType", TypeKind::Object, vec![object.clone()], new_strmap());
    let generic_alias = builtin_class(
        "types.GenericAlias",
        TypeKind::Object,
        vec![object.clone()],
        crate::builtins::generic_alias::class_attrs(),
    );
    Types::new(object, union, generic_alias)
}

/// `type.__new__(meta, name, bases, namespace, **kwargs)`, which a metaclass's own `__new__`
/// reaches through `super().__new__(...)`: the class, made as a `class` statement makes it
/// (`__set_name__`, `__init_subclass__`), with `meta` as its metaclass, whose `__init__` is not
/// called here (`type.__call__` calls it, as in CPython).
fn type_new(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // `tp_new_wrapper`'s checks of the metaclass, then `type_new`'s arguments.
    let meta = match args.first() {
        None => return Err(type_error("type.__new__(): not enough arguments")),
        Some(Value::Class(c)) => c.clone(),
        Some(other) => {
            return Err(type_error(format!(
                "type.__new__(X): X is not a type object ({})",
                interp.type_name(other)
            )))
        }
    };
    if meta.kind != TypeKind::Type {
        return Err(type_error(format!(
            "type.__new__({}): {} is not a subtype of type",
            meta.name, meta.name
        )));
    }
    let no_kw: &Kwargs = &Vec::new();
    let [name, bases_v, ns] = bind(&TYPE_NEW, &args[1..], no_kw)?;
    let (name, bases_v, ns) = (req(name), req(bases_v), req(ns));
    let (name, bases, d) = type_new_args(interp, name, bases_v, ns)?;
    // As in CPython, `__qualname__` names the class and is not kept as an attribute.
    let (attrs, qualname) = crate::eval::class::class_attrs_of(&d, &name)?;
    let metaclass = if meta.is_builtin {
        bases.iter().find_map(|b| b.metaclass.borrow().clone())
    } else {
        Some(meta.clone())
    };
    let c = interp.new_class(&name, &qualname, bases, attrs)?;
    // A metaclass's `__new__` reached from `Meta(name, bases, dict)`: as `type_new`, the
    // namespace gets the calling module's name as `__module__` unless it has one.
    if let Some(module) = interp.type_call_module.take() {
        c.attrs.borrow_mut().entry(Rc::from("__module__")).or_insert(Value::str(&module));
        c.classes_changed();
    }
    interp.finish_class_with(&c, metaclass, bases_v.clone(), ns.clone(), kw.clone(), false)?;
    Ok(Value::Class(c))
}

/// `type.__new__`'s `PyArg_ParseTuple(args, "UO!O!:type.__new__", ...)`: its keywords go to
/// `__init_subclass__`, so only the positional part is bound.
static TYPE_NEW: Sig<3> = Sig::parse_tuple("type.__new__", ["name", "bases", "dict"], 3);

/// `type.__new__`'s three arguments converted, each refused with `PyArg_ParseTuple`'s
/// wording (`type.__new__() argument 1 must be str, not int`): the name, the bases, and the
/// namespace (a dict or a dict subclass, a `__prepare__`d namespace).
fn type_new_args(
    interp: &Interp,
    name: &Value,
    bases: &Value,
    ns: &Value,
) -> R<(String, Vec<Rc<Class>>, Rc<RefCell<Dict>>)> {
    let must = |i: usize, want: &str, v: &Value| {
        type_error(format!(
            "type.__new__() argument {i} must be {want}, not {}",
            interp.type_name(v)
        ))
    };
    let name = match name {
        Value::Str(s) => s.s.clone(),
        other => return Err(must(1, "str", other)),
    };
    if name.contains('\0') {
        return Err(crate::error::value_error("type name must not contain null characters"));
    }
    let bases = match bases {
        Value::Tuple(t) => t
            .iter()
            .map(|b| match b {
                Value::Class(c) => Ok(c.clone()),
                _ => Err(type_error("bases must be types")),
            })
            .collect::<R<Vec<_>>>()?,
        other => return Err(must(2, "tuple", other)),
    };
    let Some(d) = crate::eval::class::namespace_dict(ns) else { return Err(must(3, "dict", ns)) };
    Ok((name, bases, d))
}

/// `type.__prepare__(name, bases, **kwargs)`: a new empty dict, whatever the arguments (as
/// CPython's, which a metaclass's own `__prepare__` reaches through `super()`).
fn type_prepare(_interp: &mut Interp, _args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(Value::Dict(Rc::new(RefCell::new(crate::dict::Dict::new()))))
}

/// `object.__new__(cls)`: a bare instance, `__init__` not run (library code such as `enum`
/// creates members this way). For builtin-derived classes the builtin part comes from the
/// remaining arguments.
/// The builtin value an instance of a builtin type's subclass holds: a builtin constructor
/// may return a subclass's instance (`str(x)` returns what `x.__str__` returned, a str
/// subclass's instance included), whose own plain value is the one to hold.
pub(crate) fn plain_builtin(v: Value) -> Value {
    if let Value::Instance(i) = &v {
        if let Some(b) = i.builtin_base.borrow().clone() {
            return b;
        }
    }
    v
}

pub(crate) fn object_new(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let cls = match args.first() {
        Some(Value::Class(c)) => c.clone(),
        Some(other) => {
            return Err(type_error(format!(
                "object.__new__(X): X is not a type object ({})",
                interp.type_name(other)
            )))
        }
        None => return Err(type_error("object.__new__(): not enough arguments")),
    };
    // A builtin exception class is made here as a program's subclass of it is (its arguments
    // become `args`; `__init__` is not run): `BaseException.__new__`.
    if cls.is_builtin && cls.kind != TypeKind::Exception {
        return construct(interp, &cls, cls.kind, args[1..].to_vec(), kw.clone());
    }
    let builtin_base = if cls.kind != TypeKind::Object && cls.kind != TypeKind::Exception {
        let base = interp.types.get(cls.kind);
        Some(plain_builtin(construct(interp, &base, cls.kind, args[1..].to_vec(), vec![])?))
    } else {
        None
    };
    let is_exc = cls.kind == TypeKind::Exception;
    let inst = Rc::new(Instance {
        class: cls.clone(),
        attrs: crate::value::Attrs::for_instance(&cls),
        exc: if is_exc {
            Some(Box::new(RefCell::new(crate::value::ExcData {
                args: args[1..].to_vec(),
                ..Default::default()
            })))
        } else {
            None
        },
        builtin_base: crate::attr::BaseSlot::new(builtin_base),
    });
    interp.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
    Ok(Value::Instance(inst))
}

/// `object.__setattr__(obj, name, value)`: stores without the class's own `__setattr__`.
/// It honours data descriptors (properties, `__set__`) but not the class's own `__setattr__`,
/// which is what calls it.
fn object_setattr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // A slot wrapper unpacking its two arguments with an empty function name, hence CPython's
    // ` expected 2 arguments, got 0`, leading space included.
    static SIG: Sig<2> = Sig::positional("", "wrapper __setattr__", ["name", "value"], 2);
    let Some(obj) = args.first() else {
        return Err(type_error("descriptor '__setattr__' of 'object' object needs an argument"));
    };
    let [name, v] = bind(&SIG, &args[1..], kw)?.map(req);
    match name {
        Value::Str(name) => {
            interp.check_attr_name(&name.s)?;
            interp.check_structural_store(obj, &name.s)?;
            let obj = obj.clone();
            interp.generic_setattr(&obj, &Rc::from(name.s.as_str()), v.clone())?;
            Ok(Value::None)
        }
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            interp.type_name(other)
        ))),
    }
}

/// `object.__getattribute__(obj, name)`: the generic lookup, without the class's own
/// `__getattribute__` or `__getattr__` (what a user `__getattribute__` falls back to).
fn object_getattribute(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__getattribute__", ["name"]);
    let Some(obj) = args.first() else {
        return Err(type_error(
            "descriptor '__getattribute__' of 'object' object needs an argument",
        ));
    };
    let [name] = bind(&SIG, &args[1..], kw)?.map(req);
    match name {
        Value::Str(name) => {
            let name: Rc<str> = Rc::from(name.as_str());
            interp.check_attr_name(&name)?;
            interp.check_host_attr(obj, &name)?;
            let obj = obj.clone();
            interp
                .generic_getattr(&obj, &name)
                .map_err(|e| interp.attr_error_context(e, &obj, &name))
        }
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            interp.type_name(other)
        ))),
    }
}

/// `object.__delattr__(obj, name)`: deletes without the class's own `__delattr__`.
fn object_delattr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__delattr__", ["name"]);
    let Some(obj) = args.first() else {
        return Err(type_error("descriptor '__delattr__' of 'object' object needs an argument"));
    };
    let [name] = bind(&SIG, &args[1..], kw)?.map(req);
    match name {
        Value::Str(name) => {
            interp.check_attr_name(&name.s)?;
            interp.check_structural_delete(obj, &name.s)?;
            let obj = obj.clone();
            interp.generic_delattr(&obj, &Rc::from(name.s.as_str()))?;
            Ok(Value::None)
        }
        other => Err(type_error(format!(
            "attribute name must be string, not '{}'",
            interp.type_name(other)
        ))),
    }
}

/// `type.__call__(cls, *args)`: what `super().__call__(...)` in a metaclass reaches.
fn type_call(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    match args.first() {
        Some(Value::Class(c)) => {
            let c = c.clone();
            interp.instantiate(&c, args[1..].to_vec(), kw.clone())
        }
        _ => Err(type_error("descriptor '__call__' requires a 'type' object")),
    }
}

fn str_maketrans_static(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // As a static method there is no receiver: pass a dummy one to the str method.
    let mut full = vec![Value::str("")];
    full.extend(args.iter().cloned());
    let f = crate::builtins::str_methods::methods()
        .into_iter()
        .find(|(n, _)| *n == "maketrans")
        .map(|(_, f)| f);
    match f {
        Some(f) => f(interp, &full, kw),
        None => Err(crate::error::not_implemented("str.maketrans")),
    }
}

/// `object.__dir__`: the names `dir()` lists (reachable only when the policy allows the name
/// `__dir__`, as smolagents' patchable `ALLOWED_DUNDER_METHODS` can).
fn object_dir(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bind(sig!(noargs "object.__dir__"), args.get(1..).unwrap_or(&[]), kw)?;
    crate::builtins::default_dir(interp, &args[0])
}

fn object_init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    if args.len() > 1 || !kw.is_empty() {
        if let Some(Value::Instance(i)) = args.first() {
            // Subclasses of builtin types took their arguments when the builtin part was made.
            if i.builtin_base.borrow().is_some() {
                return Ok(Value::None);
            }
            // Only complain when the class did not define its own __init__ (CPython's rule).
            let own_init = i
                .class
                .mro()
                .iter()
                .take_while(|c| !c.is_builtin)
                .any(|c| c.attrs.borrow().contains_key("__init__"));
            // A class with its own `__new__` took its arguments there.
            let own_new = i
                .class
                .mro()
                .iter()
                .take_while(|c| !c.is_builtin)
                .any(|c| c.attrs.borrow().contains_key("__new__"));
            if !own_init && own_new {
                return Ok(Value::None);
            }
            if !own_init {
                // `object_init`'s excess-arguments check, worded with the class's name.
                let name = format!("{}()", i.class.name);
                bind_named(&Sig::excess("object()"), &name, &name, &args[1..], kw)?;
            }
            return Err(type_error(
                "object.__init__() takes exactly one argument (the instance to initialize)",
            ));
        }
    }
    let _ = interp;
    Ok(Value::None)
}

fn base_exception_init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    if let Some(Value::Instance(i)) = args.first() {
        if let Some(exc) = &i.exc {
            // The keyword-only members of the class's own `__init__` (`AttributeError(name=,
            // obj=)`), checked before anything is set; every other exception takes none.
            interp.exc_member_init(i, &args[1..], kw)?;
            exc.borrow_mut().args = args[1..].to_vec();
            if i.class.is_subclass(&interp.types.exc(ExcType::OSError)) {
                crate::eval::exc::oserror_init(i, &args[1..]);
            }
        }
    }
    Ok(Value::None)
}

fn exc_with_traceback(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("BaseException.with_traceback");
    let [tb] = bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
    // The sandbox has no traceback objects (frames do not exist), so `None` is the one
    // value `__traceback__` can be set to; anything else is CPython's TypeError.
    if !matches!(tb, Some(Value::None)) {
        return Err(type_error("__traceback__ must be a traceback or None"));
    }
    Ok(args.first().cloned().unwrap_or(Value::None))
}

/// `BaseException.add_note(note)`: appends a str to the exception's `__notes__` list, made
/// on first use, with CPython's TypeErrors for a non-str note or a `__notes__` that is not a
/// list.
fn exc_add_note(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("descriptor 'add_note' requires a 'BaseException' object"));
    };
    static SIG: Sig<1> = Sig::one("BaseException.add_note");
    let [note] = bind(&SIG, &args[1..], kw)?;
    let note = req(note);
    let is_str = match note {
        Value::Str(_) => true,
        Value::Instance(n) => matches!(&*n.builtin_base.borrow(), Some(Value::Str(_))),
        _ => false,
    };
    if !is_str {
        return Err(type_error(format!("note must be a str, not '{}'", interp.type_name(note))));
    }
    let existing = i.attrs.borrow().get("__notes__").cloned();
    let notes = match existing {
        Some(v) => v,
        None => {
            let l = Value::list(Vec::new());
            i.attrs.borrow_mut().insert(Rc::from("__notes__"), l.clone());
            l
        }
    };
    let list = match &notes {
        Value::List(l) => l.clone(),
        Value::Instance(n) => match &*n.builtin_base.borrow() {
            Some(Value::List(l)) => l.clone(),
            _ => return Err(type_error("Cannot add note: __notes__ is not a list")),
        },
        _ => return Err(type_error("Cannot add note: __notes__ is not a list")),
    };
    let mut l = list.borrow_mut();
    interp.room_for_one(&mut l)?;
    l.push(note.clone());
    Ok(Value::None)
}

#[derive(Debug)]
pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    /// `__doc__`: the given docstring, else the getter's as `property_init` found it; the
    /// program may store or delete it (a writable member in CPython).
    pub doc: RefCell<Value>,
    /// Whether `doc` came from the getter (`getter_doc`): a copy with a new getter then takes
    /// that getter's docstring instead (`property_copy`).
    pub getter_doc: Cell<bool>,
    /// The `repr` of the name `__set_name__` gave it (when its class was made), kept by
    /// `setter` and the others' copies: CPython's accessor errors name it (`property 'x' of
    /// 'A' object has no setter`) and omit it without one.
    pub name: std::cell::RefCell<Option<Rc<str>>>,
}

impl Property {
    /// CPython's `property_init`: the docstring is `doc` unless that is `None`, then the
    /// getter's `__doc__` when it has one, `None` included (an error reading it other than
    /// `AttributeError` propagates).
    pub(crate) fn new(
        interp: &mut Interp,
        fget: Value,
        fset: Value,
        fdel: Value,
        doc: Value,
        name: Option<Rc<str>>,
    ) -> R<Property> {
        let (doc, getter_doc) = if doc.is_none() && !fget.is_none() {
            match interp.lookup_attr(&fget, "__doc__")? {
                Some(d) => (d, true),
                None => (Value::None, false),
            }
        } else {
            (doc, false)
        };
        Ok(Property {
            fget,
            fset,
            fdel,
            doc: RefCell::new(doc),
            getter_doc: Cell::new(getter_doc),
            name: RefCell::new(name),
        })
    }

    /// The docstring a copy with the functions `fget` (`property_copy`) starts from: `None`
    /// (so the new getter's is taken) when ours came from the old getter and a getter is given.
    fn copy_doc(&self, fget: &Value) -> Value {
        if self.getter_doc.get() && !fget.is_none() {
            Value::None
        } else {
            self.doc.borrow().clone()
        }
    }

    /// The accessor error `property 'x' of 'A' object has no getter` (`which`: getter,
    /// setter, deleter), naming the property when it has a name and the object's type by the
    /// `repr` of its `__qualname__`, as 3.11's `property_descr_get` does.
    pub(crate) fn missing_accessor(
        &self,
        which: &str,
        ty: &crate::value::Class,
    ) -> crate::error::Error {
        let type_name = crate::builtins::str_methods::str_repr(&ty.display_qualname());
        let msg = match &*self.name.borrow() {
            Some(n) => format!("property {n} of {type_name} object has no {which}"),
            None => format!("property of {type_name} object has no {which}"),
        };
        crate::error::Error::new(crate::error::ExcType::AttributeError, msg)
    }
}

/// `property.setter` / `.getter` / `.deleter`: a new property with one function replaced.
pub(crate) fn property_method(name: &str) -> Value {
    match name {
        "setter" => method("setter", |interp, a, kw| {
            let f = bind(sig!(one "property.setter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_replace(interp, a, 1, f)
        }),
        "getter" => method("getter", |interp, a, kw| {
            let f = bind(sig!(one "property.getter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_replace(interp, a, 0, f)
        }),
        _ => method("deleter", |interp, a, kw| {
            let f = bind(sig!(one "property.deleter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_replace(interp, a, 2, f)
        }),
    }
}

/// `setter` / `getter` / `deleter` of an instance of a subclass of property: CPython's
/// `property_copy` makes the copy by calling the subclass, `type(self)(fget, fset, fdel,
/// doc)`, with one function replaced. Bound to `receiver`, the instance itself: a method of
/// a builtin type called through a subclass instance would be given the property inside.
pub(crate) fn property_subclass_method(name: &str, receiver: Value) -> Value {
    let unbound = match name {
        "setter" => method("setter", |interp, a, kw| {
            let f = bind(sig!(one "property.setter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_subclass_copy(interp, a, 1, f)
        }),
        "getter" => method("getter", |interp, a, kw| {
            let f = bind(sig!(one "property.getter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_subclass_copy(interp, a, 0, f)
        }),
        _ => method("deleter", |interp, a, kw| {
            let f = bind(sig!(one "property.deleter"), a.get(1..).unwrap_or(&[]), kw)?;
            prop_subclass_copy(interp, a, 2, f)
        }),
    };
    match &unbound {
        Value::Builtin(b) => Value::Builtin(Rc::new(Builtin {
            name: b.name.clone(),
            func: b.func,
            receiver: Some(receiver),
            module: b.module,
            binds: b.binds,
        })),
        _ => unbound,
    }
}

fn prop_subclass_copy(
    interp: &mut Interp,
    args: &[Value],
    which: usize,
    [f]: [Option<&Value>; 1],
) -> R<Value> {
    let Some(Value::Instance(inst)) = args.first() else {
        return Err(type_error("property setter expects a property"));
    };
    let p = match &*inst.builtin_base.borrow() {
        Some(Value::Property(p)) => p.clone(),
        _ => return Err(type_error("property setter expects a property")),
    };
    let mut parts = [p.fget.clone(), p.fset.clone(), p.fdel.clone()];
    parts[which] = req(f).clone();
    let [fget, fset, fdel] = parts;
    let doc = p.copy_doc(&fget);
    let cls = Value::Class(inst.class.clone());
    let new = interp.call(&cls, vec![fget, fset, fdel, doc], Vec::new())?;
    // The copy keeps the name `__set_name__` gave, when the subclass made a property at all
    // (its `__new__` may return anything).
    if let Value::Instance(n) = &new {
        if let Some(Value::Property(np)) = &*n.builtin_base.borrow() {
            *np.name.borrow_mut() = p.name.borrow().clone();
        }
    }
    Ok(new)
}

fn prop_replace(
    interp: &mut Interp,
    args: &[Value],
    which: usize,
    [f]: [Option<&Value>; 1],
) -> R<Value> {
    let (p, f) = match args.first() {
        Some(Value::Property(p)) => (p.clone(), req(f).clone()),
        _ => return Err(type_error("property setter expects a function")),
    };
    let mut parts = [p.fget.clone(), p.fset.clone(), p.fdel.clone()];
    parts[which] = f;
    let [fget, fset, fdel] = parts;
    let doc = p.copy_doc(&fget);
    let name = p.name.borrow().clone();
    Ok(Value::Property(Rc::new(Property::new(interp, fget, fset, fdel, doc, name)?)))
}

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`: `int()` and `float()` accept any
/// Unicode decimal digit (`int('١٢') == 12`) and any Unicode space, read as their ASCII forms.
pub(crate) fn ascii_number_text(s: &str) -> std::borrow::Cow<'_, str> {
    if s.is_ascii() {
        return std::borrow::Cow::Borrowed(s);
    }
    let mapped = s
        .chars()
        .map(|c| {
            if c.is_ascii() {
                c
            } else if let Some(d) = crate::builtins::str_methods::decimal_value(c) {
                char::from(b'0' + d as u8)
            } else if crate::builtins::str_methods::py_isspace(c) {
                ' '
            } else {
                // Anything else makes the text invalid, as CPython's '?' does.
                '?'
            }
        })
        .collect();
    std::borrow::Cow::Owned(mapped)
}

/// Parses an int literal the way `int(str, base)` does.
pub(crate) fn parse_int(s: &str, base: u32) -> Option<BigInt> {
    let t = s.trim();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let mut base = base;
    let mut body = body;
    let lower = body.to_ascii_lowercase();
    let prefixed = |p: &str| lower.starts_with(p);
    if (base == 16 || base == 0) && prefixed("0x") {
        base = 16;
        body = &body[2..];
    } else if (base == 8 || base == 0) && prefixed("0o") {
        base = 8;
        body = &body[2..];
    } else if (base == 2 || base == 0) && prefixed("0b") {
        base = 2;
        body = &body[2..];
    } else if base == 0 {
        if body.len() > 1 && body.starts_with('0') && body.chars().any(|c| c != '0' && c != '_') {
            return None;
        }
        base = 10;
    }
    let body = body.strip_prefix('_').filter(|_| s.trim().len() > 2 && base != 10).unwrap_or(body);
    if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
        return None;
    }
    let digits: String = body
        .chars()
        .filter(|c| *c != '_')
        .map(|c| {
            // Unicode decimal digits count as digits (CPython accepts them).
            if let Some(d) = c.to_digit(10) {
                char::from_digit(d, 10).unwrap_or(c)
            } else {
                c
            }
        })
        .collect();
    if !digits.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let v = BigInt::from_str_radix(&digits, base).ok()?;
    Some(if neg { -v } else { v })
}

pub(crate) fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim();
    let lower = t.to_ascii_lowercase();
    let (sign, rest) = match lower.as_bytes().first() {
        Some(b'-') => (-1.0, &lower[1..]),
        Some(b'+') => (1.0, &lower[1..]),
        _ => (1.0, &lower[..]),
    };
    match rest {
        "inf" | "infinity" => return Some(sign * f64::INFINITY),
        "nan" => return Some(f64::NAN.copysign(sign)),
        _ => {}
    }
    if t.is_empty() || t.contains("__") || t.starts_with('_') || t.ends_with('_') {
        return None;
    }
    let cleaned: String = t.chars().filter(|c| *c != '_').collect();
    if cleaned.chars().any(|c| !(c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'))) {
        return None;
    }
    cleaned.parse::<f64>().ok()
}

pub(crate) fn construct(
    interp: &mut Interp,
    cls: &Rc<Class>,
    kind: TypeKind,
    args: Vec<Value>,
    kw: Kwargs,
) -> R<Value> {
    let name: &str = &cls.name;
    match kind {
        TypeKind::Object => {
            bind(&Sig::excess("object()"), &args, &kw)?;
            Ok(Value::Instance(Rc::new(Instance {
                class: cls.clone(),
                attrs: crate::value::Attrs::for_instance(cls),
                exc: None,
                builtin_base: Default::default(),
            })))
        }
        TypeKind::Type => {
            // The calling module, when the call site named it for this call.
            let calling_module = interp.type_call_module.take();
            // `type(x)`: `type_vectorcall`'s one-argument form, which refuses keywords.
            // Only `type` itself has it (`type_new`'s `metatype == &PyType_Type`): a metaclass
            // called with one argument gets `type.__new__`'s count error.
            if args.len() == 1 && cls.is_builtin {
                static SIG: Sig<1> = Sig::positional("type", "type", ["object"], 1);
                let [x] = bind(&SIG, &args, &kw)?;
                return Ok(Value::Class(interp.type_of(req(x))));
            }
            if args.len() != 3 && !cls.is_builtin {
                return Err(type_error(format!(
                    "type.__new__() takes exactly 3 arguments ({} given)",
                    args.len()
                )));
            }
            // `type(name, bases, dict)`: `type.__new__`'s `PyArg_ParseTuple(args,
            // "UO!O!:type.__new__", ...)`, whose conversions word each argument's type
            // (`type.__new__() argument 1 must be str, not int`); its keywords go to
            // `__init_subclass__`. `type_call` has chosen between the two forms by the count
            // (`type() takes 1 or 3 arguments`): a choice of signature, not a parse.
            if args.len() == 3 {
                // `type_new`'s `_PyType_CalculateMetaclass`: when a base's metaclass is more
                // derived than the one called and has a `__new__` of its own, that metaclass
                // makes the class (`SouthPonies = type("SouthPonies", (Model,), {})`).
                if let Value::Tuple(bt) = &args[1] {
                    let mut winner = (!cls.is_builtin).then(|| cls.clone());
                    for b in bt.iter() {
                        let Value::Class(b) = b else { continue };
                        let Some(m) = b.metaclass.borrow().clone() else { continue };
                        match &winner {
                            Some(w) if !m.is_subclass(w) || Rc::ptr_eq(&m, w) => {}
                            _ => winner = Some(m),
                        }
                    }
                    if let Some(w) = winner.filter(|w| !Rc::ptr_eq(w, cls)) {
                        if let Some(new_f) = Interp::metaclass_new(&w) {
                            return interp.call_metaclass_new(&w, &new_f, args, kw);
                        }
                    }
                }
                let no_kw: &Kwargs = &Vec::new();
                let [name, bases_v, dict] = bind(&TYPE_NEW, &args, no_kw)?;
                let (name, bases, dict) =
                    type_new_args(interp, req(name), req(bases_v), req(dict))?;
                // As in CPython, `__qualname__` names the class and is not kept as an attribute.
                let (attrs, qualname) = crate::eval::class::class_attrs_of(&dict, &name)?;
                // As `type.__new__` then `type.__call__`: the metaclass is the one called (a
                // user metaclass) or else the bases' one; the class is then finished like a
                // `class` statement's (`__set_name__`, `__init_subclass__`, metaclass `__init__`).
                let metaclass = if !cls.is_builtin {
                    Some(cls.clone())
                } else {
                    bases.iter().find_map(|b| b.metaclass.borrow().clone())
                };
                let c = interp.new_class(&name, &qualname, bases, attrs)?;
                // As `type_new`, the namespace gets the calling module's name as `__module__`
                // unless it has one (`S.__dict__`, `dir(S)`).
                let module = calling_module.unwrap_or_else(|| c.module_name());
                c.attrs.borrow_mut().entry(Rc::from("__module__")).or_insert(Value::str(&module));
                c.classes_changed();
                interp.finish_class(&c, metaclass, args[1].clone(), args[2].clone(), kw)?;
                return Ok(Value::Class(c));
            }
            Err(type_error("type() takes 1 or 3 arguments"))
        }
        TypeKind::Bool => {
            let [x] = bind(sig!(pos "bool", ["x"], 0), &args, &kw)?;
            match x {
                Some(v) => Ok(Value::Bool(interp.truthy(v)?)),
                None => Ok(Value::Bool(false)),
            }
        }
        TypeKind::Int => {
            let [x, base] = bind(sig!(kw "int", ["x", "base"], 0, 1), &args, &kw)?;
            let x = match x {
                None => {
                    if base.is_some() {
                        return Err(type_error("int() missing string argument"));
                    }
                    return Ok(Value::Int(0));
                }
                Some(x) => x.clone(),
            };
            if let Some(b) = base {
                // Any index-able value, of any size: out of range is a ValueError.
                let b = crate::modules::math::index_big(interp, b)?;
                let b = match num_traits::ToPrimitive::to_i64(&b) {
                    Some(b) if b == 0 || (2..=36).contains(&b) => b,
                    _ => return Err(value_error("int() base must be >= 2 and <= 36, or 0")),
                };
                let s = match &x {
                    Value::Str(s) => s.s.clone(),
                    Value::Bytes(b) => String::from_utf8_lossy(b).into_owned(),
                    _ => {
                        return Err(type_error("int() can't convert non-string with explicit base"))
                    }
                };
                return int_from_str(interp, &s, b as u32, &x);
            }
            int_of(interp, &x)
        }
        TypeKind::Float => {
            let [x] = bind(sig!(pos "float", ["x"], 0), &args, &kw)?;
            match x {
                None => Ok(Value::Float(0.0)),
                // The constructor also reads bytes-like text (PyFloat_FromString), as ASCII;
                // other float conversions (math, formatting) refuse bytes.
                Some(v @ (Value::Bytes(_) | Value::ByteArray(_))) => {
                    let data: Vec<u8> = match v {
                        Value::Bytes(b) => b.to_vec(),
                        Value::ByteArray(b) => b.borrow().clone(),
                        _ => Vec::new(),
                    };
                    let parsed = std::str::from_utf8(&data)
                        .ok()
                        .filter(|t| t.is_ascii())
                        .and_then(|t| parse_float(&ascii_number_text(t)));
                    match parsed {
                        Some(f) => Ok(Value::Float(f)),
                        None => {
                            let shown = interp.repr(v)?;
                            Err(value_error(format!("could not convert string to float: {shown}")))
                        }
                    }
                }
                Some(v) => Ok(Value::Float(float_of(interp, v)?)),
            }
        }
        TypeKind::Complex => {
            let [re, im] = bind(sig!(kw "complex", ["real", "imag"], 0, 0), &args, &kw)?;
            let has_imag = im.is_some();
            let re = re.cloned().unwrap_or(Value::Int(0));
            let im = im.cloned().unwrap_or(Value::Int(0));
            if let Value::Str(s) = &re {
                if has_imag {
                    return Err(type_error("complex() can't take second arg if first is a string"));
                }
                return parse_complex(&s.s)
                    .map(|(r, i)| Value::Complex(Rc::new((r, i))))
                    .ok_or_else(|| value_error("complex() arg is a malformed string"));
            }
            if let Value::Str(_) = &im {
                return Err(type_error("complex() second arg can't be a string"));
            }
            let (rr, ri) = complex_parts(interp, &re)?;
            let (ir, ii) = complex_parts(interp, &im)?;
            // As CPython: only a complex argument contributes its imaginary part (so the sign of a
            // zero is kept: `complex(0, -0.0)` is `-0j`).
            let real = if matches!(im, Value::Complex(_)) { rr - ii } else { rr };
            let imag = if matches!(re, Value::Complex(_)) && has_imag {
                ri + ir
            } else if matches!(re, Value::Complex(_)) {
                ri
            } else {
                ir
            };
            Ok(Value::Complex(Rc::new((real, imag))))
        }
        TypeKind::Str => {
            let [object, encoding, errors] =
                bind(sig!(kw "str", ["object", "encoding", "errors"], 0, 0), &args, &kw)?;
            // An encoding or an error handler alone makes `str` decode (the encoding defaults
            // to UTF-8): `str(b'\xc2\xa2', errors='strict')` is '¢'.
            if let (Some(x), true) = (object, encoding.is_some() || errors.is_some()) {
                let data = match x {
                    Value::Bytes(_) => x.clone(),
                    Value::ByteArray(b) => Value::Bytes(Rc::new(b.borrow().clone())),
                    Value::Str(_) => return Err(type_error("decoding str is not supported")),
                    other => {
                        return Err(type_error(format!(
                            "decoding to str: need a bytes-like object, {} found",
                            interp.type_name(other)
                        )))
                    }
                };
                let mut dargs =
                    vec![data, encoding.cloned().unwrap_or_else(|| Value::str("utf-8"))];
                if let Some(e) = errors {
                    dargs.push(e.clone());
                }
                let f = crate::builtins::bytes_methods::methods()
                    .into_iter()
                    .find(|(n, _)| *n == "decode")
                    .map(|(_, f)| f);
                return match f {
                    Some(f) => f(interp, &dargs, &vec![]),
                    None => Err(type_error("decoding str is not supported")),
                };
            }
            match object {
                Some(o) => interp.to_str_value(o),
                // `str(encoding=...)` without an object is the empty string.
                None => Ok(Value::str("")),
            }
        }
        TypeKind::Bytes | TypeKind::ByteArray => {
            let [source, encoding, errors] = if kind == TypeKind::Bytes {
                bind(sig!(kw "bytes", ["source", "encoding", "errors"], 0, 0), &args, &kw)?
            } else {
                bind(sig!(kw "bytearray", ["source", "encoding", "errors"], 0, 0), &args, &kw)?
            };
            let data = bytes_source(interp, kind == TypeKind::Bytes, source, encoding, errors)?;
            Ok(if kind == TypeKind::Bytes {
                Value::Bytes(Rc::new(data))
            } else {
                Value::ByteArray(Rc::new(RefCell::new(data)))
            })
        }
        TypeKind::List => {
            let [iterable] = bind(sig!(pos "list", ["iterable"], 0), &args, &kw)?;
            let items = match iterable {
                Some(v) => interp.iterate(v)?,
                None => vec![],
            };
            Ok(interp.track_list(items))
        }
        TypeKind::Tuple => {
            let [iterable] = bind(sig!(pos "tuple", ["iterable"], 0), &args, &kw)?;
            match iterable {
                Some(v @ Value::Tuple(_)) => Ok(v.clone()),
                Some(v) => Ok(Value::tuple(interp.iterate(v)?)),
                None => Ok(Value::tuple(vec![])),
            }
        }
        TypeKind::Dict => {
            // The keywords are items to store, not parameters.
            let [mapping] = bind(sig!(pos "dict", ["mapping"], 0), &args, NO_KWARGS)?;
            let d = Rc::new(RefCell::new(Dict::new()));
            if let Some(src) = mapping {
                interp.dict_update_from_mapping(&d, src, true)?;
            }
            for (k, v) in kw {
                interp.dict_set(&d, Value::str(&k), v)?;
            }
            interp.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
            Ok(Value::Dict(d))
        }
        TypeKind::Set | TypeKind::FrozenSet => {
            let [iterable] = if kind == TypeKind::Set {
                bind(sig!(pos "set", ["iterable"], 0), &args, &kw)?
            } else {
                bind(sig!(pos "frozenset", ["iterable"], 0), &args, &kw)?
            };
            // `frozenset(fs)` of an exact frozenset is `fs` itself, as `frozenset_new` answers.
            if let (TypeKind::FrozenSet, Some(fs @ Value::FrozenSet(_))) = (kind, iterable) {
                return Ok(fs.clone());
            }
            let d = match iterable {
                Some(v) => interp.new_set_from(v)?,
                None => Dict::new_set(),
            };
            Ok(if kind == TypeKind::Set {
                Value::Set(Rc::new(RefCell::new(d)))
            } else {
                Value::FrozenSet(Rc::new(d))
            })
        }
        TypeKind::Range => {
            let bound = bind(sig!(pos "range", ["start", "stop", "step"], 1), &args, &kw)?;
            // The common case, machine ints, without big-int arithmetic.
            match bound {
                [Some(Value::Int(a)), None, None] => {
                    return Ok(Value::Range(Rc::new(RangeObj::new(0, *a, 1))));
                }
                [Some(Value::Int(a)), Some(Value::Int(b)), None] => {
                    return Ok(Value::Range(Rc::new(RangeObj::new(*a, *b, 1))));
                }
                [Some(Value::Int(a)), Some(Value::Int(b)), Some(Value::Int(c))] if *c != 0 => {
                    return Ok(Value::Range(Rc::new(RangeObj::new(*a, *b, *c))));
                }
                _ => {}
            }
            let ints: Vec<BigInt> =
                bound.iter().flatten().map(|a| range_arg(interp, a)).collect::<R<_>>()?;
            let one = BigInt::from(1);
            let (start, stop, step) = match ints.as_slice() {
                [stop] => (BigInt::from(0), stop.clone(), one),
                [start, stop] => (start.clone(), stop.clone(), one),
                [start, stop, step] => (start.clone(), stop.clone(), step.clone()),
                _ => unreachable!("bound above: one to three positional arguments"),
            };
            if step == BigInt::from(0) {
                return Err(value_error("range() arg 3 must not be zero"));
            }
            Ok(Value::Range(Rc::new(RangeObj::new_big(start, stop, step))))
        }
        TypeKind::Slice => {
            let bound = bind(sig!(pos "slice", ["start", "stop", "step"], 1), &args, &kw)?;
            let [start, stop, step] = bound.map(|v| v.cloned().unwrap_or(Value::None));
            let (start, stop, step) = match bound {
                [_, None, _] => (Value::None, start, Value::None),
                _ => (start, stop, step),
            };
            Ok(Value::Slice(Rc::new(SliceObj { start, stop, step })))
        }
        TypeKind::Property => {
            let bound =
                bind(sig!(kw "property", ["fget", "fset", "fdel", "doc"], 0, 0), &args, &kw)?;
            let [fget, fset, fdel, doc] = bound.map(|v| v.cloned().unwrap_or(Value::None));
            Ok(Value::Property(Rc::new(Property::new(interp, fget, fset, fdel, doc, None)?)))
        }
        TypeKind::StaticMethod => {
            let [f] = bind(sig!(pos "staticmethod", ["function"], 1), &args, &kw)?;
            Ok(Value::StaticMethod(Rc::new(req(f).clone())))
        }
        TypeKind::ClassMethod => {
            let [f] = bind(sig!(pos "classmethod", ["function"], 1), &args, &kw)?;
            Ok(Value::ClassMethod(Rc::new(req(f).clone())))
        }
        TypeKind::Super => {
            // Argument Clinic's positional-only parsing, whose count message names `super()`.
            static SIG: Sig<2> = Sig::positional("super()", "super", ["type", "obj"], 0);
            match bind(&SIG, &args, &kw)? {
            [Some(Value::Class(c)), Some(obj)] => interp.make_super(c.clone(), obj.clone()),
            [Some(Value::Class(c)), None] => Err(Error::new(
                ExcType::NotImplementedError,
                format!("super({}) with one argument (an unbound super object) is not supported by ophis", c.name),
            )),
            [Some(other), _] => Err(type_error(format!("super() argument 1 must be a type, not {}", interp.type_name(other)))),
            [None, _] => Err(Error::new(ExcType::RuntimeError, "super(): no arguments")),
            }
        }
        k if crate::builtins::iter::is_iterator_kind(k) => {
            crate::builtins::iter::construct(interp, cls, k, &args, &kw)
        }
        // The singletons' types return the singleton, as CPython's do.
        TypeKind::NoneType | TypeKind::NotImplementedType | TypeKind::Ellipsis => {
            static NONE: Sig<0> = Sig::excess("NoneType");
            static NOT_IMPLEMENTED: Sig<0> = Sig::excess("NotImplementedType");
            static ELLIPSIS: Sig<0> = Sig::excess("EllipsisType");
            let sig = match kind {
                TypeKind::NoneType => &NONE,
                TypeKind::NotImplementedType => &NOT_IMPLEMENTED,
                _ => &ELLIPSIS,
            };
            bind(sig, &args, &kw)?;
            Ok(match kind {
                TypeKind::NoneType => Value::None,
                TypeKind::NotImplementedType => Value::NotImplemented,
                _ => Value::Ellipsis,
            })
        }
        // `types.MethodType(function, instance)`: CPython's `method_new`, which unpacks its
        // two arguments itself (`PyArg_UnpackTuple`).
        TypeKind::Method => {
            if !kw.is_empty() {
                return Err(type_error("method() takes no keyword arguments"));
            }
            let [func, receiver] = &args[..] else {
                return Err(type_error(format!("method expected 2 arguments, got {}", args.len())));
            };
            if !crate::builtins::is_callable(func) {
                return Err(type_error("first argument must be callable"));
            }
            if receiver.is_none() {
                return Err(type_error("instance must not be None"));
            }
            Ok(Value::BoundMethod(Rc::new(crate::value::BoundMethod {
                receiver: receiver.clone(),
                func: func.clone(),
            })))
        }
        _ => Err(type_error(format!("cannot create '{name}' instances"))),
    }
}

fn range_arg(interp: &mut Interp, v: &Value) -> R<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Float(_) => Err(type_error("'float' object cannot be interpreted as an integer")),
        Value::Host(_) => Ok(BigInt::from(interp.index_value(v)?)),
        _ => crate::modules::math::index_big(interp, v),
    }
}

/// `int(s)` for the common text: 1 to 18 ASCII decimal digits with an optional sign and
/// nothing else (no spaces, underscores or prefixes), which cannot overflow an `i64`. Anything
/// else is left to `parse_int`.
fn small_decimal(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let (neg, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        b'+' => (false, &b[1..]),
        _ => (false, b),
    };
    if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let v = digits.iter().fold(0i64, |acc, d| acc * 10 + (d - b'0') as i64);
    Some(if neg { -v } else { v })
}

/// CPython's default `sys.get_int_max_str_digits()`: converting text of more digits to an int
/// in a base that is not a power of two is refused, because that conversion is quadratic.
pub(crate) const INT_MAX_STR_DIGITS: usize = 4300;

/// The number of digits `int(text, base)` would convert, when it is past CPython's limit and
/// the base is not a power of two; `None` otherwise. It follows `PyLong_FromString`: spaces,
/// then a sign, then the base deduced from a prefix when `base` is 0, then the run of digits
/// and single underscores. The count stops at the first character that is not a digit of the
/// base (CPython reports the limit before the invalid character); a doubled or trailing
/// underscore makes the text invalid before the limit applies. `text` is already ASCII
/// (`ascii_number_text`).
fn digits_past_str_limit(text: &str, base: u32) -> Option<usize> {
    let b = text
        .trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '\x0b' || c == '\x0c')
        .as_bytes();
    let b = match b.first() {
        Some(b'+' | b'-') => &b[1..],
        _ => b,
    };
    let lower_at = |i: usize| b.get(i).map(u8::to_ascii_lowercase);
    let base = match base {
        0 if b.first() != Some(&b'0') => 10,
        0 => match lower_at(1) {
            Some(b'x') => 16,
            Some(b'o') => 8,
            Some(b'b') => 2,
            _ => 10,
        },
        other => other,
    };
    if base.is_power_of_two() || b.len() <= INT_MAX_STR_DIGITS {
        return None;
    }
    let mut digits = 0usize;
    let mut prev = 0u8;
    for &c in b {
        let value = match c {
            b'0'..=b'9' => (c - b'0') as u32,
            b'a'..=b'z' => (c - b'a') as u32 + 10,
            b'A'..=b'Z' => (c - b'A') as u32 + 10,
            b'_' => {
                if prev == b'_' || prev == 0 {
                    return None;
                }
                prev = c;
                continue;
            }
            _ => break,
        };
        if value >= base {
            break;
        }
        digits += 1;
        prev = c;
    }
    if prev == b'_' {
        return None;
    }
    (digits > INT_MAX_STR_DIGITS).then_some(digits)
}

fn int_from_str(interp: &mut Interp, s: &str, base: u32, orig: &Value) -> R<Value> {
    if base == 10 {
        if let Some(v) = small_decimal(s) {
            return Ok(Value::Int(v));
        }
    }
    let text = ascii_number_text(s);
    if let Some(digits) = digits_past_str_limit(&text, base) {
        return Err(value_error(format!(
            "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion: value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
        )));
    }
    match parse_int(&text, base) {
        Some(v) => Ok(Value::from_bigint(v)),
        None => {
            let r = interp.repr(orig)?;
            Err(value_error(format!("invalid literal for int() with base {base}: {r}")))
        }
    }
}

/// The exact int value of an int, a bool or an instance of an int subclass; None otherwise.
fn int_value_of(v: &Value) -> Option<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Some(v.clone()),
        Value::Bool(b) => Some(Value::Int(*b as i64)),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(b @ (Value::Int(_) | Value::BigInt(_))) => Some(b.clone()),
            Some(Value::Bool(b)) => Some(Value::Int(*b as i64)),
            _ => None,
        },
        _ => None,
    }
}

/// What `__int__` (`method`) returned, as int() gives it: an exact int as it is, an instance of
/// a strict subclass of int (a bool too) copied to an int with the DeprecationWarning CPython
/// issues, and anything else refused.
pub(crate) fn exact_int_result(interp: &mut Interp, r: Value, method: &str) -> R<Value> {
    if matches!(r, Value::Int(_) | Value::BigInt(_)) {
        return Ok(r);
    }
    match int_value_of(&r) {
        Some(v) => {
            let ty = interp.type_name(&r);
            interp.deprecation_warning(&format!(
                "{method} returned non-int (type {ty}).  The ability to return an instance of a strict subclass of int is deprecated, and may be removed in a future version of Python."
            ))?;
            Ok(v)
        }
        None => {
            Err(type_error(format!("{method} returned non-int (type {})", interp.type_name(&r))))
        }
    }
}

pub(crate) fn int_of(interp: &mut Interp, x: &Value) -> R<Value> {
    match x {
        Value::Int(_) | Value::BigInt(_) => Ok(x.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => {
            if f.is_nan() {
                return Err(value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(Error::new(
                    ExcType::OverflowError,
                    "cannot convert float infinity to integer",
                ));
            }
            let t = f.trunc();
            if t.abs() < 9.0e18 {
                Ok(Value::Int(t as i64))
            } else {
                Ok(Value::from_bigint(num_traits::FromPrimitive::from_f64(t).unwrap_or_default()))
            }
        }
        Value::Str(s) => int_from_str(interp, &s.s, 10, x),
        Value::Host(h) => interp.host_convert(h, crate::host::Conversion::Int),
        Value::Bytes(b) => {
            let s = String::from_utf8_lossy(b).into_owned();
            int_from_str(interp, &s, 10, x)
        }
        // `PyNumber_Long`: the class's `__int__` (a subclass of int or float has one, its
        // base's, unless it defines its own), then `__index__`, then the deprecated
        // `__trunc__`, and last the text of a str or bytes subclass.
        Value::Instance(i) => {
            let base = i.builtin_base.borrow().clone();
            if let Some(f) = i.class.lookup("__int__") {
                let r = interp.call_with_receiver(&f, x, [])?;
                return exact_int_result(interp, r, "__int__");
            }
            if let Some(b @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_))) =
                &base
            {
                return int_of(interp, b);
            }
            if i.class.lookup("__index__").is_some() {
                return Ok(Value::from_bigint(crate::modules::math::index_big(interp, x)?));
            }
            if let Some(f) = i.class.lookup("__trunc__") {
                interp
                    .deprecation_warning("The delegation of int() to __trunc__ is deprecated.")?;
                let r = interp.call_with_receiver(&f, x, [])?;
                // An int subclass's value is copied without a warning; anything else must
                // have `__index__` (CPython's `PyIndex_Check`).
                if let Some(v) = int_value_of(&r) {
                    return Ok(v);
                }
                let has_index = match &r {
                    Value::Instance(ri) => ri.class.lookup("__index__").is_some(),
                    _ => false,
                };
                if !has_index {
                    return Err(type_error(format!(
                        "__trunc__ returned non-Integral (type {})",
                        interp.type_name(&r)
                    )));
                }
                return Ok(Value::from_bigint(crate::modules::math::index_big(interp, &r)?));
            }
            if let Some(b) = base {
                return int_of(interp, &b);
            }
            Err(type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                i.class.name
            )))
        }
        _ => Err(type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            interp.type_name(x)
        ))),
    }
}

pub(crate) fn float_of(interp: &mut Interp, v: &Value) -> R<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => crate::ops::bigint_to_f64(b),
        Value::Host(h) => match interp.host_convert(h, crate::host::Conversion::Float)? {
            Value::Float(f) => Ok(f),
            _ => Err(type_error("float() of a host object returned a non-float")),
        },
        Value::Str(s) => parse_float(&ascii_number_text(&s.s)).ok_or_else(|| {
            value_error(format!(
                "could not convert string to float: {}",
                crate::builtins::str_methods::str_repr(&s.s)
            ))
        }),
        // `PyNumber_Float`: the class's `__float__` (a float subclass has float's unless it
        // defines its own), whose result must be a float (a float subclass's value is taken
        // with CPython's DeprecationWarning); then `__index__`; then the text of a str or
        // bytes subclass.
        Value::Instance(i) => {
            let base = i.builtin_base.borrow().clone();
            if let Some(f) = i.class.lookup("__float__") {
                let r = interp.call_with_receiver(&f, v, [])?;
                let sub_value = match &r {
                    Value::Float(x) => return Ok(*x),
                    Value::Instance(ri) => match &*ri.builtin_base.borrow() {
                        Some(Value::Float(x)) => Some(*x),
                        _ => None,
                    },
                    _ => None,
                };
                let rt = interp.type_name(&r);
                return match sub_value {
                    Some(x) => {
                        interp.deprecation_warning(&format!(
                            "{}.__float__ returned non-float (type {rt}).  The ability to return an instance of a strict subclass of float is deprecated, and may be removed in a future version of Python.",
                            i.class.name
                        ))?;
                        Ok(x)
                    }
                    None => Err(type_error(format!(
                        "{}.__float__ returned non-float (type {rt})",
                        i.class.name
                    ))),
                };
            }
            if let Some(Value::Float(x)) = base {
                return Ok(x);
            }
            if i.class.lookup("__index__").is_some() {
                let n = crate::modules::math::index_big(interp, v)?;
                return crate::ops::bigint_to_f64(&n);
            }
            if let Some(b) = base {
                return float_of(interp, &b);
            }
            Err(type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                i.class.name
            )))
        }
        _ => Err(type_error(format!(
            "float() argument must be a string or a real number, not '{}'",
            interp.type_name(v)
        ))),
    }
}

fn complex_parts(interp: &mut Interp, v: &Value) -> R<(f64, f64)> {
    if let Value::Instance(i) = v {
        if let Some(f) = i.class.lookup("__complex__") {
            let r = interp.call_with_receiver(&f, v, [])?;
            return match r {
                Value::Complex(ref c) => Ok((c.0, c.1)),
                other => Err(type_error(format!(
                    "__complex__ returned non-complex (type {})",
                    interp.type_name(&other)
                ))),
            };
        }
    }
    match v {
        Value::Complex(c) => Ok((c.0, c.1)),
        _ => Ok((float_of(interp, v)?, 0.0)),
    }
}

fn parse_complex(s: &str) -> Option<(f64, f64)> {
    // Whitespace is allowed only around the number and inside one pair of parentheses.
    let t0 = s.trim();
    let t = match t0.strip_prefix('(') {
        Some(inner) => inner.strip_suffix(')')?.trim(),
        None => t0,
    };
    if t.chars().any(char::is_whitespace) {
        return None;
    }
    if let Some(body) = t.strip_suffix(['j', 'J']) {
        // Find the split between real and imaginary parts (a sign not after an exponent).
        let bytes = body.as_bytes();
        let mut split = None;
        for i in (1..bytes.len()).rev() {
            if (bytes[i] == b'+' || bytes[i] == b'-') && !matches!(bytes[i - 1], b'e' | b'E') {
                split = Some(i);
                break;
            }
        }
        let imag_of = |x: &str| -> Option<f64> {
            match x {
                "" | "+" => Some(1.0),
                "-" => Some(-1.0),
                _ => parse_float(x),
            }
        };
        return match split {
            Some(i) => Some((parse_float(&body[..i])?, imag_of(&body[i..])?)),
            None => Some((0.0, imag_of(body)?)),
        };
    }
    Some((parse_float(t)?, 0.0))
}

/// The exact `str` inside a `str` or an instance of a subclass of `str`.
pub(crate) fn str_like(v: &Value) -> Option<Value> {
    match v {
        Value::Str(_) => Some(v.clone()),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(b @ Value::Str(_)) => Some(b.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `v` is an integer to `bytes()`: an int, or an object with `__index__`
/// (`_PyIndex_Check`).
fn has_index(interp: &Interp, v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => true,
        Value::Instance(_) => interp.special(v, "__index__").is_some(),
        _ => false,
    }
}

/// The contents of `bytes(source, encoding, errors)` or `bytearray(...)`, in the order of
/// CPython's `bytes_new` and `bytearray___init__`: text needs an encoding and nothing else
/// takes one; `__bytes__` (bytes only); an integer is a count of zero bytes (an `__index__`
/// that raises TypeError makes the object an iterable instead); bytes-like objects are copied;
/// anything else is iterated, each item an integer in range(0, 256).
pub(crate) fn bytes_source(
    interp: &mut Interp,
    is_bytes: bool,
    source: Option<&Value>,
    encoding: Option<&Value>,
    errors: Option<&Value>,
) -> R<Vec<u8>> {
    let fname = if is_bytes { "bytes" } else { "bytearray" };
    for (name, v) in [("encoding", encoding), ("errors", errors)] {
        if let Some(v) = v {
            if str_like(v).is_none() {
                return Err(type_error(format!(
                    "{fname}() argument '{name}' must be str, not {}",
                    interp.type_name(v)
                )));
            }
        }
    }
    let without_string = |encoding: bool| {
        type_error(if encoding {
            "encoding without a string argument"
        } else {
            "errors without a string argument"
        })
    };
    let Some(source) = source else {
        if encoding.is_some() || errors.is_some() {
            return Err(without_string(encoding.is_some()));
        }
        return Ok(vec![]);
    };
    let text = str_like(source);
    if let Some(e) = encoding {
        let Some(text) = text else { return Err(without_string(true)) };
        let f = crate::builtins::str_methods::methods()
            .into_iter()
            .find(|(n, _)| *n == "encode")
            .map(|(_, f)| f);
        let mut eargs = vec![text, str_like(e).unwrap_or(Value::None)];
        if let Some(er) = errors {
            eargs.push(str_like(er).unwrap_or(Value::None));
        }
        return match f {
            Some(f) => match f(interp, &eargs, &vec![])? {
                Value::Bytes(ref b) => Ok((**b).clone()),
                r => Err(type_error(format!(
                    "encoder did not return a bytes object (type={})",
                    interp.type_name(&r)
                ))),
            },
            None => Err(type_error("str.encode is missing")),
        };
    }
    if errors.is_some() {
        return Err(if text.is_some() {
            type_error("string argument without an encoding")
        } else {
            without_string(false)
        });
    }
    // `bytes(x)` asks `x.__bytes__()` first, as CPython's `bytes_new` does.
    if is_bytes && matches!(source, Value::Instance(_)) {
        if let Some(f) = interp.special(source, "__bytes__") {
            return match interp.call_with_receiver(&f, source, vec![])? {
                Value::Bytes(ref b) => Ok((**b).clone()),
                Value::Instance(ref i)
                    if matches!(&*i.builtin_base.borrow(), Some(Value::Bytes(_))) =>
                {
                    match &*i.builtin_base.borrow() {
                        Some(Value::Bytes(b)) => Ok((**b).clone()),
                        _ => Ok(vec![]),
                    }
                }
                r => Err(type_error(format!(
                    "__bytes__ returned non-bytes (type {})",
                    interp.type_name(&r)
                ))),
            };
        }
    }
    if text.is_some() {
        return Err(type_error("string argument without an encoding"));
    }
    match source {
        Value::Bytes(b) => return Ok((**b).clone()),
        Value::ByteArray(b) => return Ok(b.borrow().clone()),
        _ => {}
    }
    if has_index(interp, source) {
        match crate::modules::math::index_big(interp, source) {
            Ok(n) => {
                use num_traits::{Signed, ToPrimitive};
                if n.is_negative() {
                    return Err(value_error("negative count"));
                }
                let Some(n) = n.to_i64().and_then(|n| usize::try_from(n).ok()) else {
                    return Err(Error::new(
                        ExcType::OverflowError,
                        "cannot fit 'int' into an index-sized integer",
                    ));
                };
                interp.check_alloc(n)?;
                return Ok(vec![0; n]);
            }
            // A TypeError from `__index__` makes the object an iterable after all.
            Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {}
            Err(e) => return Err(e),
        }
    }
    if let Value::Instance(i) = source {
        let base = i.builtin_base.borrow().clone();
        match &base {
            Some(Value::Bytes(b)) => return Ok((**b).clone()),
            Some(Value::ByteArray(b)) => return Ok(b.borrow().clone()),
            _ => {}
        }
    }
    let range_error = || {
        value_error(if is_bytes {
            "bytes must be in range(0, 256)"
        } else {
            "byte must be in range(0, 256)"
        })
    };
    let byte = |interp: &mut Interp, item: &Value| -> R<u8> {
        use num_traits::ToPrimitive;
        let n = crate::modules::math::index_big(interp, item)?;
        match n.to_u8() {
            Some(b) => Ok(b),
            None => Err(range_error()),
        }
    };
    let mut out = Vec::new();
    // A list is read by index, its length checked before each item, as CPython's
    // `_PyBytes_FromList` does: an item's `__index__` may change the list.
    if let Value::List(l) = source {
        let mut i = 0;
        loop {
            let item = match l.borrow().get(i) {
                Some(v) => v.clone(),
                None => break,
            };
            interp.budget.step()?;
            out.push(byte(interp, &item)?);
            i += 1;
        }
        return Ok(out);
    }
    let it = match interp.get_iter(source) {
        Ok(it) => it,
        // Only a TypeError (the value is not iterable) becomes CPython's message: other
        // errors, and limit errors above all, pass through as raised.
        Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {
            return Err(type_error(format!(
                "cannot convert '{}' object to {fname}",
                interp.type_name(source)
            )));
        }
        Err(e) => return Err(e),
    };
    while let Some(item) = interp.next(&it)? {
        out.push(byte(interp, &item)?);
    }
    Ok(out)
}
