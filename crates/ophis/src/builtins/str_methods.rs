//! The methods of Python's `str` type, with CPython 3.11's semantics and error messages.
//!
//! Every method is a `BuiltinFn`: `args[0]` is the receiver and the rest are the positional
//! arguments; keyword arguments arrive in `kw`. Argument errors reproduce the exact wording of
//! the CPython entry point each method goes through (Argument Clinic positional-only checks,
//! `PyArg_ParseTuple` varargs checks, `METH_O`/`METH_NOARGS` wrappers, keyword parsing), because
//! programs and tests compare those messages.
//!
//! Strings are Rust `String`s, so a `str` can never hold a lone surrogate. Indices that Python
//! counts in code points are converted to byte offsets only at char boundaries; ASCII strings
//! (the common case) take O(1) paths. Nothing here indexes a `str` by a byte offset that did not
//! come from a char boundary, and nothing unwraps a value derived from program input.
//!
//! Unicode character properties that Rust's standard library does not expose are approximated
//! with small tables derived from CPython 3.11 (Unicode 14.0) and documented where they are used.

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::Sign;

use crate::dict::Dict;
use crate::error::{
    index_error, overflow_error, type_error, value_error, Error, ErrorKind, ExcType, R,
};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, PyStr, Value};

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

/// Every method of `str`, by name.
pub(crate) fn methods() -> Vec<(&'static str, BuiltinFn)> {
    vec![
        ("capitalize", str_capitalize as BuiltinFn),
        ("casefold", str_casefold),
        ("center", str_center),
        ("count", str_count),
        ("encode", str_encode),
        ("endswith", str_endswith),
        ("expandtabs", str_expandtabs),
        ("find", str_find),
        ("format", str_format),
        ("format_map", str_format_map),
        ("index", str_index),
        ("isalnum", str_isalnum),
        ("isalpha", str_isalpha),
        ("isascii", str_isascii),
        ("isdecimal", str_isdecimal),
        ("isdigit", str_isdigit),
        ("isidentifier", str_isidentifier),
        ("islower", str_islower),
        ("isnumeric", str_isnumeric),
        ("isprintable", str_isprintable),
        ("isspace", str_isspace),
        ("istitle", str_istitle),
        ("isupper", str_isupper),
        ("join", str_join),
        ("ljust", str_ljust),
        ("lower", str_lower),
        ("lstrip", str_lstrip),
        ("maketrans", str_maketrans),
        ("partition", str_partition),
        ("removeprefix", str_removeprefix),
        ("removesuffix", str_removesuffix),
        ("replace", str_replace),
        ("rfind", str_rfind),
        ("rindex", str_rindex),
        ("rjust", str_rjust),
        ("rpartition", str_rpartition),
        ("rsplit", str_rsplit),
        ("rstrip", str_rstrip),
        ("split", str_split),
        ("splitlines", str_splitlines),
        ("startswith", str_startswith),
        ("strip", str_strip),
        ("swapcase", str_swapcase),
        ("title", str_title),
        ("translate", str_translate),
        ("upper", str_upper),
        ("zfill", str_zfill),
    ]
}

// ---------------------------------------------------------------------------------------------
// Public helpers used by the rest of the interpreter
// ---------------------------------------------------------------------------------------------

/// `needle in hay`.
pub(crate) fn str_contains(hay: &PyStr, needle: &PyStr) -> bool {
    hay.s.contains(needle.s.as_str())
}

/// The character at code-point index `i`, O(1) for ASCII strings.
pub(crate) fn char_index(s: &PyStr, i: usize) -> Option<char> {
    if s.is_ascii() {
        s.s.as_bytes().get(i).map(|&b| b as char)
    } else if i >= s.nchars {
        None
    } else {
        s.s.chars().nth(i)
    }
}

/// `s[start:stop:step]` with indices already adjusted like `PySlice_AdjustIndices` (so for a
/// positive step `0 <= start, stop <= len`, for a negative one `-1 <= start, stop < len`).
/// Out-of-range indices are tolerated rather than trusted: the walk is clamped to valid
/// positions (in i128, so no arithmetic can overflow), so a caller bug can never turn into a
/// panic or a walk over a huge empty range.
pub(crate) fn str_slice(s: &PyStr, start: i64, stop: i64, step: i64) -> String {
    if step == 0 {
        return String::new();
    }
    let len = s.nchars as i128;
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    // The first in-range index of the walk, and the bound it must not reach.
    let (first, bound) = if step > 0 {
        let first = if start < 0 { start + ((-start + step - 1) / step) * step } else { start };
        (first, stop.min(len))
    } else {
        let back = -step;
        let first = if start > len - 1 {
            start - ((start - (len - 1) + back - 1) / back) * back
        } else {
            start
        };
        (first, stop.max(-1))
    };
    let in_walk = |i: i128| if step > 0 { i < bound } else { i > bound };
    if !in_walk(first) {
        return String::new();
    }
    if step == 1 {
        let (a, b) = (byte_offset(s, first as usize), byte_offset(s, bound as usize));
        return s.s.get(a..b.max(a)).unwrap_or("").to_string();
    }
    let mut out = String::new();
    let mut i = first;
    if s.is_ascii() {
        let bytes = s.s.as_bytes();
        while in_walk(i) {
            if let Some(&c) = usize::try_from(i).ok().and_then(|k| bytes.get(k)) {
                out.push(c as char);
            }
            i += step;
        }
        return out;
    }
    // Non-ASCII with a step: random access by code point needs the characters in an array.
    let chars: Vec<char> = s.s.chars().collect();
    while in_walk(i) {
        if let Some(&c) = usize::try_from(i).ok().and_then(|k| chars.get(k)) {
            out.push(c);
        }
        i += step;
    }
    out
}

/// Python's `repr()` of a str: CPython's quote choice and escapes. Printability is
/// approximated (see `is_printable`).
pub(crate) fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => push_hex_escape(&mut out, c),
            c if c.is_ascii() => out.push(c),
            c if is_printable(c) => out.push(c),
            c => push_hex_escape(&mut out, c),
        }
    }
    out.push(quote);
    out
}

/// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, whichever is the shortest that fits, as CPython writes them.
pub(crate) fn push_hex_escape(out: &mut String, c: char) {
    let cp = c as u32;
    if cp < 0x100 {
        out.push_str(&format!("\\x{cp:02x}"));
    } else if cp < 0x10000 {
        out.push_str(&format!("\\u{cp:04x}"));
    } else {
        out.push_str(&format!("\\U{cp:08x}"));
    }
}

/// `ascii()` applied to the text of a repr: every non-ASCII char escaped.
pub(crate) fn ascii_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            push_hex_escape(&mut out, c);
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Shared argument helpers (also used by bytes_methods)
// ---------------------------------------------------------------------------------------------

/// The Python type name of a value, for error messages.
pub(crate) fn type_name(v: &Value) -> String {
    use crate::value::ViewKind;
    let name = match v {
        Value::None => "NoneType",
        Value::Bool(_) => "bool",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Float(_) => "float",
        Value::Complex(_) => "complex",
        Value::Str(_) => "str",
        Value::Bytes(_) => "bytes",
        Value::ByteArray(_) => "bytearray",
        Value::List(_) => "list",
        Value::Tuple(_) => "tuple",
        Value::Dict(_) => "dict",
        Value::Set(_) => "set",
        Value::FrozenSet(_) => "frozenset",
        Value::Range(_) => "range",
        Value::Slice(_) => "slice",
        Value::Function(_) => "function",
        Value::Builtin(_) => "builtin_function_or_method",
        Value::BoundMethod(_) => "method",
        Value::Class(_) => "type",
        Value::Instance(inst) => return inst.class.name.to_string(),
        Value::Generator(_) => "generator",
        Value::Iterator(_) => "iterator",
        Value::Module(_) => "module",
        Value::Property(_) => "property",
        Value::StaticMethod(_) => "staticmethod",
        Value::ClassMethod(_) => "classmethod",
        Value::Super(_) => "super",
        Value::DictView(view) => match view.kind {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        },
        Value::NotImplemented => "NotImplementedType",
        Value::Ellipsis => "ellipsis",
        // The core may grow variants; a generic name beats a compile error here.
        #[allow(unreachable_patterns)]
        _ => "object",
    };
    name.to_string()
}

/// The type name Argument Clinic's conversion errors use: like `type_name`, but `None` for None
/// ("replace() argument 1 must be str, not None").
pub(crate) fn arg_type_name(v: &Value) -> String {
    match v {
        Value::None => "None".to_string(),
        _ => type_name(v),
    }
}

/// The str inside a value: a `str`, or an instance of a user subclass of `str`.
pub(crate) fn as_pystr(v: &Value) -> Option<Rc<PyStr>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Str(s)) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The receiver of a str method (CPython's descriptor check).
fn recv_str(args: &[Value], name: &str) -> R<Rc<PyStr>> {
    match args.first() {
        Some(v) => as_pystr(v).ok_or_else(|| {
            type_error(format!(
                "descriptor '{name}' for 'str' objects doesn't apply to a '{}' object",
                type_name(v)
            ))
        }),
        None => Err(type_error(format!("unbound method str.{name}() needs an argument"))),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Rejects keyword arguments with `"{who} takes no keyword arguments"`.
pub(crate) fn no_kwargs(kw: &Kwargs, who: &str) -> R<()> {
    if kw.is_empty() {
        Ok(())
    } else {
        Err(type_error(format!("{who} takes no keyword arguments")))
    }
}

/// A `METH_NOARGS` method: `str.upper() takes no arguments (1 given)`.
pub(crate) fn check_noargs(ty: &str, name: &str, args: &[Value], kw: &Kwargs) -> R<()> {
    no_kwargs(kw, &format!("{ty}.{name}()"))?;
    let n = args.len().saturating_sub(1);
    if n != 0 {
        return Err(type_error(format!("{ty}.{name}() takes no arguments ({n} given)")));
    }
    Ok(())
}

/// A `METH_O` method: `str.join() takes exactly one argument (0 given)`. Returns the argument.
pub(crate) fn check_one(ty: &str, name: &str, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs(kw, &format!("{ty}.{name}()"))?;
    let n = args.len().saturating_sub(1);
    if n != 1 {
        return Err(type_error(format!("{ty}.{name}() takes exactly one argument ({n} given)")));
    }
    Ok(args[1].clone())
}

/// An Argument Clinic positional-only method: `center expected at least 1 argument, got 0`.
pub(crate) fn check_positional(
    ty: &str,
    name: &str,
    args: &[Value],
    kw: &Kwargs,
    min: usize,
    max: usize,
) -> R<()> {
    no_kwargs(kw, &format!("{ty}.{name}()"))?;
    let n = args.len().saturating_sub(1);
    if n < min {
        let q = if min == max { "" } else { "at least " };
        return Err(type_error(format!(
            "{name} expected {q}{min} argument{}, got {n}",
            plural(min)
        )));
    }
    if n > max {
        let q = if min == max { "" } else { "at most " };
        return Err(type_error(format!(
            "{name} expected {q}{max} argument{}, got {n}",
            plural(max)
        )));
    }
    Ok(())
}

/// A `PyArg_ParseTuple` varargs method: `count() takes at least 1 argument (0 given)`.
pub(crate) fn check_varargs(
    ty: &str,
    name: &str,
    args: &[Value],
    kw: &Kwargs,
    min: usize,
    max: usize,
) -> R<()> {
    no_kwargs(kw, &format!("{ty}.{name}()"))?;
    let n = args.len().saturating_sub(1);
    if n < min {
        let q = if min == max { "exactly" } else { "at least" };
        return Err(type_error(format!(
            "{name}() takes {q} {min} argument{} ({n} given)",
            plural(min)
        )));
    }
    if n > max {
        let q = if min == max { "exactly" } else { "at most" };
        return Err(type_error(format!(
            "{name}() takes {q} {max} argument{} ({n} given)",
            plural(max)
        )));
    }
    Ok(())
}

/// Binds positional-or-keyword parameters the way `_PyArg_UnpackKeywords` does, with its
/// messages. `pos` excludes the receiver. Missing optional parameters come back as `None`.
pub(crate) fn parse_kwargs(
    fname: &str,
    pos: &[Value],
    kw: &Kwargs,
    names: &[&str],
) -> R<Vec<Option<Value>>> {
    let maxargs = names.len();
    let nargs = pos.len();
    let total = nargs + kw.len();
    if total > maxargs {
        let kwd = if nargs == 0 { "keyword " } else { "" };
        return Err(type_error(format!(
            "{fname}() takes at most {maxargs} {kwd}argument{} ({total} given)",
            plural(maxargs)
        )));
    }
    let mut out: Vec<Option<Value>> = pos.iter().cloned().map(Some).collect();
    out.resize(maxargs, None);
    let mut used = 0;
    for (i, name) in names.iter().enumerate().skip(nargs) {
        if let Some((_, v)) = kw.iter().find(|(k, _)| &**k == *name) {
            out[i] = Some(v.clone());
            used += 1;
        }
    }
    if used < kw.len() {
        for (i, name) in names.iter().enumerate().take(nargs) {
            if kw.iter().any(|(k, _)| &**k == *name) {
                return Err(type_error(format!(
                    "argument for {fname}() given by name ('{name}') and position ({})",
                    i + 1
                )));
            }
        }
        if let Some((bad, _)) = kw.iter().find(|(k, _)| !names.contains(&&**k)) {
            return Err(type_error(format!(
                "'{bad}' is an invalid keyword argument for {fname}()"
            )));
        }
    }
    Ok(out)
}

/// An integer argument converted like CPython's `Py_ssize_t` converter (`n` format).
pub(crate) fn ssize_arg(interp: &mut Interp, v: &Value) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(_) => Err(overflow_error("Python int too large to convert to C ssize_t")),
        // Instances may define `__index__`; the interpreter knows how to call it.
        Value::Instance(_) => interp.index_value(v),
        _ => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            type_name(v)
        ))),
    }
}

/// An integer argument converted like CPython's C `int` converter (`i` format).
pub(crate) fn cint_arg(interp: &mut Interp, v: &Value) -> R<i64> {
    const MSG: &str = "Python int too large to convert to C int";
    let i = match v {
        Value::BigInt(_) => return Err(overflow_error(MSG)),
        _ => ssize_arg(interp, v)?,
    };
    if i < i32::MIN as i64 || i > i32::MAX as i64 {
        return Err(overflow_error(MSG));
    }
    Ok(i)
}

const SLICE_INDEX_MSG: &str = "slice indices must be integers or None or have an __index__ method";

/// A start/end argument of find/count/startswith...: `None` means the default, and huge ints
/// clamp like `_PyEval_SliceIndex`.
pub(crate) fn slice_index(interp: &mut Interp, v: Option<&Value>) -> R<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i)),
        Some(Value::Bool(b)) => Ok(Some(*b as i64)),
        Some(Value::BigInt(b)) => {
            Ok(Some(if b.sign() == Sign::Minus { i64::MIN } else { i64::MAX }))
        }
        Some(v @ Value::Instance(_)) => match interp.index_value(v) {
            Ok(i) => Ok(Some(i)),
            Err(e) if e.builtin_type() == Some(ExcType::TypeError) => {
                Err(type_error(SLICE_INDEX_MSG))
            }
            Err(e) => Err(e),
        },
        Some(_) => Err(type_error(SLICE_INDEX_MSG)),
    }
}

/// CPython's `ADJUST_INDICES`: end is clamped to `[0, len]`, start only from below.
pub(crate) fn adjust_indices(start: i64, end: i64, len: i64) -> (i64, i64) {
    let mut end = end;
    let mut start = start;
    if end > len {
        end = len;
    } else if end < 0 {
        end = end.saturating_add(len);
        if end < 0 {
            end = 0;
        }
    }
    if start < 0 {
        start = start.saturating_add(len);
        if start < 0 {
            start = 0;
        }
    }
    (start, end)
}

/// Parses the optional `start, end` arguments at `args[first..]` and adjusts them to `len`.
pub(crate) fn start_end(
    interp: &mut Interp,
    args: &[Value],
    first: usize,
    len: usize,
) -> R<(i64, i64)> {
    let start = slice_index(interp, args.get(first))?.unwrap_or(0);
    let end = slice_index(interp, args.get(first + 1))?.unwrap_or(i64::MAX);
    Ok(adjust_indices(start, end, len as i64))
}

/// Whether an error is a `LookupError` (KeyError, IndexError...), raised by the interpreter or
/// by a user `__getitem__`.
pub(crate) fn is_lookup_error(e: &Error) -> bool {
    fn lookup_family(name: &str) -> bool {
        matches!(name, "LookupError" | "KeyError" | "IndexError")
    }
    match &e.0.kind {
        ErrorKind::Builtin { ty, .. } => {
            let mut t = Some(*ty);
            while let Some(cur) = t {
                if cur == ExcType::LookupError {
                    return true;
                }
                t = cur.parent();
            }
            false
        }
        ErrorKind::Instance(Value::Instance(inst)) => {
            inst.class.mro().iter().any(|c| c.is_builtin && lookup_family(&c.name))
        }
        _ => false,
    }
}

/// Rejects results too large to build: charges the interpreter's allocation check.
fn check_size(interp: &mut Interp, bytes: usize, input_len: usize) -> R<()> {
    if bytes > input_len {
        interp.check_alloc(bytes)?;
    }
    Ok(())
}

/// Approximate heap cost of one small str object in a result list, so that splitting a big
/// string into very many pieces is charged for the objects, not just their text.
pub(crate) const ITEM_OVERHEAD: usize = 64;

/// Charges a list of `n` new objects holding `text_bytes` of payload.
pub(crate) fn check_items(interp: &mut Interp, n: usize, text_bytes: usize) -> R<()> {
    if n > 1024 {
        interp.check_alloc(n.saturating_mul(ITEM_OVERHEAD).saturating_add(text_bytes))?;
    }
    Ok(())
}

fn str_list(parts: Vec<&str>) -> Value {
    Value::list(parts.into_iter().map(Value::str).collect())
}

// ---------------------------------------------------------------------------------------------
// Char/byte index conversion
// ---------------------------------------------------------------------------------------------

/// Byte offset of code point `ci` (the string's end when `ci >= nchars`).
fn byte_offset(s: &PyStr, ci: usize) -> usize {
    if s.is_ascii() {
        return ci.min(s.s.len());
    }
    if ci >= s.nchars {
        return s.s.len();
    }
    s.s.char_indices().nth(ci).map(|(b, _)| b).unwrap_or(s.s.len())
}

/// Number of code points in a prefix of `s` ending at a char boundary.
fn chars_in(s: &PyStr, prefix: &str) -> usize {
    if s.is_ascii() {
        prefix.len()
    } else {
        prefix.chars().count()
    }
}

/// The byte range of code points `[start, end)`, both already within `[0, nchars]`.
fn byte_range(s: &PyStr, start: i64, end: i64) -> (usize, usize) {
    let a = byte_offset(s, start.max(0) as usize);
    let b = byte_offset(s, end.max(0) as usize);
    (a, b.max(a))
}

// ---------------------------------------------------------------------------------------------
// Unicode character properties
// ---------------------------------------------------------------------------------------------

/// `str.isspace()` per char: exactly CPython's whitespace set (Unicode White_Space plus the
/// ASCII information separators U+001C..U+001F).
pub(crate) fn py_isspace(c: char) -> bool {
    matches!(c,
        '\t'..='\r' | '\u{1c}'..='\u{1f}' | ' ' | '\u{85}' | '\u{a0}' | '\u{1680}'
        | '\u{2000}'..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}')
}

/// Line boundaries recognised by `str.splitlines()`.
fn is_linebreak(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\u{b}'
            | '\u{c}'
            | '\u{1c}'
            | '\u{1d}'
            | '\u{1e}'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// The first code point of every run of ten decimal digits (category Nd) in Unicode 14.0, as
/// CPython 3.11 knows them. Every Nd character is `zero + value`.
#[rustfmt::skip]
const ND_ZEROS: [u32; 66] = [
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6,
    0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0,
    0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620,
    0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066,
    0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0,
    0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2,
    0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// Characters with Numeric_Type=Digit that are not decimal (superscripts, circled digits...).
#[rustfmt::skip]
const DIGIT_EXTRA: [(u32, u32); 20] = [
    (0xB2, 0xB3), (0xB9, 0xB9), (0x1369, 0x1371), (0x19DA, 0x19DA), (0x2070, 0x2070),
    (0x2074, 0x2079), (0x2080, 0x2089), (0x2460, 0x2468), (0x2474, 0x247C), (0x2488, 0x2490),
    (0x24EA, 0x24EA), (0x24F5, 0x24FD), (0x24FF, 0x24FF), (0x2776, 0x277E), (0x2780, 0x2788),
    (0x278A, 0x2792), (0x10A40, 0x10A43), (0x10E60, 0x10E68), (0x11052, 0x1105A), (0x1F100, 0x1F10A),
];

/// Han ideographs with a numeric value (一, 二, 百, 万...): numeric in Python although their
/// category is Lo, so Rust's `char::is_numeric` misses them.
#[rustfmt::skip]
const NUMERIC_EXTRA: [(u32, u32); 72] = [
    (0x3405, 0x3405), (0x3483, 0x3483), (0x382A, 0x382A), (0x3B4D, 0x3B4D), (0x4E00, 0x4E00),
    (0x4E03, 0x4E03), (0x4E07, 0x4E07), (0x4E09, 0x4E09), (0x4E5D, 0x4E5D), (0x4E8C, 0x4E8C),
    (0x4E94, 0x4E94), (0x4E96, 0x4E96), (0x4EBF, 0x4EC0), (0x4EDF, 0x4EDF), (0x4EE8, 0x4EE8),
    (0x4F0D, 0x4F0D), (0x4F70, 0x4F70), (0x5104, 0x5104), (0x5146, 0x5146), (0x5169, 0x5169),
    (0x516B, 0x516B), (0x516D, 0x516D), (0x5341, 0x5341), (0x5343, 0x5345), (0x534C, 0x534C),
    (0x53C1, 0x53C4), (0x56DB, 0x56DB), (0x58F1, 0x58F1), (0x58F9, 0x58F9), (0x5E7A, 0x5E7A),
    (0x5EFE, 0x5EFF), (0x5F0C, 0x5F0E), (0x5F10, 0x5F10), (0x62FE, 0x62FE), (0x634C, 0x634C),
    (0x67D2, 0x67D2), (0x6F06, 0x6F06), (0x7396, 0x7396), (0x767E, 0x767E), (0x8086, 0x8086),
    (0x842C, 0x842C), (0x8CAE, 0x8CAE), (0x8CB3, 0x8CB3), (0x8D30, 0x8D30), (0x9621, 0x9621),
    (0x9646, 0x9646), (0x964C, 0x964C), (0x9678, 0x9678), (0x96F6, 0x96F6), (0xF96B, 0xF96B),
    (0xF973, 0xF973), (0xF978, 0xF978), (0xF9B2, 0xF9B2), (0xF9D1, 0xF9D1), (0xF9D3, 0xF9D3),
    (0xF9FD, 0xF9FD), (0x20001, 0x20001), (0x20064, 0x20064), (0x200E2, 0x200E2), (0x20121, 0x20121),
    (0x2092A, 0x2092A), (0x20983, 0x20983), (0x2098C, 0x2098C), (0x2099C, 0x2099C), (0x20AEA, 0x20AEA),
    (0x20AFD, 0x20AFD), (0x20B19, 0x20B19), (0x22390, 0x22390), (0x22998, 0x22998), (0x23B1B, 0x23B1B),
    (0x2626D, 0x2626D), (0x2F890, 0x2F890),
];

/// Where Rust's `char::is_alphabetic` (the Alphabetic property) says yes but Python's
/// `isalpha` (categories L*) says no, part 1: combining vowel signs and other marks (Mn/Mc with
/// Other_Alphabetic), as of CPython 3.11. Gaps between ranges holding only marks or unassigned
/// code points have been merged to keep the table short.
#[rustfmt::skip]
const ALPHA_MARKS: [(u32, u32); 169] = [
    (0x345, 0x36F), (0x5B0, 0x5BD), (0x5BF, 0x5BF), (0x5C1, 0x5C2), (0x5C4, 0x5C5),
    (0x5C7, 0x5C7), (0x610, 0x61A), (0x64B, 0x65F), (0x670, 0x670), (0x6D6, 0x6DC),
    (0x6E1, 0x6E4), (0x6E7, 0x6E8), (0x6ED, 0x6ED), (0x711, 0x711), (0x730, 0x73F),
    (0x7A6, 0x7B0), (0x816, 0x817), (0x81B, 0x823), (0x825, 0x827), (0x829, 0x82C),
    (0x8D4, 0x8DF), (0x8E3, 0x903), (0x93A, 0x93B), (0x93E, 0x94F), (0x955, 0x957),
    (0x962, 0x963), (0x981, 0x983), (0x9BE, 0x9CC), (0x9D7, 0x9D7), (0x9E2, 0x9E3),
    (0xA01, 0xA03), (0xA3E, 0xA51), (0xA70, 0xA71), (0xA75, 0xA75), (0xA81, 0xA83),
    (0xABE, 0xACC), (0xAE2, 0xAE3), (0xAFA, 0xB03), (0xB3E, 0xB57), (0xB62, 0xB63),
    (0xB82, 0xB82), (0xBBE, 0xBCC), (0xBD7, 0xBD7), (0xC00, 0xC04), (0xC3E, 0xC56),
    (0xC62, 0xC63), (0xC81, 0xC83), (0xCBE, 0xCD6), (0xCE2, 0xCE3), (0xD00, 0xD03),
    (0xD3E, 0xD4C), (0xD57, 0xD57), (0xD62, 0xD63), (0xD81, 0xD83), (0xDCF, 0xDDF),
    (0xDF2, 0xDF3), (0xE31, 0xE31), (0xE34, 0xE3A), (0xE4D, 0xE4D), (0xEB1, 0xEB1),
    (0xEB4, 0xEBC), (0xECD, 0xECD), (0xF71, 0xF83), (0xF8D, 0xFBC), (0x102B, 0x103E),
    (0x1056, 0x1059), (0x105E, 0x1060), (0x1062, 0x1064), (0x1067, 0x106D), (0x1071, 0x1074),
    (0x1082, 0x108D), (0x108F, 0x108F), (0x109A, 0x109D), (0x1712, 0x1713), (0x1732, 0x1733),
    (0x1752, 0x1753), (0x1772, 0x1773), (0x17B6, 0x17C8), (0x1885, 0x1886), (0x18A9, 0x18A9),
    (0x1920, 0x1938), (0x1A17, 0x1A1B), (0x1A55, 0x1A74), (0x1ABF, 0x1B04), (0x1B35, 0x1B43),
    (0x1B80, 0x1B82), (0x1BA1, 0x1BAD), (0x1BE7, 0x1BF1), (0x1C24, 0x1C36), (0x1DD3, 0x1DF4),
    (0x2DE0, 0x2DFF), (0xA674, 0xA67B), (0xA69E, 0xA69F), (0xA802, 0xA802), (0xA80B, 0xA80B),
    (0xA823, 0xA827), (0xA880, 0xA881), (0xA8B4, 0xA8C5), (0xA8FF, 0xA8FF), (0xA926, 0xA92A),
    (0xA947, 0xA952), (0xA980, 0xA983), (0xA9B4, 0xA9BF), (0xA9E5, 0xA9E5), (0xAA29, 0xAA36),
    (0xAA43, 0xAA43), (0xAA4C, 0xAA4D), (0xAA7B, 0xAA7D), (0xAAB0, 0xAAB0), (0xAAB2, 0xAAB4),
    (0xAAB7, 0xAAB8), (0xAABE, 0xAABE), (0xAAEB, 0xAAEF), (0xAAF5, 0xAAF5), (0xABE3, 0xABEA),
    (0xFB1E, 0xFB1E), (0x10376, 0x1037A), (0x10A01, 0x10A0F), (0x10D24, 0x10D27), (0x10EAB, 0x10EAC),
    (0x11000, 0x11002), (0x11038, 0x11045), (0x11073, 0x11074), (0x11080, 0x11082), (0x110B0, 0x110B8),
    (0x110C2, 0x110C2), (0x11100, 0x11102), (0x11127, 0x11132), (0x11145, 0x11146), (0x11180, 0x11182),
    (0x111B3, 0x111BF), (0x111CE, 0x111CF), (0x1122C, 0x11237), (0x1123E, 0x1123E), (0x112DF, 0x112E8),
    (0x11300, 0x11303), (0x1133E, 0x1134C), (0x11357, 0x11357), (0x11362, 0x11363), (0x11435, 0x11445),
    (0x114B0, 0x114C1), (0x115AF, 0x115BE), (0x115DC, 0x115DD), (0x11630, 0x11640), (0x116AB, 0x116B5),
    (0x1171D, 0x1172A), (0x1182C, 0x11838), (0x11930, 0x1193C), (0x11940, 0x11940), (0x11942, 0x11942),
    (0x119D1, 0x119DF), (0x119E4, 0x119E4), (0x11A01, 0x11A0A), (0x11A35, 0x11A39), (0x11A3B, 0x11A3E),
    (0x11A51, 0x11A5B), (0x11A8A, 0x11A97), (0x11C2F, 0x11C3E), (0x11C92, 0x11CB6), (0x11D31, 0x11D43),
    (0x11D47, 0x11D47), (0x11D8A, 0x11D96), (0x11EF3, 0x11EF6), (0x16F4F, 0x16F4F), (0x16F51, 0x16F92),
    (0x16FF0, 0x16FF1), (0x1BC9E, 0x1BC9E), (0x1E000, 0x1E02A), (0x1E947, 0x1E947),
];

/// Part 2: letters Unicode assigned after 14.0, which Rust's newer tables know but CPython 3.11
/// treats as unassigned.
#[rustfmt::skip]
const NEW_LETTERS: [(u32, u32); 37] = [
    (0x88F, 0x88F), (0x897, 0x897), (0xC5C, 0xC5C), (0xCDC, 0xCDC), (0xCF3, 0xCF3),
    (0x1C89, 0x1C8A), (0xA7CB, 0xA7CF), (0xA7D2, 0xA7D2), (0xA7D4, 0xA7D4), (0xA7DA, 0xA7F1),
    (0x105C0, 0x105F3), (0x10940, 0x10959), (0x10D4A, 0x10D85), (0x10EC2, 0x10EFC), (0x1123F, 0x11241),
    (0x11380, 0x113D3), (0x11B60, 0x11BE0), (0x11DB0, 0x11DDB), (0x11F00, 0x11F40), (0x1342F, 0x1342F),
    (0x13441, 0x143FA), (0x16100, 0x1612E), (0x16D40, 0x16D6C), (0x16EA0, 0x16ED3), (0x16FF2, 0x16FF3),
    (0x187F8, 0x187FF), (0x18CFF, 0x18CFF), (0x18D09, 0x18DF2), (0x1B132, 0x1B132), (0x1B155, 0x1B155),
    (0x1DF25, 0x1DF2A), (0x1E030, 0x1E08F), (0x1E4D0, 0x1E6FF), (0x2B739, 0x2B73F), (0x2CEA2, 0x2CEAD),
    (0x2EBF0, 0x2EE5D), (0x31350, 0x33479),
];

/// Digits Unicode assigned after 14.0 (Rust's `is_numeric` knows them, CPython 3.11 does not).
#[rustfmt::skip]
const NEW_NUMERIC: [(u32, u32); 12] = [
    (0x10D40, 0x10D49), (0x116D0, 0x116E3), (0x11BF0, 0x11BF9), (0x11DE0, 0x11DE9), (0x11F50, 0x11F59),
    (0x16130, 0x16139), (0x16D70, 0x16D79), (0x16FF4, 0x16FF6), (0x1CCF0, 0x1CCF9), (0x1D2C0, 0x1D2D3),
    (0x1E4F0, 0x1E4F9), (0x1E5F1, 0x1E5FA),
];

/// Whether a non-ASCII char is a letter or digit that Unicode assigned after 14.0: Rust's
/// tables give it properties and case mappings that CPython 3.11 does not.
fn is_new(c: char) -> bool {
    let cp = c as u32;
    !c.is_ascii() && (in_ranges(&NEW_LETTERS, cp) || in_ranges(&NEW_NUMERIC, cp))
}

/// The Lowercase / Uppercase properties as CPython 3.11 has them.
fn is_lower(c: char) -> bool {
    c.is_lowercase() && !is_new(c)
}

fn is_upper(c: char) -> bool {
    c.is_uppercase() && !is_new(c)
}

/// Part 3: circled letters, which are symbols (So) with the Alphabetic property.
const CIRCLED_LETTERS: [(u32, u32); 2] = [(0x24B6, 0x24E9), (0x1F130, 0x1F189)];

/// Whether Rust's Alphabetic property is wrong about `cp` for Python's purposes.
fn alphabetic_not_letter(cp: u32) -> bool {
    in_ranges(&ALPHA_MARKS, cp) || in_ranges(&NEW_LETTERS, cp) || in_ranges(&CIRCLED_LETTERS, cp)
}

/// Every run of 32 or more consecutive code points (from U+0300 on) that CPython 3.11's
/// `repr` escapes: unassigned block tails and gaps, private use, and the empty planes.
#[rustfmt::skip]
const NONPRINTABLE_BLOCKS: [(u32, u32); 70] = [
    (0xE5C, 0xE80), (0xEE0, 0xEFF), (0xFDB, 0xFFF), (0x1ACF, 0x1AFF),
    (0x2E5E, 0x2E7F), (0xD7FC, 0xF8FF), (0xFADA, 0xFAFF), (0xFDD0, 0xFDEF),
    (0x1005E, 0x1007F), (0x101A1, 0x101CF), (0x101FE, 0x1027F), (0x103D6, 0x103FF),
    (0x105BD, 0x105FF), (0x107BB, 0x107FF), (0x108B0, 0x108DF), (0x10940, 0x1097F),
    (0x10AA0, 0x10ABF), (0x10BB0, 0x10BFF), (0x10C49, 0x10C7F), (0x10D3A, 0x10E5F),
    (0x10EB2, 0x10EFF), (0x10F8A, 0x10FAF), (0x1123F, 0x1127F), (0x11375, 0x113FF),
    (0x114DA, 0x1157F), (0x115DE, 0x115FF), (0x116CA, 0x116FF), (0x11747, 0x117FF),
    (0x1183C, 0x1189F), (0x1195A, 0x1199F), (0x11AF9, 0x11BFF), (0x11CB7, 0x11CFF),
    (0x11DAA, 0x11EDF), (0x11EF9, 0x11FAF), (0x1239A, 0x123FF), (0x12544, 0x12F8F),
    (0x1342F, 0x143FF), (0x14647, 0x167FF), (0x16B90, 0x16E3F), (0x16E9B, 0x16EFF),
    (0x16FA0, 0x16FDF), (0x18CD6, 0x18CFF), (0x18D09, 0x1AFEF), (0x1B123, 0x1B14F),
    (0x1B2FC, 0x1BBFF), (0x1BCA0, 0x1CEFF), (0x1CFC4, 0x1CFFF), (0x1D246, 0x1D2DF),
    (0x1D379, 0x1D3FF), (0x1DAB0, 0x1DEFF), (0x1DF1F, 0x1DFFF), (0x1E02B, 0x1E0FF),
    (0x1E150, 0x1E28F), (0x1E300, 0x1E7DF), (0x1E8D7, 0x1E8FF), (0x1E960, 0x1EC70),
    (0x1ECB5, 0x1ED00), (0x1ED3E, 0x1EDFF), (0x1EEBC, 0x1EEEF), (0x1EEF2, 0x1EFFF),
    (0x1F1AE, 0x1F1E5), (0x1F266, 0x1F2FF), (0x1F8B2, 0x1F8FF), (0x1FBCB, 0x1FBEF),
    (0x1FBFA, 0x1FFFF), (0x2A6E0, 0x2A6FF), (0x2EBE1, 0x2F7FF), (0x2FA1E, 0x2FFFF),
    (0x3134B, 0xE00FF), (0xE01F0, 0x10FFFF),
];

/// Whether `cp` falls in one of the sorted, disjoint `ranges`.
fn in_ranges(ranges: &[(u32, u32)], cp: u32) -> bool {
    match ranges.binary_search_by(|&(lo, _)| lo.cmp(&cp)) {
        Ok(_) => true,
        Err(0) => false,
        Err(i) => cp <= ranges[i - 1].1,
    }
}

/// The decimal value of a decimal digit (category Nd), as `Py_UNICODE_TODECIMAL`.
pub(crate) fn decimal_value(c: char) -> Option<u32> {
    let cp = c as u32;
    if c.is_ascii() {
        return c.to_digit(10);
    }
    let i = match ND_ZEROS.binary_search(&cp) {
        Ok(i) => i,
        Err(0) => return None,
        Err(i) => i - 1,
    };
    let d = cp - ND_ZEROS[i];
    if d < 10 {
        Some(d)
    } else {
        None
    }
}

pub(crate) fn py_isdecimal(c: char) -> bool {
    decimal_value(c).is_some()
}

pub(crate) fn py_isdigit(c: char) -> bool {
    py_isdecimal(c) || (!c.is_ascii() && in_ranges(&DIGIT_EXTRA, c as u32))
}

/// Numeric_Type of any kind. Rust's `is_numeric` (categories Nd/Nl/No) plus the numeric Han
/// ideographs; characters Unicode assigned after 14.0 may differ from CPython 3.11.
pub(crate) fn py_isnumeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    (c.is_numeric() && !is_new(c)) || py_isdigit(c) || in_ranges(&NUMERIC_EXTRA, c as u32)
}

/// Categories Lu/Ll/Lt/Lm/Lo: Rust's Alphabetic property minus letter numbers (Nl) and the
/// exceptions of `alphabetic_not_letter`.
pub(crate) fn py_isalpha(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    c.is_alphabetic() && !c.is_numeric() && !alphabetic_not_letter(c as u32)
}

fn py_isalnum(c: char) -> bool {
    py_isalpha(c) || py_isnumeric(c)
}

/// The titlecase letters (category Lt), which Rust has no predicate for.
fn is_titlecase(c: char) -> bool {
    matches!(c as u32,
        0x1C5 | 0x1C8 | 0x1CB | 0x1F2 | 0x1F88..=0x1F8F | 0x1F98..=0x1F9F | 0x1FA8..=0x1FAF
        | 0x1FBC | 0x1FCC | 0x1FFC)
}

/// The Cased property: what `title()` and `istitle()` treat as a letter with case.
fn is_cased(c: char) -> bool {
    is_lower(c) || is_upper(c) || is_titlecase(c)
}

/// Identifier characters (XID_Start / XID_Continue), approximated: letters, letter numbers and
/// the Other_ID_Start symbols may start; digits, combining marks and connector punctuation may
/// continue. NFKC subtleties of XID are ignored.
fn is_xid_start(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic() || c == '_';
    }
    py_isalpha(c)
        || (c.is_alphabetic() && c.is_numeric() && !alphabetic_not_letter(c as u32))
        || matches!(c as u32, 0x1885 | 0x1886 | 0x2118 | 0x212E | 0x309B | 0x309C)
}

fn is_xid_continue(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    let cp = c as u32;
    if is_xid_start(c) || py_isdecimal(c) {
        return true;
    }
    in_ranges(&ALPHA_MARKS, cp)
        || matches!(cp,
            0xB7 | 0x300..=0x36F | 0x387 | 0x483..=0x487 | 0x591..=0x5BD | 0x5BF | 0x5C1 | 0x5C2
            | 0x5C4 | 0x5C5 | 0x5C7 | 0x610..=0x61A | 0x64B..=0x65F | 0x670 | 0x6D6..=0x6DC
            | 0x6DF..=0x6E4 | 0x6E7 | 0x6E8 | 0x6EA..=0x6ED | 0x93C | 0x94D | 0x9BC | 0x9CD
            | 0xA3C | 0xA4D | 0xABC | 0xACD | 0xB3C | 0xB4D | 0xBCD | 0xC4D | 0xCBC | 0xCCD
            | 0xD4D | 0xDCA | 0xE38..=0xE3A | 0xE47..=0xE4E | 0xEC8..=0xECD | 0x1369..=0x1371
            | 0x19DA | 0x1AB0..=0x1ACE | 0x1DC0..=0x1DFF | 0x200C | 0x200D | 0x203F | 0x2040
            | 0x2054 | 0x20D0..=0x20DC | 0x20E1 | 0x20E5..=0x20F0 | 0x302A..=0x302F
            | 0x3099 | 0x309A | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F | 0xFE33 | 0xFE34
            | 0xFE4D..=0xFE4F | 0xFF3F | 0xFF9E | 0xFF9F | 0xE0100..=0xE01EF)
}

/// Format characters (Cf), separators (Zs, Zl, Zp) other than the space, and private use
/// (Co): assigned, but escaped by `repr`.
#[rustfmt::skip]
const FORMAT_AND_SEPARATORS: [(u32, u32); 22] = [
    (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD), (0x70F, 0x70F), (0x890, 0x891),
    (0x8E2, 0x8E2), (0x1680, 0x1680), (0x180E, 0x180E), (0x2000, 0x200F), (0x2028, 0x202F),
    (0x205F, 0x206F), (0x3000, 0x3000), (0xE000, 0xF8FF), (0xFEFF, 0xFEFF), (0xFFF0, 0xFFFB),
    (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE00FF), (0xF0000, 0x10FFFF),
];

/// Smaller unassigned gaps (Unicode 14.0) in commonly used blocks, and the unassigned planes.
#[rustfmt::skip]
const UNASSIGNED_GAPS: [(u32, u32); 105] = [
    (0x378, 0x379), (0x380, 0x383), (0x38B, 0x38B), (0x38D, 0x38D), (0x3A2, 0x3A2),
    (0x530, 0x530), (0x557, 0x558), (0x58B, 0x58C), (0x590, 0x590), (0x5C8, 0x5CF),
    (0x5EB, 0x5EE), (0x5F5, 0x5FF), (0x70E, 0x70E), (0x74B, 0x74C), (0x7B2, 0x7BF),
    (0x7FB, 0x7FC), (0x82E, 0x82F), (0x83F, 0x83F), (0x85C, 0x85D), (0x85F, 0x85F),
    (0x86B, 0x86F), (0x88F, 0x88F), (0x892, 0x897), (0x1C89, 0x1C8F), (0x2072, 0x2073),
    (0x208F, 0x208F), (0x209D, 0x209F), (0x20C1, 0x20CF), (0x20F1, 0x20FF), (0x218C, 0x218F),
    (0x2427, 0x243F), (0x244B, 0x245F), (0x2B74, 0x2B75), (0x2B96, 0x2B96), (0x2CF4, 0x2CF8),
    (0x2D26, 0x2D26), (0x2D28, 0x2D2C), (0x2D2E, 0x2D2F), (0x2D68, 0x2D6E), (0x2D71, 0x2D7E),
    (0x2E5E, 0x2E7F), (0x2E9A, 0x2E9A), (0x2EF4, 0x2EFF), (0x2FD6, 0x2FEF), (0x2FFC, 0x2FFF),
    (0x3040, 0x3040), (0x3097, 0x3098), (0x3100, 0x3104), (0x3130, 0x3130), (0x318F, 0x318F),
    (0x31E4, 0x31EF), (0x321F, 0x321F), (0xA48D, 0xA48F), (0xA4C7, 0xA4CF), (0xA62C, 0xA63F),
    (0xA6F8, 0xA6FF), (0xA7CB, 0xA7CF), (0xA7DA, 0xA7F1), (0xA82D, 0xA82F), (0xA83A, 0xA83F),
    (0xA878, 0xA87F), (0xA8C6, 0xA8CD), (0xA8DA, 0xA8DF), (0xA954, 0xA95E), (0xA97D, 0xA97F),
    (0xD7A4, 0xD7AF), (0xD7C7, 0xD7CA), (0xD7FC, 0xD7FF), (0xFADA, 0xFAFF), (0xFB07, 0xFB12),
    (0xFB18, 0xFB1C), (0xFBC3, 0xFBD2), (0xFD90, 0xFD91), (0xFDC8, 0xFDCE), (0xFE1A, 0xFE1F),
    (0xFE53, 0xFE53), (0xFE67, 0xFE67), (0xFE6C, 0xFE6F), (0xFE75, 0xFE75), (0xFEFD, 0xFEFE),
    (0xFF00, 0xFF00), (0xFFBF, 0xFFC1), (0xFFDD, 0xFFDF), (0xFFE7, 0xFFE7), (0xFFEF, 0xFFEF),
    (0x1000C, 0x1000C), (0x10027, 0x10027), (0x1003B, 0x1003B), (0x1003E, 0x1003E), (0x1004E, 0x1004F),
    (0x1005E, 0x1007F), (0x100FB, 0x100FF), (0x1F6D8, 0x1F6DC), (0x1FAF7, 0x1FAFF), (0x1FB93, 0x1FB93),
    (0x1FBCB, 0x1FBEF), (0x1FBFA, 0x1FFFD), (0x2A6E0, 0x2A6FF), (0x2B739, 0x2B73F), (0x2B81E, 0x2B81F),
    (0x2CEA2, 0x2CEAF), (0x2EBE1, 0x2F7FF), (0x2FA1E, 0x2FFFD), (0x3134B, 0x3FFFD), (0x40000, 0xDFFFF),
];

/// Whether `repr()` shows a char as itself. CPython escapes categories Cc, Cf, Cs, Co, Cn, Zl,
/// Zp and Zs (except the space). Without the Unicode database this recognises all control,
/// format, separator, private-use and noncharacter code points, and unassigned code points in
/// runs of 32 or more plus a list of smaller gaps in common blocks; other unassigned code points
/// scattered inside assigned blocks are treated as printable.
pub(crate) fn is_printable(c: char) -> bool {
    let cp = c as u32;
    if cp < 0x7F {
        return cp >= 0x20;
    }
    if cp <= 0xA0 || cp == 0xAD {
        return false;
    }
    if cp < 0x300 {
        return true;
    }
    // Noncharacters: the last two code points of every plane and U+FDD0..U+FDEF.
    if cp & 0xFFFE == 0xFFFE
        || (0xFDD0..=0xFDEF).contains(&cp)
        || in_ranges(&NONPRINTABLE_BLOCKS, cp)
    {
        return false;
    }
    !(in_ranges(&FORMAT_AND_SEPARATORS, cp)
        || in_ranges(&UNASSIGNED_GAPS, cp)
        || (0xE0000..=0xEFFFF).contains(&cp))
        || (0xE0100..=0xE01EF).contains(&cp)
}

// ---------------------------------------------------------------------------------------------
// Case mapping
// ---------------------------------------------------------------------------------------------

/// For every capital sigma in `s`, in order, whether it is word-final (and so lowercases to
/// 'ς'). Rust's `str::to_lowercase` applies exactly CPython's Final_Sigma rule (a cased letter
/// before, no cased letter after, skipping case-ignorable characters), and every other char
/// lowercases there to the same sequence as `char::to_lowercase`, so walking both in step
/// reads the decision off.
fn final_sigmas(s: &str) -> Vec<bool> {
    if !s.contains('Σ') {
        return Vec::new();
    }
    let lowered = s.to_lowercase();
    let mut it = lowered.chars();
    let mut flags = Vec::new();
    for c in s.chars() {
        if c == 'Σ' {
            flags.push(it.next() == Some('ς'));
        } else {
            for _ in c.to_lowercase() {
                it.next();
            }
        }
    }
    flags
}

/// Lowercases one char the way CPython's `lower_ucs4` does, consuming the next final-sigma flag
/// for a capital sigma.
fn push_lower(out: &mut String, c: char, sigmas: &[bool], k: &mut usize) {
    if c == 'Σ' {
        let last = sigmas.get(*k).copied().unwrap_or(false);
        *k += 1;
        out.push(if last { 'ς' } else { 'σ' });
    } else if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else {
        push_mapped(out, c, c.to_lowercase());
    }
}

fn push_upper(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_uppercase());
    } else {
        push_mapped(out, c, c.to_uppercase());
    }
}

/// Appends a char's case mapping, unless the char or its mapping is something Unicode assigned
/// after 14.0: CPython 3.11 leaves such chars as they are.
fn push_mapped(out: &mut String, c: char, mapped: impl Iterator<Item = char>) {
    if is_new(c) {
        out.push(c);
        return;
    }
    let start = out.len();
    out.extend(mapped);
    if out[start..].chars().any(is_new) {
        out.truncate(start);
        out.push(c);
    }
}

/// Full titlecase mapping (`_PyUnicode_ToTitleFull`). Rust only offers uppercase; titlecase
/// differs from it for the characters listed here (derived from CPython 3.11).
fn push_title(out: &mut String, c: char) {
    let cp = c as u32;
    let single = |out: &mut String, v: u32| out.push(char::from_u32(v).unwrap_or(c));
    match cp {
        // Georgian Mkhedruli letters uppercase to Mtavruli but titlecase to themselves.
        0x10D0..=0x10FA | 0x10FD..=0x10FF => out.push(c),
        // The digraphs DŽ, LJ, NJ, DZ have a dedicated titlecase form.
        0x1C4..=0x1C6 => single(out, 0x1C5),
        0x1C7..=0x1C9 => single(out, 0x1C8),
        0x1CA..=0x1CC => single(out, 0x1CB),
        0x1F1..=0x1F3 => single(out, 0x1F2),
        // Greek with ypogegrammeni titlecases to the prosgegrammeni form.
        0x1F80..=0x1FAF => single(out, if cp & 0xF < 8 { cp + 8 } else { cp }),
        0x1FB3 | 0x1FBC => single(out, 0x1FBC),
        0x1FC3 | 0x1FCC => single(out, 0x1FCC),
        0x1FF3 | 0x1FFC => single(out, 0x1FFC),
        // These uppercase to "<base> Ι" and titlecase to "<base> U+0345".
        0x1FB2 | 0x1FB4 | 0x1FB7 | 0x1FC2 | 0x1FC4 | 0x1FC7 | 0x1FF2 | 0x1FF4 | 0x1FF7 => {
            for u in c.to_uppercase() {
                out.push(if u == '\u{399}' { '\u{345}' } else { u });
            }
        }
        // Ligatures and ß: the first letter uppercase, the rest lowercase ("ﬁ" -> "Fi").
        0xDF | 0x587 | 0xFB00..=0xFB06 | 0xFB13..=0xFB17 => {
            for (i, u) in c.to_uppercase().enumerate() {
                if i == 0 {
                    out.push(u);
                } else {
                    out.extend(u.to_lowercase());
                }
            }
        }
        _ => push_upper(out, c),
    }
}

/// Full case folding (`str.casefold`). Rust has no case folding; folding equals "uppercase,
/// then lowercase" for every code point except the ones special-cased here (verified against
/// CPython 3.11 over all of Unicode).
fn push_casefold(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
        return;
    }
    match c as u32 {
        // Cherokee folds to the uppercase letters, which are the original ones.
        0x13A0..=0x13F5 => out.push(c),
        0x13F8..=0x13FD | 0xAB70..=0xABBF => out.extend(c.to_uppercase()),
        // Capital sharp s folds to "ss", and dotless i folds to itself.
        0x1E9E => out.push_str("ss"),
        0x131 => out.push(c),
        _ => push_mapped(out, c, c.to_uppercase().flat_map(|u| u.to_lowercase())),
    }
}

// ---------------------------------------------------------------------------------------------
// Case methods
// ---------------------------------------------------------------------------------------------

/// Wraps a case-mapping transformation: argument checks, the ASCII fast path, and the memory
/// check for results that grew (a full case mapping can expand a char into up to three).
fn case_method(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    ascii: fn(&str) -> String,
    full: fn(&str) -> String,
) -> R<Value> {
    let s = recv_str(args, name)?;
    check_noargs("str", name, args, kw)?;
    if s.is_ascii() {
        return Ok(Value::string(ascii(&s.s)));
    }
    let out = full(&s.s);
    check_size(interp, out.len(), s.s.len())?;
    Ok(Value::string(out))
}

fn str_upper(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "upper",
        |s| s.to_ascii_uppercase(),
        |s| {
            let mut out = String::with_capacity(s.len());
            for c in s.chars() {
                push_upper(&mut out, c);
            }
            out
        },
    )
}

fn str_lower(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "lower",
        |s| s.to_ascii_lowercase(),
        |s| {
            let sigmas = final_sigmas(s);
            let mut k = 0;
            let mut out = String::with_capacity(s.len());
            for c in s.chars() {
                push_lower(&mut out, c, &sigmas, &mut k);
            }
            out
        },
    )
}

fn str_casefold(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "casefold",
        |s| s.to_ascii_lowercase(),
        |s| {
            let mut out = String::with_capacity(s.len());
            for c in s.chars() {
                push_casefold(&mut out, c);
            }
            out
        },
    )
}

fn swapcase_full(s: &str) -> String {
    let sigmas = final_sigmas(s);
    let mut k = 0;
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if is_upper(c) {
            push_lower(&mut out, c, &sigmas, &mut k);
        } else if is_lower(c) {
            push_upper(&mut out, c);
        } else {
            // Titlecase letters (ǅ) are neither upper nor lower and stay as they are.
            if c == 'Σ' {
                k += 1;
            }
            out.push(c);
        }
    }
    out
}

fn str_swapcase(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "swapcase",
        |s| {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        },
        swapcase_full,
    )
}

fn capitalize_full(s: &str) -> String {
    let sigmas = final_sigmas(s);
    let mut k = 0;
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.chars().enumerate() {
        if i == 0 {
            if c == 'Σ' {
                k += 1;
            }
            push_title(&mut out, c);
        } else {
            push_lower(&mut out, c, &sigmas, &mut k);
        }
    }
    out
}

fn str_capitalize(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "capitalize",
        |s| {
            let mut out = s.to_ascii_lowercase();
            if let Some(first) = out.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            out
        },
        capitalize_full,
    )
}

fn title_full(s: &str) -> String {
    let sigmas = final_sigmas(s);
    let mut k = 0;
    let mut out = String::with_capacity(s.len());
    let mut prev_cased = false;
    for c in s.chars() {
        if prev_cased {
            push_lower(&mut out, c, &sigmas, &mut k);
        } else {
            if c == 'Σ' {
                k += 1;
            }
            push_title(&mut out, c);
        }
        prev_cased = is_cased(c);
    }
    out
}

fn str_title(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "title",
        |s| {
            let mut out = String::with_capacity(s.len());
            let mut prev_cased = false;
            for c in s.chars() {
                out.push(if prev_cased { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() });
                prev_cased = c.is_ascii_alphabetic();
            }
            out
        },
        title_full,
    )
}

// ---------------------------------------------------------------------------------------------
// Predicates
// ---------------------------------------------------------------------------------------------

fn predicate(args: &[Value], kw: &Kwargs, name: &str, f: impl Fn(&PyStr) -> bool) -> R<Value> {
    let s = recv_str(args, name)?;
    check_noargs("str", name, args, kw)?;
    Ok(Value::Bool(f(&s)))
}

/// True when the string is non-empty and every char satisfies `f`.
fn all_chars(s: &PyStr, f: impl Fn(char) -> bool) -> bool {
    !s.s.is_empty() && s.s.chars().all(f)
}

fn str_isalnum(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalnum", |s| all_chars(s, py_isalnum))
}

fn str_isalpha(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalpha", |s| all_chars(s, py_isalpha))
}

fn str_isascii(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isascii", |s| s.is_ascii())
}

fn str_isdecimal(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdecimal", |s| all_chars(s, py_isdecimal))
}

fn str_isdigit(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdigit", |s| all_chars(s, py_isdigit))
}

fn str_isnumeric(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isnumeric", |s| all_chars(s, py_isnumeric))
}

fn str_isspace(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isspace", |s| all_chars(s, py_isspace))
}

fn str_isprintable(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // Unlike the others, the empty string is printable.
    predicate(args, kw, "isprintable", |s| s.s.chars().all(is_printable))
}

fn str_isidentifier(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isidentifier", |s| {
        let mut it = s.s.chars();
        match it.next() {
            Some(c) if is_xid_start(c) => it.all(is_xid_continue),
            _ => false,
        }
    })
}

fn str_islower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "islower", |s| {
        let mut cased = false;
        for c in s.s.chars() {
            if is_upper(c) || is_titlecase(c) {
                return false;
            }
            if is_lower(c) {
                cased = true;
            }
        }
        cased
    })
}

fn str_isupper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isupper", |s| {
        let mut cased = false;
        for c in s.s.chars() {
            if is_lower(c) || is_titlecase(c) {
                return false;
            }
            if is_upper(c) {
                cased = true;
            }
        }
        cased
    })
}

fn str_istitle(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "istitle", |s| {
        let mut cased = false;
        let mut prev_cased = false;
        for c in s.s.chars() {
            if is_upper(c) || is_titlecase(c) {
                if prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else if is_lower(c) {
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
// Searching: count, find, index, rfind, rindex, startswith, endswith
// ---------------------------------------------------------------------------------------------

/// The common argument parsing of count/find/index/rfind/rindex: `(sub[, start[, end]])`, with
/// the slice indices converted before the substring's type is checked, as CPython does.
fn find_args(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
) -> R<(Rc<PyStr>, Rc<PyStr>, i64, i64)> {
    let s = recv_str(args, name)?;
    check_varargs("str", name, args, kw, 1, 3)?;
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

fn str_find(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(interp, args, kw, "find")?;
    Ok(Value::Int(find_impl(&s, &sub, start, end, false)))
}

fn str_rfind(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(interp, args, kw, "rfind")?;
    Ok(Value::Int(find_impl(&s, &sub, start, end, true)))
}

fn str_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(interp, args, kw, "index")?;
    match find_impl(&s, &sub, start, end, false) {
        -1 => Err(value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

fn str_rindex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(interp, args, kw, "rindex")?;
    match find_impl(&s, &sub, start, end, true) {
        -1 => Err(value_error("substring not found")),
        i => Ok(Value::Int(i)),
    }
}

fn str_count(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (s, sub, start, end) = find_args(interp, args, kw, "count")?;
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
    suffix: bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    check_varargs("str", name, args, kw, 1, 3)?;
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

fn str_startswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(interp, args, kw, "startswith", false)
}

fn str_endswith(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    starts_ends(interp, args, kw, "endswith", true)
}

// ---------------------------------------------------------------------------------------------
// Splitting and partitioning
// ---------------------------------------------------------------------------------------------

fn char_at(s: &str, i: usize) -> Option<char> {
    s.get(i..).and_then(|t| t.chars().next())
}

fn char_before(s: &str, i: usize) -> Option<char> {
    s.get(..i).and_then(|t| t.chars().next_back())
}

/// `split()` with no separator: runs of whitespace separate, leading/trailing ignored, and after
/// `maxcount` splits the rest (minus leading whitespace) is one item.
fn split_whitespace(s: &str, maxcount: usize) -> Vec<&str> {
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
fn rsplit_whitespace(s: &str, maxcount: usize) -> Vec<&str> {
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
    reverse: bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    let a = parse_kwargs(name, &args[1..], kw, &["sep", "maxsplit"])?;
    let sep = match &a[0] {
        None | Some(Value::None) => None,
        Some(v) => Some(
            as_pystr(v)
                .ok_or_else(|| type_error(format!("must be str or None, not {}", type_name(v))))?,
        ),
    };
    let maxsplit = match &a[1] {
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

fn str_split(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(interp, args, kw, "split", false)
}

fn str_rsplit(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    split_impl(interp, args, kw, "rsplit", true)
}

fn str_splitlines(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "splitlines")?;
    let a = parse_kwargs("splitlines", &args[1..], kw, &["keepends"])?;
    let keepends = match &a[0] {
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

fn partition_impl(args: &[Value], kw: &Kwargs, name: &str, reverse: bool) -> R<Value> {
    let s = recv_str(args, name)?;
    let arg = check_one("str", name, args, kw)?;
    let sep = as_pystr(&arg)
        .ok_or_else(|| type_error(format!("must be str, not {}", type_name(&arg))))?;
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

fn str_partition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "partition", false)
}

fn str_rpartition(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    partition_impl(args, kw, "rpartition", true)
}

// ---------------------------------------------------------------------------------------------
// Stripping, affixes
// ---------------------------------------------------------------------------------------------

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

fn strip_impl(args: &[Value], kw: &Kwargs, name: &str, left: bool, right: bool) -> R<Value> {
    let s = recv_str(args, name)?;
    check_positional("str", name, args, kw, 0, 1)?;
    let text = s.s.as_str();
    let out = match args.get(1) {
        None | Some(Value::None) => {
            let t = if left { text.trim_start_matches(py_isspace) } else { text };
            if right {
                t.trim_end_matches(py_isspace)
            } else {
                t
            }
        }
        Some(v) => {
            let chars =
                as_pystr(v).ok_or_else(|| type_error(format!("{name} arg must be None or str")))?;
            let set = CharSet::new(&chars.s);
            let t = if left { text.trim_start_matches(|c| set.contains(c)) } else { text };
            if right {
                t.trim_end_matches(|c| set.contains(c))
            } else {
                t
            }
        }
    };
    if out.len() == text.len() {
        return Ok(Value::Str(s.clone()));
    }
    Ok(Value::str(out))
}

fn str_strip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "strip", true, true)
}

fn str_lstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "lstrip", true, false)
}

fn str_rstrip(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    strip_impl(args, kw, "rstrip", false, true)
}

fn affix_impl(args: &[Value], kw: &Kwargs, name: &str, suffix: bool) -> R<Value> {
    let s = recv_str(args, name)?;
    let arg = check_one("str", name, args, kw)?;
    let affix = as_pystr(&arg).ok_or_else(|| {
        type_error(format!("{name}() argument must be str, not {}", arg_type_name(&arg)))
    })?;
    let stripped = if suffix {
        s.s.strip_suffix(affix.s.as_str())
    } else {
        s.s.strip_prefix(affix.s.as_str())
    };
    match stripped {
        Some(rest) if !affix.s.is_empty() => Ok(Value::str(rest)),
        _ => Ok(Value::Str(s.clone())),
    }
}

fn str_removeprefix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removeprefix", false)
}

fn str_removesuffix(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    affix_impl(args, kw, "removesuffix", true)
}

// ---------------------------------------------------------------------------------------------
// Padding: center, ljust, rjust, zfill, expandtabs
// ---------------------------------------------------------------------------------------------

/// Builds `left` fill chars + `s` + `right` fill chars after charging the result's size.
fn pad(interp: &mut Interp, s: &PyStr, left: usize, right: usize, fill: char) -> R<Value> {
    let total = (left as u128 + right as u128) * fill.len_utf8() as u128 + s.s.len() as u128;
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    interp.check_alloc(total)?;
    let mut out = String::with_capacity(total);
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(&s.s);
    out.extend(std::iter::repeat_n(fill, right));
    Ok(Value::string(out))
}

fn justify(interp: &mut Interp, args: &[Value], kw: &Kwargs, name: &str) -> R<Value> {
    let s = recv_str(args, name)?;
    check_positional("str", name, args, kw, 1, 2)?;
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
    let marg = width - len;
    let (left, right) = match name {
        "ljust" => (0, marg),
        "rjust" => (marg, 0),
        _ => {
            // CPython's rounding: the extra char goes left only when both are odd.
            let left = marg / 2 + (marg & width & 1);
            (left, marg - left)
        }
    };
    pad(interp, &s, left as usize, right as usize, fill)
}

fn str_center(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "center")
}

fn str_ljust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "ljust")
}

fn str_rjust(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    justify(interp, args, kw, "rjust")
}

fn str_zfill(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "zfill")?;
    let arg = check_one("str", "zfill", args, kw)?;
    let width = ssize_arg(interp, &arg)?;
    let len = s.nchars as i64;
    if len >= width {
        return Ok(Value::Str(s.clone()));
    }
    let fill = (width - len) as usize;
    let total = s.s.len().saturating_add(fill);
    interp.check_alloc(total)?;
    let mut out = String::with_capacity(total);
    // A leading sign stays in front of the zeros.
    let body = match s.s.as_bytes().first() {
        Some(&sign @ (b'+' | b'-')) => {
            out.push(sign as char);
            &s.s[1..]
        }
        _ => s.s.as_str(),
    };
    out.extend(std::iter::repeat_n('0', fill));
    out.push_str(body);
    Ok(Value::string(out))
}

fn str_expandtabs(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "expandtabs")?;
    let a = parse_kwargs("expandtabs", &args[1..], kw, &["tabsize"])?;
    let tabsize = match &a[0] {
        None => 8,
        Some(v) => cint_arg(interp, v)?,
    };
    if !s.s.contains('\t') {
        return Ok(Value::Str(s.clone()));
    }
    // First pass: the output size, so that a huge expansion is refused before it is built.
    let mut size: u128 = 0;
    let mut col: i64 = 0;
    for c in s.s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let incr = tabsize - col % tabsize;
                col += incr;
                size += incr as u128;
            }
        } else {
            col += 1;
            size += c.len_utf8() as u128;
            if c == '\n' || c == '\r' {
                col = 0;
            }
        }
    }
    let size = usize::try_from(size).unwrap_or(usize::MAX);
    check_size(interp, size, s.s.len())?;
    let mut out = String::with_capacity(size);
    let mut col: i64 = 0;
    for c in s.s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let incr = tabsize - col % tabsize;
                col += incr;
                out.extend(std::iter::repeat_n(' ', incr as usize));
            }
        } else {
            col += 1;
            out.push(c);
            if c == '\n' || c == '\r' {
                col = 0;
            }
        }
    }
    Ok(Value::string(out))
}

// ---------------------------------------------------------------------------------------------
// replace, join
// ---------------------------------------------------------------------------------------------

fn str_replace(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "replace")?;
    check_positional("str", "replace", args, kw, 2, 3)?;
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
    // How many replacements will happen, to size (and charge) the result first.
    let n = if old.s.is_empty() {
        (s.nchars + 1).min(limit)
    } else {
        s.s.matches(old.s.as_str()).take(limit).count()
    };
    if n == 0 {
        return Ok(Value::Str(s.clone()));
    }
    let grown = (s.s.len() as u128 + n as u128 * new.s.len() as u128)
        .saturating_sub(n as u128 * old.s.len() as u128);
    let grown = usize::try_from(grown).unwrap_or(usize::MAX);
    check_size(interp, grown, s.s.len())?;
    Ok(Value::string(s.s.replacen(old.s.as_str(), &new.s, n)))
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

fn str_join(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let sep = recv_str(args, "join")?;
    let arg = check_one("str", "join", args, kw)?;
    let items = join_items(interp, &arg)?;
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
    let total = parts
        .iter()
        .fold(0u128, |acc, p| acc + p.s.len() as u128)
        .saturating_add(sep.s.len() as u128 * parts.len().saturating_sub(1) as u128);
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    check_size(interp, total, sep.s.len())?;
    let mut out = String::with_capacity(total);
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep.s);
        }
        out.push_str(&p.s);
    }
    Ok(Value::string(out))
}

// ---------------------------------------------------------------------------------------------
// translate, maketrans
// ---------------------------------------------------------------------------------------------

/// What the translation table says about one char.
#[derive(Clone)]
enum Mapped {
    Keep,
    Delete,
    Char(char),
    Text(Rc<PyStr>),
}

fn int_like(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Int(i)) => Some(*i),
            Some(Value::Bool(b)) => Some(*b as i64),
            _ => None,
        },
        _ => None,
    }
}

fn translate_lookup(interp: &mut Interp, table: &Value, c: char) -> R<Mapped> {
    const RANGE_MSG: &str = "character mapping must be in range(0x110000)";
    let v = match interp.getitem(table, &Value::Int(c as i64)) {
        Ok(v) => v,
        // A missing key (or index) means "leave the char alone".
        Err(e) if is_lookup_error(&e) => return Ok(Mapped::Keep),
        Err(e) => return Err(e),
    };
    if let Value::None = v {
        return Ok(Mapped::Delete);
    }
    if let Some(i) = int_like(&v) {
        if !(0..0x110000).contains(&i) {
            return Err(value_error(RANGE_MSG));
        }
        // A surrogate cannot live in a Rust string; U+FFFD stands in for it.
        return Ok(Mapped::Char(char::from_u32(i as u32).unwrap_or('\u{FFFD}')));
    }
    if let Value::BigInt(_) = v {
        return Err(value_error(RANGE_MSG));
    }
    match as_pystr(&v) {
        Some(p) => Ok(Mapped::Text(p)),
        None => Err(type_error("character mapping must return integer, None or str")),
    }
}

fn str_translate(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "translate")?;
    let table = check_one("str", "translate", args, kw)?;
    // Each distinct char is looked up once, like CPython's cache for the ASCII range.
    let mut cache: HashMap<char, Mapped> = HashMap::new();
    let mut out = String::with_capacity(s.s.len());
    // The output size up to which growth has been charged; checks happen in 4 KiB steps so a
    // table that expands chars is refused before it builds much more than the limit.
    let mut charged = s.s.len();
    for c in s.s.chars() {
        let m = match cache.get(&c) {
            Some(m) => m.clone(),
            None => {
                let m = translate_lookup(interp, &table, c)?;
                cache.insert(c, m.clone());
                m
            }
        };
        let want = out.len().saturating_add(match &m {
            Mapped::Text(t) => t.s.len(),
            _ => 4,
        });
        if want > charged {
            interp.check_alloc(want)?;
            charged = want.saturating_add(4096);
        }
        match m {
            Mapped::Keep => out.push(c),
            Mapped::Delete => {}
            Mapped::Char(ch) => out.push(ch),
            Mapped::Text(t) => out.push_str(&t.s),
        }
    }
    Ok(Value::string(out))
}

/// The hash the dict uses for an int key. `maketrans` builds its dict directly with
/// `Dict::insert_new`, so it must use the interpreter's own hash of ints, or lookups in the
/// table would miss. Keys copied from a dict argument keep the hash that dict stored.
fn int_key_hash(i: i64) -> u64 {
    crate::ops::hash_int(i) as u64
}

/// An insertion-ordered map from int keys to values, where a repeated key overwrites the value
/// but keeps the first key object (as `dict[key] = value` does).
struct TransTable {
    entries: Vec<(u64, Value, Value)>,
    index: HashMap<String, usize>,
}

impl TransTable {
    fn new() -> TransTable {
        TransTable { entries: Vec::new(), index: HashMap::new() }
    }
    fn set(&mut self, hash: u64, identity: String, key: Value, value: Value) {
        match self.index.get(&identity) {
            Some(&i) => self.entries[i].2 = value,
            None => {
                self.index.insert(identity, self.entries.len());
                self.entries.push((hash, key, value));
            }
        }
    }
    fn set_codepoint(&mut self, cp: i64, value: Value) {
        self.set(int_key_hash(cp), cp.to_string(), Value::Int(cp), value);
    }
    fn into_value(self) -> Value {
        let mut d = Dict::with_capacity(self.entries.len());
        for (h, k, v) in self.entries {
            d.insert_new(h, k, v);
        }
        Value::dict(d)
    }
}

/// `str.maketrans(x[, y[, z]])` given its arguments without a receiver.
pub(crate) fn str_maketrans_static(_interp: &mut Interp, a: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs(kw, "str.maketrans()")?;
    let n = a.len();
    if n < 1 {
        return Err(type_error("maketrans expected at least 1 argument, got 0"));
    }
    if n > 3 {
        return Err(type_error(format!("maketrans expected at most 3 arguments, got {n}")));
    }
    // Argument Clinic converts y and z before the function body looks at x.
    let mut strs = Vec::new();
    for (i, v) in a.iter().enumerate().skip(1) {
        strs.push(as_pystr(v).ok_or_else(|| {
            type_error(format!(
                "maketrans() argument {} must be str, not {}",
                i + 1,
                arg_type_name(v)
            ))
        })?);
    }
    let mut table = TransTable::new();
    if strs.is_empty() {
        let dict = match &a[0] {
            Value::Dict(d) => d.clone(),
            Value::Instance(inst) => match &*inst.builtin_base.borrow() {
                Some(Value::Dict(d)) => d.clone(),
                _ => {
                    return Err(type_error(
                        "if you give only one argument to maketrans it must be a dict",
                    ))
                }
            },
            _ => {
                return Err(type_error(
                    "if you give only one argument to maketrans it must be a dict",
                ))
            }
        };
        let entries: Vec<(u64, Value, Value)> =
            dict.borrow().iter().map(|e| (e.hash, e.key.clone(), e.value.clone())).collect();
        for (hash, key, value) in entries {
            if let Some(p) = as_pystr(&key) {
                if p.nchars != 1 {
                    return Err(value_error("string keys in translate table must be of length 1"));
                }
                let c = p.s.chars().next().unwrap_or('\0');
                table.set_codepoint(c as i64, value);
            } else if let Some(i) = int_like(&key) {
                // Int keys (bools included) are kept as they are, with the dict's own hash.
                table.set(hash, i.to_string(), key, value);
            } else if let Value::BigInt(b) = &key {
                table.set(hash, b.to_string(), key.clone(), value);
            } else {
                return Err(type_error("keys in translate table must be strings or integers"));
            }
        }
    } else {
        let x = as_pystr(&a[0]).ok_or_else(|| {
            type_error("first maketrans argument must be a string if there is a second argument")
        })?;
        let y = &strs[0];
        if x.nchars != y.nchars {
            return Err(value_error("the first two maketrans arguments must have equal length"));
        }
        for (cx, cy) in x.s.chars().zip(y.s.chars()) {
            table.set_codepoint(cx as i64, Value::Int(cy as i64));
        }
        if let Some(z) = strs.get(1) {
            for c in z.s.chars() {
                table.set_codepoint(c as i64, Value::None);
            }
        }
    }
    Ok(table.into_value())
}

/// `s.maketrans(...)`: the receiver is ignored (maketrans is a static method).
fn str_maketrans(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    str_maketrans_static(interp, args.get(1..).unwrap_or(&[]), kw)
}

// ---------------------------------------------------------------------------------------------
// encode (and the codec machinery shared with bytes.decode)
// ---------------------------------------------------------------------------------------------

/// The codecs this interpreter implements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Codec {
    Utf8,
    Utf8Sig,
    Ascii,
    Latin1,
    Utf16,
    Utf16Le,
    Utf16Be,
    Utf32,
    Utf32Le,
    Utf32Be,
    /// Python-literal escapes over Latin-1 (`\\xhh`, `\\uhhhh`, `\\N{...}`, ...).
    UnicodeEscape,
    /// Latin-1 with only `\\uhhhh` and `\\Uhhhhhhhh` escapes.
    RawUnicodeEscape,
}

impl Codec {
    /// The name CPython's error messages use.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Codec::Utf8 | Codec::Utf8Sig => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Utf16 => "utf-16",
            Codec::Utf16Le => "utf-16-le",
            Codec::Utf16Be => "utf-16-be",
            Codec::Utf32 => "utf-32",
            Codec::Utf32Le => "utf-32-le",
            Codec::Utf32Be => "utf-32-be",
            Codec::UnicodeEscape => "unicodeescape",
            Codec::RawUnicodeEscape => "rawunicodeescape",
        }
    }
}

/// Finds a codec by name the way `codecs.lookup` does: case-insensitive, with runs of
/// punctuation and spaces equivalent to '_', then the alias table.
pub(crate) fn lookup_codec(encoding: &str) -> R<Codec> {
    let mut norm = String::with_capacity(encoding.len());
    let mut pending_sep = false;
    for c in encoding.trim().chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            if pending_sep && !norm.is_empty() {
                norm.push('_');
            }
            pending_sep = false;
            norm.push(c.to_ascii_lowercase());
        } else {
            pending_sep = true;
        }
    }
    let codec = match norm.as_str() {
        "utf_8" | "utf8" | "u8" | "utf" | "utf8_ucs2" | "utf8_ucs4" | "cp65001" => Codec::Utf8,
        "utf_8_sig" => Codec::Utf8Sig,
        "ascii" | "646" | "ansi_x3.4_1968" | "ansi_x3_4_1968" | "ansi_x3.4_1986" | "cp367"
        | "csascii" | "ibm367" | "iso646_us" | "iso_646.irv_1991" | "iso_ir_6" | "us"
        | "us_ascii" => Codec::Ascii,
        "latin_1" | "latin1" | "latin" | "l1" | "8859" | "cp819" | "csisolatin1" | "ibm819"
        | "iso8859" | "iso8859_1" | "iso_8859_1" | "iso_8859_1_1987" | "iso_ir_100" => {
            Codec::Latin1
        }
        "utf_16" | "utf16" | "u16" => Codec::Utf16,
        "utf_16_le" | "utf_16le" | "unicodelittleunmarked" => Codec::Utf16Le,
        "utf_16_be" | "utf_16be" | "unicodebigunmarked" => Codec::Utf16Be,
        "utf_32" | "utf32" | "u32" => Codec::Utf32,
        "utf_32_le" | "utf_32le" => Codec::Utf32Le,
        "utf_32_be" | "utf_32be" => Codec::Utf32Be,
        "unicode_escape" => Codec::UnicodeEscape,
        "raw_unicode_escape" => Codec::RawUnicodeEscape,
        _ => return Err(Error::new(ExcType::LookupError, format!("unknown encoding: {encoding}"))),
    };
    Ok(codec)
}

/// The `unicode_escape` encoder (PyUnicode_AsUnicodeEscapeString), or with `raw` the
/// `raw_unicode_escape` one (only code points past Latin-1 are escaped).
fn escape_encode(s: &str, raw: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let u = c as u32;
        if u >= 0x10000 {
            out.extend_from_slice(format!("\\U{u:08x}").as_bytes());
        } else if u >= 0x100 {
            out.extend_from_slice(format!("\\u{u:04x}").as_bytes());
        } else if raw {
            out.push(u as u8);
        } else {
            match c {
                '\\' => out.extend_from_slice(b"\\\\"),
                '\t' => out.extend_from_slice(b"\\t"),
                '\n' => out.extend_from_slice(b"\\n"),
                '\r' => out.extend_from_slice(b"\\r"),
                _ if !(0x20..0x7f).contains(&u) => {
                    out.extend_from_slice(format!("\\x{u:02x}").as_bytes())
                }
                _ => out.push(u as u8),
            }
        }
    }
    out
}

pub(crate) fn unknown_handler(errors: &str) -> Error {
    Error::new(ExcType::LookupError, format!("unknown error handler name '{errors}'"))
}

/// Encodes `s`. UTF encodings cannot fail (a Rust string holds no surrogates); ASCII and
/// Latin-1 apply the error handler to each run of unencodable chars.
pub(crate) fn encode_str(interp: &mut Interp, s: &str, encoding: &str, errors: &str) -> R<Vec<u8>> {
    let codec = lookup_codec(encoding)?;
    let units = |n: usize| s.chars().count().saturating_mul(n).saturating_add(n);
    match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Utf8Sig => {
            let mut out = vec![0xEF, 0xBB, 0xBF];
            out.extend_from_slice(s.as_bytes());
            return Ok(out);
        }
        Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
            interp.check_alloc(units(4))?;
            let big = codec == Codec::Utf16Be;
            let mut out = Vec::new();
            if codec == Codec::Utf16 {
                out.extend_from_slice(&[0xFF, 0xFE]);
            }
            for u in s.encode_utf16() {
                out.extend_from_slice(&if big { u.to_be_bytes() } else { u.to_le_bytes() });
            }
            return Ok(out);
        }
        Codec::Utf32 | Codec::Utf32Le | Codec::Utf32Be => {
            interp.check_alloc(units(4))?;
            let big = codec == Codec::Utf32Be;
            let mut out = Vec::new();
            if codec == Codec::Utf32 {
                out.extend_from_slice(&[0xFF, 0xFE, 0x00, 0x00]);
            }
            for c in s.chars() {
                let u = c as u32;
                out.extend_from_slice(&if big { u.to_be_bytes() } else { u.to_le_bytes() });
            }
            return Ok(out);
        }
        Codec::UnicodeEscape | Codec::RawUnicodeEscape => {
            interp.check_alloc(units(10))?;
            return Ok(escape_encode(s, codec == Codec::RawUnicodeEscape));
        }
        Codec::Ascii | Codec::Latin1 => {}
    }
    let limit: u32 = if codec == Codec::Ascii { 0x80 } else { 0x100 };
    if s.chars().all(|c| (c as u32) < limit) {
        // Fast path: a Latin-1 string that is all ASCII, or any encodable string.
        return Ok(s.chars().map(|c| c as u32 as u8).collect());
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while j < chars.len() && chars[j] as u32 >= limit {
            j += 1;
        }
        match errors {
            "strict" | "surrogateescape" | "surrogatepass" => {
                let reason = format!("ordinal not in range({})", limit);
                let msg = if j - i == 1 {
                    let mut esc = String::new();
                    push_hex_escape(&mut esc, c);
                    format!(
                        "'{}' codec can't encode character '{esc}' in position {i}: {reason}",
                        codec.name()
                    )
                } else {
                    format!(
                        "'{}' codec can't encode characters in position {i}-{}: {reason}",
                        codec.name(),
                        j - 1
                    )
                };
                let text: String = chars.iter().collect();
                let args = vec![
                    Value::str(codec.name()),
                    Value::string(text),
                    Value::Int(i as i64),
                    Value::Int(j as i64),
                    Value::string(reason),
                ];
                return Err(Error::with_message_and_args(ExcType::UnicodeEncodeError, msg, args));
            }
            "ignore" => {}
            "replace" => out.extend(std::iter::repeat_n(b'?', j - i)),
            "backslashreplace" | "namereplace" => {
                for &ch in &chars[i..j] {
                    let mut esc = String::new();
                    // `namereplace` writes `\N{NAME}` for a character with a name and falls
                    // back to the hex escape for one without (unassigned, private use).
                    match crate::modules::unicodedata::char_name(ch) {
                        Some(name) if errors == "namereplace" => {
                            esc.push_str("\\N{");
                            esc.push_str(&name);
                            esc.push('}');
                        }
                        _ => push_hex_escape(&mut esc, ch),
                    }
                    out.extend_from_slice(esc.as_bytes());
                }
            }
            "xmlcharrefreplace" => {
                for &ch in &chars[i..j] {
                    out.extend_from_slice(format!("&#{};", ch as u32).as_bytes());
                }
            }
            _ => return Err(unknown_handler(errors)),
        }
        check_size(interp, out.len(), s.len())?;
        i = j;
    }
    Ok(out)
}

/// An optional str argument of encode/decode: `encode() argument 'errors' must be str, not int`.
pub(crate) fn str_param(v: &Option<Value>, fname: &str, pname: &str, default: &str) -> R<String> {
    match v {
        None => Ok(default.to_string()),
        Some(v) => match as_pystr(v) {
            Some(p) => Ok(p.s.clone()),
            None => Err(type_error(format!(
                "{fname}() argument '{pname}' must be str, not {}",
                arg_type_name(v)
            ))),
        },
    }
}

fn str_encode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "encode")?;
    let a = parse_kwargs("encode", &args[1..], kw, &["encoding", "errors"])?;
    let encoding = str_param(&a[0], "encode", "encoding", "utf-8")?;
    let errors = str_param(&a[1], "encode", "errors", "strict")?;
    let bytes = encode_str(interp, &s.s, &encoding, &errors)?;
    Ok(Value::Bytes(Rc::new(bytes)))
}

// ---------------------------------------------------------------------------------------------
// format, format_map
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum AutoNumber {
    Init,
    Auto,
    Manual,
}

/// Where named fields come from: `format`'s keyword arguments or `format_map`'s mapping.
enum Named<'a> {
    Kwargs(&'a Kwargs),
    Mapping(&'a Value),
}

/// The state of one `format`/`format_map` call (CPython's `build_string` arguments).
struct Formatter<'a> {
    /// Positional arguments; `None` for `format_map`, which has none.
    args: Option<&'a [Value]>,
    named: Named<'a>,
    auto: AutoNumber,
    next_auto: usize,
}

/// One parsed replacement field.
struct Field<'s> {
    name: &'s str,
    conversion: Option<char>,
    spec: &'s str,
    spec_needs_expanding: bool,
}

/// `get_integer`: a field name made only of decimal digits (any script) is an index.
fn field_integer(s: &str) -> R<Option<usize>> {
    if s.is_empty() {
        return Ok(None);
    }
    let mut acc: usize = 0;
    for c in s.chars() {
        let d = match decimal_value(c) {
            Some(d) => d as usize,
            None => return Ok(None),
        };
        if acc > (i64::MAX as usize - d) / 10 {
            return Err(value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
    }
    Ok(Some(acc))
}

/// `parse_field`: parses the field that starts at byte `pos` (just after its '{') and returns
/// it with the position after its closing '}'. All the delimiters are ASCII, so scanning bytes
/// never splits a char; the conversion char is decoded as a char.
fn parse_field(s: &str, mut pos: usize) -> R<(Field<'_>, usize)> {
    let b = s.as_bytes();
    let n = b.len();
    let name_start = pos;
    let mut c = 0u8;
    while pos < n {
        c = b[pos];
        pos += 1;
        match c {
            b'{' => return Err(value_error("unexpected '{' in field name")),
            b'[' => {
                while pos < n && b[pos] != b']' {
                    pos += 1;
                }
                continue;
            }
            b'}' | b':' | b'!' => break,
            _ => continue,
        }
    }
    let terminated = matches!(c, b'}' | b':' | b'!') && pos > name_start;
    if !terminated {
        return Err(value_error("expected '}' before end of string"));
    }
    let name = &s[name_start..pos - 1];
    if c == b'}' {
        return Ok((Field { name, conversion: None, spec: "", spec_needs_expanding: false }, pos));
    }
    let mut conversion = None;
    if c == b'!' {
        let conv = match s.get(pos..).and_then(|t| t.chars().next()) {
            Some(ch) => ch,
            None => {
                return Err(value_error("end of string while looking for conversion specifier"))
            }
        };
        conversion = Some(conv);
        pos += conv.len_utf8();
        if pos < n {
            let next = b[pos];
            pos += 1;
            if next == b'}' {
                return Ok((
                    Field { name, conversion, spec: "", spec_needs_expanding: false },
                    pos,
                ));
            }
            if next != b':' {
                return Err(value_error("expected ':' after conversion specifier"));
            }
        }
    }
    let spec_start = pos;
    let mut depth = 1;
    let mut expand = false;
    while pos < n {
        let ch = b[pos];
        pos += 1;
        if ch == b'{' {
            expand = true;
            depth += 1;
        } else if ch == b'}' {
            depth -= 1;
            if depth == 0 {
                let spec = &s[spec_start..pos - 1];
                return Ok((Field { name, conversion, spec, spec_needs_expanding: expand }, pos));
            }
        }
    }
    Err(value_error("unmatched '{' in format spec"))
}

impl<'a> Formatter<'a> {
    /// `build_string`: expands a format string (or a nested format spec).
    fn build(&mut self, interp: &mut Interp, s: &str, depth: i32) -> R<String> {
        if depth <= 0 {
            return Err(value_error("Max string recursion exceeded"));
        }
        let b = s.as_bytes();
        let n = b.len();
        let mut out = String::with_capacity(s.len());
        let mut pos = 0;
        while pos < n {
            // Literal text up to the next brace.
            let start = pos;
            let mut brace = None;
            while pos < n {
                let c = b[pos];
                pos += 1;
                if c == b'{' || c == b'}' {
                    brace = Some(c);
                    break;
                }
            }
            let at_end = pos >= n;
            let mut lit_end = pos;
            let mut markup = false;
            if let Some(c) = brace {
                if c == b'}' && (at_end || b[pos] != b'}') {
                    return Err(value_error("Single '}' encountered in format string"));
                }
                if at_end && c == b'{' {
                    return Err(value_error("Single '{' encountered in format string"));
                }
                if b[pos] == c {
                    // A doubled brace is a literal brace: keep one, skip the other.
                    pos += 1;
                } else {
                    lit_end -= 1;
                    markup = true;
                }
            }
            out.push_str(&s[start..lit_end]);
            if !markup {
                continue;
            }
            let (field, next) = parse_field(s, pos)?;
            pos = next;
            self.render(interp, &field, depth, &mut out)?;
            if out.len() > s.len() {
                interp.check_alloc(out.len())?;
            }
        }
        Ok(out)
    }

    /// `output_markup`: looks the field up, converts it, expands its spec and formats it.
    fn render(
        &mut self,
        interp: &mut Interp,
        field: &Field<'_>,
        depth: i32,
        out: &mut String,
    ) -> R<()> {
        let mut obj = self.lookup(interp, field.name)?;
        if let Some(conv) = field.conversion {
            obj = match conv {
                'r' => Value::string(interp.repr(&obj)?),
                's' => Value::string(interp.to_str(&obj)?),
                'a' => Value::string(ascii_escape(&interp.repr(&obj)?)),
                c if (c as u32) > 32 && (c as u32) < 127 => {
                    return Err(value_error(format!("Unknown conversion specifier {c}")))
                }
                c => {
                    return Err(value_error(format!(
                        "Unknown conversion specifier \\x{:x}",
                        c as u32
                    )))
                }
            };
        }
        let spec = if field.spec_needs_expanding {
            self.build(interp, field.spec, depth - 1)?
        } else {
            field.spec.to_string()
        };
        match &obj {
            Value::Str(text) if spec.is_empty() => out.push_str(&text.s),
            _ => out.push_str(&interp.format_value(&obj, &spec)?),
        }
        Ok(())
    }

    /// `get_field_object`: the first part of the name picks an argument (by number, by
    /// automatic numbering, or by name); then `.attr` and `[key]` parts apply in order.
    fn lookup(&mut self, interp: &mut Interp, name: &str) -> R<Value> {
        let first_len = name.bytes().position(|c| c == b'.' || c == b'[').unwrap_or(name.len());
        let (first, rest) = name.split_at(first_len);
        let index = field_integer(first)?;
        let empty = first.is_empty();
        if empty || index.is_some() {
            if self.auto == AutoNumber::Init {
                self.auto = if empty { AutoNumber::Auto } else { AutoNumber::Manual };
            }
            if self.auto == AutoNumber::Manual && empty {
                return Err(value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
            if self.auto == AutoNumber::Auto && !empty {
                return Err(value_error(
                    "cannot switch from automatic field numbering to manual field specification",
                ));
            }
        }
        let index = if empty {
            let i = self.next_auto;
            self.next_auto += 1;
            Some(i)
        } else {
            index
        };
        let mut obj = match index {
            Some(i) => match self.args {
                None => return Err(value_error("Format string contains positional fields")),
                Some(args) => match args.get(i) {
                    Some(v) => v.clone(),
                    None => {
                        return Err(index_error(format!(
                            "Replacement index {i} out of range for positional args tuple"
                        )))
                    }
                },
            },
            None => match self.named {
                Named::Kwargs(kw) => match kw.iter().find(|(k, _)| &**k == first) {
                    Some((_, v)) => v.clone(),
                    None => {
                        return Err(Error::with_args(ExcType::KeyError, vec![Value::str(first)]))
                    }
                },
                Named::Mapping(m) => interp.getitem(m, &Value::str(first))?,
            },
        };
        // The rest: ".name" and "[key]" parts.
        let rb = rest.as_bytes();
        let mut p = 0;
        while p < rb.len() {
            let c = rb[p];
            p += 1;
            match c {
                b'.' => {
                    let ns = p;
                    while p < rb.len() && rb[p] != b'.' && rb[p] != b'[' {
                        p += 1;
                    }
                    let attr = &rest[ns..p];
                    if attr.is_empty() {
                        return Err(value_error("Empty attribute in format string"));
                    }
                    obj = interp.getattr_str(&obj, attr)?;
                }
                b'[' => {
                    let ns = p;
                    let mut closed = false;
                    while p < rb.len() {
                        let ch = rb[p];
                        p += 1;
                        if ch == b']' {
                            closed = true;
                            break;
                        }
                    }
                    if !closed {
                        return Err(value_error("Missing ']' in format string"));
                    }
                    let key = &rest[ns..p - 1];
                    let idx = field_integer(key)?;
                    if key.is_empty() {
                        return Err(value_error("Empty attribute in format string"));
                    }
                    obj = match idx {
                        Some(i) => interp.getitem(&obj, &Value::Int(i as i64))?,
                        None => interp.getitem(&obj, &Value::str(key))?,
                    };
                }
                _ => {
                    return Err(value_error(
                        "Only '.' or '[' may follow ']' in format field specifier",
                    ))
                }
            }
        }
        Ok(obj)
    }
}

fn str_format(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "format")?;
    let mut f = Formatter {
        args: Some(&args[1..]),
        named: Named::Kwargs(kw),
        auto: AutoNumber::Init,
        next_auto: 0,
    };
    let out = f.build(interp, &s.s, 2)?;
    Ok(Value::string(out))
}

fn str_format_map(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "format_map")?;
    let mapping = check_one("str", "format_map", args, kw)?;
    let mut f = Formatter {
        args: None,
        named: Named::Mapping(&mapping),
        auto: AutoNumber::Init,
        next_auto: 0,
    };
    let out = f.build(interp, &s.s, 2)?;
    Ok(Value::string(out))
}

// ---------------------------------------------------------------------------------------------
// Tests of the interpreter-independent helpers (expectations taken from CPython 3.11)
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    fn err_msg(e: Error) -> String {
        match e.0.kind {
            ErrorKind::Builtin { msg: Some(m), .. } => m,
            _ => String::from("<no message>"),
        }
    }

    #[test]
    fn repr_quotes_and_escapes() {
        assert_eq!(str_repr("it's"), "\"it's\"");
        assert_eq!(str_repr("both ' and \""), "'both \\' and \"'");
        assert_eq!(str_repr("tab\tnew\nline\\"), "'tab\\tnew\\nline\\\\'");
        assert_eq!(str_repr("\x00\x7f\u{a0}\u{ad}\u{ff}é"), "'\\x00\\x7f\\xa0\\xadÿé'");
        assert_eq!(
            str_repr("\u{2028}\u{feff}\u{e000}\u{e0001}😀一"),
            "'\\u2028\\ufeff\\ue000\\U000e0001😀一'"
        );
        assert_eq!(ascii_escape("'é€😀'"), "'\\xe9\\u20ac\\U0001f600'");
    }

    #[test]
    fn slicing_and_indexing_by_code_point() {
        let s = PyStr::new("héllo wörld".to_string());
        assert_eq!(str_slice(&s, 1, 5, 1), "éllo");
        assert_eq!(str_slice(&s, 10, -1, -1), "dlröw olléh");
        assert_eq!(str_slice(&s, 0, 11, 3), "hlwl");
        assert_eq!(str_slice(&s, 9, 0, -4), "l é");
        assert_eq!(char_index(&s, 7), Some('ö'));
        assert_eq!(char_index(&s, 11), None);
        let a = PyStr::new("abcdef".to_string());
        assert_eq!(str_slice(&a, 5, -1, -2), "fdb");
        assert_eq!(char_index(&a, 2), Some('c'));
    }

    #[test]
    fn character_classes() {
        assert!(
            "\t\n\u{b}\u{c}\r\u{1c}\u{1f} \u{85}\u{a0}\u{1680}\u{2000}\u{200a}\u{2028}\u{3000}"
                .chars()
                .all(py_isspace)
        );
        assert!(!py_isspace('\u{200b}'));
        assert_eq!(decimal_value('٣'), Some(3));
        assert_eq!(decimal_value('𝟗'), Some(9));
        assert_eq!(decimal_value('²'), None);
        assert!(py_isdigit('²') && py_isdigit('①') && !py_isdigit('½'));
        assert!(py_isnumeric('½') && py_isnumeric('一') && py_isnumeric('Ⅻ') && !py_isnumeric('a'));
        assert!(py_isalpha('न') && !py_isalpha('\u{94d}') && !py_isalpha('Ⅻ') && !py_isalpha('Ⓐ'));
        assert!(is_titlecase('ǅ') && !is_titlecase('Ǆ'));
        assert!(is_xid_start('_') && is_xid_start('é') && is_xid_start('Ⅻ') && !is_xid_start('1'));
        assert!(is_xid_continue('1') && is_xid_continue('\u{301}') && is_xid_continue('·'));
        assert!(is_printable('é') && !is_printable('\u{378}') && !is_printable('\u{3000}'));
    }

    #[test]
    fn case_mappings() {
        assert_eq!(
            title_full("they're bill's friends from the UK"),
            "They'Re Bill'S Friends From The Uk"
        );
        assert_eq!(title_full("ǆemal ﬁsh ßa"), "ǅemal Fish Ssa");
        assert_eq!(title_full("ΑΣ."), "Ας.");
        assert_eq!(capitalize_full("ΣΑΣ"), "Σας");
        assert_eq!(capitalize_full("ﬃ"), "Ffi");
        assert_eq!(swapcase_full("AΣ ǅ"), "aς ǅ");
        let mut folded = String::new();
        for c in "Straße ẞ ﬁ ꭰ Ꭰ ı".chars() {
            push_casefold(&mut folded, c);
        }
        assert_eq!(folded, "strasse ss fi Ꭰ Ꭰ ı");
        assert_eq!(final_sigmas("ΑΣ Σ aΣb ΣΑΣ"), vec![true, false, false, false, true]);
    }

    #[test]
    fn splitting_on_whitespace() {
        assert_eq!(split_whitespace("  a  b  ", usize::MAX), vec!["a", "b"]);
        assert_eq!(split_whitespace("  a  b  ", 1), vec!["a", "b  "]);
        assert_eq!(rsplit_whitespace("  a  b  ", 1), vec!["  a", "b"]);
        assert_eq!(split_whitespace(" a b ", 0), vec!["a b "]);
        assert_eq!(rsplit_whitespace(" a b ", 0), vec![" a b"]);
        assert_eq!(
            split_whitespace("a\u{1c}b\u{85}c\u{3000}d", usize::MAX),
            vec!["a", "b", "c", "d"]
        );
    }

    #[test]
    fn index_adjustment() {
        assert_eq!(adjust_indices(0, i64::MAX, 3), (0, 3));
        assert_eq!(adjust_indices(-1, -1, 3), (2, 2));
        assert_eq!(adjust_indices(-10, -10, 3), (0, 0));
        assert_eq!(adjust_indices(5, 2, 3), (5, 2));
        assert_eq!(adjust_indices(i64::MIN, i64::MIN, 3), (0, 0));
    }

    #[test]
    fn keyword_binding_messages() {
        let kw: Kwargs = vec![(Rc::from("sep"), Value::None)];
        assert_eq!(
            err_msg(parse_kwargs("split", &[Value::None], &kw, &["sep", "maxsplit"]).unwrap_err()),
            "argument for split() given by name ('sep') and position (1)"
        );
        let kw: Kwargs = vec![(Rc::from("zz"), Value::Int(1))];
        assert_eq!(
            err_msg(parse_kwargs("split", &[], &kw, &["sep", "maxsplit"]).unwrap_err()),
            "'zz' is an invalid keyword argument for split()"
        );
        let kw: Kwargs = vec![(Rc::from("a"), Value::Int(1)), (Rc::from("b"), Value::Int(2))];
        assert_eq!(
            err_msg(parse_kwargs("expandtabs", &[], &kw, &["tabsize"]).unwrap_err()),
            "expandtabs() takes at most 1 keyword argument (2 given)"
        );
        let kw: Kwargs = vec![(Rc::from("maxsplit"), Value::Int(1))];
        let bound =
            parse_kwargs("split", &[Value::None], &kw, &["sep", "maxsplit"]).unwrap_or_default();
        assert!(matches!(bound.as_slice(), [Some(Value::None), Some(Value::Int(1))]));
    }

    #[test]
    fn format_field_parsing() {
        let msg = |s: &str| match parse_field(s, 0) {
            Ok(_) => String::from("ok"),
            Err(e) => err_msg(e),
        };
        assert_eq!(msg("0!}"), "unmatched '{' in format spec");
        assert_eq!(msg("0!}x"), "expected ':' after conversion specifier");
        assert_eq!(msg("0"), "expected '}' before end of string");
        assert_eq!(msg("0{}"), "unexpected '{' in field name");
        assert_eq!(msg("0:{1}"), "unmatched '{' in format spec");
        assert_eq!(msg("0!"), "end of string while looking for conversion specifier");
        let empty = Field { name: "", conversion: None, spec: "", spec_needs_expanding: false };
        let (field, next) = parse_field("a[}]!r:>{w}}rest", 0).unwrap_or((empty, 0));
        assert_eq!(
            (field.name, field.conversion, field.spec, field.spec_needs_expanding),
            ("a[}]", Some('r'), ">{w}", true)
        );
        assert_eq!(next, 12);
        assert!(matches!(field_integer("٠1"), Ok(Some(1))));
        assert!(matches!(field_integer("-1"), Ok(None)));
        assert!(field_integer("99999999999999999999").is_err());
    }

    #[test]
    fn codec_names() {
        for (name, codec) in [
            ("utf-8", Codec::Utf8),
            (" UTF8 ", Codec::Utf8),
            ("u8", Codec::Utf8),
            ("utf-8-sig", Codec::Utf8Sig),
            ("US-ASCII", Codec::Ascii),
            ("646", Codec::Ascii),
            ("latin-1", Codec::Latin1),
            ("ISO-8859-1", Codec::Latin1),
            ("l1", Codec::Latin1),
            ("utf-16", Codec::Utf16),
            ("UTF_16_LE", Codec::Utf16Le),
            ("utf-32-be", Codec::Utf32Be),
        ] {
            assert_eq!(lookup_codec(name).ok(), Some(codec), "{name}");
        }
        assert_eq!(err_msg(lookup_codec("nope").unwrap_err()), "unknown encoding: nope");
    }
}
