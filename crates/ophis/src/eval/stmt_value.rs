//! smolagents' value of a statement, for the opt-in `ResultRule::Smolagents`: smolagents'
//! `evaluate_python_code` returns the value of the program's last top-level statement, where
//! an assignment is worth the value assigned, an `if` the last non-None value of the branch it
//! ran, a `for` the last non-None value of its body over all iterations, a definition the
//! function or class. Only the module-level loop (`Interp::run_on_stack`) uses this, and only
//! for the last statement; every other statement runs through `exec_stmt` as usual.

use crate::ast::{Stmt, StmtKind};
use crate::error::R;
use crate::eval::{Flow, Frame};
use crate::interp::Interp;
use crate::value::Value;

/// Which value a run returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ResultRule {
    /// The value of the program's last statement if it is an expression statement (the
    /// value an interactive Python session would echo), otherwise none.
    #[default]
    LastExpression,
    /// smolagents' rule: the value of the last top-level statement, computed as smolagents'
    /// evaluator computes it (see the module documentation).
    Smolagents,
}

impl Interp {
    /// Executes a module-level statement and returns its smolagents value (None when the
    /// statement has none). Operations are counted exactly as `exec_stmt` counts them.
    pub(crate) fn exec_stmt_valued(&mut self, f: &mut Frame, s: &Stmt) -> R<(Flow, Option<Value>)> {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.begin_stmt()?;
                let v = self.eval(f, e)?;
                Ok((Flow::Normal, Some(v)))
            }
            StmtKind::Assign { targets, value } => {
                self.begin_stmt()?;
                let v = self.eval(f, value)?;
                for t in targets {
                    self.assign(f, t, v.clone())?;
                }
                Ok((Flow::Normal, Some(v)))
            }
            StmtKind::AnnAssign { target, annotation, value: Some(value), simple } => {
                self.begin_stmt()?;
                let v = self.exec_ann_assign(f, target, annotation, Some(value), *simple)?;
                Ok((Flow::Normal, v))
            }
            StmtKind::AugAssign { target, op, value } => {
                self.begin_stmt()?;
                let v = self.aug_assign_value(f, target, *op, value)?;
                Ok((Flow::Normal, Some(v)))
            }
            StmtKind::If { test, body, orelse } => {
                self.begin_stmt()?;
                let t = self.eval(f, test)?;
                let branch = if self.truthy(&t)? { body } else { orelse };
                let mut result = None;
                for s in branch {
                    match self.exec_valued_in_block(f, s)? {
                        (Flow::Normal, v) => keep_non_none(&mut result, v),
                        // smolagents' `break`/`continue` are exceptions: the value of the
                        // branch so far is lost with them.
                        (flow, _) => return Ok((flow, None)),
                    }
                }
                Ok((Flow::Normal, result))
            }
            StmtKind::For { target, iter, body, orelse, .. } => {
                self.begin_stmt()?;
                let iterable = self.eval(f, iter)?;
                let it = self.get_iter(&iterable)?;
                let mut result = None;
                'items: while let Some(item) = self.next(&it)? {
                    self.assign(f, target, item)?;
                    for s in body {
                        match self.exec_valued_in_block(f, s)? {
                            (Flow::Normal, v) => keep_non_none(&mut result, v),
                            (Flow::Continue, _) => continue 'items,
                            (Flow::Break, _) => return Ok((Flow::Normal, result)),
                            (flow @ Flow::Return(_), _) => return Ok((flow, None)),
                        }
                    }
                }
                // smolagents never runs a loop's `else` block; ophis does (CPython's
                // semantics), and its statements add nothing to the value.
                let flow = self.exec_block(f, orelse)?;
                Ok((flow, result))
            }
            StmtKind::FunctionDef(def) => {
                let flow = self.exec_stmt(f, s)?;
                let v = f.ns.borrow().get(&def.bind_name);
                Ok((flow, v))
            }
            StmtKind::ClassDef(def) => {
                let flow = self.exec_stmt(f, s)?;
                let v = f.ns.borrow().get(&def.bind_name);
                Ok((flow, v))
            }
            _ => Ok((self.exec_stmt(f, s)?, None)),
        }
    }

    /// `exec_stmt_valued` for a statement inside a block: an error records the statement's
    /// line, as `exec_block` does.
    fn exec_valued_in_block(&mut self, f: &mut Frame, s: &Stmt) -> R<(Flow, Option<Value>)> {
        self.exec_stmt_valued(f, s).map_err(|mut e| {
            e.record_line(s.span.line);
            e
        })
    }
}

/// smolagents keeps a statement's value only when it is not None.
fn keep_non_none(result: &mut Option<Value>, v: Option<Value>) {
    if let Some(v) = v {
        if !matches!(v, Value::None) {
            *result = Some(v);
        }
    }
}
