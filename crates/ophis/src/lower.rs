//! Lowering: resolves every name to where it lives, builds constants once, and records each
//! scope's frame layout.
//!
//! It follows CPython's symbol-table rules: a name assigned in a function is local unless
//! declared `global` or `nonlocal`; a name used but not bound is free if an enclosing function
//! binds it (class scopes are skipped, as in CPython), else global; comprehensions get their own
//! scope except for their first iterable; walrus targets in comprehensions bind in the nearest
//! enclosing function or module; class bodies keep their names in the class namespace; methods
//! that call `super()` get an implicit `__class__` cell from their class.
//!
//! Three passes: `collect` builds a scope tree (keyed by the address of each scope's node),
//! `resolve` decides locals, cells and free variables, and `apply` writes the results into the tree.

use std::rc::Rc;

/// Fx hashing: lowering hashes every name of the program, and SipHash was a sixth of
/// importing a library module.
type HashMap<K, V> = std::collections::HashMap<K, V, crate::dict::FxBuild>;
type IndexSet<T> = indexmap::IndexSet<T, crate::dict::FxBuild>;

use crate::ast::*;
use crate::value::Value;

/// The interpreter's table of module-level names, shared by every run.
#[derive(Debug, Default)]
pub struct GlobalTable {
    pub names: Vec<Rc<str>>,
    pub index: HashMap<Rc<str>, u32>,
}

impl GlobalTable {
    pub fn slot(&mut self, name: &Rc<str>) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(name.clone());
        self.index.insert(name.clone(), i);
        i
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Module,
    Function,
    Class,
    Comprehension,
}

#[derive(Debug)]
struct ScopeInfo {
    kind: Kind,
    parent: Option<usize>,
    params: Vec<Rc<str>>,
    assigned: IndexSet<Rc<str>>,
    uses: IndexSet<Rc<str>>,
    globals: IndexSet<Rc<str>>,
    nonlocals: IndexSet<Rc<str>>,
    /// Names bound by a walrus inside a comprehension: they belong to the enclosing scope.
    walrus: IndexSet<Rc<str>>,
    uses_super: bool,
    has_yield: bool,
    /// What CPython's symbol table knows of each name when a `global` or `nonlocal`
    /// statement comes (`USE`, `LOCAL`, `ANNOT`, `PARAM`): the order errors depend on it.
    flags: HashMap<Rc<str>, u8>,
    /// The first `global`/`nonlocal` statement naming each name: where CPython reports the
    /// errors found about it once the whole module is read.
    directives: HashMap<Rc<str>, Span>,
    /// A comprehension's kind, for the `'yield' inside ... comprehension` message.
    comp_kind: Option<CompKind>,
    /// A comprehension's iteration variables, which a walrus in it may not rebind.
    iter_vars: IndexSet<Rc<str>>,
    /// Inside a comprehension's iterable expression (counted, as they nest), where a walrus
    /// is not allowed.
    comp_iter_depth: u32,
    // Filled by `resolve`.
    locals: IndexSet<Rc<str>>,
    cells: IndexSet<Rc<str>>,
    frees: IndexSet<Rc<str>>,
}

impl ScopeInfo {
    fn new(kind: Kind, parent: Option<usize>) -> Self {
        ScopeInfo {
            kind,
            parent,
            params: vec![],
            assigned: IndexSet::default(),
            uses: IndexSet::default(),
            globals: IndexSet::default(),
            nonlocals: IndexSet::default(),
            walrus: IndexSet::default(),
            uses_super: false,
            has_yield: false,
            flags: HashMap::default(),
            directives: HashMap::default(),
            comp_kind: None,
            iter_vars: IndexSet::default(),
            comp_iter_depth: 0,
            locals: IndexSet::default(),
            cells: IndexSet::default(),
            frees: IndexSet::default(),
        }
    }
}

/// A lowering error is a SyntaxError in CPython (e.g. `nonlocal` of an unknown name).
#[derive(Debug, Clone)]
pub(crate) struct LowerError {
    pub msg: String,
    pub span: Span,
}

type LResult<T> = Result<T, LowerError>;

/// The symbol-table flags that decide which error a `global`/`nonlocal` statement gets.
const USE: u8 = 1;
const LOCAL: u8 = 2;
const ANNOT: u8 = 4;
const PARAM: u8 = 8;

struct Lowerer<'g> {
    scopes: Vec<ScopeInfo>,
    by_node: HashMap<usize, usize>,
    globals: &'g mut GlobalTable,
}

/// Lowers a parsed module in place.
pub(crate) fn lower_module(module: &mut Module, globals: &mut GlobalTable) -> LResult<()> {
    lower_module_checked(module, globals, true)
}

/// Lowers a module of ophis's own standard library: as `lower_module` without CPython's
/// compile-time checks (`checks`), which only ever report errors and cost about a tenth of
/// importing a large module such as `decimal`. The library's source is fixed when ophis is
/// built, and a test (`modules::tests::library_modules_pass_compile_checks`) runs the checks
/// over every embedded module, so skipping them at import changes nothing.
pub(crate) fn lower_library_module(module: &mut Module, globals: &mut GlobalTable) -> LResult<()> {
    lower_module_checked(module, globals, false)
}

fn lower_module_checked(
    module: &mut Module,
    globals: &mut GlobalTable,
    checked: bool,
) -> LResult<()> {
    // CPython's three stages, each reporting its first error: the parser's, the symbol
    // table's, the compiler's.
    if checked {
        crate::checks::targets(&module.body)?;
    }
    let mut l = Lowerer {
        scopes: vec![ScopeInfo::new(Kind::Module, None)],
        by_node: HashMap::default(),
        globals,
    };
    for s in &module.body {
        l.collect_stmt(0, s)?;
    }
    l.resolve()?;
    if checked {
        crate::checks::compiler(&module.body)?;
    }
    for s in &mut module.body {
        l.apply_stmt(0, s, "")?;
    }
    Ok(())
}

fn node_key<T>(r: &Rc<T>) -> usize {
    Rc::as_ptr(r) as usize
}

impl<'g> Lowerer<'g> {
    // ---------------------------------------------------------------- collect

    fn new_scope(&mut self, kind: Kind, parent: usize, key: usize) -> usize {
        let id = self.scopes.len();
        self.scopes.push(ScopeInfo::new(kind, Some(parent)));
        self.by_node.insert(key, id);
        id
    }

    fn bind(&mut self, sc: usize, name: &Rc<str>) {
        self.flag(sc, name, LOCAL);
        self.scopes[sc].assigned.insert(name.clone());
    }

    fn flag(&mut self, sc: usize, name: &Rc<str>, flag: u8) {
        *self.scopes[sc].flags.entry(name.clone()).or_insert(0) |= flag;
    }

    /// CPython's error for a `global` or `nonlocal` statement naming `n` after it was used,
    /// assigned, annotated or made a parameter in the same scope.
    fn check_directive(&mut self, sc: usize, n: &Rc<str>, what: &str, span: Span) -> LResult<()> {
        let f = self.scopes[sc].flags.get(n).copied().unwrap_or(0);
        let msg = if f & PARAM != 0 {
            format!("name '{n}' is parameter and {what}")
        } else if f & USE != 0 {
            format!("name '{n}' is used prior to {what} declaration")
        } else if f & ANNOT != 0 {
            format!("annotated name '{n}' can't be {what}")
        } else if f & LOCAL != 0 {
            format!("name '{n}' is assigned to before {what} declaration")
        } else {
            self.scopes[sc].directives.entry(n.clone()).or_insert(span);
            return Ok(());
        };
        Err(LowerError { msg, span })
    }

    fn collect_stmts(&mut self, sc: usize, body: &[Stmt]) -> LResult<()> {
        for s in body {
            self.collect_stmt(sc, s)?;
        }
        Ok(())
    }

    fn collect_function(&mut self, sc: usize, f: &Rc<FuncDef>) -> LResult<()> {
        // Defaults and decorators are evaluated in the enclosing scope.
        for d in &f.decorators {
            self.collect_expr(sc, d)?;
        }
        for p in f.params.positional().chain(f.params.kwonly.iter()) {
            if let Some(d) = &p.default {
                self.collect_expr(sc, d)?;
            }
        }
        for (_, a) in &f.annotations {
            self.collect_expr(sc, a)?;
        }
        let fs = self.new_scope(Kind::Function, sc, node_key(f));
        let mut params: Vec<Rc<str>> = f.params.positional().map(|p| p.name.clone()).collect();
        if let Some(v) = &f.params.vararg {
            params.push(v.clone());
        }
        params.extend(f.params.kwonly.iter().map(|p| p.name.clone()));
        if let Some(k) = &f.params.kwarg {
            params.push(k.clone());
        }
        for p in &params {
            self.flag(fs, p, PARAM);
            self.scopes[fs].assigned.insert(p.clone());
        }
        self.scopes[fs].params = params;
        self.collect_stmts(fs, &f.body)
    }

    fn collect_stmt(&mut self, sc: usize, s: &Stmt) -> LResult<()> {
        match &s.kind {
            StmtKind::FunctionDef(f) => {
                self.bind(sc, &f.bind_name);
                self.collect_function(sc, f)?;
            }
            StmtKind::ClassDef(c) => {
                self.bind(sc, &c.bind_name);
                for e in c.decorators.iter().chain(c.bases.iter()) {
                    self.collect_expr(sc, e)?;
                }
                for k in &c.keywords {
                    self.collect_expr(sc, &k.value)?;
                }
                let cs = self.new_scope(Kind::Class, sc, node_key(c));
                self.collect_stmts(cs, &c.body)?;
            }
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    self.collect_expr(sc, v)?;
                }
            }
            StmtKind::Delete(ts) => {
                for t in ts {
                    self.collect_target(sc, t)?;
                }
            }
            StmtKind::Assign { targets, value } => {
                self.collect_expr(sc, value)?;
                for t in targets {
                    self.collect_target(sc, t)?;
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.collect_expr(sc, value)?;
                self.collect_target(sc, target)?;
                if let ExprKind::Name(n) = &target.kind {
                    self.scopes[sc].uses.insert(n.id.clone());
                }
            }
            StmtKind::AnnAssign { target, annotation, value, simple } => {
                if let (ExprKind::Name(n), true) = (&target.kind, *simple) {
                    let s = &self.scopes[sc];
                    if s.kind != Kind::Module
                        && (s.globals.contains(&n.id) || s.nonlocals.contains(&n.id))
                    {
                        let what = if s.globals.contains(&n.id) { "global" } else { "nonlocal" };
                        return Err(LowerError {
                            msg: format!("annotated name '{}' can't be {what}", n.id),
                            span: target.span,
                        });
                    }
                    self.flag(sc, &n.id, ANNOT | LOCAL);
                }
                // A class body with an annotation gets its own `__annotations__` first
                // (`SETUP_ANNOTATIONS`, `eval::class`), which the body's reads of the name see.
                if self.scopes[sc].kind == Kind::Class {
                    self.scopes[sc].assigned.insert(Rc::from("__annotations__"));
                }
                // Class bodies and modules evaluate their annotations; functions do not.
                if matches!(self.scopes[sc].kind, Kind::Class | Kind::Module) {
                    self.collect_expr(sc, annotation)?;
                }
                if let Some(v) = value {
                    self.collect_expr(sc, v)?;
                    self.collect_target(sc, target)?;
                } else if let ExprKind::Name(n) = &target.kind {
                    // A bare annotation still makes the name local in a function.
                    if self.scopes[sc].kind == Kind::Function {
                        self.bind(sc, &n.id);
                    }
                }
            }
            StmtKind::For { target, iter, body, orelse, .. } => {
                self.collect_expr(sc, iter)?;
                self.collect_target(sc, target)?;
                self.collect_stmts(sc, body)?;
                self.collect_stmts(sc, orelse)?;
            }
            StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
                self.collect_expr(sc, test)?;
                self.collect_stmts(sc, body)?;
                self.collect_stmts(sc, orelse)?;
            }
            StmtKind::With { items, body, .. } => {
                for it in items {
                    self.collect_expr(sc, &it.context)?;
                    if let Some(t) = &it.target {
                        self.collect_target(sc, t)?;
                    }
                }
                self.collect_stmts(sc, body)?;
            }
            StmtKind::Match { subject, cases } => {
                self.collect_expr(sc, subject)?;
                for c in cases {
                    self.collect_pattern(sc, &c.pattern)?;
                    if let Some(g) = &c.guard {
                        self.collect_expr(sc, g)?;
                    }
                    self.collect_stmts(sc, &c.body)?;
                }
            }
            StmtKind::Raise { exc, cause } => {
                for e in exc.iter().chain(cause.iter()) {
                    self.collect_expr(sc, e)?;
                }
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                self.collect_stmts(sc, body)?;
                for h in handlers {
                    if let Some(k) = &h.kind {
                        self.collect_expr(sc, k)?;
                    }
                    if let Some(n) = &h.name {
                        self.bind(sc, &n.id);
                    }
                    self.collect_stmts(sc, &h.body)?;
                }
                self.collect_stmts(sc, orelse)?;
                self.collect_stmts(sc, finalbody)?;
            }
            StmtKind::Assert { test, msg } => {
                self.collect_expr(sc, test)?;
                if let Some(m) = msg {
                    self.collect_expr(sc, m)?;
                }
            }
            StmtKind::Import(aliases) | StmtKind::ImportFrom { names: aliases, .. } => {
                for a in aliases {
                    if &*a.name == "*" {
                        // The names a star import binds are known only when it runs: it stores
                        // them by name into the module's table (`exec_import_from`), which is
                        // why, as in CPython, it is allowed at module level only.
                        if self.scopes[sc].kind != Kind::Module {
                            return Err(LowerError {
                                msg: "import * only allowed at module level".into(),
                                span: s.span,
                            });
                        }
                        continue;
                    }
                    // An import binds the name without making it "assigned" for the
                    // `global` statement's check, as in CPython.
                    let n = a.asname.as_ref().unwrap_or(&a.bind);
                    self.scopes[sc].assigned.insert(n.id.clone());
                }
            }
            StmtKind::Global(names) => {
                for n in names {
                    self.check_directive(sc, n, "global", s.span)?;
                    self.scopes[sc].globals.insert(n.clone());
                }
            }
            StmtKind::Nonlocal(names) => {
                // At module level this is an error too, but CPython finds it only once the
                // whole module is read (`resolve`).
                for n in names {
                    self.check_directive(sc, n, "nonlocal", s.span)?;
                    self.scopes[sc].nonlocals.insert(n.clone());
                }
            }
            StmtKind::Expr(e) => self.collect_expr(sc, e)?,
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
        }
        Ok(())
    }

    fn collect_target(&mut self, sc: usize, t: &Expr) -> LResult<()> {
        match &t.kind {
            ExprKind::Name(n) => {
                self.bind(sc, &n.id);
                Ok(())
            }
            ExprKind::Tuple(es) | ExprKind::List(es) => {
                for e in es {
                    self.collect_target(sc, e)?;
                }
                Ok(())
            }
            ExprKind::Starred(e) => self.collect_target(sc, e),
            _ => self.collect_expr(sc, t),
        }
    }

    fn collect_pattern(&mut self, sc: usize, p: &Pattern) -> LResult<()> {
        match p {
            Pattern::Value(e) => self.collect_expr(sc, e),
            Pattern::Singleton(_) => Ok(()),
            Pattern::Sequence(ps) | Pattern::Or(ps) => {
                for p in ps {
                    self.collect_pattern(sc, p)?;
                }
                Ok(())
            }
            Pattern::Mapping { keys, patterns, rest } => {
                for k in keys {
                    self.collect_expr(sc, k)?;
                }
                for p in patterns {
                    self.collect_pattern(sc, p)?;
                }
                if let Some(r) = rest {
                    self.bind(sc, &r.id);
                }
                Ok(())
            }
            Pattern::Class { cls, patterns, kwd_patterns, .. } => {
                self.collect_expr(sc, cls)?;
                for p in patterns.iter().chain(kwd_patterns.iter()) {
                    self.collect_pattern(sc, p)?;
                }
                Ok(())
            }
            Pattern::Star(n) => {
                if let Some(n) = n {
                    self.bind(sc, &n.id);
                }
                Ok(())
            }
            Pattern::As { pattern, name } => {
                if let Some(p) = pattern {
                    self.collect_pattern(sc, p)?;
                }
                if let Some(n) = name {
                    self.bind(sc, &n.id);
                }
                Ok(())
            }
        }
    }

    fn collect_expr(&mut self, sc: usize, e: &Expr) -> LResult<()> {
        match &e.kind {
            ExprKind::Literal(_)
            | ExprKind::Constant(_)
            | ExprKind::Unsupported(_)
            | ExprKind::SuperZero { .. } => {}
            ExprKind::Name(n) => {
                self.flag(sc, &n.id, USE);
                self.scopes[sc].uses.insert(n.id.clone());
                // The bare name `__class__` reads the same implicit cell `super()` does.
                if &*n.id == "super" || &*n.id == "__class__" {
                    self.scopes[sc].uses_super = true;
                }
            }
            ExprKind::BoolOp { values, .. }
            | ExprKind::Set(values)
            | ExprKind::List(values)
            | ExprKind::Tuple(values)
            | ExprKind::JoinedStr(values) => {
                for v in values {
                    self.collect_expr(sc, v)?;
                }
            }
            ExprKind::NamedExpr { target, value } => {
                if self.scopes[sc].comp_iter_depth > 0 {
                    return Err(LowerError { msg: "assignment expression cannot be used in a comprehension iterable expression".into(), span: e.span });
                }
                self.collect_expr(sc, value)?;
                if let ExprKind::Name(n) = &target.kind {
                    if self.scopes[sc].kind == Kind::Comprehension {
                        // Bind in the nearest enclosing function or module scope.
                        let mut owner = sc;
                        while self.scopes[owner].kind == Kind::Comprehension {
                            if self.scopes[owner].iter_vars.contains(&n.id) {
                                return Err(LowerError {
                                    msg: format!("assignment expression cannot rebind comprehension iteration variable '{}'", n.id),
                                    span: target.span,
                                });
                            }
                            self.scopes[owner].walrus.insert(n.id.clone());
                            owner = self.scopes[owner].parent.unwrap_or(0);
                        }
                        if self.scopes[owner].kind == Kind::Class {
                            return Err(LowerError {
                                msg: "assignment expression within a comprehension cannot be used in a class body".into(),
                                span: e.span,
                            });
                        }
                        self.bind(owner, &n.id);
                    } else {
                        self.bind(sc, &n.id);
                    }
                }
            }
            ExprKind::BinOp { left, right, .. } => {
                self.collect_expr(sc, left)?;
                self.collect_expr(sc, right)?;
            }
            ExprKind::UnaryOp { operand, .. } => self.collect_expr(sc, operand)?,
            ExprKind::Lambda(f) => self.collect_function(sc, f)?,
            ExprKind::IfExp { test, body, orelse } => {
                self.collect_expr(sc, test)?;
                self.collect_expr(sc, body)?;
                self.collect_expr(sc, orelse)?;
            }
            ExprKind::Dict { keys, values } => {
                for k in keys.iter().flatten() {
                    self.collect_expr(sc, k)?;
                }
                for v in values {
                    self.collect_expr(sc, v)?;
                }
            }
            ExprKind::Comp(c) => {
                // The first iterable belongs to the enclosing scope.
                self.scopes[sc].comp_iter_depth += 1;
                let first = self.collect_expr(sc, &c.generators[0].iter);
                self.scopes[sc].comp_iter_depth -= 1;
                first?;
                let cs = self.new_scope(Kind::Comprehension, sc, node_key(c));
                self.scopes[cs].comp_kind = Some(c.kind);
                for (i, g) in c.generators.iter().enumerate() {
                    if i > 0 {
                        self.scopes[cs].comp_iter_depth += 1;
                        let it = self.collect_expr(cs, &g.iter);
                        self.scopes[cs].comp_iter_depth -= 1;
                        it?;
                    }
                    let before = self.scopes[cs].assigned.len();
                    self.collect_target(cs, &g.target)?;
                    let new: Vec<Rc<str>> =
                        self.scopes[cs].assigned.iter().skip(before).cloned().collect();
                    self.scopes[cs].iter_vars.extend(new);
                    for cond in &g.ifs {
                        self.collect_expr(cs, cond)?;
                    }
                }
                self.collect_expr(cs, &c.elt)?;
                if let Some(v) = &c.value {
                    self.collect_expr(cs, v)?;
                }
                if c.kind == CompKind::Generator {
                    self.scopes[cs].has_yield = true;
                }
            }
            ExprKind::Yield(v) => {
                self.mark_yield(sc, e.span)?;
                if let Some(v) = v {
                    self.collect_expr(sc, v)?;
                }
            }
            ExprKind::YieldFrom(v) => {
                self.mark_yield(sc, e.span)?;
                self.collect_expr(sc, v)?;
            }
            // `checks::compiler` refuses every `await` with CPython's message (or ophis's, where
            // CPython would accept it).
            ExprKind::Await(v) => self.collect_expr(sc, v)?,
            ExprKind::Compare { left, comparators, .. } => {
                self.collect_expr(sc, left)?;
                for c in comparators {
                    self.collect_expr(sc, c)?;
                }
            }
            ExprKind::Call { func, args, keywords } => {
                self.collect_expr(sc, func)?;
                for a in args {
                    self.collect_expr(sc, a)?;
                }
                for k in keywords {
                    self.collect_expr(sc, &k.value)?;
                }
            }
            ExprKind::FormattedValue { value, spec, .. } => {
                self.collect_expr(sc, value)?;
                if let Some(s) = spec {
                    self.collect_expr(sc, s)?;
                }
            }
            ExprKind::Attribute { value, .. } => self.collect_expr(sc, value)?,
            ExprKind::Subscript { value, index } => {
                self.collect_expr(sc, value)?;
                self.collect_expr(sc, index)?;
            }
            ExprKind::Starred(v) => self.collect_expr(sc, v)?,
            ExprKind::Slice { lower, upper, step } => {
                for p in [lower, upper, step].into_iter().flatten() {
                    self.collect_expr(sc, p)?;
                }
            }
        }
        Ok(())
    }

    fn mark_yield(&mut self, sc: usize, span: Span) -> LResult<()> {
        match self.scopes[sc].kind {
            Kind::Function => {
                self.scopes[sc].has_yield = true;
                Ok(())
            }
            Kind::Comprehension => {
                let kind = match self.scopes[sc].comp_kind {
                    Some(CompKind::Set) => "set comprehension",
                    Some(CompKind::Dict) => "dict comprehension",
                    Some(CompKind::Generator) => "generator expression",
                    _ => "list comprehension",
                };
                Err(LowerError { msg: format!("'yield' inside {kind}"), span })
            }
            // Outside a function it is the compiler's error (`checks`), found after the
            // symbol table's.
            _ => Ok(()),
        }
    }

    // ---------------------------------------------------------------- resolve

    fn resolve(&mut self) -> LResult<()> {
        // Locals of function-like scopes.
        for s in self.scopes.iter_mut() {
            if matches!(s.kind, Kind::Function | Kind::Comprehension) {
                let mut locals = IndexSet::default();
                for p in &s.params {
                    locals.insert(p.clone());
                }
                for a in &s.assigned {
                    if !s.globals.contains(a) && !s.nonlocals.contains(a) && !s.walrus.contains(a) {
                        locals.insert(a.clone());
                    }
                }
                s.locals = locals;
            }
        }
        // `super()` in a method: the class gets a `__class__` cell, the method a free variable.
        let class_cell: Rc<str> = Rc::from("__class__");
        // `nonlocal __class__` in a method binds that same implicit cell (CPython's symbol
        // table makes it a free variable of the method like a bare `__class__` does).
        for s in self.scopes.iter_mut() {
            if s.nonlocals.contains(&class_cell) {
                s.uses_super = true;
            }
        }
        // A comprehension (or nested function) inside a method reaches the method's cell
        // through each scope between them, as CPython's free variables do.
        for id in 0..self.scopes.len() {
            if !matches!(self.scopes[id].kind, Kind::Function | Kind::Comprehension)
                || !self.scopes[id].uses_super
            {
                continue;
            }
            let mut chain = vec![id];
            let mut p = self.scopes[id].parent;
            while let Some(q) = p {
                match self.scopes[q].kind {
                    Kind::Function | Kind::Comprehension => {
                        chain.push(q);
                        p = self.scopes[q].parent;
                    }
                    Kind::Class => {
                        self.scopes[q].cells.insert(class_cell.clone());
                        for &s in &chain {
                            self.scopes[s].frees.insert(class_cell.clone());
                        }
                        break;
                    }
                    Kind::Module => break,
                }
            }
        }
        // Free variables.
        for id in 0..self.scopes.len() {
            let kind = self.scopes[id].kind;
            for n in self.scopes[id].nonlocals.iter() {
                let s = &self.scopes[id];
                let span = s.directives.get(n).copied().unwrap_or_default();
                if s.globals.contains(n) {
                    return Err(LowerError {
                        msg: format!("name '{n}' is nonlocal and global"),
                        span,
                    });
                }
                if kind == Kind::Module {
                    return Err(LowerError {
                        msg: "nonlocal declaration not allowed at module level".into(),
                        span,
                    });
                }
            }
            if kind == Kind::Module {
                continue;
            }
            let mut wanted: Vec<Rc<str>> = Vec::new();
            for n in self.scopes[id]
                .uses
                .iter()
                .chain(self.scopes[id].nonlocals.iter())
                .chain(self.scopes[id].walrus.iter())
            {
                let s = &self.scopes[id];
                let bound_here = match kind {
                    Kind::Class => s.assigned.contains(n) && !s.nonlocals.contains(n),
                    _ => s.locals.contains(n),
                };
                // A free `__class__` found above already comes from the enclosing class.
                if !bound_here && !s.globals.contains(n) && !s.frees.contains(n) {
                    wanted.push(n.clone());
                }
            }
            for n in wanted {
                let mut path = vec![id];
                let mut cur = self.scopes[id].parent;
                let mut found = None;
                while let Some(a) = cur {
                    let s = &self.scopes[a];
                    match s.kind {
                        Kind::Module => break,
                        Kind::Class => {}
                        Kind::Function | Kind::Comprehension => {
                            if s.globals.contains(&n) {
                                break;
                            }
                            if s.locals.contains(&n) {
                                found = Some(a);
                                break;
                            }
                            // Free there already: the name comes through that scope from
                            // further out (a method's `__class__`, which a class body nested
                            // in the method can declare `nonlocal`).
                            if s.frees.contains(&n) {
                                found = Some(a);
                                break;
                            }
                        }
                    }
                    path.push(a);
                    cur = s.parent;
                }
                match found {
                    Some(owner) => {
                        if !self.scopes[owner].frees.contains(&n) {
                            self.scopes[owner].cells.insert(n.clone());
                        }
                        for p in path {
                            self.scopes[p].frees.insert(n.clone());
                        }
                    }
                    None => {
                        if self.scopes[id].nonlocals.contains(&n) {
                            let span =
                                self.scopes[id].directives.get(&n).copied().unwrap_or_default();
                            return Err(LowerError {
                                msg: format!("no binding for nonlocal '{n}' found"),
                                span,
                            });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- apply

    fn name_ref(&mut self, sc: usize, name: &Rc<str>) -> NameRef {
        let s = &self.scopes[sc];
        match s.kind {
            Kind::Module => NameRef::Global(self.globals.slot(name)),
            Kind::Function | Kind::Comprehension => {
                if s.globals.contains(name) {
                    return NameRef::Global(self.globals.slot(name));
                }
                if let Some(i) = s.cells.get_index_of(name) {
                    return NameRef::Cell(i as u32);
                }
                if let Some(i) = s.frees.get_index_of(name) {
                    return NameRef::Cell((s.cells.len() + i) as u32);
                }
                if let Some(i) = s.locals.get_index_of(name) {
                    return NameRef::Local(i as u32);
                }
                NameRef::Global(self.globals.slot(name))
            }
            Kind::Class => {
                if s.globals.contains(name) {
                    return NameRef::Global(self.globals.slot(name));
                }
                if s.assigned.contains(name) && !s.nonlocals.contains(name) {
                    let i = s.assigned.get_index_of(name).unwrap_or(0);
                    return NameRef::ClassBody(i as u32);
                }
                if let Some(i) = s.frees.get_index_of(name) {
                    return NameRef::Cell((s.cells.len() + i) as u32);
                }
                NameRef::Global(self.globals.slot(name))
            }
        }
    }

    fn layout(&mut self, sc: usize) -> Scope {
        let s = &self.scopes[sc];
        let parent = s.parent.unwrap_or(0);
        let local_names: Vec<Rc<str>> = s.locals.iter().cloned().collect();
        let cell_names: Vec<Rc<str>> = s.cells.iter().cloned().collect();
        let cell_params = s
            .params
            .iter()
            .filter_map(|p| {
                let cell = s.cells.get_index_of(p)?;
                let local = s.locals.get_index_of(p)?;
                Some((local as u32, cell as u32))
            })
            .collect();
        let free_names: Vec<Rc<str>> = s.frees.iter().cloned().collect();
        let is_generator = s.has_yield;
        let class_names =
            if s.kind == Kind::Class { s.assigned.iter().cloned().collect() } else { vec![] };
        let class_cell = if s.kind == Kind::Class {
            s.cells.get_index_of("__class__").map(|i| i as u32)
        } else {
            None
        };
        // Where each free variable comes from in the parent: always one of its cells.
        let mut free_sources = Vec::new();
        for n in &free_names {
            let p = &self.scopes[parent];
            let idx = if let Some(i) = p.cells.get_index_of(n) {
                i
            } else if let Some(i) = p.frees.get_index_of(n) {
                p.cells.len() + i
            } else {
                0
            };
            free_sources.push(idx as u32);
        }
        Scope {
            local_names,
            cell_names,
            cell_params,
            free_names,
            free_sources,
            is_generator,
            has_yield: is_generator,
            class_names,
            class_cell,
        }
    }

    fn child_qual(&self, sc: usize, qual: &str, name: &str) -> String {
        // A function or class whose name the enclosing scope declares `global` is qualified
        // as a module-level one (CPython's `compiler_set_qualname`, `GLOBAL_EXPLICIT`).
        if self.scopes[sc].globals.contains(name) {
            return name.to_string();
        }
        match self.scopes[sc].kind {
            Kind::Module => name.to_string(),
            // A comprehension's names have no `<locals>` (`f.<locals>.<listcomp>.<lambda>`).
            Kind::Class | Kind::Comprehension => format!("{qual}.{name}"),
            Kind::Function => format!("{qual}.<locals>.{name}"),
        }
    }

    fn apply_function(&mut self, sc: usize, f: &mut Rc<FuncDef>, qual: &str) -> LResult<()> {
        let fs = *self.by_node.get(&node_key(f)).expect("function scope collected");
        let qualname = self.child_qual(sc, qual, &f.name);
        let scope = self.layout(fs);
        let first_param = self.scopes[fs].params.first().cloned();
        let first_ref = first_param.map(|p| self.name_ref(fs, &p));
        let class_cell = self.scopes[fs]
            .frees
            .get_index_of("__class__")
            .map(|i| (self.scopes[fs].cells.len() + i) as u32);
        let bind = if f.is_lambda { NameRef::Unresolved } else { self.name_ref(sc, &f.bind_name) };
        let def = Rc::get_mut(f).expect("freshly parsed function is unshared");
        def.bind = bind;
        for d in &mut def.decorators {
            self.apply_expr(sc, d, qual)?;
        }
        for p in def
            .params
            .posonly
            .iter_mut()
            .chain(def.params.args.iter_mut())
            .chain(def.params.kwonly.iter_mut())
        {
            if let Some(d) = &mut p.default {
                self.apply_expr(sc, d, qual)?;
            }
        }
        for (_, a) in &mut def.annotations {
            self.apply_expr(sc, a, qual)?;
        }
        def.qualname = Rc::from(qualname.as_str());
        def.scope = scope;
        // Calling an `async def` makes a coroutine (or an async generator): it suspends too.
        def.scope.is_generator |= def.is_async;
        let ctx = FnCtx { class_cell, first_ref };
        for s in &mut def.body {
            self.apply_stmt_in(fs, s, &qualname, &ctx)?;
        }
        Ok(())
    }

    fn apply_stmt(&mut self, sc: usize, s: &mut Stmt, qual: &str) -> LResult<()> {
        let ctx = FnCtx { class_cell: None, first_ref: None };
        self.apply_stmt_in(sc, s, qual, &ctx)
    }

    fn apply_stmt_in(&mut self, sc: usize, s: &mut Stmt, qual: &str, ctx: &FnCtx) -> LResult<()> {
        match &mut s.kind {
            StmtKind::FunctionDef(f) => self.apply_function(sc, f, qual)?,
            StmtKind::ClassDef(c) => {
                let cs = *self.by_node.get(&node_key(c)).expect("class scope collected");
                let qualname = self.child_qual(sc, qual, &c.name);
                let scope = self.layout(cs);
                let bind = self.name_ref(sc, &c.bind_name);
                let def = Rc::get_mut(c).expect("freshly parsed class is unshared");
                def.bind = bind;
                for e in def.decorators.iter_mut().chain(def.bases.iter_mut()) {
                    self.apply_expr_in(sc, e, qual, ctx)?;
                }
                for k in &mut def.keywords {
                    self.apply_expr_in(sc, &mut k.value, qual, ctx)?;
                }
                def.qualname = Rc::from(qualname.as_str());
                def.scope = scope;
                let inner = FnCtx { class_cell: None, first_ref: None };
                for s in &mut def.body {
                    self.apply_stmt_in(cs, s, &qualname, &inner)?;
                }
            }
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    self.apply_expr_in(sc, v, qual, ctx)?;
                }
            }
            StmtKind::Delete(ts) => {
                for t in ts {
                    self.apply_expr_in(sc, t, qual, ctx)?;
                }
            }
            StmtKind::Assign { targets, value } => {
                self.apply_expr_in(sc, value, qual, ctx)?;
                for t in targets {
                    self.apply_expr_in(sc, t, qual, ctx)?;
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.apply_expr_in(sc, value, qual, ctx)?;
                self.apply_expr_in(sc, target, qual, ctx)?;
            }
            StmtKind::AnnAssign { target, annotation, value, .. } => {
                if matches!(self.scopes[sc].kind, Kind::Class | Kind::Module) {
                    self.apply_expr_in(sc, annotation, qual, ctx)?;
                }
                if let Some(v) = value {
                    self.apply_expr_in(sc, v, qual, ctx)?;
                }
                self.apply_expr_in(sc, target, qual, ctx)?;
            }
            StmtKind::For { target, iter, body, orelse, .. } => {
                self.apply_expr_in(sc, iter, qual, ctx)?;
                self.apply_expr_in(sc, target, qual, ctx)?;
                for s in body.iter_mut().chain(orelse.iter_mut()) {
                    self.apply_stmt_in(sc, s, qual, ctx)?;
                }
            }
            StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
                self.apply_expr_in(sc, test, qual, ctx)?;
                for s in body.iter_mut().chain(orelse.iter_mut()) {
                    self.apply_stmt_in(sc, s, qual, ctx)?;
                }
            }
            StmtKind::With { items, body, .. } => {
                for it in items {
                    self.apply_expr_in(sc, &mut it.context, qual, ctx)?;
                    if let Some(t) = &mut it.target {
                        self.apply_expr_in(sc, t, qual, ctx)?;
                    }
                }
                for s in body {
                    self.apply_stmt_in(sc, s, qual, ctx)?;
                }
            }
            StmtKind::Match { subject, cases } => {
                self.apply_expr_in(sc, subject, qual, ctx)?;
                for c in cases {
                    self.apply_pattern(sc, &mut c.pattern, qual, ctx)?;
                    if let Some(g) = &mut c.guard {
                        self.apply_expr_in(sc, g, qual, ctx)?;
                    }
                    for s in &mut c.body {
                        self.apply_stmt_in(sc, s, qual, ctx)?;
                    }
                }
            }
            StmtKind::Raise { exc, cause } => {
                for e in exc.iter_mut().chain(cause.iter_mut()) {
                    self.apply_expr_in(sc, e, qual, ctx)?;
                }
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                for s in body.iter_mut() {
                    self.apply_stmt_in(sc, s, qual, ctx)?;
                }
                for h in handlers {
                    if let Some(k) = &mut h.kind {
                        self.apply_expr_in(sc, k, qual, ctx)?;
                    }
                    if let Some(n) = &mut h.name {
                        n.slot = self.name_ref(sc, &n.id);
                    }
                    for s in &mut h.body {
                        self.apply_stmt_in(sc, s, qual, ctx)?;
                    }
                }
                for s in orelse.iter_mut().chain(finalbody.iter_mut()) {
                    self.apply_stmt_in(sc, s, qual, ctx)?;
                }
            }
            StmtKind::Assert { test, msg } => {
                self.apply_expr_in(sc, test, qual, ctx)?;
                if let Some(m) = msg {
                    self.apply_expr_in(sc, m, qual, ctx)?;
                }
            }
            StmtKind::Import(aliases) | StmtKind::ImportFrom { names: aliases, .. } => {
                for a in aliases {
                    if let Some(n) = &mut a.asname {
                        n.slot = self.name_ref(sc, &n.id);
                    }
                    a.bind.slot = self.name_ref(sc, &a.bind.id);
                }
            }
            StmtKind::Expr(e) => self.apply_expr_in(sc, e, qual, ctx)?,
            StmtKind::Global(_)
            | StmtKind::Nonlocal(_)
            | StmtKind::Pass
            | StmtKind::Break
            | StmtKind::Continue => {}
        }
        Ok(())
    }

    fn apply_pattern(
        &mut self,
        sc: usize,
        p: &mut Pattern,
        qual: &str,
        ctx: &FnCtx,
    ) -> LResult<()> {
        match p {
            Pattern::Value(e) => self.apply_expr_in(sc, e, qual, ctx)?,
            Pattern::Singleton(_) => {}
            Pattern::Sequence(ps) | Pattern::Or(ps) => {
                for p in ps {
                    self.apply_pattern(sc, p, qual, ctx)?;
                }
            }
            Pattern::Mapping { keys, patterns, rest } => {
                for k in keys {
                    self.apply_expr_in(sc, k, qual, ctx)?;
                }
                for p in patterns {
                    self.apply_pattern(sc, p, qual, ctx)?;
                }
                if let Some(r) = rest {
                    r.slot = self.name_ref(sc, &r.id);
                }
            }
            Pattern::Class { cls, patterns, kwd_patterns, .. } => {
                self.apply_expr_in(sc, cls, qual, ctx)?;
                for p in patterns.iter_mut().chain(kwd_patterns.iter_mut()) {
                    self.apply_pattern(sc, p, qual, ctx)?;
                }
            }
            Pattern::Star(n) => {
                if let Some(n) = n {
                    n.slot = self.name_ref(sc, &n.id);
                }
            }
            Pattern::As { pattern, name } => {
                if let Some(p) = pattern {
                    self.apply_pattern(sc, p, qual, ctx)?;
                }
                if let Some(n) = name {
                    n.slot = self.name_ref(sc, &n.id);
                }
            }
        }
        Ok(())
    }

    fn apply_expr(&mut self, sc: usize, e: &mut Expr, qual: &str) -> LResult<()> {
        let ctx = FnCtx { class_cell: None, first_ref: None };
        self.apply_expr_in(sc, e, qual, &ctx)
    }

    fn apply_expr_in(&mut self, sc: usize, e: &mut Expr, qual: &str, ctx: &FnCtx) -> LResult<()> {
        // `super()` with no arguments becomes a direct reference to the class cell.
        if let ExprKind::Call { func, args, keywords } = &e.kind {
            if args.is_empty() && keywords.is_empty() {
                if let ExprKind::Name(n) = &func.kind {
                    if &*n.id == "super" {
                        if let Some(cell) = ctx.class_cell {
                            e.kind =
                                ExprKind::SuperZero { class_cell: cell, first_arg: ctx.first_ref };
                            return Ok(());
                        }
                    }
                }
            }
        }
        match &mut e.kind {
            ExprKind::Literal(lit) => {
                let v = literal_value(lit);
                e.kind = ExprKind::Constant(v);
            }
            ExprKind::Constant(_) | ExprKind::Unsupported(_) | ExprKind::SuperZero { .. } => {}
            ExprKind::Name(n) => n.slot = self.name_ref(sc, &n.id),
            ExprKind::BoolOp { values, .. }
            | ExprKind::Set(values)
            | ExprKind::List(values)
            | ExprKind::Tuple(values)
            | ExprKind::JoinedStr(values) => {
                for v in values {
                    self.apply_expr_in(sc, v, qual, ctx)?;
                }
            }
            ExprKind::NamedExpr { target, value } => {
                self.apply_expr_in(sc, value, qual, ctx)?;
                self.apply_expr_in(sc, target, qual, ctx)?;
            }
            ExprKind::BinOp { left, right, .. } => {
                self.apply_expr_in(sc, left, qual, ctx)?;
                self.apply_expr_in(sc, right, qual, ctx)?;
            }
            ExprKind::UnaryOp { operand, .. } => self.apply_expr_in(sc, operand, qual, ctx)?,
            ExprKind::Lambda(f) => self.apply_function(sc, f, qual)?,
            ExprKind::IfExp { test, body, orelse } => {
                self.apply_expr_in(sc, test, qual, ctx)?;
                self.apply_expr_in(sc, body, qual, ctx)?;
                self.apply_expr_in(sc, orelse, qual, ctx)?;
            }
            ExprKind::Dict { keys, values } => {
                for k in keys.iter_mut().flatten() {
                    self.apply_expr_in(sc, k, qual, ctx)?;
                }
                for v in values {
                    self.apply_expr_in(sc, v, qual, ctx)?;
                }
            }
            ExprKind::Comp(c) => {
                let cs = *self.by_node.get(&node_key(c)).expect("comprehension scope collected");
                let scope = self.layout(cs);
                let def = Rc::get_mut(c).expect("freshly parsed comprehension is unshared");
                def.scope = scope;
                let comp_qual = self.child_qual(sc, qual, &def.name);
                def.qualname = Rc::from(comp_qual.as_str());
                // The first iterable is evaluated in the enclosing scope (and named there);
                // everything else inside the comprehension is named under it.
                for (i, g) in def.generators.iter_mut().enumerate() {
                    let (gs, gqual) = if i == 0 { (sc, qual) } else { (cs, comp_qual.as_str()) };
                    let gctx = if i == 0 {
                        ctx.clone()
                    } else {
                        FnCtx { class_cell: None, first_ref: None }
                    };
                    self.apply_expr_in(gs, &mut g.iter, gqual, &gctx)?;
                    let inner = FnCtx { class_cell: None, first_ref: None };
                    self.apply_expr_in(cs, &mut g.target, &comp_qual, &inner)?;
                    for cond in &mut g.ifs {
                        self.apply_expr_in(cs, cond, &comp_qual, &inner)?;
                    }
                }
                let inner = FnCtx { class_cell: None, first_ref: None };
                self.apply_expr_in(cs, &mut def.elt, &comp_qual, &inner)?;
                if let Some(v) = &mut def.value {
                    self.apply_expr_in(cs, v, &comp_qual, &inner)?;
                }
            }
            ExprKind::Yield(v) => {
                if let Some(v) = v {
                    self.apply_expr_in(sc, v, qual, ctx)?;
                }
            }
            ExprKind::YieldFrom(v) | ExprKind::Await(v) | ExprKind::Starred(v) => {
                self.apply_expr_in(sc, v, qual, ctx)?
            }
            ExprKind::Compare { left, comparators, .. } => {
                self.apply_expr_in(sc, left, qual, ctx)?;
                for c in comparators {
                    self.apply_expr_in(sc, c, qual, ctx)?;
                }
            }
            ExprKind::Call { func, args, keywords } => {
                self.apply_expr_in(sc, func, qual, ctx)?;
                for a in args {
                    self.apply_expr_in(sc, a, qual, ctx)?;
                }
                for k in keywords {
                    self.apply_expr_in(sc, &mut k.value, qual, ctx)?;
                }
            }
            ExprKind::FormattedValue { value, spec, .. } => {
                self.apply_expr_in(sc, value, qual, ctx)?;
                if let Some(s) = spec {
                    self.apply_expr_in(sc, s, qual, ctx)?;
                }
            }
            ExprKind::Attribute { value, .. } => self.apply_expr_in(sc, value, qual, ctx)?,
            ExprKind::Subscript { value, index } => {
                self.apply_expr_in(sc, value, qual, ctx)?;
                self.apply_expr_in(sc, index, qual, ctx)?;
            }
            ExprKind::Slice { lower, upper, step } => {
                for p in [lower, upper, step].into_iter().flatten() {
                    self.apply_expr_in(sc, p, qual, ctx)?;
                }
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone)]
struct FnCtx {
    class_cell: Option<u32>,
    first_ref: Option<NameRef>,
}

pub(crate) fn literal_value(lit: &Literal) -> Value {
    match lit {
        Literal::None => Value::None,
        Literal::Bool(b) => Value::Bool(*b),
        Literal::Int(i) => Value::from_bigint(i.clone()),
        Literal::Float(f) => Value::Float(*f),
        Literal::Complex(r, i) => Value::Complex(Rc::new((*r, *i))),
        Literal::Str(s) => Value::str(s),
        Literal::Bytes(b) => Value::Bytes(Rc::new(b.clone())),
        Literal::Ellipsis => Value::Ellipsis,
    }
}
