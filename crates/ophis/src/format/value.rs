//! `format(value, spec)` for int, float, complex and str.

use super::*;

/// `format(i, spec)` for the commonest integer specs, `[0][width][d]` (no fill, alignment,
/// sign, grouping or other type), without the general spec parser and big-integer digits:
/// `f"{n:05d}"` went through ~1,500 instructions. None for every other spec.
pub(crate) fn format_small_int(i: i64, spec: &str) -> Option<String> {
    let b = spec.as_bytes();
    let (zero, rest) = match b.first() {
        Some(b'0') => (true, &b[1..]),
        _ => (false, b),
    };
    let rest = match rest.last() {
        Some(b'd') => &rest[..rest.len() - 1],
        _ => rest,
    };
    // Up to four width digits: wider specs take the general path and its width checks.
    if rest.len() > 4 || !rest.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let width = rest.iter().fold(0usize, |w, d| w * 10 + (d - b'0') as usize);
    let digits = i.unsigned_abs().to_string();
    let len = digits.len() + usize::from(i < 0);
    let mut out = String::with_capacity(width.max(len));
    if len < width && !zero {
        out.extend(std::iter::repeat_n(' ', width - len));
    }
    if i < 0 {
        out.push('-');
    }
    if len < width && zero {
        out.extend(std::iter::repeat_n('0', width - len));
    }
    out.push_str(&digits);
    Some(out)
}

/// Formats an int according to a format spec, like `int.__format__`.
///
/// Type letters b c d o x X n take the integer path; e E f F g G % convert the
/// value to float first (raising CPython's OverflowError for huge ints).  An
/// empty spec gives `str(value)`; for a bool the caller must produce
/// `'True'`/`'False'` itself in that one case.
pub(crate) fn format_int(value: &BigInt, spec: &str) -> Result<String, FormatError> {
    if spec.is_empty() {
        let digits = magnitude_digits(value.magnitude(), 10)?;
        return Ok(if value.sign() == Sign::Minus { format!("-{digits}") } else { digits });
    }
    let parsed = parse_spec(spec, Some("int"), Some('d'))?;
    let ty = parsed.ty.unwrap_or('d');
    match ty {
        'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n' => format_long_internal(value, &parsed, ty),
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => {
            let as_float = bigint_to_f64(value)?;
            format_float_internal(as_float, &parsed)
        }
        other => Err(unknown_presentation_type(other, "int")),
    }
}

/// The integer presentation types, after CPython's `format_long_internal`.
pub(super) fn format_long_internal(
    value: &BigInt,
    spec: &FormatSpec,
    ty: char,
) -> Result<String, FormatError> {
    if spec.precision.is_some() {
        return Err(value_error("Precision not allowed in integer format specifier"));
    }
    if spec.no_neg_zero {
        return Err(value_error(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    let align = effective_align(spec, '>');

    if ty == 'c' {
        // Any sign option, even an explicit '-', is rejected for 'c'.
        if spec.sign.is_some() {
            return Err(value_error("Sign not allowed with integer format specifier 'c'"));
        }
        if spec.alternate {
            return Err(value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
        let ch = int_to_char(value, true)?;
        let text = ch.to_string();
        // The character is laid out as a "remainder" so that it is copied
        // verbatim and never grouped or zero-padded as digits.
        let parts = NumberParts {
            negative: false,
            prefix: "",
            digits: "",
            has_decimal: false,
            remainder: &text,
        };
        return fill_number(&parts, spec, align, &NO_GROUPING, false);
    }

    let (base, prefix) = match ty {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' | 'X' => (16, "0x"),
        _ => (10, ""),
    };
    let digits = magnitude_digits(value.magnitude(), base)?;
    let parts = NumberParts {
        negative: value.sign() == Sign::Minus,
        prefix: if spec.alternate { prefix } else { "" },
        digits: &digits,
        has_decimal: false,
        remainder: "",
    };
    fill_number(&parts, spec, align, &grouping_for(spec, ty), ty == 'X')
}

/// Formats a float according to a format spec, like `float.__format__`.
///
/// Types e E f F g G n % and none.  With no type, the result is like 'g' but
/// keeps at least one digit after the point, and without a precision it is
/// `repr(value)`.  An empty spec gives `repr(value)`.
pub(crate) fn format_float(value: f64, spec: &str) -> Result<String, FormatError> {
    if spec.is_empty() {
        return Ok(float_repr(value));
    }
    let parsed = parse_spec(spec, Some("float"), None)?;
    match parsed.ty {
        None | Some('\0' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => {
            format_float_internal(value, &parsed)
        }
        Some(other) => Err(unknown_presentation_type(other, "float")),
    }
}

/// The precision a float or complex part is formatted with: the spec's, else `default`. A
/// precision turns the repr style `'r'` into `'g'` (which keeps ".0"), and precisions whose
/// output would be enormous are refused (see MAX_FORMAT_WIDTH).
pub(super) fn float_precision(
    spec: &FormatSpec,
    code: &mut char,
    default: usize,
) -> Result<usize, FormatError> {
    let precision = match spec.precision {
        None => default,
        Some(p) => {
            if *code == 'r' {
                *code = 'g';
            }
            p
        }
    };
    let grows_with_precision =
        matches!(*code, 'e' | 'E' | 'f' | 'F') || (matches!(*code, 'g' | 'G') && spec.alternate);
    if grows_with_precision && precision > MAX_FORMAT_WIDTH {
        return Err(precision_too_large());
    }
    Ok(precision)
}

/// The float presentation types, after CPython's `format_float_internal`.
pub(super) fn format_float_internal(value: f64, spec: &FormatSpec) -> Result<String, FormatError> {
    if spec.precision.is_some_and(|p| p > C_INT_MAX) {
        return Err(value_error("precision too big"));
    }
    // A literal NUL type character means "no type" to CPython's float code.
    let written_type = spec.ty.filter(|&c| c != '\0');
    let (mut code, add_dot_0, default_precision) = match written_type {
        None => ('r', true, 0),
        // 'n' is 'g' with the locale's separators, which the C locale lacks.
        Some('n') => ('g', false, 6),
        Some(c) => (c, false, 6),
    };
    let mut value = value;
    let add_pct = code == '%';
    if add_pct {
        code = 'f';
        value *= 100.0;
    }
    let precision = float_precision(spec, &mut code, default_precision)?;

    let mut text =
        double_to_string(value, code, precision, spec.alternate, add_dot_0, spec.no_neg_zero);
    if add_pct {
        text.push('%');
    }

    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.as_str()),
    };
    // Split into the leading digits (which get grouped and zero-padded), an
    // optional decimal point, and the rest (fraction, exponent, '%', or the
    // letters of inf/nan, which have no leading digits at all).
    let n_int_digits = body.bytes().take_while(u8::is_ascii_digit).count();
    let (int_digits, rest) = body.split_at(n_int_digits);
    let (has_decimal, remainder) = match rest.strip_prefix('.') {
        Some(after) => (true, after),
        None => (false, rest),
    };
    let parts = NumberParts { negative, prefix: "", digits: int_digits, has_decimal, remainder };
    let grouping = grouping_for(spec, spec.ty.unwrap_or('\0'));
    fill_number(&parts, spec, effective_align(spec, '>'), &grouping, false)
}

/// Formats a complex number according to a format spec, after CPython's
/// `format_complex_internal`: each part is laid out like a float without
/// padding, the imaginary part always signed (unless the real part is
/// omitted), and then the whole `re+imj` (in parentheses when no type is
/// given) is padded as one field.
pub(crate) fn format_complex(re: f64, im: f64, spec: &str) -> Result<String, FormatError> {
    let parsed = parse_spec(spec, Some("complex"), None)?;
    let written_type = parsed.ty.filter(|&c| c != '\0');
    match written_type {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n') => {}
        Some(other) => return Err(unknown_presentation_type(other, "complex")),
    }
    if parsed.fill == '0' {
        return Err(value_error("Zero padding is not allowed in complex format specifier"));
    }
    if parsed.align == Some('=') {
        return Err(value_error("'=' alignment flag is not allowed in complex format specifier"));
    }
    if parsed.precision.is_some_and(|p| p > C_INT_MAX) {
        return Err(value_error("precision too big"));
    }
    let (mut code, default_precision, skip_re, add_parens) = match written_type {
        // No type: like `str(z)`, the real part is left out when it is +0.0.
        None => {
            let skip = re == 0.0 && re.is_sign_positive();
            ('r', 0, skip, !skip)
        }
        Some('n') => ('g', 6, false, false),
        Some(c) => (c, 6, false, false),
    };
    let precision = float_precision(&parsed, &mut code, default_precision)?;
    check_width(&parsed)?;
    let grouping = grouping_for(&parsed, parsed.ty.unwrap_or('\0'));
    // Each part is laid out without any padding; the padding comes last.
    let mut part_spec = parsed.clone();
    part_spec.fill = ' ';
    part_spec.align = Some('<');
    part_spec.width = None;
    part_spec.zero_pad = false;
    let layout = |value: f64, spec: &FormatSpec| -> Result<String, FormatError> {
        let text =
            double_to_string(value, code, precision, parsed.alternate, false, parsed.no_neg_zero);
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let n_int_digits = body.bytes().take_while(u8::is_ascii_digit).count();
        let (int_digits, rest) = body.split_at(n_int_digits);
        let (has_decimal, remainder) = match rest.strip_prefix('.') {
            Some(after) => (true, after),
            None => (false, rest),
        };
        let parts =
            NumberParts { negative, prefix: "", digits: int_digits, has_decimal, remainder };
        fill_number(&parts, spec, '<', &grouping, false)
    };
    let mut body = String::new();
    if add_parens {
        body.push('(');
    }
    if !skip_re {
        body.push_str(&layout(re, &part_spec)?);
        part_spec.sign = Some('+');
    }
    body.push_str(&layout(im, &part_spec)?);
    body.push('j');
    if add_parens {
        body.push(')');
    }
    let n = body.chars().count();
    let width = parsed.width.unwrap_or(0);
    let mut out = String::with_capacity(body.len() + width.saturating_sub(n));
    let pad = width.saturating_sub(n);
    let (lpad, rpad) = match parsed.align.unwrap_or('>') {
        '<' => (0, pad),
        '^' => (pad / 2, pad - pad / 2),
        _ => (pad, 0),
    };
    push_repeated(&mut out, parsed.fill, lpad);
    out.push_str(&body);
    push_repeated(&mut out, parsed.fill, rpad);
    Ok(out)
}

/// Formats a string according to a format spec, like `str.__format__`:
/// type 's' or none, with the precision truncating the string.
pub(crate) fn format_str(value: &str, spec: &str) -> Result<String, FormatError> {
    if spec.is_empty() {
        return Ok(value.to_string());
    }
    let parsed = parse_spec(spec, Some("str"), Some('s'))?;
    let ty = parsed.ty.unwrap_or('s');
    if ty != 's' {
        return Err(unknown_presentation_type(ty, "str"));
    }
    match parsed.sign {
        Some(' ') => return Err(value_error("Space not allowed in string format specifier")),
        Some(_) => return Err(value_error("Sign not allowed in string format specifier")),
        None => {}
    }
    if parsed.no_neg_zero {
        return Err(value_error(
            "Negative zero coercion (z) not allowed in string format specifier",
        ));
    }
    if parsed.alternate {
        return Err(value_error("Alternate form (#) not allowed in string format specifier"));
    }
    let align = effective_align(&parsed, '<');
    if align == '=' {
        return Err(value_error("'=' alignment not allowed in string format specifier"));
    }
    check_width(&parsed)?;

    // Lengths are counted in code points, as Python strings are indexed.
    let total_chars = value.chars().count();
    let len = parsed.precision.map_or(total_chars, |p| p.min(total_chars));
    // Without a precision the whole string is kept: no need to walk it again.
    let kept: &str = if len == total_chars {
        value
    } else {
        match value.char_indices().nth(len) {
            Some((byte_index, _)) => &value[..byte_index],
            None => value,
        }
    };
    let total = parsed.width.map_or(len, |w| w.max(len));
    let lpad = match align {
        '>' => total - len,
        '^' => (total - len) / 2,
        _ => 0,
    };
    let rpad = total - len - lpad;
    let mut out = String::with_capacity(kept.len() + lpad + rpad);
    push_repeated(&mut out, parsed.fill, lpad);
    out.push_str(kept);
    push_repeated(&mut out, parsed.fill, rpad);
    Ok(out)
}
