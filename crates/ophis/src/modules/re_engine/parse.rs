//! Python's regular-expression syntax, parsed exactly as CPython 3.11's `re._parser` does
//! (same grammar, same error messages and positions), into a small tree that `emit` turns
//! into the syntax of the `fancy-regex` engine.
//!
//! The pattern is a sequence of code points: a `str` pattern's characters, or a `bytes`
//! pattern's bytes as code points 0..=255 (CPython decodes bytes patterns as Latin-1 too), so
//! every position reported in an error is an index into the Python object.

use std::collections::HashMap;

pub(crate) const F_TEMPLATE: i64 = 1;
pub(crate) const F_IGNORECASE: i64 = 2;
pub(crate) const F_LOCALE: i64 = 4;
pub(crate) const F_MULTILINE: i64 = 8;
pub(crate) const F_DOTALL: i64 = 16;
pub(crate) const F_UNICODE: i64 = 32;
pub(crate) const F_VERBOSE: i64 = 64;
pub(crate) const F_DEBUG: i64 = 128;
pub(crate) const F_ASCII: i64 = 256;
const TYPE_FLAGS: i64 = F_ASCII | F_LOCALE | F_UNICODE;
const GLOBAL_FLAGS: i64 = F_DEBUG | F_TEMPLATE;

pub(crate) const MAXREPEAT: u64 = 4_294_967_295;
const MAXGROUPS: usize = 1_073_741_823;
/// `SubPattern.getwidth`'s saturation value.
pub(crate) const MAXWIDTH: u64 = u64::MAX;
/// Groups nested deeper than this are refused: the parser and the engine both recurse on
/// nesting, and the engine's own parser stops at a few hundred levels of its (larger) syntax.
const MAX_NESTING: usize = 100;

/// Why a pattern (or a replacement template) was refused.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum PErr {
    /// `re.error(msg, pattern, pos)`.
    Re {
        msg: String,
        pos: Option<usize>,
    },
    Overflow(String),
    Value(String),
    Index(String),
    Recursion(String),
    NotImplemented(String),
}

fn re_err(msg: impl Into<String>, pos: usize) -> PErr {
    PErr::Re { msg: msg.into(), pos: Some(pos) }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cat {
    Digit,
    NotDigit,
    Space,
    NotSpace,
    Word,
    NotWord,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum At {
    Beginning,
    End,
    BeginString,
    EndString,
    Boundary,
    NonBoundary,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum SetItem {
    Lit(u32),
    Range(u32, u32),
    Cat(Cat),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RepKind {
    Greedy,
    Lazy,
    Possessive,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Item {
    Lit(u32),
    NotLit(u32),
    Any,
    In { negate: bool, items: Vec<SetItem> },
    Branch(Vec<Vec<Item>>),
    Sub { group: Option<usize>, add: i64, del: i64, body: Vec<Item> },
    Atomic(Vec<Item>),
    Repeat { min: u64, max: u64, kind: RepKind, body: Vec<Item> },
    At(At),
    GroupRef(usize),
    GroupRefExists { group: usize, yes: Vec<Item>, no: Option<Vec<Item>> },
    Assert { behind: bool, neg: bool, body: Vec<Item> },
}

/// One token: a character, or a backslash and the character after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tk {
    Ch(char),
    Esc(char),
}

impl Tk {
    fn len(self) -> usize {
        match self {
            Tk::Ch(_) => 1,
            Tk::Esc(_) => 2,
        }
    }
    fn text(self) -> String {
        match self {
            Tk::Ch(c) => c.to_string(),
            Tk::Esc(c) => format!("\\{c}"),
        }
    }
    fn is(self, c: char) -> bool {
        self == Tk::Ch(c)
    }
}

/// A warning CPython's parser issues while it reads a pattern (`warnings.warn` in
/// `re._parser`): a FutureWarning for a construct that may mean a set operation some day, a
/// DeprecationWarning for a group name that will be an error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParseWarning {
    pub future: bool,
    pub msg: String,
}

/// CPython's `Tokenizer`.
struct Source<'a> {
    s: &'a [char],
    index: usize,
    next: Option<Tk>,
    is_bytes: bool,
    /// The warnings issued so far, in order; they are issued even when the parse then fails.
    warnings: Vec<ParseWarning>,
}

impl<'a> Source<'a> {
    fn new(s: &'a [char], is_bytes: bool) -> Result<Self, PErr> {
        let mut src = Source { s, index: 0, next: None, is_bytes, warnings: Vec::new() };
        src.advance()?;
        Ok(src)
    }
    fn advance(&mut self) -> Result<(), PErr> {
        let index = self.index;
        match self.s.get(index) {
            None => {
                self.next = None;
            }
            Some('\\') => match self.s.get(index + 1) {
                None => {
                    return Err(re_err(
                        "bad escape (end of pattern)",
                        self.s.len().saturating_sub(1),
                    ))
                }
                Some(c) => {
                    self.index = index + 2;
                    self.next = Some(Tk::Esc(*c));
                }
            },
            Some(c) => {
                self.index = index + 1;
                self.next = Some(Tk::Ch(*c));
            }
        }
        Ok(())
    }
    fn matches(&mut self, c: char) -> Result<bool, PErr> {
        if self.next == Some(Tk::Ch(c)) {
            self.advance()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }
    fn get(&mut self) -> Result<Option<Tk>, PErr> {
        let this = self.next;
        self.advance()?;
        Ok(this)
    }
    fn next_ch(&self) -> Option<char> {
        match self.next {
            Some(Tk::Ch(c)) => Some(c),
            _ => None,
        }
    }
    fn getwhile(&mut self, n: usize, pred: impl Fn(char) -> bool) -> Result<String, PErr> {
        let mut out = String::new();
        for _ in 0..n {
            match self.next_ch() {
                Some(c) if pred(c) => {
                    out.push(c);
                    self.advance()?;
                }
                _ => break,
            }
        }
        Ok(out)
    }
    fn getuntil(&mut self, terminator: char, name: &str) -> Result<String, PErr> {
        let mut result = String::new();
        let mut nchars = 0usize;
        loop {
            let c = self.next;
            self.advance()?;
            match c {
                None => {
                    if result.is_empty() {
                        return Err(self.error(format!("missing {name}"), 0));
                    }
                    return Err(
                        self.error(format!("missing {terminator}, unterminated name"), nchars)
                    );
                }
                Some(t) if t.is(terminator) => {
                    if result.is_empty() {
                        return Err(self.error(format!("missing {name}"), 1));
                    }
                    break;
                }
                Some(t) => {
                    result.push_str(&t.text());
                    nchars += t.len();
                }
            }
        }
        Ok(result)
    }
    fn tell(&self) -> usize {
        self.index - self.next.map(|t| t.len()).unwrap_or(0)
    }
    fn seek(&mut self, index: usize) -> Result<(), PErr> {
        self.index = index;
        self.advance()
    }
    fn error(&self, msg: impl Into<String>, offset: usize) -> PErr {
        let mut msg = msg.into();
        if self.is_bytes {
            msg = ascii_backslashreplace(&msg);
        }
        PErr::Re { msg, pos: Some(self.tell().saturating_sub(offset)) }
    }
    fn checkgroupname(&mut self, name: &str, offset: usize) -> Result<(), PErr> {
        let nlen = name.chars().count();
        if !is_identifier(name) {
            return Err(
                self.error(format!("bad character in group name {}", py_repr(name)), nlen + offset)
            );
        }
        if self.is_bytes && !name.is_ascii() {
            let pos = self.tell().saturating_sub(nlen + offset);
            self.warn(
                false,
                format!("bad character in group name {} at position {pos}", py_ascii(name)),
            );
        }
        Ok(())
    }
    fn warn(&mut self, future: bool, msg: String) {
        self.warnings.push(ParseWarning { future, msg });
    }
    /// CPython's DeprecationWarning for a group number written other than in ASCII digits
    /// (`+1`, `1_0`, ` 1 `, `١`), which `int()` accepts: `repr` of the name for a str pattern,
    /// `ascii` for bytes.
    fn warn_group_number(&mut self, name: &str) {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return;
        }
        let shown = if self.is_bytes { py_ascii(name) } else { py_repr(name) };
        let pos = self.tell().saturating_sub(name.chars().count() + 1);
        self.warn(false, format!("bad character in group name {shown} at position {pos}"));
    }
}

/// `ascii(name)`: the repr with every character past ASCII escaped.
fn py_ascii(s: &str) -> String {
    ascii_backslashreplace(&py_repr(s))
}

/// `str.encode('ascii', 'backslashreplace').decode()`.
fn ascii_backslashreplace(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let u = c as u32;
        if u < 128 {
            out.push(c);
        } else if u < 256 {
            out.push_str(&format!("\\x{u:02x}"));
        } else if u < 0x10000 {
            out.push_str(&format!("\\u{u:04x}"));
        } else {
            out.push_str(&format!("\\U{u:08x}"));
        }
    }
    out
}

/// `str.isidentifier()`, close enough: a letter or underscore, then letters, digits or
/// underscores (Unicode-aware, as Python's XID rules are for ordinary names).
pub(crate) fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c == '_' || c.is_alphabetic() => {}
        _ => return false,
    }
    chars.all(|c| c == '_' || c.is_alphanumeric())
}

/// Python's `repr()` of a string (quotes chosen as CPython chooses them).
pub(crate) fn py_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::new();
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if (0x80..0xa0).contains(&(c as u32)) => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit()
}
fn is_oct(c: char) -> bool {
    ('0'..='7').contains(&c)
}
fn is_hex(c: char) -> bool {
    c.is_ascii_hexdigit()
}

/// CPython's parser `State`.
pub(crate) struct State {
    pub flags: i64,
    /// Group names in definition order.
    pub groupdict: Vec<(String, usize)>,
    groupnames: HashMap<String, usize>,
    /// Width of each closed group; `None` while the group is open. Index 0 is the whole match.
    groupwidths: Vec<Option<(u64, u64)>>,
    lookbehindgroups: Option<usize>,
    grouprefpos: Vec<(usize, usize)>,
    /// For each group, the innermost capturing group enclosing it (0 = none).
    pub parents: Vec<usize>,
    open: Vec<usize>,
    depth: usize,
}

impl State {
    fn new(flags: i64) -> State {
        State {
            flags,
            groupdict: Vec::new(),
            groupnames: HashMap::new(),
            groupwidths: vec![None],
            lookbehindgroups: None,
            grouprefpos: Vec::new(),
            parents: vec![0],
            open: Vec::new(),
            depth: 0,
        }
    }
    pub(crate) fn groups(&self) -> usize {
        self.groupwidths.len()
    }
    fn opengroup(&mut self, name: Option<&str>) -> Result<usize, String> {
        let gid = self.groups();
        self.groupwidths.push(None);
        self.parents.push(self.open.last().copied().unwrap_or(0));
        if self.groups() > MAXGROUPS {
            return Err("too many groups".into());
        }
        if let Some(name) = name {
            if let Some(&ogid) = self.groupnames.get(name) {
                return Err(format!(
                    "redefinition of group name {} as group {gid}; was group {ogid}",
                    py_repr(name)
                ));
            }
            self.groupnames.insert(name.to_string(), gid);
            self.groupdict.push((name.to_string(), gid));
        }
        self.open.push(gid);
        Ok(gid)
    }
    fn closegroup(&mut self, gid: usize, p: &[Item]) {
        let w = getwidth(p, &self.groupwidths);
        if let Some(slot) = self.groupwidths.get_mut(gid) {
            *slot = Some(w);
        }
        self.open.pop();
    }
    fn checkgroup(&self, gid: usize) -> bool {
        gid < self.groups() && matches!(self.groupwidths.get(gid), Some(Some(_)))
    }
    fn checklookbehindgroup(&self, gid: usize, source: &Source<'_>) -> Result<(), PErr> {
        if let Some(lb) = self.lookbehindgroups {
            if !self.checkgroup(gid) {
                return Err(source.error("cannot refer to an open group", 0));
            }
            if gid >= lb {
                return Err(source
                    .error("cannot refer to group defined in the same lookbehind subpattern", 0));
            }
        }
        Ok(())
    }
}

fn add_w(a: u64, b: u64) -> u64 {
    a.saturating_add(b)
}

/// `SubPattern.getwidth()`: the (min, max) length of what `p` can match.
pub(crate) fn getwidth(p: &[Item], groupwidths: &[Option<(u64, u64)>]) -> (u64, u64) {
    let (mut lo, mut hi) = (0u64, 0u64);
    for item in p {
        match item {
            Item::Branch(alts) => {
                let mut i = MAXWIDTH;
                let mut j = 0;
                for a in alts {
                    let (l, h) = getwidth(a, groupwidths);
                    i = i.min(l);
                    j = j.max(h);
                }
                lo = add_w(lo, i);
                hi = add_w(hi, j);
            }
            Item::Atomic(body) | Item::Sub { body, .. } => {
                let (i, j) = getwidth(body, groupwidths);
                lo = add_w(lo, i);
                hi = add_w(hi, j);
            }
            Item::Repeat { min, max, body, .. } => {
                let (i, j) = getwidth(body, groupwidths);
                lo = add_w(lo, i.saturating_mul(*min));
                if *max == MAXREPEAT && j > 0 {
                    hi = MAXWIDTH;
                } else {
                    hi = add_w(hi, j.saturating_mul(*max));
                }
            }
            Item::Lit(_) | Item::NotLit(_) | Item::Any | Item::In { .. } => {
                lo = add_w(lo, 1);
                hi = add_w(hi, 1);
            }
            Item::GroupRef(g) => {
                let (i, j) = groupwidths.get(*g).copied().flatten().unwrap_or((0, 0));
                lo = add_w(lo, i);
                hi = add_w(hi, j);
            }
            Item::GroupRefExists { yes, no, .. } => {
                let (mut i, mut j) = getwidth(yes, groupwidths);
                match no {
                    Some(n) => {
                        let (l, h) = getwidth(n, groupwidths);
                        i = i.min(l);
                        j = j.max(h);
                    }
                    None => i = 0,
                }
                lo = add_w(lo, i);
                hi = add_w(hi, j);
            }
            Item::At(_) | Item::Assert { .. } => {}
        }
    }
    (lo, hi)
}

enum Code {
    Lit(u32),
    In(Cat),
    At(At),
    GroupRef(usize),
}

fn category(c: char) -> Option<Code> {
    Some(match c {
        'A' => Code::At(At::BeginString),
        'b' => Code::At(At::Boundary),
        'B' => Code::At(At::NonBoundary),
        'd' => Code::In(Cat::Digit),
        'D' => Code::In(Cat::NotDigit),
        's' => Code::In(Cat::Space),
        'S' => Code::In(Cat::NotSpace),
        'w' => Code::In(Cat::Word),
        'W' => Code::In(Cat::NotWord),
        'Z' => Code::At(At::EndString),
        _ => return None,
    })
}

fn simple_escape(c: char) -> Option<u32> {
    Some(match c {
        'a' => 7,
        'b' => 8,
        'f' => 12,
        'n' => 10,
        'r' => 13,
        't' => 9,
        'v' => 11,
        '\\' => 92,
        _ => return None,
    })
}

/// The `\x`, `\u`, `\U` and `\N` escapes shared by both escape contexts. `Ok(None)` means
/// "not one of these".
fn hex_escape(source: &mut Source<'_>, c: char) -> Result<Option<u32>, PErr> {
    let n = match c {
        'x' => 2,
        'u' if !source.is_bytes => 4,
        'U' if !source.is_bytes => 8,
        'N' if !source.is_bytes => {
            if !source.matches('{')? {
                return Err(source.error("missing {", 0));
            }
            // CPython's `ord(unicodedata.lookup(name))`: aliases count, named sequences are
            // not one character and so are undefined here.
            let name = source.getuntil('}', "character name")?;
            return match crate::modules::unicodedata::char_by_name(&name) {
                Some(ch) => Ok(Some(ch as u32)),
                None => Err(source.error(
                    format!("undefined character name {}", py_repr(&name)),
                    name.chars().count() + 4,
                )),
            };
        }
        _ => return Ok(None),
    };
    let digits = source.getwhile(n, is_hex)?;
    let escape = format!("\\{c}{digits}");
    if digits.len() != n {
        return Err(source.error(format!("incomplete escape {escape}"), escape.len()));
    }
    let v = u32::from_str_radix(&digits, 16).unwrap_or(u32::MAX);
    if c == 'U' && v > 0x10FFFF {
        return Err(source.error(format!("bad escape {escape}"), escape.len()));
    }
    Ok(Some(v))
}

fn class_escape(source: &mut Source<'_>, c: char) -> Result<Code, PErr> {
    if let Some(v) = simple_escape(c) {
        return Ok(Code::Lit(v));
    }
    if let Some(code @ Code::In(_)) = category(c) {
        return Ok(code);
    }
    if let Some(v) = hex_escape(source, c)? {
        return Ok(Code::Lit(v));
    }
    if is_oct(c) {
        let more = source.getwhile(2, is_oct)?;
        let escape = format!("\\{c}{more}");
        let v = u32::from_str_radix(&escape[1..], 8).unwrap_or(0);
        if v > 0o377 {
            return Err(source.error(
                format!("octal escape value {escape} outside of range 0-0o377"),
                escape.len(),
            ));
        }
        return Ok(Code::Lit(v));
    }
    if is_digit(c) || c.is_ascii_alphabetic() {
        return Err(source.error(format!("bad escape \\{c}"), 2));
    }
    Ok(Code::Lit(c as u32))
}

fn escape(source: &mut Source<'_>, c: char, state: &State) -> Result<Code, PErr> {
    if let Some(code) = category(c) {
        return Ok(code);
    }
    if let Some(v) = simple_escape(c) {
        return Ok(Code::Lit(v));
    }
    if let Some(v) = hex_escape(source, c)? {
        return Ok(Code::Lit(v));
    }
    if c == '0' {
        let more = source.getwhile(2, is_oct)?;
        return Ok(Code::Lit(u32::from_str_radix(&format!("0{more}"), 8).unwrap_or(0)));
    }
    if is_digit(c) {
        let mut escape = format!("\\{c}");
        if let Some(d) = source.next_ch().filter(|d| is_digit(*d)) {
            source.get()?;
            escape.push(d);
            if is_oct(c) && is_oct(d) {
                if let Some(e) = source.next_ch().filter(|e| is_oct(*e)) {
                    source.get()?;
                    escape.push(e);
                    let v = u32::from_str_radix(&escape[1..], 8).unwrap_or(0);
                    if v > 0o377 {
                        return Err(source.error(
                            format!("octal escape value {escape} outside of range 0-0o377"),
                            escape.len(),
                        ));
                    }
                    return Ok(Code::Lit(v));
                }
            }
        }
        let group: usize = escape[1..].parse().unwrap_or(usize::MAX);
        if group < state.groups() {
            if !state.checkgroup(group) {
                return Err(source.error("cannot refer to an open group", escape.len()));
            }
            state.checklookbehindgroup(group, source)?;
            return Ok(Code::GroupRef(group));
        }
        return Err(source.error(format!("invalid group reference {group}"), escape.len() - 1));
    }
    if c.is_ascii_alphabetic() {
        return Err(source.error(format!("bad escape \\{c}"), 2));
    }
    Ok(Code::Lit(c as u32))
}

fn parse_sub(
    source: &mut Source<'_>,
    state: &mut State,
    verbose: bool,
    nested: usize,
) -> Result<Vec<Item>, PErr> {
    let mut items: Vec<Vec<Item>> = Vec::new();
    let mut verbose = verbose;
    loop {
        let first = nested == 0 && items.is_empty();
        items.push(parse(source, state, verbose, nested + 1, first)?);
        if !source.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = state.flags & F_VERBOSE != 0;
        }
    }
    if items.len() == 1 {
        return Ok(items.pop().unwrap_or_default());
    }
    Ok(vec![Item::Branch(items)])
}

fn parse(
    source: &mut Source<'_>,
    state: &mut State,
    verbose: bool,
    nested: usize,
    first: bool,
) -> Result<Vec<Item>, PErr> {
    let mut verbose = verbose;
    let mut sub: Vec<Item> = Vec::new();
    loop {
        let this = match source.next {
            None => break,
            Some(t) => t,
        };
        if this.is('|') || this.is(')') {
            break;
        }
        source.get()?;
        if verbose {
            if let Tk::Ch(c) = this {
                if matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c') {
                    continue;
                }
                if c == '#' {
                    loop {
                        match source.get()? {
                            None => break,
                            Some(t) if t.is('\n') => break,
                            _ => {}
                        }
                    }
                    continue;
                }
            }
        }
        let c = match this {
            Tk::Esc(c) => {
                match escape(source, c, state)? {
                    Code::Lit(v) => sub.push(Item::Lit(v)),
                    Code::In(cat) => {
                        sub.push(Item::In { negate: false, items: vec![SetItem::Cat(cat)] })
                    }
                    Code::At(a) => sub.push(Item::At(a)),
                    Code::GroupRef(g) => sub.push(Item::GroupRef(g)),
                }
                continue;
            }
            Tk::Ch(c) => c,
        };
        if !".\\[{()*+?^$|".contains(c) {
            sub.push(Item::Lit(c as u32));
        } else if c == '[' {
            sub.push(parse_set(source)?);
        } else if "*+?{".contains(c) {
            let here = source.tell();
            let (min, max) = match c {
                '?' => (0, 1),
                '*' => (0, MAXREPEAT),
                '+' => (1, MAXREPEAT),
                _ => {
                    if source.next == Some(Tk::Ch('}')) {
                        sub.push(Item::Lit('{' as u32));
                        continue;
                    }
                    let lo = source.getwhile(usize::MAX, is_digit)?;
                    let hi = if source.matches(',')? {
                        source.getwhile(usize::MAX, is_digit)?
                    } else {
                        lo.clone()
                    };
                    if !source.matches('}')? {
                        sub.push(Item::Lit('{' as u32));
                        source.seek(here)?;
                        continue;
                    }
                    let mut min = 0;
                    let mut max = MAXREPEAT;
                    if !lo.is_empty() {
                        min = lo.parse::<u64>().unwrap_or(u64::MAX);
                        if min >= MAXREPEAT {
                            return Err(PErr::Overflow(
                                "the repetition number is too large".into(),
                            ));
                        }
                    }
                    if !hi.is_empty() {
                        max = hi.parse::<u64>().unwrap_or(u64::MAX);
                        if max >= MAXREPEAT {
                            return Err(PErr::Overflow(
                                "the repetition number is too large".into(),
                            ));
                        }
                        if max < min {
                            return Err(source.error(
                                "min repeat greater than max repeat",
                                source.tell() - here,
                            ));
                        }
                    }
                    (min, max)
                }
            };
            let offset = source.tell() - here + 1;
            let item = match sub.pop() {
                None | Some(Item::At(_)) => return Err(source.error("nothing to repeat", offset)),
                Some(it @ Item::Repeat { .. }) => {
                    let _ = it;
                    return Err(source.error("multiple repeat", offset));
                }
                Some(Item::Sub { group: None, add: 0, del: 0, body }) => body,
                Some(it) => vec![it],
            };
            let kind = if source.matches('?')? {
                RepKind::Lazy
            } else if source.matches('+')? {
                RepKind::Possessive
            } else {
                RepKind::Greedy
            };
            sub.push(Item::Repeat { min, max, kind, body: item });
        } else if c == '.' {
            sub.push(Item::Any);
        } else if c == '(' {
            let start = source.tell() - 1;
            let mut capture = true;
            let mut atomic = false;
            let mut name: Option<String> = None;
            let mut add_flags = 0;
            let mut del_flags = 0;
            if source.matches('?')? {
                let ch = match source.get()? {
                    None => return Err(source.error("unexpected end of pattern", 0)),
                    Some(t) => t,
                };
                match ch {
                    Tk::Ch('P') => {
                        if source.matches('<')? {
                            let n = source.getuntil('>', "group name")?;
                            source.checkgroupname(&n, 1)?;
                            name = Some(n);
                        } else if source.matches('=')? {
                            let n = source.getuntil(')', "group name")?;
                            source.checkgroupname(&n, 1)?;
                            let nlen = n.chars().count();
                            let gid = match state.groupnames.get(&n) {
                                Some(g) => *g,
                                None => {
                                    return Err(source.error(
                                        format!("unknown group name {}", py_repr(&n)),
                                        nlen + 1,
                                    ))
                                }
                            };
                            if !state.checkgroup(gid) {
                                return Err(source.error("cannot refer to an open group", nlen + 1));
                            }
                            state.checklookbehindgroup(gid, source)?;
                            sub.push(Item::GroupRef(gid));
                            continue;
                        } else {
                            match source.get()? {
                                None => return Err(source.error("unexpected end of pattern", 0)),
                                Some(t) => {
                                    return Err(source.error(
                                        format!("unknown extension ?P{}", t.text()),
                                        t.len() + 2,
                                    ))
                                }
                            }
                        }
                    }
                    Tk::Ch(':') => capture = false,
                    Tk::Ch('#') => {
                        loop {
                            if source.next.is_none() {
                                return Err(source.error(
                                    "missing ), unterminated comment",
                                    source.tell() - start,
                                ));
                            }
                            if source.get()? == Some(Tk::Ch(')')) {
                                break;
                            }
                        }
                        continue;
                    }
                    Tk::Ch(d @ ('=' | '!' | '<')) => {
                        let mut kind = d;
                        let mut behind = false;
                        let mut saved_lb = None;
                        if d == '<' {
                            kind = match source.get()? {
                                None => return Err(source.error("unexpected end of pattern", 0)),
                                Some(Tk::Ch(k @ ('=' | '!'))) => k,
                                Some(t) => {
                                    return Err(source.error(
                                        format!("unknown extension ?<{}", t.text()),
                                        t.len() + 2,
                                    ))
                                }
                            };
                            behind = true;
                            saved_lb = Some(state.lookbehindgroups);
                            if state.lookbehindgroups.is_none() {
                                state.lookbehindgroups = Some(state.groups());
                            }
                        }
                        let p = nest(source, state, verbose, nested)?;
                        if let Some(None) = saved_lb {
                            state.lookbehindgroups = None;
                        }
                        if !source.matches(')')? {
                            return Err(source.error(
                                "missing ), unterminated subpattern",
                                source.tell() - start,
                            ));
                        }
                        sub.push(Item::Assert { behind, neg: kind == '!', body: p });
                        continue;
                    }
                    Tk::Ch('(') => {
                        let condname = source.getuntil(')', "group name")?;
                        let clen = condname.chars().count();
                        let condgroup;
                        if is_identifier(&condname) {
                            source.checkgroupname(&condname, 1)?;
                            condgroup = match state.groupnames.get(&condname) {
                                Some(g) => *g,
                                None => {
                                    return Err(source.error(
                                        format!("unknown group name {}", py_repr(&condname)),
                                        clen + 1,
                                    ))
                                }
                            };
                        } else {
                            let parsed = parse_py_int(&condname);
                            condgroup = match parsed {
                                Some(g) => g,
                                None => {
                                    return Err(source.error(
                                        format!(
                                            "bad character in group name {}",
                                            py_repr(&condname)
                                        ),
                                        clen + 1,
                                    ))
                                }
                            };
                            if condgroup == 0 {
                                return Err(source.error("bad group number", clen + 1));
                            }
                            if condgroup >= MAXGROUPS {
                                return Err(source.error(
                                    format!("invalid group reference {condgroup}"),
                                    clen + 1,
                                ));
                            }
                            if !state.grouprefpos.iter().any(|(g, _)| *g == condgroup) {
                                state.grouprefpos.push((condgroup, source.tell() - clen - 1));
                            }
                            source.warn_group_number(&condname);
                        }
                        state.checklookbehindgroup(condgroup, source)?;
                        if state.depth >= MAX_NESTING {
                            return Err(too_deep());
                        }
                        state.depth += 1;
                        let item_yes = parse(source, state, verbose, nested + 1, false)?;
                        let item_no = if source.matches('|')? {
                            let no = parse(source, state, verbose, nested + 1, false)?;
                            if source.next == Some(Tk::Ch('|')) {
                                return Err(source
                                    .error("conditional backref with more than two branches", 0));
                            }
                            Some(no)
                        } else {
                            None
                        };
                        state.depth -= 1;
                        if !source.matches(')')? {
                            return Err(source.error(
                                "missing ), unterminated subpattern",
                                source.tell() - start,
                            ));
                        }
                        sub.push(Item::GroupRefExists {
                            group: condgroup,
                            yes: item_yes,
                            no: item_no,
                        });
                        continue;
                    }
                    Tk::Ch('>') => {
                        capture = false;
                        atomic = true;
                    }
                    Tk::Ch(f) if flag_value(f).is_some() || f == '-' => {
                        match parse_flags(source, state, f)? {
                            None => {
                                if !first || !sub.is_empty() {
                                    return Err(source.error(
                                        "global flags not at the start of the expression",
                                        source.tell() - start,
                                    ));
                                }
                                verbose = state.flags & F_VERBOSE != 0;
                                continue;
                            }
                            Some((a, d)) => {
                                add_flags = a;
                                del_flags = d;
                                capture = false;
                            }
                        }
                    }
                    t => {
                        return Err(
                            source.error(format!("unknown extension ?{}", t.text()), t.len() + 1)
                        )
                    }
                }
            }
            let group = if capture {
                match state.opengroup(name.as_deref()) {
                    Ok(g) => Some(g),
                    Err(msg) => {
                        let n = name.as_deref().map(|s| s.chars().count()).unwrap_or(0);
                        return Err(source.error(msg, n + 1));
                    }
                }
            } else {
                None
            };
            let sub_verbose = (verbose || add_flags & F_VERBOSE != 0) && del_flags & F_VERBOSE == 0;
            let p = nest(source, state, sub_verbose, nested)?;
            if !source.matches(')')? {
                return Err(
                    source.error("missing ), unterminated subpattern", source.tell() - start)
                );
            }
            if let Some(g) = group {
                state.closegroup(g, &p);
            }
            if atomic {
                sub.push(Item::Atomic(p));
            } else {
                sub.push(Item::Sub { group, add: add_flags, del: del_flags, body: p });
            }
        } else if c == '^' {
            sub.push(Item::At(At::Beginning));
        } else if c == '$' {
            sub.push(Item::At(At::End));
        }
    }
    // Non-capturing groups without flags are spliced into their parent, as CPython does.
    let mut out = Vec::with_capacity(sub.len());
    for it in sub {
        match it {
            Item::Sub { group: None, add: 0, del: 0, body } => out.extend(body),
            other => out.push(other),
        }
    }
    Ok(out)
}

fn too_deep() -> PErr {
    PErr::Recursion(format!("regular expression is nested too deeply (ophis supports up to {MAX_NESTING} levels of groups)"))
}

fn nest(
    source: &mut Source<'_>,
    state: &mut State,
    verbose: bool,
    nested: usize,
) -> Result<Vec<Item>, PErr> {
    if state.depth >= MAX_NESTING {
        return Err(too_deep());
    }
    state.depth += 1;
    let r = parse_sub(source, state, verbose, nested + 1);
    state.depth -= 1;
    r
}

/// `int(s)` for a group number written in a pattern or template (ASCII or Unicode digits,
/// optional surrounding whitespace and sign as `int()` accepts). `None` when `int()` would
/// fail or the number is negative.
fn parse_py_int(s: &str) -> Option<usize> {
    let t = s.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    if t.is_empty() {
        return None;
    }
    let mut v: usize = 0;
    let mut prev_underscore = true;
    for c in t.chars() {
        if c == '_' {
            if prev_underscore {
                return None;
            }
            prev_underscore = true;
            continue;
        }
        let d = c.to_digit(10).or_else(|| unicode_decimal(c))?;
        v = v.saturating_mul(10).saturating_add(d as usize);
        prev_underscore = false;
    }
    if prev_underscore {
        return None;
    }
    Some(v)
}

/// The value of a non-ASCII decimal digit (Unicode category Nd), for `int()` compatibility.
fn unicode_decimal(c: char) -> Option<u32> {
    // Nd digits come in contiguous runs of ten starting at a code point ending in 0 or 6.
    const ZEROS: &[u32] = &[
        0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6,
        0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
        0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0,
        0xFF10,
    ];
    let u = c as u32;
    ZEROS.iter().find(|&&z| u >= z && u < z + 10).map(|&z| u - z)
}

fn flag_value(c: char) -> Option<i64> {
    Some(match c {
        'i' => F_IGNORECASE,
        'L' => F_LOCALE,
        'm' => F_MULTILINE,
        's' => F_DOTALL,
        'x' => F_VERBOSE,
        'a' => F_ASCII,
        't' => F_TEMPLATE,
        'u' => F_UNICODE,
        _ => return None,
    })
}

fn parse_flags(
    source: &mut Source<'_>,
    state: &mut State,
    first: char,
) -> Result<Option<(i64, i64)>, PErr> {
    let mut add_flags = 0;
    let mut del_flags = 0;
    let mut ch = Tk::Ch(first);
    if first != '-' {
        loop {
            let c = match ch {
                Tk::Ch(c) => c,
                Tk::Esc(_) => ' ',
            };
            let flag = flag_value(c).unwrap_or(0);
            if !source.is_bytes {
                if c == 'L' {
                    return Err(
                        source.error("bad inline flags: cannot use 'L' flag with a str pattern", 0)
                    );
                }
            } else if c == 'u' {
                return Err(
                    source.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
                );
            }
            add_flags |= flag;
            if flag & TYPE_FLAGS != 0 && add_flags & TYPE_FLAGS != flag {
                return Err(
                    source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
                );
            }
            ch = match source.get()? {
                None => return Err(source.error("missing -, : or )", 0)),
                Some(t) => t,
            };
            if ch.is(')') || ch.is('-') || ch.is(':') {
                break;
            }
            match ch {
                Tk::Ch(c) if flag_value(c).is_some() => {}
                Tk::Ch(c) if c.is_alphabetic() => return Err(source.error("unknown flag", 1)),
                t => return Err(source.error("missing -, : or )", t.len())),
            }
        }
    }
    if ch.is(')') {
        state.flags |= add_flags;
        return Ok(None);
    }
    if add_flags & GLOBAL_FLAGS != 0 {
        return Err(source.error("bad inline flags: cannot turn on global flag", 1));
    }
    if ch.is('-') {
        ch = match source.get()? {
            None => return Err(source.error("missing flag", 0)),
            Some(t) => t,
        };
        match ch {
            Tk::Ch(c) if flag_value(c).is_some() => {}
            Tk::Ch(c) if c.is_alphabetic() => return Err(source.error("unknown flag", 1)),
            t => return Err(source.error("missing flag", t.len())),
        }
        loop {
            let c = match ch {
                Tk::Ch(c) => c,
                Tk::Esc(_) => ' ',
            };
            let flag = flag_value(c).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return Err(
                    source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
                );
            }
            del_flags |= flag;
            ch = match source.get()? {
                None => return Err(source.error("missing :", 0)),
                Some(t) => t,
            };
            if ch.is(':') {
                break;
            }
            match ch {
                Tk::Ch(c) if flag_value(c).is_some() => {}
                Tk::Ch(c) if c.is_alphabetic() => return Err(source.error("unknown flag", 1)),
                t => return Err(source.error("missing :", t.len())),
            }
        }
    }
    if del_flags & GLOBAL_FLAGS != 0 {
        return Err(source.error("bad inline flags: cannot turn off global flag", 1));
    }
    if add_flags & del_flags != 0 {
        return Err(source.error("bad inline flags: flag turned on and off", 1));
    }
    Ok(Some((add_flags, del_flags)))
}

fn parse_set(source: &mut Source<'_>) -> Result<Item, PErr> {
    let here = source.tell() - 1;
    let mut set: Vec<SetItem> = Vec::new();
    if source.next == Some(Tk::Ch('[')) {
        let pos = source.tell();
        source.warn(true, format!("Possible nested set at position {pos}"));
    }
    let negate = source.matches('^')?;
    let mut first = true;
    loop {
        let this = match source.get()? {
            None => return Err(source.error("unterminated character set", source.tell() - here)),
            Some(t) => t,
        };
        if this.is(']') && !first {
            break;
        }
        let code1 = match this {
            Tk::Esc(c) => class_escape(source, c)?,
            Tk::Ch(c) => {
                // A doubled `-`, `&`, `~` or `|` after the first item may be a set operation
                // in a future Python.
                if !first && "-&~|".contains(c) && source.next == Some(Tk::Ch(c)) {
                    let op = match c {
                        '-' => "difference",
                        '&' => "intersection",
                        '~' => "symmetric difference",
                        _ => "union",
                    };
                    let pos = source.tell() - 1;
                    source.warn(true, format!("Possible set {op} at position {pos}"));
                }
                Code::Lit(c as u32)
            }
        };
        first = false;
        if source.matches('-')? {
            let that = match source.get()? {
                None => {
                    return Err(source.error("unterminated character set", source.tell() - here))
                }
                Some(t) => t,
            };
            if that.is(']') {
                set.push(code_item(code1));
                set.push(SetItem::Lit('-' as u32));
                break;
            }
            let code2 = match that {
                Tk::Esc(c) => class_escape(source, c)?,
                Tk::Ch(c) => {
                    if c == '-' {
                        let pos = source.tell() - 2;
                        source.warn(true, format!("Possible set difference at position {pos}"));
                    }
                    Code::Lit(c as u32)
                }
            };
            let msg = format!("bad character range {}-{}", this.text(), that.text());
            let off = this.len() + 1 + that.len();
            match (code1, code2) {
                (Code::Lit(lo), Code::Lit(hi)) => {
                    if hi < lo {
                        return Err(source.error(msg, off));
                    }
                    set.push(SetItem::Range(lo, hi));
                }
                _ => return Err(source.error(msg, off)),
            }
        } else {
            set.push(code_item(code1));
        }
    }
    // `_uniq`: duplicates removed, first occurrence kept.
    let mut uniq: Vec<SetItem> = Vec::with_capacity(set.len());
    for it in set {
        if !uniq.contains(&it) {
            uniq.push(it);
        }
    }
    if uniq.len() == 1 {
        if let SetItem::Lit(c) = uniq[0] {
            return Ok(if negate { Item::NotLit(c) } else { Item::Lit(c) });
        }
    }
    Ok(Item::In { negate, items: uniq })
}

fn code_item(c: Code) -> SetItem {
    match c {
        Code::Lit(v) => SetItem::Lit(v),
        Code::In(cat) => SetItem::Cat(cat),
        // Class escapes produce only literals and categories.
        Code::At(_) | Code::GroupRef(_) => SetItem::Lit(0),
    }
}

/// A parsed pattern.
pub(crate) struct Parsed {
    pub items: Vec<Item>,
    pub flags: i64,
    pub groups: usize,
    pub groupdict: Vec<(String, usize)>,
    pub parents: Vec<usize>,
    pub groupwidths: Vec<Option<(u64, u64)>>,
}

/// `re._parser.parse` followed by the checks `re._compiler` makes (look-behind width).
/// `re._parser.parse` and the checks of `re._compiler.compile`, with the warnings the parser
/// issued on the way, which CPython issues even when the pattern then fails.
pub(crate) fn parse_pattern(
    pattern: &[char],
    flags: i64,
    is_bytes: bool,
) -> (Result<Parsed, PErr>, Vec<ParseWarning>) {
    let mut source = match Source::new(pattern, is_bytes) {
        Ok(s) => s,
        Err(e) => return (Err(e), Vec::new()),
    };
    let result = parse_pattern_from(&mut source, flags, is_bytes);
    (result, source.warnings)
}

fn parse_pattern_from(source: &mut Source<'_>, flags: i64, is_bytes: bool) -> Result<Parsed, PErr> {
    let mut state = State::new(flags);
    let p = parse_sub(source, &mut state, flags & F_VERBOSE != 0, 0)?;
    state.flags = fix_flags(state.flags, is_bytes)?;
    if source.next.is_some() {
        return Err(source.error("unbalanced parenthesis", 0));
    }
    for (g, pos) in &state.grouprefpos {
        if *g >= state.groups() {
            return Err(PErr::Re { msg: format!("invalid group reference {g}"), pos: Some(*pos) });
        }
    }
    check_lookbehinds(&p, &state.groupwidths)?;
    // re.DEBUG prints CPython's internal parse tree, which ophis does not reproduce: it is
    // refused rather than ignored.
    if state.flags & F_DEBUG != 0 {
        return Err(PErr::NotImplemented("the re.DEBUG flag is not supported by ophis".into()));
    }
    // re.TEMPLATE (deprecated) compiles a pattern without repetition: `_compiler` refuses the
    // first repeat it meets, and a pattern without one means what it means without the flag.
    if state.flags & F_TEMPLATE != 0 {
        if let Some(kind) = first_repeat(&p) {
            let op = match kind {
                RepKind::Greedy => "MAX_REPEAT",
                RepKind::Lazy => "MIN_REPEAT",
                RepKind::Possessive => "POSSESSIVE_REPEAT",
            };
            return Err(PErr::Re {
                msg: format!("internal: unsupported template operator {op}"),
                pos: None,
            });
        }
    }
    Ok(Parsed {
        items: p,
        flags: state.flags,
        groups: state.groups() - 1,
        groupdict: state.groupdict,
        parents: state.parents,
        groupwidths: state.groupwidths,
    })
}

/// The kind of the first repetition `re._compiler._compile` meets walking the pattern.
fn first_repeat(p: &[Item]) -> Option<RepKind> {
    p.iter().find_map(|it| match it {
        Item::Repeat { kind, .. } => Some(*kind),
        Item::Branch(alts) => alts.iter().find_map(|a| first_repeat(a)),
        Item::Sub { body, .. } | Item::Atomic(body) | Item::Assert { body, .. } => {
            first_repeat(body)
        }
        Item::GroupRefExists { yes, no, .. } => {
            first_repeat(yes).or_else(|| no.as_deref().and_then(first_repeat))
        }
        _ => None,
    })
}

fn check_lookbehinds(p: &[Item], gw: &[Option<(u64, u64)>]) -> Result<(), PErr> {
    for it in p {
        match it {
            Item::Assert { behind, body, .. } => {
                if *behind {
                    let (lo, hi) = getwidth(body, gw);
                    if lo != hi {
                        return Err(PErr::Re {
                            msg: "look-behind requires fixed-width pattern".into(),
                            pos: None,
                        });
                    }
                }
                check_lookbehinds(body, gw)?;
            }
            Item::Branch(alts) => {
                for a in alts {
                    check_lookbehinds(a, gw)?;
                }
            }
            Item::Sub { body, .. } | Item::Atomic(body) | Item::Repeat { body, .. } => {
                check_lookbehinds(body, gw)?
            }
            Item::GroupRefExists { yes, no, .. } => {
                check_lookbehinds(yes, gw)?;
                if let Some(n) = no {
                    check_lookbehinds(n, gw)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

pub(crate) fn fix_flags(flags: i64, is_bytes: bool) -> Result<i64, PErr> {
    let mut flags = flags;
    if !is_bytes {
        if flags & F_LOCALE != 0 {
            return Err(PErr::Value("cannot use LOCALE flag with a str pattern".into()));
        }
        if flags & F_ASCII == 0 {
            flags |= F_UNICODE;
        } else if flags & F_UNICODE != 0 {
            return Err(PErr::Value("ASCII and UNICODE flags are incompatible".into()));
        }
    } else {
        if flags & F_UNICODE != 0 {
            return Err(PErr::Value("cannot use UNICODE flag with a bytes pattern".into()));
        }
        if flags & F_LOCALE != 0 && flags & F_ASCII != 0 {
            return Err(PErr::Value("ASCII and LOCALE flags are incompatible".into()));
        }
    }
    Ok(flags)
}

/// One piece of a parsed replacement template.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum TItem {
    Lit(Vec<char>),
    Group(usize),
}

/// `re._parser.parse_template`: `groups` is the pattern's group count, `names` its
/// group index.
pub(crate) fn parse_template(
    template: &[char],
    is_bytes: bool,
    groups: usize,
    names: &[(String, usize)],
) -> Result<Vec<TItem>, PErr> {
    let mut s = Source::new(template, is_bytes)?;
    let mut out: Vec<TItem> = Vec::new();
    let mut literal: Vec<char> = Vec::new();
    fn addgroup(
        out: &mut Vec<TItem>,
        literal: &mut Vec<char>,
        s: &Source<'_>,
        groups: usize,
        index: usize,
        pos: usize,
    ) -> Result<(), PErr> {
        if index > groups {
            return Err(s.error(format!("invalid group reference {index}"), pos));
        }
        if !literal.is_empty() {
            out.push(TItem::Lit(std::mem::take(literal)));
        }
        out.push(TItem::Group(index));
        Ok(())
    }
    loop {
        let this = match s.get()? {
            None => break,
            Some(t) => t,
        };
        match this {
            Tk::Ch(c) => literal.push(c),
            Tk::Esc(c) => {
                if c == 'g' {
                    if !s.matches('<')? {
                        return Err(s.error("missing <", 0));
                    }
                    let name = s.getuntil('>', "group name")?;
                    let nlen = name.chars().count();
                    let index;
                    if is_identifier(&name) {
                        s.checkgroupname(&name, 1)?;
                        index = match names.iter().find(|(n, _)| *n == name) {
                            Some((_, g)) => *g,
                            None => {
                                return Err(PErr::Index(format!(
                                    "unknown group name {}",
                                    py_repr(&name)
                                )))
                            }
                        };
                    } else {
                        index = match parse_py_int(&name) {
                            Some(i) => i,
                            None => {
                                return Err(s.error(
                                    format!("bad character in group name {}", py_repr(&name)),
                                    nlen + 1,
                                ))
                            }
                        };
                        if index >= MAXGROUPS {
                            return Err(
                                s.error(format!("invalid group reference {index}"), nlen + 1)
                            );
                        }
                    }
                    addgroup(&mut out, &mut literal, &s, groups, index, nlen + 1)?;
                } else if c == '0' {
                    let mut digits = String::from("0");
                    if let Some(d) = s.next_ch().filter(|d| is_oct(*d)) {
                        s.get()?;
                        digits.push(d);
                        if let Some(e) = s.next_ch().filter(|e| is_oct(*e)) {
                            s.get()?;
                            digits.push(e);
                        }
                    }
                    let v = u32::from_str_radix(&digits, 8).unwrap_or(0) & 0xff;
                    literal.push(char::from_u32(v).unwrap_or('\0'));
                } else if is_digit(c) {
                    let mut this_s = format!("\\{c}");
                    let mut isoctal = false;
                    if let Some(d) = s.next_ch().filter(|d| is_digit(*d)) {
                        s.get()?;
                        this_s.push(d);
                        if is_oct(c) && is_oct(d) {
                            if let Some(e) = s.next_ch().filter(|e| is_oct(*e)) {
                                s.get()?;
                                this_s.push(e);
                                isoctal = true;
                                let v = u32::from_str_radix(&this_s[1..], 8).unwrap_or(0);
                                if v > 0o377 {
                                    return Err(s.error(
                                        format!(
                                            "octal escape value {this_s} outside of range 0-0o377"
                                        ),
                                        this_s.len(),
                                    ));
                                }
                                literal.push(char::from_u32(v).unwrap_or('\0'));
                            }
                        }
                    }
                    if !isoctal {
                        let idx: usize = this_s[1..].parse().unwrap_or(usize::MAX);
                        addgroup(&mut out, &mut literal, &s, groups, idx, this_s.len() - 1)?;
                    }
                } else if let Some(v) = simple_escape(c) {
                    literal.push(char::from_u32(v).unwrap_or('\0'));
                } else {
                    if c.is_ascii_alphabetic() {
                        return Err(s.error(format!("bad escape \\{c}"), 2));
                    }
                    literal.push('\\');
                    literal.push(c);
                }
            }
        }
    }
    if !literal.is_empty() {
        out.push(TItem::Lit(literal));
    }
    Ok(out)
}
