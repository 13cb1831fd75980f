//! The sandbox policy in one place: import authorization (smolagents' semantics), denied
//! modules and functions, and the dunder rule.

/// smolagents' `BASE_BUILTIN_MODULES`: authorized by default.
pub const BASE_BUILTIN_MODULES: &[&str] = &[
    "collections",
    "datetime",
    "itertools",
    "math",
    "queue",
    "random",
    "re",
    "stat",
    "statistics",
    "time",
    "unicodedata",
];

/// Modules that must never surface in the sandbox, whatever the allowlist says.
pub const DENIED_MODULES: &[&str] = &[
    "builtins",
    "io",
    "multiprocessing",
    "os",
    "pathlib",
    "pty",
    "shutil",
    "socket",
    "subprocess",
    "sys",
    "ctypes",
    "importlib",
    "posix",
    "nt",
    "signal",
    "threading",
    "_thread",
    "gc",
    "inspect",
    "pickle",
    "marshal",
    "code",
    "codeop",
    "runpy",
    "tempfile",
    "fcntl",
    "resource",
    "mmap",
    "select",
    "selectors",
    "asyncio.subprocess",
    "webbrowser",
    "urllib",
    "http",
    "ftplib",
    "smtplib",
    "telnetlib",
    "sqlite3",
    "shelve",
    "dbm",
    "zipimport",
    "pkgutil",
    "site",
    "sysconfig",
    "platform",
    "_posixsubprocess",
    "faulthandler",
    "tracemalloc",
    "weakref",
    "types",
    "ctypes.util",
];

/// Builtins that do not exist in the sandbox, by design.
pub(crate) const DENIED_BUILTINS: &[&str] = &[
    "eval",
    "exec",
    "compile",
    "open",
    "input",
    "globals",
    "locals",
    "__import__",
    "breakpoint",
    "help",
    "memoryview",
    "exit",
    "quit",
];

/// Which dunder attributes and dunder methods the program may use (issue 19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dunders {
    /// CPython's behaviour on the sandbox's own values: every dunder works, except the few that
    /// would expose the interpreter's insides (`INSIDE_DUNDERS`), which do not exist. The values
    /// are ophis's own, so `type(e).__name__`, `self.__dict__`, `cls.__mro__` reach nothing
    /// but other sandbox values; host objects keep the strict rule.
    #[default]
    Python,
    /// smolagents' blanket ban, minus what is harmless (`SMOLAGENTS_HARMLESS_DUNDERS`): every
    /// refusal smolagents 1.26's test suite asserts stays.
    Smolagents,
}

impl Dunders {
    /// The policy named `s` (`python` or `smolagents`), as the CLI and the bindings spell it.
    pub fn parse(s: &str) -> Option<Dunders> {
        match s {
            "python" => Some(Dunders::Python),
            "smolagents" => Some(Dunders::Smolagents),
            _ => None,
        }
    }

    /// The policy's name, as `parse` reads it.
    pub fn name(self) -> &'static str {
        match self {
            Dunders::Python => "python",
            Dunders::Smolagents => "smolagents",
        }
    }
}

/// Dunders that would hand the program the interpreter's insides (globals, code, builtins,
/// closure cells, frames, the class registry, the raw attribute hook): they do not exist on
/// sandbox values, in either policy. Reading one is an AttributeError that says why.
pub(crate) const INSIDE_DUNDERS: &[&str] =
    &["__globals__", "__code__", "__builtins__", "__closure__", "__traceback__", "__subclasses__"];

/// The dunders the `smolagents` policy lets through beyond `allowed_dunders`: descriptive
/// attributes that are plain data (names, docs, versions, defaults, annotations, exception
/// chaining, `functools.wraps`' link) and the operator, container, conversion and context
/// protocol methods, which do nothing `+`, `[]`, `==`, `len()` or `with` do not do already.
pub(crate) const SMOLAGENTS_HARMLESS_DUNDERS: &[&str] = &[
    "__name__",
    "__qualname__",
    "__doc__",
    "__module__",
    "__version__",
    "__cause__",
    "__context__",
    "__suppress_context__",
    "__notes__",
    "__wrapped__",
    "__defaults__",
    "__kwdefaults__",
    "__annotations__",
    // Comparisons and hashing.
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__bool__",
    // Containers and iteration.
    "__len__",
    "__length_hint__",
    "__iter__",
    "__next__",
    "__reversed__",
    "__contains__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__missing__",
    // Calls, context managers, formatting.
    "__call__",
    "__enter__",
    "__exit__",
    "__format__",
    // Arithmetic: normal, reflected, in-place.
    "__add__",
    "__radd__",
    "__iadd__",
    "__sub__",
    "__rsub__",
    "__isub__",
    "__mul__",
    "__rmul__",
    "__imul__",
    "__matmul__",
    "__rmatmul__",
    "__imatmul__",
    "__truediv__",
    "__rtruediv__",
    "__itruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__ifloordiv__",
    "__mod__",
    "__rmod__",
    "__imod__",
    "__divmod__",
    "__rdivmod__",
    "__pow__",
    "__rpow__",
    "__ipow__",
    "__lshift__",
    "__rlshift__",
    "__ilshift__",
    "__rshift__",
    "__rrshift__",
    "__irshift__",
    "__and__",
    "__rand__",
    "__iand__",
    "__xor__",
    "__rxor__",
    "__ixor__",
    "__or__",
    "__ror__",
    "__ior__",
    // Unary operators and numeric conversions.
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__int__",
    "__float__",
    "__complex__",
    "__index__",
    "__round__",
    "__trunc__",
    "__floor__",
    "__ceil__",
];

/// What the program may import and use: the allowlist, the dunder rule, the builtins.
#[derive(Debug, Clone)]
pub struct Policy {
    /// The dunder policy of this face (`python` for `ophis run`, `ophis.Sandbox` and the Rust
    /// API; `smolagents` for `ophis.smolagents`).
    pub dunders: Dunders,
    /// Authorized import patterns: `*`, `pkg.*`, `pkg.sub`, `pkg`.
    pub authorized_imports: Vec<String>,
    /// Dunder attributes that may be read (smolagents' `ALLOWED_DUNDER_METHODS`).
    pub allowed_dunders: Vec<String>,
    /// When set, only these builtin names exist for the program (exception classes always do:
    /// they grant nothing, and `except ValueError:` must keep working). Library modules keep
    /// their own builtins.
    pub allowed_builtins: Option<Vec<String>>,
    /// Global names of the program that its code may not rebind or delete (assignment,
    /// augmented assignment, `for` and `with` targets, `del`, `import ... as`, `def`, `class`,
    /// `except ... as`, through `global` too): smolagents' static tools. A rebinding is a
    /// sandbox refusal (`LimitKind::Forbidden`), which the program cannot catch; the embedder's
    /// own `set_global` is not affected.
    pub readonly_globals: Vec<String>,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            authorized_imports: BASE_BUILTIN_MODULES.iter().map(|s| s.to_string()).collect(),
            dunders: Dunders::Python,
            allowed_dunders: vec!["__init__".into(), "__str__".into(), "__repr__".into()],
            allowed_builtins: None,
            readonly_globals: Vec::new(),
        }
    }
}

/// smolagents' `check_import_authorized`.
pub(crate) fn import_authorized(name: &str, authorized: &[String]) -> bool {
    authorized.iter().any(|auth| {
        if auth == "*" {
            return true;
        }
        if let Some(base) = auth.strip_suffix(".*") {
            return name == base || name.starts_with(&format!("{base}."));
        }
        name == auth || auth.starts_with(&format!("{name}."))
    })
}

impl Policy {
    /// `Ok` when the program may import `name`; otherwise smolagents' refusal message.
    pub fn check_import(&self, name: &str) -> Result<(), String> {
        let denied =
            DENIED_MODULES.iter().any(|d| name == *d || name.starts_with(&format!("{d}.")));
        if denied && !self.authorized_imports.iter().any(|a| a == name) {
            return Err(self.not_allowed(name));
        }
        if import_authorized(name, &self.authorized_imports) {
            Ok(())
        } else {
            Err(self.not_allowed(name))
        }
    }

    fn not_allowed(&self, name: &str) -> String {
        let mut list: Vec<String> = self.authorized_imports.clone();
        list.sort();
        list.dedup();
        let quoted: Vec<String> = list.iter().map(|a| format!("'{a}'")).collect();
        format!("Import of {name} is not allowed. Authorized imports are: [{}]", quoted.join(", "))
    }

    /// Whether `name` is a dunder (`__x__`).
    #[inline]
    pub fn is_dunder(name: &str) -> bool {
        name.len() > 4 && name.starts_with("__") && name.ends_with("__")
    }

    /// Whether the program may name the dunder `name` at all (checked before the object is
    /// evaluated, smolagents' order). Under `python` every name passes: the insides simply do
    /// not exist, and host objects are refused once the object is known (`check_host_attr`).
    #[inline]
    pub fn dunder_allowed(&self, name: &str) -> bool {
        // The policy first: under `python` (the default) every name passes, and a call site
        // asks this for every method call.
        self.dunders == Dunders::Python
            || !Self::is_dunder(name)
            || self.allowed_dunders.iter().any(|d| d == name)
            || SMOLAGENTS_HARMLESS_DUNDERS.contains(&name)
    }

    /// Whether a dunder attribute of a host object may be read: only a module's `__version__`
    /// (a string the bridge checks again), whatever the policy.
    pub fn host_dunder_allowed(name: &str) -> bool {
        name == "__version__"
    }

    /// Whether the builtin `name` (bound to `value`) exists for the program. `vars` exists only
    /// under the `python` dunder policy: it is `obj.__dict__`, which smolagents refuses.
    pub fn builtin_allowed(&self, name: &str, value: &crate::value::Value) -> bool {
        if name == "vars" && self.dunders == Dunders::Smolagents {
            return false;
        }
        match &self.allowed_builtins {
            None => true,
            Some(list) => {
                list.iter().any(|b| b == name)
                    || name == "__name__"
                    || name == "__debug__"
                    || matches!(value, crate::value::Value::Class(c) if c.kind == crate::value::TypeKind::Exception)
            }
        }
    }

    /// The refusal of a rebinding of a read-only global (`readonly_globals`), in smolagents' words.
    pub fn readonly_error(name: &str, delete: bool) -> crate::error::Error {
        let msg = if delete {
            format!("Cannot delete name '{name}': doing this would erase the existing tool!")
        } else {
            format!("Cannot assign to name '{name}': doing this would erase the existing tool!")
        };
        crate::error::Error::fatal(crate::error::LimitKind::Forbidden, msg)
    }

    /// The message for a reference to a builtin that is deliberately absent.
    pub fn denied_builtin_message(&self, name: &str) -> Option<String> {
        if DENIED_BUILTINS.contains(&name)
            || (name == "vars" && self.dunders == Dunders::Smolagents)
        {
            Some(format!("Forbidden access to function: {name}"))
        } else {
            None
        }
    }
}
