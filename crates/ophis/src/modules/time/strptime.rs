//! strptime: a port of CPython's `_strptime`, matching with the same backtracking order.

use super::*;

/// One element of a compiled strptime format: a literal character (matched ignoring case), a
/// run of whitespace (`\s+`), or a directive (a named group of alternatives).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Tok {
    Lit(char),
    Ws,
    Dir(char),
}

/// A character class of the directive patterns: an inclusive range.
type Class1 = (char, char);

const DIGIT: Class1 = ('0', '9');

fn d_alts(dir: char) -> &'static [&'static [Class1]] {
    match dir {
        'd' => &[
            &[('3', '3'), ('0', '1')],
            &[('1', '2'), DIGIT],
            &[('0', '0'), ('1', '9')],
            &[('1', '9')],
            &[(' ', ' '), ('1', '9')],
        ],
        'H' => &[&[('2', '2'), ('0', '3')], &[('0', '1'), DIGIT], &[DIGIT]],
        'I' => &[&[('1', '1'), ('0', '2')], &[('0', '0'), ('1', '9')], &[('1', '9')]],
        'G' | 'Y' => &[&[DIGIT, DIGIT, DIGIT, DIGIT]],
        'j' => &[
            &[('3', '3'), ('6', '6'), ('0', '6')],
            &[('3', '3'), ('0', '5'), DIGIT],
            &[('1', '2'), DIGIT, DIGIT],
            &[('0', '0'), ('1', '9'), DIGIT],
            &[('0', '0'), ('0', '0'), ('1', '9')],
            &[('1', '9'), DIGIT],
            &[('0', '0'), ('1', '9')],
            &[('1', '9')],
        ],
        'm' => &[&[('1', '1'), ('0', '2')], &[('0', '0'), ('1', '9')], &[('1', '9')]],
        'M' => &[&[('0', '5'), DIGIT], &[DIGIT]],
        'S' => &[&[('6', '6'), ('0', '1')], &[('0', '5'), DIGIT], &[DIGIT]],
        'U' | 'W' => &[&[('5', '5'), ('0', '3')], &[('0', '4'), DIGIT], &[DIGIT]],
        'w' => &[&[('0', '6')]],
        'u' => &[&[('1', '7')]],
        'V' => {
            &[&[('5', '5'), ('0', '3')], &[('0', '0'), ('1', '9')], &[('1', '4'), DIGIT], &[DIGIT]]
        }
        'y' => &[&[DIGIT, DIGIT]],
        _ => &[],
    }
}

/// The C locale's names, lowercase, in the order CPython's `__seqToRE` tries them (longest
/// first, ties in list order).
fn name_alts(dir: char) -> &'static [&'static str] {
    match dir {
        'A' => &["wednesday", "thursday", "saturday", "tuesday", "monday", "friday", "sunday"],
        'a' => &["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        'B' => &[
            "september",
            "february",
            "november",
            "december",
            "january",
            "october",
            "august",
            "march",
            "april",
            "june",
            "july",
            "may",
        ],
        'b' => {
            &["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        }
        'p' => &["am", "pm"],
        'Z' => &["utc", "gmt"],
        _ => &[],
    }
}

/// The regular expression CPython builds for a directive (for error positions).
fn dir_regex(dir: char) -> &'static str {
    match dir {
        'd' => r"(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])",
        'f' => r"(?P<f>[0-9]{1,6})",
        'H' => r"(?P<H>2[0-3]|[0-1]\d|\d)",
        'I' => r"(?P<I>1[0-2]|0[1-9]|[1-9])",
        'G' => r"(?P<G>\d\d\d\d)",
        'j' => r"(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
        'm' => r"(?P<m>1[0-2]|0[1-9]|[1-9])",
        'M' => r"(?P<M>[0-5]\d|\d)",
        'S' => r"(?P<S>6[0-1]|[0-5]\d|\d)",
        'U' => r"(?P<U>5[0-3]|[0-4]\d|\d)",
        'W' => r"(?P<W>5[0-3]|[0-4]\d|\d)",
        'w' => r"(?P<w>[0-6])",
        'u' => r"(?P<u>[1-7])",
        'V' => r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
        'y' => r"(?P<y>\d\d)",
        'Y' => r"(?P<Y>\d\d\d\d)",
        'z' => r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
        'A' => "(?P<A>wednesday|thursday|saturday|tuesday|monday|friday|sunday)",
        'a' => "(?P<a>mon|tue|wed|thu|fri|sat|sun)",
        'B' => "(?P<B>september|february|november|december|january|october|august|march|april|june|july|may)",
        'b' => "(?P<b>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
        'p' => "(?P<p>am|pm)",
        'Z' => "(?P<Z>utc|gmt)",
        _ => "",
    }
}

/// Python's `str.isspace` (what `\s` matches in a str pattern).
fn is_py_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

fn is_regex_special(c: char) -> bool {
    "\\.^$*+?(){}[]|".contains(c)
}

fn fold(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

fn chars_eq_nocase(a: char, b: char) -> bool {
    a == b || fold(a) == fold(b)
}

/// Compiles a strptime format the way `_strptime.TimeRE.pattern` does, raising CPython's errors.
fn compile_format(interp: &mut Interp, format: &str) -> R<Vec<Tok>> {
    let chars: Vec<char> = format.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    let fmt_repr = || format.to_string();
    while i < chars.len() {
        let c = chars[i];
        if is_py_space(c) {
            while i < chars.len() && is_py_space(chars[i]) {
                i += 1;
            }
            toks.push(Tok::Ws);
            continue;
        }
        if c != '%' {
            toks.push(Tok::Lit(c));
            i += 1;
            continue;
        }
        let Some(&d) = chars.get(i + 1) else {
            return Err(value_error(format!("stray % in format '{}'", fmt_repr())));
        };
        i += 2;
        match d {
            '%' => toks.push(Tok::Lit('%')),
            'c' => expand_into(&mut toks, "%a %b %d %H:%M:%S %Y"),
            'x' => expand_into(&mut toks, "%m/%d/%y"),
            'X' => expand_into(&mut toks, "%H:%M:%S"),
            'd' | 'f' | 'H' | 'I' | 'G' | 'j' | 'm' | 'M' | 'S' | 'U' | 'W' | 'w' | 'u' | 'V'
            | 'y' | 'Y' | 'z' | 'A' | 'a' | 'B' | 'b' | 'p' | 'Z' => toks.push(Tok::Dir(d)),
            _ => {
                // Regex metacharacters and whitespace were escaped before the directive was
                // looked up, so CPython reports them as a bad '%'.
                let shown = if is_regex_special(d) || is_py_space(d) { '%' } else { d };
                return Err(value_error(format!(
                    "'{}' is a bad directive in format '{}'",
                    shown,
                    fmt_repr()
                )));
            }
        }
    }
    check_group_names(interp, &toks)?;
    Ok(toks)
}

/// Appends the tokens of one of the C locale's sub-formats (`%c`, `%x`, `%X`), which CPython
/// compiles through the same pattern builder: spaces become `\s+`, directives become groups.
fn expand_into(toks: &mut Vec<Tok>, sub: &str) {
    let mut it = sub.chars();
    while let Some(c) = it.next() {
        match c {
            ' ' => toks.push(Tok::Ws),
            '%' => {
                if let Some(d) = it.next() {
                    toks.push(Tok::Dir(d));
                }
            }
            _ => toks.push(Tok::Lit(c)),
        }
    }
}

/// CPython compiles the format to a regular expression with one named group per directive; a
/// directive used twice is a regular-expression error there.
fn check_group_names(interp: &mut Interp, toks: &[Tok]) -> R<()> {
    let mut seen: Vec<(char, usize)> = Vec::new();
    let mut group = 0usize;
    let mut pos = 0usize;
    for t in toks {
        match t {
            Tok::Lit(c) => pos += if is_regex_special(*c) { 2 } else { 1 },
            Tok::Ws => pos += 3,
            Tok::Dir(d) => {
                group += 1;
                if let Some((_, g)) = seen.iter().find(|(n, _)| n == d) {
                    let msg = format!(
                        "redefinition of group name '{}' as group {}; was group {} at position {}",
                        d,
                        group,
                        g,
                        pos + 4
                    );
                    return Err(re_error(interp, msg));
                }
                seen.push((*d, group));
                if *d == 'z' {
                    group += 2;
                }
                pos += dir_regex(*d).chars().count();
            }
        }
    }
    Ok(())
}

/// `re.error(msg)`, the exception CPython's regular expression compiler raises, or a
/// `ValueError` with the same message if the `re` module cannot be loaded.
fn re_error(interp: &mut Interp, msg: String) -> Error {
    // A library's own imports are not subject to the program's allowlist.
    interp.internal_imports += 1;
    let module = interp.import_module("re");
    interp.internal_imports -= 1;
    if let Ok(m) = module {
        if let Ok(cls) = interp.getattr_str(&m, "error") {
            if let Ok(exc) = interp.call(&cls, vec![Value::string(msg.clone())], Vec::new()) {
                return Error::from_kind(crate::error::ErrorKind::Instance(exc));
            }
        }
    }
    value_error(msg)
}

/// Candidate end positions for a token at `pos`, in the order the regular expression engine
/// tries them.
fn candidates(tok: Tok, s: &[char], pos: usize, out: &mut Vec<usize>) {
    out.clear();
    match tok {
        Tok::Lit(c) => {
            if s.get(pos).is_some_and(|&x| chars_eq_nocase(x, c)) {
                out.push(pos + 1);
            }
        }
        Tok::Ws => {
            let mut end = pos;
            while end < s.len() && is_py_space(s[end]) {
                end += 1;
            }
            out.extend((pos + 1..=end).rev());
        }
        Tok::Dir('f') => {
            let mut end = pos;
            while end < s.len() && end - pos < 6 && s[end].is_ascii_digit() {
                end += 1;
            }
            out.extend((pos + 1..=end).rev());
        }
        Tok::Dir('z') => z_candidates(s, pos, out),
        Tok::Dir(d) if !name_alts(d).is_empty() => {
            for name in name_alts(d) {
                let n = name.chars().count();
                if pos + n <= s.len()
                    && s[pos..pos + n].iter().zip(name.chars()).all(|(&a, b)| chars_eq_nocase(a, b))
                {
                    out.push(pos + n);
                }
            }
        }
        Tok::Dir(d) => {
            for alt in d_alts(d) {
                if pos + alt.len() <= s.len()
                    && s[pos..pos + alt.len()]
                        .iter()
                        .zip(alt.iter())
                        .all(|(&c, &(lo, hi))| c >= lo && c <= hi)
                {
                    out.push(pos + alt.len());
                }
            }
        }
    }
}

/// `[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z)` in backtracking order.
fn z_candidates(s: &[char], pos: usize, out: &mut Vec<usize>) {
    let digit = |i: usize| s.get(i).is_some_and(|c| c.is_ascii_digit());
    let d05 = |i: usize| s.get(i).is_some_and(|c| ('0'..='5').contains(c));
    if s.get(pos).is_some_and(|&c| c == '+' || c == '-') && digit(pos + 1) && digit(pos + 2) {
        let after_hh = pos + 3;
        let mut mm_starts = Vec::new();
        if s.get(after_hh) == Some(&':') {
            mm_starts.push(after_hh + 1);
        }
        mm_starts.push(after_hh);
        for mm in mm_starts {
            if !(d05(mm) && digit(mm + 1)) {
                continue;
            }
            let after_mm = mm + 2;
            let mut ss_starts = Vec::new();
            if s.get(after_mm) == Some(&':') {
                ss_starts.push(after_mm + 1);
            }
            ss_starts.push(after_mm);
            for ss in ss_starts {
                if !(d05(ss) && digit(ss + 1)) {
                    continue;
                }
                let after_ss = ss + 2;
                if s.get(after_ss) == Some(&'.') {
                    let mut end = after_ss + 1;
                    while end < s.len() && end - (after_ss + 1) < 6 && s[end].is_ascii_digit() {
                        end += 1;
                    }
                    out.extend((after_ss + 2..=end).rev());
                }
                out.push(after_ss);
            }
            out.push(after_mm);
        }
    }
    if s.get(pos) == Some(&'Z') {
        out.push(pos + 1);
    }
}

/// Matches the compiled format at the start of `s`: the end of the match and the text of each
/// directive, in format order, or `None`.
/// A successful match: where it ends, and the text of each directive in format order.
type Matched = (usize, Vec<(char, String)>);

fn match_format(interp: &mut Interp, toks: &[Tok], s: &[char]) -> R<Option<Matched>> {
    struct Frame {
        tok: usize,
        start: usize,
        cands: Vec<usize>,
        next: usize,
    }
    let mut frames: Vec<Frame> = Vec::new();
    let mut tok = 0usize;
    let mut pos = 0usize;
    let mut steps: u64 = 0;
    loop {
        if tok == toks.len() {
            let mut groups = Vec::new();
            for fr in &frames {
                if let Tok::Dir(d) = toks[fr.tok] {
                    let end = fr.cands[fr.next - 1];
                    groups.push((d, s[fr.start..end].iter().collect()));
                }
            }
            return Ok(Some((pos, groups)));
        }
        let mut cands = Vec::new();
        candidates(toks[tok], s, pos, &mut cands);
        frames.push(Frame { tok, start: pos, cands, next: 0 });
        loop {
            steps += 1;
            if steps.is_multiple_of(4096) {
                interp.budget.check_clock()?;
            }
            let Some(top) = frames.last_mut() else {
                return Ok(None);
            };
            if top.next < top.cands.len() {
                pos = top.cands[top.next];
                top.next += 1;
                tok = top.tok + 1;
                break;
            }
            frames.pop();
        }
    }
}

fn date_error_check(y: i64, m: i64, d: i64) -> R<()> {
    if !(1..=9999).contains(&y) {
        return Err(value_error(format!("year {y} is out of range")));
    }
    if !(1..=12).contains(&m) {
        return Err(value_error("month must be in 1..12"));
    }
    let dim = match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if d < 1 || d > dim {
        return Err(value_error("day is out of range for month"));
    }
    Ok(())
}

/// `date(y, m, d).toordinal()`, with the constructor's checks.
fn date_ordinal(y: i64, m: i64, d: i64) -> R<i64> {
    date_error_check(y, m, d)?;
    Ok(days_from_civil(y, m, d) + 719163)
}

/// `date.fromordinal(n)` as (year, month, day), with its checks.
fn date_from_ordinal(n: i64) -> R<(i64, i64, i64)> {
    if n < 1 {
        return Err(value_error("ordinal must be >= 1"));
    }
    let (y, m, d) = civil_from_days(n - 719163);
    date_error_check(y, m, d)?;
    Ok((y, m, d))
}

/// `int(text)` for the digit strings the patterns capture.
fn parse_int(text: &str) -> R<i64> {
    match text.parse::<i64>() {
        Ok(v) if !text.starts_with('+') && !text.starts_with('-') => Ok(v),
        _ => Err(value_error(format!("invalid literal for int() with base 10: '{text}'"))),
    }
}

/// The raw result of `_strptime._strptime`: the 11 fields, the fraction and the fraction of the
/// UTC offset.
struct Parsed {
    fields: [i64; 9],
    tz: i64,
    tzname: Option<String>,
    gmtoff: Option<i64>,
    fraction: i64,
    gmtoff_fraction: i64,
}

fn strptime_core(interp: &mut Interp, data: &str, format: &str) -> R<Parsed> {
    let toks = compile_format(interp, format)?;
    let s: Vec<char> = data.chars().collect();
    let Some((end, groups)) = match_format(interp, &toks, &s)? else {
        let d = interp.repr(&Value::str(data))?;
        let f = interp.repr(&Value::str(format))?;
        return Err(value_error(format!("time data {d} does not match format {f}")));
    };
    if end != s.len() {
        let rest: String = s[end..].iter().collect();
        return Err(value_error(format!("unconverted data remains: {rest}")));
    }
    let get = |d: char| groups.iter().find(|(n, _)| *n == d).map(|(_, t)| t.clone());
    let mut iso_year: Option<i64> = None;
    let mut year: Option<i64> = None;
    let (mut month, mut day) = (1i64, 1i64);
    let (mut hour, mut minute, mut second, mut fraction) = (0i64, 0i64, 0i64, 0i64);
    let mut tz = -1i64;
    let mut gmtoff: Option<i64> = None;
    let mut gmtoff_fraction = 0i64;
    let mut iso_week: Option<i64> = None;
    let mut week_of_year: Option<i64> = None;
    let mut week_of_year_start: Option<i64> = None;
    let mut weekday: Option<i64> = None;
    let mut julian: Option<i64> = None;
    let index_of = |list: &[&str], text: &str| -> R<i64> {
        let low: String = text.chars().map(fold).collect();
        list.iter()
            .position(|n| *n == low)
            .map(|p| p as i64)
            .ok_or_else(|| value_error(format!("'{low}' is not in list")))
    };
    for (key, text) in &groups {
        match key {
            'y' => {
                let y = parse_int(text)?;
                year = Some(if y <= 68 { y + 2000 } else { y + 1900 });
            }
            'Y' => year = Some(parse_int(text)?),
            'G' => iso_year = Some(parse_int(text)?),
            'm' => month = parse_int(text)?,
            'B' => month = index_of(&MON_FULL_LOWER, text)?,
            'b' => month = index_of(&MON_ABBR_LOWER, text)?,
            'd' => day = parse_int(text.trim_start_matches(' '))?,
            'H' => hour = parse_int(text)?,
            'I' => {
                hour = parse_int(text)?;
                let ampm: String = get('p').unwrap_or_default().chars().map(fold).collect();
                if ampm.is_empty() || ampm == "am" {
                    if hour == 12 {
                        hour = 0;
                    }
                } else if ampm == "pm" && hour != 12 {
                    hour += 12;
                }
            }
            'M' => minute = parse_int(text)?,
            'S' => second = parse_int(text)?,
            'f' => {
                let mut t = text.clone();
                while t.len() < 6 {
                    t.push('0');
                }
                fraction = parse_int(&t)?;
            }
            'A' => weekday = Some(index_of(&WDAY_FULL_LOWER_MON, text)?),
            'a' => weekday = Some(index_of(&WDAY_ABBR_LOWER_MON, text)?),
            'w' => {
                let w = parse_int(text)?;
                weekday = Some(if w == 0 { 6 } else { w - 1 });
            }
            'u' => weekday = Some(parse_int(text)? - 1),
            'j' => julian = Some(parse_int(text)?),
            'U' | 'W' => {
                week_of_year = Some(parse_int(text)?);
                week_of_year_start = Some(if *key == 'U' { 6 } else { 0 });
            }
            'V' => iso_week = Some(parse_int(text)?),
            'z' => {
                if text == "Z" {
                    gmtoff = Some(0);
                } else {
                    let mut z: Vec<char> = text.chars().collect();
                    if z.get(3) == Some(&':') {
                        z.remove(3);
                        if z.len() > 5 {
                            if z.get(5) != Some(&':') {
                                return Err(value_error(format!(
                                    "Inconsistent use of : in {text}"
                                )));
                            }
                            z.remove(5);
                        }
                    }
                    let slice = |a: usize, b: usize| -> String {
                        z.iter().skip(a).take(b.saturating_sub(a)).collect()
                    };
                    let hours = parse_int(&slice(1, 3))?;
                    let minutes = parse_int(&slice(3, 5))?;
                    let secs_text = slice(5, 7);
                    let seconds = if secs_text.is_empty() { 0 } else { parse_int(&secs_text)? };
                    let mut off = hours * 3600 + minutes * 60 + seconds;
                    let mut rem = slice(8, z.len());
                    while rem.chars().count() < 6 {
                        rem.push('0');
                    }
                    let mut frac = parse_int(&rem)?;
                    if z.first() == Some(&'-') {
                        off = -off;
                        frac = -frac;
                    }
                    gmtoff = Some(off);
                    gmtoff_fraction = frac;
                }
            }
            'Z' => {
                let zone: String = text.chars().map(fold).collect();
                if zone == "utc" || zone == "gmt" {
                    tz = 0;
                }
            }
            _ => {}
        }
    }
    if year.is_none() && iso_year.is_some() {
        if iso_week.is_none() || weekday.is_none() {
            return Err(value_error(
                "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').",
            ));
        }
        if julian.is_some() {
            return Err(value_error("Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead."));
        }
    } else if week_of_year.is_none() && iso_week.is_some() {
        if weekday.is_none() {
            return Err(value_error(
                "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').",
            ));
        } else {
            return Err(value_error(
                "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.",
            ));
        }
    }
    let mut leap_year_fix = false;
    let mut year = match year {
        Some(y) => y,
        None if month == 2 && day == 29 => {
            leap_year_fix = true;
            1904
        }
        None => 1900,
    };
    if julian.is_none() {
        if let Some(wd) = weekday {
            if let Some(woy) = week_of_year {
                let week_starts_mon = week_of_year_start == Some(0);
                julian = Some(julian_from_u_or_w(year, woy, wd, week_starts_mon)?);
            } else if let (Some(iy), Some(iw)) = (iso_year, iso_week) {
                let (y, j) = julian_from_v(iy, iw, wd + 1)?;
                year = y;
                julian = Some(j);
            }
            if let Some(j) = julian {
                if j <= 0 {
                    year -= 1;
                    julian = Some(j + if is_leap(year) { 366 } else { 365 });
                }
            }
        }
    }
    let julian = match julian {
        None => date_ordinal(year, month, day)? - date_ordinal(year, 1, 1)? + 1,
        Some(j) => {
            let base = date_ordinal(year, 1, 1)?;
            let (y, m, d) = date_from_ordinal((j - 1) + base)?;
            year = y;
            month = m;
            day = d;
            j
        }
    };
    let weekday = match weekday {
        Some(w) => w,
        None => (date_ordinal(year, month, day)? + 6) % 7,
    };
    if leap_year_fix {
        year = 1900;
    }
    Ok(Parsed {
        fields: [year, month, day, hour, minute, second, weekday, julian, tz],
        tz,
        tzname: get('Z'),
        gmtoff,
        fraction,
        gmtoff_fraction,
    })
}

const MON_FULL_LOWER: [&str; 13] = [
    "",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

const MON_ABBR_LOWER: [&str; 13] =
    ["", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const WDAY_FULL_LOWER_MON: [&str; 7] =
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const WDAY_ABBR_LOWER_MON: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// `_strptime._calc_julian_from_U_or_W`.
fn julian_from_u_or_w(
    year: i64,
    week_of_year: i64,
    day_of_week: i64,
    week_starts_mon: bool,
) -> R<i64> {
    let mut first_weekday = (date_ordinal(year, 1, 1)? + 6) % 7;
    let mut day_of_week = day_of_week;
    if !week_starts_mon {
        first_weekday = (first_weekday + 1) % 7;
        day_of_week = (day_of_week + 1) % 7;
    }
    let week_0_length = (7 - first_weekday) % 7;
    if week_of_year == 0 {
        Ok(1 + day_of_week - first_weekday)
    } else {
        let days_to_week = week_0_length + 7 * (week_of_year - 1);
        Ok(1 + days_to_week + day_of_week)
    }
}

/// `_strptime._calc_julian_from_V`.
fn julian_from_v(iso_year: i64, iso_week: i64, iso_weekday: i64) -> R<(i64, i64)> {
    let jan4 = date_ordinal(iso_year, 1, 4)?;
    let isoweekday = if jan4 % 7 == 0 { 7 } else { jan4 % 7 };
    let correction = isoweekday + 3;
    let mut ordinal = iso_week * 7 + iso_weekday - correction;
    let mut iso_year = iso_year;
    if ordinal < 1 {
        ordinal += date_ordinal(iso_year, 1, 1)?;
        iso_year -= 1;
        ordinal -= date_ordinal(iso_year, 1, 1)?;
    }
    Ok((iso_year, ordinal))
}

fn parsed_fields(p: &Parsed) -> Vec<Value> {
    let mut v: Vec<Value> = p.fields.iter().map(|&x| Value::Int(x)).collect();
    v[8] = Value::Int(p.tz);
    v.push(match &p.tzname {
        Some(z) => Value::str(z),
        None => Value::None,
    });
    v.push(match p.gmtoff {
        Some(g) => Value::Int(g),
        None => Value::None,
    });
    v
}

/// `time.strptime(string, format="%a %b %d %H:%M:%S %Y")`.
pub(super) fn t_strptime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::python("_strptime_time", "strptime", ["data_string", "format"], 1);
    let [data_string, format] = bind(&SIG, args, kw)?;
    let default_format = Value::str("%a %b %d %H:%M:%S %Y");
    let format = format.unwrap_or(&default_format);
    let mut strs = Vec::new();
    for (index, arg) in [req(data_string), format].into_iter().enumerate() {
        match arg {
            Value::Str(s) => strs.push(s.s.clone()),
            other => {
                let cls = Value::Class(interp.type_of(other));
                let shown = interp.repr(&cls)?;
                return Err(type_error(format!(
                    "strptime() argument {index} must be str, not {shown}"
                )));
            }
        }
    }
    let p = strptime_core(interp, &strs[0], &strs[1])?;
    new_struct_time(interp, parsed_fields(&p))
}

/// `time._strptime(string, format)`: `((11 fields), fraction, gmtoff_fraction)`, for
/// `datetime.strptime` (both arguments are already known to be str there).
pub(super) fn t_strptime_raw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("_strptime", "time._strptime", ["data_string", "format"], 2);
    let (data, format) = match bind(&SIG, args, kw)? {
        [Some(Value::Str(a)), Some(Value::Str(b))] => (a.s.clone(), b.s.clone()),
        _ => return Err(type_error("_strptime() takes two str arguments")),
    };
    let p = strptime_core(interp, &data, &format)?;
    Ok(Value::tuple(vec![
        Value::tuple(parsed_fields(&p)),
        Value::Int(p.fraction),
        Value::Int(p.gmtoff_fraction),
    ]))
}
