//! `_ophis_traceback`: the traceback text `unittest` puts in its FAIL/ERROR blocks.
//!
//! ophis has no `traceback` module or frame objects; `unittest` needs CPython's text of a
//! caught exception, with its own frames left out as CPython's unittest leaves out the frames
//! of modules marked `__unittest`. `format_exception(exc)` gives that text: the traceback of
//! `exc` (innermost call last), without the frames of ophis's `unittest` modules, and the
//! final `Type: message` line.

use crate::args::{bind, req, Sig};
use crate::error::R;
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_traceback",
        vec![("format_exception", func("_ophis_traceback", "format_exception", format_exception))],
    ))
}

fn format_exception(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("format_exception");
    let [exc] = bind(&SIG, args, kw)?;
    let unittest: Vec<&'static str> =
        UNITTEST_MODULES.iter().filter_map(|m| crate::modules::python_source(m)).collect();
    Ok(Value::str(&interp.format_exception_without(req(exc), &unittest)))
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
