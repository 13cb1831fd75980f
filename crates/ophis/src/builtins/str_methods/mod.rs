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

use crate::args::{bind, req, Kind, Sig};
use crate::builtins::text::Indexed;
use crate::dict::Dict;
use crate::error::{
    index_error, overflow_error, type_error, value_error, Error, ErrorKind, ExcType, R,
};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, Value};

mod case;
mod codec;
mod edit;
mod formatting;
mod params;
mod search;
mod translate;
mod unicode;
use case::*;
pub(crate) use codec::*;
pub(crate) use edit::*;
use formatting::*;
pub(crate) use params::*;
use search::*;
pub(crate) use translate::*;
pub(crate) use unicode::*;

/// An immutable string with its length in characters cached, so `len()` and indexing of
/// ASCII strings are O(1).
#[derive(Debug)]
pub struct PyStr {
    pub s: String,
    pub nchars: usize,
}

impl PyStr {
    pub fn new(s: String) -> Self {
        let nchars = if s.is_ascii() { s.len() } else { s.chars().count() };
        PyStr { s, nchars }
    }
    pub fn is_ascii(&self) -> bool {
        self.nchars == self.s.len()
    }
    pub fn as_str(&self) -> &str {
        &self.s
    }
}

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
        let (a, b) = (s.offset(first as usize), s.offset(bound as usize));
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
        assert_eq!(crate::ops::ascii_escape("'é€😀'"), "'\\xe9\\u20ac\\U0001f600'");
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
        use crate::builtins::text::{rsplit_whitespace, split_whitespace};
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
        static SPLIT: Sig<2> = Sig::keywords("split", ["sep", "maxsplit"], 0, 0, 0);
        static EXPANDTABS: Sig<1> = Sig::keywords("expandtabs", ["tabsize"], 0, 0, 0);
        let recv = Value::str("ab");
        let kw: Kwargs = vec![(Rc::from("sep"), Value::None)];
        let args = [recv.clone(), Value::None];
        assert_eq!(
            err_msg(bind_method(&SPLIT, &args, &kw).unwrap_err()),
            "argument for split() given by name ('sep') and position (1)"
        );
        let kw: Kwargs = vec![(Rc::from("zz"), Value::Int(1))];
        assert_eq!(
            err_msg(bind_method(&SPLIT, std::slice::from_ref(&recv), &kw).unwrap_err()),
            "'zz' is an invalid keyword argument for split()"
        );
        let kw: Kwargs = vec![(Rc::from("a"), Value::Int(1)), (Rc::from("b"), Value::Int(2))];
        assert_eq!(
            err_msg(bind_method(&EXPANDTABS, std::slice::from_ref(&recv), &kw).unwrap_err()),
            "expandtabs() takes at most 1 keyword argument (2 given)"
        );
        let args = [recv.clone(), Value::Int(1), Value::Int(2), Value::Int(3)];
        assert_eq!(
            err_msg(bind_method(&SPLIT, &args, &Kwargs::new()).unwrap_err()),
            "split() takes at most 2 arguments (3 given)"
        );
        let kw: Kwargs = vec![(Rc::from("maxsplit"), Value::Int(1))];
        let args = [recv, Value::None];
        let bound = bind_method(&SPLIT, &args, &kw);
        assert!(matches!(bound, Ok([Some(Value::None), Some(Value::Int(1))])));
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
