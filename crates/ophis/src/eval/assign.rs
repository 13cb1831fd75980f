//! Assignment targets: names, attributes, subscripts, and (starred) unpacking; augmented
//! assignment; `del`.

use std::rc::Rc;

use crate::ast::{BinOp, Expr, ExprKind, Name, NameRef};
use crate::error::{type_error, value_error, Error, ExcType, Explain, R};
use crate::eval::Frame;
use crate::interp::Interp;
use crate::value::Value;

/// smolagents' `set_value` texts for a tuple target.
const WRONG_SIZE: &str = "Cannot unpack tuple of wrong size";
const NON_TUPLE: &str = "Cannot unpack non-tuple value";

impl Interp {
    #[inline]
    pub fn assign(&mut self, f: &mut Frame, target: &Expr, v: Value) -> R<()> {
        if let ExprKind::Name(Name { slot: NameRef::Local(i), .. }) = &target.kind {
            if let Some(slot) = f.locals.get_mut(*i as usize) {
                Value::put(slot, v);
                return Ok(());
            }
        }
        self.assign_nonlocal(f, target, v)
    }

    /// Module-level code (most of what agents write) stores globals: a writable slot is
    /// written here, without `assign_other`'s entry (a large function's); the rest take
    /// `store_name` or `assign_other`.
    #[inline(never)]
    fn assign_nonlocal(&mut self, f: &mut Frame, target: &Expr, v: Value) -> R<()> {
        if let ExprKind::Name(n @ Name { slot: NameRef::Global(g), .. }) = &target.kind {
            let g = *g as usize;
            let mut ns = f.ns.borrow_mut();
            if g < ns.values.len() && ns.readonly.get(g) != Some(&true) {
                let old = ns.values[g].replace(v);
                drop(ns);
                if let Some(old) = old {
                    old.discard();
                }
                return Ok(());
            }
            drop(ns);
            return self.store_name(f, n, v);
        }
        self.assign_other(f, target, v)
    }

    fn assign_other(&mut self, f: &mut Frame, target: &Expr, v: Value) -> R<()> {
        match &target.kind {
            ExprKind::Name(n) => self.store_name(f, n, v),
            ExprKind::Attribute { value, attr, cache } => {
                // `local.attr = v` (`self.x = v`): the object is lent from its slot.
                if let Some(obj) = crate::eval::expr::bound_local(f, value) {
                    self.tick()?;
                    if !Rc::ptr_eq(&f.ns, &self.main) {
                        return self.setattr_cached(obj, attr, v, cache);
                    }
                    self.check_attr_name(attr)?;
                    self.check_host_attr(obj, attr)?;
                    self.check_structural_store(obj, attr)?;
                    return self.setattr_cached(obj, attr, v, cache);
                }
                let obj = self.eval(f, value)?;
                if !self.is_library(f) {
                    self.check_attr_name(attr)?;
                    self.check_host_attr(&obj, attr)?;
                    self.check_structural_store(&obj, attr)?;
                }
                self.setattr_cached(&obj, attr, v, cache)
            }
            ExprKind::Subscript { value, index } => {
                let obj = self.eval(f, value)?;
                let idx = self.eval(f, index)?;
                // A list item at an int index in range is replaced inline; its old value is
                // dropped after the list is released.
                if let (Value::List(l), Value::Int(k)) = (&obj, &idx) {
                    let mut items = l.borrow_mut();
                    if let Some(j) = crate::ops::seq_index(*k, items.len()) {
                        let old = std::mem::replace(&mut items[j], v);
                        drop(items);
                        old.discard();
                        obj.discard();
                        return Ok(());
                    }
                }
                self.setitem(&obj, idx, v)
            }
            ExprKind::Tuple(items) => {
                // smolagents' `set_value` words the failures of tuple targets itself.
                let explain = !self.is_library(f);
                self.unpack(f, items, v, explain)
            }
            ExprKind::List(items) => self.unpack(f, items, v, false),
            ExprKind::Starred(_) => Err(Error::new(
                ExcType::SyntaxError,
                "starred assignment target must be in a list or tuple",
            )),
            _ => Err(Error::new(ExcType::SyntaxError, "cannot assign to expression")),
        }
    }

    /// Assigns the items of `v` to `targets`; `explain` attaches smolagents' wording to
    /// CPython's errors (error::Explain).
    fn unpack(&mut self, f: &mut Frame, targets: &[Expr], v: Value, explain: bool) -> R<()> {
        let wording = |e: Error, what: &str| {
            if explain {
                e.explained(Explain::Text(what.to_string()))
            } else {
                e
            }
        };
        // smolagents refuses strings and bytes before counting (`Cannot unpack non-tuple value`),
        // where CPython unpacks their characters; the text is used only when CPython fails too.
        let text_like = matches!(v, Value::Str(_) | Value::Bytes(_));
        let wrong_size = if text_like { NON_TUPLE } else { WRONG_SIZE };
        // A tuple of the right length without a starred target: its items are assigned in
        // place (a tuple cannot change while its items are assigned), with no copy.
        if let Value::Tuple(t) = &v {
            if t.len() == targets.len()
                && !targets.iter().any(|t| matches!(t.kind, ExprKind::Starred(_)))
            {
                for (target, item) in targets.iter().zip(t.iter()) {
                    self.assign(f, target, item.clone())?;
                }
                return Ok(());
            }
        }
        // A list of the right length (`for [x, y, z], v in pairs`): its items are copied
        // into a buffer on the stack, as CPython's UNPACK_SEQUENCE copies them onto its
        // stack (the assignments may run code that changes the list), with no vector.
        if let Value::List(l) = &v {
            const FEW: usize = 4;
            let n = targets.len();
            if n <= FEW && !targets.iter().any(|t| matches!(t.kind, ExprKind::Starred(_))) {
                let mut buf: [Value; FEW] = [Value::None, Value::None, Value::None, Value::None];
                let copied = {
                    let items = l.borrow();
                    if items.len() == n {
                        for (slot, x) in buf.iter_mut().zip(items.iter()) {
                            std::mem::forget(std::mem::replace(slot, x.fast_clone()));
                        }
                        true
                    } else {
                        false
                    }
                };
                if copied {
                    v.discard();
                    for (target, item) in targets.iter().zip(buf) {
                        self.assign(f, target, item)?;
                    }
                    return Ok(());
                }
            }
        }
        let mut v = v;
        let items: Vec<Value> = match v {
            // A tuple nothing else holds gives up its items without a copy.
            Value::Tuple(ref mut t) => match Rc::get_mut(t) {
                Some(items) => std::mem::take(items),
                None => (**t).clone(),
            },
            Value::List(ref l) => l.borrow().clone(),
            // Without a starred target CPython takes at most one item more than there are
            // targets from an iterator, and stops: the rest is never produced.
            ref v
                if !targets.iter().any(|t| matches!(t.kind, ExprKind::Starred(_)))
                    && !matches!(v, Value::Str(_) | Value::Bytes(_)) =>
            {
                let it = self.get_iter(v).map_err(|e| {
                    if e.builtin_type() == Some(ExcType::TypeError) {
                        wording(
                            type_error(format!(
                                "cannot unpack non-iterable {} object",
                                self.type_name(v)
                            )),
                            NON_TUPLE,
                        )
                    } else {
                        e
                    }
                })?;
                let mut items = Vec::with_capacity(targets.len() + 1);
                while items.len() <= targets.len() {
                    match self.next(&it)? {
                        Some(x) => items.push(x),
                        None => break,
                    }
                }
                items
            }
            v => self.iterate(&v).map_err(|e| {
                if e.builtin_type() == Some(ExcType::TypeError) {
                    wording(
                        type_error(format!(
                            "cannot unpack non-iterable {} object",
                            self.type_name(&v)
                        )),
                        NON_TUPLE,
                    )
                } else {
                    e
                }
            })?,
        };
        self.unpack_items(f, targets, items, explain, wrong_size)
    }

    /// `targets = value` for a tuple or list of targets and a tuple display `value`: the
    /// display's items are assigned without the tuple being built (it could not be observed),
    /// into a buffer on the stack when there are few of them. Counts the display's node as
    /// `eval` would. Returns `None` (having done nothing) when the statement is not of that
    /// form.
    #[inline]
    pub fn assign_display(&mut self, f: &mut Frame, target: &Expr, value: &Expr) -> Option<R<()>> {
        let (targets, explain) = match &target.kind {
            ExprKind::Tuple(targets) => (targets, !self.is_library(f)),
            ExprKind::List(targets) => (targets, false),
            _ => return None,
        };
        let ExprKind::Tuple(items) = &value.kind else { return None };
        Some(self.assign_display_items(f, targets, items, explain))
    }

    #[inline(never)]
    fn assign_display_items(
        &mut self,
        f: &mut Frame,
        targets: &[Expr],
        items: &[Expr],
        explain: bool,
    ) -> R<()> {
        const SMALL: usize = 4;
        self.tick()?;
        let simple = |es: &[Expr]| !es.iter().any(|e| matches!(e.kind, ExprKind::Starred(_)));
        if items.len() == targets.len() && items.len() <= SMALL && simple(items) && simple(targets)
        {
            let mut buf: [Value; SMALL] = Default::default();
            for (slot, e) in buf.iter_mut().zip(items) {
                *slot = self.eval(f, e)?;
            }
            for (t, slot) in targets.iter().zip(buf.iter_mut()) {
                self.assign(f, t, std::mem::take(slot))?;
            }
            return Ok(());
        }
        let values = self.eval_items(f, items)?;
        self.unpack_items(f, targets, values, explain, WRONG_SIZE)
    }

    /// Assigns `items` to `targets`, at most one of them starred, with CPython's messages
    /// when the counts do not fit (and smolagents' `wrong_size` text when `explain`).
    fn unpack_items(
        &mut self,
        f: &mut Frame,
        targets: &[Expr],
        items: Vec<Value>,
        explain: bool,
        wrong_size: &str,
    ) -> R<()> {
        let wording = |e: Error, what: &str| {
            if explain {
                e.explained(Explain::Text(what.to_string()))
            } else {
                e
            }
        };
        let star = targets.iter().position(|t| matches!(t.kind, ExprKind::Starred(_)));
        match star {
            None => {
                if items.len() != targets.len() {
                    return Err(wording(
                        if items.len() > targets.len() {
                            value_error(format!(
                                "too many values to unpack (expected {})",
                                targets.len()
                            ))
                        } else {
                            value_error(format!(
                                "not enough values to unpack (expected {}, got {})",
                                targets.len(),
                                items.len()
                            ))
                        },
                        wrong_size,
                    ));
                }
                for (t, item) in targets.iter().zip(items) {
                    self.assign(f, t, item)?;
                }
            }
            Some(si) => {
                let after = targets.len() - si - 1;
                if items.len() < si + after {
                    return Err(wording(
                        value_error(format!(
                            "not enough values to unpack (expected at least {}, got {})",
                            si + after,
                            items.len()
                        )),
                        wrong_size,
                    ));
                }
                let mut items = items;
                let tail = items.split_off(items.len() - after);
                let middle = items.split_off(si);
                for (t, item) in targets[..si].iter().zip(items) {
                    self.assign(f, t, item)?;
                }
                if let ExprKind::Starred(inner) = &targets[si].kind {
                    self.assign(f, inner, Value::list(middle))?;
                }
                for (t, item) in targets[si + 1..].iter().zip(tail) {
                    self.assign(f, t, item)?;
                }
            }
        }
        Ok(())
    }

    pub fn store_name(&mut self, f: &mut Frame, n: &Name, v: Value) -> R<()> {
        match n.slot {
            NameRef::Local(i) => Value::put(&mut f.locals[i as usize], v),
            NameRef::Cell(i) => *f.cells[i as usize].borrow_mut() = Some(v),
            NameRef::Global(g) => {
                let mut ns = f.ns.borrow_mut();
                if ns.readonly.get(g as usize) == Some(&true) {
                    return Err(crate::policy::Policy::readonly_error(&n.id, false));
                }
                match ns.values.get_mut(g as usize) {
                    Some(slot) => Value::put(slot, v),
                    None => {
                        return Err(crate::error::runtime_error(format!(
                            "internal error: global slot of '{}' missing",
                            n.id
                        )))
                    }
                }
            }
            NameRef::ClassBody(_) => {
                if let Some(ns) = &f.class_ns {
                    match &ns.mapping {
                        Some(m) => self.setitem(m, Value::str(&n.id), v)?,
                        None => {
                            ns.map.borrow_mut().insert(n.id.clone(), v);
                        }
                    }
                }
            }
            NameRef::Unresolved => {
                return Err(crate::error::runtime_error(format!(
                    "internal error: unresolved name '{}'",
                    n.id
                )))
            }
        }
        Ok(())
    }

    /// Stores a definition's name where lowering resolved it.
    pub fn store_bound(&mut self, f: &mut Frame, name: &Rc<str>, slot: NameRef, v: Value) -> R<()> {
        let n = Name { id: name.clone(), slot };
        self.store_name(f, &n, v)
    }

    pub fn aug_assign(&mut self, f: &mut Frame, target: &Expr, op: BinOp, value: &Expr) -> R<()> {
        let mut unused = None;
        self.aug_assign_impl::<false>(f, target, op, value, &mut unused)
    }

    /// `aug_assign` returning the value it stored (smolagents' value of the statement).
    pub(crate) fn aug_assign_value(
        &mut self,
        f: &mut Frame,
        target: &Expr,
        op: BinOp,
        value: &Expr,
    ) -> R<Value> {
        let mut stored = None;
        self.aug_assign_impl::<true>(f, target, op, value, &mut stored)?;
        Ok(stored.unwrap_or(Value::None))
    }

    /// One body for both: with `KEEP` false `stored` is never written, so the ordinary
    /// statement compiles to what it was before the other existed (no copy, no result to drop).
    #[inline(always)]
    fn aug_assign_impl<const KEEP: bool>(
        &mut self,
        f: &mut Frame,
        target: &Expr,
        op: BinOp,
        value: &Expr,
        stored: &mut Option<Value>,
    ) -> R<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                // A read-only name is refused before the operation runs (no `__iadd__` call).
                if let NameRef::Global(g) = n.slot {
                    if f.ns.borrow().readonly.get(g as usize) == Some(&true) {
                        return Err(crate::policy::Policy::readonly_error(&n.id, false));
                    }
                }
                let cur = self.load_name_inline(f, n)?;
                let rhs = self.eval(f, value)?;
                // Small ints and floats are immutable: `x += 1` is `x = x + 1`, computed inline.
                let fast = match (&cur, &rhs) {
                    (Value::Int(a), Value::Int(b)) => {
                        crate::ops::int_binop_fast(*a, op, *b).map(Value::Int)
                    }
                    _ => crate::ops::float_operands(&cur, &rhs)
                        .and_then(|(a, b)| crate::ops::float_binop_fast(a, op, b))
                        .map(Value::Float),
                };
                if let Some(v) = fast {
                    std::mem::forget(cur);
                    std::mem::forget(rhs);
                    if KEEP {
                        *stored = Some(v.fast_clone());
                    }
                    return self.store_name(f, n, v);
                }
                let new = self.aug_binop(f, cur, op, &rhs)?;
                if KEEP {
                    *stored = Some(new.clone());
                }
                self.store_name(f, n, new)
            }
            ExprKind::Attribute { value: obj, attr, cache } => {
                let before = self.budget.ops;
                let o = self.eval(f, obj)?;
                // smolagents evaluates the target's object twice (to read, then to store):
                // its operations are counted twice to keep the count equal to smolagents'.
                self.budget.ops += self.budget.ops - before;
                self.check_attr_name(attr)?;
                self.check_host_attr(&o, attr)?;
                self.check_structural_store(&o, attr)?;
                let cur = self.getattr_cached(&o, attr, cache)?;
                let rhs = self.eval(f, value)?;
                let new = match (&cur, &rhs) {
                    (Value::Int(a), Value::Int(b)) => {
                        match crate::ops::int_binop_fast(*a, op, *b) {
                            Some(v) => {
                                std::mem::forget(cur);
                                Value::Int(v)
                            }
                            None => self.aug_binop(f, cur, op, &rhs)?,
                        }
                    }
                    _ => match crate::ops::float_operands(&cur, &rhs)
                        .and_then(|(a, b)| crate::ops::float_binop_fast(a, op, b))
                    {
                        Some(v) => {
                            std::mem::forget(cur);
                            Value::Float(v)
                        }
                        None => self.aug_binop(f, cur, op, &rhs)?,
                    },
                };
                rhs.discard();
                if KEEP {
                    *stored = Some(new.clone());
                }
                // The dunder rule has been applied to this very name.
                self.setattr_cached(&o, attr, new, cache)
            }
            ExprKind::Subscript { value: obj, index } => {
                let before = self.budget.ops;
                let o = self.eval(f, obj)?;
                let i = self.eval(f, index)?;
                // As for attributes: smolagents evaluates the object and the index twice.
                self.budget.ops += self.budget.ops - before;
                // `xs[k] += x` on a list item in range, with ints or floats: read, computed and
                // stored inline (the store checks the index again: `x` may have changed the
                // list), without `getitem`, `inplace_binop` or `setitem`.
                if let (Value::List(l), Value::Int(k)) = (&o, &i) {
                    let k = *k;
                    let cur = {
                        let items = l.borrow();
                        crate::ops::seq_index(k, items.len()).map(|j| items[j].fast_clone())
                    };
                    if let Some(cur) = cur {
                        let rhs = self.eval(f, value)?;
                        let fast = match (&cur, &rhs) {
                            (Value::Int(a), Value::Int(b)) => {
                                crate::ops::int_binop_fast(*a, op, *b).map(Value::Int)
                            }
                            _ => crate::ops::float_operands(&cur, &rhs)
                                .and_then(|(a, b)| crate::ops::float_binop_fast(a, op, b))
                                .map(Value::Float),
                        };
                        let new = match fast {
                            Some(v) => {
                                std::mem::forget(cur);
                                v
                            }
                            None => self.aug_binop(f, cur, op, &rhs)?,
                        };
                        rhs.discard();
                        if KEEP {
                            *stored = Some(new.clone());
                        }
                        let mut items = l.borrow_mut();
                        if let Some(j) = crate::ops::seq_index(k, items.len()) {
                            let old = std::mem::replace(&mut items[j], new);
                            drop(items);
                            old.discard();
                            o.discard();
                            return Ok(());
                        }
                        drop(items);
                        return self.setitem(&o, i, new);
                    }
                }
                let cur = self.getitem(&o, &i)?;
                let rhs = self.eval(f, value)?;
                let new = self.aug_binop(f, cur, op, &rhs)?;
                if KEEP {
                    *stored = Some(new.clone());
                }
                self.setitem(&o, i, new)
            }
            _ => {
                Err(Error::new(ExcType::SyntaxError, "illegal expression for augmented assignment"))
            }
        }
    }

    /// The operation of an augmented assignment, with smolagents' wording for the failure of
    /// `a_list += x` (it refuses every non-list `x`; the text is used only where CPython fails).
    fn aug_binop(&mut self, f: &Frame, cur: Value, op: BinOp, rhs: &Value) -> R<Value> {
        let list_add =
            op == BinOp::Add && matches!(cur, Value::List(_)) && !matches!(rhs, Value::List(_));
        self.inplace_binop(cur, op, rhs).map_err(|e| {
            if list_add && self.is_exc_of(&e, ExcType::TypeError) && !self.is_library(f) {
                e.explained(Explain::AddToList(rhs.clone()))
            } else {
                e
            }
        })
    }

    pub fn delete(&mut self, f: &mut Frame, target: &Expr) -> R<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                let existed = match n.slot {
                    NameRef::Local(i) => f.locals[i as usize].take().is_some(),
                    NameRef::Cell(i) => f.cells[i as usize].borrow_mut().take().is_some(),
                    NameRef::Global(g) => {
                        if f.ns.borrow().readonly.get(g as usize) == Some(&true) {
                            return Err(crate::policy::Policy::readonly_error(&n.id, true));
                        }
                        f.ns.borrow_mut()
                            .values
                            .get_mut(g as usize)
                            .map(|s| s.take().is_some())
                            .unwrap_or(false)
                    }
                    NameRef::ClassBody(_) => match f.class_ns.as_ref() {
                        Some(ns) => match &ns.mapping {
                            // `DELETE_NAME` on a `__prepare__`d namespace: its `__delitem__`,
                            // a KeyError becoming the NameError.
                            Some(m) => match self.delitem(m, &Value::str(&n.id)) {
                                Ok(()) => true,
                                Err(e) if self.is_exc_of(&e, ExcType::KeyError) => false,
                                Err(e) => return Err(e),
                            },
                            None => ns.map.borrow_mut().shift_remove(&*n.id).is_some(),
                        },
                        None => false,
                    },
                    NameRef::Unresolved => false,
                };
                if !existed {
                    let e = match n.slot {
                        NameRef::Local(_) | NameRef::Cell(_) => Error::new(
                            ExcType::UnboundLocalError,
                            format!("cannot access local variable '{}' where it is not associated with a value", n.id),
                        ),
                        _ => self.undefined_name(f, &n.id),
                    };
                    if self.is_library(f) {
                        return Err(e);
                    }
                    return Err(e.explained(Explain::Text(format!(
                        "Cannot delete name '{}': name is not defined",
                        n.id
                    ))));
                }
                Ok(())
            }
            ExprKind::Attribute { value, attr, .. } => {
                let o = self.eval(f, value)?;
                self.delattr(&o, attr)
            }
            ExprKind::Subscript { value, index } => {
                let o = self.eval(f, value)?;
                let i = self.eval(f, index)?;
                self.delitem(&o, &i).map_err(|e| {
                    let worded = self.is_exc_of(&e, ExcType::KeyError)
                        || self.is_exc_of(&e, ExcType::IndexError)
                        || self.is_exc_of(&e, ExcType::TypeError);
                    if worded && !self.is_library(f) {
                        e.explained(Explain::Prefix("Cannot delete index/key: "))
                    } else {
                        e
                    }
                })
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for it in items {
                    self.delete(f, it)?;
                }
                Ok(())
            }
            _ => Err(Error::new(ExcType::SyntaxError, "cannot delete expression")),
        }
    }
}
