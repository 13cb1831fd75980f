//! The methods of Python's `bytes` type, with CPython 3.11's semantics and error messages.
//!
//! The receiver (`args[0]`) is a `Value::Bytes`. Arguments that CPython accepts as "bytes-like"
//! may be `bytes` or `bytearray`. Character classes (`isalpha`, `upper`, `split()` on
//! whitespace...) are ASCII-only, as in CPython. Substring search is linear time (KMP), so no
//! input can make a search quadratic.

use std::rc::Rc;

use super::str_methods::{
    arg_type_name, as_pystr, check_items, check_noargs, check_one, check_positional, check_varargs,
    cint_arg, join_items, lookup_codec, parse_kwargs, ssize_arg, start_end, str_param, type_name,
    unknown_handler, Codec,
};
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, Value};

/// Every method of `bytes`, by name.
pub(crate) fn methods() -> Vec<(&'static str, BuiltinFn)> {
    vec![
        ("capitalize", bytes_capitalize as BuiltinFn),
        ("center", bytes_center),
        ("count", bytes_count),
        ("decode", bytes_decode),
        ("endswith", bytes_endswith),
        ("expandtabs", bytes_expandtabs),
        ("find", bytes_find),
        ("hex", bytes_hex),
        ("index", bytes_index),
        ("isalnum", bytes_isalnum),
        ("isalpha", bytes_isalpha),
        ("isascii", bytes_isascii),
        ("isdigit", bytes_isdigit),
        ("islower", bytes_islower),
        ("isspace", bytes_isspace),
        ("istitle", bytes_istitle),
        ("isupper", bytes_isupper),
        ("join", bytes_join),
        ("ljust", bytes_ljust),
        ("lower", bytes_lower),
        ("lstrip", bytes_lstrip),
        ("maketrans", bytes_maketrans),
        ("partition", bytes_partition),
        ("removeprefix", bytes_removeprefix),
        ("removesuffix", bytes_removesuffix),
        ("replace", bytes_replace),
        ("rfind", bytes_rfind),
        ("rindex", bytes_rindex),
        ("rjust", bytes_rjust),
        ("rpartition", bytes_rpartition),
        ("rsplit", bytes_rsplit),
        ("rstrip", bytes_rstrip),
        ("split", bytes_split),
        ("splitlines", bytes_splitlines),
        ("startswith", bytes_startswith),
        ("strip", bytes_strip),
        ("swapcase", bytes_swapcase),
        ("title", bytes_title),
        ("translate", bytes_translate),
        ("upper", bytes_upper),
        ("zfill", bytes_zfill),
    ]
}

/// Python's `repr()` of a bytes object: `b'...'` with CPython's quote choice and escapes.
pub(crate) fn bytes_repr(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') { b'"' } else { b'\'' };
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c as char);
            }
            c if !(0x20..0x7f).contains(&c) => out.push_str(&format!("\\x{c:02x}")),
            c => out.push(c as char),
        }
    }
    out.push(quote as char);
    out
}

// ---------------------------------------------------------------------------------------------
// Argument helpers
// ---------------------------------------------------------------------------------------------

/// The bytes inside a bytes-like value (`bytes`, `bytearray`, or a subclass instance of either).
/// A bytearray is copied so no borrow outlives this call.
pub(crate) fn bytes_like(v: &Value) -> Option<Rc<Vec<u8>>> {
    match v {
        Value::Bytes(b) => Some(b.clone()),
        Value::ByteArray(b) => Some(Rc::new(b.borrow().clone())),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Bytes(b)) => Some(b.clone()),
            Some(Value::ByteArray(b)) => Some(Rc::new(b.borrow().clone())),
            _ => None,
        },
        _ => None,
    }
}

fn need_bytes(v: &Value) -> R<Rc<Vec<u8>>> {
    bytes_like(v).ok_or_else(|| {
        type_error(format!("a bytes-like object is required, not '{}'", type_name(v)))
    })
}

fn recv_bytes(args: &[Value], name: &str) -> R<Rc<Vec<u8>>> {
    let bad = |v: &Value| {
        type_error(format!(
            "descriptor '{name}' for 'bytes' objects doesn't apply to a '{}' object",
            type_name(v)
        ))
    };
    match args.first() {
        Some(Value::Bytes(b)) => Ok(b.clone()),
        Some(v @ Value::Instance(inst)) => match &*inst.builtin_base.borrow() {
            Some(Value::Bytes(b)) => Ok(b.clone()),
            _ => Err(bad(v)),
        },
        Some(v) => Err(bad(v)),
        None => Err(type_error(format!("unbound method bytes.{name}() needs an argument"))),
    }
}

fn bytes_value(b: Vec<u8>) -> Value {
    Value::Bytes(Rc::new(b))
}

/// The `sub` argument of count/find/index...: bytes-like, or an int naming one byte.
fn sub_arg(v: &Value) -> R<Rc<Vec<u8>>> {
    let byte = match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        Value::BigInt(_) => Some(-1),
        _ => None,
    };
    if let Some(i) = byte {
        if !(0..256).contains(&i) {
            return Err(value_error("byte must be in range(0, 256)"));
        }
        return Ok(Rc::new(vec![i as u8]));
    }
    bytes_like(v).ok_or_else(|| {
        type_error(format!(
            "argument should be integer or bytes-like object, not '{}'",
            type_name(v)
        ))
    })
}

// ---------------------------------------------------------------------------------------------
// Linear-time substring search
// ---------------------------------------------------------------------------------------------

/// A needle prepared for Knuth-Morris-Pratt search.
struct Needle<'a> {
    pat: &'a [u8],
    fail: Vec<usize>,
}

impl<'a> Needle<'a> {
    fn new(pat: &'a [u8]) -> Needle<'a> {
        let mut fail = vec![0usize; pat.len()];
        let mut k = 0;
        for i in 1..pat.len() {
            while k > 0 && pat[i] != pat[k] {
                k = fail[k - 1];
            }
            if pat[i] == pat[k] {
                k += 1;
            }
            fail[i] = k;
        }
        Needle { pat, fail }
    }

    /// The first occurrence at or after `from`.
    fn find_from(&self, hay: &[u8], from: usize) -> Option<usize> {
        let m = self.pat.len();
        if m == 0 {
            return if from <= hay.len() { Some(from) } else { None };
        }
        if m == 1 {
            return hay.get(from..)?.iter().position(|&c| c == self.pat[0]).map(|p| p + from);
        }
        let mut k = 0;
        for (i, &c) in hay.iter().enumerate().skip(from) {
            while k > 0 && c != self.pat[k] {
                k = self.fail[k - 1];
            }
            if c == self.pat[k] {
                k += 1;
            }
            if k == m {
                return Some(i + 1 - m);
            }
        }
        None
    }

    /// Start offsets of up to `limit` non-overlapping occurrences, leftmost first.
    fn find_all(&self, hay: &[u8], limit: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut from = 0;
        let step = self.pat.len().max(1);
        while out.len() < limit {
            match self.find_from(hay, from) {
                Some(p) => {
                    out.push(p);
                    from = p + step;
                    if self.pat.is_empty() && p >= hay.len() {
                        break;
                    }
                }
                None => break,
            }
        }
        out
    }
}

fn find_bytes(hay: &[u8], pat: &[u8]) -> Option<usize> {
    Needle::new(pat).find_from(hay, 0)
}

/// The last occurrence, found by searching the reversed haystack for the reversed needle.
fn rfind_bytes(hay: &[u8], pat: &[u8]) -> Option<usize> {
    if pat.len() > hay.len() {
        return None;
    }
    if pat.is_empty() {
        return Some(hay.len());
    }
    let rh: Vec<u8> = hay.iter().rev().copied().collect();
    let rp: Vec<u8> = pat.iter().rev().copied().collect();
    Needle::new(&rp).find_from(&rh, 0).map(|p| hay.len() - p - pat.len())
}

/// Up to `limit` non-overlapping occurrences found from the right, rightmost first.
fn rfind_all(hay: &[u8], pat: &[u8], limit: usize) -> Vec<usize> {
    let rh: Vec<u8> = hay.iter().rev().copied().collect();
    let rp: Vec<u8> = pat.iter().rev().copied().collect();
    Needle::new(&rp).find_all(&rh, limit).into_iter().map(|p| hay.len() - p - pat.len()).collect()
}

// ---------------------------------------------------------------------------------------------
// Searching
// ---------------------------------------------------------------------------------------------

/// The receiver, the needle, and the adjusted start and end of a search.
type FindArgs = (Rc<Vec<u8>>, Rc<Vec<u8>>, i64, i64);

/// count/find/index...: `(sub[, start[, end]])`; the slice indices are converted first.
fn find_args(interp: &mut Interp, args: &[Value], kw: &Kwargs, name: &str) -> R<FindArgs> {
    let b = recv_bytes(args, name)?;
    check_varargs("bytes", name, args, kw, 1, 3)?;
    let (start, end) = start_end(interp, args, 2, b.len())?;
    let sub = sub_arg(&args[1])?;
    Ok((b, sub, start, end))
}

fn find_impl(b: &[u8], sub: &[u8], start: i64, end: i64, reverse: bool) -> i64 {
    if end - start < sub.len() as i64 {
        return -1;
    }
    let window = &b[start as usize..end as usize];
    let found = if reverse { rfind_bytes(window, sub) } else { find_bytes(window, sub) };
    found.map(|p| start + p as i64).unwrap_or(-1)
}

fn bytes_find(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (b, sub, start, end) = find_args(interp, args, kw, "find")?;
    Ok(Value::Int(find_impl(&b, &sub, start, end, false)))
}

fn bytes_rfind(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (b, sub, start, end) = find_args(interp, args, kw, "rfind")?;
    Ok(Value::Int(find_impl(&b, &sub, start, end, true)))
}

fn bytes_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (b, sub, start, end) = find_args(interp, args, kw, "index")?;
    match find_impl(&b, &sub, start, end, false) {
        -1 => Err(value_error("subsection not found")),
        i => Ok(Value::Int(i)),
    }
}

fn bytes_rindex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (b, sub, start, end) = find_args(interp, args, kw, "rindex")?;
    match find_impl(&b, &sub, start, end, true) {
        -1 => Err(value_error("subsection not found")),
        i => Ok(Value::Int(i)),
    }
}

fn bytes_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (b, sub, start, end) = find_args(interp, args, kw, "count")?;
    if end - start < sub.len() as i64 {
        return Ok(Value::Int(0));
    }
    if sub.is_empty() {
        return Ok(Value::Int(end - start + 1));
    }
    let window = &b[start as usize..end as usize];
    Ok(Value::Int(Needle::new(&sub).find_all(window, usize::MAX).len() as i64))
}

fn tailmatch(b: &[u8], sub: &[u8], start: i64, end: i64, suffix: bool) -> bool {
    let n = sub.len() as i64;
    if end - n < start {
        return false;
    }
    let at = if suffix { end - n } else { start } as usize;
    b.get(at..at + sub.len()) == Some(sub)
}

fn starts_ends(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    suffix: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_varargs("bytes", name, args, kw, 1, 3)?;
    let (start, end) = start_end(interp, args, 2, b.len())?;
    match &args[1] {
        Value::Tuple(items) => {
            for item in items.iter() {
                if tailmatch(&b, &need_bytes(item)?, start, end, suffix) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        other => match bytes_like(other) {
            Some(sub) => Ok(Value::Bool(tailmatch(&b, &sub, start, end, suffix))),
            None => Err(type_error(format!(
                "{name} first arg must be bytes or a tuple of bytes, not {}",
                type_name(other)
            ))),
        },
    }
}

fn bytes_startswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(interp, args, kw, "startswith", false)
}

fn bytes_endswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(interp, args, kw, "endswith", true)
}

// ---------------------------------------------------------------------------------------------
// Splitting, partitioning, stripping
// ---------------------------------------------------------------------------------------------

/// ASCII whitespace, the only whitespace bytes know.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

fn bytes_list(parts: Vec<&[u8]>) -> Value {
    Value::list(parts.into_iter().map(|p| bytes_value(p.to_vec())).collect())
}

fn split_whitespace(b: &[u8], maxcount: usize) -> Vec<&[u8]> {
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

fn rsplit_whitespace(b: &[u8], maxcount: usize) -> Vec<&[u8]> {
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
    reverse: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let a = parse_kwargs(name, &args[1..], kw, &["sep", "maxsplit"])?;
    let sep = match &a[0] {
        None | Some(Value::None) => None,
        Some(v) => Some(need_bytes(v)?),
    };
    let maxsplit = match &a[1] {
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

fn bytes_split(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(interp, args, kw, "split", false)
}

fn bytes_rsplit(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(interp, args, kw, "rsplit", true)
}

fn bytes_splitlines(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "splitlines")?;
    let a = parse_kwargs("splitlines", &args[1..], kw, &["keepends"])?;
    let keepends = match &a[0] {
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

fn partition_impl(args: &[Value], kw: &Kwargs, name: &str, reverse: bool) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let arg = check_one("bytes", name, args, kw)?;
    let sep = need_bytes(&arg)?;
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

fn bytes_partition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "partition", false)
}

fn bytes_rpartition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "rpartition", true)
}

fn strip_impl(args: &[Value], kw: &Kwargs, name: &str, left: bool, right: bool) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_positional("bytes", name, args, kw, 0, 1)?;
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

fn bytes_strip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "strip", true, true)
}

fn bytes_lstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "lstrip", true, false)
}

fn bytes_rstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "rstrip", false, true)
}

fn affix_impl(args: &[Value], kw: &Kwargs, name: &str, suffix: bool) -> R<Value> {
    let b = recv_bytes(args, name)?;
    let arg = check_one("bytes", name, args, kw)?;
    let affix = need_bytes(&arg)?;
    let rest =
        if suffix { b.strip_suffix(affix.as_slice()) } else { b.strip_prefix(affix.as_slice()) };
    match rest {
        Some(rest) if !affix.is_empty() => Ok(bytes_value(rest.to_vec())),
        _ => Ok(Value::Bytes(b.clone())),
    }
}

fn bytes_removeprefix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removeprefix", false)
}

fn bytes_removesuffix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removesuffix", true)
}

// ---------------------------------------------------------------------------------------------
// replace, join, padding
// ---------------------------------------------------------------------------------------------

fn bytes_replace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "replace")?;
    check_positional("bytes", "replace", args, kw, 2, 3)?;
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

fn bytes_join(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let sep = recv_bytes(args, "join")?;
    let arg = check_one("bytes", "join", args, kw)?;
    let items = join_items(interp, &arg)?;
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

fn justify(interp: &mut Interp, args: &[Value], kw: &Kwargs, name: &str) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_positional("bytes", name, args, kw, 1, 2)?;
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

fn bytes_center(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "center")
}

fn bytes_ljust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "ljust")
}

fn bytes_rjust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "rjust")
}

fn bytes_zfill(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "zfill")?;
    let arg = check_one("bytes", "zfill", args, kw)?;
    let width = ssize_arg(interp, &arg)?;
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

fn bytes_expandtabs(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "expandtabs")?;
    let a = parse_kwargs("expandtabs", &args[1..], kw, &["tabsize"])?;
    let tabsize = match &a[0] {
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

// ---------------------------------------------------------------------------------------------
// Case and predicates (ASCII only)
// ---------------------------------------------------------------------------------------------

fn map_method(args: &[Value], kw: &Kwargs, name: &str, f: fn(&[u8]) -> Vec<u8>) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_noargs("bytes", name, args, kw)?;
    Ok(bytes_value(f(&b)))
}

fn bytes_upper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "upper", |b| b.to_ascii_uppercase())
}

fn bytes_lower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "lower", |b| b.to_ascii_lowercase())
}

fn bytes_swapcase(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "swapcase", |b| {
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

fn bytes_capitalize(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "capitalize", |b| {
        let mut out = b.to_ascii_lowercase();
        if let Some(first) = out.first_mut() {
            first.make_ascii_uppercase();
        }
        out
    })
}

fn bytes_title(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "title", |b| {
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

fn predicate(args: &[Value], kw: &Kwargs, name: &str, f: fn(&[u8]) -> bool) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_noargs("bytes", name, args, kw)?;
    Ok(Value::Bool(f(&b)))
}

fn bytes_isalnum(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalnum", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_alphanumeric()))
}

fn bytes_isalpha(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalpha", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_alphabetic()))
}

fn bytes_isascii(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isascii", |b| b.is_ascii())
}

fn bytes_isdigit(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdigit", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_digit()))
}

fn bytes_isspace(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isspace", |b| !b.is_empty() && b.iter().all(|&c| is_space(c)))
}

fn bytes_islower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "islower", |b| {
        b.iter().any(|c| c.is_ascii_lowercase()) && !b.iter().any(|c| c.is_ascii_uppercase())
    })
}

fn bytes_isupper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isupper", |b| {
        b.iter().any(|c| c.is_ascii_uppercase()) && !b.iter().any(|c| c.is_ascii_lowercase())
    })
}

fn bytes_istitle(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "istitle", |b| {
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

// ---------------------------------------------------------------------------------------------
// hex, translate, maketrans
// ---------------------------------------------------------------------------------------------

/// `bytes.fromhex(s)` / `bytearray.fromhex(s)`: pairs of hex digits, ASCII whitespace allowed
/// before each pair, with CPython 3.11's error positions. On a subclass, `cls(result)`.
pub(crate) fn bytes_fromhex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let ty = match args.first() {
        Some(Value::Class(c)) if c.kind == crate::value::TypeKind::ByteArray => "bytearray",
        _ => "bytes",
    };
    let arg = check_one(ty, "fromhex", args, kw)?;
    let text = match &arg {
        Value::Str(s) => s.s.clone(),
        other => {
            return Err(type_error(format!(
                "fromhex() argument must be str, not {}",
                type_name(other)
            )))
        }
    };
    let bad = |pos: usize| {
        value_error(format!("non-hexadecimal number found in fromhex() arg at position {pos}"))
    };
    if let Some(pos) = text.chars().position(|c| !c.is_ascii()) {
        return Err(bad(pos));
    }
    let b = text.as_bytes();
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut i = 0;
    while i < b.len() {
        if is_space(b[i]) {
            while i < b.len() && is_space(b[i]) {
                i += 1;
            }
            if i >= b.len() {
                break;
            }
        }
        let top = (b[i] as char).to_digit(16).ok_or_else(|| bad(i))?;
        i += 1;
        let bot = b.get(i).and_then(|&c| (c as char).to_digit(16)).ok_or_else(|| bad(i))?;
        i += 1;
        out.push((top * 16 + bot) as u8);
    }
    let (kind, builtin) = match args.first() {
        Some(Value::Class(c)) => (c.kind, c.is_builtin),
        _ => (crate::value::TypeKind::Bytes, true),
    };
    let value = if kind == crate::value::TypeKind::ByteArray {
        Value::ByteArray(Rc::new(std::cell::RefCell::new(out)))
    } else {
        bytes_value(out)
    };
    if builtin {
        return Ok(value);
    }
    let cls = args[0].clone();
    interp.call(&cls, vec![value], vec![])
}

/// `bytearray.hex(...)`: as `bytes.hex` on the current contents.
pub(crate) fn bytearray_hex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let contents = match args.first() {
        Some(Value::ByteArray(b)) => b.borrow().clone(),
        Some(v @ Value::Instance(inst)) => match &*inst.builtin_base.borrow() {
            Some(Value::ByteArray(b)) => b.borrow().clone(),
            _ => {
                return Err(type_error(format!(
                    "descriptor 'hex' for 'bytearray' objects doesn't apply to a '{}' object",
                    type_name(v)
                )))
            }
        },
        Some(v) => {
            return Err(type_error(format!(
                "descriptor 'hex' for 'bytearray' objects doesn't apply to a '{}' object",
                type_name(v)
            )))
        }
        None => return Err(type_error("unbound method bytearray.hex() needs an argument")),
    };
    let mut call_args = args.to_vec();
    call_args[0] = bytes_value(contents);
    bytes_hex(interp, &call_args, kw)
}

fn bytes_hex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let b = recv_bytes(args, "hex")?;
    let a = parse_kwargs("hex", &args[1..], kw, &["sep", "bytes_per_sep"])?;
    // Argument Clinic converts bytes_per_sep first; sep is validated by the function body.
    let per = match &a[1] {
        None => 1,
        Some(v) => cint_arg(interp, v)?,
    };
    let sep: Option<u8> = match &a[0] {
        None => None,
        Some(v) => {
            let (len, first) = if let Some(p) = as_pystr(v) {
                (p.nchars, p.s.chars().next().map(|c| c as u32))
            } else if let Some(bs) = bytes_like(v) {
                (bs.len(), bs.first().map(|&c| c as u32))
            } else {
                return Err(type_error(format!("object of type '{}' has no len()", type_name(v))));
            };
            if len != 1 {
                return Err(value_error("sep must be length 1."));
            }
            match first {
                Some(c) if c < 0x80 => Some(c as u8),
                _ => return Err(value_error("sep must be ASCII.")),
            }
        }
    };
    interp.check_alloc(b.len().saturating_mul(3))?;
    let mut out = String::with_capacity(b.len() * 3);
    let group = per.unsigned_abs() as usize;
    for (i, &c) in b.iter().enumerate() {
        if let Some(s) = sep {
            if i > 0 && group > 0 {
                // A positive count groups from the right, a negative one from the left.
                let boundary = if per > 0 { (b.len() - i) % group == 0 } else { i % group == 0 };
                if boundary {
                    out.push(s as char);
                }
            }
        }
        out.push(DIGITS[(c >> 4) as usize] as char);
        out.push(DIGITS[(c & 0xF) as usize] as char);
    }
    Ok(Value::string(out))
}

fn bytes_translate(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "translate")?;
    let npos = args.len().saturating_sub(1);
    if npos < 1 {
        return Err(type_error(format!(
            "translate() takes at least 1 positional argument ({npos} given)"
        )));
    }
    let a = parse_kwargs("translate", &args[1..], kw, &["table", "delete"])?;
    let table = match &a[0] {
        None | Some(Value::None) => None,
        Some(v) => {
            let t = need_bytes(v)?;
            if t.len() != 256 {
                return Err(value_error("translation table must be 256 characters long"));
            }
            Some(t)
        }
    };
    let delete = match &a[1] {
        None => None,
        Some(v) => Some(need_bytes(v)?),
    };
    let mut drop = [false; 256];
    if let Some(d) = &delete {
        for &c in d.iter() {
            drop[c as usize] = true;
        }
    }
    let out: Vec<u8> = b
        .iter()
        .filter(|&&c| !drop[c as usize])
        .map(|&c| match &table {
            Some(t) => t[c as usize],
            None => c,
        })
        .collect();
    Ok(bytes_value(out))
}

/// `bytes.maketrans(frm, to)` given its arguments without a receiver.
pub(crate) fn bytes_maketrans_static(_interp: &mut Interp, a: &[Value], kw: &Kwargs) -> R<Value> {
    super::str_methods::no_kwargs(kw, "bytes.maketrans()")?;
    if a.len() != 2 {
        return Err(type_error(format!("maketrans expected 2 arguments, got {}", a.len())));
    }
    let frm = need_bytes(&a[0])?;
    let to = need_bytes(&a[1])?;
    if frm.len() != to.len() {
        return Err(value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255u8).collect();
    for (&f, &t) in frm.iter().zip(to.iter()) {
        table[f as usize] = t;
    }
    Ok(bytes_value(table))
}

/// `b.maketrans(frm, to)`: the receiver is ignored (maketrans is a static method).
fn bytes_maketrans(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bytes_maketrans_static(interp, args.get(1..).unwrap_or(&[]), kw)
}

// ---------------------------------------------------------------------------------------------
// decode
// ---------------------------------------------------------------------------------------------

fn decode_error(codec: Codec, start: usize, end: usize, data: &[u8], reason: &str) -> Error {
    let name = codec.name();
    let msg = if end - start == 1 {
        let byte = data.get(start).copied().unwrap_or(0);
        format!("'{name}' codec can't decode byte 0x{byte:02x} in position {start}: {reason}")
    } else {
        format!("'{name}' codec can't decode bytes in position {start}-{}: {reason}", end - 1)
    };
    let args = vec![
        Value::str(name),
        bytes_value(data.to_vec()),
        Value::Int(start as i64),
        Value::Int(end as i64),
        Value::str(reason),
    ];
    Error::with_message_and_args(ExcType::UnicodeDecodeError, msg, args)
}

/// Applies the error handler to the undecodable bytes `data[start..end]`.
fn decode_fallback(
    out: &mut String,
    codec: Codec,
    errors: &str,
    data: &[u8],
    start: usize,
    end: usize,
    reason: &str,
) -> R<()> {
    match errors {
        // A Rust string cannot hold the lone surrogates these handlers would produce, so they
        // fail like "strict" (which is also what CPython does for bytes they cannot handle).
        "strict" | "surrogateescape" | "surrogatepass" => {
            Err(decode_error(codec, start, end, data, reason))
        }
        "ignore" => Ok(()),
        "replace" => {
            out.push('\u{FFFD}');
            Ok(())
        }
        "backslashreplace" => {
            for &c in data.get(start..end).unwrap_or(&[]) {
                out.push_str(&format!("\\x{c:02x}"));
            }
            Ok(())
        }
        "xmlcharrefreplace" | "namereplace" => {
            Err(type_error("don't know how to handle UnicodeDecodeError in error callback"))
        }
        _ => Err(unknown_handler(errors)),
    }
}

fn decode_utf8(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let mut pos = 0;
    while pos < data.len() {
        let rest = &data[pos..];
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                break;
            }
            Err(e) => {
                let good = e.valid_up_to();
                out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or(""));
                let start = pos + good;
                let (len, reason) = match e.error_len() {
                    None => (rest.len() - good, "unexpected end of data"),
                    Some(n) => {
                        let lead = rest[good];
                        let bad_start = matches!(lead, 0x80..=0xC1 | 0xF5..=0xFF);
                        (
                            n,
                            if n == 1 && bad_start {
                                "invalid start byte"
                            } else {
                                "invalid continuation byte"
                            },
                        )
                    }
                };
                decode_fallback(out, Codec::Utf8, errors, data, start, start + len, reason)?;
                pos = start + len;
            }
        }
    }
    Ok(())
}

fn decode_utf16(out: &mut String, data: &[u8], codec: Codec, errors: &str) -> R<()> {
    let mut big = codec == Codec::Utf16Be;
    let mut pos = 0;
    if codec == Codec::Utf16 {
        match data {
            [0xFF, 0xFE, ..] => pos = 2,
            [0xFE, 0xFF, ..] => {
                pos = 2;
                big = true;
            }
            _ => {}
        }
    }
    // Errors name the byte order actually used, as CPython's messages do.
    let codec = if big { Codec::Utf16Be } else { Codec::Utf16Le };
    let unit = |i: usize| -> u16 {
        let pair = [data[i], data[i + 1]];
        if big {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        }
    };
    let n = data.len();
    while pos < n {
        if n - pos < 2 {
            decode_fallback(out, codec, errors, data, pos, n, "truncated data")?;
            break;
        }
        let u = unit(pos);
        match u {
            0xD800..=0xDBFF => {
                if n - pos < 4 {
                    decode_fallback(out, codec, errors, data, pos, n, "unexpected end of data")?;
                    break;
                }
                let u2 = unit(pos + 2);
                if (0xDC00..=0xDFFF).contains(&u2) {
                    let cp = 0x10000 + (((u as u32) - 0xD800) << 10) + ((u2 as u32) - 0xDC00);
                    out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                    pos += 4;
                } else {
                    decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        pos,
                        pos + 2,
                        "illegal UTF-16 surrogate",
                    )?;
                    pos += 2;
                }
            }
            0xDC00..=0xDFFF => {
                decode_fallback(out, codec, errors, data, pos, pos + 2, "illegal encoding")?;
                pos += 2;
            }
            _ => {
                out.push(char::from_u32(u as u32).unwrap_or('\u{FFFD}'));
                pos += 2;
            }
        }
    }
    Ok(())
}

fn decode_utf32(out: &mut String, data: &[u8], codec: Codec, errors: &str) -> R<()> {
    let mut big = codec == Codec::Utf32Be;
    let mut pos = 0;
    if codec == Codec::Utf32 {
        match data {
            [0xFF, 0xFE, 0x00, 0x00, ..] => pos = 4,
            [0x00, 0x00, 0xFE, 0xFF, ..] => {
                pos = 4;
                big = true;
            }
            _ => {}
        }
    }
    let codec = if big { Codec::Utf32Be } else { Codec::Utf32Le };
    let n = data.len();
    while pos < n {
        if n - pos < 4 {
            decode_fallback(out, codec, errors, data, pos, n, "truncated data")?;
            break;
        }
        let quad = [data[pos], data[pos + 1], data[pos + 2], data[pos + 3]];
        let cp = if big { u32::from_be_bytes(quad) } else { u32::from_le_bytes(quad) };
        if cp > 0x10FFFF {
            decode_fallback(
                out,
                codec,
                errors,
                data,
                pos,
                pos + 4,
                "code point not in range(0x110000)",
            )?;
        } else if (0xD800..0xE000).contains(&cp) {
            decode_fallback(
                out,
                codec,
                errors,
                data,
                pos,
                pos + 4,
                "code point in surrogate code point range(0xd800, 0xe000)",
            )?;
        } else {
            out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
        }
        pos += 4;
    }
    Ok(())
}

/// Decodes `data` with a codec and error handler (`bytes.decode`, and `str(b, encoding)`).
pub(crate) fn decode_bytes(
    interp: &mut Interp,
    data: &[u8],
    encoding: &str,
    errors: &str,
) -> R<String> {
    let codec = lookup_codec(encoding)?;
    let mut out = String::with_capacity(data.len());
    match codec {
        Codec::Utf8 => decode_utf8(&mut out, data, errors)?,
        Codec::Utf8Sig => {
            decode_utf8(&mut out, data.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(data), errors)?
        }
        Codec::Ascii => {
            let mut i = 0;
            while i < data.len() {
                let c = data[i];
                if c < 0x80 {
                    out.push(c as char);
                } else {
                    decode_fallback(
                        &mut out,
                        codec,
                        errors,
                        data,
                        i,
                        i + 1,
                        "ordinal not in range(128)",
                    )?;
                }
                i += 1;
            }
        }
        Codec::Latin1 => {
            // Every byte is the code point of the same number; the result can be twice as long.
            interp.check_alloc(data.len().saturating_mul(2))?;
            out.extend(data.iter().map(|&c| c as char));
        }
        Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
            decode_utf16(&mut out, data, codec, errors)?
        }
        Codec::Utf32 | Codec::Utf32Le | Codec::Utf32Be => {
            decode_utf32(&mut out, data, codec, errors)?
        }
        Codec::UnicodeEscape => decode_unicode_escape(&mut out, data, errors)?,
        Codec::RawUnicodeEscape => decode_raw_unicode_escape(&mut out, data, errors)?,
    }
    if out.len() > data.len() {
        interp.check_alloc(out.len())?;
    }
    Ok(out)
}

/// An escape naming a lone surrogate: CPython decodes it, an ophis string cannot hold it.
fn lone_surrogate(v: u32) -> Error {
    value_error(format!(
        "the escape for U+{v:04X} decodes to a lone surrogate, which ophis strings cannot hold"
    ))
}

/// Reads `count` hex digits at `data[pos..]`: Ok(value) or Err(where reading stopped: the
/// first non-hex digit, or the end of the data).
fn hex_digits(data: &[u8], pos: usize, count: usize) -> Result<u32, usize> {
    let mut v: u32 = 0;
    for k in 0..count {
        let Some(&c) = data.get(pos + k) else { return Err(data.len()) };
        let d = (c as char).to_digit(16).ok_or(pos + k)?;
        v = v.wrapping_shl(4) | d;
    }
    Ok(v)
}

/// The `unicode_escape` decoder (_PyUnicode_DecodeUnicodeEscapeInternal): Latin-1 text with
/// Python's string-literal escapes; each bad escape goes to the error handler with CPython's
/// positions and reason.
fn decode_unicode_escape(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let codec = Codec::UnicodeEscape;
    let mut pos = 0;
    while pos < data.len() {
        let c = data[pos];
        pos += 1;
        if c != b'\\' {
            out.push(c as char);
            continue;
        }
        let start = pos - 1;
        let Some(&e) = data.get(pos) else {
            decode_fallback(out, codec, errors, data, start, data.len(), "\\ at end of string")?;
            break;
        };
        pos += 1;
        let simple = match e {
            b'\n' => Some(None),
            b'\\' | b'\'' | b'"' => Some(Some(e as char)),
            b'b' => Some(Some('\u{8}')),
            b'f' => Some(Some('\u{c}')),
            b't' => Some(Some('\t')),
            b'n' => Some(Some('\n')),
            b'r' => Some(Some('\r')),
            b'v' => Some(Some('\u{b}')),
            b'a' => Some(Some('\u{7}')),
            _ => None,
        };
        if let Some(ch) = simple {
            out.extend(ch);
            continue;
        }
        match e {
            b'0'..=b'7' => {
                let mut v = (e - b'0') as u32;
                for _ in 0..2 {
                    match data.get(pos) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            pos += 1;
                        }
                        _ => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            b'x' | b'u' | b'U' => {
                let (count, reason) = match e {
                    b'x' => (2, "truncated \\xXX escape"),
                    b'u' => (4, "truncated \\uXXXX escape"),
                    _ => (8, "truncated \\UXXXXXXXX escape"),
                };
                match hex_digits(data, pos, count) {
                    Ok(v) => {
                        pos += count;
                        match char::from_u32(v) {
                            Some(ch) => out.push(ch),
                            None if (0xD800..0xE000).contains(&v) => return Err(lone_surrogate(v)),
                            None => decode_fallback(
                                out,
                                codec,
                                errors,
                                data,
                                start,
                                pos,
                                "illegal Unicode character",
                            )?,
                        }
                    }
                    Err(stop) => {
                        pos = stop;
                        decode_fallback(out, codec, errors, data, start, pos, reason)?;
                    }
                }
            }
            b'N' => {
                let malformed = "malformed \\N character escape";
                if data.get(pos) != Some(&b'{') {
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                }
                let Some(close) =
                    data[pos + 1..].iter().position(|&b| b == b'}').map(|k| pos + 1 + k)
                else {
                    pos = data.len();
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                };
                let name = &data[pos + 1..close];
                if name.is_empty() {
                    // The closing brace is not part of the bad escape.
                    pos = close;
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                }
                pos = close + 1;
                let found = std::str::from_utf8(name)
                    .ok()
                    .and_then(crate::modules::unicodedata::char_by_name);
                match found {
                    Some(ch) => out.push(ch),
                    None => decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        start,
                        pos,
                        "unknown Unicode character name",
                    )?,
                }
            }
            // An unknown escape is kept as written (CPython 3.11 only warns).
            _ => {
                out.push('\\');
                out.push(e as char);
            }
        }
    }
    Ok(())
}

/// The `raw_unicode_escape` decoder: Latin-1 text where only `\\uXXXX` and `\\UXXXXXXXX`
/// after an odd run of backslashes are escapes.
fn decode_raw_unicode_escape(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let codec = Codec::RawUnicodeEscape;
    let mut pos = 0;
    while pos < data.len() {
        if data[pos] != b'\\' {
            out.push(data[pos] as char);
            pos += 1;
            continue;
        }
        let run_start = pos;
        while pos < data.len() && data[pos] == b'\\' {
            out.push('\\');
            pos += 1;
        }
        let odd = (pos - run_start) % 2 == 1;
        let Some(&e) = data.get(pos).filter(|&&e| odd && (e == b'u' || e == b'U')) else {
            continue;
        };
        // The last backslash starts the escape.
        out.pop();
        let start = pos - 1;
        let (count, reason) = if e == b'u' {
            (4, "truncated \\uXXXX escape")
        } else {
            (8, "truncated \\UXXXXXXXX escape")
        };
        pos += 1;
        match hex_digits(data, pos, count) {
            Ok(v) => {
                pos += count;
                match char::from_u32(v) {
                    Some(ch) => out.push(ch),
                    None if (0xD800..0xE000).contains(&v) => return Err(lone_surrogate(v)),
                    None => decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        start,
                        pos,
                        "\\Uxxxxxxxx out of range",
                    )?,
                }
            }
            Err(stop) => {
                pos = stop;
                decode_fallback(out, codec, errors, data, start, pos, reason)?;
            }
        }
    }
    Ok(())
}

fn bytes_decode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytes(args, "decode")?;
    let a = parse_kwargs("decode", &args[1..], kw, &["encoding", "errors"])?;
    let encoding = str_param(&a[0], "decode", "encoding", "utf-8")?;
    let errors = str_param(&a[1], "decode", "errors", "strict")?;
    Ok(Value::string(decode_bytes(interp, &b, &encoding, &errors)?))
}

// ---------------------------------------------------------------------------------------------
// Tests of the interpreter-independent helpers (expectations taken from CPython 3.11)
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    fn decode(data: &[u8], codec: Codec, errors: &str) -> String {
        let mut out = String::new();
        let r = match codec {
            Codec::Utf8 => decode_utf8(&mut out, data, errors),
            Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
                decode_utf16(&mut out, data, codec, errors)
            }
            _ => decode_utf32(&mut out, data, codec, errors),
        };
        match r {
            Ok(()) => out,
            Err(e) => match e.0.kind {
                ErrorKind::Builtin { ty, msg: Some(m), .. } => format!("{}: {m}", ty.name()),
                _ => String::from("<error>"),
            },
        }
    }

    #[test]
    fn repr_quotes_and_escapes() {
        assert_eq!(bytes_repr(b"quote's"), "b\"quote's\"");
        assert_eq!(bytes_repr(b"\"dq\""), "b'\"dq\"'");
        assert_eq!(bytes_repr(b"'\""), "b'\\'\"'");
        assert_eq!(bytes_repr(b"\x00\xff\n\t\r\\A"), "b'\\x00\\xff\\n\\t\\r\\\\A'");
    }

    #[test]
    fn linear_search() {
        let hay = b"abcabcab";
        assert_eq!(find_bytes(hay, b"cab"), Some(2));
        assert_eq!(rfind_bytes(hay, b"cab"), Some(5));
        assert_eq!(find_bytes(hay, b""), Some(0));
        assert_eq!(rfind_bytes(hay, b""), Some(8));
        assert_eq!(find_bytes(hay, b"abd"), None);
        assert_eq!(Needle::new(b"aa").find_all(b"aaaaa", usize::MAX), vec![0, 2]);
        assert_eq!(rfind_all(b"aaaaa", b"aa", usize::MAX), vec![3, 1]);
        assert_eq!(Needle::new(b"").find_all(b"ab", usize::MAX), vec![0, 1, 2]);
        // A periodic needle exercises the failure table.
        assert_eq!(find_bytes(b"aabaabaaab", b"aaab"), Some(6));
    }

    #[test]
    fn whitespace_splitting() {
        assert_eq!(split_whitespace(b"  a b  ", usize::MAX), vec![&b"a"[..], b"b"]);
        assert_eq!(rsplit_whitespace(b"  a b  ", 1), vec![&b"  a"[..], b"b"]);
        // Only ASCII whitespace counts for bytes.
        assert_eq!(
            split_whitespace(b"a\x1cb\x85c\xa0d\x0be", usize::MAX),
            vec![&b"a\x1cb\x85c\xa0d"[..], b"e"]
        );
    }

    #[test]
    fn utf8_decoding_errors() {
        assert_eq!(
            decode(b"a\xe9b", Codec::Utf8, "strict"),
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: invalid continuation byte"
        );
        assert_eq!(
            decode(b"\xf0\x9f\x98", Codec::Utf8, "strict"),
            "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-2: unexpected end of data"
        );
        assert_eq!(
            decode(b"\xc0\x80", Codec::Utf8, "strict"),
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"
        );
        assert_eq!(decode(b"\xed\xa0\x80", Codec::Utf8, "replace"), "\u{fffd}\u{fffd}\u{fffd}");
        assert_eq!(decode(b"\xf0\x9f\x98x", Codec::Utf8, "replace"), "\u{fffd}x");
        assert_eq!(decode(b"a\xe9\xe9b", Codec::Utf8, "backslashreplace"), "a\\xe9\\xe9b");
        assert_eq!(decode(b"\xe2\x82x", Codec::Utf8, "ignore"), "x");
        assert_eq!(
            decode(b"\x80", Codec::Utf8, "xmlcharrefreplace"),
            "TypeError: don't know how to handle UnicodeDecodeError in error callback"
        );
        assert_eq!(
            decode(b"\x80", Codec::Utf8, "zz"),
            "LookupError: unknown error handler name 'zz'"
        );
    }

    #[test]
    fn utf16_and_utf32_decoding() {
        assert_eq!(decode(b"\xff\xfea\x00", Codec::Utf16, "strict"), "a");
        assert_eq!(decode(b"\xfe\xff\x00a", Codec::Utf16, "strict"), "a");
        assert_eq!(decode(b"\x00\xd8\x00\xdc", Codec::Utf16Le, "strict"), "\u{10000}");
        assert_eq!(
            decode(b"\x00\xd8a\x00", Codec::Utf16Le, "strict"),
            "UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate"
        );
        assert_eq!(decode(b"\x00\xd8a\x00", Codec::Utf16Le, "replace"), "\u{fffd}a");
        assert_eq!(
            decode(b"\xfe\xff\x00", Codec::Utf16, "strict"),
            "UnicodeDecodeError: 'utf-16-be' codec can't decode byte 0x00 in position 2: truncated data"
        );
        assert_eq!(
            decode(b"\x00\x00\x11\x00", Codec::Utf32Le, "strict"),
            "UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000)"
        );
        assert_eq!(decode(b"\x00\x00\xfe\xff\x00\x00\x00a", Codec::Utf32, "strict"), "a");
    }
}

// ---------------------------------------------------------------------------------------------
// bytearray
// ---------------------------------------------------------------------------------------------

/// The bytearray a method was called on (directly, or as the base of a subclass instance).
fn recv_bytearray(args: &[Value], name: &str) -> R<Rc<std::cell::RefCell<Vec<u8>>>> {
    let bad = |v: &Value| {
        type_error(format!(
            "descriptor '{name}' for 'bytearray' objects doesn't apply to a '{}' object",
            type_name(v)
        ))
    };
    match args.first() {
        Some(Value::ByteArray(b)) => Ok(b.clone()),
        Some(v @ Value::Instance(inst)) => match &*inst.builtin_base.borrow() {
            Some(Value::ByteArray(b)) => Ok(b.clone()),
            _ => Err(bad(v)),
        },
        Some(v) => Err(bad(v)),
        None => Err(type_error(format!("unbound method bytearray.{name}() needs an argument"))),
    }
}

/// Runs a non-mutating `bytes` method on a copy of a bytearray. What comes back as bytes
/// (alone, or inside the list or tuple of `split`/`partition`) is given back as bytearrays,
/// as CPython's bytearray methods return them.
fn via_bytes(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    f: BuiltinFn,
) -> R<Value> {
    let data = recv_bytearray(args, name)?.borrow().clone();
    let mut call_args = Vec::with_capacity(args.len());
    call_args.push(bytes_value(data));
    call_args.extend(args[1..].iter().cloned());
    let to_bytearray = |v: Value| match v {
        Value::Bytes(ref b) => Value::ByteArray(Rc::new(std::cell::RefCell::new((**b).clone()))),
        other => other,
    };
    Ok(match f(interp, &call_args, kw)? {
        Value::List(ref items) => {
            let items: Vec<Value> = items.borrow().iter().cloned().map(to_bytearray).collect();
            Value::list(items)
        }
        Value::Tuple(ref items) => Value::tuple(items.iter().cloned().map(to_bytearray).collect()),
        other => to_bytearray(other),
    })
}

macro_rules! bytearray_via_bytes {
    ($($method:literal => $wrapper:ident($bytes_fn:ident)),* $(,)?) => {
        $(
            fn $wrapper(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
                via_bytes(interp, args, kw, $method, $bytes_fn)
            }
        )*
        /// The `bytes` methods a bytearray shares, by name.
        fn bytearray_shared_methods() -> Vec<(&'static str, BuiltinFn)> {
            vec![$(($method, $wrapper as BuiltinFn)),*]
        }
    };
}

bytearray_via_bytes! {
    "capitalize" => ba_capitalize(bytes_capitalize),
    "center" => ba_center(bytes_center),
    "count" => ba_count(bytes_count),
    "decode" => ba_decode(bytes_decode),
    "endswith" => ba_endswith(bytes_endswith),
    "expandtabs" => ba_expandtabs(bytes_expandtabs),
    "find" => ba_find(bytes_find),
    "index" => ba_index(bytes_index),
    "isalnum" => ba_isalnum(bytes_isalnum),
    "isalpha" => ba_isalpha(bytes_isalpha),
    "isascii" => ba_isascii(bytes_isascii),
    "isdigit" => ba_isdigit(bytes_isdigit),
    "islower" => ba_islower(bytes_islower),
    "isspace" => ba_isspace(bytes_isspace),
    "istitle" => ba_istitle(bytes_istitle),
    "isupper" => ba_isupper(bytes_isupper),
    "join" => ba_join(bytes_join),
    "ljust" => ba_ljust(bytes_ljust),
    "lower" => ba_lower(bytes_lower),
    "lstrip" => ba_lstrip(bytes_lstrip),
    "partition" => ba_partition(bytes_partition),
    "removeprefix" => ba_removeprefix(bytes_removeprefix),
    "removesuffix" => ba_removesuffix(bytes_removesuffix),
    "replace" => ba_replace(bytes_replace),
    "rfind" => ba_rfind(bytes_rfind),
    "rindex" => ba_rindex(bytes_rindex),
    "rjust" => ba_rjust(bytes_rjust),
    "rpartition" => ba_rpartition(bytes_rpartition),
    "rsplit" => ba_rsplit(bytes_rsplit),
    "rstrip" => ba_rstrip(bytes_rstrip),
    "split" => ba_split(bytes_split),
    "splitlines" => ba_splitlines(bytes_splitlines),
    "startswith" => ba_startswith(bytes_startswith),
    "strip" => ba_strip(bytes_strip),
    "swapcase" => ba_swapcase(bytes_swapcase),
    "title" => ba_title(bytes_title),
    "translate" => ba_translate(bytes_translate),
    "upper" => ba_upper(bytes_upper),
    "zfill" => ba_zfill(bytes_zfill),
}

/// One byte from an int-like value, with CPython's messages.
fn byte_of(interp: &mut Interp, v: &Value) -> R<u8> {
    let i = interp.index_value(v)?;
    u8::try_from(i).map_err(|_| crate::error::value_error("byte must be in range(0, 256)"))
}

fn ba_append(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "append")?;
    let x = args
        .get(1)
        .ok_or_else(|| type_error("bytearray.append() takes exactly one argument (0 given)"))?;
    let byte = byte_of(interp, x)?;
    b.borrow_mut().push(byte);
    Ok(Value::None)
}

fn ba_extend(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "extend")?;
    let src = args
        .get(1)
        .ok_or_else(|| type_error("bytearray.extend() takes exactly one argument (0 given)"))?;
    let new: Vec<u8> = match bytes_like(src) {
        Some(data) => (*data).clone(),
        None => {
            let items = interp.iterate(src)?;
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(byte_of(interp, x)?);
            }
            out
        }
    };
    interp.check_alloc(b.borrow().len().saturating_add(new.len()))?;
    b.borrow_mut().extend_from_slice(&new);
    Ok(Value::None)
}

fn ba_pop(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "pop")?;
    let len = b.borrow().len();
    if len == 0 {
        return Err(crate::error::index_error("pop from empty bytearray"));
    }
    let i = match args.get(1) {
        None => len as i64 - 1,
        Some(v) => interp.index_value(v)?,
    };
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return Err(crate::error::index_error("pop index out of range"));
    }
    let byte = b.borrow_mut().remove(j as usize);
    Ok(Value::Int(byte as i64))
}

fn ba_insert(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "insert")?;
    if args.len() != 3 {
        return Err(type_error(format!(
            "insert expected 2 arguments, got {}",
            args.len().saturating_sub(1)
        )));
    }
    let i = interp.index_value(&args[1])?;
    let byte = byte_of(interp, &args[2])?;
    let len = b.borrow().len() as i64;
    // Like list.insert: out-of-range positions clamp to the ends.
    let at = if i < 0 { (i + len).max(0) } else { i.min(len) };
    b.borrow_mut().insert(at as usize, byte);
    Ok(Value::None)
}

fn ba_remove(interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "remove")?;
    let x = args
        .get(1)
        .ok_or_else(|| type_error("bytearray.remove() takes exactly one argument (0 given)"))?;
    let byte = byte_of(interp, x)?;
    let pos = b.borrow().iter().position(|&c| c == byte);
    match pos {
        Some(p) => {
            b.borrow_mut().remove(p);
            Ok(Value::None)
        }
        None => Err(crate::error::value_error("value not found in bytearray")),
    }
}

fn ba_clear(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    recv_bytearray(args, "clear")?.borrow_mut().clear();
    Ok(Value::None)
}

fn ba_reverse(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    recv_bytearray(args, "reverse")?.borrow_mut().reverse();
    Ok(Value::None)
}

fn ba_copy(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let data = recv_bytearray(args, "copy")?.borrow().clone();
    Ok(Value::ByteArray(Rc::new(std::cell::RefCell::new(data))))
}

/// Every method of `bytearray` except `fromhex`/`hex` (installed with the type), by name.
pub(crate) fn bytearray_methods() -> Vec<(&'static str, BuiltinFn)> {
    let mut ms = bytearray_shared_methods();
    ms.extend([
        ("append", ba_append as BuiltinFn),
        ("extend", ba_extend),
        ("pop", ba_pop),
        ("insert", ba_insert),
        ("remove", ba_remove),
        ("clear", ba_clear),
        ("reverse", ba_reverse),
        ("copy", ba_copy),
    ]);
    ms
}
