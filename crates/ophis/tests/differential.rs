//! The differential corpus: every `tests/cases/*.py` runs under CPython (`python3`, as a
//! subprocess with `PYTHONHASHSEED=0`) and under `ophis::Interpreter` (in-process, default
//! `Config`), and the two must agree:
//!
//! - the printed output (stdout) is identical, also when the program fails;
//! - if CPython ended with an uncaught exception, ophis fails with `RunError::Exception` of the
//!   same type name and message, the message followed by the "Did you mean" hint of its
//!   `suggestion` as CPython displays it (a syntax error CPython reports must be a
//!   `RunError::Syntax` of the same kind and message);
//! - if CPython succeeded, ophis succeeds.
//!
//! Dunder policies (issue 19): every case runs under the `python` policy, the default. A case
//! that names a dunder (`__` anywhere in its text) also runs under the `smolagents` policy,
//! where it must agree with CPython in the same way, unless it says otherwise with a header
//! line `# smolagents: Forbidden: <message>`: then the smolagents run must end with that
//! refusal, having printed a prefix of CPython's output.
//!
//! Every case runs (in parallel threads); every mismatch is collected and the test fails once at
//! the end, listing each failing case with a short diff. Nothing is skipped: a case that cannot
//! be run under CPython counts as a failure too.
//!
//! Environment:
//! - `OPHIS_CASE=substring` runs only the cases whose file name contains `substring`
//!   (it is an error if none does);
//! - `OPHIS_PYTHON=/path/to/python` uses another CPython than `python3`;
//! - `OPHIS_TEST_THREADS=N` sets the number of worker threads.
//!
//! Run with `cargo test -p ophis --test differential -- --nocapture` to see the summary of a
//! passing run.

use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

use ophis::{Config, Dunders, Interpreter, LimitKind, RunError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

/// A CPython run that takes longer than this is killed (and the case fails).
const CPYTHON_TIMEOUT: Duration = Duration::from_secs(120);
/// An ophis run still going after this is cancelled through its `CancelHandle` (and the case
/// fails). The default `Config`'s own timeout normally stops it first.
const OPHIS_WATCHDOG: Duration = Duration::from_secs(120);

fn cases_dir() -> PathBuf {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/cases"));
    dir.canonicalize().unwrap_or(dir)
}

fn python() -> String {
    std::env::var("OPHIS_PYTHON")
        .ok()
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "python3".to_string())
}

/// How a program ended.
#[derive(Debug, Clone, PartialEq)]
enum Ending {
    Ok,
    /// An uncaught exception: type name (as CPython prints it) and message.
    Exception {
        type_name: String,
        message: String,
    },
}

struct CPythonRun {
    stdout: String,
    ending: Ending,
    /// The line of a compile-time syntax error (CPython prints no traceback for one, only
    /// `File "...", line N`).
    syntax_line: Option<u32>,
}

/// Runs `path` under CPython.
fn run_cpython(python: &Path, path: &Path) -> Result<CPythonRun, String> {
    let mut child = Command::new(python)
        .arg(path)
        .current_dir(cases_dir())
        .env("PYTHONHASHSEED", "0")
        .env("PYTHONIOENCODING", "utf-8")
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env_remove("PYTHONPATH")
        .env_remove("PYTHONSTARTUP")
        .env_remove("PYTHONWARNINGS")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start `{}`: {e}", python.display()))?;
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out_pipe.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > CPYTHON_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "CPython did not finish within {} s",
                    CPYTHON_TIMEOUT.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for CPython failed: {e}")),
        }
    };
    let stdout = String::from_utf8_lossy(&out_reader.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    if status.success() {
        return Ok(CPythonRun { stdout, ending: Ending::Ok, syntax_line: None });
    }
    match parse_uncaught(&stderr) {
        Some((type_name, message)) => {
            let syntax_line =
                if is_syntax_type(&type_name) { syntax_error_line(&stderr) } else { None };
            Ok(CPythonRun { stdout, ending: Ending::Exception { type_name, message }, syntax_line })
        }
        None => Err(format!(
            "CPython exited with {status} but its stderr ends with no exception line:\n{}",
            indent(&last_lines(&stderr, 8))
        )),
    }
}

/// The uncaught exception in CPython's stderr: `(type, message)` from the line `Type: message`
/// (or `Type`) that follows the last traceback's frames. A message may span several lines.
fn parse_uncaught(stderr: &str) -> Option<(String, String)> {
    let lines: Vec<&str> = stderr.lines().collect();
    // Start after the last traceback header; a compile-time SyntaxError has none.
    let start = lines
        .iter()
        .rposition(|l| *l == "Traceback (most recent call last):")
        .map(|i| i + 1)
        .unwrap_or(0);
    let first = (start..lines.len()).find(|&i| {
        let l = lines[i];
        !l.is_empty() && !l.starts_with(' ') && !l.starts_with('\t')
    })?;
    let head = lines[first];
    let rest = &lines[first + 1..];
    let (type_name, mut message) = match head.split_once(": ") {
        Some((t, m)) if is_type_name(t) => (t.to_string(), m.to_string()),
        _ if is_type_name(head.trim_end()) => (head.trim_end().to_string(), String::new()),
        _ => return None,
    };
    // The lines after the first belong to a multi-line message.
    for line in rest {
        message.push('\n');
        message.push_str(line);
    }
    Some((type_name, message))
}

/// The line number of a compile-time syntax error in CPython's stderr: the `File "...", line N`
/// line when no traceback precedes it.
fn syntax_error_line(stderr: &str) -> Option<u32> {
    if stderr.contains("Traceback (most recent call last):") {
        return None;
    }
    let line = stderr.lines().rev().find(|l| l.trim_start().starts_with("File \""))?;
    line.rsplit_once(", line ")?.1.trim().parse().ok()
}

fn is_type_name(s: &str) -> bool {
    !s.is_empty()
        && s.split('.').all(|part| {
            let mut chars = part.chars();
            matches!(chars.next(), Some(c) if c == '_' || c.is_alphabetic())
                && chars.all(|c| c == '_' || c.is_alphanumeric())
        })
}

/// CPython prints `module.Name` for exception classes outside `builtins` and `__main__`;
/// ophis reports the class name. Either spelling matches.
fn same_type(cpython: &str, ophis: &str) -> bool {
    cpython == ophis || cpython.ends_with(&format!(".{ophis}"))
}

fn is_syntax_type(name: &str) -> bool {
    matches!(name, "SyntaxError" | "IndentationError" | "TabError")
}

/// What ophis did, in one line, for a report.
fn describe_ophis(result: &Result<ophis::RunOutput, ophis::RunFailure>) -> String {
    match result {
        Ok(_) => "ophis succeeded".to_string(),
        Err(f) => match &f.error {
            RunError::Exception { type_name, message, traceback, .. } => {
                let mut s = format!("ophis raised {}", one_line(type_name, message));
                let tb = last_lines(traceback, 4);
                if !tb.trim().is_empty() {
                    s.push_str(&format!("\n  ophis traceback (end):\n{}", indent(&tb)));
                }
                s
            }
            RunError::Syntax(e) => {
                format!(
                    "ophis reported a syntax error: {}: {} (line {}, column {})",
                    e.kind, e.msg, e.line, e.col
                )
            }
            RunError::Limit { kind, message, .. } => {
                format!("ophis hit a limit ({kind:?}): {message}")
            }
        },
    }
}

fn one_line(type_name: &str, message: &str) -> String {
    if message.is_empty() {
        type_name.to_string()
    } else {
        format!("{type_name}: {message:?}")
    }
}

fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    | {l}")).collect::<Vec<_>>().join("\n")
}

/// The first differing line of two outputs, or `None` if they are equal.
fn first_difference(expected: &str, got: &str) -> Option<String> {
    if expected == got {
        return None;
    }
    let exp: Vec<&str> = expected.split_inclusive('\n').collect();
    let got_lines: Vec<&str> = got.split_inclusive('\n').collect();
    let i =
        (0..exp.len().max(got_lines.len())).find(|&i| exp.get(i) != got_lines.get(i)).unwrap_or(0);
    let show = |l: Option<&&str>| match l {
        Some(l) => format!("{l:?}"),
        None => "<end of output>".to_string(),
    };
    Some(format!(
        "stdout differs at line {} (CPython printed {} lines, ophis {}):\n    expected: {}\n    got:      {}",
        i + 1,
        exp.len(),
        got_lines.len(),
        show(exp.get(i)),
        show(got_lines.get(i)),
    ))
}

/// Runs one case; `Err` describes every way ophis disagreed with CPython.
fn check_case(python: &Path, path: &Path) -> Result<(), String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("cannot read the case: {e}"))?;
    let cpython = run_cpython(python, path)?;
    let mut problems = compare(&cpython, &run_ophis(&source, path, Dunders::Python)?);
    if source.contains("__") {
        let result = run_ophis(&source, path, Dunders::Smolagents)?;
        let refusal =
            source.lines().find_map(|l| l.strip_prefix("# smolagents: Forbidden: ")).map(str::trim);
        let found = match refusal {
            None => compare(&cpython, &result),
            Some(expected) => {
                let mut found = Vec::new();
                match &result {
                    Err(f) if matches!(&f.error, RunError::Limit { kind: LimitKind::Forbidden, message, .. } if message == expected) => {
                        if !cpython.stdout.starts_with(f.output.as_str()) {
                            found.push(format!(
                                "the output before the refusal is not a prefix of CPython's:\n{}",
                                indent(&last_lines(&f.output, 5))
                            ));
                        }
                    }
                    other => found.push(format!(
                        "expected the refusal `{expected}`, got {}",
                        describe_ophis(other)
                    )),
                }
                found
            }
        };
        problems.extend(found.into_iter().map(|p| format!("[smolagents policy] {p}")));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Runs the case in-process under the dunder policy `dunders`, named as CPython names it
/// (its path, which is the script's `__file__` and its tracebacks' file name).
fn run_ophis(
    source: &str,
    path: &Path,
    dunders: Dunders,
) -> Result<Result<ophis::RunOutput, ophis::RunFailure>, String> {
    // Every module ophis implements may be imported by the corpus: the allowlist is the
    // security suite's subject, not this one's, and ophis has no dangerous modules to reach.
    let mut config = Config::default();
    config.policy.authorized_imports = vec!["*".to_string()];
    config.policy.dunders = dunders;
    config.filename = Some(path.display().to_string());
    let mut interp = Interpreter::new(config);
    let cancel = interp.cancel_handle();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = done_rx.recv_timeout(OPHIS_WATCHDOG) {
            cancel.cancel();
        }
    });
    let result = catch_unwind(AssertUnwindSafe(|| interp.run(source)));
    drop(done_tx);
    let _ = watchdog.join();
    let result = match result {
        Ok(r) => r,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            return Err(format!("ophis panicked out of Interpreter::run: {msg}"));
        }
    };
    Ok(result)
}

/// How an ophis run disagrees with CPython's (nothing: they agree).
fn compare(
    cpython: &CPythonRun,
    result: &Result<ophis::RunOutput, ophis::RunFailure>,
) -> Vec<String> {
    let mut problems = Vec::new();
    let got_stdout = match &result {
        Ok(out) => out.output.as_str(),
        Err(f) => f.output.as_str(),
    };
    if let Some(diff) = first_difference(&cpython.stdout, got_stdout) {
        problems.push(diff);
    }
    match (&cpython.ending, result) {
        (Ending::Ok, Ok(_)) => {}
        (Ending::Ok, Err(_)) => {
            problems.push(format!("CPython succeeded but {}", describe_ophis(result)))
        }
        (Ending::Exception { type_name, message }, Err(f)) => {
            let agrees = match &f.error {
                RunError::Exception { type_name: t, message: m, suggestion, .. } => {
                    // CPython's display adds the "Did you mean" hint after the message.
                    let hint = suggestion
                        .as_ref()
                        .map(|s| format!(". Did you mean: '{s}'?"))
                        .unwrap_or_default();
                    same_type(type_name, t) && format!("{m}{hint}") == *message
                }
                RunError::Syntax(e) => {
                    is_syntax_type(type_name)
                        && e.kind == type_name
                        && &e.msg == message
                        && cpython.syntax_line.is_none_or(|l| l == e.line)
                }
                RunError::Limit { .. } => false,
            };
            if !agrees {
                problems.push(format!(
                    "uncaught exception differs:\n    expected: {}{}\n    got:      {}",
                    one_line(type_name, message),
                    cpython.syntax_line.map(|l| format!(" (line {l})")).unwrap_or_default(),
                    describe_ophis(result)
                ));
            }
        }
        (Ending::Exception { type_name, message }, Ok(_)) => problems
            .push(format!("CPython raised {} but ophis succeeded", one_line(type_name, message))),
    }
    problems
}

/// The cases to run, sorted, after `OPHIS_CASE` filtering.
fn select_cases() -> Vec<PathBuf> {
    let dir = cases_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let filter = std::env::var("OPHIS_CASE").ok().filter(|f| !f.is_empty());
    let mut cases: Vec<PathBuf> = entries
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .filter(|p| match &filter {
            Some(f) => p.file_name().unwrap().to_string_lossy().contains(f.as_str()),
            None => true,
        })
        .collect();
    cases.sort();
    match &filter {
        Some(f) => {
            assert!(!cases.is_empty(), "OPHIS_CASE={f:?} matches no case in {}", dir.display())
        }
        None => assert!(!cases.is_empty(), "no *.py cases in {}", dir.display()),
    }
    cases
}

/// Asks the configured CPython for its version and the path of its executable, so that each
/// case starts the interpreter itself rather than a wrapper (a pyenv shim costs ~0.25 s a call).
fn resolve_python() -> (String, PathBuf) {
    let probe = "import sys; print(sys.executable); print('Python ' + sys.version.split()[0])";
    match Command::new(python()).args(["-c", probe]).env_remove("PYTHONPATH").output() {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            let mut lines = text.lines();
            let exe = lines.next().unwrap_or("").trim().to_string();
            let version = lines.next().unwrap_or("").trim().to_string();
            let exe = if exe.is_empty() || !Path::new(&exe).exists() {
                PathBuf::from(python())
            } else {
                PathBuf::from(exe)
            };
            (version, exe)
        }
        Ok(o) => panic!("`{}` failed: {}", python(), String::from_utf8_lossy(&o.stderr)),
        Err(e) => panic!("the differential test needs CPython: cannot run `{}`: {e}", python()),
    }
}

#[test]
fn differential_corpus() {
    let (version, python) = resolve_python();
    let cases = select_cases();
    let threads = std::env::var("OPHIS_TEST_THREADS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2))
        .min(cases.len());
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Result<(), String>, Duration)>> = Mutex::new(Vec::new());

    std::thread::scope(|scope| {
        for worker in 0..threads {
            let (cases, next, results, python) = (&cases, &next, &results, &python);
            std::thread::Builder::new()
                .name(format!("differential-{worker}"))
                .stack_size(16 << 20)
                .spawn_scoped(scope, move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = cases.get(i) else { break };
                    let name = path.file_name().unwrap().to_string_lossy().into_owned();
                    let t = Instant::now();
                    let outcome = catch_unwind(AssertUnwindSafe(|| check_case(python, path)))
                        .unwrap_or_else(|_| {
                            Err("the test harness panicked on this case".to_string())
                        });
                    results.lock().unwrap_or_else(|p| p.into_inner()).push((
                        name,
                        outcome,
                        t.elapsed(),
                    ));
                })
                .expect("spawn a worker thread");
        }
    });

    let mut results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    results.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(results.len(), cases.len(), "every selected case must produce a result");
    let failures: Vec<&(String, Result<(), String>, Duration)> =
        results.iter().filter(|r| r.1.is_err()).collect();
    let passed = results.len() - failures.len();

    let mut slowest: Vec<&(String, Result<(), String>, Duration)> = results.iter().collect();
    slowest.sort_by_key(|r| std::cmp::Reverse(r.2));
    let slow: Vec<String> =
        slowest.iter().take(3).map(|(n, _, d)| format!("{n} {:.2} s", d.as_secs_f64())).collect();

    let mut report = String::new();
    for (name, outcome, _) in &failures {
        if let Err(msg) = outcome {
            report.push_str(&format!("FAIL {name}\n{}\n\n", indent_block(msg)));
        }
    }
    let summary = format!(
        "{passed} passed, {} failed ({} cases against {version}, {threads} threads, {:.1} s; slowest: {})",
        failures.len(),
        results.len(),
        started.elapsed().as_secs_f64(),
        slow.join(", ")
    );
    println!("{report}{summary}");
    if !failures.is_empty() {
        let names: Vec<&str> = failures.iter().map(|f| f.0.as_str()).collect();
        // The report itself was printed above (libtest shows it with the failure).
        panic!("{summary}\nfailing cases: {}", names.join(" "));
    }
}

fn indent_block(text: &str) -> String {
    text.lines().map(|l| format!("  {l}")).collect::<Vec<_>>().join("\n")
}

#[test]
fn parses_cpython_tracebacks() {
    let tb = "Traceback (most recent call last):\n  File \"x.py\", line 3, in <module>\n    d['a']\n    ~^^^^^\nKeyError: 'a'\n";
    assert_eq!(parse_uncaught(tb), Some(("KeyError".into(), "'a'".into())));
    let bare = "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    raise StopIteration\nStopIteration\n";
    assert_eq!(parse_uncaught(bare), Some(("StopIteration".into(), String::new())));
    let chained = "Traceback (most recent call last):\n  File \"x.py\", line 2, in <module>\nValueError: inner\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File \"x.py\", line 4, in <module>\nRuntimeError: outer: with colon\n";
    assert_eq!(parse_uncaught(chained), Some(("RuntimeError".into(), "outer: with colon".into())));
    let multi = "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nValueError: line one\nline two\n";
    assert_eq!(parse_uncaught(multi), Some(("ValueError".into(), "line one\nline two".into())));
    let syntax =
        "  File \"x.py\", line 1\n    x = (\n        ^\nSyntaxError: '(' was never closed\n";
    assert_eq!(parse_uncaught(syntax), Some(("SyntaxError".into(), "'(' was never closed".into())));
    let qualified = "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\njson.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n";
    assert_eq!(
        parse_uncaught(qualified),
        Some((
            "json.decoder.JSONDecodeError".into(),
            "Expecting value: line 1 column 1 (char 0)".into()
        ))
    );
    assert!(same_type("json.decoder.JSONDecodeError", "JSONDecodeError"));
    assert!(!same_type("KeyError", "IndexError"));
    assert_eq!(parse_uncaught("Segmentation fault\n"), None);
    assert_eq!(parse_uncaught(""), None);
}

#[test]
fn reports_first_difference() {
    assert_eq!(first_difference("a\nb\n", "a\nb\n"), None);
    let d = first_difference("a\nb\nc\n", "a\nx\nc\n").unwrap();
    assert!(d.contains("line 2") && d.contains("\"b\\n\"") && d.contains("\"x\\n\""), "{d}");
    let d = first_difference("a\n", "a\nextra\n").unwrap();
    assert!(d.contains("line 2") && d.contains("<end of output>"), "{d}");
    let d = first_difference("a", "a\n").unwrap();
    assert!(d.contains("line 1"), "{d}");
}

/// Syntax errors CPython words with a hint of its grammar's `invalid_*` rules, or its
/// tokenizer's number errors: each must give CPython's message, line and column. The corpus
/// compares messages and lines only; columns matter here because the hint's column names the
/// expression CPython blames (the one before the missing comma, the misused `=`).
const SYNTAX_HINT_SNIPPETS: &[&str] = &[
    "[1 2]",
    "print(\"a\" x)",
    "print(\"a\", \"b\" \"c\" d)",
    "[x+1 y]",
    "[a, b c, d]",
    "f(a, b c)",
    "x = (1 2)",
    "x = 1 2",
    "foo(a=1 b=2)",
    "{1: 2 3: 4}",
    "d = {'a': 1, 'b': 2 'c': 3}",
    "print(f\"{x} {y}\" z)",
    "[*a b]",
    "f(*a b)",
    "f(a, *b c)",
    "x[1 2]",
    "[lambda: x y]",
    "x = [1, 2] [3 4]",
    "f(a)(b c)",
    "[x for x in a b]",
    "x = [a for a in b if c d]",
    "[match x]",
    "[_ x]",
    "[x 'a']",
    "print \"hello\"",
    "print b",
    "x = print b",
    "[print b]",
    "if x = 1:\n    pass",
    "while x = 1: pass",
    "[x = 1]",
    "if x.y = 1:\n    pass",
    "if f() = 1:\n    pass",
    "if a < b = 1:\n pass",
    "f(x.y = 1)",
    "f(True=1)",
    "yield = 3",
    "x = yield = 3",
    "def f():\n    x = yield = 3",
    "x = (yield) = 3",
    "x = 1 if y\n",
    "x = a if b if c",
    "[a if b c]",
    "for x in range(3)\n    print(x)",
    "class A\n    pass",
    "def f()\n    pass",
    "def f() -> int\n    pass",
    "with x as y\n    pass",
    "try\n    pass",
    "while x\n    pass",
    "if x +\n    pass",
    "match x\n    case 1: pass",
    "class A(B) x:\n pass",
    "try:\n    pass\nx = 1",
    "try:\n    pass\n",
    "if x:\n    try:\n        pass\n    x = 1\n",
    "try:\n  pass\nexcept: pass\nx y",
    "x = 1abc",
    "x = 1.5abc",
    "x = 0x1g",
    "x = 1_",
    "x = 1_000_",
    "x = 1__0",
    "x = 0b12",
    "x = 0b1_2",
    "x = 0o19",
    "x = 1jx",
    "x = 1e5x",
    "x = 007",
    "x = 09",
    "f\"{x!z}\"",
    "f\"{x!}\"",
    "f\"{}\"",
    "x = f\"a{x!r:}{}b\" + 1",
    "f\"{x\"",
    "f\"{x:{y:{z}}}\"",
    "f(x for x in y, 1)",
    "f(x for x in y,)",
    "f(a, x for x in y)",
    "class A(x for x in y, B): pass",
    "f((x) for x in (y), 1)",
    "async def f():\n    yield from x",
];

#[test]
fn syntax_error_hints_match_cpython() {
    let (_, python) = resolve_python();
    let script = "import sys\n\
        for src in sys.stdin.read().split('\\0'):\n\
        \x20   try:\n\
        \x20       compile(src, '<s>', 'exec')\n\
        \x20       print('OK')\n\
        \x20   except SyntaxError as e:\n\
        \x20       print(f'{type(e).__name__}\\t{e.msg}\\t{e.lineno}\\t{e.offset}')\n";
    let mut child = Command::new(&python)
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run CPython");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("piped stdin");
        stdin.write_all(SYNTAX_HINT_SNIPPETS.join("\0").as_bytes()).expect("write snippets");
    }
    let out = child.wait_with_output().expect("CPython's answers");
    let expected: Vec<String> =
        String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(expected.len(), SYNTAX_HINT_SNIPPETS.len(), "CPython answered {expected:?}");
    let mut wrong = Vec::new();
    for (src, want) in SYNTAX_HINT_SNIPPETS.iter().zip(&expected) {
        let got = match Interpreter::new(Config::default()).run(src) {
            Ok(_) => "OK".to_string(),
            Err(f) => match f.error {
                RunError::Syntax(e) => format!("{}\t{}\t{}\t{}", e.kind, e.msg, e.line, e.col),
                other => format!("ran, and ended with {other:?}"),
            },
        };
        if &got != want {
            wrong.push(format!("{src:?}\n  CPython: {want}\n  ophis:   {got}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} differ:\n{}",
        wrong.len(),
        SYNTAX_HINT_SNIPPETS.len(),
        wrong.join("\n")
    );
}
