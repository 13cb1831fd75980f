//! The sandbox policy in one place: import authorization (smolagents' semantics), denied
//! modules and functions, and the dunder rule.

/// smolagents' `BASE_BUILTIN_MODULES`: authorized by default.
pub const BASE_BUILTIN_MODULES: &[&str] =
    &["collections", "datetime", "itertools", "math", "queue", "random", "re", "stat", "statistics", "time", "unicodedata"];

/// Modules that must never surface in the sandbox, whatever the allowlist says.
pub const DENIED_MODULES: &[&str] = &[
    "builtins", "io", "multiprocessing", "os", "pathlib", "pty", "shutil", "socket", "subprocess", "sys", "ctypes",
    "importlib", "posix", "nt", "signal", "threading", "_thread", "gc", "inspect", "pickle", "marshal", "code", "codeop",
    "runpy", "tempfile", "fcntl", "resource", "mmap", "select", "selectors", "asyncio.subprocess", "webbrowser", "urllib",
    "http", "ftplib", "smtplib", "telnetlib", "sqlite3", "shelve", "dbm", "zipimport", "pkgutil", "site", "sysconfig",
    "platform", "_posixsubprocess", "faulthandler", "tracemalloc", "weakref", "types", "ctypes.util",
];

/// Builtins that do not exist in the sandbox, by design.
pub(crate) const DENIED_BUILTINS: &[&str] =
    &["eval", "exec", "compile", "open", "input", "globals", "locals", "vars", "__import__", "breakpoint", "help", "memoryview", "exit", "quit"];

/// What the program may import and use: the allowlist, the dunder rule, the builtins.
#[derive(Debug, Clone)]
pub struct Policy {
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
        let denied = DENIED_MODULES.iter().any(|d| name == *d || name.starts_with(&format!("{d}.")));
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
    pub fn is_dunder(name: &str) -> bool {
        name.len() > 4 && name.starts_with("__") && name.ends_with("__")
    }

    /// Whether the program may read the attribute `name` under this policy.
    #[inline]
    pub fn dunder_allowed(&self, name: &str) -> bool {
        !Self::is_dunder(name) || self.allowed_dunders.iter().any(|d| d == name)
    }

    /// Whether the builtin `name` (bound to `value`) exists for the program.
    pub fn builtin_allowed(&self, name: &str, value: &crate::value::Value) -> bool {
        match &self.allowed_builtins {
            None => true,
            Some(list) => {
                list.iter().any(|b| b == name)
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
        if DENIED_BUILTINS.contains(&name) {
            Some(format!("Forbidden access to function: {name}"))
        } else {
            None
        }
    }
}
