//! Python objects as the core's host objects (`PyHost`): the registry and the host operations.

use super::*;

/// Python objects behind live handles, by the address of their `PyHost`, so a handle coming
/// back from the program turns into the very object it wraps.
pub(super) fn registry() -> &'static Mutex<HashMap<usize, Py<PyAny>>> {
    static R: OnceLock<Mutex<HashMap<usize, Py<PyAny>>>> = OnceLock::new();
    R.get_or_init(|| Mutex::new(HashMap::new()))
}

/// A Python object as a host object.
pub struct PyHost {
    /// The object; `None` only once the handle is dropped.
    obj: Option<Py<PyAny>>,
    shared: Weak<Shared>,
}

impl Drop for PyHost {
    fn drop(&mut self) {
        let key = self as *const PyHost as usize;
        let registered = registry().lock().unwrap_or_else(|p| p.into_inner()).remove(&key);
        // Releasing the last reference runs the object's finalizer (`__del__`, a generator's
        // `finally`): host code the program caused, so it must run confined. Handles are
        // dropped while the sandbox runs without the GIL; their objects wait in a per-thread
        // list that the next host operation (inside its confined scope) or the end of the run
        // releases. (Dropped without the GIL, pyo3 would release them at the next `attach`,
        // outside any scope; taking the GIL here for each handle cost 7% of a numpy-heavy
        // program.)
        crate::rights::release_later(self.obj.take());
        crate::rights::release_later(registered);
    }
}

pub(super) fn make_handle(
    py: Python<'_>,
    obj: &Bound<'_, PyAny>,
    shared: &Weak<Shared>,
) -> HostValue {
    let h = Arc::new(PyHost { obj: Some(obj.clone().unbind()), shared: shared.clone() });
    let key = Arc::as_ptr(&h) as usize;
    registry().lock().unwrap_or_else(|p| p.into_inner()).insert(key, obj.clone().unbind());
    let _ = py;
    HostValue::Object(h)
}

fn binary_name(op: BinaryOp, inplace: bool) -> &'static str {
    let (plain, inp) = match op {
        BinaryOp::Add => ("add", "iadd"),
        BinaryOp::Sub => ("sub", "isub"),
        BinaryOp::Mul => ("mul", "imul"),
        BinaryOp::MatMul => ("matmul", "imatmul"),
        BinaryOp::TrueDiv => ("truediv", "itruediv"),
        BinaryOp::FloorDiv => ("floordiv", "ifloordiv"),
        BinaryOp::Mod => ("mod", "imod"),
        BinaryOp::Pow => ("pow", "ipow"),
        BinaryOp::LShift => ("lshift", "ilshift"),
        BinaryOp::RShift => ("rshift", "irshift"),
        BinaryOp::And => ("and_", "iand"),
        BinaryOp::Or => ("or_", "ior"),
        BinaryOp::Xor => ("xor", "ixor"),
    };
    if inplace {
        inp
    } else {
        plain
    }
}

impl PyHost {
    fn obj(&self) -> &Py<PyAny> {
        self.obj.as_ref().expect("a host handle's object is taken only when the handle is dropped")
    }

    fn shared(&self) -> Result<Arc<Shared>, HostError> {
        self.shared
            .upgrade()
            .ok_or_else(|| HostError::raise("RuntimeError", "the interpreter is gone"))
    }

    fn run_op<'py>(&self, py: Python<'py>, op: HostOp) -> Result<HostValue, HostError> {
        let shared = self.shared()?;
        let weak = &self.shared;
        let obj = self.obj().bind(py);
        let e = |err: PyErr| host_error(py, err);
        let conv = |v: &HostValue| to_py(py, v, &shared).map_err(e);
        let back = |r: Bound<'py, PyAny>| to_host(py, &r, weak, 0);
        let operator = || std_module(py, "operator").map_err(e);
        // Operations that read an object's contents first have its structure checked (a
        // scipy sparse matrix whose indices point outside its data, `Guard.check_operand`);
        // a call checks its receiver and arguments in `check_call`.
        let reads_contents = matches!(
            op,
            HostOp::GetItem(_)
                | HostOp::SetItem(..)
                | HostOp::DelItem(_)
                | HostOp::Iter
                | HostOp::Contains(_)
                | HostOp::Repr
                | HostOp::Str
                | HostOp::Format(_)
                | HostOp::Binary { .. }
                | HostOp::InPlace { .. }
                | HostOp::Unary(_)
                | HostOp::Compare { .. }
                | HostOp::Convert(_)
        );
        if reads_contents {
            let writes = matches!(op, HostOp::SetItem(..) | HostOp::DelItem(_));
            shared.check_operand(py, obj, writes)?;
        }
        let conv_operand = |v: &HostValue| -> Result<Bound<'py, PyAny>, HostError> {
            let value = conv(v)?;
            if matches!(v, HostValue::Object(_)) {
                shared.check_operand(py, &value, false)?;
            }
            Ok(value)
        };
        match op {
            HostOp::GetAttr(name) => {
                // The core asks for no dunder but a module's `__version__` (issue 19); the
                // bridge holds to that itself, and the version must be a plain string.
                if ophis::Policy::is_dunder(&name) {
                    let version = name == "__version__" && obj.is_instance_of::<PyModule>();
                    let value = if version { obj.getattr("__version__").ok() } else { None };
                    return match value {
                        Some(v) if v.is_exact_instance_of::<pyo3::types::PyString>() => {
                            Ok(HostValue::Str(v.to_string()))
                        }
                        _ => Err(HostError::forbidden(format!(
                            "Forbidden access to dunder attribute: {name}"
                        ))),
                    };
                }
                if FRAME_ATTRS.contains(&name.as_str()) || !introspection_attr_allowed(obj, &name) {
                    return Err(HostError::forbidden(format!(
                        "Forbidden access to attribute: {name}"
                    )));
                }
                if name.starts_with('_') && !obj.is_instance_of::<PyModule>() {
                    shared.check_private_attribute(py, obj, &name)?;
                }
                if is_os_module(obj) {
                    if ENVIRONMENT_ATTRS.contains(&name.as_str()) {
                        // The environment is where API keys live: refused even when `os` is
                        // authorized (reading it raises no audit event, so the hook cannot).
                        return Err(HostError::forbidden(format!(
                            "Forbidden access to the environment: os.{name}"
                        )));
                    }
                    if !os_attr_allowed(&name) {
                        // `os` authorized by name gives its file and path functions (judged
                        // by the audit hook); not what acts on the host process without an
                        // audit event: os.abort(), os._exit(), os.close(fd), os.write(1, ...),
                        // os.setuid(), os.umask(), os.register_at_fork(), ...
                        return Err(HostError::forbidden(format!(
                            "Forbidden access to function: {name}"
                        )));
                    }
                }
                let value = back(obj.getattr(name.as_str()).map_err(e)?)?;
                // A module's private names are its implementation (`np.random.mtrand._rand`,
                // `dataclasses._set_new_attribute`, which sets attributes of any class): the
                // guard judges the value first (`random._os` stays smolagents' refusal of `os`),
                // and then the name (`check_private`: allowed only in a module the embedder
                // named).
                if name.starts_with('_') && obj.is_instance_of::<PyModule>() {
                    shared.check_private(py, obj, &name)?;
                }
                Ok(value)
            }
            HostOp::SetAttr(name, v) => {
                if obj.is_instance_of::<PyModule>() {
                    return Err(HostError::forbidden(format!(
                        "Forbidden assignment to module attribute: {name}"
                    )));
                }
                if name.starts_with('_') {
                    shared.check_private_attribute(py, obj, &name)?;
                }
                shared.check_write(py, obj, &name, false)?;
                obj.setattr(name.as_str(), conv(&v)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::DelAttr(name) => {
                if obj.is_instance_of::<PyModule>() {
                    return Err(HostError::forbidden(format!(
                        "Forbidden deletion of module attribute: {name}"
                    )));
                }
                if name.starts_with('_') {
                    shared.check_private_attribute(py, obj, &name)?;
                }
                shared.check_write(py, obj, &name, true)?;
                obj.delattr(name.as_str()).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::Call { args, kwargs } => {
                check_call_strings(&args, &kwargs)?;
                check_frame_lookup(obj, &args, &kwargs)?;
                let pargs = PyTuple::new(py, args.iter().map(conv).collect::<Result<Vec<_>, _>>()?)
                    .map_err(e)?;
                let pkw = PyDict::new(py);
                for (k, v) in &kwargs {
                    pkw.set_item(k, conv(v)?).map_err(e)?;
                }
                let handles = args.iter().chain(kwargs.iter().map(|(_, v)| v)).any(holds_handle);
                shared.check_call(py, obj, &pargs, &pkw, handles)?;
                back(obj.call(pargs, Some(&pkw)).map_err(e)?)
            }
            HostOp::GetItem(k) => back(obj.get_item(conv(&k)?).map_err(e)?),
            HostOp::SetItem(k, v) => {
                obj.set_item(conv(&k)?, conv(&v)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::DelItem(k) => {
                obj.del_item(conv(&k)?).map_err(e)?;
                Ok(HostValue::None)
            }
            HostOp::Len => Ok(HostValue::Int(obj.len().map_err(e)? as i64)),
            HostOp::Bool => Ok(HostValue::Bool(obj.is_truthy().map_err(e)?)),
            HostOp::Iter => back(obj.try_iter().map_err(e)?.into_any()),
            HostOp::Next => {
                let next = std_module(py, "builtins").map_err(e)?.getattr("next").map_err(e)?;
                match next.call1((obj,)) {
                    Ok(v) => back(v),
                    Err(err) if err.is_instance_of::<PyStopIteration>(py) => {
                        Err(HostError::raise("StopIteration", ""))
                    }
                    Err(err) => Err(e(err)),
                }
            }
            HostOp::Contains(v) => Ok(HostValue::Bool(obj.contains(conv(&v)?).map_err(e)?)),
            HostOp::Hash => Ok(HostValue::Int(obj.hash().map_err(e)? as i64)),
            HostOp::Repr => Ok(HostValue::Str(obj.repr().map_err(e)?.to_string())),
            HostOp::Str => Ok(HostValue::Str(obj.str().map_err(e)?.to_string())),
            HostOp::Format(spec) => {
                check_call_strings(&[HostValue::Str(spec.clone())], &[])?;
                let format = std_module(py, "builtins").map_err(e)?.getattr("format").map_err(e)?;
                Ok(HostValue::Str(format.call1((obj, spec)).map_err(e)?.to_string()))
            }
            HostOp::Binary { op, other, reflected } => {
                let f = operator()?.getattr(binary_name(op, false)).map_err(e)?;
                let other = conv_operand(&other)?;
                let r = if reflected { f.call1((other, obj)) } else { f.call1((obj, other)) };
                match r {
                    Ok(v) => back(v),
                    // Python already tried both sides; let the core report the operands.
                    Err(err)
                        if err.is_instance_of::<PyTypeError>(py)
                            && err.to_string().contains("unsupported operand") =>
                    {
                        Ok(HostValue::NotImplemented)
                    }
                    Err(err) => Err(e(err)),
                }
            }
            HostOp::InPlace { op, other } => {
                let f = operator()?.getattr(binary_name(op, true)).map_err(e)?;
                back(f.call1((obj, conv_operand(&other)?)).map_err(e)?)
            }
            HostOp::Unary(op) => {
                let name = match op {
                    UnaryOp::Neg => "neg",
                    UnaryOp::Pos => "pos",
                    UnaryOp::Invert => "invert",
                    UnaryOp::Abs => "abs",
                };
                back(operator()?.getattr(name).map_err(e)?.call1((obj,)).map_err(e)?)
            }
            HostOp::Compare { op, other } => {
                let cmp = match op {
                    CompareOp::Lt => pyo3::basic::CompareOp::Lt,
                    CompareOp::Le => pyo3::basic::CompareOp::Le,
                    CompareOp::Eq => pyo3::basic::CompareOp::Eq,
                    CompareOp::Ne => pyo3::basic::CompareOp::Ne,
                    CompareOp::Gt => pyo3::basic::CompareOp::Gt,
                    CompareOp::Ge => pyo3::basic::CompareOp::Ge,
                };
                back(obj.rich_compare(conv_operand(&other)?, cmp).map_err(e)?)
            }
            HostOp::Convert(kind) => {
                let f = match kind {
                    ophis::Conversion::Int => std_module(py, "builtins").map_err(e)?.getattr("int"),
                    ophis::Conversion::Float => {
                        std_module(py, "builtins").map_err(e)?.getattr("float")
                    }
                    ophis::Conversion::Index => operator()?.getattr("index"),
                }
                .map_err(e)?;
                back(f.call1((obj,)).map_err(e)?)
            }
            HostOp::IsInstance(v) => {
                // Only a class answers; CPython's own TypeError for anything else.
                let isinstance =
                    std_module(py, "builtins").map_err(e)?.getattr("isinstance").map_err(e)?;
                Ok(HostValue::Bool(
                    isinstance.call1((conv(&v)?, obj)).map_err(e)?.is_truthy().map_err(e)?,
                ))
            }
            HostOp::IsSubclass(target) => {
                // The host's `issubclass` raises CPython's own TypeError when `obj` is no class.
                let builtins = std_module(py, "builtins").map_err(e)?;
                let issubclass = builtins.getattr("issubclass").map_err(e)?;
                let object = builtins.getattr("object").map_err(e)?;
                let class = match target {
                    ophis::SubclassTarget::Host(v) => Some(conv(&v)?),
                    ophis::SubclassTarget::Builtin(name) => builtins
                        .getattr(name.as_str())
                        .ok()
                        .filter(|c| c.is_instance_of::<pyo3::types::PyType>()),
                    ophis::SubclassTarget::Sandbox => None,
                };
                let answer = match class {
                    Some(class) => {
                        issubclass.call1((obj, class)).map_err(e)?.is_truthy().map_err(e)?
                    }
                    None => {
                        issubclass.call1((obj, object)).map_err(e)?;
                        false
                    }
                };
                Ok(HostValue::Bool(answer))
            }
            HostOp::Enter => {
                let ty = obj.get_type();
                let (Ok(enter), true) =
                    (ty.getattr("__enter__"), ty.hasattr("__exit__").unwrap_or(false))
                else {
                    let name = ty.name().map(|n| n.to_string()).unwrap_or_else(|_| "object".into());
                    return Err(HostError::raise(
                        "TypeError",
                        format!("'{name}' object does not support the context manager protocol"),
                    ));
                };
                back(enter.call1((obj,)).map_err(e)?)
            }
            HostOp::Exit(exc) => {
                let exit = obj.get_type().getattr("__exit__").map_err(e)?;
                let none = py.None().into_bound(py);
                let r = match exc {
                    None => exit.call1((obj, none.clone(), none.clone(), none)),
                    Some((type_name, message)) => {
                        // The builtin exception class of that name (a sandbox exception's
                        // nearest builtin base), or Exception.
                        let builtins = std_module(py, "builtins").map_err(e)?;
                        let base_exc = py.get_type::<pyo3::exceptions::PyBaseException>();
                        let cls = match builtins.getattr(type_name.as_str()) {
                            Ok(c)
                                if c.cast::<pyo3::types::PyType>()
                                    .is_ok_and(|t| t.is_subclass(&base_exc).unwrap_or(false)) =>
                            {
                                c
                            }
                            _ => py.get_type::<pyo3::exceptions::PyException>().into_any(),
                        };
                        let value = cls.call1((message,)).map_err(e)?;
                        exit.call1((obj, cls, value, none))
                    }
                };
                Ok(HostValue::Bool(r.map_err(e)?.is_truthy().map_err(e)?))
            }
            HostOp::Dir => {
                let names: Vec<String> =
                    obj.dir().map_err(e)?.iter().map(|n| n.to_string()).collect();
                Ok(HostValue::List(
                    names
                        .into_iter()
                        .filter(|n| !ophis::Policy::is_dunder(n))
                        .map(HostValue::Str)
                        .collect(),
                ))
            }
        }
    }
}

/// The name of an operation on a host object, and the attribute it is about, for the
/// messages of refused host actions.
fn op_label(op: &HostOp) -> (&'static str, Option<String>) {
    match op {
        HostOp::GetAttr(name) => ("attribute", Some(name.clone())),
        HostOp::SetAttr(name, _) => ("attribute assignment", Some(name.clone())),
        HostOp::DelAttr(name) => ("attribute deletion", Some(name.clone())),
        HostOp::Call { .. } => ("call", None),
        HostOp::GetItem(_) | HostOp::SetItem(..) | HostOp::DelItem(_) => ("item", None),
        HostOp::Len => ("len", None),
        HostOp::Bool => ("truth test", None),
        HostOp::Iter | HostOp::Next => ("iteration", None),
        HostOp::Contains(_) => ("containment test", None),
        HostOp::Hash => ("hash", None),
        HostOp::Repr => ("repr", None),
        HostOp::Str => ("str", None),
        HostOp::Format(_) => ("format", None),
        HostOp::Binary { .. } | HostOp::InPlace { .. } | HostOp::Unary(_) => ("operator", None),
        HostOp::Compare { .. } => ("comparison", None),
        HostOp::Dir => ("dir", None),
        HostOp::Convert(_) => ("conversion", None),
        HostOp::IsInstance(_) => ("isinstance", None),
        HostOp::IsSubclass(_) => ("issubclass", None),
        HostOp::Enter | HostOp::Exit(_) => ("context manager", None),
    }
}

impl HostObject for PyHost {
    fn type_name(&self) -> String {
        Python::attach(|py| {
            self.obj()
                .bind(py)
                .get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_else(|_| "object".into())
        })
    }

    fn is_callable(&self) -> bool {
        Python::attach(|py| self.obj().bind(py).is_callable())
    }

    /// Runs the operation confined (see `rights`): a refusal the audit hook recorded while it
    /// ran ends the run, whatever the host code did with the exception the hook raised.
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        Python::attach(|py| {
            let shared = self.shared.upgrade();
            let interp = shared.as_ref().map_or(0, |s| s.interp_id);
            let (operation, name) = op_label(&op);
            let scope =
                crate::rights::confine(interp, Some(self.obj().clone_ref(py)), operation, name);
            crate::rights::release_pending(py);
            // numpy's allocations made by the operation are the program's (`npmem`).
            let charge = crate::npmem::charge_numpy(py, shared.map(|s| s.memory.clone()));
            // Host code still running at the run's deadline is interrupted (`deadline`).
            let watched = crate::deadline::watch(py, ophis::caller_deadline());
            let result = self.run_op(py, op);
            drop(watched);
            drop(charge);
            match scope.finish() {
                Some(violation) => Err(HostError::forbidden(violation)),
                None => result,
            }
        })
    }

    /// Python's `id()`: every conversion makes a new handle, but `df is df` must hold.
    fn identity(&self) -> Option<usize> {
        Some(self.obj().as_ptr() as usize)
    }
}

/// Whether a call argument is or holds (in a list, tuple, set, dict or slice) a host handle,
/// or a value of a shared conversion, which may be one: only then does the guard walk the
/// arguments for constructors handed to host code.
fn holds_handle(v: &HostValue) -> bool {
    match v {
        HostValue::Object(_) | HostValue::Shared(_) => true,
        HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) => {
            items.iter().any(holds_handle)
        }
        HostValue::Dict(pairs) => pairs.iter().any(|(k, x)| holds_handle(k) || holds_handle(x)),
        HostValue::Slice(a, b, c) => holds_handle(a) || holds_handle(b) || holds_handle(c),
        _ => false,
    }
}
