//! `_operator`: the native half of the `operator` module, as in CPython (where `operator.py`
//! re-exports the C `_operator`). The functions here are the operators themselves, with
//! CPython's argument checking and messages; `py/operator.py` adds `itemgetter`,
//! `attrgetter` and `methodcaller`, which need to be classes with a repr.

use num_traits::ToPrimitive;

use crate::args::{bind, req, Sig};
use crate::ast::{BinOp, CmpOp, UnaryOp};
use crate::builtins::iter::has_len;
use crate::error::{overflow_error, type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{BuiltinFn, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("lt", op_lt),
        ("le", op_le),
        ("eq", op_eq),
        ("ne", op_ne),
        ("ge", op_ge),
        ("gt", op_gt),
        ("not_", op_not),
        ("truth", op_truth),
        ("is_", op_is),
        ("is_not", op_is_not),
        ("abs", op_abs),
        ("_abs", op_abs),
        ("add", op_add),
        ("and_", op_and),
        ("floordiv", op_floordiv),
        ("index", op_index),
        ("inv", op_inv),
        ("invert", op_inv),
        ("lshift", op_lshift),
        ("mod", op_mod),
        ("mul", op_mul),
        ("matmul", op_matmul),
        ("neg", op_neg),
        ("or_", op_or),
        ("pos", op_pos),
        ("pow", op_pow),
        ("rshift", op_rshift),
        ("sub", op_sub),
        ("truediv", op_truediv),
        ("xor", op_xor),
        ("concat", op_concat),
        ("contains", op_contains),
        ("countOf", op_count_of),
        ("delitem", op_delitem),
        ("getitem", op_getitem),
        ("indexOf", op_index_of),
        ("setitem", op_setitem),
        ("length_hint", op_length_hint),
        ("call", op_call),
        ("iadd", op_iadd),
        ("iand", op_iand),
        ("iconcat", op_iconcat),
        ("ifloordiv", op_ifloordiv),
        ("ilshift", op_ilshift),
        ("imod", op_imod),
        ("imul", op_imul),
        ("imatmul", op_imatmul),
        ("ior", op_ior),
        ("ipow", op_ipow),
        ("irshift", op_irshift),
        ("isub", op_isub),
        ("itruediv", op_itruediv),
        ("ixor", op_ixor),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_operator", name, *f))).collect();
    Ok(new_module("_operator", attrs))
}

/// The arguments of a fixed-arity Argument Clinic function (`fixed!("add", args, kw, 2)`),
/// bound to its declared signature: the argument slice, of exactly that length.
macro_rules! fixed {
    ($name:literal, $args:expr, $kw:expr, 2) => {{
        static SIG: Sig<2> = Sig::positional($name, concat!("_operator.", $name), ["a", "b"], 2);
        bind(&SIG, $args, $kw).map(|_| $args)
    }};
    ($name:literal, $args:expr, $kw:expr, 3) => {{
        static SIG: Sig<3> =
            Sig::positional($name, concat!("_operator.", $name), ["a", "b", "c"], 3);
        bind(&SIG, $args, $kw).map(|_| $args)
    }};
}

/// The argument of a one-argument (`METH_O`) function (`single!("neg", args, kw)`).
macro_rules! single {
    ($name:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<1> = Sig::one(concat!("_operator.", $name));
        bind(&SIG, $args, $kw).map(|[a]| req(a))
    }};
}

macro_rules! binary {
    ($fname:ident, $name:literal, $op:expr) => {
        fn $fname(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            let a = fixed!($name, args, kw, 2)?;
            interp.binop(&a[0], $op, &a[1])
        }
    };
}

macro_rules! inplace {
    ($fname:ident, $name:literal, $op:expr) => {
        fn $fname(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            let a = fixed!($name, args, kw, 2)?;
            interp.inplace_binop(a[0].clone(), $op, &a[1])
        }
    };
}

macro_rules! compare {
    ($fname:ident, $name:literal, $op:expr) => {
        fn $fname(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            let a = fixed!($name, args, kw, 2)?;
            interp.rich_compare(&a[0], $op, &a[1])
        }
    };
}

macro_rules! unary {
    ($fname:ident, $name:literal, $op:expr) => {
        fn $fname(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
            let a = single!($name, args, kw)?;
            interp.unary($op, a)
        }
    };
}

compare!(op_lt, "lt", CmpOp::Lt);
compare!(op_le, "le", CmpOp::LtE);
compare!(op_eq, "eq", CmpOp::Eq);
compare!(op_ne, "ne", CmpOp::NotEq);
compare!(op_ge, "ge", CmpOp::GtE);
compare!(op_gt, "gt", CmpOp::Gt);

binary!(op_add, "add", BinOp::Add);
binary!(op_and, "and_", BinOp::BitAnd);
binary!(op_floordiv, "floordiv", BinOp::FloorDiv);
binary!(op_lshift, "lshift", BinOp::LShift);
binary!(op_mod, "mod", BinOp::Mod);
binary!(op_mul, "mul", BinOp::Mul);
binary!(op_matmul, "matmul", BinOp::MatMul);
binary!(op_or, "or_", BinOp::BitOr);
binary!(op_pow, "pow", BinOp::Pow);
binary!(op_rshift, "rshift", BinOp::RShift);
binary!(op_sub, "sub", BinOp::Sub);
binary!(op_truediv, "truediv", BinOp::Div);
binary!(op_xor, "xor", BinOp::BitXor);

inplace!(op_iadd, "iadd", BinOp::Add);
inplace!(op_iand, "iand", BinOp::BitAnd);
inplace!(op_ifloordiv, "ifloordiv", BinOp::FloorDiv);
inplace!(op_ilshift, "ilshift", BinOp::LShift);
inplace!(op_imod, "imod", BinOp::Mod);
inplace!(op_imul, "imul", BinOp::Mul);
inplace!(op_imatmul, "imatmul", BinOp::MatMul);
inplace!(op_ior, "ior", BinOp::BitOr);
inplace!(op_ipow, "ipow", BinOp::Pow);
inplace!(op_irshift, "irshift", BinOp::RShift);
inplace!(op_isub, "isub", BinOp::Sub);
inplace!(op_itruediv, "itruediv", BinOp::Div);
inplace!(op_ixor, "ixor", BinOp::BitXor);

unary!(op_inv, "inv", UnaryOp::Invert);
unary!(op_neg, "neg", UnaryOp::Neg);
unary!(op_pos, "pos", UnaryOp::Pos);

fn op_not(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = single!("not_", args, kw)?;
    Ok(Value::Bool(!interp.truthy(a)?))
}

fn op_truth(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = single!("truth", args, kw)?;
    Ok(Value::Bool(interp.truthy(a)?))
}

fn op_is(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("is_", args, kw, 2)?;
    Ok(Value::Bool(a[0].is(&a[1])))
}

fn op_is_not(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("is_not", args, kw, 2)?;
    Ok(Value::Bool(!a[0].is(&a[1])))
}

/// Calls the builtin of that name (`abs`, ...), so the two always agree.
fn call_builtin(interp: &mut Interp, name: &str, args: Vec<Value>) -> R<Value> {
    match interp.builtin(name) {
        Some(f) => interp.call(&f, args, vec![]),
        None => Err(Error::new(
            ExcType::NotImplementedError,
            format!("builtin {name} is not available"),
        )),
    }
}

fn op_abs(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = single!("abs", args, kw)?;
    call_builtin(interp, "abs", vec![a.clone()])
}

fn op_index(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = single!("index", args, kw)?;
    Ok(Value::from_bigint(crate::modules::math::index_big(interp, a)?))
}

/// CPython's `PySequence_Check`: builtin sequences, and instances of classes with
/// `__getitem__` that are not dicts.
pub(crate) fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Range(_) => true,
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(Value::Dict(_)) => false,
            Some(b) => is_sequence(b) || i.class.lookup("__getitem__").is_some(),
            None => i.class.lookup("__getitem__").is_some(),
        },
        _ => false,
    }
}

fn concat_check(interp: &Interp, a: &Value) -> R<()> {
    // range is a sequence that cannot be concatenated.
    if !is_sequence(a) || matches!(a, Value::Range(_)) {
        return Err(type_error(format!("'{}' object can't be concatenated", interp.type_name(a))));
    }
    Ok(())
}

fn op_concat(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("concat", args, kw, 2)?;
    concat_check(interp, &a[0])?;
    interp.binop(&a[0], BinOp::Add, &a[1])
}

fn op_iconcat(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("iconcat", args, kw, 2)?;
    concat_check(interp, &a[0])?;
    interp.inplace_binop(a[0].clone(), BinOp::Add, &a[1])
}

fn op_contains(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("contains", args, kw, 2)?;
    Ok(Value::Bool(interp.contains(&a[0], &a[1])?))
}

/// An iterator for CPython's `_PySequence_IterSearch`, which reports any TypeError from
/// `iter()` as "argument of type ... is not iterable".
fn search_iter(interp: &mut Interp, seq: &Value) -> R<Value> {
    match interp.get_iter(seq) {
        Ok(it) => Ok(it),
        Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {
            Err(type_error(format!("argument of type '{}' is not iterable", interp.type_name(seq))))
        }
        Err(e) => Err(e),
    }
}

fn op_count_of(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("countOf", args, kw, 2)?;
    let it = search_iter(interp, &a[0])?;
    let mut count: i64 = 0;
    let mut seen = 0usize;
    while let Some(x) = interp.next(&it)? {
        seen += 1;
        if seen.is_multiple_of(4096) {
            interp.budget.check_clock()?;
        }
        if x.is(&a[1]) || interp.eq(&x, &a[1])? {
            count += 1;
        }
    }
    Ok(Value::Int(count))
}

fn op_index_of(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("indexOf", args, kw, 2)?;
    let it = search_iter(interp, &a[0])?;
    let mut i: i64 = 0;
    while let Some(x) = interp.next(&it)? {
        if x.is(&a[1]) || interp.eq(&x, &a[1])? {
            return Ok(Value::Int(i));
        }
        i += 1;
        if i % 4096 == 0 {
            interp.budget.check_clock()?;
        }
    }
    Err(value_error("sequence.index(x): x not in sequence"))
}

fn op_getitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("getitem", args, kw, 2)?;
    interp.getitem(&a[0], &a[1])
}

fn op_setitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("setitem", args, kw, 3)?;
    interp.setitem(&a[0], a[1].clone(), a[2].clone())?;
    Ok(Value::None)
}

fn op_delitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let a = fixed!("delitem", args, kw, 2)?;
    interp.delitem(&a[0], &a[1])?;
    Ok(Value::None)
}

/// `call(obj, /, *args, **kwargs)`: the positional count is declared; the keywords are the
/// call's own, passed on unchecked, so the binder sees none.
fn op_call(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::varargs("call", "call", [], 1);
    bind(&SIG, args, &Kwargs::new())?;
    let (f, rest) =
        args.split_first().ok_or_else(|| type_error("call expected at least 1 argument, got 0"))?;
    interp.call(f, rest.to_vec(), kw.clone())
}

fn op_length_hint(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("length_hint", "_operator.length_hint", ["obj", "default"], 1);
    let [obj, default] = bind(&SIG, args, kw)?;
    let obj = req(obj);
    let default = match default {
        None => 0,
        Some(Value::Int(i)) => *i,
        Some(Value::BigInt(b)) => match b.to_i64() {
            Some(i) => i,
            None => return Err(overflow_error("Python int too large to convert to C ssize_t")),
        },
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                interp.type_name(other)
            )))
        }
    };
    if has_len(obj) {
        match interp.len(obj) {
            Ok(n) => return Ok(Value::Int(n as i64)),
            Err(e) if interp.is_exc_of(&e, ExcType::TypeError) => {}
            Err(e) => return Err(e),
        }
    }
    match obj {
        Value::Iterator(state) => {
            let state = state.clone();
            return Ok(Value::Int(
                crate::builtins::iter::length_hint(interp, &state)?.unwrap_or(default),
            ));
        }
        Value::Instance(inst) => {
            if let Some(f) = inst.class.lookup("__length_hint__") {
                // As `PyObject_LengthHint`: a TypeError from `__length_hint__` means no hint.
                let r = match interp.call_with_receiver(&f, obj, []) {
                    Ok(r) => r,
                    Err(e) if interp.is_exc_of(&e, crate::error::ExcType::TypeError) => {
                        return Ok(Value::Int(default))
                    }
                    Err(e) => return Err(e),
                };
                return match r {
                    Value::NotImplemented => Ok(Value::Int(default)),
                    Value::Int(n) if n < 0 => {
                        Err(value_error("__length_hint__() should return >= 0"))
                    }
                    Value::Int(n) => Ok(Value::Int(n)),
                    Value::Bool(b) => Ok(Value::Int(b as i64)),
                    Value::BigInt(_) => {
                        Err(overflow_error("cannot fit 'int' into an index-sized integer"))
                    }
                    other => Err(type_error(format!(
                        "__length_hint__ must be an integer, not {}",
                        interp.type_name(&other)
                    ))),
                };
            }
        }
        _ => {}
    }
    Ok(Value::Int(default))
}
