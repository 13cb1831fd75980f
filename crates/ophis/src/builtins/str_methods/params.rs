//! Argument checks and conversions shared by the str and bytes methods.

use super::*;

/// The Python type name of a value, for error messages.
pub(crate) fn type_name(v: &Value) -> String {
    use crate::value::ViewKind;
    let name = match v {
        Value::None => "NoneType",
        Value::Bool(_) => "bool",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Float(_) => "float",
        Value::Complex(_) => "complex",
        Value::Str(_) => "str",
        Value::Bytes(_) => "bytes",
        Value::ByteArray(_) => "bytearray",
        Value::List(_) => "list",
        Value::Tuple(_) => "tuple",
        Value::Dict(_) => "dict",
        Value::Set(_) => "set",
        Value::FrozenSet(_) => "frozenset",
        Value::Range(_) => "range",
        Value::Slice(_) => "slice",
        Value::Function(_) => "function",
        Value::Builtin(_) => "builtin_function_or_method",
        Value::BoundMethod(_) => "method",
        Value::Class(_) => "type",
        Value::Instance(inst) => return inst.class.name.to_string(),
        Value::Generator(g) => match g.kind {
            crate::eval::generator::GenKind::AwaitWrapper(_) => "coroutine_wrapper",
            crate::eval::generator::GenKind::ASend { .. } => "async_generator_asend",
            crate::eval::generator::GenKind::AThrow { .. } => "async_generator_athrow",
            _ => "generator",
        },
        Value::Coroutine(_) => "coroutine",
        Value::AsyncGen(_) => "async_generator",
        Value::Iterator(_) => "iterator",
        Value::Module(_) => "module",
        Value::Property(_) => "property",
        Value::StaticMethod(_) => "staticmethod",
        Value::ClassMethod(_) => "classmethod",
        Value::Super(_) => "super",
        Value::DictView(view) => match view.kind {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        },
        Value::NotImplemented => "NotImplementedType",
        Value::Ellipsis => "ellipsis",
        // The core may grow variants; a generic name beats a compile error here.
        #[allow(unreachable_patterns)]
        _ => "object",
    };
    name.to_string()
}

/// The type name Argument Clinic's conversion errors use: like `type_name`, but `None` for None
/// ("replace() argument 1 must be str, not None").
pub(crate) fn arg_type_name(v: &Value) -> String {
    match v {
        Value::None => "None".to_string(),
        _ => type_name(v),
    }
}

/// The str inside a value: a `str`, or an instance of a user subclass of `str`.
pub(crate) fn as_pystr(v: &Value) -> Option<Rc<PyStr>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Str(s)) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The receiver of a str method (CPython's descriptor check).
pub(super) fn recv_str(args: &[Value], name: &str) -> R<Rc<PyStr>> {
    match args.first() {
        Some(v) => as_pystr(v).ok_or_else(|| {
            type_error(format!(
                "descriptor '{name}' for 'str' objects doesn't apply to a '{}' object",
                type_name(v)
            ))
        }),
        None => Err(type_error(format!("unbound method str.{name}() needs an argument"))),
    }
}

/// A `PyArg_ParseTuple` method (`find`, `count`, `startswith`...): `name` in the count
/// messages (`find() takes at least 1 argument (0 given)`), `qualname` in the keyword refusal
/// (`str.find() takes no keyword arguments`, worded by the method descriptor).
pub(crate) const fn parse_tuple_method<const N: usize>(
    name: &'static str,
    qualname: &'static str,
    params: [&'static str; N],
    required: usize,
) -> Sig<N> {
    Sig { name, kw_name: qualname, params, required, kind: Kind::ParseTuple }
}

/// Binds a method's arguments after its receiver (`args[0]`) to its declared signature.
pub(crate) fn bind_method<'a, const N: usize>(
    sig: &Sig<N>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    bind(sig, args.get(1..).unwrap_or(&[]), kw)
}

/// An integer argument converted like CPython's `Py_ssize_t` converter (`n` format).
pub(crate) fn ssize_arg(interp: &mut Interp, v: &Value) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(_) => Err(overflow_error("Python int too large to convert to C ssize_t")),
        // Instances may define `__index__`; the interpreter knows how to call it.
        Value::Instance(_) => interp.index_value(v),
        _ => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            type_name(v)
        ))),
    }
}

/// An integer argument converted like CPython's C `int` converter (`i` format).
pub(crate) fn cint_arg(interp: &mut Interp, v: &Value) -> R<i64> {
    const MSG: &str = "Python int too large to convert to C int";
    let i = match v {
        Value::BigInt(_) => return Err(overflow_error(MSG)),
        _ => ssize_arg(interp, v)?,
    };
    if i < i32::MIN as i64 || i > i32::MAX as i64 {
        return Err(overflow_error(MSG));
    }
    Ok(i)
}

const SLICE_INDEX_MSG: &str = "slice indices must be integers or None or have an __index__ method";

/// A start/end argument of find/count/startswith...: `None` means the default, and huge ints
/// clamp like `_PyEval_SliceIndex`.
pub(crate) fn slice_index(interp: &mut Interp, v: Option<&Value>) -> R<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i)),
        Some(Value::Bool(b)) => Ok(Some(*b as i64)),
        Some(Value::BigInt(b)) => {
            Ok(Some(if b.sign() == Sign::Minus { i64::MIN } else { i64::MAX }))
        }
        Some(v @ Value::Instance(_)) => match interp.index_value(v) {
            Ok(i) => Ok(Some(i)),
            Err(e) if e.builtin_type() == Some(ExcType::TypeError) => {
                Err(type_error(SLICE_INDEX_MSG))
            }
            Err(e) => Err(e),
        },
        Some(_) => Err(type_error(SLICE_INDEX_MSG)),
    }
}

/// CPython's `ADJUST_INDICES`: end is clamped to `[0, len]`, start only from below.
pub(crate) fn adjust_indices(start: i64, end: i64, len: i64) -> (i64, i64) {
    let mut end = end;
    let mut start = start;
    if end > len {
        end = len;
    } else if end < 0 {
        end = end.saturating_add(len);
        if end < 0 {
            end = 0;
        }
    }
    if start < 0 {
        start = start.saturating_add(len);
        if start < 0 {
            start = 0;
        }
    }
    (start, end)
}

/// Parses the optional `start, end` arguments at `args[first..]` and adjusts them to `len`.
pub(crate) fn start_end(
    interp: &mut Interp,
    args: &[Value],
    first: usize,
    len: usize,
) -> R<(i64, i64)> {
    let start = slice_index(interp, args.get(first))?.unwrap_or(0);
    let end = slice_index(interp, args.get(first + 1))?.unwrap_or(i64::MAX);
    Ok(adjust_indices(start, end, len as i64))
}

/// Whether an error is a `LookupError` (KeyError, IndexError...), raised by the interpreter or
/// by a user `__getitem__`.
pub(crate) fn is_lookup_error(e: &Error) -> bool {
    fn lookup_family(name: &str) -> bool {
        matches!(name, "LookupError" | "KeyError" | "IndexError")
    }
    match &e.0.kind {
        ErrorKind::Builtin { ty, .. } => {
            let mut t = Some(*ty);
            while let Some(cur) = t {
                if cur == ExcType::LookupError {
                    return true;
                }
                t = cur.parent();
            }
            false
        }
        ErrorKind::Instance(Value::Instance(inst)) => {
            inst.class.mro().iter().any(|c| c.is_builtin && lookup_family(&c.name))
        }
        _ => false,
    }
}

/// Rejects results too large to build: charges the interpreter's allocation check.
pub(super) fn check_size(interp: &mut Interp, bytes: usize, input_len: usize) -> R<()> {
    if bytes > input_len {
        interp.check_alloc(bytes)?;
    }
    Ok(())
}

/// Approximate heap cost of one small str object in a result list, so that splitting a big
/// string into very many pieces is charged for the objects, not just their text.
pub(crate) const ITEM_OVERHEAD: usize = 64;

/// Charges a list of `n` new objects holding `text_bytes` of payload: checked when the list
/// is long or its text is big (a split of a 60 MB text into two parts copies 60 MB).
pub(crate) fn check_items(interp: &mut Interp, n: usize, text_bytes: usize) -> R<()> {
    if n > 1024 || text_bytes > (1 << 20) {
        interp.check_alloc(n.saturating_mul(ITEM_OVERHEAD).saturating_add(text_bytes))?;
    }
    Ok(())
}

pub(super) fn str_list(parts: Vec<&str>) -> Value {
    Value::list(parts.into_iter().map(Value::str).collect())
}
