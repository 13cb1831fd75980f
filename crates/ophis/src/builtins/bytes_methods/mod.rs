//! The methods of Python's `bytes` type, with CPython 3.11's semantics and error messages.
//!
//! The receiver (`args[0]`) is a `Value::Bytes`. Arguments that CPython accepts as "bytes-like"
//! may be `bytes` or `bytearray`. Character classes (`isalpha`, `upper`, `split()` on
//! whitespace...) are ASCII-only, as in CPython. Substring search is linear time (KMP), so no
//! input can make a search quadratic.

use std::rc::Rc;

use super::str_methods::{
    arg_type_name, as_pystr, bind_method, check_items, cint_arg, join_items, lookup_codec,
    parse_tuple_method, ssize_arg, start_end, str_param, type_name, unknown_handler, Codec,
};
use crate::args::{bind, req, Sig};
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::{BuiltinFn, Value};

/// The declared signature of a method, named for the type it was looked up on (`bytes.upper`
/// or `bytearray.upper`, as CPython's messages name it): `ty_sig!(ba, 0, Sig::no_args,
/// "upper")` for the constructors taking the qualified name only, `ty_sig!(ba, 2,
/// Sig::positional, "center", ["width", "fillchar"], 1)` for those taking the bare name and
/// the qualified one.
macro_rules! ty_sig {
    ($ba:expr, $n:literal, Sig::$ctor:ident, $name:literal) => {{
        static BYTES: Sig<$n> = Sig::$ctor(concat!("bytes.", $name));
        static BYTEARRAY: Sig<$n> = Sig::$ctor(concat!("bytearray.", $name));
        if $ba {
            &BYTEARRAY
        } else {
            &BYTES
        }
    }};
    ($ba:expr, $n:literal, $ctor:path, $name:literal $(, $rest:expr)+) => {{
        static BYTES: Sig<$n> = $ctor($name, concat!("bytes.", $name) $(, $rest)+);
        static BYTEARRAY: Sig<$n> = $ctor($name, concat!("bytearray.", $name) $(, $rest)+);
        if $ba {
            &BYTEARRAY
        } else {
            &BYTES
        }
    }};
}

mod bytearray;
mod case;
mod decode;
mod edit;
mod hex_translate;
mod search;
mod split;
pub(crate) use bytearray::*;
use case::*;
pub(crate) use decode::*;
use edit::*;
pub(crate) use hex_translate::*;
pub(crate) use search::Needle;
use search::*;
pub(crate) use split::is_space;
use split::*;

/// Every method of `bytes`, by name.
pub(crate) fn methods() -> Vec<(&'static str, BuiltinFn)> {
    vec![
        ("capitalize", bytes_capitalize::<false> as BuiltinFn),
        ("center", bytes_center::<false>),
        ("count", bytes_count::<false>),
        ("decode", bytes_decode::<false>),
        ("endswith", bytes_endswith::<false>),
        ("expandtabs", bytes_expandtabs::<false>),
        ("find", bytes_find::<false>),
        ("hex", bytes_hex),
        ("index", bytes_index::<false>),
        ("isalnum", bytes_isalnum::<false>),
        ("isalpha", bytes_isalpha::<false>),
        ("isascii", bytes_isascii::<false>),
        ("isdigit", bytes_isdigit::<false>),
        ("islower", bytes_islower::<false>),
        ("isspace", bytes_isspace::<false>),
        ("istitle", bytes_istitle::<false>),
        ("isupper", bytes_isupper::<false>),
        ("join", bytes_join::<false>),
        ("ljust", bytes_ljust::<false>),
        ("lower", bytes_lower::<false>),
        ("lstrip", bytes_lstrip::<false>),
        ("maketrans", bytes_maketrans),
        ("partition", bytes_partition::<false>),
        ("removeprefix", bytes_removeprefix::<false>),
        ("removesuffix", bytes_removesuffix::<false>),
        ("replace", bytes_replace::<false>),
        ("rfind", bytes_rfind::<false>),
        ("rindex", bytes_rindex::<false>),
        ("rjust", bytes_rjust::<false>),
        ("rpartition", bytes_rpartition::<false>),
        ("rsplit", bytes_rsplit::<false>),
        ("rstrip", bytes_rstrip::<false>),
        ("split", bytes_split::<false>),
        ("splitlines", bytes_splitlines::<false>),
        ("startswith", bytes_startswith::<false>),
        ("strip", bytes_strip::<false>),
        ("swapcase", bytes_swapcase::<false>),
        ("title", bytes_title::<false>),
        ("translate", bytes_translate::<false>),
        ("upper", bytes_upper::<false>),
        ("zfill", bytes_zfill::<false>),
    ]
}

/// Python's `repr()` of a bytes object: `b'...'` with CPython's quote choice and escapes.
pub(crate) fn bytes_repr(b: &[u8]) -> String {
    bytes_repr_in(b, false)
}

/// The `b'...'` part of a bytearray's repr: CPython's `bytearray_repr` escapes every single
/// quote, even between double quotes (`bytearray(b"it\'s")`).
pub(crate) fn bytearray_repr(b: &[u8]) -> String {
    bytes_repr_in(b, true)
}

fn bytes_repr_in(b: &[u8], array: bool) -> String {
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
            c if c == quote || array && c == b'\'' => {
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
        use crate::builtins::text::Text;
        let find_bytes = |h: &[u8], p: &[u8]| h.find(p);
        let rfind_bytes = |h: &[u8], p: &[u8]| h.rfind(p);
        let rfind_all = |h: &[u8], p: &[u8], n| h.rfind_all(p, n);
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
        use crate::builtins::text::{rsplit_whitespace, split_whitespace};
        assert_eq!(split_whitespace(&b"  a b  "[..], usize::MAX), vec![&b"a"[..], b"b"]);
        assert_eq!(rsplit_whitespace(&b"  a b  "[..], 1), vec![&b"  a"[..], b"b"]);
        // Only ASCII whitespace counts for bytes.
        assert_eq!(
            split_whitespace(&b"a\x1cb\x85c\xa0d\x0be"[..], usize::MAX),
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
