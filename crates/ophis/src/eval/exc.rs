//! Exceptions: `raise`, `try`, `with`, turning light errors into exception instances,
//! chaining (`__cause__`, `__context__`) and CPython's traceback text.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{ExceptHandler, Expr, Stmt, WithItem};
use crate::dict::new_strmap;
use crate::error::{type_error, Error, ErrorKind, ExcType, R};
use crate::eval::{Flow, Frame};
use crate::interp::{Interp, SourceText};
use crate::value::{Instance, TypeKind, Value};

/// Extra state of exception instances.
#[derive(Debug, Default)]
pub struct ExcData {
    pub args: Vec<Value>,
    pub cause: Option<Value>,
    pub context: Option<Value>,
    pub suppress_context: bool,
    pub traceback: Vec<crate::error::TbEntry>,
    /// smolagents' wording, while the exception propagates uncaught (`error::Explain`).
    pub explain: Option<Box<crate::error::Explain>>,
    /// An exception group's message and exceptions (a tuple), set by its `__new__`.
    pub group: Option<Box<(Value, Value)>>,
    /// For a NameError of an undefined name, where its suggestion looks (see `NameScope`).
    pub name_scope: Option<Box<NameScope>>,
}

/// Where the "Did you mean" suggestion of a NameError looks, as CPython's
/// `offer_suggestions_for_name_error` looks in the failing frame: its local variable names
/// (the code's `co_varnames`; none for a module or class body), then the module's globals,
/// then the builtins. Recorded when the name lookup fails, at the cost of a pointer copy;
/// the names are read only when the exception is displayed. The module namespace is held
/// weakly, so an exception kept by the program never keeps a module alive or hides a
/// reference from the collector; a namespace gone by then simply offers nothing.
#[derive(Debug)]
pub struct NameScope {
    /// The local names of the function, generator or comprehension whose frame failed (its
    /// `scope.local_names`), filled in when the error leaves that frame
    /// (`ErrorInner::name_scope_pending`, `note_name_scope`).
    pub locals: Option<Vec<Rc<str>>>,
    pub globals: std::rc::Weak<RefCell<crate::interp::Namespace>>,
    /// Whether the globals are the program's own `__main__` (whose builtins are the ones the
    /// policy allows) rather than a library module's.
    pub is_main: bool,
}

pub(crate) fn exception_type_name(exc: &Value) -> String {
    match exc {
        Value::Instance(i) => {
            let module = i.class.module_name();
            if i.class.is_builtin || &*module == "__main__" {
                i.class.name.to_string()
            } else {
                format!("{}.{}", module, i.class.qualname)
            }
        }
        _ => "Exception".to_string(),
    }
}

/// The traceback an exception instance carries (innermost entry first).
pub(crate) fn traceback_of(exc: &Value) -> Option<Vec<crate::error::TbEntry>> {
    exc_data(exc).map(|d| d.borrow().traceback.clone())
}

/// The arguments of an exception instance.
pub(crate) fn exc_args(exc: &Value) -> Option<Vec<Value>> {
    exc_data(exc).map(|d| d.borrow().args.clone())
}

fn exc_data(v: &Value) -> Option<&RefCell<ExcData>> {
    match v {
        Value::Instance(i) => i.exc.as_deref(),
        _ => None,
    }
}

/// Walks the `__context__` chain from `handled` and unlinks the exception whose context is
/// `raised`, as CPython's `_PyErr_SetObject` does before chaining `raised` to `handled`. A
/// chain that already holds a cycle (made by assigning `__context__`) is walked once round,
/// found with Floyd's slow pointer as there, so the walk always ends.
fn cut_context_cycle(handled: &Value, raised: &Value) {
    let context_of = |v: &Value| exc_data(v).and_then(|d| d.borrow().context.clone());
    let mut o = handled.clone();
    let mut slow = handled.clone();
    let mut toggle = false;
    while let Some(context) = context_of(&o) {
        if context.is(raised) {
            if let Some(d) = exc_data(&o) {
                d.borrow_mut().context = None;
            }
            break;
        }
        o = context;
        if o.is(&slow) {
            break;
        }
        if toggle {
            slow = context_of(&slow).unwrap_or(Value::None);
        }
        toggle = !toggle;
    }
}

impl Interp {
    /// A new `ty(msg)` raised from the exception `e`, as CPython's `_PyErr_FormatFromCause`
    /// makes one: `e` is its `__cause__` and `__context__`, and the context is suppressed
    /// (the traceback says "The above exception was the direct cause").
    pub(crate) fn error_from_cause(&mut self, e: Error, ty: ExcType, msg: String) -> Error {
        if e.is_fatal() {
            return e;
        }
        let cause = self.materialize(e);
        let wrapped = self.new_exception(ty, vec![Value::string(msg)]);
        if let Value::Instance(w) = &wrapped {
            if let Some(d) = &w.exc {
                let mut d = d.borrow_mut();
                d.cause = Some(cause.clone());
                d.context = Some(cause);
                d.suppress_context = true;
            }
        }
        Error::from_kind(crate::error::ErrorKind::Instance(wrapped))
    }

    /// Creates an instance of a builtin exception class.
    pub fn new_exception(&mut self, ty: ExcType, args: Vec<Value>) -> Value {
        let cls = self.types.exc(ty);
        Value::Instance(Rc::new(Instance {
            class: cls,
            attrs: crate::value::Attrs::new(new_strmap()),
            exc: Some(Box::new(RefCell::new(ExcData { args, ..Default::default() }))),
            builtin_base: Default::default(),
        }))
    }

    /// Turns any non-fatal error into an exception instance carrying its traceback so far.
    pub fn materialize(&mut self, e: Error) -> Value {
        let inner = *e.0;
        let exc = match inner.kind {
            ErrorKind::Instance(v) => v,
            ErrorKind::Builtin { ty, msg, args } => {
                let args = match (msg, args) {
                    (_, Some(a)) => a,
                    (Some(m), None) => vec![Value::string(m)],
                    (None, None) => vec![],
                };
                let exc = self.new_exception(ty, args);
                // The classes whose arguments set members (`SyntaxError.msg`, `lineno`, ...;
                // `ImportError.msg`) get them as their `__init__` would set them.
                if matches!(
                    ty,
                    ExcType::SyntaxError
                        | ExcType::IndentationError
                        | ExcType::TabError
                        | ExcType::ImportError
                        | ExcType::ModuleNotFoundError
                ) {
                    if let Value::Instance(i) = &exc {
                        let args = exc_data(&exc).map(|d| d.borrow().args.clone());
                        let kw = crate::eval::call::Kwargs::default();
                        let _ = self.exc_member_init(i, &args.unwrap_or_default(), &kw);
                    }
                }
                exc
            }
            ErrorKind::Fatal { kind, msg } => {
                // Fatal errors are never caught; reaching here is a bug, reported as such.
                let _ = kind;
                self.new_exception(ExcType::SystemError, vec![Value::string(msg)])
            }
        };
        if let Some(ctx) = inner.attr_ctx {
            if let Value::Instance(i) = &exc {
                set_attr_context(i, ctx.0, &ctx.1);
            }
        }
        if let Some(d) = exc_data(&exc) {
            let mut d = d.borrow_mut();
            d.traceback = inner.traceback;
            if inner.explain.is_some() {
                d.explain = inner.explain;
            }
        }
        exc
    }

    /// Takes smolagents' wording off an exception instance: the program caught it, or it
    /// became the context of another exception (error::Explain).
    pub fn take_explain(&self, exc: &Value) -> Option<Box<crate::error::Explain>> {
        exc_data(exc).and_then(|d| d.borrow_mut().explain.take())
    }

    /// Raises an exception instance again, continuing its traceback.
    pub fn reraise(&mut self, exc: Value) -> Error {
        let tb = exc_data(&exc).map(|d| d.borrow().traceback.clone()).unwrap_or_default();
        let mut e = Error::from_kind(ErrorKind::Instance(exc));
        e.0.traceback = tb;
        e.0.line_recorded = true;
        e
    }

    /// Evaluates what `raise` was given into an exception instance.
    fn exception_from(&mut self, v: Value) -> R<Value> {
        match &v {
            Value::Class(c) if c.kind == TypeKind::Exception => {
                let c = c.clone();
                let inst = self.instantiate(&c, vec![], vec![])?;
                // A `__new__` can return anything; CPython refuses to raise what is not an
                // exception, naming the class and what it returned.
                if matches!(&inst, Value::Instance(i) if i.exc.is_some()) {
                    return Ok(inst);
                }
                let got = Value::Class(self.type_of(&inst));
                Err(type_error(format!(
                    "calling {} should have returned an instance of BaseException, not {}",
                    self.repr(&v)?,
                    self.repr(&got)?
                )))
            }
            Value::Instance(i) if i.exc.is_some() => Ok(v),
            _ => Err(type_error("exceptions must derive from BaseException")),
        }
    }

    /// Builds the error a `raise` statement throws (returned, to be propagated by the caller).
    pub fn exec_raise(
        &mut self,
        f: &mut Frame,
        exc: Option<&Expr>,
        cause: Option<&Expr>,
    ) -> R<Error> {
        let exc = match exc {
            None => {
                return Ok(match self.run.handling.last() {
                    Some(v) => {
                        let v = v.clone();
                        self.reraise(v)
                    }
                    None => Error::new(ExcType::RuntimeError, "No active exception to reraise"),
                });
            }
            Some(e) => {
                let v = self.eval(f, e)?;
                self.exception_from(v)?
            }
        };
        if let Some(c) = cause {
            let cv = self.eval(f, c)?;
            let cause = match cv {
                Value::None => None,
                // An exception class is called as `raise` calls it: what its `__init__`
                // raises propagates (CPython's `RAISE_VARARGS`), as does a `__new__` that
                // returns something that is not an exception.
                Value::Class(ref c) if c.kind == TypeKind::Exception => {
                    Some(self.exception_from(cv)?)
                }
                Value::Instance(ref i) if i.exc.is_some() => Some(cv),
                _ => return Err(type_error("exception causes must derive from BaseException")),
            };
            if let Some(d) = exc_data(&exc) {
                let mut d = d.borrow_mut();
                d.cause = cause;
                d.suppress_context = true;
            }
        }
        // As CPython's `_PyErr_SetObject`, the exception being handled becomes the new one's
        // `__context__` when it is raised, not only when it leaves the handler, so the handler
        // that catches it inside sees it (`chain_context` covers errors raised otherwise).
        // It replaces whatever context the exception had from an earlier raise, and, as there,
        // the link of the handled exception's own context chain that leads back to the raised
        // one is cut, so raising an exception from that chain makes no cycle (`a` raised while
        // handling `c`, whose chain is c -> b -> a, gives a -> c -> b).
        if let Some(h) = self.run.handling.last().cloned() {
            if !exc.is(&h) {
                cut_context_cycle(&h, &exc);
                if let Some(d) = exc_data(&exc) {
                    d.borrow_mut().context = Some(h);
                }
            }
        }
        let mut e = Error::from_kind(ErrorKind::Instance(exc.clone()));
        // A fresh raise starts a fresh traceback; re-raising an old instance continues its own.
        if let Some(d) = exc_data(&exc) {
            e.0.traceback = d.borrow().traceback.clone();
        }
        Ok(e)
    }

    /// Records `context` as the `__context__` of the exception in `e` (materializing it).
    fn chain_context(&mut self, e: Error, context: &Value) -> Error {
        if e.is_fatal() {
            return e;
        }
        let recorded = e.0.line_recorded;
        let exc = self.materialize(e);
        if !exc.is(context) {
            self.take_explain(context);
            if let Some(d) = exc_data(&exc) {
                let mut d = d.borrow_mut();
                if d.context.is_none() {
                    d.context = Some(context.clone());
                }
            }
        }
        let mut err = self.reraise(exc);
        err.0.line_recorded = recorded;
        err
    }

    pub fn exception_matches(&mut self, exc: &Value, kind: &Value) -> R<bool> {
        let cls = match exc {
            Value::Instance(i) => i.class.clone(),
            _ => return Ok(false),
        };
        let is_exc_class =
            |k: &Value| matches!(k, Value::Class(k) if k.kind == TypeKind::Exception);
        match kind {
            Value::Class(k) if k.kind == TypeKind::Exception => Ok(cls.is_subclass(k)),
            // As CPython, a tuple is checked whole before any match: only exception classes,
            // one level deep (a nested tuple is refused, so matching never recurses).
            Value::Tuple(items) if items.iter().all(is_exc_class) => {
                Ok(items.iter().any(|k| matches!(k, Value::Class(k) if cls.is_subclass(k))))
            }
            _ => Err(type_error(
                "catching classes that do not inherit from BaseException is not allowed",
            )),
        }
    }

    pub fn exec_try(
        &mut self,
        f: &mut Frame,
        body: &[Stmt],
        handlers: &[ExceptHandler],
        orelse: &[Stmt],
        finalbody: &[Stmt],
    ) -> R<Flow> {
        let result = match self.exec_block(f, body) {
            Ok(Flow::Normal) if !orelse.is_empty() => self.exec_block(f, orelse),
            Ok(flow) => Ok(flow),
            Err(e) if e.is_fatal() || handlers.is_empty() => Err(e),
            Err(e) => self.handle_exception(f, e, handlers),
        };
        if finalbody.is_empty() {
            return result;
        }
        match result {
            Err(e) if e.is_fatal() => Err(e),
            Err(mut e) => {
                e.name_entries(&f.name, f.source);
                let exc = self.materialize(e);
                self.run.handling.push(exc.clone());
                let fr = self.exec_block(f, finalbody);
                self.run.handling.pop();
                match fr {
                    Ok(Flow::Normal) => Err(self.reraise(exc)),
                    Ok(other) => Ok(other),
                    Err(e2) => Err(self.chain_context(e2, &exc)),
                }
            }
            Ok(flow) => match self.exec_block(f, finalbody)? {
                Flow::Normal => Ok(flow),
                other => Ok(other),
            },
        }
    }

    fn handle_exception(
        &mut self,
        f: &mut Frame,
        mut e: Error,
        handlers: &[ExceptHandler],
    ) -> R<Flow> {
        if handlers.first().is_some_and(|h| h.star) {
            return self.handle_except_star(f, e, handlers);
        }
        e.name_entries(&f.name, f.source);
        let exc = self.materialize(e);
        for h in handlers {
            let matched = match &h.kind {
                None => true,
                Some(k) => {
                    let kv = match self.eval(f, k) {
                        Ok(v) => v,
                        Err(e2) => return Err(self.chain_context(e2, &exc)),
                    };
                    match self.exception_matches(&exc, &kv) {
                        Ok(m) => m,
                        Err(e2) => return Err(self.chain_context(e2, &exc)),
                    }
                }
            };
            if !matched {
                continue;
            }
            self.take_explain(&exc);
            if let Some(name) = &h.name {
                self.store_name(f, name, exc.clone())?;
            }
            self.run.handling.push(exc.clone());
            let r = self.exec_block(f, &h.body);
            self.run.handling.pop();
            if let Some(name) = &h.name {
                let target = Expr { kind: crate::ast::ExprKind::Name(name.clone()), span: h.span };
                let _ = self.delete(f, &target);
            }
            return match r {
                Err(e2) => Err(self.chain_context(e2, &exc)),
                ok => ok,
            };
        }
        Err(self.reraise(exc))
    }

    /// The `except*` clauses of a `try` (CPython's `compiler_try_star_except`): each clause
    /// takes the part of what is left that it matches (`except_star_match`: a naked exception
    /// is wrapped in a group) and runs at most once with it bound; what the clauses raise,
    /// with their context set to the part they handled, and the part none matched are then
    /// combined as CPython combines them (`prep_reraise_star`) and raised.
    fn handle_except_star(
        &mut self,
        f: &mut Frame,
        mut e: Error,
        handlers: &[ExceptHandler],
    ) -> R<Flow> {
        e.name_entries(&f.name, f.source);
        let orig = self.materialize(e);
        self.take_explain(&orig);
        let mut rest = Some(orig.clone());
        let mut raised = Vec::new();
        // The exception being handled, as CPython's `CHECK_EG_MATCH` sets it: the caught one,
        // then the part each matching clause took, until the statement ends.
        let mut handled = orig.clone();
        for h in handlers {
            // The parser gives every `except*` clause a type; CPython evaluates and checks it
            // even once nothing is left to match.
            let Some(k) = &h.kind else { continue };
            let checked = match self.eval(f, k) {
                Ok(kv) => self.check_except_star_type(&kv).map(|()| kv),
                Err(e2) => Err(e2),
            };
            let kv = match checked {
                Ok(kv) => kv,
                Err(e2) => return Err(self.chain_context(e2, &handled)),
            };
            let Some(current) = rest.take() else { continue };
            let (matched, left) = match self.except_star_match(&current, &kv) {
                Ok(pair) => pair,
                Err(e2) => return Err(self.chain_context(e2, &handled)),
            };
            rest = left;
            let Some(matched) = matched else { continue };
            handled = matched.clone();
            if let Some(name) = &h.name {
                self.store_name(f, name, matched.clone())?;
            }
            self.run.handling.push(matched.clone());
            let r = self.exec_block(f, &h.body);
            self.run.handling.pop();
            if let Some(name) = &h.name {
                let target = Expr { kind: crate::ast::ExprKind::Name(name.clone()), span: h.span };
                let _ = self.delete(f, &target);
            }
            match r {
                Ok(Flow::Normal) => {}
                // `break`, `continue` and `return` in an `except*` clause are compile-time
                // errors (`checks`); anything else leaving the clause leaves the statement.
                Ok(flow) => return Ok(flow),
                Err(e2) if e2.is_fatal() => return Err(e2),
                Err(mut e2) => {
                    e2.name_entries(&f.name, f.source);
                    let e2 = self.chain_context(e2, &matched);
                    raised.push(self.materialize(e2));
                }
            }
        }
        raised.extend(rest);
        match self.prep_reraise_star(&orig, raised)? {
            None => Ok(Flow::Normal),
            Some(exc) => Err(self.reraise(exc)),
        }
    }

    pub fn exec_with(&mut self, f: &mut Frame, items: &[WithItem], body: &[Stmt]) -> R<Flow> {
        let item = &items[0];
        let mgr = self.eval(f, &item.context)?;
        if let Value::Host(h) = &mgr {
            return self.exec_with_host(f, h.clone(), items, body);
        }
        let cls = self.type_of(&mgr);
        let (enter, exit) = match (cls.lookup("__enter__"), cls.lookup("__exit__")) {
            (Some(en), Some(ex)) => (en, ex),
            (en, _) => {
                // CPython 3.11 names the missing `__exit__` when `__enter__` is there.
                return Err(type_error(format!(
                    "'{}' object does not support the context manager protocol{}",
                    cls.name,
                    if en.is_some() { " (missed __exit__ method)" } else { "" }
                )));
            }
        };
        let entered = self.call_with_receiver(&enter, &mgr, [])?;
        if let Some(t) = &item.target {
            self.assign(f, t, entered)?;
        }
        let r = if items.len() > 1 {
            self.exec_with(f, &items[1..], body)
        } else {
            self.exec_block(f, body)
        };
        match r {
            Ok(flow) => {
                self.call_with_receiver(&exit, &mgr, [Value::None, Value::None, Value::None])?;
                Ok(flow)
            }
            Err(e) if e.is_fatal() => Err(e),
            Err(mut e) => {
                e.name_entries(&f.name, f.source);
                self.exit_with_exception(e, |interp: &mut Interp, args: Vec<Value>| {
                    interp.call_with_receiver(&exit, &mgr, args)
                })
            }
        }
    }

    /// A `with` body raised `e`: calls the manager's exit (`__exit__`, or `__aexit__` awaited)
    /// with the exception's type, value and traceback, and suppresses the exception if it
    /// answers true.
    pub(crate) fn exit_with_exception(
        &mut self,
        e: Error,
        exit: impl FnOnce(&mut Interp, Vec<Value>) -> R<Value>,
    ) -> R<Flow> {
        let exc = self.materialize(e);
        let ty = match &exc {
            Value::Instance(i) => Value::Class(i.class.clone()),
            _ => Value::None,
        };
        // The traceback argument is an opaque object: no frame is reachable from it.
        let tb = Value::Instance(Rc::new(Instance {
            class: self.types.get(TypeKind::Traceback),
            attrs: crate::value::Attrs::new(new_strmap()),
            exc: None,
            builtin_base: Default::default(),
        }));
        self.finish_exit(exc, |interp, exc| exit(interp, vec![ty, exc.clone(), tb]))
    }

    /// A context manager's exit with `exc` propagating: `call` runs `__exit__` while `exc` is
    /// the exception being handled; a true result suppresses it, an error raised by `__exit__`
    /// propagates with `exc` as its context, and otherwise `exc` propagates on (its
    /// explanation stays with the propagation, not with the instance `__exit__` sees).
    fn finish_exit(
        &mut self,
        exc: Value,
        call: impl FnOnce(&mut Self, &Value) -> R<Value>,
    ) -> R<Flow> {
        let explain = self.take_explain(&exc);
        self.run.handling.push(exc.clone());
        let res = call(self, &exc);
        self.run.handling.pop();
        let suppress = match res {
            Ok(v) => v,
            Err(e2) => return Err(self.chain_context(e2, &exc)),
        };
        if self.truthy(&suppress)? {
            Ok(Flow::Normal)
        } else {
            let mut e = self.reraise(exc);
            e.0.explain = explain;
            Err(e)
        }
    }

    /// `with h:` for a host object: the host's own `__enter__`/`__exit__`, each a confined
    /// host operation. `__exit__` sees an exception of the host's kind carrying the message.
    fn exec_with_host(
        &mut self,
        f: &mut Frame,
        h: Rc<crate::host::HostHandle>,
        items: &[WithItem],
        body: &[Stmt],
    ) -> R<Flow> {
        let item = &items[0];
        let entered = self.host_op_value(&h, crate::host::HostOp::Enter)?;
        if let Some(t) = &item.target {
            self.assign(f, t, entered)?;
        }
        let r = if items.len() > 1 {
            self.exec_with(f, &items[1..], body)
        } else {
            self.exec_block(f, body)
        };
        match r {
            Ok(flow) => {
                self.host_op(&h, crate::host::HostOp::Exit(None))?;
                Ok(flow)
            }
            Err(e) if e.is_fatal() => Err(e),
            Err(e) => {
                let exc = self.materialize(e);
                let type_name = match &exc {
                    Value::Instance(i) => i
                        .class
                        .mro()
                        .iter()
                        .find(|c| c.is_builtin)
                        .map_or_else(|| "Exception".to_string(), |c| c.name.to_string()),
                    _ => "Exception".to_string(),
                };
                // Its one string argument as it is (`KeyError('k')` stays `KeyError('k')`), else
                // its text.
                let single = match exc_data(&exc).map(|d| d.borrow().args.clone()) {
                    Some(args) if args.len() == 1 => match &args[0] {
                        Value::Str(s) => Some(s.s.clone()),
                        _ => None,
                    },
                    _ => None,
                };
                let message = single.unwrap_or_else(|| self.str_of_quiet(&exc));
                self.finish_exit(exc, |interp, _| {
                    interp.host_op_value(&h, crate::host::HostOp::Exit(Some((type_name, message))))
                })
            }
        }
    }

    /// `call_with_receiver` with one argument, as every binary operator's and comparison's
    /// dunder is called: a native method (`Decimal.__add__` is one) gets its two arguments
    /// from the stack; anything else goes through `call_with_receiver`, which puts a plain
    /// Python function's arguments straight into its local slots.
    #[inline]
    pub(crate) fn call_with_receiver1(
        &mut self,
        func: &Value,
        recv: &Value,
        arg: &Value,
    ) -> R<Value> {
        match func {
            Value::Builtin(b) => (b.func)(self, &[recv.clone(), arg.clone()], &vec![]),
            _ => self.call_with_receiver(func, recv, [arg.clone()]),
        }
    }

    /// Calls a function found on a class with `recv` as its first argument (the special
    /// methods: `__eq__`, `__getitem__`, `__iter__`, ...). The arguments come as an array or
    /// a vector; a plain Python function (see `plain_call`) gets them straight in its local
    /// slots, so the call makes no argument vector (the one made before, with the receiver
    /// inserted in front, was a second allocation and a copy on every special-method call).
    #[inline]
    pub fn call_with_receiver<A>(&mut self, func: &Value, recv: &Value, args: A) -> R<Value>
    where
        A: IntoIterator<Item = Value>,
        A::IntoIter: ExactSizeIterator,
    {
        let args = args.into_iter();
        let n = args.len();
        if let Value::Function(f) = func {
            if crate::eval::call::plain_call(&f.def, n + 1) {
                let mut locals = self.take_locals(f.def.scope.local_names.len());
                locals[0] = Some(recv.clone());
                for (slot, a) in locals[1..].iter_mut().zip(args) {
                    *slot = Some(a);
                }
                return self.run_plain(f, locals);
            }
        }
        let mut all = Vec::with_capacity(n + 1);
        all.push(recv.clone());
        all.extend(args);
        self.call_with_receiver_vec(func, recv, all)
    }

    /// `call_with_receiver` with the receiver first in `args` already.
    #[inline(never)]
    fn call_with_receiver_vec(
        &mut self,
        func: &Value,
        recv: &Value,
        mut args: Vec<Value>,
    ) -> R<Value> {
        match func {
            Value::Function(f) => self.call_function(f, args, vec![]),
            Value::Builtin(b) => (b.func)(self, &args, &vec![]),
            Value::StaticMethod(inner) => {
                args.remove(0);
                let inner = (**inner).clone();
                self.call(&inner, args, vec![])
            }
            other => {
                let other = other.clone();
                args.remove(0);
                let bound = self.bind_class_attr(recv, &self.type_of(recv), other)?;
                self.call(&bound, args, vec![])
            }
        }
    }

    /// CPython's traceback text for an uncaught exception, chained exceptions first, as the
    /// interpreter displays it (with the "Did you mean" hints).
    pub fn format_exception(&mut self, exc: &Value) -> String {
        self.format_exception_known(exc, &[], None, true)
    }

    /// `format_exception`, leaving out also the entries of the library sources `left_out` (the
    /// texts of ophis's `unittest` modules, whose frames CPython's unittest leaves out of its
    /// reports).
    /// This is the text of CPython 3.11's `traceback` module, which unittest's reports use: it
    /// offers no "Did you mean" hint (only the interpreter's own display does, until 3.12).
    pub(crate) fn format_exception_without(
        &mut self,
        exc: &Value,
        left_out: &[&'static str],
    ) -> String {
        self.format_exception_known(exc, left_out, None, false)
    }

    /// `format_exception_without`, with the interpreter's "Did you mean" hints when `suggest`,
    /// the suggestion of `exc` itself already known when `suggestion` is given.
    pub(crate) fn format_exception_known(
        &mut self,
        exc: &Value,
        left_out: &[&'static str],
        suggestion: Option<Option<String>>,
        suggest: bool,
    ) -> String {
        let mut ctx = PrintCtx {
            out: String::new(),
            seen: Vec::new(),
            depth: 0,
            need_close: false,
            known: suggestion.map(|s| (exc.identity(), s)),
            suggest,
        };
        self.print_exception_recursive(exc, &mut ctx, left_out);
        ctx.out
    }

    /// CPython's `print_exception_recursive` (Python/pythonrun.c): the chained exceptions
    /// first, then the exception, or the group with its members below it.
    fn print_exception_recursive(
        &mut self,
        exc: &Value,
        ctx: &mut PrintCtx,
        left_out: &[&'static str],
    ) {
        ctx.seen.push(exc.identity());
        if let Some(d) = exc_data(exc) {
            let (cause, context, suppress) = {
                let d = d.borrow();
                (d.cause.clone(), d.context.clone(), d.suppress_context)
            };
            let chained = match (cause, context) {
                (Some(c), _) => Some((
                    c,
                    "The above exception was the direct cause of the following exception:\n",
                )),
                (None, Some(c)) if !suppress => Some((
                    c,
                    "During handling of the above exception, another exception occurred:\n",
                )),
                _ => None,
            };
            if let Some((c, message)) = chained {
                if !ctx.seen.contains(&c.identity()) {
                    let need_close = ctx.need_close;
                    self.print_exception_recursive(&c, ctx, left_out);
                    ctx.need_close = need_close;
                    ctx.emit("\n", None);
                    ctx.emit(message, None);
                    ctx.emit("\n", None);
                }
            }
        }
        match crate::builtins::exc_group::group_exceptions(exc) {
            None => self.print_one_exception(exc, ctx, left_out),
            Some(excs) => self.print_exception_group(exc, &excs, ctx, left_out),
        }
    }

    /// CPython's `print_exception_group`: the group's own traceback and line, then each of
    /// its first 15 exceptions in a numbered frame, nested at most 10 groups deep.
    fn print_exception_group(
        &mut self,
        exc: &Value,
        excs: &[Value],
        ctx: &mut PrintCtx,
        left_out: &[&'static str],
    ) {
        const MAX_GROUP_WIDTH: usize = 15;
        const MAX_GROUP_DEPTH: usize = 10;
        if ctx.depth > MAX_GROUP_DEPTH {
            ctx.emit(&format!("... (max_group_depth is {MAX_GROUP_DEPTH})\n"), None);
            return;
        }
        if ctx.depth == 0 {
            ctx.depth += 1;
        }
        self.print_one_exception(exc, ctx, left_out);
        let n = excs.len().min(MAX_GROUP_WIDTH + 1);
        ctx.need_close = false;
        for i in 0..n {
            let last = i + 1 == n;
            if last {
                // The closing frame may be added by a nested group.
                ctx.need_close = true;
            }
            let truncated = i >= MAX_GROUP_WIDTH;
            let title = if truncated { "...".to_string() } else { (i + 1).to_string() };
            let lead = if i == 0 { "+-" } else { "  " };
            ctx.out.push_str(&format!(
                "{}{lead}+---------------- {title} ----------------\n",
                " ".repeat(2 * ctx.depth)
            ));
            ctx.depth += 1;
            if truncated {
                let more = excs.len() - MAX_GROUP_WIDTH;
                let s = if more > 1 { "s" } else { "" };
                ctx.emit(&format!("and {more} more exception{s}\n"), None);
            } else {
                self.print_exception_recursive(&excs[i], ctx, left_out);
            }
            if last && ctx.need_close {
                ctx.out.push_str(&" ".repeat(2 * ctx.depth));
                ctx.out.push_str("+------------------------------------\n");
                ctx.need_close = false;
            }
            ctx.depth -= 1;
        }
        if ctx.depth == 1 {
            ctx.depth -= 1;
        }
    }

    /// One exception's traceback, `Type: message` line and notes, each line behind the
    /// context's margin.
    fn print_one_exception(&mut self, exc: &Value, ctx: &mut PrintCtx, left_out: &[&'static str]) {
        if let Some(d) = exc_data(exc) {
            let mut tb = d.borrow().traceback.clone();
            tb.retain(|entry| {
                !self.sources.hidden(entry.source)
                    && !matches!(self.sources.get(entry.source),
                        Some(SourceText::Library(l)) if left_out.iter().any(|t| std::ptr::eq(*t, l.text)))
            });
            if !tb.is_empty() {
                let mut out = String::new();
                // Like CPython, a run of identical entries (deep recursion) is shown three times
                // and then summarized.
                let mut last: Option<(u32, Option<Rc<str>>, u32)> = None;
                let mut repeats = 0usize;
                let flush = |out: &mut String, repeats: usize| {
                    if repeats > 3 {
                        let n = repeats - 3;
                        out.push_str(&format!(
                            "  [Previous line repeated {} more time{}]\n",
                            n,
                            if n == 1 { "" } else { "s" }
                        ));
                    }
                };
                for entry in tb.iter().rev() {
                    let key = (entry.line, entry.func.clone(), entry.source);
                    if last.as_ref() == Some(&key) {
                        repeats += 1;
                        if repeats > 3 {
                            continue;
                        }
                    } else {
                        flush(&mut out, repeats);
                        repeats = 1;
                        last = Some(key);
                    }
                    let func = entry.func.as_deref().unwrap_or("<module>");
                    let file = self.sources.file_name(entry.source, &self.config.filename);
                    out.push_str(&format!("  File \"{file}\", line {}, in {}\n", entry.line, func));
                    if let Some(src) = self.sources.get(entry.source) {
                        if let Some(line) = src.line(entry.line) {
                            let t = line.trim();
                            if !t.is_empty() {
                                out.push_str(&format!("    {t}\n"));
                            }
                        }
                    }
                }
                flush(&mut out, repeats);
                let is_group = d.borrow().group.is_some();
                if is_group {
                    // The outermost group's header sits on the frame's corner.
                    let margin = if ctx.depth == 1 { Some("+ ") } else { None };
                    ctx.emit("Exception Group Traceback (most recent call last):\n", margin);
                } else {
                    ctx.emit("Traceback (most recent call last):\n", None);
                }
                ctx.emit(&out, None);
            }
        }
        let name = exception_type_name(exc);
        let msg = self.str_of_quiet(exc);
        // CPython's `print_exception_suggestions` writes the hint right after the message, or
        // after the type alone when the message is empty.
        let suggestion = match &ctx.known {
            _ if !ctx.suggest => None,
            Some((id, s)) if *id == exc.identity() => s.clone(),
            _ => self.exception_suggestion(exc),
        };
        let hint = suggestion.map(|s| format!(". Did you mean: '{s}'?")).unwrap_or_default();
        if msg.is_empty() {
            ctx.emit(&format!("{name}{hint}\n"), None);
        } else {
            ctx.emit(&format!("{name}: {msg}{hint}\n"), None);
        }
        let mut notes = String::new();
        self.format_notes_into(exc, &mut notes);
        ctx.emit(&notes, None);
    }

    /// The exception's `__notes__` after its last line, as CPython's `print_exception_notes`:
    /// each note on its own line (a str as it is, anything else through `str()`), or the repr
    /// of a `__notes__` that is not a sequence (or is a str or bytes).
    pub(crate) fn format_notes_into(&mut self, exc: &Value, out: &mut String) {
        let Value::Instance(i) = exc else { return };
        let Some(notes) = i.attrs.borrow().get("__notes__").cloned() else { return };
        let items = match &notes {
            Value::List(l) => l.borrow().clone(),
            Value::Tuple(t) => t.to_vec(),
            _ => {
                let r = self.repr(&notes).unwrap_or_else(|_| "<__notes__ repr() failed>".into());
                out.push_str(&r);
                out.push('\n');
                return;
            }
        };
        for note in items {
            match &note {
                Value::Str(s) => out.push_str(&s.s),
                _ => {
                    let s = self.to_str(&note).unwrap_or_else(|_| "<note str() failed>".into());
                    out.push_str(&s);
                }
            }
            out.push('\n');
        }
    }

    /// Whether `e` is a Python exception of type `ty` (or a subclass), in either form.
    pub fn is_exc_of(&self, e: &Error, ty: ExcType) -> bool {
        let target = self.types.exc(ty);
        match &e.0.kind {
            ErrorKind::Builtin { ty: t, .. } => self.types.exc(*t).is_subclass(&target),
            ErrorKind::Instance(Value::Instance(i)) => i.class.is_subclass(&target),
            _ => false,
        }
    }
}

/// The subclass `OSError(errno, ...)` makes for a known errno (CPython's `errnomap`, with
/// Linux's numbers).
pub(crate) fn oserror_subclass(errno: i64) -> Option<ExcType> {
    Some(match errno {
        11 | 114 | 115 => ExcType::BlockingIOError,
        10 => ExcType::ChildProcessError,
        32 | 108 => ExcType::BrokenPipeError,
        103 => ExcType::ConnectionAbortedError,
        111 => ExcType::ConnectionRefusedError,
        104 => ExcType::ConnectionResetError,
        17 => ExcType::FileExistsError,
        2 => ExcType::FileNotFoundError,
        21 => ExcType::IsADirectoryError,
        20 => ExcType::NotADirectoryError,
        4 => ExcType::InterruptedError,
        13 | 1 => ExcType::PermissionError,
        3 => ExcType::ProcessLookupError,
        110 => ExcType::TimeoutError,
        _ => return None,
    })
}

/// The attributes OSError's arguments set (CPython's `oserror_init`): with 2 to 5 arguments,
/// `errno` and `strerror`, then `filename` and `filename2` when given (not None), in which
/// case `args` keeps only the first two.
pub(crate) fn oserror_init(inst: &Instance, args: &[Value]) {
    if !(2..=5).contains(&args.len()) {
        return;
    }
    let mut attrs = inst.attrs.borrow_mut();
    attrs.insert(Rc::from("errno"), args[0].clone());
    attrs.insert(Rc::from("strerror"), args[1].clone());
    if let Some(f) = args.get(2).filter(|f| !f.is_none()) {
        attrs.insert(Rc::from("filename"), f.clone());
        if let Some(f2) = args.get(4).filter(|f| !f.is_none()) {
            attrs.insert(Rc::from("filename2"), f2.clone());
        }
        if let Some(exc) = &inst.exc {
            exc.borrow_mut().args.truncate(2);
        }
    }
}

/// Sets an AttributeError's `name` and `obj` members unless either is set already.
fn set_attr_context(i: &Instance, obj: Value, name: &Rc<str>) {
    let mut attrs = i.attrs.borrow_mut();
    if !attrs.contains_key("name") && !attrs.contains_key("obj") {
        attrs.insert(Rc::from("name"), Value::str(name));
        attrs.insert(Rc::from("obj"), obj);
    }
}

impl Interp {
    /// CPython's `set_attribute_error_context`: an AttributeError from reading `obj.name` gets
    /// the object and the name as its `obj` and `name` members, unless it has either already.
    /// Only the program's own reads (attribute expressions, method calls, `getattr()`) ask,
    /// so the object is one the program holds. Cold: only a failed lookup comes here.
    #[cold]
    pub(crate) fn attr_error_context(&self, mut e: Error, obj: &Value, name: &Rc<str>) -> Error {
        let attr_error = self.types.exc(ExcType::AttributeError);
        match &e.0.kind {
            ErrorKind::Builtin { ty, .. }
                if e.0.attr_ctx.is_none() && self.types.exc(*ty).is_subclass(&attr_error) =>
            {
                e.0.attr_ctx = Some(Box::new((obj.clone(), name.clone())));
            }
            ErrorKind::Instance(Value::Instance(i)) if i.class.is_subclass(&attr_error) => {
                set_attr_context(i, obj.clone(), name);
            }
            _ => {}
        }
        e
    }
}

impl Interp {
    /// The name CPython 3.11's display of `exc` offers after its message (`". Did you mean:
    /// '{name}'?"`, `_Py_Offer_Suggestions`): only for an exception whose class is exactly
    /// `AttributeError` (with its `name` a str and its `obj` set) or exactly `NameError` (with
    /// its `name` a str, raised by a failing lookup, whose frame's names it searches). Computed
    /// only here, when the exception is displayed, never when it is raised.
    ///
    /// The sandbox's rules hold: no name the program could not use is ever offered (a dunder
    /// the policy refuses, the interpreter's insides, a builtin the policy removes), and a host
    /// object's names are never listed (`dir()` of one would run host code), so it gets none.
    pub(crate) fn exception_suggestion(&mut self, exc: &Value) -> Option<String> {
        let Value::Instance(i) = exc else { return None };
        let is_attr = Rc::ptr_eq(&i.class, &self.types.exc(ExcType::AttributeError));
        let is_name = !is_attr && Rc::ptr_eq(&i.class, &self.types.exc(ExcType::NameError));
        if !is_attr && !is_name {
            return None;
        }
        let (name, obj) = {
            let attrs = i.attrs.borrow();
            let name = match attrs.get("name") {
                Some(Value::Str(s)) => s.s.clone(),
                _ => return None,
            };
            (name, attrs.get("obj").cloned())
        };
        if is_attr {
            let obj = obj?;
            if matches!(obj, Value::Host(_)) {
                return None;
            }
            // `dir()` may run a `__dir__` of the program's; its failure means no suggestion,
            // as CPython clears it.
            let listed = crate::builtins::bi_dir(self, &[obj], &vec![]).ok()?;
            let items = self.iterate(&listed).ok()?;
            let names: Vec<Rc<str>> = items
                .iter()
                .filter_map(|v| match v {
                    Value::Str(s) => Some(Rc::from(s.s.as_str())),
                    _ => None,
                })
                .collect();
            if names.len() != items.len() {
                // CPython gives up on a `dir()` holding a non-str.
                return None;
            }
            return self.suggest_among(&name, &[names]);
        }
        let (locals, globals) = {
            let d = i.exc.as_ref()?.borrow();
            let scope = d.name_scope.as_ref()?;
            (scope.locals.clone().unwrap_or_default(), scope.globals.upgrade())
        };
        let globals: Vec<Rc<str>> = globals
            .map(|ns| {
                let ns = ns.borrow();
                ns.table
                    .names
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| matches!(ns.values.get(*k), Some(Some(_))))
                    .map(|(_, n)| n.clone())
                    .collect()
            })
            .unwrap_or_default();
        let mut builtins: Vec<Rc<str>> = Vec::new();
        for n in crate::builtins::builtin_names() {
            if self.config.policy.denied_builtin_message(n).is_some() {
                continue;
            }
            // The keywords that are also builtins' names are always there.
            if matches!(n, "None" | "True" | "False") {
                builtins.push(Rc::from(n));
            } else if let Some(v) = self.builtin(n) {
                if self.config.policy.builtin_allowed(n, &v) {
                    builtins.push(Rc::from(n));
                }
            }
        }
        self.suggest_among(&name, &[locals, globals, builtins])
    }

    /// The suggestion for `name` from the first of `lists` that offers one, each list searched
    /// on its own (CPython's `calculate_suggestions` per list), after leaving out the names the
    /// program may not use.
    fn suggest_among(&self, name: &str, lists: &[Vec<Rc<str>>]) -> Option<String> {
        let policy = &self.config.policy;
        for list in lists {
            let visible: Vec<&str> = list
                .iter()
                .map(|n| &**n)
                .filter(|n| {
                    !crate::policy::Policy::is_dunder(n)
                        || (policy.dunder_allowed(n) && !crate::policy::INSIDE_DUNDERS.contains(n))
                })
                .collect();
            if let Some(s) = crate::suggest::calculate_suggestion(name, &visible) {
                return Some(s.to_string());
            }
        }
        None
    }
}

/// Records on a NameError leaving the frame it was raised in (`ErrorInner::name_scope_pending`)
/// the local names its suggestion searches (`NameScope::locals`), and clears the mark, so no
/// outer frame records its own. Cold: only an undefined name comes here.
#[cold]
#[inline(never)]
pub(crate) fn note_name_scope(e: &mut Error, local_names: &[Rc<str>]) {
    e.0.name_scope_pending = false;
    if let ErrorKind::Instance(Value::Instance(i)) = &e.0.kind {
        if let Some(d) = &i.exc {
            if let Some(scope) = d.borrow_mut().name_scope.as_mut() {
                scope.locals = Some(local_names.to_vec());
            }
        }
    }
}

/// The members of the exception classes whose `__init__` sets them (CPython's
/// `AttributeError_init`, `NameError_init`, `ImportError_init`, `SyntaxError_init`): the class,
/// how many of its members are keyword-only arguments (the first ones), and all of them. Each
/// reads None until set.
const EXC_MEMBERS: [(ExcType, usize, &[&str]); 4] = [
    (ExcType::AttributeError, 2, &["name", "obj"]),
    (ExcType::NameError, 1, &["name"]),
    (ExcType::ImportError, 2, &["name", "path", "msg"]),
    (
        ExcType::SyntaxError,
        0,
        &[
            "msg",
            "filename",
            "lineno",
            "offset",
            "text",
            "end_lineno",
            "end_offset",
            "print_file_and_line",
        ],
    ),
];

impl Interp {
    /// The entry of `EXC_MEMBERS` for an exception class, if it derives from one of them.
    fn exc_members(
        &self,
        cls: &Rc<crate::value::Class>,
    ) -> Option<(ExcType, usize, &'static [&'static str])> {
        EXC_MEMBERS.iter().copied().find(|(t, _, _)| cls.is_subclass(&self.types.exc(*t)))
    }

    /// Whether `name` is a member of the exception class `cls` (None until set).
    pub(crate) fn is_exc_member(&self, cls: &Rc<crate::value::Class>, name: &str) -> bool {
        self.exc_members(cls).is_some_and(|(_, _, names)| names.contains(&name))
    }

    /// The part of `BaseException.__init__` that the subclasses with members add: their
    /// keyword arguments (with `PyArg_ParseTupleAndKeywords`' errors; any other class takes
    /// none, `_PyArg_NoKeywords`), and the members the arguments set. A member not given is
    /// unset again, as a second `__init__` call does in CPython.
    pub(crate) fn exc_member_init(
        &mut self,
        inst: &Instance,
        args: &[Value],
        kw: &crate::eval::call::Kwargs,
    ) -> R<()> {
        let Some((ty, nkw, names)) = self.exc_members(&inst.class) else {
            if !kw.is_empty() {
                return Err(crate::error::type_error(format!(
                    "{}() takes no keyword arguments",
                    inst.class.name
                )));
            }
            return Ok(());
        };
        let tname = ty.name();
        if !kw.is_empty() && nkw == 0 {
            return Err(crate::error::type_error(format!(
                "{}() takes no keyword arguments",
                inst.class.name
            )));
        }
        if kw.len() > nkw {
            return Err(crate::error::type_error(format!(
                "{tname}() takes at most {nkw} keyword argument{} ({} given)",
                if nkw == 1 { "" } else { "s" },
                kw.len()
            )));
        }
        if let Some((k, _)) = kw.iter().find(|(k, _)| !names[..nkw].contains(&&**k)) {
            return Err(crate::error::type_error(format!(
                "'{k}' is an invalid keyword argument for {tname}()"
            )));
        }
        let mut set: Vec<(&str, Value)> = kw
            .iter()
            .map(|(k, v)| (*names.iter().find(|n| **n == &**k).unwrap_or(&""), v.clone()))
            .collect();
        match ty {
            ExcType::ImportError if args.len() == 1 => set.push(("msg", args[0].clone())),
            ExcType::SyntaxError => {
                if let Some(m) = args.first() {
                    set.push(("msg", m.clone()));
                }
                if let [_, info] = args {
                    let info = self.iterate(info)?;
                    if info.len() < 4 || info.len() > 6 {
                        return Err(crate::error::type_error(format!(
                            "function takes {} ({} given)",
                            if info.len() < 4 {
                                "at least 4 arguments"
                            } else {
                                "at most 6 arguments"
                            },
                            info.len()
                        )));
                    }
                    if info.len() == 5 {
                        return Err(crate::error::type_error(
                            "end_offset must be provided when end_lineno is provided",
                        ));
                    }
                    for (n, v) in names[1..7].iter().zip(info) {
                        set.push((n, v));
                    }
                }
            }
            _ => {}
        }
        let mut attrs = inst.attrs.borrow_mut();
        for n in names {
            match set.iter().find(|(k, _)| k == n) {
                Some((_, v)) => {
                    attrs.insert(Rc::from(*n), v.clone());
                }
                None => {
                    attrs.shift_remove(n);
                }
            }
        }
        Ok(())
    }

    /// `str()` of an ImportError whose `msg` is a str (CPython's `ImportError_str`) or of a
    /// SyntaxError (`SyntaxError_str`: `str(msg)`, followed by ` (file, line N)` as far as
    /// they are known); None for the plain exception text.
    pub(crate) fn member_exc_text(&mut self, inst: &Instance) -> R<Option<String>> {
        let Some((ty, _, _)) = self.exc_members(&inst.class) else { return Ok(None) };
        let get = |n: &str| inst.attrs.borrow().get(n).cloned();
        match ty {
            ExcType::ImportError => Ok(match &get("msg") {
                Some(Value::Str(s)) => Some(s.s.to_string()),
                _ => None,
            }),
            ExcType::SyntaxError => {
                let filename = match &get("filename") {
                    Some(Value::Str(s)) => {
                        Some(s.s.rsplit('/').next().unwrap_or_default().to_string())
                    }
                    _ => None,
                };
                let lineno = match get("lineno") {
                    Some(Value::Int(n)) => Some(n),
                    _ => None,
                };
                let msg = self.to_str(&get("msg").unwrap_or(Value::None))?;
                Ok(Some(match (filename, lineno) {
                    (Some(f), Some(n)) => format!("{msg} ({f}, line {n})"),
                    (Some(f), None) => format!("{msg} ({f})"),
                    (None, Some(n)) => format!("{msg} (line {n})"),
                    (None, None) => msg,
                }))
            }
            _ => Ok(None),
        }
    }
}

/// The attributes every OSError has, None until its arguments (or the program) set them.
pub(crate) const OSERROR_ATTRS: [&str; 4] = ["errno", "strerror", "filename", "filename2"];

impl Interp {
    /// `str()` of an OSError (CPython's `OSError_str`): `[Errno n] text: 'file' -> 'file2'`
    /// when the attributes are set, else None (the plain exception text).
    pub(crate) fn oserror_text(&mut self, inst: &Instance) -> R<Option<String>> {
        if !inst.class.is_subclass(&self.types.exc(ExcType::OSError)) {
            return Ok(None);
        }
        let [errno, strerror, filename, filename2] = {
            let a = inst.attrs.borrow();
            OSERROR_ATTRS.map(|n| a.get(n).cloned())
        };
        let head = |me: &mut Interp| -> R<String> {
            let e = me.to_str(errno.as_ref().unwrap_or(&Value::None))?;
            let s = me.to_str(strerror.as_ref().unwrap_or(&Value::None))?;
            Ok(format!("[Errno {e}] {s}"))
        };
        Ok(match (&filename, &filename2) {
            (Some(f), Some(f2)) => {
                Some(format!("{}: {} -> {}", head(self)?, self.repr(f)?, self.repr(f2)?))
            }
            (Some(f), None) => Some(format!("{}: {}", head(self)?, self.repr(f)?)),
            _ if errno.is_some() && strerror.is_some() => Some(head(self)?),
            _ => None,
        })
    }
}

/// CPython's `exception_print_context`: the text so far, the exceptions already shown, how
/// deep in groups the printing is (each level indents by two and draws a `| ` margin), and
/// whether the innermost group's frame still needs its closing line.
struct PrintCtx {
    out: String,
    seen: Vec<usize>,
    depth: usize,
    need_close: bool,
    /// The suggestion already computed for one exception (its identity), so a report that
    /// also gives it apart (`RunError::Exception::suggestion`) asks `dir()` once, as CPython's
    /// display does.
    known: Option<(usize, Option<String>)>,
    /// Whether the text is the interpreter's display, which adds the hints.
    suggest: bool,
}

impl PrintCtx {
    /// Writes `text` with each line behind the indent and margin of the current depth
    /// (`margin` replaces `| `).
    fn emit(&mut self, text: &str, margin: Option<&str>) {
        let mut prefix = " ".repeat(2 * self.depth);
        if self.depth > 0 {
            prefix.push_str(margin.unwrap_or("| "));
        }
        for line in text.split_inclusive('\n') {
            self.out.push_str(&prefix);
            self.out.push_str(line);
        }
    }
}
