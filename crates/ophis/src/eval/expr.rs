//! Expressions.

use std::rc::Rc;

use crate::ast::{CallHint, CmpOp, Conversion, Expr, ExprKind, Name, NameRef, UnaryOp};
use crate::dict::Dict;
use crate::error::{type_error, Error, ExcType, Explain, R};
use crate::eval::comp::Consumer;
use crate::eval::Frame;
use crate::interp::Interp;
use crate::value::{SliceObj, Value};

/// How many positional arguments (the receiver included, for methods) a call of a builtin
/// takes through a buffer on the stack instead of an argument vector.
const STACK_ARGS: usize = 4;

/// Whether `call_method_checked` would look a method on `recv` up on its builtin type (and
/// not on an instance, a class, a module, a `super` object, a function or a host object).
#[inline]
fn builtin_receiver(recv: &Value) -> bool {
    !matches!(
        recv,
        Value::Instance(_)
            | Value::Class(_)
            | Value::Module(_)
            | Value::Super(_)
            | Value::Function(_)
            | Value::Host(_)
    )
}

/// The value of the bound local variable that `e` names, if it is one: lent from its slot,
/// for a caller that only reads it (the callee gets no `&mut Frame`, so the slot cannot
/// change while it is lent).
#[inline(always)]
pub(crate) fn bound_local<'a>(f: &'a Frame, e: &Expr) -> Option<&'a Value> {
    match &e.kind {
        ExprKind::Name(Name { slot: NameRef::Local(i), .. }) => match f.locals.get(*i as usize) {
            Some(Some(v)) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// The small int that `e` evaluates to when it is an int constant or a bound local holding a
/// small int, read in place: the operands of most arithmetic and comparisons, which then make
/// and drop no `Value` of their own. (Reading either runs no code, so a caller may read both
/// operands first and count their operations after, in order, as `eval` would have.)
#[inline(always)]
fn int_leaf(f: &Frame, e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Constant(Value::Int(i)) => Some(*i),
        ExprKind::Name(Name { slot: NameRef::Local(i), .. }) => match f.locals.get(*i as usize) {
            Some(Some(Value::Int(v))) => Some(*v),
            _ => None,
        },
        _ => None,
    }
}

/// Both operands as small ints (`int_leaf`), looking at the right one only when the left one
/// is one, so a global or a nested operand on the left costs one test.
#[inline(always)]
fn int_leaves(f: &Frame, left: &Expr, right: &Expr) -> Option<(i64, i64)> {
    let a = int_leaf(f, left)?;
    Some((a, int_leaf(f, right)?))
}

/// What a method call `recv.name(...)` found by `Interp::plain_method` runs.
enum MethodTarget {
    Python(Rc<crate::value::Function>),
    Native(Rc<crate::value::Builtin>),
}

/// What `plain_method` calls for the class attribute `v` of `inst`'s class, with `nargs`
/// arguments after the receiver: a plain Python function whose parameters take the receiver
/// and the arguments positionally, or a builtin that binds as a method taking them through
/// `call_builtin`'s stack buffer. (`call_unbound` would hand a builtin the instance's builtin
/// value instead, for subclasses of builtin types: those take the general path.)
#[inline(always)]
fn method_target(inst: &crate::value::Instance, v: &Value, nargs: usize) -> Option<MethodTarget> {
    match v {
        Value::Function(func) if crate::eval::call::plain_call(&func.def, nargs + 1) => {
            Some(MethodTarget::Python(func.clone()))
        }
        Value::Builtin(b)
            if b.binds
                && b.receiver.is_none()
                && nargs < STACK_ARGS
                && inst.builtin_base.borrow().is_none() =>
        {
            Some(MethodTarget::Native(b.clone()))
        }
        _ => None,
    }
}

/// Records `hint` in a method call site's hints (allocating them on first use): in place of
/// a stale entry for the same shape and class, else first, the oldest dropped.
#[inline(never)]
fn remember_call(cache: &crate::ast::AttrCache, hint: CallHint) {
    let hints = cache.calls.get_or_init(Default::default);
    let at = hints
        .iter()
        .position(|h| {
            let h = h.get();
            h.shape == hint.shape && h.class == hint.class
        })
        .unwrap_or(hints.len() - 1);
    for i in (0..at).rev() {
        hints[i + 1].set(hints[i].get());
    }
    hints[0].set(hint);
}

impl Interp {
    /// Evaluates one expression node. Constants, bound locals and bound globals, the commonest
    /// leaves, are read here, inlined into every caller, so a leaf costs no call of
    /// `eval_node` (whose entry and exit are a fifth of a call-heavy program's instructions).
    /// Each still counts its one operation, exactly as `eval_node` would; an unbound name
    /// counts nothing here and takes `eval_node`, which counts it and words the error. An
    /// attribute read is counted here too and goes straight to `eval_attribute`.
    #[inline(always)]
    pub fn eval(&mut self, f: &mut Frame, e: &Expr) -> R<Value> {
        match &e.kind {
            ExprKind::Constant(v) => {
                self.tick()?;
                Ok(v.fast_clone())
            }
            ExprKind::Name(Name { slot: NameRef::Local(i), .. }) => match f.locals.get(*i as usize)
            {
                Some(Some(v)) => {
                    self.tick()?;
                    Ok(v.fast_clone())
                }
                _ => self.eval_node(f, e),
            },
            // Counted here as `eval_node` counts it, then read without `eval_node`'s frame.
            ExprKind::Attribute { value, attr, cache } => {
                self.tick()?;
                self.eval_attribute(f, value, attr, cache)
            }
            ExprKind::Name(Name { slot: NameRef::Global(g), .. }) => {
                let found =
                    f.ns.borrow()
                        .values
                        .get(*g as usize)
                        .and_then(|v| v.as_ref().map(Value::fast_clone));
                match found {
                    Some(v) => {
                        self.tick()?;
                        Ok(v)
                    }
                    None => self.eval_node(f, e),
                }
            }
            _ => self.eval_node(f, e),
        }
    }

    /// Evaluates a condition (`if`, `while`, a conditional expression, a comprehension's
    /// `if`) to a bool. A single comparison of two small ints gives its answer without making
    /// a `bool` value and asking for its truth; the operations counted are `eval`'s.
    #[inline]
    pub fn eval_test(&mut self, f: &mut Frame, e: &Expr) -> R<bool> {
        if let ExprKind::Compare { left, ops, comparators } = &e.kind {
            if ops.len() == 1 {
                self.tick()?;
                if let Some((a, b)) = int_leaves(f, left, &comparators[0]) {
                    if let Some(t) = crate::ops::primitive_compare_fast(a, ops[0], b) {
                        // The two operands' operations, as `eval` counts them.
                        self.tick()?;
                        self.tick()?;
                        return Ok(t);
                    }
                }
                let l = self.eval(f, left)?;
                let r = self.eval(f, &comparators[0])?;
                match (&l, &r) {
                    (Value::Int(a), Value::Int(b)) => {
                        if let Some(t) = crate::ops::primitive_compare_fast(*a, ops[0], *b) {
                            std::mem::forget(l);
                            std::mem::forget(r);
                            return Ok(t);
                        }
                    }
                    // Floats (and a float with an exactly convertible int) own nothing:
                    // forgotten, so no drop glue is called for them.
                    _ => {
                        if let Some((a, b)) = crate::ops::float_operands(&l, &r) {
                            if let Some(t) = crate::ops::primitive_compare_fast(a, ops[0], b) {
                                std::mem::forget(l);
                                std::mem::forget(r);
                                return Ok(t);
                            }
                        }
                    }
                }
                // `x is None`: identity runs no code and needs no `bool` value.
                if let CmpOp::Is | CmpOp::IsNot = ops[0] {
                    let t = l.is(&r) == matches!(ops[0], CmpOp::Is);
                    l.discard();
                    r.discard();
                    return Ok(t);
                }
                let v = self.compare(&l, ops[0], &r);
                l.discard();
                r.discard();
                let v = v?;
                let t = self.truth(&v);
                v.discard();
                return t;
            }
        }
        if let ExprKind::BoolOp { .. } | ExprKind::UnaryOp { op: UnaryOp::Not, .. } = &e.kind {
            return self.eval_test_logic(f, e);
        }
        let v = self.eval(f, e)?;
        self.truth(&v)
    }

    /// A condition that is `not x`, `a and b` or `a or b`: each operand is tested as a
    /// condition in turn, as CPython compiles them (jumps on each operand's truth), so an
    /// operand's `__bool__` runs once. (Making the `and`'s value first and testing it after,
    /// as a value context must, asked a falsy operand's `__bool__` twice.) No `bool` value is
    /// made. The operations counted are `eval`'s: one for the node, then its operands'.
    #[inline(never)]
    fn eval_test_logic(&mut self, f: &mut Frame, e: &Expr) -> R<bool> {
        self.tick()?;
        match &e.kind {
            ExprKind::UnaryOp { op: UnaryOp::Not, operand } => Ok(!self.eval_test(f, operand)?),
            ExprKind::BoolOp { is_and, values } => {
                let last = values.len().saturating_sub(1);
                for v in &values[..last] {
                    if self.eval_test(f, v)? != *is_and {
                        return Ok(!*is_and);
                    }
                }
                match values.last() {
                    Some(v) => self.eval_test(f, v),
                    None => Ok(*is_and),
                }
            }
            _ => {
                let v = self.eval_other(f, e)?;
                self.truth(&v)
            }
        }
    }

    /// Evaluates one expression node of any kind. The commonest kinds are handled here, with
    /// small-int arithmetic and comparisons inline; the others are in `eval_other`, out of
    /// line, so this function's stack frame stays small (it is entered once per node,
    /// recursively).
    pub fn eval_node(&mut self, f: &mut Frame, e: &Expr) -> R<Value> {
        self.tick()?;
        match &e.kind {
            ExprKind::Constant(v) => Ok(v.clone()),
            // Bound locals are read by `eval`. Globals and cells that hold a value are read
            // here; unbound names and class bodies take `load_name`, which words the errors.
            ExprKind::Name(n) => self.load_name_inline(f, n),
            ExprKind::BinOp { left, op, right } => {
                if let Some((a, b)) = int_leaves(f, left, right) {
                    if let Some(v) = crate::ops::int_binop_fast(a, *op, b) {
                        self.tick()?;
                        self.tick()?;
                        return Ok(Value::Int(v));
                    }
                }
                let l = self.eval(f, left)?;
                let r = self.eval(f, right)?;
                match (&l, &r) {
                    (Value::Int(a), Value::Int(b)) => {
                        if let Some(v) = crate::ops::int_binop_fast(*a, *op, *b) {
                            std::mem::forget(l);
                            std::mem::forget(r);
                            return Ok(Value::Int(v));
                        }
                    }
                    // Floats (and a float with an exactly convertible int) own nothing:
                    // forgotten, so no drop glue is called for them.
                    _ => {
                        if let Some((a, b)) = crate::ops::float_operands(&l, &r) {
                            if let Some(v) = crate::ops::float_binop_fast(a, *op, b) {
                                std::mem::forget(l);
                                std::mem::forget(r);
                                return Ok(Value::Float(v));
                            }
                        }
                    }
                }
                let v = self.binop(&l, *op, &r);
                l.discard();
                r.discard();
                v
            }
            ExprKind::Call { func, args, keywords } => self.eval_call(f, func, args, keywords),
            ExprKind::Attribute { value, attr, cache } => {
                self.eval_attribute(f, value, attr, cache)
            }
            ExprKind::Subscript { value, index } => {
                // `xs[i]` with both operands bound locals (or an int constant index): the
                // sequence is lent from its slot and the index read in place, so no reference
                // is taken and dropped. Reading them runs no code; the two operations counted
                // are the operands', as `eval` counts them.
                if let Some(k) = int_leaf(f, index) {
                    let item = match bound_local(f, value) {
                        Some(Value::List(l)) => {
                            let items = l.borrow();
                            crate::ops::seq_index(k, items.len()).map(|j| items[j].fast_clone())
                        }
                        Some(Value::Tuple(t)) => {
                            crate::ops::seq_index(k, t.len()).map(|j| t[j].fast_clone())
                        }
                        _ => None,
                    };
                    if let Some(item) = item {
                        self.tick()?;
                        self.tick()?;
                        return Ok(item);
                    }
                }
                let v = self.eval(f, value)?;
                let i = self.eval(f, index)?;
                // A list or a tuple read at an int index in range: the item, with no call of
                // `getitem` (the index owns nothing: nothing to drop).
                if let Value::Int(k) = i {
                    let item = match &v {
                        Value::List(l) => {
                            let items = l.borrow();
                            crate::ops::seq_index(k, items.len()).map(|j| items[j].fast_clone())
                        }
                        Value::Tuple(t) => {
                            crate::ops::seq_index(k, t.len()).map(|j| t[j].fast_clone())
                        }
                        _ => None,
                    };
                    if let Some(item) = item {
                        std::mem::forget(i);
                        v.discard();
                        return Ok(item);
                    }
                }
                // Not `map_err` with a closure owning both operands: on success that closure
                // was dropped through its own glue; here an int index costs no drop call.
                match self.getitem(&v, &i) {
                    Ok(item) => {
                        v.discard();
                        i.discard();
                        Ok(item)
                    }
                    Err(e) => Err(self.explain_subscript(f, e, v, i)),
                }
            }
            ExprKind::Compare { left, ops, comparators } if ops.len() == 1 => {
                if let Some((a, b)) = int_leaves(f, left, &comparators[0]) {
                    if let Some(t) = crate::ops::primitive_compare_fast(a, ops[0], b) {
                        self.tick()?;
                        self.tick()?;
                        return Ok(Value::Bool(t));
                    }
                }
                let l = self.eval(f, left)?;
                let r = self.eval(f, &comparators[0])?;
                match (&l, &r) {
                    (Value::Int(a), Value::Int(b)) => {
                        if let Some(t) = crate::ops::primitive_compare_fast(*a, ops[0], *b) {
                            std::mem::forget(l);
                            std::mem::forget(r);
                            return Ok(Value::Bool(t));
                        }
                    }
                    _ => {
                        if let Some((a, b)) = crate::ops::float_operands(&l, &r) {
                            if let Some(t) = crate::ops::primitive_compare_fast(a, ops[0], b) {
                                std::mem::forget(l);
                                std::mem::forget(r);
                                return Ok(Value::Bool(t));
                            }
                        }
                    }
                }
                if let CmpOp::Is | CmpOp::IsNot = ops[0] {
                    let t = l.is(&r) == matches!(ops[0], CmpOp::Is);
                    l.discard();
                    r.discard();
                    return Ok(Value::Bool(t));
                }
                let v = self.compare(&l, ops[0], &r);
                l.discard();
                r.discard();
                v
            }
            ExprKind::IfExp { test, body, orelse } => {
                if self.eval_test(f, test)? {
                    self.eval(f, body)
                } else {
                    self.eval(f, orelse)
                }
            }
            ExprKind::BoolOp { .. } | ExprKind::UnaryOp { op: UnaryOp::Not, .. } => {
                self.eval_logic_value(f, e)
            }
            _ => self.eval_other(f, e),
        }
    }

    /// `value.attr`, once its node's operation is counted (by `eval` or `eval_node`): out of
    /// line, with a frame much smaller than `eval_node`'s, so the attribute reads of
    /// object-oriented code (`self.x`, `p.position.x`) do not each pay `eval_node`'s
    /// prologue and dispatch.
    #[inline(never)]
    fn eval_attribute(
        &mut self,
        f: &mut Frame,
        value: &Expr,
        attr: &Rc<str>,
        cache: &crate::ast::AttrCache,
    ) -> R<Value> {
        // The dunder rule looks at the name before the object is evaluated (smolagents'
        // order): `{}.__class__.__base__` is refused naming `__base__`, and nothing the
        // object's expression would do happens before the refusal.
        let library = self.is_library(f);
        if !library {
            self.check_attr_name(attr)?;
        }
        // `local.attr` (`self.x`): the object is lent from its slot, with no
        // reference taken and dropped; the operation counted is the name's.
        if let Some(v) = bound_local(f, value) {
            self.tick()?;
            if !library {
                self.check_host_attr(v, attr)?;
            }
            return self.getattr_cached(v, attr, cache);
        }
        let v = self.eval(f, value)?;
        if !library {
            self.check_host_attr(&v, attr)?;
        }
        self.getattr_cached(&v, attr, cache)
    }

    /// The value of `a and b`, `a or b` or `not x` (returned, assigned, passed): out of line,
    /// but not through `eval_other`'s large frame. Each operand but the last is evaluated and
    /// its truth asked once (`__bool__` or `__len__` runs once, as CPython's jumps); the
    /// operand that decides is given back itself, not a `bool`. `not x` tests its operand
    /// as a condition (`eval_test`), so `not a < b` or `not (a and b)` makes no intermediate
    /// value. The operation counted for the node is `eval_node`'s; the operands count theirs.
    #[inline(never)]
    fn eval_logic_value(&mut self, f: &mut Frame, e: &Expr) -> R<Value> {
        match &e.kind {
            ExprKind::UnaryOp { operand, .. } => Ok(Value::Bool(!self.eval_test(f, operand)?)),
            ExprKind::BoolOp { is_and, values } => {
                let Some((last, init)) = values.split_last() else {
                    return Ok(Value::None);
                };
                for v in init {
                    let x = self.eval(f, v)?;
                    // A decided operand is returned; an error from its truth drops it.
                    if self.truth(&x)? != *is_and {
                        return Ok(x);
                    }
                    x.discard();
                }
                self.eval(f, last)
            }
            _ => self.eval_other(f, e),
        }
    }

    /// The expression kinds `eval` does not handle itself.
    #[inline(never)]
    fn eval_other(&mut self, f: &mut Frame, e: &Expr) -> R<Value> {
        match &e.kind {
            ExprKind::Constant(_)
            | ExprKind::Name(_)
            | ExprKind::BinOp { .. }
            | ExprKind::Call { .. }
            | ExprKind::Attribute { .. }
            | ExprKind::Subscript { .. } => Err(crate::error::runtime_error(
                "internal error: eval_other reached for a kind eval handles",
            )),
            ExprKind::Compare { left, ops, comparators } => {
                let mut l = self.eval(f, left)?;
                let n = ops.len();
                for (i, (op, rexpr)) in ops.iter().zip(comparators.iter()).enumerate() {
                    let r = self.eval(f, rexpr)?;
                    let res = self.compare(&l, *op, &r)?;
                    if i + 1 == n {
                        return Ok(res);
                    }
                    if !self.truthy(&res)? {
                        return Ok(res);
                    }
                    l = r;
                }
                Ok(Value::Bool(true))
            }
            ExprKind::UnaryOp { op, operand } => {
                let v = self.eval(f, operand)?;
                match op {
                    UnaryOp::Not => Ok(Value::Bool(!self.truthy(&v)?)),
                    _ => self.unary(*op, &v),
                }
            }
            ExprKind::IfExp { .. } | ExprKind::BoolOp { .. } => Err(crate::error::runtime_error(
                "internal error: eval_other reached for a kind eval handles",
            )),
            ExprKind::NamedExpr { target, value } => {
                let v = self.eval(f, value)?;
                self.assign(f, target, v.clone())?;
                Ok(v)
            }
            ExprKind::List(items) => {
                let v = self.eval_items(f, items)?;
                Ok(self.track_list(v))
            }
            ExprKind::Tuple(items) => {
                let v = self.eval_items(f, items)?;
                Ok(Value::tuple(v))
            }
            ExprKind::Set(items) => {
                let v = self.eval_items(f, items)?;
                let mut d = Dict::new_set_with_capacity(v.len());
                for x in v {
                    self.set_add(&mut d, x)?;
                }
                // CPython 3.11 compiles a display of more than two constants to a frozenset
                // constant (built from the items, then rebuilt from its own order when the
                // compiler merges constants) merged into an empty set: tables that may differ
                // from the one adding the items one by one builds.
                if items.len() > 2 && items.iter().all(is_constant) {
                    let mut rebuilt = Dict::new_set();
                    for k in d.keys().cloned().collect::<Vec<_>>() {
                        self.set_add(&mut rebuilt, k)?;
                    }
                    d = rebuilt.set_copy();
                }
                Ok(Value::Set(Rc::new(std::cell::RefCell::new(d))))
            }
            ExprKind::Dict { keys, values } => {
                let d = Rc::new(std::cell::RefCell::new(Dict::with_capacity(keys.len())));
                for (k, v) in keys.iter().zip(values.iter()) {
                    match k {
                        Some(k) => {
                            let k = self.eval(f, k)?;
                            let v = self.eval(f, v)?;
                            self.dict_set(&d, k, v)?;
                        }
                        None => {
                            // `{**x}` takes only a mapping, never a sequence of pairs.
                            let m = self.eval(f, v)?;
                            self.dict_update_from_mapping(&d, &m, false)?;
                        }
                    }
                }
                self.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
                Ok(Value::Dict(d))
            }
            ExprKind::Lambda(def) => self.make_function(f, def),
            ExprKind::Comp(c) => self.eval_comprehension(f, c),
            ExprKind::Yield(v) => {
                let v = match v {
                    Some(e) => self.eval(f, e)?,
                    None => Value::None,
                };
                self.gen_yield(v)
            }
            ExprKind::YieldFrom(e) => {
                let v = self.eval(f, e)?;
                self.gen_yield_from(v)
            }
            ExprKind::Unsupported(msg) => Err(crate::error::not_implemented(msg.to_string())),
            ExprKind::Await(e) => {
                let v = self.eval(f, e)?;
                self.await_value(v, crate::eval::coroutine::AwaitSite::Await)
            }
            ExprKind::SuperZero { class_cell, first_arg } => {
                self.super_zero(f, *class_cell, *first_arg)
            }
            ExprKind::JoinedStr(parts) => {
                let mut out = String::new();
                for p in parts {
                    match &p.kind {
                        // A literal part is an operation of its own, as in smolagents (whose
                        // `evaluate_ast` visits every part of an f-string).
                        ExprKind::Constant(Value::Str(s)) => {
                            self.tick()?;
                            out.push_str(&s.s)
                        }
                        // `{x}` with no conversion and no spec is written straight into the
                        // result, without a string value of its own; the operation counted is
                        // the `FormattedValue` node's, as below.
                        ExprKind::FormattedValue {
                            value,
                            conversion: Conversion::None,
                            spec: None,
                        } => {
                            self.tick()?;
                            let v = self.eval(f, value)?;
                            match &v {
                                Value::Str(s) => out.push_str(&s.s),
                                Value::Int(i) => {
                                    use std::fmt::Write;
                                    let _ = write!(out, "{i}");
                                }
                                other => out.push_str(&self.format_value(other, "")?),
                            }
                        }
                        _ => {
                            let v = self.eval(f, p)?;
                            match &v {
                                Value::Str(s) => out.push_str(&s.s),
                                other => out.push_str(&self.to_str(other)?),
                            }
                        }
                    }
                }
                Ok(Value::string(out))
            }
            ExprKind::FormattedValue { value, conversion, spec } => {
                let v = self.eval(f, value)?;
                let v = match conversion {
                    Conversion::None => v,
                    Conversion::Str => Value::string(self.to_str(&v)?),
                    Conversion::Repr => Value::string(self.repr(&v)?),
                    Conversion::Ascii => Value::string(crate::ops::ascii_escape(&self.repr(&v)?)),
                };
                let spec = match spec {
                    Some(s) => {
                        let s = self.eval(f, s)?;
                        self.to_str(&s)?
                    }
                    None => String::new(),
                };
                if spec.is_empty() {
                    if let Value::Str(_) = v {
                        return Ok(v);
                    }
                }
                Ok(Value::string(self.format_value(&v, &spec)?))
            }
            ExprKind::Starred(_) => {
                Err(Error::new(ExcType::SyntaxError, "can't use starred expression here"))
            }
            ExprKind::Slice { lower, upper, step } => {
                let part = |p: &Option<Box<Expr>>, this: &mut Interp, f: &mut Frame| -> R<Value> {
                    match p {
                        Some(e) => this.eval(f, e),
                        None => Ok(Value::None),
                    }
                };
                let start = part(lower, self, f)?;
                let stop = part(upper, self, f)?;
                let step = part(step, self, f)?;
                Ok(Value::Slice(Rc::new(SliceObj { start, stop, step })))
            }
            ExprKind::Literal(_) => {
                Err(crate::error::runtime_error("internal error: unlowered literal"))
            }
        }
    }

    /// Whether `f` runs code of one of ophis's own library modules (written in Python): the
    /// dunder rule protects the host from the program, and library code is ophis's own, so its
    /// attribute syntax (e.g. `super().__call__`) is not restricted. Names it takes from the
    /// program still go through `getattr`, which applies the rule.
    #[inline]
    /// smolagents' wording for a failed `value[index]` in the program's code (its
    /// `evaluate_subscript` words KeyError, IndexError and TypeError itself).
    #[cold]
    fn explain_subscript(&self, f: &Frame, e: Error, value: Value, index: Value) -> Error {
        if self.is_library(f)
            || !(self.is_exc_of(&e, ExcType::KeyError)
                || self.is_exc_of(&e, ExcType::IndexError)
                || self.is_exc_of(&e, ExcType::TypeError))
        {
            return e;
        }
        e.explained(Explain::Subscript { value, index })
    }

    pub fn is_library(&self, f: &Frame) -> bool {
        !Rc::ptr_eq(&f.ns, &self.main)
    }

    /// A new list, tracked by the cycle collector.
    pub fn track_list(&mut self, items: Vec<Value>) -> Value {
        let l = Rc::new(std::cell::RefCell::new(items));
        self.gc_track(crate::gc::Tracked::List(Rc::downgrade(&l)));
        Value::List(l)
    }

    /// Evaluates display items, expanding `*iterable`.
    pub fn eval_items(&mut self, f: &mut Frame, items: &[Expr]) -> R<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for it in items {
            if let ExprKind::Starred(inner) = &it.kind {
                let v = self.eval(f, inner)?;
                self.extend_from_iterable(&mut out, &v)?;
            } else {
                out.push(self.eval(f, it)?);
            }
        }
        Ok(out)
    }

    /// `load_name`, with globals and cells that hold a value read inline; unbound names and
    /// class bodies take `load_name`, which words the errors.
    #[inline(always)]
    pub(crate) fn load_name_inline(&mut self, f: &mut Frame, n: &Name) -> R<Value> {
        match n.slot {
            // A class body's global names take `load_name`, which asks a `__prepare__`d
            // namespace first.
            NameRef::Global(g) if f.class_ns.is_none() => {
                let ns = f.ns.borrow();
                if let Some(Some(v)) = ns.values.get(g as usize) {
                    return Ok(v.fast_clone());
                }
                // A builtin (`len`, `abs`) not shadowed by a global: `load_global`'s fallback.
                if let Some(Some(v)) = ns.builtins.get(g as usize) {
                    return Ok(v.fast_clone());
                }
            }
            NameRef::Cell(i) => {
                if let Some(v) = &*f.cells[i as usize].borrow() {
                    return Ok(v.fast_clone());
                }
            }
            _ => {}
        }
        self.load_name(f, n)
    }

    pub fn load_name(&mut self, f: &mut Frame, n: &Name) -> R<Value> {
        match n.slot {
            NameRef::Local(i) => match &f.locals[i as usize] {
                Some(v) => Ok(v.clone()),
                None => Err(Error::new(
                    ExcType::UnboundLocalError,
                    format!(
                        "cannot access local variable '{}' where it is not associated with a value",
                        n.id
                    ),
                )),
            },
            NameRef::Cell(i) => match &*f.cells[i as usize].borrow() {
                Some(v) => Ok(v.clone()),
                None => {
                    if (i as usize) < f.own_cells {
                        Err(Error::new(
                            ExcType::UnboundLocalError,
                            format!("cannot access local variable '{}' where it is not associated with a value", n.id),
                        ))
                    } else {
                        Err(Error::new(
                            ExcType::NameError,
                            format!("cannot access free variable '{}' where it is not associated with a value in enclosing scope", n.id),
                        ))
                    }
                }
            },
            NameRef::Global(g) => {
                // In a class body every name is `LOAD_NAME`: a `__prepare__`d namespace is
                // asked first, also for the names the body never binds.
                if let Some(ns) = &f.class_ns {
                    if let Some(m) = &ns.mapping {
                        match self.getitem(m, &Value::str(&n.id)) {
                            Ok(v) => return Ok(v),
                            Err(e) if self.is_exc_of(&e, ExcType::KeyError) => {}
                            Err(e) => return Err(e),
                        }
                    }
                }
                self.load_global(f, g, &n.id)
            }
            NameRef::ClassBody(_) => {
                if let Some(ns) = &f.class_ns {
                    if let Some(m) = &ns.mapping {
                        // `LOAD_NAME` on a `__prepare__`d namespace: its `__getitem__`, a
                        // KeyError falling back to the globals and builtins.
                        match self.getitem(m, &Value::str(&n.id)) {
                            Ok(v) => return Ok(v),
                            Err(e) if self.is_exc_of(&e, ExcType::KeyError) => {}
                            Err(e) => return Err(e),
                        }
                    } else if let Some(v) = ns.map.borrow().get(&*n.id) {
                        return Ok(v.clone());
                    }
                }
                let slot = f.ns.borrow().table.index.get(&n.id).copied();
                match slot {
                    Some(g) => self.load_global(f, g, &n.id),
                    None => match self.builtin(&n.id) {
                        Some(v) => Ok(v),
                        None => self.name_error(f, &n.id),
                    },
                }
            }
            NameRef::Unresolved => Err(crate::error::runtime_error(format!(
                "internal error: unresolved name '{}'",
                n.id
            ))),
        }
    }

    #[inline]
    pub fn load_global(&mut self, f: &Frame, g: u32, name: &Rc<str>) -> R<Value> {
        {
            let ns = f.ns.borrow();
            if let Some(Some(v)) = ns.values.get(g as usize) {
                return Ok(v.clone());
            }
            if let Some(Some(v)) = ns.builtins.get(g as usize) {
                return Ok(v.clone());
            }
        }
        self.name_error(f, name)
    }

    pub fn name_error(&mut self, f: &Frame, name: &str) -> R<Value> {
        if let Some(msg) = self.config.policy.denied_builtin_message(name) {
            // Only when the embedder asked for it (`Config::catchable_denied_builtins`, which
            // the CPython test runner sets) is the refusal an exception a program can catch.
            if self.config.catchable_denied_builtins {
                return Err(Error::new(ExcType::NameError, msg));
            }
            return Err(Error::fatal(crate::error::LimitKind::Forbidden, msg));
        }
        if self.config.policy.allowed_builtins.is_some() && self.builtin(name).is_some() {
            return Err(Error::fatal(
                crate::error::LimitKind::Forbidden,
                format!("Forbidden access to builtin: {name} (not among the allowed builtins)"),
            ));
        }
        Err(self.undefined_name(f, name))
    }

    /// The NameError of a name that is not defined, with its `name` member set, as CPython's
    /// `format_exc_check_arg` sets it, and the frame's namespaces noted for its suggestion
    /// (`NameScope`). Made as an instance at once: only a failing lookup pays.
    #[cold]
    pub(crate) fn undefined_name(&mut self, f: &Frame, name: &str) -> Error {
        let exc = self.new_exception(
            ExcType::NameError,
            vec![Value::string(format!("name '{name}' is not defined"))],
        );
        if let Value::Instance(i) = &exc {
            i.attrs.borrow_mut().insert(Rc::from("name"), Value::str(name));
            if let Some(d) = &i.exc {
                d.borrow_mut().name_scope = Some(Box::new(crate::eval::exc::NameScope {
                    locals: None,
                    globals: Rc::downgrade(&f.ns),
                    is_main: Rc::ptr_eq(&f.ns, &self.main),
                }));
            }
        }
        let mut e = Error::from_kind(crate::error::ErrorKind::Instance(exc));
        // A function's or comprehension's frame has local slots (a module's and a class body's
        // have none); its call records their names when the error leaves it.
        e.0.name_scope_pending = f.class_ns.is_none() && !f.locals.is_empty();
        e
    }

    pub fn compare(&mut self, l: &Value, op: CmpOp, r: &Value) -> R<Value> {
        match op {
            CmpOp::Is => Ok(Value::Bool(l.is(r))),
            CmpOp::IsNot => Ok(Value::Bool(!l.is(r))),
            CmpOp::In => Ok(Value::Bool(self.contains(r, l)?)),
            CmpOp::NotIn => Ok(Value::Bool(!self.contains(r, l)?)),
            _ => self.rich_compare(l, op, r),
        }
    }

    /// A call. The plain positional calls of Python functions and methods (the commonest) are
    /// handled here; the rest is in `eval_method_call_other` and `eval_call_other`, out of
    /// line, so this function, which every Python call recurses through, has a small stack
    /// frame and prologue (it had 584 bytes of stack, most of it for the rarer paths' vectors).
    #[inline(never)]
    fn eval_call(
        &mut self,
        f: &mut Frame,
        func: &Expr,
        args: &[Expr],
        keywords: &[crate::ast::Keyword],
    ) -> R<Value> {
        // Plain positional calls of Python functions bind their arguments straight into the
        // callee's local slots: no argument vector, no bound method.
        let plain =
            keywords.is_empty() && !args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_)));
        if let ExprKind::Attribute { value, attr, cache } = &func.kind {
            let recv = self.eval(f, value)?;
            // `super().__new__(cls, ...)` and `object.__new__(cls)` inside a `__new__` are how
            // Python builds the object a user `__new__` returns: that one call is allowed by
            // the dunder rule (reading `__new__` anywhere else, or any other dunder, is not).
            let new_call = &**attr == "__new__" && &*f.name == "__new__" && is_new_receiver(&recv);
            let library = self.is_library(f);
            // A method call by a dunder name is refused after its receiver is evaluated and
            // before its arguments are (smolagents evaluates the receiver first, so its own
            // refusals come first; refusing before the arguments means none of them runs).
            if !library
                && !new_call
                && (!self.config.policy.dunder_allowed(attr)
                    || self.check_host_attr(&recv, attr).is_err())
            {
                return Err(forbidden_dunder_call(attr));
            }
            if plain {
                // `sep.join(x for x in xs)` of an exact str: the generator expression runs in
                // this frame, feeding the join (see `Interp::consume_genexp`).
                if let (Value::Str(sep), [Expr { kind: ExprKind::Comp(c), .. }]) = (&recv, args) {
                    if &**attr == "join" && c.kind == crate::ast::CompKind::Generator && !c.is_async
                    {
                        return self.consume_genexp(f, c, Consumer::Join, Some(&**sep));
                    }
                }
                match self.plain_method(&recv, attr, args.len(), cache) {
                    Some(MethodTarget::Python(func)) => {
                        let locals = self.take_locals(func.def.scope.local_names.len());
                        return self.call_plain(f, &func, Some(recv), args, locals);
                    }
                    Some(MethodTarget::Native(b)) => {
                        return self.call_builtin(f, b.func, Some(recv), args)
                    }
                    None => {}
                }
            }
            let checked = !library && !new_call;
            return self
                .eval_method_call_other(f, recv, attr, cache, args, keywords, plain, checked);
        }
        // smolagents counts no operation for the name of the called function (its
        // `evaluate_call` reads a plain name straight from the state), so neither does ophis.
        let callee = match &func.kind {
            ExprKind::Name(n) => self.load_name_inline(f, n)?,
            _ => self.eval(f, func)?,
        };
        if plain {
            // `sum(x for x in xs)`, `any(...)`, `list(...)`, ...: the generator expression
            // runs in this frame, feeding the builtin (see `Interp::consume_genexp`).
            if let [Expr { kind: ExprKind::Comp(c), .. }] = args {
                if c.kind == crate::ast::CompKind::Generator && !c.is_async {
                    if let Some(k) = Self::genexp_consumer(&callee) {
                        return self.consume_genexp(f, c, k, None);
                    }
                }
            }
            match &callee {
                Value::Function(func) if crate::eval::call::plain_call(&func.def, args.len()) => {
                    let locals = self.take_locals(func.def.scope.local_names.len());
                    return self.call_plain(f, func, None, args, locals);
                }
                Value::Builtin(b) if b.receiver.is_none() && args.len() <= STACK_ARGS => {
                    return self.call_builtin(f, b.func, None, args);
                }
                // `map(f, xs)`, `zip(a, b)`, ...: the iterator classes' constructors take the
                // builtin functions' path (they were builtin functions before they were
                // classes, and the loops of real programs call them constantly).
                Value::Class(c) if c.is_builtin && args.len() <= STACK_ARGS => {
                    if let Some(ctor) = crate::builtins::iter::constructor(c.kind) {
                        return self.call_builtin(f, ctor, None, args);
                    }
                }
                // `Vector(x, y, z)`: a program class whose `__init__` takes the arguments
                // positionally gets them in its `__init__`'s slots.
                Value::Class(c) if !c.is_builtin => {
                    if let Some(init) = Self::plain_init(c, args.len()) {
                        return self.construct_plain(f, &callee, c, &init, args);
                    }
                }
                _ => {}
            }
        }
        self.eval_call_other(f, callee, args, keywords)
    }

    /// The rest of `eval_call` for a method call `recv.attr(...)` (`recv` evaluated, the
    /// dunder rule applied): a builtin receiver's method, a class's own `__getattribute__`,
    /// and the general path with an argument vector.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn eval_method_call_other(
        &mut self,
        f: &mut Frame,
        recv: Value,
        attr: &Rc<str>,
        cache: &crate::ast::AttrCache,
        args: &[Expr],
        keywords: &[crate::ast::Keyword],
        plain: bool,
        checked: bool,
    ) -> R<Value> {
        if plain && args.len() < STACK_ARGS && builtin_receiver(&recv) {
            return self.call_builtin_method(f, recv, attr, args, cache);
        }
        // `math.sqrt(x)`, `helpers.f(a, b)`: a module's function is read from the module
        // (what `getattr` returns for a name the module holds; nothing it runs) and called as
        // a call by its bare name would call it, a native one with its arguments in a buffer
        // on the stack, a plain Python one with them in its slots: no argument vector, no
        // `call_method_checked`. Read before the arguments are evaluated (CPython's
        // `LOAD_ATTR` order); a name the module lacks takes the general path for its error.
        if plain {
            if let Value::Module(m) = &recv {
                // The site's slot hint remembers where the module's table holds the name
                // (checked to hold it), so `math.sqrt` in a loop is not hashed on every call.
                let attrs = m.attrs.borrow();
                let found = crate::value::find_attr(&attrs, attr, &cache.slot).map(|i| &attrs[i]);
                let target = match found {
                    Some(Value::Builtin(b)) if b.receiver.is_none() && args.len() <= STACK_ARGS => {
                        Some(MethodTarget::Native(b.clone()))
                    }
                    Some(Value::Function(func))
                        if crate::eval::call::plain_call(&func.def, args.len()) =>
                    {
                        Some(MethodTarget::Python(func.clone()))
                    }
                    _ => None,
                };
                drop(attrs);
                match target {
                    Some(MethodTarget::Native(b)) => {
                        recv.discard();
                        return self.call_builtin(f, b.func, None, args);
                    }
                    Some(MethodTarget::Python(func)) => {
                        recv.discard();
                        let locals = self.take_locals(func.def.scope.local_names.len());
                        return self.call_plain(f, &func, None, args, locals);
                    }
                    None => {}
                }
            }
        }
        // A class's own `__getattribute__` reads the method (before the arguments are
        // evaluated, CPython's `LOAD_METHOD` order).
        if let Value::Instance(inst) = &recv {
            if inst.class.has_getattribute() {
                let m = self.getattr_unchecked(&recv, attr)?;
                let (pos, kw) = self.eval_args(f, args, keywords, Callee::Value(&m))?;
                return self.call(&m, pos, kw);
            }
        }
        let (pos, kw) = self.eval_args(f, args, keywords, Callee::Method(&recv, attr))?;
        self.call_method_checked(&recv, attr, pos, kw, checked)
    }

    /// The rest of `eval_call` for a callee that is not an attribute: the general path with
    /// an argument vector.
    #[inline(never)]
    fn eval_call_other(
        &mut self,
        f: &mut Frame,
        callee: Value,
        args: &[Expr],
        keywords: &[crate::ast::Keyword],
    ) -> R<Value> {
        let (pos, kw) = self.eval_args(f, args, keywords, Callee::Value(&callee))?;
        // `type(name, bases, dict)` or a metaclass called the same way (`Meta('X', (), {})`):
        // the class is named after the calling module, which the constructor cannot see.
        if pos.len() == 3
            && matches!(&callee, Value::Class(c) if c.kind == crate::value::TypeKind::Type)
        {
            self.type_call_module = Some(f.ns.borrow().module_name());
            let r = self.call(&callee, pos, kw);
            // Not taken (a metaclass whose `__new__` failed first): never left for another.
            self.type_call_module = None;
            return r;
        }
        self.call(&callee, pos, kw)
    }

    /// The function `recv.name(...)` calls with `nargs` arguments, when it is found on the
    /// instance's class (not shadowed by an instance attribute) and is either a plain Python
    /// function whose parameters take the receiver and the arguments positionally, or a
    /// builtin that binds as a method (a library class's native method, `re.Match.group`)
    /// taking them through `call_builtin`'s stack buffer. Looking it up before the arguments are evaluated
    /// is CPython's order too (`LOAD_METHOD`), and finding it in class dictionaries runs no
    /// user code.
    #[inline]
    fn plain_method(
        &self,
        recv: &Value,
        name: &Rc<str>,
        nargs: usize,
        cache: &crate::ast::AttrCache,
    ) -> Option<MethodTarget> {
        let Value::Instance(inst) = recv else { return None };
        // (Names the dunder rule forbids never get here: `eval_call`, the one caller, has
        // refused them for an instance receiver already.)
        // A class's own `__getattribute__` reads the method: the general path calls it.
        let class = &inst.class;
        if class.has_getattribute() {
            return None;
        }
        let me = Rc::as_ptr(class) as usize;
        let epoch = class.class_epoch();
        let shape = inst.attrs.borrow().shape_id();
        // The site's hint for this shape and class (see `ast::AttrCache::calls`): the method
        // read in place where it was found, with no instance table searched and no MRO walked.
        if let (Some(s), Some(hints)) = (shape, cache.calls.get()) {
            for h in hints.iter() {
                let h = h.get();
                if h.shape == s && h.class == me && h.epoch == epoch {
                    if let Some(t) =
                        class.entry_at(h.mro_index, h.slot, name, |v| method_target(inst, v, nargs))
                    {
                        return t;
                    }
                    break;
                }
            }
        }
        {
            // Shadowed by an instance attribute? Instances hold few attributes: comparing
            // names (mostly their lengths) is cheaper than hashing this one.
            let attrs = inst.attrs.borrow();
            let shadowed = if attrs.len() <= 8 {
                attrs.keys().any(|k| crate::value::same_name(k, name))
            } else {
                attrs.contains_key(name)
            };
            if shadowed {
                return None;
            }
        }
        let v = class.lookup_hinted(name, &cache.method)?;
        if let Some(s) = shape {
            // `lookup_hinted` left its hint naming where it found the name for this class.
            let h = cache.method.get();
            if h.class == me && h.epoch == epoch {
                remember_call(
                    cache,
                    CallHint { shape: s, class: me, epoch, mro_index: h.mro_index, slot: h.slot },
                );
            }
        }
        method_target(inst, &v, nargs)
    }

    /// Calls the native function `func` with the receiver (a method's, if any) and a few positional
    /// arguments evaluated into a buffer on the stack, so the call allocates no argument
    /// vector. The callers have checked that they fit (`STACK_ARGS`). Out of line, so the
    /// buffer is not in the stack frame of every (recursive) `eval_call`.
    #[inline(never)]
    fn call_builtin(
        &mut self,
        f: &mut Frame,
        func: crate::value::BuiltinFn,
        recv: Option<Value>,
        args: &[Expr],
    ) -> R<Value> {
        let mut buf: [Value; STACK_ARGS] = Default::default();
        let first = recv.is_some() as usize;
        if let Some(r) = recv {
            buf[0] = r;
        }
        for (slot, a) in buf[first..].iter_mut().zip(args) {
            *slot = self.eval(f, a)?;
        }
        // No keywords: an empty vector, forgotten after the call (it owns no allocation), so
        // the call does not end in a call of its drop glue.
        let no_kw: crate::eval::call::Kwargs = Vec::new();
        let r = func(self, &buf[..first + args.len()], &no_kw);
        std::mem::forget(no_kw);
        // The arguments go as the call returns: a generator only they held is closed now,
        // before the caller uses the result (`print(any(x for x in g()))`), as in CPython.
        for v in buf {
            v.discard();
        }
        if self.finalizers.any.get() {
            return self.finalize_after_call(r);
        }
        r
    }

    /// `recv.name(args)` on a value of a builtin type (see `builtin_receiver`) with fewer than
    /// `STACK_ARGS` positional arguments. The method is looked up before the arguments are
    /// evaluated, as CPython's `LOAD_METHOD` does (so a missing method raises before any
    /// argument runs); looking up on a builtin type runs no user code. A builtin method found
    /// on the type gets the receiver and the arguments in a buffer on the stack, so the call
    /// allocates neither an argument vector nor a bound method. (`eval_call` has refused names
    /// the dunder rule forbids already; the check here keeps this function safe on its own.)
    #[inline(never)]
    fn call_builtin_method(
        &mut self,
        f: &mut Frame,
        recv: Value,
        name: &Rc<str>,
        args: &[Expr],
        cache: &crate::ast::AttrCache,
    ) -> R<Value> {
        if !self.is_library(f) && !self.config.policy.dunder_allowed(name) {
            let (pos, kw) = self.eval_args(f, args, &[], Callee::Method(&recv, name))?;
            return self.call_method_checked(&recv, name, pos, kw, true);
        }
        let cls = self.type_of(&recv);
        match cls.lookup_hinted(name, &cache.method) {
            Some(Value::Builtin(ref b)) => self.call_builtin(f, b.func, Some(recv), args),
            _ => {
                let method = self
                    .getattr_unchecked(&recv, name)
                    .map_err(|e| self.attr_error_context(e, &recv, name))?;
                let (pos, kw) = self.eval_args(f, args, &[], Callee::Value(&method))?;
                self.call(&method, pos, kw)
            }
        }
    }

    /// Evaluates `args` into the slots after the receiver (if any) and runs `func`.
    fn call_plain(
        &mut self,
        f: &mut Frame,
        func: &Rc<crate::value::Function>,
        recv: Option<Value>,
        args: &[Expr],
        mut locals: Vec<Option<Value>>,
    ) -> R<Value> {
        let first = recv.is_some() as usize;
        if let Some(r) = recv {
            locals[0] = Some(r);
        }
        for (i, a) in args.iter().enumerate() {
            match self.eval(f, a) {
                Ok(v) => locals[first + i] = Some(v),
                Err(e) => {
                    self.recycle_locals(locals);
                    return Err(e);
                }
            }
        }
        self.run_plain(func, locals)
    }

    /// CPython's name of a called object in argument errors (`_PyObject_FunctionStr`):
    /// `len()`, `__main__.f()`, `list.append()`, `__main__.A.f()`.
    pub fn func_str(&self, who: Callee<'_>) -> String {
        let qualified = |module: &str, qualname: &str| {
            if module == "builtins" || module.is_empty() {
                format!("{qualname}()")
            } else {
                format!("{module}.{qualname}()")
            }
        };
        match who {
            Callee::Value(Value::Function(func)) => {
                qualified(&func.ns.borrow().name, &func.def.qualname)
            }
            Callee::Value(Value::BoundMethod(m)) => self.func_str(Callee::Value(&m.func)),
            Callee::Value(Value::Builtin(b)) => match &b.receiver {
                Some(r) => format!("{}.{}()", self.type_name(r), b.name),
                None => format!("{}()", b.name),
            },
            Callee::Value(Value::Class(c)) => qualified(&c.module, &c.qualname),
            Callee::Value(other) => format!("{} object", self.type_name(other)),
            Callee::Method(recv, attr) => {
                let cls = self.type_of(recv);
                qualified(&cls.module, &format!("{}.{attr}", cls.qualname))
            }
        }
    }

    pub fn eval_args(
        &mut self,
        f: &mut Frame,
        args: &[Expr],
        keywords: &[crate::ast::Keyword],
        who: Callee<'_>,
    ) -> R<(Vec<Value>, crate::eval::call::Kwargs)> {
        // One spare slot: a method call puts its receiver in front without reallocating.
        let mut pos = Vec::with_capacity(args.len() + 1);
        for a in args {
            if let ExprKind::Starred(inner) = &a.kind {
                let v = self.eval(f, inner)?;
                if let Value::Tuple(t) = &v {
                    pos.extend(t.iter().cloned());
                } else if let Value::List(l) = &v {
                    pos.extend(l.borrow().iter().cloned());
                } else {
                    let items = self.iterate(&v).map_err(|e| {
                        if e.builtin_type() == Some(ExcType::TypeError) {
                            type_error(format!(
                                "{} argument after * must be an iterable, not {}",
                                self.func_str(who),
                                self.type_name(&v)
                            ))
                        } else {
                            e
                        }
                    })?;
                    pos.extend(items);
                }
            } else {
                pos.push(self.eval(f, a)?);
            }
        }
        let mut kw: crate::eval::call::Kwargs = Vec::new();
        for k in keywords {
            let v = self.eval(f, &k.value)?;
            match &k.name {
                Some(name) => {
                    if kw.iter().any(|(n, _)| n == name) {
                        return Err(type_error(format!("keyword argument repeated: {name}")));
                    }
                    kw.push((name.clone(), v));
                }
                None => {
                    let d = match &v {
                        Value::Dict(d) => d.clone(),
                        _ => {
                            let tmp = Rc::new(std::cell::RefCell::new(Dict::new()));
                            self.dict_update_from_mapping(&tmp, &v, false).map_err(|e| {
                                if e.is_fatal() {
                                    return e;
                                }
                                let ty = self.type_name(&v);
                                let e = type_error(format!(
                                    "{} argument after ** must be a mapping, not {ty}",
                                    self.func_str(who)
                                ));
                                if self.is_library(f) {
                                    e
                                } else {
                                    e.explained(Explain::Text(format!(
                                        "Cannot unpack non-dict value in **kwargs: {ty}"
                                    )))
                                }
                            })?;
                            tmp
                        }
                    };
                    let entries: Vec<(Value, Value)> =
                        d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                    for (key, val) in entries {
                        let name: Rc<str> = match &key {
                            Value::Str(s) => Rc::from(s.s.as_str()),
                            _ => return Err(type_error("keywords must be strings")),
                        };
                        if kw.iter().any(|(n, _)| *n == name) {
                            return Err(type_error(format!(
                                "{} got multiple values for keyword argument '{name}'",
                                self.func_str(who)
                            )));
                        }
                        kw.push((name, val));
                    }
                }
            }
        }
        Ok((pos, kw))
    }
}

/// The refusal of a method call by a name the dunder rule forbids (out of line: it formats).
#[cold]
#[inline(never)]
fn forbidden_dunder_call(attr: &str) -> Error {
    Error::fatal(
        crate::error::LimitKind::Forbidden,
        format!("Forbidden call to dunder function: {attr}"),
    )
}

/// Whether `recv.__new__(...)` builds an object the way a user `__new__` may: through
/// `super()`, the `object` class itself, or `type` (a metaclass's `__new__` making its class
/// with `type.__new__(mcls, name, bases, ns)`, which is what `super().__new__` calls there).
fn is_new_receiver(recv: &Value) -> bool {
    match recv {
        Value::Super(_) => true,
        Value::Class(c) => {
            c.is_builtin
                && matches!(c.kind, crate::value::TypeKind::Object | crate::value::TypeKind::Type)
        }
        _ => false,
    }
}

/// What a call calls, for `func_str`: a value, or a method looked up on a receiver.
#[derive(Clone, Copy)]
pub enum Callee<'a> {
    Value(&'a Value),
    Method(&'a Value, &'a str),
}

/// Whether CPython's compiler folds `e` to a constant (a literal, or a unary or binary
/// operator or tuple of such), as `are_all_items_const` sees it after the AST optimizer.
fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Literal(_) | ExprKind::Constant(_) => true,
        ExprKind::UnaryOp { operand, .. } => is_constant(operand),
        ExprKind::BinOp { left, right, .. } => is_constant(left) && is_constant(right),
        ExprKind::Tuple(items) => items.iter().all(is_constant),
        _ => false,
    }
}
