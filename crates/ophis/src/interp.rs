//! The interpreter state: globals, builtins, the builtin type objects, the run budget, printed
//! output, and the run entry point that takes source text through parse → lower → eval.

use std::cell::{Cell, OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::ast::Module;
use crate::dict::{new_strmap, StrMap};
use crate::error::{Error, ErrorKind, ExcType, LimitKind, R};
use crate::eval::{Flow, Frame};
use crate::limits::{Budget, CancelHandle, Limits};
use crate::lower::GlobalTable;
use crate::parse::{ParseLimits, SyntaxError};
use crate::policy::Policy;
use crate::value::{Class, TypeKind, Value};

/// The embedder's importer for authorized modules ophis has no native version of: given the
/// full dotted name, returns the module (normally a host object handle).
pub type HostImportHook = std::sync::Arc<
    dyn Fn(&str) -> Result<crate::host::HostValue, crate::host::HostError> + Send + Sync,
>;

/// Everything an interpreter is configured with.
#[derive(Clone, Default)]
pub struct Config {
    /// The run's resource limits.
    pub limits: Limits,
    /// Limits on the source (size, nesting) checked before parsing.
    pub parse_limits: ParseLimits,
    /// Imports, builtins and dunders the program may use.
    pub policy: Policy,
    /// Called at the periodic clock checks (at most every 10 ms); true ends the run with
    /// `LimitKind::Interrupted`.
    pub interrupt: Option<crate::limits::InterruptHook>,
    /// Imports authorized modules that have no native implementation.
    pub host_import: Option<HostImportHook>,
    /// Which value a run returns (`RunResult::value`).
    pub result_rule: crate::eval::stmt_value::ResultRule,
    /// Modules given as Python source by the embedder (dotted name → source text), imported
    /// like ophis's own Python modules and consulted before them. Empty by default: this is
    /// how `tests/cpython` loads CPython's test files and its shims, never a default that
    /// reads files. Each module gets `__name__` in its namespace, as CPython's do.
    pub source_modules: std::collections::HashMap<String, &'static str>,
    /// The file each of `source_modules` was read from (dotted name → path): the module's
    /// `__file__`, as CPython binds it for a module imported from a file. A module missing
    /// here has no `__file__`.
    pub source_module_files: std::collections::HashMap<String, String>,
    /// The file name tracebacks give the program's own lines (`File "prog.py", line 3`), as
    /// CPython names the script; `None`: `<code>`. Library lines keep `<code>`.
    pub filename: Option<String>,
    /// When true, a reference to a denied builtin (`compile`, `open`, ...) raises a catchable
    /// `NameError` carrying the refusal's message instead of ending the run; the builtin stays
    /// absent either way. False by default (a refusal ends the run, as the design wants); the
    /// CPython test runner sets it so that one test reaching `open` is reported as that test's
    /// error instead of ending the file's run.
    pub catchable_denied_builtins: bool,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("limits", &self.limits)
            .field("parse_limits", &self.parse_limits)
            .field("policy", &self.policy)
            .field("interrupt", &self.interrupt.as_ref().map(|_| "<hook>"))
            .field("host_import", &self.host_import.as_ref().map(|_| "<hook>"))
            .field("result_rule", &self.result_rule)
            .field("source_modules", &self.source_modules.len())
            .field("source_module_files", &self.source_module_files.len())
            .field("filename", &self.filename)
            .field("catchable_denied_builtins", &self.catchable_denied_builtins)
            .finish()
    }
}

/// The builtin classes and exception classes of one interpreter, each made on first use: a
/// program meets few of the ~100, and making them all was most of creating an interpreter.
/// `OnceCell`s keep the common path (the class exists) a load and a compare.
pub struct Types {
    object: Rc<Class>,
    /// By `TypeKind`.
    by_kind: Vec<OnceCell<Rc<Class>>>,
    /// By `ExcType`.
    exc: Vec<OnceCell<Rc<Class>>>,
    /// `types.UnionType`, the type of `int | None`.
    pub union: Rc<Class>,
    /// `types.GenericAlias`, the type of `list[int]`.
    pub generic_alias: Rc<Class>,
    /// `types.CellType`, made on first use (`Types::cell`).
    cell: OnceCell<Rc<Class>>,
}

impl Types {
    pub fn new(object: Rc<Class>, union: Rc<Class>, generic_alias: Rc<Class>) -> Types {
        Types {
            object,
            by_kind: (0..=TypeKind::Host as usize).map(|_| OnceCell::new()).collect(),
            exc: (0..ExcType::ALL.len()).map(|_| OnceCell::new()).collect(),
            union,
            generic_alias,
            cell: OnceCell::new(),
        }
    }

    /// Whether `c` is the builtin class `cell` (without making it).
    pub fn is_cell(&self, c: &Rc<Class>) -> bool {
        self.cell.get().is_some_and(|x| Rc::ptr_eq(x, c))
    }

    /// The builtin class `cell` (`types.CellType`), whose instances stand for closure cells.
    pub fn cell(&self) -> Rc<Class> {
        self.cell
            .get_or_init(|| {
                crate::builtins::types::builtin_class(
                    "cell",
                    TypeKind::Object,
                    vec![self.object.clone()],
                    crate::eval::class::cell_attrs(),
                )
            })
            .clone()
    }

    /// The builtin class of kind `k`; `object` for the kinds that have no class of their own.
    #[inline]
    pub fn get(&self, k: TypeKind) -> Rc<Class> {
        match self.by_kind[k as usize].get() {
            Some(c) => c.clone(),
            None => self.make_class(k),
        }
    }

    #[cold]
    #[inline(never)]
    fn make_class(&self, k: TypeKind) -> Rc<Class> {
        if k == TypeKind::Object {
            return self.object.clone();
        }
        let base = if k == TypeKind::Bool { self.get(TypeKind::Int) } else { self.object.clone() };
        match crate::builtins::types::builtin_type(k, base) {
            Some(c) => {
                let _ = self.by_kind[k as usize].set(c.clone());
                c
            }
            None => self.object.clone(),
        }
    }

    /// The builtin exception class `t`.
    #[inline]
    pub fn exc(&self, t: ExcType) -> Rc<Class> {
        match self.exc[t as usize].get() {
            Some(c) => c.clone(),
            None => self.make_exc(t),
        }
    }

    #[cold]
    #[inline(never)]
    fn make_exc(&self, t: ExcType) -> Rc<Class> {
        let c = match t.parent() {
            Some(_) if t == ExcType::BaseExceptionGroup => {
                crate::builtins::exc_group::base_exception_group_class(
                    self.exc(ExcType::BaseException),
                )
            }
            // `class ExceptionGroup(BaseExceptionGroup, Exception)`, the one builtin exception
            // with two bases.
            Some(_) if t == ExcType::ExceptionGroup => {
                crate::builtins::exc_group::exception_group_class(
                    self.exc(ExcType::BaseExceptionGroup),
                    self.exc(ExcType::Exception),
                )
            }
            Some(p) => crate::builtins::types::builtin_class(
                t.name(),
                TypeKind::Exception,
                vec![self.exc(p)],
                crate::dict::new_strmap(),
            ),
            None => crate::builtins::types::base_exception_class(self.object.clone()),
        };
        let _ = self.exc[t as usize].set(c.clone());
        c
    }

    /// Every builtin class made so far.
    pub fn made(&self) -> Vec<Rc<Class>> {
        let mut all = vec![self.object.clone(), self.union.clone(), self.generic_alias.clone()];
        all.extend(self.cell.get().cloned());
        all.extend(self.by_kind.iter().chain(self.exc.iter()).filter_map(|c| c.get().cloned()));
        all
    }
}

/// A module's global namespace: values by slot, the builtin each slot falls back to, and the
/// name → slot table lowering fills. The program's own globals are the `__main__` namespace;
/// modules written in Python get one each, and their functions keep a reference to it.
pub struct Namespace {
    pub name: Rc<str>,
    pub values: Vec<Option<Value>>,
    pub builtins: Vec<Option<Value>>,
    /// Per slot: whether the program may not rebind the name (`Policy::readonly_globals`).
    pub readonly: Vec<bool>,
    pub table: GlobalTable,
}

pub(crate) type NsRef = Rc<RefCell<Namespace>>;

impl std::fmt::Debug for Namespace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<namespace {}>", self.name)
    }
}

impl Namespace {
    pub fn new(name: &str) -> NsRef {
        Rc::new(RefCell::new(Namespace {
            name: Rc::from(name),
            values: Vec::new(),
            builtins: Vec::new(),
            readonly: Vec::new(),
            table: GlobalTable::default(),
        }))
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        let slot = *self.table.index.get(name)?;
        self.values.get(slot as usize).cloned().flatten()
    }

    /// The module name code running in this namespace gives the classes it makes: its
    /// `__name__` global when that is a str (CPython's `type_new` and class bodies read the
    /// calling frame's `__name__`, which a program may rebind), else the namespace's name.
    pub fn module_name(&self) -> Rc<str> {
        match self.get("__name__") {
            Some(Value::Str(ref s)) => Rc::from(s.s.as_str()),
            _ => self.name.clone(),
        }
    }
}

/// A host function registered by the embedder.
pub(crate) type HostFn = Rc<dyn Fn(&mut Interp, &[Value], &crate::eval::call::Kwargs) -> R<Value>>;

/// The text of a run's program or of a library module, kept for the lines tracebacks show
/// (split only when a traceback needs a line: splitting every imported module cost a tenth
/// of an import).
pub enum SourceText {
    Program(Rc<str>),
    Library(LibrarySource),
}

/// A library module's text, with the file name its traceback entries show and whether they
/// are shown at all.
pub struct LibrarySource {
    pub text: &'static str,
    /// The embedder's file for an embedder's module read from one, else `<frozen NAME>`:
    /// CPython's name for a module whose source is built into the interpreter.
    pub file: Rc<str>,
    /// The module stands in for one CPython implements in C (`decimal` for `_decimal`, ...):
    /// CPython's tracebacks have no entries for C code, so ophis's leave these out too.
    pub hidden: bool,
}

/// ophis's library modules written in Python whose CPython counterparts are written in C
/// (or whose every function CPython replaces with a C accelerator at import).
const MODULES_IN_C_IN_CPYTHON: &[&str] = &[
    "_ophis_types",
    "_queue",
    "_string",
    "array",
    "bisect",
    "datetime",
    "decimal",
    "errno",
    "heapq",
    "itertools",
    "operator",
    "struct",
];

impl SourceText {
    /// Line `line` (1-based; 0 reads as 1).
    pub fn line(&self, line: u32) -> Option<&str> {
        let text: &str = match self {
            SourceText::Program(s) => s,
            SourceText::Library(l) => l.text,
        };
        text.lines().nth(line.saturating_sub(1) as usize)
    }
}

/// The texts tracebacks read their lines from, by source id: every library module's (static
/// text, kept for the interpreter's life) and the most recent programs', up to
/// `PROGRAM_BYTES_KEPT` bytes and `PROGRAM_SOURCES_KEPT` sources in all (the current run's
/// always, whatever its size). An older program's text is dropped, oldest first: a traceback
/// through a function it defined shows the line's number without its text, as CPython does
/// for a file that is gone. Kept for the interpreter's life, every run's source made a
/// long-lived executor grow by the size of each program it ran.
#[derive(Default)]
pub struct Sources {
    texts: HashMap<u32, SourceText>,
    /// Program sources still kept, oldest first, with their sizes.
    programs: std::collections::VecDeque<(u32, usize)>,
    program_bytes: usize,
    next: u32,
}

impl Sources {
    /// The file name a traceback shows for source `id`: the program's (`filename`) for a
    /// program's text, the library module's own (`LibrarySource::file`), `<code>` when no
    /// name was given or the text is gone.
    pub fn file_name<'a>(&'a self, id: u32, filename: &'a Option<String>) -> &'a str {
        match (self.texts.get(&id), filename) {
            (Some(SourceText::Program(_)), Some(name)) => name,
            (Some(SourceText::Library(l)), _) => &l.file,
            _ => "<code>",
        }
    }

    /// Whether a traceback leaves out the entries of source `id` (`LibrarySource::hidden`).
    pub fn hidden(&self, id: u32) -> bool {
        matches!(self.texts.get(&id), Some(SourceText::Library(l)) if l.hidden)
    }

    pub const PROGRAM_BYTES_KEPT: usize = 1 << 20;
    pub const PROGRAM_SOURCES_KEPT: usize = 1000;

    /// Keeps `text` and returns its id; drops the oldest programs' texts past the bounds.
    pub fn push(&mut self, text: SourceText) -> u32 {
        // Ids are never reused while their text is kept (after 2^32 sources they wrap).
        while self.texts.contains_key(&self.next) {
            self.next = self.next.wrapping_add(1);
        }
        let id = self.next;
        self.next = self.next.wrapping_add(1);
        if let SourceText::Program(s) = &text {
            self.programs.push_back((id, s.len()));
            self.program_bytes += s.len();
            while self.programs.len() > 1
                && (self.program_bytes > Self::PROGRAM_BYTES_KEPT
                    || self.programs.len() > Self::PROGRAM_SOURCES_KEPT)
            {
                if let Some((old, len)) = self.programs.pop_front() {
                    self.texts.remove(&old);
                    self.program_bytes -= len;
                }
            }
            if self.texts.capacity() > 4 * self.texts.len().max(64) {
                self.texts.shrink_to_fit();
            }
        }
        self.texts.insert(id, text);
        id
    }

    /// The text of source `id`, if it is still kept.
    pub fn get(&self, id: u32) -> Option<&SourceText> {
        self.texts.get(&id)
    }

    /// Bytes of program text kept (for tests and statistics).
    pub fn program_bytes(&self) -> usize {
        self.program_bytes
    }
}

/// The state of one run (or one host request): everything here starts empty, and `run` and
/// `begin_request` reset all of it with one assignment, so a field added here cannot be
/// forgotten by a reset list. What must outlive a run (the globals, the modules, the
/// configuration, the sources, the export table, the collector's list) stays in `Interp`.
#[derive(Default)]
pub struct RunState {
    /// Python call depth of the running program.
    pub depth: usize,
    /// Levels of nested containers a native walk (comparison) is inside (`enter_nested`).
    pub nesting: usize,
    /// Printed output of the current run (a host request adds to what is not taken yet).
    pub output: String,
    pub output_truncated: bool,
    /// Exceptions being handled, innermost last (for bare `raise` and `__context__`).
    pub handling: Vec<Value>,
    /// The targets `contextlib.redirect_stdout` installed, innermost last: `print()` without
    /// `file=` writes to the last one.
    pub stdout_redirects: Vec<Value>,
    /// The generator coroutines currently running, innermost last.
    pub gen_stack: Vec<crate::coro::YielderRef>,
    /// The last suspension passed on what an awaited object yielded (`delegate`), not a
    /// `yield` of the suspended body: an async generator's awaitables read it to tell its
    /// own yields (the values it produces) from the event loop's.
    pub await_yield: bool,
    /// Containers whose repr is being computed (to print `[...]` for self-references).
    pub repr_stack: Vec<usize>,
    /// Peak approximate memory charged in the current run (bytes).
    pub mem_peak: Cell<usize>,
    /// Names of modules imported in the current run (statistics).
    pub imported: RefCell<Vec<String>>,
    /// Calls of host functions and host objects in the current run, by name.
    pub host_calls: Vec<(String, u64)>,
    /// A limit error raised by sandbox code the host called back: it ends the run when the host
    /// op returns, whatever the host did with it.
    pub pending_fatal: Option<Error>,
}

impl RunState {
    /// Forgets the native stack's state after a run or request left the run stack (normally or
    /// by a panic): nothing of it is live any more, while the output and statistics are still
    /// to be read.
    pub fn left_stack(&mut self) {
        self.gen_stack.clear();
        self.repr_stack.clear();
        self.depth = 0;
        self.nesting = 0;
    }
}

/// The interpreter. Not `Send` by itself (it owns `Rc`s); `crate::Interpreter` wraps it.
pub struct Interp {
    pub config: Config,
    /// The program's globals (`__main__`).
    pub main: NsRef,
    /// The builtins made so far (see `Interp::builtin`).
    builtins: RefCell<StrMap>,
    pub types: Types,
    pub budget: Budget,
    pub cancel: CancelHandle,
    /// Where instances' classes were last found to define `__hash__`, a few classes at a time
    /// (indexed by the class's address), so hashing an instance does not search its MRO by
    /// name each time (see `Class::lookup_hinted`).
    pub hash_hints: [Cell<crate::ast::MethodHint>; 8],
    /// The name `__hash__`, shared by those lookups.
    pub hash_name: Rc<str>,
    /// The unbound slot functions read through builtin classes (`object.__hash__`,
    /// `int.__add__`), by the class's address and the slot's name: made once, so reading one
    /// twice gives the same object, as CPython's slot wrappers in a type's `__dict__`
    /// (`C.__hash__ is object.__hash__`). Builtin classes live as long as the interpreter.
    pub slot_wrappers: RefCell<HashMap<(usize, &'static str), Value>>,
    /// The lowest stack address evaluation may reach on the current stack before raising
    /// `RecursionError` (0 = unchecked).
    pub stack_limit: usize,
    /// The lowest stack address the stack checks (`stack_exhausted`) saw on the current
    /// generator's stack (0 on the run stack, where nothing is noted): a generator's stack
    /// commits the pages its deepest call reached, and `coro::GenCoroutine` charges them.
    pub stack_low: usize,
    /// The state of the current run or host request, reset as one value (`RunState`).
    pub run: RunState,
    /// How many runs this interpreter has started: library state that a run leaves behind
    /// when a limit stops it mid-way (asyncio's running loop) tells a stale value by it.
    pub run_serial: u64,
    /// Modules imported so far, by name.
    pub modules: HashMap<Rc<str>, Value>,
    /// Whether the first run bound the program's `__file__` (later runs leave it as it is).
    file_bound: bool,
    /// Sources of the recent runs and of library modules, for traceback lines (`Sources`).
    pub sources: Sources,
    pub current_source: u32,
    /// Source ids of library modules written in Python (their frames are not the program's).
    pub library_sources: Vec<u32>,
    /// Stack reused for every run (a big one, so the configured recursion depth always fits).
    pub run_stack: Option<crate::coro::RunStack>,
    pub host_functions: HashMap<Rc<str>, HostFn>,
    /// While-loop iteration counter of the innermost running loop is kept per loop; this is
    /// the limit.
    pub max_while: u64,
    /// With a counting allocator: the bytes this interpreter's earlier runs allocated and
    /// still hold (globals, imported modules, ...), charged again to every later run.
    pub mem_carried: isize,
    /// Memory the embedder allocated on this interpreter's behalf (numpy's arrays).
    pub external: std::sync::Arc<crate::alloc::ExternalMemory>,
    /// Containers tracked by the cycle collector (`gc`).
    pub gc_objects: crate::gc::TrackedSet,
    pub gc_threshold: usize,
    pub gc_pending: bool,
    /// Suspended generators dropped by the program, closed at the next statement boundary.
    pub finalizers: Rc<crate::eval::generator::Finalizers>,
    /// Nonzero while a library module's own code runs: its imports are the library's, not the
    /// program's, so the program's allowlist does not apply to them.
    pub internal_imports: usize,
    /// The name of the module whose code calls `type(name, bases, dict)`, set by the call
    /// site just before the call and taken by `type`'s constructor: CPython's `type_new`
    /// names the calling frame's module as the new class's `__module__` (builtins have no
    /// frame of their own in ophis to read it from).
    pub type_call_module: Option<Rc<str>>,
    /// The cell objects made so far (a class body's `__classcell__`, `cell(x)`), each with
    /// the closure cell it stands for: closure cells live outside the value model, so a cell
    /// object is an instance of the builtin class `cell` and this table gives its cell
    /// (`eval::class::Interp::cell_of`). Entries of dropped objects are pruned as it grows.
    pub cell_objects: Vec<(std::rc::Weak<crate::attr::Instance>, crate::value::CellRef)>,
    /// Each builtin type's `__dict__` contents once made (by the class's address; builtin
    /// classes live as long as the interpreter), so `int.__dict__` is built once and its
    /// values are the same objects at every read, as CPython's are.
    pub builtin_dicts: HashMap<usize, Value>,
    /// The namespaces of library modules written in Python: their functions point back at
    /// them (a reference cycle), so dropping the interpreter empties them explicitly.
    pub module_namespaces: Vec<NsRef>,
    /// Unique per interpreter in the process (`SandboxObject::interp_id`).
    pub id: u64,
    /// Values handed to the host by reference, by export id, with how many host references
    /// each has. The collector cannot see these references, so it counts them as external:
    /// the table is a root, and exported values live until the host releases them.
    pub exports: HashMap<u64, (Value, u32)>,
    /// The export id of each exported value, by identity.
    pub export_ids: HashMap<usize, u64>,
    pub next_export: u64,
    /// The deadline of the host's call that the last run belongs to: the host's requests made
    /// while it is set (converting the run's results, which may run the program's `__repr__`,
    /// `__str__`, a metaclass's methods) share it instead of each getting a fresh timeout, so
    /// a call returns within its timeout whatever its values do. Set by `run`, cleared by
    /// `Interpreter::end_call` when the host has what it needs.
    pub call_deadline: Option<std::time::Instant>,
    /// The type objects of host objects, by host type name.
    pub host_types: RefCell<HashMap<String, Rc<Class>>>,
    /// Emptied locals vectors of finished calls, reused by the next calls (`take_locals`).
    pub(crate) locals_pool: crate::eval::call::LocalsPool,
    /// The state of `decimal`'s native dunders (`modules::decimal_native::State`).
    pub(crate) decimal: crate::modules::decimal_native::State,
    /// The remembered hashes of tuples whose hash cannot change (`ops::hash::TupleHashes`).
    pub(crate) tuple_hashes: crate::ops::TupleHashes,
}

static NEXT_INTERP_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// What a finished run produced.
#[derive(Debug)]
pub struct RunResult {
    /// The run's value under the configured `ResultRule` (by default the value of the last
    /// expression statement, if the program ended with one).
    pub value: Option<Value>,
    pub output: String,
}

/// `text` cut to at most `max` bytes (at a character boundary), saying it was cut and how
/// long it was, for the texts of an error that reach the host: `max_output_length` bounds
/// them as it bounds printed output (a 50 MB exception message under a 2,000-byte limit
/// reached the host's logs whole).
pub(crate) fn cap_output_text(text: String, max: usize) -> String {
    if text.len() <= max {
        return text;
    }
    let mut cut = max;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    format!(
        "{}... [truncated: {} bytes in all, over the output limit of {max} bytes]",
        &text[..cut],
        text.len()
    )
}

/// Why a run failed. Displays as the error's text: the syntax error, the traceback, or the
/// limit's message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RunError {
    /// The program did not parse.
    #[error(transparent)]
    Syntax(SyntaxError),
    /// An uncaught Python exception: its type name, its message (`str(e)`), the full CPython-style
    /// traceback text, and the line of the innermost frame of the program's own code (library
    /// modules' frames are skipped).
    /// `module_line` is the line the program's module-level code was at (inside the top-level
    /// statement smolagents quotes in "Code execution failed at line ..."); 0 when unknown.
    /// `explanation` is smolagents' own wording of the error when the program raised it where
    /// smolagents' evaluator words it itself (`error::Explain`), None otherwise.
    #[error("{}", .traceback.trim_end())]
    Exception {
        /// The exception's type name (`ValueError`).
        type_name: String,
        /// `str(e)`.
        message: String,
        /// CPython's traceback text.
        traceback: String,
        /// The line of the innermost frame of the program's own code; 0 when unknown.
        line: u32,
        /// The line the module-level code was at; 0 when unknown.
        module_line: u32,
        /// smolagents' wording of the error, where its evaluator words it itself.
        explanation: Option<String>,
        /// The name CPython 3.11's display offers after the message (`NameError: name 'pritn'
        /// is not defined. Did you mean: 'print'?`), which `traceback` shows; not part of
        /// `message`, as it is not part of `str(e)`.
        suggestion: Option<String>,
    },
    /// A limit or a sandbox rule stopped the program, at `line` (innermost frame of the
    /// program's own code) while its module-level code was at `module_line`; 0 when unknown.
    #[error("{message}")]
    Limit {
        /// Which limit or rule.
        kind: LimitKind,
        /// The message, in smolagents' words where it has them.
        message: String,
        /// The line of the innermost frame of the program's own code; 0 when unknown.
        line: u32,
        /// The line the module-level code was at; 0 when unknown.
        module_line: u32,
    },
}

/// Tears values down. Every drop is iterative now (`Value`'s drop hook in `value.rs` defers
/// what lies deeper than a bounded stack budget), so this is an ordinary drop, kept as the one
/// name for "free these, however deep".
pub(crate) fn drop_flat(values: Vec<Value>) {
    drop(values);
}

impl Drop for Interp {
    fn drop(&mut self) {
        // No program code runs from here on: generators still suspended are discarded.
        self.finalizers.closed.set(true);
        self.finalizers.discard();
        // The cell objects' cells are held out of the collector's sight (see `gc_collect`).
        let mut values: Vec<Value> = Vec::new();
        for (_, cell) in self.cell_objects.drain(..) {
            if let Some(v) = cell.borrow_mut().take() {
                values.push(v);
            }
        }
        if let Ok(mut ns) = self.main.try_borrow_mut() {
            values.extend(ns.values.drain(..).flatten());
        }
        values.extend(self.modules.drain().map(|(_, m)| m));
        values.append(&mut self.run.handling);
        values.append(&mut self.run.stdout_redirects);
        values.extend(self.exports.drain().map(|(_, (v, _))| v));
        self.host_types.borrow_mut().clear();
        for ns in self.module_namespaces.drain(..) {
            if let Ok(mut ns) = ns.try_borrow_mut() {
                values.extend(ns.values.drain(..).flatten());
                ns.builtins.clear();
            }
        }
        drop_flat(values);
        // Break the cycles that are left (classes through their MRO, closures) before the
        // reference counts are dropped.
        self.gc_collect();
        // The builtin type objects are not tracked by the collector, and each one is in its
        // own MRO: empty them, or every interpreter would leak its types.
        if let Some(stack) = self.run_stack.take() {
            crate::coro::recycle_run_stack(stack);
        }
        for c in self.types.made() {
            c.attrs.clear_without_filling();
            if let Ok(mut m) = c.mro.try_borrow_mut() {
                m.clear();
            }
            c.classes_changed();
            if let Ok(mut meta) = c.metaclass.try_borrow_mut() {
                *meta = None;
            }
        }
    }
}

impl Interp {
    pub fn new(config: Config) -> Interp {
        let types = crate::builtins::types::make_types();
        let cancel = CancelHandle::default();
        let budget = Budget::new(&config.limits, cancel.clone(), config.interrupt.clone());
        let max_while = config.limits.max_while_iterations;

        Interp {
            config,
            main: Namespace::new("__main__"),
            builtins: RefCell::new(new_strmap()),
            types,
            budget,
            cancel,
            hash_hints: Default::default(),
            hash_name: Rc::from("__hash__"),
            slot_wrappers: RefCell::new(HashMap::new()),
            stack_limit: 0,
            stack_low: 0,
            run: RunState::default(),
            run_serial: 0,
            modules: HashMap::new(),
            sources: Sources::default(),
            library_sources: Vec::new(),
            current_source: 0,
            run_stack: None,
            host_functions: HashMap::new(),
            max_while,
            mem_carried: 0,
            external: Default::default(),
            gc_objects: Default::default(),
            gc_threshold: 10_000,
            gc_pending: false,
            finalizers: Rc::default(),
            internal_imports: 0,
            type_call_module: None,
            cell_objects: Vec::new(),
            builtin_dicts: HashMap::new(),
            file_bound: false,
            module_namespaces: Vec::new(),
            id: NEXT_INTERP_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            exports: HashMap::new(),
            export_ids: HashMap::new(),
            next_export: 0,
            call_deadline: None,
            host_types: RefCell::new(HashMap::new()),
            locals_pool: Default::default(),
            decimal: Default::default(),
            tuple_hashes: Default::default(),
        }
    }

    /// Enters one level of a native walk of nested containers (comparison, ...): as CPython,
    /// each level counts against the recursion limit together with the program's call depth,
    /// and the native stack is checked. The caller decrements `nesting` when the level ends,
    /// on every path.
    #[inline]
    pub fn enter_nested(&mut self, msg: &str) -> R<()> {
        if self.run.depth + self.run.nesting + 1 >= self.config.limits.max_recursion_depth {
            return Err(crate::error::Error::new(crate::error::ExcType::RecursionError, msg));
        }
        self.check_stack(msg)?;
        self.run.nesting += 1;
        Ok(())
    }

    /// Raises `RecursionError` (with CPython's message `msg`) when the native stack has reached
    /// its limit. Every native walker of nested values calls this before it recurses (the
    /// evaluator does the same before each Python call), so a deep structure ends the walk with
    /// an exception the program can catch, never with a stack overflow.
    #[inline]
    pub fn check_stack(&self, msg: &str) -> R<()> {
        if crate::coro::approx_sp() < self.stack_limit {
            return Err(crate::error::Error::new(crate::error::ExcType::RecursionError, msg));
        }
        Ok(())
    }

    /// Operation counting: one per evaluated node. The fast path is an increment and a compare.
    #[inline(always)]
    pub fn tick(&mut self) -> R<()> {
        self.budget.ops += 1;
        if self.budget.ops >= self.budget.next_check {
            self.budget.check_slow()?;
        }
        Ok(())
    }

    /// The builtin named `name`, made on first use and kept, so it is the same object every
    /// time. None when there is no such builtin.
    pub fn builtin(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.builtins.borrow().get(name) {
            return Some(v.clone());
        }
        let v = crate::builtins::make_builtin(&self.types, name)?;
        self.builtins.borrow_mut().insert(Rc::from(name), v.clone());
        Some(v)
    }

    /// Makes sure every global slot lowering created has its storage and builtin fallback.
    pub fn sync_ns(&self, ns_ref: &NsRef) {
        // `allowed_builtins` restricts the program's namespace only, not library modules'.
        let is_main = Rc::ptr_eq(ns_ref, &self.main);
        let mut ns = ns_ref.borrow_mut();
        while ns.values.len() < ns.table.names.len() {
            let name = ns.table.names[ns.values.len()].clone();
            ns.values.push(None);
            let b = self
                .builtin(&name)
                .filter(|v| !is_main || self.config.policy.builtin_allowed(&name, v));
            ns.builtins.push(b);
            ns.readonly
                .push(is_main && self.config.policy.readonly_globals.iter().any(|r| **r == *name));
        }
    }

    /// Replaces `Policy::allowed_builtins` between runs (the program's view of the builtins
    /// changes; its own globals stay).
    pub fn set_allowed_builtins(&mut self, allowed: Option<Vec<String>>) {
        self.config.policy.allowed_builtins = allowed;
        let mut ns = self.main.borrow_mut();
        for slot in 0..ns.builtins.len() {
            let name = ns.table.names[slot].clone();
            let b = self.builtin(&name).filter(|v| self.config.policy.builtin_allowed(&name, v));
            ns.builtins[slot] = b;
        }
    }

    /// Replaces `Policy::readonly_globals` between runs.
    pub fn set_readonly_globals(&mut self, names: Vec<String>) {
        self.config.policy.readonly_globals = names;
        let mut ns = self.main.borrow_mut();
        for slot in 0..ns.readonly.len() {
            let name = ns.table.names[slot].clone();
            ns.readonly[slot] = self.config.policy.readonly_globals.iter().any(|r| **r == *name);
        }
    }

    pub fn get_global(&self, name: &str) -> Option<Value> {
        self.main.borrow().get(name)
    }

    pub fn set_global(&mut self, name: &str, v: Value) {
        let name: Rc<str> = Rc::from(name);
        let slot = self.main.borrow_mut().table.slot(&name);
        let main = self.main.clone();
        self.sync_ns(&main);
        main.borrow_mut().values[slot as usize] = Some(v);
    }

    /// Unsets a global (its builtin fallback, if any, shows through again).
    pub fn remove_global(&mut self, name: &str) {
        let mut ns = self.main.borrow_mut();
        if let Some(&slot) = ns.table.index.get(name) {
            if let Some(v) = ns.values.get_mut(slot as usize) {
                *v = None;
            }
        }
    }

    pub fn global_names(&self) -> Vec<Rc<str>> {
        let ns = self.main.borrow();
        ns.table
            .names
            .iter()
            .enumerate()
            .filter(|(i, _)| matches!(ns.values.get(*i), Some(Some(_))))
            .map(|(_, n)| n.clone())
            .collect()
    }

    /// Appends printed text, enforcing the output limit.
    pub fn write_output(&mut self, s: &str) -> R<()> {
        let max = self.config.limits.max_output;
        if self.run.output.len() + s.len() > max {
            self.run.output_truncated = true;
            return Err(Error::fatal(
                LimitKind::Output,
                format!("Printed output exceeded the limit of {max} bytes"),
            ));
        }
        self.run.output.push_str(s);
        Ok(())
    }

    /// Prepares a request of the host outside `run` (`Interpreter::call_object`, ...): a fresh
    /// budget, no exception being handled; the output buffer is kept. While the host is still
    /// converting a run's results (`call_deadline`), the budget ends at that run's deadline.
    /// Whether the native stack is past the current stack's limit (then the caller raises
    /// `RecursionError`); notes the deepest position seen in `stack_low` on the way.
    #[inline]
    pub fn stack_exhausted(&mut self) -> bool {
        let sp = crate::coro::approx_sp();
        if sp < self.stack_low {
            self.stack_low = sp;
        }
        sp < self.stack_limit
    }

    pub fn begin_request(&mut self) {
        self.budget =
            Budget::new(&self.config.limits, self.cancel.clone(), self.config.interrupt.clone());
        if let Some(d) = self.call_deadline {
            self.budget.deadline = Some(self.budget.deadline.map_or(d, |own| own.min(d)));
        }
        self.cancel.reset();
        // A request's printed output joins what the host has not taken yet.
        self.run = RunState {
            output: std::mem::take(&mut self.run.output),
            output_truncated: self.run.output_truncated,
            ..RunState::default()
        };
    }

    /// An error of a host request as the host sees it (no run to end: limits become interrupts).
    pub fn error_for_host(&mut self, e: Error) -> crate::host::HostError {
        if let ErrorKind::Fatal { msg, .. } = &e.0.kind {
            return crate::host::HostError::interrupt(msg.clone());
        }
        let exc = self.materialize(e);
        let type_name = crate::eval::exc::exception_type_name(&exc);
        let message = self.str_of_quiet(&exc);
        crate::host::HostError::raise(type_name, message)
    }

    /// Parses and lowers `source`, then runs it with the globals kept from earlier runs.
    pub fn run(&mut self, source: &str) -> Result<RunResult, RunError> {
        let live_at_start = crate::alloc::live_bytes();
        self.budget =
            Budget::new(&self.config.limits, self.cancel.clone(), self.config.interrupt.clone());
        self.budget.mem_base = live_at_start.map(|l| l.wrapping_sub(self.mem_carried));
        self.budget.external = Some(self.external.clone());
        self.external.begin_run(self.config.limits.max_memory, self.budget.mem_base);
        self.call_deadline = self.budget.deadline;
        self.cancel.reset();
        self.run = RunState::default();
        self.run_serial += 1;
        self.current_source = self.sources.push(SourceText::Program(Rc::from(source)));
        let result = crate::coro::on_run_stack(self, |interp| interp.run_on_stack(source));
        self.run.left_stack();
        // Between runs nothing is on the Rust stack: collect the cycles this run left behind,
        // unless the collection would end past the deadline (it cannot be interrupted): then
        // the next run's first collection reclaims them. The estimate is measured on this
        // 2-CPU VM: 400,000 self-referencing instances cost 0.5 s more than acyclic ones,
        // allocation and collection together, so 1 us per tracked container bounds it.
        let gc_secs = self.gc_objects.len() as f64 * 1.0e-6;
        if self.budget.check_native_work(gc_secs).is_ok() {
            self.gc_collect();
        } else {
            self.gc_pending = true;
        }
        self.external.end_run();
        if let Some(charged) = self.budget.mem_own() {
            self.mem_carried = charged as isize;
        }
        result
    }

    /// Refuses, before parsing, a source whose parsing and lowering would take longer than the
    /// time left or more memory than the limit leaves: the parser cannot be interrupted, and
    /// its allocations are not checked while it runs (a 5 MB source took 33 s under a 2 s
    /// timeout and reached 4.4 GB under a 64 MB limit). The estimates are measured on this
    /// 2-CPU VM: 3 MB of `x = 1` lines took 2.4 s and 430 MB, a 5 MB list literal 7.2 s and
    /// 690 MB; they are charged per byte and per line, with a margin.
    fn check_source_cost(&mut self, source: &str) -> Result<(), RunError> {
        // Small sources cost nothing worth estimating; sources past the parser door's own size
        // limit are refused there, with its syntax error.
        if source.len() < 64 << 10 || source.len() > self.config.parse_limits.max_source_bytes {
            return Ok(());
        }
        let (secs, need, lines) = parse_cost(source);
        if let Err(e) = self.budget.check_native_work(secs) {
            return Err(self.to_run_error(e));
        }
        let held = self.budget.mem_charged().unwrap_or(0);
        let max = self.config.limits.max_memory;
        if held.saturating_add(need) > max {
            let e = Error::fatal(
                LimitKind::Memory,
                format!("The source of {} bytes and {lines} lines would need about {need} bytes to parse, over the memory limit of {max} bytes", source.len()),
            );
            return Err(self.to_run_error(e));
        }
        Ok(())
    }

    fn run_on_stack(&mut self, source: &str) -> Result<RunResult, RunError> {
        self.check_source_cost(source)?;
        let max = self.config.limits.max_output;
        let mut module: Module =
            crate::parse::parse_module(source, &self.config.parse_limits, self.stack_limit)
                .map_err(|mut e| {
                    // The offending line is the program's text: a one-line source of megabytes would
                    // reach the host whole.
                    e.text = e.text.map(|t| cap_output_text(t, max));
                    RunError::Syntax(e)
                })?;
        let lowered = crate::lower::lower_module(&mut module, &mut self.main.borrow_mut().table);
        if let Err(e) = lowered {
            let text = self
                .sources
                .get(self.current_source)
                .and_then(|s| s.line(e.span.line))
                .map(|t| cap_output_text(t.to_string(), max));
            return Err(RunError::Syntax(SyntaxError {
                msg: e.msg,
                line: e.span.line.max(1),
                col: e.span.col + 1,
                text,
                kind: "SyntaxError",
            }));
        }
        // Parsing and lowering count against the run's deadline and memory like the run itself:
        // read the clock and the memory once they are done, before the first statement.
        if let Err(e) = self.budget.check_clock() {
            return Err(self.to_run_error(e));
        }
        let main = self.main.clone();
        // A script's `__file__` is its file name, as CPython binds it for `python3 prog.py`
        // (and `<stdin>` for a program read from standard input); a `-c` program (`<string>`)
        // and an embedder's code without a file name have none. A program that rebinds or
        // deletes it keeps its choice across the runs of one interpreter.
        let file = self.config.filename.clone().filter(|f| f != "<string>");
        let file_slot = file.as_ref().map(|_| main.borrow_mut().table.slot(&Rc::from("__file__")));
        self.sync_ns(&main);
        if let (Some(slot), Some(file)) = (file_slot, file) {
            if !self.file_bound {
                self.file_bound = true;
                main.borrow_mut().values[slot as usize] = Some(Value::str(&file));
            }
        }
        let module = Rc::new(module);
        let mut frame = Frame::module(self.current_source, main);
        let mut last_value = None;
        let n = module.body.len();
        let smolagents_rule =
            self.config.result_rule == crate::eval::stmt_value::ResultRule::Smolagents;
        for (i, stmt) in module.body.iter().enumerate() {
            // The run's value is the final statement's: under smolagents' rule whatever its
            // kind (`stmt_value`), by default only an expression statement's.
            let outcome = if i + 1 == n {
                if smolagents_rule {
                    self.exec_stmt_valued(&mut frame, stmt).map(|(flow, v)| {
                        last_value = v;
                        flow
                    })
                } else if let crate::ast::StmtKind::Expr(e) = &stmt.kind {
                    self.tick().and_then(|_| self.eval(&mut frame, e)).map(|v| {
                        last_value = Some(v);
                        Flow::Normal
                    })
                } else {
                    self.exec_stmt(&mut frame, stmt)
                }
            } else {
                self.exec_stmt(&mut frame, stmt)
            };
            if let Err(mut e) = outcome {
                e.record_line(stmt.span.line);
                e.leave_frame(&Rc::from("<module>"), self.current_source);
                // The generators dropped on the way out are closed while the run still has
                // its budget (CPython closes them at the latest at teardown); after a limit,
                // nothing more runs and they are discarded.
                if e.is_fatal() {
                    self.finalizers.discard();
                } else if let Err(fatal) = self.finalize_if_asked() {
                    self.finalizers.discard();
                    return Err(self.to_run_error(fatal));
                }
                return Err(self.to_run_error(e));
            }
        }
        if let Err(e) = self.finalize_if_asked() {
            self.finalizers.discard();
            return Err(self.to_run_error(e));
        }
        Ok(RunResult { value: last_value, output: std::mem::take(&mut self.run.output) })
    }

    /// Runs a module written in Python in a namespace of its own and returns the module.
    pub fn exec_module_source(&mut self, name: &str, src: &'static str) -> R<Value> {
        self.exec_source(name, src, false)
    }

    /// Runs an embedder-given module (`Config::source_modules`): as `exec_module_source`, with
    /// `__name__` bound in its namespace (CPython's test files read it at import).
    pub fn exec_embedder_module(&mut self, name: &str, src: &'static str) -> R<Value> {
        self.exec_source(name, src, true)
    }

    /// The SyntaxError of an embedder's module that does not compile: CPython's arguments
    /// `(msg, (filename, lineno, offset, text))`, the file being the module's file when the
    /// embedder named one.
    fn module_syntax_error(
        &self,
        name: &str,
        kind: ExcType,
        msg: String,
        line: u32,
        col: u32,
        text: Option<String>,
    ) -> Error {
        let file = match self.config.source_module_files.get(name) {
            Some(f) => Value::str(f),
            None => Value::string(format!("<{name}>")),
        };
        let text = text.map_or(Value::None, |t| Value::string(format!("{t}\n")));
        let info =
            Value::tuple(vec![file, Value::Int(i64::from(line)), Value::Int(i64::from(col)), text]);
        Error::with_args(kind, vec![Value::string(msg), info])
    }

    /// Runs a module's source in a fresh namespace with `__name__` bound, as CPython's modules
    /// have it; `embedder`: an embedder's module, whose syntax errors are the module's own.
    fn exec_source(&mut self, name: &str, src: &'static str, embedder: bool) -> R<Value> {
        let internal = |msg: String| {
            crate::error::runtime_error(format!("internal error in ophis's module '{name}': {msg}"))
        };
        let mut module = match crate::parse::parse_library_module(src, self.stack_limit) {
            Ok(m) => m,
            // An embedder's module may simply have a syntax error ophis reports as such: a
            // SyntaxError with CPython's members (`msg`, `filename`, `lineno`, `offset`,
            // `text`), as `import` of a broken file raises it.
            Err(e) if embedder => {
                let kind = match e.kind {
                    "IndentationError" => ExcType::IndentationError,
                    "TabError" => ExcType::TabError,
                    _ => ExcType::SyntaxError,
                };
                return Err(self.module_syntax_error(name, kind, e.msg, e.line, e.col, e.text));
            }
            Err(e) => return Err(internal(e.to_string())),
        };
        let ns = Namespace::new(name);
        self.module_namespaces.push(ns.clone());
        let name_slot = ns.borrow_mut().table.slot(&Rc::from("__name__"));
        // An embedder's module read from a file has that file as `__file__` (CPython's test
        // files locate their data beside themselves with it).
        let file = if embedder { self.config.source_module_files.get(name).cloned() } else { None };
        let file_slot = file.as_ref().map(|_| ns.borrow_mut().table.slot(&Rc::from("__file__")));
        let lowered = if embedder {
            crate::lower::lower_module(&mut module, &mut ns.borrow_mut().table)
        } else {
            crate::lower::lower_library_module(&mut module, &mut ns.borrow_mut().table)
        };
        if let Err(e) = lowered {
            if !embedder {
                return Err(internal(e.msg));
            }
            let text = src.lines().nth(e.span.line.max(1) as usize - 1).map(str::to_string);
            return Err(self.module_syntax_error(
                name,
                ExcType::SyntaxError,
                e.msg,
                e.span.line.max(1),
                e.span.col + 1,
                text,
            ));
        }
        self.sync_ns(&ns);
        ns.borrow_mut().values[name_slot as usize] = Some(Value::str(name));
        let shown_file: Rc<str> = match &file {
            Some(f) => Rc::from(f.as_str()),
            None => Rc::from(format!("<frozen {name}>")),
        };
        if let (Some(slot), Some(file)) = (file_slot, file) {
            ns.borrow_mut().values[slot as usize] = Some(Value::str(&file));
        }
        let source = self.sources.push(SourceText::Library(LibrarySource {
            text: src,
            file: shown_file,
            hidden: !embedder && MODULES_IN_C_IN_CPYTHON.contains(&name),
        }));
        self.library_sources.push(source);
        let mut frame = Frame::module(source, ns.clone());
        self.internal_imports += 1;
        let r = self.exec_block(&mut frame, &module.body);
        self.internal_imports -= 1;
        r.map_err(|mut e| {
            e.leave_frame(&Rc::from(format!("<module {name}>").as_str()), source);
            e
        })?;
        let mut attrs = new_strmap();
        {
            let ns = ns.borrow();
            for (i, n) in ns.table.names.iter().enumerate() {
                if let Some(Some(v)) = ns.values.get(i) {
                    attrs.insert(n.clone(), v.clone());
                }
            }
        }
        Ok(Value::Module(Rc::new(crate::value::Module {
            name: Rc::from(name),
            attrs: crate::value::Attrs::new(attrs),
        })))
    }

    /// Converts an uncaught error into its reportable form, with CPython's traceback text.
    /// Every text in it that the program controls is capped at the output limit
    /// (`cap_output_text`): an error reaches the host's logs like printed output does.
    pub fn to_run_error(&mut self, e: Error) -> RunError {
        let max = self.config.limits.max_output;
        if let ErrorKind::Fatal { kind, msg } = &e.0.kind {
            let (line, module_line) = self.program_lines(&e.0.traceback);
            return RunError::Limit {
                kind: *kind,
                message: cap_output_text(msg.clone(), max),
                line,
                module_line,
            };
        }
        let exc = self.materialize(e);
        let type_name = cap_output_text(crate::eval::exc::exception_type_name(&exc), max);
        let message = cap_output_text(self.str_of_quiet(&exc), max);
        let suggestion = self.exception_suggestion(&exc);
        let traceback = cap_output_text(
            self.format_exception_known(&exc, &[], Some(suggestion.clone()), true),
            max,
        );
        let suggestion = suggestion.map(|s| cap_output_text(s, max));
        let (line, module_line) = crate::eval::exc::traceback_of(&exc)
            .map(|tb| self.program_lines(&tb))
            .unwrap_or((0, 0));
        let explanation = self
            .take_explain(&exc)
            .and_then(|x| self.render_explain(&x, &exc))
            .map(|x| cap_output_text(x, max));
        RunError::Exception {
            type_name,
            message,
            traceback,
            line,
            module_line,
            explanation,
            suggestion,
        }
    }

    /// The innermost line and the module-level line of a traceback (innermost entry first),
    /// counting only frames of the program's own runs, not library modules' code.
    fn program_lines(&self, tb: &[crate::error::TbEntry]) -> (u32, u32) {
        let ours: Vec<&crate::error::TbEntry> =
            tb.iter().filter(|t| !self.library_sources.contains(&t.source)).collect();
        (ours.first().map(|t| t.line).unwrap_or(0), ours.last().map(|t| t.line).unwrap_or(0))
    }

    /// `str(v)` for reporting: never fails (falls back to a placeholder).
    pub fn str_of_quiet(&mut self, v: &Value) -> String {
        match self.to_str(v) {
            Ok(s) => s,
            Err(_) => "<exception str() failed>".to_string(),
        }
    }
}

/// What parsing `source` is estimated to cost: seconds, bytes and its number of lines (see
/// `Interp::check_source_cost`; `ast.literal_eval` charges the same before it parses).
pub(crate) fn parse_cost(source: &str) -> (f64, usize, usize) {
    const SECS_PER_BYTE: f64 = 1.5e-6;
    const SECS_PER_LINE: f64 = 2.0e-6;
    const MEMORY_PER_BYTE: usize = 200;
    let lines = source.bytes().filter(|&b| b == b'\n').count() + 1;
    let secs = SECS_PER_BYTE * source.len() as f64 + SECS_PER_LINE * lines as f64;
    (secs, source.len().saturating_mul(MEMORY_PER_BYTE), lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gives every field of `RunState` a value that is not its default. The destructuring names
    /// every field without `..`: a field added to `RunState` fails to compile here until this
    /// test sets it too.
    fn dirty(run: &mut RunState) {
        let RunState {
            depth,
            nesting,
            output,
            output_truncated,
            handling,
            stdout_redirects,
            gen_stack,
            await_yield,
            repr_stack,
            mem_peak,
            imported,
            host_calls,
            pending_fatal,
        } = run;
        *await_yield = true;
        *depth = 7;
        *nesting = 3;
        output.push_str("left over");
        *output_truncated = true;
        handling.push(Value::str("exc"));
        stdout_redirects.push(Value::str("target"));
        gen_stack.push(crate::coro::YielderRef::null());
        repr_stack.push(0x1234);
        mem_peak.set(1 << 20);
        imported.borrow_mut().push("math".to_string());
        host_calls.push(("f".to_string(), 2));
        *pending_fatal = Some(Error::fatal(LimitKind::Operations, "old"));
    }

    /// Whether every field of `run` is empty, output apart (a request keeps it).
    fn clean_but_output(run: &RunState) -> bool {
        let RunState {
            depth,
            nesting,
            output: _,
            output_truncated: _,
            handling,
            stdout_redirects,
            gen_stack,
            await_yield,
            repr_stack,
            mem_peak,
            imported,
            host_calls,
            pending_fatal,
        } = run;
        *depth == 0
            && !*await_yield
            && *nesting == 0
            && handling.is_empty()
            && stdout_redirects.is_empty()
            && gen_stack.is_empty()
            && repr_stack.is_empty()
            && mem_peak.get() == 0
            && imported.borrow().is_empty()
            && host_calls.is_empty()
            && pending_fatal.is_none()
    }

    /// Sets what must outlive a run: a global, an imported module, the limits.
    fn interp_with_lasting_state() -> Interp {
        let mut interp = Interp::new(Config::default());
        interp.config.limits.max_output = 12_345;
        interp.set_global("kept", Value::Int(41));
        interp.run("import math").expect("import");
        interp
    }

    fn assert_lasting_state_kept(interp: &Interp) {
        assert!(matches!(interp.get_global("kept"), Some(Value::Int(41))));
        assert!(interp.modules.contains_key("math"));
        assert_eq!(interp.config.limits.max_output, 12_345);
    }

    #[test]
    fn a_run_resets_every_per_run_field() {
        let mut interp = interp_with_lasting_state();
        dirty(&mut interp.run);
        let r = interp.run("x = kept + 1").expect("run");
        assert_eq!(r.output, "");
        assert!(clean_but_output(&interp.run));
        assert!(interp.run.output.is_empty() && !interp.run.output_truncated);
        assert_lasting_state_kept(&interp);
        assert!(matches!(interp.get_global("x"), Some(Value::Int(42))));
    }

    #[test]
    fn a_request_resets_every_per_run_field_but_the_output() {
        let mut interp = interp_with_lasting_state();
        dirty(&mut interp.run);
        interp.begin_request();
        assert!(clean_but_output(&interp.run));
        // The host has not taken the output yet: a request adds to it.
        assert_eq!(interp.run.output, "left over");
        assert!(interp.run.output_truncated);
        assert_lasting_state_kept(&interp);
    }
}
