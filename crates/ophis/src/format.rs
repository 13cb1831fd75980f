// TEMPORARY placeholder until the real module lands (being written in parallel).
use num_bigint::BigInt;
#[derive(Debug, Clone, PartialEq)]
pub enum FormatError { ValueError(String), OverflowError(String) }
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PercentSpec { pub left: bool, pub plus: bool, pub space: bool, pub alternate: bool, pub zero: bool, pub width: Option<usize>, pub precision: Option<usize> }
pub fn float_repr(x: f64) -> String { let s = format!("{x:?}"); s }
pub fn format_int(value: &BigInt, spec: &str) -> Result<String, FormatError> { let _ = spec; Ok(value.to_string()) }
pub fn format_float(value: f64, spec: &str) -> Result<String, FormatError> { let _ = spec; Ok(float_repr(value)) }
pub fn format_str(value: &str, spec: &str) -> Result<String, FormatError> { let _ = spec; Ok(value.to_string()) }
pub fn percent_format_int(value: &BigInt, _f: &PercentSpec, _c: char) -> Result<String, FormatError> { Ok(value.to_string()) }
pub fn percent_format_float(value: f64, _f: &PercentSpec, _c: char) -> Result<String, FormatError> { Ok(value.to_string()) }
pub fn percent_pad_str(s: &str, _f: &PercentSpec) -> String { s.to_string() }
