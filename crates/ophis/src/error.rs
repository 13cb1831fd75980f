//! Errors as they travel through evaluation.
//!
//! A Python exception raised by the interpreter itself starts as a light `(ExcType, message)`
//! pair and becomes a real exception instance only when a program catches or inspects it.
//! Limit errors (`Fatal`) travel the same channel but no `except` clause matches them, so a
//! program can never swallow its own operation, time or memory limit.

use std::rc::Rc;

use crate::value::Value;

pub(crate) type R<T> = Result<T, Error>;

/// One traceback line: where a frame was when the exception passed through it.
#[derive(Debug, Clone, PartialEq)]
pub struct TbEntry {
    pub line: u32,
    pub func: Option<Rc<str>>,
    /// Which run's source the line belongs to (`Interp::sources`).
    pub source: u32,
}

/// Why a run was stopped by the sandbox rather than by the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    /// More evaluated operations than `Limits::max_operations`.
    Operations,
    /// A `while` loop ran more iterations than `Limits::max_while_iterations`.
    WhileIterations,
    /// The run took longer than `Limits::timeout`.
    Timeout,
    /// `CancelHandle::cancel` was called.
    Cancelled,
    /// The program kept more memory live than `Limits::max_memory` after a `MemoryError`.
    Memory,
    /// The program printed more than `Limits::max_output` bytes.
    Output,
    /// A sandbox rule was broken (forbidden module, function or dunder attribute).
    Forbidden,
    /// The embedder's interrupt hook asked to stop (Ctrl-C), or a host object reported an interrupt.
    Interrupted,
    /// A bug in ophis (a panic), caught at the boundary.
    Internal,
}

impl LimitKind {
    /// A stable snake-case name (`"operations"`, `"timeout"`, ...), for logs and bindings.
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::Operations => "operations",
            LimitKind::WhileIterations => "while_iterations",
            LimitKind::Timeout => "timeout",
            LimitKind::Cancelled => "cancelled",
            LimitKind::Memory => "memory",
            LimitKind::Output => "output",
            LimitKind::Forbidden => "forbidden",
            LimitKind::Interrupted => "interrupted",
            LimitKind::Internal => "internal",
        }
    }
}

#[derive(Debug)]
pub enum ErrorKind {
    /// A builtin exception not yet turned into an instance.
    Builtin { ty: ExcType, msg: Option<String>, args: Option<Vec<Value>> },
    /// An exception instance (`Value::Instance` whose class derives from BaseException).
    Instance(Value),
    /// A limit hit: not catchable by the program.
    Fatal { kind: LimitKind, msg: String },
}

/// smolagents' own wording for an error its evaluator reports in its own words where CPython
/// raises a builtin exception (`Could not index {} with 'key': KeyError: 'key'`). The program
/// still sees CPython's exception (type and message); the explanation only rides along while
/// the exception propagates, is dropped as soon as the program catches it (or it becomes the
/// context of another one), and is reported for an uncaught exception (`RunError::Exception`'s
/// `explanation`). Parts that need values are rendered only when reported, so a program that
/// catches thousands of `KeyError`s pays nothing for them.
#[derive(Debug, Clone)]
pub enum Explain {
    /// The whole text.
    Text(String),
    /// This prefix followed by `str()` of the exception itself.
    Prefix(&'static str),
    /// smolagents' `evaluate_subscript`: `Could not index {value} with '{index}': {T}: {e}`, and
    /// the close matches of a string key among a dict's keys.
    Subscript { value: Value, index: Value },
    /// smolagents' `evaluate_augassign` adding a non-list to a list.
    AddToList(Value),
}

#[derive(Debug)]
pub struct ErrorInner {
    pub kind: ErrorKind,
    /// Innermost frame first.
    pub traceback: Vec<TbEntry>,
    /// Whether the innermost frame's line has been recorded since the error entered it.
    pub line_recorded: bool,
    /// smolagents' wording of this error, when it was raised where smolagents words it itself.
    pub explain: Option<Box<Explain>>,
    /// For an AttributeError not yet made an instance, the object and name whose lookup
    /// failed: its `obj` and `name` members once it is made (CPython's
    /// `set_attribute_error_context`).
    pub attr_ctx: Option<Box<(Value, std::rc::Rc<str>)>>,
    /// A NameError of an undefined name raised in a function's frame, until it leaves that
    /// frame: the frame's call then records the function's local names on the exception for
    /// its "Did you mean" suggestion (`eval::exc::NameScope`). Any other frame the error
    /// leaves first (a module's, a class body's, a generator's) clears it.
    pub name_scope_pending: bool,
}

/// The error channel of evaluation. Boxed so `R<T>` stays small on the hot path.
#[derive(Debug)]
pub struct Error(pub Box<ErrorInner>);

impl Error {
    pub fn new(ty: ExcType, msg: impl Into<String>) -> Error {
        Error::from_kind(ErrorKind::Builtin { ty, msg: Some(msg.into()), args: None })
    }
    pub fn bare(ty: ExcType) -> Error {
        Error::from_kind(ErrorKind::Builtin { ty, msg: None, args: None })
    }
    pub fn with_args(ty: ExcType, args: Vec<Value>) -> Error {
        Error::from_kind(ErrorKind::Builtin { ty, msg: None, args: Some(args) })
    }
    /// An error whose text is known and whose instance carries other arguments: the Unicode
    /// errors, whose five arguments (`encoding`, `object`, `start`, `end`, `reason`) make
    /// their attributes and their `str()`.
    pub fn with_message_and_args(ty: ExcType, msg: impl Into<String>, args: Vec<Value>) -> Error {
        Error::from_kind(ErrorKind::Builtin { ty, msg: Some(msg.into()), args: Some(args) })
    }
    pub fn fatal(kind: LimitKind, msg: impl Into<String>) -> Error {
        Error::from_kind(ErrorKind::Fatal { kind, msg: msg.into() })
    }
    pub fn from_kind(kind: ErrorKind) -> Error {
        Error(Box::new(ErrorInner {
            kind,
            traceback: Vec::new(),
            line_recorded: false,
            explain: None,
            attr_ctx: None,
            name_scope_pending: false,
        }))
    }
    /// Attaches smolagents' wording to a Python exception that has none yet (the innermost
    /// site wins, as smolagents' innermost `InterpreterError` does). Limit errors keep their own text.
    pub fn explained(mut self, explain: Explain) -> Error {
        if !self.is_fatal() && self.0.explain.is_none() {
            self.0.explain = Some(Box::new(explain));
        }
        self
    }
    pub fn is_fatal(&self) -> bool {
        matches!(self.0.kind, ErrorKind::Fatal { .. })
    }
    pub fn builtin_type(&self) -> Option<ExcType> {
        match &self.0.kind {
            ErrorKind::Builtin { ty, .. } => Some(*ty),
            _ => None,
        }
    }
    /// Records the line of the innermost statement the error is passing through.
    #[inline]
    pub fn record_line(&mut self, line: u32) {
        if !self.0.line_recorded {
            self.0.traceback.push(TbEntry { line, func: None, source: 0 });
            self.0.line_recorded = true;
        }
    }
    /// Called when the error leaves a frame: names the frame's entry and lets the caller's
    /// statement record its own line.
    #[inline]
    pub fn leave_frame(&mut self, func: &Rc<str>, source: u32) {
        self.name_entries(func, source);
        self.0.line_recorded = false;
        self.0.name_scope_pending = false;
    }
    /// Names the entries the frame `func` has recorded so far: called when the frame catches
    /// the error, so that an instance stored and raised again from another frame keeps the
    /// catching frame's name on those lines (CPython's traceback objects hold their frames).
    #[inline]
    pub fn name_entries(&mut self, func: &Rc<str>, source: u32) {
        for entry in self.0.traceback.iter_mut().rev() {
            if entry.func.is_some() {
                break;
            }
            entry.func = Some(func.clone());
            entry.source = source;
        }
    }
}

pub(crate) fn type_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::TypeError, msg)
}
pub(crate) fn value_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::ValueError, msg)
}
pub(crate) fn index_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::IndexError, msg)
}
pub(crate) fn attribute_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::AttributeError, msg)
}
pub(crate) fn overflow_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::OverflowError, msg)
}
pub(crate) fn zero_division(msg: impl Into<String>) -> Error {
    Error::new(ExcType::ZeroDivisionError, msg)
}
pub(crate) fn runtime_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::RuntimeError, msg)
}
pub(crate) fn not_implemented(msg: impl Into<String>) -> Error {
    Error::new(ExcType::NotImplementedError, msg)
}
pub(crate) fn memory_error(msg: impl Into<String>) -> Error {
    Error::new(ExcType::MemoryError, msg)
}

macro_rules! exc_types {
    ($( $name:ident : $parent:ident ),* $(,)?) => {
        /// Every builtin exception class, with its parent in the hierarchy.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ExcType { BaseException, $( $name ),* }

        impl ExcType {
            pub const ALL: &'static [ExcType] = &[ExcType::BaseException, $( ExcType::$name ),*];
            pub fn name(self) -> &'static str {
                match self { ExcType::BaseException => "BaseException", $( ExcType::$name => stringify!($name) ),* }
            }
            pub fn parent(self) -> Option<ExcType> {
                match self { ExcType::BaseException => None, $( ExcType::$name => Some(ExcType::$parent) ),* }
            }
        }
    };
}

exc_types! {
    SystemExit: BaseException,
    KeyboardInterrupt: BaseException,
    GeneratorExit: BaseException,
    Exception: BaseException,
    StopIteration: Exception,
    StopAsyncIteration: Exception,
    ArithmeticError: Exception,
    FloatingPointError: ArithmeticError,
    OverflowError: ArithmeticError,
    ZeroDivisionError: ArithmeticError,
    AssertionError: Exception,
    AttributeError: Exception,
    BufferError: Exception,
    EOFError: Exception,
    ImportError: Exception,
    ModuleNotFoundError: ImportError,
    LookupError: Exception,
    IndexError: LookupError,
    KeyError: LookupError,
    MemoryError: Exception,
    NameError: Exception,
    UnboundLocalError: NameError,
    OSError: Exception,
    BlockingIOError: OSError,
    ChildProcessError: OSError,
    ConnectionError: OSError,
    BrokenPipeError: ConnectionError,
    ConnectionAbortedError: ConnectionError,
    ConnectionRefusedError: ConnectionError,
    ConnectionResetError: ConnectionError,
    FileExistsError: OSError,
    FileNotFoundError: OSError,
    InterruptedError: OSError,
    IsADirectoryError: OSError,
    NotADirectoryError: OSError,
    PermissionError: OSError,
    ProcessLookupError: OSError,
    TimeoutError: OSError,
    ReferenceError: Exception,
    RuntimeError: Exception,
    NotImplementedError: RuntimeError,
    RecursionError: RuntimeError,
    SyntaxError: Exception,
    IndentationError: SyntaxError,
    TabError: IndentationError,
    SystemError: Exception,
    TypeError: Exception,
    ValueError: Exception,
    UnicodeError: ValueError,
    UnicodeDecodeError: UnicodeError,
    UnicodeEncodeError: UnicodeError,
    UnicodeTranslateError: UnicodeError,
    Warning: Exception,
    DeprecationWarning: Warning,
    PendingDeprecationWarning: Warning,
    RuntimeWarning: Warning,
    SyntaxWarning: Warning,
    UserWarning: Warning,
    FutureWarning: Warning,
    ImportWarning: Warning,
    UnicodeWarning: Warning,
    BytesWarning: Warning,
    ResourceWarning: Warning,
    EncodingWarning: Warning,
    BaseExceptionGroup: BaseException,
    // Also derives from Exception (`Types::make_exc`).
    ExceptionGroup: BaseExceptionGroup,
}
