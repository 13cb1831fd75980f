//! The clocks (time, monotonic, perf_counter, process_time and their _ns forms) and sleep.

use super::*;

/// Checks a call of a METH_NOARGS function of the module against its declared signature
/// (`no_args!("time")`).
macro_rules! no_args {
    ($name:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<0> = Sig::no_args(concat!("time.", $name));
        bind(&SIG, $args, $kw).map(|[]| ())
    }};
}

fn clock_base() -> Instant {
    static BASE: OnceLock<Instant> = OnceLock::new();
    *BASE.get_or_init(Instant::now)
}

/// Monotonic nanoseconds, one second past the first clock read of the process.
pub(super) fn monotonic_ns() -> i128 {
    clock_base().elapsed().as_nanos() as i128 + 1_000_000_000
}

fn process_ns() -> i128 {
    clock_base().elapsed().as_nanos() as i128
}

/// Wall-clock nanoseconds since the Unix epoch (negative before it).
pub(super) fn wall_ns() -> i128 {
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

pub(super) fn t_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("time", args, kw)?;
    Ok(Value::Float(wall_ns() as f64 / 1e9))
}

pub(super) fn t_time_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("time_ns", args, kw)?;
    Ok(int_from_i128(wall_ns()))
}

pub(super) fn t_monotonic(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("monotonic", args, kw)?;
    Ok(Value::Float(monotonic_ns() as f64 / 1e9))
}

pub(super) fn t_monotonic_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("monotonic_ns", args, kw)?;
    Ok(int_from_i128(monotonic_ns()))
}

pub(super) fn t_perf_counter(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("perf_counter", args, kw)?;
    Ok(Value::Float(monotonic_ns() as f64 / 1e9))
}

pub(super) fn t_perf_counter_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("perf_counter_ns", args, kw)?;
    Ok(int_from_i128(monotonic_ns()))
}

pub(super) fn t_process_time(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("process_time", args, kw)?;
    Ok(Value::Float(process_ns() as f64 / 1e9))
}

pub(super) fn t_process_time_ns(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_args!("process_time_ns", args, kw)?;
    Ok(int_from_i128(process_ns()))
}

/// `sleep(secs)`: CPython's `_PyTime_FromSecondsObject` conversion (rounding up to the next
/// nanosecond), then a sleep in slices that ends with the sandbox's error as soon as the run's
/// deadline passes or the run is cancelled.
pub(super) fn t_sleep(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
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
