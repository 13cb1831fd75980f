//! strftime: a port of glibc's __strftime_internal for the C locale.

use super::*;

pub(super) fn t_strftime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::parse_tuple("strftime", ["format", "t"], 1);
    let [format, t] = bind(&SIG, args, kw)?;
    let fmt = match req(format) {
        Value::Str(s) => s.s.clone(),
        other => {
            return Err(type_error(format!(
                "strftime() argument 1 must be str, not {}",
                interp.type_name(other)
            )))
        }
    };
    let mut tm = match t {
        None => gmtime_tm(wall_ns().div_euclid(1_000_000_000) as i64, "UTC")?,
        Some(v) => {
            let mut tm = gettmarg(interp, v, "strftime(): illegal time tuple argument")?;
            checktm(&mut tm)?;
            tm
        }
    };
    tm.isdst = tm.isdst.clamp(-1, 1);
    Ok(Value::string(format_tm(interp, &fmt, &tm)?))
}

/// `time.strftime(fmt, t)` for a time tuple or struct_time `t` (for `datetime`'s strftime).
pub(crate) fn strftime_tuple(interp: &mut Interp, fmt: &str, t: &Value) -> R<String> {
    let mut tm = gettmarg(interp, t, "strftime(): illegal time tuple argument")?;
    checktm(&mut tm)?;
    tm.isdst = tm.isdst.clamp(-1, 1);
    format_tm(interp, fmt, &tm)
}

/// Formats like CPython's `time.strftime`, which retries with doubling buffers from 1024
/// characters until the result fits or the buffer reaches 256 times the format's length, and
/// then returns an empty string: a result that long is never built here.
fn format_tm(interp: &mut Interp, fmt: &str, tm: &Tm) -> R<String> {
    if fmt.contains('\0') {
        return Err(value_error("embedded null character"));
    }
    let chars: Vec<char> = fmt.chars().collect();
    let wanted = chars.len().saturating_mul(256);
    let mut max_buf: usize = 1024;
    while max_buf < wanted {
        max_buf = max_buf.saturating_mul(2);
    }
    interp.check_alloc(chars.len().saturating_mul(8))?;
    let mut out = Out::new(max_buf - 1);
    strftime_into(&chars, tm, &mut out)?;
    if out.full() {
        return Ok(String::new());
    }
    Ok(out.s)
}

/// The output of strftime, counted in characters and abandoned once it exceeds its limit.
struct Out {
    s: String,
    n: usize,
    limit: usize,
}

impl Out {
    fn new(limit: usize) -> Out {
        Out { s: String::new(), n: 0, limit }
    }
    fn full(&self) -> bool {
        self.n > self.limit
    }
    fn push(&mut self, c: char) {
        if !self.full() {
            self.s.push(c);
        }
        self.n = self.n.saturating_add(1);
    }
    fn push_str(&mut self, s: &str) {
        for c in s.chars() {
            self.push(c);
        }
    }
    fn fill(&mut self, c: char, count: i64) {
        let count = count.max(0) as usize;
        if self.n.saturating_add(count) > self.limit {
            self.n = self.n.saturating_add(count);
            return;
        }
        for _ in 0..count {
            self.push(c);
        }
    }
}

/// Appends `s` right-aligned in `width` characters (glibc's `add`/`cpy`), padded with zeros
/// when the `0` flag was given, else spaces, and case-converted as the flags ask.
fn add_str(out: &mut Out, s: &str, width: i64, pad: char, upcase: bool, lowcase: bool) {
    let n = s.chars().count() as i64;
    if width > n {
        out.fill(if pad == '0' { '0' } else { ' ' }, width - n);
    }
    if lowcase {
        for c in s.chars() {
            out.push(simple_lower(c));
        }
    } else if upcase {
        for c in s.chars() {
            out.push(simple_upper(c));
        }
    } else {
        out.push_str(s);
    }
}

/// `towupper`: Unicode's simple (one-character) uppercase mapping.
fn simple_upper(c: char) -> char {
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// `towlower`: Unicode's simple (one-character) lowercase mapping.
fn simple_lower(c: char) -> char {
    let mut it = c.to_lowercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// glibc's number formatting (`do_number` and `do_number_sign_and_padding`).
fn add_number(out: &mut Out, value: i64, digits: i64, pad: char, mut width: i64) {
    let negative = value < 0;
    let mut buf = value.unsigned_abs().to_string();
    if negative {
        buf.insert(0, '-');
    }
    if pad != '-' {
        let padding = digits - buf.len() as i64;
        if padding > 0 {
            if pad == '_' {
                out.fill(' ', padding);
                width = if width > padding { width - padding } else { 0 };
            } else {
                if negative {
                    out.push('-');
                    buf.remove(0);
                }
                out.fill('0', padding);
                width = 0;
            }
        }
    }
    add_str(out, &buf, width, pad, false, false);
}

/// glibc's `iso_week_days`: the day of the year relative to the Monday of ISO week 1.
fn iso_week_days(yday: i64, wday: i64) -> i64 {
    let big_enough_multiple_of_7 = (366 / 7 + 2) * 7;
    yday - (yday - wday + 4 + big_enough_multiple_of_7) % 7 + 4 - 1
}

/// A port of glibc's `__strftime_internal` for the C locale.
fn strftime_into(f: &[char], tm: &Tm, out: &mut Out) -> R<()> {
    let hour12 = if tm.hour > 12 {
        tm.hour - 12
    } else if tm.hour == 0 {
        12
    } else {
        tm.hour
    };
    let mut i = 0;
    while i < f.len() {
        if out.full() {
            return Ok(());
        }
        let c = f[i];
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        let mut pad = '\0';
        let mut upcase = false;
        let mut lowcase = false;
        let mut change_case = false;
        i += 1;
        while let Some(&fc) = f.get(i) {
            match fc {
                '_' | '-' | '0' => pad = fc,
                '^' => upcase = true,
                '#' => change_case = true,
                _ => break,
            }
            i += 1;
        }
        let mut width: i64 = -1;
        if f.get(i).is_some_and(|c| c.is_ascii_digit()) {
            width = 0;
            while let Some(d) = f.get(i).and_then(|c| c.to_digit(10)) {
                width = (width * 10 + d as i64).min(i32::MAX as i64);
                i += 1;
            }
        }
        let modifier = match f.get(i) {
            Some(&m @ ('E' | 'O')) => {
                i += 1;
                m
            }
            _ => '\0',
        };
        let fc = match f.get(i) {
            Some(&c) => c,
            None => {
                // A '%' sequence cut short by the end of the format is copied as it is.
                let text: String = f[start..].iter().collect();
                add_str(out, &text, width, pad, upcase, lowcase);
                break;
            }
        };
        let bad = |out: &mut Out, upcase: bool, lowcase: bool| {
            let text: String = f[start..=i].iter().collect();
            add_str(out, &text, width, pad, upcase, lowcase);
        };
        let num = |out: &mut Out, d: i64, v: i64| add_number(out, v, d.max(width), pad, width);
        let num_spacepad = |out: &mut Out, d: i64, v: i64| {
            let p = if pad != '0' && pad != '-' { '_' } else { pad };
            add_number(out, v, d.max(width), p, width)
        };
        match fc {
            '%' => {
                if modifier != '\0' {
                    bad(out, upcase, lowcase);
                } else {
                    add_str(out, "%", width, pad, false, false);
                }
            }
            'a' | 'A' => {
                if modifier != '\0' {
                    bad(out, upcase, lowcase);
                } else {
                    if change_case {
                        upcase = true;
                        lowcase = false;
                    }
                    let names = if fc == 'a' { &WDAY_ABBR } else { &WDAY_FULL };
                    let s = names.get(tm.wday as usize).copied().unwrap_or("?");
                    add_str(out, s, width, pad, upcase, lowcase);
                }
            }
            'b' | 'h' | 'B' => {
                if change_case {
                    upcase = true;
                    lowcase = false;
                }
                if modifier == 'E' {
                    bad(out, upcase, lowcase);
                } else {
                    let names = if fc == 'B' { &MON_FULL } else { &MON_ABBR };
                    let s = names.get(tm.mon as usize).copied().unwrap_or("?");
                    add_str(out, s, width, pad, upcase, lowcase);
                }
            }
            'c' | 'x' | 'X' | 'D' | 'F' | 'R' | 'r' | 'T' => {
                let invalid = match fc {
                    'c' | 'x' | 'X' => modifier == 'O',
                    'D' | 'F' => modifier != '\0',
                    _ => false,
                };
                if invalid {
                    bad(out, upcase, lowcase);
                } else {
                    let sub: &str = match fc {
                        'c' => "%a %b %e %H:%M:%S %Y",
                        'x' | 'D' => "%m/%d/%y",
                        'X' | 'T' => "%H:%M:%S",
                        'F' => "%Y-%m-%d",
                        'R' => "%H:%M",
                        _ => "%I:%M:%S %p",
                    };
                    let sub: Vec<char> = sub.chars().collect();
                    let mut s = Out::new(out.limit);
                    strftime_into(&sub, tm, &mut s)?;
                    add_str(out, &s.s, width, pad, upcase, false);
                }
            }
            'C' => {
                let year = tm.year + 1900;
                num(out, 1, year / 100 - i64::from(year % 100 < 0));
            }
            'd' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, tm.mday)
                }
            }
            'e' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num_spacepad(out, 2, tm.mday)
                }
            }
            'H' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, tm.hour)
                }
            }
            'I' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, hour12)
                }
            }
            'k' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num_spacepad(out, 2, tm.hour)
                }
            }
            'l' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num_spacepad(out, 2, hour12)
                }
            }
            'j' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 3, 1 + tm.yday)
                }
            }
            'M' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, tm.min)
                }
            }
            'm' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, tm.mon + 1)
                }
            }
            'n' => add_str(out, "\n", width, pad, false, false),
            't' => add_str(out, "\t", width, pad, false, false),
            'P' | 'p' => {
                if fc == 'P' || change_case {
                    upcase = false;
                    lowcase = true;
                }
                add_str(out, if tm.hour > 11 { "PM" } else { "AM" }, width, pad, upcase, lowcase);
            }
            'S' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, tm.sec)
                }
            }
            's' => {
                let t = mktime_tm(tm).unwrap_or(-1);
                add_number(out, t, 1, pad, width);
            }
            'u' => num(out, 1, (tm.wday - 1 + 7) % 7 + 1),
            'U' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, (tm.yday - tm.wday + 7) / 7)
                }
            }
            'V' | 'g' | 'G' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase);
                } else {
                    let mut year = tm.year + 1900;
                    let mut days = iso_week_days(tm.yday, tm.wday);
                    if days < 0 {
                        year -= 1;
                        days = iso_week_days(tm.yday + (365 + i64::from(is_leap(year))), tm.wday);
                    } else {
                        let d = iso_week_days(tm.yday - (365 + i64::from(is_leap(year))), tm.wday);
                        if d >= 0 {
                            year += 1;
                            days = d;
                        }
                    }
                    match fc {
                        'g' => num(out, 2, (year % 100 + 100) % 100),
                        'G' => num(out, 1, year),
                        _ => num(out, 2, days / 7 + 1),
                    }
                }
            }
            'W' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 2, (tm.yday - (tm.wday - 1 + 7) % 7 + 7) / 7)
                }
            }
            'w' => {
                if modifier == 'E' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 1, tm.wday)
                }
            }
            'Y' => {
                if modifier == 'O' {
                    bad(out, upcase, lowcase)
                } else {
                    num(out, 1, tm.year + 1900)
                }
            }
            'y' => num(out, 2, (tm.year % 100 + 100) % 100),
            'Z' => {
                if change_case {
                    upcase = false;
                    lowcase = true;
                }
                let zone: &str = match &tm.zone {
                    Some(z) if !z.is_empty() => z,
                    _ if tm.isdst >= 0 => "UTC",
                    _ => "",
                };
                add_str(out, zone, width, pad, upcase, lowcase);
            }
            'z' => {
                if tm.isdst >= 0 {
                    let mut diff = tm.gmtoff;
                    if diff < 0 {
                        add_str(out, "-", width, pad, false, false);
                        diff = -diff;
                    } else {
                        add_str(out, "+", width, pad, false, false);
                    }
                    diff /= 60;
                    num(out, 4, (diff / 60) * 100 + diff % 60);
                }
            }
            _ => bad(out, upcase, lowcase),
        }
        i += 1;
    }
    Ok(())
}
