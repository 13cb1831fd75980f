//! Calls: user functions with CPython's argument binding and messages, builtins, bound
//! methods, class instantiation, and method calls without a bound-method allocation.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{FuncDef, NameRef};
use crate::dict::{new_strmap, Dict};
use crate::error::{type_error, Error, ExcType, R};
use crate::eval::{new_cell, Frame};
use crate::interp::Interp;
use crate::value::{Attrs, CellRef, Class, ExcData, Instance, SuperObj, TypeKind, Value};

use crate::args::name_list;
/// Keyword arguments in call order.
pub(crate) use crate::args::Kwargs;

/// A user-defined function (or lambda, or the body of a comprehension).
#[derive(Debug)]
pub struct Function {
    pub def: Rc<FuncDef>,
    /// `__defaults__` and `__kwdefaults__` (by keyword-only parameter): the program may
    /// replace or delete them, and a call binds whatever they hold then.
    pub defaults: RefCell<Vec<Value>>,
    pub kwdefaults: RefCell<Vec<Option<Value>>>,
    /// The cells of its free variables; shared with every frame of a call that has no cells
    /// of its own, so such a call copies no vector.
    pub closure: Rc<[CellRef]>,
    pub attrs: Attrs,
    /// Set by `functools.wraps`-like copying and by decorators that rename; else the def's.
    pub name: RefCell<Rc<str>>,
    /// The attributes CPython keeps in the function's own slots, not in its `__dict__`
    /// (`FUNC_SPECIAL`'s names): each is made from the definition on first read and kept, so
    /// it reads as the same object every time (`functools.wraps` copies by identity), and an
    /// assignment replaces it without entering `__dict__`. Boxed and made on demand: most
    /// functions never have one read.
    pub special: RefCell<Option<Box<[Option<Value>; 5]>>>,
    /// The run whose source defined it (for traceback lines).
    pub source: u32,
    /// The module namespace its global names resolve in.
    pub ns: crate::interp::NsRef,
}

/// The names of `Function::special`, in its order.
pub(crate) const FUNC_SPECIAL: [&str; 5] =
    ["__name__", "__qualname__", "__module__", "__doc__", "__annotations__"];
/// The index of `__annotations__` in `FUNC_SPECIAL`.
pub(crate) const FUNC_ANNOTATIONS: usize = 4;

pub(crate) type BuiltinFn =
    fn(&mut crate::interp::Interp, &[Value], &crate::eval::call::Kwargs) -> crate::error::R<Value>;

/// A function implemented in Rust, optionally bound to a receiver (`[].append`).
pub struct Builtin {
    /// Its name: static for ophis's own builtins, owned for a host function registered under a
    /// name the embedder chose, so re-registering tools for each call leaks nothing.
    pub name: std::borrow::Cow<'static, str>,
    pub func: BuiltinFn,
    /// When set, the receiver is passed as the first positional argument.
    pub receiver: Option<Value>,
    /// Module-qualified name for the denylist check and for reprs (`math.sqrt`).
    pub module: &'static str,
    /// Whether it binds like a method when found as a class attribute through an instance:
    /// true for the methods of builtin types and for the functions of ophis's private native
    /// modules (`_sre_ophis`, `_collections`, ...), which its library classes use as methods;
    /// false for builtin functions (`len`), the public modules' functions and host functions,
    /// which CPython never binds (`class A: f = len` makes `A().f()` call `len()`).
    pub binds: bool,
}

impl std::fmt::Debug for Builtin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<built-in function {}>", self.name)
    }
}

#[derive(Debug)]
pub struct BoundMethod {
    pub receiver: Value,
    pub func: Value,
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Whether a call with `nargs` positional arguments and no keywords binds them straight into
/// the first local slots: exactly the positional parameters (no `*args`, `**kwargs`,
/// keyword-only parameters or defaults needed), no cells of the callee's own, not a generator.
#[inline]
pub(crate) fn plain_call(def: &FuncDef, nargs: usize) -> bool {
    let p = &def.params;
    nargs == p.posonly.len() + p.args.len()
        && p.vararg.is_none()
        && p.kwarg.is_none()
        && p.kwonly.is_empty()
        && def.scope.cell_names.is_empty()
        && !def.scope.is_generator
}

/// The constant `c` of a key function written `lambda r: r[c]` or `def f(r): return r[c]`
/// (one plain positional parameter, its body a constant subscript of it), the commonest key
/// functions agents pass to `sorted`, `min` and `max`.
fn item_key_constant(def: &FuncDef) -> Option<&Value> {
    use crate::ast::{ExprKind, Name, StmtKind};
    if !plain_call(def, 1) {
        return None;
    }
    let [stmt] = &def.body[..] else { return None };
    let StmtKind::Return(Some(e)) = &stmt.kind else { return None };
    let ExprKind::Subscript { value, index } = &e.kind else { return None };
    match (&value.kind, &index.kind) {
        (ExprKind::Name(Name { slot: NameRef::Local(0), .. }), ExprKind::Constant(c)) => Some(c),
        _ => None,
    }
}

/// The largest locals vector `Interp::locals_pool` keeps, and how many slots it keeps in all
/// (the bound the single pool of before had: 256 vectors of up to 64 slots).
const LOCALS_POOL_MAX_SLOTS: usize = 64;
const LOCALS_POOL_TOTAL_SLOTS: usize = 256 * LOCALS_POOL_MAX_SLOTS;

/// Finished frames' locals vectors, kept for the next calls, one pool per length: each
/// vector is kept at its length with every slot empty, so taking one for a call of the same
/// size is a pop, with no slot to write (a call took ~60 instructions to take a vector and
/// resize it, ~50 to give it back).
#[derive(Default)]
pub(crate) struct LocalsPool {
    by_len: Vec<Vec<Vec<Option<Value>>>>,
    slots: usize,
}

impl Interp {
    /// A vector of `n` empty local slots, reused from a finished call when one is pooled, so a
    /// call does not allocate its frame's locals.
    #[inline(always)]
    pub fn take_locals(&mut self, n: usize) -> Vec<Option<Value>> {
        if let Some(v) = self.locals_pool.by_len.get_mut(n).and_then(Vec::pop) {
            self.locals_pool.slots -= n;
            return v;
        }
        Self::new_locals(n)
    }

    #[inline(never)]
    fn new_locals(n: usize) -> Vec<Option<Value>> {
        let mut v = Vec::with_capacity(n);
        v.resize_with(n, || None);
        v
    }

    /// Returns a finished frame's locals vector to the pool (its slots emptied: the pool holds
    /// no values, so it keeps nothing alive and the cycle collector has nothing to account
    /// for).
    #[inline(always)]
    pub fn recycle_locals(&mut self, mut v: Vec<Option<Value>>) {
        // Last slot first: with this order the generators only the locals held close in
        // the locals' order, as CPython's do (case generators__finalize_locals_order).
        // `discard` skips the drop glue for the ints and floats most locals hold.
        for slot in v.iter_mut().rev() {
            if let Some(x) = slot.take() {
                x.discard();
            }
        }
        let n = v.len();
        if n <= LOCALS_POOL_MAX_SLOTS && self.locals_pool.slots + n <= LOCALS_POOL_TOTAL_SLOTS {
            let pool = &mut self.locals_pool;
            if pool.by_len.len() <= n {
                pool.by_len.resize_with(n + 1, Vec::new);
            }
            pool.slots += n;
            pool.by_len[n].push(v);
        }
    }

    /// Runs `func` on locals bound by a plain positional call (see `plain_call`).
    #[inline(always)]
    pub(crate) fn run_plain(
        &mut self,
        func: &Rc<Function>,
        locals: Vec<Option<Value>>,
    ) -> R<Value> {
        let def = &func.def;
        let frame = Frame {
            locals,
            cells: func.closure.clone(),
            own_cells: 0,
            class_ns: None,
            class_def: None,
            name: def.name.clone(),
            source: func.source,
            ns: func.ns.clone(),
        };
        self.run_frame(func, def, frame)
    }

    /// Calls a key function (of `sorted`, `list.sort`, `min`, `max`) on one item. A key
    /// `lambda r: r[c]` (see `item_key_constant`) on a list or tuple with an index in range,
    /// or on a dict holding a simple key `c`, reads the item without a frame: the same
    /// builtin lookup the call would make, which runs no program code, and the same operations
    /// counted (the `return` statement of a `def`, the subscript, the name, the constant).
    /// Anything else, errors included, takes the call.
    pub fn call_key(&mut self, key: &Value, item: Value) -> R<Value> {
        if let Value::Function(func) = key {
            if let Some(c) = item_key_constant(&func.def) {
                let found = match (&item, c) {
                    (Value::Tuple(t), Value::Int(i)) => crate::ops::index_in(t, *i),
                    (Value::List(l), Value::Int(i)) => crate::ops::index_in(&l.borrow(), *i),
                    (Value::Dict(d), c) if crate::dict::is_simple_key(c) => {
                        let h = self.hash(c)?;
                        let d = d.borrow();
                        d.find_simple(h, c).and_then(|i| d.value_at(i).cloned())
                    }
                    _ => None,
                };
                if let Some(v) = found {
                    for _ in 0..(if func.def.is_lambda { 3 } else { 4 }) {
                        self.tick()?;
                    }
                    return Ok(v);
                }
            }
        }
        self.call(key, vec![item], Vec::new())
    }

    /// Creates a function object: defaults evaluated now, closure cells taken from the frame.
    pub fn make_function(&mut self, f: &mut Frame, def: &Rc<FuncDef>) -> R<Value> {
        let mut defaults = Vec::new();
        for p in def.params.positional() {
            if let Some(d) = &p.default {
                defaults.push(self.eval(f, d)?);
            }
        }
        let mut kwdefaults = Vec::with_capacity(def.params.kwonly.len());
        for p in &def.params.kwonly {
            kwdefaults.push(match &p.default {
                Some(d) => Some(self.eval(f, d)?),
                None => None,
            });
        }
        // Annotations are evaluated after the defaults, as CPython's compiler orders them.
        let mut special = None;
        if !def.annotations.is_empty() {
            let d = Rc::new(RefCell::new(crate::dict::Dict::new()));
            for (name, e) in &def.annotations {
                let v = match &e.kind {
                    // `*args: *Ts` (PEP 646): CPython unpacks the value into exactly one item
                    // (`UNPACK_SEQUENCE 1`), which `typing.TypeVarTuple` makes `Unpack[Ts]`.
                    crate::ast::ExprKind::Starred(inner) => {
                        let it = self.eval(f, inner)?;
                        let mut items = self.iterate(&it)?;
                        match items.len() {
                            1 => items.pop().expect("one item"),
                            0 => {
                                return Err(crate::error::value_error(
                                    "not enough values to unpack (expected 1, got 0)",
                                ))
                            }
                            _ => {
                                return Err(crate::error::value_error(
                                    "too many values to unpack (expected 1)",
                                ))
                            }
                        }
                    }
                    _ => self.eval(f, e)?,
                };
                self.dict_set(&d, Value::str(name), v)?;
            }
            let mut slots: Box<[Option<Value>; 5]> = Box::default();
            slots[FUNC_ANNOTATIONS] = Some(Value::Dict(d));
            special = Some(slots);
        }
        let closure: Rc<[crate::value::CellRef]> =
            def.scope.free_sources.iter().map(|&i| f.cells[i as usize].clone()).collect();
        let func = Rc::new(Function {
            def: def.clone(),
            defaults: RefCell::new(defaults),
            kwdefaults: RefCell::new(kwdefaults),
            closure,
            attrs: crate::value::Attrs::new(new_strmap()),
            name: RefCell::new(def.name.clone()),
            special: RefCell::new(special),
            source: f.source,
            ns: f.ns.clone(),
        });
        self.gc_track(crate::gc::Tracked::Function(Rc::downgrade(&func)));
        Ok(Value::Function(func))
    }

    /// Depth and native-stack check before entering a Python frame.
    #[inline]
    pub fn enter_call(&mut self) -> R<()> {
        self.run.depth += 1;
        if self.run.depth >= self.config.limits.max_recursion_depth || self.stack_exhausted() {
            self.run.depth -= 1;
            return Err(Error::new(ExcType::RecursionError, "maximum recursion depth exceeded"));
        }
        Ok(())
    }

    /// `run_frame` out of line, for the calls that bound their frame with `bind_frame`.
    #[inline(never)]
    fn run_bound_frame(&mut self, func: &Rc<Function>, def: &FuncDef, frame: Frame) -> R<Value> {
        self.run_frame(func, def, frame)
    }

    /// Runs a bound frame of `func`: the depth check, the body, the frame's slots back to the
    /// pool, and the function's name on the traceback. Shared by every call path. Inlined into
    /// `run_plain`, so the frame of a plain call is built in place where it runs: out of line,
    /// the 96-byte `Frame` was built, passed by reference and copied apart again, and the
    /// call added a function prologue and epilogue (~60 instructions a call in richards).
    #[inline(always)]
    fn run_frame(&mut self, func: &Rc<Function>, def: &FuncDef, mut frame: Frame) -> R<Value> {
        if let Err(e) = self.enter_call() {
            self.recycle_locals(std::mem::take(&mut frame.locals));
            return Err(e);
        }
        let r = if def.is_lambda {
            self.run_lambda_body(&mut frame, &def.body)
        } else if let [crate::ast::Stmt { kind: crate::ast::StmtKind::Return(Some(e)), span }] =
            &def.body[..]
        {
            // A body that is one `return expr`: what `exec_block` and `exec_stmt` would do for
            // it (the statement's operation, the collector's boundary, the line on an error),
            // without their loop and `Flow`.
            self.run_return_body(&mut frame, e, span.line)
        } else {
            self.run_body(&mut frame, &def.body)
        };
        self.run.depth -= 1;
        // Taken apart here, so its locals go back to the pool and its references are dropped
        // inline, without the out-of-line drop glue of a `Frame` (and of the empty vector a
        // `mem::take` would leave in it).
        let Frame { locals, cells, class_ns, class_def, name, ns, .. } = frame;
        self.recycle_locals(locals);
        drop(cells);
        drop(class_ns);
        drop(class_def);
        drop(name);
        drop(ns);
        // The generators its locals held are closed as the call returns, as CPython does when
        // the frame's references go (before the caller uses the result).
        let r = if self.finalizers.any.get() { self.finalize_after_call(r) } else { r };
        r.map_err(|mut e| {
            if e.0.name_scope_pending {
                crate::eval::exc::note_name_scope(&mut e, &def.scope.local_names);
            }
            e.leave_frame(&def.name, func.source);
            e
        })
    }

    #[inline(never)]
    pub(crate) fn finalize_after_call(&mut self, r: R<Value>) -> R<Value> {
        self.run_finalizers()?;
        r
    }

    pub fn call_function(&mut self, func: &Rc<Function>, args: Vec<Value>, kw: Kwargs) -> R<Value> {
        // Exactly the positional parameters (a key function, a callback): the arguments go
        // straight into the first slots, without `bind_args` or a cell vector.
        if kw.is_empty() && plain_call(&func.def, args.len()) {
            let mut locals = self.take_locals(func.def.scope.local_names.len());
            for (slot, a) in locals.iter_mut().zip(args) {
                *slot = Some(a);
            }
            return self.run_plain(func, locals);
        }
        let def = func.def.clone();
        let frame = self.bind_frame(func, &def, args, kw)?;
        if def.scope.is_generator {
            return self.make_generator(func.clone(), frame);
        }
        self.run_bound_frame(func, &def, frame)
    }

    /// Binds arguments to a new frame for `func`.
    pub fn bind_frame(
        &mut self,
        func: &Rc<Function>,
        def: &Rc<FuncDef>,
        args: Vec<Value>,
        kw: Kwargs,
    ) -> R<Frame> {
        let scope = &def.scope;
        let mut locals = self.take_locals(scope.local_names.len());
        if let Err(e) = self.bind_args(func, def, &mut locals, args, kw) {
            self.recycle_locals(locals);
            return Err(e);
        }
        let cells = if scope.cell_names.is_empty() {
            func.closure.clone()
        } else {
            let mut cells = Vec::with_capacity(scope.ncells());
            for _ in 0..scope.cell_names.len() {
                let c = new_cell(None);
                self.gc_track(crate::gc::Tracked::Cell(Rc::downgrade(&c)));
                cells.push(c);
            }
            for &(local, cell) in &scope.cell_params {
                *cells[cell as usize].borrow_mut() = locals[local as usize].take();
            }
            cells.extend(func.closure.iter().cloned());
            Rc::from(cells)
        };
        Ok(Frame {
            locals,
            cells,
            own_cells: scope.cell_names.len(),
            class_ns: None,
            class_def: None,
            name: def.name.clone(),
            source: func.source,
            ns: func.ns.clone(),
        })
    }

    fn bind_args(
        &mut self,
        func: &Function,
        def: &FuncDef,
        locals: &mut [Option<Value>],
        mut args: Vec<Value>,
        kw: Kwargs,
    ) -> R<()> {
        let p = &def.params;
        let qual = &def.qualname;
        let nposonly = p.posonly.len();
        let npos = nposonly + p.args.len();
        let nargs = args.len();
        let vararg_slot = if p.vararg.is_some() { Some(npos) } else { None };
        let kwonly_base = npos + p.vararg.is_some() as usize;
        let kwarg_slot = if p.kwarg.is_some() { Some(kwonly_base + p.kwonly.len()) } else { None };

        // Fast path: exactly the positional parameters, nothing else.
        if nargs == npos
            && kw.is_empty()
            && vararg_slot.is_none()
            && kwarg_slot.is_none()
            && p.kwonly.is_empty()
        {
            for (slot, a) in locals.iter_mut().zip(args) {
                *slot = Some(a);
            }
            return Ok(());
        }

        // CPython reports too many positional arguments only after the keywords bound without
        // error (`f(1, 2, a=3)` for `def f(a)` is "multiple values for argument 'a'").
        let mut too_many: Option<String> = None;
        if nargs > npos {
            match vararg_slot {
                Some(s) => {
                    let extra = args.split_off(npos);
                    locals[s] = Some(Value::tuple(extra));
                }
                None => {
                    let ndefaults = func.defaults.borrow().len();
                    let kwgiven =
                        kw.iter().filter(|(n, _)| p.kwonly.iter().any(|k| &k.name == n)).count();
                    // More defaults than parameters (a `__defaults__` the program stored) make
                    // the lower bound negative, as CPython prints it.
                    let takes = if ndefaults > 0 {
                        let least = npos as isize - ndefaults as isize;
                        format!("from {least} to {npos} positional arguments")
                    } else {
                        plural(npos, "positional argument")
                    };
                    let given = if kwgiven > 0 {
                        format!(
                            "{} positional argument{} (and {} keyword-only argument{}) were given",
                            nargs,
                            if nargs == 1 { "" } else { "s" },
                            kwgiven,
                            if kwgiven == 1 { "" } else { "s" }
                        )
                    } else {
                        format!("{} {} given", nargs, if nargs == 1 { "was" } else { "were" })
                    };
                    too_many = Some(format!("{qual}() takes {takes} but {given}"));
                    args.truncate(npos);
                }
            }
        } else if let Some(s) = vararg_slot {
            locals[s] = Some(Value::tuple(Vec::new()));
        }
        for (i, a) in args.into_iter().enumerate().take(npos) {
            locals[i] = Some(a);
        }

        let kwdict =
            if kwarg_slot.is_some() { Some(Rc::new(RefCell::new(Dict::new()))) } else { None };
        let mut posonly_as_kw: Vec<Rc<str>> = Vec::new();
        for (name, val) in kw {
            let mut slot = None;
            for (i, param) in p.args.iter().enumerate() {
                if param.name == name {
                    slot = Some(nposonly + i);
                    break;
                }
            }
            if slot.is_none() {
                for (j, param) in p.kwonly.iter().enumerate() {
                    if param.name == name {
                        slot = Some(kwonly_base + j);
                        break;
                    }
                }
            }
            match slot {
                Some(s) => {
                    if locals[s].is_some() {
                        return Err(type_error(format!(
                            "{qual}() got multiple values for argument '{name}'"
                        )));
                    }
                    locals[s] = Some(val);
                }
                None => match &kwdict {
                    Some(d) => {
                        self.dict_set(d, Value::str(&name), val)?;
                    }
                    None => {
                        if p.posonly.iter().any(|q| q.name == name) {
                            posonly_as_kw.push(name.clone());
                            continue;
                        }
                        return Err(type_error(format!(
                            "{qual}() got an unexpected keyword argument '{name}'"
                        )));
                    }
                },
            }
        }
        if !posonly_as_kw.is_empty() {
            let names: Vec<&str> = posonly_as_kw.iter().map(|n| &**n).collect();
            return Err(type_error(format!(
                "{qual}() got some positional-only arguments passed as keyword arguments: '{}'",
                names.join(", ")
            )));
        }
        if let Some(msg) = too_many {
            return Err(type_error(msg));
        }
        if let (Some(s), Some(d)) = (kwarg_slot, kwdict) {
            locals[s] = Some(Value::Dict(d));
        }

        // Defaults for the trailing positional parameters.
        // A stored `__defaults__` may be longer than the parameters: its last ones apply.
        let defaults = func.defaults.borrow().clone();
        let first_default = npos as isize - defaults.len() as isize;
        let mut missing: Vec<Rc<str>> = Vec::new();
        for (i, param) in p.positional().enumerate() {
            if locals[i].is_none() {
                if i as isize >= first_default {
                    locals[i] = Some(defaults[(i as isize - first_default) as usize].clone());
                } else {
                    missing.push(param.name.clone());
                }
            }
        }
        if !missing.is_empty() {
            return Err(type_error(format!(
                "{qual}() missing {} required positional argument{}: {}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                name_list(&missing)
            )));
        }
        for (j, param) in p.kwonly.iter().enumerate() {
            let s = kwonly_base + j;
            if locals[s].is_none() {
                let default = func.kwdefaults.borrow().get(j).cloned().flatten();
                match &default {
                    Some(d) => locals[s] = Some(d.clone()),
                    None => missing.push(param.name.clone()),
                }
            }
        }
        if !missing.is_empty() {
            return Err(type_error(format!(
                "{qual}() missing {} required keyword-only argument{}: {}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                name_list(&missing)
            )));
        }
        Ok(())
    }

    /// Calls any callable value.
    pub fn call(&mut self, callee: &Value, mut args: Vec<Value>, kw: Kwargs) -> R<Value> {
        match callee {
            Value::Function(func) => self.call_function(func, args, kw),
            Value::Builtin(b) => {
                if let Some(r) = &b.receiver {
                    args.insert(0, r.clone());
                }
                let r = (b.func)(self, &args, &kw);
                // As in `call_builtin`: the generators only the arguments held are closed now.
                drop(args);
                if self.finalizers.any.get() {
                    return self.finalize_after_call(r);
                }
                r
            }
            Value::BoundMethod(bm) => {
                args.insert(0, bm.receiver.clone());
                let func = bm.func.clone();
                self.call_unbound(&func, args, kw)
            }
            Value::Class(cls) => {
                if let Some(c) = cls.meta_lookup("__call__") {
                    args.insert(0, callee.clone());
                    return self.call_unbound(&c, args, kw);
                }
                self.instantiate(cls, args, kw)
            }
            // `list[int](...)` builds a list.
            Value::Instance(_) if self.generic_alias_native(callee, "__call__") => {
                self.generic_alias_call(callee, args, kw)
            }
            Value::Instance(inst) => match inst.class.lookup("__call__") {
                Some(c) => {
                    args.insert(0, callee.clone());
                    self.call_unbound(&c, args, kw)
                }
                None => Err(type_error(format!("'{}' object is not callable", inst.class.name))),
            },
            Value::StaticMethod(inner) => {
                let inner = (**inner).clone();
                self.call(&inner, args, kw)
            }
            Value::Host(h) => self.host_call(h, &args, &kw),
            _ => Err(type_error(format!("'{}' object is not callable", self.type_name(callee)))),
        }
    }

    /// Calls a function found on a class with the receiver already first in `args`; builtin
    /// methods of builtin types get the builtin value behind a subclass instance.
    fn call_unbound(&mut self, func: &Value, mut args: Vec<Value>, kw: Kwargs) -> R<Value> {
        match func {
            Value::Function(f) => self.call_function(f, args, kw),
            Value::Builtin(b) if b.receiver.is_none() => {
                let base = match args.first() {
                    Some(Value::Instance(inst)) if !b.name.starts_with("__") => {
                        inst.builtin_base.borrow().clone()
                    }
                    _ => None,
                };
                if let Some(base) = base {
                    args[0] = base;
                }
                (b.func)(self, &args, &kw)
            }
            // A class stored as the special method (typing's `_TypedDictMeta.__call__ = dict`)
            // is no descriptor: CPython calls it without the receiver.
            Value::Class(_) => {
                args.remove(0);
                self.call(func, args, kw)
            }
            other => {
                let other = other.clone();
                self.call(&other, args, kw)
            }
        }
    }

    /// `recv.name(*args, **kw)` without allocating a bound method in the common cases.
    pub fn call_method(
        &mut self,
        recv: &Value,
        name: &Rc<str>,
        args: Vec<Value>,
        kw: Kwargs,
    ) -> R<Value> {
        self.call_method_checked(recv, name, args, kw, true)
    }

    pub fn call_method_checked(
        &mut self,
        recv: &Value,
        name: &Rc<str>,
        mut args: Vec<Value>,
        kw: Kwargs,
        checked: bool,
    ) -> R<Value> {
        if checked {
            self.check_attr_name(name)?;
            self.check_host_attr(recv, name)?;
        }
        match recv {
            Value::Instance(inst) => {
                // An instance attribute shadows the class's, unless a class along the MRO may
                // bind `name` to a data descriptor (a property, a class with `__set__` or
                // `__delete__`), which takes precedence: the generic read decides then.
                if inst.class.plain_attr_get(name) {
                    if let Some(v) = inst.attrs.borrow().get(name).cloned() {
                        return self.call(&v, args, kw);
                    }
                } else if inst.attrs.borrow().contains_key(name) {
                    let v = self
                        .getattr_unchecked(recv, name)
                        .map_err(|e| self.attr_error_context(e, recv, name))?;
                    return self.call(&v, args, kw);
                }
                match inst.class.lookup(name) {
                    Some(Value::Function(ref func)) => {
                        args.insert(0, recv.clone());
                        self.call_function(func, args, kw)
                    }
                    Some(Value::Builtin(ref b)) if b.binds => {
                        args.insert(0, recv.clone());
                        self.call_unbound(&Value::Builtin(b.clone()), args, kw)
                    }
                    Some(other) => {
                        let bound = self.bind_class_attr(recv, &inst.class, other)?;
                        self.call(&bound, args, kw)
                    }
                    None => {
                        let v = self
                            .getattr_unchecked(recv, name)
                            .map_err(|e| self.attr_error_context(e, recv, name))?;
                        self.call(&v, args, kw)
                    }
                }
            }
            Value::Class(_)
            | Value::Module(_)
            | Value::Super(_)
            | Value::Function(_)
            | Value::Host(_) => {
                let v = self
                    .getattr_unchecked(recv, name)
                    .map_err(|e| self.attr_error_context(e, recv, name))?;
                self.call(&v, args, kw)
            }
            _ => {
                let cls = self.type_of(recv);
                match cls.lookup(name) {
                    Some(Value::Builtin(ref b)) => {
                        args.insert(0, recv.clone());
                        (b.func)(self, &args, &kw)
                    }
                    _ => {
                        let v = self
                            .getattr_unchecked(recv, name)
                            .map_err(|e| self.attr_error_context(e, recv, name))?;
                        self.call(&v, args, kw)
                    }
                }
            }
        }
    }

    /// Creates an instance of `cls` and runs its `__init__`.
    fn refuse_abstract(&mut self, cls: &Rc<Class>) -> R<()> {
        let Some(abstracts) = cls.lookup("__abstractmethods__") else { return Ok(()) };
        let mut names: Vec<String> =
            self.iterate(&abstracts)?.iter().map(|n| self.str_of_quiet(n)).collect();
        if names.is_empty() {
            return Ok(());
        }
        names.sort();
        Err(type_error(format!(
            "Can't instantiate abstract class {} with abstract method{} {}",
            cls.name,
            if names.len() > 1 { "s" } else { "" },
            names.join(", ")
        )))
    }

    pub fn instantiate(&mut self, cls: &Rc<Class>, args: Vec<Value>, kw: Kwargs) -> R<Value> {
        if cls.is_builtin && cls.kind != TypeKind::Exception {
            if Rc::ptr_eq(cls, &self.types.generic_alias) {
                return crate::builtins::generic_alias::construct(self, cls, args, kw);
            }
            if self.types.is_cell(cls) {
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(Value::Class(cls.clone()));
                all.extend(args);
                return crate::eval::class::cell_new(self, &all, &kw);
            }
            return crate::builtins::types::construct(self, cls, cls.kind, args, kw);
        }
        if cls.kind == TypeKind::Type {
            // A metaclass with its own `__new__`, called (`Meta(name, bases, ns)`).
            if !cls.is_builtin {
                if let Some(new_f) = Self::metaclass_new(cls) {
                    return self.call_metaclass_new(cls, &new_f, args, kw);
                }
            }
            return crate::builtins::types::construct(self, cls, cls.kind, args, kw);
        }
        // `abc.ABCMeta` records a class's abstract methods in `__abstractmethods__`; as
        // CPython's `object.__new__`, a class with any left cannot be instantiated. Only
        // classes with a metaclass can have them, which keeps the common path one test.
        if cls.metaclass.borrow().is_some() {
            self.refuse_abstract(cls)?;
        }
        // A user-defined `__new__` (nearer in the MRO than any builtin type, whose own
        // `__new__` would win) makes the object; `__init__` then runs only when that object is
        // an instance of the class, as `type.__call__` does.
        let user_new = cls
            .mro()
            .iter()
            .take_while(|c| !c.is_builtin)
            .find_map(|c| c.attrs.borrow().get("__new__").cloned());
        if let Some(new_f) = user_new {
            let new_f = match new_f {
                Value::StaticMethod(ref inner) => (**inner).clone(),
                other => other,
            };
            let mut new_args = Vec::with_capacity(args.len() + 1);
            new_args.push(Value::Class(cls.clone()));
            new_args.extend(args.iter().cloned());
            let obj = self.call(&new_f, new_args, kw.clone())?;
            let obj_cls = self.type_of(&obj);
            if obj_cls.is_subclass(cls) {
                self.run_init(&obj_cls, &obj, args, kw)?;
            }
            return Ok(obj);
        }
        // A subclass of `types.GenericAlias` without a `__new__` of its own is made by
        // `GenericAlias.__new__`; its `__init__` runs only when the subclass defines one.
        if cls.is_subclass(&self.types.generic_alias) {
            let obj =
                crate::builtins::generic_alias::construct(self, cls, args.clone(), kw.clone())?;
            if cls
                .mro()
                .iter()
                .take_while(|c| !c.is_builtin)
                .any(|c| c.attrs.borrow().contains_key("__init__"))
            {
                self.run_init(cls, &obj, args, kw)?;
            }
            return Ok(obj);
        }
        let is_exc = cls.kind == TypeKind::Exception;
        if is_exc && cls.is_subclass(&self.types.exc(ExcType::BaseExceptionGroup)) {
            // `BaseExceptionGroup.__new__` checks the arguments and may choose ExceptionGroup.
            let mut new_args = Vec::with_capacity(args.len() + 1);
            new_args.push(Value::Class(cls.clone()));
            new_args.extend(args.iter().cloned());
            let obj = crate::builtins::exc_group::eg_new(self, &new_args, &kw)?;
            let obj_cls = self.type_of(&obj);
            self.run_init(&obj_cls, &obj, args, kw)?;
            return Ok(obj);
        }
        // `OSError(errno, text)` makes the subclass of a known errno, as CPython's does.
        let mapped;
        let cls = match args.first() {
            Some(Value::Int(n))
                if is_exc
                    && kw.is_empty()
                    && (2..=5).contains(&args.len())
                    && Rc::ptr_eq(cls, &self.types.exc(ExcType::OSError)) =>
            {
                match crate::eval::exc::oserror_subclass(*n) {
                    Some(t) => {
                        mapped = self.types.exc(t);
                        &mapped
                    }
                    None => cls,
                }
            }
            _ => cls,
        };
        let builtin_base = if !is_exc && cls.kind != TypeKind::Object {
            // A user subclass of a builtin type: the builtin part starts from the arguments,
            // but a list, dict, set or bytearray starts empty, as their `__new__` makes them,
            // and their `__init__` (the class's own, or the builtin one `run_init` finds)
            // fills it; the arguments are read once, so an iterator is not consumed twice.
            let base_cls = self.types.get(cls.kind);
            let has_own_init = cls
                .mro()
                .iter()
                .take_while(|c| !c.is_builtin)
                .any(|c| c.attrs.borrow().contains_key("__init__"));
            let starts_empty = matches!(
                cls.kind,
                TypeKind::List | TypeKind::Dict | TypeKind::Set | TypeKind::ByteArray
            );
            let base_args = if starts_empty { vec![] } else { args.clone() };
            // An iterator type takes its arguments in `__new__`, whatever `__init__` does.
            let base_kw = if (has_own_init && !crate::builtins::iter::is_iterator_kind(cls.kind))
                || starts_empty
            {
                vec![]
            } else {
                kw.clone()
            };
            // An iterator type's constructor is given the subclass itself: a subclass of
            // `enumerate` parses its arguments as `enum_new` does, not as `enumerate(...)`.
            let ctor_cls =
                if crate::builtins::iter::is_iterator_kind(cls.kind) { cls } else { &base_cls };
            Some(crate::builtins::types::plain_builtin(crate::builtins::types::construct(
                self, ctor_cls, cls.kind, base_args, base_kw,
            )?))
        } else {
            None
        };
        let inst_rc = Rc::new(Instance {
            class: cls.clone(),
            attrs: crate::value::Attrs::for_instance(cls),
            exc: if is_exc {
                Some(Box::new(RefCell::new(ExcData { args: args.clone(), ..Default::default() })))
            } else {
                None
            },
            builtin_base: crate::attr::BaseSlot::new(builtin_base),
        });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst_rc)));
        // A subclass of property puts the getter's docstring in the instance's own
        // `__doc__` (`property_init`): the subclass's class docstring would shadow it. A
        // subclass with `__slots__` refuses the store, and the error propagates, as in 3.11.
        let getter_doc = match &*inst_rc.builtin_base.borrow() {
            Some(Value::Property(p)) if p.getter_doc.get() => Some(p.doc.borrow().clone()),
            _ => None,
        };
        let inst = Value::Instance(inst_rc);
        if let Some(doc) = getter_doc {
            self.setattr_unchecked(&inst, &Rc::from("__doc__"), doc)?;
        }
        self.run_init(cls, &inst, args, kw)?;
        Ok(inst)
    }

    /// The `__init__` of `cls` when calling `cls` with `nargs` positional arguments does only
    /// what `instantiate` does for a plain class (see `Class::plain_new`; no metaclass, so
    /// `type.__call__`) and the `__init__` is a Python function taking the instance and the
    /// arguments positionally (see `plain_call`).
    #[inline]
    pub(crate) fn plain_init(cls: &Rc<Class>, nargs: usize) -> Option<Rc<Function>> {
        if !cls.plain_new() || cls.metaclass.borrow().is_some() {
            return None;
        }
        match cls.lookup("__init__") {
            Some(Value::Function(ref init)) if plain_call(&init.def, nargs + 1) => {
                Some(init.clone())
            }
            _ => None,
        }
    }

    /// `cls(*args)` for a class and `__init__` `plain_init` found: the arguments are evaluated
    /// straight into the `__init__`'s slots after the instance's, with no argument vector;
    /// then the instance is made and `__init__` runs, in `instantiate`'s order and with its
    /// operations. Should evaluating the arguments change a class (which may change what the
    /// call does), the call takes the general path with the arguments evaluated.
    #[inline(never)]
    pub(crate) fn construct_plain(
        &mut self,
        f: &mut Frame,
        callee: &Value,
        cls: &Rc<Class>,
        init: &Rc<Function>,
        args: &[crate::ast::Expr],
    ) -> R<Value> {
        let epoch = cls.class_epoch();
        let mut locals = self.take_locals(init.def.scope.local_names.len());
        for (i, a) in args.iter().enumerate() {
            match self.eval(f, a) {
                Ok(v) => locals[i + 1] = Some(v),
                Err(e) => {
                    self.recycle_locals(locals);
                    return Err(e);
                }
            }
        }
        if cls.class_epoch() != epoch {
            let pos: Vec<Value> =
                locals[1..=args.len()].iter_mut().filter_map(Option::take).collect();
            self.recycle_locals(locals);
            return self.call(callee, pos, Vec::new());
        }
        let inst_rc = Rc::new(Instance {
            class: cls.clone(),
            attrs: crate::value::Attrs::for_instance(cls),
            exc: None,
            builtin_base: crate::attr::BaseSlot::new(None),
        });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst_rc)));
        let inst = Value::Instance(inst_rc);
        locals[0] = Some(inst.clone());
        let r = self.run_plain(init, locals)?;
        if !r.is_none() {
            return Err(type_error(format!(
                "__init__() should return None, not '{}'",
                self.type_name(&r)
            )));
        }
        Ok(inst)
    }

    /// Runs `cls.__init__(inst, *args, **kw)` for a freshly made instance.
    fn run_init(
        &mut self,
        cls: &Rc<Class>,
        inst: &Value,
        mut args: Vec<Value>,
        kw: Kwargs,
    ) -> R<()> {
        match cls.lookup("__init__") {
            Some(Value::Function(ref init)) => {
                args.insert(0, inst.clone());
                let r = self.call_function(init, args, kw)?;
                if !r.is_none() {
                    return Err(type_error(format!(
                        "__init__() should return None, not '{}'",
                        self.type_name(&r)
                    )));
                }
            }
            Some(Value::Builtin(ref b)) if b.binds => {
                args.insert(0, inst.clone());
                self.call_unbound(&Value::Builtin(b.clone()), args, kw)?;
            }
            Some(other) => {
                let bound = self.bind_class_attr(inst, cls, other)?;
                self.call(&bound, args, kw)?;
            }
            None => {}
        }
        Ok(())
    }

    /// Binds a class attribute found for `recv` (descriptor protocol for the kinds ophis has).
    /// `classmethod.__get__` for the class `cls`: 3.11's `cm_descr_get` chains to the wrapped
    /// object's own `__get__`, called with the class as both instance and owner (a wrapped
    /// property reads its getter with the class); anything else is bound to the class.
    pub(crate) fn classmethod_get(&mut self, inner: &Value, cls: &Rc<Class>) -> R<Value> {
        let owner = Value::Class(cls.clone());
        match inner {
            Value::Property(p) => {
                if p.fget.is_none() {
                    return Err(p.missing_accessor("getter", &self.type_of(&owner)));
                }
                let g = p.fget.clone();
                self.call(&g, vec![owner], Vec::new())
            }
            Value::Instance(d) if d.class.lookup("__get__").is_some() => {
                let g = d.class.lookup("__get__").unwrap_or(Value::None);
                self.call_with_receiver(&g, inner, [owner.clone(), owner])
            }
            _ => Ok(Value::BoundMethod(Rc::new(BoundMethod {
                receiver: owner,
                func: inner.clone(),
            }))),
        }
    }

    pub fn bind_class_attr(&mut self, recv: &Value, cls: &Rc<Class>, attr: Value) -> R<Value> {
        // An instance of a subclass of property, classmethod or staticmethod without a
        // `__get__` of its own binds as the builtin descriptor it holds; a property read
        // through its class (no instance) is itself.
        let attr = match attr {
            Value::Instance(ref d) if d.builtin_base.borrow().is_some() => {
                let through_class = matches!(recv, Value::Class(c) if c.is_subclass(cls));
                match self.as_builtin_descriptor(Some(attr.clone())) {
                    Some(p @ Value::Property(_)) if !through_class => p,
                    Some(d @ (Value::ClassMethod(_) | Value::StaticMethod(_))) => d,
                    _ => attr,
                }
            }
            attr => attr,
        };
        Ok(match attr {
            Value::Function(_) => {
                Value::BoundMethod(Rc::new(BoundMethod { receiver: recv.clone(), func: attr }))
            }
            Value::Builtin(ref b) if b.binds => {
                Value::BoundMethod(Rc::new(BoundMethod { receiver: recv.clone(), func: attr }))
            }
            Value::ClassMethod(ref inner) => self.classmethod_get(inner, cls)?,
            Value::StaticMethod(ref inner) => (**inner).clone(),
            Value::Instance(ref d) if d.class.lookup("__get__").is_some() => {
                let g = d.class.lookup("__get__").unwrap_or(Value::None);
                let owner = Value::Class(cls.clone());
                // Read through the class that holds it (or one below): no instance. A class
                // reading its metaclass's descriptor is that metaclass's instance.
                let inst = match recv {
                    Value::Class(c) if c.is_subclass(cls) => Value::None,
                    _ => recv.clone(),
                };
                self.call_with_receiver(&g, &attr, [inst, owner])?
            }
            Value::Property(ref p) => {
                if p.fget.is_none() {
                    return Err(p.missing_accessor("getter", &self.type_of(recv)));
                }
                let g = p.fget.clone();
                self.call(&g, vec![recv.clone()], Vec::new())?
            }
            other => other,
        })
    }

    /// `super()` with no arguments, from the `__class__` cell and the first parameter.
    pub fn super_zero(
        &mut self,
        f: &mut Frame,
        class_cell: u32,
        first: Option<NameRef>,
    ) -> R<Value> {
        // CPython's three failures: no cell, a cell emptied by `del __class__` (after
        // `nonlocal __class__`), and a cell rebound to something that is not a class.
        let cls = match f.cells.get(class_cell as usize).map(|c| c.borrow().clone()) {
            Some(Some(Value::Class(ref c))) => c.clone(),
            Some(None) => {
                return Err(Error::new(ExcType::RuntimeError, "super(): empty __class__ cell"))
            }
            Some(Some(other)) => {
                return Err(Error::new(
                    ExcType::RuntimeError,
                    format!("super(): __class__ is not a type ({})", self.type_name(&other)),
                ))
            }
            None => {
                return Err(Error::new(ExcType::RuntimeError, "super(): __class__ cell not found"))
            }
        };
        let obj = match first {
            Some(NameRef::Local(i)) => f.locals.get(i as usize).cloned().flatten(),
            Some(NameRef::Cell(i)) => f.cells.get(i as usize).and_then(|c| c.borrow().clone()),
            _ => None,
        };
        let obj = obj.ok_or_else(|| Error::new(ExcType::RuntimeError, "super(): no arguments"))?;
        self.make_super(cls, obj)
    }

    pub fn make_super(&mut self, this_class: Rc<Class>, obj: Value) -> R<Value> {
        let obj_type = match &obj {
            Value::Class(c) if c.is_subclass(&this_class) => c.clone(),
            _ => {
                let t = self.type_of(&obj);
                if !t.is_subclass(&this_class) {
                    return Err(type_error(
                        "super(type, obj): obj must be an instance or subtype of type",
                    ));
                }
                t
            }
        };
        Ok(Value::Super(Rc::new(SuperObj { this_class, obj, obj_type })))
    }
}
