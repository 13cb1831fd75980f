//! bytes replace, join and padding (center, ljust, rjust, zfill, expandtabs).

use super::*;

pub(super) fn bytes_replace<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "replace")?;
    bind_method(ty_sig!(BA, 3, Sig::positional, "replace", ["old", "new", "count"], 2), args, kw)?;
    let old = need_bytes(&args[1])?;
    let new = need_bytes(&args[2])?;
    let count = match args.get(3) {
        None => -1,
        Some(v) => ssize_arg(interp, v)?,
    };
    let limit = if count < 0 { usize::MAX } else { count as usize };
    let positions = Needle::new(&old).find_all(&b, limit);
    if positions.is_empty() {
        return Ok(Value::Bytes(b.clone()));
    }
    let n = positions.len() as u128;
    let size = (b.len() as u128 + n * new.len() as u128).saturating_sub(n * old.len() as u128);
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    if size > b.len() {
        interp.check_alloc(size)?;
    }
    let mut out = Vec::with_capacity(size);
    let mut last = 0;
    for p in positions {
        out.extend_from_slice(&b[last..p]);
        out.extend_from_slice(&new);
        last = p + old.len();
    }
    out.extend_from_slice(&b[last..]);
    Ok(bytes_value(out))
}

pub(super) fn bytes_join<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let sep = recv_bytes(args, "join")?;
    let [arg] = bind_method(ty_sig!(BA, 1, Sig::one, "join"), args, kw)?;
    let arg = req(arg);
    let items = join_items(interp, arg)?;
    let mut parts = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        match bytes_like(item) {
            Some(p) => parts.push(p),
            None => {
                return Err(type_error(format!(
                    "sequence item {i}: expected a bytes-like object, {} found",
                    type_name(item)
                )))
            }
        }
    }
    let total = parts
        .iter()
        .fold(0u128, |acc, p| acc + p.len() as u128)
        .saturating_add(sep.len() as u128 * parts.len().saturating_sub(1) as u128);
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    if total > sep.len() {
        interp.check_alloc(total)?;
    }
    let mut out = Vec::with_capacity(total);
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend_from_slice(p);
    }
    Ok(bytes_value(out))
}

fn pad(interp: &mut Interp, b: &[u8], left: usize, right: usize, fill: u8) -> R<Value> {
    let total =
        usize::try_from(left as u128 + right as u128 + b.len() as u128).unwrap_or(usize::MAX);
    interp.check_alloc(total)?;
    let mut out = Vec::with_capacity(total);
    out.resize(left, fill);
    out.extend_from_slice(b);
    out.resize(total, fill);
    Ok(bytes_value(out))
}

fn justify(interp: &mut Interp, args: &[Value], kw: &Kwargs, name: &str, sig: &Sig<2>) -> R<Value> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    let width = ssize_arg(interp, &args[1])?;
    let fill = match args.get(2) {
        None => b' ',
        Some(v) => match bytes_like(v) {
            Some(f) if f.len() == 1 => f[0],
            _ => {
                return Err(type_error(format!(
                    "{name}() argument 2 must be a byte string of length 1, not {}",
                    arg_type_name(v)
                )))
            }
        },
    };
    let len = b.len() as i64;
    if len >= width {
        return Ok(Value::Bytes(b.clone()));
    }
    let marg = width - len;
    let (left, right) = match name {
        "ljust" => (0, marg),
        "rjust" => (marg, 0),
        _ => {
            let left = marg / 2 + (marg & width & 1);
            (left, marg - left)
        }
    };
    pad(interp, &b, left as usize, right as usize, fill)
}

pub(super) fn bytes_center<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "center",
        ty_sig!(BA, 2, Sig::positional, "center", ["width", "fillchar"], 1),
    )
}

pub(super) fn bytes_ljust<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "ljust",
        ty_sig!(BA, 2, Sig::positional, "ljust", ["width", "fillchar"], 1),
    )
}

pub(super) fn bytes_rjust<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "rjust",
        ty_sig!(BA, 2, Sig::positional, "rjust", ["width", "fillchar"], 1),
    )
}

pub(super) fn bytes_zfill<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "zfill")?;
    let [arg] = bind_method(ty_sig!(BA, 1, Sig::one, "zfill"), args, kw)?;
    let arg = req(arg);
    let width = ssize_arg(interp, arg)?;
    let len = b.len() as i64;
    if len >= width {
        return Ok(Value::Bytes(b.clone()));
    }
    let fill = (width - len) as usize;
    let total = b.len().saturating_add(fill);
    interp.check_alloc(total)?;
    let mut out = Vec::with_capacity(total);
    let body: &[u8] = match b.first() {
        Some(&sign @ (b'+' | b'-')) => {
            out.push(sign);
            &b[1..]
        }
        _ => &b,
    };
    out.resize(out.len() + fill, b'0');
    out.extend_from_slice(body);
    Ok(bytes_value(out))
}

pub(super) fn bytes_expandtabs<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "expandtabs")?;
    static SIG: Sig<1> = Sig::keywords("expandtabs", ["tabsize"], 0, 0, 0);
    let [tabsize] = bind_method(&SIG, args, kw)?;
    let tabsize = match tabsize {
        None => 8,
        Some(v) => cint_arg(interp, v)?,
    };
    if !b.contains(&b'\t') {
        return Ok(Value::Bytes(b.clone()));
    }
    // First pass: the output size, charged before anything is built.
    let mut size: u128 = 0;
    let mut col: i64 = 0;
    for &c in b.iter() {
        if c == b'\t' {
            if tabsize > 0 {
                let incr = tabsize - col % tabsize;
                col += incr;
                size += incr as u128;
            }
        } else {
            col += 1;
            size += 1;
            if c == b'\n' || c == b'\r' {
                col = 0;
            }
        }
    }
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    if size > b.len() {
        interp.check_alloc(size)?;
    }
    let mut out = Vec::with_capacity(size);
    let mut col: i64 = 0;
    for &c in b.iter() {
        if c == b'\t' {
            if tabsize > 0 {
                let incr = tabsize - col % tabsize;
                col += incr;
                out.resize(out.len() + incr as usize, b' ');
            }
        } else {
            col += 1;
            out.push(c);
            if c == b'\n' || c == b'\r' {
                col = 0;
            }
        }
    }
    Ok(bytes_value(out))
}
