//! The runner binary of `tests/cpython/run.py`: runs one driver program inside ophis with
//! CPython's test files and the runner's shims given as source modules.
//!
//! ```text
//! cpython_tests [--timeout SECONDS] --modules DIR [--modules DIR ...] --authorize NAME ...
//!               [--allow-dunder NAME ...] DRIVER.py
//! ```
//!
//! Every `*.py` under each `--modules` directory becomes an importable module (`a/b.py` is
//! `a.b`, `a/__init__.py` is `a`, its `__file__` the file's path); earlier directories win, so the shims come first. Only this
//! binary does that: the sandbox's default configuration never reads modules from files.
//! `--authorize` adds import patterns to `*` (the denied modules the shims stand for, `sys`,
//! `os`, ..., must be named explicitly). Printed output goes to stdout; an uncaught error's
//! traceback to stderr with exit status 1. `--allow-dunder` adds names to the dunder rule's
//! allowlist: CPython's tests read `__abs__`, `__getitem__`, ... through `getattr`, which the
//! rule checks even in library code, and the runner tests Python's semantics, not that rule. Each run is one file in a fresh process, so a crash
//! here never stops the rest of the scoreboard.

use std::collections::HashMap;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use ophis::{Config, Interpreter, Limits};

/// The memory limit charges runs with the total live size only under the counting allocator.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

/// Adds every module found under `dir` (prefix `prefix`) to `out`, keeping entries already there.
fn collect(
    dir: &Path,
    prefix: &str,
    out: &mut HashMap<String, &'static str>,
    files: &mut HashMap<String, String>,
) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let Some(stem) = p.file_stem().and_then(|s| s.to_str()).map(str::to_string) else {
            continue;
        };
        if p.is_dir() {
            if stem.starts_with('.') || stem == "__pycache__" {
                continue;
            }
            collect(&p, &format!("{prefix}{stem}."), out, files);
        } else if p.extension().map(|x| x == "py").unwrap_or(false) {
            let name = if stem == "__init__" {
                prefix.trim_end_matches('.').to_string()
            } else {
                format!("{prefix}{stem}")
            };
            if name.is_empty() || out.contains_key(&name) {
                continue;
            }
            if let Ok(text) = std::fs::read_to_string(&p) {
                // The core parses library modules once per process and keys its cache by the
                // text's address, so module texts must live as long as the process: this
                // short-lived binary leaks them on purpose.
                let path = std::path::absolute(&p).unwrap_or_else(|_| p.clone());
                files.insert(name.clone(), path.display().to_string());
                out.insert(name, Box::leak(text.into_boxed_str()));
            }
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut modules = HashMap::new();
    let mut files = HashMap::new();
    let mut authorize = vec!["*".to_string()];
    let mut dunders = Vec::new();
    let mut policy = ophis::Dunders::Python;
    let mut timeout = Duration::from_secs(600);
    let mut driver = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--modules" => {
                collect(Path::new(it.next().expect("--modules DIR")), "", &mut modules, &mut files)
            }
            "--authorize" => authorize.push(it.next().expect("--authorize NAME").clone()),
            "--allow-dunder" => dunders.push(it.next().expect("--allow-dunder NAME").clone()),
            // The dunder policy (`python`, the default, or `smolagents`): lets the library's
            // own modules be tried under the smolagents face too.
            "--dunders" => {
                policy = ophis::Dunders::parse(it.next().expect("--dunders NAME"))
                    .expect("--dunders python|smolagents")
            }
            "--timeout" => {
                timeout = Duration::from_secs_f64(
                    it.next().expect("--timeout SECONDS").parse().expect("seconds"),
                )
            }
            other => driver = Some(other.to_string()),
        }
    }
    let Some(driver) = driver else {
        eprintln!(
            "usage: cpython_tests [--timeout S] --modules DIR ... [--authorize NAME ...] DRIVER.py"
        );
        return ExitCode::from(2);
    };
    let source = match std::fs::read_to_string(&driver) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot read {driver}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut config = Config::default();
    config.policy.authorized_imports = authorize;
    config.source_modules = modules;
    // Each module's `__file__` is the file it was read from, as in CPython.
    config.source_module_files = files;
    // One test reaching `open` or `compile` is that test's error, not the end of the file's run.
    config.catchable_denied_builtins = true;
    config.policy.allowed_dunders.extend(dunders);
    config.policy.dunders = policy;
    // Generous limits: CPython's tests loop a lot; the per-file timeout of run.py and this
    // deadline bound a run instead.
    config.limits = Limits {
        max_operations: 1_000_000_000_000_000,
        max_while_iterations: 1_000_000_000_000_000,
        timeout: Some(timeout),
        max_recursion_depth: 1000,
        max_memory: 1 << 30,
        max_output: 200_000_000,
    };
    let mut interp = Interpreter::new(config);
    match interp.run(&source) {
        Ok(out) => {
            print!("{}", out.output);
            ExitCode::SUCCESS
        }
        Err(f) => {
            print!("{}", f.output);
            eprintln!("{}", f.error);
            ExitCode::from(1)
        }
    }
}
