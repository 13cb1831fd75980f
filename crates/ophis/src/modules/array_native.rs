//! `_array`: the native body of `array.array` (`py/array.py` declares the class and installs
//! these builtins as its methods).
//!
//! An array keeps its items as machine values in a bytearray, the instance attribute `_b`,
//! beside its typecode in `_tc` (a one-character str): little-endian, with CPython's item
//! sizes on x86-64 Linux ('l' and 'L' are 8 bytes, 'u' is UTF-32). An item is converted on the
//! way in exactly as CPython's C setters convert it (the same range checks in the same order,
//! with the same words) and decoded on the way out, so a `d` array costs 8 bytes an item,
//! as in CPython, and indexing it is one builtin call instead of a Python method.
//!
//! Every growth is checked against the memory limit before it is made. No borrow of the bytes
//! is held while user code runs (an `__index__`, an `__eq__`, an iterator's `__next__`).

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::args::{bind, req, Sig};
use crate::ast::CmpOp;
use crate::error::{index_error, overflow_error, type_error, value_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BuiltinFn, Class, Value};

/// The typecodes, in CPython's order.
const TYPECODES: &str = "bBuhHiIlLqQfd";

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("new", new),
        ("__len__", len),
        ("__getitem__", getitem),
        ("__setitem__", setitem),
        ("__delitem__", delitem),
        ("__iter__", iter),
        ("__contains__", contains),
        ("__add__", add),
        ("__iadd__", iadd),
        ("__mul__", mul),
        ("__rmul__", mul),
        ("__imul__", imul),
        ("__eq__", eq),
        ("__ne__", ne),
        ("__lt__", lt),
        ("__le__", le),
        ("__gt__", gt),
        ("__ge__", ge),
        ("__repr__", repr),
        ("__copy__", copy),
        ("__deepcopy__", deepcopy),
        ("__bytes__", tobytes),
        ("typecode", typecode),
        ("itemsize", itemsize_of),
        ("append", append),
        ("extend", extend),
        ("insert", insert),
        ("pop", pop),
        ("remove", remove),
        ("index", index),
        ("count", count),
        ("reverse", reverse),
        ("tolist", tolist),
        ("fromlist", fromlist),
        ("tobytes", tobytes),
        ("frombytes", frombytes),
        ("fromunicode", fromunicode),
        ("tounicode", tounicode),
        ("byteswap", byteswap),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_array", name, *f))).collect();
    Ok(new_module("_array", attrs))
}

type Bytes = Rc<RefCell<Vec<u8>>>;

/// An array as the builtins see it: its typecode and its bytes.
struct Arr {
    tc: u8,
    data: Bytes,
}

impl Arr {
    fn size(&self) -> usize {
        itemsize(self.tc)
    }

    fn len(&self) -> usize {
        self.data.borrow().len() / self.size()
    }

    /// The item at `i` (which must be in range), decoded.
    fn get(&self, i: usize) -> R<Value> {
        let n = self.size();
        let data = self.data.borrow();
        match data.get(i * n..(i + 1) * n) {
            Some(b) => decode(self.tc, b),
            None => Err(index_error("array index out of range")),
        }
    }

    /// Every item, decoded.
    fn items(&self) -> R<Vec<Value>> {
        let n = self.size();
        let data = self.data.borrow();
        data.chunks_exact(n).map(|b| decode(self.tc, b)).collect()
    }
}

/// The array `v` is, or the error of a method of `array.array` applied to something else.
fn arr(v: &Value) -> R<Arr> {
    with_arr(v, |tc, b| Arr { tc, data: b.clone() }).ok_or_else(|| {
        type_error("descriptor for 'array.array' objects doesn't apply to this object")
    })
}

/// The array `v` is, if it is one.
fn as_arr(v: &Value) -> Option<Arr> {
    arr(v).ok()
}

fn itemsize(tc: u8) -> usize {
    match tc {
        b'b' | b'B' => 1,
        b'h' | b'H' => 2,
        b'i' | b'I' | b'f' | b'u' => 4,
        _ => 8,
    }
}

/// An item of typecode `tc` from its little-endian bytes.
fn decode(tc: u8, b: &[u8]) -> R<Value> {
    let u = le_u64(b);
    Ok(match tc {
        b'b' => Value::Int(u as u8 as i8 as i64),
        b'B' => Value::Int(u as u8 as i64),
        b'h' => Value::Int(u as u16 as i16 as i64),
        b'H' => Value::Int(u as u16 as i64),
        b'i' => Value::Int(u as u32 as i32 as i64),
        b'I' => Value::Int(u as u32 as i64),
        b'l' | b'q' => Value::Int(u as i64),
        b'L' | b'Q' => match i64::try_from(u) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::from_bigint(BigInt::from(u)),
        },
        b'f' => Value::Float(f32::from_bits(u as u32) as f64),
        b'd' => Value::Float(f64::from_bits(u)),
        // An item is made by `PyUnicode_FromOrdinal`, hence `chr()`'s words.
        _ => match char::from_u32(u as u32) {
            Some(c) => Value::string(c.to_string()),
            None => return Err(value_error("chr() arg not in range(0x110000)")),
        },
    })
}

/// The little-endian value of an item's 1, 2, 4 or 8 bytes, read at a fixed width (a copy
/// of the item's variable length into a zeroed word was a `memcpy` call per item read).
#[inline(always)]
fn le_u64(b: &[u8]) -> u64 {
    if let Ok(w) = <[u8; 8]>::try_from(b) {
        u64::from_le_bytes(w)
    } else if let Ok(w) = <[u8; 4]>::try_from(b) {
        u32::from_le_bytes(w) as u64
    } else if let Ok(w) = <[u8; 2]>::try_from(b) {
        u16::from_le_bytes(w) as u64
    } else {
        b.first().map_or(0, |&x| x as u64)
    }
}

/// `v` as an exact integer for the integer typecodes (`PyNumber_Index`), saturated past 128
/// bits: every range check below fails alike for any value that large.
fn int_of(interp: &mut Interp, v: &Value) -> R<i128> {
    match v {
        Value::Int(i) => Ok(*i as i128),
        Value::Bool(b) => Ok(*b as i128),
        _ => {
            let big = crate::modules::math::index_big(interp, v)?;
            Ok(big.to_i128().unwrap_or(if big.sign() == num_bigint::Sign::Minus {
                i128::MIN
            } else {
                i128::MAX
            }))
        }
    }
}

const LONG: std::ops::RangeInclusive<i128> = (i64::MIN as i128)..=(i64::MAX as i128);

/// Checks `x` against `lo..=hi`, with `low` and `high` as the overflow messages.
fn within(x: i128, lo: i128, hi: i128, low: &str, high: &str) -> R<()> {
    if x < lo {
        return Err(overflow_error(low));
    }
    if x > hi {
        return Err(overflow_error(high));
    }
    Ok(())
}

/// The C `long` conversion (`PyLong_AsLong`) the narrow signed setters go through first.
fn c_long(x: i128) -> R<()> {
    if LONG.contains(&x) {
        Ok(())
    } else {
        Err(overflow_error("Python int too large to convert to C long"))
    }
}

const SHORT: (i128, i128, &str, &str) = (
    i16::MIN as i128,
    i16::MAX as i128,
    "signed short integer is less than minimum",
    "signed short integer is greater than maximum",
);
const INT: (i128, i128, &str, &str) = (
    i32::MIN as i128,
    i32::MAX as i128,
    "signed integer is less than minimum",
    "signed integer is greater than maximum",
);

/// `v` converted to the bits of an item of typecode `tc`, as CPython's `*_setitem` of
/// Modules/arraymodule.c converts it: the same checks in the same order (`b` is parsed as a
/// short first, `H` as an int), with the same messages.
fn encode(interp: &mut Interp, tc: u8, v: &Value) -> R<u64> {
    let check = |x: i128, r: (i128, i128, &str, &str)| within(x, r.0, r.1, r.2, r.3);
    match tc {
        b'f' => {
            let x = crate::modules::math::to_f64(interp, v)?;
            Ok((x as f32).to_bits() as u64)
        }
        b'd' => Ok(crate::modules::math::to_f64(interp, v)?.to_bits()),
        b'u' => match v {
            Value::Str(s) if s.nchars == 1 => Ok(s.s.chars().next().map_or(0, |c| c as u64)),
            _ => Err(type_error("array item must be unicode character")),
        },
        _ => {
            let x = int_of(interp, v)?;
            match tc {
                b'b' => {
                    c_long(x)?;
                    check(x, SHORT)?;
                    within(
                        x,
                        -128,
                        127,
                        "signed char is less than minimum",
                        "signed char is greater than maximum",
                    )?;
                }
                b'B' => {
                    c_long(x)?;
                    within(
                        x,
                        0,
                        255,
                        "unsigned byte integer is less than minimum",
                        "unsigned byte integer is greater than maximum",
                    )?;
                }
                b'h' => {
                    c_long(x)?;
                    check(x, SHORT)?;
                }
                b'H' => {
                    c_long(x)?;
                    check(x, INT)?;
                    within(
                        x,
                        0,
                        65535,
                        "unsigned short is less than minimum",
                        "unsigned short is greater than maximum",
                    )?;
                }
                b'i' => {
                    c_long(x)?;
                    check(x, INT)?;
                }
                b'I' | b'L' => {
                    if x < 0 {
                        return Err(overflow_error("can't convert negative value to unsigned int"));
                    }
                    if x > u64::MAX as i128 {
                        return Err(overflow_error(
                            "Python int too large to convert to C unsigned long",
                        ));
                    }
                    if tc == b'I' && x > u32::MAX as i128 {
                        return Err(overflow_error("unsigned int is greater than maximum"));
                    }
                }
                b'l' => c_long(x)?,
                b'q' => {
                    if !LONG.contains(&x) {
                        return Err(overflow_error("int too big to convert"));
                    }
                }
                _ => {
                    if x < 0 {
                        return Err(overflow_error("can't convert negative int to unsigned"));
                    }
                    if x > u64::MAX as i128 {
                        return Err(overflow_error("int too big to convert"));
                    }
                }
            }
            Ok(x as u64)
        }
    }
}

/// The item bytes of `v` for typecode `tc`.
fn item_bytes(interp: &mut Interp, tc: u8, v: &Value) -> R<([u8; 8], usize)> {
    let bits = encode(interp, tc, v)?;
    Ok((bits.to_le_bytes(), itemsize(tc)))
}

/// Grows `data` by `extra` bytes, after checking the memory limit for the new size.
fn reserve(interp: &mut Interp, data: &Bytes, extra: usize) -> R<()> {
    let (len, cap) = {
        let d = data.borrow();
        (d.len(), d.capacity())
    };
    let need = len.saturating_add(extra);
    if need > cap {
        interp.check_alloc(need.max(cap.saturating_mul(2)).saturating_sub(cap))?;
        let mut d = data.borrow_mut();
        let more = need.max(d.capacity().saturating_mul(2)) - d.len();
        d.reserve(more);
    }
    Ok(())
}

/// Appends the items of `values`, converted one by one (CPython's `array_iter_extend`: an
/// item that fails leaves the ones before it appended).
fn push_values(interp: &mut Interp, a: &Arr, values: &[Value]) -> R<()> {
    reserve(interp, &a.data, values.len().saturating_mul(a.size()))?;
    for v in values {
        let (b, n) = item_bytes(interp, a.tc, v)?;
        a.data.borrow_mut().extend_from_slice(&b[..n]);
    }
    Ok(())
}

/// Items converted all before any is stored (`fromlist`, which leaves the array unchanged
/// when one fails).
fn convert_all(interp: &mut Interp, tc: u8, values: &[Value]) -> R<Vec<u8>> {
    let n = itemsize(tc);
    interp.check_alloc(values.len().saturating_mul(n))?;
    let mut out = Vec::with_capacity(values.len() * n);
    for v in values {
        let (b, _) = item_bytes(interp, tc, v)?;
        out.extend_from_slice(&b[..n]);
    }
    Ok(out)
}

/// The class `array.array` itself, from the class of `v` (an array or an instance of a
/// subclass): slices, sums and products are plain arrays, as in CPython.
fn base_class(v: &Value) -> Option<Rc<Class>> {
    let Value::Instance(inst) = v else { return None };
    inst.class.mro().iter().find(|c| c.attrs.borrow().contains_key("_ophis_array")).cloned()
}

/// A new instance of `cls` holding `data` as items of typecode `tc`.
fn instance(interp: &mut Interp, cls: &Rc<Class>, tc: u8, data: Vec<u8>) -> Value {
    let attrs = crate::value::Attrs::for_instance(cls);
    {
        let mut map = attrs.borrow_mut();
        map.insert(Rc::from("_b"), Value::ByteArray(Rc::new(RefCell::new(data))));
        map.insert(Rc::from("_tc"), Value::string((tc as char).to_string()));
    }
    interp.new_data_instance(cls, attrs)
}

/// A plain array like `like` (same typecode) holding `data`.
fn sibling(interp: &mut Interp, like: &Value, tc: u8, data: Vec<u8>) -> R<Value> {
    match base_class(like) {
        Some(cls) => Ok(instance(interp, &cls, tc, data)),
        None => Err(type_error("array.array is not available")),
    }
}

/// Binds a method's arguments after the receiver to `sig`, and takes the receiver as an array.
fn recv<'a, const N: usize>(
    sig: &Sig<N>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<(Arr, [Option<&'a Value>; N])> {
    let bound = bind(sig, args.get(1..).unwrap_or(&[]), kw)?;
    let a = arr(args.first().unwrap_or(&Value::None))?;
    Ok((a, bound))
}

/// `new(cls, typecode[, initializer])`: the body of `array.__new__`.
fn new(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::parse_tuple("array", ["typecode", "initializer"], 1);
    let [tc, init] = bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
    let Some(Value::Class(cls)) = args.first() else {
        return Err(type_error("array.__new__(X): X is not a type object"));
    };
    let tc = match req(tc) {
        Value::Str(s) if s.nchars == 1 => s.s.chars().next().unwrap_or('\0'),
        other => {
            return Err(type_error(format!(
                "array() argument 1 must be a unicode character, not {}",
                interp.type_name(other)
            )))
        }
    };
    if !TYPECODES.contains(tc) {
        return Err(value_error("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)"));
    }
    let tc = tc as u8;
    let v = instance(interp, cls, tc, Vec::new());
    if let Some(init) = init {
        let a = arr(&v)?;
        match init {
            Value::Str(s) => {
                if tc != b'u' {
                    return Err(type_error(format!(
                        "cannot use a str to initialize an array with typecode '{}'",
                        tc as char
                    )));
                }
                let chars: Vec<Value> = s.s.chars().map(|c| Value::string(c.to_string())).collect();
                push_values(interp, &a, &chars)?;
            }
            Value::Bytes(_) | Value::ByteArray(_) => {
                from_buffer(interp, &a, init)?;
            }
            _ => {
                if let Some(other) = as_arr(init) {
                    if (other.tc == b'u') != (tc == b'u') {
                        return Err(type_error(format!(
                            "cannot use a unicode array to initialize an array with typecode '{}'",
                            tc as char
                        )));
                    }
                    let items = other.items()?;
                    push_values(interp, &a, &items)?;
                } else {
                    extend_iter(interp, &a, init)?;
                }
            }
        }
    }
    Ok(v)
}

/// Appends the items of any iterable, one by one as they come.
fn extend_iter(interp: &mut Interp, a: &Arr, it: &Value) -> R<()> {
    if let Value::List(l) = it {
        let items = l.borrow().clone();
        return push_values(interp, a, &items);
    }
    if let Value::Tuple(t) = it {
        return push_values(interp, a, t);
    }
    let iter = interp.get_iter(it)?;
    while let Some(x) = interp.next(&iter)? {
        push_values(interp, a, std::slice::from_ref(&x))?;
    }
    Ok(())
}

fn len(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__len__", []);
    let (a, _) = recv(&SIG, args, kw)?;
    Ok(Value::Int(a.len() as i64))
}

/// An index of `v` (`array indices must be integers` for what is not one).
fn index_of(interp: &mut Interp, v: &Value) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(_) | Value::BigInt(_) => interp.index_value(v),
        Value::Instance(i)
            if i.class.lookup("__index__").is_some() || i.builtin_base.borrow().is_some() =>
        {
            interp.index_value(v)
        }
        _ => Err(type_error("array indices must be integers")),
    }
}

fn getitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__getitem__", ["x"]);
    let (a, [idx]) = recv(&SIG, args, kw)?;
    let idx = req(idx);
    if let Value::Slice(s) = idx {
        let (start, stop, step) = interp.slice_unpack(s)?;
        let n = a.size();
        let out = {
            let data = a.data.borrow();
            let (start, _, step, count) =
                crate::ops::adjust_slice((data.len() / n) as i64, start, stop, step);
            let mut out = Vec::with_capacity(count as usize * n);
            for k in 0..count {
                let i = (start + k * step) as usize * n;
                out.extend_from_slice(&data[i..i + n]);
            }
            out
        };
        return sibling(interp, &args[0], a.tc, out);
    }
    let i = index_of(interp, idx)?;
    let len = a.len() as i64;
    let j = if i < 0 { i + len } else { i };
    if j < 0 || j >= len {
        return Err(index_error("array index out of range"));
    }
    a.get(j as usize)
}

/// Whether `f`, what an instance's class resolved a special method to, is this module's
/// builtin `which` (unbound, as the class `array.array` holds it). Comparing the addresses
/// can only miss (then the general call runs), never confuse two functions.
fn is_native(f: &Value, which: BuiltinFn) -> bool {
    matches!(f, Value::Builtin(b) if b.func as usize == which as usize && b.receiver.is_none())
}

/// Whether `f` is this module's `__setitem__` (`set`) or `__getitem__`, unbound: what a
/// class's `ItemSlot::Array` records (`Class::compute_attr_plan`).
pub(crate) fn is_native_item(f: &Value, set: bool) -> bool {
    is_native(f, if set { setitem } else { getitem })
}

/// Lends `then` the typecode and the bytes of the array `v` is, with no reference taken (the
/// instance's table stays borrowed meanwhile, so `then` must run no program code). None when
/// `v` is not an array.
#[inline(always)]
fn with_arr<T>(v: &Value, then: impl FnOnce(u8, &Rc<RefCell<Vec<u8>>>) -> T) -> Option<T> {
    let Value::Instance(inst) = v else { return None };
    let attrs = inst.attrs.borrow();
    // `instance` puts `_b` and `_tc` first, in this order: they are read there, their names
    // compared with constants (no call), and looked up by name only when another order put
    // them elsewhere. A name is held once, so both find the same values.
    let at = |i: usize, name: &str| match attrs.get_index(i) {
        Some((k, v)) if **k == *name => Some(v),
        _ => None,
    };
    let found = match (at(0, "_b"), at(1, "_tc")) {
        (Some(b), Some(tc)) => (Some(b), Some(tc)),
        _ => (attrs.get("_b"), attrs.get("_tc")),
    };
    if let (Some(Value::ByteArray(b)), Some(Value::Str(tc))) = found {
        if let Some(&c) = tc.s.as_bytes().first() {
            return Some(then(c, b));
        }
    }
    None
}

/// `a[i]` with an int index, for the item protocol (`Interp::getitem`) when the instance's
/// class resolves `__getitem__` to this module's (`ItemSlot::Array`): the item is read
/// without a call (scimark's `x[col[i]] * val[i]`: the call's argument vector and signature
/// binding cost more than the read). None when the general path must run, which gives the
/// same result.
pub(crate) fn array_getitem(v: &Value, idx: &Value) -> Option<R<Value>> {
    let Value::Int(i) = idx else { return None };
    with_arr(v, |tc, data| {
        let n = itemsize(tc);
        let data = data.borrow();
        let len = (data.len() / n) as i64;
        let j = if *i < 0 { i + len } else { *i };
        if j < 0 || j >= len {
            return Err(index_error("array index out of range"));
        }
        let at = j as usize * n;
        let b = &data[at..at + n];
        // The float arrays of numeric code, without the call of `decode`.
        if tc == b'd' {
            return Ok(Value::Float(f64::from_bits(le_u64(b))));
        }
        decode(tc, b)
    })
}

/// `a[i] = x` with an int index, as `array_getitem` reads (the body of `setitem` below
/// without the call): the bound is checked before the value is converted and again after,
/// since its `__index__` or `__float__` may have shrunk the array.
pub(crate) fn array_setitem(
    interp: &mut Interp,
    v: &Value,
    idx: &Value,
    val: &Value,
) -> Option<R<()>> {
    let Value::Int(i) = idx else { return None };
    // A float stored into a `'d'` array runs no program code (no `__index__`, no
    // `__float__`): its bits are written in place, with no reference taken to the bytes.
    if let Value::Float(x) = val {
        let done = with_arr(v, |tc, data| {
            if tc != b'd' {
                return None;
            }
            let mut data = data.borrow_mut();
            let len = (data.len() / 8) as i64;
            let j = if *i < 0 { i + len } else { *i };
            if j < 0 || j >= len {
                return Some(Err(index_error("array assignment index out of range")));
            }
            let at = j as usize * 8;
            Some(match data.get_mut(at..at + 8) {
                Some(slot) => {
                    slot.copy_from_slice(&x.to_le_bytes());
                    Ok(())
                }
                None => Err(index_error("array assignment index out of range")),
            })
        });
        if let Some(Some(r)) = done {
            return Some(r);
        }
    }
    let a = as_arr(v)?;
    let len = a.len() as i64;
    let j = if *i < 0 { i + len } else { *i };
    if j < 0 || j >= len {
        return Some(Err(index_error("array assignment index out of range")));
    }
    let (b, n) = match item_bytes(interp, a.tc, val) {
        Ok(x) => x,
        Err(e) => return Some(Err(e)),
    };
    let at = j as usize * n;
    let mut data = a.data.borrow_mut();
    Some(match data.get_mut(at..at + n) {
        Some(slot) => {
            slot.copy_from_slice(&b[..n]);
            Ok(())
        }
        None => Err(index_error("array assignment index out of range")),
    })
}

fn setitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("", "wrapper __setitem__", ["key", "value"], 2);
    let (a, [idx, val]) = recv(&SIG, args, kw)?;
    let (idx, val) = (req(idx), req(val));
    if let Value::Slice(s) = idx {
        let Some(other) = as_arr(val) else {
            return Err(type_error(format!(
                "can only assign array (not \"{}\") to array slice",
                interp.type_name(val)
            )));
        };
        if other.tc != a.tc {
            return Err(type_error("bad argument type for built-in operation"));
        }
        let src = other.data.borrow().clone();
        let (start, stop, step) = interp.slice_unpack(s)?;
        return assign_slice(interp, &a, start, stop, step, &src).map(|_| Value::None);
    }
    let i = index_of(interp, idx)?;
    let len = a.len() as i64;
    let j = if i < 0 { i + len } else { i };
    if j < 0 || j >= len {
        return Err(index_error("array assignment index out of range"));
    }
    let (b, n) = item_bytes(interp, a.tc, val)?;
    let at = j as usize * n;
    let mut data = a.data.borrow_mut();
    match data.get_mut(at..at + n) {
        Some(slot) => slot.copy_from_slice(&b[..n]),
        None => return Err(index_error("array assignment index out of range")),
    }
    Ok(Value::None)
}

/// `a[start:stop:step] = src` (the bytes of an array of the same typecode), or `del` of the
/// slice when `src` is None.
fn assign_slice(
    interp: &mut Interp,
    a: &Arr,
    start: Option<i64>,
    stop: Option<i64>,
    step: i64,
    src: &[u8],
) -> R<()> {
    let n = a.size();
    let len = a.len() as i64;
    let (start, stop, step, count) = crate::ops::adjust_slice(len, start, stop, step);
    let src_items = src.len() / n;
    if step == 1 {
        let lo = start as usize * n;
        let hi = (stop.max(start)) as usize * n;
        if src.len() > hi - lo {
            reserve(interp, &a.data, src.len() - (hi - lo))?;
        }
        a.data.borrow_mut().splice(lo..hi, src.iter().copied());
        return Ok(());
    }
    if src_items as i64 != count {
        return Err(value_error(format!(
            "attempt to assign array of size {src_items} to extended slice of size {count}"
        )));
    }
    let mut data = a.data.borrow_mut();
    for k in 0..count as usize {
        let at = (start + k as i64 * step) as usize * n;
        data[at..at + n].copy_from_slice(&src[k * n..(k + 1) * n]);
    }
    Ok(())
}

fn delitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__delitem__", ["x"]);
    let (a, [idx]) = recv(&SIG, args, kw)?;
    let idx = req(idx);
    let n = a.size();
    if let Value::Slice(s) = idx {
        let (start, stop, step) = interp.slice_unpack(s)?;
        if step == 1 {
            return assign_slice(interp, &a, start, stop, 1, &[]).map(|_| Value::None);
        }
        let len = a.len() as i64;
        let (start, _, step, count) = crate::ops::adjust_slice(len, start, stop, step);
        let mut drop: Vec<usize> = (0..count).map(|k| (start + k * step) as usize).collect();
        drop.sort_unstable();
        let mut data = a.data.borrow_mut();
        let old = std::mem::take(&mut *data);
        let mut d = drop.iter().peekable();
        for (i, chunk) in old.chunks_exact(n).enumerate() {
            if d.peek() == Some(&&i) {
                d.next();
                continue;
            }
            data.extend_from_slice(chunk);
        }
        return Ok(Value::None);
    }
    let i = index_of(interp, idx)?;
    let len = a.len() as i64;
    let j = if i < 0 { i + len } else { i };
    if j < 0 || j >= len {
        return Err(index_error("array assignment index out of range"));
    }
    let at = j as usize * n;
    a.data.borrow_mut().drain(at..at + n);
    Ok(Value::None)
}

/// `iter(a)`: the sequence protocol over the live array, so that items appended while it runs
/// are seen, as by CPython's `arrayiterator`.
fn iter(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__iter__", []);
    recv(&SIG, args, kw)?;
    Ok(Value::Iterator(Rc::new(RefCell::new(crate::builtins::iter::IterState::SeqIndex {
        obj: args[0].clone(),
        index: 0,
    }))))
}

/// The position of the first item equal to `v` in `lo..hi`, comparing one item at a time
/// (no borrow held while `__eq__` runs; the length is read again after each).
fn find(interp: &mut Interp, a: &Arr, v: &Value, lo: usize, hi: usize) -> R<Option<usize>> {
    let mut i = lo;
    while i < hi.min(a.len()) {
        let x = a.get(i)?;
        if interp.eq(&x, v)? {
            return Ok(Some(i));
        }
        i += 1;
    }
    Ok(None)
}

fn contains(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__contains__", ["x"]);
    let (a, [v]) = recv(&SIG, args, kw)?;
    Ok(Value::Bool(find(interp, &a, req(v), 0, usize::MAX)?.is_some()))
}

fn add(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__add__", ["x"]);
    let (a, [b]) = recv(&SIG, args, kw)?;
    let b = req(b);
    let Some(other) = as_arr(b) else {
        return Err(type_error(format!(
            "can only append array (not \"{}\") to array",
            interp.type_name(b)
        )));
    };
    if other.tc != a.tc {
        return Err(type_error("bad argument type for built-in operation"));
    }
    let total = a.data.borrow().len().saturating_add(other.data.borrow().len());
    interp.check_alloc(total)?;
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(&a.data.borrow());
    out.extend_from_slice(&other.data.borrow());
    sibling(interp, &args[0], a.tc, out)
}

fn iadd(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__iadd__", ["x"]);
    let (a, [b]) = recv(&SIG, args, kw)?;
    let b = req(b);
    let Some(other) = as_arr(b) else {
        return Err(type_error(format!(
            "can only extend array with array (not \"{}\")",
            interp.type_name(b)
        )));
    };
    if other.tc != a.tc {
        return Err(type_error("can only extend with array of same kind"));
    }
    let src = other.data.borrow().clone();
    reserve(interp, &a.data, src.len())?;
    a.data.borrow_mut().extend_from_slice(&src);
    Ok(args[0].clone())
}

/// The repeat count of `a * n` (any object with `__index__`; negative counts are 0).
fn repeat_count(interp: &mut Interp, n: &Value) -> R<usize> {
    let ok = match n {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => true,
        Value::Instance(i) => i.class.lookup("__index__").is_some(),
        _ => false,
    };
    if !ok {
        return Err(type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            interp.type_name(n)
        )));
    }
    let big = crate::modules::math::index_big(interp, n)?;
    if big.sign() == num_bigint::Sign::Minus {
        return Ok(0);
    }
    Ok(big.to_usize().unwrap_or(usize::MAX))
}

fn repeated(interp: &mut Interp, data: &[u8], times: usize) -> R<Vec<u8>> {
    let total = data
        .len()
        .checked_mul(times)
        .ok_or_else(|| crate::error::memory_error("array is too large to repeat"))?;
    interp.check_alloc(total)?;
    Ok(data.repeat(times))
}

fn mul(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__mul__", ["x"]);
    let (a, [n]) = recv(&SIG, args, kw)?;
    let times = repeat_count(interp, req(n))?;
    let data = a.data.borrow().clone();
    let out = repeated(interp, &data, times)?;
    sibling(interp, &args[0], a.tc, out)
}

fn imul(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__imul__", ["x"]);
    let (a, [n]) = recv(&SIG, args, kw)?;
    let times = repeat_count(interp, req(n))?;
    let data = a.data.borrow().clone();
    let out = repeated(interp, &data, times)?;
    *a.data.borrow_mut() = out;
    Ok(args[0].clone())
}

/// A rich comparison of two arrays, item by item as CPython's `array_richcompare` does:
/// without the identity shortcut of list comparison, since every item is a fresh object (a
/// NaN is not equal to itself); anything else is `NotImplemented`.
fn compare(interp: &mut Interp, args: &[Value], kw: &Kwargs, op: CmpOp) -> R<Value> {
    static SIG: Sig<1> = Sig::wrapper("__eq__", ["x"]);
    let (a, [b]) = recv(&SIG, args, kw)?;
    let Some(other) = as_arr(req(b)) else { return Ok(Value::NotImplemented) };
    let (la, lb) = (a.len(), other.len());
    if matches!(op, CmpOp::Eq | CmpOp::NotEq) && la != lb {
        return Ok(Value::Bool(op == CmpOp::NotEq));
    }
    // Two 'u' arrays compare their wchar_t values (signed 32-bit on Linux) as CPython's
    // compareitems fast path does, so a value that is no character never needs decoding.
    if a.tc == b'u' && other.tc == b'u' {
        let codes = |arr: &Arr| -> Vec<i32> {
            let data = arr.data.borrow();
            data.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
        };
        let (x, y) = (codes(&a), codes(&other));
        let ord = x.cmp(&y);
        return Ok(Value::Bool(match op {
            CmpOp::Eq => ord.is_eq(),
            CmpOp::NotEq => ord.is_ne(),
            CmpOp::Lt => ord.is_lt(),
            CmpOp::LtE => ord.is_le(),
            CmpOp::Gt => ord.is_gt(),
            _ => ord.is_ge(),
        }));
    }
    let mut i = 0;
    while i < la.min(lb).min(a.len()).min(other.len()) {
        let (x, y) = (a.get(i)?, other.get(i)?);
        if !interp.eq(&x, &y)? {
            return match op {
                CmpOp::Eq => Ok(Value::Bool(false)),
                CmpOp::NotEq => Ok(Value::Bool(true)),
                _ => interp.rich_compare(&x, op, &y),
            };
        }
        i += 1;
    }
    let (la, lb) = (a.len(), other.len());
    Ok(Value::Bool(match op {
        CmpOp::Eq => la == lb,
        CmpOp::NotEq => la != lb,
        CmpOp::Lt => la < lb,
        CmpOp::LtE => la <= lb,
        CmpOp::Gt => la > lb,
        _ => la >= lb,
    }))
}

fn eq(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::Eq)
}

fn ne(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::NotEq)
}

fn lt(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::Lt)
}

fn le(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::LtE)
}

fn gt(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::Gt)
}

fn ge(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    compare(interp, args, kw, CmpOp::GtE)
}

fn repr(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__repr__", []);
    let (a, _) = recv(&SIG, args, kw)?;
    let name = match &args[0] {
        Value::Instance(i) => i.class.name.to_string(),
        _ => "array".to_string(),
    };
    let tc = a.tc as char;
    if a.len() == 0 {
        return Ok(Value::string(format!("{name}('{tc}')")));
    }
    let body = if a.tc == b'u' {
        interp.repr(&Value::string(unicode_of(&a)?))?
    } else {
        interp.repr(&Value::list(a.items()?))?
    };
    Ok(Value::string(format!("{name}('{tc}', {body})")))
}

fn copy(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.__copy__");
    let (a, _) = recv(&SIG, args, kw)?;
    let data = a.data.borrow().clone();
    interp.check_alloc(data.len())?;
    sibling(interp, &args[0], a.tc, data)
}

fn deepcopy(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.__deepcopy__");
    let (a, _) = recv(&SIG, args, kw)?;
    let data = a.data.borrow().clone();
    interp.check_alloc(data.len())?;
    sibling(interp, &args[0], a.tc, data)
}

fn typecode(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("typecode");
    let (a, _) = recv(&SIG, args, kw)?;
    Ok(Value::string((a.tc as char).to_string()))
}

fn itemsize_of(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("itemsize");
    let (a, _) = recv(&SIG, args, kw)?;
    Ok(Value::Int(a.size() as i64))
}

fn append(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.append");
    let (a, [v]) = recv(&SIG, args, kw)?;
    push_values(interp, &a, std::slice::from_ref(req(v)))?;
    Ok(Value::None)
}

fn extend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.extend");
    let (a, [v]) = recv(&SIG, args, kw)?;
    let v = req(v);
    if let Some(other) = as_arr(v) {
        if other.tc != a.tc {
            return Err(type_error("can only extend with array of same kind"));
        }
        let src = other.data.borrow().clone();
        reserve(interp, &a.data, src.len())?;
        a.data.borrow_mut().extend_from_slice(&src);
        return Ok(Value::None);
    }
    extend_iter(interp, &a, v)?;
    Ok(Value::None)
}

fn insert(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("insert", "array.insert", ["i", "v"], 2);
    let (a, [i, v]) = recv(&SIG, args, kw)?;
    let i = crate::modules::math::index_big(interp, req(i))?;
    let (b, n) = item_bytes(interp, a.tc, req(v))?;
    let len = a.len() as i64;
    let i =
        i.to_i64().unwrap_or(if i.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX });
    let at = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize * n;
    reserve(interp, &a.data, n)?;
    a.data.borrow_mut().splice(at..at, b[..n].iter().copied());
    Ok(Value::None)
}

fn pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("pop", "array.pop", ["i"], 0);
    let (a, [i]) = recv(&SIG, args, kw)?;
    let i = match i {
        Some(v) => interp.index_value(v)?,
        None => -1,
    };
    let len = a.len() as i64;
    if len == 0 {
        return Err(index_error("pop from empty array"));
    }
    let j = if i < 0 { i + len } else { i };
    if j < 0 || j >= len {
        return Err(index_error("pop index out of range"));
    }
    let x = a.get(j as usize)?;
    let n = a.size();
    a.data.borrow_mut().drain(j as usize * n..(j as usize + 1) * n);
    Ok(x)
}

fn remove(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.remove");
    let (a, [v]) = recv(&SIG, args, kw)?;
    match find(interp, &a, req(v), 0, usize::MAX)? {
        Some(i) => {
            let n = a.size();
            let mut data = a.data.borrow_mut();
            if (i + 1) * n <= data.len() {
                data.drain(i * n..(i + 1) * n);
            }
            Ok(Value::None)
        }
        None => Err(value_error("array.remove(x): x not in array")),
    }
}

/// A start or stop of `index()`, clamped to `0..=len` as CPython's `_PyEval_SliceIndex` and
/// the method's own adjustment do.
fn bound(interp: &mut Interp, v: Option<&Value>, len: usize, default: usize) -> R<usize> {
    let Some(v) = v else { return Ok(default) };
    let i = crate::modules::math::index_big(interp, v)?;
    let i =
        i.to_i64().unwrap_or(if i.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX });
    Ok(if i < 0 { (i + len as i64).max(0) as usize } else { i as usize })
}

fn index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional("index", "array.index", ["v", "start", "stop"], 1);
    let (a, [v, start, stop]) = recv(&SIG, args, kw)?;
    let len = a.len();
    let lo = bound(interp, start, len, 0)?;
    let hi = bound(interp, stop, len, usize::MAX)?;
    match find(interp, &a, req(v), lo, hi)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(value_error("array.index(x): x not in array")),
    }
}

fn count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.count");
    let (a, [v]) = recv(&SIG, args, kw)?;
    let v = req(v);
    let mut n = 0i64;
    let mut i = 0;
    while i < a.len() {
        let x = a.get(i)?;
        if interp.eq(&x, v)? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::Int(n))
}

fn reverse(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.reverse");
    let (a, _) = recv(&SIG, args, kw)?;
    let n = a.size();
    let mut data = a.data.borrow_mut();
    let items: Vec<u8> = data.chunks_exact(n).rev().flatten().copied().collect();
    *data = items;
    Ok(Value::None)
}

fn tolist(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.tolist");
    let (a, _) = recv(&SIG, args, kw)?;
    interp.check_alloc(a.len().saturating_mul(16))?;
    Ok(Value::list(a.items()?))
}

fn fromlist(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.fromlist");
    let (a, [v]) = recv(&SIG, args, kw)?;
    let Value::List(l) = req(v) else { return Err(type_error("arg must be list")) };
    let items = l.borrow().clone();
    let bytes = convert_all(interp, a.tc, &items)?;
    reserve(interp, &a.data, bytes.len())?;
    a.data.borrow_mut().extend_from_slice(&bytes);
    Ok(Value::None)
}

fn tobytes(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.tobytes");
    let (a, _) = recv(&SIG, args, kw)?;
    let data = a.data.borrow().clone();
    Ok(Value::Bytes(Rc::new(data)))
}

/// Appends the machine values in a bytes-like object (bytes, bytearray, another array).
fn from_buffer(interp: &mut Interp, a: &Arr, buf: &Value) -> R<()> {
    let src: Vec<u8> = match buf {
        Value::Bytes(b) => (**b).clone(),
        Value::ByteArray(b) => b.borrow().clone(),
        // An array has CPython's buffer protocol, but not a contiguous one of bytes, which
        // `frombytes` asks for.
        other if as_arr(other).is_some() => {
            return Err(type_error("a bytes-like object is required"));
        }
        other => {
            return Err(type_error(format!(
                "a bytes-like object is required, not '{}'",
                interp.type_name(other)
            )))
        }
    };
    if !src.len().is_multiple_of(a.size()) {
        return Err(value_error("bytes length not a multiple of item size"));
    }
    // As CPython, a 'u' array takes any 4-byte values: one that is not a character fails
    // where it is read as one (an item, `tounicode()`, the repr).
    reserve(interp, &a.data, src.len())?;
    a.data.borrow_mut().extend_from_slice(&src);
    Ok(())
}

fn frombytes(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.frombytes");
    let (a, [v]) = recv(&SIG, args, kw)?;
    from_buffer(interp, &a, req(v))?;
    Ok(Value::None)
}

fn fromunicode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("array.fromunicode");
    let (a, [v]) = recv(&SIG, args, kw)?;
    let Value::Str(s) = req(v) else {
        return Err(type_error(format!(
            "fromunicode() argument must be str, not {}",
            interp.type_name(req(v))
        )));
    };
    if a.tc != b'u' {
        return Err(value_error("fromunicode() may only be called on unicode type arrays"));
    }
    let bytes: Vec<u8> = s.s.chars().flat_map(|c| (c as u32).to_le_bytes()).collect();
    reserve(interp, &a.data, bytes.len())?;
    a.data.borrow_mut().extend_from_slice(&bytes);
    Ok(Value::None)
}

fn tounicode(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.tounicode");
    let (a, _) = recv(&SIG, args, kw)?;
    if a.tc != b'u' {
        return Err(value_error("tounicode() may only be called on unicode type arrays"));
    }
    Ok(Value::string(unicode_of(&a)?))
}

/// The characters of a 'u' array, as a string.
fn unicode_of(a: &Arr) -> R<String> {
    let data = a.data.borrow();
    let mut s = String::with_capacity(data.len() / 4);
    for chunk in data.chunks_exact(4) {
        let code = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        match char::from_u32(code) {
            Some(c) => s.push(c),
            None => {
                return Err(value_error(format!(
                    "character U+{code:x} is not in range [U+0000; U+10ffff]"
                )))
            }
        }
    }
    Ok(s)
}

fn byteswap(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("array.byteswap");
    let (a, _) = recv(&SIG, args, kw)?;
    let n = a.size();
    for chunk in a.data.borrow_mut().chunks_exact_mut(n) {
        chunk.reverse();
    }
    Ok(Value::None)
}
