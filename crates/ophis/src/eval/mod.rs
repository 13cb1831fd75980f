//! Evaluation of the lowered tree, split by concern: statements here, expressions in `expr`,
//! calls and argument binding in `call`, assignment targets in `assign`, comprehensions in
//! `comp`, classes in `class`, exceptions in `exc`, generators in `generator`, `match` in
//! `pattern`, imports in `import`.

pub(crate) mod assign;
pub(crate) mod call;
pub(crate) mod class;
pub(crate) mod comp;
pub(crate) mod coroutine;
pub(crate) mod exc;
pub(crate) mod expr;
pub(crate) mod generator;
pub(crate) mod import;
pub(crate) mod pattern;
pub(crate) mod stmt_value;

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{ClassDef, Expr, ExprKind, Stmt, StmtKind};
use crate::dict::StrMap;
use crate::error::{Error, ExcType, LimitKind, R};
use crate::interp::Interp;
use crate::value::{CellRef, Value};

/// A running scope: function locals in slots, closure cells, and for class bodies the
/// namespace being built.
pub struct Frame {
    pub locals: Vec<Option<Value>>,
    /// Its own cells, then its free variables' (shared with the function's closure when it
    /// owns none). The collector sees a closure's cells through the function only: that is
    /// sound because whatever runs a frame (a call on the Rust stack, a generator) holds the
    /// function too, a reference the collector counts as external.
    pub cells: Rc<[CellRef]>,
    /// How many of `cells` this frame owns; the rest are free variables from its closure.
    pub own_cells: usize,
    pub class_ns: Option<Rc<ClassNs>>,
    pub class_def: Option<Rc<ClassDef>>,
    /// The name shown in tracebacks (`<module>`, the function's name).
    pub name: Rc<str>,
    pub source: u32,
    /// The module namespace global names resolve in.
    pub ns: crate::interp::NsRef,
}

/// A class body's namespace: ophis's own map, or the mapping a metaclass's `__prepare__`
/// returned, which the body's names are then stored in, read from and deleted from through
/// its `__setitem__`, `__getitem__` and `__delitem__`, as CPython's `STORE_NAME` does.
pub struct ClassNs {
    pub map: RefCell<StrMap>,
    pub mapping: Option<Value>,
}

impl Frame {
    pub fn module(source: u32, ns: crate::interp::NsRef) -> Frame {
        Frame {
            locals: Vec::new(),
            cells: Rc::from([]),
            own_cells: 0,
            class_ns: None,
            class_def: None,
            name: Rc::from("<module>"),
            source,
            ns,
        }
    }
}

/// How a statement ended, when it did not raise.
#[derive(Debug)]
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

pub(crate) fn new_cell(v: Option<Value>) -> CellRef {
    Rc::new(RefCell::new(v))
}

impl Interp {
    /// An annotated assignment, in CPython's order (compiler_annassign): the value is assigned
    /// first; then, in a class body or at module level, the annotation is evaluated (a simple
    /// name's is recorded in the class's or the module's `__annotations__`), and a target
    /// without a value has its object and index evaluated. Inside a function nothing but the
    /// assignment happens.
    /// Returns the assigned value.
    pub fn exec_ann_assign(
        &mut self,
        f: &mut Frame,
        target: &Expr,
        annotation: &Expr,
        value: Option<&Expr>,
        simple: bool,
    ) -> R<Option<Value>> {
        let assigned = match value {
            Some(v) => {
                let v = self.eval(f, v)?;
                self.assign(f, target, v.clone())?;
                Some(v)
            }
            None => None,
        };
        let class_ns = f.class_ns.clone();
        if class_ns.is_none() && &*f.name != "<module>" {
            return Ok(assigned);
        }
        if assigned.is_none() {
            match &target.kind {
                crate::ast::ExprKind::Attribute { value, .. } => {
                    self.eval(f, value)?;
                }
                crate::ast::ExprKind::Subscript { value, index } => {
                    self.eval(f, value)?;
                    self.eval(f, index)?;
                }
                _ => {}
            }
        }
        let ann = self.eval(f, annotation)?;
        let crate::ast::ExprKind::Name(n) = &target.kind else { return Ok(assigned) };
        if !simple {
            return Ok(assigned);
        }
        let Some(ns) = class_ns else {
            // A module's go to its `__annotations__` (bound to an empty dict at its start by
            // `parse`, as CPython's SETUP_ANNOTATIONS, and rebindable like any name).
            let anns = f.ns.borrow().get("__annotations__");
            match anns {
                Some(d) => self.setitem(&d, Value::str(&n.id), ann)?,
                None => return Err(Error::new(ExcType::NameError, "__annotations__ not found")),
            }
            return Ok(assigned);
        };
        if let Some(m) = &ns.mapping {
            // As CPython's `SETUP_ANNOTATIONS` and `STORE_SUBSCR` on a `__prepare__`d namespace.
            let key = Value::str("__annotations__");
            let d = match self.getitem(m, &key) {
                Ok(d) => d,
                Err(e) if self.is_exc_of(&e, ExcType::KeyError) => {
                    let d = Value::Dict(Rc::new(RefCell::new(crate::dict::Dict::new())));
                    self.setitem(m, key, d.clone())?;
                    d
                }
                Err(e) => return Err(e),
            };
            self.setitem(&d, Value::str(&n.id), ann)?;
            return Ok(assigned);
        }
        let existing = ns.map.borrow().get("__annotations__").cloned();
        let d = match existing {
            Some(Value::Dict(ref d)) => d.clone(),
            _ => {
                let d = Rc::new(RefCell::new(crate::dict::Dict::new()));
                ns.map.borrow_mut().insert(Rc::from("__annotations__"), Value::Dict(d.clone()));
                d
            }
        };
        self.dict_set(&d, Value::str(&n.id), ann)?;
        Ok(assigned)
    }

    pub fn exec_block(&mut self, f: &mut Frame, body: &[Stmt]) -> R<Flow> {
        self.exec_stmts(f, body)
    }

    /// `exec_block`'s loop, inlined where blocks run most: an `if`'s branch of several
    /// statements and the bodies of `while` and `for` loops, each iteration of which entered
    /// `exec_block` as a function of its own before.
    #[inline(always)]
    fn exec_stmts(&mut self, f: &mut Frame, body: &[Stmt]) -> R<Flow> {
        for s in body {
            match self.exec_stmt(f, s) {
                Ok(Flow::Normal) => {}
                Ok(flow) => return Ok(flow),
                Err(mut e) => {
                    e.record_line(s.span.line);
                    return Err(e);
                }
            }
        }
        Ok(Flow::Normal)
    }

    /// What every statement does first: count its operation, and run the cycle collection
    /// asked for since the last statement boundary.
    #[inline(always)]
    pub(crate) fn begin_stmt(&mut self) -> R<()> {
        self.tick()?;
        self.collect_if_asked();
        self.finalize_if_asked()
    }

    #[inline(always)]
    fn collect_if_asked(&mut self) {
        if self.gc_pending || self.budget.mem_gc_requested.get() {
            self.gc_collect();
        }
    }

    /// Runs a lambda's body, its one expression (parsed as a `return` statement), without an
    /// operation for the statement: smolagents counts only the expression's nodes. It is still
    /// a statement boundary for the cycle collector.
    #[inline(never)]
    pub(crate) fn run_lambda_body(&mut self, f: &mut Frame, body: &[Stmt]) -> R<Value> {
        match body {
            [Stmt { kind: StmtKind::Return(Some(e)), span }] => {
                self.collect_if_asked();
                self.finalize_if_asked()?;
                self.eval(f, e).map_err(|mut err| {
                    err.record_line(span.line);
                    err
                })
            }
            _ => self.run_body(f, body),
        }
    }

    /// Runs a function body that is a single `return expr` (see `run_frame`).
    #[inline]
    pub(crate) fn run_return_body(
        &mut self,
        f: &mut Frame,
        e: &crate::ast::Expr,
        line: u32,
    ) -> R<Value> {
        let r = match self.begin_stmt() {
            Ok(()) => self.eval(f, e),
            Err(e) => Err(e),
        };
        r.map_err(|mut err| {
            err.record_line(line);
            err
        })
    }

    /// Executes one statement. The commonest kinds are handled here; the others are in
    /// `exec_stmt_other`, out of line, so this function's stack frame stays small.
    pub fn exec_stmt(&mut self, f: &mut Frame, s: &Stmt) -> R<Flow> {
        self.begin_stmt()?;
        match &s.kind {
            StmtKind::Expr(e) => {
                self.eval(f, e)?.discard();
                Ok(Flow::Normal)
            }
            StmtKind::Assign { targets, value } if targets.len() == 1 => {
                if let Some(r) = self.assign_display(f, &targets[0], value) {
                    r?;
                    return Ok(Flow::Normal);
                }
                let v = self.eval(f, value)?;
                self.assign(f, &targets[0], v)?;
                Ok(Flow::Normal)
            }
            StmtKind::AugAssign { target, op, value } => {
                self.aug_assign(f, target, *op, value)?;
                Ok(Flow::Normal)
            }
            StmtKind::If { test, body, orelse } => {
                let block = if self.eval_test(f, test)? { body } else { orelse };
                match &block[..] {
                    // `if x: return y`, `if x: a = b`: the one statement runs here, without
                    // `exec_block`'s loop and frame (~25 instructions for each branch taken),
                    // its line recorded on an error as `exec_block` records it.
                    [one] => self.exec_stmt(f, one).map_err(|mut e| {
                        e.record_line(one.span.line);
                        e
                    }),
                    _ => self.exec_stmts(f, block),
                }
            }
            StmtKind::Return(v) => {
                let v = match v {
                    Some(e) => self.eval(f, e)?,
                    None => Value::None,
                };
                Ok(Flow::Return(v))
            }
            StmtKind::Pass => Ok(Flow::Normal),
            _ => self.exec_stmt_other(f, s),
        }
    }

    /// The statement kinds `exec_stmt` does not handle itself (their operation is already
    /// counted there).
    #[inline(never)]
    fn exec_stmt_other(&mut self, f: &mut Frame, s: &Stmt) -> R<Flow> {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.eval(f, e)?;
            }
            StmtKind::Assign { targets, value } => {
                let v = self.eval(f, value)?;
                if targets.len() == 1 {
                    self.assign(f, &targets[0], v)?;
                } else {
                    for t in targets {
                        self.assign(f, t, v.clone())?;
                    }
                }
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(f, target, *op, value)?,
            StmtKind::AnnAssign { target, annotation, value, simple } => {
                self.exec_ann_assign(f, target, annotation, value.as_ref(), *simple)?;
            }
            StmtKind::If { test, body, orelse } => {
                let t = self.eval(f, test)?;
                return if self.truthy(&t)? {
                    self.exec_block(f, body)
                } else {
                    self.exec_block(f, orelse)
                };
            }
            StmtKind::While { test, body, orelse } => {
                let mut iterations: u64 = 0;
                loop {
                    if !self.eval_test(f, test)? {
                        break;
                    }
                    iterations += 1;
                    if iterations > self.max_while {
                        return Err(Error::fatal(
                            LimitKind::WhileIterations,
                            format!(
                                "Maximum number of {} iterations in While loop exceeded",
                                self.max_while
                            ),
                        ));
                    }
                    match self.exec_stmts(f, body)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Normal | Flow::Continue => {}
                    }
                }
                return self.exec_block(f, orelse);
            }
            StmtKind::For { target, iter, body, orelse, is_async } => {
                let iterable = self.eval(f, iter)?;
                if *is_async {
                    return self.exec_async_for(f, target, iterable, body, orelse);
                }
                return self.exec_for(f, target, iterable, body, orelse);
            }
            StmtKind::FunctionDef(def) => {
                // Decorators are evaluated top to bottom before the function exists, then
                // applied bottom to top.
                let mut decorators = Vec::with_capacity(def.decorators.len());
                for d in &def.decorators {
                    decorators.push(self.eval(f, d)?);
                }
                let mut v = self.make_function(f, def)?;
                for dec in decorators.iter().rev() {
                    v = self.call(dec, vec![v], Vec::new())?;
                }
                self.store_bound(f, &def.bind_name, def.bind, v)?;
            }
            StmtKind::ClassDef(def) => {
                let cls = self.exec_class_def(f, def)?;
                self.store_bound(f, &def.bind_name, def.bind, cls)?;
            }
            StmtKind::Return(v) => {
                let v = match v {
                    Some(e) => self.eval(f, e)?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Delete(targets) => {
                for t in targets {
                    self.delete(f, t)?;
                }
            }
            StmtKind::With { items, body, is_async: false } => {
                return self.exec_with(f, items, body)
            }
            StmtKind::With { items, body, is_async: true } => {
                return self.exec_async_with(f, items, body)
            }
            StmtKind::Match { subject, cases } => return self.exec_match(f, subject, cases),
            StmtKind::Raise { exc, cause } => {
                return Err(self.exec_raise(f, exc.as_ref(), cause.as_ref())?)
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                return self.exec_try(f, body, handlers, orelse, finalbody)
            }
            StmtKind::Assert { test, msg } => {
                let t = self.eval(f, test)?;
                if !self.truthy(&t)? {
                    return Err(match msg {
                        Some(m) => {
                            let m = self.eval(f, m)?;
                            Error::with_args(ExcType::AssertionError, vec![m])
                        }
                        None => Error::bare(ExcType::AssertionError),
                    });
                }
            }
            StmtKind::Import(aliases) => self.exec_import(f, aliases)?,
            StmtKind::ImportFrom { module, names, level } => {
                self.exec_import_from(f, module, names, *level)?
            }
            StmtKind::Global(_) | StmtKind::Nonlocal(_) | StmtKind::Pass => {}
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
        }
        Ok(Flow::Normal)
    }

    fn exec_for(
        &mut self,
        f: &mut Frame,
        target: &crate::ast::Expr,
        iterable: Value,
        body: &[Stmt],
        orelse: &[Stmt],
    ) -> R<Flow> {
        // Ranges iterate without an iterator object: the commonest loop in agent code.
        if let Value::Range(r) = &iterable {
            if r.big.is_some() {
                return self.exec_for_iter(f, target, iterable, body, orelse);
            }
            let n = r.len();
            let r = r.clone();
            for i in 0..n {
                self.assign(f, target, Value::Int(r.get(i)))?;
                match self.exec_stmts(f, body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    Flow::Normal | Flow::Continue => {}
                }
            }
            return self.exec_block(f, orelse);
        }
        self.exec_for_iter(f, target, iterable, body, orelse)
    }

    /// A `for` loop through an iterator.
    fn exec_for_iter(
        &mut self,
        f: &mut Frame,
        target: &crate::ast::Expr,
        iterable: Value,
        body: &[Stmt],
        orelse: &[Stmt],
    ) -> R<Flow> {
        let it = self.get_iter(&iterable)?;
        // `for i, x in enumerate(xs)`: the count and the item go straight to the two targets,
        // as unpacking the tuple `next` would build assigns them (in order, counting nothing).
        if let (ExprKind::Tuple(targets) | ExprKind::List(targets), Value::Iterator(state)) =
            (&target.kind, &it)
        {
            if targets.len() == 2
                && !targets.iter().any(|t| matches!(t.kind, ExprKind::Starred(_)))
                && crate::builtins::iter::is_enumerate(&it)
            {
                while let Some((count, item)) = self.next_enumerate_pair(state)? {
                    self.assign(f, &targets[0], count)?;
                    self.assign(f, &targets[1], item)?;
                    match self.exec_stmts(f, body)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Normal | Flow::Continue => {}
                    }
                }
                return self.exec_block(f, orelse);
            }
        }
        // A list's or a tuple's iterator nothing else holds (the loop made it) is read by
        // index, with the step `next` counts for each item and the end; the stack check
        // `next` makes is made once, since the loop's stack position does not change.
        if let Some(mut cursor) = crate::builtins::iter::SeqCursor::of(&it) {
            self.check_stack("maximum recursion depth exceeded")?;
            loop {
                self.budget.step()?;
                let Some(item) = cursor.next() else { break };
                self.assign(f, target, item)?;
                match self.exec_stmts(f, body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    Flow::Normal | Flow::Continue => {}
                }
            }
            return self.exec_block(f, orelse);
        }
        while let Some(item) = self.next(&it)? {
            self.assign(f, target, item)?;
            match self.exec_stmts(f, body)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal | Flow::Continue => {}
            }
        }
        self.exec_block(f, orelse)
    }

    /// Runs a function-like body, converting `return` into the call's value. It is
    /// `exec_block`'s loop written out, so a call enters one function less and a `return`'s
    /// value goes straight back without being wrapped in a `Flow` and unwrapped again (~25
    /// instructions a call in fib). A `break` or `continue` never ends a body (the parser
    /// refuses them outside a loop); were one to, the body's value is None, as before.
    pub fn run_body(&mut self, f: &mut Frame, body: &[Stmt]) -> R<Value> {
        for s in body {
            match self.exec_stmt(f, s) {
                Ok(Flow::Normal) => {}
                Ok(Flow::Return(v)) => return Ok(v),
                Ok(Flow::Break | Flow::Continue) => return Ok(Value::None),
                Err(mut e) => {
                    e.record_line(s.span.line);
                    return Err(e);
                }
            }
        }
        Ok(Value::None)
    }
}
