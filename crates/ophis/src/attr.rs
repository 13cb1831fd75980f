//! Attribute access for every kind of value, under the dunder rule: no `__x__` attribute is
//! readable unless the policy allows it, whatever the syntax (`.`, `getattr`, format fields).

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::AttrCache;
use crate::error::{attribute_error, type_error, Error, ExcType, LimitKind, R};
use crate::interp::Interp;
use crate::value::{find_attr, same_name, Attrs, BoundMethod, Class, ExcData, Value};

#[derive(Debug)]
pub struct Instance {
    pub class: Rc<Class>,
    pub attrs: Attrs,
    /// Boxed: only exceptions have it, and inline it made every instance 104 bytes larger.
    pub exc: Option<Box<RefCell<ExcData>>>,
    /// For instances of user subclasses of builtin types (`class C(dict)`): the builtin value.
    pub builtin_base: BaseSlot,
}

// The class, the attribute table (five words) and two boxed rarities: with the `Rc` counts,
// 80 bytes in mimalloc's 80 class (it was 88 in the 96 class, 104 in the 112 class before).
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<Instance>() == 64);

/// An instance's builtin value (`Instance::builtin_base`), boxed because few instances have
/// one: inline, the `RefCell<Option<Value>>` made every instance 24 bytes larger. Borrowed
/// like the `RefCell` it replaces; an instance without one lends a shared empty cell to read.
#[derive(Debug, Default)]
pub struct BaseSlot(std::cell::OnceCell<Box<RefCell<Option<Value>>>>);

thread_local! {
    /// The empty cell read through every `BaseSlot` that holds nothing (one per thread, made
    /// on first use and kept, since it is lent for `'static`). Never borrowed mutably.
    static NO_BASE: &'static RefCell<Option<Value>> = Box::leak(Box::new(RefCell::new(None)));
}

impl BaseSlot {
    pub fn new(v: Option<Value>) -> BaseSlot {
        let cell = std::cell::OnceCell::new();
        if let Some(v) = v {
            let _ = cell.set(Box::new(RefCell::new(Some(v))));
        }
        BaseSlot(cell)
    }

    #[inline]
    fn cell(&self) -> &RefCell<Option<Value>> {
        match self.0.get() {
            Some(b) => b,
            None => NO_BASE.with(|c| *c),
        }
    }

    #[inline]
    pub fn borrow(&self) -> std::cell::Ref<'_, Option<Value>> {
        self.cell().borrow()
    }

    pub fn try_borrow(&self) -> Result<std::cell::Ref<'_, Option<Value>>, std::cell::BorrowError> {
        self.cell().try_borrow()
    }

    /// The cell for writing, made on the first write.
    pub fn borrow_mut(&self) -> std::cell::RefMut<'_, Option<Value>> {
        self.0.get_or_init(|| Box::new(RefCell::new(None))).borrow_mut()
    }

    /// Drops the value, if any (the collector breaking a cycle); skipped while it is borrowed.
    pub fn clear(&self) {
        if let Some(b) = self.0.get() {
            if let Ok(mut b) = b.try_borrow_mut() {
                *b = None;
            }
        }
    }
}

#[derive(Debug)]
pub struct Module {
    pub name: Rc<str>,
    pub attrs: Attrs,
}

#[derive(Debug)]
pub struct SuperObj {
    /// The class after which the MRO search starts.
    pub this_class: Rc<Class>,
    /// The instance (or class, for classmethods) the lookup binds to.
    pub obj: Value,
    /// The type whose MRO is searched (type(obj), or obj itself when it is a class).
    pub obj_type: Rc<Class>,
}

/// A host object, or a host function the embedder registered (a builtin of the module "host"):
/// what the host's strict dunder rule covers.
pub(crate) fn is_host_value(v: &Value) -> bool {
    match v {
        Value::Host(_) => true,
        Value::Builtin(b) => b.module == "host",
        _ => false,
    }
}

impl Interp {
    /// A new instance of `cls` holding `attrs`, with no builtin part and no exception data,
    /// tracked by the cycle collector: what native modules build their objects with.
    pub(crate) fn new_data_instance(&mut self, cls: &Rc<Class>, attrs: Attrs) -> Value {
        let inst = Rc::new(Instance {
            class: cls.clone(),
            attrs,
            exc: None,
            builtin_base: BaseSlot::default(),
        });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
        Value::Instance(inst)
    }

    /// The dunder rule. A plain name passes here, inlined into every attribute access (the
    /// call and its `Result` were 2% of an attribute-heavy program's instructions); a dunder
    /// is judged out of line.
    #[inline(always)]
    pub fn check_attr_name(&self, name: &str) -> R<()> {
        if !crate::policy::Policy::is_dunder(name) {
            return Ok(());
        }
        self.check_dunder_name(name)
    }

    #[inline(never)]
    fn check_dunder_name(&self, name: &str) -> R<()> {
        if self.config.policy.dunder_allowed(name) {
            Ok(())
        } else {
            Err(Error::fatal(
                LimitKind::Forbidden,
                format!("Forbidden access to dunder attribute: {name}"),
            ))
        }
    }

    /// The host's half of the dunder rule, applied once the object is known, in both
    /// policies: no dunder of a host object is the program's to read, call or write (only a
    /// module's `__version__`, which the bridge checks again). The `python` policy lets every
    /// name through `check_attr_name`, so this is where host objects stay strict. The names
    /// the embedder allowed (`allowed_dunders`: `__init__`, `__str__`, `__repr__`) pass as
    /// before and are simply absent on a host object (`host_getattr`).
    /// Inlined: a value of the sandbox's own passes at once (see `check_attr_name`).
    #[inline(always)]
    pub fn check_host_attr(&self, v: &Value, name: &str) -> R<()> {
        if !matches!(v, Value::Host(_) | Value::Builtin(_)) {
            return Ok(());
        }
        self.check_host_dunder(v, name)
    }

    #[inline(never)]
    fn check_host_dunder(&self, v: &Value, name: &str) -> R<()> {
        if is_host_value(v)
            && crate::policy::Policy::is_dunder(name)
            && !crate::policy::Policy::host_dunder_allowed(name)
            && !self.config.policy.allowed_dunders.iter().any(|d| d == name)
        {
            return Err(Error::fatal(
                LimitKind::Forbidden,
                format!("Forbidden access to dunder attribute: {name}"),
            ));
        }
        Ok(())
    }

    /// Storing or deleting the attributes that are the object's structure in CPython
    /// (`obj.__class__ = B`, `obj.__dict__ = {}`, `cls.__bases__ = ...`, `cls.__name__ = ...`):
    /// ophis keeps them outside the attribute table, so a store would only shadow them with a
    /// plain attribute; it is refused, naming the construct, rather than silently different.
    /// Inlined: every structural name is a dunder, so the common store costs one test.
    #[inline(always)]
    pub fn check_structural_store(&self, obj: &Value, name: &str) -> R<()> {
        if !name.starts_with("__") {
            return Ok(());
        }
        self.check_structural_dunder(obj, name)
    }

    /// `del obj.name` of a structural attribute: as `check_structural_store`, except that an
    /// instance's `__dict__` may be deleted (`generic_delattr` empties it, as CPython's
    /// `subtype_setdict` drops it).
    #[inline(always)]
    pub fn check_structural_delete(&self, obj: &Value, name: &str) -> R<()> {
        if !name.starts_with("__") {
            return Ok(());
        }
        if name == "__dict__" {
            if let Value::Instance(inst) = obj {
                if instances_have_dict(&inst.class) {
                    return Ok(());
                }
            }
        }
        self.check_structural_dunder(obj, name)
    }

    #[inline(never)]
    fn check_structural_dunder(&self, obj: &Value, name: &str) -> R<()> {
        let structural = match obj {
            Value::Class(_) => matches!(name, "__class__" | "__dict__" | "__bases__" | "__mro__"),
            Value::Host(_) => false,
            // A function's `__dict__` is judged by its store (`func_defaults_set`).
            Value::Function(_) => name == "__class__",
            _ => matches!(name, "__class__" | "__dict__"),
        };
        if structural {
            return Err(crate::error::not_implemented(format!(
                "setting or deleting {name} of a '{}' object is not supported by ophis",
                self.type_name(obj)
            )));
        }
        Ok(())
    }

    pub fn getattr_str(&mut self, v: &Value, name: &str) -> R<Value> {
        self.getattr(v, &Rc::from(name))
    }

    pub fn getattr(&mut self, v: &Value, name: &Rc<str>) -> R<Value> {
        self.check_attr_name(name)?;
        self.check_host_attr(v, name)?;
        self.getattr_unchecked(v, name)
    }

    /// `getattr_unchecked` at an attribute site: a plain attribute of an instance is read at
    /// the index the site's cache remembers, without hashing the name. When the site last
    /// read one from an instance of the same class at the current class epoch (the hint
    /// `MethodHint::INSTANCE`: the name was plain for that class then, and nothing about the
    /// class has changed since), the read is inline: the table's name at that index, checked
    /// by pointer, and its value.
    #[inline(always)]
    pub fn getattr_cached(&mut self, v: &Value, name: &Rc<str>, cache: &AttrCache) -> R<Value> {
        if let Value::Instance(inst) = v {
            let h = cache.method.get();
            if h.mro_index == crate::ast::MethodHint::INSTANCE
                && h.class == Rc::as_ptr(&inst.class) as usize
                && h.epoch == inst.class.class_epoch()
            {
                if let Some(x) = inst.attrs.borrow().shaped_at(cache.slot.get() as usize, name) {
                    return Ok(x.fast_clone());
                }
            }
        }
        self.getattr_cached_slow(v, name, cache)
    }

    #[inline(never)]
    fn getattr_cached_slow(&mut self, v: &Value, name: &Rc<str>, cache: &AttrCache) -> R<Value> {
        self.getattr_cached_lookup(v, name, cache).map_err(|e| self.attr_error_context(e, v, name))
    }

    fn getattr_cached_lookup(&mut self, v: &Value, name: &Rc<str>, cache: &AttrCache) -> R<Value> {
        // `Strength.REQUIRED`: plain data held by a class (or a base), found through the
        // site's hint: what `getattr_plain` returns for it, the value itself. The names `type`
        // answers first (`getattr_plain`'s five) and `__doc__` (never inherited) take the
        // general path.
        if let Value::Class(cls) = v {
            if !matches!(
                &**name,
                "__name__" | "__qualname__" | "__bases__" | "__mro__" | "__dict__" | "__doc__"
            ) {
                if let Some(x) = cls.lookup_hinted(name, &cache.method) {
                    if is_plain_class_data(&x) {
                        return Ok(x);
                    }
                    x.discard();
                }
            }
            return self.getattr_unchecked(v, name);
        }
        if let Value::Instance(inst) = v {
            if inst.class.plain_attr_get(name) {
                let attrs = inst.attrs.borrow();
                // A site whose receivers are of several classes (`self.x` in a base class's
                // method) misses the class hint but mostly finds the name at the remembered
                // index: read it there. The hint is taken for this class only by a site that
                // has no current one: rewriting it for each class in turn costs more than it
                // saves.
                if let Some(x) = attrs.shaped_at(cache.slot.get() as usize, name) {
                    let h = cache.method.get();
                    let epoch = inst.class.class_epoch();
                    if h.mro_index != crate::ast::MethodHint::INSTANCE || h.epoch != epoch {
                        cache.method.set(crate::ast::MethodHint {
                            class: Rc::as_ptr(&inst.class) as usize,
                            epoch,
                            mro_index: crate::ast::MethodHint::INSTANCE,
                            slot: 0,
                        });
                    }
                    return Ok(x.fast_clone());
                }
                if let Some(i) = find_attr(&attrs, name, &cache.slot) {
                    cache.method.set(crate::ast::MethodHint {
                        class: Rc::as_ptr(&inst.class) as usize,
                        epoch: inst.class.class_epoch(),
                        mro_index: crate::ast::MethodHint::INSTANCE,
                        slot: 0,
                    });
                    return Ok(attrs[i].fast_clone());
                }
                drop(attrs);
                // A class attribute holding plain data (`self.minimum_degree`): what
                // `getattr_plain` would return (no data descriptor by that name, none in the
                // instance, no exception attribute, a value no descriptor rule binds), found
                // through the site's hint instead of hashing the name along the MRO.
                if inst.exc.is_none() && &**name != "__doc__" {
                    if let Some(x) = inst.class.lookup_hinted(name, &cache.method) {
                        if is_plain_class_data(&x) {
                            return Ok(x);
                        }
                    }
                }
            }
        }
        self.getattr_unchecked(v, name)
    }

    /// `setattr_unchecked` at an attribute site: a plain store into an instance replaces the
    /// value at the index the site's cache remembers, without hashing the name.
    #[inline]
    pub fn setattr_cached(
        &mut self,
        obj: &Value,
        name: &Rc<str>,
        v: Value,
        cache: &AttrCache,
    ) -> R<()> {
        if let Value::Instance(inst) = obj {
            if inst.class.plain_attr_set(name) && !inst.class.is_builtin {
                let mut guard = inst.attrs.borrow_mut();
                // Only `name` changes, so a held `__dict__` syncs that key alone.
                let attrs = guard.one_mut(name);
                let h = cache.slot.get() as usize;
                let old = match attrs.get_index_mut(h) {
                    Some((k, slot)) if same_name(k, name) => std::mem::replace(slot, v),
                    _ => {
                        let (i, old) = attrs.insert_full(name.clone(), v);
                        cache.slot.set(i as u32);
                        old.unwrap_or(Value::None)
                    }
                };
                // The old value is dropped after the table is released.
                drop(guard);
                old.discard();
                return Ok(());
            }
        }
        self.setattr_unchecked(obj, name, v)
    }

    /// Attribute lookup without the dunder rule (for the interpreter's own protocol use).
    pub fn getattr_unchecked(&mut self, v: &Value, name: &Rc<str>) -> R<Value> {
        // A class's docstring is its own, never inherited (CPython stores `__doc__`, None
        // without a docstring, in every class's namespace).
        if &**name == "__doc__" {
            // A builtin type's is CPython's docstring, which ophis keeps in a table.
            let own = |c: &Rc<Class>| match c.attrs.borrow().get("__doc__") {
                Some(d) => d.clone(),
                None if c.is_builtin => {
                    crate::builtins::type_dicts::type_doc(&c.name).map_or(Value::None, Value::str)
                }
                None => Value::None,
            };
            match v {
                // A class's own `__doc__` that is a class method is bound to the class, as
                // `type_get_doc` calls a descriptor there (`@classmethod @property`).
                Value::Class(c) => {
                    return match &own(c) {
                        Value::ClassMethod(inner) => self.classmethod_get(inner, c),
                        d => Ok(d.clone()),
                    }
                }
                Value::Instance(i)
                    if !i.attrs.borrow().contains_key("__doc__") && !self.is_generic_alias(v) =>
                {
                    return Ok(own(&i.class))
                }
                // A builtin function's docstring is CPython's (`functools.wraps(max)` copies
                // it); only the builtins themselves, found by identity, have one.
                Value::Builtin(b) if b.receiver.is_none() && b.module == "builtins" => {
                    let same = matches!(
                        self.builtin(&b.name),
                        Some(Value::Builtin(ref x)) if Rc::ptr_eq(x, b)
                    );
                    let doc = crate::builtins::function_docs::builtin_function_doc(&b.name);
                    if let (true, Some(doc)) = (same, doc) {
                        return Ok(Value::str(doc));
                    }
                }
                _ => {}
            }
        }
        match self.getattr_plain(v, name) {
            Err(e)
                if e.builtin_type() == Some(ExcType::AttributeError)
                    && !matches!(v, Value::Host(_)) =>
            {
                // A bound method reads its function's attributes, as in CPython.
                if let Value::BoundMethod(m) = v {
                    match &**name {
                        "__func__" => return Ok(m.func.clone()),
                        "__self__" => return Ok(m.receiver.clone()),
                        _ => {}
                    }
                    // A builtin method bound to its class (`dict.fromkeys`) or to a value is
                    // named as its function, and qualified by that class, as CPython's
                    // `meth_get__qualname__`.
                    if let (Value::Builtin(b), "__name__") = (&m.func, &**name) {
                        return Ok(Value::str(&b.name));
                    }
                    if let (Value::Builtin(b), "__qualname__") = (&m.func, &**name) {
                        let owner = match &m.receiver {
                            Value::Class(c) => c.name.to_string(),
                            r => self.type_name(r).to_string(),
                        };
                        return Ok(Value::string(format!("{owner}.{}", b.name)));
                    }
                    // The method type's own slots (`__get__`, `__eq__`, `__call__`) come
                    // before the function's attributes, as in CPython's `method_getattro`.
                    if let Some(r) = crate::slots::slot_attr(self, v, name) {
                        return r;
                    }
                    let func = m.func.clone();
                    return self.getattr_plain(&func, name);
                }
                // `SystemExit.code`: its one argument, None without, the tuple with several.
                if let (Value::Instance(inst), "code") = (v, &**name) {
                    if let Some(exc) = &inst.exc {
                        if inst.class.is_subclass(&self.types.exc(ExcType::SystemExit)) {
                            let args = exc.borrow().args.clone();
                            return Ok(match args.len() {
                                0 => Value::None,
                                1 => args[0].clone(),
                                _ => Value::tuple(args),
                            });
                        }
                    }
                }
                if name.starts_with("__") || matches!(v, Value::Generator(_) | Value::Coroutine(_))
                {
                    return self
                        .special_attr(v, name)
                        .unwrap_or_else(|| Err(Self::inside_note(e, name)));
                }
                Err(e)
            }
            r => r,
        }
    }

    /// Calls `name` of the internal module `_ophis_types` (the classes behind a class's
    /// `__dict__`) with `args`.
    pub(crate) fn ophis_types_call(&mut self, name: &str, args: Vec<Value>) -> R<Value> {
        // A library's own imports are not subject to the program's allowlist.
        self.internal_imports += 1;
        let module = self.import_module("_ophis_types");
        self.internal_imports -= 1;
        let f = self.getattr_str(&module?, name)?;
        self.call(&f, args, Vec::new())
    }

    /// `cls.__dict__` of a class the program (or a library module) made: CPython's read-only
    /// `mappingproxy`, live, over the class's namespace and the descriptors `type_new` adds
    /// (`_ophis_types`).
    fn class_dict(&mut self, cls: &Rc<Class>) -> R<Value> {
        self.ophis_types_call("_class_proxy", vec![Value::Class(cls.clone())])
    }

    /// `int.__dict__` and the like: a read-only `mappingproxy` over the names CPython's type
    /// holds in its `__dict__` that ophis resolves on the class, each to what reading it
    /// through the class gives. `__doc__` and `__dict__` (descriptors in CPython) are left out.
    fn builtin_class_dict(&mut self, cls: &Rc<Class>) -> R<Value> {
        let key = Rc::as_ptr(cls) as usize;
        if let Some(d) = self.builtin_dicts.get(&key).cloned() {
            return self.ophis_types_call("mappingproxy", vec![d]);
        }
        let d = Rc::new(std::cell::RefCell::new(crate::dict::Dict::new()));
        self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
        let class = Value::Class(cls.clone());
        let table =
            crate::builtins::type_dicts::TYPE_DICT_KEYS.iter().find(|(n, _)| **n == *cls.name);
        let names: Vec<Rc<str>> = match table {
            Some((_, keys)) => keys.iter().map(|k| Rc::from(*k)).collect(),
            None => cls.attrs.borrow().keys().cloned().collect(),
        };
        for name in names {
            // `__dict__` (a getset descriptor in CPython) would read this very dict again.
            if matches!(&*name, "__doc__" | "__dict__") {
                continue;
            }
            let found = cls.attrs.borrow().get(&name).cloned();
            let value = match found {
                Some(v) => v,
                None => match self.getattr_str(&class, &name) {
                    Ok(v) => v,
                    Err(_) => continue,
                },
            };
            self.dict_set(&d, Value::str(&name), value)?;
        }
        self.builtin_dicts.insert(key, Value::Dict(d.clone()));
        self.ophis_types_call("mappingproxy", vec![Value::Dict(d)])
    }

    /// `cls.name` for a slot `name` that a class of `cls`'s MRO declares in its `__slots__`
    /// (ophis keeps slot values in the instance's table, not behind a class attribute): the
    /// member descriptor of the nearest such class, as in CPython.
    fn slot_member(&mut self, cls: &Rc<Class>, name: &str) -> Option<R<Value>> {
        if crate::policy::Policy::is_dunder(name) {
            return None;
        }
        let owner = cls
            .mro()
            .iter()
            .find(|c| {
                !c.is_builtin
                    && c.attrs
                        .borrow()
                        .get("__slots__")
                        .and_then(|v| crate::eval::class::slot_names(v, &c.name))
                        .is_some_and(|s| s.iter().any(|n| &**n == name))
            })?
            .clone();
        Some(self.ophis_types_call("_member", vec![Value::Class(owner), Value::str(name)]))
    }

    /// A class's `__base__`, as CPython's `best_base` chooses it among the bases: the one
    /// whose instance layout (its "solid base") extends all the others', the first on a tie
    /// (`type('C', (B, int), {})` has `int`, a plain `B` adding no layout of its own).
    fn best_base(&self, c: &Rc<Class>) -> Rc<Class> {
        let mut best: Option<(Rc<Class>, Rc<Class>)> = None;
        for b in &c.bases {
            let candidate = self.solid_base(b);
            match &best {
                Some((winner, _)) if winner.is_subclass(&candidate) => {}
                Some((winner, _)) if !candidate.is_subclass(winner) => {}
                _ => best = Some((candidate, b.clone())),
            }
        }
        match best {
            Some((_, b)) => b,
            None => self.types.get(crate::value::TypeKind::Object),
        }
    }

    /// The nearest class along `__base__` that adds to its instances' layout (CPython's
    /// `solid_base`): a builtin type with fields of its own, or a program's class with
    /// `__slots__` naming more than `__dict__` and `__weakref__`. The builtin exceptions share
    /// BaseException's layout, but for those CPython gives fields of their own.
    fn solid_base(&self, c: &Rc<Class>) -> Rc<Class> {
        if c.is_builtin {
            // A builtin exception's solid base is the nearest of its builtin bases with
            // fields of its own (FileNotFoundError's is OSError), else BaseException.
            let mut e = c.clone();
            while e.kind == crate::value::TypeKind::Exception
                && !matches!(
                    &*e.name,
                    "BaseException"
                        | "SystemExit"
                        | "ImportError"
                        | "OSError"
                        | "SyntaxError"
                        | "UnicodeEncodeError"
                        | "UnicodeDecodeError"
                        | "UnicodeTranslateError"
                        | "StopIteration"
                        | "NameError"
                        | "AttributeError"
                        | "BaseExceptionGroup"
                )
            {
                match e.bases.first() {
                    Some(b) if b.is_builtin => e = b.clone(),
                    _ => break,
                }
            }
            return e;
        }
        let own_fields = c
            .attrs
            .borrow()
            .get("__slots__")
            .and_then(|v| crate::eval::class::slot_names(v, &c.name))
            .is_some_and(|names| names.iter().any(|n| &**n != "__dict__" && &**n != "__weakref__"));
        if own_fields || c.bases.is_empty() {
            return c.clone();
        }
        let base = self.best_base(c);
        self.solid_base(&base)
    }

    /// The attributes of a Unicode error made with its full arguments: `encoding`, `object`,
    /// `start`, `end`, `reason` (a UnicodeTranslateError has no encoding: None).
    pub(crate) fn unicode_error_attr(
        &self,
        cls: &Rc<Class>,
        args: &[Value],
        name: &str,
    ) -> Option<Value> {
        let translate = cls.is_subclass(&self.types.exc(ExcType::UnicodeTranslateError));
        let codec = cls.is_subclass(&self.types.exc(ExcType::UnicodeDecodeError))
            || cls.is_subclass(&self.types.exc(ExcType::UnicodeEncodeError));
        let index = match (name, translate, codec) {
            ("encoding", true, _) => return (args.len() == 4).then_some(Value::None),
            (_, true, _) if args.len() == 4 => {
                ["object", "start", "end", "reason"].iter().position(|n| *n == name)?
            }
            (_, false, true) if args.len() == 5 => {
                ["encoding", "object", "start", "end", "reason"].iter().position(|n| *n == name)?
            }
            _ => return None,
        };
        args.get(index).cloned()
    }

    /// An AttributeError for one of the interpreter's insides (`__globals__`, `__code__`, ...)
    /// says that they do not exist by design, rather than leaving the reader to wonder.
    fn inside_note(e: Error, name: &str) -> Error {
        if !crate::policy::INSIDE_DUNDERS.contains(&name) {
            return e;
        }
        match &e.0.kind {
            crate::error::ErrorKind::Builtin {
                ty: ExcType::AttributeError,
                msg: Some(msg),
                ..
            } => attribute_error(format!(
                "{msg} (the sandbox does not expose the interpreter's insides)"
            )),
            _ => e,
        }
    }

    /// The attributes every sandbox value has in CPython and ophis keeps no table entry for:
    /// `x.__class__`, a class's `__name__`, `__qualname__`, `__module__`, `__bases__`,
    /// `__mro__`, `__doc__`, an exception's `__cause__`, `__context__`, `__suppress_context__`. Reached only where the dunder rule let the name through (library
    /// code, or a policy allowing the name); never for host objects.
    fn special_attr(&mut self, v: &Value, name: &str) -> Option<R<Value>> {
        if name == "__class__" {
            return Some(Ok(Value::Class(self.type_of(v))));
        }
        if self.is_generic_alias(v) || self.is_union(v) {
            if let Some(r) = self.generic_alias_attr(v, name) {
                return Some(r);
            }
            // An alias's other names are its origin's, whose lookup has failed.
            if self.is_generic_alias(v)
                && !crate::builtins::generic_alias::GA_OWN_ATTRS.contains(&name)
            {
                return None;
            }
        }
        if name == "__dict__" {
            let attrs = match v {
                Value::Instance(i) if instances_have_dict(&i.class) => &i.attrs,
                // The sandbox's modules are read-only to the program (`generic_setattr`
                // refuses stores): their `__dict__` is a copy, so writing to it rewires
                // nothing, and it holds exactly what attribute access reads.
                Value::Module(m) => {
                    let d = Rc::new(std::cell::RefCell::new(m.attrs.snapshot()));
                    self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
                    return Some(Ok(Value::Dict(d)));
                }
                Value::Function(f) => &f.attrs,
                Value::Class(c) if !c.is_builtin => return Some(self.class_dict(c)),
                Value::Class(c) => return Some(self.builtin_class_dict(c)),
                _ => return crate::slots::slot_attr(self, v, name),
            };
            // An instance's slot values stay out of its `__dict__`, as in CPython.
            let (d, fresh) = attrs.dict(|| match v {
                Value::Instance(i) => crate::slots::slot_names_of(&i.class),
                _ => Vec::new(),
            });
            if fresh {
                self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
            }
            return Some(Ok(Value::Dict(d)));
        }
        // `__weakref__`: None on an instance whose class has the slot (ophis has no weak
        // references), the class's getset descriptor on the class.
        if name == "__weakref__" {
            match v {
                Value::Instance(inst) if crate::modules::ophis_types::has_weakref(&inst.class) => {
                    return Some(Ok(Value::None));
                }
                Value::Class(c) if !c.is_builtin => {
                    let owner = crate::modules::ophis_types::weakref_owner(c)?;
                    return Some(
                        self.ophis_types_call(
                            "_getset",
                            vec![Value::Class(owner), Value::str(name)],
                        ),
                    );
                }
                _ => {}
            }
        }
        if let Value::Instance(inst) = v {
            if let Some(exc) = inst.exc.as_ref() {
                let d = exc.borrow();
                match name {
                    "__cause__" => return Some(Ok(d.cause.clone().unwrap_or(Value::None))),
                    "__context__" => return Some(Ok(d.context.clone().unwrap_or(Value::None))),
                    "__suppress_context__" => return Some(Ok(Value::Bool(d.suppress_context))),
                    _ => {}
                }
            }
        }
        // A generator's (a coroutine's, an async generator's) names, writable as in CPython.
        if let Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGen(g) = v {
            if g.has_names() {
                match name {
                    "__name__" => return Some(Ok(Value::str(&g.short_name()))),
                    "__qualname__" => return Some(Ok(Value::str(&g.qualname()))),
                    _ => {}
                }
            }
        }
        // A generator's state as CPython shows it. Its frame is never exposed: a finished
        // generator has none (`None`, as in CPython); a live one's stays the AttributeError
        // the attack suite (`frames__generator_gi_frame`) asserts.
        if let Value::Generator(g) | Value::Coroutine(g) = v {
            use crate::eval::generator::GenState;
            let state = g.state.borrow();
            // A coroutine's are named `cr_`.
            let name = match (name, v) {
                ("cr_running", Value::Coroutine(_)) => "gi_running",
                ("cr_frame", Value::Coroutine(_)) => "gi_frame",
                ("gi_running" | "gi_frame", Value::Coroutine(_)) => return None,
                _ => name,
            };
            match (name, &*state) {
                ("gi_running", _) => {
                    return Some(Ok(Value::Bool(matches!(*state, GenState::Running))))
                }
                ("gi_frame", GenState::Done) => return Some(Ok(Value::None)),
                // Its dunders (`__next__`, `__iter__`, ...) are the slots'; anything else is
                // absent.
                (n, _) if !n.starts_with("__") => return None,
                _ => {}
            }
        }
        // A static or class method's function, as CPython's `__func__` (and `__wrapped__`,
        // 3.10+) give it.
        if let Value::StaticMethod(inner) | Value::ClassMethod(inner) = v {
            if matches!(name, "__func__" | "__wrapped__") {
                return Some(Ok((**inner).clone()));
            }
            // As CPython's `cm_get___isabstractmethod__`: whether the wrapped callable is
            // marked abstract.
            if name == "__isabstractmethod__" {
                let inner = (**inner).clone();
                return Some(crate::modules::abc_native::marked(self, &inner).map(Value::Bool));
            }
        }
        match v {
            Value::Function(f) => match name {
                "__defaults__" => {
                    let d = f.defaults.borrow();
                    return Some(Ok(if d.is_empty() {
                        Value::None
                    } else {
                        Value::tuple(d.clone())
                    }));
                }
                "__kwdefaults__" => {
                    let pairs: Vec<(Value, Value)> = f
                        .def
                        .params
                        .kwonly
                        .iter()
                        .zip(f.kwdefaults.borrow().iter())
                        .filter_map(|(p, dv)| {
                            dv.as_ref().map(|dv| (Value::str(&p.name), dv.clone()))
                        })
                        .collect();
                    if pairs.is_empty() {
                        return Some(Ok(Value::None));
                    }
                    let d = Value::dict(crate::dict::Dict::default());
                    if let Value::Dict(rc) = &d {
                        for (k, x) in pairs {
                            if let Err(e) = self.dict_set(rc, k, x) {
                                return Some(Err(e));
                            }
                        }
                    }
                    return Some(Ok(d));
                }
                _ => {}
            },
            Value::Builtin(b) => match name {
                "__name__" => return Some(Ok(Value::str(&b.name))),
                "__qualname__" => {
                    return Some(Ok(match &b.receiver {
                        Some(r) => Value::string(format!("{}.{}", self.type_name(r), b.name)),
                        None => Value::str(&b.name),
                    }))
                }
                // A bound builtin method's receiver is the program's own value; a builtin
                // function's `__self__` (the builtins module) does not exist in the sandbox.
                "__self__" => return b.receiver.clone().map(Ok),
                "__module__" if b.receiver.is_none() => {
                    return Some(Ok(if b.module.is_empty() {
                        Value::str("builtins")
                    } else {
                        Value::str(b.module)
                    }))
                }
                _ => {}
            },
            _ => {}
        }
        if let Value::Class(c) = v {
            let found = match name {
                "__name__" => Value::str(&c.display_name()),
                "__qualname__" => Value::str(&c.display_qualname()),
                "__module__" => Value::str(&c.module_name()),
                "__bases__" => {
                    Value::tuple(c.bases.iter().map(|b| Value::Class(b.clone())).collect())
                }
                "__base__" => match c.bases.first() {
                    Some(_) => Value::Class(self.best_base(c)),
                    None if c.is_builtin && c.kind == crate::value::TypeKind::Object => Value::None,
                    None => Value::Class(self.types.get(crate::value::TypeKind::Object)),
                },
                "__mro__" => {
                    Value::tuple(c.mro.borrow().iter().map(|b| Value::Class(b.clone())).collect())
                }
                "__doc__" => match crate::builtins::type_dicts::type_doc(&c.name) {
                    Some(doc) if c.is_builtin => Value::str(doc),
                    _ => Value::None,
                },
                _ => return crate::slots::slot_attr(self, v, name),
            };
            return Some(Ok(found));
        }
        // A builtin value's docstring is its type's (`(1).__doc__ is int.__doc__`), None for
        // the types CPython documents nothing of (`None.__doc__`).
        if name == "__doc__" && !matches!(v, Value::Module(_) | Value::Host(_)) {
            let cls = self.type_of(v);
            if cls.is_builtin {
                return Some(Ok(crate::builtins::type_dicts::type_doc(&cls.name)
                    .map_or(Value::None, Value::str)));
            }
        }
        crate::slots::slot_attr(self, v, name)
    }

    /// An instance's attribute, as CPython's `slot_tp_getattr_hook` reads it: with `hooks`, a
    /// class's own `__getattribute__` is called for every read and `__getattr__` when it (or
    /// the generic lookup) raises AttributeError; without, the generic lookup alone
    /// (`object.__getattribute__`).
    fn instance_getattr(
        &mut self,
        v: &Value,
        inst: &Rc<crate::value::Instance>,
        name: &Rc<str>,
        hooks: bool,
    ) -> R<Value> {
        // An alias answers only its own names; every other attribute is its origin's
        // (`ga_getattro`), looked up under the rule of the origin's kind.
        if (Rc::ptr_eq(&inst.class, &self.types.generic_alias) || self.is_generic_alias(v))
            && !crate::builtins::generic_alias::GA_OWN_ATTRS.contains(&&**name)
        {
            let (origin, _) = self.generic_alias_parts(v);
            self.check_host_attr(&origin, name)?;
            return self.getattr_unchecked(&origin, name);
        }
        if hooks && inst.class.has_getattribute() {
            if let Some(f) = inst.class.lookup("__getattribute__") {
                if !matches!(f, Value::Builtin(_)) {
                    return match self.call_with_receiver(&f, v, [Value::str(name)]) {
                        Err(e)
                            if e.builtin_type() == Some(ExcType::AttributeError)
                                || self.is_exc_of(&e, ExcType::AttributeError) =>
                        {
                            match inst.class.lookup("__getattr__") {
                                Some(g) => self.call_with_receiver(&g, v, [Value::str(name)]),
                                None => Err(e),
                            }
                        }
                        r => r,
                    };
                }
            }
        }
        if inst.class.plain_attr_get(name) {
            if let Some(x) = inst.attrs.borrow().get(name) {
                return Ok(x.clone());
            }
        }
        let class_attr = self.as_builtin_descriptor(inst.class.lookup(name));
        if let Some(Value::Property(_)) = &class_attr {
            let cls = inst.class.clone();
            return self.bind_class_attr(v, &cls, class_attr.unwrap_or(Value::None));
        }
        // Data descriptors (defining `__set__` or `__delete__`) take precedence over the
        // instance's own attributes.
        if let Some(Value::Instance(d)) = &class_attr {
            if d.class.lookup("__set__").is_some() || d.class.lookup("__delete__").is_some() {
                let cls = inst.class.clone();
                return self.bind_class_attr(v, &cls, class_attr.unwrap_or(Value::None));
            }
        }
        if let Some(x) = inst.attrs.borrow().get(name) {
            return Ok(x.clone());
        }
        if let Some(exc) = &inst.exc {
            match &**name {
                "args" => return Ok(Value::tuple(exc.borrow().args.clone())),
                "value" if inst.class.is_subclass(&self.types.exc(ExcType::StopIteration)) => {
                    return Ok(exc.borrow().args.first().cloned().unwrap_or(Value::None));
                }
                "encoding" | "object" | "start" | "end" | "reason" => {
                    if let Some(x) = self.unicode_error_attr(&inst.class, &exc.borrow().args, name)
                    {
                        return Ok(x);
                    }
                }
                n if crate::eval::exc::OSERROR_ATTRS.contains(&n)
                    && inst.class.is_subclass(&self.types.exc(ExcType::OSError)) =>
                {
                    return Ok(Value::None);
                }
                n if self.is_exc_member(&inst.class, n) => return Ok(Value::None),
                _ => {}
            }
        }
        if let Some(a) = class_attr {
            let cls = inst.class.clone();
            return self.bind_class_attr(v, &cls, a);
        }
        // An instance of a subclass of property reads its accessors from the property it
        // holds, and copies itself through its own class (`property_copy`).
        let base_property = match &*inst.builtin_base.borrow() {
            Some(Value::Property(p)) => Some(p.clone()),
            _ => None,
        };
        if let Some(p) = base_property {
            match &**name {
                "fget" => return Ok(p.fget.clone()),
                "fset" => return Ok(p.fset.clone()),
                "fdel" => return Ok(p.fdel.clone()),
                "setter" | "getter" | "deleter" => {
                    return Ok(crate::builtins::types::property_subclass_method(name, v.clone()))
                }
                _ => {}
            }
        }
        if let Some(f) = inst.class.lookup("__getattr__").filter(|_| hooks) {
            // `__dict__`, `__class__` and the slots `object` defines are found on the
            // type before `__getattr__` is asked, as in CPython.
            if name.starts_with("__") {
                if let Some(r) = self.special_attr(v, name) {
                    return r;
                }
            }
            return self.call_with_receiver(&f, v, [Value::str(name)]);
        }
        Err(attribute_error(format!("'{}' object has no attribute '{}'", inst.class.name, name)))
    }

    /// `object.__getattribute__(obj, name)`: the generic lookup, without the class's own
    /// `__getattribute__` or `__getattr__`.
    pub fn generic_getattr(&mut self, v: &Value, name: &Rc<str>) -> R<Value> {
        let Value::Instance(inst) = v else { return self.getattr_unchecked(v, name) };
        if &**name == "__doc__" {
            return self.getattr_unchecked(v, name);
        }
        match self.instance_getattr(v, inst, name, false) {
            Err(e)
                if e.builtin_type() == Some(ExcType::AttributeError) && name.starts_with("__") =>
            {
                self.special_attr(v, name).unwrap_or_else(|| Err(Self::inside_note(e, name)))
            }
            r => r,
        }
    }

    fn getattr_plain(&mut self, v: &Value, name: &Rc<str>) -> R<Value> {
        // A class's name, qualified name, bases, MRO and namespace are data descriptors of
        // `type`, which come before anything the class itself holds under those names
        // (`class C: __name__ = "x"` keeps `C.__name__ == "C"`), unless a metaclass of the
        // program's defines them.
        if let Value::Class(cls) = v {
            if matches!(&**name, "__name__" | "__qualname__" | "__bases__" | "__mro__" | "__dict__")
                && cls.meta_lookup(name).is_none()
            {
                if let Some(r) = self.special_attr(v, name) {
                    return r;
                }
            }
        }
        match v {
            Value::Host(h) => self.host_getattr(h, name),
            Value::Instance(inst) => self.instance_getattr(v, inst, name, true),
            Value::Class(cls) => match cls.lookup(name) {
                Some(a @ Value::Instance(_)) => self.bind_class_attr(v, cls, a),
                Some(a) => self.class_attr_get(cls, a),
                None => {
                    if let Some(r) = self.slot_member(cls, name) {
                        return r;
                    }
                    // Attributes of the metaclass apply to its classes, bound to the class.
                    if let Some(a) = cls.meta_lookup(name) {
                        let meta = cls
                            .metaclass
                            .borrow()
                            .clone()
                            .unwrap_or_else(|| self.types.get(crate::value::TypeKind::Type));
                        return self.bind_class_attr(v, &meta, a);
                    }
                    // `type`'s own methods (`cls.mro()`), which no metaclass of the program
                    // overrides; its dunders are reached through `special_attr`.
                    if !crate::policy::Policy::is_dunder(name) {
                        let ty = self.types.get(crate::value::TypeKind::Type);
                        let found = ty.attrs.borrow().get(name).cloned();
                        if let Some(a) = found {
                            return self.bind_class_attr(v, &ty, a);
                        }
                    }
                    if let Some(g) = cls.meta_lookup("__getattr__") {
                        return self.call(&g, vec![v.clone(), Value::str(name)], vec![]);
                    }
                    Err(attribute_error(format!(
                        "type object '{}' has no attribute '{}'",
                        cls.name, name
                    )))
                }
            },
            Value::Module(m) => {
                let found = m.attrs.borrow().get(name).cloned();
                match found {
                    Some(x) => Ok(x),
                    None => match crate::modules::cpython_module_attr(&m.name, name) {
                        // CPython's module has this attribute, bound to another module:
                        // reaching it is reaching that module, under the import rule.
                        Some(target) => match self.config.policy.check_import(target) {
                            Ok(()) => self.import_module(target),
                            Err(_) => Err(Error::fatal(
                                LimitKind::Forbidden,
                                format!("Forbidden access to module: {target}"),
                            )),
                        },
                        None => Err(attribute_error(format!(
                            "module '{}' has no attribute '{}'",
                            m.name, name
                        ))),
                    },
                }
            }
            Value::Super(s) => {
                let mro = s.obj_type.mro().clone();
                let start = mro
                    .iter()
                    .position(|c| Rc::ptr_eq(c, &s.this_class))
                    .map(|i| i + 1)
                    .unwrap_or(mro.len());
                // Past a builtin base holding `name` as a slot, only builtin classes are
                // asked (as `Class::lookup`), and `slots.rs` gives the slot when none has it
                // in its table (`super().__repr__()` in `class B(list, A)` is list's).
                let mut builtin_only = false;
                for c in &mro[start..] {
                    if builtin_only && !c.is_builtin {
                        continue;
                    }
                    let found = c.attrs.borrow().get(&**name).cloned();
                    if found.is_none() && c.is_builtin && c.builtin_slot_has(name) {
                        builtin_only = true;
                    }
                    if let Some(a) = found {
                        // `super(C, cls)` with `cls` a subclass of `C` (a classmethod's) looks up
                        // as through the class; with `cls` an instance of the metaclass `C`
                        // (`super()` in a metaclass's method), `cls` is the instance and the
                        // last arm binds to it.
                        let as_class =
                            matches!(&s.obj, Value::Class(oc) if Rc::ptr_eq(oc, &s.obj_type));
                        return match (&s.obj, a) {
                            (Value::Class(oc), Value::Function(_)) if as_class => {
                                Ok(Value::Function(match c.attrs.borrow().get(&**name) {
                                    Some(Value::Function(f)) => f.clone(),
                                    _ => return Err(attribute_error("super lookup failed")),
                                }))
                                .inspect(|_f| {
                                    let _ = oc;
                                })
                            }
                            (Value::Class(oc), Value::ClassMethod(ref inner)) if as_class => {
                                Ok(Value::BoundMethod(Rc::new(BoundMethod {
                                    receiver: Value::Class(oc.clone()),
                                    func: (**inner).clone(),
                                })))
                            }
                            // `super(C, cls)`: descriptors are asked with no instance, so a
                            // property gives itself, as through the class.
                            (Value::Class(oc), a @ Value::Property(_)) if as_class => {
                                let oc = oc.clone();
                                self.class_attr_get(&oc, a)
                            }
                            (obj, a) => {
                                let obj = obj.clone();
                                let oc = s.obj_type.clone();
                                self.bind_class_attr(&obj, &oc, a)
                            }
                        };
                    }
                }
                Err(attribute_error(format!("'super' object has no attribute '{name}'")))
            }
            Value::Function(f) => {
                if let Some(i) = crate::eval::call::FUNC_SPECIAL.iter().position(|n| **n == **name)
                {
                    return Ok(self.func_special(f, i));
                }
                if let Some(x) = f.attrs.borrow().get(name) {
                    return Ok(x.clone());
                }
                // `f.__new__` is the function type's (`function.__new__`, a static method read
                // through the instance), which cannot make a function in the sandbox.
                if &**name == "__new__" {
                    let cls = Value::Class(self.types.get(crate::value::TypeKind::Function));
                    return self.getattr_unchecked(&cls, name);
                }
                Err(attribute_error(format!("'function' object has no attribute '{name}'")))
            }
            Value::Property(p) => match &**name {
                // The given docstring, else the getter's (`Property::new`).
                "__doc__" => Ok(p.doc.borrow().clone()),
                // CPython's `property_get___isabstractmethod__`: whether any of the three
                // functions is abstract (its `__isabstractmethod__` true, an error in the truth
                // test propagating).
                "__isabstractmethod__" => {
                    for x in [p.fget.clone(), p.fset.clone(), p.fdel.clone()] {
                        if let Some(a) = self.lookup_attr(&x, "__isabstractmethod__")? {
                            if self.truth(&a)? {
                                return Ok(Value::Bool(true));
                            }
                        }
                    }
                    Ok(Value::Bool(false))
                }
                "fget" => Ok(p.fget.clone()),
                "fset" => Ok(p.fset.clone()),
                "fdel" => Ok(p.fdel.clone()),
                "setter" | "getter" | "deleter" => {
                    let b = crate::builtins::types::property_method(name);
                    Ok(Value::BoundMethod(Rc::new(BoundMethod { receiver: v.clone(), func: b })))
                }
                _ => Err(attribute_error(format!("'property' object has no attribute '{name}'"))),
            },
            _ => {
                // Number attributes.
                match (v, &**name) {
                    (Value::Int(_) | Value::BigInt(_), "numerator" | "real") => {
                        return Ok(v.clone())
                    }
                    (Value::Bool(b), "numerator" | "real") => return Ok(Value::Int(*b as i64)),
                    (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), "denominator") => {
                        return Ok(Value::Int(1))
                    }
                    (Value::Int(_) | Value::BigInt(_) | Value::Bool(_), "imag") => {
                        return Ok(Value::Int(0))
                    }
                    (Value::Float(_), "real") => return Ok(v.clone()),
                    (Value::Float(_), "imag") => return Ok(Value::Float(0.0)),
                    (Value::Complex(c), "real") => return Ok(Value::Float(c.0)),
                    (Value::Complex(c), "imag") => return Ok(Value::Float(c.1)),
                    (Value::Range(r), "start") => return Ok(Value::from_bigint(r.parts().0)),
                    (Value::Range(r), "stop") => return Ok(Value::from_bigint(r.parts().1)),
                    (Value::Range(r), "step") => return Ok(Value::from_bigint(r.parts().2)),
                    (Value::Slice(s), "start") => return Ok(s.start.clone()),
                    (Value::Slice(s), "stop") => return Ok(s.stop.clone()),
                    (Value::Slice(s), "step") => return Ok(s.step.clone()),
                    _ => {}
                }
                let cls = self.type_of(v);
                match cls.lookup(name) {
                    Some(Value::Builtin(ref b)) => {
                        Ok(Value::Builtin(Rc::new(crate::value::Builtin {
                            name: b.name.clone(),
                            func: b.func,
                            receiver: Some(v.clone()),
                            module: b.module,
                            binds: b.binds,
                        })))
                    }
                    Some(Value::Property(ref p)) => {
                        let g = p.fget.clone();
                        self.call(&g, vec![v.clone()], vec![])
                    }
                    Some(other) => self.bind_class_attr(v, &cls, other),
                    None => Err(attribute_error(format!(
                        "'{}' object has no attribute '{}'",
                        self.type_name(v),
                        name
                    ))),
                }
            }
        }
    }

    /// A class attribute read through the class itself (never an instance: those, subclasses
    /// of classmethod and staticmethod included, go through `bind_class_attr`).
    fn class_attr_get(&mut self, cls: &Rc<Class>, a: Value) -> R<Value> {
        Ok(match a {
            Value::ClassMethod(ref inner) => self.classmethod_get(inner, cls)?,
            Value::StaticMethod(ref inner) => (**inner).clone(),
            other => other,
        })
    }

    pub fn setattr(&mut self, obj: &Value, name: &Rc<str>, v: Value) -> R<()> {
        self.check_attr_name(name)?;
        self.check_host_attr(obj, name)?;
        self.check_structural_store(obj, name)?;
        self.setattr_unchecked(obj, name, v)
    }

    /// `obj.name = v`: a user `__setattr__` (of the class, or of the metaclass for a class)
    /// comes first; it decides everything, descriptors included.
    pub fn setattr_unchecked(&mut self, obj: &Value, name: &Rc<str>, v: Value) -> R<()> {
        match obj {
            Value::Host(h) => return self.host_setattr(h, name, &v),
            Value::Instance(inst) => {
                // An alias's and a union's own attributes are read-only (`ga_members`).
                if inst.class.is_builtin {
                    if let Some(e) = self.alias_store_error(obj, name) {
                        return Err(e);
                    }
                }
                // BaseException's data descriptors (`__cause__`, ...), unless the program's
                // class defines its own `__setattr__`.
                if let Some(exc) = inst.exc.as_ref().filter(|_| name.starts_with("__")) {
                    if inst.class.plain_attr_set(name) {
                        if let Some(r) = self.exc_chain_store(inst, exc, name, Some(v.clone())) {
                            return r;
                        }
                    }
                }
                // No Python `__setattr__` and no descriptor named `name` along the MRO: a
                // plain store.
                if inst.class.plain_attr_set(name) {
                    inst.attrs.borrow_mut().insert(name.clone(), v);
                    return Ok(());
                }
                if let Some(f) = inst.class.lookup("__setattr__") {
                    if !matches!(f, Value::Builtin(_)) {
                        self.call_with_receiver(&f, obj, [Value::str(name), v])?;
                        return Ok(());
                    }
                }
            }
            Value::Class(cls) => {
                if let Some(f) = cls.meta_lookup("__setattr__") {
                    self.call(&f, vec![obj.clone(), Value::str(name), v], vec![])?;
                    return Ok(());
                }
                // The metaclass's data descriptors come first, as in `type.__setattr__`.
                match cls.meta_lookup(name) {
                    Some(Value::Property(ref p)) => {
                        if p.fset.is_none() {
                            let meta = self.type_of(obj);
                            return Err(p.missing_accessor("setter", &meta));
                        }
                        let setter = p.fset.clone();
                        self.call(&setter, vec![obj.clone(), v], vec![])?;
                        return Ok(());
                    }
                    Some(d @ Value::Instance(_)) => {
                        if let Some(set) = self.special(&d, "__set__") {
                            self.call_with_receiver(&set, &d, [obj.clone(), v])?;
                            return Ok(());
                        }
                    }
                    _ => {}
                }
                if !cls.is_builtin && matches!(&**name, "__name__" | "__qualname__") {
                    return self.rename_class(cls, name, &v);
                }
            }
            Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGen(g)
                if g.has_names() && matches!(&**name, "__name__" | "__qualname__") =>
            {
                return g.rename(name, &v);
            }
            _ => {}
        }
        self.generic_setattr(obj, name, v)
    }

    /// `cls.__name__ = v` / `cls.__qualname__ = v`, as CPython's `type_set_name` and
    /// `type_set_qualname` check them.
    fn rename_class(&mut self, cls: &Rc<Class>, name: &str, v: &Value) -> R<()> {
        let Value::Str(s) = v else {
            return Err(Error::new(
                ExcType::TypeError,
                format!(
                    "can only assign string to {}.{}, not '{}'",
                    cls.display_name(),
                    name,
                    self.type_name(v)
                ),
            ));
        };
        if name == "__name__" && s.s.contains('\0') {
            return Err(Error::new(
                ExcType::ValueError,
                "type name must not contain null characters",
            ));
        }
        let new: Rc<str> = Rc::from(s.s.as_str());
        let (n, q) = (cls.display_name(), cls.display_qualname());
        *cls.renamed.borrow_mut() = Some(if name == "__name__" { (new, q) } else { (n, new) });
        Ok(())
    }

    /// A class attribute as a descriptor: an instance of a subclass of property, classmethod
    /// or staticmethod (`abc.abstractproperty`, `abc.abstractclassmethod`) that defines none
    /// of `__get__`, `__set__`, `__delete__` itself acts as the builtin descriptor it holds.
    pub(crate) fn as_builtin_descriptor(&mut self, attr: Option<Value>) -> Option<Value> {
        if let Some(Value::Instance(d)) = &attr {
            let base = match &*d.builtin_base.borrow() {
                Some(p @ (Value::Property(_) | Value::ClassMethod(_) | Value::StaticMethod(_))) => {
                    Some(p.clone())
                }
                _ => None,
            };
            if let Some(p) = base {
                let d = attr.clone().unwrap_or(Value::None);
                let own = ["__get__", "__set__", "__delete__"]
                    .iter()
                    .any(|n| self.special(&d, n).is_some());
                if !own {
                    return Some(p);
                }
            }
        }
        attr
    }

    /// `object.__setattr__`: data descriptors (properties, `__set__`), then the instance's own
    /// attributes.
    pub fn generic_setattr(&mut self, obj: &Value, name: &Rc<str>, v: Value) -> R<()> {
        match obj {
            Value::Instance(inst) => {
                // An alias's and a union's own attributes are read-only (`ga_members`).
                if let Some(e) = self.alias_store_error(obj, name) {
                    return Err(e);
                }
                // An exception group's `message` and `exceptions` are read-only members.
                if inst.exc.as_ref().is_some_and(|d| d.borrow().group.is_some())
                    && matches!(&**name, "message" | "exceptions")
                {
                    return Err(attribute_error("readonly attribute"));
                }
                if let Some(exc) = inst.exc.as_ref() {
                    if let Some(r) = self.exc_chain_store(inst, exc, name, Some(v.clone())) {
                        return r;
                    }
                }
                // No descriptor named `name` along the MRO: a plain store.
                if inst.class.plain_attr_get(name) && inst.class.slot_allows(name) {
                    inst.attrs.borrow_mut().insert(name.clone(), v);
                    return Ok(());
                }
                if let Some(Value::Property(ref p)) =
                    self.as_builtin_descriptor(inst.class.lookup(name))
                {
                    if p.fset.is_none() {
                        return Err(p.missing_accessor("setter", &inst.class));
                    }
                    let s = p.fset.clone();
                    self.call(&s, vec![obj.clone(), v], vec![])?;
                    return Ok(());
                }
                if let Some(d @ Value::Instance(_)) = inst.class.lookup(name) {
                    if let Some(set) = self.special(&d, "__set__") {
                        self.call_with_receiver(&set, &d, [obj.clone(), v])?;
                        return Ok(());
                    }
                }
                if !inst.class.slot_allows(name) {
                    // CPython's wording: a class attribute shadows, else nothing is there
                    // (every class has a `__doc__`, `None` without a docstring).
                    let shadowed = &**name == "__doc__" || inst.class.lookup(name).is_some();
                    return Err(attribute_error(if shadowed {
                        format!("'{}' object attribute '{}' is read-only", inst.class.name, name)
                    } else {
                        format!("'{}' object has no attribute '{}'", inst.class.name, name)
                    }));
                }
                inst.attrs.borrow_mut().insert(name.clone(), v);
                Ok(())
            }
            Value::Class(cls) => {
                if cls.is_builtin {
                    return Err(Error::new(
                        ExcType::TypeError,
                        format!("cannot set '{}' attribute of immutable type '{}'", name, cls.name),
                    ));
                }
                cls.attrs.borrow_mut().insert(name.clone(), v);
                cls.classes_changed();
                cls.version.set(cls.version.get() + 1);
                Ok(())
            }
            Value::Function(f) => {
                if let Some(r) = self.func_defaults_set(f, name, Some(&v)) {
                    return r;
                }
                if let Some(i) = crate::eval::call::FUNC_SPECIAL.iter().position(|n| **n == **name)
                {
                    return self.func_special_set(f, i, Some(v));
                }
                f.attrs.borrow_mut().insert(name.clone(), v);
                Ok(())
            }
            // A property's docstring is a writable member (`property_members`).
            Value::Property(p) if &**name == "__doc__" => {
                *p.doc.borrow_mut() = v;
                Ok(())
            }
            Value::Module(m) => {
                // Modules the sandbox provides are shared: refuse to let a program rewire them.
                Err(attribute_error(format!(
                    "cannot set attribute '{}' of module '{}' in the sandbox",
                    name, m.name
                )))
            }
            _ => Err(attribute_error(format!(
                "'{}' object has no attribute '{}'",
                self.type_name(obj),
                name
            ))),
        }
    }

    /// `del obj.name`: a user `__delattr__` (of the class, or of the metaclass for a class)
    /// comes first.
    pub fn delattr(&mut self, obj: &Value, name: &Rc<str>) -> R<()> {
        self.check_attr_name(name)?;
        self.check_host_attr(obj, name)?;

        self.check_structural_delete(obj, name)?;
        match obj {
            Value::Host(h) => return self.host_delattr(h, name),
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__delattr__") {
                    if !matches!(f, Value::Builtin(_)) {
                        self.call_with_receiver(&f, obj, [Value::str(name)])?;
                        return Ok(());
                    }
                }
            }
            Value::Class(cls) => {
                if let Some(f) = cls.meta_lookup("__delattr__") {
                    self.call(&f, vec![obj.clone(), Value::str(name)], vec![])?;
                    return Ok(());
                }
            }
            // A generator's names cannot be deleted: CPython's setter refuses the missing
            // value as it refuses a non-string.
            Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGen(g)
                if g.has_names() && matches!(&**name, "__name__" | "__qualname__") =>
            {
                return Err(crate::error::type_error(format!(
                    "{name} must be set to a string object"
                )));
            }
            _ => {}
        }
        self.generic_delattr(obj, name)
    }

    /// `object.__delattr__`: data descriptors, then the instance's own attributes.
    pub fn generic_delattr(&mut self, obj: &Value, name: &Rc<str>) -> R<()> {
        match obj {
            Value::Instance(inst) => {
                if let Some(exc) = inst.exc.as_ref() {
                    if let Some(r) = self.exc_chain_store(inst, exc, name, None) {
                        return r;
                    }
                }
                if let Some(e) = self.alias_store_error(obj, name) {
                    return Err(e);
                }
                if &**name == "__dict__" && instances_have_dict(&inst.class) {
                    inst.attrs.drop_dict(&crate::slots::slot_names_of(&inst.class));
                    return Ok(());
                }
                if let Some(Value::Property(ref p)) =
                    self.as_builtin_descriptor(inst.class.lookup(name))
                {
                    if p.fdel.is_none() {
                        return Err(p.missing_accessor("deleter", &inst.class));
                    }
                    let d = p.fdel.clone();
                    self.call(&d, vec![obj.clone()], vec![])?;
                    return Ok(());
                }
                if let Some(d @ Value::Instance(_)) = inst.class.lookup(name) {
                    if let Some(del) = self.special(&d, "__delete__") {
                        self.call_with_receiver(&del, &d, [obj.clone()])?;
                        return Ok(());
                    }
                }
                if inst.attrs.borrow_mut().shift_remove(name).is_none() {
                    // An unset slot's member descriptor names only the slot.
                    if inst.class.is_slot(name) {
                        return Err(attribute_error(name.to_string()));
                    }
                    return Err(attribute_error(format!(
                        "'{}' object has no attribute '{}'",
                        inst.class.name, name
                    )));
                }
                Ok(())
            }
            Value::Class(cls) if !cls.is_builtin => {
                let removed = cls.attrs.borrow_mut().shift_remove(&**name);
                cls.classes_changed();
                if removed.is_none() {
                    return Err(attribute_error(format!(
                        "type object '{}' has no attribute '{}'",
                        cls.name, name
                    )));
                }
                Ok(())
            }
            // Deleting a property's docstring leaves `None`, as a cleared member reads.
            Value::Property(p) if &**name == "__doc__" => {
                *p.doc.borrow_mut() = Value::None;
                Ok(())
            }
            Value::Function(f) => {
                if let Some(r) = self.func_defaults_set(f, name, None) {
                    return r;
                }
                if let Some(i) = crate::eval::call::FUNC_SPECIAL.iter().position(|n| **n == **name)
                {
                    return self.func_special_set(f, i, None);
                }
                if f.attrs.borrow_mut().shift_remove(name).is_none() {
                    return Err(attribute_error(format!(
                        "'function' object has no attribute '{}'",
                        name
                    )));
                }
                Ok(())
            }
            _ => Err(attribute_error(format!(
                "'{}' object has no attribute '{}'",
                self.type_name(obj),
                name
            ))),
        }
    }
}

/// Whether instances of `cls` have a `__dict__`, by CPython's rule: unless every class of its
/// MRO but the builtin ones declares `__slots__` without `'__dict__'` (a builtin base other
/// than an exception gives none of its own).
pub(crate) fn instances_have_dict(cls: &Rc<Class>) -> bool {
    let mro = cls.mro.borrow();
    let mut slotted = false;
    for c in mro.iter() {
        if c.is_builtin {
            if c.kind == crate::value::TypeKind::Object {
                continue;
            }
            if c.kind == crate::value::TypeKind::Exception {
                return true;
            }
            continue;
        }
        let attrs = c.attrs.borrow();
        match attrs.get("__slots__") {
            None => return true,
            Some(Value::Str(s)) if s.s == "__dict__" => return true,
            Some(Value::Tuple(items))
                if items.iter().any(|x| matches!(x, Value::Str(s) if s.s == "__dict__")) =>
            {
                return true
            }
            Some(Value::List(items))
                if items
                    .borrow()
                    .iter()
                    .any(|x| matches!(x, Value::Str(s) if s.s == "__dict__")) =>
            {
                return true
            }
            Some(_) => slotted = true,
        }
    }
    !slotted
}

/// Whether a class attribute read through an instance is the value itself (`bind_class_attr`
/// returns it unchanged, and it cannot be a descriptor): numbers, strings, bytes, tuples,
/// frozensets, `None` and classes.
#[inline]
fn is_plain_class_data(v: &Value) -> bool {
    matches!(
        v,
        Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::BigInt(_)
            | Value::Float(_)
            | Value::Complex(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::Tuple(_)
            | Value::FrozenSet(_)
            | Value::Class(_)
    )
}

impl Interp {
    /// A function's slot attribute (`FUNC_SPECIAL[i]`): the one set or read before, else made
    /// from its definition now and kept.
    fn func_special(&mut self, f: &Rc<crate::value::Function>, i: usize) -> Value {
        if let Some(v) = f.special.borrow().as_ref().and_then(|s| s[i].clone()) {
            return v;
        }
        let v = match i {
            0 => Value::str(&f.name.borrow()),
            1 => Value::str(&f.def.qualname),
            // The module whose code defined it (a library function's is its module's).
            2 => Value::str(&f.ns.borrow().name),
            // The docstring: a string constant as the body's first statement.
            3 => match f.def.body.first().map(|st| &st.kind) {
                Some(crate::ast::StmtKind::Expr(e)) if !f.def.is_lambda => match &e.kind {
                    crate::ast::ExprKind::Constant(v @ Value::Str(_)) => v.clone(),
                    _ => Value::None,
                },
                _ => Value::None,
            },
            // An empty dict, made on first read (or after `del`) and kept, as in CPython.
            _ => {
                let d = Rc::new(std::cell::RefCell::new(crate::dict::Dict::new()));
                self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
                Value::Dict(d)
            }
        };
        f.special.borrow_mut().get_or_insert_with(Box::default)[i] = Some(v.clone());
        v
    }

    /// Sets (`Some`) or deletes (`None`) a function's slot attribute with CPython's checks:
    /// `__name__` and `__qualname__` are strings and cannot be deleted, `__annotations__` is a
    /// dict (None or `del` make the next read a new empty one), a deleted `__doc__` or
    /// `__module__` reads as None.
    /// A store (`Some`) or deletion (`None`) of a function's `__defaults__` (a tuple, or
    /// `None`) or `__kwdefaults__` (a dict of keyword-only parameters' defaults, or `None`),
    /// with CPython's `TypeError`s; a deletion leaves no defaults. None for any other name.
    fn func_defaults_set(
        &mut self,
        f: &Rc<crate::value::Function>,
        name: &str,
        v: Option<&Value>,
    ) -> Option<R<()>> {
        match (name, v) {
            ("__defaults__", None | Some(Value::None)) => f.defaults.borrow_mut().clear(),
            ("__defaults__", Some(Value::Tuple(t))) => {
                *f.defaults.borrow_mut() = t.iter().cloned().collect()
            }
            ("__defaults__", Some(_)) => {
                return Some(Err(type_error("__defaults__ must be set to a tuple object")))
            }
            ("__kwdefaults__", None | Some(Value::None)) => {
                f.kwdefaults.borrow_mut().iter_mut().for_each(|d| *d = None)
            }
            ("__kwdefaults__", Some(Value::Dict(d))) => {
                let d = d.borrow();
                let found: Vec<Option<Value>> = f
                    .def
                    .params
                    .kwonly
                    .iter()
                    .map(|p| {
                        d.iter()
                            .find(|e| matches!(&e.key, Value::Str(k) if *k.s == *p.name))
                            .map(|e| e.value.clone())
                    })
                    .collect();
                *f.kwdefaults.borrow_mut() = found;
            }
            ("__kwdefaults__", Some(_)) => {
                return Some(Err(type_error("__kwdefaults__ must be set to a dict object")))
            }
            // CPython's `PyObject_GenericSetDict`: a dict only, and never deleted. A dict is
            // refused loudly: ophis keeps a function's attributes in its own table, which
            // cannot become the program's dict.
            ("__dict__", None) => return Some(Err(type_error("cannot delete __dict__"))),
            ("__dict__", Some(Value::Dict(_))) => {
                return Some(Err(crate::error::not_implemented(
                    "setting __dict__ of a 'function' object is not supported by ophis",
                )))
            }
            ("__dict__", Some(other)) => {
                return Some(Err(type_error(format!(
                    "__dict__ must be set to a dictionary, not a '{}'",
                    self.type_name(other)
                ))))
            }
            _ => return None,
        }
        Some(Ok(()))
    }

    fn func_special_set(
        &mut self,
        f: &Rc<crate::value::Function>,
        i: usize,
        v: Option<Value>,
    ) -> R<()> {
        let name = crate::eval::call::FUNC_SPECIAL[i];
        let stored = match (i, v) {
            (0 | 1, Some(v @ Value::Str(_))) => {
                if let (0, Value::Str(s)) = (i, &v) {
                    *f.name.borrow_mut() = Rc::from(&*s.s);
                }
                Some(v)
            }
            (0 | 1, _) => {
                return Err(Error::new(
                    ExcType::TypeError,
                    format!("{name} must be set to a string object"),
                ))
            }
            (crate::eval::call::FUNC_ANNOTATIONS, None | Some(Value::None)) => None,
            (crate::eval::call::FUNC_ANNOTATIONS, Some(v @ Value::Dict(_))) => Some(v),
            (crate::eval::call::FUNC_ANNOTATIONS, Some(_)) => {
                return Err(Error::new(
                    ExcType::TypeError,
                    "__annotations__ must be set to a dict object",
                ))
            }
            (_, v) => Some(v.unwrap_or(Value::None)),
        };
        f.special.borrow_mut().get_or_insert_with(Box::default)[i] = stored;
        Ok(())
    }
}

impl Interp {
    /// A store (`Some`) or deletion (`None`) of an exception's `__cause__`, `__context__`,
    /// `__suppress_context__` or `__traceback__`, BaseException's data descriptors (unless a
    /// class of the program's defines the name): the chain the traceback prints, with
    /// CPython's checks (setting a cause suppresses the context). None for any other name.
    /// ophis has no traceback objects: `__traceback__` takes None only.
    fn exc_chain_store(
        &mut self,
        inst: &crate::value::Instance,
        exc: &RefCell<ExcData>,
        name: &str,
        v: Option<Value>,
    ) -> Option<R<()>> {
        if !matches!(name, "__cause__" | "__context__" | "__suppress_context__" | "__traceback__")
            || inst.class.mro().iter().any(|c| !c.is_builtin && c.attrs.borrow().contains_key(name))
        {
            return None;
        }
        let type_err = |m: &str| Some(Err(Error::new(ExcType::TypeError, m.to_string())));
        let is_exc = |v: &Value| matches!(v, Value::Instance(i) if i.exc.is_some());
        let mut d = exc.borrow_mut();
        match (name, v) {
            (_, None) if name != "__suppress_context__" => {
                return type_err(&format!("{name} may not be deleted"));
            }
            (_, None) => return type_err("can't delete numeric/char attribute"),
            ("__suppress_context__", Some(Value::Bool(b))) => d.suppress_context = b,
            ("__suppress_context__", Some(_)) => {
                return type_err("attribute value type must be bool")
            }
            ("__traceback__", Some(Value::None)) => {}
            ("__traceback__", Some(_)) => {
                return type_err("__traceback__ must be a traceback or None")
            }
            ("__cause__", Some(v)) => {
                if !v.is_none() && !is_exc(&v) {
                    return type_err("exception cause must be None or derive from BaseException");
                }
                d.cause = (!v.is_none()).then_some(v);
                d.suppress_context = true;
            }
            (_, Some(v)) => {
                if !v.is_none() && !is_exc(&v) {
                    return type_err("exception context must be None or derive from BaseException");
                }
                d.context = (!v.is_none()).then_some(v);
            }
        }
        Some(Ok(()))
    }
}
