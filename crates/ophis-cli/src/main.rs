//! `ophis`: run a Python file or snippet in the sandbox.
//!
//! ```text
//! ophis run [OPTIONS] FILE | -c CODE | -
//! ```
//!
//! Printed output goes to stdout (also when the run fails); an uncaught exception's traceback,
//! a syntax error or a limit's message goes to stderr. Exit status: 0 on success, 1 when the
//! program failed, 2 on a usage error or an unreadable file. Like `python3 file.py`, the value
//! of a final expression statement is not printed.
//!
//! Arguments are parsed by hand (no dependencies besides the core).

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Duration;

use ophis::{Config, Interpreter, RunError, RunStats, SyntaxError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::alloc::CountingAllocator = ophis::alloc::CountingAllocator;

/// Where the program comes from.
#[derive(Debug, Clone, PartialEq)]
enum Source {
    File(String),
    Code(String),
    Stdin,
}

/// A parsed `ophis run` command line.
#[derive(Debug, Clone, PartialEq)]
struct RunArgs {
    source: Source,
    allow_imports: Vec<String>,
    max_operations: Option<u64>,
    /// `Some(None)`: no timeout at all; `None`: the default.
    timeout: Option<Option<Duration>>,
    /// `--allowed-modules`: replaces the default import allowlist (then `--allow-import` adds).
    allowed_modules: Option<Vec<String>>,
    /// `--allowed-builtins`: only these builtin names exist for the program.
    allowed_builtins: Option<Vec<String>>,
    max_memory_mb: Option<u64>,
    max_output_length: Option<u64>,
    max_recursion_depth: Option<u64>,
    max_while_iterations: Option<u64>,
    /// `--dunders python|smolagents`: the dunder policy (default python).
    dunders: ophis::Dunders,
    stats: bool,
}

#[derive(Debug, Clone, PartialEq)]
enum Command {
    Help,
    Version,
    Run(RunArgs),
}

/// A usage error: printed with a hint to `--help`, exit status 2.
#[derive(Debug, Clone, PartialEq)]
struct UsageError(String);

fn usage() -> String {
    let limits = ophis::Limits::default();
    let timeout = match limits.timeout {
        Some(t) => format!("{}", t.as_secs_f64()),
        None => "none".to_string(),
    };
    let default_imports = wrap(&format!("Authorized by default: {}.", Config::default().policy.authorized_imports.join(", ")), 62, &" ".repeat(25));
    format!(
        "ophis {version}: a sandboxed Python interpreter

Usage:
  ophis run [OPTIONS] FILE       run a Python file
  ophis run [OPTIONS] -c CODE    run CODE
  ophis run [OPTIONS] -          run the program read from standard input

Options:
  --allow-import NAME    also authorize importing NAME (repeatable). `*` authorizes
                         every module, `pkg.*` authorizes pkg and everything below it.
                         {default_imports}
  --max-operations N     stop the program after N evaluated operations (default {ops})
  --timeout SECONDS      wall-clock limit of the run (default {timeout}; 0 or `none`: no limit);
                         `--max-execution-time` is the same option
  --allowed-modules A,B  the import allowlist, replacing the default one (`--allow-import`
                         still adds to it; an empty value authorizes nothing)
  --allowed-builtins A,B only these builtin names exist for the program (exception classes
                         always do); any other builtin is refused
  --max-memory-mb N      memory the program may use (default {mem_mb})
  --max-output-length N  bytes of printed output kept (default {out})
  --max-recursion-depth N  Python call depth (default {depth})
  --max-while-iterations N  iterations of one `while` loop (default {whiles})
  --dunders POLICY       `python` (default): dunder attributes and methods of the program's
                         own values work as in CPython; `smolagents`: smolagents' refusals
  --stats                print operations, wall time and peak memory on stderr
  -h, --help             print this help
  -V, --version          print the version

Printed output goes to stdout, also when the program fails. An uncaught exception
prints its traceback on stderr. As with `python3 FILE`, the value of a final
expression statement is not printed.

Exit status: 0 on success; 1 if the program failed (uncaught exception, syntax
error, limit reached); 2 on a usage error or an unreadable file.
",
        version = env!("CARGO_PKG_VERSION"),
        ops = limits.max_operations,
        mem_mb = limits.max_memory >> 20,
        out = limits.max_output,
        depth = limits.max_recursion_depth,
        whiles = limits.max_while_iterations,
    )
}

/// Wraps `text` at spaces to lines of at most `width` characters, continuation lines indented.
fn wrap(text: &str, width: usize, indent: &str) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for word in text.split(' ') {
        if line_len > 0 && line_len + 1 + word.len() > width {
            out.push('\n');
            out.push_str(indent);
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out
}

/// Parses the arguments after the program name.
fn parse_args(args: &[String]) -> Result<Command, UsageError> {
    let mut it = args.iter();
    let first = match it.next() {
        None => return Err(UsageError("missing command".into())),
        Some(a) => a.as_str(),
    };
    match first {
        "-h" | "--help" | "help" => return Ok(Command::Help),
        "-V" | "--version" | "version" => return Ok(Command::Version),
        "run" => {}
        other if other.starts_with('-') => return Err(UsageError(format!("unknown option '{other}'"))),
        other => return Err(UsageError(format!("unknown command '{other}' (the command is `ophis run`)"))),
    }

    let mut source: Option<Source> = None;
    let mut allow_imports = Vec::new();
    let mut max_operations = None;
    let mut timeout = None;
    let mut allowed_modules = None;
    let mut allowed_builtins = None;
    let mut max_memory_mb = None;
    let mut max_output_length = None;
    let mut max_recursion_depth = None;
    let mut max_while_iterations = None;
    let mut stats = false;
    let mut dunders = ophis::Dunders::Python;
    let mut options_done = false;

    let set_source = |source: &mut Option<Source>, s: Source| -> Result<(), UsageError> {
        if source.is_some() {
            let what = match &s {
                Source::File(f) => format!("unexpected argument '{f}'"),
                Source::Code(_) => "unexpected -c: the program is already given".to_string(),
                Source::Stdin => "unexpected argument '-'".to_string(),
            };
            return Err(UsageError(format!("{what} (give exactly one of FILE, -c CODE or -)")));
        }
        *source = Some(s);
        Ok(())
    };

    while let Some(arg) = it.next() {
        let arg = arg.as_str();
        if options_done || arg == "-" || !arg.starts_with('-') {
            let s = if arg == "-" && !options_done { Source::Stdin } else { Source::File(arg.to_string()) };
            set_source(&mut source, s)?;
            continue;
        }
        // `--name=value` or `--name value`.
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let mut value = |flag: &str| -> Result<String, UsageError> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it.next().cloned().ok_or_else(|| UsageError(format!("{flag} needs a value"))),
            }
        };
        match name {
            "--" => options_done = true,
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "-c" => {
                let code = value("-c")?;
                set_source(&mut source, Source::Code(code))?;
            }
            "--allow-import" => {
                let v = value("--allow-import")?;
                if v.trim().is_empty() {
                    return Err(UsageError("--allow-import needs a module name".into()));
                }
                allow_imports.push(v.trim().to_string());
            }
            "--max-operations" => {
                let v = value("--max-operations")?;
                max_operations = Some(parse_count(&v).ok_or_else(|| {
                    UsageError(format!("--max-operations needs a non-negative integer, not '{v}'"))
                })?);
            }
            "--timeout" | "--max-execution-time" => {
                let v = value(name)?;
                timeout = Some(parse_timeout(&v).ok_or_else(|| {
                    UsageError(format!("{name} needs a number of seconds (0 or `none` for no limit), not '{v}'"))
                })?);
            }
            "--allowed-modules" => allowed_modules = Some(name_list(&value(name)?)),
            "--allowed-builtins" => allowed_builtins = Some(name_list(&value(name)?)),
            "--max-memory-mb" | "--max-output-length" | "--max-recursion-depth" | "--max-while-iterations" => {
                let v = value(name)?;
                let n = parse_count(&v).ok_or_else(|| UsageError(format!("{name} needs a non-negative integer, not '{v}'")))?;
                let slot = match name {
                    "--max-memory-mb" => &mut max_memory_mb,
                    "--max-output-length" => &mut max_output_length,
                    "--max-recursion-depth" => &mut max_recursion_depth,
                    _ => &mut max_while_iterations,
                };
                *slot = Some(n);
            }
            "--dunders" => {
                let v = value(name)?;
                dunders = ophis::Dunders::parse(v.trim())
                    .ok_or_else(|| UsageError(format!("--dunders needs `python` or `smolagents`, not '{v}'")))?;
            }
            "--stats" => {
                if inline.is_some() {
                    return Err(UsageError("--stats takes no value".into()));
                }
                stats = true;
            }
            other => return Err(UsageError(format!("unknown option '{other}'"))),
        }
    }

    let source = source.ok_or_else(|| UsageError("missing program: give FILE, -c CODE or - (standard input)".into()))?;
    Ok(Command::Run(RunArgs {
        source,
        allow_imports,
        max_operations,
        timeout,
        allowed_modules,
        allowed_builtins,
        max_memory_mb,
        max_output_length,
        max_recursion_depth,
        max_while_iterations,
        dunders,
        stats,
    }))
}

/// A comma-separated list of names; empty items are dropped (`""` is the empty list).
fn name_list(s: &str) -> Vec<String> {
    s.split(',').map(str::trim).filter(|x| !x.is_empty()).map(str::to_string).collect()
}

/// A non-negative integer; `_` separators allowed (`10_000_000`).
fn parse_count(s: &str) -> Option<u64> {
    let digits: String = s.chars().filter(|&c| c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || s.starts_with('_') || s.ends_with('_') {
        return None;
    }
    digits.parse().ok()
}

/// Seconds as a non-negative decimal; `0` and `none` mean no timeout.
fn parse_timeout(s: &str) -> Option<Option<Duration>> {
    let s = s.trim();
    if s.eq_ignore_ascii_case("none") {
        return Some(None);
    }
    let secs: f64 = s.parse().ok()?;
    if !secs.is_finite() || secs < 0.0 {
        return None;
    }
    if secs == 0.0 {
        return Some(None);
    }
    Duration::try_from_secs_f64(secs).ok().map(Some)
}

fn config_for(args: &RunArgs) -> Config {
    let mut config = Config::default();
    if let Some(modules) = &args.allowed_modules {
        config.policy.authorized_imports = modules.clone();
    }
    config.policy.allowed_builtins = args.allowed_builtins.clone();
    config.policy.dunders = args.dunders;
    // Tracebacks name the script as CPython 3.11 does: its absolute path (not resolving
    // links), `<string>` for -c and `<stdin>` for standard input.
    config.filename = Some(match &args.source {
        Source::File(path) => std::path::absolute(path).map_or_else(|_| path.clone(), |p| p.display().to_string()),
        Source::Code(_) => "<string>".to_string(),
        Source::Stdin => "<stdin>".to_string(),
    });
    let clamp = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    if let Some(mb) = args.max_memory_mb {
        config.limits.max_memory = clamp(mb).saturating_mul(1 << 20);
    }
    if let Some(n) = args.max_output_length {
        config.limits.max_output = clamp(n);
    }
    if let Some(n) = args.max_recursion_depth {
        config.limits.max_recursion_depth = clamp(n);
    }
    if let Some(n) = args.max_while_iterations {
        config.limits.max_while_iterations = n;
    }
    for name in &args.allow_imports {
        if !config.policy.authorized_imports.contains(name) {
            config.policy.authorized_imports.push(name.clone());
        }
    }
    if let Some(n) = args.max_operations {
        config.limits.max_operations = n;
    }
    if let Some(t) = args.timeout {
        config.limits.timeout = t;
    }
    config
}

/// Reads the program text. An unreadable file is reported like a usage error (exit 2, as
/// `python3` does for a missing file).
fn read_source(source: &Source) -> Result<String, String> {
    let text = match source {
        Source::Code(code) => return Ok(code.clone()),
        Source::Stdin => {
            let mut buf = Vec::new();
            std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("cannot read standard input: {e}"))?;
            String::from_utf8(buf).map_err(|_| "standard input is not valid UTF-8".to_string())?
        }
        Source::File(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("can't open file '{path}': {}", io_reason(&e)))?;
            String::from_utf8(bytes).map_err(|_| format!("file '{path}' is not valid UTF-8"))?
        }
    };
    // CPython ignores a UTF-8 byte order mark at the start of a source file.
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => e.to_string(),
    }
}

/// Source lines longer than this (in characters) are shown as a window around the error.
const LONG_LINE: usize = 160;

/// CPython's rendering of a syntax error:
///
/// ```text
///   File "<code>", line 1
///     print(1 +)
///              ^
/// SyntaxError: invalid syntax
/// ```
fn format_syntax_error(e: &SyntaxError) -> String {
    let mut out = format!("  File \"<code>\", line {}\n", e.line);
    if let Some(text) = e.text.as_deref() {
        let trimmed_end = text.trim_end();
        let stripped = trimmed_end.trim_start();
        if !stripped.is_empty() {
            let indent = trimmed_end.chars().count() - stripped.chars().count();
            let chars: Vec<char> = stripped.chars().collect();
            // `col` is 1-based, in characters of the original line.
            let mut caret = (e.col.max(1) as usize - 1).saturating_sub(indent).min(chars.len());
            // A very long line (a 100,000-bracket expression) is shown as a window around the
            // error rather than in full.
            let shown: String = if chars.len() > LONG_LINE {
                let start = caret.saturating_sub(LONG_LINE / 2).min(chars.len().saturating_sub(LONG_LINE));
                let end = (start + LONG_LINE).min(chars.len());
                let mut window: String = chars[start..end].iter().collect();
                if start > 0 {
                    window.insert_str(0, "...");
                    caret = caret - start + 3;
                } else {
                    caret -= start;
                }
                if end < chars.len() {
                    window.push_str("...");
                }
                window
            } else {
                stripped.to_string()
            };
            out.push_str("    ");
            out.push_str(&shown);
            out.push('\n');
            if e.col > 0 {
                out.push_str("    ");
                out.push_str(&" ".repeat(caret));
                out.push_str("^\n");
            }
        }
    }
    let kind = if e.kind.is_empty() { "SyntaxError" } else { e.kind };
    out.push_str(&format!("{kind}: {}\n", e.msg));
    out
}

fn format_duration(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs < 1e-3 {
        format!("{:.1} µs", secs * 1e6)
    } else if secs < 1.0 {
        format!("{:.1} ms", secs * 1e3)
    } else {
        format!("{secs:.2} s")
    }
}

fn format_bytes(n: usize) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if n < 1024 {
        return format!("{n} B");
    }
    let mut value = n as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

fn format_stats(stats: &RunStats) -> String {
    format!(
        "ophis: {} operations, {}, peak memory {}",
        stats.operations,
        format_duration(stats.wall_time),
        format_bytes(stats.peak_memory)
    )
}

fn with_newline(mut s: String) -> String {
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// Writes to stdout, ignoring a closed pipe (`ophis run x.py | head`).
fn write_stdout(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

fn write_stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

fn run(args: RunArgs) -> ExitCode {
    let source = match read_source(&args.source) {
        Ok(s) => s,
        Err(msg) => {
            write_stderr(&format!("ophis: {msg}\n"));
            return ExitCode::from(2);
        }
    };
    let mut interp = Interpreter::new(config_for(&args));
    let (code, stats) = match interp.run(&source) {
        Ok(out) => {
            // The value of a final expression statement is deliberately not printed.
            write_stdout(&out.output);
            (ExitCode::SUCCESS, out.stats)
        }
        Err(failure) => {
            write_stdout(&failure.output);
            let report = match &failure.error {
                RunError::Syntax(e) => format_syntax_error(e),
                RunError::Exception { traceback, type_name, message, .. } => {
                    if traceback.trim().is_empty() {
                        // Never leave the user without the error itself.
                        if message.is_empty() { format!("{type_name}\n") } else { format!("{type_name}: {message}\n") }
                    } else {
                        with_newline(traceback.clone())
                    }
                }
                // A refusal or a limit is not a Python exception: say where it happened.
                RunError::Limit { message, line: 0, .. } => with_newline(message.clone()),
                RunError::Limit { message, line, .. } => with_newline(format!("line {line}: {message}")),
            };
            write_stderr(&report);
            (ExitCode::FAILURE, failure.stats)
        }
    };
    if args.stats {
        write_stderr(&format!("{}\n", format_stats(&stats)));
    }
    code
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args) {
        Ok(Command::Help) => {
            write_stdout(&usage());
            ExitCode::SUCCESS
        }
        Ok(Command::Version) => {
            write_stdout(&format!("ophis {}\n", env!("CARGO_PKG_VERSION")));
            ExitCode::SUCCESS
        }
        Ok(Command::Run(run_args)) => run(run_args),
        Err(UsageError(msg)) => {
            write_stderr(&format!("ophis: {msg}\nUsage: ophis run [OPTIONS] FILE | -c CODE | -   (see `ophis --help`)\n"));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn run_args(list: &[&str]) -> RunArgs {
        match parse_args(&args(list)) {
            Ok(Command::Run(r)) => r,
            other => panic!("expected a run command from {list:?}, got {other:?}"),
        }
    }

    #[test]
    fn sources() {
        assert_eq!(run_args(&["run", "x.py"]).source, Source::File("x.py".into()));
        assert_eq!(run_args(&["run", "-c", "print(1)"]).source, Source::Code("print(1)".into()));
        assert_eq!(run_args(&["run", "-"]).source, Source::Stdin);
        // -c takes the next argument even when it looks like an option.
        assert_eq!(run_args(&["run", "-c", "-1"]).source, Source::Code("-1".into()));
        // Only long options take `--name=value`; `-c=...` is not a form of -c.
        assert!(parse_args(&args(&["run", "-c=x = 1"])).is_err());
    }

    #[test]
    fn dunder_policy_and_script_name() {
        assert_eq!(run_args(&["run", "x.py"]).dunders, ophis::Dunders::Python);
        assert_eq!(run_args(&["run", "--dunders", "smolagents", "x.py"]).dunders, ophis::Dunders::Smolagents);
        assert_eq!(run_args(&["run", "--dunders=python", "x.py"]).dunders, ophis::Dunders::Python);
        assert!(parse_args(&args(&["run", "--dunders", "cpython", "x.py"])).is_err());
        let config = config_for(&run_args(&["run", "--dunders", "smolagents", "prog.py"]));
        assert_eq!(config.policy.dunders, ophis::Dunders::Smolagents);
        // Tracebacks name the script by its absolute path, as CPython 3.11 does.
        let name = config.filename.expect("a file name for tracebacks");
        assert!(name.starts_with('/') && name.ends_with("/prog.py"), "{name}");
        assert_eq!(config_for(&run_args(&["run", "-c", "1"])).filename.as_deref(), Some("<string>"));
        assert_eq!(config_for(&run_args(&["run", "-"])).filename.as_deref(), Some("<stdin>"));
        // The traceback itself.
        let mut interp = ophis::Interpreter::new(config_for(&run_args(&["run", "-c", "x"])));
        let err = interp.run("x = 1\ndef f():\n    return 1 / 0\nf()\n").unwrap_err();
        let RunError::Exception { traceback, .. } = err.error else { panic!("an exception") };
        assert!(traceback.contains("File \"<string>\", line 4, in <module>"), "{traceback}");
        assert!(traceback.contains("File \"<string>\", line 3, in f"), "{traceback}");
    }

    #[test]
    fn options_anywhere() {
        let r = run_args(&[
            "run",
            "--allow-import",
            "numpy",
            "prog.py",
            "--allow-import=pandas.*",
            "--allow-import",
            "*",
            "--max-operations",
            "1_000",
            "--timeout=2.5",
            "--stats",
        ]);
        assert_eq!(r.source, Source::File("prog.py".into()));
        assert_eq!(r.allow_imports, vec!["numpy", "pandas.*", "*"]);
        assert_eq!(r.max_operations, Some(1000));
        assert_eq!(r.timeout, Some(Some(Duration::from_millis(2500))));
        assert!(r.stats);
        let c = config_for(&r);
        assert!(c.policy.authorized_imports.iter().any(|a| a == "collections"), "defaults kept");
        assert!(c.policy.authorized_imports.iter().any(|a| a == "pandas.*"));
        assert_eq!(c.limits.max_operations, 1000);
        assert_eq!(c.limits.timeout, Some(Duration::from_millis(2500)));
    }

    #[test]
    fn timeout_forms() {
        assert_eq!(run_args(&["run", "-", "--timeout", "0"]).timeout, Some(None));
        assert_eq!(run_args(&["run", "-", "--timeout", "none"]).timeout, Some(None));
        assert_eq!(run_args(&["run", "-", "--timeout", "3"]).timeout, Some(Some(Duration::from_secs(3))));
        assert_eq!(run_args(&["run", "-"]).timeout, None);
        assert!(parse_args(&args(&["run", "-", "--timeout", "-1"])).is_err());
        assert!(parse_args(&args(&["run", "-", "--timeout", "nan"])).is_err());
        assert!(parse_args(&args(&["run", "-", "--timeout", "1e300"])).is_err());
    }

    #[test]
    fn double_dash() {
        assert_eq!(run_args(&["run", "--", "-weird.py"]).source, Source::File("-weird.py".into()));
        assert_eq!(run_args(&["run", "--stats", "--", "-"]).source, Source::File("-".into()));
    }

    #[test]
    fn usage_errors() {
        for bad in [
            &[][..],
            &["walk"][..],
            &["--frobnicate"][..],
            &["run"][..],
            &["run", "a.py", "b.py"][..],
            &["run", "-c"][..],
            &["run", "-c", "1", "a.py"][..],
            &["run", "a.py", "--max-operations"][..],
            &["run", "a.py", "--max-operations", "ten"][..],
            &["run", "a.py", "--max-operations", "-5"][..],
            &["run", "a.py", "--allow-import", ""][..],
            &["run", "a.py", "--stats=yes"][..],
            &["run", "a.py", "--nope"][..],
        ] {
            assert!(parse_args(&args(bad)).is_err(), "{bad:?} should be a usage error");
        }
    }

    #[test]
    fn help_and_version() {
        assert_eq!(parse_args(&args(&["--help"])), Ok(Command::Help));
        assert_eq!(parse_args(&args(&["run", "--help"])), Ok(Command::Help));
        assert_eq!(parse_args(&args(&["run", "x.py", "-h"])), Ok(Command::Help));
        assert_eq!(parse_args(&args(&["--version"])), Ok(Command::Version));
        assert!(usage().contains("--allow-import NAME"));
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("10000000"), Some(10_000_000));
        assert_eq!(parse_count("10_000_000"), Some(10_000_000));
        assert_eq!(parse_count("_1"), None);
        assert_eq!(parse_count(""), None);
        assert_eq!(parse_count("1.5"), None);
    }

    #[test]
    fn syntax_error_rendering() {
        let e = SyntaxError { msg: "invalid syntax".into(), line: 3, col: 14, text: Some("    print(1 +)".into()), kind: "SyntaxError" };
        assert_eq!(format_syntax_error(&e), "  File \"<code>\", line 3\n    print(1 +)\n             ^\nSyntaxError: invalid syntax\n");
        let e = SyntaxError { msg: "unexpected indent".into(), line: 2, col: 3, text: Some("  x = 1".into()), kind: "IndentationError" };
        assert_eq!(format_syntax_error(&e), "  File \"<code>\", line 2\n    x = 1\n    ^\nIndentationError: unexpected indent\n");
        let e = SyntaxError { msg: "source too large".into(), line: 1, col: 1, text: None, kind: "SyntaxError" };
        assert_eq!(format_syntax_error(&e), "  File \"<code>\", line 1\nSyntaxError: source too large\n");
        // A column past the end of the line puts the caret just after it.
        let e = SyntaxError { msg: "m".into(), line: 1, col: 99, text: Some("ab".into()), kind: "SyntaxError" };
        assert_eq!(format_syntax_error(&e), "  File \"<code>\", line 1\n    ab\n      ^\nSyntaxError: m\n");
        // A very long line is cut to a window around the caret.
        let long = format!("{}{}", "(".repeat(1000), ")".repeat(1000));
        let e = SyntaxError { msg: "too many nested parentheses".into(), line: 1, col: 201, text: Some(long), kind: "SyntaxError" };
        let text = format_syntax_error(&e);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert!(lines[1].starts_with("    ...(") && lines[1].ends_with("(..."), "{}", lines[1]);
        assert_eq!(lines[2].len(), 4 + 3 + 80 + 1, "caret under the 201st character");
        assert!(lines[1].len() < 200);
        let e = SyntaxError { msg: "m".into(), line: 1, col: 5, text: Some("x".repeat(500)), kind: "SyntaxError" };
        let text = format_syntax_error(&e);
        assert!(text.contains(&format!("    {}...\n        ^\n", "x".repeat(160))), "{text}");
    }

    #[test]
    fn stats_line() {
        let stats = RunStats { operations: 1234, wall_time: Duration::from_micros(1200), peak_memory: 4096, ..Default::default() };
        assert_eq!(format_stats(&stats), "ophis: 1234 operations, 1.2 ms, peak memory 4.0 KiB");
        assert_eq!(format_bytes(512), "512 B");
        assert_eq!(format_bytes(3 << 20), "3.0 MiB");
        assert_eq!(format_duration(Duration::from_millis(2500)), "2.50 s");
    }

    #[test]
    fn hardening_options() {
        let r = run_args(&["run", "--allowed-modules", "math, json", "--allowed-builtins=len,print", "--max-memory-mb", "64", "x.py"]);
        assert_eq!(r.allowed_modules, Some(vec!["math".to_string(), "json".to_string()]));
        assert_eq!(r.allowed_builtins, Some(vec!["len".to_string(), "print".to_string()]));
        let c = config_for(&r);
        assert_eq!(c.policy.authorized_imports, vec!["math".to_string(), "json".to_string()]);
        assert_eq!(c.limits.max_memory, 64 << 20);
        // An empty allowlist authorizes nothing; --allow-import still adds to it.
        let c = config_for(&run_args(&["run", "--allowed-modules", "", "--allow-import", "re", "x.py"]));
        assert_eq!(c.policy.authorized_imports, vec!["re".to_string()]);
        let r = run_args(&["run", "--max-execution-time", "2.5", "--max-output-length", "100", "--max-recursion-depth", "50", "--max-while-iterations", "7", "x.py"]);
        let c = config_for(&r);
        assert_eq!(c.limits.timeout, Some(Duration::from_millis(2500)));
        assert_eq!((c.limits.max_output, c.limits.max_recursion_depth, c.limits.max_while_iterations), (100, 50, 7));
        assert!(parse_args(&args(&["run", "--max-memory-mb", "lots", "x.py"])).is_err());
    }
}
