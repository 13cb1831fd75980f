//! Programs generated with `arbitrary` from a small grammar of Python statements and
//! expressions, so that every input parses and the fuzzer spends its time in the evaluator
//! (calls, classes, generators, exceptions, comprehensions, builtins and methods on every
//! kind of value) rather than in the parser. Run under the same tight limits as `run`.
#![no_main]

use std::fmt::Write;

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Var {
    A,
    B,
    C,
    D,
    X,
    Y,
    Items,
    Obj,
}

impl Var {
    fn name(self) -> &'static str {
        match self {
            Var::A => "a",
            Var::B => "b",
            Var::C => "c",
            Var::D => "d",
            Var::X => "x",
            Var::Y => "y",
            Var::Items => "items",
            Var::Obj => "obj",
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum FnName {
    F,
    G,
    H,
    Gen,
}

impl FnName {
    fn name(self) -> &'static str {
        match self {
            FnName::F => "f",
            FnName::G => "g",
            FnName::H => "h",
            FnName::Gen => "gen",
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum ClsName {
    K,
    M,
    Base,
}

impl ClsName {
    fn name(self) -> &'static str {
        match self {
            ClsName::K => "K",
            ClsName::M => "M",
            ClsName::Base => "Base",
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Exc {
    Exception,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    ZeroDivisionError,
    StopIteration,
    RuntimeError,
    AttributeError,
    ArithmeticError,
    LookupError,
    NameError,
    OverflowError,
    RecursionError,
    MemoryError,
    BaseException,
}

impl Exc {
    fn name(self) -> String {
        format!("{self:?}")
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
    MatMul,
}

impl BinOp {
    fn sym(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::MatMul => "@",
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
}

impl CmpOp {
    fn sym(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
        }
    }
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

/// Builtins worth calling with arbitrary arguments.
const BUILTINS: &[&str] = &[
    "len",
    "str",
    "int",
    "float",
    "repr",
    "list",
    "tuple",
    "dict",
    "set",
    "frozenset",
    "sorted",
    "reversed",
    "sum",
    "min",
    "max",
    "abs",
    "range",
    "enumerate",
    "zip",
    "map",
    "filter",
    "any",
    "all",
    "isinstance",
    "issubclass",
    "hash",
    "iter",
    "next",
    "chr",
    "ord",
    "divmod",
    "pow",
    "round",
    "format",
    "bool",
    "bytes",
    "bytearray",
    "hex",
    "oct",
    "bin",
    "type",
    "getattr",
    "setattr",
    "hasattr",
    "delattr",
    "print",
    "callable",
    "ascii",
    "complex",
    "slice",
    "object",
    "id",
    "dir",
    "super",
    "property",
    "staticmethod",
    "classmethod",
];

/// Method names worth calling on arbitrary values.
const METHODS: &[&str] = &[
    "append",
    "pop",
    "extend",
    "insert",
    "remove",
    "index",
    "count",
    "sort",
    "reverse",
    "copy",
    "clear",
    "keys",
    "values",
    "items",
    "get",
    "update",
    "setdefault",
    "popitem",
    "join",
    "split",
    "rsplit",
    "replace",
    "upper",
    "lower",
    "strip",
    "find",
    "rfind",
    "startswith",
    "endswith",
    "format",
    "format_map",
    "encode",
    "decode",
    "add",
    "discard",
    "union",
    "intersection",
    "difference",
    "isdigit",
    "zfill",
    "center",
    "ljust",
    "splitlines",
    "partition",
    "expandtabs",
    "translate",
    "maketrans",
    "bit_length",
    "to_bytes",
    "from_bytes",
    "is_integer",
    "as_integer_ratio",
    "hex",
    "fromkeys",
    "send",
    "throw",
    "close",
    "__init__",
    "__repr__",
    "__str__",
];

/// Attribute names, including the interesting dunders.
const ATTRS: &[&str] = &[
    "x",
    "y",
    "value",
    "args",
    "real",
    "imag",
    "start",
    "stop",
    "step",
    "__init__",
    "__str__",
    "gi_frame",
    "gi_code",
    "tb_frame",
    "f_globals",
    "send",
    "append",
    "keys",
    "upper",
    "numerator",
    "denominator",
];

/// Things the sandbox refuses: each ends the run (uncatchably), so they are rare on purpose.
const FORBIDDEN: &[&str] = &[
    "eval('1')",
    "exec('x = 1')",
    "open('/tmp/ophis-fuzz-canary', 'w')",
    "__import__('os')",
    "vars()",
    "globals()",
    "().__class__",
    "getattr(a, '__dict__')",
    "'{0.__class__}'.format(1)",
    "f.__globals__",
    "setattr(obj, '__x__', 1)",
    "compile('1', 'f', 'eval')",
    "__builtins__",
];

/// Modules worth importing (native ones and forbidden ones).
const MODULES: &[&str] = &[
    "math",
    "random",
    "re",
    "json",
    "collections",
    "itertools",
    "functools",
    "operator",
    "statistics",
    "datetime",
    "time",
    "string",
    "heapq",
    "bisect",
    "copy",
    "fractions",
    "decimal",
    "textwrap",
];

const STRINGS: &[&str] = &[
    "",
    "a",
    "abc",
    "{}",
    "{0}",
    "{0.__class__}",
    "{x}",
    "%s",
    "%d",
    "%(a)s",
    "a,b,c",
    " x ",
    "\\n",
    "é",
    "ß",
    "💡",
    "1",
    "-5",
    "1e400",
    "nan",
    "inf",
    "0x1f",
    "(a+)+$",
    "[a-z]*",
    "\\\\d+",
    "ab",
];

const SPECS: &[&str] = &[
    "", "d", "x", "b", ".3f", ">10", "<5", "^7", "+", ",", "_", "e", "%", "g", "010.2f", "#x", "s",
    "r", "!r",
];

#[derive(Debug)]
struct Pick<const N: usize>(usize);

impl<'a, const N: usize> Arbitrary<'a> for Pick<N> {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Pick(u.int_in_range(0..=N - 1)?))
    }
}

type BuiltinPick = Pick<{ BUILTINS.len() }>;
type MethodPick = Pick<{ METHODS.len() }>;
type AttrPick = Pick<{ ATTRS.len() }>;
type ModulePick = Pick<{ MODULES.len() }>;
type StrPick = Pick<{ STRINGS.len() }>;
type ForbiddenPick = Pick<{ FORBIDDEN.len() }>;
type SpecPick = Pick<{ SPECS.len() }>;

#[derive(Arbitrary, Debug)]
enum Expr {
    SmallInt(i8),
    Int(i64),
    /// A big integer literal with this many digits (capped).
    BigInt(u8),
    Float(f64),
    Str(StrPick),
    RawStr(String),
    Bytes(Vec<u8>),
    None,
    True,
    False,
    Var(Var),
    Fn(FnName),
    Cls(ClsName),
    BinOp(Box<Expr>, BinOp, Box<Expr>),
    Unary(UnaryOp, Box<Expr>),
    Compare(Box<Expr>, CmpOp, Box<Expr>, Option<(CmpOp, Box<Expr>)>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Call(BuiltinPick, Vec<Expr>),
    CallKw(BuiltinPick, Vec<Expr>, Var, Box<Expr>),
    CallFn(FnName, Vec<Expr>),
    CallStar(FnName, Box<Expr>),
    CallCls(ClsName, Vec<Expr>),
    Method(Box<Expr>, MethodPick, Vec<Expr>),
    Attr(Box<Expr>, AttrPick),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    Set(Vec<Expr>),
    Subscript(Box<Expr>, Box<Expr>),
    Slice(Box<Expr>, Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    Lambda(Var, Box<Expr>),
    ListComp(Box<Expr>, Var, Box<Expr>, Option<Box<Expr>>),
    GenExp(Box<Expr>, Var, Box<Expr>),
    DictComp(Box<Expr>, Box<Expr>, Var, Box<Expr>),
    SetComp(Box<Expr>, Var, Box<Expr>),
    IfExp(Box<Expr>, Box<Expr>, Box<Expr>),
    FString(Box<Expr>, SpecPick),
    FStringWidth(Box<Expr>, u32),
    Percent(StrPick, Box<Expr>),
    Walrus(Var, Box<Expr>),
    Yield(Option<Box<Expr>>),
    YieldFrom(Box<Expr>),
    Range(u16),
    StrRepeat(StrPick, u16),
    Forbidden(ForbiddenPick),
}

#[derive(Arbitrary, Debug)]
enum Pattern {
    Literal(i8),
    Capture(Var),
    Wildcard,
    Sequence(Vec<Pattern>),
    Star(Var),
    Mapping(StrPick, Box<Pattern>),
    Class(ClsName, Vec<Pattern>),
    Or(Box<Pattern>, Box<Pattern>),
    Guarded(Box<Pattern>),
}

#[derive(Arbitrary, Debug)]
enum Stmt {
    Assign(Var, Expr),
    Unpack(Var, Var, Expr),
    StarUnpack(Var, Var, Expr),
    AugAssign(Var, BinOp, Expr),
    SetItem(Var, Expr, Expr),
    SetAttr(Var, AttrPick, Expr),
    DelItem(Var, Expr),
    Del(Var),
    Print(Vec<Expr>),
    Expr(Expr),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    For(Var, Expr, Vec<Stmt>, Vec<Stmt>),
    While(Expr, Vec<Stmt>),
    Def(FnName, Vec<Var>, Option<Expr>, Vec<Stmt>),
    DefVarargs(FnName, Vec<Stmt>),
    Decorated(FnName, FnName, Vec<Stmt>),
    Return(Option<Expr>),
    Try(Vec<Stmt>, Exc, Vec<Stmt>, Vec<Stmt>, Vec<Stmt>),
    TryBare(Vec<Stmt>, Vec<Stmt>),
    Raise(Exc, Expr),
    RaiseFrom(Exc, Exc),
    Reraise,
    Class(ClsName, Option<ClsName>, Vec<(FnName, Vec<Stmt>)>, Vec<(Var, Expr)>),
    DunderClass(ClsName, DunderKind, Expr),
    With(Expr, Var, Vec<Stmt>),
    Break,
    Continue,
    Pass,
    Global(Var),
    Nonlocal(Var),
    Assert(Expr, Option<Expr>),
    Match(Expr, Vec<(Pattern, Vec<Stmt>)>),
    Import(ModulePick),
    FromImport(ModulePick, AttrPick),
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum DunderKind {
    Eq,
    Hash,
    Lt,
    Iter,
    Next,
    Len,
    GetItem,
    Repr,
    Str,
    Add,
    Bool,
    Call,
    Enter,
    Exit,
    GetAttr,
    SetAttr,
    Contains,
    Index,
    Format,
    Init,
    New,
    InitSubclass,
}

impl DunderKind {
    fn def(self) -> (&'static str, &'static str) {
        match self {
            DunderKind::Eq => ("__eq__", "self, other"),
            DunderKind::Hash => ("__hash__", "self"),
            DunderKind::Lt => ("__lt__", "self, other"),
            DunderKind::Iter => ("__iter__", "self"),
            DunderKind::Next => ("__next__", "self"),
            DunderKind::Len => ("__len__", "self"),
            DunderKind::GetItem => ("__getitem__", "self, key"),
            DunderKind::Repr => ("__repr__", "self"),
            DunderKind::Str => ("__str__", "self"),
            DunderKind::Add => ("__add__", "self, other"),
            DunderKind::Bool => ("__bool__", "self"),
            DunderKind::Call => ("__call__", "self, *args, **kwargs"),
            DunderKind::Enter => ("__enter__", "self"),
            DunderKind::Exit => ("__exit__", "self, t, v, tb"),
            DunderKind::GetAttr => ("__getattr__", "self, name"),
            DunderKind::SetAttr => ("__setattr__", "self, name, value"),
            DunderKind::Contains => ("__contains__", "self, item"),
            DunderKind::Index => ("__index__", "self"),
            DunderKind::Format => ("__format__", "self, spec"),
            DunderKind::Init => ("__init__", "self, *args"),
            DunderKind::New => ("__new__", "cls, *args"),
            DunderKind::InitSubclass => ("__init_subclass__", "cls, **kw"),
        }
    }
}

#[derive(Arbitrary, Debug)]
struct Program {
    body: Vec<Stmt>,
}

/// Bounds the size of what gets rendered, whatever `arbitrary` produced.
struct Renderer {
    out: String,
    budget: usize,
    /// Where the statement being rendered sits, so that `return`, `yield`, `break` and
    /// `continue` appear only where they compile (a syntax error would waste the input).
    in_fn: bool,
    in_loop: bool,
    yield_ok: bool,
}

fn py_str(s: &str) -> String {
    let mut out = String::from("'");
    for c in s.chars().take(64) {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            ' '..='~' => out.push(c),
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push('\'');
    out
}

impl Renderer {
    fn expr(&mut self, e: &Expr, depth: usize) -> String {
        if self.budget == 0 || depth > 12 {
            return "0".into();
        }
        self.budget -= 1;
        let d = depth + 1;
        match e {
            Expr::SmallInt(i) => format!("({i})"),
            Expr::Int(i) => format!("({i})"),
            Expr::BigInt(n) => format!("{}7", "9".repeat(*n as usize)),
            Expr::Float(f) => {
                if f.is_nan() {
                    "float('nan')".into()
                } else if f.is_infinite() {
                    if *f > 0.0 {
                        "float('inf')".into()
                    } else {
                        "float('-inf')".into()
                    }
                } else {
                    format!("({f:?})")
                }
            }
            Expr::Str(p) => py_str(STRINGS[p.0]),
            Expr::RawStr(s) => py_str(s),
            Expr::Bytes(b) => {
                let mut s = String::from("b'");
                for byte in b.iter().take(32) {
                    let _ = write!(s, "\\x{byte:02x}");
                }
                s.push('\'');
                s
            }
            Expr::None => "None".into(),
            Expr::True => "True".into(),
            Expr::False => "False".into(),
            Expr::Var(v) => v.name().into(),
            Expr::Fn(f) => f.name().into(),
            Expr::Cls(c) => c.name().into(),
            Expr::BinOp(a, op, b) => {
                format!("({} {} {})", self.expr(a, d), op.sym(), self.expr(b, d))
            }
            Expr::Unary(op, a) => {
                let a = self.expr(a, d);
                match op {
                    UnaryOp::Neg => format!("(-{a})"),
                    UnaryOp::Pos => format!("(+{a})"),
                    UnaryOp::Invert => format!("(~{a})"),
                    UnaryOp::Not => format!("(not {a})"),
                }
            }
            Expr::Compare(a, op, b, more) => {
                let mut s = format!("({} {} {}", self.expr(a, d), op.sym(), self.expr(b, d));
                if let Some((op2, c)) = more {
                    let _ = write!(s, " {} {}", op2.sym(), self.expr(c, d));
                }
                s.push(')');
                s
            }
            Expr::And(a, b) => format!("({} and {})", self.expr(a, d), self.expr(b, d)),
            Expr::Or(a, b) => format!("({} or {})", self.expr(a, d), self.expr(b, d)),
            Expr::Call(f, args) => format!("{}({})", BUILTINS[f.0], self.list(args, d)),
            Expr::CallKw(f, args, k, v) => {
                let args = self.list(args, d);
                let sep = if args.is_empty() { "" } else { ", " };
                format!("{}({args}{sep}{}={})", BUILTINS[f.0], k.name(), self.expr(v, d))
            }
            Expr::CallFn(f, args) => format!("{}({})", f.name(), self.list(args, d)),
            Expr::CallStar(f, a) => format!("{}(*{})", f.name(), self.expr(a, d)),
            Expr::CallCls(c, args) => format!("{}({})", c.name(), self.list(args, d)),
            Expr::Method(o, m, args) => {
                format!("{}.{}({})", self.expr(o, d), METHODS[m.0], self.list(args, d))
            }
            Expr::Attr(o, a) => format!("{}.{}", self.expr(o, d), ATTRS[a.0]),
            Expr::List(items) => format!("[{}]", self.list(items, d)),
            Expr::Tuple(items) => {
                let inner = self.list(items, d);
                if items.len() == 1 {
                    format!("({inner},)")
                } else {
                    format!("({inner})")
                }
            }
            Expr::Dict(items) => {
                let mut parts = Vec::new();
                for (k, v) in items.iter().take(8) {
                    parts.push(format!("{}: {}", self.expr(k, d), self.expr(v, d)));
                }
                format!("{{{}}}", parts.join(", "))
            }
            Expr::Set(items) => {
                if items.is_empty() {
                    "set()".into()
                } else {
                    format!("{{{}}}", self.list(items, d))
                }
            }
            Expr::Subscript(o, i) => format!("{}[{}]", self.expr(o, d), self.expr(i, d)),
            Expr::Slice(o, a, b, c) => {
                let o = self.expr(o, d);
                let a = a.as_ref().map(|x| self.expr(x, d)).unwrap_or_default();
                let b = b.as_ref().map(|x| self.expr(x, d)).unwrap_or_default();
                match c {
                    Some(c) => format!("{o}[{a}:{b}:{}]", self.expr(c, d)),
                    None => format!("{o}[{a}:{b}]"),
                }
            }
            Expr::Lambda(v, body) => {
                let saved = std::mem::replace(&mut self.yield_ok, false);
                let body = self.expr(body, d);
                self.yield_ok = saved;
                format!("(lambda {}: {body})", v.name())
            }
            Expr::ListComp(e, v, it, cond) => {
                let mut s = format!(
                    "[{} for {} in {}",
                    self.comp_expr(e, d),
                    v.name(),
                    self.comp_expr(it, d)
                );
                if let Some(c) = cond {
                    let _ = write!(s, " if {}", self.comp_expr(c, d));
                }
                s.push(']');
                s
            }
            Expr::GenExp(e, v, it) => {
                format!("({} for {} in {})", self.comp_expr(e, d), v.name(), self.comp_expr(it, d))
            }
            Expr::DictComp(k, val, v, it) => {
                format!(
                    "{{{}: {} for {} in {}}}",
                    self.comp_expr(k, d),
                    self.comp_expr(val, d),
                    v.name(),
                    self.comp_expr(it, d)
                )
            }
            Expr::SetComp(e, v, it) => format!(
                "{{{} for {} in {}}}",
                self.comp_expr(e, d),
                v.name(),
                self.comp_expr(it, d)
            ),
            Expr::IfExp(a, c, b) => {
                format!("({} if {} else {})", self.expr(a, d), self.expr(c, d), self.expr(b, d))
            }
            Expr::FString(e, spec) => {
                let spec = SPECS[spec.0];
                let e = self.expr(e, d);
                // An f-string's expression part may not hold a backslash or its own quote
                // (Python 3.11): fall back to format() then.
                let plain = !e.contains(['\\', '"', '{', '}', '\n']);
                if let Some(conv) = spec.strip_prefix('!') {
                    if plain {
                        format!("f\"{{{e}!{conv}}}\"")
                    } else {
                        match conv {
                            "r" => format!("repr({e})"),
                            "a" => format!("ascii({e})"),
                            _ => format!("str({e})"),
                        }
                    }
                } else if spec.is_empty() {
                    if plain {
                        format!("f\"<{{{e}}}>\"")
                    } else {
                        format!("format({e})")
                    }
                } else if plain {
                    format!("f\"{{{e}:{spec}}}\"")
                } else {
                    format!("format({e}, {})", py_str(spec))
                }
            }
            Expr::FStringWidth(e, w) => {
                let e = self.expr(e, d);
                if e.contains(['\\', '"', '{', '}', '\n']) {
                    format!("format({e}, '{w}')")
                } else {
                    format!("f\"{{{e}:{w}}}\"")
                }
            }
            Expr::Percent(s, e) => format!("({} % {})", py_str(STRINGS[s.0]), self.expr(e, d)),
            Expr::Walrus(v, e) => format!("({} := {})", v.name(), self.expr(e, d)),
            Expr::Yield(_) | Expr::YieldFrom(_) if !self.yield_ok => "None".into(),
            Expr::Yield(e) => match e {
                Some(e) => format!("(yield {})", self.expr(e, d)),
                None => "(yield)".into(),
            },
            Expr::YieldFrom(e) => format!("(yield from {})", self.expr(e, d)),
            Expr::Range(n) => format!("range({n})"),
            Expr::StrRepeat(s, n) => format!("({} * {n})", py_str(STRINGS[s.0])),
            Expr::Forbidden(p) => format!("({})", FORBIDDEN[p.0]),
        }
    }

    /// A comprehension's parts: `yield` is a syntax error inside them.
    fn comp_expr(&mut self, e: &Expr, depth: usize) -> String {
        let saved = std::mem::replace(&mut self.yield_ok, false);
        let out = self.expr(e, depth);
        self.yield_ok = saved;
        out
    }

    fn list(&mut self, items: &[Expr], depth: usize) -> String {
        let parts: Vec<String> = items.iter().take(6).map(|e| self.expr(e, depth)).collect();
        parts.join(", ")
    }

    fn pattern(&mut self, p: &Pattern, depth: usize) -> String {
        if depth > 6 || self.budget == 0 {
            return "_".into();
        }
        self.budget -= 1;
        let d = depth + 1;
        match p {
            Pattern::Literal(i) => format!("{i}"),
            Pattern::Capture(v) => v.name().into(),
            Pattern::Wildcard => "_".into(),
            Pattern::Sequence(ps) => {
                let parts: Vec<String> = ps.iter().take(5).map(|p| self.pattern(p, d)).collect();
                format!("[{}]", parts.join(", "))
            }
            Pattern::Star(v) => format!("[*{}]", v.name()),
            Pattern::Mapping(k, p) => {
                format!("{{{}: {}}}", py_str(STRINGS[k.0]), self.pattern(p, d))
            }
            Pattern::Class(c, ps) => {
                let parts: Vec<String> = ps.iter().take(3).map(|p| self.pattern(p, d)).collect();
                format!("{}({})", c.name(), parts.join(", "))
            }
            Pattern::Or(a, b) => format!("({} | {})", self.pattern(a, d), self.pattern(b, d)),
            Pattern::Guarded(p) => self.pattern(p, d),
        }
    }

    /// A function body: `return` and `yield` become valid, `break`/`continue` invalid.
    fn fn_block(&mut self, body: &[Stmt], indent: usize, depth: usize) {
        let saved = (self.in_fn, self.in_loop, self.yield_ok);
        self.in_fn = true;
        self.in_loop = false;
        self.yield_ok = true;
        self.block(body, indent, depth);
        (self.in_fn, self.in_loop, self.yield_ok) = saved;
    }

    fn block(&mut self, body: &[Stmt], indent: usize, depth: usize) {
        let before = self.out.len();
        for s in body.iter().take(12) {
            self.stmt(s, indent, depth);
        }
        if self.out.len() == before {
            self.line(indent, "pass");
        }
    }

    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn stmt(&mut self, s: &Stmt, indent: usize, depth: usize) {
        if self.budget == 0 || depth > 8 {
            return;
        }
        self.budget -= 1;
        let d = depth + 1;
        let i = indent;
        match s {
            Stmt::Assign(v, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("{} = {e}", v.name()));
            }
            Stmt::Unpack(a, b, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("{}, {} = {e}", a.name(), b.name()));
            }
            Stmt::StarUnpack(a, b, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("{}, *{} = {e}", a.name(), b.name()));
            }
            Stmt::AugAssign(v, op, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("{} {}= {e}", v.name(), op.sym()));
            }
            Stmt::SetItem(v, k, e) => {
                let (k, e) = (self.expr(k, 0), self.expr(e, 0));
                self.line(i, &format!("{}[{k}] = {e}", v.name()));
            }
            Stmt::SetAttr(v, a, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("{}.{} = {e}", v.name(), ATTRS[a.0]));
            }
            Stmt::DelItem(v, k) => {
                let k = self.expr(k, 0);
                self.line(i, &format!("del {}[{k}]", v.name()));
            }
            Stmt::Del(v) => self.line(i, &format!("del {}", v.name())),
            Stmt::Print(args) => {
                let args = self.list(args, 0);
                self.line(i, &format!("print({args})"));
            }
            Stmt::Expr(e) => {
                let e = self.expr(e, 0);
                self.line(i, &e);
            }
            Stmt::If(c, a, b) => {
                let c = self.expr(c, 0);
                self.line(i, &format!("if {c}:"));
                self.block(a, i + 1, d);
                if !b.is_empty() {
                    self.line(i, "else:");
                    self.block(b, i + 1, d);
                }
            }
            Stmt::For(v, it, body, orelse) => {
                let it = self.expr(it, 0);
                self.line(i, &format!("for {} in {it}:", v.name()));
                let saved = std::mem::replace(&mut self.in_loop, true);
                self.block(body, i + 1, d);
                self.in_loop = saved;
                if !orelse.is_empty() {
                    self.line(i, "else:");
                    self.block(orelse, i + 1, d);
                }
            }
            Stmt::While(c, body) => {
                let c = self.expr(c, 0);
                self.line(i, &format!("while {c}:"));
                let saved = std::mem::replace(&mut self.in_loop, true);
                self.block(body, i + 1, d);
                self.in_loop = saved;
            }
            Stmt::Def(f, params, default, body) => {
                let mut ps: Vec<String> = Vec::new();
                for p in params.iter().take(4) {
                    if !ps.iter().any(|q| q == p.name()) {
                        ps.push(p.name().to_string());
                    }
                }
                let mut sig = ps.join(", ");
                if let Some(e) = default {
                    let e = self.expr(e, 0);
                    if !sig.is_empty() {
                        sig.push_str(", ");
                    }
                    let _ = write!(sig, "kw={e}");
                }
                self.line(i, &format!("def {}({sig}):", f.name()));
                self.fn_block(body, i + 1, d);
            }
            Stmt::DefVarargs(f, body) => {
                self.line(i, &format!("def {}(*args, **kwargs):", f.name()));
                self.fn_block(body, i + 1, d);
            }
            Stmt::Decorated(deco, f, body) => {
                self.line(i, &format!("@{}", deco.name()));
                self.line(i, &format!("def {}(*args):", f.name()));
                self.fn_block(body, i + 1, d);
            }
            Stmt::Return(_) if !self.in_fn => self.line(i, "pass"),
            Stmt::Break | Stmt::Continue if !self.in_loop => self.line(i, "pass"),
            Stmt::Global(_) if self.in_fn => self.line(i, "pass"),
            Stmt::Nonlocal(_) => self.line(i, "pass"),
            Stmt::Return(e) => match e {
                Some(e) => {
                    let e = self.expr(e, 0);
                    self.line(i, &format!("return {e}"));
                }
                None => self.line(i, "return"),
            },
            Stmt::Try(body, exc, handler, orelse, finally) => {
                self.line(i, "try:");
                self.block(body, i + 1, d);
                self.line(i, &format!("except {} as e:", exc.name()));
                self.block(handler, i + 1, d);
                if !orelse.is_empty() {
                    self.line(i, "else:");
                    self.block(orelse, i + 1, d);
                }
                if !finally.is_empty() {
                    self.line(i, "finally:");
                    self.block(finally, i + 1, d);
                }
            }
            Stmt::TryBare(body, handler) => {
                self.line(i, "try:");
                self.block(body, i + 1, d);
                self.line(i, "except:");
                self.block(handler, i + 1, d);
            }
            Stmt::Raise(exc, e) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("raise {}({e})", exc.name()));
            }
            Stmt::RaiseFrom(a, b) => {
                self.line(i, &format!("raise {}('a') from {}('b')", a.name(), b.name()))
            }
            Stmt::Reraise => self.line(i, "raise"),
            Stmt::Class(c, base, methods, attrs) => {
                let saved = (self.in_fn, self.in_loop, self.yield_ok);
                (self.in_fn, self.in_loop, self.yield_ok) = (false, false, false);
                match base {
                    Some(b) => self.line(i, &format!("class {}({}):", c.name(), b.name())),
                    None => self.line(i, &format!("class {}:", c.name())),
                }
                let mut empty = true;
                for (v, e) in attrs.iter().take(4) {
                    let e = self.expr(e, 0);
                    self.line(i + 1, &format!("{} = {e}", v.name()));
                    empty = false;
                }
                for (f, body) in methods.iter().take(4) {
                    self.line(i + 1, &format!("def {}(self, *args):", f.name()));
                    self.fn_block(body, i + 2, d);
                    empty = false;
                }
                if empty {
                    self.line(i + 1, "pass");
                }
                (self.in_fn, self.in_loop, self.yield_ok) = saved;
            }
            Stmt::DunderClass(c, kind, e) => {
                let (name, params) = kind.def();
                let saved = std::mem::replace(&mut self.yield_ok, false);
                let e = self.expr(e, 0);
                self.yield_ok = saved;
                self.line(i, &format!("class {}:", c.name()));
                self.line(i + 1, &format!("def {name}({params}):"));
                self.line(i + 2, &format!("return {e}"));
            }
            Stmt::With(e, v, body) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("with {e} as {}:", v.name()));
                self.block(body, i + 1, d);
            }
            Stmt::Break => self.line(i, "break"),
            Stmt::Continue => self.line(i, "continue"),
            Stmt::Pass => self.line(i, "pass"),
            Stmt::Global(v) => self.line(i, &format!("global {}", v.name())),
            Stmt::Assert(e, msg) => {
                let e = self.expr(e, 0);
                match msg {
                    Some(m) => {
                        let m = self.expr(m, 0);
                        self.line(i, &format!("assert {e}, {m}"));
                    }
                    None => self.line(i, &format!("assert {e}")),
                }
            }
            Stmt::Match(e, cases) => {
                let e = self.expr(e, 0);
                self.line(i, &format!("match {e}:"));
                let mut any = false;
                for (p, body) in cases.iter().take(5) {
                    let guarded = matches!(p, Pattern::Guarded(_));
                    let p = self.pattern(p, 0);
                    if guarded {
                        self.line(i + 1, &format!("case {p} if a:"));
                    } else {
                        self.line(i + 1, &format!("case {p}:"));
                    }
                    self.block(body, i + 2, d);
                    any = true;
                }
                if !any {
                    self.line(i + 1, "case _:");
                    self.line(i + 2, "pass");
                }
            }
            Stmt::Import(m) => self.line(i, &format!("import {}", MODULES[m.0])),
            Stmt::FromImport(m, a) => {
                self.line(i, &format!("from {} import {}", MODULES[m.0], ATTRS[a.0]))
            }
        }
    }
}

/// Names every program starts with, so that references mostly resolve.
const PRELUDE: &str = "a = 1\nb = 'text'\nc = [1, 2, 3]\nd = {'k': 1}\nx = 2.5\ny = (1, 'two')\nitems = [3, 1, 2]\nobj = None\n\
def f(*args, **kwargs):\n    return args\n\
def g(n=0):\n    return n\n\
def h(v):\n    return [v]\n\
def gen(n=3):\n    yield n\n    yield from range(2)\n\
class Base:\n    pass\n\
class K(Base):\n    def __init__(self, *args):\n        self.x = args\n\
class M:\n    pass\n";

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    // Statements one after another until the data runs out (a derived `Vec` would decode
    // only a few).
    let mut program = Program { body: Vec::new() };
    while !u.is_empty() && program.body.len() < 40 {
        match Stmt::arbitrary(&mut u) {
            Ok(s) => program.body.push(s),
            Err(_) => break,
        }
    }
    let mut r = Renderer {
        out: String::from(PRELUDE),
        budget: 400,
        in_fn: false,
        in_loop: false,
        yield_ok: false,
    };
    for s in program.body.iter().take(40) {
        // Each top-level statement in its own `try`, so that one error does not end the
        // program before the evaluator has seen the rest.
        if matches!(
            s,
            Stmt::Def(..)
                | Stmt::DefVarargs(..)
                | Stmt::Decorated(..)
                | Stmt::Class(..)
                | Stmt::DunderClass(..)
        ) {
            r.stmt(s, 0, 0);
        } else {
            r.line(0, "try:");
            let before = r.out.len();
            r.stmt(s, 1, 0);
            if r.out.len() == before {
                r.line(1, "pass");
            }
            r.line(0, "except Exception as exc:");
            r.line(1, "print(repr(exc)[:60])");
        }
    }
    if std::env::var_os("OPHIS_FUZZ_PRINT").is_some() {
        eprintln!(
            "---- {} statements from {} bytes, {} left ----",
            program.body.len(),
            data.len(),
            u.len()
        );
        eprintln!("---- program ----\n{}---- end ----", r.out);
    }
    common::run_checked(&r.out, 1);
});
