//! Comparisons: rich comparison with the reflected dunders, orderings of builtin values, equality of containers, and the numeric cross-type rules.

use super::*;

/// Equality of two numbers (int, bool, float, big int), exact across types. `None` when
/// either is not a number.
pub(crate) fn numeric_eq(a: &Value, b: &Value) -> Option<bool> {
    use Value::*;
    Some(match (a, b) {
        (Int(x), Int(y)) => x == y,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Bool(y)) | (Bool(y), Int(x)) => *x == *y as i64,
        (Float(x), Float(y)) => x == y,
        (Int(x), Float(y)) | (Float(y), Int(x)) => {
            int_float_cmp(&num_bigint::BigInt::from(*x), *y) == Some(std::cmp::Ordering::Equal)
        }
        (Bool(x), Float(y)) | (Float(y), Bool(x)) => (*x as i64 as f64) == *y,
        (BigInt(x), BigInt(y)) => x == y,
        (BigInt(_), Int(_) | Bool(_)) | (Int(_) | Bool(_), BigInt(_)) => false,
        (BigInt(x), Float(y)) | (Float(y), BigInt(x)) => {
            int_float_cmp(x, *y) == Some(std::cmp::Ordering::Equal)
        }
        (Complex(x), Complex(y)) => x.0 == y.0 && x.1 == y.1,
        (Complex(c), other) | (other, Complex(c)) => {
            if c.1 != 0.0 {
                false
            } else {
                numeric_eq(&Float(c.0), other)?
            }
        }
        _ => return Option::None,
    })
}

/// Exact comparison of an integer with a float.
pub(crate) fn int_float_cmp(i: &BigInt, f: f64) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if let Some(small) = i.to_i64() {
        if small.unsigned_abs() < (1u64 << 53) {
            return (small as f64).partial_cmp(&f);
        }
    }
    let fl = f.floor();
    let fi = BigInt::from_f64_exact(fl);
    match i.cmp(&fi) {
        Ordering::Equal => {
            if f > fl {
                Some(Ordering::Less)
            } else {
                Some(Ordering::Equal)
            }
        }
        o => Some(o),
    }
}

pub(crate) trait FromF64Exact {
    fn from_f64_exact(f: f64) -> BigInt;
}

impl FromF64Exact for BigInt {
    fn from_f64_exact(f: f64) -> BigInt {
        num_traits::FromPrimitive::from_f64(f).unwrap_or_default()
    }
}

pub(crate) fn cmp_name(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::LtE => "<=",
        CmpOp::Gt => ">",
        CmpOp::GtE => ">=",
        CmpOp::Eq => "==",
        CmpOp::NotEq => "!=",
        _ => "?",
    }
}

pub(crate) fn cmp_dunders(op: CmpOp) -> (&'static str, &'static str) {
    match op {
        CmpOp::Lt => ("__lt__", "__gt__"),
        CmpOp::LtE => ("__le__", "__ge__"),
        CmpOp::Gt => ("__gt__", "__lt__"),
        CmpOp::GtE => ("__ge__", "__le__"),
        CmpOp::Eq => ("__eq__", "__eq__"),
        CmpOp::NotEq => ("__ne__", "__ne__"),
        _ => ("", ""),
    }
}

pub(crate) fn ord_result(o: std::cmp::Ordering, op: CmpOp) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpOp::Lt => o == Less,
        CmpOp::LtE => o != Greater,
        CmpOp::Gt => o == Greater,
        CmpOp::GtE => o != Less,
        CmpOp::Eq => o == Equal,
        CmpOp::NotEq => o != Equal,
        _ => false,
    }
}

/// An order or equality comparison of two floats or two small ints: IEEE's for floats, which
/// is Python's (a NaN is unequal to everything and unordered); `None` for the other operators
/// (`is`, `in`), which take the general path.
#[inline(always)]
pub(crate) fn primitive_compare_fast<T: PartialOrd>(a: T, op: CmpOp, b: T) -> Option<bool> {
    Some(match op {
        CmpOp::Eq => a == b,
        CmpOp::NotEq => a != b,
        CmpOp::Lt => a < b,
        CmpOp::LtE => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::GtE => a >= b,
        _ => return None,
    })
}

pub(crate) fn num_order(a: Num, b: Num) -> Option<std::cmp::Ordering> {
    use Num::*;
    match (a, b) {
        (Int(x), Int(y)) => Some(x.cmp(&y)),
        (Float(x), Float(y)) => x.partial_cmp(&y),
        (Int(x), Float(y)) => int_float_cmp(&BigInt::from(x), y),
        (Float(x), Int(y)) => int_float_cmp(&BigInt::from(y), x).map(|o| o.reverse()),
        (Big(x), Float(y)) => int_float_cmp(&x, y),
        (Float(x), Big(y)) => int_float_cmp(&y, x).map(|o| o.reverse()),
        (Big(x), Big(y)) => Some(x.cmp(&y)),
        (Big(x), Int(y)) => Some(x.cmp(&BigInt::from(y))),
        (Int(x), Big(y)) => Some(BigInt::from(x).cmp(&y)),
        _ => None,
    }
}

impl Interp {
    pub fn rich_compare(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Value> {
        if let (Value::Int(a), Value::Int(b)) = (l, r) {
            return Ok(Value::Bool(ord_result(a.cmp(b), op)));
        }
        // Floats, and a float with an exactly convertible int: compared as doubles, which is
        // `float_richcompare`'s answer (NaN compares false, except by `!=`).
        if let Some((a, b)) = float_operands(l, r) {
            if let Some(t) = primitive_compare_fast(a, op, b) {
                return Ok(Value::Bool(t));
            }
        }
        if matches!(op, CmpOp::Eq | CmpOp::NotEq)
            && ((self.is_union(l) && self.is_union(r))
                || (self.is_generic_alias(l) && self.is_generic_alias(r)))
        {
            let same = self.eq(l, r)?;
            return Ok(Value::Bool(same == (op == CmpOp::Eq)));
        }
        if matches!(l, Value::Host(_)) || matches!(r, Value::Host(_)) {
            return self.compare_with_host(l, op, r);
        }
        // A class whose metaclass the program wrote compares through the metaclass's methods
        // (`A < B` with `Meta.__lt__`), as an instance through its class's.
        let user_meta = |v: &Value| match v {
            Value::Class(c) => c.metaclass.borrow().is_some(),
            _ => false,
        };
        let instances = matches!(l, Value::Instance(_)) || matches!(r, Value::Instance(_));
        if instances || user_meta(l) || user_meta(r) {
            if let Some(v) = crate::modules::decimal_native::compare_fast(self, l, op, r)? {
                return Ok(v);
            }
            let (name, reflected) = cmp_dunders(op);
            let lt = self.type_of(l);
            let rt = self.type_of(r);
            let r_first = !Rc::ptr_eq(&lt, &rt) && rt.is_subclass(&lt);
            let order: [(&Value, &str, &Value); 2] = if r_first {
                [(r, reflected, l), (l, name, r)]
            } else {
                [(l, name, r), (r, reflected, l)]
            };
            let mut l_eq_tried = false;
            for (recv, method, other) in order {
                // An instance whose MRO binds no such method needs no lookup.
                if let Value::Instance(i) = recv {
                    if !i.class.may_have_cmp(method) {
                        // Its `__ne__` is `object.__ne__`, which inverts its own `__eq__`
                        // (also as the reflected operand of `!=`).
                        if method == "__ne__" && i.class.may_have_cmp("__eq__") {
                            l_eq_tried |= std::ptr::eq(recv, l);
                            if let Some(f) = self.special(recv, "__eq__") {
                                let v = self.call_with_receiver(&f, recv, vec![other.clone()])?;
                                if !matches!(v, Value::NotImplemented) {
                                    return Ok(Value::Bool(!self.truthy(&v)?));
                                }
                            }
                        }
                        continue;
                    }
                }
                if let Some(f) = self.special(recv, method) {
                    // A method set to None is called like any other (CPython's
                    // `slot_tp_richcompare`): `'NoneType' object is not callable`.
                    let v = self.call_with_receiver1(&f, recv, other)?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(v);
                    }
                }
            }
            let l_may_eq = match l {
                Value::Instance(i) => i.class.may_have_cmp("__eq__"),
                _ => true,
            };
            if op == CmpOp::NotEq && l_may_eq && !l_eq_tried {
                if let Some(f) = self.special(l, "__eq__") {
                    let v = self.call_with_receiver1(&f, l, r)?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(Value::Bool(!self.truthy(&v)?));
                    }
                }
            }
            if instances {
                // Builtin-derived instances compare by their builtin part.
                let lb = base_or_self(l);
                let rb = base_or_self(r);
                if !matches!(lb, Value::Instance(_)) && !matches!(rb, Value::Instance(_)) {
                    return self.rich_compare(&lb, op, &rb);
                }
                return match op {
                    CmpOp::Eq => Ok(Value::Bool(l.is(r))),
                    CmpOp::NotEq => Ok(Value::Bool(!l.is(r))),
                    _ => Err(self.order_error(l, op, r)),
                };
            }
            // Classes whose metaclass declined compare as without a metaclass: `==` by
            // identity, no order.
        }
        if let Some(b) = self.view_compare(l, op, r)? {
            return Ok(Value::Bool(b));
        }
        match op {
            CmpOp::Eq => Ok(Value::Bool(self.eq(l, r)?)),
            CmpOp::NotEq => Ok(Value::Bool(!self.eq(l, r)?)),
            _ => match self.order(l, r, op)? {
                Some(o) => Ok(Value::Bool(ord_result(o, op))),
                None => Ok(Value::Bool(false)),
            },
        }
    }

    /// Comparisons with a host object on either side: the host's comparison (reflected when it
    /// is on the right), a sandbox instance's dunder, then identity for `==`/`!=`.
    pub(crate) fn compare_with_host(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Value> {
        let hop = match op {
            CmpOp::Eq => crate::host::CompareOp::Eq,
            CmpOp::NotEq => crate::host::CompareOp::Ne,
            CmpOp::Lt => crate::host::CompareOp::Lt,
            CmpOp::LtE => crate::host::CompareOp::Le,
            CmpOp::Gt => crate::host::CompareOp::Gt,
            CmpOp::GtE => crate::host::CompareOp::Ge,
            _ => {
                return Err(crate::error::runtime_error(format!(
                    "comparison {op:?} is not a rich comparison"
                )))
            }
        };
        let (name, reflected) = cmp_dunders(op);
        if !matches!(l, Value::Host(_)) {
            if let Some(f) = self.special(l, name) {
                let v = self.call_with_receiver1(&f, l, r)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
        }
        if let Some(v) = self.host_compare(l, hop, r)? {
            return Ok(v);
        }
        if !matches!(r, Value::Host(_)) {
            if let Some(f) = self.special(r, reflected) {
                let v = self.call_with_receiver1(&f, r, l)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
        }
        match op {
            CmpOp::Eq => Ok(Value::Bool(l.is(r))),
            CmpOp::NotEq => Ok(Value::Bool(!l.is(r))),
            _ => Err(self.order_error(l, op, r)),
        }
    }

    pub(crate) fn order_error(&self, l: &Value, op: CmpOp, r: &Value) -> Error {
        type_error(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            cmp_name(op),
            self.tp_name(l),
            self.tp_name(r)
        ))
    }

    /// Ordering of builtin values: `None` for unordered (NaN, incomparable sets).
    pub(crate) fn order(
        &mut self,
        l: &Value,
        r: &Value,
        op: CmpOp,
    ) -> R<Option<std::cmp::Ordering>> {
        use std::cmp::Ordering;
        match (l, r) {
            (Value::Str(a), Value::Str(b)) => Ok(Some(a.s.cmp(&b.s))),
            (Value::Bytes(a), Value::Bytes(b)) => Ok(Some(a.cmp(b))),
            // bytearray orders against bytes and bytearray by content, as bytes does.
            (Value::ByteArray(a), Value::Bytes(b)) => {
                Ok(Some(a.borrow().as_slice().cmp(b.as_slice())))
            }
            (Value::Bytes(a), Value::ByteArray(b)) => {
                Ok(Some(a.as_slice().cmp(b.borrow().as_slice())))
            }
            (Value::ByteArray(a), Value::ByteArray(b)) => {
                Ok(Some(a.borrow().as_slice().cmp(b.borrow().as_slice())))
            }
            (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
                let a = seq_items(l);
                let b = seq_items(r);
                for (x, y) in a.iter().zip(b.iter()) {
                    self.budget.step()?;
                    // Identity first, as CPython's `list_richcompare` and `tuplerichcompare`.
                    if !x.is(y) && !self.eq(x, y)? {
                        let v = self.rich_compare(x, op, y)?;
                        let t = self.truthy(&v)?;
                        // Encode the element decision as an ordering that gives the same answer.
                        return Ok(Some(match (op, t) {
                            (CmpOp::Lt | CmpOp::LtE, true) | (CmpOp::Gt | CmpOp::GtE, false) => {
                                Ordering::Less
                            }
                            _ => Ordering::Greater,
                        }));
                    }
                }
                Ok(Some(a.len().cmp(&b.len())))
            }
            (Value::Set(_) | Value::FrozenSet(_), Value::Set(_) | Value::FrozenSet(_)) => {
                let a = SetView::of(l);
                let b = SetView::of(r);
                // As CPython's `set_richcompare`: an order test is one subset test (and a size
                // comparison for a strict one), encoded as the ordering that answers it.
                let (less, greater) = (Some(Ordering::Less), Some(Ordering::Greater));
                match op {
                    CmpOp::LtE => return Ok(if self.is_subset(&a, &b)? { less } else { greater }),
                    CmpOp::GtE => return Ok(if self.is_subset(&b, &a)? { greater } else { less }),
                    CmpOp::Lt => {
                        let t = a.len() < b.len() && self.is_subset(&a, &b)?;
                        return Ok(if t { less } else { greater });
                    }
                    CmpOp::Gt => {
                        let t = a.len() > b.len() && self.is_subset(&b, &a)?;
                        return Ok(if t { greater } else { less });
                    }
                    _ => {}
                }
                let a_in_b = self.is_subset(&a, &b)?;
                let b_in_a = self.is_subset(&b, &a)?;
                Ok(match (a_in_b, b_in_a) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    (false, false) => None,
                })
            }
            _ => {
                if let (Some(a), Some(b)) = (as_num(l), as_num(r)) {
                    if matches!(a, Num::Complex(..)) || matches!(b, Num::Complex(..)) {
                        return Err(self.order_error(l, op, r));
                    }
                    return Ok(num_order(a, b));
                }
                Err(self.order_error(l, op, r))
            }
        }
    }

    /// Comparisons of a set-like dict view (keys or items) with a set or another set-like
    /// view, after CPython's `dictview_richcompare`: sizes first, then every member of the
    /// smaller side must be `in` the other (through the other's own `in`, so an items view
    /// with unhashable values compares with another items view). `None` when neither side is
    /// such a view, or the other side is not set-like (CPython's NotImplemented).
    pub(crate) fn view_compare(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Option<bool>> {
        fn set_like_view(v: &Value) -> bool {
            matches!(v, Value::DictView(d) if d.kind != crate::value::ViewKind::Values)
        }
        fn set_like(v: &Value) -> bool {
            matches!(v, Value::Set(_) | Value::FrozenSet(_)) || set_like_view(v)
        }
        // The view's comparison runs first; with a set on the left, the set's own comparison
        // declines and the view's reflected one answers.
        let (this, op, other) = if set_like_view(l) && set_like(r) {
            (l, op, r)
        } else if set_like_view(r) && set_like(l) {
            let swapped = match op {
                CmpOp::Lt => CmpOp::Gt,
                CmpOp::LtE => CmpOp::GtE,
                CmpOp::Gt => CmpOp::Lt,
                CmpOp::GtE => CmpOp::LtE,
                other => other,
            };
            (r, swapped, l)
        } else {
            return Ok(None);
        };
        let (n_this, n_other) = (self.len(this)?, self.len(other)?);
        let result = match op {
            CmpOp::Eq | CmpOp::NotEq => {
                let same = n_this == n_other && self.all_contained_in(this, other)?;
                same == (op == CmpOp::Eq)
            }
            CmpOp::Lt => n_this < n_other && self.all_contained_in(this, other)?,
            CmpOp::LtE => n_this <= n_other && self.all_contained_in(this, other)?,
            CmpOp::Gt => n_this > n_other && self.all_contained_in(other, this)?,
            CmpOp::GtE => n_this >= n_other && self.all_contained_in(other, this)?,
            _ => return Ok(None),
        };
        Ok(Some(result))
    }

    pub(crate) fn all_contained_in(&mut self, a: &Value, b: &Value) -> R<bool> {
        for x in self.iterate(a)? {
            self.budget.step()?;
            if !self.contains(b, &x)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `a <= b` for two sets (`set_issubset`): false at once when `a` is the larger.
    pub(crate) fn is_subset(&mut self, a: &SetView, b: &SetView) -> R<bool> {
        if a.len() > b.len() {
            return Ok(false);
        }
        {
            let (at, bt) = (a.table(), b.table());
            if crate::ops::simple_tables(&at, &bt) {
                return Ok(at.iter_unordered().all(|e| bt.find_simple(e.hash, &e.key).is_some()));
            }
        }
        for x in a.keys() {
            self.budget.step()?;
            if !self.set_view_contains(b, &x)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `a < b` as a boolean (sorting, min/max).
    pub fn lt(&mut self, a: &Value, b: &Value) -> R<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => Ok(x < y),
            (Value::Float(x), Value::Float(y)) => Ok(x < y),
            (Value::Str(x), Value::Str(y)) => Ok(x.s < y.s),
            _ => {
                let v = self.rich_compare(a, CmpOp::Lt, b)?;
                self.truthy(&v)
            }
        }
    }

    /// Item by item equality of two sequences of the same length (one level of `eq`).
    pub(crate) fn items_eq(&mut self, x: &[Value], y: &[Value]) -> R<bool> {
        for (p, q) in x.iter().zip(y.iter()) {
            // Each item is a step: comparing nested lists that share their items (`x = [x, x]`
            // a hundred times) takes exponential time and must still end at the timeout.
            self.budget.step()?;
            if p.is(q) {
                continue;
            }
            // A class whose metaclass defines `__eq__` (a generic alias's arguments, a tuple
            // of classes): the operator's dispatch, as CPython's item comparison. `eq` itself
            // keeps identity for classes, which the operator's own fallback relies on.
            let same = if metaclass_defines_eq(p) || metaclass_defines_eq(q) {
                let v = self.rich_compare(p, CmpOp::Eq, q)?;
                self.truthy(&v)?
            } else {
                self.eq(p, q)?
            };
            if !same {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether dict `y` holds every entry of `entries` (the items of a dict of the same size).
    pub(crate) fn entries_eq(
        &mut self,
        entries: Vec<(Value, Value)>,
        y: &Rc<RefCell<Dict>>,
    ) -> R<bool> {
        for (k, v) in entries {
            self.budget.step()?;
            match self.dict_get(y, &k)? {
                Some(w) => {
                    if !v.is(&w) && !self.eq(&v, &w)? {
                        return Ok(false);
                    }
                }
                Option::None => return Ok(false),
            }
        }
        Ok(true)
    }

    /// `a == b` as a boolean, with the identity shortcut containers use.
    pub fn eq(&mut self, a: &Value, b: &Value) -> R<bool> {
        use Value::*;
        if self.stack_exhausted() {
            return Err(Error::new(
                ExcType::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        match (a, b) {
            (Str(x), Str(y)) => return Ok(Rc::ptr_eq(x, y) || x.s == y.s),
            (Int(x), Int(y)) => return Ok(x == y),
            _ => {}
        }
        if let Some(r) = numeric_eq(a, b) {
            return Ok(r);
        }
        Ok(match (a, b) {
            (None, None) | (NotImplemented, NotImplemented) | (Ellipsis, Ellipsis) => true,
            (Bytes(x), Bytes(y)) => x == y,
            (ByteArray(x), ByteArray(y)) => *x.borrow() == *y.borrow(),
            (Bytes(x), ByteArray(y)) | (ByteArray(y), Bytes(x)) => **x == *y.borrow(),
            // Tuples never change, so their items are compared in place.
            (Tuple(x), Tuple(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                if x.len() != y.len() {
                    return Ok(false);
                }
                let (x, y) = (x.clone(), y.clone());
                self.enter_nested(CMP_RECURSION)?;
                let r = self.items_eq(&x, &y);
                self.run.nesting -= 1;
                r?
            }
            (List(_), List(_)) => {
                if a.is(b) {
                    return Ok(true);
                }
                let x = seq_items(a);
                let y = seq_items(b);
                if x.len() != y.len() {
                    return Ok(false);
                }
                self.enter_nested(CMP_RECURSION)?;
                let r = self.items_eq(&x, &y);
                self.run.nesting -= 1;
                r?
            }
            (Dict(x), Dict(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                if x.borrow().len() != y.borrow().len() {
                    return Ok(false);
                }
                let entries: Vec<(Value, Value)> =
                    x.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                self.enter_nested(CMP_RECURSION)?;
                let r = self.entries_eq(entries, y);
                self.run.nesting -= 1;
                r?
            }
            (Set(_) | FrozenSet(_), Set(_) | FrozenSet(_)) => {
                let x = SetView::of(a);
                let y = SetView::of(b);
                if x.len() != y.len() {
                    return Ok(false);
                }
                self.is_subset(&x, &y)?
            }
            (Range(x), Range(y)) if x.big.is_none() && y.big.is_none() => {
                let (lx, ly) = (x.len(), y.len());
                lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)))
            }
            (Range(x), Range(y)) => {
                use num_traits::{One, Zero};
                let (lx, ly) = (x.len_big(), y.len_big());
                let ((xs, _, xst), (ys, _, yst)) = (x.parts(), y.parts());
                lx == ly && (lx.is_zero() || (xs == ys && (lx.is_one() || xst == yst)))
            }
            (DictView(_), _) | (_, DictView(_)) => match self.view_compare(a, CmpOp::Eq, b)? {
                Some(same) => same,
                Option::None => a.is(b),
            },
            // Unions are equal when they have the same members, in any order.
            (Instance(_), Instance(_)) if self.is_union(a) && self.is_union(b) => {
                let (xs, ys) = (self.union_args(a), self.union_args(b));
                if xs.len() != ys.len() {
                    return Ok(false);
                }
                for x in &xs {
                    let mut found = false;
                    for y in &ys {
                        if x.is(y) || (self.is_generic_alias(x) && self.eq(x, y)?) {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        return Ok(false);
                    }
                }
                true
            }
            // Generic aliases are equal when their origins are identical and their arguments
            // equal, as CPython's `ga_richcompare`.
            (Instance(_), Instance(_)) if self.is_generic_alias(a) && self.is_generic_alias(b) => {
                let ((xo, xa), (yo, ya)) =
                    (self.generic_alias_parts(a), self.generic_alias_parts(b));
                if self.generic_alias_starred(a) != self.generic_alias_starred(b) {
                    return Ok(false);
                }
                return Ok(self.eq(&xo, &yo)? && self.eq(&Value::tuple(xa), &Value::tuple(ya))?);
            }
            (Instance(_), _) | (_, Instance(_)) | (Host(_), _) | (_, Host(_)) => {
                let v = self.rich_compare(a, CmpOp::Eq, b)?;
                return self.truthy(&v);
            }
            // CPython's meth_richcompare: the same receiver (by identity), equal functions.
            (BoundMethod(x), BoundMethod(y)) => {
                Rc::ptr_eq(x, y) || (x.receiver.is(&y.receiver) && self.eq(&x.func, &y.func)?)
            }
            (Slice(x), Slice(y)) => {
                self.eq(&x.start, &y.start)?
                    && self.eq(&x.stop, &y.stop)?
                    && self.eq(&x.step, &y.step)?
            }
            _ => a.is(b),
        })
    }
}

/// Whether `v` is a class whose metaclass (a class of the program's) defines `__eq__`.
fn metaclass_defines_eq(v: &Value) -> bool {
    let Value::Class(c) = v else { return false };
    let meta = c.metaclass.borrow();
    let Some(m) = meta.as_ref() else { return false };
    let found = m
        .mro()
        .iter()
        .take_while(|k| !k.is_builtin)
        .any(|k| k.attrs.borrow().contains_key("__eq__"));
    found
}
