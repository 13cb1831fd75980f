//! bytes case methods and is* predicates (ASCII only, as in CPython).

use super::*;

fn map_method(args: &[Value], kw: &Kwargs, name: &str, f: fn(&[u8]) -> Vec<u8>) -> R<Value> {
    let b = recv_bytes(args, name)?;
    check_noargs("bytes", name, args, kw)?;
    Ok(bytes_value(f(&b)))
}

pub(super) fn bytes_upper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "upper", |b| b.to_ascii_uppercase())
}

pub(super) fn bytes_lower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "lower", |b| b.to_ascii_lowercase())
}

pub(super) fn bytes_swapcase(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

pub(super) fn bytes_capitalize(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    map_method(args, kw, "capitalize", |b| {
        let mut out = b.to_ascii_lowercase();
        if let Some(first) = out.first_mut() {
            first.make_ascii_uppercase();
        }
        out
    })
}

pub(super) fn bytes_title(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

pub(super) fn bytes_isalnum(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalnum", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_alphanumeric()))
}

pub(super) fn bytes_isalpha(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isalpha", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_alphabetic()))
}

pub(super) fn bytes_isascii(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isascii", |b| b.is_ascii())
}

pub(super) fn bytes_isdigit(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isdigit", |b| !b.is_empty() && b.iter().all(|c| c.is_ascii_digit()))
}

pub(super) fn bytes_isspace(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isspace", |b| !b.is_empty() && b.iter().all(|&c| is_space(c)))
}

pub(super) fn bytes_islower(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "islower", |b| {
        b.iter().any(|c| c.is_ascii_lowercase()) && !b.iter().any(|c| c.is_ascii_uppercase())
    })
}

pub(super) fn bytes_isupper(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    predicate(args, kw, "isupper", |b| {
        b.iter().any(|c| c.is_ascii_uppercase()) && !b.iter().any(|c| c.is_ascii_lowercase())
    })
}

pub(super) fn bytes_istitle(_: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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
