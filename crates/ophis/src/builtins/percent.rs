//! `str % args` and `bytes % args`: printf-style formatting.
//!
//! Both share one parser: a bytes format is read as Latin-1 text (one char per byte), so
//! every piece it produces is Latin-1 too and maps back to bytes one to one.

use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::format::{self, FormatError, PercentSpec};
use crate::interp::Interp;
use crate::value::Value;

fn ferr(e: FormatError) -> Error {
    match e {
        FormatError::ValueError(m) => value_error(m),
        FormatError::OverflowError(m) => Error::new(ExcType::OverflowError, m),
    }
}

pub(crate) fn percent_format(interp: &mut Interp, fmt: &str, args: &Value) -> R<String> {
    percent_core(interp, fmt, args, false)
}

/// `bytes % args` (and `bytearray % args`): CPython's bytes formatting, where `%s`/`%b` take a
/// bytes-like object (or one with `__bytes__`), `%r`/`%a` give the ASCII repr, `%c` takes an
/// int below 256 or a single byte, and mapping keys are bytes.
pub(crate) fn percent_format_bytes(interp: &mut Interp, fmt: &[u8], args: &Value) -> R<Vec<u8>> {
    let text: String = fmt.iter().map(|&b| b as char).collect();
    let out = percent_core(interp, &text, args, true)?;
    // Every piece pushed in bytes mode is Latin-1, so each char is one byte.
    Ok(out.chars().map(|c| c as u32 as u8).collect())
}

/// The value of a `*` width or precision: an int (a bool or an int subclass too), whose size
/// must fit the C type CPython reads it into.
fn star_arg(v: &Value, ctype: &str) -> R<i64> {
    let base = match v {
        Value::Instance(i) => i.builtin_base.borrow().clone(),
        _ => None,
    };
    match base.as_ref().unwrap_or(v) {
        Value::Int(n) => Ok(*n),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(_) => Err(Error::new(
            ExcType::OverflowError,
            format!("Python int too large to convert to C {ctype}"),
        )),
        _ => Err(type_error("* wants int")),
    }
}

fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

fn percent_core(interp: &mut Interp, fmt: &str, args: &Value, bytes_mode: bool) -> R<String> {
    let (items, mapping): (Vec<Value>, Option<Value>) = match args {
        Value::Tuple(t) => ((**t).clone(), None),
        Value::Dict(_) => (vec![args.clone()], Some(args.clone())),
        // As CPython: a tuple subclass's items are the arguments, and a mapping is anything
        // with `__getitem__` but a tuple and the text type (str, or in bytes mode also bytes).
        Value::Instance(i) if matches!(&*i.builtin_base.borrow(), Some(Value::Tuple(_))) => {
            match &*i.builtin_base.borrow() {
                Some(Value::Tuple(t)) => ((**t).clone(), None),
                _ => (vec![], None),
            }
        }
        Value::Instance(i)
            if i.class.lookup("__getitem__").is_some()
                && !matches!(
                    (&*i.builtin_base.borrow(), bytes_mode),
                    (Some(Value::Str(_)), _) | (Some(Value::Bytes(_)), true)
                ) =>
        {
            (vec![args.clone()], Some(args.clone()))
        }
        other => (vec![other.clone()], None),
    };
    let mut next = 0usize;
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    let mut used_mapping = false;
    while i < chars.len() {
        let c = chars[i];
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        if i >= chars.len() {
            return Err(value_error("incomplete format"));
        }
        // `%%` is a percent sign only when the second `%` follows the first at once: after a
        // key, flags, a width or a precision, CPython takes `%` as a conversion, which takes
        // an argument and is then "unsupported format character '%'".
        if chars[i] == '%' {
            out.push('%');
            i += 1;
            continue;
        }
        let mut key: Option<String> = None;
        if chars[i] == '(' {
            let mut depth = 1;
            let start = i + 1;
            i += 1;
            while i < chars.len() && depth > 0 {
                if chars[i] == '(' {
                    depth += 1;
                } else if chars[i] == ')' {
                    depth -= 1;
                }
                i += 1;
            }
            if depth > 0 {
                return Err(value_error("incomplete format key"));
            }
            key = Some(chars[start..i - 1].iter().collect());
        }
        let mut spec = PercentSpec::default();
        while i < chars.len() {
            match chars[i] {
                '-' => spec.left = true,
                '+' => spec.plus = true,
                ' ' => spec.space = true,
                '#' => spec.alternate = true,
                '0' => spec.zero = true,
                _ => break,
            }
            i += 1;
        }
        let mut take_arg = |interp: &mut Interp| -> R<Value> {
            let _ = interp;
            // As CPython: a mapping argument is also the (single) positional argument, so
            // `"%s" % {1: 2}` formats the dict itself.
            if next < items.len() {
                next += 1;
                Ok(items[next - 1].clone())
            } else {
                Err(type_error("not enough arguments for format string"))
            }
        };
        if i < chars.len() && chars[i] == '*' {
            // As CPython: `*` takes an int (not any `__index__`), and a negative width
            // left-justifies.
            let w = star_arg(&take_arg(interp)?, "ssize_t")?;
            if w < 0 {
                spec.left = true;
            }
            spec.width = Some(w.unsigned_abs() as usize);
            i += 1;
        } else {
            let mut w = String::new();
            while i < chars.len() && chars[i].is_ascii_digit() {
                w.push(chars[i]);
                i += 1;
            }
            if !w.is_empty() {
                spec.width = Some(w.parse().map_err(|_| value_error("width too big"))?);
            }
        }
        if i < chars.len() && chars[i] == '.' {
            i += 1;
            if i < chars.len() && chars[i] == '*' {
                let p = star_arg(&take_arg(interp)?, "int")?;
                if p > i32::MAX as i64 || p < i32::MIN as i64 {
                    return Err(Error::new(
                        ExcType::OverflowError,
                        "Python int too large to convert to C int",
                    ));
                }
                spec.precision = Some(p.max(0) as usize);
                i += 1;
            } else {
                let mut p = String::new();
                while i < chars.len() && chars[i].is_ascii_digit() {
                    p.push(chars[i]);
                    i += 1;
                }
                // As CPython: a precision past C's int is "precision too big".
                let prec = if p.is_empty() {
                    0
                } else {
                    match p.parse::<u32>() {
                        Ok(n) if n <= i32::MAX as u32 => n as usize,
                        _ => return Err(value_error("precision too big")),
                    }
                };
                spec.precision = Some(prec);
            }
        }
        while i < chars.len() && matches!(chars[i], 'h' | 'l' | 'L') {
            i += 1;
        }
        if i >= chars.len() {
            return Err(value_error("incomplete format"));
        }
        let conv = chars[i];
        i += 1;
        let arg = match &key {
            Some(k) => {
                used_mapping = true;
                let key = if bytes_mode {
                    Value::Bytes(std::rc::Rc::new(k.chars().map(|c| c as u32 as u8).collect()))
                } else {
                    Value::string(k.clone())
                };
                match &mapping {
                    Some(m) => interp.getitem(m, &key)?,
                    None => return Err(type_error("format requires a mapping")),
                }
            }
            None => take_arg(interp)?,
        };
        let piece = match conv {
            's' | 'b' if bytes_mode => {
                let data = match crate::builtins::bytes_methods::bytes_like(&arg) {
                    Some(b) => b,
                    None => match interp.special(&arg, "__bytes__") {
                        Some(f) if matches!(arg, Value::Instance(_)) => {
                            let r = interp.call_with_receiver(&f, &arg, [])?;
                            match r {
                                Value::Bytes(ref b) => b.clone(),
                                other => {
                                    return Err(type_error(format!(
                                        "__bytes__ returned non-bytes (type {})",
                                        interp.type_name(&other)
                                    )))
                                }
                            }
                        }
                        _ => {
                            return Err(type_error(format!(
                                "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                                interp.type_name(&arg)
                            )))
                        }
                    },
                };
                format::percent_pad_str(&latin1(&data), &spec)
            }
            'r' | 'a' if bytes_mode => {
                let s = crate::ops::ascii_escape(&interp.repr(&arg)?);
                format::percent_pad_str(&s, &spec)
            }
            'c' if bytes_mode => {
                let byte = match &arg {
                    Value::Bytes(_) | Value::ByteArray(_) => {
                        match crate::builtins::bytes_methods::bytes_like(&arg) {
                            Some(b) if b.len() == 1 => b[0],
                            _ => {
                                return Err(type_error(
                                    "%c requires an integer in range(256) or a single byte",
                                ))
                            }
                        }
                    }
                    other => match crate::ops::to_bigint(other) {
                        Some(n) => match num_traits::ToPrimitive::to_u8(&n) {
                            Some(b) => b,
                            None => {
                                return Err(Error::new(
                                    ExcType::OverflowError,
                                    "%c arg not in range(256)",
                                ))
                            }
                        },
                        None => {
                            return Err(type_error(
                                "%c requires an integer in range(256) or a single byte",
                            ))
                        }
                    },
                };
                format::percent_pad_str(
                    &(byte as char).to_string(),
                    &PercentSpec { precision: None, ..spec.clone() },
                )
            }
            's' | 'r' | 'a' => {
                let s = match conv {
                    's' => interp.to_str(&arg)?,
                    'r' => interp.repr(&arg)?,
                    _ => crate::ops::ascii_escape(&interp.repr(&arg)?),
                };
                format::percent_pad_str(&s, &spec)
            }
            'd' | 'i' | 'u' | 'o' | 'x' | 'X' => {
                // A number subclass formats its builtin value (its own `__str__` does not
                // apply to `%d`); other objects convert through `__int__` (`%d`) or
                // `__index__` (`%x`, `%o`), as CPython.
                let arg = match &arg {
                    Value::Instance(inst) => match inst.builtin_base.borrow().clone() {
                        Some(
                            b @ (Value::Int(_)
                            | Value::Bool(_)
                            | Value::BigInt(_)
                            | Value::Float(_)),
                        ) => b,
                        _ if matches!(conv, 'o' | 'x' | 'X')
                            && inst.class.lookup("__index__").is_some() =>
                        {
                            Value::from_bigint(crate::modules::math::index_big(interp, &arg)?)
                        }
                        _ if matches!(conv, 'd' | 'i' | 'u')
                            && (inst.class.lookup("__int__").is_some()
                                || inst.class.lookup("__index__").is_some()) =>
                        {
                            crate::builtins::types::int_of(interp, &arg)?
                        }
                        _ => arg.clone(),
                    },
                    _ => arg.clone(),
                };
                let b = match &arg {
                    Value::Float(f) if matches!(conv, 'd' | 'i' | 'u') => {
                        let v = crate::builtins::types::int_of(interp, &Value::Float(*f))?;
                        crate::ops::to_bigint(&v).unwrap_or_default()
                    }
                    other => match crate::ops::to_bigint(other) {
                        Some(b) => b,
                        None => {
                            let name = interp.type_name(other);
                            return Err(type_error(if conv == 'd' || conv == 'i' || conv == 'u' {
                                format!("%{conv} format: a real number is required, not {name}")
                            } else {
                                format!("%{conv} format: an integer is required, not {name}")
                            }));
                        }
                    },
                };
                format::percent_format_int(&b, &spec, conv).map_err(ferr)?
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let f = match &arg {
                    Value::Str(_)
                    | Value::None
                    | Value::List(_)
                    | Value::Tuple(_)
                    | Value::Dict(_)
                    | Value::Bytes(_)
                    | Value::ByteArray(_) => {
                        return Err(type_error(if bytes_mode {
                            format!("float argument required, not {}", interp.type_name(&arg))
                        } else {
                            format!("must be real number, not {}", interp.type_name(&arg))
                        }));
                    }
                    other => crate::builtins::types::float_of(interp, other)?,
                };
                format::percent_format_float(f, &spec, conv).map_err(ferr)?
            }
            'c' => {
                // CPython's `formatchar`: one character of a str (a subclass's too), else an
                // integer through `PyLong_AsLongAndOverflow` (`__index__`), whose TypeError
                // becomes "%c requires int or char".
                let code = match &arg {
                    Value::Int(i) => Some(*i),
                    other => match crate::builtins::str_methods::as_pystr(other) {
                        Some(s) if s.nchars == 1 => None,
                        Some(_) => return Err(type_error("%c requires int or char")),
                        None => match crate::modules::math::index_big(interp, other) {
                            Ok(b) => Some(num_traits::ToPrimitive::to_i64(&b).unwrap_or(i64::MAX)),
                            Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {
                                return Err(type_error("%c requires int or char"))
                            }
                            Err(e) => return Err(e),
                        },
                    },
                };
                let s = match code {
                    None => crate::builtins::str_methods::as_pystr(&arg)
                        .map(|s| s.s.clone())
                        .unwrap_or_default(),
                    Some(i) => match u32::try_from(i).ok().and_then(char::from_u32) {
                        Some(c) => c.to_string(),
                        // CPython makes a lone surrogate, which ophis strings cannot hold.
                        None if (0xD800..0xE000).contains(&i) => {
                            return Err(value_error(format!(
                                "%c arg U+{i:04X} is a lone surrogate, which ophis strings \
                                 cannot represent"
                            )))
                        }
                        None => {
                            return Err(Error::new(
                                ExcType::OverflowError,
                                "%c arg not in range(0x110000)",
                            ))
                        }
                    },
                };
                format::percent_pad_str(&s, &PercentSpec { precision: None, ..spec.clone() })
            }
            other => {
                return Err(value_error(format!(
                    "unsupported format character '{}' (0x{:x}) at index {}",
                    // CPython shows a character from 0x1f to '~' itself, any other as '?'.
                    if ('\x1f'..='~').contains(&other) { other } else { '?' },
                    other as u32,
                    i - 1
                )));
            }
        };
        out.push_str(&piece);
        if out.len() > interp.config.limits.max_memory {
            return Err(crate::error::memory_error("formatted string too large"));
        }
    }
    if mapping.is_none() && next < items.len() {
        return Err(type_error(if bytes_mode {
            "not all arguments converted during bytes formatting"
        } else {
            "not all arguments converted during string formatting"
        }));
    }
    let _ = used_mapping;
    Ok(out)
}
