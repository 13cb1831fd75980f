//! bytes case methods and is* predicates (ASCII only, as in CPython).

use super::*;

fn map_method(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<0>,
    f: fn(&[u8]) -> Vec<u8>,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    Ok(bytes_value(f(&b)))
}

pub(super) fn bytes_upper<const BA: bool>(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "upper", ty_sig!(BA, 0, Sig::no_args, "upper"), |b| b.to_ascii_uppercase())
}

pub(super) fn bytes_lower<const BA: bool>(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "lower", ty_sig!(BA, 0, Sig::no_args, "lower"), |b| b.to_ascii_lowercase())
}

pub(super) fn bytes_swapcase<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    map_method(args, kw, "swapcase", ty_sig!(BA, 0, Sig::no_args, "swapcase"), |b| {
        b.iter()
            .map(|&c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    })
}

pub(super) fn bytes_capitalize<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    map_method(args, kw, "capitalize", ty_sig!(BA, 0, Sig::no_args, "capitalize"), |b| {
        let mut out = b.to_ascii_lowercase();
        if let Some(first) = out.first_mut() {
            first.make_ascii_uppercase();
        }
        out
    })
}

pub(super) fn bytes_title<const BA: bool>(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "title", ty_sig!(BA, 0, Sig::no_args, "title"), |b| {
        let mut prev_cased = false;
        b.iter()
            .map(|&c| {
                let out = if prev_cased { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
                prev_cased = c.is_ascii_alphabetic();
                out
            })
            .collect()
    })
}

fn predicate(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<0>,
    f: fn(&[u8]) -> bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    Ok(Value::Bool(f(&b)))
}

pub(super) fn bytes_isalnum<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isalnum", ty_sig!(BA, 0, Sig::no_args, "isalnum"), |b| {
        !b.is_empty() && b.iter().all(|c| c.is_ascii_alphanumeric())
    })
}

pub(super) fn bytes_isalpha<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isalpha", ty_sig!(BA, 0, Sig::no_args, "isalpha"), |b| {
        !b.is_empty() && b.iter().all(|c| c.is_ascii_alphabetic())
    })
}

pub(super) fn bytes_isascii<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isascii", ty_sig!(BA, 0, Sig::no_args, "isascii"), |b| b.is_ascii())
}

pub(super) fn bytes_isdigit<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isdigit", ty_sig!(BA, 0, Sig::no_args, "isdigit"), |b| {
        !b.is_empty() && b.iter().all(|c| c.is_ascii_digit())
    })
}

pub(super) fn bytes_isspace<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isspace", ty_sig!(BA, 0, Sig::no_args, "isspace"), |b| {
        !b.is_empty() && b.iter().all(|&c| is_space(c))
    })
}

pub(super) fn bytes_islower<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "islower", ty_sig!(BA, 0, Sig::no_args, "islower"), |b| {
        b.iter().any(|c| c.is_ascii_lowercase()) && !b.iter().any(|c| c.is_ascii_uppercase())
    })
}

pub(super) fn bytes_isupper<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isupper", ty_sig!(BA, 0, Sig::no_args, "isupper"), |b| {
        b.iter().any(|c| c.is_ascii_uppercase()) && !b.iter().any(|c| c.is_ascii_lowercase())
    })
}

pub(super) fn bytes_istitle<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "istitle", ty_sig!(BA, 0, Sig::no_args, "istitle"), |b| {
        let mut cased = false;
        let mut prev_cased = false;
        for &c in b {
            if c.is_ascii_uppercase() {
                if prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else if c.is_ascii_lowercase() {
                if !prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else {
                prev_cased = false;
            }
        }
        cased
    })
}
