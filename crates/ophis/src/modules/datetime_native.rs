//! `_datetime_ophis`: the native helpers under `py/datetime.py`.
//!
//! The datetime types are Python classes, but their hot paths (building an instance, calendar
//! arithmetic, the ISO 8601 parser, the `%z`/`%Z`/`%f` pass of `strftime`) would otherwise cost
//! hundreds of evaluated operations each, all charged to the program's operation budget. Each
//! helper here is one call. They trust their caller (`datetime.py` validates every value that
//! comes from a program before it gets here), but still refuse malformed arguments with a
//! `TypeError` rather than misbehave.

use std::rc::Rc;

use crate::args::{bind, req, Sig};
use crate::error::{type_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::time::{
    civil_from_days, days_from_civil, gmtime_tm, strftime_tuple, TIME_T_LIMIT,
};
use crate::modules::{func, new_module};
use crate::policy::Policy;
use crate::value::{BuiltinFn, TypeKind, Value};

/// The proleptic Gregorian ordinal of 1970-01-01 (0001-01-01 is day 1).
const EPOCH_ORDINAL: i64 = 719163;
const MAX_ORDINAL: i64 = 3652059;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("mk", mk),
        ("init", init),
        ("ints", ints_check),
        ("check_date", check_date),
        ("check_time", check_time),
        ("check_dt", check_dt),
        ("ymd2ord", ymd2ord),
        ("ord2ymd", ord2ymd),
        ("add_days", add_days),
        ("add_dt", add_dt),
        ("tm_fields", tm_fields),
        ("timeval", timeval),
        ("utc_fields", utc_fields),
        ("iso_date", iso_date),
        ("iso_time", iso_time),
        ("iso_datetime", iso_datetime),
        ("strftime_needs", strftime_needs),
        ("strftime", wrap_strftime),
    ];
    Ok(new_module(
        "_datetime_ophis",
        funcs.iter().map(|(n, f)| (*n, func("_datetime_ophis", n, *f))).collect(),
    ))
}

fn int_arg(v: &Value) -> R<i64> {
    match v {
        Value::Int(v) => Ok(*v),
        Value::Bool(b) => Ok(*b as i64),
        _ => Err(type_error("_datetime_ophis: integer argument expected")),
    }
}

/// The `N` int arguments of a helper taking exactly `N` (its signature declared here, as the
/// count is the caller's).
fn ints<const N: usize>(args: &[Value], kw: &Kwargs) -> R<[i64; N]> {
    let sig = Sig::parse_tuple("_datetime_ophis helper", [""; N], N);
    let bound = bind(&sig, args, kw)?;
    let mut out = [0i64; N];
    for (slot, v) in out.iter_mut().zip(bound) {
        *slot = int_arg(req(v))?;
    }
    Ok(out)
}

fn tuple_of(vals: &[i64]) -> Value {
    Value::tuple(vals.iter().map(|&v| Value::Int(v)).collect())
}

/// `mk(cls, names, *values)`: an instance of the plain class `cls` with the attributes
/// `names[i] = values[i]`, without running `__init__` (the caller has validated the values).
fn mk(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::varargs("mk", "mk", [], 2);
    bind(&SIG, args, kw)?;
    let (cls, names, values) = (&args[0], &args[1], &args[2..]);
    let cls = match cls {
        Value::Class(c) if !c.is_builtin && c.kind == TypeKind::Object => c.clone(),
        _ => return Err(type_error("mk() needs a plain class")),
    };
    let names = match names {
        Value::Tuple(t) if t.len() == values.len() => t.clone(),
        _ => return Err(type_error("mk() needs one name per value")),
    };
    // Set in `names`' order, so the instances of a class share one shape (`shape`).
    let attrs = crate::value::Attrs::for_instance(&cls);
    let mut map = attrs.borrow_mut();
    for (name, value) in names.iter().zip(values) {
        match name {
            Value::Str(s) if !Policy::is_dunder(s.as_str()) => {
                map.insert(Rc::from(s.as_str()), value.clone());
            }
            _ => return Err(type_error("mk() attribute names must be str and not dunder names")),
        }
    }
    drop(map);
    Ok(interp.new_data_instance(&cls, attrs))
}

/// `init(obj, names, *values)`: sets the attributes `names[i] = values[i]` of an instance that
/// `__init__` is initializing (one call instead of one statement per field).
fn init(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::varargs("init", "init", [], 2);
    bind(&SIG, args, kw)?;
    let (obj, names, values) = (&args[0], &args[1], &args[2..]);
    let inst = match obj {
        Value::Instance(i) => i.clone(),
        _ => return Err(type_error("init() needs an instance")),
    };
    let names = match names {
        Value::Tuple(t) if t.len() == values.len() => t.clone(),
        _ => return Err(type_error("init() needs one name per value")),
    };
    let mut attrs = inst.attrs.borrow_mut();
    for (name, value) in names.iter().zip(values) {
        match name {
            Value::Str(s) if !Policy::is_dunder(s.as_str()) => {
                attrs.insert(Rc::from(s.as_str()), value.clone());
            }
            _ => return Err(type_error("init() attribute names must be str and not dunder names")),
        }
    }
    Ok(Value::None)
}

/// `ints(t)`: whether every item of the tuple `t` is an `int` (not a bool or a subclass), so
/// the constructors can take their fast path.
fn ints_check(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    match args {
        [Value::Tuple(t)] => Ok(Value::Bool(t.iter().all(|v| matches!(v, Value::Int(_))))),
        _ => Ok(Value::Bool(false)),
    }
}

/// The C `int` conversion of PyArg_Parse's `i` format, for values already known to be ints.
fn c_int_range(v: i64) -> R<()> {
    if v > i32::MAX as i64 {
        return Err(Error::new(ExcType::OverflowError, "signed integer is greater than maximum"));
    }
    if v < i32::MIN as i64 {
        return Err(Error::new(ExcType::OverflowError, "signed integer is less than minimum"));
    }
    Ok(())
}

fn date_fields_check(y: i64, m: i64, d: i64) -> R<()> {
    if !(1..=9999).contains(&y) {
        return Err(Error::new(ExcType::ValueError, format!("year {y} is out of range")));
    }
    if !(1..=12).contains(&m) {
        return Err(Error::new(ExcType::ValueError, "month must be in 1..12"));
    }
    let dim = match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if d < 1 || d > dim {
        return Err(Error::new(ExcType::ValueError, "day is out of range for month"));
    }
    Ok(())
}

fn time_fields_check(hh: i64, mm: i64, ss: i64, us: i64, fold: i64) -> R<()> {
    let fail = |msg: &str| Err(Error::new(ExcType::ValueError, msg.to_string()));
    if !(0..=23).contains(&hh) {
        return fail("hour must be in 0..23");
    }
    if !(0..=59).contains(&mm) {
        return fail("minute must be in 0..59");
    }
    if !(0..=59).contains(&ss) {
        return fail("second must be in 0..59");
    }
    if !(0..=999_999).contains(&us) {
        return fail("microsecond must be in 0..999999");
    }
    if fold != 0 && fold != 1 {
        return fail("fold must be either 0 or 1");
    }
    Ok(())
}

/// `check_date(y, m, d)`: the C int conversions of all three, then the range checks, with
/// CPython's errors.
fn check_date(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = ints::<3>(args, kw)?;
    for x in v {
        c_int_range(x)?;
    }
    date_fields_check(v[0], v[1], v[2])?;
    Ok(Value::None)
}

/// `check_time(hh, mm, ss, us, fold)`.
fn check_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = ints::<5>(args, kw)?;
    for x in v {
        c_int_range(x)?;
    }
    time_fields_check(v[0], v[1], v[2], v[3], v[4])?;
    Ok(Value::None)
}

/// `check_dt(y, m, d, hh, mm, ss, us, fold)`.
fn check_dt(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let v = ints::<8>(args, kw)?;
    for x in v {
        c_int_range(x)?;
    }
    date_fields_check(v[0], v[1], v[2])?;
    time_fields_check(v[3], v[4], v[5], v[6], v[7])?;
    Ok(Value::None)
}

fn to_ord(y: i64, m: i64, d: i64) -> i64 {
    days_from_civil(y, m, d) + EPOCH_ORDINAL
}

fn from_ord(n: i64) -> (i64, i64, i64) {
    civil_from_days(n - EPOCH_ORDINAL)
}

fn date_range_error() -> Error {
    Error::new(ExcType::OverflowError, "date value out of range")
}

fn ymd2ord(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [y, m, d] = ints::<3>(args, kw)?;
    if !(1..=12).contains(&m) || y.abs() > 1 << 40 || d.abs() > 1 << 40 {
        return Err(type_error("ymd2ord(): value out of range"));
    }
    Ok(Value::Int(to_ord(y, m, d)))
}

fn ord2ymd(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [n] = ints::<1>(args, kw)?;
    if n.abs() > 1 << 50 {
        return Err(type_error("ord2ymd(): value out of range"));
    }
    let (y, m, d) = from_ord(n);
    Ok(tuple_of(&[y, m, d]))
}

/// `add_days(y, m, d, days)`: the date `days` after the given one.
fn add_days(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [y, m, d, days] = ints::<4>(args, kw)?;
    if !(1..=12).contains(&m) || !(1..=9999).contains(&y) {
        return Err(type_error("add_days(): invalid date"));
    }
    let o = to_ord(y, m, d).checked_add(days).ok_or_else(date_range_error)?;
    if !(1..=MAX_ORDINAL).contains(&o) {
        return Err(date_range_error());
    }
    let (y, m, d) = from_ord(o);
    Ok(tuple_of(&[y, m, d]))
}

/// `add_dt(y, m, d, hh, mm, ss, us, days, secs, micros, factor)`: CPython's
/// `add_datetime_timedelta` on the fields, as a 7-tuple.
fn add_dt(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [y, m, d, hh, mm, ss, us, tdd, tds, tdus, factor] = ints::<11>(args, kw)?;
    if !(1..=12).contains(&m)
        || !(1..=9999).contains(&y)
        || tdd.abs() > 1 << 40
        || tds.abs() > 1 << 40
        || tdus.abs() > 1 << 40
    {
        return Err(type_error("add_dt(): invalid arguments"));
    }
    let us = us + tdus * factor;
    let mut secs = hh * 3600 + mm * 60 + ss + tds * factor;
    secs += us.div_euclid(1_000_000);
    let us = us.rem_euclid(1_000_000);
    let o = to_ord(y, m, d) + tdd * factor + secs.div_euclid(86400);
    let secs = secs.rem_euclid(86400);
    if !(1..=MAX_ORDINAL).contains(&o) {
        return Err(date_range_error());
    }
    let (y, m, d) = from_ord(o);
    Ok(tuple_of(&[y, m, d, secs / 3600, secs / 60 % 60, secs % 60, us]))
}

/// `tm_fields(y, m, d, hh, mm, ss, dstflag)`: the nine fields of `build_struct_time`, with
/// the weekday (Monday 0) and the day of the year computed.
fn tm_fields(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [y, m, d, hh, mm, ss, dst] = ints::<7>(args, kw)?;
    if !(1..=12).contains(&m) || y.abs() > 1 << 40 || d.abs() > 1 << 40 {
        return Err(type_error("tm_fields(): invalid date"));
    }
    let o = to_ord(y, m, d);
    let yday = o - to_ord(y, 1, 1) + 1;
    Ok(tuple_of(&[y, m, d, hh, mm, ss, (o + 6).rem_euclid(7), yday, dst]))
}

/// C's round(): halfway cases away from zero.
fn c_round(x: f64) -> f64 {
    x.round()
}

/// `timeval(t)`: CPython's `_PyTime_ObjectToTimeval(t, ROUND_HALF_EVEN)` as (seconds,
/// microseconds), with its errors.
fn timeval(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("timeval", "timeval", ["t"], 1);
    let [t] = bind(&SIG, args, kw)?;
    let t = req(t);
    let overflow =
        || Error::new(ExcType::OverflowError, "timestamp out of range for platform time_t");
    let f = match t {
        Value::Float(f) => Some(*f),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Float(f)) => Some(*f),
            _ => None,
        },
        _ => None,
    };
    if let Some(d) = f {
        if d.is_nan() {
            return Err(Error::new(ExcType::ValueError, "Invalid value NaN (not a number)"));
        }
        let mut intpart = d.trunc();
        let mut floatpart = (d - intpart) * 1e6;
        let rounded = c_round(floatpart);
        floatpart = if (floatpart - rounded).abs() == 0.5 {
            2.0 * c_round(floatpart / 2.0)
        } else {
            rounded
        };
        if floatpart >= 1e6 {
            floatpart -= 1e6;
            intpart += 1.0;
        } else if floatpart < 0.0 {
            floatpart += 1e6;
            intpart -= 1.0;
        }
        if !(-TIME_T_LIMIT..TIME_T_LIMIT).contains(&intpart) {
            return Err(overflow());
        }
        return Ok(Value::tuple(vec![Value::Int(intpart as i64), Value::Int(floatpart as i64)]));
    }
    let secs = match t {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::BigInt(_) => return Err(overflow()),
        other => interp.index_value(other)?,
    };
    Ok(Value::tuple(vec![Value::Int(secs), Value::Int(0)]))
}

/// `utc_fields(t)`: (year, month, day, hour, minute, second) of `gmtime(t)`, with its errors.
fn utc_fields(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [t] = ints::<1>(args, kw)?;
    let tm = gmtime_tm(t, "UTC")?;
    Ok(tuple_of(&[tm.year + 1900, tm.mon + 1, tm.mday, tm.hour, tm.min, tm.sec]))
}

// ------------------------------------------------------------------ ISO 8601 parsing
//
// A port of CPython 3.11's parser, which works on a NUL-terminated UTF-8 buffer: reading past
// the end yields '\0', and the checks that compare characters against '\0' see an embedded NUL
// the same way. Positions here count characters; every accepted character is ASCII, so the
// outcome is the same as counting bytes.

struct Buf(Vec<char>);

impl Buf {
    fn at(&self, i: i64) -> char {
        if i < 0 {
            return '\0';
        }
        self.0.get(i as usize).copied().unwrap_or('\0')
    }
    fn digits(&self, p: &mut i64, n: i64) -> Option<i64> {
        let mut v = 0i64;
        for _ in 0..n {
            let c = self.at(*p);
            *p += 1;
            let d = c.to_digit(10).filter(|_| c.is_ascii_digit())?;
            v = v * 10 + d as i64;
        }
        Some(v)
    }
}

fn weekday(y: i64, m: i64, d: i64) -> i64 {
    (to_ord(y, m, d) + 6).rem_euclid(7)
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

fn iso_week1_monday(year: i64) -> i64 {
    let first_day = to_ord(year, 1, 1);
    let first_weekday = (first_day + 6).rem_euclid(7);
    let mut week1_monday = first_day - first_weekday;
    if first_weekday > 3 {
        week1_monday += 7;
    }
    week1_monday
}

/// `iso_to_ymd`: 0 and the date, or -2 (bad week) or -3 (bad day).
fn iso_to_ymd(iso_year: i64, iso_week: i64, iso_day: i64) -> (i64, i64, i64, i64) {
    if iso_week <= 0 || iso_week >= 53 {
        let mut out_of_range = true;
        if iso_week == 53 {
            let first_weekday = weekday(iso_year, 1, 1);
            if first_weekday == 3 || (first_weekday == 2 && is_leap(iso_year)) {
                out_of_range = false;
            }
        }
        if out_of_range {
            return (-2, 0, 0, 0);
        }
    }
    if iso_day <= 0 || iso_day >= 8 {
        return (-3, 0, 0, 0);
    }
    let day_1 = iso_week1_monday(iso_year);
    let (y, m, d) = from_ord(day_1 + (iso_week - 1) * 7 + iso_day - 1);
    (0, y, m, d)
}

/// `parse_isoformat_date(dtstr, len)`: (rv, year, month, day).
fn parse_date(s: &Buf, len: i64) -> (i64, i64, i64, i64) {
    let mut p = 0i64;
    let Some(year) = s.digits(&mut p, 4) else { return (-1, 0, 0, 0) };
    let uses_sep = s.at(p) == '-';
    if uses_sep {
        p += 1;
    }
    if s.at(p) == 'W' {
        p += 1;
        let Some(week) = s.digits(&mut p, 2) else { return (-3, 0, 0, 0) };
        let day = if p < len {
            if uses_sep {
                let c = s.at(p);
                p += 1;
                if c != '-' {
                    return (-2, 0, 0, 0);
                }
            }
            let Some(d) = s.digits(&mut p, 1) else { return (-4, 0, 0, 0) };
            d
        } else {
            1
        };
        let (rv, y, m, d) = iso_to_ymd(year, week, day);
        if rv != 0 {
            return (-3 + rv, 0, 0, 0);
        }
        return (0, y, m, d);
    }
    let Some(month) = s.digits(&mut p, 2) else { return (-1, 0, 0, 0) };
    if uses_sep {
        let c = s.at(p);
        p += 1;
        if c != '-' {
            return (-2, 0, 0, 0);
        }
    }
    let Some(day) = s.digits(&mut p, 2) else { return (-1, 0, 0, 0) };
    (0, year, month, day)
}

const CORRECTION: [i64; 5] = [100000, 10000, 1000, 100, 10];

/// `parse_hh_mm_ss_ff(tstr, tstr_end)`: (rv, [hour, minute, second, microsecond]).
fn parse_hh_mm_ss_ff(s: &Buf, start: i64, p_end: i64) -> (i64, [i64; 4]) {
    let mut vals = [0i64; 4];
    let mut p = start;
    let mut has_sep = true;
    for i in 0..3 {
        let Some(v) = s.digits(&mut p, 2) else { return (-3, [0; 4]) };
        vals[i] = v;
        let c = s.at(p);
        p += 1;
        if i == 0 {
            has_sep = c == ':';
        }
        if p >= p_end {
            return (i64::from(c != '\0'), vals);
        } else if has_sep && c == ':' {
            continue;
        } else if c == '.' || c == ',' {
            break;
        } else if !has_sep {
            p -= 1;
        } else {
            return (-4, vals);
        }
    }
    let len_remains = p_end - p;
    let to_parse = len_remains.min(6);
    let Some(mut us) = s.digits(&mut p, to_parse) else { return (-3, vals) };
    if (1..6).contains(&to_parse) {
        us *= CORRECTION[(to_parse - 1) as usize];
    }
    vals[3] = us;
    while s.at(p).is_ascii_digit() {
        p += 1;
    }
    (i64::from(s.at(p) != '\0'), vals)
}

/// `parse_isoformat_time(dtstr, dtlen)`: (rv, [h, m, s, us], tzoffset, tzmicrosecond).
fn parse_time(s: &Buf, start: i64, dtlen: i64) -> (i64, [i64; 4], i64, i64) {
    let p_end = start + dtlen;
    let mut tzpos = start;
    loop {
        let c = s.at(tzpos);
        if c == 'Z' || c == '+' || c == '-' {
            break;
        }
        tzpos += 1;
        if tzpos >= p_end {
            break;
        }
    }
    let (rv, vals) = parse_hh_mm_ss_ff(s, start, tzpos);
    if rv < 0 {
        return (rv, vals, 0, 0);
    }
    if tzpos == p_end {
        return (if rv == 1 { -5 } else { 0 }, vals, 0, 0);
    }
    if s.at(tzpos) == 'Z' {
        if s.at(tzpos + 1) != '\0' {
            return (-5, vals, 0, 0);
        }
        return (1, vals, 0, 0);
    }
    let sign = if s.at(tzpos) == '-' { -1 } else { 1 };
    let (rv, tz) = parse_hh_mm_ss_ff(s, tzpos + 1, p_end);
    let off = sign * (tz[0] * 3600 + tz[1] * 60 + tz[2]);
    (if rv != 0 { -5 } else { 1 }, vals, off, tz[3] * sign)
}

/// The one str argument of `iso_date`, `iso_time` or `iso_datetime` (`sig`), as chars.
fn str_arg(sig: &Sig<1>, args: &[Value], kw: &Kwargs) -> R<Vec<char>> {
    match bind(sig, args, kw)? {
        [Some(Value::Str(s))] => Ok(s.as_str().chars().collect()),
        _ => Err(type_error("_datetime_ophis: one str argument expected")),
    }
}

/// `iso_date(s)`: (year, month, day) for `date.fromisoformat`, or None when invalid.
fn iso_date(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("iso_date", "iso_date", ["s"], 1);
    let s = Buf(str_arg(&SIG, args, kw)?);
    let n = s.0.len() as i64;
    if !(n == 7 || n == 8 || n == 10) {
        return Ok(Value::None);
    }
    let (rv, y, m, d) = parse_date(&s, n);
    if rv < 0 {
        return Ok(Value::None);
    }
    Ok(tuple_of(&[y, m, d]))
}

/// `iso_time(s)`: (h, m, s, us, has_tz, tzoffset, tzus) for `time.fromisoformat`, or None.
fn iso_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("iso_time", "iso_time", ["s"], 1);
    let s = Buf(str_arg(&SIG, args, kw)?);
    let mut start = 0;
    let mut n = s.0.len() as i64;
    if s.at(0) == 'T' {
        start = 1;
        n -= 1;
    }
    let (rv, v, off, tzus) = parse_time(&s, start, n);
    if rv < 0 {
        return Ok(Value::None);
    }
    Ok(tuple_of(&[v[0], v[1], v[2], v[3], rv, off, tzus]))
}

/// `_find_isoformat_datetime_separator`.
fn find_separator(s: &Buf, n: i64) -> i64 {
    if n == 7 {
        return 7;
    }
    if s.at(4) == '-' {
        if s.at(5) == 'W' {
            if n < 8 {
                return -1;
            }
            if n > 8 && s.at(8) == '-' {
                if n == 9 {
                    return -1;
                }
                if n > 10 && s.at(10).is_ascii_digit() {
                    return 8;
                }
                return 10;
            }
            return 8;
        }
        return 10;
    }
    if s.at(4) == 'W' {
        let mut idx = 7;
        while idx < n {
            if !s.at(idx).is_ascii_digit() {
                break;
            }
            idx += 1;
        }
        if idx < 9 {
            return idx;
        }
        if idx % 2 == 0 {
            return 7;
        }
        return 8;
    }
    8
}

/// `iso_datetime(s)`: (y, m, d, h, mi, s, us, has_tz, tzoffset, tzus) for
/// `datetime.fromisoformat`, or None when invalid.
fn iso_datetime(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("iso_datetime", "iso_datetime", ["s"], 1);
    let s = Buf(str_arg(&SIG, args, kw)?);
    let n = s.0.len() as i64;
    if n < 7 {
        return Ok(Value::None);
    }
    let sep = find_separator(&s, n);
    let (mut rv, y, m, d) = parse_date(&s, if sep >= 0 { sep } else { i64::MAX / 2 });
    let mut vals = [0i64; 4];
    let (mut off, mut tzus) = (0, 0);
    if rv == 0 && n > sep {
        let start = sep + 1;
        let r = parse_time(&s, start, n - start);
        rv = r.0;
        vals = r.1;
        off = r.2;
        tzus = r.3;
    }
    if rv < 0 {
        return Ok(Value::None);
    }
    Ok(tuple_of(&[y, m, d, vals[0], vals[1], vals[2], vals[3], rv, off, tzus]))
}

// ------------------------------------------------------------------ strftime

/// Walks a format the way CPython's `wrap_strftime` does: `%` pairs, stopping at a NUL.
/// Calls `f` with `Some(directive)` for each pair and `None` for a lone trailing '%'; plain
/// characters are passed as `Err(char)`.
fn scan_format(fmt: &str, mut f: impl FnMut(Result<Option<char>, char>)) {
    let mut it = fmt.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\0' {
            break;
        }
        if c != '%' {
            f(Err(c));
            continue;
        }
        match it.peek().copied() {
            None | Some('\0') => f(Ok(None)),
            Some(d) => {
                it.next();
                f(Ok(Some(d)));
            }
        }
    }
}

/// `strftime_needs(fmt)`: the directives among %z, %Z and %f the format uses, as a string in
/// the order of their first use (empty when none is used).
fn strftime_needs(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("strftime_needs", "strftime_needs", ["fmt"], 1);
    let fmt = match bind(&SIG, args, kw)? {
        [Some(Value::Str(s))] => s.clone(),
        _ => return Err(type_error("strftime_needs(fmt)")),
    };
    let mut needs = String::new();
    scan_format(fmt.as_str(), |item| {
        if let Ok(Some(d @ ('z' | 'Z' | 'f'))) = item {
            if !needs.contains(d) {
                needs.push(d);
            }
        }
    });
    Ok(Value::string(needs))
}

/// `strftime(fmt, timetuple, zrepl, Zrepl, frepl)`: CPython's `wrap_strftime` with the
/// replacements computed by the caller (empty strings where not needed), then `time.strftime`.
fn wrap_strftime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<5> =
        Sig::positional("strftime", "strftime", ["fmt", "timetuple", "zrepl", "Zrepl", "frepl"], 5);
    let (fmt, tt, z, zz, f) = match bind(&SIG, args, kw)? {
        [Some(Value::Str(fmt)), Some(tt), Some(Value::Str(z)), Some(Value::Str(zz)), Some(Value::Str(f))] => {
            (fmt.clone(), tt.clone(), z.clone(), zz.clone(), f.clone())
        }
        _ => return Err(type_error("strftime(fmt, timetuple, zrepl, Zrepl, frepl)")),
    };
    let mut newfmt = String::with_capacity(fmt.as_str().len());
    scan_format(fmt.as_str(), |item| match item {
        Err(c) => newfmt.push(c),
        Ok(None) => newfmt.push('%'),
        Ok(Some('z')) => newfmt.push_str(z.as_str()),
        Ok(Some('Z')) => newfmt.push_str(zz.as_str()),
        Ok(Some('f')) => newfmt.push_str(f.as_str()),
        Ok(Some(d)) => {
            newfmt.push('%');
            newfmt.push(d);
        }
    });
    interp.check_alloc(newfmt.len())?;
    Ok(Value::string(strftime_tuple(interp, &newfmt, &tt)?))
}
