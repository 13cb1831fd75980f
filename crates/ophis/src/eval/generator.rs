//! Generators: `yield`, `yield from`, `send`, `throw`, `close`, return values.
//!
//! A generator's body runs on its own coroutine stack (see `coro`), so it is ordinary
//! recursive evaluation that suspends inside a `yield` expression.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::coro::{GenCoroutine, GenInput, Resumed};
use crate::error::{type_error, Error, ErrorKind, ExcType, R};
use crate::eval::Frame;
use crate::interp::Interp;
use crate::value::{Function, Value};

pub enum GenState {
    Ready(GenCoroutine),
    Running,
    Done,
}

/// What a suspended body is to the program.
pub enum GenKind {
    /// A generator function's or generator expression's (`Value::Generator`).
    Generator,
    /// An `async def`'s (`Value::Coroutine`, see `eval::coroutine`).
    Coroutine,
    /// `coro.__await__()`: a `coroutine_wrapper` (a `Value::Generator`), an iterator driving
    /// the coroutine it wraps; it has no body of its own (`state` stays `Done`).
    AwaitWrapper(Rc<Generator>),
    /// An async generator's (`Value::AsyncGen`).
    AsyncGen(AsyncGenFlags),
    /// `agen.asend(v)` / `agen.__anext__()`: an awaitable (a `Value::Generator` of type
    /// `async_generator_asend`) running the async generator to its next `yield`.
    ASend { agen: Rc<Generator>, value: RefCell<Option<Value>>, state: Cell<AwaitState> },
    /// `agen.athrow(...)` / `agen.aclose()` (`exc` is `None`).
    AThrow {
        agen: Rc<Generator>,
        exc: RefCell<Option<Error>>,
        close: bool,
        state: Cell<AwaitState>,
    },
}

/// CPython's `ag_running_async` and `ag_closed`.
#[derive(Default)]
pub struct AsyncGenFlags {
    pub running_async: Cell<bool>,
    pub closed: Cell<bool>,
}

/// The state of an async generator's awaitable, as CPython's `AWAITABLE_STATE_*`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum AwaitState {
    Init,
    Iter,
    Closed,
}

pub struct Generator {
    /// The function's qualified name, as CPython's `__qualname__` and repr show it.
    pub name: Rc<str>,
    pub kind: GenKind,
    pub state: RefCell<GenState>,
    /// Where this generator goes to be closed if it is dropped while suspended.
    finalizers: Rc<Finalizers>,
    /// `__name__` and `__qualname__` as the program set them, when it did (CPython's are
    /// writable); `name` stays what the generator was made with.
    pub renamed: RefCell<Option<(Rc<str>, Rc<str>)>>,
    /// The exceptions the generator's own `except` blocks were handling when it last yielded
    /// (innermost last): CPython gives each generator its own exception state, so they leave
    /// the interpreter's handling stack while it is suspended (the caller is not handling
    /// them) and go back on top of it when it resumes.
    pub handling: RefCell<Vec<Value>>,
}

/// Suspended generators the program dropped, waiting to be closed (`GeneratorExit` thrown in
/// at their `yield`, as CPython's finalizer does) by the interpreter they belong to. A drop
/// cannot run program code itself (it has no interpreter, and may happen anywhere in the
/// evaluator), so the generator's coroutine is queued here and closed at the next statement
/// boundary or lambda call (`Interp::finalize_if_asked`), under the run's budget. Closing
/// also lets the coroutine return through ordinary error propagation, which is much cheaper
/// than unwinding its stack.
#[derive(Default)]
pub struct Finalizers {
    /// Each with the exceptions its handlers were handling (`Generator::handling`).
    #[allow(clippy::type_complexity)]
    pending: RefCell<std::collections::VecDeque<(Rc<str>, u8, GenCoroutine, Vec<Value>)>>,
    /// Something is pending: the one flag the statement boundary reads.
    pub any: std::cell::Cell<bool>,
    /// The interpreter is being torn down: dropped generators are discarded (their stacks
    /// unwound without running program code) instead of queued.
    pub closed: std::cell::Cell<bool>,
}

impl Finalizers {
    /// Discards every pending generator without running its code (the end of a run by a
    /// limit, the interpreter's teardown).
    pub fn discard(&self) {
        loop {
            let next = self.pending.try_borrow_mut().ok().and_then(|mut p| p.pop_front());
            match next {
                Some(entry) => drop(entry),
                None => break,
            }
        }
        self.any.set(false);
    }
}

impl Drop for Generator {
    fn drop(&mut self) {
        if let GenState::Ready(co) = std::mem::replace(self.state.get_mut(), GenState::Done) {
            if co.started() && !self.finalizers.closed.get() {
                if let Ok(mut pending) = self.finalizers.pending.try_borrow_mut() {
                    let tag = match self.kind {
                        GenKind::Coroutine => 1,
                        GenKind::AsyncGen(_) => 2,
                        _ => 0,
                    };
                    let handling = std::mem::take(self.handling.get_mut());
                    pending.push_back((self.name.clone(), tag, co, handling));
                    self.finalizers.any.set(true);
                }
            }
        }
    }
}

impl Generator {
    pub(crate) fn new(
        name: Rc<str>,
        kind: GenKind,
        state: RefCell<GenState>,
        finalizers: Rc<Finalizers>,
    ) -> Generator {
        Generator {
            name,
            kind,
            state,
            finalizers,
            renamed: RefCell::new(None),
            handling: RefCell::new(Vec::new()),
        }
    }

    /// Whether this is a generator, coroutine or async generator of the program's (which
    /// have CPython's `__name__` and `__qualname__`), not one of ophis's awaitable wrappers.
    pub fn has_names(&self) -> bool {
        matches!(self.kind, GenKind::Generator | GenKind::Coroutine | GenKind::AsyncGen(_))
    }

    /// `__qualname__`: the function's qualified name unless the program set another.
    pub fn qualname(&self) -> Rc<str> {
        match &*self.renamed.borrow() {
            Some((_, q)) => q.clone(),
            None => self.name.clone(),
        }
    }

    /// `__name__`: the function's name (the last part of its qualified name) unless the
    /// program set another.
    pub fn short_name(&self) -> Rc<str> {
        match &*self.renamed.borrow() {
            Some((n, _)) => n.clone(),
            None => Rc::from(self.name.rsplit('.').next().unwrap_or(&self.name)),
        }
    }

    /// `gen.__name__ = v` / `gen.__qualname__ = v`, with CPython's TypeError for a value that
    /// is not a str.
    pub fn rename(&self, attr: &str, v: &Value) -> R<()> {
        let Value::Str(s) = v else {
            return Err(type_error(format!("{attr} must be set to a string object")));
        };
        let new: Rc<str> = Rc::from(s.as_str());
        let (mut n, mut q) = (self.short_name(), self.qualname());
        if attr == "__name__" {
            n = new;
        } else {
            q = new;
        }
        *self.renamed.borrow_mut() = Some((n, q));
        Ok(())
    }

    pub fn is_coroutine(&self) -> bool {
        matches!(self.kind, GenKind::Coroutine)
    }
}

impl std::fmt::Debug for Generator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<generator object {}>", self.name)
    }
}

/// One step of a generator.
pub enum GenStep {
    Yielded(Value),
    Returned(Value),
}

impl Interp {
    /// Wraps a bound frame of a generator function into a generator object, or of an
    /// `async def` into a coroutine object.
    pub fn make_generator(&mut self, func: Rc<Function>, frame: Frame) -> R<Value> {
        let name = func.def.qualname.clone();
        // The names the function has now (the program may have assigned them), as CPython's
        // generator takes `func.__name__`/`__qualname__` when it is made.
        let renamed = {
            let special = func.special.borrow();
            let own = |i: usize| match special.as_ref().map(|s| &s[i]) {
                Some(Some(Value::Str(s))) => Some(Rc::<str>::from(s.as_str())),
                _ => None,
            };
            match (own(0), own(1)) {
                (None, None) => None,
                (n, q) => Some((
                    n.unwrap_or_else(|| Rc::from(name.rsplit('.').next().unwrap_or(&name))),
                    q.unwrap_or_else(|| name.clone()),
                )),
            }
        };
        let source = func.source;
        let coroutine = func.def.is_async;
        let async_gen = coroutine && func.def.scope.has_yield;
        let mut frame = frame;
        let co = GenCoroutine::new(move |interp: &mut Interp, input: GenInput| {
            match input {
                GenInput::Send(_) => {}
                GenInput::Throw(e) => return Err(e),
                GenInput::Close => return Ok(Value::None),
            }
            let def = func.def.clone();
            interp.enter_call()?;
            let r = interp.run_body(&mut frame, &def.body);
            interp.run.depth = interp.run.depth.saturating_sub(1);
            r.map_err(|mut e| {
                if e.0.name_scope_pending {
                    crate::eval::exc::note_name_scope(&mut e, &def.scope.local_names);
                }
                e.leave_frame(&def.name, source);
                e
            })
        })?;
        let kind = match (coroutine, async_gen) {
            (_, true) => GenKind::AsyncGen(AsyncGenFlags::default()),
            (true, false) => GenKind::Coroutine,
            _ => GenKind::Generator,
        };
        let g = Rc::new(Generator {
            name,
            kind,
            state: RefCell::new(GenState::Ready(co)),
            finalizers: self.finalizers.clone(),
            renamed: RefCell::new(renamed),
            handling: RefCell::new(Vec::new()),
        });
        Ok(match (coroutine, async_gen) {
            (_, true) => Value::AsyncGen(g),
            (true, false) => Value::Coroutine(g),
            _ => Value::Generator(g),
        })
    }

    /// Wraps a native body into a generator object (generator expressions), an asynchronous
    /// generator (asynchronous generator expressions) or a coroutine (`anext` with a default),
    /// as `kind` says.
    pub fn make_generator_from(
        &mut self,
        name: Rc<str>,
        kind: GenKind,
        body: impl FnOnce(&mut Interp) -> R<Value> + 'static,
    ) -> R<Value> {
        let co = GenCoroutine::new(move |interp: &mut Interp, input: GenInput| {
            match input {
                GenInput::Send(_) => {}
                GenInput::Throw(e) => return Err(e),
                GenInput::Close => return Ok(Value::None),
            }
            body(interp)
        })?;
        let wrap: fn(Rc<Generator>) -> Value = match kind {
            GenKind::AsyncGen(_) => Value::AsyncGen,
            GenKind::Coroutine => Value::Coroutine,
            _ => Value::Generator,
        };
        Ok(wrap(Rc::new(Generator {
            name,
            kind,
            state: RefCell::new(GenState::Ready(co)),
            finalizers: self.finalizers.clone(),
            renamed: RefCell::new(None),
            handling: RefCell::new(Vec::new()),
        })))
    }

    pub fn gen_resume(&mut self, g: &Rc<Generator>, input: GenInput) -> R<GenStep> {
        let (coro, agen) = match &g.kind {
            GenKind::Generator => (false, false),
            GenKind::Coroutine => (true, false),
            GenKind::AsyncGen(_) => (false, true),
            GenKind::AwaitWrapper(inner) => return self.gen_resume(inner, input),
            GenKind::ASend { .. } | GenKind::AThrow { .. } => {
                return self.async_gen_awaitable_resume(g, input)
            }
        };
        let state = std::mem::replace(&mut *g.state.borrow_mut(), GenState::Running);
        let mut co = match state {
            GenState::Ready(co) => co,
            GenState::Running => {
                *g.state.borrow_mut() = GenState::Running;
                let what = if coro { "coroutine" } else { "generator" };
                return Err(Error::new(ExcType::ValueError, format!("{what} already executing")));
            }
            GenState::Done => {
                *g.state.borrow_mut() = GenState::Done;
                return match input {
                    // An exhausted coroutine refuses to run again, except to be closed.
                    GenInput::Send(_) | GenInput::Throw(_) if coro => Err(Error::new(
                        ExcType::RuntimeError,
                        "cannot reuse already awaited coroutine",
                    )),
                    GenInput::Throw(e) => Err(e),
                    _ => Ok(GenStep::Returned(Value::None)),
                };
            }
        };
        if !co.started() {
            match &input {
                GenInput::Send(v) if !v.is_none() => {
                    *g.state.borrow_mut() = GenState::Ready(co);
                    return Err(type_error(if coro {
                        "can't send non-None value to a just-started coroutine"
                    } else if agen {
                        "can't send non-None value to a just-started async generator"
                    } else {
                        "can't send non-None value to a just-started generator"
                    }));
                }
                GenInput::Close => {
                    *g.state.borrow_mut() = GenState::Done;
                    return Ok(GenStep::Returned(Value::None));
                }
                GenInput::Throw(_) => {
                    *g.state.borrow_mut() = GenState::Done;
                    if let GenInput::Throw(e) = input {
                        return Err(e);
                    }
                    unreachable!();
                }
                _ => {}
            }
        }
        let depth = self.run.depth;
        let base = self.run.handling.len();
        self.run.handling.append(&mut g.handling.borrow_mut());
        let r = co.resume(self, input);
        self.run.depth = depth;
        // What the generator's handlers pushed above the caller's is its own (they pop what
        // they push, so nothing of the caller's is above `base`).
        let own =
            if self.run.handling.len() > base { self.run.handling.split_off(base) } else { vec![] };
        match r {
            Resumed::Yielded(v) => {
                *g.state.borrow_mut() = GenState::Ready(co);
                *g.handling.borrow_mut() = own;
                Ok(GenStep::Yielded(v))
            }
            Resumed::Returned(res) => {
                *g.state.borrow_mut() = GenState::Done;
                drop(co);
                match res {
                    Ok(v) => Ok(GenStep::Returned(v)),
                    Err(e) if self.is_stop_iteration(&e) => {
                        let what = match (coro, agen) {
                            (true, _) => "coroutine",
                            (_, true) => "async generator",
                            _ => "generator",
                        };
                        Err(self.stop_iteration_escaped(e, what))
                    }
                    Err(e) if agen && self.is_exc_type(&e, ExcType::StopAsyncIteration) => {
                        Err(self.error_from_cause(
                            e,
                            ExcType::RuntimeError,
                            "async generator raised StopAsyncIteration".to_string(),
                        ))
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }

    /// PEP 479, as CPython's `gen_send_ex2`: a StopIteration escaping the body of `what` (a
    /// generator, ...) becomes a RuntimeError raised from it.
    pub(crate) fn stop_iteration_escaped(&mut self, e: Error, what: &str) -> Error {
        self.error_from_cause(e, ExcType::RuntimeError, format!("{what} raised StopIteration"))
    }

    fn is_instance_error(&self, e: &Error, ty: ExcType) -> bool {
        match &e.0.kind {
            ErrorKind::Instance(Value::Instance(i)) => i.class.is_subclass(&self.types.exc(ty)),
            _ => false,
        }
    }

    /// `next(gen)`: `None` when the generator is finished.
    pub fn gen_next(&mut self, g: &Rc<Generator>) -> R<Option<Value>> {
        match self.gen_resume(g, GenInput::Send(Value::None))? {
            GenStep::Yielded(v) => Ok(Some(v)),
            GenStep::Returned(_) => Ok(None),
        }
    }

    /// `gen.send(v)` / `gen.throw(e)`: the next value, or StopIteration carrying the return value.
    pub fn gen_send(&mut self, g: &Rc<Generator>, input: GenInput) -> R<Value> {
        match self.gen_resume(g, input)? {
            GenStep::Yielded(v) => Ok(v),
            GenStep::Returned(v) => Err(self.stop_iteration(v)),
        }
    }

    pub fn stop_iteration(&mut self, v: Value) -> Error {
        if v.is_none() {
            Error::bare(ExcType::StopIteration)
        } else {
            Error::with_args(ExcType::StopIteration, vec![v])
        }
    }

    pub fn gen_close(&mut self, g: &Rc<Generator>) -> R<()> {
        match self.gen_resume(g, GenInput::Close) {
            Ok(GenStep::Returned(_)) => Ok(()),
            Ok(GenStep::Yielded(_)) => {
                let what = if g.is_coroutine() { "coroutine" } else { "generator" };
                Err(Error::new(ExcType::RuntimeError, format!("{what} ignored GeneratorExit")))
            }
            Err(e)
                if e.builtin_type() == Some(ExcType::GeneratorExit)
                    || self.is_instance_error(&e, ExcType::GeneratorExit) =>
            {
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// Closes the suspended generators the program dropped since the last statement boundary.
    #[inline(always)]
    pub(crate) fn finalize_if_asked(&mut self) -> R<()> {
        if self.finalizers.any.get() {
            self.run_finalizers()?;
        }
        Ok(())
    }

    /// Closes each pending generator as `close()` would. An exception the close raises is
    /// ignored, as CPython's finalizer reports it as "unraisable" on stderr, which ophis has
    /// not; a limit error ends the run. A generator that yields again instead of finishing
    /// ("generator ignored GeneratorExit") is then discarded without running more code, as
    /// CPython clears its frame.
    #[inline(never)]
    pub fn run_finalizers(&mut self) -> R<()> {
        loop {
            let next =
                self.finalizers.pending.try_borrow_mut().ok().and_then(|mut p| p.pop_front());
            let Some((name, tag, co, handling)) = next else {
                self.finalizers.any.set(false);
                return Ok(());
            };
            let g = Rc::new(Generator {
                name,
                kind: match tag {
                    1 => GenKind::Coroutine,
                    2 => GenKind::AsyncGen(AsyncGenFlags::default()),
                    _ => GenKind::Generator,
                },
                state: RefCell::new(GenState::Ready(co)),
                finalizers: self.finalizers.clone(),
                renamed: RefCell::new(None),
                handling: RefCell::new(handling),
            });
            let r = self.gen_close(&g);
            // Taken out so that dropping `g` does not queue it again.
            let left = std::mem::replace(&mut *g.state.borrow_mut(), GenState::Done);
            drop(left);
            if let Err(e) = r {
                if e.is_fatal() {
                    return Err(e);
                }
            }
        }
    }

    /// The `yield` expression inside a running generator.
    pub fn gen_yield(&mut self, v: Value) -> R<Value> {
        self.run.await_yield = false;
        match crate::coro::yield_value(self, v)? {
            GenInput::Send(v) => Ok(v),
            GenInput::Throw(e) => Err(e),
            GenInput::Close => Err(Error::bare(ExcType::GeneratorExit)),
        }
    }

    /// `yield from iterable`: delegates sends, throws and closes to a sub-generator.
    pub fn gen_yield_from(&mut self, iterable: Value) -> R<Value> {
        if let Value::Coroutine(_) = &iterable {
            return Err(type_error(
                "cannot 'yield from' a coroutine object in a non-coroutine generator",
            ));
        }
        let it = self.get_iter(&iterable)?;
        self.delegate(it)
    }

    /// Delegation to a subiterator (`yield from`, `await`): what it yields goes to whoever
    /// resumes the running generator, and what that one sends, throws or closes goes to it,
    /// as CPython's `SEND`/`gen_send_ex` do; its return value is the result.
    pub(crate) fn delegate(&mut self, it: Value) -> R<Value> {
        if let Value::Generator(sub) | Value::Coroutine(sub) = &it {
            let mut input = GenInput::Send(Value::None);
            loop {
                match self.gen_resume(sub, input)? {
                    GenStep::Returned(v) => return Ok(v),
                    GenStep::Yielded(v) => {
                        self.run.await_yield = true;
                        input = match crate::coro::yield_value(self, v)? {
                            GenInput::Close => {
                                self.gen_close(sub)?;
                                return Err(Error::bare(ExcType::GeneratorExit));
                            }
                            other => other,
                        };
                    }
                }
            }
        }
        let mut input = GenInput::Send(Value::None);
        loop {
            let step = match input {
                GenInput::Send(v) => self.iter_send(&it, v),
                GenInput::Throw(e) => {
                    // The subiterator's own `throw`, if it has one; else raised here.
                    match self.iter_method(&it, "throw") {
                        Some(m) => {
                            let exc = self.materialize(e);
                            self.call_with_receiver(&m, &it, [exc])
                        }
                        None => return Err(e),
                    }
                }
                GenInput::Close => {
                    if let Some(m) = self.iter_method(&it, "close") {
                        self.call_with_receiver(&m, &it, [])?;
                    }
                    return Err(Error::bare(ExcType::GeneratorExit));
                }
            };
            match step {
                Ok(v) => {
                    self.run.await_yield = true;
                    input = crate::coro::yield_value(self, v)?
                }
                Err(e) if self.is_stop_iteration(&e) => return Ok(self.stop_iteration_value(e)),
                Err(e) => return Err(e),
            }
        }
    }

    /// A method of a program-defined iterator (`send`, `throw`, `close`), if it has one.
    fn iter_method(&self, it: &Value, name: &str) -> Option<Value> {
        match it {
            Value::Instance(i) => i.class.lookup(name),
            _ => None,
        }
    }

    /// One step of a non-generator subiterator: `next()` for `None`, its `send` otherwise;
    /// the end is the `StopIteration` it raised (with its value).
    fn iter_send(&mut self, it: &Value, v: Value) -> R<Value> {
        if let Value::Instance(i) = it {
            let name = if v.is_none() { "__next__" } else { "send" };
            let Some(m) = i.class.lookup(name) else {
                return Err(Error::new(
                    ExcType::AttributeError,
                    format!("'{}' object has no attribute '{name}'", i.class.name),
                ));
            };
            let args = if v.is_none() { vec![] } else { vec![v] };
            return self.call_with_receiver(&m, it, args);
        }
        match self.next(it)? {
            Some(x) => Ok(x),
            None => Err(Error::bare(ExcType::StopIteration)),
        }
    }

    /// The value a `StopIteration` carries (`None` without arguments).
    pub(crate) fn stop_iteration_value(&mut self, e: Error) -> Value {
        let exc = self.materialize(e);
        match crate::eval::exc::exc_args(&exc) {
            Some(args) => args.into_iter().next().unwrap_or(Value::None),
            None => Value::None,
        }
    }

    /// Turns a `throw()` argument (class or instance) into the error to raise inside.
    pub fn throw_error(&mut self, v: Value) -> R<Error> {
        match &v {
            Value::Class(c) if c.kind == crate::value::TypeKind::Exception => {
                let c = c.clone();
                let inst = self.instantiate(&c, vec![], vec![])?;
                Ok(Error::from_kind(ErrorKind::Instance(inst)))
            }
            Value::Instance(i) if i.exc.is_some() => {
                Ok(Error::from_kind(ErrorKind::Instance(v.clone())))
            }
            _ => Err(type_error(
                "exceptions must be classes or instances deriving from BaseException, not "
                    .to_string()
                    + &self.type_name(&v),
            )),
        }
    }
}
