//! Splitting, partitioning, stripping and affixes of bytes.

use super::*;

/// ASCII whitespace, the only whitespace bytes know.
pub(super) fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

fn bytes_list(parts: Vec<&[u8]>) -> Value {
    Value::list(parts.into_iter().map(|p| bytes_value(p.to_vec())).collect())
}

pub(super) fn split_whitespace(b: &[u8], maxcount: usize) -> Vec<&[u8]> {
    let n = b.len();
    let mut out = Vec::new();
    let mut i = 0;
    let mut count = 0;
    while count < maxcount {
        while i < n && is_space(b[i]) {
            i += 1;
        }
        if i == n {
            break;
        }
        let j = i;
        while i < n && !is_space(b[i]) {
            i += 1;
        }
        out.push(&b[j..i]);
        count += 1;
    }
    if i < n {
        while i < n && is_space(b[i]) {
            i += 1;
        }
        if i < n {
            out.push(&b[i..]);
        }
    }
    out
}

pub(super) fn rsplit_whitespace(b: &[u8], maxcount: usize) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut i = b.len();
    let mut count = 0;
    while count < maxcount {
        while i > 0 && is_space(b[i - 1]) {
            i -= 1;
        }
        if i == 0 {
            break;
        }
        let j = i;
        while i > 0 && !is_space(b[i - 1]) {
            i -= 1;
        }
        out.push(&b[i..j]);
        count += 1;
    }
    if i > 0 {
        while i > 0 && is_space(b[i - 1]) {
            i -= 1;
        }
        if i > 0 {
            out.push(&b[..i]);
        }
    }
    out.reverse();
    out
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
    let parts: Vec<&[u8]> = match &sep {
        None if reverse => rsplit_whitespace(&b, maxcount),
        None => split_whitespace(&b, maxcount),
        Some(sep) => {
            if sep.is_empty() {
                return Err(value_error("empty separator"));
            }
            let mut parts = Vec::new();
            if reverse {
                let mut end = b.len();
                for p in rfind_all(&b, sep, maxcount) {
                    parts.push(&b[p + sep.len()..end]);
                    end = p;
                }
                parts.push(&b[..end]);
                parts.reverse();
            } else {
                let mut start = 0;
                for p in Needle::new(sep).find_all(&b, maxcount) {
                    parts.push(&b[start..p]);
                    start = p + sep.len();
                }
                parts.push(&b[start..]);
            }
            parts
        }
    };
    check_items(interp, parts.len(), b.len())?;
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
    let n = b.len();
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        while i < n && b[i] != b'\n' && b[i] != b'\r' {
            i += 1;
        }
        let mut eol = i;
        if i < n {
            if b[i] == b'\r' && i + 1 < n && b[i + 1] == b'\n' {
                i += 2;
            } else {
                i += 1;
            }
            if keepends {
                eol = i;
            }
        }
        out.push(&b[start..eol]);
    }
    check_items(interp, out.len(), n)?;
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
    let found = if reverse { rfind_bytes(&b, &sep) } else { find_bytes(&b, &sep) };
    let empty = || bytes_value(Vec::new());
    Ok(match found {
        Some(i) => Value::tuple(vec![
            bytes_value(b[..i].to_vec()),
            bytes_value(sep.to_vec()),
            bytes_value(b[i + sep.len()..].to_vec()),
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
    let strip = |c: u8| match &set {
        None => is_space(c),
        Some(s) => s.contains(&c),
    };
    let mut i = 0;
    let mut j = b.len();
    if left {
        while i < j && strip(b[i]) {
            i += 1;
        }
    }
    if right {
        while j > i && strip(b[j - 1]) {
            j -= 1;
        }
    }
    if i == 0 && j == b.len() {
        return Ok(Value::Bytes(b.clone()));
    }
    Ok(bytes_value(b[i..j].to_vec()))
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
    let rest =
        if suffix { b.strip_suffix(affix.as_slice()) } else { b.strip_prefix(affix.as_slice()) };
    match rest {
        Some(rest) if !affix.is_empty() => Ok(bytes_value(rest.to_vec())),
        _ => Ok(Value::Bytes(b.clone())),
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
