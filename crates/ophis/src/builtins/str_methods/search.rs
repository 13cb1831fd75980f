//! Searching (find, index, count, startswith, endswith), splitting and partitioning.

use super::*;
use crate::builtins::text;

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

pub(super) fn str_find(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "find",
        &parse_tuple_method("find", "str.find", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(text::find(&*s, &*sub, start, end, false)))
}

pub(super) fn str_rfind(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "rfind",
        &parse_tuple_method("rfind", "str.rfind", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(text::find(&*s, &*sub, start, end, true)))
}

pub(super) fn str_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "index",
        &parse_tuple_method("index", "str.index", ["sub", "start", "end"], 1),
    )?;
    match text::find(&*s, &*sub, start, end, false) {
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
    match text::find(&*s, &*sub, start, end, true) {
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
    Ok(Value::Int(text::count(&*s, &*sub, start, end)))
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
                if text::tailmatch(&*s, &*sub, start, end, suffix) {
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
            Ok(Value::Bool(text::tailmatch(&*s, &*sub, start, end, suffix)))
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
    if matches!(&sep, Some(sep) if sep.s.is_empty()) {
        return Err(value_error("empty separator"));
    }
    // The list's memory is checked on the count of its parts before they are collected (a
    // shorter text has too few parts for `check_items` to check).
    if s.s.len() >= 1024 {
        let count = text::split_count(s.s.as_str(), sep.as_ref().map(|p| p.s.as_str()), maxcount);
        check_items(interp, count, s.s.len())?;
    }
    let parts: Vec<&str> = match &sep {
        None if reverse => text::rsplit_whitespace(s.s.as_str(), maxcount),
        None => text::split_whitespace(s.s.as_str(), maxcount),
        Some(sep) => text::split_sep(s.s.as_str(), sep.s.as_str(), maxcount, reverse),
    };
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
    // As in split: the count is checked before the lines are collected.
    if s.s.len() >= 1024 {
        check_items(interp, text::splitlines_count(s.s.as_str()), s.s.len())?;
    }
    let out = text::splitlines(s.s.as_str(), keepends);
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
    let empty = || Value::str("");
    Ok(match text::partition(s.s.as_str(), sep.s.as_str(), reverse) {
        Some((before, after)) => {
            Value::tuple(vec![Value::str(before), Value::Str(sep.clone()), Value::str(after)])
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
