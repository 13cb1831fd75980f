//! `types.GenericAlias` (`list[int]`) and the substitution it shares with `types.UnionType`
//! (`int | list[T]`), as CPython 3.11's `Objects/genericaliasobject.c`: an alias is an
//! instance of the builtin class `types.GenericAlias` holding `__origin__`, `__args__` and
//! `__unpacked__` (whether it is starred, `*tuple[int]`) in its attribute table, and
//! `__parameters__` once asked for (`_Py_make_parameters`). Its attributes other than
//! `GA_OWN_ATTRS` are the origin's (`ga_getattro`), its own are read-only.
//!
//! Host values among the arguments are never asked anything: they are not type variables,
//! and their dunders are the host's.

use std::rc::Rc;

use crate::args::{bind, req, Sig};
use crate::dict::StrMap;
use crate::error::{attribute_error, type_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{Class, Value};

/// The names an alias answers itself; every other attribute is its origin's (`ga_getattro`'s
/// `attr_exceptions` in 3.11).
pub(crate) const GA_OWN_ATTRS: &[&str] = &[
    "__class__",
    "__origin__",
    "__args__",
    "__unpacked__",
    "__parameters__",
    "__typing_unpacked_tuple_args__",
    "__mro_entries__",
    "__reduce_ex__",
    "__reduce__",
    "__copy__",
    "__deepcopy__",
];

/// The methods of `types.GenericAlias` itself, which its subclasses (`collections.abc`'s
/// `_CallableGenericAlias`) reach through `super()` and the class's own lookup.
pub(crate) fn class_attrs() -> StrMap {
    use crate::builtins::types::method;
    let mut m = crate::dict::new_strmap();
    m.insert(Rc::from("__new__"), Value::StaticMethod(Rc::new(method("__new__", ga_new))));
    for (name, f) in [
        ("__mro_entries__", ga_mro_entries as crate::value::BuiltinFn),
        ("__instancecheck__", ga_instancecheck),
        ("__subclasscheck__", ga_subclasscheck),
        ("__reduce__", ga_reduce),
        ("__getitem__", ga_getitem_method),
        ("__iter__", ga_iter),
        ("__repr__", ga_repr_method),
        ("__call__", ga_call_method),
    ] {
        m.insert(Rc::from(name), method(name, f));
    }
    m
}

/// The receiver of a method of `types.GenericAlias`, which must be an alias.
fn receiver<'a>(interp: &Interp, args: &'a [Value], name: &str) -> R<&'a Value> {
    match args.first() {
        Some(v) if interp.is_generic_alias(v) => Ok(v),
        Some(v) => Err(type_error(format!(
            "descriptor '{name}' for 'types.GenericAlias' objects doesn't apply to a '{}' object",
            interp.type_name(v)
        ))),
        None => Err(type_error(format!(
            "descriptor '{name}' of 'types.GenericAlias' object needs an argument"
        ))),
    }
}

/// `GenericAlias.__new__(cls, origin, args)` (`ga_new`).
fn ga_new(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let cls = match args.first() {
        Some(Value::Class(c)) if c.is_subclass(&interp.types.generic_alias) => c.clone(),
        _ => return Err(type_error("GenericAlias.__new__(X): X is not a subtype of GenericAlias")),
    };
    static SIG: Sig<2> = Sig::positional("GenericAlias", "GenericAlias", ["origin", "args"], 2);
    let [origin, a] = bind(&SIG, &args[1..], kw)?;
    Ok(interp.new_generic_alias(&cls, req(origin), req(a), false))
}

/// `GenericAlias(origin, args)` called on the class itself.
pub(crate) fn construct(
    interp: &mut Interp,
    cls: &Rc<Class>,
    args: Vec<Value>,
    kw: Kwargs,
) -> R<Value> {
    let mut full = Vec::with_capacity(args.len() + 1);
    full.push(Value::Class(cls.clone()));
    full.extend(args);
    ga_new(interp, &full, &kw)
}

fn ga_mro_entries(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__mro_entries__")?;
    static SIG: Sig<1> = Sig::one("__mro_entries__");
    bind(&SIG, &args[1..], kw)?;
    let (origin, _) = interp.generic_alias_parts(this);
    Ok(Value::tuple(vec![origin]))
}

fn ga_instancecheck(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    receiver(interp, args, "__instancecheck__")?;
    static SIG: Sig<1> = Sig::one("__instancecheck__");
    bind(&SIG, &args[1..], kw)?;
    Err(type_error("isinstance() argument 2 cannot be a parameterized generic"))
}

fn ga_subclasscheck(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    receiver(interp, args, "__subclasscheck__")?;
    static SIG: Sig<1> = Sig::one("__subclasscheck__");
    bind(&SIG, &args[1..], kw)?;
    Err(type_error("issubclass() argument 2 cannot be a parameterized generic"))
}

/// `__reduce__` (`ga_reduce`): `(type(alias), (origin, args))`, or for a starred alias
/// `(next, (iter(unstarred),))`.
fn ga_reduce(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__reduce__")?.clone();
    static SIG: Sig<0> = Sig::no_args("__reduce__");
    bind(&SIG, &args[1..], kw)?;
    let (origin, a) = interp.generic_alias_parts(&this);
    if interp.generic_alias_starred(&this) {
        let plain = interp.new_generic_alias(
            &interp.types.generic_alias.clone(),
            &origin,
            &Value::tuple(a),
            false,
        );
        let it = interp.get_iter(&plain)?;
        let next = interp
            .builtin("next")
            .ok_or_else(|| Error::new(ExcType::SystemError, "no builtin next"))?;
        return Ok(Value::tuple(vec![next, Value::tuple(vec![it])]));
    }
    Ok(Value::tuple(vec![
        Value::Class(interp.type_of(&this)),
        Value::tuple(vec![origin, Value::tuple(a)]),
    ]))
}

fn ga_getitem_method(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__getitem__")?.clone();
    static SIG: Sig<1> = Sig::wrapper("__getitem__", ["key"]);
    let [item] = bind(&SIG, &args[1..], kw)?;
    interp.generic_alias_getitem(&this, req(item))
}

/// `iter(alias)` (`ga_iter`): one item, the starred alias (`*tuple[int, ...]`).
fn ga_iter(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__iter__")?.clone();
    static SIG: Sig<0> = Sig::wrapper("__iter__", []);
    bind(&SIG, &args[1..], kw)?;
    let (origin, a) = interp.generic_alias_parts(&this);
    let ga = interp.types.generic_alias.clone();
    let starred = interp.new_generic_alias(&ga, &origin, &Value::tuple(a), true);
    interp.get_iter(&Value::tuple(vec![starred]))
}

fn ga_repr_method(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__repr__")?.clone();
    static SIG: Sig<0> = Sig::wrapper("__repr__", []);
    bind(&SIG, &args[1..], kw)?;
    Ok(Value::str(&interp.generic_alias_repr(&this)?))
}

fn ga_call_method(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let this = receiver(interp, args, "__call__")?.clone();
    interp.generic_alias_call(&this, args[1..].to_vec(), kw.clone())
}

impl Interp {
    /// A new alias of class `cls` (`types.GenericAlias` or a subclass): `args` a tuple, or
    /// one argument made a tuple of one (`setup_ga`).
    pub(crate) fn new_generic_alias(
        &mut self,
        cls: &Rc<Class>,
        origin: &Value,
        args: &Value,
        starred: bool,
    ) -> Value {
        let args = match args {
            Value::Tuple(_) => args.clone(),
            other => Value::tuple(vec![other.clone()]),
        };
        let mut attrs = crate::dict::new_strmap();
        attrs.insert(Rc::from("__origin__"), origin.clone());
        attrs.insert(Rc::from("__args__"), args);
        attrs.insert(Rc::from("__unpacked__"), Value::Bool(starred));
        self.new_data_instance(cls, crate::value::Attrs::new(attrs))
    }

    /// Whether an alias is starred (`*tuple[int]`).
    pub(crate) fn generic_alias_starred(&self, v: &Value) -> bool {
        match v {
            Value::Instance(i) => {
                matches!(i.attrs.borrow().get("__unpacked__"), Some(Value::Bool(true)))
            }
            _ => false,
        }
    }

    /// `getattr(v, name)`, `None` when `v` has no such attribute; host values are never asked
    /// (a type variable is never one, and their attributes are the host's to guard).
    pub(crate) fn lookup_attr(&mut self, v: &Value, name: &str) -> R<Option<Value>> {
        if crate::attr::is_host_value(v) {
            return Ok(None);
        }
        match self.getattr_unchecked(v, &Rc::from(name)) {
            Ok(x) => Ok(Some(x)),
            Err(e)
                if e.builtin_type() == Some(ExcType::AttributeError)
                    || self.is_exc_of(&e, ExcType::AttributeError) =>
            {
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// `_Py_make_parameters`: the type variables among `args` in order of first appearance,
    /// each once (by identity); a class is skipped, another argument contributes its own
    /// `__parameters__`.
    pub(crate) fn make_parameters(&mut self, args: &[Value]) -> R<Vec<Value>> {
        let mut params: Vec<Value> = Vec::new();
        let add = |params: &mut Vec<Value>, t: &Value| {
            if !params.iter().any(|p| p.is(t)) {
                params.push(t.clone());
            }
        };
        for t in args {
            if matches!(t, Value::Class(_)) {
                continue;
            }
            if self.lookup_attr(t, "__typing_subst__")?.is_some() {
                add(&mut params, t);
            } else if let Some(Value::Tuple(ref sub)) = self.lookup_attr(t, "__parameters__")? {
                for x in sub.iter() {
                    add(&mut params, x);
                }
            }
        }
        Ok(params)
    }

    /// An alias's or union's `__parameters__`, computed once and kept.
    pub(crate) fn alias_parameters(&mut self, v: &Value) -> R<Value> {
        let Value::Instance(i) = v else { return Ok(Value::tuple(vec![])) };
        if let Some(p) = i.attrs.borrow().get("__parameters__") {
            return Ok(p.clone());
        }
        let args = match i.attrs.borrow().get("__args__") {
            Some(Value::Tuple(t)) => (**t).clone(),
            _ => Vec::new(),
        };
        let params = Value::tuple(self.make_parameters(&args)?);
        i.attrs.borrow_mut().insert(Rc::from("__parameters__"), params.clone());
        Ok(params)
    }

    /// `alias[item]` (`ga_getitem`): the alias with its type variables substituted.
    pub(crate) fn generic_alias_getitem(&mut self, v: &Value, item: &Value) -> R<Value> {
        let (origin, args) = self.generic_alias_parts(v);
        let params = match &self.alias_parameters(v)? {
            Value::Tuple(t) => (**t).clone(),
            _ => Vec::new(),
        };
        let newargs = self.subs_parameters(v, &args, &params, item)?;
        let starred = self.generic_alias_starred(v);
        let ga = self.types.generic_alias.clone();
        Ok(self.new_generic_alias(&ga, &origin, &Value::tuple(newargs), starred))
    }

    /// `union[item]` (`union_getitem`): the members substituted, joined again with `|`.
    pub(crate) fn union_getitem(&mut self, v: &Value, item: &Value) -> R<Value> {
        let args = self.union_args(v);
        let params = match &self.alias_parameters(v)? {
            Value::Tuple(t) => (**t).clone(),
            _ => Vec::new(),
        };
        let newargs = self.subs_parameters(v, &args, &params, item)?;
        let mut it = newargs.into_iter();
        let Some(mut res) = it.next() else { return Ok(Value::tuple(vec![])) };
        for a in it {
            res = self.binop(&res, crate::ast::BinOp::BitOr, &a)?;
        }
        Ok(res)
    }

    /// `_unpacked_tuple_args`: the arguments of a starred `tuple[...]` (or what
    /// `__typing_unpacked_tuple_args__` says).
    fn unpacked_tuple_args(&mut self, arg: &Value) -> R<Option<Value>> {
        if self.is_generic_alias(arg) && self.generic_alias_starred(arg) {
            let (origin, args) = self.generic_alias_parts(arg);
            if matches!(&origin, Value::Class(c) if c.is_builtin && c.kind == crate::value::TypeKind::Tuple)
            {
                return Ok(Some(Value::tuple(args)));
            }
        }
        match self.lookup_attr(arg, "__typing_unpacked_tuple_args__")? {
            Some(Value::None) | None => Ok(None),
            Some(x) => Ok(Some(x)),
        }
    }

    /// `_unpack_args`: the items of `item` (a tuple, or one item), each starred `tuple[...]`
    /// of a fixed length spread into its arguments.
    fn unpack_args(&mut self, item: &Value) -> R<Vec<Value>> {
        let items = match item {
            Value::Tuple(t) => (**t).clone(),
            other => vec![other.clone()],
        };
        let mut out = Vec::with_capacity(items.len());
        for it in items {
            if !matches!(it, Value::Class(_)) {
                if let Some(Value::Tuple(ref sub)) = self.unpacked_tuple_args(&it)? {
                    if !sub.last().is_some_and(|l| matches!(l, Value::Ellipsis)) {
                        out.extend(sub.iter().cloned());
                        continue;
                    }
                }
            }
            out.push(it);
        }
        Ok(out)
    }

    /// `_Py_subs_parameters` (3.11): the arguments of `this` (whose type variables are
    /// `params`) with `item` substituted, with CPython's errors for the wrong number of
    /// arguments. A `ParamSpec` or `TypeVarTuple` parameter first reshapes the arguments
    /// (`__typing_prepare_subst__`), so that each parameter has one.
    fn subs_parameters(
        &mut self,
        this: &Value,
        args: &[Value],
        params: &[Value],
        item: &Value,
    ) -> R<Vec<Value>> {
        let nparams = params.len();
        if nparams == 0 {
            return Err(type_error(format!("{} is not a generic class", self.repr(this)?)));
        }
        let mut item = Value::tuple(self.unpack_args(item)?);
        for p in params {
            if let Some(prepare) = self.lookup_attr(p, "__typing_prepare_subst__")? {
                if !matches!(prepare, Value::None) {
                    let arg = match &item {
                        Value::Tuple(_) => item.clone(),
                        other => Value::tuple(vec![other.clone()]),
                    };
                    item = self.call(&prepare, vec![this.clone(), arg], vec![])?;
                }
            }
        }
        let argitems = match &item {
            Value::Tuple(t) => (**t).clone(),
            other => vec![other.clone()],
        };
        let nitems = argitems.len();
        if nitems != nparams {
            return Err(type_error(format!(
                "Too {} arguments for {}; actual {}, expected {}",
                if nitems > nparams { "many" } else { "few" },
                self.repr(this)?,
                nitems,
                nparams
            )));
        }
        let mut newargs = Vec::with_capacity(args.len());
        for arg in args {
            if matches!(arg, Value::Class(_)) {
                newargs.push(arg.clone());
                continue;
            }
            let unpack = match self.lookup_attr(arg, "__typing_is_unpacked_typevartuple__")? {
                Some(x) => self.truthy(&x)?,
                None => false,
            };
            let new = if let Some(subst) = self.lookup_attr(arg, "__typing_subst__")? {
                let Some(iparam) = params.iter().position(|p| p.is(arg)) else {
                    return Err(Error::new(
                        ExcType::SystemError,
                        "a type variable of the arguments is not among the parameters",
                    ));
                };
                self.call(&subst, vec![argitems[iparam].clone()], vec![])?
            } else {
                self.subs_tvars(arg, params, &argitems)?
            };
            if unpack {
                match &new {
                    Value::Tuple(t) => newargs.extend(t.iter().cloned()),
                    other => {
                        return Err(type_error(format!(
                            "expected a tuple, not {}",
                            self.type_name(other)
                        )))
                    }
                }
            } else {
                newargs.push(new);
            }
        }
        Ok(newargs)
    }

    /// Whether the parameter `p` is a `TypeVarTuple`: its type is iterable (`tp_iter`).
    fn is_typevartuple(&self, p: &Value) -> bool {
        !matches!(p, Value::Class(_) | Value::Host(_))
            && self.type_of(p).lookup("__iter__").is_some()
    }

    /// `subs_tvars` (3.11): `obj` (an argument that is not itself a type variable) with the
    /// type variables among its own `__parameters__` substituted, through `obj[...]`; a
    /// `TypeVarTuple`'s tuple of arguments is spread.
    fn subs_tvars(&mut self, obj: &Value, params: &[Value], argitems: &[Value]) -> R<Value> {
        let sub = match &self.lookup_attr(obj, "__parameters__")? {
            Some(Value::Tuple(t)) if !t.is_empty() => t.clone(),
            _ => return Ok(obj.clone()),
        };
        let mut subargs = Vec::with_capacity(sub.len());
        for a in sub.iter() {
            match params.iter().position(|p| p.is(a)) {
                Some(i) => {
                    let arg = &argitems[i];
                    match arg {
                        Value::Tuple(t) if self.is_typevartuple(&params[i]) => {
                            subargs.extend(t.iter().cloned())
                        }
                        _ => subargs.push(arg.clone()),
                    }
                }
                None => subargs.push(a.clone()),
            }
        }
        self.getitem(obj, &Value::tuple(subargs))
    }

    /// `repr(alias)` (`ga_repr`): `dict[str, list[int]]`, `tuple[()]`, `*tuple[int]`.
    pub(crate) fn generic_alias_repr(&mut self, v: &Value) -> R<String> {
        let (origin, args) = self.generic_alias_parts(v);
        let mut out = String::new();
        if self.generic_alias_starred(v) {
            out.push('*');
        }
        out.push_str(&self.generic_alias_item_repr(&origin)?);
        out.push('[');
        if args.is_empty() {
            out.push_str("()");
        }
        for (k, a) in args.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.generic_alias_item_repr(a)?);
            self.budget.step()?;
        }
        out.push(']');
        Ok(out)
    }

    /// `alias(...)` (`ga_call`): the origin called, the alias recorded as the result's
    /// `__orig_class__` where it takes attributes.
    pub(crate) fn generic_alias_call(
        &mut self,
        v: &Value,
        args: Vec<Value>,
        kw: Kwargs,
    ) -> R<Value> {
        let (origin, _) = self.generic_alias_parts(v);
        let obj = self.call(&origin, args, kw)?;
        if !crate::attr::is_host_value(&obj) {
            match self.setattr_unchecked(&obj, &Rc::from("__orig_class__"), v.clone()) {
                Ok(()) => {}
                Err(e)
                    if matches!(
                        e.builtin_type(),
                        Some(ExcType::AttributeError | ExcType::TypeError)
                    ) || self.is_exc_of(&e, ExcType::AttributeError)
                        || self.is_exc_of(&e, ExcType::TypeError) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(obj)
    }

    /// The attributes of an alias that are its own and have no table entry
    /// (`__parameters__`, `__typing_unpacked_tuple_args__`), for `special_attr`.
    pub(crate) fn generic_alias_attr(&mut self, v: &Value, name: &str) -> Option<R<Value>> {
        match name {
            "__parameters__" => Some(self.alias_parameters(v)),
            "__typing_unpacked_tuple_args__" if self.is_generic_alias(v) => {
                let (origin, args) = self.generic_alias_parts(v);
                let tuple_origin = matches!(&origin, Value::Class(c) if c.is_builtin && c.kind == crate::value::TypeKind::Tuple);
                Some(Ok(if self.generic_alias_starred(v) && tuple_origin {
                    Value::tuple(args)
                } else {
                    Value::None
                }))
            }
            _ => None,
        }
    }

    /// `alias.name = v` and `del alias.name`: an alias's and a union's own attributes are
    /// read-only and they take no others (`None` for a subclass's instance and a name of
    /// its own, which the generic store handles).
    pub(crate) fn alias_store_error(&self, obj: &Value, name: &str) -> Option<Error> {
        let Value::Instance(i) = obj else { return None };
        let exact = Rc::ptr_eq(&i.class, &self.types.generic_alias)
            || Rc::ptr_eq(&i.class, &self.types.union);
        if !exact && !self.is_generic_alias(obj) {
            return None;
        }
        let cls = if self.is_union(obj) { "types.UnionType" } else { "types.GenericAlias" };
        match name {
            "__origin__" | "__args__" | "__unpacked__" => {
                Some(attribute_error("readonly attribute"))
            }
            "__parameters__" | "__typing_unpacked_tuple_args__" => Some(attribute_error(format!(
                "attribute '{name}' of '{cls}' objects is not writable"
            ))),
            _ if exact => {
                Some(attribute_error(format!("'{cls}' object has no attribute '{name}'")))
            }
            _ => None,
        }
    }
}
