//! The boundary with the embedder: owned `HostValue`s cross it in both directions, so no
//! `Rc` of the interpreter ever escapes (which is what makes `Interpreter` `Send`).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use num_bigint::BigInt;

use crate::dict::Dict;
use crate::value::TypeKind;
use crate::error::{Error, ExcType, LimitKind, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::value::Value;

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
    /// `with obj:` entering: `type(obj).__enter__(obj)` -> the value bound by `as`.
    Enter,
    /// `with obj:` leaving: `type(obj).__exit__(obj, ...)` -> its result (true suppresses).
    /// The exception, if any, as the name of its nearest builtin exception class and its
    /// message: the host gets an exception of its own kind, never the sandbox's object.
    Exit(Option<(String, String)>),
}

/// The numeric conversions a host object is asked for (`HostOp::Convert`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversion {
    Int,
    Float,
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
            HostValue::Opaque { type_name, repr } => f.debug_struct("Opaque").field("type_name", type_name).field("repr", repr).finish(),
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
            (Opaque { type_name: a, repr: b }, Opaque { type_name: c, repr: d }) => a == c && b == d,
            (Shared(a), Shared(b)) => a == b,
            _ => false,
        }
    }
}

/// Whether two handles refer to the same host object: by `HostObject::identity`, else by data
/// pointer (the vtable pointer of one object can differ between codegen units).
pub fn same_object(a: &HostObjectRef, b: &HostObjectRef) -> bool {
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
        HostError { kind: HostErrorKind::Forbidden, exc_type: "InterpreterError".into(), message: message.into() }
    }
    /// An interruption: ends the run uncatchably (`LimitKind::Interrupted`).
    pub fn interrupt(message: impl Into<String>) -> HostError {
        HostError { kind: HostErrorKind::Interrupt, exc_type: "KeyboardInterrupt".into(), message: message.into() }
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

pub fn to_host(interp: &mut Interp, v: &Value) -> HostValue {
    to_host_checked(interp, v).unwrap_or_else(|_| HostValue::Opaque { type_name: interp.type_name(v).into(), repr: "<object>".into() })
}

/// Converts a value for the host: plain data by value, host objects as their handles, and
/// every other value exported by reference (`HostValue::Sandbox`). A limit or policy error
/// raised by the program's own `__repr__` while exporting is returned, not swallowed (limit
/// errors must end the run).
pub fn to_host_checked(interp: &mut Interp, v: &Value) -> R<HostValue> {
    to_host_depth(interp, v, 0)
}

fn to_host_depth(interp: &mut Interp, v: &Value, depth: usize) -> R<HostValue> {
    to_host_in(interp, v, depth, None, 0)
}

/// Several values converted together (`Interpreter::get_globals`): every container (and every
/// big string) that could be reached more than once from them (one with more than one
/// reference to it) is converted once into `shared`, and each place it is reached holds `HostValue::Shared(index)`,
/// so the host can rebuild the same object graph (aliases and cycles) instead of one copy per
/// path.
#[derive(Debug, Default)]
pub struct SharedValues {
    /// One per name asked for, in order; `None` for a name that is not set.
    pub values: Vec<Option<HostValue>>,
    /// The containers reached from more than one place, which `HostValue::Shared(i)` points to.
    pub shared: Vec<HostValue>,
}

/// The bookkeeping of a shared conversion: the table index given to each shareable container
/// met so far, and the table.
#[derive(Default)]
struct Sharing {
    index: AddrMap,
    shared: Vec<HostValue>,
}

/// Container addresses to table indexes (Fx: SipHash was a third of a conversion).
type AddrMap = std::collections::HashMap<usize, u32, crate::dict::FxBuild>;

/// The address of a container value, when it is one that could be reached twice: only
/// containers with more than one reference to them can be (so a list of unshared tuples costs
/// no bookkeeping per tuple). `held` is how many of its references the conversion itself
/// holds (the copy of the globals, the snapshot of a list's items) and does not count.
fn shareable(v: &Value, held: usize) -> Option<usize> {
    let more = 1 + held;
    match v {
        Value::List(l) if Rc::strong_count(l) > more => Some(Rc::as_ptr(l) as *const u8 as usize),
        Value::Tuple(t) if Rc::strong_count(t) > more => Some(Rc::as_ptr(t) as *const u8 as usize),
        Value::Dict(d) if Rc::strong_count(d) > more => Some(Rc::as_ptr(d) as *const u8 as usize),
        Value::Set(d) if Rc::strong_count(d) > more => Some(Rc::as_ptr(d) as *const u8 as usize),
        Value::FrozenSet(d) if Rc::strong_count(d) > more => Some(Rc::as_ptr(d) as *const u8 as usize),
        // A big string referenced many times is converted once too (`[s] * 100` of a 30 MiB
        // string would otherwise be 3 GB of copies), as CPython shares it.
        Value::Str(s) if s.s.len() >= SHARED_STR_BYTES && Rc::strong_count(s) > more => Some(Rc::as_ptr(s) as *const u8 as usize),
        _ => None,
    }
}

/// Converts the values of `values` together (see `SharedValues`), in one pass: a shareable
/// container gets its table entry the first time it is met (before its contents, so a cycle
/// back to it finds the entry) and every later meeting refers to it. (Counting the meetings
/// first, to give entries only to containers met twice, cost a second walk and twice the
/// map operations; an entry met once is only an indirection for the host.)
pub fn to_host_shared(interp: &mut Interp, values: &[Option<Value>]) -> R<SharedValues> {
    let mut sharing = Sharing::default();
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(match v {
            // `values` are the caller's copies of the globals: one reference each.
            Some(v) => Some(to_host_in(interp, v, 0, Some(&mut sharing), 1)?),
            None => None,
        });
    }
    Ok(SharedValues { values: out, shared: sharing.shared })
}

/// A value that holds no other value, borrowed from the sandbox for a `HostBuilder`.
pub enum Atom<'a> {
    /// `None`
    None,
    /// A `bool`.
    Bool(bool),
    /// An `int` that fits 64 bits.
    Int(i64),
    /// Any other `int`.
    BigInt(&'a BigInt),
    /// A `float`.
    Float(f64),
    /// A `complex`: real and imaginary parts.
    Complex(f64, f64),
    /// A `str`.
    Str(&'a str),
    /// A `bytes`.
    Bytes(&'a [u8]),
    /// `NotImplemented`.
    NotImplemented,
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

/// The atom a value is, when it holds no other value.
#[inline]
fn atom_of(v: &Value) -> Option<Atom<'_>> {
    Some(match v {
        Value::None => Atom::None,
        Value::Bool(b) => Atom::Bool(*b),
        Value::Int(i) => Atom::Int(*i),
        Value::BigInt(b) => Atom::BigInt(b),
        Value::Float(f) => Atom::Float(*f),
        Value::Complex(c) => Atom::Complex(c.0, c.1),
        Value::Str(s) => Atom::Str(&s.s),
        Value::Bytes(b) => Atom::Bytes(b),
        Value::NotImplemented => Atom::NotImplemented,
        _ => return None,
    })
}

/// Makes the host's own objects straight from sandbox values (`Interpreter::build_globals`),
/// without a `HostValue` tree in between: the embedder's objects are made as the values are
/// walked. Only data is built this way (atoms, lists, tuples, dicts, sets, host objects,
/// slices); a global that holds anything else (a sandbox object, exported by reference) or
/// a cycle is left to `get_globals`. A container reached twice is built once and its object
/// cloned for the second place (`Obj` is a reference, as Python's objects are), so aliases
/// among the built globals are kept.
pub trait HostBuilder {
    /// The embedder's object type.
    type Obj: Clone;
    /// The embedder's error type (a failed build stops the conversion).
    type Error;
    /// Makes the object for a scalar.
    fn atom(&mut self, a: Atom<'_>) -> Result<Self::Obj, Self::Error>;
    /// Makes a list of already-made items.
    fn list(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, Self::Error>;
    /// `atoms`: every item was an `Atom` (the tuple can hold no cycle).
    fn tuple(&mut self, items: Vec<Self::Obj>, atoms: bool) -> Result<Self::Obj, Self::Error>;
    /// Makes a dict of already-made entries, in order.
    fn dict(&mut self, entries: Vec<(Self::Obj, Self::Obj)>) -> Result<Self::Obj, Self::Error>;
    /// A set or a frozenset (a frozenset arrives as a set, as `HostValue::Set` does).
    fn set(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, Self::Error>;
    /// A host object, a slice, or the description of a value past the depth limit, as
    /// `to_host` converts them (sandbox objects are never built: see above).
    fn value(&mut self, v: HostValue) -> Result<Self::Obj, Self::Error>;
}

/// Why the build of a value stopped: the embedder's error, or a reason to convert it with
/// `get_globals` instead (a value that is not data, or a cycle).
pub enum BuildStop<E> {
    /// The builder failed with its own error.
    Host(E),
    /// The value is not plain data (or is a cycle): use `get_globals` for it.
    Fallback,
}

/// What `Interpreter::build_globals` made of one global.
pub enum GlobalBuilt<O> {
    /// The builder's object for the global.
    Built(O),
    /// No such global.
    Unset,
    /// To be converted with `get_globals` (see `HostBuilder`).
    Fallback,
}

/// The bookkeeping of a build: each shareable container met so far, by address, with its
/// object once built (`None` while its contents are being built: meeting it then is a cycle,
/// and a container whose build stopped stays `None`).
struct BuildState<O> {
    index: AddrMap,
    objects: Vec<Option<O>>,
}

/// Builds the values of `values` (the caller's copies of globals) with `b`; an error of the
/// embedder's ends the whole build.
pub fn build_shared<B: HostBuilder>(interp: &mut Interp, values: &[Option<Value>], b: &mut B) -> Result<Vec<GlobalBuilt<B::Obj>>, B::Error> {
    let mut state = BuildState { index: AddrMap::default(), objects: Vec::new() };
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(match v {
            Some(v) => match build_in(interp, v, 0, 1, &mut state, b) {
                Ok(o) => GlobalBuilt::Built(o),
                Err(BuildStop::Fallback) => GlobalBuilt::Fallback,
                Err(BuildStop::Host(e)) => return Err(e),
            },
            None => GlobalBuilt::Unset,
        });
    }
    Ok(out)
}

/// `to_host_in` for a builder: the same depth limit, the same sharing rule (`shareable`, with
/// `held` references the walk holds itself), the same conversions.
fn build_in<B: HostBuilder>(interp: &mut Interp, v: &Value, depth: usize, held: usize, built: &mut BuildState<B::Obj>, b: &mut B) -> Result<B::Obj, BuildStop<B::Error>> {
    if depth > MAX_HOST_DEPTH {
        return b.value(HostValue::Opaque { type_name: interp.type_name(v).into(), repr: "...".into() }).map_err(BuildStop::Host);
    }
    if let Some(a) = atom_of(v) {
        return build_atom(v, a, built, b).map_err(BuildStop::Host);
    }
    let Some(key) = shareable(v, held) else { return build_content(interp, v, depth, built, b) };
    if let Some(&i) = built.index.get(&key) {
        return built.objects[i as usize].clone().ok_or(BuildStop::Fallback);
    }
    let i = built.objects.len();
    built.index.insert(key, i as u32);
    built.objects.push(None);
    let o = build_content(interp, v, depth, built, b)?;
    built.objects[i] = Some(o.clone());
    Ok(o)
}

/// Strings from this length up that the program references more than once are built once
/// and shared, as CPython shares them: `[s] * 100` of a 30 MiB string is one host string, not
/// 3 GB of copies (which the host could not allocate: pyo3 then panicked on a null object).
const SHARED_STR_BYTES: usize = 256;

/// Builds an atom (`a`, the atom of `v`), sharing the object of a big string met before.
fn build_atom<B: HostBuilder>(v: &Value, a: Atom<'_>, built: &mut BuildState<B::Obj>, b: &mut B) -> Result<B::Obj, B::Error> {
    let Value::Str(s) = v else { return b.atom(a) };
    if s.s.len() < SHARED_STR_BYTES || Rc::strong_count(s) < 2 {
        return b.atom(a);
    }
    let key = Rc::as_ptr(s) as *const u8 as usize;
    if let Some(o) = built.index.get(&key).and_then(|&i| built.objects[i as usize].clone()) {
        return Ok(o);
    }
    let o = b.atom(a)?;
    built.index.insert(key, built.objects.len() as u32);
    built.objects.push(Some(o.clone()));
    Ok(o)
}

/// The atoms of a container at `depth` built in one pass under its borrow; None when any
/// item is not an atom, or when the items are past the depth limit.
fn build_atoms<'a, B: HostBuilder>(items: impl Iterator<Item = &'a Value>, len: usize, depth: usize, built: &mut BuildState<B::Obj>, b: &mut B) -> Option<Result<Vec<B::Obj>, B::Error>> {
    if depth >= MAX_HOST_DEPTH {
        return None;
    }
    let mut out = Vec::with_capacity(len);
    for x in items {
        match build_atom(x, atom_of(x)?, built, b) {
            Ok(o) => out.push(o),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(out))
}

/// `to_host_content` for a builder (containers; atoms are built by `build_in`).
fn build_content<B: HostBuilder>(interp: &mut Interp, v: &Value, depth: usize, built: &mut BuildState<B::Obj>, b: &mut B) -> Result<B::Obj, BuildStop<B::Error>> {
    let host = |r: Result<B::Obj, B::Error>| r.map_err(BuildStop::Host);
    match v {
        Value::List(l) => {
            let atoms = build_atoms(l.borrow().iter(), l.borrow().len(), depth, built, b);
            if let Some(items) = atoms {
                let items = items.map_err(BuildStop::Host)?;
                return host(b.list(items));
            }
            let items = l.borrow().clone();
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(build_in(interp, x, depth + 1, 1, built, b)?);
            }
            host(b.list(out))
        }
        Value::Tuple(t) => {
            if let Some(items) = build_atoms(t.iter(), t.len(), depth, built, b) {
                let items = items.map_err(BuildStop::Host)?;
                return host(b.tuple(items, true));
            }
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                out.push(build_in(interp, x, depth + 1, 0, built, b)?);
            }
            host(b.tuple(out, false))
        }
        Value::Dict(d) => {
            let entries: Vec<(Value, Value)> = d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
            let mut out = Vec::with_capacity(entries.len());
            for (k, x) in &entries {
                let k = build_in(interp, k, depth + 1, 1, built, b)?;
                out.push((k, build_in(interp, x, depth + 1, 1, built, b)?));
            }
            host(b.dict(out))
        }
        Value::Set(d) => {
            let keys: Vec<Value> = d.borrow().keys().cloned().collect();
            let mut out = Vec::with_capacity(keys.len());
            for k in &keys {
                out.push(build_in(interp, k, depth + 1, 1, built, b)?);
            }
            host(b.set(out))
        }
        Value::FrozenSet(d) => {
            let keys: Vec<Value> = d.keys().cloned().collect();
            let mut out = Vec::with_capacity(keys.len());
            for k in &keys {
                out.push(build_in(interp, k, depth + 1, 1, built, b)?);
            }
            host(b.set(out))
        }
        // Host objects and slices convert without running code or exporting anything.
        Value::Host(_) | Value::Slice(_) => match to_host_content(interp, v, depth, None) {
            Ok(h) => host(b.value(h)),
            Err(_) => Err(BuildStop::Fallback),
        },
        // Sandbox objects are exported by reference, and the embedder may need the
        // interpreter to wrap them (which it cannot while building): `get_globals` does it.
        _ => Err(BuildStop::Fallback),
    }
}

/// How deep a conversion for the host goes before describing what is below instead.
const MAX_HOST_DEPTH: usize = 100;

fn to_host_in(interp: &mut Interp, v: &Value, depth: usize, share: Option<&mut Sharing>, held: usize) -> R<HostValue> {
    if depth > MAX_HOST_DEPTH {
        return Ok(HostValue::Opaque { type_name: interp.type_name(v).into(), repr: "...".into() });
    }
    let Some(sh) = share else { return to_host_content(interp, v, depth, None) };
    if let Some(key) = shareable(v, held) {
        let i = sh.shared.len() as u32;
        match sh.index.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => return Ok(HostValue::Shared(*e.get())),
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
        }
        // The index is taken before the contents are converted, so a cycle back to this
        // container finds it.
        sh.shared.push(HostValue::None);
        let content = to_host_content(interp, v, depth, Some(&mut *sh))?;
        sh.shared[i as usize] = content;
        return Ok(HostValue::Shared(i));
    }
    to_host_content(interp, v, depth, Some(sh))
}

/// The items of a container converted into a vector allocated once (collecting `R`s
/// cannot know the length, and growing by doubling copied a big list's conversion ~twice).
fn convert_all(interp: &mut Interp, items: &[Value], held: usize, item: &mut impl FnMut(&mut Interp, &Value, usize) -> R<HostValue>) -> R<Vec<HostValue>> {
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(item(interp, x, held)?);
    }
    Ok(out)
}

/// The conversion of a value that holds no other value (a number, a string, bytes), which
/// runs no program code and has nothing to share; None for every other value.
#[inline]
fn scalar_to_host(v: &Value) -> Option<HostValue> {
    atom_of(v).map(HostValue::from)
}

/// The items of a sequence at `depth` that holds only scalars (see `scalar_to_host`),
/// converted in one pass under the borrow (converting them runs no code); None when any item
/// is not a scalar, or when the items are past the depth limit, for the general path.
/// With `sharing` (a conversion with a table), a big string referenced more than once also
/// sends the items to the general path, which converts it once into the table.
fn scalars_to_host<'a>(items: impl Iterator<Item = &'a Value>, len: usize, depth: usize, sharing: bool) -> Option<Vec<HostValue>> {
    if depth >= MAX_HOST_DEPTH {
        return None;
    }
    let mut out = Vec::with_capacity(len);
    for x in items {
        if sharing && shared_big_str(x) {
            return None;
        }
        out.push(scalar_to_host(x)?);
    }
    Some(out)
}

/// A string converted once into the table of a shared conversion (see `shareable`), whatever
/// references the walk itself holds.
fn shared_big_str(v: &Value) -> bool {
    matches!(v, Value::Str(s) if s.s.len() >= SHARED_STR_BYTES && Rc::strong_count(s) > 1)
}

/// The bytes a conversion of `v` copies at its own level: its text or bytes, or those of its
/// string and bytes items, with a container's item slots.
/// With `sharing`, the items that are big strings referenced more than once are converted
/// once into the table (and charged there), not here.
fn copy_bytes(v: &Value, sharing: bool) -> usize {
    let atom = |x: &Value| match x {
        Value::Str(_) if sharing && shared_big_str(x) && !std::ptr::eq(x, v) => 0,
        Value::Str(s) => s.s.len(),
        Value::Bytes(b) => b.len(),
        _ => 0,
    };
    let slots = std::mem::size_of::<HostValue>();
    match v {
        Value::Str(_) | Value::Bytes(_) => atom(v),
        Value::List(l) => l.try_borrow().map(|l| l.iter().map(atom).fold(l.len() * slots, usize::saturating_add)).unwrap_or(0),
        Value::Tuple(t) => t.iter().map(atom).fold(t.len() * slots, usize::saturating_add),
        Value::Dict(d) => d.try_borrow().map(|d| d.iter().map(|e| atom(&e.key) + atom(&e.value)).fold(d.len() * 2 * slots, usize::saturating_add)).unwrap_or(0),
        Value::Set(d) => d.try_borrow().map(|d| d.keys().map(atom).fold(d.len() * slots, usize::saturating_add)).unwrap_or(0),
        Value::FrozenSet(d) => d.keys().map(atom).fold(d.len() * slots, usize::saturating_add),
        _ => 0,
    }
}

/// One value's conversion, its items through `to_host_in`.
fn to_host_content(interp: &mut Interp, v: &Value, depth: usize, mut share: Option<&mut Sharing>) -> R<HostValue> {
    // The copies this level makes (strings and bytes are copied for the host each time they
    // are met) are charged to the memory limit, and checked against what the OS will map,
    // before they are made: `[s] * 100` of a 30 MiB string is 3 GB of host strings, and an
    // allocation the OS refuses aborts the process. Copies made earlier in the conversion are
    // live, so the counting allocator already charges them.
    let sharing = share.is_some();
    let copies = copy_bytes(v, sharing);
    if copies >= crate::limits::BULK_CHECK_BYTES {
        interp.check_alloc(copies)?;
    }
    // Small copies add up too: a list of 400 references to one list of 400 lists of 400 ints
    // is 1,200 small lists in the sandbox and 64 million items converted without sharing
    // (3 GB and 25 s under a 64 MiB limit and a 2 s timeout). Each value converted is a step,
    // and so is each KiB it copies: the clock and the total held (the conversion's copies so
    // far included) are read every `CLOCK_CHECK_INTERVAL` of them (at most about 1 MiB apart).
    interp.budget.steps(1 + (copies >> 10) as u64)?;
    if let Some(h) = scalar_to_host(v) {
        return Ok(h);
    }
    // `held`: whether the item comes from a snapshot this conversion took (which holds a
    // reference to it) or straight from the container.
    let mut item = |interp: &mut Interp, x: &Value, held: usize| to_host_in(interp, x, depth + 1, share.as_deref_mut(), held);
    Ok(match v {
        Value::List(l) => {
            if let Some(out) = scalars_to_host(l.borrow().iter(), l.borrow().len(), depth, sharing) {
                return Ok(HostValue::List(out));
            }
            let items = l.borrow().clone();
            HostValue::List(convert_all(interp, &items, 1, &mut item)?)
        }
        Value::Tuple(t) => match scalars_to_host(t.iter(), t.len(), depth, sharing) {
            Some(out) => HostValue::Tuple(out),
            None => HostValue::Tuple(convert_all(interp, t, 0, &mut item)?),
        },
        Value::Dict(d) => {
            if depth < MAX_HOST_DEPTH {
                // Scalar keys and values: one pass under the borrow, as for lists.
                let d = d.borrow();
                let mut out = Vec::with_capacity(d.len());
                for e in d.iter() {
                    if sharing && (shared_big_str(&e.key) || shared_big_str(&e.value)) {
                        break;
                    }
                    match (scalar_to_host(&e.key), scalar_to_host(&e.value)) {
                        (Some(k), Some(v)) => out.push((k, v)),
                        _ => break,
                    }
                }
                if out.len() == d.len() {
                    return Ok(HostValue::Dict(out));
                }
            }
            let entries: Vec<(Value, Value)> = d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
            let mut out = Vec::with_capacity(entries.len());
            for (k, v) in &entries {
                out.push((item(interp, k, 1)?, item(interp, v, 1)?));
            }
            HostValue::Dict(out)
        }
        Value::Set(d) => {
            if let Some(out) = scalars_to_host(d.borrow().keys(), d.borrow().len(), depth, sharing) {
                return Ok(HostValue::Set(out));
            }
            let keys: Vec<Value> = d.borrow().keys().cloned().collect();
            HostValue::Set(convert_all(interp, &keys, 1, &mut item)?)
        }
        Value::FrozenSet(d) => {
            if let Some(out) = scalars_to_host(d.keys(), d.len(), depth, sharing) {
                return Ok(HostValue::Set(out));
            }
            let keys: Vec<Value> = d.keys().cloned().collect();
            HostValue::Set(convert_all(interp, &keys, 1, &mut item)?)
        }
        Value::Slice(s) => HostValue::Slice(Box::new(item(interp, &s.start, 0)?), Box::new(item(interp, &s.stop, 0)?), Box::new(item(interp, &s.step, 0)?)),
        Value::Host(h) => HostValue::Object(h.obj.clone()),
        other => HostValue::Sandbox(Box::new(interp.export(other)?)),
    })
}

pub fn from_host(interp: &mut Interp, v: HostValue) -> R<Value> {
    // A host value nested deeper than the stack allows is refused, not overflowed on.
    interp.check_stack("maximum recursion depth exceeded while converting a host value")?;
    Ok(match v {
        HostValue::None => Value::None,
        HostValue::Bool(b) => Value::Bool(b),
        HostValue::Int(i) => Value::Int(i),
        HostValue::BigInt(b) => Value::from_bigint(b),
        HostValue::Float(f) => Value::Float(f),
        HostValue::Complex(r, i) => Value::Complex(Rc::new((r, i))),
        HostValue::Str(s) => Value::string(s),
        HostValue::Bytes(b) => Value::Bytes(Rc::new(b)),
        HostValue::List(items) => Value::list(items.into_iter().map(|x| from_host(interp, x)).collect::<R<_>>()?),
        HostValue::Tuple(items) => Value::tuple(items.into_iter().map(|x| from_host(interp, x)).collect::<R<_>>()?),
        HostValue::Dict(entries) => {
            let d = Rc::new(RefCell::new(Dict::new()));
            for (k, v) in entries {
                let k = from_host(interp, k)?;
                let v = from_host(interp, v)?;
                interp.dict_set(&d, k, v)?;
            }
            Value::Dict(d)
        }
        HostValue::Set(items) => {
            let mut d = Dict::new_set();
            for x in items {
                let x = from_host(interp, x)?;
                interp.set_add(&mut d, x)?;
            }
            Value::Set(Rc::new(RefCell::new(d)))
        }
        HostValue::Slice(a, b, c) => {
            let (start, stop, step) = (from_host(interp, *a)?, from_host(interp, *b)?, from_host(interp, *c)?);
            Value::Slice(Rc::new(crate::value::SliceObj { start, stop, step }))
        }
        HostValue::Object(obj) => Value::Host(Rc::new(HostHandle { obj })),
        HostValue::Sandbox(s) => interp.exported(&s)?,
        HostValue::NotImplemented => Value::NotImplemented,
        HostValue::Opaque { repr, .. } => Value::string(String::from(repr)),
        HostValue::Shared(_) => return Err(Error::new(ExcType::ValueError, "a shared reference of a converted object graph was given outside its graph")),
    })
}

/// Whether `iter(v)` can succeed, without calling anything.
fn is_iterable(v: &Value) -> bool {
    match v {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::FrozenSet(_)
        | Value::Range(_)
        | Value::DictView(_)
        | Value::Iterator(_)
        | Value::Generator(_) => true,
        Value::Instance(i) => {
            i.class.lookup("__iter__").is_some() || i.class.lookup("__getitem__").is_some() || i.builtin_base.borrow().as_ref().map(is_iterable).unwrap_or(false)
        }
        Value::Class(c) => c.meta_lookup("__iter__").is_some(),
        Value::Host(_) => true,
        _ => false,
    }
}

impl Interp {
    /// Puts `v` in the export table (a reference the cycle collector cannot see, so it keeps
    /// the value and everything it reaches alive) and describes it for the host. Exporting the
    /// same object again returns the same id with one more reference to release.
    pub fn export(&mut self, v: &Value) -> R<SandboxObject> {
        let repr = match self.repr(v) {
            Ok(r) => r,
            Err(e) if e.is_fatal() => return Err(e),
            Err(_) => "<object>".into(),
        };
        let key = v.identity();
        let id = match self.export_ids.get(&key) {
            Some(&id) if self.exports.get(&id).map(|(x, _)| x.is(v)).unwrap_or(false) => {
                if let Some(entry) = self.exports.get_mut(&id) {
                    entry.1 += 1;
                }
                id
            }
            _ => {
                self.next_export += 1;
                let id = self.next_export;
                self.exports.insert(id, (v.clone(), 1));
                self.export_ids.insert(key, id);
                id
            }
        };
        Ok(SandboxObject {
            interp_id: self.id,
            id,
            type_name: self.type_name(v),
            repr,
            callable: crate::builtins::is_callable(v),
            iterable: is_iterable(v),
        })
    }

    /// The value behind an exported object of this interpreter.
    pub fn exported(&self, s: &SandboxObject) -> R<Value> {
        if s.interp_id != self.id {
            return Err(Error::new(ExcType::ValueError, format!("the {} object {} belongs to another interpreter", s.type_name, s.repr)));
        }
        match self.exports.get(&s.id) {
            Some((v, _)) => Ok(v.clone()),
            None => Err(Error::new(ExcType::ValueError, format!("the {} object {} was released by the host", s.type_name, s.repr))),
        }
    }

    /// Drops one host reference to an exported object.
    pub fn release_export(&mut self, id: u64) {
        let gone = match self.exports.get_mut(&id) {
            Some(entry) => {
                entry.1 = entry.1.saturating_sub(1);
                entry.1 == 0
            }
            None => false,
        };
        if gone {
            if let Some((v, _)) = self.exports.remove(&id) {
                let key = v.identity();
                if self.export_ids.get(&key) == Some(&id) {
                    self.export_ids.remove(&key);
                }
                crate::interp::drop_flat(vec![v]);
            }
        }
    }

    /// Performs one operation on a host object. It counts as one operation, the deadline is
    /// checked before and after it, and while the host runs the interpreter is registered
    /// for re-entrant calls from the host (`reentrant_call`).
    pub fn host_op(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<HostValue> {
        self.tick()?;
        self.budget.check_clock()?;
        if let HostOp::Call { .. } = op {
            self.count_host_call(&h.obj.type_name());
        }
        let obj = h.obj.clone();
        let result = crate::coro::with_host_op(self, move || obj.op(op));
        // A limit reached by sandbox code the host called back ends the run as that limit,
        // whatever the host did with the error it was given.
        if let Some(e) = self.pending_fatal.take() {
            return Err(e);
        }
        self.budget.check_clock()?;
        result.map_err(HostError::into_error)
    }

    /// `host_op`, with the result converted to a sandbox value.
    pub fn host_op_value(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<Value> {
        let r = self.host_op(h, op)?;
        from_host(self, r)
    }

    pub fn count_host_call(&mut self, name: &str) {
        match self.host_calls.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 += 1,
            None => self.host_calls.push((name.to_string(), 1)),
        }
    }

    /// The outcome of sandbox code run for the host, as the host sees it. A limit error is
    /// kept to end the run once the host returns, and reported to the host as an interrupt.
    pub fn result_for_host(&mut self, r: R<HostValue>) -> Result<HostValue, HostError> {
        match r {
            Ok(v) => Ok(v),
            Err(e) => {
                if let crate::error::ErrorKind::Fatal { msg, .. } = &e.0.kind {
                    let msg = msg.clone();
                    self.pending_fatal = Some(e);
                    return Err(HostError::interrupt(msg));
                }
                let exc = self.materialize(e);
                let type_name = crate::eval::exc::exception_type_name(&exc);
                let message = self.str_of_quiet(&exc);
                Err(HostError::raise(type_name, message))
            }
        }
    }

    /// The type object of a host object: one per host type name, so `type(a) is type(b)` holds
    /// for two objects of one host type.
    pub fn host_class(&self, h: &HostHandle) -> Rc<crate::value::Class> {
        let name = h.obj.type_name();
        if let Some(c) = self.host_types.borrow().get(&name) {
            return c.clone();
        }
        let object = self.types.get(crate::value::TypeKind::Object);
        let c = crate::builtins::types::builtin_class(&name, crate::value::TypeKind::Host, vec![object], crate::dict::new_strmap());
        self.host_types.borrow_mut().insert(name, c.clone());
        c
    }
}

/// Converts call arguments for the host.
pub fn args_to_host(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<(Vec<HostValue>, Vec<(String, HostValue)>)> {
    let hargs: Vec<HostValue> = args.iter().map(|a| to_host_checked(interp, a)).collect::<R<_>>()?;
    let mut hkw: Vec<(String, HostValue)> = Vec::with_capacity(kw.len());
    for (k, v) in kw.iter() {
        hkw.push((k.to_string(), to_host_checked(interp, v)?));
    }
    Ok((hargs, hkw))
}

fn args_from_host(interp: &mut Interp, args: Vec<HostValue>, kwargs: Vec<(String, HostValue)>) -> R<(Vec<Value>, Kwargs)> {
    let args: Vec<Value> = args.into_iter().map(|a| from_host(interp, a)).collect::<R<_>>()?;
    let mut kw: Kwargs = Vec::with_capacity(kwargs.len());
    for (k, v) in kwargs {
        kw.push((Rc::from(k.as_str()), from_host(interp, v)?));
    }
    Ok((args, kw))
}

/// What the host needs to know to present a sandbox value as its Python counterpart (a class
/// as a class, a function with its names): a dict with `kind` ("class", "function",
/// "generator" or "other"), and for classes and functions `name`, `qualname` and `module`; for
/// instances of the program's classes, `class`, the class itself. The host reads it; the
/// program never sees it, so the dunder rule is not involved.
pub fn object_info(interp: &mut Interp, v: &Value) -> R<HostValue> {
    let s = |x: &str| HostValue::Str(x.to_string());
    let mut out = Vec::new();
    if let Some((type_name, args, kwargs)) = value_recipe(interp, v)? {
        // A value with an exact Python counterpart: the host builds that instead of a proxy.
        out.push((s("kind"), s("value")));
        out.push((s("type"), s(type_name)));
        out.push((s("args"), HostValue::Tuple(args)));
        out.push((s("kwargs"), HostValue::Dict(kwargs.into_iter().map(|(k, v)| (s(k), v)).collect())));
        return Ok(HostValue::Dict(out));
    }
    let kind = match v {
        Value::Class(c) => {
            out.push((s("name"), s(&c.name)));
            out.push((s("qualname"), s(&c.qualname)));
            let module = c.module_override.borrow().clone().unwrap_or_else(|| c.module.clone());
            out.push((s("module"), s(&module)));
            out.push((s("builtin"), HostValue::Bool(c.is_builtin)));
            // What the class's instances can do, so the host's stand-in for the class offers
            // exactly that (libraries tell "list-like" and "callable" objects apart by it).
            // A subclass of a builtin type has that type's protocols (its builtin class's method
            // table is filled lazily, so it is not looked up).
            let base = builtin_protocols(c.kind);
            let abc = match c.kind {
                TypeKind::Dict => Some("MutableMapping"),
                TypeKind::List => Some("MutableSequence"),
                TypeKind::Tuple => Some("Sequence"),
                TypeKind::Set => Some("MutableSet"),
                TypeKind::FrozenSet => Some("Set"),
                // A namedtuple class (a tuple subclass in CPython; ophis's keeps its tuple in
                // an attribute) is a Sequence too: pandas reads its `_fields` as column names.
                _ if c.mro().iter().any(|k| &*k.name == "_NamedTupleBase" && &*k.module_name() == "collections") => Some("Sequence"),
                _ => None,
            };
            if let Some(abc) = abc {
                // The `collections.abc` class the instances belong to, as a builtin subclass's do.
                out.push((s("abc"), s(abc)));
            }
            out.push((s("iterable_instances"), HostValue::Bool(c.lookup("__iter__").is_some() || base.contains(&"__iter__"))));
            out.push((s("iterator_instances"), HostValue::Bool(c.lookup("__next__").is_some())));
            out.push((s("callable_instances"), HostValue::Bool(c.lookup("__call__").is_some())));
            // The protocols the instances implement (beyond `object`'s), so the host's class
            // offers exactly those special methods (CPython and C extensions test for their
            // presence: numpy's sequence detection, `operator.index`, `float()`).
            let mut protocols = Vec::new();
            for name in PROTOCOL_METHODS {
                match class_defines(c, name) {
                    Some(Value::None) if *name == "__hash__" => protocols.push(s("unhashable")),
                    Some(_) => protocols.push(s(&name[2..name.len() - 2])),
                    None if base.contains(name) => protocols.push(s(&name[2..name.len() - 2])),
                    None if *name == "__hash__" && matches!(c.kind, TypeKind::List | TypeKind::Dict | TypeKind::Set | TypeKind::ByteArray) => {
                        protocols.push(s("unhashable"))
                    }
                    None => {}
                }
            }
            out.push((s("protocols"), HostValue::List(protocols)));
            // A dataclass's field names (the `_FIELD` kind only, as `dataclasses.fields()`
            // gives them), so host code asking `dataclasses.is_dataclass`/`asdict` (pandas'
            // constructors) sees a dataclass.
            if let Some(Value::Dict(ref fields)) = class_defines(c, "__dataclass_fields__") {
                let entries: Vec<(Value, Value)> = fields.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                let mut names = Vec::new();
                for (k, f) in entries {
                    let (Value::Str(name), Value::Instance(f)) = (&k, &f) else { continue };
                    let kind = f.attrs.borrow().get("_field_type").cloned();
                    let is_field = match &kind {
                        Some(Value::Instance(t)) => matches!(t.attrs.borrow().get("name"), Some(Value::Str(n)) if n.s.as_ref() as &str == "_FIELD"),
                        _ => false,
                    };
                    if is_field {
                        names.push(HostValue::Str(name.s.to_string()));
                    }
                }
                out.push((s("dataclass_fields"), HostValue::List(names)));
            }
            let annotations = c.attrs.borrow().get("__annotations__").cloned();
            if let Some(a) = annotations {
                out.push((s("annotations"), to_host_checked(interp, &a)?));
            }
            "class"
        }
        Value::Function(f) => {
            out.push((s("name"), s(&f.name.borrow())));
            out.push((s("qualname"), s(&f.def.qualname)));
            out.push((s("module"), s("__main__")));
            "function"
        }
        Value::Generator(_) => "generator",
        Value::Instance(_) => {
            let cls = interp.type_of(v);
            if !cls.is_builtin {
                let exported = interp.export(&Value::Class(cls))?;
                out.push((s("class"), HostValue::Sandbox(Box::new(exported))));
            }
            "other"
        }
        _ => "other",
    };
    out.push((s("kind"), s(kind)));
    Ok(HostValue::Dict(out))
}

/// The special methods whose presence on a program's class the host's stand-in class mirrors.
const PROTOCOL_METHODS: &[&str] =
    &["__len__", "__getitem__", "__contains__", "__index__", "__int__", "__float__", "__bool__", "__eq__", "__hash__"];

/// The special methods (of `PROTOCOL_METHODS`, and `__iter__`) of a builtin type, for the
/// program's subclasses of it.
fn builtin_protocols(kind: TypeKind) -> &'static [&'static str] {
    match kind {
        TypeKind::Tuple | TypeKind::Str | TypeKind::Bytes => &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__", "__hash__"],
        TypeKind::List | TypeKind::ByteArray => &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__"],
        TypeKind::Dict => &["__len__", "__getitem__", "__contains__", "__iter__", "__eq__"],
        TypeKind::Set | TypeKind::FrozenSet => &["__len__", "__contains__", "__iter__", "__eq__", "__hash__"],
        TypeKind::Int | TypeKind::Bool => &["__index__", "__int__", "__float__", "__bool__", "__eq__", "__hash__"],
        TypeKind::Float => &["__int__", "__float__", "__bool__", "__eq__", "__hash__"],
        _ => &[],
    }
}

/// The attribute `name` as the class or a base other than `object` defines it.
fn class_defines(c: &crate::value::Class, name: &str) -> Option<Value> {
    let mro = c.mro();
    let found = mro.iter().filter(|k| !(k.is_builtin && k.kind == crate::value::TypeKind::Object)).find_map(|k| k.attrs.borrow().get(name).cloned());
    found
}

/// The Python type and constructor arguments of a sandbox value that has an exact Python
/// counterpart (`range`, `bytearray`, the dict views, and the instances of the native library's
/// `datetime`, `Decimal`, `Fraction`, `Counter`, `OrderedDict`, `defaultdict` and `deque`
/// classes, not of subclasses); None for every other value.
/// The arguments are converted like any other value (a datetime's tzinfo crosses as a
/// `timezone` the same way).
#[allow(clippy::type_complexity)]
fn value_recipe(interp: &mut Interp, v: &Value) -> R<Option<(&'static str, Vec<HostValue>, Vec<(&'static str, HostValue)>)>> {
    use crate::value::ViewKind;
    Ok(Some(match v {
        Value::Range(r) => ("range", vec![HostValue::Int(r.start), HostValue::Int(r.stop), HostValue::Int(r.step)], vec![]),
        Value::ByteArray(b) => {
            let bytes = b.borrow().clone();
            ("bytearray", vec![HostValue::Bytes(bytes)], vec![])
        }
        Value::DictView(dv) => {
            let d = to_host_checked(interp, &Value::Dict(dv.dict.clone()))?;
            let kind = match dv.kind {
                ViewKind::Keys => "dict_keys",
                ViewKind::Values => "dict_values",
                ViewKind::Items => "dict_items",
            };
            (kind, vec![d], vec![])
        }
        Value::Instance(inst) => {
            let c = inst.class.clone();
            // The library module that defined the class. (A program's class claiming that module
            // only gets its public fields read and handed to the real constructor, which
            // validates them.)
            let module = c.module_name();
            let fields: &[&str] = match (&*module, &*c.name) {
                ("datetime", "datetime") => &["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo"],
                ("datetime", "date") => &["year", "month", "day"],
                ("datetime", "time") => &["hour", "minute", "second", "microsecond", "tzinfo"],
                ("datetime", "timedelta") => &["days", "seconds", "microseconds"],
                ("datetime", "timezone") => &["_offset", "_name"],
                ("decimal", "Decimal") => &[],
                ("fractions", "Fraction") => &["_numerator", "_denominator"],
                ("collections", "defaultdict") => &["default_factory"],
                ("collections", "Counter" | "OrderedDict" | "deque") => &[],
                _ => return Ok(None),
            };
            let mut args = Vec::with_capacity(fields.len());
            // The library keeps each public field in a private attribute of the instance
            // (`_year`, `_tzinfo`): read there without running the property, else by getattr.
            let field = |interp: &mut Interp, f: &str| -> R<Value> {
                let private = if f.starts_with('_') { f.to_string() } else { format!("_{f}") };
                let direct = inst.attrs.borrow().get(private.as_str()).cloned();
                match direct {
                    Some(x) => Ok(x),
                    None => interp.getattr(v, &Rc::from(f)),
                }
            };
            for f in fields {
                let a = field(interp, f)?;
                if *f == "tzinfo" {
                    // A tzinfo of the program's own class has no Python counterpart: the
                    // datetime stays a proxy (its methods call that tzinfo in the sandbox).
                    let own = match &a {
                        Value::None => false,
                        Value::Instance(tz) => !(&*tz.class.name == "timezone" && &*tz.class.module_name() == "datetime"),
                        _ => true,
                    };
                    if own {
                        return Ok(None);
                    }
                }
                let a = to_host_checked(interp, &a)?;
                // Fields are numbers, strings, None or (a tzinfo, an offset) the library's own
                // objects: a host object put in a private field by the program would have the
                // constructor run host code on it, outside any host call the program made
                // (the state is converted after the run), so such a value stays a proxy.
                if matches!(a, HostValue::Object(_) | HostValue::Opaque { .. }) {
                    return Ok(None);
                }
                args.push(a);
            }
            let mut kwargs = Vec::new();
            match &*c.name {
                "datetime" | "time" => {
                    let fold = field(interp, "fold")?;
                    kwargs.push(("fold", to_host_checked(interp, &fold)?));
                }
                "timezone" => {
                    if matches!(args.last(), Some(HostValue::None)) {
                        args.pop();
                    }
                }
                "Decimal" => args.push(HostValue::Str(interp.to_str(v)?)),
                // The collections cross as copies of their contents, as lists and dicts do.
                "Counter" | "OrderedDict" | "defaultdict" | "deque" => {
                    let (ctor, items) = if &*c.name == "deque" { ("list", v.clone()) } else { ("dict", v.clone()) };
                    let ctor = interp.builtin(ctor).ok_or_else(|| Error::new(ExcType::RuntimeError, "no builtin constructor"))?;
                    let copy = interp.call(&ctor, vec![items], Vec::new())?;
                    args.push(to_host_checked(interp, &copy)?);
                    if &*c.name == "deque" {
                        let maxlen = interp.getattr(v, &Rc::from("maxlen"))?;
                        kwargs.push(("maxlen", to_host_checked(interp, &maxlen)?));
                    }
                }
                _ => {}
            }
            let name: &'static str = match &*c.name {
                "datetime" => "datetime",
                "date" => "date",
                "time" => "time",
                "timedelta" => "timedelta",
                "timezone" => "timezone",
                "Decimal" => "Decimal",
                "Counter" => "Counter",
                "OrderedDict" => "OrderedDict",
                "defaultdict" => "defaultdict",
                "deque" => "deque",
                _ => "Fraction",
            };
            (name, args, kwargs)
        }
        _ => return Ok(None),
    }))
}

/// A protocol operation the host applies to a sandbox value (the special methods of the
/// host's stand-in objects: `len()`, `x[i]`, `in`, `operator.index`, `int()`, `float()`,
/// `bool()`, `==`, `hash()`, `iter()`).
#[derive(Debug, Clone)]
pub enum Protocol {
    /// `len(obj)` -> Int
    Len,
    /// `obj[key]`
    GetItem(HostValue),
    /// `item in obj` -> Bool
    Contains(HostValue),
    /// `operator.index(obj)` -> Int
    Index,
    /// `int(obj)` -> Int
    Int,
    /// `float(obj)` -> Float
    Float,
    /// `bool(obj)` -> Bool
    Bool,
    /// `obj == other` -> Bool
    Eq(HostValue),
    /// `hash(obj)` -> Int
    Hash,
    /// `iter(obj)` -> the iterator
    Iter,
}

/// Applies `p` to `v` as the evaluator does (the program's special methods run, under the
/// run's limits).
pub fn object_protocol(interp: &mut Interp, v: &Value, p: Protocol) -> R<HostValue> {
    Ok(match p {
        Protocol::Len => HostValue::Int(interp.len(v)? as i64),
        Protocol::GetItem(k) => {
            let k = from_host(interp, k)?;
            let x = interp.getitem(v, &k)?;
            to_host_checked(interp, &x)?
        }
        Protocol::Contains(x) => {
            let x = from_host(interp, x)?;
            HostValue::Bool(interp.contains(v, &x)?)
        }
        Protocol::Index => {
            let b = crate::modules::math::index_big(interp, v)?;
            match i64::try_from(&b) {
                Ok(i) => HostValue::Int(i),
                Err(_) => HostValue::BigInt(b),
            }
        }
        Protocol::Int => {
            let i = crate::builtins::types::int_of(interp, v)?;
            to_host_checked(interp, &i)?
        }
        Protocol::Float => HostValue::Float(crate::builtins::types::float_of(interp, v)?),
        Protocol::Bool => HostValue::Bool(interp.truthy(v)?),
        Protocol::Eq(x) => {
            let x = from_host(interp, x)?;
            HostValue::Bool(interp.eq(v, &x)?)
        }
        Protocol::Hash => HostValue::Int(interp.hash(v)? as i64),
        Protocol::Iter => {
            let it = interp.get_iter(v)?;
            to_host_checked(interp, &it)?
        }
    })
}

/// The time by which host code running on this thread for a sandbox's program must return:
/// the earliest deadline of the runs waiting for it here (`None`: no such run, or no deadline).
/// Host code that waits for something (another interpreter busy in a run of its own) waits
/// no longer than this.
pub fn caller_deadline() -> Option<std::time::Instant> {
    crate::coro::host_op_deadline()
}

/// `object_protocol` for an exported object, inside the current run of its interpreter, like
/// `reentrant_call`.
pub fn reentrant_protocol(obj: &SandboxObject, p: Protocol) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            object_protocol(interp, &v, p)
        })();
        interp.result_for_host(r)
    })
}

/// `object_info` for an exported object, inside the current run of its interpreter, like
/// `reentrant_call`.
pub fn reentrant_object_info(obj: &SandboxObject) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            object_info(interp, &v)
        })();
        interp.result_for_host(r)
    })
}

/// `obj(*args, **kwargs)` for an exported object, run inside the current run of its
/// interpreter. Works only while that interpreter is inside a host op on this thread (the host
/// is running code the program called); `None` otherwise, and the host then uses
/// `Interpreter::call_object`. The call shares the run's budget and limits; a limit error ends
/// the outer run (the host sees it as an `Interrupt` error).
pub fn reentrant_call(obj: &SandboxObject, args: Vec<HostValue>, kwargs: Vec<(String, HostValue)>) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let f = interp.exported(obj)?;
            let (args, kw) = args_from_host(interp, args, kwargs)?;
            let v = interp.call(&f, args, kw)?;
            to_host_checked(interp, &v)
        })();
        interp.result_for_host(r)
    })
}

/// `getattr(obj, name)` for an exported object, like `reentrant_call` (the dunder rule applies).
pub fn reentrant_getattr(obj: &SandboxObject, name: &str) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            let a = interp.getattr(&v, &Rc::from(name))?;
            to_host_checked(interp, &a)
        })();
        interp.result_for_host(r)
    })
}

/// `next(obj)` for an exported iterator, like `reentrant_call`; `Ok(None)` when exhausted.
pub fn reentrant_iter_next(obj: &SandboxObject) -> Option<Result<Option<HostValue>, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            match interp.next(&v)? {
                Some(x) => to_host_checked(interp, &x).map(Some),
                None => Ok(None),
            }
        })();
        match r {
            Ok(None) => Ok(None),
            Ok(Some(v)) => interp.result_for_host(Ok(v)).map(Some),
            Err(e) => interp.result_for_host(Err(e)).map(Some),
        }
    })
}

/// `iter(obj)` for an exported object, like `reentrant_call` (the iterator comes back as
/// another sandbox object unless it is a host object).
pub fn reentrant_iter(obj: &SandboxObject) -> Option<Result<HostValue, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            let it = interp.get_iter(&v)?;
            to_host_checked(interp, &it)
        })();
        interp.result_for_host(r)
    })
}

/// `str(obj)` for an exported object, like `reentrant_call`.
pub fn reentrant_str(obj: &SandboxObject) -> Option<Result<String, HostError>> {
    crate::coro::reenter(obj.interp_id, |interp| {
        let r = (|| {
            let v = interp.exported(obj)?;
            interp.to_str(&v).map(HostValue::Str)
        })();
        match interp.result_for_host(r) {
            Ok(HostValue::Str(s)) => Ok(s),
            Ok(other) => Err(HostError::raise("TypeError", format!("str() gave {other:?}"))),
            Err(e) => Err(e),
        }
    })
}

fn exc_type_by_name(name: &str) -> ExcType {
    ExcType::ALL.iter().copied().find(|t| t.name() == name).unwrap_or(ExcType::RuntimeError)
}

/// Registers a host function under `name` as a builtin-like global.
pub fn register(interp: &mut Interp, name: &str, f: crate::HostFunction) {
    let f: Rc<crate::HostFunction> = Rc::new(f);
    let name_rc: Rc<str> = Rc::from(name);
    let counted = name.to_string();
    let hf: crate::interp::HostFn = Rc::new(move |interp: &mut Interp, args: &[Value], kw: &Kwargs| -> R<Value> {
        let (hargs, hkw) = args_to_host(interp, args, kw)?;
        interp.count_host_call(&counted);
        let f = f.clone();
        let result = crate::coro::with_host_op(interp, move || f(hargs, hkw));
        if let Some(e) = interp.pending_fatal.take() {
            return Err(e);
        }
        interp.budget.check_clock()?;
        match result {
            Ok(v) => from_host(interp, v),
            Err(e) => Err(e.into_error()),
        }
    });
    interp.host_functions.insert(name_rc.clone(), hf);
    let v = Value::Builtin(Rc::new(crate::value::Builtin { name: std::borrow::Cow::Owned(name.to_string()), func: call_host, receiver: Some(Value::str(name)), module: "host", binds: false }));
    interp.set_global(name, v);
}

/// Removes the host function registered under `name`; the global of that name goes too,
/// unless the program has rebound it to a value of its own. Returns whether one was registered.
pub fn unregister(interp: &mut Interp, name: &str) -> bool {
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
        None => Err(Error::new(ExcType::NameError, format!("host function '{name}' is not registered"))),
    }
}

/// The sandbox side of host objects: each protocol the evaluator applies to a `Value::Host`.
impl Interp {
    fn host_expect_str(&mut self, h: &Rc<HostHandle>, op: HostOp) -> R<String> {
        let what = op.name();
        match self.host_op(h, op)? {
            HostValue::Str(s) => Ok(s),
            other => Err(crate::error::type_error(format!("{what} of host object '{}' returned {other:?}, not a str", h.obj.type_name()))),
        }
    }

    pub fn host_repr(&mut self, h: &Rc<HostHandle>) -> R<String> {
        self.host_expect_str(h, HostOp::Repr)
    }

    pub fn host_str(&mut self, h: &Rc<HostHandle>) -> R<String> {
        self.host_expect_str(h, HostOp::Str)
    }

    pub fn host_format(&mut self, h: &Rc<HostHandle>, spec: &str) -> R<String> {
        self.host_expect_str(h, HostOp::Format(spec.to_string()))
    }

    pub fn host_truthy(&mut self, h: &Rc<HostHandle>) -> R<bool> {
        match self.host_op(h, HostOp::Bool)? {
            HostValue::Bool(b) => Ok(b),
            other => Err(crate::error::type_error(format!("__bool__ of host object '{}' returned {other:?}, not a bool", h.obj.type_name()))),
        }
    }

    pub fn host_len(&mut self, h: &Rc<HostHandle>) -> R<usize> {
        match self.host_op(h, HostOp::Len)? {
            HostValue::Int(n) if n >= 0 => Ok(n as usize),
            HostValue::Int(_) => Err(crate::error::value_error("__len__() should return >= 0")),
            other => Err(crate::error::type_error(format!("len() of host object '{}' returned {other:?}, not an int", h.obj.type_name()))),
        }
    }

    pub fn host_hash(&mut self, h: &Rc<HostHandle>) -> R<i64> {
        match self.host_op(h, HostOp::Hash)? {
            HostValue::Int(n) => Ok(n),
            HostValue::BigInt(b) => Ok(crate::ops::hash_bigint(&b)),
            other => Err(crate::error::type_error(format!("hash() of host object '{}' returned {other:?}, not an int", h.obj.type_name()))),
        }
    }

    pub fn host_contains(&mut self, h: &Rc<HostHandle>, item: &Value) -> R<bool> {
        let item = to_host_checked(self, item)?;
        let r = self.host_op_value(h, HostOp::Contains(item))?;
        self.truthy(&r)
    }

    pub fn host_call(&mut self, h: &Rc<HostHandle>, args: &[Value], kw: &Kwargs) -> R<Value> {
        let (args, kwargs) = args_to_host(self, args, kw)?;
        self.host_op_value(h, HostOp::Call { args, kwargs })
    }

    /// An attribute of a host object. Dunder names never reach the host: the program's own
    /// lookups were refused by the dunder rule already, and the interpreter's protocol lookups
    /// see the attribute as absent.
    pub fn host_getattr(&mut self, h: &Rc<HostHandle>, name: &str) -> R<Value> {
        if crate::policy::Policy::is_dunder(name) && !crate::policy::Policy::host_dunder_allowed(name) {
            return Err(crate::error::attribute_error(format!("'{}' object has no attribute '{name}'", h.obj.type_name())));
        }
        self.host_op_value(h, HostOp::GetAttr(name.to_string()))
    }

    pub fn host_setattr(&mut self, h: &Rc<HostHandle>, name: &str, v: &Value) -> R<()> {
        if crate::policy::Policy::is_dunder(name) {
            return Err(Error::fatal(LimitKind::Forbidden, format!("Forbidden access to dunder attribute: {name}")));
        }
        let v = to_host_checked(self, v)?;
        self.host_op(h, HostOp::SetAttr(name.to_string(), v)).map(|_| ())
    }

    pub fn host_delattr(&mut self, h: &Rc<HostHandle>, name: &str) -> R<()> {
        if crate::policy::Policy::is_dunder(name) {
            return Err(Error::fatal(LimitKind::Forbidden, format!("Forbidden access to dunder attribute: {name}")));
        }
        self.host_op(h, HostOp::DelAttr(name.to_string())).map(|_| ())
    }

    pub fn host_getitem(&mut self, h: &Rc<HostHandle>, idx: &Value) -> R<Value> {
        let idx = to_host_checked(self, idx)?;
        self.host_op_value(h, HostOp::GetItem(idx))
    }

    pub fn host_setitem(&mut self, h: &Rc<HostHandle>, idx: &Value, v: &Value) -> R<()> {
        let idx = to_host_checked(self, idx)?;
        let v = to_host_checked(self, v)?;
        self.host_op(h, HostOp::SetItem(idx, v)).map(|_| ())
    }

    pub fn host_delitem(&mut self, h: &Rc<HostHandle>, idx: &Value) -> R<()> {
        let idx = to_host_checked(self, idx)?;
        self.host_op(h, HostOp::DelItem(idx)).map(|_| ())
    }

    /// `iter(h)`: the host's iterator, or (when the host answers with a plain iterable) the
    /// sandbox's iterator over it.
    pub fn host_iter(&mut self, h: &Rc<HostHandle>) -> R<Value> {
        let it = self.host_op_value(h, HostOp::Iter)?;
        match it {
            Value::Host(_) => Ok(it),
            other => self.get_iter(&other),
        }
    }

    /// `next(h)`: `None` at the end (the host raised StopIteration).
    pub fn host_next(&mut self, h: &Rc<HostHandle>) -> R<Option<Value>> {
        match self.host_op(h, HostOp::Next) {
            Ok(v) => from_host(self, v).map(Some),
            Err(e) if self.is_stop_iteration(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// `int(h)`, `float(h)`, `operator.index(h)`: the host's own conversion; its result must
    /// be a number of the kind asked for.
    pub fn host_convert(&mut self, h: &Rc<HostHandle>, kind: Conversion) -> R<Value> {
        let v = self.host_op_value(h, HostOp::Convert(kind))?;
        match (kind, &v) {
            (Conversion::Int | Conversion::Index, Value::Int(_) | Value::BigInt(_)) | (Conversion::Float, Value::Float(_)) => Ok(v),
            _ => Err(crate::error::type_error(format!("conversion of host object '{}' returned {}", h.obj.type_name(), self.type_name(&v)))),
        }
    }

    /// `isinstance(v, h)` for a host class `h`: asked of the host (a sandbox value crosses as
    /// it would as an argument).
    pub fn host_isinstance(&mut self, v: &Value, h: &Rc<HostHandle>) -> R<bool> {
        let arg = to_host_checked(self, v)?;
        let r = self.host_op_value(h, HostOp::IsInstance(arg))?;
        self.truthy(&r)
    }

    pub fn host_dir(&mut self, h: &Rc<HostHandle>) -> R<Vec<String>> {
        match self.host_op(h, HostOp::Dir)? {
            HostValue::List(items) | HostValue::Tuple(items) => Ok(items
                .into_iter()
                .filter_map(|x| match x {
                    HostValue::Str(s) if !crate::policy::Policy::is_dunder(&s) => Some(s),
                    _ => None,
                })
                .collect()),
            other => Err(crate::error::type_error(format!("dir() of host object '{}' returned {other:?}, not a list", h.obj.type_name()))),
        }
    }

    /// `l op r` where at least one side is a host object, with Python's protocol: the left
    /// operand first, then the reflected operation on the right one; `None` when neither
    /// supports it.
    pub fn host_binop(&mut self, l: &Value, op: BinaryOp, r: &Value) -> R<Option<Value>> {
        if let Value::Host(h) = l {
            let other = to_host_checked(self, r)?;
            let v = self.host_op(h, HostOp::Binary { op, other, reflected: false })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        if let Value::Host(h) = r {
            if !l.is(r) {
                let other = to_host_checked(self, l)?;
                let v = self.host_op(h, HostOp::Binary { op, other, reflected: true })?;
                if v != HostValue::NotImplemented {
                    return from_host(self, v).map(Some);
                }
            }
        }
        Ok(None)
    }

    /// `l op= r` for a host object `l`; `None` when the host wants the plain operation.
    pub fn host_inplace(&mut self, h: &Rc<HostHandle>, op: BinaryOp, r: &Value) -> R<Option<Value>> {
        let other = to_host_checked(self, r)?;
        let v = self.host_op(h, HostOp::InPlace { op, other })?;
        if v == HostValue::NotImplemented {
            return Ok(None);
        }
        from_host(self, v).map(Some)
    }

    /// `l op r` for comparisons with a host object on either side; `None` when neither side
    /// supports it.
    pub fn host_compare(&mut self, l: &Value, op: CompareOp, r: &Value) -> R<Option<Value>> {
        if let Value::Host(h) = l {
            let other = to_host_checked(self, r)?;
            let v = self.host_op(h, HostOp::Compare { op, other })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        if let Value::Host(h) = r {
            let other = to_host_checked(self, l)?;
            let v = self.host_op(h, HostOp::Compare { op: op.swapped(), other })?;
            if v != HostValue::NotImplemented {
                return from_host(self, v).map(Some);
            }
        }
        Ok(None)
    }

    pub fn host_unary(&mut self, h: &Rc<HostHandle>, op: UnaryOp) -> R<Value> {
        self.host_op_value(h, HostOp::Unary(op))
    }
}
