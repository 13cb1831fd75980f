//! The `range` and `slice` heap types and their methods (`index`, `count`, `indices`).

use std::rc::Rc;

use num_bigint::BigInt;

use crate::args::Sig;
use crate::builtins::collections::{descriptor_error, method_arg, sig};
use crate::error::{value_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::Value;

/// A range. Bounds and length within 64 bits (every range programs loop over) live in the
/// `i64` fields and `big` is None; a range with a bound or a length past them (`range(2**100)`)
/// keeps its exact ints in `big`, and its `i64` fields mean nothing: every operation on a
/// range checks `big` first (`len` and `get` are for 64-bit ranges only).
#[derive(Debug)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    pub big: Option<Box<BigRange>>,
}

/// The exact parts of a range past 64 bits, with its length.
#[derive(Debug)]
pub struct BigRange {
    pub start: BigInt,
    pub stop: BigInt,
    pub step: BigInt,
    pub len: BigInt,
}

/// The number of items of `range(start, stop, step)` (step nonzero).
pub(crate) fn range_len_big(start: &BigInt, stop: &BigInt, step: &BigInt) -> BigInt {
    use num_traits::{Signed, Zero};
    let zero = BigInt::zero();
    if step.is_positive() && start < stop {
        (stop - start - 1) / step + 1
    } else if step.is_negative() && start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        zero
    }
}

impl RangeObj {
    /// A range of 64-bit bounds (step nonzero); one whose length does not fit 64 bits
    /// (`range(-2**63, 2**63 - 1)`) keeps its parts exactly.
    pub fn new(start: i64, stop: i64, step: i64) -> RangeObj {
        let r = RangeObj { start, stop, step, big: None };
        if r.len_i128() > i64::MAX as i128 {
            return RangeObj::new_big(start.into(), stop.into(), step.into());
        }
        r
    }

    /// A range of any bounds (step nonzero), 64-bit when everything fits.
    pub fn new_big(start: BigInt, stop: BigInt, step: BigInt) -> RangeObj {
        use num_traits::ToPrimitive;
        let len = range_len_big(&start, &stop, &step);
        if let (Some(a), Some(b), Some(c), Some(_)) =
            (start.to_i64(), stop.to_i64(), step.to_i64(), len.to_i64())
        {
            return RangeObj { start: a, stop: b, step: c, big: None };
        }
        RangeObj {
            start: 0,
            stop: 0,
            step: 1,
            big: Some(Box::new(BigRange { start, stop, step, len })),
        }
    }

    fn len_i128(&self) -> i128 {
        let (start, stop, step) = (self.start as i128, self.stop as i128, self.step as i128);
        if step > 0 && start < stop {
            (stop - start + step - 1) / step
        } else if step < 0 && start > stop {
            (start - stop - step - 1) / (-step)
        } else {
            0
        }
    }

    /// The length of a 64-bit range.
    pub fn len(&self) -> i64 {
        debug_assert!(self.big.is_none(), "len() of a range past 64 bits");
        self.len_i128() as i64
    }

    /// The item at `i` of a 64-bit range.
    pub fn get(&self, i: i64) -> i64 {
        self.start.wrapping_add(i.wrapping_mul(self.step))
    }

    /// Start, stop and step, exactly.
    pub fn parts(&self) -> (BigInt, BigInt, BigInt) {
        match &self.big {
            Some(b) => (b.start.clone(), b.stop.clone(), b.step.clone()),
            None => (self.start.into(), self.stop.into(), self.step.into()),
        }
    }

    /// The length, exactly.
    pub fn len_big(&self) -> BigInt {
        match &self.big {
            Some(b) => b.len.clone(),
            None => self.len().into(),
        }
    }

    /// Whether the range has no items.
    pub fn is_empty(&self) -> bool {
        use num_traits::Zero;
        match &self.big {
            Some(b) => b.len.is_zero(),
            None => self.len() == 0,
        }
    }
}

#[derive(Debug)]
pub struct SliceObj {
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

fn range_of(args: &[Value], name: &str) -> R<Rc<RangeObj>> {
    match args.first() {
        Some(Value::Range(r)) => Ok(r.clone()),
        _ => Err(descriptor_error(name, "range", args.first())),
    }
}

/// `range.index(x)`: arithmetic for an int (or bool), and a search by
/// `==` for anything else, with CPython's two messages.
pub(super) fn range_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let r = range_of(args, "index")?;
    let x = method_arg(sig!(one "range.index"), args, kw)?;
    if matches!(x, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) {
        if interp.contains(&args[0], x)? {
            let x = crate::ops::to_bigint(x).unwrap_or_default();
            let (start, _, step) = r.parts();
            let i = (x - start) / step;
            return Ok(Value::from_bigint(i));
        }
        return Err(value_error(format!("{} is not in range", interp.repr(x)?)));
    }
    for (i, item) in interp.iterate(&args[0])?.into_iter().enumerate() {
        interp.budget.step()?;
        if interp.eq(&item, x)? {
            return Ok(Value::Int(i as i64));
        }
    }
    Err(value_error("sequence.index(x): x not in sequence"))
}

/// `range.count(x)`: 0 or 1 for an int, else the number of members `==` to `x`.
pub(super) fn range_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    range_of(args, "count")?;
    let x = method_arg(sig!(one "range.count"), args, kw)?;
    if matches!(x, Value::Int(_) | Value::BigInt(_)) {
        return Ok(Value::Int(i64::from(interp.contains(&args[0], x)?)));
    }
    let mut n = 0i64;
    for item in interp.iterate(&args[0])? {
        interp.budget.step()?;
        if interp.eq(&item, x)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

/// `slice.indices(length)`: the start, stop and step a sequence of that length would use.
pub(super) fn slice_indices(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = match args.first() {
        Some(Value::Slice(s)) => s.clone(),
        other => return Err(descriptor_error("indices", "slice", other)),
    };
    let length = interp.index_value(method_arg(sig!(one "slice.indices"), args, kw)?)?;
    if length < 0 {
        return Err(value_error("length should not be negative"));
    }
    let (start, stop, step, _) = interp.slice_bounds(&s, length as usize)?;
    Ok(Value::tuple(vec![Value::Int(start), Value::Int(stop), Value::Int(step)]))
}
