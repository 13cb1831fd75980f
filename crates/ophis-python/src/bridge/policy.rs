//! The bridge's own refusals: frame, environment, os and introspection attributes, call checks.

use super::*;

/// Attributes that lead from an ordinary object to a frame's or function's globals (and from
/// there to every module): refused whatever the guard says.
/// (`f_builtins` is not among them: it is the `builtins` module's namespace dict, which the
/// guard judges like the module itself.)
pub(super) const FRAME_ATTRS: &[&str] = &[
    "f_globals",
    "f_locals",
    "f_back",
    "f_code",
    "gi_frame",
    "gi_code",
    "cr_frame",
    "cr_code",
    "ag_frame",
    "ag_code",
    "tb_frame",
    "tb_next",
    "func_globals",
    "func_code",
];

/// Attributes of `os` (and `posix`/`nt`) that read or change the process environment.
pub(super) const ENVIRONMENT_ATTRS: &[&str] =
    &["environ", "environb", "getenv", "getenvb", "putenv", "unsetenv"];

/// What of `os` (and `posix`/`nt`) the program may reach when `os` is authorized: constants,
/// path and file-system functions (each judged by the audit hook when called), and pure
/// queries. Default-deny: a name not here is refused, because several `os` functions act on
/// the host process without raising an audit event.
const OS_ALLOWED_ATTRS: &[&str] = &[
    "path",
    "sep",
    "altsep",
    "extsep",
    "pathsep",
    "linesep",
    "curdir",
    "pardir",
    "defpath",
    "devnull",
    "name",
    "fspath",
    "fsencode",
    "fsdecode",
    "PathLike",
    "DirEntry",
    "stat_result",
    "statvfs_result",
    "terminal_size",
    "error",
    "strerror",
    "cpu_count",
    "getpid",
    "getppid",
    "getcwd",
    "getcwdb",
    "urandom",
    "get_terminal_size",
    "listdir",
    "scandir",
    "walk",
    "fwalk",
    "stat",
    "lstat",
    "access",
    "mkdir",
    "makedirs",
    "remove",
    "removedirs",
    "unlink",
    "rmdir",
    "rename",
    "renames",
    "replace",
    "chmod",
    "utime",
    "truncate",
    "symlink",
    "link",
    "readlink",
    "uname",
    "times",
    "getloadavg",
    "get_exec_path",
    "supports_follow_symlinks",
    "supports_fd",
    "supports_dir_fd",
    "supports_effective_ids",
    // Process functions that raise audit events (refused by the hook in confined calls), so
    // that smolagents' tests see them refused by the same rule as the rest.
    "system",
    "popen",
    "spawnv",
    "spawnve",
    "spawnl",
    "spawnle",
    "spawnvp",
    "spawnvpe",
    "spawnlp",
    "spawnlpe",
    "posix_spawn",
    "posix_spawnp",
    "execv",
    "execve",
    "execl",
    "execle",
    "execlp",
    "execlpe",
    "execvp",
    "execvpe",
    "fork",
    "forkpty",
    "kill",
    "killpg",
    "chdir",
];

/// Whether the program may read attribute `name` of `os` (see `OS_ALLOWED_ATTRS`); upper-case
/// names are constants (`O_RDONLY`, `P_WAIT`, `SEEK_SET`).
pub(super) fn os_attr_allowed(name: &str) -> bool {
    OS_ALLOWED_ATTRS.contains(&name)
        || (name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
            && !name.starts_with('_'))
}

/// Whether `obj` is the `os` module or the platform module behind it.
pub(super) fn is_os_module(obj: &Bound<'_, PyAny>) -> bool {
    obj.is_instance_of::<PyModule>()
        && obj
            .getattr("__name__")
            .ok()
            .and_then(|n| n.extract::<String>().ok())
            .is_some_and(|n| matches!(n.as_str(), "os" | "posix" | "nt"))
}

/// Refuses, before a host call, a string argument chosen by the program that holds a dunder or
/// a frame attribute as a word (`df.agg("__dict__")`, `operator.attrgetter("real.__class__")`,
/// `df.eval("a.__class__")`: host code that turns strings into attribute reads), or a format
/// field walking private attributes
/// (`"{0.__globals__}"`), at the top level or one level down in a list, tuple, set or dict.
pub(super) fn check_call_strings(
    args: &[HostValue],
    kwargs: &[(String, HostValue)],
) -> Result<(), HostError> {
    // Every identifier-like word counts, not only the whole string: a dotted path
    // (`operator.attrgetter("real.__class__")`), an expression (`df.eval("a . __class__")`).
    // A dunder that is a whole path component (`.../pkg/__init__.py`, `__pycache__/`) is a
    // file name, not an attribute: a file path is data.
    fn bad(s: &str) -> bool {
        let mut start = None;
        for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
            if c.is_alphanumeric() || c == '_' {
                start.get_or_insert(i);
                continue;
            }
            if let Some(b) = start.take() {
                let w = &s[b..i];
                let in_path = b > 0 && matches!(s.as_bytes()[b - 1], b'/' | b'\\');
                if (ophis::Policy::is_dunder(w) && !in_path) || FRAME_ATTRS.contains(&w) {
                    return true;
                }
            }
        }
        format_walks_private(s)
    }
    fn check(v: &HostValue, deep: bool) -> Result<(), HostError> {
        match v {
            HostValue::Str(s) if bad(s) => Err(HostError::forbidden(format!(
                "Forbidden access to attribute: {s} (a dunder name handed to host code)"
            ))),
            HostValue::List(items) | HostValue::Tuple(items) | HostValue::Set(items) if deep => {
                items.iter().try_for_each(|x| check(x, false))
            }
            HostValue::Dict(pairs) if deep => pairs.iter().try_for_each(|(k, x)| {
                check(k, false)?;
                check(x, false)
            }),
            _ => Ok(()),
        }
    }
    for a in args {
        check(a, true)?;
    }
    for (k, v) in kwargs {
        if bad(k) {
            return Err(HostError::forbidden(format!(
                "Forbidden access to attribute: {k} (a dunder name handed to host code)"
            )));
        }
        check(v, true)?;
    }
    Ok(())
}

/// Refuses `@name` in the expression of pandas' `DataFrame.eval`/`query`, `pd.eval` (and
/// numexpr's `evaluate`): they resolve `@name` in the *calling Python frame*, which is the
/// embedder's (the executor's locals: its state, its tools).
pub(super) fn check_frame_lookup(
    obj: &Bound<'_, PyAny>,
    args: &[HostValue],
    kwargs: &[(String, HostValue)],
) -> Result<(), HostError> {
    fn has_at(v: &HostValue) -> bool {
        matches!(v, HostValue::Str(s) if s.contains('@'))
    }
    if !args.iter().any(has_at) && !kwargs.iter().any(|(_, v)| has_at(v)) {
        return Ok(());
    }
    let name = obj.getattr("__name__").map(|n| n.to_string()).unwrap_or_default();
    if matches!(name.as_str(), "eval" | "query" | "evaluate") {
        return Err(HostError::forbidden(format!(
            "Forbidden access to the host's frame: '@' names in {name}() read the host's local variables"
        )));
    }
    Ok(())
}

/// Whether `s` has a `str.format` field whose name reads an attribute or item starting with an
/// underscore (`{0.__class__}`, `{x[_secret]}`) or a frame/code attribute (`{0.gi_frame}`).
fn format_walks_private(s: &str) -> bool {
    if !s.contains('{') {
        return false;
    }
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        if rest.starts_with('{') {
            rest = &rest[1..];
            continue;
        }
        let end = rest.find(['}', '!', ':']).unwrap_or(rest.len());
        let field = &rest[..end];
        for (n, part) in field.split(['.', '[']).enumerate() {
            let part = part.trim_end_matches(']');
            if n > 0
                && (part.starts_with('_')
                    || FRAME_ATTRS.contains(&part)
                    || part.starts_with("f_")
                    || part.starts_with("co_"))
            {
                return true;
            }
        }
        rest = &rest[end..];
    }
    false
}

/// The attributes a program may read of the interpreter's own objects, by the object's type
/// (whatever the attribute's name): frames, tracebacks, code objects, generators, coroutines
/// and cells lead to globals, locals and every module, so only these plain ones are readable
/// (`f_builtins` is judged by the guard as the `builtins` module).
const INTROSPECTION_TYPES: &[(&str, &[&str])] = &[
    ("FrameType", &["f_builtins", "f_lineno", "f_lasti"]),
    ("TracebackType", &["tb_lineno", "tb_lasti"]),
    ("CodeType", &["co_name", "co_qualname", "co_firstlineno", "co_argcount"]),
    ("GeneratorType", &["gi_running", "gi_suspended", "send", "throw", "close"]),
    ("CoroutineType", &["cr_running", "cr_suspended", "send", "throw", "close"]),
    ("AsyncGeneratorType", &["ag_running", "asend", "athrow", "aclose"]),
    ("CellType", &[]),
];

pub(super) fn introspection_attr_allowed(obj: &Bound<'_, PyAny>, name: &str) -> bool {
    static TYPES: pyo3::sync::PyOnceLock<Vec<Py<PyAny>>> = pyo3::sync::PyOnceLock::new();
    let py = obj.py();
    let Ok(types) = TYPES.get_or_try_init(py, || -> PyResult<Vec<Py<PyAny>>> {
        let m = std_module(py, "types")?;
        INTROSPECTION_TYPES.iter().map(|(t, _)| m.getattr(*t).map(|t| t.unbind())).collect()
    }) else {
        return false;
    };
    let ty = obj.get_type();
    // Exact types: these cannot be subclassed.
    match types.iter().position(|t| ty.is(t.bind(py))) {
        Some(i) => INTROSPECTION_TYPES[i].1.contains(&name),
        None => true,
    }
}
