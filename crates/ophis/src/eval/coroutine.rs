//! Coroutines: `async def`, `await`, `async for`, `async with` and async comprehensions.
//!
//! A coroutine is a generator of another face (`Value::Coroutine` over the same `Generator`,
//! `GenKind::Coroutine`): calling an `async def` binds its frame and suspends it on a stack
//! of its own, and `await` delegates to the awaited object exactly as `yield from` does,
//! so what the innermost awaitable yields reaches whoever drives the outermost coroutine
//! (`coro.send(None)`), and its return value comes back as `StopIteration(value)`. Every
//! step is ordinary evaluation: the operation counter, the deadline and the recursion limit
//! (each awaited coroutine's body is one level, `enter_call`) hold as for generators.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{Expr, Stmt, WithItem};
use crate::error::{type_error, Error, ExcType, R};
use crate::eval::generator::{GenKind, GenState, Generator};
use crate::eval::{Flow, Frame};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

/// Where an awaitable comes from, for CPython's wording of a refused one.
#[derive(Clone, Copy)]
pub(crate) enum AwaitSite {
    Await,
    AEnter,
    AExit,
}

impl Interp {
    /// `await v`.
    pub(crate) fn await_value(&mut self, v: Value, site: AwaitSite) -> R<Value> {
        let it = self.awaitable_iter(&v, site)?;
        self.delegate(it)
    }

    /// CPython's `_PyCoro_GetAwaitableIter`: a coroutine itself, else what the type's
    /// `__await__` returns, which must be an iterator and not a coroutine.
    fn awaitable_iter(&mut self, v: &Value, site: AwaitSite) -> R<Value> {
        if let Value::Coroutine(_) = v {
            return Ok(v.clone());
        }
        let cls = self.type_of(v);
        let aw = match (v, cls.lookup("__await__")) {
            (Value::Instance(_), Some(aw)) => aw,
            (Value::Generator(g), _) if matches!(g.kind, GenKind::AwaitWrapper(_)) => {
                return Err(type_error(format!(
                    "object {} can't be used in 'await' expression",
                    cls.name
                )))
            }
            _ => {
                let tp = cls.name.clone();
                return Err(type_error(match site {
                    AwaitSite::Await => {
                        format!("object {tp} can't be used in 'await' expression")
                    }
                    AwaitSite::AEnter => format!(
                        "'async with' received an object from __aenter__ that does not implement __await__: {tp}"
                    ),
                    AwaitSite::AExit => format!(
                        "'async with' received an object from __aexit__ that does not implement __await__: {tp}"
                    ),
                }));
            }
        };
        let res = self.call_with_receiver(&aw, v, vec![])?;
        match &res {
            Value::Coroutine(_) => Err(type_error("__await__() returned a coroutine")),
            Value::Generator(_) | Value::Iterator(_) => Ok(res),
            Value::Instance(i) if i.class.lookup("__next__").is_some() => Ok(res),
            _ => Err(type_error(format!(
                "__await__() returned non-iterator of type '{}'",
                self.type_name(&res)
            ))),
        }
    }

    /// `async for target in iterable: body else: orelse`.
    pub(crate) fn exec_async_for(
        &mut self,
        f: &mut Frame,
        target: &Expr,
        iterable: Value,
        body: &[Stmt],
        orelse: &[Stmt],
    ) -> R<Flow> {
        let it = self.async_iter(&iterable)?;
        while let Some(item) = self.async_next(&it)? {
            self.assign(f, target, item)?;
            match self.exec_block(f, body)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal | Flow::Continue => {}
            }
        }
        self.exec_block(f, orelse)
    }

    /// `__aiter__()` of an `async for`'s iterable, checked to have `__anext__`.
    pub(crate) fn async_iter(&mut self, iterable: &Value) -> R<Value> {
        let cls = self.type_of(iterable);
        let aiter = match (iterable, cls.lookup("__aiter__")) {
            (Value::Instance(_), Some(a)) => a,
            _ => {
                return Err(type_error(format!(
                    "'async for' requires an object with __aiter__ method, got {}",
                    cls.name
                )))
            }
        };
        let it = self.call_with_receiver(&aiter, iterable, vec![])?;
        let has_anext = matches!(&it, Value::Instance(i) if i.class.lookup("__anext__").is_some());
        if !has_anext {
            return Err(type_error(format!(
                "'async for' received an object from __aiter__ that does not implement __anext__: {}",
                self.type_name(&it)
            )));
        }
        Ok(it)
    }

    /// One step of an `async for`: `await it.__anext__()`, `None` at `StopAsyncIteration`.
    pub(crate) fn async_next(&mut self, it: &Value) -> R<Option<Value>> {
        let anext = self.type_of(it).lookup("__anext__").unwrap_or(Value::None);
        let awaitable = self.call_with_receiver(&anext, it, vec![])?;
        let aw_iter = match self.awaitable_iter(&awaitable, AwaitSite::Await) {
            Ok(a) => a,
            Err(e) if e.is_fatal() => return Err(e),
            Err(_) => {
                return Err(type_error(format!(
                    "'async for' received an invalid object from __anext__: {}",
                    self.type_name(&awaitable)
                )))
            }
        };
        match self.delegate(aw_iter) {
            Ok(v) => Ok(Some(v)),
            Err(e) if self.is_exc_type(&e, ExcType::StopAsyncIteration) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// `async with a as x, b as y: body`.
    pub(crate) fn exec_async_with(
        &mut self,
        f: &mut Frame,
        items: &[WithItem],
        body: &[Stmt],
    ) -> R<Flow> {
        let item = &items[0];
        let mgr = self.eval(f, &item.context)?;
        let cls = self.type_of(&mgr);
        let is_instance = matches!(mgr, Value::Instance(_));
        let enter = cls.lookup("__aenter__").filter(|_| is_instance);
        let exit = cls.lookup("__aexit__").filter(|_| is_instance);
        let (enter, exit) = match (enter, exit) {
            (Some(en), Some(ex)) => (en, ex),
            (None, _) => {
                return Err(type_error(format!(
                    "'{}' object does not support the asynchronous context manager protocol",
                    cls.name
                )))
            }
            (Some(_), None) => {
                return Err(type_error(format!(
                    "'{}' object does not support the asynchronous context manager protocol (missed __aexit__ method)",
                    cls.name
                )))
            }
        };
        let aw = self.call_with_receiver(&enter, &mgr, vec![])?;
        let entered = self.await_value(aw, AwaitSite::AEnter)?;
        if let Some(t) = &item.target {
            self.assign(f, t, entered)?;
        }
        let r = if items.len() > 1 {
            self.exec_async_with(f, &items[1..], body)
        } else {
            self.exec_block(f, body)
        };
        match r {
            Ok(flow) => {
                let aw = self.call_with_receiver(
                    &exit,
                    &mgr,
                    vec![Value::None, Value::None, Value::None],
                )?;
                self.await_value(aw, AwaitSite::AExit)?;
                Ok(flow)
            }
            Err(e) if e.is_fatal() => Err(e),
            Err(e) => {
                let exit_call = |interp: &mut Interp, args: Vec<Value>| -> R<Value> {
                    let aw = interp.call_with_receiver(&exit, &mgr, args)?;
                    interp.await_value(aw, AwaitSite::AExit)
                };
                self.exit_with_exception(e, exit_call)
            }
        }
    }

    /// Whether `e` is an exception of builtin type `ty` (or of a subclass of it).
    pub(crate) fn is_exc_type(&self, e: &Error, ty: ExcType) -> bool {
        match &e.0.kind {
            crate::error::ErrorKind::Builtin { ty: t, .. } => {
                *t == ty || self.types.exc(*t).is_subclass(&self.types.exc(ty))
            }
            crate::error::ErrorKind::Instance(Value::Instance(i)) => {
                i.class.is_subclass(&self.types.exc(ty))
            }
            _ => false,
        }
    }

    /// `coro.__await__()`: a `coroutine_wrapper` driving the coroutine.
    pub(crate) fn await_wrapper(&mut self, g: &Rc<Generator>) -> Value {
        Value::Generator(Rc::new(Generator::new(
            g.name.clone(),
            GenKind::AwaitWrapper(g.clone()),
            RefCell::new(GenState::Done),
            self.finalizers.clone(),
        )))
    }
}

/// The type of a coroutine-like generator value (`Value::Generator`'s is `generator`, a
/// wrapper's `coroutine_wrapper`).
pub(crate) fn generator_type_kind(g: &Generator) -> TypeKind {
    match g.kind {
        GenKind::AwaitWrapper(_) => TypeKind::CoroutineWrapper,
        GenKind::Coroutine => TypeKind::Coroutine,
        GenKind::Generator => TypeKind::Generator,
    }
}
