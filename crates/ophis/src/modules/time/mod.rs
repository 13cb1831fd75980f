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

mod calendar;
mod clocks;
mod convert;
mod strftime;
mod strptime;
pub(crate) use calendar::*;
use clocks::*;
pub(crate) use convert::*;
pub(crate) use strftime::*;
use strptime::*;

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
