//! printf-style formatting for the `%` operator: flags, width and precision around the
//! conversions of ints, floats and strings.

use super::*;

/// Rejects widths and precisions that CPython's `%` parser or formatter would
/// reject, then those that ophis refuses to allocate.
pub(super) fn check_percent_limits(flags: &PercentSpec) -> Result<(), FormatError> {
    if let Some(w) = flags.width {
        if w as u64 > PY_SSIZE_T_MAX {
            return Err(value_error("width too big"));
        }
        if w > MAX_FORMAT_WIDTH {
            return Err(width_too_large());
        }
    }
    if flags.precision.is_some_and(|p| p > C_INT_MAX) {
        return Err(value_error("precision too big"));
    }
    Ok(())
}

/// Pads one converted value into its field, a transcription of CPython's
/// `unicode_format_arg_output`.  `numeric` says whether the conversion is a
/// number, which enables sign handling and zero padding; `conv` is the
/// conversion character, which decides precision truncation (s, r, a) and
/// where an "0x"/"0o" prefix sits relative to zero padding (x, X, o).
pub(super) fn percent_output(text: &str, flags: &PercentSpec, conv: char, numeric: bool) -> String {
    let fill = if numeric && flags.zero { '0' } else { ' ' };
    let chars: Vec<char> = text.chars().collect();
    let mut len = chars.len();
    if let (true, Some(p)) = (matches!(conv, 's' | 'r' | 'a'), flags.precision) {
        len = len.min(p);
    }

    let mut pindex = 0usize;
    let mut sign = numeric;
    let mut signchar = '\0';
    if sign {
        match chars.first() {
            Some(&c) if c == '-' || c == '+' => {
                signchar = c;
                len -= 1;
                pindex += 1;
            }
            _ if flags.plus => signchar = '+',
            _ if flags.space => signchar = ' ',
            _ => sign = false,
        }
    }
    let mut width = flags.width.unwrap_or(0).max(len);
    let alt_prefix = flags.alternate && matches!(conv, 'x' | 'X' | 'o');

    let mut out = String::with_capacity(width + 2);
    if sign {
        if fill != ' ' {
            out.push(signchar);
        }
        if width > len {
            width -= 1;
        }
    }
    if alt_prefix {
        // The prefix goes before zero padding but after space padding.
        if fill != ' ' {
            out.extend(chars.iter().skip(pindex).take(2));
            pindex += 2;
        }
        width = width.saturating_sub(2);
        len = len.saturating_sub(2);
    }
    if width > len && !flags.left {
        push_repeated(&mut out, fill, width - len);
        width = len;
    }
    if fill == ' ' {
        if sign {
            out.push(signchar);
        }
        if alt_prefix {
            out.extend(chars.iter().skip(pindex).take(2));
            pindex += 2;
        }
    }
    out.extend(chars.iter().skip(pindex).take(len));
    if width > len {
        push_repeated(&mut out, ' ', width - len);
    }
    out
}

pub(super) fn unsupported_percent_conversion(conv: char) -> FormatError {
    let cp = conv as u32;
    let shown = if (31..=126).contains(&cp) { conv } else { '?' };
    // CPython appends "at index N", which only the caller knows.
    value_error(format!("unsupported format character '{shown}' (0x{cp:x})"))
}

/// printf-style conversion of an int for the `%` operator: d i u o x X c, plus
/// e E f F g G, which convert the int to float first as CPython does.  For
/// `'%c' % 'x'` pass the code point of the one-character string.
pub(crate) fn percent_format_int(
    value: &BigInt,
    flags: &PercentSpec,
    conv: char,
) -> Result<String, FormatError> {
    match conv {
        'd' | 'i' | 'u' | 'o' | 'x' | 'X' => {
            check_percent_limits(flags)?;
            let precision = flags.precision.unwrap_or(0);
            if precision > C_INT_MAX - 3 {
                return Err(overflow_error("precision too large"));
            }
            if precision > MAX_FORMAT_WIDTH {
                return Err(precision_too_large());
            }
            let base = match conv {
                'o' => 8,
                'x' | 'X' => 16,
                _ => 10,
            };
            let mut digits = magnitude_digits(value.magnitude(), base)?;
            if conv == 'X' {
                digits.make_ascii_uppercase();
            }
            let mut text = String::with_capacity(digits.len().max(precision) + 3);
            if value.sign() == Sign::Minus {
                text.push('-');
            }
            if flags.alternate {
                text.push_str(match conv {
                    'o' => "0o",
                    'x' => "0x",
                    'X' => "0X",
                    _ => "",
                });
            }
            // The precision is a minimum number of digits, reached with zeros.
            push_repeated(&mut text, '0', precision.saturating_sub(digits.len()));
            text.push_str(&digits);
            Ok(percent_output(&text, flags, conv, true))
        }
        'c' => {
            check_percent_limits(flags)?;
            let ch = int_to_char(value, false)?;
            Ok(percent_output(&ch.to_string(), flags, conv, false))
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            let as_float = bigint_to_f64(value)?;
            percent_format_float(as_float, flags, conv)
        }
        other => Err(unsupported_percent_conversion(other)),
    }
}

/// printf-style conversion of a float for the `%` operator: e E f F g G.
pub(crate) fn percent_format_float(
    value: f64,
    flags: &PercentSpec,
    conv: char,
) -> Result<String, FormatError> {
    if !matches!(conv, 'e' | 'E' | 'f' | 'F' | 'g' | 'G') {
        return Err(unsupported_percent_conversion(conv));
    }
    check_percent_limits(flags)?;
    let precision = flags.precision.unwrap_or(6);
    let grows_with_precision = matches!(conv, 'e' | 'E' | 'f' | 'F') || flags.alternate;
    if grows_with_precision && precision > MAX_FORMAT_WIDTH {
        return Err(precision_too_large());
    }
    let text = double_to_string(value, conv, precision, flags.alternate, false, false);
    Ok(percent_output(&text, flags, conv, true))
}

/// Pads an already-formatted string for '%s'/'%r' (width, '-' flag, precision truncation).
///
/// This function cannot report an error, so a width above
/// [`MAX_FORMAT_WIDTH`] is clamped to it; callers that want the error
/// `percent_format_*` would give should check the width first.
pub(crate) fn percent_pad_str(s: &str, flags: &PercentSpec) -> String {
    let mut flags = flags.clone();
    flags.width = flags.width.map(|w| w.min(MAX_FORMAT_WIDTH));
    percent_output(s, &flags, 's', false)
}
