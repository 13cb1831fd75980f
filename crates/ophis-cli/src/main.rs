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
//! Arguments are parsed by clap (derive); every numeric limit takes 0 for "no limit".

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use ophis::{Config, Interpreter, Limits, RunError, RunStats, SyntaxError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

/// ophis: a sandboxed Python interpreter.
#[derive(Debug, Parser)]
#[command(
    name = "ophis",
    version,
    after_help = "Exit status: 0 on success; 1 if the program failed (uncaught exception, syntax \
error, limit reached); 2 on a usage error or an unreadable file."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run a Python file (FILE), a snippet (-c CODE) or standard input (-).
    #[command(
        after_help = "Printed output goes to stdout, also when the program fails. An uncaught \
exception prints its traceback on stderr. As with `python3 FILE`, the value of a final expression \
statement is not printed. Every numeric limit takes 0 to mean no limit."
    )]
    Run(RunArgs),
}

/// A parsed `ophis run` command line. Every numeric limit defaults to `Limits::default()`'s
/// value and takes 0 for "no limit".
#[derive(Debug, Clone, PartialEq, Args)]
#[command(group = clap::ArgGroup::new("program").required(true).args(["file", "code"]))]
struct RunArgs {
    /// The program's file, or `-` for standard input.
    #[arg(value_name = "FILE")]
    file: Option<String>,
    /// Run CODE instead of a file.
    #[arg(short = 'c', value_name = "CODE", allow_hyphen_values = true)]
    code: Option<String>,
    /// Also authorize importing NAME (repeatable): `*` authorizes every module, `pkg.*` pkg and
    /// everything below it (the help adds the default allowlist).
    #[arg(long = "allow-import", value_name = "NAME", value_parser = module_name, help = allow_import_help())]
    allow_imports: Vec<String>,
    /// The import allowlist, comma-separated, replacing the default one (--allow-import still
    /// adds to it; an empty value authorizes nothing).
    #[arg(long, value_name = "A,B", value_parser = name_list)]
    allowed_modules: Option<NameList>,
    /// Only these builtin names exist for the program, comma-separated (exception classes
    /// always do); any other builtin is refused.
    #[arg(long, value_name = "A,B", value_parser = name_list)]
    allowed_builtins: Option<NameList>,
    /// Stop the program after N evaluated operations (0: no limit).
    #[arg(long, value_name = "N", value_parser = parse_count, default_value_t = Limits::default().max_operations)]
    max_operations: u64,
    /// Wall-clock limit of the run, in seconds (0 or `none`: no limit).
    #[arg(long, visible_alias = "max-execution-time", value_name = "SECONDS", value_parser = parse_timeout,
          default_value_t = Timeout(Limits::default().timeout))]
    timeout: Timeout,
    /// Memory the program may use, in MiB (0: no limit).
    #[arg(long, value_name = "N", value_parser = parse_count, default_value_t = (Limits::default().max_memory >> 20) as u64)]
    max_memory_mb: u64,
    /// Bytes of printed output kept (0: no limit).
    #[arg(long, value_name = "N", value_parser = parse_count, default_value_t = Limits::default().max_output as u64)]
    max_output_length: u64,
    /// Python call depth (0: no limit but the native stack's, which raises RecursionError).
    #[arg(long, value_name = "N", value_parser = parse_count, default_value_t = Limits::default().max_recursion_depth as u64)]
    max_recursion_depth: u64,
    /// Iterations of one `while` loop (0: no limit).
    #[arg(long, value_name = "N", value_parser = parse_count, default_value_t = Limits::default().max_while_iterations)]
    max_while_iterations: u64,
    /// The dunder policy: `python` (dunder attributes and methods of the program's own values
    /// work as in CPython) or `smolagents` (smolagents' refusals stay; harmless ones work).
    /// Host objects keep the strict rule in both.
    #[arg(long, value_name = "POLICY", value_parser = parse_dunders, default_value = "python")]
    dunders: ophis::Dunders,
    /// Print operations, wall time and peak memory on stderr.
    #[arg(long)]
    stats: bool,
}

/// `--dunders`' value.
fn parse_dunders(v: &str) -> Result<ophis::Dunders, String> {
    ophis::Dunders::parse(v.trim())
        .ok_or_else(|| format!("expected `python` or `smolagents`, not '{v}'"))
}

/// Where the program comes from.
#[derive(Debug, Clone, PartialEq)]
enum Source {
    File(String),
    Code(String),
    Stdin,
}

impl RunArgs {
    fn source(&self) -> Source {
        match (&self.code, self.file.as_deref()) {
            (Some(code), _) => Source::Code(code.clone()),
            (None, Some("-")) => Source::Stdin,
            (None, Some(f)) => Source::File(f.to_string()),
            // The `program` group requires one of them.
            (None, None) => Source::Stdin,
        }
    }
}

/// A wall-clock limit; `None` is no limit. Displayed as the command line writes it.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Timeout(Option<Duration>);

impl std::fmt::Display for Timeout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some(d) => write!(f, "{}", d.as_secs_f64()),
            None => write!(f, "none"),
        }
    }
}

/// `--allow-import`'s help, with the default allowlist.
fn allow_import_help() -> String {
    let defaults = Config::default().policy.authorized_imports.join(", ");
    format!(
        "Also authorize importing NAME (repeatable): `*` authorizes every module, `pkg.*` pkg and \
         everything below it. Authorized by default: {defaults}"
    )
}

/// A module name for `--allow-import` (not empty).
fn module_name(s: &str) -> Result<String, String> {
    let name = s.trim();
    if name.is_empty() {
        return Err("needs a module name".into());
    }
    Ok(name.to_string())
}

/// A comma-separated list of names (a type of its own: clap reads `Option<Vec<_>>` as a
/// repeatable option).
#[derive(Debug, Clone, PartialEq)]
struct NameList(Vec<String>);

/// Parses a `NameList`; empty items are dropped (`""` is the empty list).
fn name_list(s: &str) -> Result<NameList, String> {
    Ok(NameList(
        s.split(',').map(str::trim).filter(|x| !x.is_empty()).map(str::to_string).collect(),
    ))
}

/// A non-negative integer; `_` separators allowed (`10_000_000`).
fn parse_count(s: &str) -> Result<u64, String> {
    let digits: String = s.chars().filter(|&c| c != '_').collect();
    let valid = !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
        && !s.starts_with('_')
        && !s.ends_with('_');
    let n = if valid { digits.parse().ok() } else { None };
    n.ok_or_else(|| "needs a non-negative integer (0: no limit)".to_string())
}

/// Seconds as a non-negative decimal; `0` and `none` mean no timeout.
fn parse_timeout(s: &str) -> Result<Timeout, String> {
    let s = s.trim();
    if s.eq_ignore_ascii_case("none") {
        return Ok(Timeout(None));
    }
    let bad = || "needs a number of seconds (0 or `none`: no limit)".to_string();
    let secs: f64 = s.parse().map_err(|_| bad())?;
    if !secs.is_finite() || secs < 0.0 {
        return Err(bad());
    }
    if secs == 0.0 {
        return Ok(Timeout(None));
    }
    Duration::try_from_secs_f64(secs).map(|d| Timeout(Some(d))).map_err(|_| bad())
}

/// A count limit of the command line, where 0 means no limit.
fn limit(n: u64) -> u64 {
    if n == 0 {
        u64::MAX
    } else {
        n
    }
}

/// `limit` for the limits kept in a `usize`.
fn limit_usize(n: u64) -> usize {
    usize::try_from(limit(n)).unwrap_or(usize::MAX)
}

fn config_for(args: &RunArgs) -> Config {
    let mut config = Config::default();
    if let Some(NameList(modules)) = &args.allowed_modules {
        config.policy.authorized_imports = modules.clone();
    }
    config.policy.allowed_builtins =
        args.allowed_builtins.as_ref().map(|NameList(names)| names.clone());
    for name in &args.allow_imports {
        if !config.policy.authorized_imports.contains(name) {
            config.policy.authorized_imports.push(name.clone());
        }
    }
    let limits = &mut config.limits;
    limits.max_operations = limit(args.max_operations);
    limits.timeout = args.timeout.0;
    limits.max_memory = limit_usize(args.max_memory_mb).saturating_mul(1 << 20);
    limits.max_output = limit_usize(args.max_output_length);
    limits.max_recursion_depth = limit_usize(args.max_recursion_depth);
    limits.max_while_iterations = limit(args.max_while_iterations);
    config.policy.dunders = args.dunders;
    // Tracebacks name the script as CPython 3.11 does: its absolute path (not resolving
    // links), `<string>` for -c and `<stdin>` for standard input.
    config.filename = Some(match &args.source() {
        Source::File(path) => {
            std::path::absolute(path).map_or_else(|_| path.clone(), |p| p.display().to_string())
        }
        Source::Code(_) => "<string>".to_string(),
        Source::Stdin => "<stdin>".to_string(),
    });
    config
}

/// Reads the program text. An unreadable file is reported like a usage error (exit 2, as
/// `python3` does for a missing file).
fn read_source(source: &Source) -> Result<String, String> {
    let text = match source {
        Source::Code(code) => return Ok(code.clone()),
        Source::Stdin => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            String::from_utf8(buf).map_err(|_| "standard input is not valid UTF-8".to_string())?
        }
        Source::File(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| format!("can't open file '{path}': {}", io_reason(&e)))?;
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

/// CPython's rendering of a syntax error in the file it names (the script's path, `<string>`
/// for -c, `<stdin>`):
///
/// ```text
///   File "<code>", line 1
///     print(1 +)
///              ^
/// SyntaxError: invalid syntax
/// ```
fn format_syntax_error(e: &SyntaxError, file: &str) -> String {
    let mut out = format!("  File \"{file}\", line {}\n", e.line);
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
                let start =
                    caret.saturating_sub(LONG_LINE / 2).min(chars.len().saturating_sub(LONG_LINE));
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
    let source = match read_source(&args.source()) {
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
                RunError::Syntax(e) => {
                    format_syntax_error(e, interp.config().filename.as_deref().unwrap_or("<code>"))
                }
                RunError::Exception { traceback, type_name, message, .. } => {
                    if traceback.trim().is_empty() {
                        // Never leave the user without the error itself.
                        if message.is_empty() {
                            format!("{type_name}\n")
                        } else {
                            format!("{type_name}: {message}\n")
                        }
                    } else {
                        with_newline(traceback.clone())
                    }
                }
                // A refusal or a limit is not a Python exception: say where it happened.
                RunError::Limit { message, line: 0, .. } => with_newline(message.clone()),
                RunError::Limit { message, line, .. } => {
                    with_newline(format!("line {line}: {message}"))
                }
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
    // clap prints help and version (exit 0) and usage errors (exit 2) itself.
    let cli = Cli::parse();
    match cli.command {
        Command::Run(run_args) => run(run_args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(list: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("ophis").chain(list.iter().copied()))
    }

    fn run_args(list: &[&str]) -> RunArgs {
        match parse(list) {
            Ok(Cli { command: Command::Run(r) }) => r,
            Err(e) => panic!("expected a run command from {list:?}, got {e}"),
        }
    }

    #[test]
    fn dunder_policy_and_script_name() {
        assert_eq!(run_args(&["run", "x.py"]).dunders, ophis::Dunders::Python);
        assert_eq!(
            run_args(&["run", "--dunders", "smolagents", "x.py"]).dunders,
            ophis::Dunders::Smolagents
        );
        assert_eq!(run_args(&["run", "--dunders=python", "x.py"]).dunders, ophis::Dunders::Python);
        assert!(parse(&["run", "--dunders", "cpython", "x.py"]).is_err());
        let config = config_for(&run_args(&["run", "--dunders", "smolagents", "prog.py"]));
        assert_eq!(config.policy.dunders, ophis::Dunders::Smolagents);
        // Tracebacks name the script by its absolute path, as CPython 3.11 does.
        let name = config.filename.expect("a file name for tracebacks");
        assert!(name.starts_with('/') && name.ends_with("/prog.py"), "{name}");
        assert_eq!(
            config_for(&run_args(&["run", "-c", "1"])).filename.as_deref(),
            Some("<string>")
        );
        assert_eq!(config_for(&run_args(&["run", "-"])).filename.as_deref(), Some("<stdin>"));
        // The traceback itself.
        let mut interp = ophis::Interpreter::new(config_for(&run_args(&["run", "-c", "x"])));
        let err = interp.run("x = 1\ndef f():\n    return 1 / 0\nf()\n").unwrap_err();
        let RunError::Exception { traceback, .. } = err.error else { panic!("an exception") };
        assert!(traceback.contains("File \"<string>\", line 4, in <module>"), "{traceback}");
        assert!(traceback.contains("File \"<string>\", line 3, in f"), "{traceback}");
    }

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn sources() {
        assert_eq!(run_args(&["run", "x.py"]).source(), Source::File("x.py".into()));
        assert_eq!(run_args(&["run", "-c", "print(1)"]).source(), Source::Code("print(1)".into()));
        assert_eq!(run_args(&["run", "-"]).source(), Source::Stdin);
        // -c takes the next argument even when it looks like an option.
        assert_eq!(run_args(&["run", "-c", "-1"]).source(), Source::Code("-1".into()));
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
        assert_eq!(r.source(), Source::File("prog.py".into()));
        assert_eq!(r.allow_imports, vec!["numpy", "pandas.*", "*"]);
        assert_eq!(r.max_operations, 1000);
        assert_eq!(r.timeout, Timeout(Some(Duration::from_millis(2500))));
        assert!(r.stats);
        let c = config_for(&r);
        assert!(c.policy.authorized_imports.iter().any(|a| a == "collections"), "defaults kept");
        assert!(c.policy.authorized_imports.iter().any(|a| a == "pandas.*"));
        assert_eq!(c.limits.max_operations, 1000);
        assert_eq!(c.limits.timeout, Some(Duration::from_millis(2500)));
    }

    #[test]
    fn defaults_are_the_libraries() {
        let (l, d) = (config_for(&run_args(&["run", "x.py"])).limits, Limits::default());
        assert_eq!(
            (l.max_operations, l.max_while_iterations, l.timeout),
            (d.max_operations, d.max_while_iterations, d.timeout)
        );
        assert_eq!(
            (l.max_memory, l.max_output, l.max_recursion_depth),
            (d.max_memory, d.max_output, d.max_recursion_depth)
        );
    }

    #[test]
    fn timeout_forms() {
        assert_eq!(run_args(&["run", "-", "--timeout", "0"]).timeout, Timeout(None));
        assert_eq!(run_args(&["run", "-", "--timeout", "none"]).timeout, Timeout(None));
        assert_eq!(
            run_args(&["run", "-", "--timeout", "3"]).timeout,
            Timeout(Some(Duration::from_secs(3)))
        );
        assert_eq!(run_args(&["run", "-"]).timeout, Timeout(Limits::default().timeout));
        assert!(parse(&["run", "-", "--timeout", "-1"]).is_err());
        assert!(parse(&["run", "-", "--timeout", "nan"]).is_err());
        assert!(parse(&["run", "-", "--timeout", "1e300"]).is_err());
    }

    #[test]
    fn zero_means_no_limit() {
        let r = run_args(&[
            "run",
            "--max-operations",
            "0",
            "--timeout",
            "0",
            "--max-memory-mb",
            "0",
            "--max-output-length",
            "0",
            "--max-recursion-depth",
            "0",
            "--max-while-iterations",
            "0",
            "x.py",
        ]);
        let l = config_for(&r).limits;
        assert_eq!(
            (l.max_operations, l.max_while_iterations, l.timeout),
            (u64::MAX, u64::MAX, None)
        );
        assert_eq!(
            (l.max_memory, l.max_output, l.max_recursion_depth),
            (usize::MAX, usize::MAX, usize::MAX)
        );
    }

    #[test]
    fn double_dash() {
        assert_eq!(
            run_args(&["run", "--", "-weird.py"]).source(),
            Source::File("-weird.py".into())
        );
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
            let e = parse(bad).err().unwrap_or_else(|| panic!("{bad:?} should be a usage error"));
            assert_eq!(e.exit_code(), 2, "{bad:?}: {e}");
        }
    }

    #[test]
    fn help_and_version() {
        for (args, kind) in [
            (&["--help"][..], clap::error::ErrorKind::DisplayHelp),
            (&["run", "--help"][..], clap::error::ErrorKind::DisplayHelp),
            (&["run", "x.py", "-h"][..], clap::error::ErrorKind::DisplayHelp),
            (&["--version"][..], clap::error::ErrorKind::DisplayVersion),
        ] {
            let e = parse(args).expect_err("help or version");
            assert_eq!((e.kind(), e.exit_code()), (kind, 0), "{args:?}");
        }
        let help =
            Cli::command().find_subcommand_mut("run").expect("run").render_long_help().to_string();
        for flag in [
            "--allow-import <NAME>",
            "--max-operations <N>",
            "--timeout <SECONDS>",
            "--max-execution-time",
            "0: no limit",
        ] {
            assert!(help.contains(flag), "{flag} missing from:\n{help}");
        }
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("10000000"), Ok(10_000_000));
        assert_eq!(parse_count("10_000_000"), Ok(10_000_000));
        assert!(parse_count("_1").is_err());
        assert!(parse_count("").is_err());
        assert!(parse_count("1.5").is_err());
    }

    #[test]
    fn syntax_error_rendering() {
        let e = SyntaxError {
            msg: "invalid syntax".into(),
            line: 3,
            col: 14,
            text: Some("    print(1 +)".into()),
            kind: "SyntaxError",
        };
        assert_eq!(format_syntax_error(&e, "<code>"), "  File \"<code>\", line 3\n    print(1 +)\n             ^\nSyntaxError: invalid syntax\n");
        let e = SyntaxError {
            msg: "unexpected indent".into(),
            line: 2,
            col: 3,
            text: Some("  x = 1".into()),
            kind: "IndentationError",
        };
        assert_eq!(
            format_syntax_error(&e, "<code>"),
            "  File \"<code>\", line 2\n    x = 1\n    ^\nIndentationError: unexpected indent\n"
        );
        let e = SyntaxError {
            msg: "source too large".into(),
            line: 1,
            col: 1,
            text: None,
            kind: "SyntaxError",
        };
        assert_eq!(
            format_syntax_error(&e, "<code>"),
            "  File \"<code>\", line 1\nSyntaxError: source too large\n"
        );
        // A column past the end of the line puts the caret just after it.
        let e = SyntaxError {
            msg: "m".into(),
            line: 1,
            col: 99,
            text: Some("ab".into()),
            kind: "SyntaxError",
        };
        assert_eq!(
            format_syntax_error(&e, "<code>"),
            "  File \"<code>\", line 1\n    ab\n      ^\nSyntaxError: m\n"
        );
        // A very long line is cut to a window around the caret.
        let long = format!("{}{}", "(".repeat(1000), ")".repeat(1000));
        let e = SyntaxError {
            msg: "too many nested parentheses".into(),
            line: 1,
            col: 201,
            text: Some(long),
            kind: "SyntaxError",
        };
        let text = format_syntax_error(&e, "<code>");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert!(lines[1].starts_with("    ...(") && lines[1].ends_with("(..."), "{}", lines[1]);
        assert_eq!(lines[2].len(), 4 + 3 + 80 + 1, "caret under the 201st character");
        assert!(lines[1].len() < 200);
        let e = SyntaxError {
            msg: "m".into(),
            line: 1,
            col: 5,
            text: Some("x".repeat(500)),
            kind: "SyntaxError",
        };
        let text = format_syntax_error(&e, "<code>");
        assert!(text.contains(&format!("    {}...\n        ^\n", "x".repeat(160))), "{text}");
    }

    #[test]
    fn stats_line() {
        let stats = RunStats {
            operations: 1234,
            wall_time: Duration::from_micros(1200),
            peak_memory: 4096,
            ..Default::default()
        };
        assert_eq!(format_stats(&stats), "ophis: 1234 operations, 1.2 ms, peak memory 4.0 KiB");
        assert_eq!(format_bytes(512), "512 B");
        assert_eq!(format_bytes(3 << 20), "3.0 MiB");
        assert_eq!(format_duration(Duration::from_millis(2500)), "2.50 s");
    }

    #[test]
    fn hardening_options() {
        let r = run_args(&[
            "run",
            "--allowed-modules",
            "math, json",
            "--allowed-builtins=len,print",
            "--max-memory-mb",
            "64",
            "x.py",
        ]);
        assert_eq!(r.allowed_modules, Some(NameList(vec!["math".to_string(), "json".to_string()])));
        assert_eq!(
            r.allowed_builtins,
            Some(NameList(vec!["len".to_string(), "print".to_string()]))
        );
        let c = config_for(&r);
        assert_eq!(c.policy.authorized_imports, vec!["math".to_string(), "json".to_string()]);
        assert_eq!(c.limits.max_memory, 64 << 20);
        // An empty allowlist authorizes nothing; --allow-import still adds to it.
        let c = config_for(&run_args(&[
            "run",
            "--allowed-modules",
            "",
            "--allow-import",
            "re",
            "x.py",
        ]));
        assert_eq!(c.policy.authorized_imports, vec!["re".to_string()]);
        let r = run_args(&[
            "run",
            "--max-execution-time",
            "2.5",
            "--max-output-length",
            "100",
            "--max-recursion-depth",
            "50",
            "--max-while-iterations",
            "7",
            "x.py",
        ]);
        let c = config_for(&r);
        assert_eq!(c.limits.timeout, Some(Duration::from_millis(2500)));
        assert_eq!(
            (c.limits.max_output, c.limits.max_recursion_depth, c.limits.max_while_iterations),
            (100, 50, 7)
        );
        assert!(parse(&["run", "--max-memory-mb", "lots", "x.py"]).is_err());
    }
}
