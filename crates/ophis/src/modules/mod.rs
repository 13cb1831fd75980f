//! The native standard library, hermetic (no host access, no CPython).
//!
//! Two kinds of module: Rust modules (`make(interp) -> module value`) for what needs native
//! speed or data (math, the Mersenne Twister, regular expressions, JSON, time), and modules
//! written in Python (`py/<name>.py`, embedded at build time by `build.rs`; a file named
//! `a__b.py` is the module `a.b`) that ophis itself executes in their own namespace, for
//! pure-Python algorithms (heapq, statistics, collections, ...). Python modules may import
//! Rust ones (`random` builds on `_random`). `load` returns `None` for modules ophis does not
//! implement.

pub(crate) mod abc_native;
pub(crate) mod array_native;
pub(crate) mod ast_native;
pub(crate) mod bisect_native;
pub(crate) mod collections_native;
pub(crate) mod datetime_native;
pub(crate) mod decimal_native;
pub(crate) mod functools_native;
pub(crate) mod hashlib_native;
pub(crate) mod heapq_native;
pub(crate) mod itertools_native;
pub(crate) mod json_native;
pub(crate) mod math;
pub(crate) mod operator_native;
pub(crate) mod ophis_asyncio;
pub(crate) mod ophis_copy;
pub(crate) mod ophis_stdout;
pub(crate) mod ophis_traceback;
pub(crate) mod ophis_types;
pub(crate) mod random_core;
pub(crate) mod re_engine;
pub(crate) mod time;
pub(crate) mod unicodedata;

use std::rc::Rc;

use crate::dict::new_strmap;
use crate::error::R;
use crate::interp::Interp;
use crate::value::{Builtin, BuiltinFn, Module, Value};

include!(concat!(env!("OUT_DIR"), "/python_modules.rs"));

/// CPython's module-valued attributes of the modules ophis implements (`random._os`,
/// `queue.threading`, ...), as (module, attribute, the module it is bound to in CPython).
/// ophis's own versions do not have them; a program reaching one is treated as reaching that
/// module (`attr.rs`): refused with "Forbidden access to module: X" unless the program may
/// import X, so the path is refused with the same words whichever implementation is behind it.
pub(crate) const CPYTHON_MODULE_ATTRS: &[(&str, &str, &str)] = &[
    ("asyncio", "base_events", "asyncio.base_events"),
    ("asyncio", "base_futures", "asyncio.base_futures"),
    ("asyncio", "base_subprocess", "asyncio.base_subprocess"),
    ("asyncio", "base_tasks", "asyncio.base_tasks"),
    ("asyncio", "constants", "asyncio.constants"),
    ("asyncio", "coroutines", "asyncio.coroutines"),
    ("asyncio", "events", "asyncio.events"),
    ("asyncio", "exceptions", "asyncio.exceptions"),
    ("asyncio", "format_helpers", "asyncio.format_helpers"),
    ("asyncio", "futures", "asyncio.futures"),
    ("asyncio", "locks", "asyncio.locks"),
    ("asyncio", "log", "asyncio.log"),
    ("asyncio", "mixins", "asyncio.mixins"),
    ("asyncio", "protocols", "asyncio.protocols"),
    ("asyncio", "queues", "asyncio.queues"),
    ("asyncio", "runners", "asyncio.runners"),
    ("asyncio", "selector_events", "asyncio.selector_events"),
    ("asyncio", "sslproto", "asyncio.sslproto"),
    ("asyncio", "staggered", "asyncio.staggered"),
    ("asyncio", "streams", "asyncio.streams"),
    ("asyncio", "subprocess", "asyncio.subprocess"),
    ("asyncio", "taskgroups", "asyncio.taskgroups"),
    ("asyncio", "tasks", "asyncio.tasks"),
    ("asyncio", "threads", "asyncio.threads"),
    ("asyncio", "timeouts", "asyncio.timeouts"),
    ("asyncio", "transports", "asyncio.transports"),
    ("asyncio", "trsock", "asyncio.trsock"),
    ("asyncio", "unix_events", "asyncio.unix_events"),
    ("asyncio", "sys", "sys"),
    ("collections", "_collections_abc", "collections.abc"),
    ("collections", "_sys", "sys"),
    ("collections", "abc", "collections.abc"),
    ("contextlib", "_collections_abc", "collections.abc"),
    ("contextlib", "abc", "abc"),
    ("contextlib", "os", "os"),
    ("contextlib", "sys", "sys"),
    ("dataclasses", "_thread", "_thread"),
    ("dataclasses", "abc", "abc"),
    ("dataclasses", "builtins", "builtins"),
    ("dataclasses", "copy", "copy"),
    ("dataclasses", "functools", "functools"),
    ("dataclasses", "inspect", "inspect"),
    ("dataclasses", "itertools", "itertools"),
    ("dataclasses", "keyword", "keyword"),
    ("dataclasses", "re", "re"),
    ("dataclasses", "sys", "sys"),
    ("dataclasses", "types", "types"),
    ("datetime", "sys", "sys"),
    ("enum", "bltns", "builtins"),
    ("enum", "sys", "sys"),
    ("fractions", "math", "math"),
    ("fractions", "numbers", "numbers"),
    ("fractions", "operator", "operator"),
    ("fractions", "re", "re"),
    ("fractions", "sys", "sys"),
    ("json", "codecs", "codecs"),
    ("json", "decoder", "json.decoder"),
    ("json", "encoder", "json.encoder"),
    ("json", "scanner", "json.scanner"),
    ("locale", "_collections_abc", "collections.abc"),
    ("locale", "encodings", "encodings"),
    ("locale", "functools", "functools"),
    ("locale", "re", "re"),
    ("locale", "sys", "sys"),
    ("queue", "threading", "threading"),
    ("queue", "types", "types"),
    ("random", "_os", "os"),
    ("random", "_random", "_random"),
    ("re", "_casefix", "re._casefix"),
    ("re", "_compiler", "re._compiler"),
    ("re", "_constants", "re._constants"),
    ("re", "_parser", "re._parser"),
    ("re", "copyreg", "copyreg"),
    ("re", "enum", "enum"),
    ("re", "functools", "functools"),
    ("statistics", "math", "math"),
    ("statistics", "numbers", "numbers"),
    ("statistics", "random", "random"),
    ("statistics", "sys", "sys"),
    ("string", "_re", "re"),
    ("string", "_string", "_string"),
    ("textwrap", "re", "re"),
    ("typing", "collections", "collections"),
    ("typing", "contextlib", "contextlib"),
    ("typing", "functools", "functools"),
    ("typing", "operator", "operator"),
    ("typing", "stdlib_re", "re"),
    ("typing", "sys", "sys"),
    ("typing", "types", "types"),
    ("typing", "warnings", "warnings"),
    ("warnings", "sys", "sys"),
];

/// The module CPython binds to `module.attr`, when ophis's `module` lacks that attribute.
pub(crate) fn cpython_module_attr(module: &str, attr: &str) -> Option<&'static str> {
    CPYTHON_MODULE_ATTRS
        .iter()
        .find(|(m, a, _)| *m == module && *a == attr)
        .map(|(_, _, target)| *target)
}

/// The `typing` of the smolagents dunder policy (see `load`).
const TYPING_SMOLAGENTS: &str = include_str!("typing_smolagents.py");

pub(crate) fn load(interp: &mut Interp, name: &str) -> R<Option<Value>> {
    if let Some(src) = interp.config.source_modules.get(name).copied() {
        return interp.exec_embedder_module(name, src).map(Some);
    }
    if let Some(src) = python_source(name) {
        // `typing` is CPython's own, which reads and writes dunders through getattr() and
        // setattr(); the smolagents dunder policy refuses those even to library code, so
        // under that policy ophis keeps its own smaller typing (see its docstring).
        let src = if name == "typing"
            && interp.config.policy.dunders == crate::policy::Dunders::Smolagents
        {
            TYPING_SMOLAGENTS
        } else {
            src
        };
        return interp.exec_module_source(name, src).map(Some);
    }
    Ok(match name {
        "_abc" => Some(abc_native::make(interp)?),
        "_array" => Some(array_native::make(interp)?),
        "_ophis_ast" => Some(ast_native::make(interp)?),
        "_collections" => Some(collections_native::make(interp)?),
        "_functools" => Some(functools_native::make(interp)?),
        "_itertools" => Some(itertools_native::make(interp)?),
        "math" => Some(math::make(interp)?),
        "unicodedata" => Some(unicodedata::make(interp)?),
        "_operator" => Some(operator_native::make(interp)?),
        "_heapq" => Some(heapq_native::make(interp)?),
        "_bisect" => Some(bisect_native::make(interp)?),
        "_hashlib_ophis" => Some(hashlib_native::make(interp)?),
        "_ophis_asyncio" => Some(ophis_asyncio::make(interp)?),
        "_ophis_copy" => Some(ophis_copy::make(interp)?),
        "_ophis_types_native" => Some(ophis_types::make(interp)?),
        "_ophis_traceback" => Some(ophis_traceback::make(interp)?),
        "_ophis_stdout" => Some(ophis_stdout::make(interp)?),
        "_random" => Some(random_core::make(interp)?),
        "_sre_ophis" => Some(re_engine::make(interp)?),
        "_json_ophis" => Some(json_native::make(interp)?),
        "time" => Some(time::make(interp)?),
        "_datetime_ophis" => Some(datetime_native::make(interp)?),
        "_ophis_decimal" => Some(decimal_native::make(interp)?),
        _ => None,
    })
}

/// Builds a module value from its attributes.
pub(crate) fn new_module(name: &str, attrs: Vec<(&str, Value)>) -> Value {
    let mut m = new_strmap();
    for (k, v) in attrs {
        m.insert(Rc::from(k), v);
    }
    Value::Module(Rc::new(Module { name: Rc::from(name), attrs: crate::value::Attrs::new(m) }))
}

/// A builtin that a native module puts on one of its classes: it binds like a method.
pub(crate) fn method_func(module: &'static str, name: &'static str, f: BuiltinFn) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed(name),
        func: f,
        receiver: None,
        module,
        binds: true,
    }))
}

/// A module-level builtin function.
pub(crate) fn func(module: &'static str, name: &'static str, f: BuiltinFn) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed(name),
        func: f,
        receiver: None,
        module,
        binds: module.starts_with('_'),
    }))
}

#[cfg(test)]
mod tests {
    /// Library modules are lowered without CPython's compile-time checks
    /// (`lower::lower_library_module`); this runs them over every embedded module, so a
    /// library edit that CPython would refuse to compile still fails here.
    #[test]
    fn library_modules_pass_compile_checks() {
        assert!(super::PYTHON_MODULES.len() > 20);
        for name in super::PYTHON_MODULES {
            let src = super::python_source(name).expect("embedded module");
            let mut module = crate::parse::parse_library_module(src, 0)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut table = crate::lower::GlobalTable::default();
            crate::lower::lower_module(&mut module, &mut table)
                .unwrap_or_else(|e| panic!("{name}: {}", e.msg));
        }
    }
}
