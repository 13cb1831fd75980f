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
use crate::coro::GenInput;
use crate::error::{type_error, Error, ExcType, R};
use crate::eval::generator::{AwaitState, GenKind, GenState, GenStep, Generator};
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
        match v {
            Value::Coroutine(_) => return Ok(v.clone()),
            // An async generator's awaitables are their own iterators.
            Value::Generator(g)
                if matches!(g.kind, GenKind::ASend { .. } | GenKind::AThrow { .. }) =>
            {
                return Ok(v.clone())
            }
            _ => {}
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
        let res = self.call_with_receiver(&aw, v, [])?;
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
        if let Value::AsyncGen(_) = iterable {
            return Ok(iterable.clone());
        }
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
        let it = self.call_with_receiver(&aiter, iterable, [])?;
        let has_anext = match &it {
            Value::Instance(i) => i.class.lookup("__anext__").is_some(),
            Value::AsyncGen(_) => true,
            _ => false,
        };
        if !has_anext {
            return Err(type_error(format!(
                "'async for' received an object from __aiter__ that does not implement __anext__: {}",
                self.type_name(&it)
            )));
        }
        Ok(it)
    }

    /// `aiter(obj)`: `type(obj).__aiter__(obj)`, which must give an asynchronous iterator.
    pub(crate) fn builtin_aiter(&mut self, obj: &Value) -> R<Value> {
        if let Value::AsyncGen(_) = obj {
            return Ok(obj.clone());
        }
        let cls = self.type_of(obj);
        let aiter = match obj {
            Value::Instance(_) => cls.lookup("__aiter__"),
            _ => None,
        };
        let Some(aiter) = aiter else {
            return Err(type_error(format!("'{}' object is not an async iterable", cls.name)));
        };
        let it = self.call_with_receiver(&aiter, obj, [])?;
        let is_async_iterator = match &it {
            Value::AsyncGen(_) => true,
            Value::Instance(i) => i.class.lookup("__anext__").is_some(),
            _ => false,
        };
        if !is_async_iterator {
            return Err(type_error(format!(
                "aiter() returned not an async iterator of type '{}'",
                self.type_name(&it)
            )));
        }
        Ok(it)
    }

    /// `anext(it)`: the awaitable `type(it).__anext__(it)`. With a default, a coroutine that
    /// awaits it and gives the default for `StopAsyncIteration` (CPython's `anext_awaitable`
    /// is an object of its own type; what awaiting it does is the same).
    pub(crate) fn builtin_anext(&mut self, it: &Value, default: Option<Value>) -> R<Value> {
        let awaitable = match it {
            Value::AsyncGen(g) => self.asend_awaitable(g, Value::None),
            Value::Instance(i) if i.class.lookup("__anext__").is_some() => {
                let anext = i.class.lookup("__anext__").unwrap_or(Value::None);
                self.call_with_receiver(&anext, it, [])?
            }
            _ => {
                return Err(type_error(format!(
                    "'{}' object is not an async iterator",
                    self.type_name(it)
                )))
            }
        };
        let Some(default) = default else { return Ok(awaitable) };
        self.make_generator_from(Rc::from("anext_awaitable"), GenKind::Coroutine, move |interp| {
            match interp.await_value(awaitable, AwaitSite::Await) {
                Err(e) if interp.is_exc_type(&e, ExcType::StopAsyncIteration) => Ok(default),
                r => r,
            }
        })
    }

    /// One step of an `async for`: `await it.__anext__()`, `None` at `StopAsyncIteration`.
    pub(crate) fn async_next(&mut self, it: &Value) -> R<Option<Value>> {
        let awaitable = if let Value::AsyncGen(g) = it {
            self.asend_awaitable(g, Value::None)
        } else {
            let anext = self.type_of(it).lookup("__anext__").unwrap_or(Value::None);
            self.call_with_receiver(&anext, it, [])?
        };
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
        let aw = self.call_with_receiver(&enter, &mgr, [])?;
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
                let aw =
                    self.call_with_receiver(&exit, &mgr, [Value::None, Value::None, Value::None])?;
                self.await_value(aw, AwaitSite::AExit)?;
                Ok(flow)
            }
            Err(e) if e.is_fatal() => Err(e),
            Err(mut e) => {
                e.name_entries(&f.name, f.source);
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

impl Interp {
    /// `agen.asend(value)` (and `agen.__anext__()`, with `None`).
    pub(crate) fn asend_awaitable(&mut self, agen: &Rc<Generator>, value: Value) -> Value {
        let kind = GenKind::ASend {
            agen: agen.clone(),
            value: RefCell::new(Some(value)),
            state: std::cell::Cell::new(AwaitState::Init),
        };
        let g = Generator::new(
            agen.name.clone(),
            kind,
            RefCell::new(GenState::Done),
            self.finalizers.clone(),
        );
        Value::Generator(Rc::new(g))
    }

    /// `agen.athrow(...)` (`exc`), `agen.aclose()` (`None`).
    pub(crate) fn athrow_awaitable(&mut self, agen: &Rc<Generator>, exc: Option<Error>) -> Value {
        let kind = GenKind::AThrow {
            agen: agen.clone(),
            close: exc.is_none(),
            exc: RefCell::new(exc),
            state: std::cell::Cell::new(AwaitState::Init),
        };
        let g = Generator::new(
            agen.name.clone(),
            kind,
            RefCell::new(GenState::Done),
            self.finalizers.clone(),
        );
        Value::Generator(Rc::new(g))
    }

    /// One step of an async generator's awaitable (`async_gen_asend_send`/`_throw` and
    /// `async_gen_athrow_send`/`_throw` in CPython): the async generator runs to its next
    /// suspension; a `yield` of its own ends the awaitable with the value (`Returned`), what
    /// an `await` inside it yields goes on to the event loop (`Yielded`), and its end is
    /// `StopAsyncIteration`.
    pub(crate) fn async_gen_awaitable_resume(
        &mut self,
        g: &Rc<Generator>,
        input: GenInput,
    ) -> R<GenStep> {
        match &g.kind {
            GenKind::ASend { agen, value, state } => {
                if state.get() == AwaitState::Closed {
                    return Err(runtime("cannot reuse already awaited __anext__()/asend()"));
                }
                let input = match input {
                    GenInput::Close => {
                        state.set(AwaitState::Closed);
                        return Ok(GenStep::Returned(Value::None));
                    }
                    GenInput::Send(v) if state.get() == AwaitState::Init => {
                        if flags(agen).running_async.get() {
                            return Err(runtime(
                                "anext(): asynchronous generator is already running",
                            ));
                        }
                        state.set(AwaitState::Iter);
                        let stored = value.borrow_mut().take().unwrap_or(Value::None);
                        GenInput::Send(if v.is_none() { stored } else { v })
                    }
                    other => other,
                };
                flags(agen).running_async.set(true);
                let r = self.agen_unwrap(agen, input);
                if !matches!(r, Ok(GenStep::Yielded(_))) {
                    state.set(AwaitState::Closed);
                }
                r
            }
            GenKind::AThrow { agen, exc, close, state } => {
                let close = *close;
                if state.get() == AwaitState::Closed {
                    return Err(runtime("cannot reuse already awaited aclose()/athrow()"));
                }
                // CPython's `async_gen_athrow_send` on a finished generator sets a bare
                // StopIteration: the awaitable ends at once with None.
                if matches!(*agen.state.borrow(), GenState::Done) {
                    state.set(AwaitState::Closed);
                    return Ok(GenStep::Returned(Value::None));
                }
                let input = match input {
                    GenInput::Close => {
                        state.set(AwaitState::Closed);
                        return Ok(GenStep::Returned(Value::None));
                    }
                    GenInput::Send(v) if state.get() == AwaitState::Init => {
                        let fl = flags(agen);
                        if fl.running_async.get() {
                            state.set(AwaitState::Closed);
                            return Err(runtime(if close {
                                "aclose(): asynchronous generator is already running"
                            } else {
                                "athrow(): asynchronous generator is already running"
                            }));
                        }
                        if fl.closed.get() {
                            state.set(AwaitState::Closed);
                            return Err(Error::bare(ExcType::StopAsyncIteration));
                        }
                        if !v.is_none() {
                            return Err(runtime(
                                "can't send non-None value to a just-started coroutine",
                            ));
                        }
                        state.set(AwaitState::Iter);
                        fl.running_async.set(true);
                        if close {
                            fl.closed.set(true);
                        }
                        let e = exc
                            .borrow_mut()
                            .take()
                            .unwrap_or_else(|| Error::bare(ExcType::GeneratorExit));
                        GenInput::Throw(e)
                    }
                    other => other,
                };
                if !close {
                    let r = self.agen_unwrap(agen, input);
                    if !matches!(r, Ok(GenStep::Yielded(_))) {
                        state.set(AwaitState::Closed);
                    }
                    return r;
                }
                // aclose(): the generator must not yield a value of its own any more.
                let r = self.gen_resume(agen, input);
                let own_yield = !self.run.await_yield;
                match r {
                    Ok(GenStep::Yielded(v)) if !own_yield => Ok(GenStep::Yielded(v)),
                    Ok(GenStep::Yielded(_)) => {
                        flags(agen).running_async.set(false);
                        state.set(AwaitState::Closed);
                        Err(runtime("async generator ignored GeneratorExit"))
                    }
                    Ok(GenStep::Returned(_)) => {
                        flags(agen).running_async.set(false);
                        state.set(AwaitState::Closed);
                        Ok(GenStep::Returned(Value::None))
                    }
                    Err(e) => {
                        flags(agen).running_async.set(false);
                        state.set(AwaitState::Closed);
                        if self.is_exc_type(&e, ExcType::StopAsyncIteration)
                            || self.is_exc_type(&e, ExcType::GeneratorExit)
                        {
                            Ok(GenStep::Returned(Value::None))
                        } else {
                            Err(e)
                        }
                    }
                }
            }
            _ => Err(runtime("not an async generator awaitable")),
        }
    }

    /// Resumes an async generator and reads its suspension as CPython's
    /// `async_gen_unwrap_value`.
    fn agen_unwrap(&mut self, agen: &Rc<Generator>, input: GenInput) -> R<GenStep> {
        let r = self.gen_resume(agen, input);
        let fl = flags(agen);
        match r {
            Ok(GenStep::Yielded(v)) if self.run.await_yield => Ok(GenStep::Yielded(v)),
            Ok(GenStep::Yielded(v)) => {
                fl.running_async.set(false);
                Ok(GenStep::Returned(v))
            }
            Ok(GenStep::Returned(_)) => {
                fl.closed.set(true);
                fl.running_async.set(false);
                Err(Error::bare(ExcType::StopAsyncIteration))
            }
            Err(e) => {
                if self.is_exc_type(&e, ExcType::StopAsyncIteration)
                    || self.is_exc_type(&e, ExcType::GeneratorExit)
                {
                    fl.closed.set(true);
                }
                fl.running_async.set(false);
                Err(e)
            }
        }
    }
}

fn runtime(msg: &str) -> Error {
    Error::new(ExcType::RuntimeError, msg)
}

/// An async generator's flags (a default for anything else, which never happens).
fn flags(agen: &Generator) -> &crate::eval::generator::AsyncGenFlags {
    match &agen.kind {
        GenKind::AsyncGen(f) => f,
        _ => unreachable!("an async generator's awaitable holds an async generator"),
    }
}

/// The type of a coroutine-like generator value (`Value::Generator`'s is `generator`, a
/// wrapper's `coroutine_wrapper`).
pub(crate) fn generator_type_kind(g: &Generator) -> TypeKind {
    match g.kind {
        GenKind::AwaitWrapper(_) => TypeKind::CoroutineWrapper,
        GenKind::Coroutine => TypeKind::Coroutine,
        GenKind::Generator => TypeKind::Generator,
        GenKind::AsyncGen(_) => TypeKind::AsyncGenerator,
        GenKind::ASend { .. } => TypeKind::AsyncGenASend,
        GenKind::AThrow { .. } => TypeKind::AsyncGenAThrow,
    }
}
