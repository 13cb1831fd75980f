//! `BaseExceptionGroup` and `ExceptionGroup` (PEP 654), transcribed from CPython 3.11's
//! `Objects/exceptions.c`: construction and its checks, `message`/`exceptions`, `derive`,
//! `split`, `subgroup`, `__str__`, and the helpers `except*` uses (`eval::exc`): matching a
//! raised exception against a clause (`_PyEval_ExceptionGroupMatch`) and combining what the
//! clauses raised with what none handled (`_PyExc_PrepReraiseStar`).

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use crate::args::{bind, req, Sig};
use crate::dict::{new_strmap, StrMap};
use crate::error::{type_error, value_error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{Class, ExcData, Instance, TypeKind, Value};

use super::types::{builtin_class, builtin_class_lazy, method};

/// `BaseExceptionGroup`, whose methods every group inherits.
pub(crate) fn base_exception_group_class(base_exception: Rc<Class>) -> Rc<Class> {
    builtin_class_lazy(
        ExcType::BaseExceptionGroup.name(),
        TypeKind::Exception,
        vec![base_exception],
        group_attrs,
    )
}

/// `ExceptionGroup(BaseExceptionGroup, Exception)`: its MRO is C3's, which builtin classes
/// otherwise take from their first base alone.
pub(crate) fn exception_group_class(beg: Rc<Class>, exception: Rc<Class>) -> Rc<Class> {
    let cls = builtin_class(
        ExcType::ExceptionGroup.name(),
        TypeKind::Exception,
        vec![beg.clone(), exception.clone()],
        new_strmap(),
    );
    // ExceptionGroup, BaseExceptionGroup, Exception, BaseException, object.
    let mut mro = vec![cls.clone(), beg];
    mro.extend(exception.mro().iter().cloned());
    *cls.mro.borrow_mut() = mro;
    cls.classes_changed();
    cls
}

fn group_attrs(_kind: TypeKind) -> StrMap {
    let mut m = new_strmap();
    m.insert(Rc::from("__new__"), Value::StaticMethod(Rc::new(method("__new__", eg_new))));
    for (name, f) in [
        ("__init__", eg_init as crate::value::BuiltinFn),
        ("__str__", eg_str),
        ("derive", eg_derive),
        ("split", eg_split),
        ("subgroup", eg_subgroup),
    ] {
        m.insert(Rc::from(name), method(name, f));
    }
    // Read-only members, as CPython's `T_OBJECT, READONLY`: a store is refused by
    // `generic_setattr` ("readonly attribute"), which a descriptor here sends stores to.
    for (name, f) in
        [("message", eg_message as crate::value::BuiltinFn), ("exceptions", eg_exceptions)]
    {
        m.insert(
            Rc::from(name),
            Value::Property(Rc::new(super::types::Property {
                fget: method(name, f),
                fset: Value::None,
                fdel: Value::None,
                doc: std::cell::RefCell::new(Value::None),
                getter_doc: std::cell::Cell::new(false),
                name: std::cell::RefCell::new(Some(Rc::from(format!("'{name}'")))),
            })),
        );
    }
    m.insert(
        Rc::from("__class_getitem__"),
        Value::ClassMethod(Rc::new(method("__class_getitem__", eg_class_getitem))),
    );
    m
}

/// An exception group's message and exceptions (a tuple).
pub(crate) fn group_parts(v: &Value) -> Option<(Value, Value)> {
    match v {
        Value::Instance(i) => {
            let d = i.exc.as_ref()?.borrow();
            d.group.as_ref().map(|g| (g.0.clone(), g.1.clone()))
        }
        _ => None,
    }
}

/// The exceptions of a group, as a vector.
pub(crate) fn group_exceptions(v: &Value) -> Option<Vec<Value>> {
    match &group_parts(v)?.1 {
        Value::Tuple(t) => Some(t.to_vec()),
        _ => None,
    }
}

/// `BaseExceptionGroup.__new__(cls, message, exceptions)` (`BaseExceptionGroup_new`): the
/// checks in CPython's order, and its choice of class: `BaseExceptionGroup(...)` of
/// `Exception`s only makes an `ExceptionGroup`. Keywords are `__init__`'s to refuse.
pub(crate) fn eg_new(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let beg = interp.types.exc(ExcType::BaseExceptionGroup);
    let cls = match args.first() {
        Some(Value::Class(c)) if c.is_subclass(&beg) => c.clone(),
        Some(Value::Class(c)) => {
            return Err(type_error(format!(
                "BaseExceptionGroup.__new__({}): {} is not a subtype of BaseExceptionGroup",
                c.name, c.name
            )))
        }
        Some(other) => {
            return Err(type_error(format!(
                "BaseExceptionGroup.__new__(X): X is not a type object ({})",
                interp.type_name(other)
            )))
        }
        None => return Err(type_error("BaseExceptionGroup.__new__(): not enough arguments")),
    };
    let given = &args[1..];
    if given.len() != 2 {
        return Err(type_error(format!(
            "BaseExceptionGroup.__new__() takes exactly 2 arguments ({} given)",
            given.len()
        )));
    }
    let (message, excs) = (&given[0], &given[1]);
    if crate::builtins::str_methods::as_pystr(message).is_none() {
        return Err(type_error(format!(
            "BaseExceptionGroup.__new__() argument 1 must be str, not {}",
            interp.type_name(message)
        )));
    }
    if !crate::modules::operator_native::is_sequence(excs) {
        return Err(type_error("second argument (exceptions) must be a sequence"));
    }
    let items = interp.iterate(excs)?;
    if items.is_empty() {
        return Err(value_error("second argument (exceptions) must be a non-empty sequence"));
    }
    let exception = interp.types.exc(ExcType::Exception);
    let mut nested_base = false;
    for (i, e) in items.iter().enumerate() {
        match e {
            Value::Instance(inst) if inst.exc.is_some() => {
                if !inst.class.is_subclass(&exception) {
                    nested_base = true;
                }
            }
            _ => {
                return Err(value_error(format!(
                    "Item {i} of second argument (exceptions) is not an exception"
                )))
            }
        }
    }
    let eg = interp.types.exc(ExcType::ExceptionGroup);
    let cls = if Rc::ptr_eq(&cls, &eg) {
        if nested_base {
            return Err(type_error("Cannot nest BaseExceptions in an ExceptionGroup"));
        }
        cls
    } else if Rc::ptr_eq(&cls, &beg) {
        if nested_base {
            cls
        } else {
            eg
        }
    } else {
        if nested_base && cls.is_subclass(&exception) {
            return Err(type_error(format!("Cannot nest BaseExceptions in '{}'", cls.name)));
        }
        cls
    };
    let inst = Rc::new(Instance {
        class: cls.clone(),
        attrs: crate::value::Attrs::for_instance(&cls),
        exc: Some(Box::new(RefCell::new(ExcData {
            args: given.to_vec(),
            group: Some(Box::new((message.clone(), Value::tuple(items)))),
            ..Default::default()
        }))),
        builtin_base: Default::default(),
    });
    interp.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
    Ok(Value::Instance(inst))
}

/// `BaseExceptionGroup.__init__`: no keywords, and the arguments become `args` (the group's
/// message and exceptions were set by `__new__`).
fn eg_init(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let Some(Value::Instance(i)) = args.first() else {
        return Err(type_error("descriptor '__init__' requires a 'BaseExceptionGroup' object"));
    };
    if !kw.is_empty() {
        return Err(type_error(format!("{}() takes no keyword arguments", i.class.name)));
    }
    if let Some(exc) = &i.exc {
        exc.borrow_mut().args = args[1..].to_vec();
    }
    Ok(Value::None)
}

fn eg_message(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(group_parts(receiver(args, "message")?).expect("checked by receiver").0)
}

fn eg_exceptions(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    Ok(group_parts(receiver(args, "exceptions")?).expect("checked by receiver").1)
}

fn receiver<'a>(args: &'a [Value], name: &str) -> R<&'a Value> {
    match args.first() {
        Some(v) if group_parts(v).is_some() => Ok(v),
        _ => Err(type_error(format!("descriptor '{name}' requires a 'BaseExceptionGroup' object"))),
    }
}

impl Interp {
    /// `str()` of a group: `message (N sub-exceptions)`.
    pub(crate) fn group_text(&mut self, v: &Value) -> Option<R<String>> {
        let (msg, excs) = group_parts(v)?;
        let n = match &excs {
            Value::Tuple(t) => t.len(),
            _ => 0,
        };
        Some(
            self.to_str(&msg)
                .map(|m| format!("{m} ({n} sub-exception{})", if n > 1 { "s" } else { "" })),
        )
    }
}

fn eg_str(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("BaseExceptionGroup.__str__");
    let me = receiver(args, "__str__")?;
    bind(&SIG, &args[1..], kw)?;
    let me = me.clone();
    interp.group_text(&me).unwrap_or_else(|| Ok(String::new())).map(Value::string)
}

/// `derive(excs)`: a `BaseExceptionGroup` (an `ExceptionGroup` when it can be) with this
/// group's message; subclasses override it to keep their own type and fields.
fn eg_derive(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // `PyArg_ParseTuple(args, "O", ...)`, which names no function in its count message.
    static SIG: Sig<1> = Sig::positional("derive", "BaseExceptionGroup.derive", ["excs"], 1);
    let me = receiver(args, "derive")?;
    if kw.is_empty() && args.len() != 2 {
        return Err(type_error(format!(
            "function takes exactly 1 argument ({} given)",
            args.len() - 1
        )));
    }
    let [excs] = bind(&SIG, &args[1..], kw)?;
    let (msg, _) = group_parts(me).expect("checked by receiver");
    let beg = Value::Class(interp.types.exc(ExcType::BaseExceptionGroup));
    interp.call(&beg, vec![msg, req(excs).clone()], vec![])
}

fn eg_split(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("split", "BaseExceptionGroup.split", ["matcher_value"], 1);
    let me = receiver(args, "split")?.clone();
    let [m] = bind(&SIG, &args[1..], kw)?;
    let matcher = Matcher::of(req(m))?;
    let (matched, rest) = interp.split_group(&me, &matcher, true)?;
    Ok(Value::tuple(vec![matched.unwrap_or(Value::None), rest.unwrap_or(Value::None)]))
}

fn eg_subgroup(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> =
        Sig::positional("subgroup", "BaseExceptionGroup.subgroup", ["matcher_value"], 1);
    let me = receiver(args, "subgroup")?.clone();
    let [m] = bind(&SIG, &args[1..], kw)?;
    let matcher = Matcher::of(req(m))?;
    let (matched, _) = interp.split_group(&me, &matcher, false)?;
    Ok(matched.unwrap_or(Value::None))
}

fn eg_class_getitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("__class_getitem__");
    let cls = args.first().cloned().unwrap_or(Value::None);
    let [item] = bind(&SIG, &args[1..], kw)?;
    Ok(interp.make_generic_alias(&cls, req(item)))
}

/// What `split` and `subgroup` select by (`_exceptiongroup_split_matcher_type`).
pub(crate) enum Matcher {
    /// An exception class or a tuple of them.
    Type(Value),
    /// A function called with each exception.
    Predicate(Value),
    /// The leaves kept by identity (`except*` re-raising part of a group).
    Ids(HashSet<usize>),
}

impl Matcher {
    fn of(v: &Value) -> R<Matcher> {
        let is_exc_class =
            |k: &Value| matches!(k, Value::Class(c) if c.kind == TypeKind::Exception);
        if is_exc_class(v) {
            return Ok(Matcher::Type(v.clone()));
        }
        if let Value::Tuple(items) = v {
            if items.iter().all(is_exc_class) {
                return Ok(Matcher::Type(v.clone()));
            }
        } else if !matches!(v, Value::Class(_)) && crate::builtins::is_callable(v) {
            return Ok(Matcher::Predicate(v.clone()));
        }
        Err(type_error("expected a function, exception type or tuple of exception types"))
    }
}

impl Interp {
    fn split_matches(&mut self, exc: &Value, matcher: &Matcher) -> R<bool> {
        match matcher {
            Matcher::Type(t) => self.exception_matches(exc, t),
            Matcher::Predicate(f) => {
                let r = self.call(f, vec![exc.clone()], vec![])?;
                self.truthy(&r)
            }
            Matcher::Ids(ids) => Ok(ids.contains(&exc.identity())),
        }
    }

    /// `exceptiongroup_split_recursive`: the part of `exc` that matches and (when
    /// `construct_rest`) the part that does not, each None when empty. A group matched whole
    /// is returned itself; a partly matched one is rebuilt by its `derive` (`subset`).
    pub(crate) fn split_group(
        &mut self,
        exc: &Value,
        matcher: &Matcher,
        construct_rest: bool,
    ) -> R<(Option<Value>, Option<Value>)> {
        if self.split_matches(exc, matcher)? {
            return Ok((Some(exc.clone()), None));
        }
        let Some(excs) = group_exceptions(exc) else {
            return Ok((None, construct_rest.then(|| exc.clone())));
        };
        let mut matched = Vec::new();
        let mut rest = Vec::new();
        for e in &excs {
            self.enter_nested(
                "maximum recursion depth exceeded in exceptiongroup_split_recursive",
            )?;
            let r = self.split_group(e, matcher, construct_rest);
            self.run.nesting -= 1;
            let (m, r) = r?;
            matched.extend(m);
            rest.extend(r);
        }
        let m = self.group_subset(exc, matched)?;
        let r = if construct_rest { self.group_subset(exc, rest)? } else { None };
        Ok((m, r))
    }

    /// `exceptiongroup_subset`: `orig.derive(excs)`, with `orig`'s traceback, cause, context
    /// and a copy of its notes; None for no exceptions.
    fn group_subset(&mut self, orig: &Value, excs: Vec<Value>) -> R<Option<Value>> {
        if excs.is_empty() {
            return Ok(None);
        }
        let eg = self.call_method(orig, &Rc::from("derive"), vec![Value::list(excs)], vec![])?;
        if group_parts(&eg).is_none() {
            return Err(type_error("derive must return an instance of BaseExceptionGroup"));
        }
        if let (Value::Instance(o), Value::Instance(n)) = (orig, &eg) {
            if let (Some(od), Some(nd)) = (&o.exc, &n.exc) {
                let (tb, cause, context) = {
                    let od = od.borrow();
                    (od.traceback.clone(), od.cause.clone(), od.context.clone())
                };
                let mut nd = nd.borrow_mut();
                nd.traceback = tb;
                nd.cause = cause;
                nd.context = context;
                // `PyException_SetCause` always sets it.
                nd.suppress_context = true;
            }
            let notes = o.attrs.borrow().get("__notes__").cloned();
            if let Some(notes) = notes {
                if crate::modules::operator_native::is_sequence(&notes) {
                    let copy = Value::list(self.iterate(&notes)?);
                    n.attrs.borrow_mut().insert(Rc::from("__notes__"), copy);
                }
            }
        }
        Ok(Some(eg))
    }

    /// `_PyEval_ExceptionGroupMatch`: the part of `exc` an `except* T` clause handles and the
    /// rest. A naked exception that matches is wrapped in `BaseExceptionGroup("", (exc,))`.
    pub(crate) fn except_star_match(
        &mut self,
        exc: &Value,
        kind: &Value,
    ) -> R<(Option<Value>, Option<Value>)> {
        if self.exception_matches(exc, kind)? {
            if group_parts(exc).is_some() {
                return Ok((Some(exc.clone()), None));
            }
            let beg = Value::Class(self.types.exc(ExcType::BaseExceptionGroup));
            // CPython 3.11 gives the wrapper no traceback of its own (3.12 copies the
            // exception's).
            let wrapped =
                self.call(&beg, vec![Value::str(""), Value::tuple(vec![exc.clone()])], vec![])?;
            return Ok((Some(wrapped), None));
        }
        if group_parts(exc).is_some() {
            let pair = self.call_method(exc, &Rc::from("split"), vec![kind.clone()], vec![])?;
            return match &pair {
                Value::Tuple(t) if t.len() == 2 => {
                    let some = |v: &Value| (!v.is_none()).then(|| v.clone());
                    Ok((some(&t[0]), some(&t[1])))
                }
                _ => {
                    let name = self.type_of(exc).name.clone();
                    Err(type_error(format!(
                        "{name}.split must return a 2-tuple, got {}",
                        self.type_name(&pair)
                    )))
                }
            };
        }
        Ok((None, Some(exc.clone())))
    }

    /// `check_except_star_type_valid`: an `except*` clause's type must be exception classes,
    /// none of them an exception group.
    pub(crate) fn check_except_star_type(&mut self, kind: &Value) -> R<()> {
        let beg = self.types.exc(ExcType::BaseExceptionGroup);
        let is_exc_class =
            |k: &Value| matches!(k, Value::Class(c) if c.kind == TypeKind::Exception);
        let classes: Vec<Value> = match kind {
            Value::Tuple(items) => items.to_vec(),
            other => vec![other.clone()],
        };
        if !classes.iter().all(is_exc_class) {
            return Err(type_error(
                "catching classes that do not inherit from BaseException is not allowed",
            ));
        }
        if classes.iter().any(|c| matches!(c, Value::Class(c) if c.is_subclass(&beg))) {
            return Err(type_error(
                "catching ExceptionGroup with except* is not allowed. Use except instead.",
            ));
        }
        Ok(())
    }

    /// `_PyExc_PrepReraiseStar`: what a `try` with `except*` clauses raises, given the
    /// exception it caught (`orig`) and, in order, what its clauses raised and the unhandled
    /// rest. Exceptions re-raised unchanged (same traceback, cause and context as `orig`) are
    /// put back in `orig`'s shape; new ones join them in a new `ExceptionGroup("")`.
    pub(crate) fn prep_reraise_star(&mut self, orig: &Value, excs: Vec<Value>) -> R<Option<Value>> {
        if excs.is_empty() {
            return Ok(None);
        }
        if group_parts(orig).is_none() {
            // A naked exception: at most one clause ran, so there is one exception.
            return Ok(excs.into_iter().next());
        }
        let mut raised = Vec::new();
        let mut reraised = Vec::new();
        for e in excs {
            if same_metadata(&e, orig) {
                reraised.push(e);
            } else {
                raised.push(e);
            }
        }
        let reraised_eg = if reraised.is_empty() {
            None
        } else {
            let mut ids = HashSet::new();
            for e in &reraised {
                self.collect_leaf_ids(e, &mut ids)?;
            }
            self.split_group(orig, &Matcher::Ids(ids), false)?.0
        };
        if raised.is_empty() {
            return Ok(reraised_eg);
        }
        raised.extend(reraised_eg);
        if raised.len() == 1 {
            return Ok(raised.pop());
        }
        // `_PyExc_CreateExceptionGroup` calls BaseExceptionGroup, which picks the class.
        let cls = Value::Class(self.types.exc(ExcType::BaseExceptionGroup));
        self.call(&cls, vec![Value::str(""), Value::list(raised)], vec![]).map(Some)
    }

    fn collect_leaf_ids(&mut self, e: &Value, ids: &mut HashSet<usize>) -> R<()> {
        match group_exceptions(e) {
            None => {
                ids.insert(e.identity());
            }
            Some(excs) => {
                for x in &excs {
                    self.enter_nested(
                        "maximum recursion depth exceeded in collect_exception_group_leaf_ids",
                    )?;
                    let r = self.collect_leaf_ids(x, ids);
                    self.run.nesting -= 1;
                    r?;
                }
            }
        }
        Ok(())
    }
}

/// `is_same_exception_metadata`: the same traceback, cause and context.
fn same_metadata(a: &Value, b: &Value) -> bool {
    let (Value::Instance(a), Value::Instance(b)) = (a, b) else { return false };
    let (Some(a), Some(b)) = (&a.exc, &b.exc) else { return false };
    let (a, b) = (a.borrow(), b.borrow());
    let same = |x: &Option<Value>, y: &Option<Value>| match (x, y) {
        (None, None) => true,
        (Some(x), Some(y)) => x.is(y),
        _ => false,
    };
    a.traceback == b.traceback && same(&a.cause, &b.cause) && same(&a.context, &b.context)
}
