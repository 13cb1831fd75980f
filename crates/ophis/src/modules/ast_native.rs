//! `_ophis_ast`: `ast.literal_eval`, CPython 3.11's, over ophis's own parser.
//!
//! CPython's `literal_eval` parses the text with `compile()` and walks the tree, accepting
//! only literals and displays of them (plus `set()`, signed numbers and `real ± complex`). The
//! sandbox has no `compile()` and no syntax tree objects, so the walk runs here over the tree
//! ophis's parser builds: the same text gives the same value or the same exception. The text
//! is parsed and never evaluated, so nothing of the program or the host runs.

use crate::args::{bind, req, Sig};
use crate::ast::{BinOp, Expr, ExprKind, Literal, StmtKind, UnaryOp};
use crate::dict::Dict;
use crate::error::{not_implemented, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::lower::literal_value;
use crate::modules::{func, new_module};
use crate::value::Value;
use std::cell::RefCell;
use std::rc::Rc;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_ophis_ast",
        vec![("literal_eval", func("_ophis_ast", "literal_eval", literal_eval))],
    ))
}

fn literal_eval(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("literal_eval");
    let [node_or_string] = bind(&SIG, args, kw)?;
    let node_or_string = req(node_or_string);
    let text = match node_or_string {
        Value::Str(s) => s.s.as_str().trim_start_matches([' ', '\t']).to_string(),
        // CPython walks anything else as a node: a value that is not one is malformed.
        other => {
            let shown = interp.repr(other)?;
            return Err(value_error(format!("malformed node or string: {shown}")));
        }
    };
    let expr = parse_expression(interp, &text)?;
    convert(interp, &expr)
}

/// The text parsed as `compile(text, '<unknown>', 'eval')` would: one expression, or
/// CPython's SyntaxError (`filename` `<unknown>`).
fn parse_expression(interp: &mut Interp, text: &str) -> R<Expr> {
    // The parser cannot be interrupted and does not check its allocations: a large text is
    // charged to the deadline and the memory limit first, as a program's source is.
    if text.len() >= 64 << 10 {
        let (secs, bytes, _) = crate::interp::parse_cost(text);
        interp.budget.check_native_work(secs)?;
        interp.check_alloc(bytes)?;
    }
    let module = crate::parse::parse_module(text, &interp.config.parse_limits, interp.stack_limit)
        .map_err(|e| {
            let kind = match e.kind {
                "IndentationError" => ExcType::IndentationError,
                "TabError" => ExcType::TabError,
                _ => ExcType::SyntaxError,
            };
            syntax_error(kind, e.msg, e.line, e.col, e.text)
        })?;
    let mut body = module.body.into_iter();
    match (body.next(), body.next()) {
        (Some(stmt), None) => match stmt.kind {
            // A bare `yield` is a statement; in parentheses it is an expression, which the
            // walk then finds malformed.
            StmtKind::Expr(e) if !is_yield_statement(text, &e) => Ok(e),
            // A statement (`x = 1`) is not an expression of eval mode.
            _ => Err(invalid_syntax(text, stmt.span.line, stmt.span.col + 1)),
        },
        // More than one statement (`1; 2`, `1\n2`): the second is where eval mode stops.
        (Some(_), Some(second)) => Err(invalid_syntax(text, second.span.line, second.span.col + 1)),
        // Nothing but blanks and comments: eval mode wants an expression.
        (None, _) => Err(invalid_syntax(text, 1, 0)),
    }
}

fn is_yield_statement(text: &str, e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Yield(_) | ExprKind::YieldFrom(_))
        && text
            .lines()
            .nth(e.span.line.max(1) as usize - 1)
            .is_some_and(|l| l.trim_start().starts_with("yield"))
}

fn invalid_syntax(text: &str, line: u32, col: u32) -> Error {
    let line_text = text.lines().nth(line.max(1) as usize - 1).map(str::to_string);
    syntax_error(ExcType::SyntaxError, "invalid syntax".into(), line, col, line_text)
}

/// A SyntaxError with CPython's arguments `(msg, (filename, lineno, offset, text))`.
fn syntax_error(kind: ExcType, msg: String, line: u32, col: u32, text: Option<String>) -> Error {
    let info = Value::tuple(vec![
        Value::str("<unknown>"),
        Value::Int(i64::from(line)),
        Value::Int(i64::from(col)),
        text.map_or(Value::None, Value::string),
    ]);
    Error::with_args(kind, vec![Value::string(msg), info])
}

/// CPython's `_raise_malformed_node`: the node's class as its repr shows it. ophis has no node
/// objects, so the repr names the class without an address.
fn malformed(node: &Expr) -> Error {
    value_error(format!(
        "malformed node or string on line {}: <ast.{} object>",
        node.span.line,
        node_class(&node.kind)
    ))
}

/// The name of the `ast` class CPython's parser makes for the node.
fn node_class(kind: &ExprKind) -> &'static str {
    match kind {
        ExprKind::Literal(_) | ExprKind::Constant(_) => "Constant",
        ExprKind::Name(_) => "Name",
        ExprKind::BoolOp { .. } => "BoolOp",
        ExprKind::NamedExpr { .. } => "NamedExpr",
        ExprKind::BinOp { .. } => "BinOp",
        ExprKind::UnaryOp { .. } => "UnaryOp",
        ExprKind::Lambda(_) => "Lambda",
        ExprKind::IfExp { .. } => "IfExp",
        ExprKind::Dict { .. } => "Dict",
        ExprKind::Set(_) => "Set",
        ExprKind::List(_) => "List",
        ExprKind::Tuple(_) => "Tuple",
        ExprKind::Comp(c) => match c.kind {
            crate::ast::CompKind::List => "ListComp",
            crate::ast::CompKind::Set => "SetComp",
            crate::ast::CompKind::Dict => "DictComp",
            crate::ast::CompKind::Generator => "GeneratorExp",
        },
        ExprKind::Yield(_) => "Yield",
        ExprKind::YieldFrom(_) => "YieldFrom",
        ExprKind::Await(_) => "Await",
        ExprKind::Compare { .. } => "Compare",
        ExprKind::Call { .. } | ExprKind::SuperZero { .. } => "Call",
        ExprKind::FormattedValue { .. } => "FormattedValue",
        ExprKind::JoinedStr(_) => "JoinedStr",
        ExprKind::Attribute { .. } => "Attribute",
        ExprKind::Subscript { .. } => "Subscript",
        ExprKind::Starred(_) => "Starred",
        ExprKind::Slice { .. } => "Slice",
        ExprKind::Unsupported(_) => "Constant",
    }
}

/// `_convert_num`: an int, float or complex constant.
fn convert_num(node: &Expr) -> R<Value> {
    match &node.kind {
        ExprKind::Literal(lit @ (Literal::Int(_) | Literal::Float(_) | Literal::Complex(..))) => {
            Ok(literal_value(lit))
        }
        ExprKind::Unsupported(msg) => Err(not_implemented(msg.to_string())),
        _ => Err(malformed(node)),
    }
}

/// `_convert_signed_num`: a number, or `+`/`-` applied to one.
fn convert_signed_num(interp: &mut Interp, node: &Expr) -> R<Value> {
    if let ExprKind::UnaryOp { op: op @ (UnaryOp::Pos | UnaryOp::Neg), operand } = &node.kind {
        let v = convert_num(operand)?;
        return interp.unary(*op, &v);
    }
    convert_num(node)
}

/// `_convert`: a literal, a display of literals, `set()`, or `real ± complex`.
fn convert(interp: &mut Interp, node: &Expr) -> R<Value> {
    match &node.kind {
        ExprKind::Literal(lit) => Ok(literal_value(lit)),
        ExprKind::Unsupported(msg) => Err(not_implemented(msg.to_string())),
        ExprKind::Tuple(items) => Ok(Value::tuple(convert_items(interp, items)?)),
        ExprKind::List(items) => {
            let v = convert_items(interp, items)?;
            Ok(interp.track_list(v))
        }
        ExprKind::Set(items) => {
            let v = convert_items(interp, items)?;
            // `set(map(_convert, elts))`: the items are added one by one, in order.
            let mut d = Dict::new_set_with_capacity(v.len());
            for x in v {
                interp.set_add(&mut d, x)?;
            }
            Ok(Value::Set(Rc::new(RefCell::new(d))))
        }
        ExprKind::Call { func, args, keywords }
            if args.is_empty()
                && keywords.is_empty()
                && matches!(&func.kind, ExprKind::Name(n) if &*n.id == "set") =>
        {
            Ok(Value::Set(Rc::new(RefCell::new(Dict::new_set()))))
        }
        ExprKind::Dict { keys, values } => {
            nested(interp, |interp| {
                // `dict(zip(map(_convert, keys), map(_convert, values)))`: a key, then its
                // value; a `**` entry's missing key is the malformed node `None`.
                let d = Rc::new(RefCell::new(Dict::with_capacity(keys.len())));
                for (k, v) in keys.iter().zip(values) {
                    let k = match k {
                        Some(k) => convert(interp, k)?,
                        None => return Err(value_error("malformed node or string: None")),
                    };
                    let v = convert(interp, v)?;
                    interp.dict_set(&d, k, v)?;
                }
                interp.gc_track(crate::gc::Tracked::Dict(Rc::downgrade(&d)));
                Ok(Value::Dict(d))
            })
        }
        ExprKind::BinOp { left, op: op @ (BinOp::Add | BinOp::Sub), right } => {
            let l = convert_signed_num(interp, left)?;
            let r = convert_num(right)?;
            if matches!(l, Value::Int(_) | Value::BigInt(_) | Value::Float(_))
                && matches!(r, Value::Complex(_))
            {
                return interp.binop(&l, *op, &r);
            }
            // Anything else is malformed as a whole (`_convert_signed_num(node)`).
            Err(malformed(node))
        }
        _ => convert_signed_num(interp, node),
    }
}

fn convert_items(interp: &mut Interp, items: &[Expr]) -> R<Vec<Value>> {
    nested(interp, |interp| items.iter().map(|e| convert(interp, e)).collect())
}

/// One level of nested displays, counted as CPython's recursive `_convert` counts against the
/// recursion limit, with the native stack checked.
fn nested<T>(interp: &mut Interp, f: impl FnOnce(&mut Interp) -> R<T>) -> R<T> {
    interp.enter_nested("maximum recursion depth exceeded")?;
    let r = f(interp);
    interp.run.nesting -= 1;
    r
}
