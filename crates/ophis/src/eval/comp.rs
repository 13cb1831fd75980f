//! Comprehensions and generator expressions, each in its own scope. The first iterable is
//! evaluated (and `iter()`-ed) in the enclosing scope, as in CPython.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{CompDef, CompKind};
use crate::builtins::iter::IterState;
use crate::builtins::str_methods::PyStr;
use crate::dict::Dict;
use crate::error::R;
use crate::eval::generator::GenKind;
use crate::eval::{new_cell, Frame};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

impl Interp {
    pub fn eval_comprehension(&mut self, f: &mut Frame, c: &Rc<CompDef>) -> R<Value> {
        let (mut frame, first_iter) = self.comp_enter(f, c)?;
        match c.kind {
            CompKind::List => {
                let mut out = Vec::new();
                let mut held = 0usize;
                self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
                    let v = interp.eval(fr, &c.elt)?;
                    interp.list_push(&mut out, &mut held, v)?;
                    Ok(true)
                })
                .map_err(|e| comp_name_scope(e, c))?;
                Ok(self.track_list(out))
            }
            CompKind::Set => {
                let mut d = Dict::new_set();
                self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
                    let v = interp.eval(fr, &c.elt)?;
                    interp.set_push(&mut d, v)?;
                    Ok(true)
                })
                .map_err(|e| comp_name_scope(e, c))?;
                Ok(Value::Set(Rc::new(RefCell::new(d))))
            }
            CompKind::Dict => {
                let d = Rc::new(RefCell::new(Dict::new()));
                let value = c.value.as_ref().expect("dict comprehension has a value");
                self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
                    let k = interp.eval(fr, &c.elt)?;
                    let v = interp.eval(fr, value)?;
                    let n = d.borrow().len();
                    if n % 4096 == 4095 {
                        interp.check_held(n.saturating_mul(64))?;
                    }
                    interp.dict_set(&d, k, v)?;
                    Ok(true)
                })
                .map_err(|e| comp_name_scope(e, c))?;
                self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
                Ok(Value::Dict(d))
            }
            CompKind::Generator => {
                let c2 = c.clone();
                let source = f.source;
                let kind = if c.is_async {
                    GenKind::AsyncGen(Default::default())
                } else {
                    GenKind::Generator
                };
                self.make_generator_from(c.qualname.clone(), kind, move |interp| {
                    interp.enter_call()?;
                    let r = interp.comp_loop(&mut frame, &c2, 0, first_iter, &mut |interp, fr| {
                        let v = interp.eval(fr, &c2.elt)?;
                        interp.gen_yield(v)?;
                        Ok(true)
                    });
                    interp.run.depth = interp.run.depth.saturating_sub(1);
                    r.map(|_| Value::None).map_err(|mut e| {
                        if e.0.name_scope_pending {
                            crate::eval::exc::note_name_scope(&mut e, &c2.scope.local_names);
                        }
                        e.leave_frame(&c2.name, source);
                        e
                    })
                })
            }
        }
    }

    /// The start of a comprehension, in the enclosing scope: its first iterable evaluated
    /// and `iter()`-ed (where CPython does both, before the comprehension's own frame runs),
    /// and its own frame.
    fn comp_enter(&mut self, f: &mut Frame, c: &CompDef) -> R<(Frame, Value)> {
        let first = self.eval(f, &c.generators[0].iter)?;
        let first_iter = self.comp_iter(c, 0, &first)?;
        let scope = &c.scope;
        // A comprehension that owns no cell and reads none (the common case) shares the
        // definition's empty cell table, and every run shares the definition's name: no
        // allocation for either per evaluation.
        let cells = if scope.cell_names.is_empty() && scope.free_sources.is_empty() {
            c.no_cells.clone()
        } else {
            let mut cells: Vec<_> = (0..scope.cell_names.len()).map(|_| new_cell(None)).collect();
            for c in &cells {
                self.gc_track(crate::gc::Tracked::Cell(Rc::downgrade(c)));
            }
            cells.extend(scope.free_sources.iter().map(|&i| f.cells[i as usize].clone()));
            Rc::from(cells)
        };
        let frame = Frame {
            // From the pool of locals vectors, as a call's are: most comprehensions run
            // where they are made and give theirs back (`run_genexp`).
            locals: self.take_locals(scope.local_names.len()),
            cells,
            own_cells: scope.cell_names.len(),
            class_ns: None,
            class_def: None,
            name: c.name.clone(),
            source: f.source,
            ns: f.ns.clone(),
        };
        Ok((frame, first_iter))
    }

    /// One item of a list comprehension, or of a generator expression `list()`, `tuple()`,
    /// `sorted()` or `"".join()` consumes: the list's growth is charged like list.append's,
    /// with what its new elements hold (`[[0] * 10**4 for i in ...]`).
    #[inline]
    fn list_push(&mut self, out: &mut Vec<Value>, held: &mut usize, v: Value) -> R<()> {
        if !v.is_immediate() {
            *held = held.saturating_add(crate::ops::fresh_heap_size(&v, 2));
        }
        if out.len() == out.capacity() || *held > self.config.limits.max_memory {
            self.check_held(out.len().saturating_mul(32).saturating_add(*held))?;
        }
        self.room_for_one(out)?;
        out.push(v);
        Ok(())
    }

    /// One item of a set comprehension, or of a generator expression `set()` or
    /// `frozenset()` consumes.
    #[inline]
    fn set_push(&mut self, d: &mut Dict, v: Value) -> R<()> {
        if d.len() % 4096 == 4095 {
            self.check_alloc(d.len().saturating_mul(64))?;
        }
        self.set_add(d, v)
    }

    /// The iterator of the loop at `level`: `iter()`, or `__aiter__()` for an `async for`.
    fn comp_iter(&mut self, c: &CompDef, level: usize, iterable: &Value) -> R<Value> {
        if c.generators[level].is_async {
            self.async_iter(iterable)
        } else {
            self.get_iter(iterable)
        }
    }

    /// Runs the loop at `level` and those inside it, giving each item to `sink`; false when
    /// `sink` stopped it.
    fn comp_loop(
        &mut self,
        f: &mut Frame,
        c: &CompDef,
        level: usize,
        iter: Value,
        sink: &mut dyn FnMut(&mut Interp, &mut Frame) -> R<bool>,
    ) -> R<bool> {
        if c.generators[level].is_async {
            while let Some(item) = self.async_next(&iter)? {
                if !self.comp_item(f, c, level, item, sink)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        // A range iterator nothing else holds (the comprehension made it from a range) is
        // counted down here, without an iterator call and a borrow per item: no one can see
        // its state, so it need not be kept up to date. The operations counted are the same.
        if let Value::Iterator(state) = &iter {
            if Rc::strong_count(state) == 1 {
                let range = match &*state.borrow() {
                    IterState::Range { next, step, remaining } => Some((*next, *step, *remaining)),
                    _ => None,
                };
                if let Some((mut next, step, remaining)) = range {
                    for _ in 0..remaining {
                        let item = Value::Int(next);
                        next = next.wrapping_add(step);
                        if !self.comp_item(f, c, level, item, sink)? {
                            return Ok(false);
                        }
                    }
                    return Ok(true);
                }
            }
        }
        // A list's or a tuple's iterator nothing else holds is read by index, with the
        // step `next` counts for each item and the end; the stack check `next` makes is made
        // once, since the stack position does not change between items.
        if let Some(mut cursor) = crate::builtins::iter::SeqCursor::of(&iter) {
            self.check_stack("maximum recursion depth exceeded")?;
            loop {
                self.budget.step()?;
                let Some(item) = cursor.next() else { return Ok(true) };
                if !self.comp_item(f, c, level, item, sink)? {
                    return Ok(false);
                }
            }
        }
        while let Some(item) = self.next(&iter)? {
            if !self.comp_item(f, c, level, item, sink)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// One item of the loop at `level`: bound to the target, filtered by the `if`s, then the
    /// next level's loop or the sink. False when the sink asked to stop (`any()` found its
    /// answer): every level's loop then ends at once.
    #[inline(always)]
    fn comp_item(
        &mut self,
        f: &mut Frame,
        c: &CompDef,
        level: usize,
        item: Value,
        sink: &mut dyn FnMut(&mut Interp, &mut Frame) -> R<bool>,
    ) -> R<bool> {
        // A boundary for the generators dropped while it runs (`any(...)` in its element):
        // a comprehension is one expression, however many items it makes.
        self.finalize_if_asked()?;
        let g = &c.generators[level];
        self.assign(f, &g.target, item)?;
        for cond in &g.ifs {
            if !self.eval_test(f, cond)? {
                return Ok(true);
            }
        }
        if level + 1 < c.generators.len() {
            let inner = self.eval(f, &c.generators[level + 1].iter)?;
            let inner_iter = self.comp_iter(c, level + 1, &inner)?;
            self.comp_loop(f, c, level + 1, inner_iter, sink)
        } else {
            sink(self, f)
        }
    }
}

/// A builtin that consumes an iterable at once, called with a generator expression as its
/// only argument (`sum(x for x in xs)`): the generator expression's loops then run in the
/// caller's frame (`Interp::consume_genexp`) and feed the consumer each item, instead of
/// making a generator and switching to its coroutine for each item.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Consumer {
    Sum,
    Any,
    All,
    Min,
    Max,
    Sorted,
    List,
    Tuple,
    Set,
    FrozenSet,
    /// `sep.join(...)` of an exact str `sep`, which the call passes along.
    Join,
}

impl Interp {
    /// The consumer `callee` is, when it is one of the builtins `Consumer` names (the value
    /// itself, not the name it was called by: `sum` may be rebound to anything).
    pub(crate) fn genexp_consumer(callee: &Value) -> Option<Consumer> {
        match callee {
            Value::Builtin(b) if b.receiver.is_none() => crate::builtins::genexp_consumer(b.func),
            Value::Class(c) if c.is_builtin => match c.kind {
                TypeKind::List => Some(Consumer::List),
                TypeKind::Tuple => Some(Consumer::Tuple),
                TypeKind::Set => Some(Consumer::Set),
                TypeKind::FrozenSet => Some(Consumer::FrozenSet),
                _ => None,
            },
            _ => None,
        }
    }

    /// `consumer(genexp)` (`sep` is the separator of a `Join`), with the generator
    /// expression's loops run in the caller's frame: CPython's result, errors and order of
    /// side effects, with no generator made.
    pub(crate) fn consume_genexp(
        &mut self,
        f: &mut Frame,
        c: &Rc<CompDef>,
        consumer: Consumer,
        sep: Option<&PyStr>,
    ) -> R<Value> {
        let r = self.consume_genexp_items(f, c, consumer, sep);
        // What the loops dropped (a generator only an iterator they made held) is closed as
        // the call returns, before the caller uses the result, as `call_builtin` does.
        if self.finalizers.any.get() {
            return self.finalize_after_call(r);
        }
        r
    }

    fn consume_genexp_items(
        &mut self,
        f: &mut Frame,
        c: &Rc<CompDef>,
        consumer: Consumer,
        sep: Option<&PyStr>,
    ) -> R<Value> {
        match consumer {
            Consumer::Sum => {
                let mut acc = Value::Int(0);
                self.run_genexp(f, c, &mut |interp, x| {
                    acc = crate::builtins::sum_add(interp, &acc, &x)?;
                    Ok(true)
                })?;
                Ok(acc)
            }
            Consumer::Any | Consumer::All => {
                // `any` stops at the first true item, `all` at the first false one.
                let stop_at = consumer == Consumer::Any;
                let mut stopped = false;
                self.run_genexp(f, c, &mut |interp, x| {
                    stopped = interp.truthy(&x)? == stop_at;
                    Ok(!stopped)
                })?;
                Ok(Value::Bool(stopped == stop_at))
            }
            Consumer::Min | Consumer::Max => {
                let is_max = consumer == Consumer::Max;
                let mut best: Option<Value> = None;
                self.run_genexp(f, c, &mut |interp, x| {
                    match &best {
                        None => best = Some(x),
                        Some(b) => {
                            if crate::builtins::min_max_better(interp, b, &x, is_max)? {
                                best = Some(x);
                            }
                        }
                    }
                    Ok(true)
                })?;
                best.ok_or_else(|| {
                    crate::builtins::min_max_empty(if is_max { "max" } else { "min" })
                })
            }
            Consumer::Set | Consumer::FrozenSet => {
                let mut d = Dict::new_set();
                self.run_genexp(f, c, &mut |interp, x| {
                    interp.set_push(&mut d, x)?;
                    Ok(true)
                })?;
                Ok(if consumer == Consumer::Set {
                    Value::Set(Rc::new(RefCell::new(d)))
                } else {
                    Value::FrozenSet(Rc::new(d))
                })
            }
            // These gather every item before they look at any (CPython's `PySequence_List`,
            // `PySequence_Tuple`, `PySequence_Fast`), as a list comprehension does.
            Consumer::List | Consumer::Tuple | Consumer::Sorted | Consumer::Join => {
                let mut out = Vec::new();
                let mut held = 0usize;
                self.run_genexp(f, c, &mut |interp, x| {
                    interp.list_push(&mut out, &mut held, x)?;
                    Ok(true)
                })?;
                match (consumer, sep) {
                    (Consumer::List, _) => Ok(self.track_list(out)),
                    (Consumer::Tuple, _) => Ok(Value::tuple(out)),
                    (Consumer::Sorted, _) => {
                        Ok(Value::list(crate::builtins::sort_values(self, out, None, false)?))
                    }
                    (_, Some(sep)) => crate::builtins::str_methods::join_values(self, sep, &out),
                    (_, None) => Err(crate::error::runtime_error(
                        "internal error: join of a generator expression without a separator",
                    )),
                }
            }
        }
    }

    /// Runs the non-async generator expression `c` in the caller's frame `f`, giving each
    /// item to `consume` until it returns false. As a generator's body would: the first
    /// iterable is evaluated and `iter()`-ed first, the loops count a call's depth, and an
    /// error raised in them leaves the `<genexpr>` frame, a StopIteration becoming
    /// RuntimeError (PEP 479). What `consume` raises is the consumer's own and is passed
    /// on as it is; `consume` runs at the caller's depth, as a builtin's work does.
    fn run_genexp(
        &mut self,
        f: &mut Frame,
        c: &Rc<CompDef>,
        consume: &mut dyn FnMut(&mut Interp, Value) -> R<bool>,
    ) -> R<()> {
        // The generator expression's own node, as `eval` counts it.
        self.tick()?;
        let (mut frame, first_iter) = self.comp_enter(f, c)?;
        self.enter_call()?;
        let mut consumer_error = None;
        let r = self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
            let v = interp.eval(fr, &c.elt)?;
            interp.run.depth -= 1;
            let r = consume(interp, v);
            interp.run.depth += 1;
            r.or_else(|e| {
                consumer_error = Some(e);
                Ok(false)
            })
        });
        self.run.depth = self.run.depth.saturating_sub(1);
        // The frame's locals go first to last, as they did when a generator held them, and
        // their vector back to the pool.
        for slot in frame.locals.iter_mut() {
            if let Some(x) = slot.take() {
                x.discard();
            }
        }
        self.recycle_locals(std::mem::take(&mut frame.locals));
        if let Some(e) = consumer_error {
            return Err(e);
        }
        match r {
            Ok(_) => Ok(()),
            Err(mut e) => {
                if e.0.name_scope_pending {
                    crate::eval::exc::note_name_scope(&mut e, &c.scope.local_names);
                }
                e.leave_frame(&c.name, f.source);
                if self.is_stop_iteration(&e) {
                    e = self.stop_iteration_escaped(e, "generator");
                }
                Err(e)
            }
        }
    }
}

/// A NameError raised in a list, set or dict comprehension's own frame searches that frame's
/// local names (CPython 3.11 runs a comprehension as a function of its own), not the enclosing
/// function's: these frames are not left through a call, so they record their names here.
fn comp_name_scope(mut e: crate::error::Error, c: &CompDef) -> crate::error::Error {
    if e.0.name_scope_pending {
        crate::eval::exc::note_name_scope(&mut e, &c.scope.local_names);
    }
    e
}
