//! CPython 3.11's compile-time errors that neither the parser nor the symbol table (`lower`)
//! reports, checked on ophis's tree before the first statement runs.
//!
//! CPython finds a program's errors in three stages and reports the first error of the first
//! stage that has one: the parser (invalid assignment, deletion and annotation targets, with
//! pegen's wording), the symbol table (`global`/`nonlocal` order, `yield` in a comprehension,
//! walrus rules; in `lower`'s collect and resolve passes), and the compiler (`break` outside a
//! loop, `return`/`yield`/`await` outside a function, `__debug__`, starred expressions, `match`
//! patterns). `targets` is the parser's stage and runs before lowering; `compiler` is the
//! compiler's and runs after name resolution. Each walks the module in source order, so the
//! error reported is the one CPython reports.

use std::rc::Rc;

use crate::ast::*;
use crate::lower::LowerError;

type CResult = Result<(), LowerError>;

fn err(span: Span, msg: impl Into<String>) -> LowerError {
    LowerError { msg: msg.into(), span }
}

/// What pegen calls an expression in its messages (`_PyPegen_get_expr_name`).
fn expr_name(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Attribute { .. } => "attribute",
        ExprKind::Subscript { .. } => "subscript",
        ExprKind::Starred(_) => "starred",
        ExprKind::Name(_) => "name",
        ExprKind::List(_) => "list",
        ExprKind::Tuple(_) => "tuple",
        ExprKind::Lambda(_) => "lambda",
        ExprKind::Call { .. } => "function call",
        ExprKind::BoolOp { .. } | ExprKind::BinOp { .. } | ExprKind::UnaryOp { .. } => "expression",
        ExprKind::Comp(c) => match c.kind {
            CompKind::List => "list comprehension",
            CompKind::Set => "set comprehension",
            CompKind::Dict => "dict comprehension",
            CompKind::Generator => "generator expression",
        },
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => "yield expression",
        ExprKind::Await(_) => "await expression",
        ExprKind::Unsupported(_) => "literal",
        ExprKind::Dict { .. } => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::JoinedStr(_) | ExprKind::FormattedValue { .. } => "f-string expression",
        ExprKind::Literal(Literal::None) => "None",
        ExprKind::Literal(Literal::Bool(true)) => "True",
        ExprKind::Literal(Literal::Bool(false)) => "False",
        ExprKind::Literal(Literal::Ellipsis) => "ellipsis",
        ExprKind::Literal(_) | ExprKind::Constant(_) => "literal",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::NamedExpr { .. } => "named expression",
        ExprKind::Slice { .. } | ExprKind::SuperZero { .. } => "expression",
    }
}

#[derive(Clone, Copy, PartialEq)]
enum TargetKind {
    Star,
    Del,
    For,
}

/// The first expression in a target that cannot be one (`_PyPegen_get_invalid_target`).
fn invalid_target(e: &Expr, kind: TargetKind) -> Option<&Expr> {
    match &e.kind {
        ExprKind::List(es) | ExprKind::Tuple(es) => es.iter().find_map(|x| invalid_target(x, kind)),
        ExprKind::Starred(v) => {
            if kind == TargetKind::Del {
                Some(e)
            } else {
                invalid_target(v, kind)
            }
        }
        ExprKind::Compare { left, ops, .. } => {
            if kind == TargetKind::For {
                if ops.first() == Some(&CmpOp::In) {
                    invalid_target(left, kind)
                } else {
                    None
                }
            } else {
                Some(e)
            }
        }
        ExprKind::Name(_) | ExprKind::Subscript { .. } | ExprKind::Attribute { .. } => None,
        _ => Some(e),
    }
}

/// Whether pegen parses `e` as a `bitwise_or` that is not a list, tuple, generator expression,
/// `True`, `None` or `False`: the targets for which `x = y` is reported with "here. Maybe you
/// meant '==' instead of '='?" (`invalid_named_expression`).
fn is_plain_operand(e: &Expr) -> bool {
    !matches!(
        &e.kind,
        ExprKind::List(_)
            | ExprKind::Tuple(_)
            | ExprKind::Literal(Literal::None | Literal::Bool(_))
            | ExprKind::Compare { .. }
            | ExprKind::BoolOp { .. }
            | ExprKind::UnaryOp { op: UnaryOp::Not, .. }
            | ExprKind::Lambda(_)
            | ExprKind::IfExp { .. }
            | ExprKind::NamedExpr { .. }
            | ExprKind::Starred(_)
    ) && !matches!(&e.kind, ExprKind::Comp(c) if c.kind == CompKind::Generator)
}

/// Whether the source text of `e` starts with a `bitwise_or` (the right side of pegen's rule).
fn starts_with_operand(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Tuple(es) => es.first().is_some_and(starts_with_operand),
        ExprKind::Lambda(_)
        | ExprKind::Yield(_)
        | ExprKind::YieldFrom(_)
        | ExprKind::Starred(_) => false,
        ExprKind::UnaryOp { op: UnaryOp::Not, .. } => false,
        ExprKind::BoolOp { values, .. } => values.first().is_some_and(starts_with_operand),
        ExprKind::Compare { left, .. } => starts_with_operand(left),
        ExprKind::IfExp { body, .. } => starts_with_operand(body),
        _ => true,
    }
}

// ------------------------------------------------------------------ the parser's stage

/// The parser's errors: every assignment, deletion, annotation, `for`, `with`, comprehension
/// and walrus target is one that can be assigned to.
pub(crate) fn targets(body: &[Stmt]) -> CResult {
    body.iter().try_for_each(target_stmt)
}

fn target_stmt(s: &Stmt) -> CResult {
    match &s.kind {
        StmtKind::FunctionDef(f) => {
            f.decorators.iter().try_for_each(target_expr)?;
            params_exprs(&f.params).try_for_each(target_expr)?;
            targets(&f.body)
        }
        StmtKind::ClassDef(c) => {
            c.decorators
                .iter()
                .chain(c.bases.iter())
                .chain(c.keywords.iter().map(|k| &k.value))
                .try_for_each(target_expr)?;
            targets(&c.body)
        }
        StmtKind::Return(v) => v.iter().try_for_each(target_expr),
        StmtKind::Delete(ts) => {
            for t in ts {
                if let Some(bad) = invalid_target(t, TargetKind::Del) {
                    return Err(err(bad.span, format!("cannot delete {}", expr_name(bad))));
                }
                target_expr(t)?;
            }
            Ok(())
        }
        StmtKind::Assign { targets: ts, value } => {
            if let [t] = ts.as_slice() {
                if invalid_target(t, TargetKind::Star).is_some()
                    && is_plain_operand(t)
                    && starts_with_operand(value)
                {
                    return Err(err(
                        t.span,
                        format!(
                            "cannot assign to {} here. Maybe you meant '==' instead of '='?",
                            expr_name(t)
                        ),
                    ));
                }
            }
            for t in ts {
                if let Some(bad) = invalid_target(t, TargetKind::Star) {
                    return Err(err(bad.span, format!("cannot assign to {}", expr_name(bad))));
                }
            }
            ts.iter().try_for_each(target_expr)?;
            target_expr(value)
        }
        StmtKind::AugAssign { target, value, .. } => {
            if !matches!(
                target.kind,
                ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. }
            ) {
                return Err(err(
                    target.span,
                    format!(
                        "'{}' is an illegal expression for augmented assignment",
                        expr_name(target)
                    ),
                ));
            }
            target_expr(target)?;
            target_expr(value)
        }
        StmtKind::AnnAssign { target, annotation, value, .. } => {
            match &target.kind {
                ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => {}
                ExprKind::Tuple(_) | ExprKind::List(_) => {
                    return Err(err(
                        target.span,
                        format!("only single target (not {}) can be annotated", expr_name(target)),
                    ))
                }
                _ => return Err(err(target.span, "illegal target for annotation")),
            }
            target_expr(target)?;
            target_expr(annotation)?;
            value.iter().try_for_each(target_expr)
        }
        StmtKind::For { target, iter, body, orelse, .. } => {
            if let Some(bad) = invalid_target(target, TargetKind::For) {
                return Err(err(bad.span, format!("cannot assign to {}", expr_name(bad))));
            }
            target_expr(target)?;
            target_expr(iter)?;
            targets(body)?;
            targets(orelse)
        }
        StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
            target_expr(test)?;
            targets(body)?;
            targets(orelse)
        }
        StmtKind::With { items, body, .. } => {
            for it in items {
                target_expr(&it.context)?;
                if let Some(t) = &it.target {
                    if let Some(bad) = invalid_target(t, TargetKind::Star) {
                        return Err(err(bad.span, format!("cannot assign to {}", expr_name(bad))));
                    }
                    target_expr(t)?;
                }
            }
            targets(body)
        }
        StmtKind::Match { subject, cases } => {
            target_expr(subject)?;
            for c in cases {
                c.guard.iter().try_for_each(target_expr)?;
                targets(&c.body)?;
            }
            Ok(())
        }
        StmtKind::Raise { exc, cause } => exc.iter().chain(cause.iter()).try_for_each(target_expr),
        StmtKind::Try { body, handlers, orelse, finalbody } => {
            targets(body)?;
            for h in handlers {
                h.kind.iter().try_for_each(target_expr)?;
                targets(&h.body)?;
            }
            targets(orelse)?;
            targets(finalbody)
        }
        StmtKind::Assert { test, msg } => {
            target_expr(test)?;
            msg.iter().try_for_each(target_expr)
        }
        StmtKind::Expr(e) => target_expr(e),
        StmtKind::Import(_)
        | StmtKind::ImportFrom { .. }
        | StmtKind::Global(_)
        | StmtKind::Nonlocal(_)
        | StmtKind::Pass
        | StmtKind::Break
        | StmtKind::Continue => Ok(()),
    }
}

fn params_exprs(p: &Params) -> impl Iterator<Item = &Expr> {
    p.positional().chain(p.kwonly.iter()).filter_map(|p| p.default.as_ref())
}

/// Whether a comprehension runs as a coroutine (CPython's symbol table marks it
/// `ste_coroutine`): one of its `for` clauses is `async for`, or its own scope (the element,
/// the conditions, the iterables after the first) holds an `await` or an asynchronous
/// comprehension that is not a generator expression. Lambdas and the first iterable of a
/// nested comprehension are looked into as CPython's scopes are: a lambda is a scope of its
/// own, a nested comprehension's first iterable belongs to this one.
pub(crate) fn comp_is_async(c: &CompDef) -> bool {
    fn awaits(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Await(_) => true,
            ExprKind::Lambda(_) => false,
            ExprKind::Comp(inner) => {
                (inner.is_async && inner.kind != CompKind::Generator)
                    || awaits(&inner.generators[0].iter)
            }
            _ => children(e).into_iter().any(awaits),
        }
    }
    c.generators.iter().any(|g| g.is_async)
        || awaits(&c.elt)
        || c.value.as_ref().is_some_and(awaits)
        || c.generators.iter().enumerate().any(|(i, g)| {
            (i > 0 && awaits(&g.iter)) || awaits(&g.target) || g.ifs.iter().any(awaits)
        })
}

/// Every sub-expression of `e`, children first in source order, handed to `f` (lambdas' and
/// comprehensions' insides included).
fn children(e: &Expr) -> Vec<&Expr> {
    let mut out: Vec<&Expr> = Vec::new();
    match &e.kind {
        ExprKind::Literal(_)
        | ExprKind::Constant(_)
        | ExprKind::Unsupported(_)
        | ExprKind::Name(_)
        | ExprKind::SuperZero { .. } => {}
        ExprKind::BoolOp { values, .. }
        | ExprKind::Set(values)
        | ExprKind::List(values)
        | ExprKind::Tuple(values)
        | ExprKind::JoinedStr(values) => out.extend(values.iter()),
        ExprKind::NamedExpr { target, value } => {
            out.push(target);
            out.push(value);
        }
        ExprKind::BinOp { left, right, .. } => {
            out.push(left);
            out.push(right);
        }
        ExprKind::UnaryOp { operand, .. } => out.push(operand),
        ExprKind::Lambda(f) => {
            out.extend(params_exprs(&f.params));
            if let Some(Stmt { kind: StmtKind::Return(Some(b)), .. }) = f.body.first() {
                out.push(b);
            }
        }
        ExprKind::IfExp { test, body, orelse } => {
            out.push(body);
            out.push(test);
            out.push(orelse);
        }
        ExprKind::Dict { keys, values } => {
            for (k, v) in keys.iter().zip(values.iter()) {
                if let Some(k) = k {
                    out.push(k);
                }
                out.push(v);
            }
        }
        ExprKind::Comp(c) => {
            out.push(&c.elt);
            if let Some(v) = &c.value {
                out.push(v);
            }
            for g in &c.generators {
                out.push(&g.target);
                out.push(&g.iter);
                out.extend(g.ifs.iter());
            }
        }
        ExprKind::Yield(v) => out.extend(v.iter().map(|b| &**b)),
        ExprKind::YieldFrom(v) | ExprKind::Await(v) | ExprKind::Starred(v) => out.push(v),
        ExprKind::Compare { left, comparators, .. } => {
            out.push(left);
            out.extend(comparators.iter());
        }
        ExprKind::Call { func, args, keywords } => {
            out.push(func);
            out.extend(args.iter());
            out.extend(keywords.iter().map(|k| &k.value));
        }
        ExprKind::FormattedValue { value, spec, .. } => {
            out.push(value);
            out.extend(spec.iter().map(|b| &**b));
        }
        ExprKind::Attribute { value, .. } => out.push(value),
        ExprKind::Subscript { value, index } => {
            out.push(value);
            out.push(index);
        }
        ExprKind::Slice { lower, upper, step } => {
            out.extend([lower, upper, step].into_iter().flatten().map(|b| &**b))
        }
    }
    out
}

fn target_expr(e: &Expr) -> CResult {
    match &e.kind {
        ExprKind::NamedExpr { target, .. } if !matches!(target.kind, ExprKind::Name(_)) => {
            return Err(err(
                target.span,
                format!("cannot use assignment expressions with {}", expr_name(target)),
            ));
        }
        ExprKind::Comp(c) => {
            for g in &c.generators {
                if let Some(bad) = invalid_target(&g.target, TargetKind::For) {
                    return Err(err(bad.span, format!("cannot assign to {}", expr_name(bad))));
                }
            }
        }
        _ => {}
    }
    children(e).into_iter().try_for_each(target_expr)
}

// ------------------------------------------------------------------ the compiler's stage

#[derive(Clone, Copy, PartialEq)]
enum Block {
    Module,
    Class,
    Function,
    Comprehension(CompKind),
}

struct Compiler {
    block: Block,
    in_loop: bool,
    /// Inside an `async def`, or a comprehension inside one: `await` is allowed.
    in_async: bool,
    /// Inside an `except*` clause of this block: `return` would leave it.
    in_except_star: bool,
    /// Inside an `except*` clause and no loop within it: `break` and `continue` would leave it.
    loop_outside_except_star: bool,
}

const EXCEPT_STAR_EXIT: &str = "'break', 'continue' and 'return' cannot appear in an except* block";

/// The compiler's errors, after the symbol table's (`lower`) found none.
pub(crate) fn compiler(body: &[Stmt]) -> CResult {
    Compiler {
        block: Block::Module,
        in_loop: false,
        in_async: false,
        in_except_star: false,
        loop_outside_except_star: false,
    }
    .stmts(body)
}

const DEBUG: &str = "__debug__";

fn store_name(name: &str, span: Span) -> CResult {
    if name == DEBUG {
        return Err(err(span, "cannot assign to __debug__"));
    }
    Ok(())
}

impl Compiler {
    fn stmts(&mut self, body: &[Stmt]) -> CResult {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    fn nested(&mut self, block: Block, f: impl FnOnce(&mut Self) -> CResult) -> CResult {
        let saved = (self.block, self.in_loop, self.in_async);
        let saved_star = (self.in_except_star, self.loop_outside_except_star);
        (self.in_except_star, self.loop_outside_except_star) = (false, false);
        self.block = block;
        self.in_loop = false;
        // A comprehension runs in the enclosing function's coroutine; any other block is
        // async only if it is an `async def` (set by `function`).
        if !matches!(block, Block::Comprehension(_)) {
            self.in_async = false;
        }
        let r = f(self);
        (self.block, self.in_loop, self.in_async) = saved;
        (self.in_except_star, self.loop_outside_except_star) = saved_star;
        r
    }

    fn params(&mut self, p: &Params, span: Span) -> CResult {
        let names = p
            .positional()
            .chain(p.kwonly.iter())
            .map(|p| &p.name)
            .chain(p.vararg.iter())
            .chain(p.kwarg.iter());
        for n in names {
            store_name(n, span)?;
        }
        Ok(())
    }

    fn function(&mut self, f: &FuncDef) -> CResult {
        if !f.is_lambda {
            store_name(&f.name, f.span)?;
        }
        for d in &f.decorators {
            self.expr(d)?;
        }
        for d in params_exprs(&f.params) {
            self.expr(d)?;
        }
        self.params(&f.params, f.span)?;
        self.nested(Block::Function, |c| {
            c.in_async = f.is_async;
            c.stmts(&f.body)
        })
    }

    fn loop_body(&mut self, body: &[Stmt], orelse: &[Stmt]) -> CResult {
        let saved = (self.in_loop, self.loop_outside_except_star);
        (self.in_loop, self.loop_outside_except_star) = (true, false);
        let r = self.stmts(body);
        (self.in_loop, self.loop_outside_except_star) = saved;
        r?;
        self.stmts(orelse)
    }

    fn stmt(&mut self, s: &Stmt) -> CResult {
        match &s.kind {
            StmtKind::FunctionDef(f) => self.function(f),
            StmtKind::ClassDef(c) => {
                store_name(&c.name, c.span)?;
                for e in &c.decorators {
                    self.expr(e)?;
                }
                // The bases are a call's arguments: `class C(*bases)` is valid.
                self.elements(&c.bases)?;
                for k in &c.keywords {
                    self.keyword(k, c.span)?;
                }
                self.nested(Block::Class, |cc| cc.stmts(&c.body))
            }
            StmtKind::Return(v) => {
                if !matches!(self.block, Block::Function) {
                    return Err(err(s.span, "'return' outside function"));
                }
                if self.in_except_star {
                    return Err(err(s.span, EXCEPT_STAR_EXIT));
                }
                v.iter().try_for_each(|v| self.expr(v))
            }
            StmtKind::Delete(ts) => ts.iter().try_for_each(|t| self.target(t, true)),
            StmtKind::Assign { targets, value } => {
                self.expr(value)?;
                targets.iter().try_for_each(|t| self.target(t, false))
            }
            StmtKind::AugAssign { target, value, .. } => {
                if let ExprKind::Name(n) = &target.kind {
                    store_name(&n.id, target.span)?;
                }
                self.target_inner(target)?;
                self.expr(value)
            }
            StmtKind::AnnAssign { target, annotation, value, .. } => {
                if let Some(v) = value {
                    self.expr(v)?;
                }
                if let ExprKind::Name(n) = &target.kind {
                    store_name(&n.id, target.span)?;
                } else {
                    self.target_inner(target)?;
                }
                self.expr(annotation)
            }
            StmtKind::For { target, iter, body, orelse, .. } => {
                self.expr(iter)?;
                self.target(target, false)?;
                self.loop_body(body, orelse)
            }
            StmtKind::While { test, body, orelse } => {
                self.expr(test)?;
                self.loop_body(body, orelse)
            }
            StmtKind::If { test, body, orelse } => {
                self.expr(test)?;
                self.stmts(body)?;
                self.stmts(orelse)
            }
            StmtKind::With { items, body, .. } => {
                for it in items {
                    self.expr(&it.context)?;
                    if let Some(t) = &it.target {
                        self.target(t, false)?;
                    }
                }
                self.stmts(body)
            }
            StmtKind::Match { subject, cases } => {
                self.expr(subject)?;
                let n = cases.len();
                for (i, c) in cases.iter().enumerate() {
                    let span = c.span;
                    // A case that matches everything makes the cases after it unreachable.
                    if i + 1 < n && c.guard.is_none() {
                        match &c.pattern {
                            Pattern::As { pattern: None, name: Some(name) } => {
                                return Err(err(
                                    span,
                                    format!(
                                        "name capture '{}' makes remaining patterns unreachable",
                                        name.id
                                    ),
                                ))
                            }
                            Pattern::As { pattern: None, name: None } => {
                                return Err(err(
                                    span,
                                    "wildcard makes remaining patterns unreachable",
                                ))
                            }
                            _ => {}
                        }
                    }
                    let mut bound = Vec::new();
                    self.pattern(&c.pattern, span, &mut bound)?;
                    if let Some(g) = &c.guard {
                        self.expr(g)?;
                    }
                    self.stmts(&c.body)?;
                }
                Ok(())
            }
            StmtKind::Raise { exc, cause } => {
                exc.iter().chain(cause.iter()).try_for_each(|e| self.expr(e))
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                self.stmts(body)?;
                let n = handlers.len();
                for (i, h) in handlers.iter().enumerate() {
                    if h.kind.is_none() && i + 1 < n {
                        return Err(err(h.span, "default 'except:' must be last"));
                    }
                    if let Some(k) = &h.kind {
                        self.expr(k)?;
                    }
                    if let Some(name) = &h.name {
                        store_name(&name.id, h.span)?;
                    }
                    if h.star {
                        let saved = (self.in_except_star, self.loop_outside_except_star);
                        (self.in_except_star, self.loop_outside_except_star) = (true, true);
                        let r = self.stmts(&h.body);
                        (self.in_except_star, self.loop_outside_except_star) = saved;
                        r?;
                        continue;
                    }
                    self.stmts(&h.body)?;
                }
                self.stmts(orelse)?;
                self.stmts(finalbody)
            }
            StmtKind::Assert { test, msg } => {
                self.expr(test)?;
                msg.iter().try_for_each(|m| self.expr(m))
            }
            StmtKind::Import(aliases) | StmtKind::ImportFrom { names: aliases, .. } => {
                let from = matches!(s.kind, StmtKind::ImportFrom { .. });
                for a in aliases {
                    let bound = match &a.asname {
                        Some(n) => &n.id,
                        None if from => &a.name,
                        None => &a.bind.id,
                    };
                    store_name(bound, s.span)?;
                }
                Ok(())
            }
            StmtKind::Break | StmtKind::Continue if self.loop_outside_except_star => {
                Err(err(s.span, EXCEPT_STAR_EXIT))
            }
            StmtKind::Break => {
                if !self.in_loop {
                    return Err(err(s.span, "'break' outside loop"));
                }
                Ok(())
            }
            StmtKind::Continue => {
                if !self.in_loop {
                    return Err(err(s.span, "'continue' not properly in loop"));
                }
                Ok(())
            }
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Global(_) | StmtKind::Nonlocal(_) | StmtKind::Pass => Ok(()),
        }
    }

    /// An assignment (or deletion) target as a whole: a starred expression must be inside a
    /// tuple or list, and only one in each.
    fn target(&mut self, t: &Expr, del: bool) -> CResult {
        if let ExprKind::Starred(_) = &t.kind {
            if !del {
                return Err(err(t.span, "starred assignment target must be in a list or tuple"));
            }
        }
        self.target_inner_del(t, del)
    }

    fn target_inner(&mut self, t: &Expr) -> CResult {
        self.target_inner_del(t, false)
    }

    fn target_inner_del(&mut self, t: &Expr, del: bool) -> CResult {
        match &t.kind {
            ExprKind::Name(n) => {
                if &*n.id == DEBUG {
                    let verb = if del { "delete" } else { "assign to" };
                    return Err(err(t.span, format!("cannot {verb} __debug__")));
                }
                Ok(())
            }
            ExprKind::Tuple(es) | ExprKind::List(es) => {
                if es.iter().filter(|e| matches!(e.kind, ExprKind::Starred(_))).count() > 1 {
                    return Err(err(t.span, "multiple starred expressions in assignment"));
                }
                for e in es {
                    match &e.kind {
                        ExprKind::Starred(v) => self.target_inner_del(v, del)?,
                        _ => self.target_inner_del(e, del)?,
                    }
                }
                Ok(())
            }
            ExprKind::Attribute { value, attr, .. } => {
                if &**attr == DEBUG {
                    let verb = if del { "delete" } else { "assign to" };
                    return Err(err(t.span, format!("cannot {verb} __debug__")));
                }
                self.expr(value)
            }
            ExprKind::Subscript { value, index } => {
                self.expr(value)?;
                self.expr_in(index, true)
            }
            ExprKind::Starred(v) => self.target_inner_del(v, del),
            _ => self.expr(t),
        }
    }

    fn keyword(&mut self, k: &Keyword, span: Span) -> CResult {
        if let Some(n) = &k.name {
            store_name(n, span)?;
        }
        self.expr(&k.value)
    }

    /// An expression in a load context; `starred_ok` when it is an element of a display or
    /// an argument of a call, where `*x` belongs.
    fn expr(&mut self, e: &Expr) -> CResult {
        self.expr_in(e, false)
    }

    fn elements(&mut self, es: &[Expr]) -> CResult {
        es.iter().try_for_each(|x| self.expr_in(x, true))
    }

    fn expr_in(&mut self, e: &Expr, starred_ok: bool) -> CResult {
        match &e.kind {
            ExprKind::Starred(v) => {
                if !starred_ok {
                    return Err(err(e.span, "can't use starred expression here"));
                }
                self.expr(v)
            }
            ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Set(es) => self.elements(es),
            ExprKind::Call { func, args, keywords } => {
                self.expr(func)?;
                self.elements(args)?;
                keywords.iter().try_for_each(|k| self.keyword(k, e.span))
            }
            ExprKind::Subscript { value, index } => {
                self.expr(value)?;
                // `x[*a]` is allowed since 3.11 (PEP 646): the index is a tuple then.
                self.expr_in(index, true)
            }
            ExprKind::NamedExpr { target, value } => {
                if let ExprKind::Name(n) = &target.kind {
                    store_name(&n.id, target.span)?;
                }
                self.expr(value)
            }
            ExprKind::Lambda(f) => self.function(f),
            ExprKind::Comp(c) => {
                // CPython's `compiler_comprehension`: an asynchronous comprehension other than
                // a generator expression needs an `async def` or a comprehension around it
                // (an asynchronous generator expression may stand anywhere).
                let enclosing_ok = match self.block {
                    Block::Comprehension(_) => true,
                    Block::Function => self.in_async,
                    Block::Module | Block::Class => false,
                };
                if c.is_async && c.kind != CompKind::Generator && !enclosing_ok {
                    return Err(err(
                        e.span,
                        "asynchronous comprehension outside of an asynchronous function",
                    ));
                }
                // The first iterable is evaluated in the enclosing block.
                self.expr(&c.generators[0].iter)?;
                self.nested(Block::Comprehension(c.kind), |cc| {
                    for (i, g) in c.generators.iter().enumerate() {
                        if i > 0 {
                            cc.expr(&g.iter)?;
                        }
                        cc.target(&g.target, false)?;
                        g.ifs.iter().try_for_each(|x| cc.expr(x))?;
                    }
                    cc.expr(&c.elt)?;
                    c.value.iter().try_for_each(|v| cc.expr(v))
                })
            }
            ExprKind::Yield(_) | ExprKind::YieldFrom(_) => {
                if matches!(self.block, Block::Module | Block::Class) {
                    return Err(err(e.span, "'yield' outside function"));
                }
                if matches!(e.kind, ExprKind::YieldFrom(_))
                    && matches!(self.block, Block::Function)
                    && self.in_async
                {
                    return Err(err(e.span, "'yield from' inside async function"));
                }
                children(e).into_iter().try_for_each(|x| self.expr(x))
            }
            ExprKind::Await(_) => {
                let refused = match self.block {
                    Block::Module | Block::Class => Some("'await' outside function"),
                    Block::Function if !self.in_async => Some("'await' outside async function"),
                    Block::Function => None,
                    // An `await` makes the comprehension an asynchronous one, which the
                    // comprehension's own check accepts or refuses.
                    Block::Comprehension(_) => None,
                };
                match refused {
                    Some(msg) => Err(err(e.span, msg)),
                    None => children(e).into_iter().try_for_each(|x| self.expr(x)),
                }
            }
            _ => children(e).into_iter().try_for_each(|x| self.expr(x)),
        }
    }

    /// A `match` pattern: CPython's rules on the names it binds and the keys it checks.
    fn pattern(&mut self, p: &Pattern, span: Span, bound: &mut Vec<Rc<str>>) -> CResult {
        let bind = |name: &Name, bound: &mut Vec<Rc<str>>| -> CResult {
            store_name(&name.id, span)?;
            if bound.contains(&name.id) {
                return Err(err(
                    span,
                    format!("multiple assignments to name '{}' in pattern", name.id),
                ));
            }
            bound.push(name.id.clone());
            Ok(())
        };
        match p {
            Pattern::Value(e) => self.expr(e),
            Pattern::Singleton(_) => Ok(()),
            Pattern::Sequence(ps) => {
                if ps.iter().filter(|p| matches!(p, Pattern::Star(_))).count() > 1 {
                    return Err(err(span, "multiple starred names in sequence pattern"));
                }
                ps.iter().try_for_each(|p| self.pattern(p, span, bound))
            }
            Pattern::Mapping { keys, patterns, rest } => {
                let mut seen: Vec<String> = Vec::new();
                for k in keys {
                    if let ExprKind::Literal(lit) = &k.kind {
                        let r = literal_repr(lit);
                        if let Some(r) = r {
                            if seen.contains(&r) {
                                return Err(err(
                                    span,
                                    format!("mapping pattern checks duplicate key ({r})"),
                                ));
                            }
                            seen.push(r);
                        }
                    }
                    self.expr(k)?;
                }
                patterns.iter().try_for_each(|p| self.pattern(p, span, bound))?;
                if let Some(r) = rest {
                    bind(r, bound)?;
                }
                Ok(())
            }
            Pattern::Class { cls, patterns, kwd_attrs, kwd_patterns } => {
                self.expr(cls)?;
                for (i, a) in kwd_attrs.iter().enumerate() {
                    if kwd_attrs[..i].contains(a) {
                        return Err(err(
                            span,
                            format!("attribute name repeated in class pattern: {a}"),
                        ));
                    }
                }
                patterns
                    .iter()
                    .chain(kwd_patterns.iter())
                    .try_for_each(|p| self.pattern(p, span, bound))
            }
            Pattern::Star(n) => match n {
                Some(n) => bind(n, bound),
                None => Ok(()),
            },
            Pattern::As { pattern, name } => {
                if let Some(p) = pattern {
                    self.pattern(p, span, bound)?;
                }
                match name {
                    Some(n) => bind(n, bound),
                    None => Ok(()),
                }
            }
            Pattern::Or(alts) => {
                let mut first: Option<Vec<Rc<str>>> = None;
                let n = alts.len();
                for (i, alt) in alts.iter().enumerate() {
                    if i + 1 < n {
                        match alt {
                            Pattern::As { pattern: None, name: Some(name) } => {
                                return Err(err(
                                    span,
                                    format!(
                                        "name capture '{}' makes remaining patterns unreachable",
                                        name.id
                                    ),
                                ))
                            }
                            Pattern::As { pattern: None, name: None } => {
                                return Err(err(
                                    span,
                                    "wildcard makes remaining patterns unreachable",
                                ))
                            }
                            _ => {}
                        }
                    }
                    let mut names = bound.clone();
                    self.pattern(alt, span, &mut names)?;
                    let mut new: Vec<Rc<str>> = names[bound.len()..].to_vec();
                    new.sort();
                    match &first {
                        None => first = Some(new),
                        Some(f) if *f != new => {
                            return Err(err(span, "alternative patterns bind different names"))
                        }
                        Some(_) => {}
                    }
                }
                if let Some(f) = first {
                    bound.extend(f);
                }
                Ok(())
            }
        }
    }
}

/// The repr CPython's message shows for a literal mapping-pattern key, when it is one whose
/// duplicates are detectable without running code.
fn literal_repr(lit: &Literal) -> Option<String> {
    Some(match lit {
        Literal::None => "None".into(),
        Literal::Bool(b) => if *b { "True" } else { "False" }.into(),
        Literal::Int(i) => i.to_string(),
        Literal::Str(s) => crate::builtins::str_methods::str_repr(s),
        _ => return None,
    })
}

/// Where an async function's body returns a value although it yields (CPython's "'return'
/// with value in async generator"), looking through its statements but not into nested
/// functions, classes or comprehensions, which are scopes of their own.
pub(crate) fn async_generator_return(body: &[Stmt]) -> Option<Span> {
    fn has_yield(e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Yield(_) | ExprKind::YieldFrom(_) => true,
            ExprKind::Lambda(_) | ExprKind::Comp(_) => false,
            _ => children(e).into_iter().any(has_yield),
        }
    }
    fn walk(body: &[Stmt], yields: &mut bool, ret: &mut Option<Span>) {
        for s in body {
            let mut exprs: Vec<&Expr> = Vec::new();
            let mut blocks: Vec<&[Stmt]> = Vec::new();
            match &s.kind {
                StmtKind::FunctionDef(_) | StmtKind::ClassDef(_) => {}
                StmtKind::Return(Some(v)) => {
                    exprs.push(v);
                    ret.get_or_insert(s.span);
                }
                StmtKind::Return(None) => {}
                StmtKind::Delete(ts) => exprs.extend(ts.iter()),
                StmtKind::Assign { targets, value } => {
                    exprs.extend(targets.iter());
                    exprs.push(value);
                }
                StmtKind::AugAssign { target, value, .. } => exprs.extend([target, value]),
                StmtKind::AnnAssign { target, value, .. } => {
                    exprs.push(target);
                    exprs.extend(value.iter());
                }
                StmtKind::For { target, iter, body, orelse, .. } => {
                    exprs.extend([target, iter]);
                    blocks.extend([&body[..], &orelse[..]]);
                }
                StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
                    exprs.push(test);
                    blocks.extend([&body[..], &orelse[..]]);
                }
                StmtKind::With { items, body, .. } => {
                    for it in items {
                        exprs.push(&it.context);
                        exprs.extend(it.target.iter());
                    }
                    blocks.push(body);
                }
                StmtKind::Match { subject, cases } => {
                    exprs.push(subject);
                    for c in cases {
                        exprs.extend(c.guard.iter());
                        blocks.push(&c.body);
                    }
                }
                StmtKind::Raise { exc, cause } => exprs.extend(exc.iter().chain(cause.iter())),
                StmtKind::Try { body, handlers, orelse, finalbody } => {
                    blocks.extend([&body[..], &orelse[..], &finalbody[..]]);
                    for h in handlers {
                        exprs.extend(h.kind.iter());
                        blocks.push(&h.body);
                    }
                }
                StmtKind::Assert { test, msg } => {
                    exprs.push(test);
                    exprs.extend(msg.iter());
                }
                StmtKind::Expr(e) => exprs.push(e),
                _ => {}
            }
            *yields |= exprs.into_iter().any(has_yield);
            for b in blocks {
                walk(b, yields, ret);
            }
        }
    }
    let (mut yields, mut ret) = (false, None);
    walk(body, &mut yields, &mut ret);
    ret.filter(|_| yields)
}
