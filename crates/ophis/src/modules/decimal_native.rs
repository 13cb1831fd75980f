//! `_ophis_decimal`: the arithmetic core of `decimal` (`py/decimal.py`) for finite operands:
//! addition, subtraction, multiplication and division rounded to the context (the
//! specification's `_fix`), and comparison. The Python layer keeps everything else (special
//! values, zero divisors, overflow, signals and traps): a native function answers `None` for
//! a case it leaves to Python, which then takes its own path, so the semantics stay
//! `_pydecimal`'s (adapted to the C implementation) line for line.
//!
//! Coefficients stay decimal strings in `Decimal._int` (the 4,700 lines of the Python layer
//! read them as such); the arithmetic runs on `u128` when both coefficients fit and on
//! num-bigint's `BigUint` otherwise (num-bigint is already the interpreter's integer type,
//! so its cost model in `ops::arith` applies). Every allocation sized by a precision or an
//! exponent is checked against the memory limit first, and every big conversion or product
//! against the deadline, so that `decimal.MAX_PREC` fails cleanly instead of hanging.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use crate::args::{bind, req, Sig};
use crate::ast::{BinOp, CmpOp};
use crate::error::{type_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::ops::{bigint_div_secs, bigint_work_secs};
use crate::shape::Shape;
use crate::value::{Builtin, BuiltinFn, Class, Instance, PyStr, Value};

pub(crate) fn make(interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("arith", arith),
        ("cmp", cmp),
        ("int_digits", int_digits),
        ("digits_int", digits_int),
        ("install", install),
        ("set_context", set_context),
        ("triple", triple),
    ];
    let mut attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_ophis_decimal", name, *f))).collect();
    attrs.push(("init", func("_ophis_decimal", "__init__", init)));
    // The dunders, under their own names (`Decimal.__add__` shows as `__add__`), each kept
    // for `binop_fast` to recognize on the class.
    let mut natives = Vec::with_capacity(DUNDERS.len());
    for (i, (attr, name, _)) in DUNDERS.iter().enumerate() {
        let f = func("_ophis_decimal", name, DUNDER_FNS[i]);
        if let Value::Builtin(b) = &f {
            natives.push(b.clone());
        }
        attrs.push((attr, f));
    }
    interp.decimal.natives = natives;
    Ok(new_module("_ophis_decimal", attrs))
}

/// The condition bits a rounded result reports; `decimal.py`'s `_native_conditions` maps them
/// back to the signal classes.
const CLAMPED: i64 = 1;
const ROUNDED: i64 = 2;
const INEXACT: i64 = 4;
const SUBNORMAL: i64 = 8;
const UNDERFLOW: i64 = 16;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Rounding {
    Down,
    Up,
    HalfUp,
    HalfDown,
    HalfEven,
    Ceiling,
    Floor,
    Up05,
}

/// The fields of a `Context` the arithmetic reads.
struct Ctx {
    prec: i128,
    rounding: Rounding,
    emin: i128,
    emax: i128,
    clamp: bool,
}

/// A finite decimal: `(-1)**sign * digits * 10**exp`, `digits` without leading zeros.
struct Dec {
    sign: bool,
    digits: Digits,
    exp: i128,
}

/// A coefficient's digits: an operand's string, shared until a result changes it (a result
/// that keeps an operand's digits reuses its string), or new ones.
enum Digits {
    Shared(Rc<PyStr>),
    Owned(String),
}

impl std::ops::Deref for Digits {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Digits::Shared(s) => s.as_str(),
            Digits::Owned(s) => s,
        }
    }
}

impl From<String> for Digits {
    fn from(s: String) -> Digits {
        Digits::Owned(s)
    }
}

impl From<&str> for Digits {
    fn from(s: &str) -> Digits {
        Digits::Owned(s.to_string())
    }
}

impl PartialEq<&str> for Digits {
    fn eq(&self, other: &&str) -> bool {
        &**self == *other
    }
}

impl Digits {
    fn into_value(self) -> Value {
        match self {
            Digits::Shared(s) => Value::Str(s),
            // Digits are ASCII: the length in characters is the length in bytes, without
            // `PyStr::new`'s scan.
            Digits::Owned(s) => Value::Str(Rc::new(PyStr { nchars: s.len(), s })),
        }
    }
}

/// `f` of the attributes `names` of `inst`, borrowed: found at the places `at`, where the
/// constructors put them (`Decimal.__init__` and `Context.__init__` set them in a fixed
/// order, so nearly every instance's shape has them there), else looked up by name. Reading
/// a number or a string in place costs no clone and no drop of a `Value`, which was most of
/// what reading a context cost per operation. `known` is a shape found to hold `names` at
/// `at` (kept in `State`, one per kind of object read): a table of that very shape is read
/// without comparing a name, and a table whose shape holds them there becomes `known`.
fn with_attrs_at<const N: usize, T>(
    inst: &Instance,
    names: [&str; N],
    at: [usize; N],
    known: &mut Option<Rc<Shape>>,
    f: impl FnOnce([Option<&Value>; N]) -> T,
) -> T {
    let attrs = inst.attrs.borrow();
    let mut out: [Option<&Value>; N] = [None; N];
    if let Some(values) = known.as_ref().and_then(|s| attrs.values_in(s)) {
        for i in 0..N {
            out[i] = Some(&values[at[i]]);
        }
        return f(out);
    }
    let mut all = true;
    for i in 0..N {
        match attrs.get_index(at[i]) {
            Some((k, v)) if **k == *names[i] => out[i] = Some(v),
            _ => {
                all = false;
                break;
            }
        }
    }
    if all {
        if let Some(shape) = attrs.shape() {
            *known = Some(shape.clone());
        }
    } else {
        for (slot, name) in out.iter_mut().zip(names) {
            *slot = attrs.get(name);
        }
    }
    f(out)
}

fn small_int(v: &Value) -> Option<i128> {
    match v {
        Value::Int(i) => Some(*i as i128),
        Value::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

/// The operand `v` as a finite decimal: a finite instance of exactly `cls` (`Decimal`), or an
/// `int` (not a bool), which the Python layer would convert exactly; `None` for anything else,
/// which Python computes itself.
fn operand(interp: &mut Interp, v: &Value, cls: &Rc<Class>) -> R<Option<Dec>> {
    let inst = match v {
        Value::Instance(inst) if Rc::ptr_eq(&inst.class, cls) => inst,
        Value::Int(i) => {
            let digits = Digits::Owned(i.unsigned_abs().to_string());
            return Ok(Some(Dec { sign: *i < 0, digits, exp: 0 }));
        }
        Value::BigInt(b) => {
            check_conversion(interp, digits_of_bits(b.bits()))?;
            let digits = Digits::Owned(b.magnitude().to_str_radix(10));
            return Ok(Some(Dec { sign: b.sign() == num_bigint::Sign::Minus, digits, exp: 0 }));
        }
        _ => return Ok(None),
    };
    let known = &mut interp.decimal.decimal_shape;
    Ok(with_attrs_at(inst, DECIMAL_ATTRS, [0, 1, 2, 3], known, |[sign, int, exp, special]| {
        if !matches!(special, Some(Value::Bool(false))) {
            return None;
        }
        let (Some(sign), Some(exp), Some(Value::Str(s))) =
            (sign.and_then(small_int), exp.and_then(small_int), int)
        else {
            return None;
        };
        let digits = s.as_str();
        if digits.is_empty() || !all_digits(digits.as_bytes()) {
            return None;
        }
        Some(Dec { sign: sign != 0, digits: Digits::Shared(s.clone()), exp })
    }))
}

/// Whether `s` is all ASCII digits, eight bytes at a time: every operand's coefficient is
/// checked, and a byte at a time was half of what reading an operand cost. A byte is a digit
/// when its high nibble is 3 and adding 6 to it leaves the high nibble alone (low nibble at
/// most 9); with every high nibble 3, adding 6 to each byte carries into no other byte.
fn all_digits(s: &[u8]) -> bool {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    const SIXES: u64 = 0x0606_0606_0606_0606;
    let mut chunks = s.chunks_exact(8);
    for c in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(c);
        let x = u64::from_le_bytes(word);
        if x & HIGH != THREES || x.wrapping_add(SIXES) & HIGH != THREES {
            return false;
        }
    }
    chunks.remainder().iter().all(u8::is_ascii_digit)
}

/// The class argument of `arith` and `cmp` (`Decimal`).
fn class_arg(v: &Value) -> R<Rc<Class>> {
    match v {
        Value::Class(c) => Ok(c.clone()),
        _ => Err(type_error("_ophis_decimal: the last argument must be the Decimal class")),
    }
}

fn context(st: &mut State, v: &Value) -> Option<Ctx> {
    let Value::Instance(inst) = v else { return None };
    // `Context.__init__` sets `_capitals` (unread here) at place 4. The flags and traps are
    // read by `signal`, only when a result raised a condition.
    with_attrs_at(
        inst,
        ["_prec", "_rounding", "_Emin", "_Emax", "_clamp"],
        [0, 1, 2, 3, 5],
        &mut st.context_shape,
        |[prec, rounding, emin, emax, clamp]| context_of(prec, rounding, emin, emax, clamp),
    )
}

/// The `Ctx` of a context's attributes (`context`).
fn context_of(
    prec: Option<&Value>,
    rounding: Option<&Value>,
    emin: Option<&Value>,
    emax: Option<&Value>,
    clamp: Option<&Value>,
) -> Option<Ctx> {
    let rounding = match rounding? {
        Value::Str(s) => match s.as_str() {
            "ROUND_DOWN" => Rounding::Down,
            "ROUND_UP" => Rounding::Up,
            "ROUND_HALF_UP" => Rounding::HalfUp,
            "ROUND_HALF_DOWN" => Rounding::HalfDown,
            "ROUND_HALF_EVEN" => Rounding::HalfEven,
            "ROUND_CEILING" => Rounding::Ceiling,
            "ROUND_FLOOR" => Rounding::Floor,
            "ROUND_05UP" => Rounding::Up05,
            _ => return None,
        },
        _ => return None,
    };
    Some(Ctx {
        prec: small_int(prec?)?,
        rounding,
        emin: small_int(emin?)?,
        emax: small_int(emax?)?,
        clamp: small_int(clamp?)? != 0,
    })
}

/// At most how many decimal digits a number of `bits` bits has.
fn digits_of_bits(bits: u64) -> usize {
    (bits as f64 * std::f64::consts::LOG10_2) as usize + 1
}

/// The bytes of a coefficient of `digits` decimal digits held as a big integer.
fn coeff_bytes(digits: i128) -> usize {
    usize::try_from(digits.max(0) / 2 + 8).unwrap_or(usize::MAX)
}

/// Refuses, before it starts, a conversion between a decimal string of `digits` digits and
/// a big integer that would pass the deadline: num-bigint converts in time quadratic in the
/// length (one multiply-add or division by 10**19 per limb, over all the limbs).
fn check_conversion(interp: &mut Interp, digits: usize) -> R<()> {
    if digits < 4096 {
        return Ok(());
    }
    let limbs = digits as f64 / 19.0;
    interp.check_alloc(digits)?;
    interp.budget.check_native_work(2.0e-9 * limbs * limbs)
}

/// A coefficient, as `u128` while it fits.
enum Num {
    Small(u128),
    Big(BigUint),
}

impl Num {
    fn parse(interp: &mut Interp, s: &str) -> R<Num> {
        if s.len() <= 38 {
            // The digits are checked ASCII digits (`operand`): no overflow below 39 of them,
            // and a plain loop is cheaper than `str::parse`'s checked one; 64-bit while the
            // value fits (most coefficients), as 128-bit multiplications cost more.
            let b = s.as_bytes();
            let split = b.len().saturating_sub(19);
            let low = b[split..].iter().fold(0u64, |n, &c| n * 10 + u64::from(c - b'0'));
            if split == 0 {
                return Ok(Num::Small(u128::from(low)));
            }
            let high = b[..split].iter().fold(0u64, |n, &c| n * 10 + u64::from(c - b'0'));
            return Ok(Num::Small(u128::from(high) * 10u128.pow(19) + u128::from(low)));
        }
        check_conversion(interp, s.len())?;
        Ok(Num::Big(BigUint::parse_bytes(s.as_bytes(), 10).unwrap_or_default()))
    }

    fn big(self) -> BigUint {
        match self {
            Num::Small(v) => BigUint::from(v),
            Num::Big(b) => b,
        }
    }

    fn to_digits(&self, interp: &mut Interp) -> R<String> {
        match self {
            Num::Small(v) => Ok(match u64::try_from(*v) {
                Ok(v) => v.to_string(),
                Err(_) => v.to_string(),
            }),
            Num::Big(b) => {
                check_conversion(interp, digits_of_bits(b.bits()))?;
                Ok(b.to_str_radix(10))
            }
        }
    }

    fn is_zero(&self) -> bool {
        match self {
            Num::Small(v) => *v == 0,
            Num::Big(b) => b.is_zero(),
        }
    }
}

/// 10**k as a big integer, its size checked first.
fn pow10(interp: &mut Interp, k: i128) -> R<BigUint> {
    interp.check_alloc(coeff_bytes(k))?;
    let k = u32::try_from(k).map_err(|_| {
        crate::error::memory_error("decimal: a coefficient of more than 4 billion digits")
    })?;
    interp.budget.check_native_work(bigint_work_secs(k as f64 / 19.0, k as f64 / 19.0))?;
    Ok(num_traits::pow(BigUint::from(10u32), k as usize))
}

/// `x * 10**k` (k >= 0).
fn shift(interp: &mut Interp, x: Num, k: i128) -> R<Num> {
    if let Num::Small(v) = x {
        if k < 39 {
            if let Some(r) = 10u128.checked_pow(k as u32).and_then(|p| v.checked_mul(p)) {
                return Ok(Num::Small(r));
            }
        }
    }
    if x.is_zero() {
        return Ok(Num::Small(0));
    }
    let p = pow10(interp, k)?;
    Ok(Num::Big(x.big() * p))
}

fn mul(interp: &mut Interp, a: Num, b: Num) -> R<Num> {
    if let (Num::Small(x), Num::Small(y)) = (&a, &b) {
        if let Some(r) = x.checked_mul(*y) {
            return Ok(Num::Small(r));
        }
    }
    let (a, b) = (a.big(), b.big());
    interp.check_alloc(((a.bits() + b.bits()) / 8) as usize)?;
    interp.budget.check_native_work(bigint_work_secs(limbs(&a), limbs(&b)))?;
    Ok(Num::Big(a * b))
}

fn limbs(b: &BigUint) -> f64 {
    (b.bits() as f64 / 64.0).max(1.0)
}

/// The sum (`add`) or the difference of two magnitudes, the larger first for a difference.
fn add_sub(a: Num, b: Num, add: bool) -> Num {
    if let (Num::Small(x), Num::Small(y)) = (&a, &b) {
        if !add {
            return Num::Small(x - y);
        }
        if let Some(r) = x.checked_add(*y) {
            return Num::Small(r);
        }
    }
    if add {
        Num::Big(a.big() + b.big())
    } else {
        Num::Big(a.big() - b.big())
    }
}

fn less(a: &Num, b: &Num) -> bool {
    match (a, b) {
        (Num::Small(x), Num::Small(y)) => x < y,
        (Num::Small(x), Num::Big(y)) => y.to_u128().is_none_or(|y| *x < y),
        (Num::Big(x), Num::Small(y)) => x.to_u128().is_some_and(|x| x < *y),
        (Num::Big(x), Num::Big(y)) => x < y,
    }
}

fn equal(a: &Num, b: &Num) -> bool {
    !less(a, b) && !less(b, a)
}

/// `a divmod b` (b nonzero).
fn divmod(interp: &mut Interp, a: Num, b: Num) -> R<(Num, bool)> {
    if let (Num::Small(x), Num::Small(y)) = (&a, &b) {
        return Ok((Num::Small(x / y), x % y != 0));
    }
    let (a, b) = (a.big(), b.big());
    interp.budget.check_native_work(bigint_div_secs(limbs(&a), limbs(&b)))?;
    let (q, r) = a.div_rem(&b);
    Ok((Num::Big(q), !r.is_zero()))
}

/// Whether `s[p..]` is all zeros.
fn all_zeros(s: &[u8], p: usize) -> bool {
    s[p..].iter().all(|&c| c == b'0')
}

/// Whether `s[p..]` is a 5 followed by zeros.
fn exact_half(s: &[u8], p: usize) -> bool {
    s.get(p) == Some(&b'5') && all_zeros(s, p + 1)
}

/// `_pydecimal`'s rounding functions: 1 to round away from zero, 0 when the dropped digits
/// `s[p..]` are zeros, -1 to truncate nonzero digits.
fn round_dir(mode: Rounding, sign: bool, s: &[u8], p: usize) -> i32 {
    let down = || if all_zeros(s, p) { 0 } else { -1 };
    let half_up = || {
        if b"56789".contains(&s[p]) {
            1
        } else if all_zeros(s, p) {
            0
        } else {
            -1
        }
    };
    match mode {
        Rounding::Down => down(),
        Rounding::Up => -down(),
        Rounding::HalfUp => half_up(),
        Rounding::HalfDown => {
            if exact_half(s, p) {
                -1
            } else {
                half_up()
            }
        }
        Rounding::HalfEven => {
            if exact_half(s, p) && (p == 0 || b"02468".contains(&s[p - 1])) {
                -1
            } else {
                half_up()
            }
        }
        Rounding::Ceiling => {
            if sign {
                down()
            } else {
                -down()
            }
        }
        Rounding::Floor => {
            if !sign {
                down()
            } else {
                -down()
            }
        }
        Rounding::Up05 => {
            if p > 0 && !b"05".contains(&s[p - 1]) {
                down()
            } else {
                -down()
            }
        }
    }
}

/// The decimal string plus one (its own buffer, changed in place).
fn increment(s: String) -> String {
    let mut b = s.into_bytes();
    let mut i = b.len();
    loop {
        if i == 0 {
            b.insert(0, b'1');
            break;
        }
        i -= 1;
        if b[i] == b'9' {
            b[i] = b'0';
        } else {
            b[i] += 1;
            break;
        }
    }
    String::from_utf8(b).unwrap_or_default()
}

/// `Decimal._fix`: `d` rounded to the context, with the conditions it raised; `None` on
/// overflow, which the Python layer handles (its result depends on the rounding and sign).
fn fix(interp: &mut Interp, d: Dec, ctx: &Ctx) -> R<Option<(Dec, i64)>> {
    let prec = ctx.prec;
    let len = d.digits.len() as i128;
    let zero = d.digits == "0";
    if len <= prec && !zero && !ctx.clamp {
        let adjusted = d.exp + len - 1;
        if ctx.emin <= adjusted && adjusted <= ctx.emax {
            return Ok(Some((d, 0)));
        }
    }
    let etiny = ctx.emin - prec + 1;
    let etop = ctx.emax - prec + 1;
    if zero {
        let exp_max = if ctx.clamp { etop } else { ctx.emax };
        let new_exp = d.exp.max(etiny).min(exp_max);
        if new_exp != d.exp {
            return Ok(Some((Dec { exp: new_exp, ..d }, CLAMPED)));
        }
        return Ok(Some((d, 0)));
    }
    let mut exp_min = len + d.exp - prec;
    if exp_min > etop {
        return Ok(None);
    }
    let subnormal = exp_min < etiny;
    if subnormal {
        exp_min = etiny;
    }
    if d.exp < exp_min {
        let (digits, kept) = {
            let kept = len + d.exp - exp_min;
            if kept < 0 {
                (Digits::from("1"), 0usize)
            } else {
                (d.digits, kept as usize)
            }
        };
        let changed = round_dir(ctx.rounding, d.sign, digits.as_bytes(), kept);
        // The kept digits: a new result's own string cut in place, an operand's copied.
        let mut coeff = match digits {
            _ if kept == 0 => "0".to_string(),
            Digits::Owned(mut s) => {
                s.truncate(kept);
                s
            }
            Digits::Shared(s) => s.as_str()[..kept].to_string(),
        };
        if changed > 0 {
            coeff = increment(coeff);
            if coeff.len() as i128 > prec {
                coeff.pop();
                exp_min += 1;
            }
        }
        if exp_min > etop {
            return Ok(None);
        }
        let mut bits = ROUNDED;
        if changed != 0 && subnormal {
            bits |= UNDERFLOW;
        }
        if subnormal {
            bits |= SUBNORMAL;
        }
        if changed != 0 {
            bits |= INEXACT;
        }
        if coeff == "0" {
            bits |= CLAMPED;
        }
        return Ok(Some((Dec { sign: d.sign, digits: coeff.into(), exp: exp_min }, bits)));
    }
    let mut bits = 0;
    if subnormal {
        bits |= SUBNORMAL;
    }
    if ctx.clamp && d.exp > etop {
        bits |= CLAMPED;
        let pad = d.exp - etop;
        interp.check_alloc(usize::try_from(pad).unwrap_or(usize::MAX))?;
        let mut digits = d.digits.to_string();
        digits.extend(std::iter::repeat_n('0', pad as usize));
        return Ok(Some((Dec { sign: d.sign, digits: digits.into(), exp: etop }, bits)));
    }
    Ok(Some((d, bits)))
}

/// The exact sum of two nonzero finite decimals (`Decimal._add` with `_normalize`), before
/// rounding.
fn add(interp: &mut Interp, a: Dec, b: Dec, ctx: &Ctx) -> R<Dec> {
    let exp0 = a.exp.min(b.exp);
    // _normalize: the operand with the larger exponent is scaled to the other's, after the
    // other, when it lies wholly below the precision's reach, is replaced by a 1 just below
    // it (which rounds the same way).
    let (big, small) = if a.exp < b.exp { (&b, &a) } else { (&a, &b) };
    let big_len = big.digits.len() as i128;
    let small_len = small.digits.len() as i128;
    let floor = big.exp + (-1i128).min(big_len - ctx.prec - 2);
    let (small_digits, small_exp) =
        if small_len + small.exp - 1 < floor { ("1", floor) } else { (&*small.digits, small.exp) };
    let big_n = parse_coeff(interp, &big.digits)?;
    let big_n = shift(interp, big_n, big.exp - small_exp)?;
    let small_n = Num::parse(interp, small_digits)?;
    let (x, y) = if a.exp < b.exp { (small_n, big_n) } else { (big_n, small_n) };
    let exp = small_exp;
    if a.sign == b.sign {
        let r = add_sub(x, y, true);
        return Ok(Dec { sign: a.sign, digits: r.to_digits(interp)?.into(), exp });
    }
    if equal(&x, &y) {
        let sign = ctx.rounding == Rounding::Floor;
        return Ok(Dec { sign, digits: "0".into(), exp: exp0 });
    }
    // The result takes the sign of the larger magnitude.
    if less(&x, &y) {
        let r = add_sub(y, x, false);
        Ok(Dec { sign: b.sign, digits: r.to_digits(interp)?.into(), exp })
    } else {
        let r = add_sub(x, y, false);
        Ok(Dec { sign: a.sign, digits: r.to_digits(interp)?.into(), exp })
    }
}

/// The sum of two finite decimals of which one at least is zero, before rounding
/// (`Decimal._add`'s zero cases): a zero of the smaller exponent when both are, signed as
/// the specification says; else the nonzero operand brought to the smaller exponent, but no
/// further than `prec + 1` digits below its own (`_rescale` pads it with zeros).
fn add_zero(interp: &mut Interp, x: Dec, y: Dec, ctx: &Ctx) -> R<Dec> {
    let exp = x.exp.min(y.exp);
    let (xz, yz) = (x.digits == "0", y.digits == "0");
    if xz && yz {
        let negative_zero = ctx.rounding == Rounding::Floor && x.sign != y.sign;
        let sign = negative_zero || (x.sign && y.sign);
        return Ok(Dec { sign, digits: "0".into(), exp });
    }
    let other = if xz { y } else { x };
    let exp = exp.max(other.exp - ctx.prec - 1);
    let pad = other.exp - exp;
    if pad <= 0 {
        return Ok(other);
    }
    let len = usize::try_from(other.digits.len() as i128 + pad).unwrap_or(usize::MAX);
    interp.check_alloc(len)?;
    // Refused at once when the copy (and the result's later handling, a few passes over
    // it at about a nanosecond a digit) would pass the deadline: at MAX_PREC, 10**9 digits.
    interp.budget.check_native_work(len as f64 * 1e-9)?;
    let mut digits = Vec::with_capacity(len);
    digits.extend_from_slice(other.digits.as_bytes());
    digits.resize(len, b'0');
    let digits = String::from_utf8(digits).unwrap_or_default();
    Ok(Dec { sign: other.sign, digits: digits.into(), exp })
}

/// The exact product (`Decimal._mul`), with the product's coefficient as an integer when it
/// is one `remember` keeps.
fn multiply(interp: &mut Interp, a: Dec, b: Dec) -> R<(Dec, Option<BigUint>)> {
    let sign = a.sign ^ b.sign;
    let exp = a.exp + b.exp;
    let mut big = None;
    let digits = if a.digits == "0" || b.digits == "0" {
        Digits::from("0")
    } else if a.digits == "1" {
        b.digits
    } else if b.digits == "1" {
        a.digits
    } else {
        let x = parse_coeff(interp, &a.digits)?;
        let y = parse_coeff(interp, &b.digits)?;
        let p = mul(interp, x, y)?;
        let digits = p.to_digits(interp)?;
        if let Num::Big(p) = p {
            if digits.len() <= REMEMBERED_DIGITS {
                big = Some(p);
            }
        }
        digits.into()
    };
    Ok((Dec { sign, digits, exp }, big))
}

/// The largest coefficient, in digits, whose integer `remember` keeps.
const REMEMBERED_DIGITS: usize = 50_000;

/// How many coefficients `remember` keeps.
const REMEMBERED: usize = 4;

/// A coefficient as an integer: the one `remember` kept for this very string (a product's,
/// multiplied again, as in a product tree), else parsed. Converting a big coefficient's
/// digits is quadratic in their number, where the copy is linear.
fn parse_coeff(interp: &mut Interp, digits: &Digits) -> R<Num> {
    if let Digits::Shared(s) = digits {
        if s.as_str().len() > 38 {
            let kept = interp.decimal.coeffs.iter().find(|(k, _)| Rc::ptr_eq(k, s));
            if let Some((_, n)) = kept {
                return Ok(Num::Big(n.clone()));
            }
        }
    }
    Num::parse(interp, digits)
}

/// Keeps the integer `n` of the coefficient string `s` (a new result's), the oldest of
/// `REMEMBERED` dropped. Holding `s` keeps its address from being reused by another string,
/// so the address identifies the digits. At most 4 x 50,000 digits, about 300 KB, are kept
/// past their values' lives (as live bytes of the counting allocator, under the memory limit).
fn remember(st: &mut State, s: &Rc<PyStr>, n: BigUint) {
    if st.coeffs.len() >= REMEMBERED {
        st.coeffs.remove(0);
    }
    st.coeffs.push((s.clone(), n));
}

/// The quotient to `prec + 1` digits, its last digit made odd when inexact so that it rounds
/// correctly (`Decimal._truediv`); `b` is nonzero.
fn divide(interp: &mut Interp, a: Dec, b: Dec, ctx: &Ctx) -> R<Dec> {
    let sign = a.sign ^ b.sign;
    if a.digits == "0" {
        return Ok(Dec { sign, digits: "0".into(), exp: a.exp - b.exp });
    }
    let k = b.digits.len() as i128 - a.digits.len() as i128 + ctx.prec + 1;
    let mut exp = a.exp - b.exp - k;
    let x = parse_coeff(interp, &a.digits)?;
    let y = parse_coeff(interp, &b.digits)?;
    if k > EXACT_FIRST_SHIFT {
        if let Some(d) = exact_quotient(interp, &x, &y, a.exp - b.exp, ctx.prec)? {
            return Ok(Dec { sign, ..d });
        }
    }
    let (q, inexact) = if k >= 0 {
        let x = shift(interp, x, k)?;
        divmod(interp, x, y)?
    } else {
        let y = shift(interp, y, -k)?;
        divmod(interp, x, y)?
    };
    let mut digits = q.to_digits(interp)?;
    if inexact {
        let last = digits.as_bytes()[digits.len() - 1];
        if last == b'0' || last == b'5' {
            digits = increment(digits);
        }
    } else {
        // Exact: as close to the ideal exponent as the trailing zeros allow.
        let ideal = a.exp - b.exp;
        if exp < ideal {
            let zeros = (digits.len() - digits.trim_end_matches('0').len()) as i128;
            let drop = zeros.min(ideal - exp);
            if drop > 0 {
                digits.truncate(digits.len() - drop as usize);
                exp += drop;
            }
        }
    }
    Ok(Dec { sign, digits: digits.into(), exp })
}

/// Past this many digits of scaling, a quotient is first tried as an exact one.
const EXACT_FIRST_SHIFT: i128 = 100_000;

/// The quotient `x / y * 10**ideal` when it has a finite expansion of at most `prec` digits,
/// at the exponent nearest `ideal` (which is what the division to `prec + 1` digits gives
/// then), else `None`. libmpdec retries a division this way when the full precision cannot
/// be allocated, which is how the C implementation divides under `decimal.MAX_PREC`.
fn exact_quotient(
    interp: &mut Interp,
    x: &Num,
    y: &Num,
    ideal: i128,
    prec: i128,
) -> R<Option<Dec>> {
    let (x, y) = (num_big(x), num_big(y));
    let (xb, yb) = (x.bits() as f64, y.bits() as f64);
    if xb + yb > 16384.0 {
        // num-integer's gcd is Stein's binary algorithm: quadratic in the bits.
        interp.budget.check_native_work(5.0e-10 * (xb + yb) * (xb.max(yb) / 64.0))?;
    }
    let g = x.gcd(&y);
    let (x, mut y) = (x / &g, y / &g);
    let (two, five) = (BigUint::from(2u32), BigUint::from(5u32));
    let twos = y.trailing_zeros().unwrap_or(0);
    y >>= twos;
    let twos = twos as i128;
    // Fives are divided out 27 at a time (5**27 < 2**64) while they divide, then one by one:
    // a linear pass each, at most bits/62 + 27 of them.
    let mut fives = 0i128;
    let five27 = BigUint::from(5u64.pow(27));
    while (&y % &five27).is_zero() {
        interp.budget.step()?;
        y /= &five27;
        fives += 27;
    }
    while (&y % &five).is_zero() {
        y /= &five;
        fives += 1;
    }
    if y != BigUint::from(1u32) {
        return Ok(None);
    }
    // x / (2**twos * 5**fives) = x * 2**(m - twos) * 5**(m - fives) / 10**m.
    let m = twos.max(fives);
    let scale =
        num_traits::pow(two, (m - twos) as usize) * num_traits::pow(five, (m - fives) as usize);
    let q = mul(interp, Num::Big(x), Num::Big(scale))?;
    let digits = q.to_digits(interp)?;
    if digits.len() as i128 > prec {
        return Ok(None);
    }
    Ok(Some(Dec { sign: false, digits: digits.into(), exp: ideal - m }))
}

fn num_big(n: &Num) -> BigUint {
    match n {
        Num::Small(v) => BigUint::from(*v),
        Num::Big(b) => b.clone(),
    }
}

/// A new `Decimal` (an instance of `cls`) holding `d`, with the attributes
/// `Decimal.__init__` sets, in its order. The attribute table is a copy of the operand
/// `proto`'s when it has just those (their keys are shared, not made again).
fn new_decimal(interp: &mut Interp, cls: &Rc<Class>, proto: Option<&Instance>, d: Dec) -> Value {
    let exp = i64::try_from(d.exp)
        .map(Value::Int)
        .unwrap_or_else(|_| Value::from_bigint(num_bigint::BigInt::from(d.exp)));
    let values = [Value::Int(d.sign as i64), d.digits.into_value(), exp, Value::Bool(false)];
    let known = &interp.decimal.decimal_shape;
    let same = proto.is_some_and(|p| {
        let attrs = p.attrs.borrow();
        if known.as_ref().is_some_and(|s| attrs.values_in(s).is_some()) {
            return attrs.len() == 4;
        }
        attrs.len() == 4
            && DECIMAL_ATTRS
                .iter()
                .enumerate()
                .all(|(i, name)| attrs.get_index(i).is_some_and(|(k, _)| &**k == *name))
    });
    let attrs = match proto {
        Some(p) if same => {
            match crate::shape::AttrMap::like(&p.attrs.borrow(), Vec::from(values)) {
                Ok(attrs) => crate::value::Attrs::from_table(attrs),
                Err(values) => return instance_of(interp, cls, values),
            }
        }
        _ => return instance_of(interp, cls, Vec::from(values)),
    };
    interp.new_data_instance(cls, attrs)
}

/// A new instance of `cls` with the attributes `DECIMAL_ATTRS` set to `values`.
fn instance_of(interp: &mut Interp, cls: &Rc<Class>, values: Vec<Value>) -> Value {
    let keys = interp.decimal.keys.clone().unwrap_or_else(|| DECIMAL_ATTRS.map(Rc::from));
    let attrs = crate::value::Attrs::for_instance(cls);
    {
        let mut map = attrs.borrow_mut();
        for (k, v) in keys.into_iter().zip(values) {
            map.insert(k, v);
        }
    }
    interp.new_data_instance(cls, attrs)
}

/// `triple(sign, coefficient, exponent, special=False)`: `_dec_from_triple`, a `Decimal`
/// holding these attributes as given (the Python layer's internal constructor, unchecked).
fn triple(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<4> = Sig::positional(
        "_dec_from_triple",
        "_dec_from_triple",
        ["sign", "coefficient", "exponent", "special"],
        3,
    );
    let [sign, coeff, exp, special] = bind(&SIG, args, kw)?;
    let Some(cls) = interp.decimal.cls.clone() else {
        return Err(type_error("_dec_from_triple: decimal's native core is not installed"));
    };
    let special = special.cloned().unwrap_or(Value::Bool(false));
    let values = vec![req(sign).clone(), req(coeff).clone(), req(exp).clone(), special];
    Ok(instance_of(interp, &cls, values))
}

/// A `Decimal`'s attributes, in the order `Decimal.__init__` sets them.
const DECIMAL_ATTRS: [&str; 4] = ["_sign", "_int", "_exp", "_is_special"];

/// The integer part of `a / b` (`Decimal._divide`'s quotient; `b` is nonzero), or `None`
/// when it has more than `prec` digits (DivisionImpossible, which Python signals).
fn integer_quotient(interp: &mut Interp, a: Dec, b: Dec, ctx: &Ctx) -> R<Option<Dec>> {
    let sign = a.sign ^ b.sign;
    let zero = Dec { sign, digits: "0".into(), exp: 0 };
    let expdiff = (a.exp + a.digits.len() as i128) - (b.exp + b.digits.len() as i128);
    if a.digits == "0" || expdiff <= -2 {
        return Ok(Some(zero));
    }
    if expdiff > ctx.prec {
        return Ok(None);
    }
    let mut x = parse_coeff(interp, &a.digits)?;
    let mut y = parse_coeff(interp, &b.digits)?;
    if a.exp >= b.exp {
        x = shift(interp, x, a.exp - b.exp)?;
    } else {
        y = shift(interp, y, b.exp - a.exp)?;
    }
    let (q, _) = divmod(interp, x, y)?;
    let digits = q.to_digits(interp)?;
    if digits.len() as i128 > ctx.prec {
        return Ok(None);
    }
    Ok(Some(Dec { sign, digits: digits.into(), exp: 0 }))
}

/// `arith(op, a, b, context, cls)`: `a + b` (op 0), `a - b` (1), `a * b` (2), `a / b` (3)
/// or `a // b` (4) for operands that are finite instances of exactly `cls` (`Decimal`) or
/// ints, rounded to `context`, with the flags of the conditions it raised set. `None` for
/// what the Python layer computes itself: other operands, a zero operand of a sum, a zero
/// divisor, an overflow, a quotient too large for `//`, a condition that is trapped or a
/// context that ignores flags (Python's own path then signals exactly as `_fix` does).
fn arith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<5> = Sig::positional("arith", "arith", ["op", "a", "b", "context", "cls"], 5);
    let [op, a, b, c, cls] = bind(&SIG, args, kw)?;
    let (op, av, bv, c) = (req(op), req(a), req(b), req(c));
    let cls = class_arg(req(cls))?;
    let op = match small_int(op) {
        Some(0) => Op::Add,
        Some(1) => Op::Sub,
        Some(2) => Op::Mul,
        Some(3) => Op::Div,
        Some(4) => Op::FloorDiv,
        _ => return Err(type_error("arith(): unknown operation")),
    };
    Ok(arith_values(interp, op, av, bv, c, &cls)?.unwrap_or(Value::None))
}

/// The arithmetic operations of `arith` and of the native dunders.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
}

/// `av op bv` rounded to the context `c` (see `arith`); `None` for what the Python layer
/// computes itself.
fn arith_values(
    interp: &mut Interp,
    op: Op,
    av: &Value,
    bv: &Value,
    c: &Value,
    cls: &Rc<Class>,
) -> R<Option<Value>> {
    let Some(ctx) = context(&mut interp.decimal, c) else { return Ok(None) };
    let Some(x) = operand(interp, av, cls)? else { return Ok(None) };
    let Some(mut y) = operand(interp, bv, cls)? else { return Ok(None) };
    if ctx.prec < 1 || ctx.emin > 0 || ctx.emax < 0 {
        return Ok(None);
    }
    // The product's integer, for `remember`.
    let mut big = None;
    let exact = match op {
        Op::Add | Op::Sub => {
            if op == Op::Sub {
                y.sign = !y.sign;
            }
            if x.digits == "0" || y.digits == "0" {
                add_zero(interp, x, y, &ctx)?
            } else {
                add(interp, x, y, &ctx)?
            }
        }
        Op::Mul => {
            let (d, b) = multiply(interp, x, y)?;
            big = b;
            d
        }
        Op::Div => {
            if y.digits == "0" {
                return Ok(None);
            }
            divide(interp, x, y, &ctx)?
        }
        Op::FloorDiv => {
            if y.digits == "0" {
                return Ok(None);
            }
            let Some(q) = integer_quotient(interp, x, y, &ctx)? else { return Ok(None) };
            q
        }
    };
    let Some((mut d, bits)) = fix(interp, exact, &ctx)? else { return Ok(None) };
    if bits != 0 && !signal(&mut interp.decimal, c, bits) {
        return Ok(None);
    }
    // A result `_fix` left as it was (no condition) has the product's digits.
    if let (Some(n), 0, Digits::Owned(s)) = (big, bits, &mut d.digits) {
        let s = Rc::new(PyStr::new(std::mem::take(s)));
        remember(&mut interp.decimal, &s, n);
        d.digits = Digits::Shared(s);
    }
    let proto = match (av, bv) {
        (Value::Instance(p), _) | (_, Value::Instance(p)) => Some(&**p),
        _ => None,
    };
    Ok(Some(new_decimal(interp, cls, proto, d)))
}

/// What the native dunders of `Decimal` need from the Python layer, set by `install` and
/// `set_context` (one `decimal` module per interpreter): the class, the current context
/// (`decimal._current_context`, kept in step by `getcontext`/`setcontext`) and the Python
/// methods each dunder falls back to, in `DUNDERS`' order.
#[derive(Default)]
pub(crate) struct State {
    cls: Option<Rc<Class>>,
    context: Option<Value>,
    fallbacks: Vec<Value>,
    /// The condition classes Clamped, Rounded, Inexact, Subnormal and Underflow (the bits'
    /// order), for `signal`.
    conds: Vec<Rc<Class>>,
    /// Where the conditions of `conds` sit in the last context's traps and flags dicts.
    slots: Option<SignalSlots>,
    /// `Decimal.__init__`'s Python fallback, and the attribute names it sets, made once.
    init: Option<Value>,
    keys: Option<[Rc<str>; 4]>,
    /// The integers of the last big products' coefficients (`remember`).
    coeffs: Vec<(Rc<PyStr>, BigUint)>,
    /// The shapes found to hold the attributes each reader wants where it reads them
    /// (`with_attrs_at`): a Decimal's (exactly `DECIMAL_ATTRS`, which `new_decimal` also
    /// reads), a context's arithmetic fields, a context's flags, a `_SignalDict`'s.
    decimal_shape: Option<Rc<Shape>>,
    /// The native dunders as `make` built them, in `DUNDERS`' order (`binop_fast`).
    natives: Vec<Rc<Builtin>>,
    context_shape: Option<Rc<Shape>>,
    context_flags_shape: Option<Rc<Shape>>,
    signal_dict_shape: Option<Rc<Shape>>,
}

/// A dunder of `Decimal`: an arithmetic operation (reflected or not) or a comparison.
#[derive(Clone, Copy)]
enum Dunder {
    Arith(Op, bool),
    Cmp(fn(i64) -> bool),
}

/// The dunders `Decimal` takes from this module, by attribute name: the name they show, what
/// they compute. `install` gets the Python fallback of each, in this order.
const DUNDERS: [(&str, &str, Dunder); 16] = [
    ("add", "__add__", Dunder::Arith(Op::Add, false)),
    ("radd", "__radd__", Dunder::Arith(Op::Add, true)),
    ("sub", "__sub__", Dunder::Arith(Op::Sub, false)),
    ("rsub", "__rsub__", Dunder::Arith(Op::Sub, true)),
    ("mul", "__mul__", Dunder::Arith(Op::Mul, false)),
    ("rmul", "__rmul__", Dunder::Arith(Op::Mul, true)),
    ("truediv", "__truediv__", Dunder::Arith(Op::Div, false)),
    ("rtruediv", "__rtruediv__", Dunder::Arith(Op::Div, true)),
    ("floordiv", "__floordiv__", Dunder::Arith(Op::FloorDiv, false)),
    ("rfloordiv", "__rfloordiv__", Dunder::Arith(Op::FloorDiv, true)),
    ("eq", "__eq__", Dunder::Cmp(|c| c == 0)),
    ("ne", "__ne__", Dunder::Cmp(|c| c != 0)),
    ("lt", "__lt__", Dunder::Cmp(|c| c < 0)),
    ("le", "__le__", Dunder::Cmp(|c| c <= 0)),
    ("gt", "__gt__", Dunder::Cmp(|c| c > 0)),
    ("ge", "__ge__", Dunder::Cmp(|c| c >= 0)),
];

/// One function per entry of `DUNDERS` (a builtin is a plain function pointer).
const DUNDER_FNS: [BuiltinFn; 16] = [
    |i, a, k| dunder(i, a, k, 0),
    |i, a, k| dunder(i, a, k, 1),
    |i, a, k| dunder(i, a, k, 2),
    |i, a, k| dunder(i, a, k, 3),
    |i, a, k| dunder(i, a, k, 4),
    |i, a, k| dunder(i, a, k, 5),
    |i, a, k| dunder(i, a, k, 6),
    |i, a, k| dunder(i, a, k, 7),
    |i, a, k| dunder(i, a, k, 8),
    |i, a, k| dunder(i, a, k, 9),
    |i, a, k| dunder(i, a, k, 10),
    |i, a, k| dunder(i, a, k, 11),
    |i, a, k| dunder(i, a, k, 12),
    |i, a, k| dunder(i, a, k, 13),
    |i, a, k| dunder(i, a, k, 14),
    |i, a, k| dunder(i, a, k, 15),
];

/// `install(cls, fallbacks)`: makes `cls` the `Decimal` of the native dunders, with the tuple
/// of their Python fallbacks (in `DUNDERS`' order).
fn install(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> =
        Sig::positional("install", "install", ["cls", "fallbacks", "conditions"], 3);
    let [cls, fallbacks, conds] = bind(&SIG, args, kw)?;
    let conds = match req(conds) {
        Value::Tuple(t) if t.len() == 5 => t.iter().map(class_arg).collect::<R<Vec<_>>>()?,
        _ => return Err(type_error("install(): the conditions must be a tuple of 5 classes")),
    };
    let cls = class_arg(req(cls))?;
    let Value::Tuple(f) = req(fallbacks) else {
        return Err(type_error("install(): the fallbacks must be a tuple"));
    };
    if f.len() != DUNDERS.len() + 1 {
        return Err(type_error("install(): one fallback per dunder, then __init__'s"));
    }
    interp.decimal.cls = Some(cls);
    interp.decimal.conds = conds;
    interp.decimal.fallbacks = f[..DUNDERS.len()].to_vec();
    interp.decimal.init = Some(f[DUNDERS.len()].clone());
    interp.decimal.keys = Some(DECIMAL_ATTRS.map(Rc::from));
    Ok(Value::None)
}

/// `Decimal.__init__(self, value)` for an int, a finite `Decimal` or a plain numeric string
/// (ASCII digits with an optional sign, point and exponent): the four attributes set
/// natively, in the Python constructor's order (so the instance gets the same shape).
/// Anything else (a context argument, keywords, other types, special values, underscores,
/// non-ASCII text, huge exponents) goes to the Python constructor.
fn init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // A Decimal is immutable: in CPython its value is made by `__new__` and `__init__` is
    // `object.__init__`, which accepts and ignores any arguments once `__new__` is
    // overridden. ophis builds the value here, once; called again on a Decimal that has
    // its value (`d.__init__(7)`, `Decimal.__init__(d, "3")`), it changes nothing.
    if let Some(Value::Instance(inst)) = args.first() {
        if inst.attrs.borrow().contains_key("_is_special") {
            return Ok(Value::None);
        }
    }
    if let ([Value::Instance(inst), value], true) = (args, kw.is_empty()) {
        if let Some(d) = init_value(interp, value)? {
            if let Some(keys) = interp.decimal.keys.clone() {
                let exp = i64::try_from(d.exp)
                    .map(Value::Int)
                    .unwrap_or_else(|_| Value::from_bigint(num_bigint::BigInt::from(d.exp)));
                let values =
                    [Value::Int(d.sign as i64), d.digits.into_value(), exp, Value::Bool(false)];
                let mut attrs = inst.attrs.borrow_mut();
                for (k, v) in keys.into_iter().zip(values) {
                    attrs.insert(k, v);
                }
                return Ok(Value::None);
            }
        }
    }
    let Some(f) = interp.decimal.init.clone() else {
        return Err(type_error("__init__: decimal's native core is not installed"));
    };
    interp.call(&f, args.to_vec(), kw.clone())
}

/// The finite value `Decimal(value)` holds, for the values `init` builds natively.
fn init_value(interp: &mut Interp, value: &Value) -> R<Option<Dec>> {
    match value {
        Value::Int(_) | Value::BigInt(_) => {
            let Some(cls) = interp.decimal.cls.clone() else { return Ok(None) };
            operand(interp, value, &cls)
        }
        Value::Bool(b) => {
            Ok(Some(Dec { sign: false, digits: Digits::from(if *b { "1" } else { "0" }), exp: 0 }))
        }
        Value::Instance(i) => {
            let Some(cls) = interp.decimal.cls.clone() else { return Ok(None) };
            if !Rc::ptr_eq(&i.class, &cls) {
                return Ok(None);
            }
            operand(interp, value, &cls)
        }
        Value::Str(s) => Ok(parse_plain(s.as_str())),
        _ => Ok(None),
    }
}

/// A plain numeric string (`_parse_decimal`'s finite case without underscores or non-ASCII
/// characters, and an exponent of at most 18 digits); `None` for anything else.
fn parse_plain(text: &str) -> Option<Dec> {
    let t = text.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r'));
    let b = t.as_bytes();
    let (sign, mut b) = match b.first()? {
        b'-' => (true, &b[1..]),
        b'+' => (false, &b[1..]),
        _ => (false, b),
    };
    let mut exp: i128 = 0;
    if let Some(e) = b.iter().position(|&c| c == b'e' || c == b'E') {
        let (mant, rest) = (&b[..e], &b[e + 1..]);
        let (neg, digits) = match rest.first() {
            Some(b'-') => (true, &rest[1..]),
            Some(b'+') => (false, &rest[1..]),
            _ => (false, rest),
        };
        if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let v = digits.iter().fold(0i128, |n, &c| n * 10 + i128::from(c - b'0'));
        exp = if neg { -v } else { v };
        b = mant;
    }
    let (int, frac) = match b.iter().position(|&c| c == b'.') {
        Some(p) => (&b[..p], &b[p + 1..]),
        None => (b, &b[..0]),
    };
    if (int.is_empty() && frac.is_empty())
        || !int.iter().all(u8::is_ascii_digit)
        || !frac.iter().all(u8::is_ascii_digit)
    {
        return None;
    }
    let mut digits = String::with_capacity(int.len() + frac.len());
    for &c in int.iter().chain(frac) {
        if !(digits.is_empty() && c == b'0') {
            digits.push(c as char);
        }
    }
    if digits.is_empty() {
        digits.push('0');
    }
    let exp = exp - frac.len() as i128;
    // Out of C's range the Python constructor signals InvalidOperation.
    if !exact_exponent(digits.len(), exp) {
        return None;
    }
    Some(Dec { sign, digits: digits.into(), exp })
}

/// Whether C `_decimal` converts a finite value of `ndigits` coefficient digits and exponent
/// `exp` exactly: it finalizes the value in a context of `MAX_PREC`, `MAX_EMAX` and
/// `MIN_EMIN` and refuses one that overflows (adjusted exponent above `MAX_EMAX`) or would
/// be rounded or clamped (exponent below `MIN_ETINY`); `decimal.py`'s `_exact_exponent`
/// is the same rule.
fn exact_exponent(ndigits: usize, exp: i128) -> bool {
    const MAX_EMAX: i128 = 999_999_999_999_999_999;
    const MIN_ETINY: i128 = -1_999_999_999_999_999_997;
    exp + ndigits as i128 - 1 <= MAX_EMAX && exp >= MIN_ETINY
}

/// `set_context(context)`: the current context, as `decimal.setcontext` sets it.
fn set_context(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("set_context");
    let [c] = bind(&SIG, args, kw)?;
    interp.decimal.context = Some(req(c).clone());
    Ok(Value::None)
}

/// A native dunder of `Decimal`: computed here for finite operands (the `arith` and `cmp`
/// cases), else by its Python fallback with the same arguments, so that nothing but the
/// common case changes path.
fn dunder(interp: &mut Interp, args: &[Value], kw: &Kwargs, i: usize) -> R<Value> {
    if let ([a, b], true) = (args, kw.is_empty()) {
        if let Some(v) = dunder_fast(interp, DUNDERS[i].2, a, b)? {
            return Ok(v);
        }
    }
    // As C's slot wrappers, called unbound (`Decimal.__eq__(x, y)`) the method checks its
    // receiver before anything else.
    if let (Some(recv), Some(cls)) = (args.first(), interp.decimal.cls.clone()) {
        let is_decimal = matches!(recv, Value::Instance(r) if r.class.is_subclass(&cls));
        if !is_decimal {
            return Err(type_error(format!(
                "descriptor '{}' requires a 'decimal.Decimal' object but received a '{}'",
                DUNDERS[i].1,
                interp.type_name(recv)
            )));
        }
    }
    let Some(f) = interp.decimal.fallbacks.get(i).cloned() else {
        return Err(type_error(format!(
            "{}: decimal's native core is not installed",
            DUNDERS[i].1
        )));
    };
    interp.call(&f, args.to_vec(), kw.clone())
}

/// `l op r` when `l` is a `Decimal` (exactly the class) whose class still has the native
/// dunder for `op`, and `r` a `Decimal` or an int: what the dunder computes, called by
/// `binop` before its generic dispatch, without the method call's argument array and
/// clones. CPython calls `l.__op__(r)` first for these operands (the same class, or an int,
/// whose class is no subclass of Decimal), so this is that call; `None` when the dunder
/// would take its Python fallback (`arith_values` has then changed nothing), and `binop`
/// goes its ordinary way, which calls the dunder itself.
pub(crate) fn binop_fast(interp: &mut Interp, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
    let (i, op) = match op {
        BinOp::Add => (0, Op::Add),
        BinOp::Sub => (2, Op::Sub),
        BinOp::Mul => (4, Op::Mul),
        BinOp::Div => (6, Op::Div),
        BinOp::FloorDiv => (8, Op::FloorDiv),
        _ => return Ok(None),
    };
    let Some(cls) = fast_class(&interp.decimal, l, r, i) else { return Ok(None) };
    let Some(c) = interp.decimal.context.clone() else { return Ok(None) };
    arith_values(interp, op, l, r, &c, &cls)
}

/// The terms `binop_fast` and `compare_fast` share: `l` a `Decimal` (exactly the class), `r`
/// a `Decimal` or an int, and the class still holding the native dunder `DUNDERS[i]`. The
/// class when they hold.
fn fast_class(st: &State, l: &Value, r: &Value, i: usize) -> Option<Rc<Class>> {
    let (Value::Instance(li), Some(cls)) = (l, st.cls.as_ref()) else { return None };
    if !Rc::ptr_eq(&li.class, cls) {
        return None;
    }
    match r {
        Value::Instance(ri) if Rc::ptr_eq(&ri.class, cls) => {}
        Value::Int(_) => {}
        _ => return None,
    }
    match &cls.lookup(DUNDERS[i].1) {
        Some(Value::Builtin(f)) if st.natives.get(i).is_some_and(|n| Rc::ptr_eq(n, f)) => {}
        _ => return None,
    }
    Some(cls.clone())
}

/// `l op r` for a comparison, on the terms of `binop_fast`: `l` a `Decimal` whose class
/// still has the native dunder for `op`, `r` a `Decimal` or an int, both finite; `None`
/// otherwise, and `rich_compare` goes its ordinary way.
pub(crate) fn compare_fast(
    interp: &mut Interp,
    l: &Value,
    op: CmpOp,
    r: &Value,
) -> R<Option<Value>> {
    let i = match op {
        CmpOp::Eq => 10,
        CmpOp::NotEq => 11,
        CmpOp::Lt => 12,
        CmpOp::LtE => 13,
        CmpOp::Gt => 14,
        CmpOp::GtE => 15,
        _ => return Ok(None),
    };
    let Some(cls) = fast_class(&interp.decimal, l, r, i) else { return Ok(None) };
    let Dunder::Cmp(test) = DUNDERS[i].2 else { return Ok(None) };
    let Some(x) = operand(interp, l, &cls)? else { return Ok(None) };
    let Some(y) = operand(interp, r, &cls)? else { return Ok(None) };
    Ok(Some(Value::Bool(test(compare(&x, &y)))))
}

fn dunder_fast(interp: &mut Interp, d: Dunder, a: &Value, b: &Value) -> R<Option<Value>> {
    let Some(cls) = interp.decimal.cls.clone() else { return Ok(None) };
    match d {
        Dunder::Arith(op, reflected) => {
            let Some(c) = interp.decimal.context.clone() else { return Ok(None) };
            let (x, y) = if reflected { (b, a) } else { (a, b) };
            arith_values(interp, op, x, y, &c, &cls)
        }
        Dunder::Cmp(test) => {
            // `a` is the receiver: a Decimal of a subclass too, as `cmp` takes it.
            let a_cls = match a {
                Value::Instance(i) if Rc::ptr_eq(&i.class, &cls) || i.class.is_subclass(&cls) => {
                    i.class.clone()
                }
                _ => return Ok(None),
            };
            let Some(x) = operand(interp, a, &a_cls)? else { return Ok(None) };
            let Some(y) = operand(interp, b, &cls)? else { return Ok(None) };
            Ok(Some(Value::Bool(test(compare(&x, &y)))))
        }
    }
}

/// The bit of the condition class named `name`, as `fix` reports it.
fn condition_bit(name: &str) -> i64 {
    match name {
        "Clamped" => CLAMPED,
        "Rounded" => ROUNDED,
        "Inexact" => INEXACT,
        "Subnormal" => SUBNORMAL,
        "Underflow" => UNDERFLOW,
        _ => 0,
    }
}

/// The bit of the condition class `k`: by identity with the classes `install` was given
/// (`conds`, in the bits' order), else by name.
fn bit_of(k: &Rc<Class>, conds: &[Rc<Class>]) -> i64 {
    if conds.is_empty() {
        return condition_bit(&k.name);
    }
    conds.iter().position(|c| Rc::ptr_eq(c, k)).map_or(0, |i| 1 << i)
}

/// The `_d` dict of the context's `_flags` or `_traps` (a `_SignalDict`).
fn signal_dict(
    known: &mut Option<Rc<Shape>>,
    sd: Option<&Value>,
) -> Option<Rc<RefCell<crate::dict::Dict>>> {
    let Some(Value::Instance(sd)) = sd else { return None };
    // `_SignalDict.__init__` sets `_d` first.
    with_attrs_at(sd, ["_d"], [0], known, |[d]| match d? {
        Value::Dict(d) => Some(d.clone()),
        _ => None,
    })
}

/// Sets the flags of the conditions `bits` in the context (`Context._raise_all`) when none
/// of them is trapped and the context ignores no flag; false, having changed nothing,
/// otherwise.
fn signal(st: &mut State, c: &Value, bits: i64) -> bool {
    let Value::Instance(c) = c else { return false };
    // `_ignored_flags`, `_traps` and `_flags`, where `Context.__init__` puts them.
    let dict_shape = &mut st.signal_dict_shape;
    let dicts = with_attrs_at(
        c,
        ["_ignored_flags", "_traps", "_flags"],
        [6, 7, 8],
        &mut st.context_flags_shape,
        |[ignored, traps, flags]| match ignored {
            Some(Value::List(l)) if l.borrow().is_empty() => {
                Some((signal_dict(dict_shape, traps)?, signal_dict(dict_shape, flags)?))
            }
            _ => None,
        },
    );
    let Some((traps, flags)) = dicts else { return false };
    if let Some(done) = signal_cached(st, &traps, &flags, bits) {
        return done;
    }
    let conds = st.conds.clone();
    let mut seen = 0;
    for e in traps.borrow().iter() {
        let Value::Class(k) = &e.key else { continue };
        let bit = bit_of(k, &conds);
        if bit & bits != 0 {
            if !matches!(e.value, Value::Bool(false)) {
                return false;
            }
            seen |= bit;
        }
    }
    if seen != bits {
        return false;
    }
    let mut f = flags.borrow_mut();
    let mut slots = [0usize; 5];
    let mut n = 0;
    for i in 0..f.slots() {
        if let Some(e) = f.slot(i) {
            if let Value::Class(k) = &e.key {
                if bit_of(k, &conds) & bits != 0 && n < slots.len() {
                    slots[n] = i;
                    n += 1;
                }
            }
        }
    }
    if n != bits.count_ones() as usize {
        return false;
    }
    for &i in &slots[..n] {
        f.set_at(i, Value::Bool(true));
    }
    if let (Some(trap_at), Some(flag_at)) =
        (find_slots(&traps.borrow(), &conds), find_slots(&f, &conds))
    {
        st.slots = Some(SignalSlots {
            traps: Rc::as_ptr(&traps) as usize,
            flags: Rc::as_ptr(&flags) as usize,
            trap_at,
            flag_at,
        });
    }
    true
}

/// Where each condition class of `conds` is in a traps or flags dict (`Dict::slot`).
#[derive(Clone, Copy)]
struct SignalSlots {
    /// The dicts' addresses: identity only, every use checks the key at each slot again.
    traps: usize,
    flags: usize,
    trap_at: [usize; 5],
    flag_at: [usize; 5],
}

/// The slot of each of the five `conds` in `d`, if all are there.
fn find_slots(d: &crate::dict::Dict, conds: &[Rc<Class>]) -> Option<[usize; 5]> {
    if conds.len() != 5 {
        return None;
    }
    let mut at = [usize::MAX; 5];
    for i in 0..d.slots() {
        if let Some(Value::Class(k)) = d.slot(i).map(|e| &e.key) {
            if let Some(c) = conds.iter().position(|c| Rc::ptr_eq(c, k)) {
                at[c] = i;
            }
        }
    }
    at.iter().all(|&i| i != usize::MAX).then_some(at)
}

/// `signal` through the slots found last time (a context's dicts keep their layout): the
/// answer, or `None` when the dicts are others or a slot no longer holds its condition.
/// A flag already set is left as it is.
fn signal_cached(
    st: &State,
    traps: &Rc<RefCell<crate::dict::Dict>>,
    flags: &Rc<RefCell<crate::dict::Dict>>,
    bits: i64,
) -> Option<bool> {
    let c = st.slots.as_ref()?;
    if c.traps != Rc::as_ptr(traps) as usize || c.flags != Rc::as_ptr(flags) as usize {
        return None;
    }
    let holds = |e: Option<&crate::dict::Entry>, i: usize| match e {
        Some(e) => matches!(&e.key, Value::Class(k) if Rc::ptr_eq(k, &st.conds[i])),
        None => false,
    };
    let wanted = || (0..5).filter(|i| bits & (1 << i) != 0);
    {
        let t = traps.borrow();
        for i in wanted() {
            let e = t.slot(c.trap_at[i]);
            if !holds(e, i) {
                return None;
            }
            if !matches!(e.map(|e| &e.value), Some(Value::Bool(false))) {
                return Some(false);
            }
        }
    }
    let mut f = flags.borrow_mut();
    for i in wanted() {
        if !holds(f.slot(c.flag_at[i]), i) {
            return None;
        }
    }
    for i in wanted() {
        if !matches!(f.slot(c.flag_at[i]).map(|e| &e.value), Some(Value::Bool(true))) {
            f.set_at(c.flag_at[i], Value::Bool(true));
        }
    }
    Some(true)
}

/// `cmp(a, b, cls)`: -1, 0 or 1 as `a` (a finite `Decimal`, of a subclass too: it is the
/// `self` of a Decimal method) and `b` (a finite instance of exactly `cls`, or an int)
/// compare (`Decimal._cmp`); `None` for anything else.
fn cmp(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional("cmp", "cmp", ["a", "b", "cls"], 3);
    let [a, b, cls] = bind(&SIG, args, kw)?;
    let (a, cls) = (req(a), class_arg(req(cls))?);
    let a_cls = match a {
        Value::Instance(i) => i.class.clone(),
        _ => return Ok(Value::None),
    };
    let Some(x) = operand(interp, a, &a_cls)? else { return Ok(Value::None) };
    let Some(y) = operand(interp, req(b), &cls)? else { return Ok(Value::None) };
    Ok(Value::Int(compare(&x, &y)))
}

fn compare(x: &Dec, y: &Dec) -> i64 {
    let xz = x.digits == "0";
    let yz = y.digits == "0";
    let sx: i64 = if x.sign { -1 } else { 1 };
    let sy: i64 = if y.sign { -1 } else { 1 };
    if xz {
        return if yz { 0 } else { -sy };
    }
    if yz {
        return sx;
    }
    if x.sign != y.sign {
        return sx;
    }
    let xa = x.exp + x.digits.len() as i128;
    let ya = y.exp + y.digits.len() as i128;
    if xa != ya {
        return if xa > ya { sx } else { -sx };
    }
    // Same adjusted exponent: compare the digits, the shorter padded with zeros.
    let (xb, yb) = (x.digits.as_bytes(), y.digits.as_bytes());
    let n = xb.len().max(yb.len());
    for i in 0..n {
        let c = xb.get(i).copied().unwrap_or(b'0');
        let d = yb.get(i).copied().unwrap_or(b'0');
        if c != d {
            return if c > d { sx } else { -sx };
        }
    }
    0
}

/// `int_digits(n)`: the decimal digits of `abs(n)` for an int `n`, without the 4,300-digit
/// limit of `str(int)` (C's `decimal` has none: `Decimal(10**5000)` is exact), the
/// conversion estimated against the deadline first.
fn int_digits(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("int_digits");
    let [n] = bind(&SIG, args, kw)?;
    match req(n) {
        Value::Int(i) => Ok(Value::string(i.unsigned_abs().to_string())),
        Value::Bool(b) => Ok(Value::string((*b as u8).to_string())),
        Value::BigInt(b) => {
            check_conversion(interp, digits_of_bits(b.bits()))?;
            Ok(Value::string(b.magnitude().to_str_radix(10)))
        }
        _ => Err(type_error("int_digits() needs an int")),
    }
}

/// `digits_int(s)`: the int of the decimal digit string `s` (a `Decimal` coefficient),
/// without the 4,300-digit limit of `int(str)`, estimated against the deadline first.
fn digits_int(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("digits_int");
    let [s] = bind(&SIG, args, kw)?;
    let Value::Str(s) = req(s) else { return Err(type_error("digits_int() needs a str")) };
    let digits = s.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(crate::error::value_error("digits_int() needs decimal digits"));
    }
    let n = Num::parse(interp, digits)?;
    Ok(match n {
        Num::Small(v) => Value::from_bigint(num_bigint::BigInt::from(v)),
        Num::Big(b) => Value::from_bigint(num_bigint::BigInt::from(b)),
    })
}

#[cfg(test)]
mod tests {
    use super::all_digits;

    /// Every byte value at every position of strings around the word size agrees with the
    /// byte-at-a-time check.
    #[test]
    fn all_digits_matches_bytewise() {
        for len in [1usize, 7, 8, 9, 16, 17, 19] {
            for pos in 0..len {
                for b in 0..=255u8 {
                    let mut s = vec![b'7'; len];
                    s[pos] = b;
                    assert_eq!(all_digits(&s), s.iter().all(u8::is_ascii_digit), "{s:?}");
                }
            }
        }
        assert!(all_digits(b""));
    }
}
