//! Stripping, affixes, padding (center, ljust, rjust, zfill, expandtabs), replace and join.

use super::*;
use crate::builtins::text;

/// A set of chars to strip, with a table for the ASCII ones.
struct CharSet {
    ascii: [bool; 128],
    other: Vec<char>,
}

impl CharSet {
    fn new(chars: &str) -> CharSet {
        let mut set = CharSet { ascii: [false; 128], other: Vec::new() };
        for c in chars.chars() {
            if c.is_ascii() {
                set.ascii[c as usize] = true;
            } else {
                set.other.push(c);
            }
        }
        set.other.sort_unstable();
        set.other.dedup();
        set
    }
    fn contains(&self, c: char) -> bool {
        if c.is_ascii() {
            self.ascii[c as usize]
        } else {
            self.other.binary_search(&c).is_ok()
        }
    }
}

fn strip_impl(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<1>,
    left: bool,
    right: bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    let t = s.s.as_str();
    let out = match args.get(1) {
        None | Some(Value::None) => text::strip(t, left, right, py_isspace),
        Some(v) => {
            let chars =
                as_pystr(v).ok_or_else(|| type_error(format!("{name} arg must be None or str")))?;
            let set = CharSet::new(&chars.s);
            text::strip(t, left, right, |c| set.contains(c))
        }
    };
    if out.len() == t.len() {
        return Ok(Value::Str(s.clone()));
    }
    Ok(Value::str(out))
}

pub(super) fn str_strip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "strip", &Sig::positional("strip", "str.strip", ["chars"], 0), true, true)
}

pub(super) fn str_lstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(
        args,
        kw,
        "lstrip",
        &Sig::positional("lstrip", "str.lstrip", ["chars"], 0),
        true,
        false,
    )
}

pub(super) fn str_rstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(
        args,
        kw,
        "rstrip",
        &Sig::positional("rstrip", "str.rstrip", ["chars"], 0),
        false,
        true,
    )
}

fn affix_impl(args: &[Value], kw: &Kwargs, name: &str, sig: &Sig<1>, suffix: bool) -> R<Value> {
    let s = recv_str(args, name)?;
    let [arg] = bind_method(sig, args, kw)?;
    let arg = req(arg);
    let affix = as_pystr(arg).ok_or_else(|| {
        type_error(format!("{name}() argument must be str, not {}", arg_type_name(arg)))
    })?;
    match text::remove_affix(s.s.as_str(), affix.s.as_str(), suffix) {
        Some(rest) => Ok(Value::str(rest)),
        None => Ok(Value::Str(s.clone())),
    }
}

pub(super) fn str_removeprefix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removeprefix", &Sig::one("str.removeprefix"), false)
}

pub(super) fn str_removesuffix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removesuffix", &Sig::one("str.removesuffix"), true)
}

fn justify(interp: &mut Interp, args: &[Value], kw: &Kwargs, name: &str, sig: &Sig<2>) -> R<Value> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    let width = ssize_arg(interp, &args[1])?;
    let fill = match args.get(2) {
        None => ' ',
        Some(v) => match as_pystr(v) {
            Some(f) if f.nchars == 1 => f.s.chars().next().unwrap_or(' '),
            Some(_) => {
                return Err(type_error("The fill character must be exactly one character long"))
            }
            None => {
                return Err(type_error(format!(
                    "The fill character must be a unicode character, not {}",
                    type_name(v)
                )))
            }
        },
    };
    let len = s.nchars as i64;
    if len >= width {
        return Ok(Value::Str(s.clone()));
    }
    let (left, right) = text::margins(name, len, width);
    let t = s.s.as_str();
    interp.check_alloc(text::pad_size(t, left, right, fill))?;
    Ok(Value::string(text::pad(t, left, right, fill)))
}

pub(super) fn str_center(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "center",
        &Sig::positional("center", "str.center", ["width", "fillchar"], 1),
    )
}

pub(super) fn str_ljust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "ljust",
        &Sig::positional("ljust", "str.ljust", ["width", "fillchar"], 1),
    )
}

pub(super) fn str_rjust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(
        interp,
        args,
        kw,
        "rjust",
        &Sig::positional("rjust", "str.rjust", ["width", "fillchar"], 1),
    )
}

pub(super) fn str_zfill(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "zfill")?;
    let [arg] = bind_method(&Sig::one("str.zfill"), args, kw)?;
    let arg = req(arg);
    let width = ssize_arg(interp, arg)?;
    let len = s.nchars as i64;
    if len >= width {
        return Ok(Value::Str(s.clone()));
    }
    let fill = (width - len) as usize;
    let total = s.s.len().saturating_add(fill);
    interp.check_alloc(total)?;
    Ok(Value::string(text::zfill(s.s.as_str(), fill, total)))
}

pub(super) fn str_expandtabs(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "expandtabs")?;
    static SIG: Sig<1> = Sig::keywords("expandtabs", ["tabsize"], 0, 0, 0);
    let [tabsize] = bind_method(&SIG, args, kw)?;
    let tabsize = match tabsize {
        None => 8,
        Some(v) => cint_arg(interp, v)?,
    };
    if !s.s.contains('\t') {
        return Ok(Value::Str(s.clone()));
    }
    // First pass: the output size, so that a huge expansion is refused before it is built.
    let size = text::expandtabs(s.s.as_str(), tabsize, None);
    check_size(interp, size, s.s.len())?;
    let mut out = String::with_capacity(size);
    text::expandtabs(s.s.as_str(), tabsize, Some(&mut out));
    Ok(Value::string(out))
}

pub(super) fn str_replace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "replace")?;
    static SIG: Sig<3> = Sig::positional("replace", "str.replace", ["old", "new", "count"], 2);
    bind_method(&SIG, args, kw)?;
    let old = as_pystr(&args[1]).ok_or_else(|| {
        type_error(format!("replace() argument 1 must be str, not {}", arg_type_name(&args[1])))
    })?;
    let new = as_pystr(&args[2]).ok_or_else(|| {
        type_error(format!("replace() argument 2 must be str, not {}", arg_type_name(&args[2])))
    })?;
    let count = match args.get(3) {
        None => -1,
        Some(v) => ssize_arg(interp, v)?,
    };
    let limit = if count < 0 { usize::MAX } else { count as usize };
    // How many replacements happen, to size (and charge) the result first.
    let (count, size) = text::replace_plan(s.s.as_str(), &old.s, &new.s, limit);
    if count == 0 {
        return Ok(Value::Str(s.clone()));
    }
    check_size(interp, size, s.s.len())?;
    Ok(Value::string(text::replace_at(s.s.as_str(), &old.s, &new.s, count, size)))
}

/// The items of an iterable argument, with CPython's "can only join an iterable" message when
/// the argument cannot be iterated at all.
pub(crate) fn join_items(interp: &mut Interp, v: &Value) -> R<Vec<Value>> {
    match v {
        Value::List(l) => Ok(l.borrow().clone()),
        Value::Tuple(t) => Ok(t.to_vec()),
        _ => interp.iterate(v).map_err(|e| {
            let not_iterable = matches!(&e.0.kind,
                ErrorKind::Builtin { ty: ExcType::TypeError, msg: Some(m), .. } if m.ends_with("is not iterable"));
            if not_iterable {
                type_error("can only join an iterable")
            } else {
                e
            }
        }),
    }
}

pub(super) fn str_join(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let sep = recv_str(args, "join")?;
    let [arg] = bind_method(&Sig::one("str.join"), args, kw)?;
    let arg = req(arg);
    let items = join_items(interp, arg)?;
    join_values(interp, &sep, &items)
}

/// `sep.join(items)` once the items are gathered: each must be a str (CPython's message
/// names the first that is not, by index). Shared with `"".join` of a generator expression
/// run in the caller's frame (`eval::comp`).
pub(crate) fn join_values(interp: &mut Interp, sep: &PyStr, items: &[Value]) -> R<Value> {
    let mut parts = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        match as_pystr(item) {
            Some(p) => parts.push(p),
            None => {
                return Err(type_error(format!(
                    "sequence item {i}: expected str instance, {} found",
                    type_name(item)
                )))
            }
        }
    }
    if parts.len() == 1 {
        if let Value::Str(only) = &items[0] {
            return Ok(Value::Str(only.clone()));
        }
    }
    let parts: Vec<&str> = parts.iter().map(|p| p.s.as_str()).collect();
    let total = text::join_size(sep.s.as_str(), &parts);
    check_size(interp, total, sep.s.len())?;
    Ok(Value::string(text::join(sep.s.as_str(), &parts, total)))
}
