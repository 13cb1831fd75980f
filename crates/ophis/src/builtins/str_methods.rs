// TEMPORARY placeholder until the real module lands (being written in parallel).
use crate::value::{PyStr, BuiltinFn};
pub fn methods() -> Vec<(&'static str, BuiltinFn)> { vec![] }
pub fn str_contains(hay: &PyStr, needle: &PyStr) -> bool { hay.s.contains(needle.s.as_str()) }
pub fn char_index(s: &PyStr, i: usize) -> Option<char> { s.s.chars().nth(i) }
pub fn str_slice(s: &PyStr, start: i64, stop: i64, step: i64) -> String {
    let chars: Vec<char> = s.s.chars().collect(); let mut out = String::new(); let mut i = start;
    if step > 0 { while i < stop { if let Some(c) = chars.get(i as usize) { out.push(*c); } i += step; } }
    else { while i > stop { if i >= 0 { if let Some(c) = chars.get(i as usize) { out.push(*c); } } i += step; } }
    out }
pub fn str_repr(s: &str) -> String { format!("'{}'", s) }
