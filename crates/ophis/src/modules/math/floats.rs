//! Float functions: math_1/math_2, rounding, frexp/ldexp/modf, nextafter/ulp, atan2, remainder.

use super::*;

/// `math_1`: applies `f`, raising for a NaN from non-NaN input and for an infinity from finite
/// input (OverflowError when the function can overflow, else a domain error).
pub(super) fn math_1(
    interp: &mut Interp,
    sig: &Sig<1>,
    args: &[Value],
    kw: &Kwargs,
    f: fn(f64) -> f64,
    can_overflow: bool,
) -> R<Value> {
    let x = to_f64(interp, one(sig, args, kw)?)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range_error() } else { domain_error() });
    }
    Ok(Value::Float(r))
}

/// `math_2`: a NaN from non-NaN inputs is a domain error, an infinity from finite inputs a
/// range error.
pub(super) fn math_2(
    interp: &mut Interp,
    sig: &Sig<2>,
    args: &[Value],
    kw: &Kwargs,
    f: fn(f64, f64) -> f64,
) -> R<Value> {
    let (a, b) = two(sig, args, kw)?;
    let x = to_f64(interp, a)?;
    let y = to_f64(interp, b)?;
    let r = f(x, y);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

/// Errors of CPython's `is_error` after a function that sets errno itself (`math_1a`).
pub(super) enum Errno {
    None,
    Dom,
    Range,
}

fn errno_result(r: f64, e: Errno) -> R<Value> {
    match e {
        Errno::None => Ok(Value::Float(r)),
        Errno::Dom => Err(domain_error()),
        // Underflows also set ERANGE in C; CPython ignores ERANGE when |result| < 1.5.
        Errno::Range if r.abs() < 1.5 => Ok(Value::Float(r)),
        Errno::Range => Err(range_error()),
    }
}

pub(super) fn m_erf_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("erf"), args, kw)?)?;
    Ok(Value::Float(glibc_erf(x)))
}

pub(super) fn m_erfc_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("erfc"), args, kw)?)?;
    Ok(Value::Float(glibc_erfc(x)))
}

pub(super) fn m_gamma(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("gamma"), args, kw)?)?;
    let (r, e) = tgamma(x);
    errno_result(r, e)
}

pub(super) fn m_lgamma_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("lgamma"), args, kw)?)?;
    let (r, e) = lgamma(x);
    errno_result(r, e)
}

pub(super) fn m_atan2_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    math_2(interp, sig2!("atan2"), args, kw, atan2)
}

pub(super) fn m_copysign(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    math_2(interp, sig2!("copysign"), args, kw, f64::copysign)
}

pub(super) fn m_remainder_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    math_2(interp, sig2!("remainder"), args, kw, remainder)
}

pub(super) fn m_fmod(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (a, b) = two(sig2!("fmod"), args, kw)?;
    let x = to_f64(interp, a)?;
    let y = to_f64(interp, b)?;
    // fmod(x, +-inf) is x for finite x.
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::Float(x));
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    Ok(Value::Float(r))
}

pub(super) fn m_pow(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (a, b) = two(sig2!("pow"), args, kw)?;
    let x = to_f64(interp, a)?;
    let y = to_f64(interp, b)?;
    // IEEE special values are handled directly, as CPython does, for consistent results.
    if !x.is_finite() || !y.is_finite() {
        let r = if x.is_nan() {
            if y == 0.0 {
                1.0
            } else {
                x
            }
        } else if y.is_nan() {
            if x == 1.0 {
                1.0
            } else {
                y
            }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y {
                    x
                } else {
                    x.abs()
                }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if y > 0.0 && x.abs() > 1.0 {
            y
        } else if y < 0.0 && x.abs() < 1.0 {
            -y
        } else {
            0.0
        };
        return Ok(Value::Float(r));
    }
    let r = x.powf(y);
    if r.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() {
        // (+-0)**negative is a singularity; anything else infinite is an overflow.
        return Err(if x == 0.0 { domain_error() } else { range_error() });
    }
    Ok(Value::Float(r))
}

pub(super) fn m_degrees(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("degrees"), args, kw)?)?;
    Ok(Value::Float(x * (180.0 / PI)))
}

pub(super) fn m_radians(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("radians"), args, kw)?)?;
    Ok(Value::Float(x * (PI / 180.0)))
}

pub(super) fn m_isfinite(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("isfinite"), args, kw)?)?;
    Ok(Value::Bool(x.is_finite()))
}

pub(super) fn m_isinf(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("isinf"), args, kw)?)?;
    Ok(Value::Bool(x.is_infinite()))
}

pub(super) fn m_isnan(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("isnan"), args, kw)?)?;
    Ok(Value::Bool(x.is_nan()))
}

fn float_to_int(f: f64) -> R<Value> {
    if f.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(overflow_error("cannot convert float infinity to integer"));
    }
    if f.abs() < 9.0e18 {
        return Ok(Value::Int(f as i64));
    }
    match num_traits::FromPrimitive::from_f64(f) {
        Some(b) => Ok(Value::from_bigint(b)),
        None => Err(overflow_error("cannot convert float infinity to integer")),
    }
}

/// `ceil`/`floor`: ints are returned as they are, objects with the special method use it, the
/// rest converts to float first.
fn round_with(
    interp: &mut Interp,
    sig: &Sig<1>,
    dunder: &str,
    args: &[Value],
    kw: &Kwargs,
    f: fn(f64) -> f64,
) -> R<Value> {
    let v = one(sig, args, kw)?;
    match v {
        Value::Float(x) => return float_to_int(f(*x)),
        Value::Int(_) | Value::BigInt(_) => return Ok(v.clone()),
        Value::Bool(b) => return Ok(Value::Int(*b as i64)),
        Value::Instance(inst) => {
            if let Some(m) = user_method(&inst.class, dunder) {
                return interp.call_with_receiver(&m, v, []);
            }
            if let Some(b) = long_value(v) {
                return Ok(int_value(b));
            }
        }
        _ => {}
    }
    let x = to_f64(interp, v)?;
    float_to_int(f(x))
}

pub(super) fn m_ceil(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    round_with(interp, sig1!("ceil"), "__ceil__", args, kw, f64::ceil)
}

pub(super) fn m_floor(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    round_with(interp, sig1!("floor"), "__floor__", args, kw, f64::floor)
}

pub(super) fn m_trunc(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = one(sig1!("trunc"), args, kw)?;
    match v {
        Value::Float(x) => float_to_int(x.trunc()),
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Instance(inst) => {
            if let Some(m) = user_method(&inst.class, "__trunc__") {
                return interp.call_with_receiver(&m, v, []);
            }
            let base = inst.builtin_base.borrow().clone();
            match base {
                Some(Value::Float(x)) => float_to_int(x.trunc()),
                Some(b) if long_value(&b).is_some() => {
                    Ok(int_value(long_value(&b).unwrap_or_default()))
                }
                _ => Err(type_error(format!(
                    "type {} doesn't define __trunc__ method",
                    inst.class.name
                ))),
            }
        }
        other => Err(type_error(format!(
            "type {} doesn't define __trunc__ method",
            interp.type_name(other)
        ))),
    }
}

/// C's `frexp` for finite nonzero `x`: `x == m * 2**e` with `0.5 <= |m| < 1`.
pub(super) fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let mut bits = x.to_bits();
    let mut exp = ((bits >> 52) & 0x7ff) as i32;
    let mut adjust = 0;
    if exp == 0 {
        // Subnormal: scale into the normal range first (exact).
        let y = x * f64::from_bits(0x43f0000000000000); // 2**64
        bits = y.to_bits();
        exp = ((bits >> 52) & 0x7ff) as i32;
        adjust = -64;
    }
    let e = exp - 1022 + adjust;
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, e)
}

/// C's `ldexp`/`scalbn`: `x * 2**n`, correctly rounded (musl's algorithm).
pub(crate) fn ldexp(x: f64, n: i64) -> f64 {
    let mut n = n.clamp(-1_000_000, 1_000_000) as i32;
    let mut y = x;
    let p1023 = f64::from_bits(0x7fe0000000000000);
    // 2**-1022 * 2**53: scaling by it keeps intermediate results exact (no double rounding).
    let pm969 = f64::from_bits(0x0360000000000000);
    if n > 1023 {
        y *= p1023;
        n -= 1023;
        if n > 1023 {
            y *= p1023;
            n -= 1023;
            if n > 1023 {
                n = 1023;
            }
        }
    } else if n < -1022 {
        y *= pm969;
        n += 1022 - 53;
        if n < -1022 {
            y *= pm969;
            n += 1022 - 53;
            if n < -1022 {
                n = -1022;
            }
        }
    }
    y * f64::from_bits(((0x3ff + n) as u64) << 52)
}

pub(super) fn m_frexp(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("frexp"), args, kw)?)?;
    let (m, e) = frexp(x);
    Ok(Value::tuple(vec![Value::Float(m), Value::Int(e as i64)]))
}

pub(super) fn m_ldexp(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (a, b) = two(sig2!("ldexp"), args, kw)?;
    let x = to_f64(interp, a)?;
    let exp = match long_value(b) {
        Some(i) => i.to_i64().unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX }),
        None => return Err(type_error("Expected an int as second argument to ldexp.")),
    };
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::Float(x));
    }
    if exp > i32::MAX as i64 {
        return Err(range_error());
    }
    if exp < i32::MIN as i64 {
        return Ok(Value::Float(0.0f64.copysign(x)));
    }
    let r = ldexp(x, exp);
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

pub(super) fn m_modf(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("modf"), args, kw)?)?;
    let (frac, int) = if x.is_infinite() {
        (0.0f64.copysign(x), x)
    } else if x.is_nan() {
        (x, x)
    } else {
        let i = x.trunc();
        let f = if x == i { 0.0f64.copysign(x) } else { x - i };
        (f, i)
    };
    Ok(Value::tuple(vec![Value::Float(frac), Value::Float(int)]))
}

/// C's `nextafter`.
pub(super) fn nextafter(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let bits = x.to_bits();
    let up = (y > x) == (x > 0.0);
    f64::from_bits(if up { bits + 1 } else { bits - 1 })
}

pub(super) fn m_nextafter(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (a, b) = two(sig2!("nextafter"), args, kw)?;
    let x = to_f64(interp, a)?;
    let y = to_f64(interp, b)?;
    Ok(Value::Float(nextafter(x, y)))
}

pub(super) fn m_ulp(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let x = to_f64(interp, one(sig1!("ulp"), args, kw)?)?;
    if x.is_nan() {
        return Ok(Value::Float(x));
    }
    let x = x.abs();
    if x.is_infinite() {
        return Ok(Value::Float(x));
    }
    let x2 = nextafter(x, f64::INFINITY);
    if x2.is_infinite() {
        let x2 = nextafter(x, -f64::INFINITY);
        return Ok(Value::Float(x - x2));
    }
    Ok(Value::Float(x2 - x))
}

pub(super) fn atan2(y: f64, x: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if y.is_infinite() {
        if x.is_infinite() {
            return if x.is_sign_positive() {
                (0.25 * PI).copysign(y)
            } else {
                (0.75 * PI).copysign(y)
            };
        }
        return (0.5 * PI).copysign(y);
    }
    if x.is_infinite() || y == 0.0 {
        return if x.is_sign_positive() { 0.0f64.copysign(y) } else { PI.copysign(y) };
    }
    y.atan2(x)
}

/// IEEE 754 remainder: `x - n*y` with `n` the nearest integer to `x/y` (ties to even).
pub(super) fn remainder(x: f64, y: f64) -> f64 {
    if x.is_finite() && y.is_finite() {
        if y == 0.0 {
            return f64::NAN;
        }
        let absx = x.abs();
        let absy = y.abs();
        let m = absx % absy;
        let c = absy - m;
        let r = if m < c {
            m
        } else if m > c {
            -c
        } else {
            m - 2.0 * ((0.5 * (absx - m)) % absy)
        };
        return 1.0f64.copysign(x) * r;
    }
    if x.is_nan() {
        return x;
    }
    if y.is_nan() {
        return y;
    }
    if x.is_infinite() {
        return f64::NAN;
    }
    x
}
