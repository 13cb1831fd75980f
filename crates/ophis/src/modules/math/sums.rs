//! Sums, products and norms: fsum, prod, hypot, dist, isclose.

use super::*;

pub(super) fn m_fsum(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let seq = one(sig1!("fsum"), args, kw)?;
    let it = interp.get_iter(seq)?;
    // Shewchuk's algorithm: `p` holds non-overlapping partial sums of increasing magnitude.
    let mut p: Vec<f64> = Vec::new();
    let mut special_sum = 0.0f64;
    let mut inf_sum = 0.0f64;
    let mut count = 0usize;
    while let Some(item) = interp.next(&it)? {
        count += 1;
        if count.is_multiple_of(4096) {
            interp.budget.check_clock()?;
        }
        let mut x = to_f64(interp, &item)?;
        let xsave = x;
        let mut i = 0;
        for j in 0..p.len() {
            let mut y = p[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let yr = hi - x;
            let lo = y - yr;
            if lo != 0.0 {
                p[i] = lo;
                i += 1;
            }
            x = hi;
        }
        p.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                // A non-finite x comes from an intermediate overflow or from a nan or inf
                // among the summands.
                if xsave.is_finite() {
                    return Err(overflow_error("intermediate overflow in fsum"));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                p.clear();
            } else {
                if p.len() >= 4096 {
                    interp.check_alloc(p.len() * 16)?;
                }
                p.push(x);
            }
        }
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(value_error("-inf + inf in fsum"));
        }
        return Ok(Value::Float(special_sum));
    }
    let mut hi = 0.0f64;
    let mut n = p.len();
    if n > 0 {
        n -= 1;
        hi = p[n];
        let mut lo = 0.0f64;
        // Sum from the top, stopping when the sum becomes inexact.
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = p[n];
            hi = x + y;
            let yr = hi - x;
            lo = y - yr;
            if lo != 0.0 {
                break;
            }
        }
        // Make half-even rounding work across multiple partials.
        if n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(Value::Float(hi))
}

pub(super) fn m_prod(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::keywords("prod", ["iterable", "start"], 1, 1, 1);
    let [iterable, start] = bind(&SIG, args, kw)?;
    let mut acc = start.cloned().unwrap_or(Value::Int(1));
    let it = interp.get_iter(req(iterable))?;
    let mut count = 0usize;
    while let Some(x) = interp.next(&it)? {
        count += 1;
        if count.is_multiple_of(4096) {
            interp.budget.check_clock()?;
        }
        acc = match (&acc, &x) {
            (Value::Int(a), Value::Int(b)) if a.checked_mul(*b).is_some() => Value::Int(a * b),
            (Value::Float(a), Value::Float(b)) => Value::Float(a * b),
            _ => interp.binop(&acc, BinOp::Mul, &x)?,
        };
    }
    Ok(acc)
}

/// CPython's `vector_norm`: sqrt of the sum of squares, nearly always correctly rounded.
fn vector_norm(vec: &[f64], max: f64, found_nan: bool) -> f64 {
    const T27: f64 = 134217729.0; // 2**27 + 1
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let (_, max_e) = frexp(max);
    let mut csum = 1.0f64;
    let mut frac1 = 0.0f64;
    let mut frac2 = 0.0f64;
    let mut frac3 = 0.0f64;
    if max_e >= -1023 {
        let scale = ldexp(1.0, -(max_e as i64));
        for &v in vec {
            let mut x = v * scale;
            let t = x * T27;
            let hi = t - (t - x);
            let lo = x - hi;
            x = hi * hi;
            let oldcsum = csum;
            csum += x;
            frac1 += (oldcsum - csum) + x;
            x = 2.0 * hi * lo;
            let oldcsum = csum;
            csum += x;
            frac2 += (oldcsum - csum) + x;
            frac3 += lo * lo;
        }
        let h = (csum - 1.0 + (frac1 + frac2 + frac3)).sqrt();
        let mut x = h;
        let t = x * T27;
        let hi = t - (t - x);
        let lo = x - hi;
        x = -hi * hi;
        let oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
        x = -2.0 * hi * lo;
        let oldcsum = csum;
        csum += x;
        frac2 += (oldcsum - csum) + x;
        x = -lo * lo;
        let oldcsum = csum;
        csum += x;
        frac3 += (oldcsum - csum) + x;
        x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    // When max_e < -1023, ldexp(1.0, -max_e) overflows: divide by max instead of scaling.
    for &v in vec {
        let mut x = v / max;
        x = x * x;
        let oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
    }
    max * (csum - 1.0 + frac1).sqrt()
}

pub(super) fn m_hypot(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // Variadic (`*args`, read from `args`), no keywords.
    static SIG: Sig<0> = Sig::varargs("hypot", "math.hypot", [], 0);
    bind(&SIG, args, kw)?;
    let mut coords = Vec::with_capacity(args.len());
    let mut max = 0.0f64;
    let mut found_nan = false;
    for a in args {
        let x = to_f64(interp, a)?.abs();
        found_nan |= x.is_nan();
        if x > max {
            max = x;
        }
        coords.push(x);
    }
    Ok(Value::Float(vector_norm(&coords, max, found_nan)))
}

pub(super) fn m_dist(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (p, q) = two(sig2!("dist"), args, kw)?;
    let p = interp.iterate(p)?;
    let q = interp.iterate(q)?;
    if p.len() != q.len() {
        return Err(value_error("both points must have the same number of dimensions"));
    }
    let mut diffs = Vec::with_capacity(p.len());
    let mut max = 0.0f64;
    let mut found_nan = false;
    for (a, b) in p.iter().zip(q.iter()) {
        let px = to_f64(interp, a)?;
        let qx = to_f64(interp, b)?;
        let x = (px - qx).abs();
        found_nan |= x.is_nan();
        if x > max {
            max = x;
        }
        diffs.push(x);
    }
    Ok(Value::Float(vector_norm(&diffs, max, found_nan)))
}

pub(super) fn m_isclose(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<4> = Sig::keywords("isclose", ["a", "b", "rel_tol", "abs_tol"], 2, 0, 2);
    let [a, b, rel_tol, abs_tol] = bind(&SIG, args, kw)?;
    let a = to_f64(interp, req(a))?;
    let b = to_f64(interp, req(b))?;
    let rel_tol = match rel_tol {
        Some(v) => to_f64(interp, v)?,
        None => 1e-9,
    };
    let abs_tol = match abs_tol {
        Some(v) => to_f64(interp, v)?,
        None => 0.0,
    };
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(value_error("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (b - a).abs();
    Ok(Value::Bool(diff <= (rel_tol * b).abs() || diff <= (rel_tol * a).abs() || diff <= abs_tol))
}
