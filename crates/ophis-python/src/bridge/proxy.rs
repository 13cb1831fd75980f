//! The Python proxies of sandbox values: SandboxObject and its callable and iterable subclasses.

use super::*;

/// A sandbox value held by Python: a function, class, instance, generator... of the program.
/// Calling it, iterating it, reading its attributes and `str()` run the program's code under
/// the interpreter's limits (inside the current run when Python was called from the program).
#[pyclass(module = "ophis._ophis", frozen, subclass, name = "SandboxObject")]
pub struct SandboxRef {
    pub(super) obj: SandboxObject,
    pub(super) shared: Arc<Shared>,
}

impl Drop for SandboxRef {
    fn drop(&mut self) {
        // Released at the interpreter's next use: taking its lock here could deadlock.
        self.shared.pending_release.lock().unwrap_or_else(|p| p.into_inner()).push(self.obj.id);
    }
}

impl SandboxRef {
    /// `obj(*args, **kwargs)` in the sandbox (the `__call__` of the callable proxies).
    fn call<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let (hargs, hkw) = self.args_to_host(py, args, kwargs)?;
        let r = match ophis::reentrant_call(&self.obj, hargs.clone(), hkw.clone()) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.call_object(&obj, hargs, hkw))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    /// A protocol operation on the value, re-entering the running program when the host was
    /// called by it, else as a request of its own.
    fn protocol(&self, py: Python<'_>, p: ophis::Protocol) -> PyResult<HostValue> {
        match ophis::reentrant_protocol(&self.obj, p.clone()) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e)),
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_protocol(&obj, p))?
                    .map_err(|f| failure_to_py(py, &f))
            }
        }
    }

    fn args_to_host(
        &self,
        py: Python<'_>,
        args: &Bound<'_, PyTuple>,
        kwargs: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<(Vec<HostValue>, Vec<(String, HostValue)>)> {
        let weak = Arc::downgrade(&self.shared);
        let mut hargs = Vec::with_capacity(args.len());
        for a in args.iter() {
            hargs.push(to_host(py, &a, &weak, 0).map_err(|e| host_error_to_py(py, e))?);
        }
        let mut hkw = Vec::new();
        if let Some(kw) = kwargs {
            for (k, v) in kw.iter() {
                hkw.push((
                    k.extract::<String>()?,
                    to_host(py, &v, &weak, 0).map_err(|e| host_error_to_py(py, e))?,
                ));
            }
        }
        Ok((hargs, hkw))
    }
}

#[pymethods]
impl SandboxRef {
    #[getter]
    fn type_name(&self) -> String {
        self.obj.type_name.clone()
    }

    /// The id of the interpreter that owns the value.
    #[getter]
    fn interp_id(&self) -> u64 {
        self.obj.interp_id
    }

    /// The value's key in its interpreter's export table (stable while any proxy holds it).
    #[getter]
    fn id(&self) -> u64 {
        self.obj.id
    }

    /// What kind of value this is, for `ophis._proxy` (the core's `object_info`).
    fn _info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let r = match ophis::reentrant_object_info(&self.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_info(&obj))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    fn __getattr__<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        // Python probes dunders (`__getitem__`, `__array__`, ...) on any object it is handed;
        // they are not the program's to give, and asking the core would be a policy violation.
        if ophis::Policy::is_dunder(name) || name.starts_with("_ipython") {
            return Err(pyo3::exceptions::PyAttributeError::new_err(name.to_string()));
        }
        let r = match ophis::reentrant_getattr(&self.obj, name) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = self.obj.clone();
                let name = name.to_string();
                self.shared
                    .with_core(py, move |c| c.object_getattr(&obj, &name))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        to_py(py, &r, &self.shared)
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        match ophis::reentrant_str(&self.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e)),
            None => {
                let obj = self.obj.clone();
                self.shared
                    .with_core(py, move |c| c.object_str(&obj))?
                    .map_err(|f| failure_to_py(py, &f))
            }
        }
    }

    fn __repr__(&self) -> String {
        self.obj.repr.clone()
    }

    /// A protocol operation for the special methods of `ophis._proxy`'s stand-in classes:
    /// `name` is one of len, getitem, contains, index, int, float, bool, eq, hash, iter.
    #[pyo3(signature = (name, arg=None))]
    fn _protocol<'py>(
        &self,
        py: Python<'py>,
        name: &str,
        arg: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        use ophis::Protocol as P;
        let weak = Arc::downgrade(&self.shared);
        let operand = || -> PyResult<HostValue> {
            let a = arg.ok_or_else(|| PyTypeError::new_err(format!("{name} needs an operand")))?;
            to_host(py, a, &weak, 0).map_err(|e| host_error_to_py(py, e))
        };
        // Identity, answered here: two proxies of one sandbox object (export ids are kept
        // stable while a proxy holds them) are the same object, as in the program.
        if name == "is" {
            // Only a proxy can be this object: nothing else is converted to find out.
            let other = match arg {
                Some(a) => match a.cast::<SandboxRef>() {
                    Ok(r) => Some(r.clone()),
                    Err(_) => proxy_of(py, a).ok().flatten(),
                },
                None => None,
            };
            let same = other.is_some_and(|r| {
                r.get().obj.interp_id == self.obj.interp_id && r.get().obj.id == self.obj.id
            });
            return same.into_bound_py_any(py);
        }
        if name == "id" {
            return ((self.obj.interp_id << 40) ^ self.obj.id).into_bound_py_any(py);
        }
        let p = match name {
            "len" => P::Len,
            "getitem" => P::GetItem(operand()?),
            "contains" => P::Contains(operand()?),
            "index" => P::Index,
            "int" => P::Int,
            "float" => P::Float,
            "bool" => P::Bool,
            "eq" => match operand() {
                Ok(x) => P::Eq(x),
                // An operand that cannot cross into the sandbox is not equal to a sandbox value.
                Err(_) => return Ok(py.NotImplemented().into_bound(py)),
            },
            "hash" => P::Hash,
            "iter" => P::Iter,
            _ => return Err(PyTypeError::new_err(format!("unknown protocol operation {name}"))),
        };
        let r = self.protocol(py, p)?;
        to_py(py, &r, &self.shared)
    }
}

/// A sandbox value that can be called (a function, a class, a bound method, an instance with
/// `__call__`).
#[pyclass(module = "ophis._ophis", frozen, extends = SandboxRef, name = "SandboxCallable")]
pub struct SandboxCallable;

#[pymethods]
impl SandboxCallable {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        slf: &Bound<'py, Self>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        slf.as_super().get().call(slf.py(), args, kwargs)
    }
}

/// A sandbox value that can be both iterated and called.
#[pyclass(module = "ophis._ophis", frozen, extends = SandboxIterable, name = "SandboxCallableIterable")]
pub struct SandboxCallableIterable;

#[pymethods]
impl SandboxCallableIterable {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        slf: &Bound<'py, Self>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        slf.as_super().as_super().get().call(slf.py(), args, kwargs)
    }
}

/// A sandbox value that can be iterated (a generator, an iterator, an instance with
/// `__iter__`): only these have `__iter__` on the Python side, since libraries decide what is
/// "list-like" by looking for it.
#[pyclass(module = "ophis._ophis", frozen, subclass, extends = SandboxRef, name = "SandboxIterable")]
pub struct SandboxIterable;

#[pymethods]
impl SandboxIterable {
    fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let this = slf.as_super().get();
        // A generator or iterator is its own iterator (and this works inside a run too).
        if this.obj.type_name == "generator" || this.obj.type_name.ends_with("iterator") {
            return Ok(slf.clone().into_any());
        }
        let r = this.protocol(py, ophis::Protocol::Iter)?;
        // An iterator whose `iter()` is itself (a map, a zip) stays this very object.
        if let HostValue::Sandbox(it) = &r {
            if it.id == this.obj.id {
                return Ok(slf.clone().into_any());
            }
        }
        to_py(py, &r, &this.shared)
    }

    fn __next__<'py>(slf: &Bound<'py, Self>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let py = slf.py();
        let this = slf.as_super().get();
        let r = match ophis::reentrant_iter_next(&this.obj) {
            Some(r) => r.map_err(|e| host_error_to_py(py, e))?,
            None => {
                let obj = this.obj.clone();
                this.shared
                    .with_core(py, move |c| c.object_iter_next(&obj))?
                    .map_err(|f| failure_to_py(py, &f))?
            }
        };
        match r {
            Some(v) => Ok(Some(to_py(py, &v, &this.shared)?)),
            None => Err(PyStopIteration::new_err(())),
        }
    }
}
