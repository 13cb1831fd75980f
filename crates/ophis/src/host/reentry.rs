//! Re-entry: sandbox objects exported to the host, and the host calling back into the interpreter that owns them (reentrant_*), under that interpreter's run.

use super::*;

/// `object_protocol` for an exported object, inside the current run of its interpreter, like
/// `reentrant_call`.
pub fn reentrant_protocol(
    obj: &SandboxObject,
    p: Protocol,
) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            object_protocol(interp, &v, p)
        })();
        interp.result_for_host(r)
    })
}

/// `object_info` for an exported object, inside the current run of its interpreter, like
/// `reentrant_call`.
pub fn reentrant_object_info(obj: &SandboxObject) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            object_info(interp, &v)
        })();
        interp.result_for_host(r)
    })
}

/// `obj(*args, **kwargs)` for an exported object, run inside the current run of its
/// interpreter. Works only while that interpreter is inside a host op on this thread (the host
/// is running code the program called); `None` otherwise, and the host then uses
/// `Interpreter::call_object`. The call shares the run's budget and limits; a limit error ends
/// the outer run (the host sees it as an `Interrupt` error).
pub fn reentrant_call(
    obj: &SandboxObject,
    args: Vec<HostValue>,
    kwargs: Vec<(String, HostValue)>,
) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let f = interp.exported(obj)?;
            let (args, kw) = args_from_host(interp, args, kwargs)?;
            let v = interp.call(&f, args, kw)?;
            to_host_checked(interp, &v)
        })();
        interp.result_for_host(r)
    })
}

/// `getattr(obj, name)` for an exported object, like `reentrant_call` (the dunder rule applies).
pub fn reentrant_getattr(obj: &SandboxObject, name: &str) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            let a = interp.getattr(&v, &Rc::from(name))?;
            to_host_checked(interp, &a)
        })();
        interp.result_for_host(r)
    })
}

/// `next(obj)` for an exported iterator, like `reentrant_call`; `Ok(None)` when exhausted.
pub fn reentrant_iter_next(obj: &SandboxObject) -> Option<Result<Option<HostValue>, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            match interp.next(&v)? {
                Some(x) => to_host_checked(interp, &x).map(Some),
                None => Ok(None),
            }
        })();
        match r {
            Ok(None) => Ok(None),
            Ok(Some(v)) => interp.result_for_host(Ok(v)).map(Some),
            Err(e) => interp.result_for_host(Err(e)).map(Some),
        }
    })
}

/// `iter(obj)` for an exported object, like `reentrant_call` (the iterator comes back as
/// another sandbox object unless it is a host object).
pub fn reentrant_iter(obj: &SandboxObject) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            let it = interp.get_iter(&v)?;
            to_host_checked(interp, &it)
        })();
        interp.result_for_host(r)
    })
}

/// `str(obj)` for an exported object, like `reentrant_call`.
pub fn reentrant_str(obj: &SandboxObject) -> Option<Result<String, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            interp.to_str(&v).map(HostValue::Str)
        })();
        match interp.result_for_host(r) {
            Ok(HostValue::Str(s)) => Ok(s),
            Ok(other) => Err(HostError::raise("TypeError", format!("str() gave {other:?}"))),
            Err(e) => Err(e),
        }
    })
}

pub(crate) fn exc_type_by_name(name: &str) -> ExcType {
    // A group is made from its members, which a host error's name and text do not carry.
    ExcType::ALL
        .iter()
        .copied()
        .filter(|t| !matches!(t, ExcType::BaseExceptionGroup | ExcType::ExceptionGroup))
        .find(|t| t.name() == name)
        .unwrap_or(ExcType::RuntimeError)
}

impl Interp {
    /// Puts `v` in the export table (a reference the cycle collector cannot see, so it keeps
    /// the value and everything it reaches alive) and describes it for the host. Exporting the
    /// same object again returns the same id with one more reference to release.
    pub fn export(&mut self, v: &Value) -> R<SandboxObject> {
        let repr = match self.repr(v) {
            Ok(r) => r,
            Err(e) if e.is_fatal() => return Err(e),
            Err(_) => "<object>".into(),
        };
        let key = v.identity();
        let id = match self.export_ids.get(&key) {
            Some(&id) if self.exports.get(&id).map(|(x, _)| x.is(v)).unwrap_or(false) => {
                if let Some(entry) = self.exports.get_mut(&id) {
                    entry.1 += 1;
                }
                id
            }
            _ => {
                self.next_export += 1;
                let id = self.next_export;
                self.exports.insert(id, (v.clone(), 1));
                self.export_ids.insert(key, id);
                id
            }
        };
        Ok(SandboxObject {
            interp_id: self.id,
            id,
            type_name: self.type_name(v),
            repr,
            callable: crate::builtins::is_callable(v),
            iterable: is_iterable(v),
        })
    }

    /// The value behind an exported object of this interpreter.
    pub fn exported(&self, s: &SandboxObject) -> R<Value> {
        if s.interp_id != self.id {
            return Err(Error::new(
                ExcType::ValueError,
                format!("the {} object {} belongs to another interpreter", s.type_name, s.repr),
            ));
        }
        match self.exports.get(&s.id) {
            Some((v, _)) => Ok(v.clone()),
            None => Err(Error::new(
                ExcType::ValueError,
                format!("the {} object {} was released by the host", s.type_name, s.repr),
            )),
        }
    }

    /// Drops one host reference to an exported object.
    pub fn release_export(&mut self, id: u64) {
        let gone = match self.exports.get_mut(&id) {
            Some(entry) => {
                entry.1 = entry.1.saturating_sub(1);
                entry.1 == 0
            }
            None => false,
        };
        if gone {
            if let Some((v, _)) = self.exports.remove(&id) {
                let key = v.identity();
                if self.export_ids.get(&key) == Some(&id) {
                    self.export_ids.remove(&key);
                }
                crate::interp::drop_flat(vec![v]);
            }
        }
    }
}
