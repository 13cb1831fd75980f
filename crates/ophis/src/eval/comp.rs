//! Comprehensions and generator expressions, each in its own scope. The first iterable is
//! evaluated (and `iter()`-ed) in the enclosing scope, as in CPython.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{CompDef, CompKind};
use crate::builtins::iter::IterState;
use crate::dict::Dict;
use crate::error::R;
use crate::eval::generator::GenKind;
use crate::eval::{new_cell, Frame};
use crate::interp::Interp;
use crate::value::Value;

impl Interp {
    pub fn eval_comprehension(&mut self, f: &mut Frame, c: &Rc<CompDef>) -> R<Value> {
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
        let mut frame = Frame {
            locals: vec![None; scope.local_names.len()],
            cells,
            own_cells: scope.cell_names.len(),
            class_ns: None,
            class_def: None,
            name: c.name.clone(),
            source: f.source,
            ns: f.ns.clone(),
        };
        match c.kind {
            CompKind::List => {
                let mut out = Vec::new();
                let mut held = 0usize;
                self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
                    let v = interp.eval(fr, &c.elt)?;
                    // The list's growth is charged like list.append's, with what its new
                    // elements hold (`[[0] * 10**4 for i in ...]`).
                    if !v.is_immediate() {
                        held = held.saturating_add(crate::ops::fresh_heap_size(&v, 2));
                    }
                    if out.len() == out.capacity() || held > interp.config.limits.max_memory {
                        interp.check_held(out.len().saturating_mul(32).saturating_add(held))?;
                    }
                    interp.room_for_one(&mut out)?;
                    out.push(v);
                    Ok(())
                })
                .map_err(|e| comp_name_scope(e, c))?;
                Ok(self.track_list(out))
            }
            CompKind::Set => {
                let mut d = Dict::new_set();
                self.comp_loop(&mut frame, c, 0, first_iter, &mut |interp, fr| {
                    let v = interp.eval(fr, &c.elt)?;
                    if d.len() % 4096 == 4095 {
                        interp.check_alloc(d.len().saturating_mul(64))?;
                    }
                    interp.set_add(&mut d, v)
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
                    interp.dict_set(&d, k, v)
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
                self.make_generator_from(c.name.clone(), kind, move |interp| {
                    interp.enter_call()?;
                    let r = interp.comp_loop(&mut frame, &c2, 0, first_iter, &mut |interp, fr| {
                        let v = interp.eval(fr, &c2.elt)?;
                        interp.gen_yield(v)?;
                        Ok(())
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

    /// The iterator of the loop at `level`: `iter()`, or `__aiter__()` for an `async for`.
    fn comp_iter(&mut self, c: &CompDef, level: usize, iterable: &Value) -> R<Value> {
        if c.generators[level].is_async {
            self.async_iter(iterable)
        } else {
            self.get_iter(iterable)
        }
    }

    fn comp_loop(
        &mut self,
        f: &mut Frame,
        c: &CompDef,
        level: usize,
        iter: Value,
        sink: &mut dyn FnMut(&mut Interp, &mut Frame) -> R<()>,
    ) -> R<()> {
        if c.generators[level].is_async {
            while let Some(item) = self.async_next(&iter)? {
                self.comp_item(f, c, level, item, sink)?;
            }
            return Ok(());
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
                        self.comp_item(f, c, level, item, sink)?;
                    }
                    return Ok(());
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
                let Some(item) = cursor.next() else { return Ok(()) };
                self.comp_item(f, c, level, item, sink)?;
            }
        }
        while let Some(item) = self.next(&iter)? {
            self.comp_item(f, c, level, item, sink)?;
        }
        Ok(())
    }

    /// One item of the loop at `level`: bound to the target, filtered by the `if`s, then the
    /// next level's loop or the sink.
    #[inline(always)]
    fn comp_item(
        &mut self,
        f: &mut Frame,
        c: &CompDef,
        level: usize,
        item: Value,
        sink: &mut dyn FnMut(&mut Interp, &mut Frame) -> R<()>,
    ) -> R<()> {
        // A boundary for the generators dropped while it runs (`any(...)` in its element):
        // a comprehension is one expression, however many items it makes.
        self.finalize_if_asked()?;
        let g = &c.generators[level];
        self.assign(f, &g.target, item)?;
        for cond in &g.ifs {
            if !self.eval_test(f, cond)? {
                return Ok(());
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

/// A NameError raised in a list, set or dict comprehension's own frame searches that frame's
/// local names (CPython 3.11 runs a comprehension as a function of its own), not the enclosing
/// function's: these frames are not left through a call, so they record their names here.
fn comp_name_scope(mut e: crate::error::Error, c: &CompDef) -> crate::error::Error {
    if e.0.name_scope_pending {
        crate::eval::exc::note_name_scope(&mut e, &c.scope.local_names);
    }
    e
}
