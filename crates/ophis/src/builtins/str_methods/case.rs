//! Case methods (upper, lower, casefold, swapcase, capitalize, title) and the is* predicates.

use super::*;
use crate::builtins::text;

/// Wraps a case-mapping transformation: argument checks, the ASCII fast path, and the memory
/// check for results that grew (a full case mapping can expand a char into up to three).
fn case_method(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<0>,
    ascii: fn(&str) -> String,
    full: fn(&str) -> String,
) -> R<Value> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    if s.is_ascii() {
        return Ok(Value::string(ascii(&s.s)));
    }
    let out = full(&s.s);
    check_size(interp, out.len(), s.s.len())?;
    Ok(Value::string(out))
}

pub(super) fn str_upper(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "upper",
        &Sig::no_args("str.upper"),
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

pub(super) fn str_lower(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "lower",
        &Sig::no_args("str.lower"),
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

pub(super) fn str_casefold(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "casefold",
        &Sig::no_args("str.casefold"),
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

pub(super) fn swapcase_full(s: &str) -> String {
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

pub(super) fn str_swapcase(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "swapcase",
        &Sig::no_args("str.swapcase"),
        |s| ascii_string(text::ascii_swapcase(s.as_bytes())),
        swapcase_full,
    )
}

pub(super) fn capitalize_full(s: &str) -> String {
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

pub(super) fn str_capitalize(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "capitalize",
        &Sig::no_args("str.capitalize"),
        |s| ascii_string(text::ascii_capitalize(s.as_bytes())),
        capitalize_full,
    )
}

pub(super) fn title_full(s: &str) -> String {
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

pub(super) fn str_title(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    case_method(
        interp,
        args,
        kw,
        "title",
        &Sig::no_args("str.title"),
        |s| ascii_string(text::ascii_title(s.as_bytes())),
        title_full,
    )
}

pub(super) fn predicate(
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    sig: &Sig<0>,
    f: impl Fn(&PyStr) -> bool,
) -> R<Value> {
    let s = recv_str(args, name)?;
    bind_method(sig, args, kw)?;
    Ok(Value::Bool(f(&s)))
}

/// True when the string is non-empty and every char satisfies `f`.
fn all_chars(s: &PyStr, f: impl Fn(char) -> bool) -> bool {
    text::all_elems(s.s.as_str(), f)
}

/// The result of an ASCII case mapping of an ASCII str (ASCII bytes, one char each).
fn ascii_string(b: Vec<u8>) -> String {
    b.into_iter().map(char::from).collect()
}

pub(super) fn str_isalnum(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalnum", &Sig::no_args("str.isalnum"), |s| all_chars(s, py_isalnum))
}

pub(super) fn str_isalpha(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalpha", &Sig::no_args("str.isalpha"), |s| all_chars(s, py_isalpha))
}

pub(super) fn str_isascii(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isascii", &Sig::no_args("str.isascii"), |s| s.is_ascii())
}

pub(super) fn str_isdecimal(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdecimal", &Sig::no_args("str.isdecimal"), |s| all_chars(s, py_isdecimal))
}

pub(super) fn str_isdigit(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdigit", &Sig::no_args("str.isdigit"), |s| all_chars(s, py_isdigit))
}

pub(super) fn str_isnumeric(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isnumeric", &Sig::no_args("str.isnumeric"), |s| all_chars(s, py_isnumeric))
}

pub(super) fn str_isspace(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isspace", &Sig::no_args("str.isspace"), |s| all_chars(s, py_isspace))
}

pub(super) fn str_isprintable(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // Unlike the others, the empty string is printable.
    predicate(args, kw, "isprintable", &Sig::no_args("str.isprintable"), |s| {
        s.s.chars().all(is_printable)
    })
}

pub(super) fn str_isidentifier(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isidentifier", &Sig::no_args("str.isidentifier"), |s| {
        let mut it = s.s.chars();
        match it.next() {
            Some(c) if is_xid_start(c) => it.all(is_xid_continue),
            _ => false,
        }
    })
}

pub(super) fn str_islower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "islower", &Sig::no_args("str.islower"), |s| {
        text::is_cased_as(s.s.as_str(), is_lower, is_upper, is_titlecase)
    })
}

pub(super) fn str_isupper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isupper", &Sig::no_args("str.isupper"), |s| {
        text::is_cased_as(s.s.as_str(), is_upper, is_lower, is_titlecase)
    })
}

pub(super) fn str_istitle(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "istitle", &Sig::no_args("str.istitle"), |s| {
        text::istitle(s.s.as_str(), |c| is_upper(c) || is_titlecase(c), is_lower)
    })
}
