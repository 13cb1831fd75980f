//! ophis's own syntax tree.
//!
//! `parse` builds this tree from the parser's output with every name unresolved and every
//! literal still a literal; `lower` then resolves each name to a local slot, a closure cell,
//! a class-body entry or a global slot, builds constants into runtime values once, and records
//! each function's frame layout. Evaluation only ever sees lowered trees.

use std::rc::Rc;

use num_bigint::BigInt;

use crate::value::{CellRef, Value};

/// A position in the source: 1-based line and 0-based column (in characters).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

/// Where a name lives, decided by `lower`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameRef {
    /// Not yet resolved (only between `parse` and `lower`).
    Unresolved,
    /// A plain local variable of the current function frame.
    Local(u32),
    /// A closure cell of the current frame: its own cell variables first, then free variables.
    Cell(u32),
    /// A module-level name: index into the interpreter's global table.
    Global(u32),
    /// A name assigned in a class body: looked up in the class namespace, then globals/builtins.
    ClassBody(u32),
}

#[derive(Debug, Clone)]
pub struct Name {
    pub id: Rc<str>,
    pub slot: NameRef,
}

impl Name {
    pub fn new(id: &str) -> Self {
        Name { id: Rc::from(id), slot: NameRef::Unresolved }
    }
}

#[derive(Debug, Clone)]
pub enum Literal {
    None,
    Bool(bool),
    Int(BigInt),
    Float(f64),
    Complex(f64, f64),
    Str(String),
    Bytes(Vec<u8>),
    Ellipsis,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    MatMul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitOr,
    BitXor,
    BitAnd,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::MatMul => "@",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "** or pow()",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::BitAnd => "&",
        }
    }
    /// The dunder method names: (normal, reflected, in-place).
    pub fn dunders(self) -> (&'static str, &'static str, &'static str) {
        match self {
            BinOp::Add => ("__add__", "__radd__", "__iadd__"),
            BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
            BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
            BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
            BinOp::Div => ("__truediv__", "__rtruediv__", "__itruediv__"),
            BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
            BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
            BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
            BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
            BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
            BinOp::BitOr => ("__or__", "__ror__", "__ior__"),
            BinOp::BitXor => ("__xor__", "__rxor__", "__ixor__"),
            BinOp::BitAnd => ("__and__", "__rand__", "__iand__"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Not,
    Neg,
    Pos,
    Invert,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    Is,
    IsNot,
    In,
    NotIn,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversion {
    None,
    Str,
    Repr,
    Ascii,
}

#[derive(Debug, Clone)]
pub struct Keyword {
    /// `None` for `**mapping`.
    pub name: Option<Rc<str>>,
    pub value: Expr,
}

#[derive(Debug, Clone)]
pub struct Comprehension {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
    /// `async for` (inside an `async def`).
    pub is_async: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompKind {
    List,
    Set,
    Dict,
    Generator,
}

/// A list/set/dict comprehension or generator expression. It runs in its own scope, like a
/// function whose single argument is the first iterable (evaluated in the enclosing scope).
#[derive(Debug)]
pub struct CompDef {
    pub kind: CompKind,
    /// For dict comprehensions the key; otherwise the element.
    pub elt: Expr,
    pub value: Option<Expr>,
    pub generators: Vec<Comprehension>,
    pub scope: Scope,
    /// The comprehension runs as a coroutine (CPython's `ste_coroutine`): an `async for`, an
    /// `await` in its own scope, or an asynchronous comprehension other than a generator
    /// expression directly inside it. A generator expression that is one is an asynchronous
    /// generator.
    pub is_async: bool,
    /// The name its frame shows in tracebacks (`<listcomp>`, ...), made once.
    pub name: Rc<str>,
    /// Its qualified name (`f.<locals>.<genexpr>`), a generator expression's `__qualname__`;
    /// set by `lower`.
    pub qualname: Rc<str>,
    /// An empty cell table, shared by every run of a comprehension that has no cells.
    pub no_cells: Rc<[CellRef]>,
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Literal(Literal),
    /// A constant built once by `lower`.
    Constant(Value),
    Name(Name),
    BoolOp {
        is_and: bool,
        values: Vec<Expr>,
    },
    NamedExpr {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    BinOp {
        left: Box<Expr>,
        op: BinOp,
        right: Box<Expr>,
    },
    UnaryOp {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Lambda(Rc<FuncDef>),
    IfExp {
        test: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    Dict {
        keys: Vec<Option<Expr>>,
        values: Vec<Expr>,
    },
    Set(Vec<Expr>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Comp(Rc<CompDef>),
    Yield(Option<Box<Expr>>),
    YieldFrom(Box<Expr>),
    Await(Box<Expr>),
    /// A construct ophis cannot represent (a string literal holding a lone surrogate), kept in
    /// the tree so that the module still loads: evaluating it raises NotImplementedError with
    /// this message.
    Unsupported(Rc<str>),
    Compare {
        left: Box<Expr>,
        ops: Vec<CmpOp>,
        comparators: Vec<Expr>,
    },
    Call {
        func: Box<Expr>,
        args: Vec<Expr>,
        keywords: Vec<Keyword>,
    },
    /// `super()` with no arguments inside a method: `lower` rewrites it to name the
    /// `__class__` cell and the first parameter.
    SuperZero {
        class_cell: u32,
        first_arg: Option<NameRef>,
    },
    FormattedValue {
        value: Box<Expr>,
        conversion: Conversion,
        spec: Option<Box<Expr>>,
    },
    JoinedStr(Vec<Expr>),
    Attribute {
        value: Box<Expr>,
        attr: Rc<str>,
        cache: AttrCache,
    },
    Subscript {
        value: Box<Expr>,
        index: Box<Expr>,
    },
    Starred(Box<Expr>),
    Slice {
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
}

/// What an attribute site (`obj.name`, `obj.name(...)`, `obj.name = v`, `obj.name += v`)
/// learned the last time it ran on an instance, so the next run can skip hashing the name.
/// Both are hints: every use checks them against the tables before trusting them, and a
/// wrong hint only costs the ordinary lookup.
#[derive(Debug, Default)]
pub struct AttrCache {
    /// Where `name` was in the instance's own attribute table (instances of one class usually
    /// set their attributes in the same order, so they sit at the same index).
    pub slot: std::cell::Cell<u32>,
    /// For method calls: where along the class's MRO, and where in that class's table, the
    /// method was found, for the class at `MethodHint::class` as of the class epoch.
    pub method: std::cell::Cell<MethodHint>,
    /// For method calls on instances: the last `CALL_HINTS` (instance shape, class) pairs the
    /// site called through, each with where the method was found (see
    /// `eval::expr::plain_method`). Allocated on a site's first such call, so the other
    /// attribute sites stay small; several entries because a site like `task.fn()` sees the
    /// instances of several classes in turn, and a single hint missed on each change.
    pub calls: std::cell::OnceCell<Box<[std::cell::Cell<CallHint>; CALL_HINTS]>>,
}

/// How many (shape, class) pairs a method call site remembers (see `AttrCache::calls`).
pub(crate) const CALL_HINTS: usize = 4;

/// One entry of `AttrCache::calls`: instances of the class at address `class` whose
/// attributes have the shape at address `shape` do not hold the site's name themselves (a
/// shape's names never change, and a class's shapes live as long as it does), and as of
/// the class epoch `epoch` the name is found at `slot` of the table of the class at
/// `mro_index` along its MRO. Every use checks the entry names the site's name.
#[derive(Debug, Default, Clone, Copy)]
pub struct CallHint {
    pub shape: usize,
    pub class: usize,
    pub epoch: u64,
    pub mro_index: u32,
    pub slot: u32,
}

/// See `AttrCache::method`. `class` is the class's address: a class that is dropped moves
/// the class epoch (`Class`'s `Drop`), so an address reused by a later class never matches
/// a hint taken at an earlier epoch.
#[derive(Debug, Default, Clone, Copy)]
pub struct MethodHint {
    pub class: usize,
    pub epoch: u64,
    pub mro_index: u32,
    pub slot: u32,
}

impl MethodHint {
    /// `mro_index` of a hint that says the site's name is a plain instance attribute of
    /// `class`'s instances at `epoch` (`Class::plain_attr_get`), found at `AttrCache::slot`
    /// (see `attr::getattr_cached`). No MRO is that long, so `lookup_hinted` never trusts it.
    pub const INSTANCE: u32 = u32::MAX;
}

/// A copy of a tree starts with no hints.
impl Clone for AttrCache {
    fn clone(&self) -> AttrCache {
        AttrCache::default()
    }
}

/// Parameters of a function or lambda, in CPython's order.
#[derive(Debug, Clone, Default)]
pub struct Params {
    pub posonly: Vec<Param>,
    pub args: Vec<Param>,
    pub vararg: Option<Rc<str>>,
    pub kwonly: Vec<Param>,
    pub kwarg: Option<Rc<str>>,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: Rc<str>,
    pub default: Option<Expr>,
}

impl Params {
    pub fn positional(&self) -> impl Iterator<Item = &Param> {
        self.posonly.iter().chain(self.args.iter())
    }
}

/// The frame layout of a function, lambda, comprehension or class body, filled in by `lower`.
#[derive(Debug, Clone, Default)]
pub struct Scope {
    /// Names of the plain local slots, in slot order (parameters first).
    pub local_names: Vec<Rc<str>>,
    /// Names of the cells this scope owns (variables captured by inner scopes).
    pub cell_names: Vec<Rc<str>>,
    /// For each owned cell that is also a parameter, the parameter's local slot, so binding
    /// arguments can move the value into the cell.
    pub cell_params: Vec<(u32, u32)>,
    /// Free variables: where each comes from in the enclosing scope (a `NameRef::Cell` there).
    pub free_names: Vec<Rc<str>>,
    pub free_sources: Vec<u32>,
    /// True when a call makes a suspended object instead of running the body: the body
    /// contains `yield`, or the function is an `async def` (a coroutine).
    pub is_generator: bool,
    /// True when the body contains `yield` (with `is_async` in `FuncDef`: an async generator).
    pub has_yield: bool,
    /// Class bodies: the names assigned in the body (class-body slots index this list).
    pub class_names: Vec<Rc<str>>,
    /// Class bodies: the index of the `__class__` cell if some method uses `super()`.
    pub class_cell: Option<u32>,
}

impl Scope {
    pub fn ncells(&self) -> usize {
        self.cell_names.len() + self.free_names.len()
    }
}

#[derive(Debug)]
pub struct FuncDef {
    pub name: Rc<str>,
    /// The name the statement binds: `name`, mangled inside a class (`def __f` in class `A`
    /// binds `_A__f`, while `__name__` stays `__f`).
    pub bind_name: Rc<str>,
    pub qualname: Rc<str>,
    /// Parameter and `return` annotations, evaluated when the def runs (after the defaults)
    /// into the function's `__annotations__`.
    pub annotations: Vec<(Rc<str>, Expr)>,
    pub params: Params,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
    pub is_lambda: bool,
    /// An `async def`: calling it makes a coroutine.
    pub is_async: bool,
    pub span: Span,
    pub scope: Scope,
    /// Where the statement binds the function's name (set by `lower`).
    pub bind: NameRef,
}

#[derive(Debug)]
pub struct ClassDef {
    pub name: Rc<str>,
    /// The name the statement binds: `name`, mangled inside an enclosing class.
    pub bind_name: Rc<str>,
    pub qualname: Rc<str>,
    pub bases: Vec<Expr>,
    pub keywords: Vec<Keyword>,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
    pub span: Span,
    pub scope: Scope,
    /// Where the statement binds the class's name (set by `lower`).
    pub bind: NameRef,
}

#[derive(Debug, Clone)]
pub struct ExceptHandler {
    pub kind: Option<Expr>,
    pub name: Option<Name>,
    pub body: Vec<Stmt>,
    pub span: Span,
    /// An `except*` clause (`eval::exc::handle_exception` runs the part of its semantics
    /// that needs no exception group object).
    pub star: bool,
}

#[derive(Debug, Clone)]
pub struct WithItem {
    pub context: Expr,
    pub target: Option<Expr>,
}

#[derive(Debug, Clone)]
pub struct Alias {
    pub name: Rc<str>,
    pub asname: Option<Name>,
    /// For `import a.b.c` without `as`: the binding of the top-level name `a`.
    pub bind: Name,
}

#[derive(Debug, Clone)]
pub struct MatchCase {
    pub pattern: Pattern,
    /// Where the pattern starts: the line of CPython's compile-time errors about it.
    pub span: Span,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone)]
pub enum Pattern {
    Value(Expr),
    Singleton(Literal),
    Sequence(Vec<Pattern>),
    Mapping { keys: Vec<Expr>, patterns: Vec<Pattern>, rest: Option<Name> },
    Class { cls: Expr, patterns: Vec<Pattern>, kwd_attrs: Vec<Rc<str>>, kwd_patterns: Vec<Pattern> },
    Star(Option<Name>),
    As { pattern: Option<Box<Pattern>>, name: Option<Name> },
    Or(Vec<Pattern>),
}

#[derive(Debug, Clone)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum StmtKind {
    FunctionDef(Rc<FuncDef>),
    ClassDef(Rc<ClassDef>),
    Return(Option<Expr>),
    Delete(Vec<Expr>),
    Assign {
        targets: Vec<Expr>,
        value: Expr,
    },
    AugAssign {
        target: Expr,
        op: BinOp,
        value: Expr,
    },
    /// `simple` is a bare name target; only class bodies evaluate and record the annotation.
    AnnAssign {
        target: Expr,
        annotation: Expr,
        value: Option<Expr>,
        simple: bool,
    },
    /// `for`, or `async for` (`is_async`) inside an `async def`.
    For {
        target: Expr,
        iter: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
        is_async: bool,
    },
    While {
        test: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    If {
        test: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    /// `with`, or `async with` (`is_async`) inside an `async def`.
    With {
        items: Vec<WithItem>,
        body: Vec<Stmt>,
        is_async: bool,
    },
    Match {
        subject: Expr,
        cases: Vec<MatchCase>,
    },
    Raise {
        exc: Option<Expr>,
        cause: Option<Expr>,
    },
    Try {
        body: Vec<Stmt>,
        handlers: Vec<ExceptHandler>,
        orelse: Vec<Stmt>,
        finalbody: Vec<Stmt>,
    },
    Assert {
        test: Expr,
        msg: Option<Expr>,
    },
    Import(Vec<Alias>),
    ImportFrom {
        module: Rc<str>,
        names: Vec<Alias>,
        level: u32,
    },
    Global(Vec<Rc<str>>),
    Nonlocal(Vec<Rc<str>>),
    Expr(Expr),
    Pass,
    Break,
    Continue,
}

/// A whole program as parsed: the module body plus the source text for tracebacks.
#[derive(Debug)]
pub(crate) struct Module {
    pub body: Vec<Stmt>,
}

/// CPython's private name mangling (`_Py_Mangle`): inside class `class`, `name` is stored as
/// `_{class without leading underscores}{name}` when it starts with two underscores, does not
/// end with two and has no dot, and the class name is not all underscores; otherwise None.
pub(crate) fn mangle(class: &str, name: &str) -> Option<String> {
    let stripped = class.trim_start_matches('_');
    if !name.starts_with("__") || name.ends_with("__") || name.contains('.') || stripped.is_empty()
    {
        return None;
    }
    Some(format!("_{stripped}{name}"))
}
