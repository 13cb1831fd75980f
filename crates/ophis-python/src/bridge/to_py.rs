//! Converting host values to Python objects, and sandbox failures to Python exceptions.

use super::*;

/// A standard module the bridge uses (`builtins`, `sys`, `operator`, `types`), imported once.
/// The bridge runs from inside host code, and that can be a sealed function of `ophis._proxy`
/// (a stand-in's `__getitem__` re-entering the program, which calls host code again), whose
/// frame has no `__import__`: importing from there would fail, so the modules are imported
/// when the extension loads (`prime_modules`) and read from here.
pub fn std_module<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    static MODULES: pyo3::sync::PyOnceLock<Vec<(&'static str, Py<PyAny>)>> =
        pyo3::sync::PyOnceLock::new();
    let mods = MODULES.get_or_try_init(py, || -> PyResult<Vec<(&'static str, Py<PyAny>)>> {
        ["builtins", "sys", "operator", "types"]
            .into_iter()
            .map(|n| py.import(n).map(|m| (n, m.into_any().unbind())))
            .collect()
    })?;
    match mods.iter().find(|(n, _)| *n == name) {
        Some((_, m)) => Ok(m.bind(py).clone()),
        None => py.import(name).map(|m| m.into_any()),
    }
}

/// Imports the modules of `std_module` (called when the extension module is initialized).
pub fn prime_modules(py: Python<'_>) -> PyResult<()> {
    std_module(py, "builtins").map(|_| ())
}

/// `ophis._proxy`, which gives sandbox objects their Python face and takes it off again.
fn proxy_module(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    static MODULE: pyo3::sync::PyOnceLock<Py<PyAny>> = pyo3::sync::PyOnceLock::new();
    MODULE
        .get_or_try_init(py, || py.import("ophis._proxy").map(|m| m.into_any().unbind()))
        .map(|m| m.bind(py).clone())
}

/// The proxy behind a Python object made by `ophis._proxy.wrap`, if `obj` is one. Only the
/// kinds of object `wrap` makes are asked about.
pub(super) fn proxy_of<'py>(
    py: Python<'py>,
    obj: &Bound<'py, PyAny>,
) -> PyResult<Option<Bound<'py, SandboxRef>>> {
    let ty = obj.get_type();
    let name = ty.name()?;
    let candidate = obj.is_instance_of::<pyo3::types::PyType>()
        || matches!(name.to_str()?, "function" | "generator")
        || ty.getattr("_ophis_wrapper").is_ok();
    if !candidate {
        return Ok(None);
    }
    let r = proxy_module(py)?.getattr("unwrap")?.call1((obj,))?;
    Ok(r.cast_into::<SandboxRef>().ok())
}

/// Converts a host value to a Python object.
pub fn to_py<'py>(
    py: Python<'py>,
    v: &HostValue,
    shared: &Arc<Shared>,
) -> PyResult<Bound<'py, PyAny>> {
    no_panic(|| to_py_in(py, v, shared, &mut None))
}

/// Makes Python objects straight from sandbox values (`Interpreter::build_globals`).
pub struct PyBuilder<'a, 'py> {
    pub py: Python<'py>,
    pub shared: &'a Arc<Shared>,
}

impl<'py> ophis::HostBuilder for PyBuilder<'_, 'py> {
    type Obj = Bound<'py, PyAny>;
    type Error = PyErr;

    fn atom(&mut self, a: ophis::Atom<'_>) -> PyResult<Bound<'py, PyAny>> {
        let py = self.py;
        Ok(match a {
            ophis::Atom::None => py.None().into_bound(py),
            ophis::Atom::Bool(b) => b.into_bound_py_any(py)?,
            ophis::Atom::Int(i) => i.into_bound_py_any(py)?,
            ophis::Atom::BigInt(b) => b.into_bound_py_any(py)?,
            ophis::Atom::Float(f) => f.into_bound_py_any(py)?,
            ophis::Atom::Complex(r, i) => PyComplex::from_doubles(py, r, i).into_any(),
            ophis::Atom::Str(s) => PyString::new(py, s).into_any(),
            ophis::Atom::Bytes(b) => PyBytes::new(py, b).into_any(),
            ophis::Atom::NotImplemented => py.NotImplemented().into_bound(py),
        })
    }

    fn list(&mut self, items: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyList::new(self.py, items)?.into_any())
    }

    fn tuple(&mut self, items: Vec<Bound<'py, PyAny>>, atoms: bool) -> PyResult<Bound<'py, PyAny>> {
        let t = PyTuple::new(self.py, items)?;
        if atoms {
            untrack_atomic_tuple(&t);
        }
        Ok(t.into_any())
    }

    fn dict(
        &mut self,
        entries: Vec<(Bound<'py, PyAny>, Bound<'py, PyAny>)>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let d = PyDict::new(self.py);
        for (k, v) in entries {
            d.set_item(k, v)?;
        }
        Ok(d.into_any())
    }

    fn set(&mut self, items: Vec<Bound<'py, PyAny>>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PySet::new(self.py, items)?.into_any())
    }

    fn value(&mut self, v: HostValue) -> PyResult<Bound<'py, PyAny>> {
        to_py(self.py, &v, self.shared)
    }
}

/// A tuple of numbers and strings can never be part of a cycle: CPython's own collector
/// untracks such tuples when it first meets them, and doing it at once spares every
/// collection until then from walking the thousands a state copy can make (a fifth of the
/// copy's time).
fn untrack_atomic_tuple(t: &Bound<'_, PyTuple>) {
    if !t.is_empty() {
        // SAFETY: `t` is a live tuple the caller just made and holds, whose items cannot reach
        // it back; untracking such a tuple is what CPython does itself.
        unsafe { pyo3::ffi::PyObject_GC_UnTrack(t.as_ptr().cast()) };
    }
}

/// The Python objects of a `SharedValues` table (`Interpreter::get_globals`), each built the
/// first time a `HostValue::Shared` names it and the same object every later time.
pub struct SharedTable<'a, 'py> {
    table: &'a [HostValue],
    built: Vec<Option<Bound<'py, PyAny>>>,
    building: Vec<bool>,
}

impl<'a, 'py> SharedTable<'a, 'py> {
    pub fn new(table: &'a [HostValue]) -> Self {
        SharedTable { table, built: vec![None; table.len()], building: vec![false; table.len()] }
    }
}

/// The object of table entry `i`. A list or a dict is registered before its items are
/// converted, so a cycle through it comes back to the same object; a cycle that comes back to
/// a tuple or a set still being built (which Python cannot make before its items) is
/// described by an opaque `...`, as a conversion too deep is.
fn shared_to_py<'py>(
    py: Python<'py>,
    i: usize,
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Bound<'py, PyAny>> {
    let Some(t) = table.as_mut() else {
        return Err(PyTypeError::new_err(
            "a shared reference of a converted object graph was given outside its graph",
        ));
    };
    let entries = t.table;
    let Some(entry) = entries.get(i) else {
        return Err(PyTypeError::new_err("a shared reference past the end of its table"));
    };
    if let Some(o) = &t.built[i] {
        return Ok(o.clone());
    }
    if t.building[i] {
        return Ok(Bound::new(py, crate::Opaque { type_name: "...".into(), repr: "...".into() })?
            .into_any());
    }
    t.building[i] = true;
    let register = |table: &mut Option<SharedTable<'_, 'py>>, o: &Bound<'py, PyAny>| {
        if let Some(t) = table.as_mut() {
            t.built[i] = Some(o.clone());
        }
    };
    let o = match entry {
        HostValue::List(items) => {
            let list = PyList::empty(py);
            register(table, list.as_any());
            for x in items {
                list.append(to_py_in(py, x, shared, table)?)?;
            }
            list.into_any()
        }
        HostValue::Dict(pairs) => {
            let d = PyDict::new(py);
            register(table, d.as_any());
            for (k, v) in pairs {
                d.set_item(to_py_in(py, k, shared, table)?, to_py_in(py, v, shared, table)?)?;
            }
            d.into_any()
        }
        other => to_py_in(py, other, shared, table)?,
    };
    register(table, &o);
    Ok(o)
}

/// Whether the Python object of `v` holds no other object (so it cannot be part of a cycle).
fn is_atomic(v: &HostValue) -> bool {
    matches!(
        v,
        HostValue::None
            | HostValue::Bool(_)
            | HostValue::Int(_)
            | HostValue::BigInt(_)
            | HostValue::Float(_)
            | HostValue::Complex(..)
            | HostValue::Str(_)
            | HostValue::Bytes(_)
    )
}

/// The Python objects of a container's items, in a vector allocated once.
fn items_to_py<'py>(
    py: Python<'py>,
    items: &[HostValue],
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(to_py_in(py, x, shared, table)?);
    }
    Ok(out)
}

/// `to_py` with the table of a shared conversion (items of containers go through it too).
pub fn to_py_in<'py>(
    py: Python<'py>,
    v: &HostValue,
    shared: &Arc<Shared>,
    table: &mut Option<SharedTable<'_, 'py>>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        HostValue::Shared(i) => return shared_to_py(py, *i as usize, shared, table),
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => b.into_bound_py_any(py)?,
        HostValue::Int(i) => i.into_bound_py_any(py)?,
        HostValue::BigInt(b) => b.into_bound_py_any(py)?,
        HostValue::Float(f) => f.into_bound_py_any(py)?,
        HostValue::Complex(r, i) => PyComplex::from_doubles(py, *r, *i).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(items) => {
            PyList::new(py, items_to_py(py, items, shared, table)?)?.into_any()
        }
        HostValue::Tuple(items) => {
            let t = PyTuple::new(py, items_to_py(py, items, shared, table)?)?;
            if items.iter().all(is_atomic) {
                untrack_atomic_tuple(&t);
            }
            t.into_any()
        }
        HostValue::Dict(entries) => {
            let d = PyDict::new(py);
            for (k, v) in entries {
                d.set_item(to_py_in(py, k, shared, table)?, to_py_in(py, v, shared, table)?)?;
            }
            d.into_any()
        }
        HostValue::Set(items) => PySet::new(py, items_to_py(py, items, shared, table)?)?.into_any(),
        HostValue::Slice(a, b, c) => {
            let slice = std_module(py, "builtins")?.getattr("slice")?;
            slice.call1((
                to_py_in(py, a, shared, table)?,
                to_py_in(py, b, shared, table)?,
                to_py_in(py, c, shared, table)?,
            ))?
        }
        HostValue::Object(h) => {
            let key = Arc::as_ptr(h) as *const u8 as usize;
            let found = registry()
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(&key)
                .map(|o| o.clone_ref(py));
            match found {
                Some(o) => o.into_bound(py),
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "a foreign host object ({}) cannot cross into Python",
                        h.type_name()
                    )))
                }
            }
        }
        HostValue::Sandbox(obj) => {
            let base = SandboxRef { obj: (**obj).clone(), shared: shared.clone() };
            // Only callable values have `__call__`, only iterable ones `__iter__`: Python
            // (`callable()`) and libraries (list-likeness) go by their presence.
            let init = pyo3::PyClassInitializer::from(base);
            let proxy = match (obj.callable, obj.iterable) {
                (false, false) => Bound::new(py, init)?.into_any(),
                (true, false) => Bound::new(py, init.add_subclass(SandboxCallable))?.into_any(),
                (false, true) => Bound::new(py, init.add_subclass(SandboxIterable))?.into_any(),
                (true, true) => Bound::new(
                    py,
                    init.add_subclass(SandboxIterable).add_subclass(SandboxCallableIterable),
                )?
                .into_any(),
            };
            // What a Python user expects in its place: Python's own builtin types, real
            // classes, functions and generators (see `ophis._proxy`).
            proxy_module(py)?.getattr("wrap")?.call1((proxy,))?
        }
        HostValue::NotImplemented => py.NotImplemented().into_bound(py),
        HostValue::Opaque { type_name, repr } => Bound::new(
            py,
            crate::Opaque { type_name: type_name.to_string(), repr: repr.to_string() },
        )?
        .into_any(),
    })
}

/// The failure of a request on a sandbox object as a Python exception: builtin exception types
/// keep their type, anything else (limits, rules, the program's own classes) is RuntimeError.
pub fn failure_to_py(py: Python<'_>, f: &ophis::RunFailure) -> PyErr {
    match &f.error {
        ophis::RunError::Exception { type_name, message, .. } => {
            if let Ok(t) = std_module(py, "builtins").and_then(|b| b.getattr(type_name.as_str())) {
                if let Ok(t) = t.cast_into::<pyo3::types::PyType>() {
                    if t.is_subclass_of::<pyo3::exceptions::PyBaseException>().unwrap_or(false) {
                        return PyErr::from_type(t, message.clone());
                    }
                }
            }
            PyRuntimeError::new_err(format!("{type_name}: {message}"))
        }
        other => PyRuntimeError::new_err(other.to_string()),
    }
}

pub(super) fn host_error_to_py(py: Python<'_>, e: HostError) -> PyErr {
    let f = ophis::RunFailure {
        error: match e.kind {
            ophis::HostErrorKind::Raise => ophis::RunError::Exception {
                type_name: e.exc_type,
                message: e.message,
                traceback: String::new(),
                line: 0,
                module_line: 0,
                explanation: None,
                suggestion: None,
            },
            _ => ophis::RunError::Limit {
                kind: ophis::LimitKind::Forbidden,
                message: e.message,
                line: 0,
                module_line: 0,
            },
        },
        output: String::new(),
        stats: Default::default(),
    };
    failure_to_py(py, &f)
}
