//! bytes case methods and is* predicates (ASCII only, as in CPython).

use super::*;
use crate::builtins::text;

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
    map_method(args, kw, "swapcase", ty_sig!(BA, 0, Sig::no_args, "swapcase"), text::ascii_swapcase)
}

pub(super) fn bytes_capitalize<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    map_method(
        args,
        kw,
        "capitalize",
        ty_sig!(BA, 0, Sig::no_args, "capitalize"),
        text::ascii_capitalize,
    )
}

pub(super) fn bytes_title<const BA: bool>(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "title", ty_sig!(BA, 0, Sig::no_args, "title"), text::ascii_title)
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
        text::all_elems(b, |c| c.is_ascii_alphanumeric())
    })
}

pub(super) fn bytes_isalpha<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isalpha", ty_sig!(BA, 0, Sig::no_args, "isalpha"), |b| {
        text::all_elems(b, |c| c.is_ascii_alphabetic())
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
        text::all_elems(b, |c| c.is_ascii_digit())
    })
}

pub(super) fn bytes_isspace<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isspace", ty_sig!(BA, 0, Sig::no_args, "isspace"), |b| {
        text::all_elems(b, is_space)
    })
}

pub(super) fn bytes_islower<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "islower", ty_sig!(BA, 0, Sig::no_args, "islower"), |b| {
        text::is_cased_as(b, |c| c.is_ascii_lowercase(), |c| c.is_ascii_uppercase(), |_| false)
    })
}

pub(super) fn bytes_isupper<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "isupper", ty_sig!(BA, 0, Sig::no_args, "isupper"), |b| {
        text::is_cased_as(b, |c| c.is_ascii_uppercase(), |c| c.is_ascii_lowercase(), |_| false)
    })
}

pub(super) fn bytes_istitle<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    predicate(args, kw, "istitle", ty_sig!(BA, 0, Sig::no_args, "istitle"), |b| {
        text::istitle(b, |c| c.is_ascii_uppercase(), |c| c.is_ascii_lowercase())
    })
}
