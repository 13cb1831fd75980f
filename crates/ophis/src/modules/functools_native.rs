//! `_functools`: the native half of `functools` (`py/functools.py`).
//!
//! `total_ordering` must find which rich comparisons a class defines and add the missing
//! ones. Python code in the sandbox cannot do either: reading `cls.__lt__` and setting a
//! dunder attribute are both refused by the dunder rule. These two functions do exactly
//! that much and nothing more: they only handle the four ordering methods, and only on
//! classes defined by the program (never a builtin type).

use std::rc::Rc;

use crate::builtins::{arg_count, no_kwargs};
use crate::error::{type_error, value_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Class, Value};

const ORDERING: [&str; 4] = ["__lt__", "__le__", "__gt__", "__ge__"];

pub fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_functools",
        vec![
            ("ordering_method", func("_functools", "ordering_method", ordering_method)),
            ("set_ordering_method", func("_functools", "set_ordering_method", set_ordering_method)),
        ],
    ))
}

fn user_class<'a>(fname: &str, v: &'a Value) -> R<&'a Rc<Class>> {
    match v {
        Value::Class(c) if !c.is_builtin => Ok(c),
        _ => Err(type_error(format!("{fname}() argument 1 must be a class defined by the program"))),
    }
}

fn ordering_name(fname: &str, v: &Value) -> R<&'static str> {
    if let Value::Str(s) = v {
        if let Some(n) = ORDERING.iter().find(|n| **n == s.s.as_str()) {
            return Ok(n);
        }
    }
    Err(value_error(format!("{fname}() argument 2 must be one of '__lt__', '__le__', '__gt__', '__ge__'")))
}

/// `ordering_method(cls, name)`: the method `name` as found along the MRO of `cls`, or
/// None when only a builtin class (such as `object`) provides it.
fn ordering_method(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("ordering_method", kw)?;
    arg_count("ordering_method", args, 2, 2)?;
    let cls = user_class("ordering_method", &args[0])?;
    let name = ordering_name("ordering_method", &args[1])?;
    for c in cls.mro().iter() {
        if c.is_builtin {
            continue;
        }
        if let Some(v) = c.attrs.borrow().get(name) {
            return Ok(v.clone());
        }
    }
    Ok(Value::None)
}

/// `set_ordering_method(cls, name, function)`: defines the method `name` on `cls`.
fn set_ordering_method(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    no_kwargs("set_ordering_method", kw)?;
    arg_count("set_ordering_method", args, 3, 3)?;
    let cls = user_class("set_ordering_method", &args[0])?;
    let name = ordering_name("set_ordering_method", &args[1])?;
    if !matches!(args[2], Value::Function(_)) {
        return Err(type_error("set_ordering_method() argument 3 must be a function"));
    }
    cls.attrs.borrow_mut().insert(Rc::from(name), args[2].clone());
    cls.version.set(cls.version.get() + 1);
    Ok(Value::None)
}
