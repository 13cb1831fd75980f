//! `repr()`, `str()` and `format()` of every value, with user `__repr__`/`__str__`/`__format__`.

use crate::builtins::str_methods::as_pystr;
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::format::{self, FormatError};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

fn format_err(e: FormatError) -> Error {
    match e {
        FormatError::ValueError(m) => value_error(m),
        FormatError::OverflowError(m) => Error::new(ExcType::OverflowError, m),
    }
}

pub(crate) fn complex_repr(r: f64, i: f64) -> String {
    let part = |x: f64| -> String {
        let s = format::float_repr(x);
        s.strip_suffix(".0").map(|t| t.to_string()).unwrap_or(s)
    };
    if r == 0.0 && r.is_sign_positive() {
        format!("{}j", part(i))
    } else {
        let sign = if i.is_sign_negative() && !i.is_nan() { "-" } else { "+" };
        format!("({}{}{}j)", part(r), sign, part(i.abs()))
    }
}

impl Interp {
    /// One item inside a generic alias's or union's repr, as CPython's `ga_repr_item`: a
    /// class by its (qualified, unless builtin) name, `...` for Ellipsis, anything else by
    /// its repr.
    pub(crate) fn generic_alias_item_repr(&mut self, v: &Value) -> R<String> {
        Ok(match v {
            Value::Ellipsis => "...".to_string(),
            Value::Class(c) if c.is_builtin => c.name.to_string(),
            // As `ga_repr_item`: a class of `builtins` goes unqualified (ophis's library
            // classes standing for builtin types, `mappingproxy`).
            Value::Class(c) if &*c.module_name() == "builtins" => c.display_qualname().to_string(),
            Value::Class(c) => format!("{}.{}", c.module_name(), c.display_qualname()),
            // A host class by its dotted name, as its repr `<class 'pandas.core.frame.
            // DataFrame'>` gives it (its `__module__` is a dunder the program may not read).
            Value::Host(h) => {
                let r = self.host_repr(h)?;
                match r.strip_prefix("<class '").and_then(|x| x.strip_suffix("'>")) {
                    Some(name) => name.to_string(),
                    None => r,
                }
            }
            _ => self.repr(v)?,
        })
    }

    pub fn repr(&mut self, v: &Value) -> R<String> {
        // Nested containers count against the recursion limit, as in CPython (a 200,000-deep
        // list would otherwise be walked on the native stack, quadratically); the offset makes
        // the boundary CPython's at module level (997 nested lists print, 998 do not).
        if self.stack_exhausted()
            || self.run.repr_stack.len() + self.run.depth + 3
                >= self.config.limits.max_recursion_depth
        {
            return Err(Error::new(
                ExcType::RecursionError,
                "maximum recursion depth exceeded while getting the repr of an object",
            ));
        }
        Ok(match v {
            Value::Host(h) => self.host_repr(h)?,
            Value::None => "None".into(),
            Value::Bool(b) => if *b { "True" } else { "False" }.into(),
            Value::Int(i) => i.to_string(),
            Value::BigInt(b) => self.bigint_to_string(b)?,
            Value::Float(f) => format::float_repr(*f),
            Value::Complex(c) => complex_repr(c.0, c.1),
            Value::Str(s) => crate::builtins::str_methods::str_repr(&s.s),
            Value::Bytes(b) => crate::builtins::bytes_methods::bytes_repr(b),
            Value::ByteArray(b) => {
                format!(
                    "bytearray({})",
                    crate::builtins::bytes_methods::bytearray_repr(&b.borrow())
                )
            }
            Value::List(l) => {
                if self.repr_enter(v) {
                    return Ok("[...]".into());
                }
                let items = l.borrow().clone();
                let r = self.join_reprs(&items);
                self.repr_leave();
                format!("[{}]", r?)
            }
            Value::Tuple(t) => {
                if self.repr_enter(v) {
                    return Ok("(...)".into());
                }
                let r = self.join_reprs(t);
                self.repr_leave();
                if t.len() == 1 {
                    format!("({},)", r?)
                } else {
                    format!("({})", r?)
                }
            }
            Value::Dict(d) => {
                if self.repr_enter(v) {
                    return Ok("{...}".into());
                }
                let entries: Vec<(Value, Value)> =
                    d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                let mut parts = Vec::with_capacity(entries.len());
                let mut res = Ok(());
                for (k, val) in entries {
                    match (self.repr(&k), self.repr(&val)) {
                        (Ok(a), Ok(b)) => parts.push(format!("{a}: {b}")),
                        (Err(e), _) | (_, Err(e)) => {
                            res = Err(e);
                            break;
                        }
                    }
                }
                self.repr_leave();
                res?;
                format!("{{{}}}", parts.join(", "))
            }
            Value::Set(_) | Value::FrozenSet(_) => self.set_repr(v, None)?,
            Value::Range(r) => {
                let (start, stop, step) = r.parts();
                if step == num_bigint::BigInt::from(1) {
                    format!("range({start}, {stop})")
                } else {
                    format!("range({start}, {stop}, {step})")
                }
            }
            Value::Slice(s) => format!(
                "slice({}, {}, {})",
                self.repr(&s.start)?,
                self.repr(&s.stop)?,
                self.repr(&s.step)?
            ),
            Value::Function(f) => format!("<function {} at 0x{:x}>", f.def.qualname, v.identity()),
            Value::Builtin(b) => match &b.receiver {
                Some(r) => format!(
                    "<built-in method {} of {} object at 0x{:x}>",
                    b.name,
                    self.type_name(r),
                    r.identity()
                ),
                None => format!("<built-in function {}>", b.name),
            },
            Value::BoundMethod(m) => {
                let fname = match &m.func {
                    Value::Function(f) => f.def.qualname.to_string(),
                    Value::Builtin(b) => b.name.to_string(),
                    _ => "?".into(),
                };
                format!("<bound method {} of {}>", fname, self.repr(&m.receiver)?)
            }
            Value::Class(c) if c.meta_lookup("__repr__").is_some() => {
                let f = c.meta_lookup("__repr__").unwrap_or(Value::None);
                match self.call(&f, vec![v.clone()], vec![])? {
                    ref r if as_pystr(r).is_some() => {
                        as_pystr(r).map(|s| s.s.clone()).unwrap_or_default()
                    }
                    other => {
                        return Err(type_error(format!(
                            "__repr__ returned non-string (type {})",
                            self.type_name(&other)
                        )))
                    }
                }
            }
            Value::Class(c) => {
                if c.is_builtin {
                    format!("<class '{}'>", c.name)
                } else if &*c.module_name() == "builtins" {
                    // As `type_repr`: a class of the `builtins` module goes unqualified
                    // (`class C: __module__ = "builtins"`).
                    format!("<class '{}'>", c.display_qualname())
                } else {
                    format!("<class '{}.{}'>", c.module_name(), c.display_qualname())
                }
            }
            Value::Instance(_) if self.is_union(v) || self.generic_alias_native(v, "__repr__") => {
                // Aliases and unions nest (`list[list[...]]`): each level is counted on the
                // repr stack as a container's is, so a deep one ends with CPython's
                // RecursionError instead of an unbounded native walk. An alias cannot hold
                // itself, so the stack is not searched for a cycle.
                self.run.repr_stack.push(v.identity());
                let r =
                    if self.is_union(v) { self.union_repr(v) } else { self.generic_alias_repr(v) };
                self.repr_leave();
                r?
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__repr__") {
                    // Builtin `__repr__`s are written out below, but for the cell's.
                    if !matches!(f, Value::Builtin(_)) || self.types.is_cell(&i.class) {
                        let r = self.call_with_receiver(&f, v, [])?;
                        // A str subclass's instance is a string too (CPython checks
                        // PyUnicode_Check, not the exact type).
                        return match as_pystr(&r) {
                            Some(s) => Ok(s.s.clone()),
                            None => Err(type_error(format!(
                                "__repr__ returned non-string (type {})",
                                self.type_name(&r)
                            ))),
                        };
                    }
                }
                if let Some(exc) = &i.exc {
                    let args = exc.borrow().args.clone();
                    let inner = if args.len() == 1 {
                        self.repr(&args[0])?
                    } else {
                        self.join_reprs(&args)?
                    };
                    return Ok(format!("{}({})", i.class.name, inner));
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    if matches!(b, Value::Set(_) | Value::FrozenSet(_)) {
                        return self.set_repr(&b, Some(&i.class.name));
                    }
                    // CPython's bytearray repr names the object's own type.
                    if let Value::ByteArray(a) = &b {
                        let text = crate::builtins::bytes_methods::bytearray_repr(&a.borrow());
                        return Ok(format!("{}({})", i.class.name, text));
                    }
                    return self.repr(&b);
                }
                instance_default_repr(i, v.identity())
            }
            Value::Generator(g) => match g.kind {
                crate::eval::generator::GenKind::AwaitWrapper(_) => {
                    format!("<coroutine_wrapper object at 0x{:x}>", v.identity())
                }
                crate::eval::generator::GenKind::ASend { .. } => {
                    format!("<async_generator_asend object at 0x{:x}>", v.identity())
                }
                crate::eval::generator::GenKind::AThrow { .. } => {
                    format!("<async_generator_athrow object at 0x{:x}>", v.identity())
                }
                _ => format!("<generator object {} at 0x{:x}>", g.qualname(), v.identity()),
            },
            Value::Coroutine(g) => {
                format!("<coroutine object {} at 0x{:x}>", g.qualname(), v.identity())
            }
            Value::AsyncGen(g) => {
                format!("<async_generator object {} at 0x{:x}>", g.qualname(), v.identity())
            }
            Value::Iterator(it) => {
                format!("<{} object at 0x{:x}>", it.borrow().type_name(), v.identity())
            }
            Value::Module(m) => format!("<module '{}' (built-in)>", m.name),
            Value::Property(_) => format!("<property object at 0x{:x}>", v.identity()),
            Value::StaticMethod(_) => format!("<staticmethod object at 0x{:x}>", v.identity()),
            Value::ClassMethod(_) => format!("<classmethod object at 0x{:x}>", v.identity()),
            Value::Super(s) => {
                format!("<super: <class '{}'>, <{} object>>", s.this_class.name, s.obj_type.name)
            }
            Value::DictView(d) => {
                let name = match d.kind {
                    crate::value::ViewKind::Keys => "dict_keys",
                    crate::value::ViewKind::Values => "dict_values",
                    crate::value::ViewKind::Items => "dict_items",
                };
                let items = self.iterate(v)?;
                format!("{}([{}])", name, self.join_reprs(&items)?)
            }
            Value::NotImplemented => "NotImplemented".into(),
            Value::Ellipsis => "Ellipsis".into(),
        })
    }

    fn join_reprs(&mut self, items: &[Value]) -> R<String> {
        let mut out = String::new();
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.repr(x)?);
            self.budget.step()?;
            if out.len() > self.config.limits.max_memory {
                return Err(crate::error::memory_error("repr too large"));
            }
        }
        Ok(out)
    }

    /// Guards against infinite recursion through self-containing containers.
    fn repr_enter(&mut self, v: &Value) -> bool {
        let id = v.identity();
        if self.run.repr_stack.contains(&id) {
            return true;
        }
        self.run.repr_stack.push(id);
        false
    }

    /// As CPython's `union_repr`: `int | None`, builtin types by name, others as
    /// module.qualname.
    fn union_repr(&mut self, v: &Value) -> R<String> {
        let mut parts: Vec<String> = Vec::new();
        for m in self.union_args(v) {
            parts.push(match &m {
                Value::Class(c) if c.is_builtin && c.kind == TypeKind::NoneType => {
                    "None".to_string()
                }
                _ => self.generic_alias_item_repr(&m)?,
            });
            self.budget.step()?;
        }
        Ok(parts.join(" | "))
    }

    fn repr_leave(&mut self) {
        self.run.repr_stack.pop();
    }

    pub fn bigint_to_string(&mut self, b: &num_bigint::BigInt) -> R<String> {
        // CPython's limit on int -> str conversion (sys.set_int_max_str_digits default 4300),
        // on the digits without the sign. A number of `bits` bits has at least
        // floor((bits-1)*log10(2))+1 digits (0.30102 is just under log10(2)), so a number
        // surely past the limit is refused before the quadratic conversion, and one near it
        // is counted exactly afterwards (-(10**4300) has 14,285 bits and 4,301 digits).
        let limit = crate::builtins::types::INT_MAX_STR_DIGITS;
        let bits = b.bits();
        let err = || {
            value_error(format!("Exceeds the limit ({limit} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"))
        };
        if bits > 1 && (bits - 1).saturating_mul(30102) / 100_000 >= limit as u64 {
            return Err(err());
        }
        let s = b.to_string();
        if bits > 14_000 && s.trim_start_matches('-').len() > limit {
            return Err(err());
        }
        Ok(s)
    }

    /// `str()` of a UnicodeDecodeError, UnicodeEncodeError or UnicodeTranslateError made with
    /// its full arguments, as CPython's exceptions.c words it from the exception's current
    /// attributes (`encoding`, `object`, `start`, `end`, `reason`: the arguments, or what the
    /// program assigned to them since), with the positions as they are, unclamped; None when
    /// the class is not one of them or the arguments are not of that shape (then the
    /// exception prints as any other).
    fn unicode_error_text(
        &mut self,
        inst: &crate::value::Instance,
        args: &[Value],
    ) -> Option<R<String>> {
        let cls = &inst.class;
        let family = [
            ExcType::UnicodeDecodeError,
            ExcType::UnicodeEncodeError,
            ExcType::UnicodeTranslateError,
        ]
        .into_iter()
        .find(|t| cls.is_subclass(&self.types.exc(*t)))?;
        let field = |name: &str| -> Option<Value> {
            if let Some(v) = inst.attrs.borrow().get(name) {
                return Some(v.clone());
            }
            self.unicode_error_attr(cls, args, name)
        };
        let encoding = match family {
            ExcType::UnicodeTranslateError => None,
            _ => Some(field("encoding")?),
        };
        let (object, reason) = (field("object")?, field("reason")?);
        let (Value::Int(start), Value::Int(end)) = (field("start")?, field("end")?) else {
            return None;
        };
        Some((|| {
            let reason = self.to_str(&reason)?;
            let encoding = match encoding {
                Some(e) => self.to_str(&e)?,
                None => String::new(),
            };
            // The character or byte named when the range is exactly one (CPython reads it
            // only then, and only when `start` is inside the object).
            let (size, single) = match &object {
                Value::Str(s) => {
                    let n = s.s.chars().count() as i64;
                    let c = usize::try_from(start).ok().and_then(|i| s.s.chars().nth(i));
                    (n, c.map(|c| c as u32))
                }
                Value::Bytes(b) => (
                    b.len() as i64,
                    usize::try_from(start).ok().and_then(|i| b.get(i)).map(|c| *c as u32),
                ),
                _ => return Ok(String::new()),
            };
            let one = start >= 0 && start < size && end == start + 1;
            Ok(match family {
                ExcType::UnicodeDecodeError if one => {
                    format!("'{encoding}' codec can't decode byte 0x{:02x} in position {start}: {reason}", single.unwrap_or(0))
                }
                ExcType::UnicodeDecodeError => format!(
                    "'{encoding}' codec can't decode bytes in position {start}-{}: {reason}",
                    end - 1
                ),
                _ => {
                    let what = if family == ExcType::UnicodeEncodeError {
                        format!("'{encoding}' codec can't encode")
                    } else {
                        "can't translate".to_string()
                    };
                    if one {
                        let c = single.unwrap_or(0);
                        let esc = if c <= 0xff {
                            format!("\\x{c:02x}")
                        } else if c <= 0xffff {
                            format!("\\u{c:04x}")
                        } else {
                            format!("\\U{c:08x}")
                        };
                        format!("{what} character '{esc}' in position {start}: {reason}")
                    } else {
                        format!("{what} characters in position {start}-{}: {reason}", end - 1)
                    }
                }
            })
        })())
    }

    /// The repr of a set or frozenset (the value itself, or the builtin value of an instance
    /// of a subclass named `subclass`), as setobject.c's set_repr: `{1, 2}` for a plain set,
    /// `Name({1, 2})` otherwise, `Name()` when empty and `Name(...)` when it is already being
    /// printed.
    fn set_repr(&mut self, v: &Value, subclass: Option<&str>) -> R<String> {
        let (items, base_name): (Vec<Value>, &str) = match v {
            Value::Set(d) => (d.borrow().keys().cloned().collect(), "set"),
            Value::FrozenSet(d) => (d.keys().cloned().collect(), "frozenset"),
            _ => return self.repr(v),
        };
        let name = subclass.unwrap_or(base_name);
        if self.repr_enter(v) {
            return Ok(format!("{name}(...)"));
        }
        if items.is_empty() {
            self.repr_leave();
            return Ok(format!("{name}()"));
        }
        let r = self.join_reprs(&items);
        self.repr_leave();
        let r = r?;
        Ok(if subclass.is_none() && base_name == "set" {
            format!("{{{r}}}")
        } else {
            format!("{name}({{{r}}})")
        })
    }

    /// `str(v)` as a value (`PyObject_Str`): a str is itself, and what a `__str__` of the
    /// program's returns is returned as it is, a str subclass's instance included (CPython
    /// checks `PyUnicode_Check`, not the exact type).
    pub fn to_str_value(&mut self, v: &Value) -> R<Value> {
        let not_builtin = |f: &Value| !matches!(f, Value::Builtin(_));
        let f = match v {
            Value::Str(_) => return Ok(v.clone()),
            // `object.__str__` is `repr()`, which returns a program's `__repr__` result as it
            // is too (a plain instance: exceptions and builtin subclasses have texts of their
            // own, which `to_str` gives).
            Value::Instance(i) => i.class.lookup("__str__").filter(not_builtin).or_else(|| {
                if i.exc.is_none() && i.builtin_base.borrow().is_none() {
                    i.class.lookup("__repr__").filter(not_builtin)
                } else {
                    None
                }
            }),
            Value::Class(c) => c.meta_lookup("__str__").filter(not_builtin),
            _ => None,
        };
        let Some(f) = f else { return self.to_str(v).map(Value::string) };
        let r = self.call_with_receiver(&f, v, [])?;
        match as_pystr(&r) {
            Some(_) => Ok(r),
            // `object_str` calls the `__repr__` slot unchecked; `PyObject_Str` names `__str__`.
            None => Err(type_error(format!(
                "__str__ returned non-string (type {})",
                self.type_name(&r)
            ))),
        }
    }

    /// `str(v)`.
    pub fn to_str(&mut self, v: &Value) -> R<String> {
        match v {
            Value::Str(s) => Ok(s.s.clone()),
            Value::Host(h) => self.host_str(h),
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__str__") {
                    if !matches!(f, Value::Builtin(_)) {
                        let r = self.call_with_receiver(&f, v, [])?;
                        // A str subclass's instance is a string too (CPython checks
                        // PyUnicode_Check, not the exact type).
                        return match as_pystr(&r) {
                            Some(s) => Ok(s.s.clone()),
                            None => Err(type_error(format!(
                                "__str__ returned non-string (type {})",
                                self.type_name(&r)
                            ))),
                        };
                    }
                }
                if let Some(exc) = &i.exc {
                    if let Some(text) = self.group_text(v) {
                        return text;
                    }
                    if let Some(text) = self.oserror_text(i)? {
                        return Ok(text);
                    }
                    if let Some(text) = self.member_exc_text(i)? {
                        return Ok(text);
                    }
                    let args = exc.borrow().args.clone();
                    if let Some(text) = self.unicode_error_text(i, &args) {
                        return text;
                    }
                    let is_key_error = i.class.is_subclass(&self.types.exc(ExcType::KeyError));
                    return match args.len() {
                        0 => Ok(String::new()),
                        1 if is_key_error => self.repr(&args[0]),
                        1 => self.to_str(&args[0]),
                        _ => self.repr(&Value::tuple(args)),
                    };
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    if i.class
                        .lookup("__repr__")
                        .map(|f| matches!(f, Value::Builtin(_)))
                        .unwrap_or(true)
                    {
                        if matches!(b, Value::Set(_) | Value::FrozenSet(_)) {
                            return self.set_repr(&b, Some(&i.class.name));
                        }
                        // A bytearray's str is its repr, which names the subclass.
                        if matches!(b, Value::ByteArray(_)) {
                            return self.repr(v);
                        }
                        return self.to_str(&b);
                    }
                }
                self.repr(v)
            }
            Value::Class(c) => {
                // `str(C)` is `type(C).__str__(C)`: a metaclass's own `__str__` comes first
                // (without one, `object.__str__` gives the repr, the metaclass's `__repr__`).
                if let Some(f) = c.meta_lookup("__str__") {
                    if !matches!(f, Value::Builtin(_)) {
                        let r = self.call_with_receiver(&f, v, [])?;
                        return match as_pystr(&r) {
                            Some(s) => Ok(s.s.clone()),
                            None => Err(type_error(format!(
                                "__str__ returned non-string (type {})",
                                self.type_name(&r)
                            ))),
                        };
                    }
                }
                self.repr(v)
            }
            _ => self.repr(v),
        }
    }

    /// `format(v, spec)`.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> R<String> {
        match v {
            Value::Bool(b) if spec.is_empty() => Ok(if *b { "True" } else { "False" }.into()),
            Value::Int(i) => match format::format_small_int(*i, spec) {
                Some(s) => Ok(s),
                None => format::format_int(&num_bigint::BigInt::from(*i), spec).map_err(format_err),
            },
            Value::BigInt(_) | Value::Bool(_) => {
                let b = crate::ops::to_bigint(v).unwrap_or_default();
                format::format_int(&b, spec).map_err(format_err)
            }
            Value::Float(f) => format::format_float(*f, spec).map_err(format_err),
            Value::Str(s) => {
                // Formatting copies the string: a big one reads the clock first.
                self.budget.bulk(s.s.len())?;
                format::format_str(&s.s, spec).map_err(format_err)
            }
            Value::Complex(c) if spec.is_empty() => Ok(complex_repr(c.0, c.1)),
            Value::Complex(c) => format::format_complex(c.0, c.1, spec).map_err(format_err),
            Value::Host(h) => self.host_format(h, spec),
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__format__") {
                    let r = self.call_with_receiver(&f, v, [Value::str(spec)])?;
                    return match r {
                        Value::Str(ref s) => Ok(s.s.clone()),
                        other => Err(type_error(format!(
                            "__format__ must return a str, not {}",
                            self.type_name(&other)
                        ))),
                    };
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    // As the builtin `__format__`s: an empty spec means `str(self)`, which
                    // honours the subclass's own `__str__`.
                    if spec.is_empty() {
                        return self.to_str(v);
                    }
                    return self.format_value(&b, spec);
                }
                if spec.is_empty() {
                    return self.to_str(v);
                }
                Err(type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    i.class.name
                )))
            }
            _ => {
                if spec.is_empty() {
                    return self.to_str(v);
                }
                let t = self.type_of(v);
                if t.kind == TypeKind::NoneType || !spec.is_empty() {
                    return Err(type_error(format!(
                        "unsupported format string passed to {}.__format__",
                        t.name
                    )));
                }
                self.to_str(v)
            }
        }
    }
}

/// `object.__repr__` of an instance: `<module.qualname object at 0x...>`, where CPython leaves
/// the module out for the types of `builtins` (`<object object at 0x...>`).
pub(crate) fn instance_default_repr(i: &crate::value::Instance, id: usize) -> String {
    let module = i.class.module_name();
    if &*module == "builtins" {
        format!("<{} object at 0x{:x}>", i.class.qualname, id)
    } else {
        format!("<{}.{} object at 0x{:x}>", module, i.class.qualname, id)
    }
}
