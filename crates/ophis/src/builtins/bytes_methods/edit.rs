//! bytes replace, join and padding (center, ljust, rjust, zfill, expandtabs).

use super::*;
use crate::builtins::text;

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
    let (count, size) = text::replace_plan(&b[..], &old[..], &new[..], limit);
    if count == 0 {
        return Ok(Value::Bytes(b.clone()));
    }
    if size > b.len() {
        interp.check_alloc(size)?;
    }
    Ok(bytes_value(text::replace_at(&b[..], &old[..], &new[..], count, size)))
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
    let parts: Vec<&[u8]> = parts.iter().map(|p| &p[..]).collect();
    let total = text::join_size(&sep[..], &parts);
    if total > sep.len() {
        interp.check_alloc(total)?;
    }
    Ok(bytes_value(text::join(&sep[..], &parts, total)))
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
    let (left, right) = text::margins(name, len, width);
    interp.check_alloc(text::pad_size(&b[..], left, right, fill))?;
    Ok(bytes_value(text::pad(&b[..], left, right, fill)))
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
    Ok(bytes_value(text::zfill(&b[..], fill, total)))
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
    let size = text::expandtabs(&b[..], tabsize, None);
    if size > b.len() {
        interp.check_alloc(size)?;
    }
    let mut out = Vec::with_capacity(size);
    text::expandtabs(&b[..], tabsize, Some(&mut out));
    Ok(bytes_value(out))
}
