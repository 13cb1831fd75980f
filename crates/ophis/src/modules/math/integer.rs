//! Integer functions: gcd, lcm, isqrt, factorial, perm, comb.

use super::*;

pub(super) fn m_gcd(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // Variadic (`*args`, read from `args`), no keywords.
    static SIG: Sig<0> = Sig::varargs("gcd", "math.gcd", [], 0);
    bind(&SIG, args, kw)?;
    if args.is_empty() {
        return Ok(Value::Int(0));
    }
    let mut res = index_big(interp, &args[0])?.abs();
    for a in &args[1..] {
        let x = index_big(interp, a)?;
        if res.is_one() {
            continue;
        }
        res = gcd_checked(interp, &res, &x)?;
    }
    Ok(int_value(res))
}

/// The non-negative gcd of `a` and `b`, refused with the timeout error when its estimated
/// duration is past the time left (it cannot be interrupted once started: `gcd(3**2000000,
/// 7**1500000)` ran 146 s under a 2 s timeout). The larger operand is first reduced modulo
/// the smaller, as CPython does, so that a small operand keeps the binary algorithm's work
/// small too.
pub(crate) fn gcd_checked(interp: &mut Interp, a: &BigInt, b: &BigInt) -> R<BigInt> {
    let (mut x, mut y) = (a.abs(), b.abs());
    if x < y {
        std::mem::swap(&mut x, &mut y);
    }
    if y.is_zero() {
        return Ok(x);
    }
    if x.bits() > y.bits() + 64 {
        interp.budget.check_native_work(crate::ops::bigint_op_secs(&x, BinOp::Mod, &y))?;
        let r = &x % &y;
        x = y;
        y = r;
        if y.is_zero() {
            return Ok(x);
        }
    }
    interp.budget.check_native_work(crate::ops::bigint_gcd_secs(&x, &y))?;
    Ok(x.gcd(&y))
}

pub(super) fn m_lcm(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // Variadic (`*args`, read from `args`), no keywords.
    static SIG: Sig<0> = Sig::varargs("lcm", "math.lcm", [], 0);
    bind(&SIG, args, kw)?;
    if args.is_empty() {
        return Ok(Value::Int(1));
    }
    let mut res = index_big(interp, &args[0])?.abs();
    for a in &args[1..] {
        let x = index_big(interp, a)?;
        if res.is_zero() {
            continue;
        }
        if x.is_zero() {
            res = BigInt::zero();
            continue;
        }
        let g = gcd_checked(interp, &res, &x)?;
        let bits = res.bits() + x.bits();
        interp.check_alloc((bits / 8) as usize)?;
        interp.budget.check_native_work(
            crate::ops::bigint_op_secs(&res, BinOp::FloorDiv, &g)
                + crate::ops::bigint_mul_bits_secs(res.bits(), x.bits()),
        )?;
        res = ((&res / &g) * x).abs();
    }
    Ok(int_value(res))
}

pub(super) fn m_isqrt(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let n = index_big(interp, one(sig1!("isqrt"), args, kw)?)?;
    if n.is_negative() {
        return Err(value_error("isqrt() argument must be nonnegative"));
    }
    // The Newton iteration cannot be interrupted once started: refuse it past the deadline.
    interp.budget.check_native_work(crate::ops::bigint_isqrt_secs(&n))?;
    Ok(int_value(n.sqrt()))
}

/// The product `start * (start-1) * ... ` of `count` consecutive descending integers, by
/// binary splitting so the big multiplications are balanced.
fn falling_product(interp: &mut Interp, start: &BigInt, count: u64) -> R<BigInt> {
    if count == 0 {
        return Ok(BigInt::one());
    }
    if count <= 16 {
        let mut acc = start.clone();
        let mut v = start.clone();
        for _ in 1..count {
            v -= 1u32;
            // Factors of millions of bits make even these leaf products long
            // (`comb(10**600000, 3000)` ran 6.7 s under a 1 s timeout): each is estimated.
            interp
                .budget
                .check_native_work(crate::ops::bigint_mul_bits_secs(acc.bits(), v.bits()))?;
            acc *= &v;
        }
        return Ok(acc);
    }
    if count >= 4096 || start.bits() >= 1 << 16 {
        interp.budget.check_clock()?;
    }
    let half = count / 2;
    let left = falling_product(interp, start, half)?;
    let next = start - BigInt::from(half);
    let right = falling_product(interp, &next, count - half)?;
    // The last products of the splitting are the big ones, and each is one uninterruptible
    // multiplication: estimate it before it starts.
    interp.budget.check_native_work(crate::ops::bigint_mul_bits_secs(left.bits(), right.bits()))?;
    Ok(left * right)
}

/// Refuses results whose estimated size the memory limit cannot hold.
fn check_result_bits(interp: &mut Interp, bits: f64) -> R<()> {
    let bytes = (bits / 8.0).max(0.0);
    if bytes > usize::MAX as f64 {
        return interp.check_alloc(usize::MAX);
    }
    interp.check_alloc(bytes as usize)
}

fn factorial_u64(interp: &mut Interp, n: u64) -> R<BigInt> {
    if n < 2 {
        return Ok(BigInt::one());
    }
    // log2(n!) ~ n * log2(n / e).
    let nf = n as f64;
    check_result_bits(interp, nf * (nf / std::f64::consts::E).log2().max(1.0))?;
    falling_product(interp, &BigInt::from(n), n - 1)
}

fn factorial_of(interp: &mut Interp, v: &Value) -> R<BigInt> {
    let n = index_big(interp, v)?;
    if n.is_negative() {
        return Err(value_error("factorial() not defined for negative values"));
    }
    let n = match n.to_i64() {
        Some(n) => n as u64,
        None => {
            return Err(overflow_error(
                "factorial() argument should not exceed 9223372036854775807",
            ))
        }
    };
    factorial_u64(interp, n)
}

pub(super) fn m_factorial(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = one(sig1!("factorial"), args, kw)?;
    Ok(int_value(factorial_of(interp, v)?))
}

pub(super) fn m_perm(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("perm", "math.perm", ["n", "k"], 1);
    let [n, k] = bind(&SIG, args, kw)?;
    let n = req(n);
    let k = match k {
        None | Some(Value::None) => return Ok(int_value(factorial_of(interp, n)?)),
        Some(k) => k,
    };
    let n = index_big(interp, n)?;
    let k = index_big(interp, k)?;
    if n.is_negative() {
        return Err(value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(value_error("k must be a non-negative integer"));
    }
    if n < k {
        return Ok(Value::Int(0));
    }
    let k = match k.to_i64() {
        Some(k) => k as u64,
        None => return Err(overflow_error("k must not exceed 9223372036854775807")),
    };
    check_result_bits(interp, k as f64 * n.bits() as f64)?;
    Ok(int_value(falling_product(interp, &n, k)?))
}

pub(super) fn m_comb(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (n, k) = two(sig2!("comb"), args, kw)?;
    let n = index_big(interp, n)?;
    let k = index_big(interp, k)?;
    if n.is_negative() {
        return Err(value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(value_error("k must be a non-negative integer"));
    }
    let rest = &n - &k;
    if rest.is_negative() {
        return Ok(Value::Int(0));
    }
    let k = if rest < k { rest } else { k };
    let k = match k.to_i64() {
        Some(k) => k as u64,
        None => return Err(overflow_error("min(n - k, k) must not exceed 9223372036854775807")),
    };
    check_result_bits(interp, k as f64 * n.bits() as f64)?;
    let p = falling_product(interp, &n, k)?;
    let f = factorial_u64(interp, k)?;
    interp.budget.check_native_work(crate::ops::bigint_div_secs(
        (p.bits() as f64 / 64.0).max(1.0),
        (f.bits() as f64 / 64.0).max(1.0),
    ))?;
    Ok(int_value(p / f))
}
