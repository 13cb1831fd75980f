//! int helpers: big ints to floats and to digit strings (with CPython's 4,300-digit limit),
//! and ints as characters (`%c`, `format(i, 'c')`).

use super::*;

/// Converts an int to a float with correct rounding (ties to even), like
/// `PyLong_AsDouble`, reporting CPython's error when the result would be
/// infinite.
pub(super) fn bigint_to_f64(value: &BigInt) -> Result<f64, FormatError> {
    let overflow = || overflow_error("int too large to convert to float");
    let magnitude = value.magnitude();
    let bits = magnitude.bits();
    let abs = if bits <= 64 {
        // A u64 to f64 cast rounds to nearest, ties to even.
        magnitude.to_u64().ok_or_else(overflow)? as f64
    } else if bits > 1024 {
        // Even the smallest such value, 2**1024, is beyond the float range.
        return Err(overflow());
    } else {
        // Keep the top 64 bits and fold every discarded bit into a sticky
        // lowest bit; the cast then rounds exactly as rounding the whole
        // number would, because the sticky bit lies below the rounding bit.
        let shift = bits - 64;
        let mut top = (magnitude >> shift).to_u64().ok_or_else(overflow)?;
        let discarded_nonzero = magnitude.trailing_zeros().is_some_and(|tz| tz < shift);
        if discarded_nonzero {
            top |= 1;
        }
        // 2**shift is built directly from its exponent bits; shift <= 960 so
        // it is a normal float and the product is exact until it overflows.
        let scale = f64::from_bits((shift + 1023) << 52);
        let product = top as f64 * scale;
        if product.is_infinite() {
            return Err(overflow());
        }
        product
    };
    Ok(if value.sign() == Sign::Minus { -abs } else { abs })
}

pub(super) fn int_str_limit_error() -> FormatError {
    value_error(format!(
        "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Renders the magnitude of an int in `base`.  Decimal conversion enforces
/// CPython's default limit on the number of digits; the bases that are powers
/// of two are exempt in CPython as well.
pub(super) fn magnitude_digits(magnitude: &BigUint, base: u32) -> Result<String, FormatError> {
    // Machine-sized magnitudes (nearly all) are formatted without big-number division.
    if let Some(m) = magnitude.to_u64() {
        match base {
            10 => return Ok(m.to_string()),
            16 => return Ok(format!("{m:x}")),
            8 => return Ok(format!("{m:o}")),
            2 => return Ok(format!("{m:b}")),
            _ => {}
        }
    }
    if base == 10 {
        // A number with `bits` bits has at least floor((bits-1)*log10(2))+1
        // digits; 0.30102 slightly underestimates log10(2), so this early test
        // never rejects a number within the limit, and it spares converting
        // enormous numbers only to throw the result away.
        let bits = magnitude.bits();
        if bits > 1 && (bits - 1).saturating_mul(30102) / 100_000 >= INT_MAX_STR_DIGITS as u64 {
            return Err(int_str_limit_error());
        }
        let s = magnitude.to_str_radix(10);
        if s.len() > INT_MAX_STR_DIGITS {
            return Err(int_str_limit_error());
        }
        Ok(s)
    } else {
        Ok(magnitude.to_str_radix(base))
    }
}

/// Converts an int to the code point of the 'c' type.  `c_long_first`
/// selects `format()`'s behaviour, which converts to a C long first and so
/// reports huge values with a different message than the `%` operator.
pub(super) fn int_to_char(value: &BigInt, c_long_first: bool) -> Result<char, FormatError> {
    let range_error = || overflow_error("%c arg not in range(0x110000)");
    let code = match value.to_i64() {
        Some(v) => v,
        None if c_long_first => {
            return Err(overflow_error("Python int too large to convert to C long"))
        }
        None => return Err(range_error()),
    };
    if !(0..=0x10FFFF).contains(&code) {
        return Err(range_error());
    }
    // The range check above guarantees the cast is lossless.
    let code = code as u32;
    char::from_u32(code).ok_or_else(|| {
        value_error(format!(
            "%c arg U+{code:04X} is a lone surrogate, which ophis strings cannot represent"
        ))
    })
}
