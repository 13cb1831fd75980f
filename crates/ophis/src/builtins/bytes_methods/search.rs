//! Linear-time (KMP) substring search and bytes find, index, count, startswith, endswith.

use super::*;
use crate::builtins::text;

/// A needle prepared for Knuth-Morris-Pratt search.
pub(crate) struct Needle<'a> {
    pat: &'a [u8],
    fail: Vec<usize>,
}

impl<'a> Needle<'a> {
    pub(crate) fn new(pat: &'a [u8]) -> Needle<'a> {
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
    pub(crate) fn find_from(&self, hay: &[u8], from: usize) -> Option<usize> {
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
    pub(crate) fn find_all(&self, hay: &[u8], limit: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.each(hay, limit, &mut |p| out.push(p));
        out
    }

    /// With the needle prepared on the *reversed* pattern: calls `f` with the start of each of
    /// up to `limit` non-overlapping occurrences of the pattern in `hay`, rightmost first,
    /// walking `hay` backwards (a reversed copy of it cost as much memory as the text, unasked).
    pub(crate) fn each_rev(&self, hay: &[u8], limit: usize, f: &mut dyn FnMut(usize)) {
        let (m, n) = (self.pat.len(), hay.len());
        let mut found = 0;
        if m == 0 {
            // Every boundary, from the end.
            let mut p = n;
            while found < limit {
                f(p);
                found += 1;
                if p == 0 {
                    break;
                }
                p -= 1;
            }
            return;
        }
        let mut k = 0;
        for j in 0..n {
            if found >= limit {
                return;
            }
            // `j` counts from the end: the reversed text's `j`-th byte.
            let c = hay[n - 1 - j];
            while k > 0 && c != self.pat[k] {
                k = self.fail[k - 1];
            }
            if c == self.pat[k] {
                k += 1;
            }
            if k == m {
                // The reversed match ends at `j`: the pattern starts at `n - 1 - j`.
                f(n - 1 - j);
                found += 1;
                k = 0;
            }
        }
    }

    /// Calls `f` with the start of each of up to `limit` non-overlapping occurrences, leftmost
    /// first, keeping none (counting a huge number of them costs no memory).
    pub(crate) fn each(&self, hay: &[u8], limit: usize, f: &mut dyn FnMut(usize)) {
        let mut from = 0;
        let step = self.pat.len().max(1);
        let mut found = 0;
        while found < limit {
            match self.find_from(hay, from) {
                Some(p) => {
                    f(p);
                    found += 1;
                    from = p + step;
                    if self.pat.is_empty() && p >= hay.len() {
                        break;
                    }
                }
                None => break,
            }
        }
    }
}

/// The receiver, the needle, and the adjusted start and end of a search.
type FindArgs = (Rc<Vec<u8>>, Rc<Vec<u8>>, i64, i64);

/// count/find/index...: `(sub[, start[, end]])`; the slice indices are converted first.
fn find_args(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<3>,
) -> R<FindArgs> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    let (start, end) = start_end(interp, args, 2, b.len())?;
    let sub = sub_arg(&args[1])?;
    Ok((b, sub, start, end))
}

pub(super) fn bytes_find<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let (b, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "find",
        ty_sig!(BA, 3, parse_tuple_method, "find", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(text::find(&b[..], &sub[..], start, end, false)))
}

pub(super) fn bytes_rfind<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let (b, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "rfind",
        ty_sig!(BA, 3, parse_tuple_method, "rfind", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(text::find(&b[..], &sub[..], start, end, true)))
}

pub(super) fn bytes_index<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let (b, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "index",
        ty_sig!(BA, 3, parse_tuple_method, "index", ["sub", "start", "end"], 1),
    )?;
    match text::find(&b[..], &sub[..], start, end, false) {
        -1 => Err(value_error("subsection not found")),
        i => Ok(Value::Int(i)),
    }
}

pub(super) fn bytes_rindex<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let (b, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "rindex",
        ty_sig!(BA, 3, parse_tuple_method, "rindex", ["sub", "start", "end"], 1),
    )?;
    match text::find(&b[..], &sub[..], start, end, true) {
        -1 => Err(value_error("subsection not found")),
        i => Ok(Value::Int(i)),
    }
}

pub(super) fn bytes_count<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let (b, sub, start, end) = find_args(
        interp,
        args,
        kw,
        "count",
        ty_sig!(BA, 3, parse_tuple_method, "count", ["sub", "start", "end"], 1),
    )?;
    Ok(Value::Int(text::count(&b[..], &sub[..], start, end)))
}

fn starts_ends(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<3>,
    suffix: bool,
) -> R<Value> {
    let b = recv_bytes(args, name)?;
    bind_method(sig, args, kw)?;
    let (start, end) = start_end(interp, args, 2, b.len())?;
    match &args[1] {
        Value::Tuple(items) => {
            for item in items.iter() {
                if text::tailmatch(&b[..], &need_bytes(item)?[..], start, end, suffix) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        other => match bytes_like(other) {
            Some(sub) => Ok(Value::Bool(text::tailmatch(&b[..], &sub[..], start, end, suffix))),
            None => Err(type_error(format!(
                "{name} first arg must be bytes or a tuple of bytes, not {}",
                type_name(other)
            ))),
        },
    }
}

pub(super) fn bytes_startswith<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    starts_ends(
        interp,
        args,
        kw,
        "startswith",
        ty_sig!(BA, 3, parse_tuple_method, "startswith", ["prefix", "start", "end"], 1),
        false,
    )
}

pub(super) fn bytes_endswith<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    starts_ends(
        interp,
        args,
        kw,
        "endswith",
        ty_sig!(BA, 3, parse_tuple_method, "endswith", ["prefix", "start", "end"], 1),
        true,
    )
}
