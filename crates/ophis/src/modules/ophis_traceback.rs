//! `_ophis_traceback`: the traceback text `unittest` puts in its FAIL/ERROR blocks.
//!
//! ophis has no `traceback` module or frame objects; `unittest` needs CPython's text of a
//! caught exception, with its own frames left out as CPython's unittest leaves out the frames
//! of modules marked `__unittest`. `format_exception(exc)` gives that text: the traceback of
//! `exc` (innermost call last), without the frames of ophis's `unittest` modules, and the
//! final `Type: message` line (no "Did you mean" hint: CPython 3.11's `traceback` module, which
//! unittest uses, offers none). `display_exception(exc)` is the interpreter's own display.

use crate::args::{bind, req, Sig};
use crate::error::R;
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_traceback",
        vec![
            ("format_exception", func("_ophis_traceback", "format_exception", format_exception)),
            ("display_exception", func("_ophis_traceback", "display_exception", display_exception)),
        ],
    ))
}

fn format_exception(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("format_exception");
    let [exc] = bind(&SIG, args, kw)?;
    let unittest: Vec<&'static str> =
        UNITTEST_MODULES.iter().filter_map(|m| crate::modules::python_source(m)).collect();
    Ok(Value::str(&interp.format_exception_without(req(exc), &unittest)))
}

/// `display_exception(exc)`: the text the interpreter shows for `exc` uncaught (every frame,
/// and the "Did you mean" hint CPython 3.11's display adds, which its `traceback` module and so
/// `format_exception` do not): what `sys.__excepthook__` writes in CPython.
fn display_exception(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("display_exception");
    let [exc] = bind(&SIG, args, kw)?;
    Ok(Value::str(&interp.format_exception(req(exc))))
}

/// ophis's `unittest` and its submodules (split as CPython's package is), whose frames the
/// reports leave out.
const UNITTEST_MODULES: [&str; 8] = [
    "unittest",
    "unittest.case",
    "unittest.loader",
    "unittest.main",
    "unittest.result",
    "unittest.runner",
    "unittest.suite",
    "unittest.util",
];

#[test]
fn every_unittest_module_is_embedded() {
    for m in UNITTEST_MODULES {
        assert!(crate::modules::python_source(m).is_some(), "{m} is not embedded");
    }
}
