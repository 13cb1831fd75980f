//! `_ophis_traceback`: the traceback text `unittest` puts in its FAIL/ERROR blocks.
//!
//! ophis has no `traceback` module or frame objects; `unittest` needs CPython's text of a
//! caught exception, with its own frames left out as CPython's unittest leaves out the frames
//! of modules marked `__unittest`. `format_exception(exc)` gives that text: the traceback of
//! `exc` (innermost call last), without the frames of ophis's `unittest` module, and the
//! final `Type: message` line.

use crate::args::{bind, req, Sig};
use crate::error::R;
use crate::eval::call::Kwargs;
use crate::interp::{Interp, SourceText};
use crate::modules::{func, new_module};
use crate::value::Value;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_traceback",
        vec![("format_exception", func("_ophis_traceback", "format_exception", format_exception))],
    ))
}

/// Whether source `index` is the text of ophis's own `unittest` module.
fn is_unittest_source(interp: &Interp, index: u32) -> bool {
    let Some(ours) = crate::modules::python_source("unittest") else { return false };
    matches!(interp.sources.get(index), Some(SourceText::Library(s)) if std::ptr::eq(s.as_ptr(), ours.as_ptr()))
}

fn format_exception(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("format_exception");
    let [exc] = bind(&SIG, args, kw)?;
    let mut out = String::new();
    let mut seen = Vec::new();
    format_into(interp, req(exc), &mut out, &mut seen);
    Ok(Value::str(&out))
}

/// The exception's cause, context and whether its context is suppressed.
fn chain_of(exc: &Value) -> (Value, Value, bool) {
    match exc {
        Value::Instance(i) => match &i.exc {
            Some(d) => {
                let d = d.borrow();
                (
                    d.cause.clone().unwrap_or(Value::None),
                    d.context.clone().unwrap_or(Value::None),
                    d.suppress_context,
                )
            }
            None => (Value::None, Value::None, false),
        },
        _ => (Value::None, Value::None, false),
    }
}

/// CPython's order: the cause (or the context, unless suppressed) first, then this exception.
fn format_into(interp: &mut Interp, exc: &Value, out: &mut String, seen: &mut Vec<usize>) {
    seen.push(exc.identity());
    let (cause, context, suppress) = chain_of(exc);
    if !matches!(cause, Value::None) {
        if !seen.contains(&cause.identity()) {
            format_into(interp, &cause, out, seen);
            out.push_str(
                "\nThe above exception was the direct cause of the following exception:\n\n",
            );
        }
    } else if !matches!(context, Value::None) && !suppress && !seen.contains(&context.identity()) {
        format_into(interp, &context, out, seen);
        out.push_str("\nDuring handling of the above exception, another exception occurred:\n\n");
    }
    let tb = crate::eval::exc::traceback_of(exc).unwrap_or_default();
    let entries: Vec<_> =
        tb.iter().rev().filter(|e| !is_unittest_source(interp, e.source)).collect();
    if !entries.is_empty() {
        out.push_str("Traceback (most recent call last):\n");
        for entry in entries {
            let name = entry.func.as_deref().unwrap_or("<module>");
            let file = interp.sources.file_name(entry.source, &interp.config.filename);
            out.push_str(&format!("  File \"{file}\", line {}, in {}\n", entry.line, name));
            if let Some(line) = interp.sources.get(entry.source).and_then(|s| s.line(entry.line)) {
                let t = line.trim();
                if !t.is_empty() {
                    out.push_str(&format!("    {t}\n"));
                }
            }
        }
    }
    let name = crate::eval::exc::exception_type_name(exc);
    let msg = interp.str_of_quiet(exc);
    if msg.is_empty() {
        out.push_str(&format!("{name}\n"));
    } else {
        out.push_str(&format!("{name}: {msg}\n"));
    }
    interp.format_notes_into(exc, out);
}
