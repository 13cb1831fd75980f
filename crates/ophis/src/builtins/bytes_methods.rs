// TEMPORARY placeholder until the real module lands (being written in parallel).
use crate::value::BuiltinFn;
pub fn methods() -> Vec<(&'static str, BuiltinFn)> { vec![] }
pub fn bytes_repr(b: &[u8]) -> String { format!("b{:?}", String::from_utf8_lossy(b)) }
