//! Argument conversion (seconds, struct_time tuples) and gmtime, localtime, mktime, asctime, ctime.

use super::*;

/// 2**63: a float timestamp must lie in [-2**63, 2**63) to convert to a 64-bit `time_t`.
pub(crate) const TIME_T_LIMIT: f64 = 9_223_372_036_854_775_808.0;

/// The float behind a value, for `float` and its subclasses.
pub(super) fn float_value(v: &Value) -> Option<f64> {
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
pub(super) fn gettmarg(interp: &mut Interp, v: &Value, errmsg: &str) -> R<Tm> {
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
pub(super) fn checktm(tm: &mut Tm) -> R<()> {
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

pub(super) fn t_gmtime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

pub(super) fn t_localtime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

pub(super) fn t_mktime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("time.mktime");
    let [t] = bind(&SIG, args, kw)?;
    let tm = gettmarg(interp, req(t), "mktime(): illegal time tuple argument")?;
    match mktime_tm(&tm) {
        Some(t) => Ok(Value::Float(t as f64)),
        None => Err(Error::new(ExcType::OverflowError, "mktime argument out of range")),
    }
}

pub(super) const WDAY_ABBR: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

pub(super) const WDAY_FULL: [&str; 7] =
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

pub(super) const MON_ABBR: [&str; 12] =
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

pub(super) const MON_FULL: [&str; 12] = [
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

pub(super) fn t_asctime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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

pub(super) fn t_ctime(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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
