//! `_ophis_asyncio`: what `asyncio` (`py/asyncio.py`) needs to know and Python cannot ask:
//! whether a function is an `async def` (CPython reads the code object's flags, which the
//! sandbox does not expose), and which run of the interpreter is going on (a run stopped by
//! a limit runs no `finally`, so the loop it was running still looks running to the next).

use crate::args::{bind, req, Sig};
use crate::error::R;
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_asyncio",
        vec![
            ("is_async_def", func("_ophis_asyncio", "is_async_def", is_async_def)),
            ("run_serial", func("_ophis_asyncio", "run_serial", run_serial)),
        ],
    ))
}

/// `is_async_def(f)`: True when `f` (or the function of the bound method `f`) is a function
/// of the program defined by `async def` without `yield` (calling it makes a coroutine, not
/// an async generator): CPython's `CO_COROUTINE` flag test in `inspect.iscoroutinefunction`,
/// which unwraps methods the same way. Unwrapping here, not in Python, keeps `__func__` out
/// of the module's code (the smolagents dunder policy refuses it there too).
fn is_async_def(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("is_async_def");
    let [f] = bind(&SIG, args, kw)?;
    let mut f = req(f);
    while let Value::BoundMethod(m) = f {
        f = &m.func;
    }
    Ok(Value::Bool(match f {
        Value::Function(f) => f.def.is_async && !f.def.scope.has_yield,
        _ => false,
    }))
}

/// `run_serial()`: the number of the interpreter's current run (`Interp::run_serial`).
fn run_serial(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("run_serial");
    bind(&SIG, args, kw)?;
    Ok(Value::Int(interp.run_serial as i64))
}
