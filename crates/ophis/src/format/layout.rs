//! Number layout: the widths, padding, sign and digit grouping of a formatted number
//! (CPython's `calc_number_widths` and `fill_number`).

use super::*;

/// Digit grouping in force: the separator and the group size.  `sep == None`
/// means no grouping, which is also what the 'n' type gets, because the C
/// locale that CPython runs in by default has no thousands separator.
pub(super) struct Grouping {
    pub(super) sep: Option<u8>,
    pub(super) size: i64,
}

pub(super) const NO_GROUPING: Grouping = Grouping { sep: None, size: 0 };

pub(super) fn grouping_for(spec: &FormatSpec, ty: char) -> Grouping {
    if ty == 'n' {
        return NO_GROUPING;
    }
    match spec.grouping {
        Some(',') => Grouping { sep: Some(b','), size: 3 },
        Some(_) if matches!(ty, 'b' | 'o' | 'x' | 'X') => Grouping { sep: Some(b'_'), size: 4 },
        Some(_) => Grouping { sep: Some(b'_'), size: 3 },
        None => NO_GROUPING,
    }
}

/// Inserts thousands separators into an ASCII digit string and left-pads it
/// with zeros to `min_width`, exactly like `_PyUnicode_InsertThousandsGrouping`.
///
/// The zero padding is done here rather than by the generic padding code so
/// that padding zeros are grouped too (`format(1234, '010,')` is
/// `'00,001,234'`), which can make the result one character wider than asked
/// for when a separator would otherwise start it.
pub(super) fn insert_grouping(digits: &[u8], min_width: i64, grouping: &Grouping) -> Vec<u8> {
    let sep_len: i64 = if grouping.sep.is_some() { 1 } else { 0 };
    let mut min_width = min_width.max(0);
    let mut remaining = digits.len() as i64;
    let mut digits_end = digits.len();
    // The groups are produced from the right, so the bytes are collected in
    // reverse and flipped at the end.
    let mut reversed: Vec<u8> = Vec::with_capacity(digits.len() + digits.len() / 3 + 4);
    let mut use_separator = false;
    let mut loop_broken = false;

    let mut emit = |reversed: &mut Vec<u8>, n_chars: i64, n_zeros: i64, with_sep: bool| {
        if let (true, Some(sep)) = (with_sep, grouping.sep) {
            reversed.push(sep);
        }
        let n_chars = n_chars.max(0) as usize;
        let start = digits_end.saturating_sub(n_chars);
        reversed.extend(digits[start..digits_end].iter().rev());
        digits_end = start;
        reversed.extend(std::iter::repeat_n(b'0', n_zeros.max(0) as usize));
    };

    if grouping.size > 0 {
        loop {
            let len = grouping.size.min(remaining.max(min_width).max(1));
            let n_zeros = (len - remaining).max(0);
            let n_chars = remaining.min(len).max(0);
            emit(&mut reversed, n_chars, n_zeros, use_separator);
            use_separator = true;
            remaining -= n_chars;
            min_width -= len;
            if remaining <= 0 && min_width <= 0 {
                loop_broken = true;
                break;
            }
            min_width -= sep_len;
        }
    }
    if !loop_broken {
        let len = remaining.max(min_width).max(1);
        let n_zeros = (len - remaining).max(0);
        let n_chars = remaining.min(len).max(0);
        emit(&mut reversed, n_chars, n_zeros, use_separator);
    }
    reversed.reverse();
    reversed
}

/// The pieces of a formatted number before padding: an optional minus sign,
/// a prefix such as "0x", the integer digits that take part in grouping and
/// zero padding, whether a decimal point follows, and everything after it
/// (fraction, exponent, '%', or the character of the 'c' type).
pub(super) struct NumberParts<'a> {
    pub(super) negative: bool,
    pub(super) prefix: &'a str,
    pub(super) digits: &'a str,
    pub(super) has_decimal: bool,
    pub(super) remainder: &'a str,
}

/// Lays out a number into its field, following CPython's
/// `calc_number_widths` and `fill_number`:
/// `<lpad><sign><prefix><spad><grouped digits><.><remainder><rpad>`.
pub(super) fn fill_number(
    parts: &NumberParts<'_>,
    spec: &FormatSpec,
    align: char,
    grouping: &Grouping,
    toupper: bool,
) -> Result<String, FormatError> {
    check_width(spec)?;
    let width: i64 = spec.width.map_or(-1, |w| w as i64);

    let sign = match spec.sign {
        Some('+') => Some(if parts.negative { '-' } else { '+' }),
        Some(' ') => Some(if parts.negative { '-' } else { ' ' }),
        _ => parts.negative.then_some('-'),
    };
    let n_sign = i64::from(sign.is_some());
    let n_prefix = parts.prefix.chars().count() as i64;
    let n_decimal = i64::from(parts.has_decimal);
    let n_remainder = parts.remainder.chars().count() as i64;
    let n_non_digit_non_padding = n_sign + n_prefix + n_decimal + n_remainder;

    // Only a '0' fill with '=' alignment pads by adding (grouped) zero digits;
    // every other combination pads with the fill character outside the digits.
    let min_width =
        if spec.fill == '0' && align == '=' { width - n_non_digit_non_padding } else { 0 };
    let grouped = if parts.digits.is_empty() {
        // Only the 'c' type and inf/nan get here; CPython skips grouping
        // because the grouping code always produces at least one digit.
        Vec::new()
    } else {
        insert_grouping(parts.digits.as_bytes(), min_width, grouping)
    };

    let n_padding = width - (n_non_digit_non_padding + grouped.len() as i64);
    let (mut lpad, mut spad, mut rpad) = (0usize, 0usize, 0usize);
    if n_padding > 0 {
        let n = n_padding as usize;
        match align {
            '<' => rpad = n,
            '^' => {
                lpad = n / 2;
                rpad = n - lpad;
            }
            '=' => spad = n,
            _ => lpad = n,
        }
    }

    let mut out = String::with_capacity(
        lpad + spad + rpad + grouped.len() + parts.remainder.len() + parts.prefix.len() + 2,
    );
    push_repeated(&mut out, spec.fill, lpad);
    if let Some(s) = sign {
        out.push(s);
    }
    if toupper {
        out.push_str(&parts.prefix.to_ascii_uppercase());
    } else {
        out.push_str(parts.prefix);
    }
    push_repeated(&mut out, spec.fill, spad);
    for &b in &grouped {
        out.push(if toupper { b.to_ascii_uppercase() } else { b } as char);
    }
    if parts.has_decimal {
        out.push('.');
    }
    out.push_str(parts.remainder);
    push_repeated(&mut out, spec.fill, rpad);
    Ok(out)
}
