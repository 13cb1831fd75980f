//! Unicode character properties and case mappings CPython uses that Rust's standard library lacks.

/// `str.isspace()` per char: exactly CPython's whitespace set (Unicode White_Space plus the
/// ASCII information separators U+001C..U+001F).
pub(crate) fn py_isspace(c: char) -> bool {
    matches!(c,
        '\t'..='\r' | '\u{1c}'..='\u{1f}' | ' ' | '\u{85}' | '\u{a0}' | '\u{1680}'
        | '\u{2000}'..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}')
}

/// Line boundaries recognised by `str.splitlines()`.
pub(crate) fn is_linebreak(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\u{b}'
            | '\u{c}'
            | '\u{1c}'
            | '\u{1d}'
            | '\u{1e}'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// Whether a non-ASCII char is something Unicode assigned after 14.0: Rust's tables give it
/// properties and case mappings that CPython 3.11 does not.
fn is_new(c: char) -> bool {
    !c.is_ascii() && !crate::unicode::is_assigned(c)
}

/// The Lowercase / Uppercase properties as CPython 3.11 has them.
pub(super) fn is_lower(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_lowercase();
    }
    crate::unicode::is_lower(c)
}

pub(super) fn is_upper(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    crate::unicode::is_upper(c)
}

/// The decimal value of a decimal digit (category Nd), as `Py_UNICODE_TODECIMAL`.
pub(crate) fn decimal_value(c: char) -> Option<u32> {
    if c.is_ascii() {
        return c.to_digit(10);
    }
    crate::unicode::decimal_value(c)
}

pub(crate) fn py_isdecimal(c: char) -> bool {
    decimal_value(c).is_some()
}

pub(crate) fn py_isdigit(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    crate::unicode::is_digit(c)
}

pub(crate) fn py_isnumeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    crate::unicode::is_numeric(c)
}

/// Categories Lu/Ll/Lt/Lm/Lo.
pub(crate) fn py_isalpha(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    crate::unicode::is_alpha(c)
}

pub(super) fn py_isalnum(c: char) -> bool {
    py_isalpha(c) || py_isnumeric(c)
}

/// The titlecase letters (category Lt).
pub(super) fn is_titlecase(c: char) -> bool {
    !c.is_ascii() && crate::unicode::is_titlecase(c)
}

/// The Cased property: what `title()` and `istitle()` treat as a letter with case.
pub(super) fn is_cased(c: char) -> bool {
    is_lower(c) || is_upper(c) || is_titlecase(c)
}

/// Identifier characters (XID_Start / XID_Continue) as CPython 3.11's `str.isidentifier`.
pub(super) fn is_xid_start(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic() || c == '_';
    }
    crate::unicode::is_xid_start(c)
}

pub(super) fn is_xid_continue(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    crate::unicode::is_xid_continue(c)
}

/// Whether `repr()` shows a char as itself: every category but Cc, Cf, Cs, Co, Cn, Zl, Zp and
/// Zs (the space apart), by CPython 3.11's table.
pub(crate) fn is_printable(c: char) -> bool {
    let cp = c as u32;
    if cp < 0x7F {
        return cp >= 0x20;
    }
    crate::unicode::is_printable(c)
}

/// For every capital sigma in `s`, in order, whether it is word-final (and so lowercases to
/// 'ς'). Rust's `str::to_lowercase` applies exactly CPython's Final_Sigma rule (a cased letter
/// before, no cased letter after, skipping case-ignorable characters), and every other char
/// lowercases there to the same sequence as `char::to_lowercase`, so walking both in step
/// reads the decision off.
pub(super) fn final_sigmas(s: &str) -> Vec<bool> {
    if !s.contains('Σ') {
        return Vec::new();
    }
    let lowered = s.to_lowercase();
    let mut it = lowered.chars();
    let mut flags = Vec::new();
    for c in s.chars() {
        if c == 'Σ' {
            flags.push(it.next() == Some('ς'));
        } else {
            for _ in c.to_lowercase() {
                it.next();
            }
        }
    }
    flags
}

/// Lowercases one char the way CPython's `lower_ucs4` does, consuming the next final-sigma flag
/// for a capital sigma.
pub(super) fn push_lower(out: &mut String, c: char, sigmas: &[bool], k: &mut usize) {
    if c == 'Σ' {
        let last = sigmas.get(*k).copied().unwrap_or(false);
        *k += 1;
        out.push(if last { 'ς' } else { 'σ' });
    } else if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
    } else {
        push_mapped(out, c, c.to_lowercase());
    }
}

pub(super) fn push_upper(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_uppercase());
    } else {
        push_mapped(out, c, c.to_uppercase());
    }
}

/// Appends a char's case mapping, unless the char or its mapping is something Unicode assigned
/// after 14.0: CPython 3.11 leaves such chars as they are.
fn push_mapped(out: &mut String, c: char, mapped: impl Iterator<Item = char>) {
    if is_new(c) {
        out.push(c);
        return;
    }
    let start = out.len();
    out.extend(mapped);
    if out[start..].chars().any(is_new) {
        out.truncate(start);
        out.push(c);
    }
}

/// Full titlecase mapping (`_PyUnicode_ToTitleFull`). Rust only offers uppercase; titlecase
/// differs from it for the characters listed here (derived from CPython 3.11).
pub(super) fn push_title(out: &mut String, c: char) {
    let cp = c as u32;
    let single = |out: &mut String, v: u32| out.push(char::from_u32(v).unwrap_or(c));
    match cp {
        // Georgian Mkhedruli letters uppercase to Mtavruli but titlecase to themselves.
        0x10D0..=0x10FA | 0x10FD..=0x10FF => out.push(c),
        // The digraphs DŽ, LJ, NJ, DZ have a dedicated titlecase form.
        0x1C4..=0x1C6 => single(out, 0x1C5),
        0x1C7..=0x1C9 => single(out, 0x1C8),
        0x1CA..=0x1CC => single(out, 0x1CB),
        0x1F1..=0x1F3 => single(out, 0x1F2),
        // Greek with ypogegrammeni titlecases to the prosgegrammeni form.
        0x1F80..=0x1FAF => single(out, if cp & 0xF < 8 { cp + 8 } else { cp }),
        0x1FB3 | 0x1FBC => single(out, 0x1FBC),
        0x1FC3 | 0x1FCC => single(out, 0x1FCC),
        0x1FF3 | 0x1FFC => single(out, 0x1FFC),
        // These uppercase to "<base> Ι" and titlecase to "<base> U+0345".
        0x1FB2 | 0x1FB4 | 0x1FB7 | 0x1FC2 | 0x1FC4 | 0x1FC7 | 0x1FF2 | 0x1FF4 | 0x1FF7 => {
            for u in c.to_uppercase() {
                out.push(if u == '\u{399}' { '\u{345}' } else { u });
            }
        }
        // Ligatures and ß: the first letter uppercase, the rest lowercase ("ﬁ" -> "Fi").
        0xDF | 0x587 | 0xFB00..=0xFB06 | 0xFB13..=0xFB17 => {
            for (i, u) in c.to_uppercase().enumerate() {
                if i == 0 {
                    out.push(u);
                } else {
                    out.extend(u.to_lowercase());
                }
            }
        }
        _ => push_upper(out, c),
    }
}

/// Full case folding (`str.casefold`). Rust has no case folding; folding equals "uppercase,
/// then lowercase" for every code point except the ones special-cased here (verified against
/// CPython 3.11 over all of Unicode).
pub(super) fn push_casefold(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
        return;
    }
    match c as u32 {
        // Cherokee folds to the uppercase letters, which are the original ones.
        0x13A0..=0x13F5 => out.push(c),
        0x13F8..=0x13FD | 0xAB70..=0xABBF => out.extend(c.to_uppercase()),
        // Capital sharp s folds to "ss", and dotless i folds to itself.
        0x1E9E => out.push_str("ss"),
        0x131 => out.push(c),
        _ => push_mapped(out, c, c.to_uppercase().flat_map(|u| u.to_lowercase())),
    }
}
