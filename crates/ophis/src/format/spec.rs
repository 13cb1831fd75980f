//! The format-spec mini-language: parsing a spec (`[[fill]align][sign][z][#][0][width][grouping][.precision][type]`)
//! with CPython's errors, in CPython's order.

use super::*;

/// Returns the value of a Unicode decimal digit, mirroring `Py_UNICODE_TODECIMAL`: CPython
/// accepts any decimal digit in the width and precision of a spec, so `format(1, '٣')` pads
/// to width 3.
pub(super) fn unicode_decimal_value(c: char) -> Option<u32> {
    crate::unicode::decimal_value(c)
}

/// Parses a run of decimal digits starting at `*pos`, like CPython's
/// `get_integer`.  Returns `None` when no digit was consumed, and the error
/// CPython raises when the value would exceed `PY_SSIZE_T_MAX`.
pub(super) fn parse_integer(chars: &[char], pos: &mut usize) -> Result<Option<usize>, FormatError> {
    let mut accumulator: u64 = 0;
    let mut consumed = 0usize;
    while let Some(&c) = chars.get(*pos) {
        let Some(digit) = unicode_decimal_value(c) else {
            break;
        };
        let digit = u64::from(digit);
        // The same pre-multiplication overflow test CPython uses, so the
        // boundary (9223372036854775807 accepted, one more rejected) matches.
        if accumulator > (PY_SSIZE_T_MAX - digit) / 10 {
            return Err(value_error("Too many decimal digits in format string"));
        }
        accumulator = accumulator * 10 + digit;
        consumed += 1;
        *pos += 1;
    }
    if consumed == 0 {
        return Ok(None);
    }
    // On a 32-bit target a value that fits `Py_ssize_t` of a 64-bit build may
    // not fit `usize`; reporting it as too many digits is the closest match.
    usize::try_from(accumulator)
        .map(Some)
        .map_err(|_| value_error("Too many decimal digits in format string"))
}

/// Renders a presentation type for an error message the way CPython does:
/// printable ASCII as itself and anything else as a `\x` escape.
pub(super) fn describe_type_char(c: char) -> String {
    let cp = c as u32;
    if cp > 32 && cp < 128 {
        c.to_string()
    } else {
        format!("\\x{cp:x}")
    }
}

pub(super) fn unknown_presentation_type(c: char, type_name: &str) -> FormatError {
    value_error(format!(
        "Unknown format code '{}' for object of type '{}'",
        describe_type_char(c),
        type_name
    ))
}

pub(super) fn is_alignment_token(c: char) -> bool {
    matches!(c, '<' | '>' | '=' | '^')
}

pub(super) fn is_sign_element(c: char) -> bool {
    matches!(c, ' ' | '+' | '-')
}

/// The parser shared by every entry point, a transcription of CPython's
/// `parse_internal_render_format_spec`.  `type_name` is the Python type named
/// in the "Invalid format specifier" message, and `default_type` is the type
/// assumed for the grouping check when the spec gives none (CPython checks
/// `format('a', ',')` against the string default 's').
pub(super) fn parse_spec(
    spec: &str,
    type_name: Option<&str>,
    default_type: Option<char>,
) -> Result<FormatSpec, FormatError> {
    let chars: Vec<char> = spec.chars().collect();
    let end = chars.len();
    let mut pos = 0usize;
    let mut out = FormatSpec {
        fill: ' ',
        align: None,
        sign: None,
        no_neg_zero: false,
        alternate: false,
        zero_pad: false,
        width: None,
        grouping: None,
        precision: None,
        ty: None,
    };

    // A fill character is only recognised when it is followed by an alignment
    // token, so the second character is inspected first.
    let mut fill_specified = false;
    if end >= 2 && is_alignment_token(chars[1]) {
        out.align = Some(chars[1]);
        out.fill = chars[0];
        fill_specified = true;
        pos = 2;
    } else if end >= 1 && is_alignment_token(chars[0]) {
        out.align = Some(chars[0]);
        pos = 1;
    }

    if let Some(&c) = chars.get(pos).filter(|c| is_sign_element(**c)) {
        out.sign = Some(c);
        pos += 1;
    }
    if chars.get(pos) == Some(&'z') {
        out.no_neg_zero = true;
        pos += 1;
    }
    if chars.get(pos) == Some(&'#') {
        out.alternate = true;
        pos += 1;
    }
    // The '0' flag is a backwards-compatible shorthand for a '0' fill; with an
    // explicit fill the '0' is simply the first digit of the width instead.
    if !fill_specified && chars.get(pos) == Some(&'0') {
        out.fill = '0';
        out.zero_pad = true;
        pos += 1;
    }

    out.width = parse_integer(&chars, &mut pos)?;

    if chars.get(pos) == Some(&',') {
        out.grouping = Some(',');
        pos += 1;
    }
    if chars.get(pos) == Some(&'_') {
        if out.grouping.is_some() {
            return Err(value_error("Cannot specify both ',' and '_'."));
        }
        out.grouping = Some('_');
        pos += 1;
    }
    if chars.get(pos) == Some(&',') && out.grouping == Some('_') {
        return Err(value_error("Cannot specify both ',' and '_'."));
    }

    if chars.get(pos) == Some(&'.') {
        pos += 1;
        match parse_integer(&chars, &mut pos)? {
            Some(p) => out.precision = Some(p),
            None => return Err(value_error("Format specifier missing precision")),
        }
    }

    if end - pos > 1 {
        return Err(value_error(match type_name {
            Some(name) => format!("Invalid format specifier '{spec}' for object of type '{name}'"),
            None => format!("Invalid format specifier '{spec}'"),
        }));
    }
    if end - pos == 1 {
        out.ty = Some(chars[pos]);
    }

    // Grouping is validated against the presentation type here, before the
    // type itself is checked, which is why `format('a', ',')` complains about
    // the separator rather than about the type.
    if let Some(sep) = out.grouping {
        let ty = out.ty.or(default_type);
        let allowed = match ty {
            None | Some('\0' | 'd' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => true,
            Some('b' | 'o' | 'x' | 'X') => sep == '_',
            _ => false,
        };
        if !allowed {
            let shown = describe_type_char(ty.unwrap_or('\0'));
            return Err(value_error(format!("Cannot specify '{sep}' with '{shown}'.")));
        }
    }
    Ok(out)
}

/// Parses a format spec without reference to a value's type.
///
/// The grouping check treats a missing type as allowed (as floats do), and the
/// "Invalid format specifier" message cannot name a type, so it reads
/// `Invalid format specifier '<spec>'`; [`format_int`], [`format_float`] and
/// [`format_str`] produce CPython's full message, which ends with
/// `for object of type '<type>'`. Only the tests parse a spec on its own.
#[cfg(test)]
pub(super) fn parse_format_spec(spec: &str) -> Result<FormatSpec, FormatError> {
    parse_spec(spec, None, None)
}

/// Returns the alignment in force, given the default for the kind of value.
/// The '0' flag turns the numeric default '>' into '=' (padding between sign
/// and digits), but never overrides an explicit alignment.
pub(super) fn effective_align(spec: &FormatSpec, default_align: char) -> char {
    match spec.align {
        Some(a) => a,
        None if spec.zero_pad && default_align == '>' => '=',
        None => default_align,
    }
}

pub(super) fn check_width(spec: &FormatSpec) -> Result<(), FormatError> {
    match spec.width {
        Some(w) if w > MAX_FORMAT_WIDTH => Err(width_too_large()),
        _ => Ok(()),
    }
}

/// Appends `count` copies of `c`.  `str::repeat` copies in doubling blocks,
/// which keeps padding to very large widths fast even in debug builds.
pub(super) fn push_repeated(out: &mut String, c: char, count: usize) {
    let mut buf = [0u8; 4];
    out.push_str(&c.encode_utf8(&mut buf).repeat(count));
}
