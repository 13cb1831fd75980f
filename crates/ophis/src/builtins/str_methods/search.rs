//! Searching (find, index, count, startswith, endswith), splitting and partitioning.

use super::*;

/// The common argument parsing of count/find/index/rfind/rindex: `(sub[, start[, end]])`, with
/// the slice indices converted before the substring's type is checked, as CPython does.
fn find_args(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<3>,
) -> R<(Rc<PyStr>, Rc<PyStr>, i64, i64)> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    let (start, end) = start_end(interp, args, 2, s.nchars)?;
    let sub = as_pystr(&args[1])
        .ok_or_else(|| type_error(format!("must be str, not {}", type_name(&args[1]))))?;
    Ok((s, sub, start, end))
}

/// Finds `sub` in code points `[start, end)` of `s` (indices already adjusted). Returns the
/// code-point index or -1.
fn find_impl(s: &PyStr, sub: &PyStr, start: i64, end: i64, reverse: bool) -> i64 {
    if end - start < sub.nchars as i64 {
        return -1;
    }
    let (bs, be) = byte_range(s, start, end);
    let window = s.s.get(bs..be).unwrap_or("");
    let found = if reverse { window.rfind(sub.s.as_str()) } else { window.find(sub.s.as_str()) };
    match found {
        Some(off) => start + chars_in(s, window.get(..off).unwrap_or("")) as i64,
        None => -1,
    }
}

pub(super) fn str_find(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "find",
        &parse_tuple_method("find", "str.find", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(find_impl(&s, &sub, start, end, false)))
}

pub(super) fn str_rfind(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "rfind",
        &parse_tuple_method("rfind", "str.rfind", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(find_impl(&s, &sub, start, end, true)))
}

pub(super) fn str_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "index",
        &parse_tuple_method("index", "str.index", ["sub", "start", "end"], 1),
    )?;
    match find_impl(&s, &sub, start, end, false) {
        -1 => Err(value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

pub(super) fn str_rindex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "rindex",
        &parse_tuple_method("rindex", "str.rindex", ["sub", "start", "end"], 1),
    )?;
    match find_impl(&s, &sub, start, end, true) {
        -1 => Err(value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

pub(super) fn str_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "count",
        &parse_tuple_method("count", "str.count", ["sub", "start", "end"], 1),
    )?;
    if end - start < sub.nchars as i64 {
        return Ok(Value::Int(0));
    }
    if sub.s.is_empty() {
        return Ok(Value::Int(end - start + 1));
    }
    let (bs, be) = byte_range(&s, start, end);
    let window = s.s.get(bs..be).unwrap_or("");
    Ok(Value::Int(window.matches(sub.s.as_str()).count() as i64))
}

/// CPython's `tailmatch`: whether `sub` matches at the start (or end) of code points
/// `[start, end)`.
fn tailmatch(s: &PyStr, sub: &PyStr, start: i64, end: i64, suffix: bool) -> bool {
    let sublen = sub.nchars as i64;
    if end - sublen < start {
        return false;
    }
    if sub.s.is_empty() {
        return true;
    }
    let (a, b) = if suffix { (end - sublen, end) } else { (start, start + sublen) };
    let (ba, bb) = byte_range(s, a, b);
    s.s.get(ba..bb) == Some(sub.s.as_str())
}

fn starts_ends(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<3>,
    suffix: bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    let (start, end) = start_end(interp, args, 2, s.nchars)?;
    match &args[1] {
        Value::Tuple(items) => {
            // Elements are checked lazily: a match before a bad element wins.
            for item in items.iter() {
                let sub = as_pystr(item).ok_or_else(|| {
                    type_error(format!(
                        "tuple for {name} must only contain str, not {}",
                        type_name(item)
                    ))
                })?;
                if tailmatch(&s, &sub, start, end, suffix) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        other => {
            let sub = as_pystr(other).ok_or_else(|| {
                type_error(format!(
                    "{name} first arg must be str or a tuple of str, not {}",
                    type_name(other)
                ))
            })?;
            Ok(Value::Bool(tailmatch(&s, &sub, start, end, suffix)))
        }
    }
}

pub(super) fn str_startswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(
        interp,
        args,
        kw,
        "startswith",
        &parse_tuple_method("startswith", "str.startswith", ["prefix", "start", "end"], 1),
        false,
    )
}

pub(super) fn str_endswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(
        interp,
        args,
        kw,
        "endswith",
        &parse_tuple_method("endswith", "str.endswith", ["prefix", "start", "end"], 1),
        true,
    )
}

fn char_at(s: &str, i: usize) -> Option<char> {
    s.get(i..).and_then(|t| t.chars().next())
}

fn char_before(s: &str, i: usize) -> Option<char> {
    s.get(..i).and_then(|t| t.chars().next_back())
}

/// `split()` with no separator: runs of whitespace separate, leading/trailing ignored, and after
/// `maxcount` splits the rest (minus leading whitespace) is one item.
pub(super) fn split_whitespace(s: &str, maxcount: usize) -> Vec<&str> {
    let n = s.len();
    let mut out = Vec::new();
    let mut i = 0;
    let mut count = 0;
    while count < maxcount {
        while let Some(c) = char_at(s, i).filter(|&c| py_isspace(c)) {
            i += c.len_utf8();
        }
        if i >= n {
            break;
        }
        let j = i;
        while let Some(c) = char_at(s, i).filter(|&c| !py_isspace(c)) {
            i += c.len_utf8();
        }
        out.push(&s[j..i]);
        count += 1;
    }
    if i < n {
        while let Some(c) = char_at(s, i).filter(|&c| py_isspace(c)) {
            i += c.len_utf8();
        }
        if i < n {
            out.push(&s[i..]);
        }
    }
    out
}

/// `rsplit()` with no separator: the mirror image of `split_whitespace`.
pub(super) fn rsplit_whitespace(s: &str, maxcount: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut i = s.len();
    let mut count = 0;
    while count < maxcount {
        while let Some(c) = char_before(s, i).filter(|&c| py_isspace(c)) {
            i -= c.len_utf8();
        }
        if i == 0 {
            break;
        }
        let j = i;
        while let Some(c) = char_before(s, i).filter(|&c| !py_isspace(c)) {
            i -= c.len_utf8();
        }
        out.push(&s[i..j]);
        count += 1;
    }
    if i > 0 {
        while let Some(c) = char_before(s, i).filter(|&c| py_isspace(c)) {
            i -= c.len_utf8();
        }
        if i > 0 {
            out.push(&s[..i]);
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
    let s = recv_str(args, name)?;
    let a = bind_method(sig, args, kw)?;
    let sep = match a[0] {
        None | Some(Value::None) => None,
        Some(v) => Some(
            as_pystr(v)
                .ok_or_else(|| type_error(format!("must be str or None, not {}", type_name(v))))?,
        ),
    };
    let maxsplit = match a[1] {
        None => -1,
        Some(v) => ssize_arg(interp, v)?,
    };
    let maxcount = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    let parts: Vec<&str> = match &sep {
        None => {
            if reverse {
                rsplit_whitespace(&s.s, maxcount)
            } else {
                split_whitespace(&s.s, maxcount)
            }
        }
        Some(sep) => {
            if sep.s.is_empty() {
                return Err(value_error("empty separator"));
            }
            let n = maxcount.saturating_add(1);
            if reverse {
                let mut v: Vec<&str> = s.s.rsplitn(n, sep.s.as_str()).collect();
                v.reverse();
                v
            } else {
                s.s.splitn(n, sep.s.as_str()).collect()
            }
        }
    };
    check_items(interp, parts.len(), s.s.len())?;
    Ok(str_list(parts))
}

pub(super) fn str_split(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(
        interp,
        args,
        kw,
        "split",
        &Sig::keywords("split", ["sep", "maxsplit"], 0, 0, 0),
        false,
    )
}

pub(super) fn str_rsplit(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(
        interp,
        args,
        kw,
        "rsplit",
        &Sig::keywords("rsplit", ["sep", "maxsplit"], 0, 0, 0),
        true,
    )
}

pub(super) fn str_splitlines(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "splitlines")?;
    static SIG: Sig<1> = Sig::keywords("splitlines", ["keepends"], 0, 0, 0);
    let [keepends] = bind_method(&SIG, args, kw)?;
    let keepends = match keepends {
        None => false,
        Some(v) => cint_arg(interp, v)? != 0,
    };
    let text = s.s.as_str();
    let n = text.len();
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        while let Some(c) = char_at(text, i).filter(|&c| !is_linebreak(c)) {
            i += c.len_utf8();
        }
        let mut eol = i;
        if let Some(c) = char_at(text, i) {
            i += c.len_utf8();
            // "\r\n" is one line break.
            if c == '\r' && text.as_bytes().get(i) == Some(&b'\n') {
                i += 1;
            }
            if keepends {
                eol = i;
            }
        }
        out.push(&text[start..eol]);
    }
    check_items(interp, out.len(), n)?;
    Ok(str_list(out))
}

fn partition_impl(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<1>,
    reverse: bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    let [arg] = bind_method(sig, args, kw)?;
    let arg = req(arg);
    let sep =
        as_pystr(arg).ok_or_else(|| type_error(format!("must be str, not {}", type_name(arg))))?;
    if sep.s.is_empty() {
        return Err(value_error("empty separator"));
    }
    let found = if reverse { s.s.rfind(sep.s.as_str()) } else { s.s.find(sep.s.as_str()) };
    let empty = || Value::str("");
    Ok(match found {
        Some(i) => {
            let after = i + sep.s.len();
            Value::tuple(vec![
                Value::str(&s.s[..i]),
                Value::Str(sep.clone()),
                Value::str(&s.s[after..]),
            ])
        }
        None if reverse => Value::tuple(vec![empty(), empty(), Value::Str(s.clone())]),
        None => Value::tuple(vec![Value::Str(s.clone()), empty(), empty()]),
    })
}

pub(super) fn str_partition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "partition", &Sig::one("str.partition"), false)
}

pub(super) fn str_rpartition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "rpartition", &Sig::one("str.rpartition"), true)
}
