//! `_ophis_stdout`: where `print()` writes, for `contextlib.redirect_stdout`.
//!
//! The sandbox has no `sys.stdout` to swap; `redirect_stdout(target)` pushes `target` here on
//! entry and pops it on exit, and `print()` without `file=` writes to the innermost target
//! (through its `write`, as CPython's print writes to `sys.stdout`). A run or host request
//! starts with none.

use crate::args::{bind, req, Sig};
use crate::error::{runtime_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_stdout",
        vec![
            ("push", func("_ophis_stdout", "push", push)),
            ("pop", func("_ophis_stdout", "pop", pop)),
        ],
    ))
}

fn push(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("push");
    let [target] = bind(&SIG, args, kw)?;
    interp.run.stdout_redirects.push(req(target).clone());
    Ok(Value::None)
}

fn pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("pop");
    bind(&SIG, args, kw)?;
    interp
        .run
        .stdout_redirects
        .pop()
        .map(|_| Value::None)
        .ok_or_else(|| runtime_error("redirect_stdout exited more often than it was entered"))
}
