//! Turns a parsed Python pattern into the syntax of the `fancy-regex` engine, with Python's
//! meaning: `$` before a final newline, `\Z` as the absolute end, Python's `\w`/`\s` classes
//! (Unicode, or ASCII under `re.ASCII` and for bytes), scoped flags, and every literal
//! escaped so no character is read as engine syntax.

use super::parse::*;

/// How to translate: which of the engine programs of one pattern is being built.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Opts {
    pub is_bytes: bool,
    /// The searched text ends with a newline: a non-multiline `$` may then match before it.
    /// When it does not, `$` is simply the end of the text, which the engine does faster.
    pub dollar_nl: bool,
    /// The searched text is empty: CPython's `\B` never matches there.
    pub empty: bool,
    /// The searched text is not ASCII: `\b` and `\B` must use Python's idea of a word
    /// character (letters, digits, underscore), which differs from the engine's (which also
    /// counts combining marks and connector punctuation) only outside ASCII.
    pub exact_boundary: bool,
}

/// Python's Unicode `\w` as an engine class.
const UNI_WORD: &str = "[\\p{L}\\p{N}_]";

const ASCII_WORD: &str = "0-9A-Za-z\\x{5F}";
const ASCII_SPACE: &str = "\\x{9}-\\x{D}\\x{20}";
const NEVER: &str = "(?!)";

struct Emitter<'a> {
    opts: Opts,
    groupwidths: &'a [Option<(u64, u64)>],
}

pub(crate) fn emit(p: &Parsed, opts: Opts, fullmatch: bool) -> String {
    let e = Emitter { opts, groupwidths: &p.groupwidths };
    let mut out = String::new();
    if p.flags & F_IGNORECASE != 0 {
        out.push_str("(?i)");
    }
    if fullmatch {
        out.push_str("(?:");
    }
    e.seq(&p.items, p.flags, &mut out);
    if fullmatch {
        out.push_str(")\\z");
    }
    out
}

/// Whether any non-multiline `$` occurs, so whether the newline-ending variant differs.
pub(crate) fn has_plain_dollar(items: &[Item], flags: i64) -> bool {
    items.iter().any(|it| match it {
        Item::At(At::End) => flags & F_MULTILINE == 0,
        Item::Branch(alts) => alts.iter().any(|a| has_plain_dollar(a, flags)),
        Item::Sub { add, del, body, .. } => has_plain_dollar(body, combine(flags, *add, *del)),
        Item::Atomic(body) | Item::Repeat { body, .. } | Item::Assert { body, .. } => {
            has_plain_dollar(body, flags)
        }
        Item::GroupRefExists { yes, no, .. } => {
            has_plain_dollar(yes, flags)
                || no.as_ref().map(|n| has_plain_dollar(n, flags)).unwrap_or(false)
        }
        _ => false,
    })
}

/// Whether an anchor satisfying `pred` occurs (`\B` makes the empty-text variant differ,
/// `\b` and `\B` the non-ASCII one).
pub(crate) fn has_at(items: &[Item], pred: &dyn Fn(At) -> bool) -> bool {
    items.iter().any(|it| match it {
        Item::At(a) => pred(*a),
        Item::Branch(alts) => alts.iter().any(|a| has_at(a, pred)),
        Item::Sub { body, .. }
        | Item::Atomic(body)
        | Item::Repeat { body, .. }
        | Item::Assert { body, .. } => has_at(body, pred),
        Item::GroupRefExists { yes, no, .. } => {
            has_at(yes, pred) || no.as_ref().map(|n| has_at(n, pred)).unwrap_or(false)
        }
        _ => false,
    })
}

/// `re._compiler._combine_flags`.
fn combine(flags: i64, add: i64, del: i64) -> i64 {
    let mut f = flags;
    if add & (F_ASCII | F_LOCALE | F_UNICODE) != 0 {
        f &= !(F_ASCII | F_LOCALE | F_UNICODE);
    }
    (f | add) & !del
}

fn push_escaped(out: &mut String, c: u32) {
    match char::from_u32(c) {
        Some(ch) if ch.is_ascii_alphanumeric() => out.push(ch),
        _ => out.push_str(&format!("\\x{{{c:X}}}")),
    }
}

/// `i`, `I`, `İ` and `ı`: one case-insensitive class for CPython, not for the engine.
const DOTTED_I: [u32; 4] = [0x69, 0x49, 0x130, 0x131];

/// Whether a class's literals or ranges include `c`.
fn covers(items: &[SetItem], c: u32) -> bool {
    items.iter().any(|it| match it {
        SetItem::Lit(x) => *x == c,
        SetItem::Range(lo, hi) => (*lo..=*hi).contains(&c),
        SetItem::Cat(_) => false,
    })
}

fn is_scalar(c: u32) -> bool {
    char::from_u32(c).is_some()
}

/// Whether a character has other case forms (so `(?i)` would widen it).
fn has_case(c: u32) -> bool {
    match char::from_u32(c) {
        Some(ch) => {
            ch.to_lowercase().ne(std::iter::once(ch)) || ch.to_uppercase().ne(std::iter::once(ch))
        }
        None => false,
    }
}

impl<'a> Emitter<'a> {
    fn ascii(&self, flags: i64) -> bool {
        self.opts.is_bytes || flags & (F_ASCII | F_LOCALE) != 0
    }

    fn seq(&self, items: &[Item], flags: i64, out: &mut String) {
        for it in items {
            self.item(it, flags, out);
        }
    }

    fn lit(&self, c: u32, flags: i64, out: &mut String) {
        if !is_scalar(c) {
            // A lone surrogate cannot occur in an ophis string, so it never matches.
            out.push_str(NEVER);
        } else if flags & F_IGNORECASE != 0 && self.ascii(flags) && c > 127 && has_case(c) {
            // Under re.ASCII, case-insensitivity covers ASCII letters only.
            out.push_str("(?-i:");
            push_escaped(out, c);
            out.push(')');
        } else if flags & F_IGNORECASE != 0 && !self.ascii(flags) && DOTTED_I.contains(&c) {
            // CPython also folds the dotted capital I and the dotless small i into `i`.
            out.push_str("[iI\\x{130}\\x{131}]");
        } else if flags & F_IGNORECASE != 0
            && self.ascii(flags)
            && matches!(c, 0x4B | 0x53 | 0x6B | 0x73)
        {
            // `k` and `s` also fold to the Kelvin sign and the long s in Unicode.
            let other = c ^ 0x20;
            out.push_str("(?-i:[");
            push_escaped(out, c);
            push_escaped(out, other);
            out.push_str("])");
        } else {
            push_escaped(out, c);
        }
    }

    fn cat_in_class(&self, cat: Cat, flags: i64, out: &mut String) {
        let ascii = self.ascii(flags);
        let s = match (cat, ascii) {
            (Cat::Digit, false) => "\\d".to_string(),
            (Cat::NotDigit, false) => "\\D".to_string(),
            (Cat::Space, false) => "\\s\\x{1C}-\\x{1F}".to_string(),
            (Cat::NotSpace, false) => "[^\\s\\x{1C}-\\x{1F}]".to_string(),
            (Cat::Word, false) => "\\p{L}\\p{N}\\x{5F}".to_string(),
            (Cat::NotWord, false) => "[^\\p{L}\\p{N}\\x{5F}]".to_string(),
            (Cat::Digit, true) => "0-9".to_string(),
            (Cat::NotDigit, true) => "[^0-9]".to_string(),
            (Cat::Space, true) => ASCII_SPACE.to_string(),
            (Cat::NotSpace, true) => format!("[^{ASCII_SPACE}]"),
            (Cat::Word, true) => ASCII_WORD.to_string(),
            (Cat::NotWord, true) => format!("[^{ASCII_WORD}]"),
        };
        out.push_str(&s);
    }

    fn class(&self, negate: bool, items: &[SetItem], flags: i64, out: &mut String) {
        let mut body = String::new();
        // Under re.ASCII with IGNORECASE the class is matched case-sensitively with the other
        // case of its ASCII letters added, so no non-ASCII character folds into it.
        let ascii_fold = flags & F_IGNORECASE != 0 && self.ascii(flags);
        let mut extra: Vec<SetItem> = Vec::new();
        if ascii_fold {
            for it in items {
                match it {
                    SetItem::Lit(c)
                        if (*c as u8 as u32) == *c && (*c as u8).is_ascii_alphabetic() =>
                    {
                        extra.push(SetItem::Lit(c ^ 0x20))
                    }
                    SetItem::Range(lo, hi) => {
                        for (a, z) in [(0x41u32, 0x5Au32), (0x61, 0x7A)] {
                            let l = (*lo).max(a);
                            let h = (*hi).min(z);
                            if l <= h {
                                extra.push(SetItem::Range(l ^ 0x20, h ^ 0x20));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if flags & F_IGNORECASE != 0
            && !self.ascii(flags)
            && DOTTED_I.iter().any(|c| covers(items, *c))
        {
            extra.extend(DOTTED_I.iter().map(|c| SetItem::Lit(*c)));
        }
        for it in items.iter().chain(extra.iter()) {
            match it {
                SetItem::Lit(c) => {
                    if is_scalar(*c) {
                        push_escaped(&mut body, *c);
                    }
                }
                SetItem::Range(lo, hi) => {
                    let lo = if (0xD800..=0xDFFF).contains(lo) { 0xE000 } else { *lo };
                    let hi =
                        if (0xD800..=0xDFFF).contains(hi) { 0xD7FF } else { (*hi).min(0x10FFFF) };
                    if lo <= hi {
                        push_escaped(&mut body, lo);
                        body.push('-');
                        push_escaped(&mut body, hi);
                    }
                }
                SetItem::Cat(cat) => self.cat_in_class(*cat, flags, &mut body),
            }
        }
        if body.is_empty() {
            out.push_str(if negate { "(?s:.)" } else { NEVER });
            return;
        }
        let shield = ascii_fold;
        if shield {
            out.push_str("(?-i:");
        }
        out.push('[');
        if negate {
            out.push('^');
        }
        out.push_str(&body);
        out.push(']');
        if shield {
            out.push(')');
        }
    }

    fn item(&self, it: &Item, flags: i64, out: &mut String) {
        match it {
            Item::Lit(c) => self.lit(*c, flags, out),
            Item::NotLit(c) if flags & F_IGNORECASE != 0 && self.ascii(flags) => {
                self.class(true, &[SetItem::Lit(*c)], flags, out)
            }
            Item::NotLit(c) => {
                if is_scalar(*c) {
                    out.push_str("[^");
                    push_escaped(out, *c);
                    out.push(']');
                } else {
                    out.push_str("(?s:.)");
                }
            }
            Item::Any => out.push_str(if flags & F_DOTALL != 0 { "(?s:.)" } else { "." }),
            Item::In { negate, items } => self.class(*negate, items, flags, out),
            Item::Branch(alts) => {
                out.push_str("(?:");
                for (i, a) in alts.iter().enumerate() {
                    if i > 0 {
                        out.push('|');
                    }
                    self.seq(a, flags, out);
                }
                out.push(')');
            }
            Item::Sub { group, add, del, body } => {
                let inner = combine(flags, *add, *del);
                let before = flags & F_IGNORECASE != 0;
                let after = inner & F_IGNORECASE != 0;
                let flag_open = match (before, after) {
                    (false, true) => "(?i:",
                    (true, false) => "(?-i:",
                    _ => "(?:",
                };
                if group.is_some() {
                    out.push('(');
                    if before != after {
                        out.push_str(flag_open);
                    }
                } else {
                    out.push_str(flag_open);
                }
                self.seq(body, inner, out);
                if group.is_some() && before != after {
                    out.push(')');
                }
                out.push(')');
            }
            Item::Atomic(body) => {
                out.push_str("(?>");
                self.seq(body, flags, out);
                out.push(')');
            }
            Item::Repeat { min, max, kind, body } => {
                self.repeat(*min, *max, *kind, body, flags, out)
            }
            Item::At(a) => {
                let s = match a {
                    At::Beginning => {
                        if flags & F_MULTILINE != 0 {
                            "(?m:^)"
                        } else {
                            "\\A"
                        }
                    }
                    At::End => {
                        if flags & F_MULTILINE != 0 {
                            "(?m:$)"
                        } else if self.opts.dollar_nl {
                            "(?=\\n?\\z)"
                        } else {
                            "\\z"
                        }
                    }
                    At::BeginString => "\\A",
                    At::EndString => "\\z",
                    At::Boundary => {
                        if self.ascii(flags) {
                            "(?:(?<=[0-9A-Za-z_])(?![0-9A-Za-z_])|(?<![0-9A-Za-z_])(?=[0-9A-Za-z_]))"
                        } else if self.opts.exact_boundary {
                            out.push_str(&format!(
                                "(?:(?<={w})(?!{w})|(?<!{w})(?={w}))",
                                w = UNI_WORD
                            ));
                            return;
                        } else {
                            "\\b"
                        }
                    }
                    At::NonBoundary => {
                        if self.opts.empty {
                            NEVER
                        } else if self.ascii(flags) {
                            "(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_]))"
                        } else if self.opts.exact_boundary {
                            out.push_str(&format!(
                                "(?:(?<={w})(?={w})|(?<!{w})(?!{w}))",
                                w = UNI_WORD
                            ));
                            return;
                        } else {
                            "\\B"
                        }
                    }
                };
                out.push_str(s);
            }
            Item::GroupRef(g) => {
                out.push_str(&format!("(?:\\{g})"));
            }
            Item::GroupRefExists { group, yes, no } => {
                out.push_str(&format!("(?({group})"));
                self.seq(yes, flags, out);
                out.push('|');
                if let Some(n) = no {
                    self.seq(n, flags, out);
                }
                out.push(')');
            }
            Item::Assert { behind, neg, body } => {
                out.push_str(match (behind, neg) {
                    (false, false) => "(?=",
                    (false, true) => "(?!",
                    (true, false) => "(?<=",
                    (true, true) => "(?<!",
                });
                self.seq(body, flags, out);
                out.push(')');
            }
        }
    }

    fn repeat(
        &self,
        min: u64,
        max: u64,
        kind: RepKind,
        body: &[Item],
        flags: i64,
        out: &mut String,
    ) {
        let mut b = String::new();
        self.seq(body, flags, &mut b);
        if b.is_empty() {
            return;
        }
        let zero_width = getwidth(body, self.groupwidths) == (0, 0);
        if zero_width && max > 0 {
            // Repeating something that consumes nothing more than once changes nothing, and
            // the engine refuses quantified assertions: try it once (or optionally).
            if min >= 1 {
                out.push_str("(?:");
                out.push_str(&b);
                out.push(')');
            } else {
                let alt = match kind {
                    RepKind::Lazy => format!("(?:|{b})"),
                    RepKind::Greedy => format!("(?:{b}|)"),
                    RepKind::Possessive => format!("(?>{b}|)"),
                };
                out.push_str(&alt);
            }
            return;
        }
        let q = if min == 0 && max == MAXREPEAT {
            "*".to_string()
        } else if min == 1 && max == MAXREPEAT {
            "+".to_string()
        } else if min == 0 && max == 1 {
            "?".to_string()
        } else if max == MAXREPEAT {
            format!("{{{min},}}")
        } else if min == max {
            format!("{{{min}}}")
        } else {
            format!("{{{min},{max}}}")
        };
        match kind {
            RepKind::Possessive => {
                out.push_str("(?>(?:");
                out.push_str(&b);
                out.push(')');
                out.push_str(&q);
                out.push(')');
            }
            _ => {
                out.push_str("(?:");
                out.push_str(&b);
                out.push(')');
                out.push_str(&q);
                if kind == RepKind::Lazy {
                    out.push('?');
                }
            }
        }
    }
}
