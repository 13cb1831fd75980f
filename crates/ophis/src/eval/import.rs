//! `import` and `from ... import`: authorization by the policy, then the native modules.

use std::rc::Rc;

use crate::ast::Alias;
use crate::error::{Error, ExcType, LimitKind, R};
use crate::eval::Frame;
use crate::interp::Interp;
use crate::value::Value;

impl Interp {
    /// Imports `name` (dotted) after checking the allowlist; returns the module itself.
    pub fn import_module(&mut self, name: &str) -> R<Value> {
        let module = self.load_module(name)?;
        // The run's statistics list the modules the program itself imported (each once), not
        // the ones library modules import for their own use, and not only first loads.
        if self.internal_imports == 0 && !self.run.imported.borrow().iter().any(|m| m == name) {
            self.run.imported.borrow_mut().push(name.to_string());
        }
        Ok(module)
    }

    fn load_module(&mut self, name: &str) -> R<Value> {
        let internal =
            self.internal_imports > 0 && crate::policy::DENIED_MODULES.iter().all(|d| *d != name);
        if !internal {
            if let Err(msg) = self.config.policy.check_import(name) {
                return Err(Error::fatal(LimitKind::Forbidden, msg));
            }
        }
        if let Some(m) = self.modules.get(name) {
            return Ok(m.clone());
        }
        // An embedder's package is imported before its submodules, as CPython does.
        if self.config.source_modules.contains_key(name) {
            if let Some((parent, _)) = name.rsplit_once('.') {
                if self.config.source_modules.contains_key(parent) {
                    self.load_module(parent)?;
                }
            }
        }
        match crate::modules::load(self, name)? {
            Some(m) => {
                self.modules.insert(Rc::from(name), m.clone());
                // An embedder's package module gets its submodules as attributes, as in
                // CPython (`import test.support` then `test.support.x`).
                if let (true, Some((parent, child))) =
                    (self.config.source_modules.contains_key(name), name.rsplit_once('.'))
                {
                    if let Some(Value::Module(p)) = self.modules.get(parent) {
                        p.attrs.borrow_mut().insert(Rc::from(child), m.clone());
                    }
                }
                Ok(m)
            }
            None => match self.config.host_import.clone() {
                // Authorized, and not one of ours: the embedder may provide it.
                Some(hook) if !internal => {
                    self.tick()?;
                    let owned = name.to_string();
                    let result = crate::coro::with_host_op(self, move || hook(&owned));
                    if let Some(e) = self.run.pending_fatal.take() {
                        return Err(e);
                    }
                    let m = crate::host::from_host(self, result.map_err(|e| e.into_error())?)?;
                    self.modules.insert(Rc::from(name), m.clone());
                    Ok(m)
                }
                _ => Err(Error::new(
                    ExcType::ModuleNotFoundError,
                    format!("No module named '{name}'"),
                )),
            },
        }
    }

    /// Runs an import statement's work: as a library module's own import (not subject to the
    /// program's allowlist, `load_module`) when the statement is in a library module's code,
    /// wherever that code runs from: a function's `from fractions import Fraction` runs when
    /// the program calls it, long after the module's body ran.
    fn import_statement<T>(
        &mut self,
        f: &mut Frame,
        work: impl FnOnce(&mut Interp, &mut Frame) -> R<T>,
    ) -> R<T> {
        if !self.library_sources.contains(&f.source) {
            return work(self, f);
        }
        self.internal_imports += 1;
        let r = work(self, f);
        self.internal_imports -= 1;
        r
    }

    pub fn exec_import(&mut self, f: &mut Frame, aliases: &[Alias]) -> R<()> {
        self.import_statement(f, |interp, f| interp.import_names(f, aliases))
    }

    fn import_names(&mut self, f: &mut Frame, aliases: &[Alias]) -> R<()> {
        for a in aliases {
            let m = self.import_module(&a.name)?;
            match &a.asname {
                Some(n) => self.store_name(f, n, m)?,
                None => {
                    // `import a.b` binds `a`.
                    let top = a.name.split('.').next().unwrap_or(&a.name).to_string();
                    let top_mod =
                        if top.len() == a.name.len() { m } else { self.import_module(&top)? };
                    self.store_name(f, &a.bind, top_mod)?;
                }
            }
        }
        Ok(())
    }

    pub fn exec_import_from(
        &mut self,
        f: &mut Frame,
        module: &str,
        names: &[Alias],
        level: u32,
    ) -> R<()> {
        self.import_statement(f, |interp, f| interp.import_from(f, module, names, level))
    }

    fn import_from(&mut self, f: &mut Frame, module: &str, names: &[Alias], level: u32) -> R<()> {
        if level > 0 {
            return Err(Error::new(
                ExcType::ImportError,
                "attempted relative import with no known parent package",
            ));
        }
        let m = self.import_module(module)?;
        if names.len() == 1 && &*names[0].name == "*" {
            return self.import_star(f, module, &m);
        }
        for a in names {
            let v = match self.getattr(&m, &a.name) {
                Ok(v) => v,
                Err(e) if e.builtin_type() == Some(ExcType::AttributeError) => {
                    // `from pkg import submodule`
                    let full = format!("{module}.{}", a.name);
                    match self.import_module(&full) {
                        Ok(v) => v,
                        Err(e2) if e2.is_fatal() => return Err(e2),
                        Err(_) => {
                            return Err(Error::new(
                                ExcType::ImportError,
                                format!(
                                    "cannot import name '{}' from '{module}' (unknown location)",
                                    a.name
                                ),
                            ))
                        }
                    }
                }
                Err(e) => return Err(e),
            };
            let target = a.asname.as_ref().unwrap_or(&a.bind);
            self.store_name(f, target, v)?;
        }
        Ok(())
    }

    /// `from module import *` (module level only, checked when lowering): binds the names of
    /// the module's `__all__`, or else its names not starting with an underscore, each read
    /// through `getattr` as `from module import name` would, so the policy sees every one.
    fn import_star(&mut self, f: &mut Frame, module: &str, m: &Value) -> R<()> {
        let names: Vec<Rc<str>> = // The statement reads `__all__`, not the program: the dunder rule does not apply.
        match self.getattr_unchecked(m, &Rc::from("__all__")) {
            Ok(all) => {
                let mut out = Vec::new();
                for item in self.iterate(&all)? {
                    match &item {
                        Value::Str(s) => out.push(Rc::from(s.s.as_str())),
                        _ => {
                            let t = self.type_name(&item);
                            return Err(Error::new(ExcType::TypeError, format!("Item in {module}.__all__ must be str, not {t}")));
                        }
                    }
                }
                out
            }
            Err(e) if e.builtin_type() == Some(ExcType::AttributeError) => match m {
                Value::Module(md) => md.attrs.borrow().keys().filter(|k| !k.starts_with('_')).cloned().collect(),
                _ => Vec::new(),
            },
            Err(e) => return Err(e),
        };
        for name in names {
            let v = self.getattr(m, &name)?;
            let slot = f.ns.borrow_mut().table.slot(&name);
            self.sync_ns(&f.ns);
            let mut ns = f.ns.borrow_mut();
            if ns.readonly.get(slot as usize) == Some(&true) {
                return Err(crate::policy::Policy::readonly_error(&name, false));
            }
            ns.values[slot as usize] = Some(v);
        }
        Ok(())
    }
}
