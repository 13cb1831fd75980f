//! Iteration: iter(), next(), draining an iterable into a vector with the memory limit's checks.

use super::*;

impl Interp {
    pub fn get_iter(&mut self, v: &Value) -> R<Value> {
        let state = match v {
            Value::List(l) => IterState::List { list: l.clone(), index: 0 },
            Value::Tuple(t) => IterState::Tuple { tuple: t.clone(), index: 0 },
            Value::Str(s) => IterState::Str { s: s.clone(), byte: 0 },
            Value::Range(r) => match &r.big {
                None => IterState::Range { next: r.start, step: r.step, remaining: r.len() },
                Some(b) => IterState::LongRange {
                    next: b.start.clone(),
                    step: b.step.clone(),
                    remaining: b.len.clone(),
                },
            },
            Value::Dict(d) => IterState::over_dict(d, crate::value::ViewKind::Keys, false),
            Value::DictView(view) => IterState::over_dict(&view.dict, view.kind, false),
            Value::Set(d) => IterState::over_dict(d, crate::value::ViewKind::Keys, true),
            Value::FrozenSet(d) => {
                IterState::FrozenSet { items: Rc::new(d.keys().cloned().collect()), index: 0 }
            }
            Value::Bytes(b) => IterState::Bytes { bytes: b.clone(), index: 0, array: false },
            Value::ByteArray(b) => IterState::ByteArray { array: b.clone(), index: 0 },
            Value::Iterator(_) | Value::Generator(_) => return Ok(v.clone()),
            Value::Host(h) => return self.host_iter(h),
            Value::Class(c) if c.meta_lookup("__iter__").is_some() => {
                let f = c.meta_lookup("__iter__").unwrap_or(Value::None);
                return self.call(&f, vec![v.clone()], vec![]);
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__iter__") {
                    // `__iter__ = None` declares the instances not iterable.
                    if matches!(f, Value::None) {
                        return Err(type_error(format!(
                            "'{}' object is not iterable",
                            i.class.name
                        )));
                    }
                    let it = self.call_with_receiver(&f, v, [])?;
                    if let Value::Instance(ii) = &it {
                        if ii.class.lookup("__next__").is_none() {
                            return Err(type_error(format!(
                                "iter() returned non-iterator of type '{}'",
                                ii.class.name
                            )));
                        }
                    }
                    return Ok(it);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.get_iter(&b);
                }
                if i.class.lookup("__getitem__").is_some() {
                    IterState::SeqIndex { obj: v.clone(), index: 0 }
                } else {
                    return Err(type_error(format!("'{}' object is not iterable", i.class.name)));
                }
            }
            _ => return Err(type_error(format!("'{}' object is not iterable", self.type_name(v)))),
        };
        Ok(Value::Iterator(Rc::new(RefCell::new(state))))
    }

    /// Advances an iterator: `None` at the end.
    /// `next(it)` of an `enumerate` iterator (`builtins::iter::is_enumerate`) as its count
    /// and item, without the tuple: the same checks and the same steps as `next`.
    pub fn next_enumerate_pair(
        &mut self,
        state: &Rc<RefCell<crate::builtins::iter::IterState>>,
    ) -> R<Option<(Value, Value)>> {
        self.budget.step()?;
        self.check_stack("maximum recursion depth exceeded")?;
        match crate::builtins::iter::enumerate_next_pair(self, state) {
            Err(e) if self.is_stop_iteration(&e) => Ok(None),
            r => r,
        }
    }

    pub fn next(&mut self, it: &Value) -> R<Option<Value>> {
        // Builtins that consume iterators (sum, max, list, ...) see the deadline through this.
        self.budget.step()?;
        // Builtin iterators advance their inner iterators natively (`map` of `filter` of ...):
        // a chain of a million of them must end in `RecursionError`, not a stack overflow.
        self.check_stack("maximum recursion depth exceeded")?;
        match it {
            // A `StopIteration` escaping a builtin iterator's step (raised by `map`'s or
            // `filter`'s function) ends the iteration, as CPython's consumers read it.
            Value::Iterator(state) => match crate::builtins::iter::next(self, state) {
                Err(e) if self.is_stop_iteration(&e) => Ok(None),
                r => r,
            },
            Value::Generator(g) => self.gen_next(g),
            Value::Host(h) => self.host_next(h),
            Value::Instance(i) => {
                let f = match i.class.lookup("__next__") {
                    Some(f) => f,
                    None => {
                        return Err(type_error(format!(
                            "'{}' object is not an iterator",
                            i.class.name
                        )))
                    }
                };
                match self.call_with_receiver(&f, it, []) {
                    Ok(v) => Ok(Some(v)),
                    Err(e) if self.is_stop_iteration(&e) => Ok(None),
                    Err(e) => Err(e),
                }
            }
            _ => Err(type_error(format!("'{}' object is not an iterator", self.type_name(it)))),
        }
    }

    pub fn is_stop_iteration(&self, e: &Error) -> bool {
        match &e.0.kind {
            crate::error::ErrorKind::Builtin { ty: ExcType::StopIteration, .. } => true,
            crate::error::ErrorKind::Instance(Value::Instance(i)) => {
                i.class.is_subclass(&self.types.exc(ExcType::StopIteration))
            }
            _ => false,
        }
    }

    /// Collects any iterable into a vector.
    pub fn iterate(&mut self, v: &Value) -> R<Vec<Value>> {
        match v {
            Value::List(l) => return Ok(l.borrow().clone()),
            Value::Tuple(t) => return Ok((**t).clone()),
            _ => {}
        }
        let it = self.get_iter(v)?;
        let mut out = Vec::new();
        // What the items themselves hold when they were made for this list (the tuples of
        // `list(itertools.product(...))`), not only the list's own slots.
        let mut held = 0usize;
        while let Some(x) = self.next(&it)? {
            held = held.saturating_add(fresh_heap_size(&x, 2));
            self.room_for_one(&mut out)?;
            out.push(x);
            if out.len() % 4096 == 0 {
                self.check_held((out.len() * 16).saturating_add(held))?;
                self.budget.check_clock()?;
            }
        }
        Ok(out)
    }

    /// Makes room for one more item in a vector of values the program grows (a list being
    /// built, a comprehension's result): when it is full, the doubled buffer is charged to the
    /// memory limit and checked against what the OS will map (`check_alloc`) before it is
    /// allocated, and allocated fallibly, so the OS refusing memory is the program's
    /// `MemoryError` and not an abort of the host.
    #[inline]
    pub fn room_for_one<T>(&mut self, out: &mut Vec<T>) -> R<()> {
        if out.len() == out.capacity() {
            self.grow_values(out)?;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn grow_values<T>(&mut self, out: &mut Vec<T>) -> R<()> {
        let new_cap = out.capacity().saturating_mul(2).max(8);
        let bytes = new_cap.saturating_mul(std::mem::size_of::<T>());
        if bytes >= crate::limits::OS_CHECK_BYTES {
            self.check_alloc(bytes)?;
        }
        out.try_reserve_exact(new_cap - out.len()).map_err(|_| {
            crate::error::memory_error(format!(
                "cannot allocate {bytes} bytes: the operating system refused"
            ))
        })
    }

    pub fn extend_from_iterable(&mut self, out: &mut Vec<Value>, v: &Value) -> R<()> {
        match v {
            Value::List(l) => out.extend(l.borrow().iter().cloned()),
            Value::Tuple(t) => out.extend(t.iter().cloned()),
            _ => {
                let items = self.iterate(v)?;
                out.extend(items);
            }
        }
        Ok(())
    }
}
