//! Float digits and their layout: shortest and fixed-precision digit strings, CPython's
//! `format_float_short`, and `repr(float)`.

use super::*;

/// Splits Rust's exponent notation ("1.2345e-5", "1e16") of a non-negative
/// finite value into its digit string and CPython's `decpt` (the position of
/// the decimal point relative to the start of the digits).
pub(super) fn split_exponent_notation(s: &str) -> (Vec<u8>, i64) {
    let (mantissa, exponent) = s.split_once('e').unwrap_or((s, "0"));
    let digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    // The exponent is produced by Rust's formatter, so it is always a small
    // well-formed integer; the fallback of 0 is never taken in practice.
    let exp: i64 = exponent.parse().unwrap_or(0);
    (digits, exp + 1)
}

/// Strips trailing zeros, as Gay's `dtoa` does, and maps an all-zero result
/// to the digit string "0" with the decimal point after it.
pub(super) fn normalize_digits(mut digits: Vec<u8>, decpt: i64) -> (Vec<u8>, i64) {
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    if digits.is_empty() {
        (vec![b'0'], 1)
    } else {
        (digits, decpt)
    }
}

/// `dtoa` mode 0: the shortest digit string that reads back as the same value,
/// and of those the one closest to the value.
///
/// Rust's shortest formatting agrees with Gay's `dtoa` except when the value
/// lies exactly halfway between two shortest candidates that both read back
/// correctly: Rust then rounds the last digit up, while `dtoa` picks the even
/// digit (`repr(-608469940601276.25)` is `'-608469940601276.2'`).  That case
/// is detected and corrected here.
pub(super) fn digits_shortest(ax: f64) -> (Vec<u8>, i64) {
    let (digits, decpt) = split_exponent_notation(&format!("{ax:e}"));
    let (digits, decpt) = normalize_digits(digits, decpt);
    match even_tie_alternative(ax, &digits, decpt) {
        Some(better) => better,
        None => (digits, decpt),
    }
}

/// Splits a finite non-negative double into an integer mantissa and a binary
/// exponent, so that `ax == mantissa * 2**exponent` exactly.
pub(super) fn decompose(ax: f64) -> (u64, i64) {
    let bits = ax.to_bits();
    let exponent_bits = ((bits >> 52) & 0x7FF) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    if exponent_bits == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1u64 << 52), exponent_bits - 1075)
    }
}

/// Tells whether `digits` (read as an integer) times `10**exp10` equals `ax`.
pub(super) fn decimal_equals(ax: f64, digits: &[u8], exp10: i64) -> bool {
    let (mantissa, exp2) = decompose(ax);
    let Some(decimal) = BigUint::parse_bytes(digits, 10) else {
        return false;
    };
    let mut left = BigUint::from(mantissa);
    let mut right = decimal;
    // Both sides are scaled to integers; the exponents of any double keep
    // these numbers to a few thousand bits.
    if exp2 >= 0 {
        left <<= exp2 as u64;
    } else {
        right <<= exp2.unsigned_abs();
    }
    let ten = BigUint::from(10u32);
    if exp10 >= 0 {
        right *= ten.pow(exp10 as u32);
    } else {
        left *= ten.pow(exp10.unsigned_abs() as u32);
    }
    left == right
}

/// Returns the shortest representation `dtoa` would choose when it differs
/// from Rust's because of a halfway tie; see [`digits_shortest`].
pub(super) fn even_tie_alternative(ax: f64, digits: &[u8], decpt: i64) -> Option<(Vec<u8>, i64)> {
    if ax == 0.0 || !ax.is_finite() {
        return None;
    }
    let n = digits.len();
    // A tie means the exact value has exactly one more significant digit,
    // a 5, than the shortest representation.
    let (longer, longer_decpt) = split_exponent_notation(&format!("{:.*e}", n, ax));
    if longer.len() != n + 1 || longer.last() != Some(&b'5') {
        return None;
    }
    if !decimal_equals(ax, &longer, longer_decpt - (n as i64 + 1)) {
        return None;
    }
    let mut low = longer[..n].to_vec();
    let mut low_decpt = longer_decpt;
    let low_is_even = low.last().is_some_and(|d| (d - b'0').is_multiple_of(2));
    if !low_is_even {
        // Round the truncated digits up by one unit in the last place.
        let mut i = n;
        loop {
            if i == 0 {
                low.insert(0, b'1');
                low.pop();
                low_decpt += 1;
                break;
            }
            i -= 1;
            if low[i] == b'9' {
                low[i] = b'0';
            } else {
                low[i] += 1;
                break;
            }
        }
    }
    let (candidate, candidate_decpt) = normalize_digits(low, low_decpt);
    if candidate == digits && candidate_decpt == decpt {
        return None;
    }
    // The even candidate is only acceptable if it reads back as the value.
    let text: String = candidate.iter().map(|&b| b as char).collect();
    let reread: f64 = format!("0.{text}e{candidate_decpt}").parse().ok()?;
    (reread == ax).then_some((candidate, candidate_decpt))
}

/// `dtoa` mode 2: `ndigits` significant digits, correctly rounded.
pub(super) fn digits_significant(ax: f64, ndigits: usize) -> (Vec<u8>, i64) {
    let ndigits = ndigits.clamp(1, MAX_SIGNIFICANT_DIGITS);
    let (digits, decpt) = split_exponent_notation(&format!("{:.*e}", ndigits - 1, ax));
    normalize_digits(digits, decpt)
}

/// `dtoa` mode 3: `ndigits` digits after the decimal point, correctly rounded.
pub(super) fn digits_fixed(ax: f64, ndigits: usize) -> (Vec<u8>, i64) {
    let s = format!("{:.*}", ndigits.min(MAX_FRACTION_DIGITS), ax);
    let (int_part, frac_part) = s.split_once('.').unwrap_or((s.as_str(), ""));
    let all: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
    let leading_zeros = all.iter().take_while(|&&b| b == b'0').count();
    let decpt = int_part.len() as i64 - leading_zeros as i64;
    normalize_digits(all[leading_zeros..].to_vec(), decpt)
}

/// The options of `PyOS_double_to_string` after its argument adjustments.
#[derive(Clone, Copy)]
pub(super) struct FloatStyle {
    /// One of 'e', 'f', 'g' or 'r' (repr), already lower-cased.
    pub(super) code: char,
    /// Significant digits for 'e' (already counting the digit before the
    /// point) and 'g'; digits after the point for 'f'; unused for 'r'.
    pub(super) precision: usize,
    pub(super) always_add_sign: bool,
    pub(super) add_dot_0_if_integer: bool,
    pub(super) alternate: bool,
    pub(super) no_negative_zero: bool,
    pub(super) upper: bool,
}

/// Mirrors `PyOS_double_to_string`: maps an upper-case code to lower case with
/// upper-case output, and adjusts the precision the way CPython does before
/// generating digits.
pub(super) fn double_to_string(
    value: f64,
    code: char,
    precision: usize,
    alternate: bool,
    add_dot_0_if_integer: bool,
    no_negative_zero: bool,
) -> String {
    let upper = code.is_ascii_uppercase();
    let code = code.to_ascii_lowercase();
    let precision = match code {
        // 'e' counts digits after the point, dtoa counts significant digits.
        'e' => precision.saturating_add(1),
        // A precision of 0 makes no sense for 'g' and is interpreted as 1.
        'g' => precision.max(1),
        _ => precision,
    };
    format_float_short(
        value,
        FloatStyle {
            code,
            precision,
            always_add_sign: false,
            add_dot_0_if_integer,
            alternate,
            no_negative_zero,
            upper,
        },
    )
}

/// A transcription of CPython's `format_float_short`: lays out the digits of a
/// float as a positional or exponent string.
pub(super) fn format_float_short(d: f64, style: FloatStyle) -> String {
    let mut out = String::new();
    if d.is_nan() {
        // CPython ignores the sign of a NaN.
        if style.always_add_sign {
            out.push('+');
        }
        out.push_str(if style.upper { "NAN" } else { "nan" });
        return out;
    }
    let mut negative = d.is_sign_negative();
    if d.is_infinite() {
        if negative {
            out.push('-');
        } else if style.always_add_sign {
            out.push('+');
        }
        out.push_str(if style.upper { "INF" } else { "inf" });
        return out;
    }

    let ax = d.abs();
    let precision = style.precision as i64;
    let (digits, decpt) = match style.code {
        'e' | 'g' => digits_significant(ax, style.precision),
        'f' => digits_fixed(ax, style.precision),
        _ => digits_shortest(ax),
    };
    let mut decpt = decpt;
    // The 'z' option drops the sign of a result that rounded to zero.
    if style.no_negative_zero && negative && digits == b"0" {
        negative = false;
    }

    let digits_len = digits.len() as i64;
    let mut vdigits_end = digits_len;
    let mut use_exp = false;
    match style.code {
        'e' => {
            use_exp = true;
            vdigits_end = precision;
        }
        'f' => vdigits_end = decpt + precision,
        'g' => {
            let limit = if style.add_dot_0_if_integer { precision - 1 } else { precision };
            if decpt <= -4 || decpt > limit {
                use_exp = true;
            }
            if style.alternate {
                vdigits_end = precision;
            }
        }
        _ => {
            // repr switches to exponent notation at 1e16 and below 1e-4.
            if decpt <= -4 || decpt > 16 {
                use_exp = true;
            }
        }
    }

    let mut exp = 0i64;
    if use_exp {
        exp = decpt - 1;
        decpt = 1;
    }
    let vdigits_start = if decpt <= 0 { decpt - 1 } else { 0 };
    vdigits_end = if !use_exp && style.add_dot_0_if_integer {
        vdigits_end.max(decpt + 1)
    } else {
        vdigits_end.max(decpt)
    };

    let zeros = |out: &mut String, n: i64| push_repeated(out, '0', n.max(0) as usize);
    out.reserve((vdigits_end - vdigits_start).max(0) as usize + 8);
    if negative {
        out.push('-');
    } else if style.always_add_sign {
        out.push('+');
    }
    // Zero padding on the left of the digit string.
    if decpt <= 0 {
        zeros(&mut out, decpt - vdigits_start);
        out.push('.');
        zeros(&mut out, -decpt);
    } else {
        zeros(&mut out, -vdigits_start);
    }
    // The digits, with the decimal point inside them if it falls there.
    let ascii = |bytes: &[u8]| bytes.iter().map(|&b| b as char).collect::<String>();
    if 0 < decpt && decpt <= digits_len {
        let split = decpt as usize;
        out.push_str(&ascii(&digits[..split]));
        out.push('.');
        out.push_str(&ascii(&digits[split..]));
    } else {
        out.push_str(&ascii(&digits));
    }
    // Zero padding on the right.
    if digits_len < decpt {
        zeros(&mut out, decpt - digits_len);
        out.push('.');
        zeros(&mut out, vdigits_end - decpt);
    } else {
        zeros(&mut out, vdigits_end - digits_len);
    }
    // A trailing decimal point is only kept in the alternate form.
    if out.ends_with('.') && !style.alternate {
        out.pop();
    }
    if use_exp {
        out.push(if style.upper { 'E' } else { 'e' });
        // C's "%+.02d": an explicit sign and at least two digits.
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.unsigned_abs()));
    }
    out
}

/// Python's repr(float) / str(float): shortest round-trip digits; 'inf', '-inf', 'nan'; exponent form
/// when the decimal exponent is < -4 or >= 16 (e.g. 1e+16, 1e-05, 1.5e-07, 1.2345678901234567e+19), otherwise
/// positional with at least one digit after the point ("1.0", "0.0001", "123456789012345.0", "-0.0").
pub(crate) fn float_repr(x: f64) -> String {
    format_float_short(
        x,
        FloatStyle {
            code: 'r',
            precision: 0,
            always_add_sign: false,
            add_dot_0_if_integer: true,
            alternate: false,
            no_negative_zero: false,
            upper: false,
        },
    )
}
