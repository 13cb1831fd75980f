//! Protocols in both directions: what the host learns of a sandbox object (object_info, recipes, protocol answers), and the operations the program performs on host objects (host_getattr, host_call, host_binop, ...).

use super::*;

/// What the host needs to know to present a sandbox value as its Python counterpart (a class
/// as a class, a function with its names): a dict with `kind` ("class", "function",
/// "generator" or "other"), and for classes and functions `name`, `qualname` and `module`; for
/// instances of the program's classes, `class`, the class itself. The host reads it; the
/// program never sees it, so the dunder rule is not involved.
pub(crate) fn object_info(interp: &mut Interp, v: &Value) -> R<HostValue> {
    let s = |x: &str| HostValue::Str(x.to_string());
    let mut out = Vec::new();
    if let Some((type_name, args, kwargs)) = value_recipe(interp, v)? {
        // A value with an exact Python counterpart: the host builds that instead of a proxy.
        out.push((s("kind"), s("value")));
        out.push((s("type"), s(type_name)));
        out.push((s("args"), HostValue::Tuple(args)));
        out.push((
            s("kwargs"),
            HostValue::Dict(kwargs.into_iter().map(|(k, v)| (s(k), v)).collect()),
        ));
        return Ok(HostValue::Dict(out));
    }
    let kind = match v {
        Value::Class(c) => {
            out.push((s("name"), s(&c.name)));
            out.push((s("qualname"), s(&c.qualname)));
            let module = c.module_override.borrow().clone().unwrap_or_else(|| c.module.clone());
            out.push((s("module"), s(&module)));
            out.push((s("builtin"), HostValue::Bool(c.is_builtin)));
            // What the class's instances can do, so the host's stand-in for the class offers
            // exactly that (libraries tell "list-like" and "callable" objects apart by it).
            // A subclass of a builtin type has that type's protocols (its builtin class's method
            // table is filled lazily, so it is not looked up).
            let base = builtin_protocols(c.kind);
            let abc = match c.kind {
                TypeKind::Dict => Some("MutableMapping"),
                TypeKind::List => Some("MutableSequence"),
                // A namedtuple class too: pandas reads its `_fields` as column names.
                TypeKind::Tuple => Some("Sequence"),
                TypeKind::Set => Some("MutableSet"),
                TypeKind::FrozenSet => Some("Set"),
                _ => None,
            };
            if let Some(abc) = abc {
                // The `collections.abc` class the instances belong to, as a builtin subclass's do.
                out.push((s("abc"), s(abc)));
            }
            out.push((
                s("iterable_instances"),
                HostValue::Bool(c.lookup("__iter__").is_some() || base.contains(&"__iter__")),
            ));
            out.push((s("iterator_instances"), HostValue::Bool(c.lookup("__next__").is_some())));
            out.push((s("callable_instances"), HostValue::Bool(c.lookup("__call__").is_some())));
            // The protocols the instances implement (beyond `object`'s), so the host's class
            // offers exactly those special methods (CPython and C extensions test for their
            // presence: numpy's sequence detection, `operator.index`, `float()`).
            let mut protocols = Vec::new();
            for name in PROTOCOL_METHODS {
                match class_defines(c, name) {
                    Some(Value::None) if *name == "__hash__" => protocols.push(s("unhashable")),
                    Some(_) => protocols.push(s(&name[2..name.len() - 2])),
                    None if base.contains(name) => protocols.push(s(&name[2..name.len() - 2])),
                    None if *name == "__hash__"
                        && matches!(
                            c.kind,
                            TypeKind::List | TypeKind::Dict | TypeKind::Set | TypeKind::ByteArray
                        ) =>
                    {
                        protocols.push(s("unhashable"))
                    }
                    None => {}
                }
            }
            out.push((s("protocols"), HostValue::List(protocols)));
            // A dataclass's field names (the `_FIELD` kind only, as `dataclasses.fields()`
            // gives them), so host code asking `dataclasses.is_dataclass`/`asdict` (pandas'
            // constructors) sees a dataclass.
            if let Some(Value::Dict(ref fields)) = class_defines(c, "__dataclass_fields__") {
                let entries: Vec<(Value, Value)> =
                    fields.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                let mut names = Vec::new();
                for (k, f) in entries {
                    let (Value::Str(name), Value::Instance(f)) = (&k, &f) else { continue };
                    let kind = f.attrs.borrow().get("_field_type").cloned();
                    let is_field = match &kind {
                        Some(Value::Instance(t)) => {
                            matches!(t.attrs.borrow().get("name"), Some(Value::Str(n)) if n.s.as_ref() as &str == "_FIELD")
                        }
                        _ => false,
                    };
                    if is_field {
                        names.push(HostValue::Str(name.s.to_string()));
                    }
                }
                out.push((s("dataclass_fields"), HostValue::List(names)));
            }
            let annotations = c.attrs.borrow().get("__annotations__").cloned();
            if let Some(a) = annotations {
                out.push((s("annotations"), to_host_checked(interp, &a)?));
            }
            "class"
        }
        Value::Function(f) => {
            out.push((s("name"), s(&f.name.borrow())));
            out.push((s("qualname"), s(&f.def.qualname)));
            out.push((s("module"), s("__main__")));
            "function"
        }
        Value::Generator(_) => "generator",
        Value::Instance(_) => {
            let cls = interp.type_of(v);
            if !cls.is_builtin {
                let exported = interp.export(&Value::Class(cls))?;
                out.push((s("class"), HostValue::Sandbox(Box::new(exported))));
            }
            "other"
        }
        _ => "other",
    };
    out.push((s("kind"), s(kind)));
    Ok(HostValue::Dict(out))
}

/// The special methods whose presence on a program's class the host's stand-in class mirrors.
const PROTOCOL_METHODS: &[&str] = &[
    "__len__",
    "__getitem__",
    "__contains__",
    "__index__",
    "__int__",
    "__float__",
    "__bool__",
    "__eq__",
    "__hash__",
];

/// The special methods (of `PROTOCOL_METHODS`, and `__iter__`) of a builtin type, for the
/// program's subclasses of it.
pub(crate) fn builtin_protocols(kind: TypeKind) -> &'static [&'static str] {
    match kind {
        TypeKind::Tuple | TypeKind::Str | TypeKind::Bytes => {
            &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__", "__hash__"]
        }
        TypeKind::List | TypeKind::ByteArray => {
            &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__"]
        }
        TypeKind::Dict => &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__"],
        TypeKind::Set | TypeKind::FrozenSet => {
            &["__len__", "__contains__", "__iter__", "__eq__", "__hash__"]
        }
        TypeKind::Int | TypeKind::Bool => {
            &["__index__", "__int__", "__float__", "__bool__", "__eq__", "__hash__"]
        }
        TypeKind::Float => &["__int__", "__float__", "__bool__", "__eq__", "__hash__"],
        _ => &[],
    }
}

/// The attribute `name` as the class or a base other than `object` defines it.
pub(crate) fn class_defines(c: &crate::value::Class, name: &str) -> Option<Value> {
    let mro = c.mro();
    let found = mro
        .iter()
        .filter(|k| !(k.is_builtin && k.kind == crate::value::TypeKind::Object))
        .find_map(|k| k.attrs.borrow().get(name).cloned());
    found
}

/// The Python type and constructor arguments of a sandbox value that has an exact Python
/// counterpart (`range`, `bytearray`, the dict views, and the instances of the native library's
/// `datetime`, `Decimal`, `Fraction`, `Counter`, `OrderedDict`, `defaultdict` and `deque`
/// classes, not of subclasses); None for every other value.
/// The arguments are converted like any other value (a datetime's tzinfo crosses as a
/// `timezone` the same way).
#[allow(clippy::type_complexity)]
pub(crate) fn value_recipe(
    interp: &mut Interp,
    v: &Value,
) -> R<Option<(&'static str, Vec<HostValue>, Vec<(&'static str, HostValue)>)>> {
    use crate::value::ViewKind;
    Ok(Some(match v {
        Value::Range(r) => {
            let (start, stop, step) = r.parts();
            let int = |b: num_bigint::BigInt| match i64::try_from(&b) {
                Ok(i) => HostValue::Int(i),
                Err(_) => HostValue::BigInt(b),
            };
            ("range", vec![int(start), int(stop), int(step)], vec![])
        }
        Value::ByteArray(b) => {
            let bytes = b.borrow().clone();
            ("bytearray", vec![HostValue::Bytes(bytes)], vec![])
        }
        Value::DictView(dv) => {
            let d = to_host_checked(interp, &Value::Dict(dv.dict.clone()))?;
            let kind = match dv.kind {
                ViewKind::Keys => "dict_keys",
                ViewKind::Values => "dict_values",
                ViewKind::Items => "dict_items",
            };
            (kind, vec![d], vec![])
        }
        Value::Instance(inst) => {
            let c = inst.class.clone();
            // The library module that defined the class. (A program's class claiming that module
            // only gets its public fields read and handed to the real constructor, which
            // validates them.)
            let module = c.module_name();
            let fields: &[&str] = match (&*module, &*c.name) {
                ("datetime", "datetime") => {
                    &["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo"]
                }
                ("datetime", "date") => &["year", "month", "day"],
                ("datetime", "time") => &["hour", "minute", "second", "microsecond", "tzinfo"],
                ("datetime", "timedelta") => &["days", "seconds", "microseconds"],
                ("datetime", "timezone") => &["_offset", "_name"],
                ("decimal", "Decimal") => &[],
                ("fractions", "Fraction") => &["_numerator", "_denominator"],
                ("collections", "defaultdict") => &["default_factory"],
                ("collections", "Counter" | "OrderedDict" | "deque") => &[],
                _ => return Ok(None),
            };
            let mut args = Vec::with_capacity(fields.len());
            // The library keeps each public field in a private attribute of the instance
            // (`_year`, `_tzinfo`): read there without running the property, else by getattr.
            let field = |interp: &mut Interp, f: &str| -> R<Value> {
                let private = if f.starts_with('_') { f.to_string() } else { format!("_{f}") };
                let direct = inst.attrs.borrow().get(private.as_str()).cloned();
                match direct {
                    Some(x) => Ok(x),
                    None => interp.getattr(v, &Rc::from(f)),
                }
            };
            for f in fields {
                let a = field(interp, f)?;
                if *f == "tzinfo" {
                    // A tzinfo of the program's own class has no Python counterpart: the
                    // datetime stays a proxy (its methods call that tzinfo in the sandbox).
                    let own = match &a {
                        Value::None => false,
                        Value::Instance(tz) => {
                            !(&*tz.class.name == "timezone"
                                && &*tz.class.module_name() == "datetime")
                        }
                        _ => true,
                    };
                    if own {
                        return Ok(None);
                    }
                }
                let a = to_host_checked(interp, &a)?;
                // Fields are numbers, strings, None or (a tzinfo, an offset) the library's own
                // objects: a host object put in a private field by the program would have the
                // constructor run host code on it, outside any host call the program made
                // (the state is converted after the run), so such a value stays a proxy.
                if matches!(a, HostValue::Object(_) | HostValue::Opaque { .. }) {
                    return Ok(None);
                }
                args.push(a);
            }
            let mut kwargs = Vec::new();
            match &*c.name {
                "datetime" | "time" => {
                    let fold = field(interp, "fold")?;
                    kwargs.push(("fold", to_host_checked(interp, &fold)?));
                }
                "timezone" => {
                    if matches!(args.last(), Some(HostValue::None)) {
                        args.pop();
                    }
                }
                "Decimal" => args.push(HostValue::Str(interp.to_str(v)?)),
                // The collections cross as copies of their contents, as lists and dicts do.
                "Counter" | "OrderedDict" | "defaultdict" | "deque" => {
                    let (ctor, items) =
                        if &*c.name == "deque" { ("list", v.clone()) } else { ("dict", v.clone()) };
                    let ctor = interp.builtin(ctor).ok_or_else(|| {
                        Error::new(ExcType::RuntimeError, "no builtin constructor")
                    })?;
                    let copy = interp.call(&ctor, vec![items], Vec::new())?;
                    args.push(to_host_checked(interp, &copy)?);
                    if &*c.name == "deque" {
                        let maxlen = interp.getattr(v, &Rc::from("maxlen"))?;
                        kwargs.push(("maxlen", to_host_checked(interp, &maxlen)?));
                    }
                }
                _ => {}
            }
            let name: &'static str = match &*c.name {
                "datetime" => "datetime",
                "date" => "date",
                "time" => "time",
                "timedelta" => "timedelta",
                "timezone" => "timezone",
                "Decimal" => "Decimal",
                "Counter" => "Counter",
                "OrderedDict" => "OrderedDict",
                "defaultdict" => "defaultdict",
                "deque" => "deque",
                _ => "Fraction",
            };
            (name, args, kwargs)
        }
        _ => return Ok(None),
    }))
}

/// A protocol operation the host applies to a sandbox value (the special methods of the
/// host's stand-in objects: `len()`, `x[i]`, `in`, `operator.index`, `int()`, `float()`,
/// `bool()`, `==`, `hash()`, `iter()`).
#[derive(Debug, Clone)]
pub enum Protocol {
    /// `len(obj)` -> Int
    Len,
    /// `obj[key]`
    GetItem(HostValue),
    /// `item in obj` -> Bool
    Contains(HostValue),
    /// `operator.index(obj)` -> Int
    Index,
    /// `int(obj)` -> Int
    Int,
    /// `float(obj)` -> Float
    Float,
    /// `bool(obj)` -> Bool
    Bool,
    /// `obj == other` -> Bool
    Eq(HostValue),
    /// `hash(obj)` -> Int
    Hash,
    /// `iter(obj)` -> the iterator
    Iter,
}

/// Applies `p` to `v` as the evaluator does (the program's special methods run, under the
/// run's limits).
pub(crate) fn object_protocol(interp: &mut Interp, v: &Value, p: Protocol) -> R<HostValue> {
    Ok(match p {
        Protocol::Len => HostValue::Int(interp.len(v)? as i64),
        Protocol::GetItem(k) => {
            let k = from_host(interp, k)?;
            let x = interp.getitem(v, &k)?;
            to_host_checked(interp, &x)?
        }
        Protocol::Contains(x) => {
            let x = from_host(interp, x)?;
            HostValue::Bool(interp.contains(v, &x)?)
        }
        Protocol::Index => {
            let b = crate::modules::math::index_big(interp, v)?;
            match i64::try_from(&b) {
                Ok(i) => HostValue::Int(i),
                Err(_) => HostValue::BigInt(b),
            }
        }
        Protocol::Int => {
            let i = crate::builtins::types::int_of(interp, v)?;
            to_host_checked(interp, &i)?
        }
        Protocol::Float => HostValue::Float(crate::builtins::types::float_of(interp, v)?),
        Protocol::Bool => HostValue::Bool(interp.truthy(v)?),
        Protocol::Eq(x) => {
            let x = from_host(interp, x)?;
            HostValue::Bool(interp.eq(v, &x)?)
        }
        Protocol::Hash => HostValue::Int(interp.hash(v)? as i64),
        Protocol::Iter => {
            let it = interp.get_iter(v)?;
            to_host_checked(interp, &it)?
        }
    })
}

impl Interp {
    /// Performs one operation on a host object. It counts as one operation, the deadline is
    /// checked before and after it, and while the host runs the interpreter is registered
    /// for re-entrant calls from the host (`reentrant_call`).
    pub fn host_op(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<HostValue> {
        self.tick()?;
        self.budget.check_clock()?;
        if let HostOp::Call { .. } = op {
            self.count_host_call(&h.obj.type_name());
        }
        let obj = h.obj.clone();
        let result = crate::coro::with_host_op(self, move || obj.op(op));
        // A limit reached by sandbox code the host called back ends the run as that limit,
        // whatever the host did with the error it was given.
        if let Some(e) = self.run.pending_fatal.take() {
            return Err(e);
        }
        self.budget.check_clock()?;
        result.map_err(HostError::into_error)
    }

    /// `host_op`, with the result converted to a sandbox value.
    pub fn host_op_value(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<Value> {
        let r = self.host_op(h, op)?;
        from_host(self, r)
    }

    pub fn count_host_call(&mut self, name: &str) {
        match self.run.host_calls.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 += 1,
            None => self.run.host_calls.push((name.to_string(), 1)),
        }
    }

    /// The outcome of sandbox code run for the host, as the host sees it. A limit error is
    /// kept to end the run once the host returns, and reported to the host as an interrupt.
    pub fn result_for_host(&mut self, r: R<HostValue>) -> Result<HostValue, HostError> {
        match r {
            Ok(v) => Ok(v),
            Err(e) => {
                if let crate::error::ErrorKind::Fatal { msg, .. } = &e.0.kind {
                    let msg = msg.clone();
                    self.run.pending_fatal = Some(e);
                    return Err(HostError::interrupt(msg));
                }
                let exc = self.materialize(e);
                let type_name = crate::eval::exc::exception_type_name(&exc);
                let message = self.str_of_quiet(&exc);
                Err(HostError::raise(type_name, message))
            }
        }
    }

    /// The type object of a host object: one per host type name, so `type(a) is type(b)` holds
    /// for two objects of one host type.
    pub fn host_class(&self, h: &HostHandle) -> Rc<crate::value::Class> {
        let name = h.obj.type_name();
        if let Some(c) = self.host_types.borrow().get(&name) {
            return c.clone();
        }
        let object = self.types.get(crate::value::TypeKind::Object);
        let c = crate::builtins::types::builtin_class(
            &name,
            crate::value::TypeKind::Host,
            vec![object],
            crate::dict::new_strmap(),
        );
        self.host_types.borrow_mut().insert(name, c.clone());
        c
    }

    pub(crate) fn host_expect_str(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<String> {
        let what = op.name();
        match self.host_op(h, op)? {
            HostValue::Str(s) => Ok(s),
            other => Err(crate::error::type_error(format!(
                "{what} of host object '{}' returned {other:?}, not a str",
                h.obj.type_name()
            ))),
        }
    }

    pub fn host_repr(&mut self, h: &Rc<HostHandle>) -> R<String> {
        self.host_expect_str(h, HostOp::Repr)
    }

    pub fn host_str(&mut self, h: &Rc<HostHandle>) -> R<String> {
        self.host_expect_str(h, HostOp::Str)
    }

    pub fn host_format(&mut self, h: &Rc<HostHandle>, spec: &str) -> R<String> {
        self.host_expect_str(h, HostOp::Format(spec.to_string()))
    }

    pub fn host_truthy(&mut self, h: &Rc<HostHandle>) -> R<bool> {
        match self.host_op(h, HostOp::Bool)? {
            HostValue::Bool(b) => Ok(b),
            other => Err(crate::error::type_error(format!(
                "__bool__ of host object '{}' returned {other:?}, not a bool",
                h.obj.type_name()
            ))),
        }
    }

    pub fn host_len(&mut self, h: &Rc<HostHandle>) -> R<usize> {
        match self.host_op(h, HostOp::Len)? {
            HostValue::Int(n) if n >= 0 => Ok(n as usize),
            HostValue::Int(_) => Err(crate::error::value_error("__len__() should return >= 0")),
            other => Err(crate::error::type_error(format!(
                "len() of host object '{}' returned {other:?}, not an int",
                h.obj.type_name()
            ))),
        }
    }

    pub fn host_hash(&mut self, h: &Rc<HostHandle>) -> R<i64> {
        match self.host_op(h, HostOp::Hash)? {
            HostValue::Int(n) => Ok(n),
            HostValue::BigInt(b) => Ok(crate::ops::hash_bigint(&b)),
            other => Err(crate::error::type_error(format!(
                "hash() of host object '{}' returned {other:?}, not an int",
                h.obj.type_name()
            ))),
        }
    }

    pub fn host_contains(&mut self, h: &Rc<HostHandle>, item: &Value) -> R<bool> {
        let item = to_host_checked(self, item)?;
        let r = self.host_op_value(h, HostOp::Contains(item))?;
        self.truthy(&r)
    }

    pub fn host_call(&mut self, h: &Rc<HostHandle>, args: &[Value], kw: &Kwargs) -> R<Value> {
        let (args, kwargs) = args_to_host(self, args, kw)?;
        self.host_op_value(h, HostOp::Call { args, kwargs })
    }

    /// An attribute of a host object. Dunder names never reach the host: the program's own
    /// lookups were refused by the dunder rule already, and the interpreter's protocol lookups
    /// see the attribute as absent.
    pub fn host_getattr(&mut self, h: &Rc<HostHandle>, name: &str) -> R<Value> {
        if crate::policy::Policy::is_dunder(name)
            && !crate::policy::Policy::host_dunder_allowed(name)
        {
            return Err(crate::error::attribute_error(format!(
                "'{}' object has no attribute '{name}'",
                h.obj.type_name()
            )));
        }
        self.host_op_value(h, HostOp::GetAttr(name.to_string()))
    }

    pub fn host_setattr(&mut self, h: &Rc<HostHandle>, name: &str, v: &Value) -> R<()> {
        if crate::policy::Policy::is_dunder(name) {
            return Err(Error::fatal(
                LimitKind::Forbidden,
                format!("Forbidden access to dunder attribute: {name}"),
            ));
        }
        let v = to_host_checked(self, v)?;
        self.host_op(h, HostOp::SetAttr(name.to_string(), v)).map(|_| ())
    }

    pub fn host_delattr(&mut self, h: &Rc<HostHandle>, name: &str) -> R<()> {
        if crate::policy::Policy::is_dunder(name) {
            return Err(Error::fatal(
                LimitKind::Forbidden,
                format!("Forbidden access to dunder attribute: {name}"),
            ));
        }
        self.host_op(h, HostOp::DelAttr(name.to_string())).map(|_| ())
    }

    pub fn host_getitem(&mut self, h: &Rc<HostHandle>, idx: &Value) -> R<Value> {
        let idx = to_host_checked(self, idx)?;
        self.host_op_value(h, HostOp::GetItem(idx))
    }

    pub fn host_setitem(&mut self, h: &Rc<HostHandle>, idx: &Value, v: &Value) -> R<()> {
        let idx = to_host_checked(self, idx)?;
        let v = to_host_checked(self, v)?;
        self.host_op(h, HostOp::SetItem(idx, v)).map(|_| ())
    }

    pub fn host_delitem(&mut self, h: &Rc<HostHandle>, idx: &Value) -> R<()> {
        let idx = to_host_checked(self, idx)?;
        self.host_op(h, HostOp::DelItem(idx)).map(|_| ())
    }

    /// `iter(h)`: the host's iterator, or (when the host answers with a plain iterable) the
    /// sandbox's iterator over it.
    pub fn host_iter(&mut self, h: &Rc<HostHandle>) -> R<Value> {
        let it = self.host_op_value(h, HostOp::Iter)?;
        match it {
            Value::Host(_) => Ok(it),
            other => self.get_iter(&other),
        }
    }

    /// `next(h)`: `None` at the end (the host raised StopIteration).
    pub fn host_next(&mut self, h: &Rc<HostHandle>) -> R<Option<Value>> {
        match self.host_op(h, HostOp::Next) {
            Ok(v) => from_host(self, v).map(Some),
            Err(e) if self.is_stop_iteration(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub fn host_dir(&mut self, h: &Rc<HostHandle>) -> R<Vec<String>> {
        match self.host_op(h, HostOp::Dir)? {
            HostValue::List(items) | HostValue::Tuple(items) => Ok(items
                .into_iter()
                .filter_map(|x| match x {
                    HostValue::Str(s) if !crate::policy::Policy::is_dunder(&s) => Some(s),
                    _ => None,
                })
                .collect()),
            other => Err(crate::error::type_error(format!(
                "dir() of host object '{}' returned {other:?}, not a list",
                h.obj.type_name()
            ))),
        }
    }

    /// `l op r` where at least one side is a host object, with Python's protocol: the left
    /// operand first, then the reflected operation on the right one; `None` when neither
    /// supports it.
    pub fn host_binop(&mut self, l: &Value, op: BinaryOp, r: &Value) -> R<Option<Value>> {
        if let Value::Host(h) = l {
            let other = to_host_checked(self, r)?;
            let v = self.host_op(h, HostOp::Binary { op, other, reflected: false })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        if let Value::Host(h) = r {
            if !l.is(r) {
                let other = to_host_checked(self, l)?;
                let v = self.host_op(h, HostOp::Binary { op, other, reflected: true })?;
                if v != HostValue::NotImplemented {
                    return from_host(self, v).map(Some);
                }
            }
        }
        Ok(None)
    }

    /// `l op= r` for a host object `l`; `None` when the host wants the plain operation.
    pub fn host_inplace(
        &mut self,
        h: &Rc<HostHandle>,
        op: BinaryOp,
        r: &Value,
    ) -> R<Option<Value>> {
        let other = to_host_checked(self, r)?;
        let v = self.host_op(h, HostOp::InPlace { op, other })?;
        if v == HostValue::NotImplemented {
            return Ok(None);
        }
        from_host(self, v).map(Some)
    }

    /// `l op r` for comparisons with a host object on either side; `None` when neither side
    /// supports it.
    pub fn host_compare(&mut self, l: &Value, op: CompareOp, r: &Value) -> R<Option<Value>> {
        if let Value::Host(h) = l {
            let other = to_host_checked(self, r)?;
            let v = self.host_op(h, HostOp::Compare { op, other })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        if let Value::Host(h) = r {
            let other = to_host_checked(self, l)?;
            let v = self.host_op(h, HostOp::Compare { op: op.swapped(), other })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        Ok(None)
    }

    pub fn host_unary(&mut self, h: &Rc<HostHandle>, op: UnaryOp) -> R<Value> {
        self.host_op_value(h, HostOp::Unary(op))
    }
}
