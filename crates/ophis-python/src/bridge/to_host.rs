//! Converting Python objects and exceptions to host values and host errors.

use super::*;

/// The Python exception `e` as the error the program sees.
pub fn host_error(py: Python<'_>, e: PyErr) -> HostError {
    let v = e.value(py);
    if v.is_instance_of::<ForbiddenAccess>() {
        return HostError::forbidden(v.str().map(|s| s.to_string()).unwrap_or_default());
    }
    if v.is_instance_of::<HostDeadline>() {
        // The core's clock check after the operation reports the timeout itself; this is
        // only what the run ends with should that check not see it.
        return HostError::interrupt("the run's deadline passed during a host call");
    }
    if v.is_instance_of::<StopRun>() || v.is_instance_of::<PyKeyboardInterrupt>() {
        return HostError::interrupt(
            v.str().map(|s| s.to_string()).unwrap_or_else(|_| "KeyboardInterrupt".into()),
        );
    }
    let exc_type =
        v.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "RuntimeError".into());
    // A KeyError's str() is the repr of its key; the core builds the exception from a message
    // string, so hand it the key's str() and let the core add the quotes back.
    let is_key_error = v.is_instance_of::<PyKeyError>();
    let message =
        match v.getattr("args").and_then(|a| a.cast_into::<PyTuple>().map_err(PyErr::from)) {
            Ok(args) if is_key_error && args.len() == 1 => {
                args.get_item(0).and_then(|k| k.str()).map(|s| s.to_string())
            }
            _ => v.str().map(|s| s.to_string()),
        }
        .unwrap_or_default();
    HostError::raise(exc_type, message)
}

/// Converts a Python object to a host value: plain data structurally, sandbox proxies back to
/// their sandbox values, anything else (once the guard accepts it) as a handle.
pub fn to_host(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    shared: &Weak<Shared>,
    depth: usize,
) -> Result<HostValue, HostError> {
    if depth > MAX_CONVERT_DEPTH {
        return Err(HostError::raise(
            "RecursionError",
            "value nested too deeply to cross into the sandbox",
        ));
    }
    let e = |err: PyErr| host_error(py, err);
    if obj.is_none() {
        return Ok(HostValue::None);
    }
    // Exact types only: a subclass of a builtin (an IntEnum, a numpy scalar deriving from
    // float, a str subclass with methods) keeps its behaviour as a handle.
    if let Ok(b) = obj.cast_exact::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if obj.is_exact_instance_of::<PyInt>() {
        if let Ok(i) = obj.extract::<i64>() {
            return Ok(HostValue::Int(i));
        }
        let b: BigInt = obj.extract().map_err(e)?;
        return Ok(HostValue::BigInt(b));
    }
    if let Ok(f) = obj.cast_exact::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(s) = obj.cast_exact::<PyString>() {
        return Ok(HostValue::Str(s.to_str().map_err(e)?.to_string()));
    }
    if let Ok(c) = obj.cast_exact::<PyComplex>() {
        return Ok(HostValue::Complex(c.real(), c.imag()));
    }
    if let Ok(b) = obj.cast_exact::<PyBytes>() {
        return Ok(HostValue::Bytes(b.as_bytes().to_vec()));
    }
    if obj.is_exact_instance_of::<PyList>()
        || obj.is_exact_instance_of::<PyTuple>()
        || obj.is_exact_instance_of::<PyDict>()
        || obj.is_exact_instance_of::<PySet>()
        || obj.is_exact_instance_of::<PyFrozenSet>()
    {
        if let Ok(d) = obj.cast_exact::<PyDict>() {
            // A module's namespace is not data (smolagents' rule for dicts with a `__spec__`):
            // the guard judges it as the module it belongs to.
            if let Ok(Some(spec)) = d.get_item("__spec__") {
                if !spec.is_none() {
                    match shared
                        .upgrade()
                        .filter(|sh| sh.guard.lock().unwrap_or_else(|p| p.into_inner()).is_some())
                    {
                        Some(sh) => sh.check(py, obj)?,
                        // Without a guard to judge it, no namespace crosses.
                        None => {
                            let name = d
                                .get_item("__name__")
                                .ok()
                                .flatten()
                                .map(|n| n.to_string())
                                .unwrap_or_default();
                            return Err(HostError::forbidden(format!(
                                "Forbidden access to module: {name}"
                            )));
                        }
                    }
                }
            }
        }
        return match container_to_host(py, obj, shared, depth) {
            // A container holding something the program may not have (`sys.modules`, a frame's
            // builtins) cannot cross as data; it crosses as a guarded handle instead, and each
            // element is shown to the guard when the program reaches it (item, iteration,
            // method result), so the refusal names the element actually reached.
            Err(err) if err.kind == HostErrorKind::Forbidden && shared.upgrade().is_some() => {
                Ok(make_handle(py, obj, shared))
            }
            other => other,
        };
    }
    if let Ok(s) = obj.cast_exact::<PySlice>() {
        let part = |n: &str| -> Result<HostValue, HostError> {
            let v = s.getattr(n).map_err(|err| host_error(py, err))?;
            to_host(py, &v, shared, depth + 1)
        };
        return Ok(HostValue::Slice(
            Box::new(part("start")?),
            Box::new(part("stop")?),
            Box::new(part("step")?),
        ));
    }
    // numpy scalars (the results of `arr.sum()`, `arr[i]`, ...) are plain numbers to the program.
    if let Ok(Some(np)) = std_module(py, "sys")
        .and_then(|sys| sys.getattr("modules"))
        .and_then(|m| m.get_item("numpy").map(Some).or(Ok(None)))
    {
        if let Ok(generic) = np.getattr("generic") {
            if obj.is_instance(&generic).unwrap_or(false) {
                if let Ok(item) = obj.call_method0("item") {
                    // Only numbers, strings and bytes: a datetime64's `item()` is a datetime
                    // (or an int of nanoseconds), which is not the value the program has.
                    let plain = item.is_exact_instance_of::<PyInt>()
                        || item.is_exact_instance_of::<PyFloat>()
                        || item.is_exact_instance_of::<PyBool>()
                        || item.is_exact_instance_of::<PyComplex>()
                        || item.is_exact_instance_of::<PyString>()
                        || item.is_exact_instance_of::<PyBytes>();
                    // (A datetime64 in nanoseconds gives an int: asked only then.)
                    let temporal = || {
                        item.is_exact_instance_of::<PyInt>()
                            && (np
                                .getattr("datetime64")
                                .is_ok_and(|t| obj.is_instance(&t).unwrap_or(false))
                                || np
                                    .getattr("timedelta64")
                                    .is_ok_and(|t| obj.is_instance(&t).unwrap_or(false)))
                    };
                    if plain && !item.is(obj) && !item.get_type().is(obj.get_type()) && !temporal()
                    {
                        return to_host(py, &item, shared, depth + 1);
                    }
                }
            }
        }
    }
    if let Ok(r) = obj.cast::<SandboxRef>() {
        return Ok(HostValue::Sandbox(Box::new(r.get().obj.clone())));
    }
    // The Python classes, functions, generators and instances that stand for sandbox values
    // (`ophis._proxy.wrap`) go back as those values.
    if let Some(r) = proxy_of(py, obj).map_err(e)? {
        return Ok(HostValue::Sandbox(Box::new(r.get().obj.clone())));
    }
    if obj.is(py.NotImplemented()) {
        return Ok(HostValue::NotImplemented);
    }
    // Host data is data: a str, bytes or number of any subclass (smolagents' `AgentText`, an
    // IntEnum member, a float subclass) crosses as the plain value it holds, so no host method
    // (`str.format` walking attributes) runs with arguments the program wrote.
    if let Some(v) = subclass_to_host(obj).map_err(e)? {
        return Ok(v);
    }
    if let Some(sh) = shared.upgrade() {
        sh.check(py, obj)?;
    }
    Ok(make_handle(py, obj, shared))
}

/// The plain value of an instance of a subclass of str, bytes, int, float or complex.
fn subclass_to_host(obj: &Bound<'_, PyAny>) -> PyResult<Option<HostValue>> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Some(HostValue::Str(s.to_str()?.to_string())));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(Some(HostValue::Bytes(b.as_bytes().to_vec())));
    }
    if let Ok(i) = obj.cast::<PyInt>() {
        // `PyLong_AsLongLong` and friends read the int itself, never a subclass's `__index__`.
        if let Ok(v) = i.extract::<i64>() {
            return Ok(Some(HostValue::Int(v)));
        }
        return Ok(Some(HostValue::BigInt(i.extract::<BigInt>()?)));
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(Some(HostValue::Float(f.value())));
    }
    if let Ok(c) = obj.cast::<PyComplex>() {
        return Ok(Some(HostValue::Complex(c.real(), c.imag())));
    }
    Ok(None)
}

/// Converts an exact list, tuple, dict, set or frozenset element by element.
fn container_to_host(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    shared: &Weak<Shared>,
    depth: usize,
) -> Result<HostValue, HostError> {
    let e = |err: PyErr| host_error(py, err);
    if let Ok(l) = obj.cast_exact::<PyList>() {
        let items: Vec<Bound<'_, PyAny>> = l.iter().collect();
        return Ok(HostValue::List(
            items.iter().map(|x| to_host(py, x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    if let Ok(t) = obj.cast_exact::<PyTuple>() {
        return Ok(HostValue::Tuple(
            t.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    if let Ok(d) = obj.cast_exact::<PyDict>() {
        let mut out = Vec::with_capacity(d.len());
        for (k, v) in d.iter() {
            out.push((to_host(py, &k, shared, depth + 1)?, to_host(py, &v, shared, depth + 1)?));
        }
        return Ok(HostValue::Dict(out));
    }
    if let Ok(s) = obj.cast_exact::<PySet>() {
        return Ok(HostValue::Set(
            s.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
        ));
    }
    let s = obj.cast_exact::<PyFrozenSet>().map_err(|err| e(err.into()))?;
    Ok(HostValue::Set(
        s.iter().map(|x| to_host(py, &x, shared, depth + 1)).collect::<Result<_, _>>()?,
    ))
}
