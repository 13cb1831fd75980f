//! The boundary with the embedder: owned `HostValue`s cross it in both directions, so no
//! `Rc` of the interpreter ever escapes (which is what makes `Interpreter` `Send`).

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;

use crate::dict::Dict;
use crate::error::{Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::Value;

/// A value as the embedder sees it.
#[derive(Debug, Clone, PartialEq)]
pub enum HostValue {
    None,
    Bool(bool),
    Int(i64),
    BigInt(BigInt),
    Float(f64),
    Complex(f64, f64),
    Str(String),
    Bytes(Vec<u8>),
    List(Vec<HostValue>),
    Tuple(Vec<HostValue>),
    Dict(Vec<(HostValue, HostValue)>),
    Set(Vec<HostValue>),
    /// Anything else, described by its `repr()`.
    Opaque { type_name: String, repr: String },
}

/// An error a host function raises inside the program.
#[derive(Debug, Clone, PartialEq)]
pub struct HostError {
    /// A builtin exception name (`ValueError`, ...); unknown names become `RuntimeError`.
    pub exc_type: String,
    pub message: String,
}

pub fn to_host(interp: &mut Interp, v: &Value) -> HostValue {
    to_host_checked(interp, v).unwrap_or_else(|_| HostValue::Opaque { type_name: interp.type_name(v), repr: "<object>".into() })
}

/// Like `to_host`, but a limit or policy error raised by the program's own `__repr__` while
/// converting is returned, not swallowed (limit errors must end the run).
pub fn to_host_checked(interp: &mut Interp, v: &Value) -> R<HostValue> {
    to_host_depth(interp, v, 0)
}

fn to_host_depth(interp: &mut Interp, v: &Value, depth: usize) -> R<HostValue> {
    if depth > 100 {
        return Ok(HostValue::Opaque { type_name: interp.type_name(v), repr: "...".into() });
    }
    Ok(match v {
        Value::None => HostValue::None,
        Value::Bool(b) => HostValue::Bool(*b),
        Value::Int(i) => HostValue::Int(*i),
        Value::BigInt(b) => HostValue::BigInt((**b).clone()),
        Value::Float(f) => HostValue::Float(*f),
        Value::Complex(c) => HostValue::Complex(c.0, c.1),
        Value::Str(s) => HostValue::Str(s.s.clone()),
        Value::Bytes(b) => HostValue::Bytes((**b).clone()),
        Value::List(l) => {
            let items = l.borrow().clone();
            HostValue::List(items.iter().map(|x| to_host_depth(interp, x, depth + 1)).collect::<R<_>>()?)
        }
        Value::Tuple(t) => HostValue::Tuple(t.iter().map(|x| to_host_depth(interp, x, depth + 1)).collect::<R<_>>()?),
        Value::Dict(d) => {
            let entries: Vec<(Value, Value)> = d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
            let mut out = Vec::with_capacity(entries.len());
            for (k, v) in &entries {
                out.push((to_host_depth(interp, k, depth + 1)?, to_host_depth(interp, v, depth + 1)?));
            }
            HostValue::Dict(out)
        }
        Value::Set(d) => {
            let keys: Vec<Value> = d.borrow().keys().cloned().collect();
            HostValue::Set(keys.iter().map(|x| to_host_depth(interp, x, depth + 1)).collect::<R<_>>()?)
        }
        other => {
            let repr = match interp.repr(other) {
                Ok(r) => r,
                Err(e) if e.is_fatal() => return Err(e),
                Err(_) => "<object>".into(),
            };
            HostValue::Opaque { type_name: interp.type_name(other), repr }
        }
    })
}

pub fn from_host(interp: &mut Interp, v: HostValue) -> Value {
    match v {
        HostValue::None => Value::None,
        HostValue::Bool(b) => Value::Bool(b),
        HostValue::Int(i) => Value::Int(i),
        HostValue::BigInt(b) => Value::from_bigint(b),
        HostValue::Float(f) => Value::Float(f),
        HostValue::Complex(r, i) => Value::Complex(Rc::new((r, i))),
        HostValue::Str(s) => Value::string(s),
        HostValue::Bytes(b) => Value::Bytes(Rc::new(b)),
        HostValue::List(items) => Value::list(items.into_iter().map(|x| from_host(interp, x)).collect()),
        HostValue::Tuple(items) => Value::tuple(items.into_iter().map(|x| from_host(interp, x)).collect()),
        HostValue::Dict(entries) => {
            let d = Rc::new(RefCell::new(Dict::new()));
            for (k, v) in entries {
                let k = from_host(interp, k);
                let v = from_host(interp, v);
                // Unhashable host keys are dropped rather than failing the whole conversion.
                let _ = interp.dict_set(&d, k, v);
            }
            Value::Dict(d)
        }
        HostValue::Set(items) => {
            let mut d = Dict::new();
            for x in items {
                let x = from_host(interp, x);
                let _ = interp.set_add(&mut d, x);
            }
            Value::Set(Rc::new(RefCell::new(d)))
        }
        HostValue::Opaque { repr, .. } => Value::string(repr),
    }
}

fn exc_type_by_name(name: &str) -> ExcType {
    ExcType::ALL.iter().copied().find(|t| t.name() == name).unwrap_or(ExcType::RuntimeError)
}

/// Registers a host function under `name` as a builtin-like global.
pub fn register(interp: &mut Interp, name: &str, f: crate::HostFunction) {
    let f: Rc<crate::HostFunction> = Rc::new(f);
    let name_rc: Rc<str> = Rc::from(name);
    let hf: crate::interp::HostFn = Rc::new(move |interp: &mut Interp, args: &[Value], kw: &Kwargs| -> R<Value> {
        let hargs: Vec<HostValue> = args.iter().map(|a| to_host_checked(interp, a)).collect::<R<_>>()?;
        let mut hkw: Vec<(String, HostValue)> = Vec::with_capacity(kw.len());
        for (k, v) in kw.iter() {
            hkw.push((k.to_string(), to_host_checked(interp, v)?));
        }
        match f(hargs, hkw) {
            Ok(v) => Ok(from_host(interp, v)),
            Err(e) => Err(Error::new(exc_type_by_name(&e.exc_type), e.message)),
        }
    });
    interp.host_functions.insert(name_rc.clone(), hf);
    let v = Value::Builtin(Rc::new(crate::value::Builtin { name: leak_name(name), func: call_host, receiver: Some(Value::str(name)), module: "host" }));
    interp.set_global(name, v);
}

/// Host function names live as long as the process: they are few and registered once.
fn leak_name(name: &str) -> &'static str {
    Box::leak(name.to_string().into_boxed_str())
}

fn call_host(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let name = match args.first() {
        Some(Value::Str(s)) => s.s.clone(),
        _ => return Err(Error::new(ExcType::RuntimeError, "host function lost its name")),
    };
    let f = interp.host_functions.get(name.as_str()).cloned();
    match f {
        Some(f) => f(interp, &args[1..], kw),
        None => Err(Error::new(ExcType::NameError, format!("host function '{name}' is not registered"))),
    }
}
