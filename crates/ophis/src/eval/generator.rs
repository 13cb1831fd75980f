//! Generators: `yield`, `yield from`, `send`, `throw`, `close`, return values.
//!
//! A generator's body runs on its own coroutine stack (see `coro`), so it is ordinary
//! recursive evaluation that suspends inside a `yield` expression.

use std::cell::RefCell;
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

pub struct Generator {
    pub name: Rc<str>,
    pub state: RefCell<GenState>,
    /// Where this generator goes to be closed if it is dropped while suspended.
    finalizers: Rc<Finalizers>,
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
    pending: RefCell<std::collections::VecDeque<(Rc<str>, GenCoroutine)>>,
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
                    pending.push_back((self.name.clone(), co));
                    self.finalizers.any.set(true);
                }
            }
        }
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
    /// Wraps a bound frame of a generator function into a generator object.
    pub fn make_generator(&mut self, func: Rc<Function>, frame: Frame) -> R<Value> {
        let name = func.def.name.clone();
        let source = func.source;
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
                e.leave_frame(&def.name, source);
                e
            })
        })?;
        Ok(Value::Generator(Rc::new(Generator {
            name,
            state: RefCell::new(GenState::Ready(co)),
            finalizers: self.finalizers.clone(),
        })))
    }

    /// Wraps a coroutine body into a generator object (generator expressions).
    pub fn make_generator_from(
        &mut self,
        name: &str,
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
        Ok(Value::Generator(Rc::new(Generator {
            name: Rc::from(name),
            state: RefCell::new(GenState::Ready(co)),
            finalizers: self.finalizers.clone(),
        })))
    }

    pub fn gen_resume(&mut self, g: &Rc<Generator>, input: GenInput) -> R<GenStep> {
        let state = std::mem::replace(&mut *g.state.borrow_mut(), GenState::Running);
        let mut co = match state {
            GenState::Ready(co) => co,
            GenState::Running => {
                *g.state.borrow_mut() = GenState::Running;
                return Err(Error::new(ExcType::ValueError, "generator already executing"));
            }
            GenState::Done => {
                *g.state.borrow_mut() = GenState::Done;
                return match input {
                    GenInput::Throw(e) => Err(e),
                    _ => Ok(GenStep::Returned(Value::None)),
                };
            }
        };
        if !co.started() {
            match &input {
                GenInput::Send(v) if !v.is_none() => {
                    *g.state.borrow_mut() = GenState::Ready(co);
                    return Err(type_error(
                        "can't send non-None value to a just-started generator",
                    ));
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
        let r = co.resume(self, input);
        self.run.depth = depth;
        match r {
            Resumed::Yielded(v) => {
                *g.state.borrow_mut() = GenState::Ready(co);
                Ok(GenStep::Yielded(v))
            }
            Resumed::Returned(res) => {
                *g.state.borrow_mut() = GenState::Done;
                drop(co);
                match res {
                    Ok(v) => Ok(GenStep::Returned(v)),
                    Err(e)
                        if e.builtin_type() == Some(ExcType::StopIteration)
                            || self.is_instance_error(&e, ExcType::StopIteration) =>
                    {
                        Err(Error::new(ExcType::RuntimeError, "generator raised StopIteration"))
                    }
                    Err(e) => Err(e),
                }
            }
        }
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
                Err(Error::new(ExcType::RuntimeError, "generator ignored GeneratorExit"))
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
            let Some((name, co)) = next else {
                self.finalizers.any.set(false);
                return Ok(());
            };
            let g = Rc::new(Generator {
                name,
                state: RefCell::new(GenState::Ready(co)),
                finalizers: self.finalizers.clone(),
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
        match crate::coro::yield_value(self, v)? {
            GenInput::Send(v) => Ok(v),
            GenInput::Throw(e) => Err(e),
            GenInput::Close => Err(Error::bare(ExcType::GeneratorExit)),
        }
    }

    /// `yield from iterable`: delegates sends, throws and closes to a sub-generator.
    pub fn gen_yield_from(&mut self, iterable: Value) -> R<Value> {
        let it = self.get_iter(&iterable)?;
        if let Value::Generator(sub) = &it {
            let mut input = GenInput::Send(Value::None);
            loop {
                match self.gen_resume(sub, input)? {
                    GenStep::Returned(v) => return Ok(v),
                    GenStep::Yielded(v) => {
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
        loop {
            match self.next(&it)? {
                None => return Ok(Value::None),
                Some(v) => match crate::coro::yield_value(self, v)? {
                    GenInput::Send(_) => {}
                    GenInput::Throw(e) => return Err(e),
                    GenInput::Close => return Err(Error::bare(ExcType::GeneratorExit)),
                },
            }
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
