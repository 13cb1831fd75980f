//! `_json_ophis`: the encoder and decoder behind `json` (whose Python half, `py/json.py`,
//! defines the API, `JSONEncoder`, `JSONDecoder` and `JSONDecodeError`).
//!
//! Both follow CPython's C accelerator (`_json.c`) step by step, so the output text, the
//! accepted inputs and every error message and position are CPython's. Positions reported
//! to Python are character indices; the decoder scans UTF-8 bytes (every JSON delimiter is
//! ASCII) and converts a position only when it reports an error.

use std::collections::HashSet;
use std::rc::Rc;

use num_bigint::BigInt;

use crate::args::{bind, req, Sig};
use crate::dict::Dict;
use crate::error::{type_error, value_error, Error, ErrorKind, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_json_ophis",
        vec![
            ("encode", func("_json_ophis", "encode", json_encode)),
            ("decode", func("_json_ophis", "decode", json_decode)),
            ("not_serializable", func("_json_ophis", "not_serializable", json_not_serializable)),
        ],
    ))
}

fn not_serializable(interp: &Interp, v: &Value) -> Error {
    type_error(format!("Object of type {} is not JSON serializable", interp.type_name(v)))
}

/// `JSONEncoder.default`'s error, raised for the Python half (which may not read `__name__`).
fn json_not_serializable(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("not_serializable", "not_serializable", ["o"], 1);
    let [v] = bind(&SIG, args, kw)?;
    Err(not_serializable(interp, req(v)))
}

fn recursion(what: &str) -> Error {
    Error::new(ExcType::RecursionError, format!("maximum recursion depth exceeded while {what}"))
}

// ---------------------------------------------------------------------------------------
// Encoding

struct Encoder {
    skipkeys: bool,
    ensure_ascii: bool,
    check_circular: bool,
    allow_nan: bool,
    sort_keys: bool,
    /// `None` for compact output (CPython's C encoder); the indent unit otherwise (its
    /// Python encoder, whose float error message differs).
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    default: Option<Value>,
    markers: HashSet<usize>,
    out: String,
    max_depth: usize,
    /// Output length at which memory is checked next.
    next_check: usize,
}

/// `json.encoder.encode_basestring(_ascii)`.
pub(crate) fn escape_json_str(out: &mut String, s: &str, ascii: bool) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if ascii && (c as u32) > 0x7e => {
                let u = c as u32;
                if u > 0xFFFF {
                    let v = u - 0x10000;
                    out.push_str(&format!(
                        "\\u{:04x}\\u{:04x}",
                        0xD800 + (v >> 10),
                        0xDC00 + (v & 0x3FF)
                    ));
                } else {
                    out.push_str(&format!("\\u{u:04x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value as the encoder sees it: subclasses of builtin types count as their base.
fn base_of(v: &Value) -> Value {
    if let Value::Instance(i) = v {
        if let Some(b) = i.builtin_base.borrow().clone() {
            return b;
        }
    }
    v.clone()
}

impl Encoder {
    fn float_str(&self, interp: &mut Interp, f: f64) -> R<String> {
        if f.is_finite() {
            return interp.repr(&Value::Float(f));
        }
        if !self.allow_nan {
            return Err(value_error(if self.indent.is_some() {
                format!(
                    "Out of range float values are not JSON compliant: {}",
                    interp.repr(&Value::Float(f))?
                )
            } else {
                "Out of range float values are not JSON compliant".to_string()
            }));
        }
        Ok(if f.is_nan() {
            "NaN"
        } else if f > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .to_string())
    }

    fn grew(&mut self, interp: &mut Interp) -> R<()> {
        if self.out.len() >= self.next_check {
            interp.check_alloc(self.out.len() * 2)?;
            interp.budget.check_clock()?;
            self.next_check = self.out.len() + (1 << 16);
        }
        Ok(())
    }

    fn newline(&mut self, level: usize) {
        if let Some(ind) = &self.indent {
            self.out.push('\n');
            for _ in 0..level {
                self.out.push_str(ind);
            }
        }
    }

    fn enter(&mut self, v: &Value, depth: usize) -> R<Option<usize>> {
        if depth >= self.max_depth {
            return Err(recursion("encoding a JSON object"));
        }
        if !self.check_circular {
            return Ok(None);
        }
        let id = v.identity();
        if !self.markers.insert(id) {
            return Err(value_error("Circular reference detected"));
        }
        Ok(Some(id))
    }

    fn leave(&mut self, id: Option<usize>) {
        if let Some(id) = id {
            self.markers.remove(&id);
        }
    }

    fn encode(&mut self, interp: &mut Interp, v: &Value, level: usize, depth: usize) -> R<()> {
        self.grew(interp)?;
        let b = base_of(v);
        match &b {
            Value::None => self.out.push_str("null"),
            Value::Bool(true) => self.out.push_str("true"),
            Value::Bool(false) => self.out.push_str("false"),
            Value::Int(i) => self.out.push_str(&i.to_string()),
            Value::BigInt(_) => {
                let s = interp.repr(&b)?;
                self.out.push_str(&s);
            }
            Value::Float(f) => {
                let s = self.float_str(interp, *f)?;
                self.out.push_str(&s);
            }
            Value::Str(s) => escape_json_str(&mut self.out, &s.s, self.ensure_ascii),
            Value::List(_) | Value::Tuple(_) => {
                let items: Vec<Value> = match &b {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => (**t).clone(),
                    _ => Vec::new(),
                };
                if items.is_empty() {
                    self.out.push_str("[]");
                    return Ok(());
                }
                let id = self.enter(v, depth)?;
                self.out.push('[');
                self.newline(level + 1);
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        let sep = self.item_sep.clone();
                        self.out.push_str(&sep);
                        self.newline(level + 1);
                    }
                    self.encode(interp, item, level + 1, depth + 1)?;
                }
                self.newline(level);
                self.out.push(']');
                self.leave(id);
            }
            Value::Dict(d) => {
                let mut items: Vec<(Value, Value)> =
                    d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                if items.is_empty() {
                    self.out.push_str("{}");
                    return Ok(());
                }
                let id = self.enter(v, depth)?;
                if self.sort_keys {
                    crate::builtins::merge_sort(interp, &mut items, false)?;
                }
                self.out.push('{');
                self.newline(level + 1);
                let mut first = true;
                for (k, val) in &items {
                    let key: String = match base_of(k) {
                        Value::Str(ref s) => s.s.clone(),
                        Value::Float(f) => self.float_str(interp, f)?,
                        Value::Bool(true) => "true".into(),
                        Value::Bool(false) => "false".into(),
                        Value::None => "null".into(),
                        i @ (Value::Int(_) | Value::BigInt(_)) => interp.repr(&i)?,
                        _ => {
                            if self.skipkeys {
                                continue;
                            }
                            return Err(type_error(format!(
                                "keys must be str, int, float, bool or None, not {}",
                                interp.type_name(k)
                            )));
                        }
                    };
                    if !first {
                        let sep = self.item_sep.clone();
                        self.out.push_str(&sep);
                        self.newline(level + 1);
                    }
                    first = false;
                    escape_json_str(&mut self.out, &key, self.ensure_ascii);
                    let sep = self.key_sep.clone();
                    self.out.push_str(&sep);
                    self.encode(interp, val, level + 1, depth + 1)?;
                }
                self.newline(level);
                self.out.push('}');
                self.leave(id);
            }
            _ => {
                let Some(f) = self.default.clone() else { return Err(not_serializable(interp, v)) };
                let id = self.enter(v, depth)?;
                let nv = interp.call(&f, vec![v.clone()], vec![])?;
                self.encode(interp, &nv, level, depth + 1)?;
                self.leave(id);
            }
        }
        Ok(())
    }
}

fn str_arg(interp: &Interp, v: &Value, what: &str) -> R<String> {
    match base_of(v) {
        Value::Str(ref s) => Ok(s.s.clone()),
        _ => Err(type_error(format!("{what} must be a string, not {}", interp.type_name(v)))),
    }
}

/// `encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent,
/// item_separator, key_separator, default)`; `indent` is `None` or the indent string.
fn json_encode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<10> = Sig::positional(
        "encode",
        "encode",
        [
            "obj",
            "skipkeys",
            "ensure_ascii",
            "check_circular",
            "allow_nan",
            "sort_keys",
            "indent",
            "item_separator",
            "key_separator",
            "default",
        ],
        10,
    );
    let [obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, item_sep, key_sep, default] =
        bind(&SIG, args, kw)?.map(req);
    let indent = match indent {
        Value::None => None,
        v => Some(str_arg(interp, v, "indent")?),
    };
    let item_sep = str_arg(interp, item_sep, "item_separator")?;
    let key_sep = str_arg(interp, key_sep, "key_separator")?;
    let max_depth =
        interp.config.limits.max_recursion_depth.saturating_sub(interp.run.depth).max(1);
    let mut enc = Encoder {
        skipkeys: interp.truthy(skipkeys)?,
        ensure_ascii: interp.truthy(ensure_ascii)?,
        check_circular: interp.truthy(check_circular)?,
        allow_nan: interp.truthy(allow_nan)?,
        sort_keys: interp.truthy(sort_keys)?,
        indent,
        item_sep,
        key_sep,
        default: if default.is_none() { None } else { Some(default.clone()) },
        markers: HashSet::new(),
        out: String::new(),
        max_depth,
        next_check: 1 << 16,
    };
    enc.encode(interp, obj, 0, 0)?;
    interp.check_alloc(enc.out.len())?;
    Ok(Value::string(enc.out))
}

// ---------------------------------------------------------------------------------------
// Decoding

/// Why decoding stopped: a `JSONDecodeError` (message, byte position) or any other error.
enum DErr {
    At(&'static str, usize),
    Py(Error),
}

impl From<Error> for DErr {
    fn from(e: Error) -> DErr {
        DErr::Py(e)
    }
}

type DR<T> = Result<T, DErr>;

struct Decoder<'a> {
    s: &'a str,
    b: &'a [u8],
    strict: bool,
    object_hook: Option<Value>,
    pairs_hook: Option<Value>,
    parse_float: Option<Value>,
    parse_int: Option<Value>,
    parse_constant: Option<Value>,
    max_depth: usize,
    steps: usize,
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

fn opt(v: &Value) -> Option<Value> {
    if v.is_none() {
        None
    } else {
        Some(v.clone())
    }
}

fn hexval(c: u8) -> Option<u32> {
    (c as char).to_digit(16)
}

impl<'a> Decoder<'a> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while i < self.b.len() && is_ws(self.b[i]) {
            i += 1;
        }
        i
    }

    fn tick(&mut self, interp: &mut Interp) -> DR<()> {
        self.steps += 1;
        if self.steps.is_multiple_of(4096) {
            interp.budget.check_clock()?;
        }
        Ok(())
    }

    /// `scan_once`: the value starting at `idx` and the index after it.
    fn scan_once(&mut self, interp: &mut Interp, idx: usize, depth: usize) -> DR<(Value, usize)> {
        self.tick(interp)?;
        let b = self.b;
        let len = b.len();
        let Some(&c) = b.get(idx) else { return Err(DErr::At("Expecting value", idx)) };
        let rest = &b[idx..];
        match c {
            b'"' => {
                let (s, end) = self.scanstring(idx + 1)?;
                return Ok((Value::string(s), end));
            }
            b'{' => {
                if depth >= self.max_depth {
                    return Err(DErr::Py(recursion(
                        "decoding a JSON object from a unicode string",
                    )));
                }
                return self.parse_object(interp, idx + 1, depth + 1);
            }
            b'[' => {
                if depth >= self.max_depth {
                    return Err(DErr::Py(recursion("decoding a JSON array from a unicode string")));
                }
                return self.parse_array(interp, idx + 1, depth + 1);
            }
            b'n' if idx + 3 < len && rest.starts_with(b"null") => {
                return Ok((Value::None, idx + 4))
            }
            b't' if idx + 3 < len && rest.starts_with(b"true") => {
                return Ok((Value::Bool(true), idx + 4))
            }
            b'f' if idx + 4 < len && rest.starts_with(b"false") => {
                return Ok((Value::Bool(false), idx + 5))
            }
            b'N' if idx + 2 < len && rest.starts_with(b"NaN") => {
                return Ok((self.constant(interp, "NaN", f64::NAN)?, idx + 3))
            }
            b'I' if idx + 7 < len && rest.starts_with(b"Infinity") => {
                return Ok((self.constant(interp, "Infinity", f64::INFINITY)?, idx + 8))
            }
            b'-' if idx + 8 < len && rest.starts_with(b"-Infinity") => {
                return Ok((self.constant(interp, "-Infinity", f64::NEG_INFINITY)?, idx + 9))
            }
            _ => {}
        }
        self.number(interp, idx)
    }

    fn constant(&mut self, interp: &mut Interp, name: &str, v: f64) -> DR<Value> {
        match &self.parse_constant {
            Some(f) => {
                let f = f.clone();
                Ok(interp.call(&f, vec![Value::str(name)], vec![])?)
            }
            None => Ok(Value::Float(v)),
        }
    }

    /// `_match_number_unicode`.
    fn number(&mut self, interp: &mut Interp, start: usize) -> DR<(Value, usize)> {
        let b = self.b;
        let len = b.len();
        let digit = |i: usize| b.get(i).map(|c| c.is_ascii_digit()).unwrap_or(false);
        let mut idx = start;
        if b.get(idx) == Some(&b'-') {
            idx += 1;
            if idx >= len {
                return Err(DErr::At("Expecting value", start));
            }
        }
        match b.get(idx) {
            Some(c) if (b'1'..=b'9').contains(c) => {
                idx += 1;
                while digit(idx) {
                    idx += 1;
                }
            }
            Some(b'0') => idx += 1,
            _ => return Err(DErr::At("Expecting value", start)),
        }
        let mut is_float = false;
        if idx + 1 < len && b[idx] == b'.' && digit(idx + 1) {
            is_float = true;
            idx += 2;
            while digit(idx) {
                idx += 1;
            }
        }
        if idx + 1 < len && (b[idx] == b'e' || b[idx] == b'E') {
            let e_start = idx;
            idx += 1;
            if idx + 1 < len && (b[idx] == b'-' || b[idx] == b'+') {
                idx += 1;
            }
            while digit(idx) {
                idx += 1;
            }
            if digit(idx - 1) {
                is_float = true;
            } else {
                idx = e_start;
            }
        }
        let text = self.s.get(start..idx).unwrap_or("");
        let hook = if is_float { self.parse_float.clone() } else { self.parse_int.clone() };
        if let Some(f) = hook {
            return Ok((interp.call(&f, vec![Value::str(text)], vec![])?, idx));
        }
        let v = if is_float {
            Value::Float(text.parse::<f64>().map_err(|_| {
                DErr::Py(value_error(format!("could not convert string to float: '{text}'")))
            })?)
        } else {
            match text.parse::<i64>() {
                Ok(i) => Value::Int(i),
                Err(_) => {
                    let ndigits = text.trim_start_matches('-').len();
                    if ndigits > 4300 {
                        return Err(DErr::Py(value_error(format!(
                            "Exceeds the limit (4300 digits) for integer string conversion: value has {ndigits} digits; use sys.set_int_max_str_digits() to increase the limit"
                        ))));
                    }
                    match text.parse::<BigInt>() {
                        Ok(bi) => Value::from_bigint(bi),
                        Err(_) => {
                            return Err(DErr::Py(value_error(format!(
                                "invalid literal for int() with base 10: '{text}'"
                            ))))
                        }
                    }
                }
            }
        };
        Ok((v, idx))
    }

    /// `scanstring_unicode`: `end` is the index just after the opening quote.
    fn scanstring(&self, end: usize) -> DR<(String, usize)> {
        let b = self.b;
        let len = b.len();
        let begin = end.saturating_sub(1);
        let mut out = String::new();
        let mut end = end;
        let mut lone: Option<u32> = None;
        loop {
            let mut next = end;
            let mut c = 0u8;
            while next < len {
                c = b[next];
                if c == b'"' || c == b'\\' {
                    break;
                }
                if c <= 0x1f && self.strict {
                    return Err(DErr::At("Invalid control character at", next));
                }
                next += 1;
            }
            if next >= len || !(c == b'"' || c == b'\\') {
                return Err(DErr::At("Unterminated string starting at", begin));
            }
            out.push_str(self.s.get(end..next).unwrap_or(""));
            next += 1;
            if c == b'"' {
                end = next;
                break;
            }
            if next == len {
                return Err(DErr::At("Unterminated string starting at", begin));
            }
            let e = b[next];
            if e != b'u' {
                end = next + 1;
                let ch = match e {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'/' => '/',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    _ => return Err(DErr::At("Invalid \\escape", end - 2)),
                };
                out.push(ch);
                continue;
            }
            next += 1;
            end = next + 4;
            if end >= len {
                return Err(DErr::At("Invalid \\uXXXX escape", next - 1));
            }
            let mut cp = 0u32;
            for &digit in &b[next..end] {
                match hexval(digit) {
                    Some(d) => cp = (cp << 4) | d,
                    None => return Err(DErr::At("Invalid \\uXXXX escape", end - 5)),
                }
            }
            next = end;
            if (0xD800..0xDC00).contains(&cp)
                && end + 6 < len
                && b[next] == b'\\'
                && b[next + 1] == b'u'
            {
                next += 2;
                let end2 = end + 6;
                let mut c2 = 0u32;
                for &digit in &b[next..end2] {
                    match hexval(digit) {
                        Some(d) => c2 = (c2 << 4) | d,
                        None => return Err(DErr::At("Invalid \\uXXXX escape", end2 - 5)),
                    }
                }
                if (0xDC00..0xE000).contains(&c2) {
                    cp = 0x10000 + (((cp - 0xD800) << 10) | (c2 - 0xDC00));
                    end = end2;
                }
            }
            match char::from_u32(cp) {
                Some(ch) => out.push(ch),
                // Keep scanning, so a later syntax error is reported as CPython reports it.
                None => lone = lone.or(Some(cp)),
            }
        }
        if let Some(cp) = lone {
            return Err(DErr::Py(Error::new(
                ExcType::NotImplementedError,
                format!("JSON string contains a lone surrogate \\u{cp:04x}, which ophis strings cannot hold"),
            )));
        }
        Ok((out, end))
    }

    fn parse_object(
        &mut self,
        interp: &mut Interp,
        idx: usize,
        depth: usize,
    ) -> DR<(Value, usize)> {
        let b = self.b;
        let len = b.len();
        let mut idx = self.skip_ws(idx);
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        if idx >= len || b[idx] != b'}' {
            loop {
                if idx >= len || b[idx] != b'"' {
                    return Err(DErr::At("Expecting property name enclosed in double quotes", idx));
                }
                let (key, next) = self.scanstring(idx + 1)?;
                idx = self.skip_ws(next);
                if idx >= len || b[idx] != b':' {
                    return Err(DErr::At("Expecting ':' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
                let (val, next) = self.scan_once(interp, idx, depth)?;
                pairs.push((Value::string(key), val));
                idx = self.skip_ws(next);
                if idx < len && b[idx] == b'}' {
                    break;
                }
                if idx >= len || b[idx] != b',' {
                    return Err(DErr::At("Expecting ',' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
            }
        }
        let end = idx + 1;
        if let Some(h) = self.pairs_hook.clone() {
            let list =
                Value::list(pairs.into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect());
            return Ok((interp.call(&h, vec![list], vec![])?, end));
        }
        let d = Rc::new(std::cell::RefCell::new(Dict::with_capacity(pairs.len())));
        for (k, v) in pairs {
            interp.dict_set(&d, k, v)?;
        }
        let dv = Value::Dict(d);
        if let Some(h) = self.object_hook.clone() {
            return Ok((interp.call(&h, vec![dv], vec![])?, end));
        }
        Ok((dv, end))
    }

    fn parse_array(&mut self, interp: &mut Interp, idx: usize, depth: usize) -> DR<(Value, usize)> {
        let b = self.b;
        let len = b.len();
        let mut idx = self.skip_ws(idx);
        let mut items = Vec::new();
        if idx >= len || b[idx] != b']' {
            loop {
                let (val, next) = self.scan_once(interp, idx, depth)?;
                items.push(val);
                if items.len().is_multiple_of(4096) {
                    interp.check_alloc(items.len() * 16)?;
                }
                idx = self.skip_ws(next);
                if idx < len && b[idx] == b']' {
                    break;
                }
                if idx >= len || b[idx] != b',' {
                    return Err(DErr::At("Expecting ',' delimiter", idx));
                }
                idx = self.skip_ws(idx + 1);
            }
        }
        Ok((Value::list(items), idx + 1))
    }
}

/// `json.detect_encoding` followed by the decode.
fn decode_bytes(b: &[u8]) -> R<String> {
    let utf16 = |b: &[u8], be: bool| -> R<String> {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| {
                if be {
                    u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)])
                } else {
                    u16::from_le_bytes([c[0], *c.get(1).unwrap_or(&0)])
                }
            })
            .collect();
        String::from_utf16(&units).map_err(|_| {
            Error::new(
                ExcType::UnicodeDecodeError,
                "'utf-16' codec can't decode bytes: illegal UTF-16 surrogate",
            )
        })
    };
    let utf32 = |b: &[u8], be: bool| -> R<String> {
        let mut s = String::new();
        for c in b.chunks(4) {
            let mut a = [0u8; 4];
            a[..c.len()].copy_from_slice(c);
            let u = if be { u32::from_be_bytes(a) } else { u32::from_le_bytes(a) };
            s.push(char::from_u32(u).ok_or_else(|| {
                Error::new(
                    ExcType::UnicodeDecodeError,
                    "'utf-32' codec can't decode bytes: code point not in range(0x110000)",
                )
            })?);
        }
        Ok(s)
    };
    if b.starts_with(&[0, 0, 0xFE, 0xFF]) {
        return utf32(&b[4..], true);
    }
    if b.starts_with(&[0xFF, 0xFE, 0, 0]) {
        return utf32(&b[4..], false);
    }
    if b.starts_with(&[0xFE, 0xFF]) {
        return utf16(&b[2..], true);
    }
    if b.starts_with(&[0xFF, 0xFE]) {
        return utf16(&b[2..], false);
    }
    let b = b.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(b);
    if b.len() >= 4 {
        if b[0] == 0 {
            return if b[1] != 0 { utf16(b, true) } else { utf32(b, true) };
        }
        if b[1] == 0 {
            return if b[2] != 0 || b[3] != 0 { utf16(b, false) } else { utf32(b, false) };
        }
    } else if b.len() == 2 {
        if b[0] == 0 {
            return utf16(b, true);
        }
        if b[1] == 0 {
            return utf16(b, false);
        }
    }
    match std::str::from_utf8(b) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let pos = e.valid_up_to();
            Err(Error::new(
                ExcType::UnicodeDecodeError,
                format!("'utf-8' codec can't decode byte 0x{:02x} in position {pos}: invalid start byte", b.get(pos).copied().unwrap_or(0)),
            ))
        }
    }
}

fn decode_error(interp: &mut Interp, msg: &str, doc: &Value, s: &str, pos_b: usize) -> Error {
    let pos = s.get(..pos_b.min(s.len())).map(|p| p.chars().count()).unwrap_or(pos_b);
    let cls = ["json.decoder", "json"].iter().find_map(|name| match interp.modules.get(*name) {
        Some(Value::Module(m)) => m.attrs.borrow().get("JSONDecodeError").cloned(),
        _ => None,
    });
    match cls {
        Some(c) => match interp.call(
            &c,
            vec![Value::str(msg), doc.clone(), Value::Int(pos as i64)],
            vec![],
        ) {
            Ok(inst) => Error::from_kind(ErrorKind::Instance(inst)),
            Err(e) => e,
        },
        None => value_error(format!("{msg} (char {pos})")),
    }
}

/// `decode(s, strict, object_hook, object_pairs_hook, parse_float, parse_int,
/// parse_constant, idx)`: with `idx` None, `JSONDecoder.decode` (the whole document, `s`
/// may be bytes); with an index, `raw_decode` from there, returning `(value, end)`.
fn json_decode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<8> = Sig::positional(
        "decode",
        "decode",
        [
            "s",
            "strict",
            "object_hook",
            "object_pairs_hook",
            "parse_float",
            "parse_int",
            "parse_constant",
            "idx",
        ],
        8,
    );
    let [s, strict, object_hook, pairs_hook, parse_float, parse_int, parse_constant, idx] =
        bind(&SIG, args, kw)?.map(req);
    let whole = idx.is_none();
    let (text, doc): (String, Value) = match base_of(s) {
        Value::Str(ref st) => (st.s.clone(), s.clone()),
        Value::Bytes(ref b) if whole => {
            let t = decode_bytes(b)?;
            let v = Value::str(&t);
            (t, v)
        }
        Value::ByteArray(ref b) if whole => {
            let t = decode_bytes(&b.borrow())?;
            let v = Value::str(&t);
            (t, v)
        }
        _ if whole => {
            return Err(type_error(format!(
                "the JSON object must be str, bytes or bytearray, not {}",
                interp.type_name(s)
            )));
        }
        _ => {
            return Err(type_error(format!(
                "first argument must be a string, not {}",
                interp.type_name(s)
            )))
        }
    };
    let max_depth =
        interp.config.limits.max_recursion_depth.saturating_sub(interp.run.depth).max(1);
    let mut dec = Decoder {
        s: &text,
        b: text.as_bytes(),
        strict: interp.truthy(strict)?,
        object_hook: opt(object_hook),
        pairs_hook: opt(pairs_hook),
        parse_float: opt(parse_float),
        parse_int: opt(parse_int),
        parse_constant: opt(parse_constant),
        max_depth,
        steps: 0,
    };
    let start = if whole {
        dec.skip_ws(0)
    } else {
        let i = match idx {
            Value::Int(i) => *i,
            other => interp.index_value(other)?,
        };
        if i < 0 {
            return Err(value_error("idx cannot be negative"));
        }
        // A character index: convert to a byte offset.
        text.char_indices()
            .nth(i as usize)
            .map(|(b, _)| b)
            .unwrap_or(text.len() + (i as usize).saturating_sub(text.chars().count()))
    };
    let result = dec.scan_once(interp, start, 0);
    match result {
        Ok((v, end)) => {
            if whole {
                let end = dec.skip_ws(end);
                if end != text.len() {
                    return Err(decode_error(interp, "Extra data", &doc, &text, end));
                }
                Ok(v)
            } else {
                let end_c =
                    text.get(..end.min(text.len())).map(|p| p.chars().count()).unwrap_or(end);
                Ok(Value::tuple(vec![v, Value::Int(end_c as i64)]))
            }
        }
        Err(DErr::At(msg, pos)) => Err(decode_error(interp, msg, &doc, &text, pos)),
        Err(DErr::Py(e)) => Err(e),
    }
}
