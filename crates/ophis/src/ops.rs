//! Operators and protocols: arithmetic (with int overflow to big ints), comparisons,
//! truthiness, hashing, containment, item access, iteration, and the dict/set primitives that
//! need the interpreter (user `__eq__`/`__hash__`).

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::ast::{BinOp, CmpOp, UnaryOp};
use crate::builtins::iter::IterState;
use crate::dict::{is_simple_key, Dict};
use crate::error::{index_error, overflow_error, type_error, value_error, zero_division, Error, ExcType, R};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

/// Numbers as ophis computes with them.
enum Num {
    Int(i64),
    Big(BigInt),
    Float(f64),
    Complex(f64, f64),
}

fn as_num(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::Int(*i)),
        Value::Bool(b) => Some(Num::Int(*b as i64)),
        Value::BigInt(b) => Some(Num::Big((**b).clone())),
        Value::Float(f) => Some(Num::Float(*f)),
        Value::Complex(c) => Some(Num::Complex(c.0, c.1)),
        _ => None,
    }
}

pub fn to_bigint(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::BigInt(b) => Some((**b).clone()),
        _ => None,
    }
}

pub fn bigint_to_f64(b: &BigInt) -> R<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(overflow_error("int too large to convert to float")),
    }
}

fn num_to_f64(n: &Num) -> R<f64> {
    match n {
        Num::Int(i) => Ok(*i as f64),
        Num::Big(b) => bigint_to_f64(b),
        Num::Float(f) => Ok(*f),
        Num::Complex(r, _) => Ok(*r),
    }
}

/// Python's float floor-modulo.
pub fn float_mod(a: f64, b: f64) -> f64 {
    let m = a % b;
    if m != 0.0 && ((m < 0.0) != (b < 0.0)) {
        m + b
    } else if m == 0.0 {
        0.0f64.copysign(b)
    } else {
        m
    }
}

pub fn float_floordiv(a: f64, b: f64) -> f64 {
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let floordiv = div.floor();
        if div - floordiv > 0.5 {
            floordiv + 1.0
        } else {
            floordiv
        }
    } else {
        0.0f64.copysign(a / b)
    }
}

/// Equality of two numbers (int, bool, float, big int), exact across types. `None` when
/// either is not a number.
pub fn numeric_eq(a: &Value, b: &Value) -> Option<bool> {
    use Value::*;
    Some(match (a, b) {
        (Int(x), Int(y)) => x == y,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Bool(y)) | (Bool(y), Int(x)) => *x == *y as i64,
        (Float(x), Float(y)) => x == y,
        (Int(x), Float(y)) | (Float(y), Int(x)) => int_float_cmp(&num_bigint::BigInt::from(*x), *y) == Some(std::cmp::Ordering::Equal),
        (Bool(x), Float(y)) | (Float(y), Bool(x)) => (*x as i64 as f64) == *y,
        (BigInt(x), BigInt(y)) => x == y,
        (BigInt(_), Int(_) | Bool(_)) | (Int(_) | Bool(_), BigInt(_)) => false,
        (BigInt(x), Float(y)) | (Float(y), BigInt(x)) => int_float_cmp(x, *y) == Some(std::cmp::Ordering::Equal),
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
pub fn int_float_cmp(i: &BigInt, f: f64) -> Option<std::cmp::Ordering> {
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

trait FromF64Exact {
    fn from_f64_exact(f: f64) -> BigInt;
}

impl FromF64Exact for BigInt {
    fn from_f64_exact(f: f64) -> BigInt {
        num_traits::FromPrimitive::from_f64(f).unwrap_or_default()
    }
}

fn cmp_name(op: CmpOp) -> &'static str {
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

fn cmp_dunders(op: CmpOp) -> (&'static str, &'static str) {
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

fn ord_result(o: std::cmp::Ordering, op: CmpOp) -> bool {
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

/// CPython's hash of an integer: reduction modulo the Mersenne prime 2**61 - 1.
pub fn hash_bigint(b: &BigInt) -> i64 {
    const P: u64 = (1 << 61) - 1;
    let m = (b.abs() % BigInt::from(P)).to_u64().unwrap_or(0) as i64;
    let h = if b.is_negative() { -m } else { m };
    if h == -1 {
        -2
    } else {
        h
    }
}

pub fn hash_int(i: i64) -> i64 {
    if (-((1i64 << 61) - 2)..(1i64 << 61) - 1).contains(&i) {
        if i == -1 {
            -2
        } else {
            i
        }
    } else {
        hash_bigint(&BigInt::from(i))
    }
}

/// CPython's `_Py_HashDouble` (for finite values; inf and nan as CPython 3.11).
pub fn hash_float(f: f64) -> i64 {
    const P: u64 = (1 << 61) - 1;
    if f.is_nan() {
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 { 314159 } else { -314159 };
    }
    if f.fract() == 0.0 && f.abs() < 9.2e18 {
        return hash_int(f as i64);
    }
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & P) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= P {
            x -= P;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) };
    x = ((x << e) & P) | (x >> (61 - e));
    let mut h = x as i64;
    if f < 0.0 {
        h = -h;
    }
    if h == -1 {
        -2
    } else {
        h
    }
}

fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 {
        return (0.0, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * (1u64 << 54) as f64);
        return (m, e - 54);
    }
    let e = exp - 1022;
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, e)
}

fn str_hash(s: &str) -> i64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    s.hash(&mut h);
    let v = h.finish() as i64;
    if v == -1 {
        -2
    } else {
        v
    }
}

/// CPython's tuple hash (xxHash-based), over already-computed element hashes.
pub fn tuple_hash(hashes: &[i64]) -> i64 {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;
    let mut acc: u64 = P5;
    for &h in hashes {
        acc = acc.wrapping_add((h as u64).wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add((hashes.len() as u64) ^ (P5 ^ 3527539));
    if acc == u64::MAX {
        1546275796
    } else {
        acc as i64
    }
}

/// Escapes non-ASCII characters the way `ascii()` does.
pub fn ascii_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let cp = c as u32;
        if cp < 128 {
            out.push(c);
        } else if cp < 0x100 {
            out.push_str(&format!("\\x{cp:02x}"));
        } else if cp < 0x10000 {
            out.push_str(&format!("\\u{cp:04x}"));
        } else {
            out.push_str(&format!("\\U{cp:08x}"));
        }
    }
    out
}

/// Clamps slice bounds like `PySlice_AdjustIndices`; returns (start, stop, step, length).
pub fn adjust_slice(len: i64, start: Option<i64>, stop: Option<i64>, step: i64) -> (i64, i64, i64, i64) {
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

/// Small-int arithmetic without leaving `i64`: `None` when the result overflows or the
/// operation needs the general path (true division, powers, shifts, division by zero).
/// Floor division and modulo round toward negative infinity, as Python's do.
#[inline(always)]
pub fn int_binop_fast(a: i64, op: BinOp, b: i64) -> Option<i64> {
    match op {
        BinOp::Add => a.checked_add(b),
        BinOp::Sub => a.checked_sub(b),
        BinOp::Mul => a.checked_mul(b),
        BinOp::FloorDiv if b != 0 && !(a == i64::MIN && b == -1) => {
            let (q, r) = (a / b, a % b);
            Some(if r != 0 && ((r ^ b) < 0) { q - 1 } else { q })
        }
        BinOp::Mod if b != 0 && !(a == i64::MIN && b == -1) => {
            let r = a % b;
            Some(if r != 0 && ((r ^ b) < 0) { r + b } else { r })
        }
        BinOp::BitAnd => Some(a & b),
        BinOp::BitOr => Some(a | b),
        BinOp::BitXor => Some(a ^ b),
        _ => None,
    }
}

/// A conservative estimate of how long one big-integer operation takes, from measurements
/// of num-bigint on a 2-CPU VM: a product of `a` and `b` 64-bit limbs (or a division) takes
/// about `2.8e-8 * (a * b)^0.65` seconds on an idle machine (0.31 s for two 262,144-limb
/// factors; Toom-3 is n^1.46 in theory, n^1.3 measured), and is estimated at twice that (see
/// `bigint_work_secs`); `x ** e` about three times the squaring of its result.
/// Additions, shifts and the like are linear and cheap: 0.
pub fn bigint_op_secs(x: &BigInt, op: BinOp, y: &BigInt) -> f64 {
    match op {
        // Below 64 K bits in all, an operation takes microseconds.
        BinOp::Mul | BinOp::FloorDiv | BinOp::Mod if x.bits() + y.bits() < 1 << 16 => 0.0,
        BinOp::Mul => bigint_work_secs(limbs(x), limbs(y)),
        BinOp::FloorDiv | BinOp::Mod => bigint_div_secs(limbs(x), limbs(y)),
        BinOp::Pow => {
            if x.bits() <= 1 || y.is_negative() {
                return 0.0;
            }
            let result = (x.bits() as f64 * y.to_f64().unwrap_or(f64::INFINITY) / 64.0).max(1.0);
            3.1 * bigint_work_secs(result, result)
        }
        _ => 0.0,
    }
}

/// The estimated seconds of one division of `a` limbs by `b` limbs. Division grows faster with
/// size than the product: measured on this VM (shared with other work) 0.024 s for 1.28
/// million bits by 640,000, 0.07 s at twice that, 0.54 s at eight times, and 1 to 1.5 s for
/// 16.8 million bits by 8.4 million: `1.5e-8 * (a * b)^0.75`, estimated at twice that.
pub fn bigint_div_secs(a: f64, b: f64) -> f64 {
    3.0e-8 * (a * b).powf(0.75)
}

/// The estimated seconds of `pow(b, e, m)`: one squaring and one multiplication modulo `m`
/// per bit of the exponent.
pub fn bigint_modpow_secs(e: &BigInt, m: &BigInt) -> f64 {
    e.bits() as f64 * 2.0 * bigint_work_secs(limbs(m), limbs(m))
}

/// The estimated seconds of num-bigint's `gcd` of `a` and `b`: Stein's binary algorithm, one
/// shift and one subtraction of the larger operand per bit of both, so quadratic whatever the
/// sizes (measured on this 2-CPU VM: 0.40 s for two 160,000-bit operands, 0.019 s for two of
/// 40,000 bits). Callers reduce the larger operand modulo the smaller first (`math::gcd_checked`),
/// which keeps a small operand from making a huge one cost its square.
pub fn bigint_gcd_secs(a: &BigInt, b: &BigInt) -> f64 {
    let (x, y) = (a.bits() as f64, b.bits() as f64);
    if x + y < (1u64 << 14) as f64 {
        return 0.0;
    }
    5.0e-10 * (x + y) * (x.max(y) / 64.0).max(1.0)
}

/// The estimated seconds of a modular inverse modulo `m` (num-integer's extended Euclid, one
/// division and two cofactor updates per step, each a fresh big integer): quadratic in the
/// modulus's bits (measured: 0.15 s at 20,000 bits, 7.7 s at 160,000).
pub fn bigint_modinv_secs(m: &BigInt) -> f64 {
    let bits = m.bits() as f64;
    if bits < 4096.0 {
        return 0.0;
    }
    3.5e-10 * bits * bits
}

/// The estimated seconds of `isqrt(n)` (num-bigint's Newton iteration, a full division per
/// step with the precision doubling each time): measured 0.031 s at 320,000 bits, 0.26 s at
/// 1.28 million, 11.3 s at 10 million, fitted as bits^1.7.
pub fn bigint_isqrt_secs(n: &BigInt) -> f64 {
    let bits = n.bits() as f64;
    if bits < 65536.0 {
        return 0.0;
    }
    0.3 * (bits / 1.28e6).powf(1.7)
}

/// The estimated seconds of one product or division of two big integers of `a_bits` and
/// `b_bits` bits, for callers that multiply outside `Interp::binop` (the binary splitting of
/// `math.factorial`, `comb` and `perm`).
pub fn bigint_mul_bits_secs(a_bits: u64, b_bits: u64) -> f64 {
    if a_bits + b_bits < 1 << 16 {
        return 0.0;
    }
    bigint_work_secs((a_bits as f64 / 64.0).max(1.0), (b_bits as f64 / 64.0).max(1.0))
}

/// A big integer's size in 64-bit limbs (at least one), the unit of the estimates above.
fn limbs(b: &BigInt) -> f64 {
    (b.bits() as f64 / 64.0).max(1.0)
}

/// The estimated seconds of one product (or division) of `a` and `b` limbs (see
/// `bigint_op_secs`). The constant is twice the one first measured: with the machine's two
/// CPUs shared by other work, a product of 160,000 by 80,000 limbs took 0.43 s where the first
/// constant predicted 0.10, and an estimate that is short lets the last uninterruptible
/// operation before the deadline run past it.
fn bigint_work_secs(a: f64, b: f64) -> f64 {
    const SECS_PER_WORK: f64 = 5.6e-8;
    SECS_PER_WORK * (a * b).powf(0.65)
}

/// `items[i]` for an index in range (negative from the end), as list and tuple indexing.
#[inline]
pub fn index_in(items: &[Value], i: i64) -> Option<Value> {
    let n = items.len() as i64;
    let j = if i < 0 { i + n } else { i };
    if (0..n).contains(&j) {
        Some(items[j as usize].clone())
    } else {
        None
    }
}

/// Comparison of two small ints for the ordering and equality operators; `None` for the
/// others (`is`, `in`), which take the general path.
#[inline(always)]
pub fn int_compare_fast(a: i64, op: CmpOp, b: i64) -> Option<bool> {
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

impl Interp {
    pub fn type_of(&self, v: &Value) -> Rc<crate::value::Class> {
        use Value::*;
        let k = match v {
            None => TypeKind::NoneType,
            Bool(_) => TypeKind::Bool,
            Int(_) | BigInt(_) => TypeKind::Int,
            Float(_) => TypeKind::Float,
            Complex(_) => TypeKind::Complex,
            Str(_) => TypeKind::Str,
            Bytes(_) => TypeKind::Bytes,
            ByteArray(_) => TypeKind::ByteArray,
            List(_) => TypeKind::List,
            Tuple(_) => TypeKind::Tuple,
            Dict(_) => TypeKind::Dict,
            Set(_) => TypeKind::Set,
            FrozenSet(_) => TypeKind::FrozenSet,
            Range(_) => TypeKind::Range,
            Slice(_) => TypeKind::Slice,
            Function(_) => TypeKind::Function,
            Builtin(_) => TypeKind::BuiltinFunction,
            BoundMethod(_) => TypeKind::Method,
            Class(c) => {
                if let Some(m) = c.metaclass.borrow().clone() {
                    return m;
                }
                TypeKind::Type
            }
            Instance(i) => return i.class.clone(),
            Generator(_) => TypeKind::Generator,
            Iterator(_) => TypeKind::Iterator,
            Module(_) => TypeKind::Module,
            Property(_) => TypeKind::Property,
            StaticMethod(_) => TypeKind::StaticMethod,
            ClassMethod(_) => TypeKind::ClassMethod,
            Super(_) => TypeKind::Super,
            DictView(d) => match d.kind {
                crate::value::ViewKind::Keys => TypeKind::DictKeys,
                crate::value::ViewKind::Values => TypeKind::DictValues,
                crate::value::ViewKind::Items => TypeKind::DictItems,
            },
            NotImplemented => TypeKind::NotImplementedType,
            Ellipsis => TypeKind::Ellipsis,
            Host(h) => return self.host_class(h),
        };
        self.types.get(k)
    }

    pub fn type_name(&self, v: &Value) -> String {
        match v {
            Value::Iterator(it) => it.borrow().type_name().to_string(),
            _ => self.type_of(v).name.to_string(),
        }
    }

    pub fn isinstance(&self, v: &Value, cls: &Rc<crate::value::Class>) -> bool {
        if cls.is_builtin && cls.kind == TypeKind::Object {
            return true;
        }
        if cls.is_builtin && cls.kind == TypeKind::Int && matches!(v, Value::Bool(_)) {
            return true;
        }
        self.type_of(v).is_subclass(cls)
    }

    /// Looks up a special method on the type of an instance (never on the instance).
    pub fn special(&self, v: &Value, name: &str) -> Option<Value> {
        match v {
            Value::Instance(i) => i.class.lookup(name),
            Value::Class(c) => c.meta_lookup(name),
            _ => None,
        }
    }

    /// `truthy` with the commonest tests (booleans, small ints, `None`) inline at the call site.
    #[inline(always)]
    pub fn truth(&mut self, v: &Value) -> R<bool> {
        match v {
            Value::Bool(b) => Ok(*b),
            Value::Int(i) => Ok(*i != 0),
            Value::None => Ok(false),
            _ => self.truthy(v),
        }
    }

    pub fn truthy(&mut self, v: &Value) -> R<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::BigInt(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Complex(c) => c.0 != 0.0 || c.1 != 0.0,
            Value::Str(s) => !s.s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::ByteArray(b) => !b.borrow().is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) | Value::Set(d) => !d.borrow().is_empty(),
            Value::FrozenSet(d) => !d.is_empty(),
            Value::Range(r) => r.len() > 0,
            Value::DictView(d) => !d.dict.borrow().is_empty(),
            Value::Host(h) => return self.host_truthy(h),
            Value::Instance(i) => {
                if let Some(b) = i.class.lookup("__bool__") {
                    let r = self.call_with_receiver(&b, v, vec![])?;
                    return match r {
                        Value::Bool(b) => Ok(b),
                        other => Err(type_error(format!("__bool__ should return bool, returned {}", self.type_name(&other)))),
                    };
                }
                if i.class.lookup("__len__").is_some() {
                    return Ok(self.len(v)? > 0);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.truthy(&b);
                }
                true
            }
            _ => true,
        })
    }

    pub fn len(&mut self, v: &Value) -> R<usize> {
        Ok(match v {
            Value::Str(s) => s.nchars,
            Value::Bytes(b) => b.len(),
            Value::ByteArray(b) => b.borrow().len(),
            Value::List(l) => l.borrow().len(),
            Value::Tuple(t) => t.len(),
            Value::Dict(d) | Value::Set(d) => d.borrow().len(),
            Value::FrozenSet(d) => d.len(),
            Value::Range(r) => r.len() as usize,
            Value::DictView(d) => d.dict.borrow().len(),
            Value::Host(h) => return self.host_len(h),
            Value::Class(c) if c.meta_lookup("__len__").is_some() => {
                let f = c.meta_lookup("__len__").unwrap_or(Value::None);
                let r = self.call(&f, vec![v.clone()], vec![])?;
                return Ok(self.index_value(&r)?.max(0) as usize);
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__len__") {
                    let r = self.call_with_receiver(&f, v, vec![])?;
                    return match r {
                        Value::Int(n) if n >= 0 => Ok(n as usize),
                        Value::Bool(b) => Ok(b as usize),
                        Value::Int(_) => Err(value_error("__len__() should return >= 0")),
                        other => Err(type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(&other)))),
                    };
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.len(&b);
                }
                return Err(type_error(format!("object of type '{}' has no len()", i.class.name)));
            }
            _ => return Err(type_error(format!("object of type '{}' has no len()", self.type_name(v)))),
        })
    }

    // ------------------------------------------------------------------ arithmetic

    pub fn binop(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Value> {
        // Fast paths for the commonest operand pairs.
        if let (Value::Int(a), Value::Int(b)) = (l, r) {
            if let Some(v) = int_binop_fast(*a, op, *b) {
                return Ok(Value::Int(v));
            }
        }
        if let (Value::Float(a), Value::Float(b)) = (l, r) {
            match op {
                BinOp::Add => return Ok(Value::Float(a + b)),
                BinOp::Sub => return Ok(Value::Float(a - b)),
                BinOp::Mul => return Ok(Value::Float(a * b)),
                BinOp::Div if *b != 0.0 => return Ok(Value::Float(a / b)),
                _ => {}
            }
        }
        if let (Value::Str(a), Value::Str(b), BinOp::Add) = (l, r, op) {
            self.check_alloc(a.s.len() + b.s.len())?;
            let mut s = String::with_capacity(a.s.len() + b.s.len());
            s.push_str(&a.s);
            s.push_str(&b.s);
            return Ok(Value::string(s));
        }
        if matches!(l, Value::Host(_)) || matches!(r, Value::Host(_)) {
            return self.binop_with_host(l, op, r);
        }
        if matches!(l, Value::Instance(_)) || matches!(r, Value::Instance(_)) {
            if let Some(v) = self.binop_dunder(l, op, r)? {
                return Ok(v);
            }
            // Instances of builtin subclasses (`class F(int)`) compute with their builtin part.
            let (lb, rb) = (base_or_self(l), base_or_self(r));
            if !matches!(lb, Value::Instance(_)) && !matches!(rb, Value::Instance(_)) {
                if let Some(v) = self.binop_builtin(&lb, op, &rb)? {
                    return Ok(v);
                }
            }
        }
        match self.binop_builtin(l, op, r)? {
            Some(v) => Ok(v),
            None => {
                if op == BinOp::BitOr {
                    if let Some(u) = self.make_union(l, r)? {
                        return Ok(u);
                    }
                }
                Err(self.binop_type_error(l, op, r))
            }
        }
    }

    /// Whether `v` is a `types.UnionType` (`int | None`).
    pub fn is_union(&self, v: &Value) -> bool {
        matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.union))
    }

    /// Whether `v` is a `types.GenericAlias` (`list[int]`).
    pub fn is_generic_alias(&self, v: &Value) -> bool {
        matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.generic_alias))
    }

    /// `origin[args]` for a builtin class: a `types.GenericAlias` holding `__origin__` and the
    /// `__args__` tuple, as CPython's `Py_GenericAlias`.
    pub fn make_generic_alias(&mut self, origin: &Value, args: &Value) -> Value {
        let args = match args {
            Value::Tuple(_) => args.clone(),
            other => Value::tuple(vec![other.clone()]),
        };
        let mut attrs = crate::dict::new_strmap();
        attrs.insert(Rc::from("__origin__"), origin.clone());
        attrs.insert(Rc::from("__args__"), args);
        let inst = Rc::new(crate::value::Instance { class: self.types.generic_alias.clone(), attrs: RefCell::new(attrs), exc: None, builtin_base: RefCell::new(None) });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
        Value::Instance(inst)
    }

    /// The `__origin__` and `__args__` of a generic alias.
    pub fn generic_alias_parts(&self, v: &Value) -> (Value, Vec<Value>) {
        match v {
            Value::Instance(i) => {
                let attrs = i.attrs.borrow();
                let origin = attrs.get("__origin__").cloned().unwrap_or(Value::None);
                let args = match attrs.get("__args__") {
                    Some(Value::Tuple(t)) => (**t).clone(),
                    _ => Vec::new(),
                };
                (origin, args)
            }
            _ => (Value::None, Vec::new()),
        }
    }

    /// The member types of a union (`None` stands as `NoneType`).
    pub fn union_args(&self, v: &Value) -> Vec<Value> {
        match v {
            Value::Instance(i) => match i.attrs.borrow().get("__args__") {
                Some(Value::Tuple(t)) => (**t).clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// `X | Y` for classes, `None` and unions: a `types.UnionType` with the members in order,
    /// duplicates dropped (a single member is returned as itself). `None` when an operand is
    /// something else.
    fn make_union(&mut self, l: &Value, r: &Value) -> R<Option<Value>> {
        let mut members: Vec<Value> = Vec::new();
        for v in [l, r] {
            let parts = match v {
                Value::Class(c) => vec![Value::Class(c.clone())],
                Value::None => vec![Value::Class(self.types.get(TypeKind::NoneType))],
                _ if self.is_union(v) => self.union_args(v),
                _ if self.is_generic_alias(v) => vec![v.clone()],
                _ => return Ok(None),
            };
            for p in parts {
                let mut seen = false;
                for m in &members {
                    // Classes are the same member when identical, aliases when equal.
                    if m.is(&p) || (self.is_generic_alias(m) && self.is_generic_alias(&p) && self.eq(m, &p)?) {
                        seen = true;
                        break;
                    }
                }
                if !seen {
                    members.push(p);
                }
            }
        }
        if members.len() == 1 {
            return Ok(members.pop());
        }
        let mut attrs = crate::dict::new_strmap();
        attrs.insert(Rc::from("__args__"), Value::tuple(members));
        let inst = Rc::new(crate::value::Instance { class: self.types.union.clone(), attrs: RefCell::new(attrs), exc: None, builtin_base: RefCell::new(None) });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
        Ok(Some(Value::Instance(inst)))
    }

    /// Binary operators with a host object on either side: the left operand's method first
    /// (the host's `Binary`, or a sandbox instance's `__op__`), then the right one's reflected
    /// method, as Python's protocol does.
    fn binop_with_host(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Value> {
        let hop = host_binop(op);
        let (name, rname, _) = op.dunders();
        if matches!(l, Value::Host(_)) {
            // The host's own operation, unreflected (and reflected if `r` is a host object too).
            if let Some(v) = self.host_binop(l, hop, r)? {
                return Ok(v);
            }
        } else {
            if let Some(f) = self.special(l, name) {
                let v = self.call_with_receiver(&f, l, vec![r.clone()])?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
            if let Some(v) = self.host_binop(l, hop, r)? {
                return Ok(v);
            }
        }
        if !matches!(r, Value::Host(_)) {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver(&f, r, vec![l.clone()])?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
        }
        Err(self.binop_type_error(l, op, r))
    }

    fn binop_type_error(&self, l: &Value, op: BinOp, r: &Value) -> Error {
        if op == BinOp::Add {
            match l {
                Value::Str(_) => return type_error(format!("can only concatenate str (not \"{}\") to str", self.type_name(r))),
                Value::List(_) => return type_error(format!("can only concatenate list (not \"{}\") to list", self.type_name(r))),
                Value::Tuple(_) => return type_error(format!("can only concatenate tuple (not \"{}\") to tuple", self.type_name(r))),
                // CPython's bytes and bytearray concatenation accepts any bytes-like operand and
                // words its refusal this way.
                Value::Bytes(_) | Value::ByteArray(_) => return type_error(format!("can't concat {} to {}", self.type_name(r), self.type_name(l))),
                _ => {}
            }
        }
        if op == BinOp::Mul && matches!((l, r), (Value::Str(_) | Value::List(_) | Value::Tuple(_), _) | (_, Value::Str(_) | Value::List(_) | Value::Tuple(_))) {
            let other = if matches!(l, Value::Str(_) | Value::List(_) | Value::Tuple(_)) { r } else { l };
            return type_error(format!("can't multiply sequence by non-int of type '{}'", self.type_name(other)));
        }
        type_error(format!("unsupported operand type(s) for {}: '{}' and '{}'", op.symbol(), self.type_name(l), self.type_name(r)))
    }

    /// `l op r` through `__op__` / `__rop__` (subclass-first for the reflected method).
    fn binop_dunder(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        let (name, rname, _) = op.dunders();
        let lt = self.type_of(l);
        let rt = self.type_of(r);
        let same = Rc::ptr_eq(&lt, &rt);
        let r_first = !same && rt.is_subclass(&lt) && rt.lookup(rname).is_some() && matches!(r, Value::Instance(_));
        // `str % x` and `bytes % x` format whatever `x` is (their `__mod__` never returns
        // NotImplemented), so `x.__rmod__` only runs first for a subclass of the format's type.
        if op == BinOp::Mod && !r_first && matches!(l, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_)) {
            return Ok(None);
        }
        if r_first {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver(&f, r, vec![l.clone()])?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(Some(v));
                }
            }
        }
        if let Some(f) = self.special(l, name) {
            let v = self.call_with_receiver(&f, l, vec![r.clone()])?;
            if !matches!(v, Value::NotImplemented) {
                return Ok(Some(v));
            }
        } else if let Value::Instance(i) = l {
            if let Some(b) = i.builtin_base.borrow().clone() {
                if let Some(v) = self.binop_builtin(&b, op, r)? {
                    return Ok(Some(v));
                }
            }
        }
        if !same && !r_first {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver(&f, r, vec![l.clone()])?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(Some(v));
                }
            }
        }
        Ok(None)
    }

    pub fn inplace_binop(&mut self, l: Value, op: BinOp, r: &Value) -> R<Value> {
        match (&l, op) {
            (Value::List(list), BinOp::Add) => {
                let items = match r {
                    Value::List(other) => other.borrow().clone(),
                    _ => self.iterate(r)?,
                };
                self.check_alloc((list.borrow().len() + items.len()) * 16)?;
                list.borrow_mut().extend(items);
                return Ok(l);
            }
            (Value::List(list), BinOp::Mul) => {
                let n = self.index_value(r)?;
                let cur = list.borrow().clone();
                // A product past usize (`[4, 5, 6, 7] *= 2**62`) must be refused, not wrap to a
                // small size; and an empty list stays empty without counting to n.
                let total = usize::try_from((cur.len() as i128) * (n.max(0) as i128)).unwrap_or(usize::MAX);
                self.check_alloc(total.saturating_mul(16))?;
                let mut out = Vec::with_capacity(total);
                for _ in 0..if cur.is_empty() { 0 } else { n.max(0) } {
                    out.extend(cur.iter().cloned());
                }
                *list.borrow_mut() = out;
                return Ok(l);
            }
            (Value::Dict(d), BinOp::BitOr) => {
                self.dict_update_from_mapping(d, r, true)?;
                return Ok(l);
            }
            (Value::Set(s), BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor) if matches!(r, Value::Set(_) | Value::FrozenSet(_)) => {
                // As CPython: `|=`, `-=` and `^=` change the set's own table; `&=` takes the
                // intersection's. A copy is worked on, so no borrow is held during `==`.
                let s = s.clone();
                let new = match op {
                    BinOp::BitAnd => self.set_intersection_of(&l, r)?,
                    _ => {
                        let mut d = s.borrow().clone();
                        match op {
                            BinOp::BitOr => self.set_update_with(&mut d, r)?,
                            BinOp::Sub => self.set_discard_all(&mut d, r)?,
                            _ => {
                                for x in set_items(r) {
                                    self.budget.step()?;
                                    if !self.set_discard_in(&mut d, &x)? {
                                        self.set_add(&mut d, x)?;
                                    }
                                }
                            }
                        }
                        d
                    }
                };
                *s.borrow_mut() = new;
                return Ok(l);
            }
            (Value::Host(h), _) => {
                let h = h.clone();
                if let Some(v) = self.host_inplace(&h, host_binop(op), r)? {
                    return Ok(v);
                }
            }
            (Value::Instance(i), _) => {
                let (_, _, iname) = op.dunders();
                if let Some(f) = i.class.lookup(iname) {
                    let v = self.call_with_receiver(&f, &l, vec![r.clone()])?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(v);
                    }
                }
            }
            _ => {}
        }
        self.binop(&l, op, r).map_err(|e| {
            // The in-place operator's own symbol appears in the message (`+=`).
            if let crate::error::ErrorKind::Builtin { ty: ExcType::TypeError, msg: Some(m), .. } = &e.0.kind {
                let prefix = format!("unsupported operand type(s) for {}:", op.symbol());
                if m.starts_with(&prefix) && op != BinOp::Pow {
                    return type_error(m.replacen(&prefix, &format!("unsupported operand type(s) for {}=:", op.symbol()), 1));
                }
                if op == BinOp::Pow && m.starts_with("unsupported operand type(s) for ** or pow():") {
                    return type_error(m.replacen("** or pow():", "**=:", 1));
                }
            }
            e
        })
    }

    /// Arithmetic on builtin values; `None` when the types do not support `op`.
    pub(crate) fn binop_builtin(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        if let (Value::Bool(a), Value::Bool(b)) = (l, r) {
            match op {
                BinOp::BitAnd => return Ok(Some(Value::Bool(*a & *b))),
                BinOp::BitOr => return Ok(Some(Value::Bool(*a | *b))),
                BinOp::BitXor => return Ok(Some(Value::Bool(*a ^ *b))),
                _ => {}
            }
        }
        if let (Some(a), Some(b)) = (as_num(l), as_num(r)) {
            return self.num_binop(a, op, b).map(Some);
        }
        Ok(match (l, op, r) {
            (Value::Str(a), BinOp::Add, Value::Str(b)) => Some(Value::string(format!("{}{}", a.s, b.s))),
            (Value::Str(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Str(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                self.check_alloc(a.s.len().saturating_mul(n))?;
                Some(Value::string(a.s.repeat(n)))
            }
            (Value::Str(fmt), BinOp::Mod, args) => Some(Value::string(crate::builtins::percent::percent_format(self, &fmt.s, args)?)),
            (Value::Bytes(fmt), BinOp::Mod, args) => {
                Some(Value::Bytes(Rc::new(crate::builtins::percent::percent_format_bytes(self, fmt, args)?)))
            }
            (Value::ByteArray(fmt), BinOp::Mod, args) => {
                let fmt = fmt.borrow().clone();
                let out = crate::builtins::percent::percent_format_bytes(self, &fmt, args)?;
                Some(Value::ByteArray(Rc::new(std::cell::RefCell::new(out))))
            }
            (Value::Bytes(a), BinOp::Add, Value::Bytes(b)) => {
                self.check_alloc(a.len().saturating_add(b.len()))?;
                let mut v = Vec::with_capacity(a.len() + b.len());
                v.extend_from_slice(a);
                v.extend_from_slice(b);
                Some(Value::Bytes(Rc::new(v)))
            }
            (Value::Bytes(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Bytes(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                self.check_alloc(a.len().saturating_mul(n))?;
                Some(Value::Bytes(Rc::new(a.repeat(n))))
            }
            // A bytearray on the left gives a bytearray (`ba + b"x"`); `bytes + ba` is bytes.
            (Value::ByteArray(_), BinOp::Add, _) | (Value::Bytes(_), BinOp::Add, Value::ByteArray(_))
                if crate::builtins::bytes_methods::bytes_like(r).is_some() =>
            {
                let x = crate::builtins::bytes_methods::bytes_like(l).unwrap_or_default();
                let y = crate::builtins::bytes_methods::bytes_like(r).unwrap_or_default();
                self.check_alloc(x.len().saturating_add(y.len()))?;
                let mut v = Vec::with_capacity(x.len() + y.len());
                v.extend_from_slice(&x);
                v.extend_from_slice(&y);
                Some(if matches!(l, Value::ByteArray(_)) { Value::ByteArray(Rc::new(RefCell::new(v))) } else { Value::Bytes(Rc::new(v)) })
            }
            (Value::ByteArray(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::ByteArray(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                let data = a.borrow().clone();
                self.check_alloc(data.len().saturating_mul(n))?;
                Some(Value::ByteArray(Rc::new(RefCell::new(data.repeat(n)))))
            }
            (Value::List(a), BinOp::Add, Value::List(b)) => {
                // Checked before copying, and allocated once (extending a clone would reserve
                // up to twice the size).
                let total = a.borrow().len() + b.borrow().len();
                self.check_alloc(total.saturating_mul(16))?;
                let mut v = Vec::with_capacity(total);
                v.extend(a.borrow().iter().cloned());
                v.extend(b.borrow().iter().cloned());
                Some(Value::list(v))
            }
            (Value::Tuple(a), BinOp::Add, Value::Tuple(b)) => {
                self.check_alloc((a.len() + b.len()).saturating_mul(16))?;
                let mut v = Vec::with_capacity(a.len() + b.len());
                v.extend(a.iter().cloned());
                v.extend(b.iter().cloned());
                Some(Value::tuple(v))
            }
            (Value::List(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::List(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                let src = a.borrow().clone();
                self.check_alloc(src.len().saturating_mul(n).saturating_mul(16))?;
                let mut v = Vec::with_capacity(src.len() * n);
                for _ in 0..n {
                    v.extend(src.iter().cloned());
                }
                Some(Value::list(v))
            }
            (Value::Tuple(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Tuple(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                self.check_alloc(a.len().saturating_mul(n).saturating_mul(16))?;
                let mut v = Vec::with_capacity(a.len() * n);
                for _ in 0..n {
                    v.extend(a.iter().cloned());
                }
                Some(Value::tuple(v))
            }
            (Value::Dict(a), BinOp::BitOr, Value::Dict(b)) => {
                let d = Rc::new(RefCell::new(a.borrow().clone()));
                self.dict_update_from_mapping(&d, r, true)?;
                let _ = b;
                Some(Value::Dict(d))
            }
            (Value::Set(_) | Value::FrozenSet(_), _, Value::Set(_) | Value::FrozenSet(_)) => self.set_binop(l, op, r)?,
            // A set-like view combines with any iterable on either side (CPython's view
            // `__and__`/`__rand__`, ...), and the result is always a set.
            (Value::DictView(a), _, _) | (_, _, Value::DictView(a))
                if a.kind != crate::value::ViewKind::Values && matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::Sub | BinOp::BitXor) =>
            {
                if op == BinOp::BitAnd {
                    return self.view_intersection(l, r).map(Some);
                }
                let ls = self.to_set(l)?;
                let rs = self.to_set(r)?;
                self.set_binop(&ls, op, &rs)?
            }
            _ => None,
        })
    }

    /// `view & x` (or `x & view`), after CPython's `_PyDictView_Intersect`: the members of
    /// the other operand that are `in` the view (so an items view with unhashable values
    /// intersects), except that a bigger plain set intersects through the set's own method.
    fn view_intersection(&mut self, l: &Value, r: &Value) -> R<Value> {
        let is_view = |v: &Value| matches!(v, Value::DictView(d) if d.kind != crate::value::ViewKind::Values);
        let (mut this, mut other) = if is_view(l) { (l.clone(), r.clone()) } else { (r.clone(), l.clone()) };
        let mut out = Dict::new_set();
        if let Value::Set(s) = &other {
            if self.len(&this)? <= s.borrow().len() {
                for x in self.iterate(&this)? {
                    self.budget.step()?;
                    if self.dict_contains(s, &x)? {
                        self.set_add(&mut out, x)?;
                    }
                }
                return Ok(Value::Set(Rc::new(RefCell::new(out))));
            }
        }
        if is_view(&other) && self.len(&other)? > self.len(&this)? {
            std::mem::swap(&mut this, &mut other);
        }
        for x in self.iterate(&other)? {
            self.budget.step()?;
            if self.contains(&this, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(Value::Set(Rc::new(RefCell::new(out))))
    }

    fn to_set(&mut self, v: &Value) -> R<Value> {
        let items = self.iterate(v)?;
        let mut d = Dict::new_set();
        for x in items {
            self.set_add(&mut d, x)?;
        }
        Ok(Value::Set(Rc::new(RefCell::new(d))))
    }

    /// A new set holding `v`'s items, built as CPython's `make_new_set` does: a set's table
    /// merged (`Dict::set_copy`), any other iterable's items added in order.
    pub fn new_set_from(&mut self, v: &Value) -> R<Dict> {
        match v {
            Value::Set(d) => return Ok(d.borrow().set_copy()),
            Value::FrozenSet(d) => return Ok(d.set_copy()),
            _ => {}
        }
        let mut d = Dict::new_set();
        self.set_update_with(&mut d, v)?;
        Ok(d)
    }

    /// `set_update_internal`: a set's keys in its table order after one resize up front,
    /// any other iterable's items one by one.
    pub fn set_update_with(&mut self, d: &mut Dict, v: &Value) -> R<()> {
        let items = match v {
            Value::Set(_) | Value::FrozenSet(_) => {
                let items = set_items(v);
                if d.is_pristine_set() {
                    *d = self.new_set_from(v)?;
                    return Ok(());
                }
                d.reserve_for_merge(items.len());
                items
            }
            _ => self.iterate(v)?,
        };
        for x in items {
            self.budget.step()?;
            self.set_add(d, x)?;
        }
        Ok(())
    }

    /// Removes `key` from a set's table if it is there (`set_discard_entry`).
    pub fn set_discard_in(&mut self, d: &mut Dict, key: &Value) -> R<bool> {
        let h = self.hash(key)?;
        if is_simple_key(key) && !d.has_complex_keys {
            return Ok(match d.find_simple(h, key) {
                Some(i) => d.remove_at(i).is_some(),
                None => false,
            });
        }
        for (i, k) in d.candidates(h) {
            if k.is(key) || self.eq(&k, key)? {
                if d.slot_holds(i, &k) {
                    d.remove_at(i);
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `s | t`, `s.union(t)`: a copy of `s` updated with `t`.
    pub fn set_union_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let mut out = self.new_set_from(l)?;
        self.set_update_with(&mut out, r)?;
        Ok(out)
    }

    /// `s & t` (`set_intersection`): the smaller set iterated, each key kept when the other
    /// holds it; an iterable's items iterated in order.
    pub fn set_intersection_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let mut out = Dict::new_set();
        let lset = set_dict(l);
        if matches!(r, Value::Set(_) | Value::FrozenSet(_)) {
            let rset = set_dict(r);
            let (big, small) = if rset.borrow().len() > lset.borrow().len() { (rset, lset) } else { (lset, rset) };
            let items: Vec<Value> = small.borrow().keys().cloned().collect();
            for x in items {
                self.budget.step()?;
                if self.dict_contains(&big, &x)? {
                    self.set_add(&mut out, x)?;
                }
            }
            return Ok(out);
        }
        for x in self.iterate(r)? {
            self.budget.step()?;
            if self.dict_contains(&lset, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    /// `s - t` (`set_difference`): a copy of `s` with `t`'s keys discarded when `s` is more
    /// than four times bigger (or `t` is not a set or dict), else `s` iterated.
    pub fn set_difference_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let lset = set_dict(l);
        let other_len = match r {
            Value::Set(d) => Some(d.borrow().len()),
            Value::FrozenSet(d) => Some(d.len()),
            Value::Dict(d) => Some(d.borrow().len()),
            _ => None,
        };
        let copy_first = match other_len {
            Some(n) => (lset.borrow().len() >> 2) > n,
            None => true,
        };
        if copy_first {
            let mut out = self.new_set_from(l)?;
            self.set_discard_all(&mut out, r)?;
            return Ok(out);
        }
        let mut out = Dict::new_set();
        let items: Vec<Value> = lset.borrow().keys().cloned().collect();
        for x in items {
            self.budget.step()?;
            if !self.contains(r, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    /// `set_difference_update_internal`: every item of `r` discarded, then the table
    /// rebuilt when dummies fill more than a quarter of it.
    pub fn set_discard_all(&mut self, d: &mut Dict, r: &Value) -> R<()> {
        let items = match r {
            Value::Set(_) | Value::FrozenSet(_) => set_items(r),
            _ => self.iterate(r)?,
        };
        for x in items {
            self.budget.step()?;
            self.set_discard_in(d, &x)?;
        }
        d.shrink_after_removals();
        Ok(())
    }

    /// `s ^ t` (`set_symmetric_difference`): a new set of `t`'s items, then each key of `s`
    /// discarded from it when there and added when not.
    pub fn set_symmetric_difference_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let mut out = self.new_set_from(r)?;
        for x in set_items(l) {
            self.budget.step()?;
            if !self.set_discard_in(&mut out, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    fn set_binop(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        let out = match op {
            BinOp::BitOr => self.set_union_of(l, r)?,
            BinOp::BitAnd => self.set_intersection_of(l, r)?,
            BinOp::Sub => self.set_difference_of(l, r)?,
            BinOp::BitXor => self.set_symmetric_difference_of(l, r)?,
            _ => return Ok(None),
        };
        Ok(Some(match l {
            Value::FrozenSet(_) => Value::FrozenSet(Rc::new(out)),
            _ => Value::Set(Rc::new(RefCell::new(out))),
        }))
    }

    fn num_binop(&mut self, a: Num, op: BinOp, b: Num) -> R<Value> {
        use Num::*;
        match (a, b) {
            (Complex(ar, ai), b) => {
                let (br, bi) = match b {
                    Complex(r, i) => (r, i),
                    other => (num_to_f64(&other)?, 0.0),
                };
                complex_op(ar, ai, op, br, bi)
            }
            (a, Complex(br, bi)) => {
                let ar = num_to_f64(&a)?;
                complex_op(ar, 0.0, op, br, bi)
            }
            (Float(x), y) => {
                let y = num_to_f64(&y)?;
                float_op(x, op, y)
            }
            (x, Float(y)) => {
                let x = num_to_f64(&x)?;
                float_op(x, op, y)
            }
            (x, y) => {
                let xb = match x {
                    Int(i) => BigInt::from(i),
                    Big(b) => b,
                    _ => BigInt::zero(),
                };
                let yb = match y {
                    Int(i) => BigInt::from(i),
                    Big(b) => b,
                    _ => BigInt::zero(),
                };
                // One big-int operation can take long: read the clock after it, so a loop of
                // them stops at the deadline (CLOCK_CHECK_INTERVAL operations could be minutes).
                let big = xb.bits() + yb.bits() > 4096 || (matches!(op, BinOp::Pow | BinOp::LShift) && yb.bits() > 8);
                let r = self.int_op(xb, op, yb)?;
                if big {
                    self.budget.check_clock()?;
                }
                Ok(r)
            }
        }
    }

    fn int_op(&mut self, a: BigInt, op: BinOp, b: BigInt) -> R<Value> {
        Ok(match op {
            BinOp::Add => Value::from_bigint(a + b),
            BinOp::Sub => Value::from_bigint(a - b),
            BinOp::Mul => {
                self.check_alloc(((a.bits() + b.bits()) / 8) as usize)?;
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a * b)
            }
            BinOp::Div => {
                if b.is_zero() {
                    return Err(zero_division("division by zero"));
                }
                Value::Float(int_true_div(&a, &b)?)
            }
            BinOp::FloorDiv => {
                if b.is_zero() {
                    return Err(zero_division("integer division or modulo by zero"));
                }
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a.div_floor(&b))
            }
            BinOp::Mod => {
                if b.is_zero() {
                    return Err(zero_division("integer modulo by zero"));
                }
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a.mod_floor(&b))
            }
            BinOp::Pow => {
                if b.is_negative() {
                    if a.is_zero() {
                        return Err(zero_division("0.0 cannot be raised to a negative power"));
                    }
                    let x = bigint_to_f64(&a)?;
                    let y = bigint_to_f64(&b)?;
                    return float_op(x, BinOp::Pow, y);
                }
                // 0, 1 and -1 to any power are known without computing it, as CPython
                // answers them for exponents of any size.
                if a.is_zero() && !b.is_zero() {
                    return Ok(Value::Int(0));
                }
                if a == BigInt::from(1) {
                    return Ok(Value::Int(1));
                }
                if a == BigInt::from(-1) {
                    return Ok(Value::Int(if b.is_odd() { -1 } else { 1 }));
                }
                let exp = b.to_u64().ok_or_else(|| overflow_error("exponent too large"))?;
                let abits = a.bits();
                if abits > 1 {
                    let bits = (abits as u128) * (exp as u128);
                    let bytes = bits / 8;
                    if bytes > self.config.limits.max_memory as u128 {
                        return Err(crate::error::memory_error(format!(
                            "integer result of {}-bit base to the power {} is too large (about {} bytes; the memory limit is {})",
                            abits, exp, bytes, self.config.limits.max_memory
                        )));
                    }
                }
                let exp32 = u32::try_from(exp).map_err(|_| overflow_error("exponent too large"))?;
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(num_traits::Pow::pow(a, exp32))
            }
            BinOp::LShift => {
                if b.is_negative() {
                    return Err(value_error("negative shift count"));
                }
                let n = b.to_u64().ok_or_else(|| overflow_error("too many digits in integer"))?;
                if a.is_zero() {
                    return Ok(Value::Int(0));
                }
                self.check_alloc(((a.bits() + n) / 8) as usize)?;
                Value::from_bigint(a << n)
            }
            BinOp::RShift => {
                if b.is_negative() {
                    return Err(value_error("negative shift count"));
                }
                let n = b.to_u64().unwrap_or(u64::MAX);
                if n > a.bits() {
                    return Ok(Value::Int(if a.is_negative() { -1 } else { 0 }));
                }
                Value::from_bigint(a >> n)
            }
            BinOp::BitAnd => Value::from_bigint(a & b),
            BinOp::BitOr => Value::from_bigint(a | b),
            BinOp::BitXor => Value::from_bigint(a ^ b),
            BinOp::MatMul => return Err(type_error("unsupported operand type(s) for @: 'int' and 'int'")),
        })
    }

    pub fn unary(&mut self, op: UnaryOp, v: &Value) -> R<Value> {
        let name = match op {
            UnaryOp::Neg => "__neg__",
            UnaryOp::Pos => "__pos__",
            UnaryOp::Invert => "__invert__",
            UnaryOp::Not => return Ok(Value::Bool(!self.truthy(v)?)),
        };
        match (op, v) {
            (UnaryOp::Neg, Value::Int(i)) => Ok(i.checked_neg().map(Value::Int).unwrap_or_else(|| Value::from_bigint(-BigInt::from(*i)))),
            (UnaryOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
            (UnaryOp::Neg, Value::BigInt(b)) => Ok(Value::from_bigint(-(**b).clone())),
            (UnaryOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
            (UnaryOp::Neg, Value::Complex(c)) => Ok(Value::Complex(Rc::new((-c.0, -c.1)))),
            (UnaryOp::Pos, Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Complex(_)) => Ok(v.clone()),
            (UnaryOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
            (UnaryOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
            (UnaryOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
            (UnaryOp::Invert, Value::BigInt(b)) => Ok(Value::from_bigint(-(**b).clone() - 1)),
            (UnaryOp::Neg, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Neg),
            (UnaryOp::Pos, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Pos),
            (UnaryOp::Invert, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Invert),
            (_, Value::Instance(i)) => match self.special(v, name) {
                Some(f) => self.call_with_receiver(&f, v, vec![]),
                // An instance of a builtin subclass (`class I(int)`) without its own dunder
                // computes with its builtin part, whose result is of the builtin type.
                None => match i.builtin_base.borrow().clone() {
                    Some(b @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => self.unary(op, &b),
                    Some(b @ (Value::Float(_) | Value::Complex(_))) if op != UnaryOp::Invert => self.unary(op, &b),
                    _ => Err(type_error(format!("bad operand type for unary {}: '{}'", unary_symbol(op), self.type_name(v)))),
                },
            },
            _ => Err(type_error(format!("bad operand type for unary {}: '{}'", unary_symbol(op), self.type_name(v)))),
        }
    }

    // ------------------------------------------------------------------ comparison

    pub fn rich_compare(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Value> {
        if let (Value::Int(a), Value::Int(b)) = (l, r) {
            return Ok(Value::Bool(ord_result(a.cmp(b), op)));
        }
        if matches!(op, CmpOp::Eq | CmpOp::NotEq) && ((self.is_union(l) && self.is_union(r)) || (self.is_generic_alias(l) && self.is_generic_alias(r))) {
            let same = self.eq(l, r)?;
            return Ok(Value::Bool(same == (op == CmpOp::Eq)));
        }
        if matches!(l, Value::Host(_)) || matches!(r, Value::Host(_)) {
            return self.compare_with_host(l, op, r);
        }
        if matches!(l, Value::Instance(_)) || matches!(r, Value::Instance(_)) {
            let (name, reflected) = cmp_dunders(op);
            let lt = self.type_of(l);
            let rt = self.type_of(r);
            let r_first = !Rc::ptr_eq(&lt, &rt) && rt.is_subclass(&lt);
            let order: [(&Value, &str, &Value); 2] = if r_first { [(r, reflected, l), (l, name, r)] } else { [(l, name, r), (r, reflected, l)] };
            for (recv, method, other) in order {
                if let Some(f) = self.special(recv, method) {
                    if matches!(f, Value::None) {
                        continue;
                    }
                    let v = self.call_with_receiver(&f, recv, vec![other.clone()])?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(v);
                    }
                }
            }
            if op == CmpOp::NotEq {
                if let Some(f) = self.special(l, "__eq__") {
                    let v = self.call_with_receiver(&f, l, vec![r.clone()])?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(Value::Bool(!self.truthy(&v)?));
                    }
                }
            }
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
    fn compare_with_host(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Value> {
        let hop = match op {
            CmpOp::Eq => crate::host::CompareOp::Eq,
            CmpOp::NotEq => crate::host::CompareOp::Ne,
            CmpOp::Lt => crate::host::CompareOp::Lt,
            CmpOp::LtE => crate::host::CompareOp::Le,
            CmpOp::Gt => crate::host::CompareOp::Gt,
            CmpOp::GtE => crate::host::CompareOp::Ge,
            _ => return Err(crate::error::runtime_error(format!("comparison {op:?} is not a rich comparison"))),
        };
        let (name, reflected) = cmp_dunders(op);
        if !matches!(l, Value::Host(_)) {
            if let Some(f) = self.special(l, name) {
                let v = self.call_with_receiver(&f, l, vec![r.clone()])?;
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
                let v = self.call_with_receiver(&f, r, vec![l.clone()])?;
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

    fn order_error(&self, l: &Value, op: CmpOp, r: &Value) -> Error {
        type_error(format!("'{}' not supported between instances of '{}' and '{}'", cmp_name(op), self.type_name(l), self.type_name(r)))
    }

    /// Ordering of builtin values: `None` for unordered (NaN, incomparable sets).
    fn order(&mut self, l: &Value, r: &Value, op: CmpOp) -> R<Option<std::cmp::Ordering>> {
        use std::cmp::Ordering;
        match (l, r) {
            (Value::Str(a), Value::Str(b)) => Ok(Some(a.s.cmp(&b.s))),
            (Value::Bytes(a), Value::Bytes(b)) => Ok(Some(a.cmp(b))),
            // bytearray orders against bytes and bytearray by content, as bytes does.
            (Value::ByteArray(a), Value::Bytes(b)) => Ok(Some(a.borrow().as_slice().cmp(b.as_slice()))),
            (Value::Bytes(a), Value::ByteArray(b)) => Ok(Some(a.as_slice().cmp(b.borrow().as_slice()))),
            (Value::ByteArray(a), Value::ByteArray(b)) => Ok(Some(a.borrow().as_slice().cmp(b.borrow().as_slice()))),
            (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
                let a = seq_items(l);
                let b = seq_items(r);
                for (x, y) in a.iter().zip(b.iter()) {
                    if !self.eq(x, y)? {
                        let v = self.rich_compare(x, op, y)?;
                        let t = self.truthy(&v)?;
                        // Encode the element decision as an ordering that gives the same answer.
                        return Ok(Some(match (op, t) {
                            (CmpOp::Lt | CmpOp::LtE, true) | (CmpOp::Gt | CmpOp::GtE, false) => Ordering::Less,
                            _ => Ordering::Greater,
                        }));
                    }
                }
                Ok(Some(a.len().cmp(&b.len())))
            }
            (Value::Set(_) | Value::FrozenSet(_), Value::Set(_) | Value::FrozenSet(_)) => {
                let a = set_dict(l);
                let b = set_dict(r);
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
    fn view_compare(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Option<bool>> {
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

    fn all_contained_in(&mut self, a: &Value, b: &Value) -> R<bool> {
        for x in self.iterate(a)? {
            self.budget.step()?;
            if !self.contains(b, &x)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn is_subset(&mut self, a: &Rc<RefCell<Dict>>, b: &Rc<RefCell<Dict>>) -> R<bool> {
        let items: Vec<Value> = a.borrow().keys().cloned().collect();
        for x in items {
            if !self.dict_contains(b, &x)? {
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
    fn items_eq(&mut self, x: &[Value], y: &[Value]) -> R<bool> {
        for (p, q) in x.iter().zip(y.iter()) {
            if !p.is(q) && !self.eq(p, q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether dict `y` holds every entry of `entries` (the items of a dict of the same size).
    fn entries_eq(&mut self, entries: Vec<(Value, Value)>, y: &Rc<RefCell<Dict>>) -> R<bool> {
        for (k, v) in entries {
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
            return Err(Error::new(ExcType::RecursionError, "maximum recursion depth exceeded in comparison"));
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
            (List(_), List(_)) | (Tuple(_), Tuple(_)) => {
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
                self.nesting -= 1;
                r?
            }
            (Dict(x), Dict(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                if x.borrow().len() != y.borrow().len() {
                    return Ok(false);
                }
                let entries: Vec<(Value, Value)> = x.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                self.enter_nested(CMP_RECURSION)?;
                let r = self.entries_eq(entries, y);
                self.nesting -= 1;
                r?
            }
            (Set(_) | FrozenSet(_), Set(_) | FrozenSet(_)) => {
                let x = set_dict(a);
                let y = set_dict(b);
                if x.borrow().len() != y.borrow().len() {
                    return Ok(false);
                }
                self.is_subset(&x, &y)?
            }
            (Range(x), Range(y)) => {
                let (lx, ly) = (x.len(), y.len());
                lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)))
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
                let ((xo, xa), (yo, ya)) = (self.generic_alias_parts(a), self.generic_alias_parts(b));
                return Ok(xo.is(&yo) && self.eq(&Value::tuple(xa), &Value::tuple(ya))?);
            }
            (Instance(_), _) | (_, Instance(_)) | (Host(_), _) | (_, Host(_)) => {
                let v = self.rich_compare(a, CmpOp::Eq, b)?;
                return self.truthy(&v);
            }
            (Slice(x), Slice(y)) => self.eq(&x.start, &y.start)? && self.eq(&x.stop, &y.stop)? && self.eq(&x.step, &y.step)?,
            _ => a.is(b),
        })
    }

    // ------------------------------------------------------------------ hashing

    #[inline]
    pub fn hash(&mut self, v: &Value) -> R<u64> {
        // The commonest key, whose hash needs no stack check (it cannot recurse).
        if let Value::Int(i) = v {
            return Ok(hash_int(*i) as u64);
        }
        Ok(self.hash_i64(v)? as u64)
    }

    pub fn hash_i64(&mut self, v: &Value) -> R<i64> {
        if self.stack_exhausted() {
            return Err(Error::new(ExcType::RecursionError, "maximum recursion depth exceeded"));
        }
        Ok(match v {
            Value::Int(i) => hash_int(*i),
            Value::Bool(b) => *b as i64,
            Value::BigInt(b) => hash_bigint(b),
            Value::Float(f) => hash_float(*f),
            Value::Str(s) => str_hash(&s.s),
            Value::None => 0x5f3759df,
            Value::Bytes(b) => str_hash(&String::from_utf8_lossy(b)),
            Value::Tuple(items) => {
                let mut hs = Vec::with_capacity(items.len());
                for x in items.iter() {
                    hs.push(self.hash_i64(x)?);
                }
                tuple_hash(&hs)
            }
            // CPython 3.11's `frozenset_hash`: the shuffled element hashes xored (the table's
            // empty and dummy slots cancel out), then the size and a final dispersion.
            Value::FrozenSet(d) => {
                let mut acc: u64 = 0;
                for k in d.keys() {
                    let h = k.clone();
                    let hv = self.hash_i64(&h)? as u64;
                    acc ^= (hv ^ 89869747 ^ (hv << 16)).wrapping_mul(3644798167);
                }
                acc ^= (d.len() as u64 + 1).wrapping_mul(1927868237);
                acc ^= (acc >> 11) ^ (acc >> 25);
                acc = acc.wrapping_mul(69069).wrapping_add(907133923);
                if acc == u64::MAX {
                    acc = 590923713;
                }
                acc as i64
            }
            Value::Complex(c) => hash_float(c.0).wrapping_add(1000003i64.wrapping_mul(hash_float(c.1))),
            // As CPython: equal ranges hash equal (hash of `(len, start, step)`, with `None` for
            // the parts that do not matter).
            Value::Range(r) => {
                let n = r.len();
                let none = self.hash_i64(&Value::None)?;
                let hs = match n {
                    0 => vec![hash_int(0), none, none],
                    1 => vec![hash_int(1), hash_int(r.start), none],
                    _ => vec![hash_int(n), hash_int(r.start), hash_int(r.step)],
                };
                tuple_hash(&hs)
            }
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::ByteArray(_) | Value::DictView(_) => {
                return Err(type_error(format!("unhashable type: '{}'", self.type_name(v))));
            }
            Value::Host(h) => self.host_hash(h)?,
            // A union hashes like the set of its members, so equal unions hash equal.
            Value::Instance(_) if self.is_generic_alias(v) => {
                // As CPython's `ga_hash`: the origin's hash mixed with the arguments'.
                let (origin, args) = self.generic_alias_parts(v);
                self.hash_i64(&origin)? ^ self.hash_i64(&Value::tuple(args))?
            }
            Value::Instance(_) if self.is_union(v) => {
                self.union_args(v).iter().fold(0x5a17u64, |acc, m| acc ^ ((m.identity() as u64) >> 4).wrapping_mul(0x9e3779b97f4a7c15)) as i64
            }
            Value::Instance(i) => match i.class.lookup("__hash__") {
                Some(Value::None) => return Err(type_error(format!("unhashable type: '{}'", i.class.name))),
                Some(f) => {
                    let r = self.call_with_receiver(&f, v, vec![])?;
                    // An int subclass instance counts as its int value.
                    let r = match &r {
                        Value::Instance(ri) if matches!(&*ri.builtin_base.borrow(), Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
                            ri.builtin_base.borrow().clone().unwrap_or(Value::None)
                        }
                        _ => r,
                    };
                    // As CPython: an int that fits in a machine word is the hash as it is
                    // (only -1, the C error marker, becomes -2); a wider one is reduced the way
                    // `hash(int)` reduces it.
                    match r {
                        Value::Int(-1) => -2,
                        Value::Int(h) => h,
                        Value::Bool(b) => b as i64,
                        Value::BigInt(ref b) => hash_bigint(b),
                        _ => return Err(type_error("__hash__ method should return an integer")),
                    }
                }
                None => match i.builtin_base.borrow().clone() {
                    Some(b) => return self.hash_i64(&b),
                    None => (v.identity() >> 4) as i64,
                },
            },
            _ => (v.identity() >> 4) as i64,
        })
    }

    // ------------------------------------------------------------------ dict and set primitives

    /// Finds the slot of `key` in `d`.
    pub fn dict_find(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<(usize, u64)>> {
        let h = self.hash(key)?;
        if is_simple_key(key) {
            let found = d.borrow().find_simple(h, key);
            if found.is_some() || !d.borrow().has_complex_keys {
                return Ok(found.map(|i| (i, h)));
            }
        }
        let candidates = d.borrow().candidates(h);
        for (i, k) in candidates {
            if (k.is(key) || self.eq(&k, key)?)
                && d.borrow().slot_holds(i, &k) {
                    return Ok(Some((i, h)));
                }
        }
        Ok(None)
    }

    pub fn dict_get(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<Value>> {
        Ok(match self.dict_find(d, key)? {
            Some((i, _)) => d.borrow().value_at(i).cloned(),
            None => None,
        })
    }

    pub fn dict_contains(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<bool> {
        Ok(self.dict_find(d, key)?.is_some())
    }

    pub fn dict_set(&mut self, d: &Rc<RefCell<Dict>>, key: Value, value: Value) -> R<()> {
        let h = self.hash(&key)?;
        if is_simple_key(&key) && !d.borrow().has_complex_keys {
            let mut dm = d.borrow_mut();
            match dm.find_simple(h, &key) {
                Some(i) => dm.set_at(i, value),
                None => {
                    self.dict_room(&mut dm)?;
                    dm.insert_new(h, key, value)
                }
            }
            return Ok(());
        }
        match self.dict_find(d, &key)? {
            Some((i, _)) => d.borrow_mut().set_at(i, value),
            None => {
                let mut dm = d.borrow_mut();
                self.dict_room(&mut dm)?;
                dm.insert_new(h, key, value)
            }
        }
        Ok(())
    }

    /// Makes room for one more entry in a dict or set the program grows, as `room_for_one`
    /// does for lists: charged and checked before the buffers double, and grown fallibly.
    /// (No program code runs here, so holding the dict's borrow is safe.)
    #[inline]
    pub fn dict_room(&mut self, d: &mut Dict) -> R<()> {
        if d.full() {
            self.grow_dict(d)?;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn grow_dict(&mut self, d: &mut Dict) -> R<()> {
        let bytes = d.growth_bytes();
        if bytes >= crate::limits::OS_CHECK_BYTES {
            self.check_alloc(bytes)?;
        }
        d.try_room_for_one().map_err(|_| crate::error::memory_error(format!("cannot allocate {bytes} bytes: the operating system refused")))
    }

    pub fn dict_remove(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<Value>> {
        match self.dict_find(d, key)? {
            Some((i, _)) => Ok(d.borrow_mut().remove_at(i).map(|e| e.value)),
            None => Ok(None),
        }
    }

    /// Adds to a set under construction (not yet shared, so no `RefCell`).
    pub fn set_add(&mut self, d: &mut Dict, key: Value) -> R<()> {
        let h = self.hash(&key)?;
        if is_simple_key(&key) && !d.has_complex_keys {
            if d.find_simple(h, &key).is_none() {
                self.dict_room(d)?;
                d.insert_new(h, key, Value::None);
            }
            return Ok(());
        }
        for (_, k) in d.candidates(h) {
            if k.is(&key) || self.eq(&k, &key)? {
                return Ok(());
            }
        }
        self.dict_room(d)?;
        d.insert_new(h, key, Value::None);
        Ok(())
    }

    /// `d.update(m)` / `{**m}`: from a dict, or any object with `keys()` and `__getitem__`,
    /// or (when `pairs_ok`) an iterable of pairs.
    pub fn dict_update_from_mapping(&mut self, d: &Rc<RefCell<Dict>>, m: &Value, pairs_ok: bool) -> R<()> {
        match m {
            Value::Dict(src) => {
                let entries: Vec<(Value, Value)> = src.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                for (k, v) in entries {
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            Value::Instance(i) if i.class.lookup("keys").is_some() => {
                let keys = self.call_method(m, &Rc::from("keys"), vec![], vec![])?;
                for k in self.iterate(&keys)? {
                    self.budget.step()?;
                    let v = self.getitem(m, &k)?;
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            Value::Instance(i) if i.builtin_base.borrow().is_some() => {
                let b = i.builtin_base.borrow().clone().unwrap_or(Value::None);
                self.dict_update_from_mapping(d, &b, pairs_ok)
            }
            _ if pairs_ok => {
                // Errors pass through as raised (a non-iterable's own is CPython's "'int'
                // object is not iterable"); replacing every one turned the timeout and other
                // limit errors into a TypeError the program could catch.
                let items = self.iterate(m)?;
                for (n, item) in items.into_iter().enumerate() {
                    // Only a TypeError of an element becomes CPython's message about it.
                    let pair = match self.iterate(&item) {
                        Ok(pair) => pair,
                        Err(e) if self.is_exc_of(&e, ExcType::TypeError) => {
                            return Err(type_error(format!("cannot convert dictionary update sequence element #{n} to a sequence")));
                        }
                        Err(e) => return Err(e),
                    };
                    if pair.len() != 2 {
                        return Err(value_error(format!(
                            "dictionary update sequence element #{n} has length {}; 2 is required",
                            pair.len()
                        )));
                    }
                    let mut it = pair.into_iter();
                    let k = it.next().unwrap_or(Value::None);
                    let v = it.next().unwrap_or(Value::None);
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            _ => Err(type_error(format!("'{}' object is not a mapping", self.type_name(m)))),
        }
    }

    // ------------------------------------------------------------------ containment and items

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
                _ => Err(type_error(format!("'in <string>' requires string as left operand, not {}", self.type_name(item)))),
            },
            Value::List(l) => {
                let items = l.borrow().clone();
                for x in items.iter() {
                    if x.is(item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Tuple(t) => {
                for x in t.iter() {
                    if x.is(item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Dict(d) | Value::Set(d) => match self.dict_contains(d, item) {
                Ok(b) => Ok(b),
                Err(e) if e.builtin_type() == Some(ExcType::TypeError) && matches!(item, Value::Set(_)) => {
                    let fs = Value::FrozenSet(Rc::new(set_dict(item).borrow().clone()));
                    self.dict_contains(d, &fs)
                }
                Err(e) => Err(e),
            },
            Value::FrozenSet(d) => {
                let d = Rc::new(RefCell::new((**d).clone()));
                self.dict_contains(&d, item)
            }
            Value::DictView(v) => match v.kind {
                crate::value::ViewKind::Keys => self.dict_contains(&v.dict, item),
                _ => {
                    let items = self.iterate(container)?;
                    for x in items {
                        if self.eq(&x, item)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
            },
            Value::Range(r) => {
                let i = match item {
                    Value::Int(i) => *i,
                    Value::Bool(b) => *b as i64,
                    // Ints are normalized, so a big int lies outside every 64-bit range.
                    Value::BigInt(_) => return Ok(false),
                    _ => {
                        let items = self.iterate(container)?;
                        for x in items {
                            if self.eq(&x, item)? {
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
            Value::Bytes(b) => match item {
                Value::Int(i) => Ok(b.contains(&(*i as u8)) && (0..256).contains(i)),
                Value::Bytes(sub) => Ok(sub.is_empty() || b.windows(sub.len()).any(|w| w == &sub[..])),
                Value::ByteArray(sub) => {
                    let sub = sub.borrow().clone();
                    Ok(sub.is_empty() || b.windows(sub.len()).any(|w| w == &sub[..]))
                }
                _ => Err(type_error("a bytes-like object is required")),
            },
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__contains__") {
                    let r = self.call_with_receiver(&f, container, vec![item.clone()])?;
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
            _ => Err(type_error(format!("argument of type '{}' is not iterable", self.type_name(container)))),
        }
    }

    /// The count of a sequence repetition (`'a' * n`): as CPython, an int past the
    /// machine's index size is an `OverflowError` here (it is an `IndexError` as a subscript).
    fn repeat_count(&mut self, n: &Value) -> R<usize> {
        if let Value::BigInt(_) = n {
            return Err(overflow_error("cannot fit 'int' into an index-sized integer"));
        }
        Ok(self.index_value(n)?.max(0) as usize)
    }

    /// `operator.index(v)` as an i64.
    pub fn index_value(&mut self, v: &Value) -> R<i64> {
        match v {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(_) => Err(Error::new(ExcType::IndexError, "cannot fit 'int' into an index-sized integer")),
            // As `PyNumber_Index`: an int subclass instance is its int value, whatever
            // `__index__` it defines.
            Value::Instance(i) if matches!(&*i.builtin_base.borrow(), Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
                let b = i.builtin_base.borrow().clone().unwrap_or(Value::None);
                self.index_value(&b)
            }
            Value::Instance(i) if i.class.lookup("__index__").is_some() => {
                let f = i.class.lookup("__index__").unwrap_or(Value::None);
                let r = self.call_with_receiver(&f, v, vec![])?;
                self.index_value(&r)
            }
            Value::Host(h) => {
                let r = self.host_convert(h, crate::host::Conversion::Index)?;
                self.index_value(&r)
            }
            _ => Err(type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(v)))),
        }
    }

    pub(crate) fn slice_bounds(&mut self, s: &crate::value::SliceObj, len: usize) -> R<(i64, i64, i64, i64)> {
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
        Ok(adjust_slice(len as i64, start, stop, step))
    }

    /// A slice bound: huge big ints clamp instead of failing, as in CPython.
    fn slice_index(&mut self, v: &Value) -> R<i64> {
        match v {
            Value::BigInt(b) => Ok(if b.is_negative() { i64::MIN / 2 } else { i64::MAX / 2 }),
            Value::Int(i) => Ok((*i).clamp(i64::MIN / 2, i64::MAX / 2)),
            // Only a value without `__index__` gets CPython's message; what `__index__` raises,
            // and a limit error above all, passes through (replacing every error made the
            // timeout a TypeError the program could catch).
            _ => match self.index_value(v) {
                Ok(i) => Ok(i),
                Err(e) if self.is_exc_of(&e, ExcType::TypeError) && !matches!(v, Value::Instance(i) if i.class.lookup("__index__").is_some()) => {
                    Err(type_error("slice indices must be integers or None or have an __index__ method"))
                }
                Err(e) => Err(e),
            },
        }
    }

    fn norm_index(&mut self, idx: &Value, len: usize, what: &str) -> R<usize> {
        let i = match idx {
            Value::Int(i) => *i,
            Value::Bool(b) => *b as i64,
            Value::BigInt(_) => return Err(index_error("cannot fit 'int' into an index-sized integer".to_string())),
            Value::Instance(_) => self.index_value(idx)?,
            _ => {
                // CPython's wording differs per type: `b""["x"]` says "byte indices", `range(1)["x"]`
                // "range indices", and `""["x"]` "string indices must be integers, not 'str'".
                let tn = self.type_name(idx);
                return Err(type_error(match what {
                    "index" => format!("byte indices must be integers or slices, not {tn}"),
                    "range object" => format!("range indices must be integers or slices, not {tn}"),
                    "string" => format!("string indices must be integers, not '{tn}'"),
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
                    let items = l.borrow();
                    let (start, _, step, n) = self.slice_bounds(s, items.len())?;
                    let out: Vec<Value> = (0..n).map(|k| items[(start + k * step) as usize].clone()).collect();
                    return Ok(Value::list(out));
                }
                let len = l.borrow().len();
                let i = self.norm_index(idx, len, "list")?;
                Ok(l.borrow()[i].clone())
            }
            Value::Tuple(t) => {
                if let Value::Slice(s) = idx {
                    let (start, _, step, n) = self.slice_bounds(s, t.len())?;
                    return Ok(Value::tuple((0..n).map(|k| t[(start + k * step) as usize].clone()).collect()));
                }
                let i = self.norm_index(idx, t.len(), "tuple")?;
                Ok(t[i].clone())
            }
            Value::Str(s) => {
                if let Value::Slice(sl) = idx {
                    let (start, stop, step, _) = self.slice_bounds(sl, s.nchars)?;
                    return Ok(Value::string(crate::builtins::str_methods::str_slice(s, start, stop, step)));
                }
                let i = self.norm_index(idx, s.nchars, "string")?;
                let c = crate::builtins::str_methods::char_index(s, i).unwrap_or('\0');
                Ok(Value::string(c.to_string()))
            }
            Value::Bytes(b) => {
                if let Value::Slice(sl) = idx {
                    let (start, _, step, n) = self.slice_bounds(sl, b.len())?;
                    return Ok(Value::Bytes(Rc::new((0..n).map(|k| b[(start + k * step) as usize]).collect())));
                }
                let i = self.norm_index(idx, b.len(), "index")?;
                Ok(Value::Int(b[i] as i64))
            }
            Value::ByteArray(b) => {
                let b = b.borrow();
                if let Value::Slice(sl) = idx {
                    let (start, _, step, n) = self.slice_bounds(sl, b.len())?;
                    return Ok(Value::ByteArray(Rc::new(RefCell::new((0..n).map(|k| b[(start + k * step) as usize]).collect()))));
                }
                let i = self.norm_index(idx, b.len(), "bytearray")?;
                Ok(Value::Int(b[i] as i64))
            }
            Value::Range(r) => {
                let len = r.len() as usize;
                if let Value::Slice(sl) = idx {
                    // As CPython: the new stop is the old range at the adjusted slice stop
                    // (`range(100)[10:20:3]` is `range(10, 20, 3)`).
                    let (start, stop, step, _n) = self.slice_bounds(sl, len)?;
                    let new_start = r.get(start);
                    let new_step = r.step * step;
                    return Ok(Value::Range(Rc::new(crate::value::RangeObj {
                        start: new_start,
                        stop: r.get(stop),
                        step: new_step,
                    })));
                }
                let i = self.norm_index(idx, len, "range object")?;
                Ok(Value::Int(r.get(i as i64)))
            }
            Value::Dict(d) => match self.dict_get(d, idx)? {
                Some(v) => Ok(v),
                None => Err(Error::with_args(ExcType::KeyError, vec![idx.clone()])),
            },
            Value::Instance(_) if self.is_generic_alias(v) => {
                // Substituting type variables (`dict[str, T][int]`) is not implemented; an
                // alias without them is not generic, as CPython says.
                let (_, args) = self.generic_alias_parts(v);
                if args.iter().any(|a| matches!(a, Value::Instance(i) if &*i.class.name == "TypeVar")) {
                    return Err(Error::new(ExcType::NotImplementedError, format!("substituting type variables in {} is not supported by ophis", self.repr(v)?)));
                }
                Err(type_error(format!("{} is not a generic class", self.repr(v)?)))
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__getitem__") {
                    return self.call_with_receiver(&f, v, vec![idx.clone()]);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    if let Value::Dict(d) = &b {
                        if let Some(val) = self.dict_get(d, idx)? {
                            return Ok(val);
                        }
                        if let Some(m) = i.class.lookup("__missing__") {
                            return self.call_with_receiver(&m, v, vec![idx.clone()]);
                        }
                        return Err(Error::with_args(ExcType::KeyError, vec![idx.clone()]));
                    }
                    return self.getitem(&b, idx);
                }
                Err(type_error(format!("'{}' object is not subscriptable", i.class.name)))
            }
            Value::Class(c) if c.meta_lookup("__getitem__").is_some() => {
                let f = c.meta_lookup("__getitem__").unwrap_or(Value::None);
                self.call(&f, vec![v.clone(), idx.clone()], vec![])
            }
            Value::Class(c) => {
                // A class's own `__class_getitem__` (implicitly a classmethod) decides.
                if let Some(f) = c.mro().iter().filter(|k| !k.is_builtin).find_map(|k| k.attrs.borrow().get("__class_getitem__").cloned()) {
                    let f = match f {
                        Value::ClassMethod(ref inner) => (**inner).clone(),
                        other => other,
                    };
                    return self.call(&f, vec![v.clone(), idx.clone()], vec![]);
                }
                // `list[int]` and friends are `types.GenericAlias` objects, for the builtin
                // classes CPython makes subscriptable (and the classes of the native modules,
                // that the classes of ophis's Python-written modules answer for themselves).
                if c.is_builtin
                    && matches!(c.kind, TypeKind::List | TypeKind::Dict | TypeKind::Tuple | TypeKind::Set | TypeKind::FrozenSet | TypeKind::Type)
                {
                    return Ok(self.make_generic_alias(v, idx));
                }
                Err(type_error(format!("type '{}' is not subscriptable", c.name)))
            }
            _ => Err(type_error(format!("'{}' object is not subscriptable", self.type_name(v)))),
        }
    }

    pub fn setitem(&mut self, v: &Value, idx: Value, val: Value) -> R<()> {
        match v {
            Value::Host(h) => self.host_setitem(h, &idx, &val),
            Value::List(l) => {
                if let Value::Slice(s) = &idx {
                    let items = self.iterate(&val)?;
                    let len = l.borrow().len();
                    let (start, stop, step, n) = self.slice_bounds(s, len)?;
                    let mut list = l.borrow_mut();
                    if step == 1 {
                        let stop = stop.max(start);
                        list.splice(start as usize..stop as usize, items);
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
                l.borrow_mut()[i] = val;
                Ok(())
            }
            Value::Dict(d) => self.dict_set(d, idx, val),
            Value::ByteArray(b) => {
                let len = b.borrow().len();
                let i = self.norm_index(&idx, len, "bytearray")?;
                let byte = self.index_value(&val)?;
                if !(0..256).contains(&byte) {
                    return Err(value_error("byte must be in range(0, 256)"));
                }
                b.borrow_mut()[i] = byte as u8;
                Ok(())
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__setitem__") {
                    self.call_with_receiver(&f, v, vec![idx, val])?;
                    return Ok(());
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.setitem(&b, idx, val);
                }
                Err(type_error(format!("'{}' object does not support item assignment", i.class.name)))
            }
            _ => Err(type_error(format!("'{}' object does not support item assignment", self.type_name(v)))),
        }
    }

    pub fn delitem(&mut self, v: &Value, idx: &Value) -> R<()> {
        match v {
            Value::Host(h) => self.host_delitem(h, idx),
            Value::List(l) => {
                if let Value::Slice(s) = idx {
                    let len = l.borrow().len();
                    let (start, _, step, n) = self.slice_bounds(s, len)?;
                    let mut remove: Vec<usize> = (0..n).map(|k| (start + k * step) as usize).collect();
                    remove.sort_unstable();
                    let mut list = l.borrow_mut();
                    for i in remove.into_iter().rev() {
                        list.remove(i);
                    }
                    return Ok(());
                }
                let len = l.borrow().len();
                let i = self.norm_index(idx, len, "list assignment")?;
                l.borrow_mut().remove(i);
                Ok(())
            }
            Value::ByteArray(b) => {
                let len = b.borrow().len();
                if let Value::Slice(s) = idx {
                    let (start, _, step, n) = self.slice_bounds(s, len)?;
                    let mut remove: Vec<usize> = (0..n).map(|k| (start + k * step) as usize).collect();
                    remove.sort_unstable();
                    let mut data = b.borrow_mut();
                    for i in remove.into_iter().rev() {
                        data.remove(i);
                    }
                    return Ok(());
                }
                let i = self.norm_index(idx, len, "bytearray")?;
                b.borrow_mut().remove(i);
                Ok(())
            }
            Value::Dict(d) => match self.dict_remove(d, idx)? {
                Some(_) => Ok(()),
                None => Err(Error::with_args(ExcType::KeyError, vec![idx.clone()])),
            },
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__delitem__") {
                    self.call_with_receiver(&f, v, vec![idx.clone()])?;
                    return Ok(());
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.delitem(&b, idx);
                }
                Err(type_error(format!("'{}' object doesn't support item deletion", i.class.name)))
            }
            // CPython words it "doesn't" for types with sequence/mapping slots, "does not" otherwise.
            Value::Str(_) | Value::Tuple(_) | Value::Bytes(_) | Value::Range(_) | Value::Set(_) | Value::FrozenSet(_) => {
                Err(type_error(format!("'{}' object doesn't support item deletion", self.type_name(v))))
            }
            _ => Err(type_error(format!("'{}' object does not support item deletion", self.type_name(v)))),
        }
    }

    // ------------------------------------------------------------------ iteration

    pub fn get_iter(&mut self, v: &Value) -> R<Value> {
        let state = match v {
            Value::List(l) => IterState::List { list: l.clone(), index: 0 },
            Value::Tuple(t) => IterState::Tuple { tuple: t.clone(), index: 0 },
            Value::Str(s) => IterState::Str { s: s.clone(), byte: 0 },
            Value::Range(r) => IterState::Range { next: r.start, step: r.step, remaining: r.len() },
            Value::Dict(d) => IterState::over_dict(d, crate::value::ViewKind::Keys, false),
            Value::DictView(view) => {
                IterState::over_dict(&view.dict, view.kind, false)
            }
            Value::Set(d) => IterState::over_dict(d, crate::value::ViewKind::Keys, true),
            Value::FrozenSet(d) => IterState::Tuple { tuple: Rc::new(d.keys().cloned().collect()), index: 0 },
            Value::Bytes(b) => IterState::Bytes { bytes: b.clone(), index: 0 },
            Value::ByteArray(b) => IterState::Bytes { bytes: Rc::new(b.borrow().clone()), index: 0 },
            Value::Iterator(_) | Value::Generator(_) => return Ok(v.clone()),
            Value::Host(h) => return self.host_iter(h),
            Value::Class(c) if c.meta_lookup("__iter__").is_some() => {
                let f = c.meta_lookup("__iter__").unwrap_or(Value::None);
                return self.call(&f, vec![v.clone()], vec![]);
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__iter__") {
                    let it = self.call_with_receiver(&f, v, vec![])?;
                    if let Value::Instance(ii) = &it {
                        if ii.class.lookup("__next__").is_none() {
                            return Err(type_error(format!("iter() returned non-iterator of type '{}'", ii.class.name)));
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
                    None => return Err(type_error(format!("'{}' object is not an iterator", i.class.name))),
                };
                match self.call_with_receiver(&f, it, vec![]) {
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
            crate::error::ErrorKind::Instance(Value::Instance(i)) => i.class.is_subclass(&self.types.exc(ExcType::StopIteration)),
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
    fn grow_values<T>(&mut self, out: &mut Vec<T>) -> R<()> {
        let new_cap = out.capacity().saturating_mul(2).max(8);
        let bytes = new_cap.saturating_mul(std::mem::size_of::<T>());
        if bytes >= crate::limits::OS_CHECK_BYTES {
            self.check_alloc(bytes)?;
        }
        out.try_reserve_exact(new_cap - out.len()).map_err(|_| crate::error::memory_error(format!("cannot allocate {bytes} bytes: the operating system refused")))
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

    /// Charges a container with what it holds in all (`bytes`, its slots and the fresh
    /// elements only it holds, already allocated): refused past the memory limit. With a
    /// counting allocator those bytes are already in the total, so the total alone is checked
    /// against the limit, not added to `bytes`.
    pub fn check_held(&mut self, bytes: usize) -> R<()> {
        if bytes > self.config.limits.max_memory {
            return Err(crate::error::memory_error(format!(
                "cannot allocate {} bytes: the sandbox's memory limit is {} bytes",
                bytes, self.config.limits.max_memory
            )));
        }
        if let Some(live) = self.budget.mem_charged() {
            if live > self.config.limits.max_memory {
                return Err(crate::error::memory_error(format!(
                    "the program holds {} bytes: the sandbox's memory limit is {} bytes",
                    live, self.config.limits.max_memory
                )));
            }
        }
        if bytes > self.mem_peak.get() {
            self.mem_peak.set(bytes);
        }
        Ok(())
    }

    /// Refuses allocations that the memory limit (or the operating system: `limits::os_room`)
    /// cannot hold, before they are made.
    pub fn check_alloc(&mut self, bytes: usize) -> R<()> {
        self.budget.bulk(bytes)?;
        crate::limits::os_room(bytes)?;
        if bytes > self.config.limits.max_memory {
            return Err(crate::error::memory_error(format!(
                "cannot allocate {} bytes: the sandbox's memory limit is {} bytes",
                bytes, self.config.limits.max_memory
            )));
        }
        // With a counting allocator, what the program already holds counts too.
        if let Some(live) = self.budget.mem_charged() {
            if live.saturating_add(bytes) > self.config.limits.max_memory {
                return Err(crate::error::memory_error(format!(
                    "cannot allocate {} bytes: the program holds {} bytes and the sandbox's memory limit is {} bytes",
                    bytes, live, self.config.limits.max_memory
                )));
            }
        }
        if bytes > self.mem_peak.get() {
            self.mem_peak.set(bytes);
        }
        Ok(())
    }
}

/// Approximate heap bytes held by `v` when this reference is its only owner, that is, when it
/// was made for the container being built: such values are charged to that container. Shared
/// values (a string put in a list many times) count nothing here, and neither do inline ones.
pub fn fresh_heap_size(v: &Value, depth: u32) -> usize {
    match v {
        Value::Str(s) if Rc::strong_count(s) == 1 => 48 + s.s.len(),
        Value::Bytes(b) if Rc::strong_count(b) == 1 => 40 + b.len(),
        Value::BigInt(b) if Rc::strong_count(b) == 1 => 32 + (b.bits() / 8) as usize,
        Value::Tuple(t) if Rc::strong_count(t) == 1 => {
            let inner = if depth > 0 { t.iter().map(|x| fresh_heap_size(x, depth - 1)).fold(0usize, usize::saturating_add) } else { 0 };
            (40 + 16 * t.len()).saturating_add(inner)
        }
        Value::List(l) if Rc::strong_count(l) == 1 => match l.try_borrow() {
            Ok(items) => {
                let inner = if depth > 0 { items.iter().map(|x| fresh_heap_size(x, depth - 1)).fold(0usize, usize::saturating_add) } else { 0 };
                (56 + 16 * items.capacity()).saturating_add(inner)
            }
            Err(_) => 0,
        },
        Value::Dict(d) | Value::Set(d) if Rc::strong_count(d) == 1 => d.try_borrow().map(|d| 64 + 48 * d.slots()).unwrap_or(0),
        _ => 0,
    }
}

fn unary_symbol(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Pos => "+",
        UnaryOp::Invert => "~",
        UnaryOp::Not => "not",
    }
}

fn is_int(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
}

fn base_or_self(v: &Value) -> Value {
    match v {
        Value::Instance(i) => i.builtin_base.borrow().clone().unwrap_or_else(|| v.clone()),
        _ => v.clone(),
    }
}

pub fn seq_items(v: &Value) -> Vec<Value> {
    match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(t) => (**t).clone(),
        _ => Vec::new(),
    }
}

pub fn set_items(v: &Value) -> Vec<Value> {
    match v {
        Value::Set(d) => d.borrow().keys().cloned().collect(),
        Value::FrozenSet(d) => d.keys().cloned().collect(),
        _ => Vec::new(),
    }
}

pub fn set_dict(v: &Value) -> Rc<RefCell<Dict>> {
    match v {
        Value::Set(d) => d.clone(),
        Value::FrozenSet(d) => Rc::new(RefCell::new((**d).clone())),
        _ => Rc::new(RefCell::new(Dict::new_set())),
    }
}

fn num_order(a: Num, b: Num) -> Option<std::cmp::Ordering> {
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

/// True division of integers, correctly rounded for operands up to 2**53 and close otherwise.
fn int_true_div(a: &BigInt, b: &BigInt) -> R<f64> {
    if let (Some(x), Some(y)) = (a.to_i64(), b.to_i64()) {
        if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) {
            return Ok(x as f64 / y as f64);
        }
    }
    // Scale so the quotient has 64 significant bits, then let the float conversion round.
    let shift: i64 = 64 - (a.bits() as i64 - b.bits() as i64);
    let (num, den) = if shift >= 0 { (a << shift as u64, b.clone()) } else { (a.clone(), b << (-shift) as u64) };
    let q = &num / &den;
    let qf = q.to_f64().unwrap_or(f64::INFINITY);
    let r = qf * 2f64.powi(-(shift.clamp(-1100, 1100) as i32));
    if r.is_infinite() {
        return Err(overflow_error("integer division result too large for a float"));
    }
    Ok(r)
}

fn float_op(x: f64, op: BinOp, y: f64) -> R<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(zero_division("float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(zero_division("float floor division by zero"));
            }
            float_floordiv(x, y)
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(zero_division("float modulo"));
            }
            float_mod(x, y)
        }
        BinOp::Pow => {
            if x == 0.0 && y < 0.0 {
                return Err(zero_division("0.0 cannot be raised to a negative power"));
            }
            if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
                // A negative base to a fractional power is complex in Python 3.
                let (r, theta) = (x.abs().powf(y), std::f64::consts::PI * y);
                return Ok(Value::Complex(Rc::new((r * theta.cos(), r * theta.sin()))));
            }
            let r = x.powf(y);
            if r.is_infinite() && x.is_finite() && y.is_finite() {
                return Err(overflow_error("(34, 'Numerical result out of range')"));
            }
            r
        }
        _ => {
            return Err(type_error(format!("unsupported operand type(s) for {}: 'float' and 'float'", op.symbol())));
        }
    }))
}

fn complex_op(ar: f64, ai: f64, op: BinOp, br: f64, bi: f64) -> R<Value> {
    let (r, i) = match op {
        BinOp::Add => (ar + br, ai + bi),
        BinOp::Sub => (ar - br, ai - bi),
        BinOp::Mul => (ar * br - ai * bi, ar * bi + ai * br),
        BinOp::Div => {
            let d = br * br + bi * bi;
            if d == 0.0 {
                return Err(zero_division("complex division by zero"));
            }
            ((ar * br + ai * bi) / d, (ai * br - ar * bi) / d)
        }
        BinOp::Pow => {
            if ar == 0.0 && ai == 0.0 {
                if bi == 0.0 && br == 0.0 {
                    (1.0, 0.0)
                } else if bi != 0.0 || br < 0.0 {
                    return Err(zero_division("0.0 to a negative or complex power"));
                } else {
                    (0.0, 0.0)
                }
            } else if bi == 0.0 && br.fract() == 0.0 && br.abs() <= 100.0 {
                // Integer powers by repeated multiplication, as CPython does for small exponents.
                let n = br as i64;
                let (mut rr, mut ri) = (1.0f64, 0.0f64);
                let (mut pr, mut pi) = (ar, ai);
                let mut k = n.unsigned_abs();
                while k > 0 {
                    if k & 1 == 1 {
                        let t = rr * pr - ri * pi;
                        ri = rr * pi + ri * pr;
                        rr = t;
                    }
                    let t = pr * pr - pi * pi;
                    pi *= 2.0 * pr;
                    pr = t;
                    k >>= 1;
                }
                if n < 0 {
                    let d = rr * rr + ri * ri;
                    (rr / d, -ri / d)
                } else {
                    (rr, ri)
                }
            } else {
                let vabs = ar.hypot(ai);
                let len = vabs.powf(br);
                let at = ai.atan2(ar);
                let mut phase = at * br;
                let mut len = len;
                if bi != 0.0 {
                    len /= (at * bi).exp();
                    phase += bi * vabs.ln();
                }
                (len * phase.cos(), len * phase.sin())
            }
        }
        _ => return Err(type_error(format!("unsupported operand type(s) for {}: 'complex' and 'complex'", op.symbol()))),
    };
    Ok(Value::Complex(Rc::new((r, i))))
}

/// The host's name for a binary operator.
pub fn host_binop(op: BinOp) -> crate::host::BinaryOp {
    use crate::host::BinaryOp as H;
    match op {
        BinOp::Add => H::Add,
        BinOp::Sub => H::Sub,
        BinOp::Mul => H::Mul,
        BinOp::MatMul => H::MatMul,
        BinOp::Div => H::TrueDiv,
        BinOp::FloorDiv => H::FloorDiv,
        BinOp::Mod => H::Mod,
        BinOp::Pow => H::Pow,
        BinOp::LShift => H::LShift,
        BinOp::RShift => H::RShift,
        BinOp::BitAnd => H::And,
        BinOp::BitOr => H::Or,
        BinOp::BitXor => H::Xor,
    }
}

/// CPython's message when comparing nested containers passes the recursion limit.
const CMP_RECURSION: &str = "maximum recursion depth exceeded in comparison";
