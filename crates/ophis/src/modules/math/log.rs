//! Logarithms (CPython's loghelper: ints of any size work).

use super::*;

fn log_e(x: f64) -> f64 {
    x.ln()
}

fn log_2(x: f64) -> f64 {
    x.log2()
}

fn log_10(x: f64) -> f64 {
    x.log10()
}

/// `frexp` of a positive big integer: `(m, e)` with `n ~= m * 2**e`, `0.5 <= m < 1`, `m`
/// correctly rounded to 53 bits.
fn bigint_frexp(n: &BigInt) -> (f64, i64) {
    let bits = n.bits() as i64;
    if bits <= 64 {
        let v = n.to_u64().unwrap_or(0) as f64;
        let (m, e) = frexp(v);
        return (m, e as i64);
    }
    let shift = (bits - 64) as usize;
    let top: BigInt = n >> shift;
    let mut top = top.to_u64().unwrap_or(u64::MAX);
    // A sticky bit keeps the final rounding correct when bits below the top 64 are set.
    let low_mask = (BigInt::one() << shift) - 1u32;
    if !(n & &low_mask).is_zero() {
        top |= 1;
    }
    let (m, e) = frexp(top as f64);
    (m, e as i64 + shift as i64)
}

/// One logarithm of CPython's `loghelper`.
pub(super) fn loghelper(interp: &mut Interp, v: &Value, f: fn(f64) -> f64) -> R<f64> {
    if let Some(n) = long_value(v) {
        if n.sign() != Sign::Plus {
            return Err(domain_error());
        }
        return Ok(match n.to_f64() {
            Some(x) if x.is_finite() => f(x),
            _ => {
                let (m, e) = bigint_frexp(&n);
                f(m) + f(2.0) * e as f64
            }
        });
    }
    let x = to_f64(interp, v)?;
    let r = if x.is_finite() {
        if x > 0.0 {
            f(x)
        } else {
            return Err(domain_error());
        }
    } else if x.is_nan() || x > 0.0 {
        x
    } else {
        return Err(domain_error());
    };
    Ok(r)
}

pub(super) fn m_log_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::group("math.log", "log", ["x", "base"], 1);
    let [x, base] = bind(&SIG, args, kw)?;
    let num = loghelper(interp, req(x), log_e)?;
    match base {
        None => Ok(Value::Float(num)),
        Some(base) => {
            let den = loghelper(interp, base, log_e)?;
            if den == 0.0 {
                return Err(Error::new(ExcType::ZeroDivisionError, "float division by zero"));
            }
            Ok(Value::Float(num / den))
        }
    }
}

pub(super) fn m_log2_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = one(sig1!("log2"), args, kw)?;
    Ok(Value::Float(loghelper(interp, v, log_2)?))
}

pub(super) fn m_log10_fn(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = one(sig1!("log10"), args, kw)?;
    Ok(Value::Float(loghelper(interp, v, log_10)?))
}
