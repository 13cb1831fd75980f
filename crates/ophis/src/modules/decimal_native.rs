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
use crate::error::{type_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::ops::{bigint_div_secs, bigint_work_secs};
use crate::value::{BuiltinFn, Class, Instance, PyStr, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] =
        &[("arith", arith), ("cmp", cmp), ("int_digits", int_digits), ("digits_int", digits_int)];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_ophis_decimal", name, *f))).collect();
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
    /// `_ignored_flags`, `_traps` and `_flags`, for `signal`.
    ignored: Option<Value>,
    traps: Option<Value>,
    flags: Option<Value>,
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
            Digits::Owned(s) => Value::string(s),
        }
    }
}

fn attr(inst: &Instance, name: &str) -> Option<Value> {
    inst.attrs.borrow().get(name).cloned()
}

/// The attributes `names` of `inst`, read in one pass over its (small) attribute table:
/// comparing a few short keys costs less than hashing each name for a lookup.
fn scan<const N: usize>(inst: &Instance, names: [&str; N]) -> [Option<Value>; N] {
    let attrs = inst.attrs.borrow();
    let mut out: [Option<Value>; N] = std::array::from_fn(|_| None);
    if attrs.len() > 16 {
        for (slot, name) in out.iter_mut().zip(names) {
            *slot = attrs.get(name).cloned();
        }
        return out;
    }
    for (k, v) in attrs.iter() {
        if let Some(i) = names.iter().position(|n| **n == **k) {
            out[i] = Some(v.clone());
        }
    }
    out
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
    let [sign, int, exp, special] = scan(inst, DECIMAL_ATTRS);
    if !matches!(special, Some(Value::Bool(false))) {
        return Ok(None);
    }
    let (Some(sign), Some(exp), Some(Value::Str(s))) =
        (sign.as_ref().and_then(small_int), exp.as_ref().and_then(small_int), int.as_ref())
    else {
        return Ok(None);
    };
    let digits = s.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    Ok(Some(Dec { sign: sign != 0, digits: Digits::Shared(s.clone()), exp }))
}

/// The class argument of `arith` and `cmp` (`Decimal`).
fn class_arg(v: &Value) -> R<Rc<Class>> {
    match v {
        Value::Class(c) => Ok(c.clone()),
        _ => Err(type_error("_ophis_decimal: the last argument must be the Decimal class")),
    }
}

fn context(v: &Value) -> Option<Ctx> {
    let Value::Instance(inst) = v else { return None };
    let [prec, rounding, emin, emax, clamp, ignored, traps, flags] = scan(
        inst,
        ["_prec", "_rounding", "_Emin", "_Emax", "_clamp", "_ignored_flags", "_traps", "_flags"],
    );
    let rounding = match rounding.as_ref()? {
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
        prec: small_int(prec.as_ref()?)?,
        rounding,
        emin: small_int(emin.as_ref()?)?,
        emax: small_int(emax.as_ref()?)?,
        clamp: small_int(clamp.as_ref()?)? != 0,
        ignored,
        traps,
        flags,
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
            return Ok(Num::Small(s.parse::<u128>().unwrap_or(0)));
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
            Num::Small(v) => Ok(v.to_string()),
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

/// The decimal string plus one.
fn increment(s: &str) -> String {
    let mut b = s.as_bytes().to_vec();
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
        let mut coeff = if kept == 0 { "0".to_string() } else { digits[..kept].to_string() };
        if changed > 0 {
            coeff = increment(&coeff);
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
    let big_n = Num::parse(interp, &big.digits)?;
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

/// The exact product (`Decimal._mul`).
fn multiply(interp: &mut Interp, a: Dec, b: Dec) -> R<Dec> {
    let sign = a.sign ^ b.sign;
    let exp = a.exp + b.exp;
    let digits = if a.digits == "0" || b.digits == "0" {
        Digits::from("0")
    } else if a.digits == "1" {
        b.digits
    } else if b.digits == "1" {
        a.digits
    } else {
        let x = Num::parse(interp, &a.digits)?;
        let y = Num::parse(interp, &b.digits)?;
        mul(interp, x, y)?.to_digits(interp)?.into()
    };
    Ok(Dec { sign, digits, exp })
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
    let x = Num::parse(interp, &a.digits)?;
    let y = Num::parse(interp, &b.digits)?;
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
            digits = increment(&digits);
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
    let copied = proto.and_then(|p| {
        let attrs = p.attrs.borrow();
        let same = attrs.len() == 4
            && DECIMAL_ATTRS
                .iter()
                .enumerate()
                .all(|(i, name)| attrs.get_index(i).is_some_and(|(k, _)| &**k == *name));
        same.then(|| attrs.clone())
    });
    let attrs = match copied {
        Some(mut attrs) => {
            for (i, v) in values.into_iter().enumerate() {
                if let Some((_, slot)) = attrs.get_index_mut(i) {
                    *slot = v;
                }
            }
            crate::value::Attrs::from_table(attrs)
        }
        None => {
            let attrs = crate::value::Attrs::for_instance(cls);
            let mut map = attrs.borrow_mut();
            for (name, v) in DECIMAL_ATTRS.iter().zip(values) {
                map.insert(Rc::from(*name), v);
            }
            drop(map);
            attrs
        }
    };
    let inst = Rc::new(Instance {
        class: cls.clone(),
        attrs,
        exc: None,
        builtin_base: RefCell::new(None),
    });
    interp.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
    Value::Instance(inst)
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
    let mut x = Num::parse(interp, &a.digits)?;
    let mut y = Num::parse(interp, &b.digits)?;
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
    let Some(ctx) = context(c) else { return Ok(Value::None) };
    let Some(x) = operand(interp, av, &cls)? else { return Ok(Value::None) };
    let Some(mut y) = operand(interp, bv, &cls)? else { return Ok(Value::None) };
    if ctx.prec < 1 || ctx.emin > 0 || ctx.emax < 0 {
        return Ok(Value::None);
    }
    let exact = match small_int(op) {
        Some(0 | 1) => {
            if x.digits == "0" || y.digits == "0" {
                return Ok(Value::None);
            }
            if small_int(op) == Some(1) {
                y.sign = !y.sign;
            }
            add(interp, x, y, &ctx)?
        }
        Some(2) => multiply(interp, x, y)?,
        Some(3) => {
            if y.digits == "0" {
                return Ok(Value::None);
            }
            divide(interp, x, y, &ctx)?
        }
        Some(4) => {
            if y.digits == "0" {
                return Ok(Value::None);
            }
            let Some(q) = integer_quotient(interp, x, y, &ctx)? else { return Ok(Value::None) };
            q
        }
        _ => return Err(type_error("arith(): unknown operation")),
    };
    let Some((d, bits)) = fix(interp, exact, &ctx)? else { return Ok(Value::None) };
    if bits != 0 && !signal(&ctx, bits) {
        return Ok(Value::None);
    }
    let proto = match (av, bv) {
        (Value::Instance(p), _) | (_, Value::Instance(p)) => Some(&**p),
        _ => None,
    };
    Ok(new_decimal(interp, &cls, proto, d))
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

/// The `_d` dict of the context's `_flags` or `_traps` (a `_SignalDict`).
fn signal_dict(sd: &Option<Value>) -> Option<Rc<RefCell<crate::dict::Dict>>> {
    let Some(Value::Instance(sd)) = sd else { return None };
    match &attr(sd, "_d")? {
        Value::Dict(d) => Some(d.clone()),
        _ => None,
    }
}

/// Sets the flags of the conditions `bits` in the context (`Context._raise_all`) when none
/// of them is trapped and the context ignores no flag; false, having changed nothing,
/// otherwise.
fn signal(ctx: &Ctx, bits: i64) -> bool {
    match &ctx.ignored {
        Some(Value::List(l)) if l.borrow().is_empty() => {}
        _ => return false,
    }
    let (Some(traps), Some(flags)) = (signal_dict(&ctx.traps), signal_dict(&ctx.flags)) else {
        return false;
    };
    let mut seen = 0;
    for e in traps.borrow().iter() {
        let Value::Class(k) = &e.key else { continue };
        let bit = condition_bit(&k.name);
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
    let mut flags = flags.borrow_mut();
    let mut slots = [0usize; 5];
    let mut n = 0;
    for i in 0..flags.slots() {
        if let Some(e) = flags.slot(i) {
            if let Value::Class(k) = &e.key {
                if condition_bit(&k.name) & bits != 0 && n < slots.len() {
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
        flags.set_at(i, Value::Bool(true));
    }
    true
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
