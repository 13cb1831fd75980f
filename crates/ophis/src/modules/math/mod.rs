//! The `math` module, following CPython 3.11's `Modules/mathmodule.c` function by function.
//!
//! The elementary functions that CPython takes from the platform libm (sin, exp, log, pow,
//! ...) come from the same libm here, through Rust's `f64` methods, so results agree bit for
//! bit. Where Rust's standard library computes a function itself instead of calling libm
//! (asinh, acosh, atanh) or does not offer it (erf, erfc), this module carries a port of
//! glibc's implementation, and the functions CPython implements itself (gamma, lgamma, fsum,
//! hypot, remainder, the integer functions) are ported from CPython. Errors follow CPython's
//! rules: a NaN from non-NaN input is `ValueError("math domain error")`, an infinity from
//! finite input is `OverflowError("math range error")` for functions that can overflow and a
//! domain error for those with a singularity.

use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::args::{bind, req, Sig};
use crate::ast::BinOp;
use crate::error::{overflow_error, type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BuiltinFn, Class, Value};

/// The declared signature of a METH_O function of the module (`sig1!("sqrt")`).
macro_rules! sig1 {
    ($name:literal) => {{
        static SIG: Sig<1> = Sig::one(concat!("math.", $name));
        &SIG
    }};
}

/// The declared signature of a two-argument Argument Clinic function (`sig2!("pow")`).
macro_rules! sig2 {
    ($name:literal) => {{
        static SIG: Sig<2> = Sig::positional($name, concat!("math.", $name), ["x", "y"], 2);
        &SIG
    }};
}

mod floats;
mod gamma;
mod glibc;
mod integer;
mod log;
mod sums;
pub(crate) use floats::*;
use gamma::*;
use glibc::*;
pub(crate) use integer::*;
use log::*;
use sums::*;

const PI: f64 = std::f64::consts::PI;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("acos", m_acos),
        ("acosh", m_acosh),
        ("asin", m_asin),
        ("asinh", m_asinh),
        ("atan", m_atan),
        ("atan2", m_atan2_fn),
        ("atanh", m_atanh),
        ("cbrt", m_cbrt),
        ("ceil", m_ceil),
        ("comb", m_comb),
        ("copysign", m_copysign),
        ("cos", m_cos),
        ("cosh", m_cosh),
        ("degrees", m_degrees),
        ("dist", m_dist),
        ("erf", m_erf_fn),
        ("erfc", m_erfc_fn),
        ("exp", m_exp),
        ("exp2", m_exp2),
        ("expm1", m_expm1),
        ("fabs", m_fabs),
        ("factorial", m_factorial),
        ("floor", m_floor),
        ("fmod", m_fmod),
        ("frexp", m_frexp),
        ("fsum", m_fsum),
        ("gamma", m_gamma),
        ("gcd", m_gcd),
        ("hypot", m_hypot),
        ("isclose", m_isclose),
        ("isfinite", m_isfinite),
        ("isinf", m_isinf),
        ("isnan", m_isnan),
        ("isqrt", m_isqrt),
        ("lcm", m_lcm),
        ("ldexp", m_ldexp),
        ("lgamma", m_lgamma_fn),
        ("log", m_log_fn),
        ("log10", m_log10_fn),
        ("log1p", m_log1p),
        ("log2", m_log2_fn),
        ("modf", m_modf),
        ("nextafter", m_nextafter),
        ("perm", m_perm),
        ("pow", m_pow),
        ("prod", m_prod),
        ("radians", m_radians),
        ("remainder", m_remainder_fn),
        ("sin", m_sin),
        ("sinh", m_sinh),
        ("sqrt", m_sqrt),
        ("tan", m_tan),
        ("tanh", m_tanh),
        ("trunc", m_trunc),
        ("ulp", m_ulp),
    ];
    let mut attrs: Vec<(&str, Value)> = vec![
        ("pi", Value::Float(PI)),
        ("e", Value::Float(std::f64::consts::E)),
        ("tau", Value::Float(std::f64::consts::TAU)),
        ("inf", Value::Float(f64::INFINITY)),
        ("nan", Value::Float(f64::NAN)),
    ];
    for (name, f) in funcs {
        attrs.push((name, func("math", name, *f)));
    }
    Ok(new_module("math", attrs))
}

// ---------------------------------------------------------------------------------------------
// Argument handling.

fn domain_error() -> Error {
    value_error("math domain error")
}

fn range_error() -> Error {
    overflow_error("math range error")
}

/// A METH_O function's single argument.
fn one<'a>(sig: &Sig<1>, args: &'a [Value], kw: &'a Kwargs) -> R<&'a Value> {
    let [x] = bind(sig, args, kw)?;
    Ok(req(x))
}

/// The two positional arguments of a two-argument function (`pow`, `atan2`, ...).
fn two<'a>(sig: &Sig<2>, args: &'a [Value], kw: &'a Kwargs) -> R<(&'a Value, &'a Value)> {
    let [x, y] = bind(sig, args, kw)?;
    Ok((req(x), req(y)))
}

/// Finds a method defined by a user class (not one inherited from a builtin type), so that a
/// subclass of `int` or `float` that does not override it behaves like its builtin base.
fn user_method(cls: &Rc<Class>, name: &str) -> Option<Value> {
    for c in cls.mro().iter() {
        if c.is_builtin {
            continue;
        }
        if let Some(v) = c.attrs.borrow().get(name) {
            return Some(v.clone());
        }
    }
    None
}

/// `PyFloat_AsDouble`: floats, ints (overflowing ones raise), and objects with `__float__` or
/// `__index__`.
pub(crate) fn to_f64(interp: &mut Interp, v: &Value) -> R<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => crate::ops::bigint_to_f64(b),
        Value::Instance(inst) => {
            let base = inst.builtin_base.borrow().clone();
            if let Some(Value::Float(f)) = base {
                return Ok(f);
            }
            if let Some(f) = user_method(&inst.class, "__float__") {
                let r = interp.call_with_receiver(&f, v, [])?;
                return match &r {
                    Value::Float(x) => Ok(*x),
                    Value::Instance(ri)
                        if matches!(&*ri.builtin_base.borrow(), Some(Value::Float(_))) =>
                    {
                        match &*ri.builtin_base.borrow() {
                            Some(Value::Float(x)) => Ok(*x),
                            _ => Ok(f64::NAN),
                        }
                    }
                    other => Err(type_error(format!(
                        "{}.__float__ returned non-float (type {})",
                        inst.class.name,
                        interp.type_name(other)
                    ))),
                };
            }
            if let Some(b) = base {
                if matches!(b, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) {
                    return to_f64(interp, &b);
                }
            }
            if user_method(&inst.class, "__index__").is_some() {
                let i = index_big(interp, v)?;
                return crate::ops::bigint_to_f64(&i);
            }
            Err(type_error(format!("must be real number, not {}", inst.class.name)))
        }
        other => Err(type_error(format!("must be real number, not {}", interp.type_name(other)))),
    }
}

/// `PyNumber_Index`: the exact integer value of an int or of an object with `__index__`.
pub(crate) fn index_big(interp: &mut Interp, v: &Value) -> R<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Instance(inst) => {
            let base = inst.builtin_base.borrow().clone();
            if let Some(b) = base {
                if let Some(i) = crate::ops::to_bigint(&b) {
                    return Ok(i);
                }
            }
            if let Some(f) = user_method(&inst.class, "__index__") {
                let r = interp.call_with_receiver(&f, v, [])?;
                // A bool or an int subclass's instance is taken with CPython's warning.
                let r = crate::builtins::types::exact_int_result(interp, r, "__index__")?;
                return Ok(crate::ops::to_bigint(&r).unwrap_or_default());
            }
            Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                inst.class.name
            )))
        }
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            interp.type_name(other)
        ))),
    }
}

/// Whether a value is an int for `PyLong_Check` (ints, bools and int subclasses).
fn long_value(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => crate::ops::to_bigint(v),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(b) => match b {
                Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => crate::ops::to_bigint(b),
                _ => None,
            },
            None => None,
        },
        _ => None,
    }
}

fn int_value(b: BigInt) -> Value {
    Value::from_bigint(b)
}

// ---------------------------------------------------------------------------------------------
// One- and two-argument float functions (CPython's math_1 and math_2).

macro_rules! func1 {
    ($fname:ident, $name:literal, $f:expr, $ovf:expr) => {
        fn $fname(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            math_1(interp, sig1!($name), args, kw, $f, $ovf)
        }
    };
}

func1!(m_acos, "acos", f64::acos, false);
func1!(m_acosh, "acosh", glibc_acosh, false);
func1!(m_asin, "asin", f64::asin, false);
func1!(m_asinh, "asinh", glibc_asinh, false);
func1!(m_atan, "atan", f64::atan, false);
func1!(m_atanh, "atanh", glibc_atanh, false);
func1!(m_cbrt, "cbrt", glibc_cbrt, false);
func1!(m_cos, "cos", f64::cos, false);
func1!(m_cosh, "cosh", f64::cosh, true);
func1!(m_exp, "exp", f64::exp, true);
func1!(m_exp2, "exp2", f64::exp2, true);
func1!(m_expm1, "expm1", f64::exp_m1, true);
func1!(m_fabs, "fabs", f64::abs, false);
func1!(m_log1p, "log1p", |x: f64| if x == 0.0 { x } else { x.ln_1p() }, false);
func1!(m_sin, "sin", f64::sin, false);
func1!(m_sinh, "sinh", f64::sinh, true);
func1!(m_sqrt, "sqrt", f64::sqrt, false);
func1!(m_tan, "tan", f64::tan, false);
func1!(m_tanh, "tanh", f64::tanh, false);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frexp_and_ldexp_round_trip() {
        for &x in &[1.0, -8.0, 5e-324, 1e308, 0.1, 3.0e-310] {
            let (m, e) = frexp(x);
            assert!((0.5..1.0).contains(&m.abs()));
            assert_eq!(ldexp(m, e as i64), x);
        }
        assert_eq!(ldexp(1.5, -1074), 1e-323);
        assert_eq!(ldexp(3.0, -1075), 1e-323);
    }

    #[test]
    fn nextafter_steps() {
        assert_eq!(nextafter(1.0, 2.0), 1.0000000000000002);
        assert_eq!(nextafter(0.0, -1.0), -5e-324);
        assert_eq!(nextafter(-1.0, 0.0), -0.9999999999999999);
    }
}
