//! The boundary with the embedder: owned `HostValue`s cross it in both directions, so no
//! `Rc` of the interpreter ever escapes (which is what makes `Interpreter` `Send`).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use num_bigint::BigInt;

use crate::dict::Dict;
use crate::error::{Error, ExcType, LimitKind, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::TypeKind;
use crate::value::Value;

mod convert;
mod protocol;
mod reentry;
pub use convert::*;
pub use protocol::*;
pub use reentry::*;

/// A host object: an embedder value the program reaches only as a guarded handle. Every
/// operation the program performs on it becomes one `HostOp`, after the core has applied its
/// own policy (the dunder rule on attribute names) and counted it against the budget.
pub trait HostObject: Send + Sync {
    /// The type name shown in sandbox messages and as `type(x).__name__` (e.g. "DataFrame").
    fn type_name(&self) -> String;
    /// Whether the object is callable (for `callable(x)` and messages).
    fn is_callable(&self) -> bool;
    /// Performs one operation of the program on the object; an unsupported one returns the
    /// error the program should see (usually an `AttributeError` or a `TypeError`).
    fn op(&self, op: HostOp) -> Result<HostValue, HostError>;
    /// The identity of the underlying object, when several handles can stand for one object
    /// (a wrapper made per conversion): handles with equal identities are the same object to
    /// the program (`is`, `id()`). By default each handle's own address.
    fn identity(&self) -> Option<usize> {
        None
    }
}

/// A shared reference to a host object.
pub type HostObjectRef = Arc<dyn HostObject>;

/// One operation the program performs on a host object.
#[derive(Debug, Clone, PartialEq)]
pub enum HostOp {
    /// `obj.name` (never a dunder name).
    GetAttr(String),
    /// `obj.name = value`.
    SetAttr(String, HostValue),
    /// `del obj.name`.
    DelAttr(String),
    /// `obj(*args, **kwargs)`.
    Call {
        /// The positional arguments.
        args: Vec<HostValue>,
        /// The keyword arguments, in the call's order.
        kwargs: Vec<(String, HostValue)>,
    },
    /// `obj[key]`.
    GetItem(HostValue),
    /// `obj[key] = value`.
    SetItem(HostValue, HostValue),
    /// `del obj[key]`.
    DelItem(HostValue),
    /// -> Int
    Len,
    /// -> Bool
    Bool,
    /// -> the iterator (usually another `Object`; any iterable value is accepted)
    Iter,
    /// -> the next item, or `Err` with exc_type "StopIteration" at the end
    Next,
    /// -> Bool
    Contains(HostValue),
    /// -> Int
    Hash,
    /// -> Str
    Repr,
    /// -> Str
    Str,
    /// `format(obj, spec)` -> Str
    Format(String),
    /// `obj OP other`, or `other OP obj` when `reflected`; `NotImplemented` when unsupported.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// The other operand.
        other: HostValue,
        /// Whether the object is the right operand (`other OP obj`).
        reflected: bool,
    },
    /// `obj OP= other`; `NotImplemented` makes the core fall back to `Binary`.
    InPlace {
        /// The operator.
        op: BinaryOp,
        /// The right operand.
        other: HostValue,
    },
    /// `-obj`, `+obj`, `~obj`, `abs(obj)`.
    Unary(UnaryOp),
    /// `obj OP other`; `NotImplemented` makes the core try the reflected comparison.
    Compare {
        /// The comparison.
        op: CompareOp,
        /// The right operand.
        other: HostValue,
    },
    /// -> List of Str
    Dir,
    /// `int(obj)`, `float(obj)` or `operator.index(obj)`: -> Int or Float.
    Convert(Conversion),
    /// `isinstance(value, obj)` with `obj` a host class: -> Bool.
    IsInstance(HostValue),
    /// `issubclass(obj, cls)` with `obj` a host class: -> Bool (the host's own TypeError when
    /// `obj` is no class).
    IsSubclass(SubclassTarget),
    /// `with obj:` entering: `type(obj).__enter__(obj)` -> the value bound by `as`.
    Enter,
    /// `with obj:` leaving: `type(obj).__exit__(obj, ...)` -> its result (true suppresses).
    /// The exception, if any, as the name of its nearest builtin exception class and its
    /// message: the host gets an exception of its own kind, never the sandbox's object.
    Exit(Option<(String, String)>),
}

/// The class a host class is tested against (`HostOp::IsSubclass`).
#[derive(Debug, Clone, PartialEq)]
pub enum SubclassTarget {
    /// A host class (a `HostValue::Object`).
    Host(HostValue),
    /// A builtin class, by name (`"int"`, `"ValueError"`): the host's builtin of that name,
    /// and no class when the host has no such builtin class.
    Builtin(String),
    /// A class the program defined. No host class derives from one, so the answer is False
    /// (once the host has checked that `obj` is a class at all).
    Sandbox,
}

/// The numeric conversions a host object is asked for (`HostOp::Convert`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversion {
    /// `int(x)`: the host's `__int__` (or `__index__`, `__trunc__`).
    Int,
    /// `float(x)`: the host's `__float__` (or `__index__`).
    Float,
    /// An index where ophis needs one (`__index__`).
    Index,
}

impl HostOp {
    /// A short name for messages ("getattr", "call", ...).
    pub fn name(&self) -> &'static str {
        match self {
            HostOp::GetAttr(_) => "getattr",
            HostOp::SetAttr(..) => "setattr",
            HostOp::DelAttr(_) => "delattr",
            HostOp::Call { .. } => "call",
            HostOp::GetItem(_) => "getitem",
            HostOp::SetItem(..) => "setitem",
            HostOp::DelItem(_) => "delitem",
            HostOp::Len => "len",
            HostOp::Bool => "bool",
            HostOp::Iter => "iter",
            HostOp::Next => "next",
            HostOp::Contains(_) => "contains",
            HostOp::Hash => "hash",
            HostOp::Repr => "repr",
            HostOp::Str => "str",
            HostOp::Format(_) => "format",
            HostOp::Binary { .. } => "binary",
            HostOp::InPlace { .. } => "inplace",
            HostOp::Unary(_) => "unary",
            HostOp::Compare { .. } => "compare",
            HostOp::Dir => "dir",
            HostOp::Convert(_) => "convert",
            HostOp::IsInstance(_) => "isinstance",
            HostOp::IsSubclass(_) => "issubclass",
            HostOp::Enter => "enter",
            HostOp::Exit(_) => "exit",
        }
    }
}

/// A binary operator of `HostOp::Binary` and `HostOp::InPlace`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `@`
    MatMul,
    /// `/`
    TrueDiv,
    /// `//`
    FloorDiv,
    /// `%`
    Mod,
    /// `**`
    Pow,
    /// `<<`
    LShift,
    /// `>>`
    RShift,
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
}

impl BinaryOp {
    /// The operator as Python writes it (`"+"`, `"//"`, ...).
    pub fn symbol(&self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::MatMul => "@",
            BinaryOp::TrueDiv => "/",
            BinaryOp::FloorDiv => "//",
            BinaryOp::Mod => "%",
            BinaryOp::Pow => "**",
            BinaryOp::LShift => "<<",
            BinaryOp::RShift => ">>",
            BinaryOp::And => "&",
            BinaryOp::Or => "|",
            BinaryOp::Xor => "^",
        }
    }
}

/// A unary operation of `HostOp::Unary`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-obj`
    Neg,
    /// `+obj`
    Pos,
    /// `~obj`
    Invert,
    /// `abs(obj)`
    Abs,
}

/// A rich comparison of `HostOp::Compare`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompareOp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl CompareOp {
    /// The comparison with its operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> CompareOp {
        match self {
            CompareOp::Lt => CompareOp::Gt,
            CompareOp::Le => CompareOp::Ge,
            CompareOp::Eq => CompareOp::Eq,
            CompareOp::Ne => CompareOp::Ne,
            CompareOp::Gt => CompareOp::Lt,
            CompareOp::Ge => CompareOp::Le,
        }
    }
}

/// A sandbox value that is not plain data, handed to the host by reference: the interpreter
/// keeps the value alive in its export table until `Interpreter::release_object`.
#[derive(Debug, Clone, PartialEq)]
pub struct SandboxObject {
    /// `Interpreter::id()` of the interpreter that owns the value.
    pub interp_id: u64,
    /// The key of the value in that interpreter's export table.
    pub id: u64,
    /// `type(value).__name__`.
    pub type_name: String,
    /// `repr(value)` when it was exported (bounded; the program's `__repr__` may have run).
    pub repr: String,
    /// Whether `callable(value)`.
    pub callable: bool,
    /// Whether the value is iterable.
    pub iterable: bool,
}

/// A value as the embedder sees it.
#[derive(Clone)]
pub enum HostValue {
    /// `None`
    None,
    /// A `bool`.
    Bool(bool),
    /// An `int` that fits 64 bits.
    Int(i64),
    /// Any other `int`.
    BigInt(BigInt),
    /// A `float`.
    Float(f64),
    /// A `complex`: real and imaginary parts.
    Complex(f64, f64),
    /// A `str`.
    Str(String),
    /// A `bytes` (a `bytearray` crosses as a `Sandbox` object).
    Bytes(Vec<u8>),
    /// A `list` (a copy).
    List(Vec<HostValue>),
    /// A `tuple`.
    Tuple(Vec<HostValue>),
    /// A `dict`: its items in order (a copy).
    Dict(Vec<(HostValue, HostValue)>),
    /// A `set` or `frozenset` (a copy).
    Set(Vec<HostValue>),
    /// A slice (`obj[1:3]`, `obj[::2]`): its start, stop and step (each `None` when omitted).
    Slice(Box<HostValue>, Box<HostValue>, Box<HostValue>),
    /// A host object handle (the program sees it as a guarded handle).
    Object(HostObjectRef),
    /// A sandbox value kept alive by the interpreter for the host (boxed, as the rarer kinds
    /// below are, so a `HostValue` is 40 bytes: big lists convert through vectors of them).
    Sandbox(Box<SandboxObject>),
    /// The answer of a `Binary`/`InPlace`/`Compare` op the host does not support.
    NotImplemented,
    /// Only when a value had to be described instead of exported (nesting too deep to convert).
    Opaque {
        /// `type(value).__name__`.
        type_name: Box<str>,
        /// A bounded description of the value.
        repr: Box<str>,
    },
    /// Only in a `SharedValues`: the container at this index of its `shared` table, which is
    /// reached from more than one place (an alias, a cycle).
    Shared(u32),
}

impl std::fmt::Debug for HostValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostValue::None => write!(f, "None"),
            HostValue::Bool(b) => write!(f, "Bool({b:?})"),
            HostValue::Int(i) => write!(f, "Int({i:?})"),
            HostValue::BigInt(b) => write!(f, "BigInt({b:?})"),
            HostValue::Float(x) => write!(f, "Float({x:?})"),
            HostValue::Complex(r, i) => write!(f, "Complex({r:?}, {i:?})"),
            HostValue::Str(s) => write!(f, "Str({s:?})"),
            HostValue::Bytes(b) => write!(f, "Bytes({b:?})"),
            HostValue::List(v) => f.debug_tuple("List").field(v).finish(),
            HostValue::Tuple(v) => f.debug_tuple("Tuple").field(v).finish(),
            HostValue::Dict(v) => f.debug_tuple("Dict").field(v).finish(),
            HostValue::Set(v) => f.debug_tuple("Set").field(v).finish(),
            HostValue::Slice(a, b, c) => f.debug_tuple("Slice").field(a).field(b).field(c).finish(),
            HostValue::Object(o) => write!(f, "Object(<{}>)", o.type_name()),
            HostValue::Sandbox(s) => f.debug_tuple("Sandbox").field(s).finish(),
            HostValue::NotImplemented => write!(f, "NotImplemented"),
            HostValue::Opaque { type_name, repr } => {
                f.debug_struct("Opaque").field("type_name", type_name).field("repr", repr).finish()
            }
            HostValue::Shared(i) => write!(f, "Shared({i})"),
        }
    }
}

impl PartialEq for HostValue {
    fn eq(&self, other: &HostValue) -> bool {
        use HostValue::*;
        match (self, other) {
            (None, None) | (NotImplemented, NotImplemented) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (BigInt(a), BigInt(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Complex(a, b), Complex(c, d)) => a == c && b == d,
            (Str(a), Str(b)) => a == b,
            (Bytes(a), Bytes(b)) => a == b,
            (List(a), List(b)) | (Tuple(a), Tuple(b)) | (Set(a), Set(b)) => a == b,
            (Dict(a), Dict(b)) => a == b,
            (Slice(a, b, c), Slice(d, e, g)) => a == d && b == e && c == g,
            (Object(a), Object(b)) => same_object(a, b),
            (Sandbox(a), Sandbox(b)) => a == b,
            (Opaque { type_name: a, repr: b }, Opaque { type_name: c, repr: d }) => {
                a == c && b == d
            }
            (Shared(a), Shared(b)) => a == b,
            _ => false,
        }
    }
}

/// Whether two handles refer to the same host object: by `HostObject::identity`, else by data
/// pointer (the vtable pointer of one object can differ between codegen units).
pub(crate) fn same_object(a: &HostObjectRef, b: &HostObjectRef) -> bool {
    let id = |o: &HostObjectRef| o.identity().unwrap_or(Arc::as_ptr(o) as *const u8 as usize);
    id(a) == id(b)
}

/// How a host error ends up in the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostErrorKind {
    /// Raised in the program as the builtin exception `exc_type` (unknown names become
    /// `RuntimeError`); catchable.
    Raise,
    /// A policy violation found by the host: ends the run uncatchably (`LimitKind::Forbidden`).
    Forbidden,
    /// Interruption requested by the host: ends the run uncatchably (`LimitKind::Interrupted`).
    Interrupt,
}

/// An error a host function or host object reports to the program. Displays as
/// `ExcType: message`, the way the program would print it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{exc_type}: {message}")]
pub struct HostError {
    /// How the error ends up in the program.
    pub kind: HostErrorKind,
    /// A builtin exception name (`ValueError`, ...); unknown names become `RuntimeError`.
    pub exc_type: String,
    /// The exception's message (`str(e)`).
    pub message: String,
}

impl HostError {
    /// An exception the program can catch: `exc_type` is a builtin exception name.
    pub fn raise(exc_type: impl Into<String>, message: impl Into<String>) -> HostError {
        HostError { kind: HostErrorKind::Raise, exc_type: exc_type.into(), message: message.into() }
    }
    /// A policy violation: ends the run uncatchably (`LimitKind::Forbidden`).
    pub fn forbidden(message: impl Into<String>) -> HostError {
        HostError {
            kind: HostErrorKind::Forbidden,
            exc_type: "InterpreterError".into(),
            message: message.into(),
        }
    }
    /// An interruption: ends the run uncatchably (`LimitKind::Interrupted`).
    pub fn interrupt(message: impl Into<String>) -> HostError {
        HostError {
            kind: HostErrorKind::Interrupt,
            exc_type: "KeyboardInterrupt".into(),
            message: message.into(),
        }
    }

    /// The error as it travels in the evaluator.
    pub(crate) fn into_error(self) -> Error {
        match self.kind {
            HostErrorKind::Raise => Error::new(exc_type_by_name(&self.exc_type), self.message),
            HostErrorKind::Forbidden => Error::fatal(LimitKind::Forbidden, self.message),
            HostErrorKind::Interrupt => Error::fatal(LimitKind::Interrupted, self.message),
        }
    }
}

/// The core's side of a host object: the handle the `Value::Host` variant points to.
pub struct HostHandle {
    pub obj: HostObjectRef,
}

impl std::fmt::Debug for HostHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<host {}>", self.obj.type_name())
    }
}

impl HostHandle {
    /// The address `id()` and `is` use: the host object's, so two handles of one object are
    /// the same object to the program.
    pub fn addr(&self) -> usize {
        self.obj.identity().unwrap_or(Arc::as_ptr(&self.obj) as *const u8 as usize)
    }
}

impl From<Atom<'_>> for HostValue {
    fn from(a: Atom<'_>) -> HostValue {
        match a {
            Atom::None => HostValue::None,
            Atom::Bool(b) => HostValue::Bool(b),
            Atom::Int(i) => HostValue::Int(i),
            Atom::BigInt(b) => HostValue::BigInt(b.clone()),
            Atom::Float(f) => HostValue::Float(f),
            Atom::Complex(r, i) => HostValue::Complex(r, i),
            Atom::Str(s) => HostValue::Str(s.to_string()),
            Atom::Bytes(b) => HostValue::Bytes(b.to_vec()),
            Atom::NotImplemented => HostValue::NotImplemented,
        }
    }
}

impl Interp {}

/// The time by which host code running on this thread for a sandbox's program must return:
/// the earliest deadline of the runs waiting for it here (`None`: no such run, or no deadline).
/// Host code that waits for something (another interpreter busy in a run of its own) waits
/// no longer than this.
pub fn caller_deadline() -> Option<std::time::Instant> {
    crate::coro::host_op_deadline()
}

/// Registers a host function under `name` as a builtin-like global.
pub(crate) fn register(interp: &mut Interp, name: &str, f: crate::HostFunction) {
    let f: Rc<crate::HostFunction> = Rc::new(f);
    let name_rc: Rc<str> = Rc::from(name);
    let counted = name.to_string();
    let hf: crate::interp::HostFn =
        Rc::new(move |interp: &mut Interp, args: &[Value], kw: &Kwargs| -> R<Value> {
            let (hargs, hkw) = args_to_host(interp, args, kw)?;
            interp.count_host_call(&counted);
            let f = f.clone();
            let result = crate::coro::with_host_op(interp, move || f(hargs, hkw));
            if let Some(e) = interp.run.pending_fatal.take() {
                return Err(e);
            }
            interp.budget.check_clock()?;
            match result {
                Ok(v) => from_host(interp, v),
                Err(e) => Err(e.into_error()),
            }
        });
    interp.host_functions.insert(name_rc.clone(), hf);
    let v = Value::Builtin(Rc::new(crate::value::Builtin {
        name: std::borrow::Cow::Owned(name.to_string()),
        func: call_host,
        receiver: Some(Value::str(name)),
        module: "host",
        binds: false,
    }));
    interp.set_global(name, v);
}

/// Removes the host function registered under `name`; the global of that name goes too,
/// unless the program has rebound it to a value of its own. Returns whether one was registered.
pub(crate) fn unregister(interp: &mut Interp, name: &str) -> bool {
    if interp.host_functions.remove(name).is_none() {
        return false;
    }
    let still_ours = matches!(
        interp.get_global(name),
        Some(Value::Builtin(ref b)) if b.module == "host" && matches!(&b.receiver, Some(Value::Str(s)) if &*s.s == name)
    );
    if still_ours {
        interp.remove_global(name);
    }
    true
}

fn call_host(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let name = match args.first() {
        Some(Value::Str(s)) => s.s.clone(),
        _ => return Err(Error::new(ExcType::RuntimeError, "host function lost its name")),
    };
    let f = interp.host_functions.get(name.as_str()).cloned();
    match f {
        Some(f) => f(interp, &args[1..], kw),
        None => {
            Err(Error::new(ExcType::NameError, format!("host function '{name}' is not registered")))
        }
    }
}

/// The sandbox side of host objects: each protocol the evaluator applies to a `Value::Host`.
impl Interp {
    /// `int(h)`, `float(h)`, `operator.index(h)`: the host's own conversion; its result must
    /// be a number of the kind asked for.
    pub fn host_convert(&mut self, h: &Rc<HostHandle>, kind: Conversion) -> R<Value> {
        let v = self.host_op_value(h, HostOp::Convert(kind))?;
        match (kind, &v) {
            (Conversion::Int | Conversion::Index, Value::Int(_) | Value::BigInt(_))
            | (Conversion::Float, Value::Float(_)) => Ok(v),
            _ => Err(crate::error::type_error(format!(
                "conversion of host object '{}' returned {}",
                h.obj.type_name(),
                self.type_name(&v)
            ))),
        }
    }

    /// `isinstance(v, h)` for a host class `h`: asked of the host (a sandbox value crosses as
    /// it would as an argument).
    pub fn host_isinstance(&mut self, v: &Value, h: &Rc<HostHandle>) -> R<bool> {
        let arg = to_host_checked(self, v)?;
        let r = self.host_op_value(h, HostOp::IsInstance(arg))?;
        self.truthy(&r)
    }

    /// `issubclass(h, cls)` for a host class `h`: asked of the host, with `cls` a host class,
    /// a builtin class (named) or a class of the program (never a base of a host class).
    pub(crate) fn host_issubclass(&mut self, h: &Rc<HostHandle>, cls: &Value) -> R<bool> {
        let target = match cls {
            Value::Host(_) => SubclassTarget::Host(to_host_checked(self, cls)?),
            Value::Class(c) if c.is_builtin => SubclassTarget::Builtin(c.name.to_string()),
            _ => SubclassTarget::Sandbox,
        };
        let r = self.host_op_value(h, HostOp::IsSubclass(target))?;
        self.truthy(&r)
    }
}
