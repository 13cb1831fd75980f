//! The `time` module, following CPython 3.11's `Modules/timemodule.c` on Linux with glibc.
//!
//! **Local time is UTC.** The sandbox has no access to the host's time zone database (no libc,
//! no `TZ`, no `/etc/localtime`), so the local zone is UTC without daylight saving time:
//! `localtime()` equals `gmtime()` except that its `tm_zone` is `'UTC'` (gmtime's is `'GMT'`, as
//! glibc reports), `mktime()` is the inverse of `gmtime()`, `timezone == altzone == 0`,
//! `daylight == 0` and `tzname == ('UTC', 'UTC')`. This is exactly what CPython reports on a host
//! whose local zone is UTC (the usual container setup).
//!
//! **Clocks.** `time()`/`time_ns()` read the host's wall clock. `monotonic()`, `perf_counter()`
//! and their `_ns` forms read the host's monotonic clock; their reference point is one second
//! before the first clock read in this process (CPython's is the boot time; only differences
//! are meaningful in either). `process_time()` cannot read the CPU time of the process without
//! libc, so it reports the monotonic time elapsed since the first clock read, which bounds the
//! CPU time from above and is what a single-threaded sandboxed program consumes.
//!
//! **sleep** sleeps in short slices and checks the run's deadline and cancellation between
//! them, so a sleep past the deadline ends promptly with the sandbox's timeout error.
//!
//! **strftime** is a port of glibc's `__strftime_internal` for the C locale (flags `_ - 0 ^ #`,
//! field widths, the `E` and `O` modifiers, and glibc's handling of unknown directives), and
//! **strptime** is a port of CPython's `_strptime` module: the format is compiled to the same
//! sequence of alternatives CPython's regular expression has, and the input is matched with the
//! same backtracking order, so the same text matches, the same errors are raised, and the same
//! values are computed. The private `_strptime` function gives `datetime.strptime` the raw
//! result, as CPython's `_strptime._strptime` does.
//!
//! `strftime` also reproduces CPython's buffer policy: a result of 256 times the format's length
//! or more (rounded to CPython's doubling buffer sizes) comes back as an empty string, so a huge
//! field width never builds a huge string.
//!
//! `struct_time` is a subclass of `tuple` (defined by a few lines of Python below, with its
//! `__init__` in Rust so it can keep only the nine visible items in the tuple and the two
//! extra fields, `tm_zone` and `tm_gmtoff`, as attributes). Unlike CPython's, its fields can
//! be assigned (the nine named ones fail as properties without setters; `tm_zone` and
//! `tm_gmtoff` are plain attributes), and `struct_time(non_sequence)` fails with the message of
//! `tuple()`. Not provided (they raise AttributeError): `get_clock_info`, `thread_time`,
//! `clock_gettime` and the other `clock_*` functions, `tzset`, `pthread_getcpuclockid`.

use std::rc::Rc;
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use num_bigint::BigInt;

use crate::args::{bind, req, Sig};
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BuiltinFn, Class, Value};

/// The Python half of `struct_time`: field names, `repr` and the class constants.
const STRUCT_TIME_SRC: &str = r#"
class struct_time(tuple):
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0
    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])

    def __repr__(self):
        return ("time.struct_time(tm_year=%r, tm_mon=%r, tm_mday=%r, tm_hour=%r, tm_min=%r, "
                "tm_sec=%r, tm_wday=%r, tm_yday=%r, tm_isdst=%r)" % tuple(self))
"#;

pub(crate) fn make(interp: &mut Interp) -> R<Value> {
    let helper = interp.exec_module_source("time", STRUCT_TIME_SRC)?;
    let cls = match &helper {
        Value::Module(m) => match m.attrs.borrow().get("struct_time") {
            Some(Value::Class(c)) => c.clone(),
            _ => {
                return Err(crate::error::runtime_error(
                    "internal error in ophis's module 'time': struct_time missing",
                ))
            }
        },
        _ => {
            return Err(crate::error::runtime_error(
                "internal error in ophis's module 'time': helper is not a module",
            ))
        }
    };
    cls.attrs
        .borrow_mut()
        .insert(Rc::from("__init__"), super::method_func("time", "__init__", struct_time_init));
    cls.classes_changed();
    cls.version.set(cls.version.get() + 1);

    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("time", t_time),
        ("time_ns", t_time_ns),
        ("monotonic", t_monotonic),
        ("monotonic_ns", t_monotonic_ns),
        ("perf_counter", t_perf_counter),
        ("perf_counter_ns", t_perf_counter_ns),
        ("process_time", t_process_time),
        ("process_time_ns", t_process_time_ns),
        ("sleep", t_sleep),
        ("gmtime", t_gmtime),
        ("localtime", t_localtime),
        ("mktime", t_mktime),
        ("asctime", t_asctime),
        ("ctime", t_ctime),
        ("strftime", t_strftime),
        ("strptime", t_strptime),
        ("_strptime", t_strptime_raw),
    ];
    let mut attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(n, f)| (*n, func("time", n, *f))).collect();
    attrs.push(("struct_time", Value::Class(cls)));
    attrs.push(("timezone", Value::Int(0)));
    attrs.push(("altzone", Value::Int(0)));
    attrs.push(("daylight", Value::Int(0)));
    attrs.push(("tzname", Value::tuple(vec![Value::str("UTC"), Value::str("UTC")])));
    attrs.push(("_STRUCT_TM_ITEMS", Value::Int(11)));
    Ok(new_module("time", attrs))
}

// ------------------------------------------------------------------ struct_time

/// `struct_time(sequence)`: the tuple part keeps the first nine items; items ten and eleven
/// (when given) become `tm_zone` and `tm_gmtoff`.
fn struct_time_init(_interp: &mut Interp, args: &[Value], _kw: &Kwargs) -> R<Value> {
    let inst = match args.first() {
        Some(Value::Instance(i)) => i.clone(),
        _ => return Err(type_error("descriptor '__init__' requires a 'time.struct_time' object")),
    };
    let items: Vec<Value> = match &*inst.builtin_base.borrow() {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => return Err(type_error("constructor requires a sequence")),
    };
    let n = items.len();
    if n < 9 {
        return Err(type_error(format!(
            "time.struct_time() takes an at least 9-sequence ({n}-sequence given)"
        )));
    }
    if n > 11 {
        return Err(type_error(format!(
            "time.struct_time() takes an at most 11-sequence ({n}-sequence given)"
        )));
    }
    let zone = items.get(9).cloned().unwrap_or(Value::None);
    let gmtoff = items.get(10).cloned().unwrap_or(Value::None);
    *inst.builtin_base.borrow_mut() = Some(Value::tuple(items.into_iter().take(9).collect()));
    let mut attrs = inst.attrs.borrow_mut();
    attrs.insert(Rc::from("tm_zone"), zone);
    attrs.insert(Rc::from("tm_gmtoff"), gmtoff);
    Ok(Value::None)
}

/// The module's `struct_time` class (the module is imported whenever its functions run).
fn struct_time_class(interp: &Interp) -> R<Rc<Class>> {
    if let Some(Value::Module(m)) = interp.modules.get("time") {
        if let Some(Value::Class(c)) = m.attrs.borrow().get("struct_time") {
            return Ok(c.clone());
        }
    }
    Err(crate::error::runtime_error(
        "internal error in ophis's module 'time': struct_time not found",
    ))
}

fn new_struct_time(interp: &mut Interp, items: Vec<Value>) -> R<Value> {
    let cls = struct_time_class(interp)?;
    interp.instantiate(&cls, vec![Value::tuple(items)], Vec::new())
}

/// A broken-down time, as C's `struct tm` (month 0-11, weekday 0 = Sunday, day of year 0-365,
/// year counted from 1900) plus glibc's `tm_gmtoff` and `tm_zone`.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tm {
    pub(crate) sec: i64,
    pub(crate) min: i64,
    pub(crate) hour: i64,
    pub(crate) mday: i64,
    pub(crate) mon: i64,
    pub(crate) year: i64,
    pub(crate) wday: i64,
    pub(crate) yday: i64,
    pub(crate) isdst: i64,
    pub(crate) gmtoff: i64,
    pub(crate) zone: Option<String>,
}

fn struct_time_from_tm(interp: &mut Interp, tm: &Tm) -> R<Value> {
    new_struct_time(
        interp,
        vec![
            Value::Int(tm.year + 1900),
            Value::Int(tm.mon + 1),
            Value::Int(tm.mday),
            Value::Int(tm.hour),
            Value::Int(tm.min),
            Value::Int(tm.sec),
            Value::Int((tm.wday + 6) % 7),
            Value::Int(tm.yday + 1),
            Value::Int(tm.isdst),
            match &tm.zone {
                Some(z) => Value::str(z),
                None => Value::None,
            },
            Value::Int(tm.gmtoff),
        ],
    )
}

// ------------------------------------------------------------------ calendar arithmetic

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// Days from 1970-01-01 to the given proleptic Gregorian date (month 1-12), for any year.
pub(crate) fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The date of a day number counted from 1970-01-01: (year, month 1-12, day).
pub(crate) fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// glibc's `gmtime_r` (and `localtime_r`, local time being UTC): fails with EOVERFLOW when the
/// year does not fit in the `int` field of `struct tm`.
pub(crate) fn gmtime_tm(t: i64, zone: &str) -> R<Tm> {
    let days = t.div_euclid(86400);
    let secs = t.rem_euclid(86400);
    let (y, m, d) = civil_from_days(days);
    if y - 1900 > i32::MAX as i64 || y - 1900 < i32::MIN as i64 {
        return Err(Error::new(
            ExcType::OSError,
            "[Errno 75] Value too large for defined data type",
        ));
    }
    Ok(Tm {
        sec: secs % 60,
        min: secs / 60 % 60,
        hour: secs / 3600,
        mday: d,
        mon: m - 1,
        year: y - 1900,
        wday: (days + 4).rem_euclid(7),
        yday: days - days_from_civil(y, 1, 1),
        isdst: 0,
        gmtoff: 0,
        zone: Some(zone.to_string()),
    })
}

/// glibc's `mktime` in a zone that is UTC: normalizes every field, and treats a positive
/// `tm_isdst` as a request for daylight time one hour ahead (there is none in UTC). `None` when
/// the normalized year does not fit in `struct tm`.
fn mktime_tm(tm: &Tm) -> Option<i64> {
    let year = tm.year.checked_add(1900)?.checked_add(tm.mon.div_euclid(12))?;
    if year - 1900 > i32::MAX as i64 || year - 1900 < i32::MIN as i64 {
        return None;
    }
    let mon = tm.mon.rem_euclid(12) + 1;
    let days = days_from_civil(year, mon, 1).checked_add(tm.mday - 1)?;
    let mut t = days.checked_mul(86400)?.checked_add(tm.hour * 3600 + tm.min * 60 + tm.sec)?;
    if tm.isdst > 0 {
        t -= 3600;
    }
    // The result must itself be representable as a broken-down time.
    let y = civil_from_days(t.div_euclid(86400)).0;
    if y - 1900 > i32::MAX as i64 || y - 1900 < i32::MIN as i64 {
        return None;
    }
    Some(t)
}

// ------------------------------------------------------------------ clocks

fn clock_base() -> Instant {
    static BASE: OnceLock<Instant> = OnceLock::new();
    *BASE.get_or_init(Instant::now)
}

/// Monotonic nanoseconds, one second past the first clock read of the process.
fn monotonic_ns() -> i128 {
    clock_base().elapsed().as_nanos() as i128 + 1_000_000_000
}

fn process_ns() -> i128 {
    clock_base().elapsed().as_nanos() as i128
}

/// Wall-clock nanoseconds since the Unix epoch (negative before it).
fn wall_ns() -> i128 {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_nanos() as i128,
        Err(e) => -(e.duration().as_nanos() as i128),
    }
}

fn int_from_i128(v: i128) -> Value {
    match i64::try_from(v) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::from_bigint(BigInt::from(v)),
    }
}

/// Checks a call of a METH_NOARGS function of the module against its declared signature
/// (`no_args!("time")`).
macro_rules! no_args {
    ($name:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<0> = Sig::no_args(concat!("time.", $name));
        bind(&SIG, $args, $kw).map(|[]| ())
    }};
}

fn t_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("time", args, kw)?;
    Ok(Value::Float(wall_ns() as f64 / 1e9))
}

fn t_time_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("time_ns", args, kw)?;
    Ok(int_from_i128(wall_ns()))
}

fn t_monotonic(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("monotonic", args, kw)?;
    Ok(Value::Float(monotonic_ns() as f64 / 1e9))
}

fn t_monotonic_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("monotonic_ns", args, kw)?;
    Ok(int_from_i128(monotonic_ns()))
}

fn t_perf_counter(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("perf_counter", args, kw)?;
    Ok(Value::Float(monotonic_ns() as f64 / 1e9))
}

fn t_perf_counter_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("perf_counter_ns", args, kw)?;
    Ok(int_from_i128(monotonic_ns()))
}

fn t_process_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("process_time", args, kw)?;
    Ok(Value::Float(process_ns() as f64 / 1e9))
}

fn t_process_time_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("process_time_ns", args, kw)?;
    Ok(int_from_i128(process_ns()))
}

/// `sleep(secs)`: CPython's `_PyTime_FromSecondsObject` conversion (rounding up to the next
/// nanosecond), then a sleep in slices that ends with the sandbox's error as soon as the run's
/// deadline passes or the run is cancelled.
fn t_sleep(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("time.sleep");
    let [secs] = bind(&SIG, args, kw)?;
    let secs = req(secs);
    let ns: i128 = match float_value(secs) {
        Some(f) => {
            if f.is_nan() {
                return Err(value_error("Invalid value NaN (not a number)"));
            }
            let d = (f * 1e9).ceil();
            if !(-TIME_T_LIMIT..TIME_T_LIMIT).contains(&d) {
                return Err(Error::new(
                    ExcType::OverflowError,
                    "timestamp out of range for platform time_t",
                ));
            }
            d as i128
        }
        None => {
            let secs = match secs {
                Value::Int(i) => *i as i128,
                Value::Bool(b) => *b as i128,
                Value::BigInt(_) => {
                    return Err(Error::new(
                        ExcType::OverflowError,
                        "timestamp too large to convert to C _PyTime_t",
                    ))
                }
                other => interp.index_value(other)? as i128,
            };
            let ns = secs * 1_000_000_000;
            if ns > i64::MAX as i128 || ns < i64::MIN as i128 {
                return Err(Error::new(
                    ExcType::OverflowError,
                    "timestamp too large to convert to C _PyTime_t",
                ));
            }
            ns
        }
    };
    if ns < 0 {
        return Err(value_error("sleep length must be non-negative"));
    }
    // A sleep too long to represent never ends by itself (only the deadline ends it).
    let end = Instant::now().checked_add(Duration::from_nanos(ns.min(u64::MAX as i128) as u64));
    loop {
        interp.budget.check_clock()?;
        let now = Instant::now();
        let left = match end {
            Some(end) if now >= end => break,
            Some(end) => end - now,
            None => Duration::from_millis(5),
        };
        // Short slices keep the overshoot past a deadline or a cancellation in milliseconds.
        std::thread::sleep(left.min(Duration::from_millis(5)));
    }
    Ok(Value::None)
}

// ------------------------------------------------------------------ argument conversion

/// 2**63: a float timestamp must lie in [-2**63, 2**63) to convert to a 64-bit `time_t`.
pub(crate) const TIME_T_LIMIT: f64 = 9_223_372_036_854_775_808.0;

/// The float behind a value, for `float` and its subclasses.
fn float_value(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Float(f)) => Some(*f),
            _ => None,
        },
        _ => None,
    }
}

fn time_t_overflow() -> Error {
    Error::new(ExcType::OverflowError, "timestamp out of range for platform time_t")
}

/// CPython's `_PyTime_ObjectToTime_t(obj, ROUND_FLOOR)`.
fn obj_to_time_t(interp: &mut Interp, v: &Value) -> R<i64> {
    if let Some(f) = float_value(v) {
        if f.is_nan() {
            return Err(value_error("Invalid value NaN (not a number)"));
        }
        let d = f.floor();
        if !(-TIME_T_LIMIT..TIME_T_LIMIT).contains(&d) {
            return Err(time_t_overflow());
        }
        return Ok(d as i64);
    }
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(_) => Err(time_t_overflow()),
        other => interp.index_value(other),
    }
}

/// The optional seconds argument of gmtime/localtime/ctime: the current time when absent or None.
fn secs_arg(interp: &mut Interp, sig: &Sig<1>, args: &[Value], kw: &Kwargs) -> R<i64> {
    let [secs] = bind(sig, args, kw)?;
    match secs {
        None | Some(Value::None) => Ok(wall_ns().div_euclid(1_000_000_000) as i64),
        Some(v) => obj_to_time_t(interp, v),
    }
}

/// A tuple item converted as `PyArg_ParseTuple`'s `i` format does.
fn c_int(interp: &mut Interp, v: &Value) -> R<i64> {
    let i = match v {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::BigInt(_) => {
            return Err(Error::new(
                ExcType::OverflowError,
                "Python int too large to convert to C long",
            ))
        }
        other => interp.index_value(other)?,
    };
    if i > i32::MAX as i64 {
        return Err(Error::new(ExcType::OverflowError, "signed integer is greater than maximum"));
    }
    if i < i32::MIN as i64 {
        return Err(Error::new(ExcType::OverflowError, "signed integer is less than minimum"));
    }
    Ok(i)
}

/// CPython's `gettmarg`: a 9-tuple or a `struct_time` to a `Tm` (C conventions), with the
/// zone fields of a `struct_time`.
fn gettmarg(interp: &mut Interp, v: &Value, errmsg: &str) -> R<Tm> {
    let st_cls = struct_time_class(interp)?;
    let (items, inst) = match v {
        Value::Tuple(t) => (t.to_vec(), None),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(Value::Tuple(t)) => {
                (t.to_vec(), if Rc::ptr_eq(&i.class, &st_cls) { Some(i.clone()) } else { None })
            }
            _ => return Err(type_error("Tuple or struct_time argument required")),
        },
        _ => return Err(type_error("Tuple or struct_time argument required")),
    };
    if items.len() != 9 {
        return Err(type_error(errmsg.to_string()));
    }
    let mut f = [0i64; 9];
    for (slot, item) in f.iter_mut().zip(items.iter()) {
        *slot = c_int(interp, item)?;
    }
    if f[0] < i32::MIN as i64 + 1900 {
        return Err(Error::new(ExcType::OverflowError, "year out of range"));
    }
    let mut tm = Tm {
        year: f[0] - 1900,
        mon: f[1] - 1,
        mday: f[2],
        hour: f[3],
        min: f[4],
        sec: f[5],
        // C's remainder keeps the sign of the dividend, as CPython relies on.
        wday: (f[6] + 1) % 7,
        yday: f[7] - 1,
        isdst: f[8],
        gmtoff: 0,
        zone: None,
    };
    if let Some(inst) = inst {
        let (zone, gmtoff) = {
            let attrs = inst.attrs.borrow();
            (
                attrs.get("tm_zone").cloned().unwrap_or(Value::None),
                attrs.get("tm_gmtoff").cloned().unwrap_or(Value::None),
            )
        };
        match zone {
            Value::None => {}
            Value::Str(ref s) => tm.zone = Some(s.s.clone()),
            _ => return Err(type_error("bad argument type for built-in operation")),
        }
        match gmtoff {
            Value::None => {}
            Value::Int(i) => tm.gmtoff = i,
            Value::Bool(b) => tm.gmtoff = b as i64,
            Value::BigInt(_) => {
                return Err(Error::new(
                    ExcType::OverflowError,
                    "Python int too large to convert to C long",
                ))
            }
            other => tm.gmtoff = interp.index_value(&other)?,
        }
    }
    Ok(tm)
}

/// CPython's `checktm`: range checks that keep strftime and asctime from indexing out of their
/// name tables; a zero month, day or day of year means the first one.
fn checktm(tm: &mut Tm) -> R<()> {
    if tm.mon == -1 {
        tm.mon = 0;
    } else if tm.mon < 0 || tm.mon > 11 {
        return Err(value_error("month out of range"));
    }
    if tm.mday == 0 {
        tm.mday = 1;
    } else if tm.mday < 0 || tm.mday > 31 {
        return Err(value_error("day of month out of range"));
    }
    if tm.hour < 0 || tm.hour > 23 {
        return Err(value_error("hour out of range"));
    }
    if tm.min < 0 || tm.min > 59 {
        return Err(value_error("minute out of range"));
    }
    if tm.sec < 0 || tm.sec > 61 {
        return Err(value_error("seconds out of range"));
    }
    if tm.wday < 0 {
        return Err(value_error("day of week out of range"));
    }
    if tm.yday == -1 {
        tm.yday = 0;
    } else if tm.yday < 0 || tm.yday > 365 {
        return Err(value_error("day of year out of range"));
    }
    Ok(())
}

// ------------------------------------------------------------------ gmtime, localtime, mktime

fn t_gmtime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let t = secs_arg(
        interp,
        {
            static SIG: Sig<1> = Sig::parse_tuple("gmtime", ["seconds"], 0);
            &SIG
        },
        args,
        kw,
    )?;
    let tm = gmtime_tm(t, "GMT")?;
    struct_time_from_tm(interp, &tm)
}

fn t_localtime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let t = secs_arg(
        interp,
        {
            static SIG: Sig<1> = Sig::parse_tuple("localtime", ["seconds"], 0);
            &SIG
        },
        args,
        kw,
    )?;
    let tm = gmtime_tm(t, "UTC")?;
    struct_time_from_tm(interp, &tm)
}

fn t_mktime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("time.mktime");
    let [t] = bind(&SIG, args, kw)?;
    let tm = gettmarg(interp, req(t), "mktime(): illegal time tuple argument")?;
    match mktime_tm(&tm) {
        Some(t) => Ok(Value::Float(t as f64)),
        None => Err(Error::new(ExcType::OverflowError, "mktime argument out of range")),
    }
}

const WDAY_ABBR: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WDAY_FULL: [&str; 7] =
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MON_ABBR: [&str; 12] =
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MON_FULL: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// CPython's `_asctime`: `"%s %s%3d %.2d:%.2d:%.2d %d"`.
fn asctime_tm(tm: &Tm) -> String {
    let wday = WDAY_ABBR.get(tm.wday as usize).copied().unwrap_or("???");
    let mon = MON_ABBR.get(tm.mon as usize).copied().unwrap_or("???");
    format!(
        "{} {}{:>3} {:02}:{:02}:{:02} {}",
        wday,
        mon,
        tm.mday,
        tm.hour,
        tm.min,
        tm.sec,
        tm.year + 1900
    )
}

fn t_asctime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("asctime", "asctime", ["t"], 0);
    let [t] = bind(&SIG, args, kw)?;
    let tm = match t {
        None => gmtime_tm(wall_ns().div_euclid(1_000_000_000) as i64, "UTC")?,
        Some(v) => {
            let mut tm = gettmarg(interp, v, "asctime(): illegal time tuple argument")?;
            checktm(&mut tm)?;
            tm
        }
    };
    Ok(Value::string(asctime_tm(&tm)))
}

fn t_ctime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let t = secs_arg(
        interp,
        {
            static SIG: Sig<1> = Sig::parse_tuple("ctime", ["seconds"], 0);
            &SIG
        },
        args,
        kw,
    )?;
    let tm = gmtime_tm(t, "UTC")?;
    Ok(Value::string(asctime_tm(&tm)))
}

// ------------------------------------------------------------------ strftime

fn t_strftime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

// ------------------------------------------------------------------ strptime

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
fn t_strptime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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
fn t_strptime_raw(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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
