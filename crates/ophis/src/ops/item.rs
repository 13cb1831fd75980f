//! Item access and containment: indexes and slices, getitem, setitem, delitem, `in`.

use super::*;
use crate::eval::class::ItemSlot;

/// Clamps slice bounds like `PySlice_AdjustIndices`; returns (start, stop, step, length).
pub(crate) fn adjust_slice(
    len: i64,
    start: Option<i64>,
    stop: Option<i64>,
    step: i64,
) -> (i64, i64, i64, i64) {
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let norm = |v: Option<i64>, default: i64| -> i64 {
        match v {
            None => default,
            Some(v) => {
                if v < 0 {
                    (v + len).max(lo)
                } else {
                    v.min(hi)
                }
            }
        }
    };
    let start = norm(start, if step < 0 { hi } else { lo });
    let stop = norm(stop, if step < 0 { lo } else { hi });
    let n = if step < 0 {
        if stop < start {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        }
    } else if start < stop {
        (stop - start - 1) / step + 1
    } else {
        0
    };
    (start, stop, step, n)
}

/// `items[i]` for an index in range (negative from the end), as list and tuple indexing.
#[inline]
pub(crate) fn index_in(items: &[Value], i: i64) -> Option<Value> {
    let n = items.len() as i64;
    let j = if i < 0 { i + n } else { i };
    if (0..n).contains(&j) {
        Some(items[j as usize].clone())
    } else {
        None
    }
}

/// Where index `i` is in a sequence of `len` items, counting from the end when negative;
/// None when it is out of range (the caller then takes the general path, which words the
/// IndexError). The common case of `seq[int]`, read and written inline by the evaluator.
#[inline(always)]
/// `a == b` where answering runs no Python code and cannot fail: two strs, or two numbers.
/// `None` for every other pair, which `Interp::eq` answers.
fn pure_eq(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Some(Rc::ptr_eq(x, y) || x.s == y.s),
        // Identity first, as the general path (a float is its bits: `nan in [nan]`).
        _ => numeric_eq(a, b).map(|r| r || a.is(b)),
    }
}

pub(crate) fn seq_index(i: i64, len: usize) -> Option<usize> {
    let j = if i < 0 { i.wrapping_add(len as i64) } else { i };
    if j >= 0 && (j as u64) < len as u64 {
        Some(j as usize)
    } else {
        None
    }
}

impl Interp {
    pub fn contains(&mut self, container: &Value, item: &Value) -> R<bool> {
        if let Value::Class(c) = container {
            if let Some(f) = c.meta_lookup("__contains__") {
                let r = self.call(&f, vec![container.clone(), item.clone()], vec![])?;
                return self.truthy(&r);
            }
        }
        match container {
            Value::Host(h) => self.host_contains(h, item),
            Value::Str(s) => match item {
                Value::Str(sub) => Ok(crate::builtins::str_methods::str_contains(s, sub)),
                // A str subclass instance searches with its string value.
                Value::Instance(i) if matches!(&*i.builtin_base.borrow(), Some(Value::Str(_))) => {
                    let b = i.builtin_base.borrow().clone().unwrap_or(Value::None);
                    self.contains(container, &b)
                }
                _ => Err(type_error(format!(
                    "'in <string>' requires string as left operand, not {}",
                    self.type_name(item)
                ))),
            },
            // As CPython's `list_contains`, the list is read live (an `__eq__` may change
            // it), without copying it first; an item whose comparison with `item` runs no
            // Python code is compared in place.
            Value::List(l) => {
                let mut i = 0;
                loop {
                    let x = {
                        let items = l.borrow();
                        let Some(x) = items.get(i) else {
                            return Ok(false);
                        };
                        if let Some(r) = pure_eq(x, item) {
                            if r {
                                return Ok(true);
                            }
                            i += 1;
                            continue;
                        }
                        x.clone()
                    };
                    if x.is(item) || self.eq(&x, item)? {
                        return Ok(true);
                    }
                    i += 1;
                }
            }
            Value::Tuple(t) => {
                for x in t.iter() {
                    if let Some(r) = pure_eq(x, item) {
                        if r {
                            return Ok(true);
                        }
                        continue;
                    }
                    if x.is(item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            // A dict's `in` hashes the key as given (`{1} in d` is the TypeError).
            Value::Dict(d) => self.dict_contains(d, item),
            Value::Set(d) => match self.dict_contains(d, item) {
                Ok(b) => Ok(b),
                // As CPython's `set_contains`: an unhashable set is looked up as the
                // frozenset of its items.
                Err(e) if e.builtin_type() == Some(ExcType::TypeError) => {
                    match super::set_key_as_frozenset(item) {
                        Some(fs) => self.dict_contains(d, &fs),
                        None => Err(e),
                    }
                }
                Err(e) => Err(e),
            },
            Value::FrozenSet(d) => match self.frozen_contains(d, item) {
                Ok(b) => Ok(b),
                // As CPython's `set_contains`: an unhashable set is looked up as the
                // frozenset of its items.
                Err(e) if e.builtin_type() == Some(ExcType::TypeError) => {
                    match super::set_key_as_frozenset(item) {
                        Some(fs) => self.frozen_contains(d, &fs),
                        None => Err(e),
                    }
                }
                Err(e) => Err(e),
            },
            Value::DictView(v) => match v.kind {
                crate::value::ViewKind::Keys => self.dict_contains(&v.dict, item),
                _ => {
                    let items = self.iterate(container)?;
                    for x in items {
                        if x.is(item) || self.eq(&x, item)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
            },
            // A range past 64 bits computes with exact ints; ints (and bools) only, anything
            // else is searched for by `==` below.
            Value::Range(r)
                if r.big.is_some()
                    && matches!(item, Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) =>
            {
                let x = to_bigint(item).unwrap_or_default();
                let (start, stop, step) = r.parts();
                let inside = if step.is_positive() {
                    x >= start && x < stop
                } else {
                    x <= start && x > stop
                };
                Ok(inside && ((x - start) % step).is_zero())
            }
            Value::Range(r) => {
                let i = match item {
                    Value::Int(i) => *i,
                    Value::Bool(b) => *b as i64,
                    // Ints are normalized, so a big int lies outside every 64-bit range.
                    Value::BigInt(_) if r.big.is_none() => return Ok(false),
                    _ => {
                        let items = self.iterate(container)?;
                        for x in items {
                            if x.is(item) || self.eq(&x, item)? {
                                return Ok(true);
                            }
                        }
                        return Ok(false);
                    }
                };
                let (start, stop, step) = (r.start as i128, r.stop as i128, r.step as i128);
                let i = i as i128;
                let inside = if step > 0 { i >= start && i < stop } else { i <= start && i > stop };
                Ok(inside && (i - start) % step == 0)
            }
            // A bytearray searches a copy of its bytes (no borrow is held while anything runs).
            Value::ByteArray(b) => {
                let copy = Value::Bytes(Rc::new(b.borrow().clone()));
                let item = match item {
                    Value::ByteArray(x) => Value::Bytes(Rc::new(x.borrow().clone())),
                    other => other.clone(),
                };
                self.contains(&copy, &item)
            }
            Value::Bytes(b) => {
                let sub = match item {
                    Value::Bytes(sub) => (**sub).clone(),
                    Value::ByteArray(sub) => sub.borrow().clone(),
                    // As `_Py_bytes_contains`: an integer (an object with `__index__`) is one
                    // byte, which must be in range; anything else must be bytes-like.
                    Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Instance(_) => {
                        let base = match item {
                            Value::Instance(i) => i.builtin_base.borrow().clone(),
                            _ => None,
                        };
                        match &base {
                            Some(Value::Bytes(sub)) => (**sub).clone(),
                            Some(Value::ByteArray(sub)) => sub.borrow().clone(),
                            _ => match crate::modules::math::index_big(self, item) {
                                Ok(n) => {
                                    use num_traits::ToPrimitive;
                                    return match n.to_u8() {
                                        Some(x) => Ok(b.contains(&x)),
                                        None => Err(crate::error::value_error(
                                            "byte must be in range(0, 256)",
                                        )),
                                    };
                                }
                                Err(e) if self.is_exc_of(&e, ExcType::TypeError) => {
                                    return Err(type_error(format!(
                                        "a bytes-like object is required, not '{}'",
                                        self.type_name(item)
                                    )))
                                }
                                Err(e) => return Err(e),
                            },
                        }
                    }
                    _ => {
                        return Err(type_error(format!(
                            "a bytes-like object is required, not '{}'",
                            self.type_name(item)
                        )))
                    }
                };
                Ok(sub.is_empty() || b.windows(sub.len()).any(|w| w == &sub[..]))
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__contains__") {
                    let r = self.call_with_receiver(&f, container, [item.clone()])?;
                    return self.truthy(&r);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.contains(&b, item);
                }
                let it = self.get_iter(container)?;
                while let Some(x) = self.next(&it)? {
                    if x.is(item) || self.eq(&x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Iterator(_) | Value::Generator(_) => {
                while let Some(x) = self.next(container)? {
                    if x.is(item) || self.eq(&x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(type_error(format!(
                "argument of type '{}' is not iterable",
                self.type_name(container)
            ))),
        }
    }

    /// `operator.index(v)` as an i64.
    pub fn index_value(&mut self, v: &Value) -> R<i64> {
        match v {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(_) => {
                Err(Error::new(ExcType::IndexError, "cannot fit 'int' into an index-sized integer"))
            }
            // As `PyNumber_Index`: an int subclass instance is its int value, whatever
            // `__index__` it defines.
            Value::Instance(i)
                if matches!(
                    &*i.builtin_base.borrow(),
                    Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                ) =>
            {
                let b = i.builtin_base.borrow().clone().unwrap_or(Value::None);
                self.index_value(&b)
            }
            Value::Instance(i) if i.class.lookup("__index__").is_some() => {
                let f = i.class.lookup("__index__").unwrap_or(Value::None);
                let r = self.call_with_receiver(&f, v, [])?;
                self.index_value(&r)
            }
            Value::Host(h) => {
                let r = self.host_convert(h, crate::host::Conversion::Index)?;
                self.index_value(&r)
            }
            _ => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(v)
            ))),
        }
    }

    pub(crate) fn slice_bounds(
        &mut self,
        s: &crate::value::SliceObj,
        len: usize,
    ) -> R<(i64, i64, i64, i64)> {
        let (start, stop, step) = self.slice_unpack(s)?;
        Ok(adjust_slice(len as i64, start, stop, step))
    }

    /// A slice's start, stop and step as integers, before they are adjusted to a length
    /// (CPython's `PySlice_Unpack`). Their `__index__` can run the program's code, which can
    /// change the container: the length is read after this, as CPython reads it.
    pub(crate) fn slice_unpack(
        &mut self,
        s: &crate::value::SliceObj,
    ) -> R<(Option<i64>, Option<i64>, i64)> {
        let step = match &s.step {
            Value::None => 1,
            v => self.slice_index(v)?,
        };
        if step == 0 {
            return Err(value_error("slice step cannot be zero"));
        }
        let start = match &s.start {
            Value::None => None,
            v => Some(self.slice_index(v)?),
        };
        let stop = match &s.stop {
            Value::None => None,
            v => Some(self.slice_index(v)?),
        };
        Ok((start, stop, step))
    }

    /// A slice bound: huge big ints clamp instead of failing, as in CPython.
    pub(crate) fn slice_index(&mut self, v: &Value) -> R<i64> {
        match v {
            Value::BigInt(b) => Ok(if b.is_negative() { i64::MIN / 2 } else { i64::MAX / 2 }),
            Value::Int(i) => Ok((*i).clamp(i64::MIN / 2, i64::MAX / 2)),
            // Only a value without `__index__` gets CPython's message; what `__index__` raises,
            // and a limit error above all, passes through (replacing every error made the
            // timeout a TypeError the program could catch).
            _ => match self.index_value(v) {
                Ok(i) => Ok(i),
                Err(e)
                    if self.is_exc_of(&e, ExcType::TypeError)
                        && !matches!(v, Value::Instance(i) if i.class.lookup("__index__").is_some()) =>
                {
                    Err(type_error(
                        "slice indices must be integers or None or have an __index__ method",
                    ))
                }
                Err(e) => Err(e),
            },
        }
    }

    pub(crate) fn norm_index(&mut self, idx: &Value, len: usize, what: &str) -> R<usize> {
        let i = match idx {
            Value::Int(i) => *i,
            Value::Bool(b) => *b as i64,
            Value::BigInt(_) => {
                return Err(index_error("cannot fit 'int' into an index-sized integer".to_string()))
            }
            // An object without `__index__` gets the sequence's own message below.
            Value::Instance(i)
                if i.class.lookup("__index__").is_some()
                    || matches!(
                        &*i.builtin_base.borrow(),
                        Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                    ) =>
            {
                self.index_value(idx)?
            }
            _ => {
                // CPython's wording differs per type: `b""["x"]` says "byte indices", `range(1)["x"]`
                // "range indices", and `""["x"]` "string indices must be integers, not 'str'".
                let tn = self.type_name(idx);
                return Err(type_error(match what {
                    "index" => format!("byte indices must be integers or slices, not {tn}"),
                    "range object" => format!("range indices must be integers or slices, not {tn}"),
                    "string" => format!("string indices must be integers, not '{tn}'"),
                    // Assignment and deletion share the reading's wording (only the
                    // IndexError says "list assignment index").
                    "list assignment" => {
                        format!("list indices must be integers or slices, not {tn}")
                    }
                    _ => format!("{what} indices must be integers or slices, not {tn}"),
                }));
            }
        };
        let j = if i < 0 { i + len as i64 } else { i };
        if j < 0 || j >= len as i64 {
            if what == "index" {
                return Err(index_error("index out of range"));
            }
            return Err(index_error(format!("{what} index out of range")));
        }
        Ok(j as usize)
    }

    pub fn getitem(&mut self, v: &Value, idx: &Value) -> R<Value> {
        match v {
            Value::Host(h) => self.host_getitem(h, idx),
            Value::List(l) => {
                if let Value::Slice(s) = idx {
                    // The bounds' `__index__` can change the list: no borrow is held while it
                    // runs, and the length is read after it.
                    let (start, stop, step) = self.slice_unpack(s)?;
                    let items = l.borrow();
                    let (start, _, step, n) = adjust_slice(items.len() as i64, start, stop, step);
                    let out: Vec<Value> =
                        (0..n).map(|k| items[(start + k * step) as usize].clone()).collect();
                    return Ok(Value::list(out));
                }
                let len = l.borrow().len();
                let i = self.norm_index(idx, len, "list")?;
                // An index's `__index__` may have shrunk the list: check the bound again.
                l.borrow().get(i).cloned().ok_or_else(|| index_error("list index out of range"))
            }
            Value::Tuple(t) => {
                if let Value::Slice(s) = idx {
                    let (start, _, step, n) = self.slice_bounds(s, t.len())?;
                    return Ok(Value::tuple(
                        (0..n).map(|k| t[(start + k * step) as usize].clone()).collect(),
                    ));
                }
                let i = self.norm_index(idx, t.len(), "tuple")?;
                Ok(t[i].clone())
            }
            Value::Str(s) => {
                if let Value::Slice(sl) = idx {
                    let (start, stop, step, _) = self.slice_bounds(sl, s.nchars)?;
                    return Ok(Value::string(crate::builtins::str_methods::str_slice(
                        s, start, stop, step,
                    )));
                }
                let i = self.norm_index(idx, s.nchars, "string")?;
                let c = crate::builtins::str_methods::char_index(s, i).unwrap_or('\0');
                Ok(Value::string(c.to_string()))
            }
            Value::Bytes(b) => {
                if let Value::Slice(sl) = idx {
                    let (start, _, step, n) = self.slice_bounds(sl, b.len())?;
                    return Ok(Value::Bytes(Rc::new(
                        (0..n).map(|k| b[(start + k * step) as usize]).collect(),
                    )));
                }
                let i = self.norm_index(idx, b.len(), "index")?;
                Ok(Value::Int(b[i] as i64))
            }
            Value::ByteArray(b) => {
                // The index's `__index__` can change the bytearray: no borrow is held while
                // it runs, and the length is read (or the bound checked) after it.
                if let Value::Slice(sl) = idx {
                    let (start, stop, step) = self.slice_unpack(sl)?;
                    let b = b.borrow();
                    let (start, _, step, n) = adjust_slice(b.len() as i64, start, stop, step);
                    return Ok(Value::ByteArray(Rc::new(RefCell::new(
                        (0..n).map(|k| b[(start + k * step) as usize]).collect(),
                    ))));
                }
                let len = b.borrow().len();
                let i = self.norm_index(idx, len, "bytearray")?;
                let byte = b.borrow().get(i).copied();
                byte.map(|x| Value::Int(x as i64))
                    .ok_or_else(|| index_error("bytearray index out of range"))
            }
            Value::Range(r) => {
                if let Value::Slice(sl) = idx {
                    return self.range_slice(r, sl);
                }
                if r.big.is_none() {
                    let i = self.norm_index(idx, r.len() as usize, "range object")?;
                    return Ok(Value::Int(r.get(i as i64)));
                }
                // As CPython's `compute_range_item`, with exact ints.
                let len = r.len_big();
                let mut i = crate::modules::math::index_big(self, idx)?;
                if i.is_negative() {
                    i += &len;
                }
                if i.is_negative() || i >= len {
                    return Err(index_error("range object index out of range"));
                }
                let (start, _, step) = r.parts();
                Ok(Value::from_bigint(start + i * step))
            }
            Value::Dict(d) => match self.dict_get(d, idx)? {
                Some(v) => Ok(v),
                None => Err(Error::with_args(ExcType::KeyError, vec![idx.clone()])),
            },
            Value::Instance(i) => {
                // The class's plan says where `__getitem__` is (`ItemSlot`), for the common
                // classes; the general path below finds the same method.
                match i.class.item_slot(false) {
                    ItemSlot::Array => {
                        if let Some(r) = crate::modules::array_native::array_getitem(v, idx) {
                            return r;
                        }
                    }
                    ItemSlot::At(mro_index, slot) => {
                        if let Some(f) = i.class.entry_named(mro_index, slot, "__getitem__") {
                            return self.call_with_receiver(&f, v, [idx.clone()]);
                        }
                    }
                    ItemSlot::General => {}
                }
                self.instance_getitem(i, v, idx)
            }
            Value::Class(c) if c.meta_lookup("__getitem__").is_some() => {
                let f = c.meta_lookup("__getitem__").unwrap_or(Value::None);
                self.call(&f, vec![v.clone(), idx.clone()], vec![])
            }
            Value::Class(c) => {
                // A class's own `__class_getitem__` (implicitly a classmethod) decides.
                if let Some(f) = c
                    .mro()
                    .iter()
                    .filter(|k| !k.is_builtin)
                    .find_map(|k| k.attrs.borrow().get("__class_getitem__").cloned())
                {
                    let f = match f {
                        Value::ClassMethod(ref inner) => (**inner).clone(),
                        other => other,
                    };
                    return self.call(&f, vec![v.clone(), idx.clone()], vec![]);
                }
                // `list[int]` and friends are `types.GenericAlias` objects, for the builtin
                // classes CPython makes subscriptable (and the classes of the native modules,
                // that the classes of ophis's Python-written modules answer for themselves).
                // Their subclasses inherit `__class_getitem__` (`Point[int]` of a namedtuple).
                if matches!(
                    c.kind,
                    TypeKind::List
                        | TypeKind::Dict
                        | TypeKind::Tuple
                        | TypeKind::Set
                        | TypeKind::FrozenSet
                        | TypeKind::Type
                ) || (c.kind == TypeKind::Exception
                    && c.is_subclass(&self.types.exc(crate::error::ExcType::BaseExceptionGroup)))
                {
                    return Ok(self.make_generic_alias(v, idx));
                }
                Err(type_error(format!("type '{}' is not subscriptable", c.name)))
            }
            _ => Err(type_error(format!("'{}' object is not subscriptable", self.type_name(v)))),
        }
    }

    /// `v[idx]` for an instance `i` (`v`) by the general path: generic aliases and unions,
    /// then `__getitem__` along the MRO, then a builtin base.
    #[inline(never)]
    fn instance_getitem(&mut self, i: &crate::value::Instance, v: &Value, idx: &Value) -> R<Value> {
        // `dict[str, T][int]`: the type variables substituted (`ga_getitem`).
        if self.generic_alias_native(v, "__getitem__") {
            return self.generic_alias_getitem(v, idx);
        }
        if self.is_union(v) {
            return self.union_getitem(v, idx);
        }
        if let Some(f) = i.class.lookup("__getitem__") {
            return self.call_with_receiver(&f, v, [idx.clone()]);
        }
        if let Some(b) = i.builtin_base.borrow().clone() {
            if let Value::Dict(d) = &b {
                if let Some(val) = self.dict_get(d, idx)? {
                    return Ok(val);
                }
                if let Some(m) = i.class.lookup("__missing__") {
                    return self.call_with_receiver(&m, v, [idx.clone()]);
                }
                return Err(Error::with_args(ExcType::KeyError, vec![idx.clone()]));
            }
            return self.getitem(&b, idx);
        }
        Err(type_error(format!("'{}' object is not subscriptable", i.class.name)))
    }

    /// The bytes assigned to a bytearray slice, with CPython's errors: numbers and strings are
    /// refused (`bytearray(5)` makes five bytes, `b[0:1] = 5` does not), any other value must
    /// be bytes-like or an iterable of ints in range(0, 256).
    fn bytearray_assigned(&mut self, val: &Value) -> R<Vec<u8>> {
        match val {
            Value::Bytes(b) => return Ok((**b).clone()),
            Value::ByteArray(b) => return Ok(b.borrow().clone()),
            Value::Int(_)
            | Value::BigInt(_)
            | Value::Bool(_)
            | Value::Float(_)
            | Value::Complex(_)
            | Value::Str(_) => {
                return Err(type_error(
                    "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
                ))
            }
            _ => {}
        }
        // Only a TypeError (the value is not iterable) becomes CPython's message; other
        // errors, and limit errors above all, pass through as raised.
        let items = match self.iterate(val) {
            Ok(items) => items,
            Err(e) if self.is_exc_of(&e, ExcType::TypeError) => {
                return Err(type_error(format!(
                    "cannot convert '{}' object to bytearray",
                    self.type_name(val)
                )));
            }
            Err(e) => return Err(e),
        };
        let mut out = Vec::with_capacity(items.len());
        for item in &items {
            let byte = self.index_value(item)?;
            if !(0..256).contains(&byte) {
                return Err(value_error("byte must be in range(0, 256)"));
            }
            out.push(byte as u8);
        }
        Ok(out)
    }

    pub fn setitem(&mut self, v: &Value, idx: Value, val: Value) -> R<()> {
        match v {
            Value::Host(h) => self.host_setitem(h, &idx, &val),
            Value::List(l) => {
                if let Value::Slice(s) = &idx {
                    // The bounds' `__index__` and the value's iteration run the program's
                    // code, which can change the list: the length is read after both, so the
                    // bounds always fit the list (CPython clamps them again the same way).
                    let (start, stop, step) = self.slice_unpack(s)?;
                    let items = match &val {
                        // A list nothing else refers to (`perm[k::-1]` just built) gives up
                        // its items instead of having them copied: no one can see it again (a
                        // collector's weak reference dies with it, and no collection runs
                        // before this statement ends).
                        Value::List(src) if Rc::strong_count(src) == 1 => {
                            std::mem::take(&mut *src.borrow_mut())
                        }
                        _ => self.iterate(&val)?,
                    };
                    let (start, stop, step, n) =
                        adjust_slice(l.borrow().len() as i64, start, stop, step);
                    let mut list = l.borrow_mut();
                    if step == 1 {
                        let stop = stop.max(start);
                        let range = start as usize..stop as usize;
                        if range.len() == items.len() {
                            // Same length (fannkuch's `perm[:k + 1] = perm[k::-1]`): the items
                            // are swapped in place, with no tail to move. The old ones are
                            // dropped after the borrow ends, as `splice` would not allow.
                            let mut old = items;
                            list[range].swap_with_slice(&mut old);
                            drop(list);
                            drop(old);
                        } else {
                            list.splice(range, items);
                        }
                    } else {
                        if items.len() as i64 != n {
                            return Err(value_error(format!(
                                "attempt to assign sequence of size {} to extended slice of size {}",
                                items.len(),
                                n
                            )));
                        }
                        for (k, item) in items.into_iter().enumerate() {
                            list[(start + k as i64 * step) as usize] = item;
                        }
                    }
                    return Ok(());
                }
                let len = l.borrow().len();
                let i = self.norm_index(&idx, len, "list assignment")?;
                // An index's `__index__` may have shrunk the list: check the bound again.
                match l.borrow_mut().get_mut(i) {
                    Some(slot) => *slot = val,
                    None => return Err(index_error("list assignment index out of range")),
                }
                Ok(())
            }
            Value::Dict(d) => self.dict_set(d, idx, val),
            Value::ByteArray(b) => {
                if let Value::Slice(s) = &idx {
                    let (start, stop, step) = self.slice_unpack(s)?;
                    let data = self.bytearray_assigned(&val)?;
                    let (start, stop, step, n) =
                        adjust_slice(b.borrow().len() as i64, start, stop, step);
                    let mut bytes = b.borrow_mut();
                    if step == 1 {
                        let stop = stop.max(start);
                        bytes.splice(start as usize..stop as usize, data);
                    } else {
                        if data.len() as i64 != n {
                            return Err(value_error(format!(
                                "attempt to assign bytes of size {} to extended slice of size {}",
                                data.len(),
                                n
                            )));
                        }
                        for (k, byte) in data.into_iter().enumerate() {
                            bytes[(start + k as i64 * step) as usize] = byte;
                        }
                    }
                    return Ok(());
                }
                let len = b.borrow().len();
                let i = self.norm_index(&idx, len, "bytearray")?;
                let byte = self.index_value(&val)?;
                if !(0..256).contains(&byte) {
                    return Err(value_error("byte must be in range(0, 256)"));
                }
                // The index's or the value's `__index__` may have shrunk the bytearray (CPython
                // checks the bound after both conversions): check it again.
                match b.borrow_mut().get_mut(i) {
                    Some(slot) => *slot = byte as u8,
                    None => return Err(index_error("bytearray index out of range")),
                }
                Ok(())
            }
            Value::Instance(i) => {
                match i.class.item_slot(true) {
                    ItemSlot::Array => {
                        if let Some(r) =
                            crate::modules::array_native::array_setitem(self, v, &idx, &val)
                        {
                            return r;
                        }
                    }
                    ItemSlot::At(mro_index, slot) => {
                        if let Some(f) = i.class.entry_named(mro_index, slot, "__setitem__") {
                            self.call_with_receiver(&f, v, [idx, val])?;
                            return Ok(());
                        }
                    }
                    ItemSlot::General => {}
                }
                if let Some(f) = i.class.lookup("__setitem__") {
                    self.call_with_receiver(&f, v, [idx, val])?;
                    return Ok(());
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.setitem(&b, idx, val);
                }
                // A class defining `__delitem__` has CPython's assignment slot, which looks
                // `__setitem__` up and fails with its name.
                if i.class.lookup("__delitem__").is_some() {
                    return Err(crate::error::attribute_error("__setitem__"));
                }
                Err(type_error(format!(
                    "'{}' object does not support item assignment",
                    i.class.name
                )))
            }
            _ => Err(type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(v)
            ))),
        }
    }

    pub fn delitem(&mut self, v: &Value, idx: &Value) -> R<()> {
        match v {
            Value::Host(h) => self.host_delitem(h, idx),
            Value::List(l) => {
                if let Value::Slice(s) = idx {
                    // The length is read after the bounds' `__index__` ran (see `setitem`).
                    let (start, stop, step) = self.slice_unpack(s)?;
                    let (start, _, step, n) =
                        adjust_slice(l.borrow().len() as i64, start, stop, step);
                    let mut remove: Vec<usize> =
                        (0..n).map(|k| (start + k * step) as usize).collect();
                    remove.sort_unstable();
                    let mut list = l.borrow_mut();
                    for i in remove.into_iter().rev() {
                        list.remove(i);
                    }
                    return Ok(());
                }
                let len = l.borrow().len();
                let i = self.norm_index(idx, len, "list assignment")?;
                // The index's `__index__` may have shrunk the list: check the bound again.
                if i >= l.borrow().len() {
                    return Err(index_error("list assignment index out of range"));
                }
                l.borrow_mut().remove(i);
                Ok(())
            }
            Value::ByteArray(b) => {
                if let Value::Slice(s) = idx {
                    let (start, stop, step) = self.slice_unpack(s)?;
                    let (start, _, step, n) =
                        adjust_slice(b.borrow().len() as i64, start, stop, step);
                    let mut remove: Vec<usize> =
                        (0..n).map(|k| (start + k * step) as usize).collect();
                    remove.sort_unstable();
                    let mut data = b.borrow_mut();
                    for i in remove.into_iter().rev() {
                        data.remove(i);
                    }
                    return Ok(());
                }
                let len = b.borrow().len();
                let i = self.norm_index(idx, len, "bytearray")?;
                if i >= b.borrow().len() {
                    return Err(index_error("bytearray index out of range"));
                }
                b.borrow_mut().remove(i);
                Ok(())
            }
            Value::Dict(d) => match self.dict_remove(d, idx)? {
                Some(_) => Ok(()),
                None => Err(Error::with_args(ExcType::KeyError, vec![idx.clone()])),
            },
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__delitem__") {
                    self.call_with_receiver(&f, v, [idx.clone()])?;
                    return Ok(());
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.delitem(&b, idx);
                }
                // A class defining `__setitem__` has CPython's assignment slot, which looks
                // `__delitem__` up and fails with its name.
                if i.class.lookup("__setitem__").is_some() {
                    return Err(crate::error::attribute_error("__delitem__"));
                }
                let verb = if deletes_by_index(idx) { "doesn't" } else { "does not" };
                Err(type_error(format!("'{}' object {verb} support item deletion", i.class.name)))
            }
            // CPython words it "doesn't" when a type with sequence slots (every class of the
            // program's has them) is given an index (`PySequence_DelItem`), "does not"
            // otherwise (`PyObject_DelItem`).
            Value::Str(_)
            | Value::Tuple(_)
            | Value::Bytes(_)
            | Value::Range(_)
            | Value::Set(_)
            | Value::FrozenSet(_)
                if deletes_by_index(idx) =>
            {
                Err(type_error(format!(
                    "'{}' object doesn't support item deletion",
                    self.type_name(v)
                )))
            }
            _ => Err(type_error(format!(
                "'{}' object does not support item deletion",
                self.type_name(v)
            ))),
        }
    }

    /// `range[a:b:c]`: as CPython (`compute_slice` over `_PySlice_GetLongIndices`), with exact
    /// ints, so the new stop is the old range at the adjusted slice stop (`range(100)[10:20:3]`
    /// is `range(10, 20, 3)`) and nothing overflows.
    fn range_slice(&mut self, r: &crate::value::RangeObj, sl: &crate::value::SliceObj) -> R<Value> {
        let len = r.len_big();
        let part = |me: &mut Interp, v: &Value| -> R<Option<BigInt>> {
            match v {
                Value::None => Ok(None),
                other => crate::modules::math::index_big(me, other).map(Some).map_err(|e| {
                    if me.is_exc_of(&e, ExcType::TypeError) {
                        type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        )
                    } else {
                        e
                    }
                }),
            }
        };
        let step = part(self, &sl.step)?.unwrap_or_else(|| BigInt::from(1));
        if step.is_zero() {
            return Err(value_error("slice step cannot be zero"));
        }
        let start = part(self, &sl.start)?;
        let stop = part(self, &sl.stop)?;
        let (lower, upper) = if step.is_negative() {
            (BigInt::from(-1), &len - 1)
        } else {
            (BigInt::from(0), len.clone())
        };
        let clamp = |v: Option<BigInt>, default: &BigInt| -> BigInt {
            match v {
                None => default.clone(),
                Some(mut v) => {
                    if v.is_negative() {
                        v += &len;
                        if v < lower {
                            v = lower.clone();
                        }
                    } else if v > upper {
                        v = upper.clone();
                    }
                    v
                }
            }
        };
        let (d_start, d_stop) = if step.is_negative() {
            (upper.clone(), lower.clone())
        } else {
            (lower.clone(), upper.clone())
        };
        let start = clamp(start, &d_start);
        let stop = clamp(stop, &d_stop);
        let (r_start, _, r_step) = r.parts();
        let new_start = &r_start + &start * &r_step;
        let new_stop = &r_start + &stop * &r_step;
        let new_step = r_step * step;
        Ok(Value::Range(Rc::new(crate::value::RangeObj::new_big(new_start, new_stop, new_step))))
    }
}

/// Whether `del x[idx]` on a type with sequence slots goes through `PySequence_DelItem`:
/// `idx` is an int (or has `__index__`).
fn deletes_by_index(idx: &Value) -> bool {
    match idx {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => true,
        Value::Instance(i) => i.class.lookup("__index__").is_some(),
        _ => false,
    }
}
