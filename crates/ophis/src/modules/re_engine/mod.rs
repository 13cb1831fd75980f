//! `_sre_ophis`: the regular-expression engine behind `re` (whose Python half,
//! `py/re.py`, defines `Pattern`, `Match`, `error` and the module functions).
//!
//! A pattern is parsed with CPython's grammar and error messages (`parse`), translated to
//! the syntax of the `fancy-regex` crate (`emit`), and run by that engine: a backtracking VM
//! for backreferences and look-around that hands every plain part to the `regex` crate's
//! automata. Positions cross the boundary as character indices (Python's), converted from
//! the engine's byte offsets. Bytes patterns and subjects are handled as Latin-1 text, so
//! their character indices are byte indices.
//!
//! Compiled programs live in a small process-wide cache keyed by (kind, pattern, flags):
//! a compiled program is an immutable function of its key, so sharing it between
//! interpreters shares no program state, and the cache is bounded.

pub(crate) mod emit;
pub(crate) mod parse;

use std::borrow::Cow;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, Mutex, OnceLock};

use fancy_regex::{Regex, RegexBuilder, RegexInput};

use crate::args::{bind, req, Sig};

/// The arguments of an engine function called with exactly its parameters `[a, b, ...]` by
/// `re.py`, bound to its declared signature (`bound!("compile", args, kw, [pattern, flags])`).
macro_rules! bound {
    ($name:literal, $args:expr, $kw:expr, [$($p:ident),+]) => {{
        const PARAMS: &[&str] = &[$(stringify!($p)),+];
        static SIG: Sig<{ PARAMS.len() }> = Sig::positional(
            $name,
            $name,
            [$(stringify!($p)),+],
            PARAMS.len(),
        );
        bind(&SIG, $args, $kw)?.map(req)
    }};
}
use crate::dict::{Dict, FxBuild};
use crate::error::{
    index_error, overflow_error, type_error, value_error, Error, ErrorKind, ExcType, R,
};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Class, TypeKind, Value};
use parse::{PErr, Parsed, TItem};

/// Backtracking steps one match attempt may take before it is abandoned with an error (the
/// engine's VM runs between two clock checks, so this bounds the overshoot of the deadline).
const BACKTRACK_LIMIT: usize = 10_000_000;

/// Seconds per backtracking step, with a margin: 10 million steps took 0.36 to 0.55 s on this
/// 2-CPU VM (debug build of the bindings, `(a|aa)+(?=c)\1b`), about 45 ns each.
const SECS_PER_BACKTRACK_STEP: f64 = 8.0e-8;

/// The backtracking limits of the programs used as the deadline nears (`Compiled::prog`): an
/// attempt gets the largest limit whose cost fits the time left, and one that reaches a limit
/// lower than `BACKTRACK_LIMIT` ends the run with the timeout error (it would have needed more
/// time than was left). At full limit one attempt runs up to ~0.8 s between clock checks: 40
/// successful slow matches in one `findall` (clock read every 32nd) ran 9.5 s under a 1 s
/// timeout.
const SHORT_LIMITS: [usize; 3] = [BACKTRACK_LIMIT / 4, BACKTRACK_LIMIT / 16, BACKTRACK_LIMIT / 64];
const CACHE_SIZE: usize = 256;
/// Longer patterns are not cached: the cache outlives runs and interpreters, and is not charged
/// to any of them, so what it may hold stays small (256 patterns of at most 1,000 characters).
const CACHE_MAX_PATTERN_LEN: usize = 1000;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_sre_ophis",
        vec![
            ("compile", func("_sre_ophis", "compile", sre_compile)),
            ("match", func("_sre_ophis", "match", sre_match)),
            ("scan", func("_sre_ophis", "scan", sre_scan)),
            ("findall", func("_sre_ophis", "findall", sre_findall)),
            ("split", func("_sre_ophis", "split", sre_split)),
            ("sub", func("_sre_ophis", "sub", sre_sub)),
            ("template", func("_sre_ophis", "template", sre_template)),
            ("escape", func("_sre_ophis", "escape", sre_escape)),
            ("purge", func("_sre_ophis", "purge", sre_purge)),
            ("group", func("_sre_ophis", "group", sre_group)),
            ("MAXREPEAT", Value::Int(parse::MAXREPEAT as i64)),
        ],
    ))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Search = 0,
    Full = 1,
    NonEmpty = 2,
}

type Prog = Result<Option<Regex>, String>;

/// A parsed pattern and its engine programs, built on first use: for each mode, one for
/// subjects that end with a newline and one for the others (see `emit::Opts::dollar_nl`).
pub(crate) struct Compiled {
    parsed: Parsed,
    /// What the parser warned about, issued again each time `re.py` compiles the pattern
    /// (a miss in its own cache), as CPython's parser runs again then.
    warnings: Vec<parse::ParseWarning>,
    is_bytes: bool,
    has_dollar: bool,
    has_nonboundary: bool,
    has_boundary: bool,
    progs: [OnceLock<Prog>; 24],
    /// The same programs with the lower limits of `SHORT_LIMITS`, built when first needed.
    short: [OnceLock<Box<[OnceLock<Prog>; 24]>>; 3],
    /// The pattern's size with every counted repetition written out (`expanded_size`), the
    /// number of automaton states a search may have to track at each position.
    states: f64,
}

/// Seconds per automaton state and subject byte of a search the `regex` crate's lazy DFA gives
/// up on (its cache thrashes) and runs as an NFA simulation instead: measured 32 to 53 ns on
/// this 2-CPU VM (`(?:a{1,50}){1,50}b`, 2,501 states, took 1.25 s over 16,000 characters and
/// 155.8 s over 2 million).
const SECS_PER_STATE_BYTE: f64 = 4.0e-8;

/// Patterns expanding to fewer states are left unestimated: the automata handle them in
/// linear time with a small constant, and an estimate would only refuse honest searches.
const ESTIMATED_STATES: f64 = 1000.0;

/// The size of `items` with every counted repetition written out (`(?:a{1,50}){1,50}` is 2,500
/// states), as the `regex` crate compiles it.
fn expanded_size(items: &[parse::Item]) -> f64 {
    use parse::Item;
    items
        .iter()
        .map(|it| match it {
            Item::Branch(alts) => alts.iter().map(|a| expanded_size(a)).sum::<f64>().max(1.0),
            Item::Sub { body, .. } | Item::Atomic(body) | Item::Assert { body, .. } => {
                expanded_size(body).max(1.0)
            }
            Item::Repeat { min, max, body, .. } => {
                let copies = if *max >= parse::MAXREPEAT { *min + 1 } else { *max };
                expanded_size(body).max(1.0) * (copies.max(1) as f64)
            }
            Item::GroupRefExists { yes, no, .. } => {
                expanded_size(yes) + no.as_deref().map(expanded_size).unwrap_or(0.0)
            }
            _ => 1.0,
        })
        .sum()
}

impl Compiled {
    /// The program for `mode` on the subject `text` (already cut at `endpos`), with the
    /// backtracking limit `BACKTRACK_LIMIT` (`tier` 0) or `SHORT_LIMITS[tier - 1]`.
    fn prog(
        &self,
        mode: Mode,
        text: &str,
        ascii: bool,
        tier: usize,
    ) -> Result<Option<&Regex>, String> {
        let nl = self.has_dollar && text.ends_with('\n');
        let empty = self.has_nonboundary && text.is_empty();
        let exact_boundary = self.has_boundary && !self.is_bytes && !ascii;
        let variant = nl as usize | (empty as usize) << 1 | (exact_boundary as usize) << 2;
        let progs = match tier.checked_sub(1) {
            None => &self.progs,
            Some(t) => &**self.short[t].get_or_init(Default::default),
        };
        let limit = tier.checked_sub(1).map_or(BACKTRACK_LIMIT, |t| SHORT_LIMITS[t]);
        let slot = &progs[mode as usize * 8 + variant];
        let p = slot.get_or_init(|| {
            let opts = emit::Opts { is_bytes: self.is_bytes, dollar_nl: nl, empty, exact_boundary };
            let src = emit::emit(&self.parsed, opts, mode == Mode::Full);
            let mut b = RegexBuilder::new(&src);
            b.backtrack_limit(limit);
            if mode == Mode::NonEmpty {
                b.find_not_empty(true);
            }
            match b.build() {
                Ok(r) => Ok(Some(r)),
                // A pattern that can only match the empty string never matches non-empty.
                Err(fancy_regex::Error::CompileError(ce))
                    if mode == Mode::NonEmpty
                        && matches!(*ce, fancy_regex::CompileError::PatternCanNeverMatch) =>
                {
                    Ok(None)
                }
                Err(e) => Err(e.to_string()),
            }
        });
        match p {
            Ok(r) => Ok(r.as_ref()),
            Err(e) => Err(e.clone()),
        }
    }
}

/// The cache's key: (is a bytes pattern, flags), then the pattern's own bytes (a `str`'s UTF-8,
/// a `bytes`' bytes), so a lookup borrows the pattern instead of copying it.
type Key = (bool, i64);

struct Cache {
    map: HashMap<Key, HashMap<Box<[u8]>, (Arc<Compiled>, u64), FxBuild>, FxBuild>,
    len: usize,
    tick: u64,
}

static CACHE: Mutex<Option<Cache>> = Mutex::new(None);

fn cache_get(key: Key, text: &[u8]) -> Option<Arc<Compiled>> {
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let cache = guard.as_mut()?;
    cache.tick += 1;
    let tick = cache.tick;
    let entry = cache.map.get_mut(&key)?.get_mut(text)?;
    entry.1 = tick;
    Some(entry.0.clone())
}

fn cache_put(key: Key, text: &[u8], c: Arc<Compiled>) {
    if text.len() > CACHE_MAX_PATTERN_LEN {
        return;
    }
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let cache = guard.get_or_insert_with(|| Cache { map: HashMap::default(), len: 0, tick: 0 });
    cache.tick += 1;
    if cache.len >= CACHE_SIZE {
        let oldest = cache
            .map
            .iter()
            .flat_map(|(k, m)| m.iter().map(move |(t, v)| (v.1, *k, t)))
            .min_by_key(|e| e.0)
            .map(|(_, k, t)| (k, t.clone()));
        if let Some((k, t)) = oldest {
            if let Some(m) = cache.map.get_mut(&k) {
                if m.remove(&t).is_some() {
                    cache.len -= 1;
                }
            }
        }
    }
    let tick = cache.tick;
    if cache.map.entry(key).or_default().insert(text.into(), (c, tick)).is_none() {
        cache.len += 1;
    }
}

fn sre_purge(_interp: &mut Interp, _args: &[Value], _kw: &Kwargs) -> R<Value> {
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    *guard = None;
    Ok(Value::None)
}

/// A pattern's cache key text and whether it is a bytes pattern: a `str`'s UTF-8, a `bytes`'
/// bytes (borrowed, except a `bytearray`'s, which may change under a borrow).
fn pattern_bytes(v: &Value) -> R<(bool, Cow<'_, [u8]>)> {
    match v {
        Value::Str(s) => Ok((false, Cow::Borrowed(s.s.as_bytes()))),
        Value::Bytes(b) => Ok((true, Cow::Borrowed(&b[..]))),
        Value::ByteArray(b) => Ok((true, Cow::Owned(b.borrow().clone()))),
        // A str or bytes subclass's pattern is its text.
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Str(s)) => Ok((false, Cow::Owned(s.s.as_bytes().to_vec()))),
            Some(Value::Bytes(b)) => Ok((true, Cow::Owned(b.to_vec()))),
            _ => Err(type_error("first argument must be string or compiled pattern")),
        },
        _ => Err(type_error("first argument must be string or compiled pattern")),
    }
}

/// The characters of a pattern: a `str`'s, or a `bytes`' read as Latin-1 (one per byte).
fn pattern_chars(is_bytes: bool, text: &[u8]) -> Vec<char> {
    if is_bytes {
        text.iter().map(|&x| x as char).collect()
    } else {
        String::from_utf8_lossy(text).chars().collect()
    }
}

fn int_arg(interp: &mut Interp, v: &Value) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(_) => Err(overflow_error("Python int too large to convert to C ssize_t")),
        Value::Instance(inst) => {
            let base = inst.builtin_base.borrow().clone();
            match base {
                Some(b @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
                    int_arg(interp, &b)
                }
                _ => interp.index_value(v),
            }
        }
        _ => interp.index_value(v),
    }
}

/// Raises `re.error(msg, pattern, pos)` (a `ValueError` if `re` itself is not loaded).
fn re_error(interp: &mut Interp, msg: String, pattern: &Value, pos: Option<usize>) -> Error {
    let cls = interp.modules.get("re").and_then(|m| match m {
        Value::Module(m) => m.attrs.borrow().get("error").cloned(),
        _ => None,
    });
    match cls {
        Some(c) => {
            let pos_v = pos.map(|p| Value::Int(p as i64)).unwrap_or(Value::None);
            match interp.call(&c, vec![Value::string(msg), pattern.clone(), pos_v], vec![]) {
                Ok(inst) => Error::from_kind(ErrorKind::Instance(inst)),
                Err(e) => e,
            }
        }
        None => value_error(match pos {
            Some(p) => format!("{msg} at position {p}"),
            None => msg,
        }),
    }
}

/// The parser's warnings, in the order it found them, through the program's `warnings`
/// filters (a filter that makes one an error ends the compile there, as in CPython).
fn issue_warnings(interp: &mut Interp, warnings: &[parse::ParseWarning]) -> R<()> {
    for w in warnings {
        let category = if w.future { ExcType::FutureWarning } else { ExcType::DeprecationWarning };
        interp.warn(category, &w.msg)?;
    }
    Ok(())
}

fn perr(interp: &mut Interp, e: PErr, pattern: &Value) -> Error {
    match e {
        PErr::Re { msg, pos } => re_error(interp, msg, pattern, pos),
        PErr::Overflow(m) => overflow_error(m),
        PErr::Value(m) => value_error(m),
        PErr::Index(m) => index_error(m),
        PErr::Recursion(m) => Error::new(ExcType::RecursionError, m),
        PErr::NotImplemented(m) => Error::new(ExcType::NotImplementedError, m),
    }
}

fn engine_error(interp: &mut Interp, msg: String, pattern: &Value) -> Error {
    re_error(
        interp,
        format!("ophis's regular expression engine cannot compile this pattern: {msg}"),
        pattern,
        None,
    )
}

/// The compiled form of `(pattern, flags)`, from the cache or freshly built.
///
/// A compiled pattern is stored under the flags its parse ends with (`Parsed::flags`: the
/// given ones plus the inline ones and `re.UNICODE` for a `str`), which are the flags `re.py`'s
/// `Pattern` passes back on every search; a lookup with other flags (those given to
/// `re.compile`) that misses parses the pattern and finds it there. Keying on the given flags
/// as well held each pattern twice: 232 patterns (regex_v8) filled the 256 entries and were
/// compiled again and again.
fn compiled(interp: &mut Interp, pattern: &Value, flags: &Value) -> R<Arc<Compiled>> {
    compiled_warning(interp, pattern, flags, false)
}

/// `compiled`, issuing the parser's warnings through `warnings.warn` when `warn` is set (for
/// `re.compile`, not for the searches that find the pattern again).
fn compiled_warning(
    interp: &mut Interp,
    pattern: &Value,
    flags: &Value,
    warn: bool,
) -> R<Arc<Compiled>> {
    let flags = int_arg(interp, flags)?;
    let (is_bytes, text) = pattern_bytes(pattern)?;
    if let Some(c) = cache_get((is_bytes, flags), &text) {
        if warn {
            issue_warnings(interp, &c.warnings)?;
        }
        return Ok(c);
    }
    // Compiling takes about 400 bytes per pattern character (the parsed pattern, the emitted
    // source, the engine's syntax tree and program): charge it before starting, so a huge
    // pattern (`re.compile("a" * 10**7)`: 4 GB) is a MemoryError, not an allocation storm.
    interp.check_alloc(text.len().saturating_mul(512))?;
    let chars = pattern_chars(is_bytes, &text);
    let (parsed, warnings) = parse::parse_pattern(&chars, flags, is_bytes);
    if warn {
        issue_warnings(interp, &warnings)?;
    }
    let parsed = parsed.map_err(|e| perr(interp, e, pattern))?;
    if parsed.flags != flags {
        if let Some(c) = cache_get((is_bytes, parsed.flags), &text) {
            return Ok(c);
        }
    }
    let key = (is_bytes, parsed.flags);
    let has_dollar = emit::has_plain_dollar(&parsed.items, parsed.flags);
    let has_nonboundary = emit::has_at(&parsed.items, &|a| a == parse::At::NonBoundary);
    let has_boundary =
        emit::has_at(&parsed.items, &|a| matches!(a, parse::At::Boundary | parse::At::NonBoundary));
    let states = expanded_size(&parsed.items);
    let c = Compiled {
        parsed,
        warnings,
        is_bytes,
        has_dollar,
        has_nonboundary,
        has_boundary,
        progs: Default::default(),
        short: Default::default(),
        states,
    };
    // Build the common program now, so an engine limit surfaces at compile time.
    if let Err(m) = c.prog(Mode::Search, "x", true, 0) {
        return Err(engine_error(interp, m, pattern));
    }
    let c = Arc::new(c);
    cache_put(key, &text, c.clone());
    Ok(c)
}

fn sre_compile(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [pattern, flags] = bound!("compile", args, kw, [pattern, flags]);
    let c = compiled_warning(interp, pattern, flags, true)?;
    let gi = Rc::new(std::cell::RefCell::new(Dict::new()));
    for (name, g) in &c.parsed.groupdict {
        interp.dict_set(&gi, Value::str(name), Value::Int(*g as i64))?;
    }
    Ok(Value::tuple(vec![
        Value::Int(c.parsed.flags),
        Value::Int(c.parsed.groups as i64),
        Value::Dict(gi),
    ]))
}

/// A subject string as the engine sees it.
struct Hay<'a> {
    text: Cow<'a, str>,
    /// Byte offsets are character indices (ASCII text, or nothing to convert).
    ascii: bool,
    nchars: usize,
    is_bytes: bool,
}

impl<'a> Hay<'a> {
    fn new(interp: &Interp, v: &'a Value, c: &Compiled) -> R<Hay<'a>> {
        let h = match v {
            Value::Str(s) => Hay {
                text: Cow::Borrowed(s.s.as_str()),
                ascii: s.is_ascii(),
                nchars: s.nchars,
                is_bytes: false,
            },
            Value::Bytes(b) => Hay::from_bytes(b),
            // A bytearray is copied: the program may change it while the match is in use.
            Value::ByteArray(b) => {
                let guard = b.borrow();
                let h = Hay::from_bytes(&guard);
                Hay {
                    text: Cow::Owned(h.text.into_owned()),
                    ascii: h.ascii,
                    nchars: h.nchars,
                    is_bytes: true,
                }
            }
            // An instance of a subclass of str or bytes is searched as its value (CPython
            // reads the buffer of any str or bytes); matches still slice plain strings.
            Value::Instance(inst)
                if matches!(
                    &*inst.builtin_base.borrow(),
                    Some(Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))
                ) =>
            {
                let base = inst.builtin_base.borrow().clone().expect("a builtin base");
                let h = Hay::new(interp, &base, c)?;
                return Ok(Hay {
                    text: Cow::Owned(h.text.into_owned()),
                    ascii: h.ascii,
                    nchars: h.nchars,
                    is_bytes: h.is_bytes,
                });
            }
            _ => {
                return Err(type_error(format!(
                    "expected string or bytes-like object, got '{}'",
                    interp.type_name(v)
                )))
            }
        };
        if h.is_bytes != c.is_bytes {
            return Err(type_error(if c.is_bytes {
                "cannot use a bytes pattern on a string-like object"
            } else {
                "cannot use a string pattern on a bytes-like object"
            }));
        }
        Ok(h)
    }

    /// A bytes subject as Latin-1 text: ASCII bytes are already that text, and are borrowed
    /// (converting a megabyte character by character was a seventh of regex_dna).
    fn from_bytes(b: &[u8]) -> Hay<'_> {
        let nchars = b.len();
        if b.is_ascii() {
            if let Ok(text) = std::str::from_utf8(b) {
                return Hay { text: Cow::Borrowed(text), ascii: true, nchars, is_bytes: true };
            }
        }
        let text: String = b.iter().map(|&x| x as char).collect();
        Hay { text: Cow::Owned(text), ascii: false, nchars, is_bytes: true }
    }

    fn char_to_byte(&self, c: usize) -> usize {
        if self.ascii {
            return c.min(self.text.len());
        }
        self.text.char_indices().nth(c).map(|(b, _)| b).unwrap_or(self.text.len())
    }

    /// A Python value for the text between two byte offsets.
    fn value(&self, s: usize, e: usize) -> Value {
        let t = self.text.get(s..e).unwrap_or("");
        if self.is_bytes {
            Value::Bytes(Rc::new(latin1_bytes(t)))
        } else {
            Value::str(t)
        }
    }

    fn empty(&self) -> Value {
        if self.is_bytes {
            Value::Bytes(Rc::new(Vec::new()))
        } else {
            Value::str("")
        }
    }
}

/// The bytes of a text made of Latin-1 characters (a bytes subject's `Hay`).
fn latin1_bytes(t: &str) -> Vec<u8> {
    if t.is_ascii() {
        t.as_bytes().to_vec()
    } else {
        t.chars().map(|c| c as u32 as u8).collect()
    }
}

/// Converts byte offsets to character indices, fast when offsets come in increasing order.
struct Conv<'a> {
    bytes: &'a [u8],
    ascii: bool,
    b: usize,
    c: usize,
}

fn count_chars(bs: &[u8]) -> usize {
    bs.iter().filter(|&&x| (x as i8) >= -0x40).count()
}

impl<'a> Conv<'a> {
    fn new(h: &'a Hay<'_>) -> Conv<'a> {
        Conv { bytes: h.text.as_bytes(), ascii: h.ascii, b: 0, c: 0 }
    }
    /// A converter that knows byte offset `b` is character `c` (resuming a scan).
    fn at(h: &'a Hay<'_>, b: usize, c: usize) -> Conv<'a> {
        if b <= h.text.len() && h.text.is_char_boundary(b) && c <= b {
            Conv { bytes: h.text.as_bytes(), ascii: h.ascii, b, c }
        } else {
            Conv::new(h)
        }
    }
    fn char_at(&mut self, b: usize) -> usize {
        if self.ascii {
            return b;
        }
        let b = b.min(self.bytes.len());
        if b >= self.b {
            self.c += count_chars(self.bytes.get(self.b..b).unwrap_or(&[]));
        } else {
            self.c = count_chars(self.bytes.get(..b).unwrap_or(&[]));
        }
        self.b = b;
        self.c
    }
}

type Spans = Vec<Option<(usize, usize)>>;

fn run_error(interp: &mut Interp, e: fancy_regex::Error, pattern: &Value, tier: usize) -> Error {
    match e {
        // A lowered limit reached: the attempt needed more time than the run had left.
        fancy_regex::Error::RuntimeError(fancy_regex::RuntimeError::BacktrackLimitExceeded) if tier > 0 => {
            match interp.budget.check_native_work(f64::INFINITY) {
                Err(timeout) => timeout,
                Ok(()) => Error::new(ExcType::RuntimeError, "regular expression backtracked too much near the deadline".to_string()),
            }
        }
        fancy_regex::Error::RuntimeError(fancy_regex::RuntimeError::BacktrackLimitExceeded) => Error::new(
            ExcType::RuntimeError,
            format!("regular expression backtracked too much: matching gave up after {BACKTRACK_LIMIT} backtracking steps (the pattern is catastrophically slow on this input)"),
        ),
        other => engine_error(interp, other.to_string(), pattern),
    }
}

/// One attempt of the engine: `text` is the subject cut at `endpos`, `ascii` whether the
/// whole subject is ASCII.
#[allow(clippy::too_many_arguments)] // Each is a distinct input of one engine call.
fn find(
    interp: &mut Interp,
    c: &Compiled,
    pattern: &Value,
    text: &str,
    ascii: bool,
    start: usize,
    mode: Mode,
    anchored: bool,
) -> R<Option<Spans>> {
    if start > text.len() || !text.is_char_boundary(start) {
        return Ok(None);
    }
    // The backtracking limit whose cost fits the time left (tier 0: the full limit); near the
    // deadline the clock is read before every attempt, which a search loop otherwise reads
    // only every 32nd match.
    let tier = match interp.budget.deadline {
        Some(d) => {
            let left = d.saturating_duration_since(std::time::Instant::now()).as_secs_f64();
            let cost = |limit: usize| limit as f64 * SECS_PER_BACKTRACK_STEP;
            if left >= cost(BACKTRACK_LIMIT) {
                0
            } else {
                interp.budget.check_clock()?;
                1 + SHORT_LIMITS
                    .iter()
                    .position(|&l| left >= cost(l))
                    .unwrap_or(SHORT_LIMITS.len() - 1)
            }
        }
        None => 0,
    };
    let prog = match c.prog(mode, text, ascii, tier) {
        Ok(p) => p,
        Err(m) => return Err(engine_error(interp, m, pattern)),
    };
    let Some(re) = prog else { return Ok(None) };
    // One search cannot be interrupted once started: a pattern whose automaton is big enough
    // to defeat the lazy DFA costs its states times the subject's bytes, and is refused before
    // it starts when that is past the time left. (Compiling is bounded by the engine's own
    // size limits: a pattern too big to build in milliseconds is a compile error.)
    if c.states >= ESTIMATED_STATES {
        let bytes = (text.len() - start) as f64;
        interp.budget.check_native_work(SECS_PER_STATE_BYTE * c.states * bytes)?;
    }
    let input = RegexInput::new(text).from_pos(start).anchored(anchored);
    if c.parsed.groups == 0 {
        // No groups to report: the engine's plain search, which skips capture tracking.
        return match re.find_input(input) {
            Ok(Some(m)) => Ok(Some(vec![Some((m.start(), m.end()))])),
            Ok(None) => Ok(None),
            Err(e) => Err(run_error(interp, e, pattern, tier)),
        };
    }
    match re.captures_input(input) {
        Ok(Some(caps)) => Ok(Some(
            (0..=c.parsed.groups).map(|i| caps.get(i).map(|m| (m.start(), m.end()))).collect(),
        )),
        Ok(None) => Ok(None),
        Err(e) => Err(run_error(interp, e, pattern, tier)),
    }
}

/// The next match at or after `pos`, with CPython's rule for iteration: after an empty match
/// (`must_advance`) a match may not be empty at the same position.
fn next_match(
    interp: &mut Interp,
    c: &Compiled,
    pattern: &Value,
    text: &str,
    ascii: bool,
    pos: usize,
    must_advance: bool,
) -> R<Option<Spans>> {
    if pos > text.len() {
        return Ok(None);
    }
    if must_advance {
        if let Some(s) = find(interp, c, pattern, text, ascii, pos, Mode::NonEmpty, true)? {
            return Ok(Some(s));
        }
        let step =
            text.get(pos..).and_then(|t| t.chars().next()).map(|ch| ch.len_utf8()).unwrap_or(1);
        let next = pos + step;
        if next > text.len() {
            return Ok(None);
        }
        return find(interp, c, pattern, text, ascii, next, Mode::Search, false);
    }
    find(interp, c, pattern, text, ascii, pos, Mode::Search, false)
}

/// `Match.lastindex`: the group whose closing parenthesis the match passed last.
fn lastindex(spans: &Spans, parents: &[usize]) -> Option<usize> {
    let is_ancestor = |a: usize, mut g: usize| {
        while g != 0 {
            g = parents.get(g).copied().unwrap_or(0);
            if g == a {
                return true;
            }
        }
        false
    };
    let mut best: Option<(usize, usize)> = None;
    for (g, sp) in spans.iter().enumerate().skip(1) {
        if let Some((_, e)) = sp {
            best = match best {
                None => Some((g, *e)),
                Some((b, be)) => {
                    if *e > be || (*e == be && !is_ancestor(b, g)) {
                        Some((g, *e))
                    } else {
                        Some((b, be))
                    }
                }
            };
        }
    }
    best.map(|(g, _)| g)
}

/// `(spans, lastindex)` for Python: spans flattened as character indices, -1 when unmatched.
fn match_parts(c: &Compiled, conv: &mut Conv<'_>, spans: &Spans) -> (Value, Option<usize>) {
    let mut flat = Vec::with_capacity(spans.len() * 2);
    for sp in spans {
        match sp {
            Some((s, e)) => {
                flat.push(Value::Int(conv.char_at(*s) as i64));
                flat.push(Value::Int(conv.char_at(*e) as i64));
            }
            None => {
                flat.push(Value::Int(-1));
                flat.push(Value::Int(-1));
            }
        }
    }
    (Value::tuple(flat), lastindex(spans, &c.parsed.parents))
}

/// The `Match` class of `re.py`, passed by it to `match` and `scan`.
fn match_class(v: &Value) -> R<Rc<Class>> {
    match v {
        Value::Class(c) if !c.is_builtin && c.kind == TypeKind::Object => Ok(c.clone()),
        _ => Err(type_error("the first argument must be the Match class")),
    }
}

/// The attribute names of a `re.Match`, in the order `Match.__init__` in `re.py` sets them,
/// made once per thread and shared by every match (a fresh `Rc<str>` per attribute per match
/// was a third of a match's cost; a fresh set per engine call, ~2,200 instructions, was 4% of
/// regex_v8).
struct MatchKeys(Rc<[Rc<str>; 7]>);

thread_local! {
    static MATCH_KEYS: Rc<[Rc<str>; 7]> = Rc::new(
        ["re", "string", "pos", "endpos", "_spans", "lastindex", "lastgroup"].map(Rc::from),
    );
}

impl MatchKeys {
    fn new() -> MatchKeys {
        MatchKeys(MATCH_KEYS.with(Rc::clone))
    }
}

/// A `re.Match` instance with the attributes `Match.__init__` in `re.py` would set (in the
/// same order), built here so that a match costs no Python-level call: `finditer` and
/// `search` make one per match.
#[allow(clippy::too_many_arguments)] // Each is one attribute of the match.
fn new_match(
    interp: &mut Interp,
    cls: &Rc<Class>,
    keys: &MatchKeys,
    c: &Compiled,
    pattern_obj: &Value,
    string: &Value,
    pos: &Value,
    endpos: &Value,
    parts: (Value, Option<usize>),
) -> Value {
    let (flat, li) = parts;
    let lastgroup = li
        .and_then(|g| c.parsed.groupdict.iter().find(|(_, i)| *i == g))
        .map(|(n, _)| Value::str(n))
        .unwrap_or(Value::None);
    let values = [
        pattern_obj.clone(),
        string.clone(),
        pos.clone(),
        endpos.clone(),
        flat,
        li.map(|g| Value::Int(g as i64)).unwrap_or(Value::None),
        lastgroup,
    ];
    // Set in the template's order, so every match shares one shape (`shape`).
    let attrs = crate::value::Attrs::for_instance(cls);
    let mut map = attrs.borrow_mut();
    for (k, v) in keys.0.iter().zip(values) {
        map.insert(k.clone(), v);
    }
    drop(map);
    interp.new_data_instance(cls, attrs)
}

/// `Match.group(*args)`, bound by `re.py`'s `Match` as its `group` method: the common
/// arguments (ints, bools, group names) answered here without a Python-level call, which cost
/// ~12 K instructions per `m.group(1)`. Any other argument (an `int` subclass, ...) goes to
/// the Python version, `Match._group`, so the semantics stay that one's.
fn sre_group(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let Some(Value::Instance(m)) = args.first() else {
        return Err(type_error("group() needs a Match"));
    };
    static SIG: Sig<0> = Sig::varargs("group", "Match.group", [], 0);
    bind(&SIG, args, kw)?;
    let plain = |v: &Value| matches!(v, Value::Int(_) | Value::Bool(_) | Value::Str(_));
    let attrs = m.attrs.borrow();
    // `new_match` sets the attributes in `MatchKeys` order: read them at their places when
    // they are still there, without hashing the names.
    let at = |i: usize, name: &str| match attrs.get_index(i) {
        Some((k, v)) if &**k == name => Some(v),
        _ => attrs.get(name),
    };
    let (Some(Value::Tuple(spans)), Some(string), Some(re)) =
        (at(4, "_spans"), at(1, "string"), at(0, "re"))
    else {
        drop(attrs);
        return slow_group(interp, args, kw);
    };
    if !args[1..].iter().all(plain) {
        drop(attrs);
        return slow_group(interp, args, kw);
    }
    let (spans, string, re) = (spans.clone(), string.clone(), re.clone());
    drop(attrs);
    // A subject that subclasses str or bytes gives plain str or bytes groups, as CPython
    // slices the buffer, not the object.
    let base = match &string {
        Value::Instance(inst) => inst.builtin_base.borrow().clone(),
        _ => None,
    };
    let string = match base {
        Some(b) if matches!(b, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_)) => b,
        _ => string,
    };
    let groups = spans.len() / 2;
    let one = |interp: &mut Interp, g: &Value| -> R<Value> {
        let i = match g {
            Value::Int(i) => *i,
            Value::Bool(b) => *b as i64,
            // As CPython's `match_getindex`: an integer (through `__index__` too) past the
            // machine's size is no group, as any other out-of-range one.
            Value::BigInt(_) => -1,
            Value::Instance(inst)
                if inst.class.lookup("__index__").is_some()
                    || matches!(
                        &*inst.builtin_base.borrow(),
                        Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                    ) =>
            {
                use num_traits::ToPrimitive;
                crate::modules::math::index_big(interp, g)?.to_i64().unwrap_or(-1)
            }
            _ => {
                let index = match &re {
                    Value::Instance(p) => p.attrs.borrow().get("_groupindex").cloned(),
                    _ => None,
                };
                match index {
                    Some(Value::Dict(ref d)) => match interp.dict_get(d, g)? {
                        Some(Value::Int(i)) => i,
                        _ => -1,
                    },
                    _ => -1,
                }
            }
        };
        if i < 0 || i as usize >= groups {
            return Err(index_error("no such group"));
        }
        let (Value::Int(s), Value::Int(e)) = (&spans[2 * i as usize], &spans[2 * i as usize + 1])
        else {
            return Err(type_error("corrupt match spans"));
        };
        if *s < 0 {
            return Ok(Value::None);
        }
        // An ASCII string is sliced by byte offsets; anything else as `string[s:e]` would be.
        if let Value::Str(text) = &string {
            if text.is_ascii() && 0 <= *s && *s <= *e {
                if let Some(part) = text.s.get(*s as usize..*e as usize) {
                    return Ok(Value::string(part.to_string()));
                }
            }
        }
        let slice = Value::Slice(Rc::new(crate::value::SliceObj {
            start: Value::Int(*s),
            stop: Value::Int(*e),
            step: Value::None,
        }));
        Ok(match interp.getitem(&string, &slice)? {
            Value::ByteArray(ref b) => Value::Bytes(Rc::new(b.borrow().clone())),
            v => v,
        })
    };
    match &args[1..] {
        [] => one(interp, &Value::Int(0)),
        [g] => one(interp, g),
        many => {
            let mut out = Vec::with_capacity(many.len());
            for g in many {
                out.push(one(interp, g)?);
            }
            Ok(Value::tuple(out))
        }
    }
}

/// `Match._group`, the Python version of `group`, for the arguments `sre_group` leaves to it.
fn slow_group(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let Some(Value::Instance(m)) = args.first() else {
        return Err(type_error("group() needs a Match"));
    };
    let Some(f) = m.class.lookup("_group") else {
        return Err(type_error("Match._group is missing"));
    };
    interp.call(&f, args.to_vec(), kw.clone())
}

/// CPython's clamping of `pos` and `endpos` to the subject (character indices).
fn bounds(interp: &mut Interp, h: &Hay<'_>, pos: &Value, endpos: &Value) -> R<(usize, usize)> {
    let n = h.nchars as i64;
    let p = int_arg(interp, pos)?.clamp(0, n) as usize;
    let e = int_arg(interp, endpos)?.clamp(0, n) as usize;
    Ok((p, e))
}

fn sre_match(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [cls, pattern_obj, pattern, flags, string, pos, endpos, mode] =
        bound!("match", args, kw, [cls, pattern_obj, pattern, flags, string, pos, endpos, mode]);
    let cls = match_class(cls)?;
    let c = compiled(interp, pattern, flags)?;
    let h = Hay::new(interp, string, &c)?;
    let (p, e) = bounds(interp, &h, pos, endpos)?;
    let mode = int_arg(interp, mode)?;
    let pv = Value::Int(p as i64);
    let ev = Value::Int(e as i64);
    if p > e {
        return Ok(Value::None);
    }
    let pb = h.char_to_byte(p);
    let eb = h.char_to_byte(e);
    let text = h.text.get(..eb).unwrap_or("");
    let found = match mode {
        0 => find(interp, &c, pattern, text, h.ascii, pb, Mode::Search, true)?,
        1 => find(interp, &c, pattern, text, h.ascii, pb, Mode::Full, true)?,
        _ => find(interp, &c, pattern, text, h.ascii, pb, Mode::Search, false)?,
    };
    Ok(match found {
        None => Value::None,
        Some(spans) => {
            let mut conv = Conv::new(&h);
            let parts = match_parts(&c, &mut conv, &spans);
            new_match(interp, &cls, &MatchKeys::new(), &c, pattern_obj, string, &pv, &ev, parts)
        }
    })
}

/// The deadline between the matches of a search loop: the clock is read before the first
/// match and every 32nd after it (reading it before every match was a twentieth of a loop
/// of short matches).
#[inline]
fn between_matches(interp: &mut Interp, matches_so_far: usize) -> R<()> {
    if matches_so_far.is_multiple_of(32) {
        interp.budget.check_clock()?;
    }
    Ok(())
}

/// Up to `limit` matches (`Match` instances) of an iteration (`finditer`, `sub` with a
/// function), resumable: `state` is `None` to start, then what the previous call returned.
fn sre_scan(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [cls, pattern_obj, pattern, flags, string, pos, endpos, state, limit] = bound!(
        "scan",
        args,
        kw,
        [cls, pattern_obj, pattern, flags, string, pos, endpos, state, limit]
    );
    let cls = match_class(cls)?;
    let c = compiled(interp, pattern, flags)?;
    let h = Hay::new(interp, string, &c)?;
    let (p, e) = bounds(interp, &h, pos, endpos)?;
    let limit = int_arg(interp, limit)?.max(1) as usize;
    let eb = h.char_to_byte(e);
    let text = h.text.get(..eb).unwrap_or("");
    let (mut at, mut must, mut conv) = match state {
        Value::None => {
            (if p > e { text.len() + 1 } else { h.char_to_byte(p) }, false, Conv::new(&h))
        }
        Value::Tuple(t) if t.len() == 3 => {
            let b = int_arg(interp, &t[0])?;
            let m = interp.truthy(&t[1])?;
            let c = int_arg(interp, &t[2])?;
            if b < 0
                || c < 0
                || b as usize > text.len() + 1
                || (b as usize <= text.len() && !text.is_char_boundary(b as usize))
            {
                return Err(value_error("invalid scanner state"));
            }
            (b as usize, m, Conv::at(&h, b as usize, c as usize))
        }
        _ => return Err(value_error("invalid scanner state")),
    };
    let mut out = Vec::new();
    let mut done = false;
    let (pv, ev) = (Value::Int(p as i64), Value::Int(e as i64));
    let keys = MatchKeys::new();
    while out.len() < limit {
        between_matches(interp, out.len())?;
        match next_match(interp, &c, pattern, text, h.ascii, at, must)? {
            None => {
                done = true;
                break;
            }
            Some(spans) => {
                let (s, en) = spans[0].unwrap_or((at, at));
                let parts = match_parts(&c, &mut conv, &spans);
                out.push(new_match(interp, &cls, &keys, &c, pattern_obj, string, &pv, &ev, parts));
                must = s == en;
                at = en;
            }
        }
    }
    let st = if done {
        Value::None
    } else {
        let c = conv.char_at(at);
        Value::tuple(vec![Value::Int(at as i64), Value::Bool(must), Value::Int(c as i64)])
    };
    Ok(Value::tuple(vec![Value::list(out), st]))
}

fn sre_findall(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [pattern, flags, string, pos, endpos] =
        bound!("findall", args, kw, [pattern, flags, string, pos, endpos]);
    let c = compiled(interp, pattern, flags)?;
    let h = Hay::new(interp, string, &c)?;
    let (p, e) = bounds(interp, &h, pos, endpos)?;
    let mut out = Vec::new();
    if p > e {
        return Ok(Value::list(out));
    }
    let eb = h.char_to_byte(e);
    let text = h.text.get(..eb).unwrap_or("");
    let groups = c.parsed.groups;
    let mut at = h.char_to_byte(p);
    let mut must = false;
    loop {
        between_matches(interp, out.len())?;
        let Some(spans) = next_match(interp, &c, pattern, text, h.ascii, at, must)? else { break };
        let (s, en) = spans[0].unwrap_or((at, at));
        let group_value = |g: usize| match spans.get(g).copied().flatten() {
            Some((a, b)) => h.value(a, b),
            None => h.empty(),
        };
        let item = match groups {
            0 => h.value(s, en),
            1 => group_value(1),
            n => Value::tuple((1..=n).map(group_value).collect()),
        };
        out.push(item);
        if out.len().is_multiple_of(4096) {
            interp.check_alloc(out.len() * (32 + 16 * groups))?;
        }
        must = s == en;
        at = en;
    }
    Ok(Value::list(out))
}

fn sre_split(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [pattern, flags, string, maxsplit] =
        bound!("split", args, kw, [pattern, flags, string, maxsplit]);
    let c = compiled(interp, pattern, flags)?;
    let h = Hay::new(interp, string, &c)?;
    let maxsplit = int_arg(interp, maxsplit)?;
    let text: &str = &h.text;
    let mut out = Vec::new();
    let mut next_check = 4096usize;
    let mut last = 0usize;
    let mut at = 0usize;
    let mut must = false;
    let mut n = 0i64;
    while maxsplit == 0 || n < maxsplit {
        between_matches(interp, n as usize)?;
        let Some(spans) = next_match(interp, &c, pattern, text, h.ascii, at, must)? else { break };
        let (s, e) = spans[0].unwrap_or((at, at));
        out.push(h.value(last, s));
        for g in 1..=c.parsed.groups {
            out.push(match spans.get(g).copied().flatten() {
                Some((a, b)) => h.value(a, b),
                None => Value::None,
            });
        }
        if out.len() >= next_check {
            interp.check_alloc(out.len() * 48)?;
            next_check = out.len() + 4096;
        }
        n += 1;
        last = e;
        must = s == e;
        at = e;
    }
    out.push(h.value(last, text.len()));
    Ok(Value::list(out))
}

/// The replacement template of `sub`, parsed against the pattern's groups.
fn template_of(interp: &mut Interp, c: &Compiled, repl: &Value) -> R<Vec<TItem>> {
    // A str or bytes subclass's template is its text.
    let base = match repl {
        Value::Instance(inst) => inst.builtin_base.borrow().clone(),
        _ => None,
    };
    let text = match &base {
        Some(b @ (Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))) => b,
        _ => repl,
    };
    let (is_bytes, chars) = match text {
        Value::Str(s) => (false, s.s.chars().collect::<Vec<char>>()),
        Value::Bytes(b) => (true, b.iter().map(|&x| x as char).collect()),
        Value::ByteArray(b) => (true, b.borrow().iter().map(|&x| x as char).collect()),
        other => {
            return Err(type_error(format!(
                "decoding to str: need a bytes-like object, {} found",
                interp.type_name(other)
            )))
        }
    };
    parse::parse_template(&chars, is_bytes, c.parsed.groups, &c.parsed.groupdict)
        .map_err(|e| perr(interp, e, repl))
}

fn sre_template(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [pattern, flags, repl] = bound!("template", args, kw, [pattern, flags, repl]);
    let c = compiled(interp, pattern, flags)?;
    let items = template_of(interp, &c, repl)?;
    let repl_bytes = match repl {
        Value::Str(_) => false,
        Value::Instance(inst) => !matches!(&*inst.builtin_base.borrow(), Some(Value::Str(_))),
        _ => true,
    };
    Ok(Value::list(
        items
            .into_iter()
            .map(|it| match it {
                TItem::Group(g) => Value::Int(g as i64),
                TItem::Lit(cs) => {
                    if repl_bytes {
                        Value::Bytes(Rc::new(cs.iter().map(|&ch| ch as u32 as u8).collect()))
                    } else {
                        Value::string(cs.into_iter().collect())
                    }
                }
            })
            .collect(),
    ))
}

fn sre_sub(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [pattern, flags, repl, string, count] =
        bound!("sub", args, kw, [pattern, flags, repl, string, count]);
    let c = compiled(interp, pattern, flags)?;
    let items = template_of(interp, &c, repl)?;
    let h = Hay::new(interp, string, &c)?;
    let count = int_arg(interp, count)?;
    let repl_bytes = match repl {
        Value::Str(_) => false,
        Value::Instance(inst) => !matches!(&*inst.builtin_base.borrow(), Some(Value::Str(_))),
        _ => true,
    };
    let text: &str = &h.text;
    let lits: Vec<Option<String>> = items
        .iter()
        .map(|it| match it {
            TItem::Lit(cs) => Some(cs.iter().collect()),
            TItem::Group(_) => None,
        })
        .collect();
    let mut out = String::new();
    let mut next_check = 1usize << 20;
    let mut last = 0usize;
    let mut at = 0usize;
    let mut must = false;
    let mut n = 0i64;
    while count == 0 || n < count {
        between_matches(interp, n as usize)?;
        let Some(spans) = next_match(interp, &c, pattern, text, h.ascii, at, must)? else { break };
        let (s, e) = spans[0].unwrap_or((at, at));
        if repl_bytes != h.is_bytes {
            // CPython fails when it joins the pieces: the first replacement is item 0 or 1.
            let idx = if s > 0 { 1 } else { 0 };
            return Err(type_error(if h.is_bytes {
                format!("sequence item {idx}: expected a bytes-like object, str found")
            } else {
                format!("sequence item {idx}: expected str instance, bytes found")
            }));
        }
        out.push_str(text.get(last..s).unwrap_or(""));
        for (it, lit) in items.iter().zip(&lits) {
            match (it, lit) {
                (_, Some(l)) => out.push_str(l),
                (TItem::Group(g), None) => {
                    if let Some((a, b)) = spans.get(*g).copied().flatten() {
                        out.push_str(text.get(a..b).unwrap_or(""));
                    }
                }
                _ => {}
            }
        }
        if out.len() >= next_check {
            interp.check_alloc(out.len())?;
            next_check = out.len() + (1 << 20);
        }
        n += 1;
        last = e;
        must = s == e;
        at = e;
    }
    out.push_str(text.get(last..).unwrap_or(""));
    interp.check_alloc(out.len())?;
    let result = if h.is_bytes {
        Value::Bytes(Rc::new(if out.is_ascii() { out.into_bytes() } else { latin1_bytes(&out) }))
    } else if n == 0 {
        string.clone()
    } else {
        Value::string(out)
    };
    Ok(Value::tuple(vec![result, Value::Int(n)]))
}

/// `re.escape`: a backslash before each character that is special in a pattern.
fn sre_escape(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [s] = bound!("escape", args, kw, [s]);
    const SPECIAL: &str = "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c";
    match s {
        Value::Str(s) => {
            let mut out = String::with_capacity(s.s.len() + 8);
            for ch in s.s.chars() {
                if SPECIAL.contains(ch) {
                    out.push('\\');
                }
                out.push(ch);
            }
            Ok(Value::string(out))
        }
        Value::Bytes(_) | Value::ByteArray(_) => {
            let b: Vec<u8> = match s {
                Value::Bytes(b) => (**b).clone(),
                Value::ByteArray(b) => b.borrow().clone(),
                _ => Vec::new(),
            };
            let mut out = Vec::with_capacity(b.len() + 8);
            for x in b {
                if x < 128 && SPECIAL.contains(x as char) {
                    out.push(b'\\');
                }
                out.push(x);
            }
            Ok(Value::Bytes(Rc::new(out)))
        }
        other => Err(type_error(format!(
            "expected str or bytes-like object, got '{}'",
            interp.type_name(other)
        ))),
    }
}
