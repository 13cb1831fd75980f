//! The Unicode data ophis takes from CPython 3.11 (Unicode 14.0.0) itself: one generated
//! module, `tables` (written by `gen.py`, never by hand), read by every user of a table, and
//! the lookups over it. Rust's own tables follow a newer Unicode version, so every property a
//! program can observe comes from here.

// Generated: kept exactly as `gen.py` writes it, so regenerating it changes only what changed.
#[rustfmt::skip]
pub(crate) mod tables;

/// Whether `cp` falls in one of the sorted, disjoint, inclusive `ranges`.
pub(crate) fn in_ranges(ranges: &[(u32, u32)], cp: u32) -> bool {
    match ranges.binary_search_by(|&(lo, _)| lo.cmp(&cp)) {
        Ok(_) => true,
        Err(0) => false,
        Err(i) => cp <= ranges[i - 1].1,
    }
}

/// Whether Unicode 14.0 assigns `c` (general category other than Cn).
pub(crate) fn is_assigned(c: char) -> bool {
    in_ranges(tables::ASSIGNED, c as u32)
}

/// The value of a decimal digit (category Nd), as `Py_UNICODE_TODECIMAL`.
pub(crate) fn decimal_value(c: char) -> Option<u32> {
    let cp = c as u32;
    let i = match tables::DECIMAL_ZEROS.binary_search(&cp) {
        Ok(i) => i,
        Err(0) => return None,
        Err(i) => i - 1,
    };
    let d = cp - tables::DECIMAL_ZEROS[i];
    (d < 10).then_some(d)
}

/// `str.isalpha` of one character (categories Lu, Ll, Lt, Lm, Lo).
pub(crate) fn is_alpha(c: char) -> bool {
    in_ranges(tables::ALPHA, c as u32)
}

/// `str.isdigit` of one character (Numeric_Type Decimal or Digit).
pub(crate) fn is_digit(c: char) -> bool {
    in_ranges(tables::DIGIT, c as u32)
}

/// `str.isnumeric` of one character (any Numeric_Type).
pub(crate) fn is_numeric(c: char) -> bool {
    in_ranges(tables::NUMERIC_TYPE, c as u32)
}

/// `str.isprintable` of one character: what `repr()` shows as itself.
pub(crate) fn is_printable(c: char) -> bool {
    in_ranges(tables::PRINTABLE, c as u32)
}

/// The Lowercase property.
pub(crate) fn is_lower(c: char) -> bool {
    in_ranges(tables::LOWER, c as u32)
}

/// The Uppercase property.
pub(crate) fn is_upper(c: char) -> bool {
    in_ranges(tables::UPPER, c as u32)
}

/// The titlecase letters (category Lt).
pub(crate) fn is_titlecase(c: char) -> bool {
    in_ranges(tables::TITLECASE, c as u32)
}

/// XID_Start, as `str.isidentifier` reads the first character (`_` apart).
pub(crate) fn is_xid_start(c: char) -> bool {
    in_ranges(tables::XID_START, c as u32)
}

/// XID_Continue, as `str.isidentifier` reads the characters after the first.
pub(crate) fn is_xid_continue(c: char) -> bool {
    in_ranges(tables::XID_CONTINUE, c as u32)
}
