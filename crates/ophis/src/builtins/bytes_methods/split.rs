//! Splitting, partitioning, stripping and affixes of bytes.

use super::*;
use crate::builtins::text;

/// ASCII whitespace, the only whitespace bytes know.
pub(crate) fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

fn bytes_list(parts: Vec<&[u8]>) -> Value {
    Value::list(parts.into_iter().map(|p| bytes_value(p.to_vec())).collect())
}

fn split_impl(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<2>,
    reverse: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let a = bind_method(sig, args, kw)?;
    let sep = match a[0] {
        None | Some(Value::None) => None,
        Some(v) => Some(need_bytes(v)?),
    };
    let maxsplit = match a[1] {
        None => -1,
        Some(v) => ssize_arg(interp, v)?,
    };
    let maxcount = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    if matches!(&sep, Some(sep) if sep.is_empty()) {
        return Err(value_error("empty separator"));
    }
    // The list's memory is checked on the count of its parts before they are collected (a
    // shorter text has too few parts for `check_items` to check).
    if b.len() >= 1024 {
        let count = text::split_count(&b[..], sep.as_ref().map(|p| &p[..]), maxcount);
        check_items(interp, count, b.len())?;
    }
    let parts: Vec<&[u8]> = match &sep {
        None if reverse => text::rsplit_whitespace(&b[..], maxcount),
        None => text::split_whitespace(&b[..], maxcount),
        Some(sep) => text::split_sep(&b[..], &sep[..], maxcount, reverse),
    };
    Ok(bytes_list(parts))
}

pub(super) fn bytes_split<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    split_impl(
        interp,
        args,
        kw,
        "split",
        &Sig::keywords("split", ["sep", "maxsplit"], 0, 0, 0),
        false,
    )
}

pub(super) fn bytes_rsplit<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    split_impl(
        interp,
        args,
        kw,
        "rsplit",
        &Sig::keywords("rsplit", ["sep", "maxsplit"], 0, 0, 0),
        true,
    )
}

pub(super) fn bytes_splitlines<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "splitlines")?;
    static SIG: Sig<1> = Sig::keywords("splitlines", ["keepends"], 0, 0, 0);
    let [keepends] = bind_method(&SIG, args, kw)?;
    let keepends = match keepends {
        None => false,
        Some(v) => cint_arg(interp, v)? != 0,
    };
    // As in split: the count is checked before the lines are collected.
    if b.len() >= 1024 {
        check_items(interp, text::splitlines_count(&b[..]), b.len())?;
    }
    let out = text::splitlines(&b[..], keepends);
    Ok(bytes_list(out))
}

fn partition_impl(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<1>,
    reverse: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let [arg] = bind_method(sig, args, kw)?;
    let arg = req(arg);
    let sep = need_bytes(arg)?;
    if sep.is_empty() {
        return Err(value_error("empty separator"));
    }
    let empty = || bytes_value(Vec::new());
    Ok(match text::partition(&b[..], &sep[..], reverse) {
        Some((before, after)) => Value::tuple(vec![
            bytes_value(before.to_vec()),
            bytes_value(sep.to_vec()),
            bytes_value(after.to_vec()),
        ]),
        None if reverse => Value::tuple(vec![empty(), empty(), Value::Bytes(b.clone())]),
        None => Value::tuple(vec![Value::Bytes(b.clone()), empty(), empty()]),
    })
}

pub(super) fn bytes_partition<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    partition_impl(args, kw, "partition", ty_sig!(BA, 1, Sig::one, "partition"), false)
}

pub(super) fn bytes_rpartition<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    partition_impl(args, kw, "rpartition", ty_sig!(BA, 1, Sig::one, "rpartition"), true)
}

fn strip_impl(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<1>,
    left: bool,
    right: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    let set: Option<Rc<Vec<u8>>> = match args.get(1) {
        None | Some(Value::None) => None,
        Some(v) => Some(need_bytes(v)?),
    };
    let out = match &set {
        None => text::strip(&b[..], left, right, is_space),
        Some(set) => text::strip(&b[..], left, right, |c| set.contains(&c)),
    };
    if out.len() == b.len() {
        return Ok(Value::Bytes(b.clone()));
    }
    Ok(bytes_value(out.to_vec()))
}

pub(super) fn bytes_strip<const BA: bool>(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(
        args,
        kw,
        "strip",
        ty_sig!(BA, 1, Sig::positional, "strip", ["bytes"], 0),
        true,
        true,
    )
}

pub(super) fn bytes_lstrip<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    strip_impl(
        args,
        kw,
        "lstrip",
        ty_sig!(BA, 1, Sig::positional, "lstrip", ["bytes"], 0),
        true,
        false,
    )
}

pub(super) fn bytes_rstrip<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    strip_impl(
        args,
        kw,
        "rstrip",
        ty_sig!(BA, 1, Sig::positional, "rstrip", ["bytes"], 0),
        false,
        true,
    )
}

fn affix_impl(args: &[Value], kw: &Kwargs, name: &str, sig: &Sig<1>, suffix: bool) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let [arg] = bind_method(sig, args, kw)?;
    let arg = req(arg);
    let affix = need_bytes(arg)?;
    match text::remove_affix(&b[..], &affix[..], suffix) {
        Some(rest) => Ok(bytes_value(rest.to_vec())),
        None => Ok(Value::Bytes(b.clone())),
    }
}

pub(super) fn bytes_removeprefix<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    affix_impl(args, kw, "removeprefix", ty_sig!(BA, 1, Sig::one, "removeprefix"), false)
}

pub(super) fn bytes_removesuffix<const BA: bool>(
    _: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    affix_impl(args, kw, "removesuffix", ty_sig!(BA, 1, Sig::one, "removesuffix"), true)
}
