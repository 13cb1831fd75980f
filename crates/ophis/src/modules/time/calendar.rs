//! Calendar arithmetic: leap years, civil dates from day numbers and back, gmtime and mktime on Tm.

use super::*;

pub(super) fn is_leap(y: i64) -> bool {
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
pub(super) fn mktime_tm(tm: &Tm) -> Option<i64> {
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
