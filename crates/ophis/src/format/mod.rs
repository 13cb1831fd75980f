//! Python-compatible string formatting for ophis.
//!
//! This module reproduces, byte for byte, what CPython 3.11 produces for
//! `format(value, spec)` / `str.format` on `int`, `float` and `str` values, for
//! `repr(float)`, and for the numeric and string conversions of the printf-style
//! `%` operator.  The structure deliberately follows CPython's own C code
//! (`Python/formatter_unicode.c`, `Python/pystrtod.c` and the `%` formatter in
//! `Objects/unicodeobject.c`), because the observable behaviour in corner cases
//! (zero padding combined with grouping, the exponent thresholds of the general
//! format, the order in which errors are reported) falls out of the exact shape
//! of that code rather than out of any simple rule.
//!
//! Decimal digits of floats are produced by Rust's own float formatting
//! (`{:e}`, `{:.N}` and `{:.Ne}`), which is exact and correctly rounded (ties to
//! even), just like David Gay's `dtoa` used by CPython; the digit strings are then
//! laid out by a transcription of CPython's `format_float_short`.
//!
//! Deliberate differences from CPython, both made to keep memory use bounded:
//!
//! * A width above [`MAX_FORMAT_WIDTH`] is rejected with
//!   `ValueError("format width too large")`.  CPython would try to allocate the
//!   padded string and either succeed after using gigabytes or raise
//!   `MemoryError`.
//! * A float precision above [`MAX_FORMAT_WIDTH`] is rejected with
//!   `ValueError("format precision too large")` for the presentation types whose
//!   output grows with the precision ('e', 'E', 'f', 'F', '%', and the general
//!   formats with '#').  Precisions above 2**31-1 still give CPython's own
//!   `ValueError("precision too big")` first.
//!
//! Other known differences, which no choice here could avoid:
//!
//! * `format(0xD800, 'c')` and `'%c' % 0xD800` produce a lone surrogate in
//!   CPython; Rust strings cannot hold one, so a `ValueError` is returned instead.
//! * The functions cannot see the Python type of the value, so error messages
//!   name `int`, `float` or `str` even when CPython would name a subclass such as
//!   `bool`, and `format(True, '')` must be answered by the caller (CPython gives
//!   `str(True)`, i.e. `'True'`, for an empty spec on a bool).
//! * Decimal conversion of ints enforces CPython's *default* limit of 4300 digits
//!   (`sys.set_int_max_str_digits`); the interpreter-wide setting is not visible
//!   here.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::ToPrimitive;

// The formatter is split by concern, each file following the part of CPython it transcribes;
// they share this module's constants, types and errors, and each other's helpers.
mod float;
mod int;
mod layout;
mod percent;
mod spec;
#[cfg(test)]
mod tests;
mod value;

pub(crate) use float::float_repr;
use float::*;
use int::*;
use layout::*;
pub(crate) use percent::{percent_format_float, percent_format_int, percent_pad_str};
use spec::*;
pub(crate) use value::{format_complex, format_float, format_int, format_small_int, format_str};

/// The largest field width (and, for the float presentation types whose output
/// grows with it, the largest precision) that this module will honour.
///
/// CPython accepts any width up to `sys.maxsize` and then tries to allocate the
/// result, so `format(1, '10000000000')` builds a ten-gigabyte string.  ophis
/// refuses such requests with `ValueError("format width too large")` (or
/// `"format precision too large"`) instead, which is a deliberate difference from
/// CPython made to keep memory use bounded.
pub(crate) const MAX_FORMAT_WIDTH: usize = 100_000_000;

/// CPython's default for `sys.get_int_max_str_digits()`: converting an int with
/// more decimal digits than this to a string raises `ValueError`.
const INT_MAX_STR_DIGITS: usize = 4300;

/// `PY_SSIZE_T_MAX` on a 64-bit build: widths and precisions above it make the
/// format-spec parser fail with "Too many decimal digits in format string".
const PY_SSIZE_T_MAX: u64 = i64::MAX as u64;

/// C's `INT_MAX`, which bounds float precisions and `%`-format precisions.
const C_INT_MAX: usize = i32::MAX as usize;

/// No double has more than 767 significant decimal digits in its exact
/// expansion, so asking for more digits than this only appends zeros.  Digit
/// generation is capped here and the zeros are re-created by the layout code.
const MAX_SIGNIFICANT_DIGITS: usize = 800;

/// No double has more than 1074 digits after the decimal point in its exact
/// expansion (the smallest subnormal is 2**-1074), so the same capping applies
/// to fixed-point digit generation.
const MAX_FRACTION_DIGITS: usize = 1100;

/// A parsed format spec: `[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]`.
///
/// `fill` is the effective fill character: it is `'0'` when the `'0'` flag was
/// given (which is only recognised when no explicit fill was given), and `' '`
/// when nothing was given.  `align` is only the explicitly written alignment;
/// when it is `None`, numbers default to `'>'` (or to `'='` when `zero_pad` is
/// set) and strings default to `'<'`.  `ty` is only the explicitly written type.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct FormatSpec {
    pub fill: char,
    pub align: Option<char>,
    pub sign: Option<char>,
    pub no_neg_zero: bool,
    pub alternate: bool,
    pub zero_pad: bool,
    pub width: Option<usize>,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

/// Errors carry CPython's exception kind and message text.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub(crate) enum FormatError {
    #[error("ValueError: {0}")]
    ValueError(String),
    #[error("OverflowError: {0}")]
    OverflowError(String),
}

/// The flags, width and precision of one printf-style conversion of the `%`
/// operator (`%-+ #0` flags, then width, then `.precision`).  A `*` width or
/// precision must already have been resolved by the caller; a negative `*`
/// width becomes `left = true` with the absolute value as width, as in CPython.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct PercentSpec {
    pub left: bool,
    pub plus: bool,
    pub space: bool,
    pub alternate: bool,
    pub zero: bool,
    pub width: Option<usize>,
    pub precision: Option<usize>,
}

fn value_error(msg: impl Into<String>) -> FormatError {
    FormatError::ValueError(msg.into())
}

fn overflow_error(msg: impl Into<String>) -> FormatError {
    FormatError::OverflowError(msg.into())
}

fn width_too_large() -> FormatError {
    value_error("format width too large")
}

fn precision_too_large() -> FormatError {
    value_error("format precision too large")
}
