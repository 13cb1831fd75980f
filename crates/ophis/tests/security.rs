//! The attack suite: every program in `tests/security/` tries to escape the sandbox or exhaust
//! a resource, and this test checks both that it was stopped the way its header says and that
//! its side effect did not happen.
//!
//! Each file `tests/security/<category>__<name>.py` starts with header comments:
//!
//! ```text
//! # expect: Forbidden: Forbidden access to dunder attribute: __class__
//! # expect: Exception: NameError: name 'open' is not defined
//! # expect: Exception: MemoryError            (any message)
//! # expect: Limit: Timeout                    (a LimitKind, optionally `: message`)
//! # expect: Syntax                             (optionally `: message`)
//! # expect: ok                                 (the run succeeds; the assertions are in the program)
//! # limits: timeout=1 max_memory=67108864 max_operations=1000 max_while_iterations=10 max_recursion_depth=100 max_output=1000
//! # imports: operator functools              (authorized in addition to the defaults)
//! # rss: check                                 (peak RSS growth must stay within 2x max_memory)
//! # gap: <reason>                              (a known gap: the expected outcome is not reached yet)
//! # expect[python]: ...                        (this outcome under the `python` dunder policy only)
//! # expect[smolagents]: ...                    (this outcome under the `smolagents` policy only)
//! ```
//!
//! Every attack that names a dunder (`__` in its text, resource attacks aside) runs under both
//! dunder policies (issue 19); the others under `python`, the default. A policy's expected
//! outcomes are its own `expect[policy]:` lines when it has any, else the plain `expect:` ones.
//!
//! A message ending in `...` is matched as a prefix. Several `expect:` lines mean "any of".
//!
//! Side effects: every attack that tries to write uses the canary path
//! `/tmp/ophis-canary-<name>` (deleted before the run, asserted absent after it); every attack
//! that tries to read a secret looks for the environment variable `OPHIS_SECRET`, set here to a
//! random value that must appear neither in the output, nor in the error, nor in the value.
//! An attack that prints `ESCAPED` has escaped. After every attack the interpreter must still
//! run a program.
//!
//! `OPHIS_SECURITY_ONLY=substring` runs only the matching attacks; `OPHIS_SECURITY_VERBOSE=1`
//! prints every outcome.

use std::collections::BTreeMap;
use std::hash::{BuildHasher, Hasher};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ophis::HostError;
use ophis::{Config, Dunders, HostValue, Interpreter, LimitKind, Limits, RunError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

#[derive(Debug, Clone, PartialEq)]
enum Expect {
    Ok,
    Forbidden(String),
    Exception { type_name: String, message: Option<String> },
    Limit { kind: LimitKind, message: Option<String> },
    Syntax(Option<String>),
}

#[derive(Debug)]
struct Attack {
    name: String,
    category: String,
    source: String,
    expect: Vec<Expect>,
    /// Per dunder policy (`python`, `smolagents`): the outcomes that replace `expect`.
    expect_python: Vec<Expect>,
    expect_smolagents: Vec<Expect>,
    limits: Limits,
    imports: Vec<String>,
    rss_check: bool,
    gap: Option<String>,
}

fn security_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/security")
}

fn limit_kind(name: &str) -> LimitKind {
    match name {
        "Operations" => LimitKind::Operations,
        "WhileIterations" => LimitKind::WhileIterations,
        "Timeout" => LimitKind::Timeout,
        "Cancelled" => LimitKind::Cancelled,
        "Memory" => LimitKind::Memory,
        "Output" => LimitKind::Output,
        "Forbidden" => LimitKind::Forbidden,
        "Internal" => LimitKind::Internal,
        other => panic!("unknown limit kind {other:?}"),
    }
}

fn parse_expect(text: &str) -> Expect {
    // `Exception...` / `Syntax...`: that kind of outcome with any message.
    let text = match text.strip_suffix("...") {
        Some(head) if !head.contains(':') => head,
        _ => text,
    };
    let (head, rest) = match text.split_once(':') {
        Some((h, r)) => (h.trim(), Some(r.trim().to_string())),
        None => (text.trim(), None),
    };
    match head {
        "ok" => Expect::Ok,
        "Forbidden" => Expect::Forbidden(rest.expect("Forbidden needs a message")),
        "Exception" if rest.is_none() => {
            Expect::Exception { type_name: String::new(), message: None }
        }
        "Exception" => {
            let rest = rest.unwrap();
            if let Some(t) = rest.strip_suffix("...").filter(|t| !t.contains(':')) {
                return Expect::Exception { type_name: t.trim().to_string(), message: None };
            }
            match rest.split_once(':') {
                Some((t, m)) => Expect::Exception {
                    type_name: t.trim().to_string(),
                    message: Some(m.trim().to_string()),
                },
                None => Expect::Exception { type_name: rest.trim().to_string(), message: None },
            }
        }
        "Limit" => {
            let rest = rest.expect("Limit needs a kind");
            match rest.split_once(':') {
                Some((k, m)) => Expect::Limit {
                    kind: limit_kind(k.trim()),
                    message: Some(m.trim().to_string()),
                },
                None => Expect::Limit { kind: limit_kind(rest.trim()), message: None },
            }
        }
        "Syntax" => Expect::Syntax(rest),
        other => panic!("unknown expectation {other:?}"),
    }
}

fn parse_attack(path: &Path) -> Attack {
    let file = path.file_name().unwrap().to_string_lossy().to_string();
    let name = file.strip_suffix(".py").unwrap_or(&file).to_string();
    let category = name
        .split_once("__")
        .map(|(c, _)| c.to_string())
        .unwrap_or_else(|| panic!("{file}: name must be <category>__<name>.py"));
    let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut attack = Attack {
        name,
        category,
        source: source.clone(),
        expect: Vec::new(),
        expect_python: Vec::new(),
        expect_smolagents: Vec::new(),
        limits: Limits::default(),
        imports: Vec::new(),
        rss_check: false,
        gap: None,
    };
    for line in source.lines() {
        let Some(comment) = line.strip_prefix('#') else { break };
        let comment = comment.trim();
        let Some((key, value)) = comment.split_once(':') else { continue };
        let value = value.trim();
        match key.trim() {
            "expect" => attack.expect.push(parse_expect(value)),
            "expect[python]" => attack.expect_python.push(parse_expect(value)),
            "expect[smolagents]" => attack.expect_smolagents.push(parse_expect(value)),
            "limits" => {
                for item in value.split_whitespace() {
                    let (k, v) = item
                        .split_once('=')
                        .unwrap_or_else(|| panic!("{file}: bad limit {item:?}"));
                    let l = &mut attack.limits;
                    match k {
                        "timeout" => l.timeout = Some(Duration::from_secs_f64(v.parse().unwrap())),
                        "max_operations" => l.max_operations = v.parse().unwrap(),
                        "max_while_iterations" => l.max_while_iterations = v.parse().unwrap(),
                        "max_recursion_depth" => l.max_recursion_depth = v.parse().unwrap(),
                        "max_memory" => l.max_memory = v.parse().unwrap(),
                        "max_output" => l.max_output = v.parse().unwrap(),
                        other => panic!("{file}: unknown limit {other:?}"),
                    }
                }
            }
            "imports" => attack.imports.extend(value.split_whitespace().map(|s| s.to_string())),
            "rss" => attack.rss_check = value == "check",
            "gap" => attack.gap = Some(value.to_string()),
            _ => {}
        }
    }
    assert!(
        !attack.expect.is_empty()
            || (!attack.expect_python.is_empty() && !attack.expect_smolagents.is_empty()),
        "{file}: no `# expect:` header (or not one for each dunder policy)"
    );
    attack
}

impl Attack {
    /// The dunder policies this attack runs under.
    fn policies(&self) -> Vec<Dunders> {
        let names_dunder = self.category != "resource" && self.source.contains("__");
        if names_dunder || !self.expect_smolagents.is_empty() || !self.expect_python.is_empty() {
            vec![Dunders::Python, Dunders::Smolagents]
        } else {
            vec![Dunders::Python]
        }
    }

    fn expected(&self, dunders: Dunders) -> &[Expect] {
        let own = match dunders {
            Dunders::Python => &self.expect_python,
            Dunders::Smolagents => &self.expect_smolagents,
        };
        if own.is_empty() {
            &self.expect
        } else {
            own
        }
    }
}

fn matches_message(expected: &Option<String>, actual: &str) -> bool {
    match expected {
        None => true,
        Some(m) => match m.strip_suffix("...") {
            Some(prefix) => actual.starts_with(prefix),
            None => actual == m,
        },
    }
}

fn outcome_matches(expect: &Expect, result: &Result<ophis::RunOutput, ophis::RunFailure>) -> bool {
    match (expect, result) {
        (Expect::Ok, Ok(_)) => true,
        (Expect::Forbidden(m), Err(f)) => match &f.error {
            RunError::Limit { kind: LimitKind::Forbidden, message, .. } => {
                matches_message(&Some(m.clone()), message)
            }
            _ => false,
        },
        (Expect::Exception { type_name, message }, Err(f)) => match &f.error {
            RunError::Exception { type_name: t, message: m, .. } => {
                (type_name.is_empty() || t == type_name) && matches_message(message, m)
            }
            _ => false,
        },
        (Expect::Limit { kind, message }, Err(f)) => match &f.error {
            RunError::Limit { kind: k, message: m, .. } => k == kind && matches_message(message, m),
            _ => false,
        },
        (Expect::Syntax(message), Err(f)) => match &f.error {
            RunError::Syntax(e) => matches_message(message, &e.msg),
            _ => false,
        },
        _ => false,
    }
}

fn describe(result: &Result<ophis::RunOutput, ophis::RunFailure>) -> String {
    match result {
        Ok(out) => format!("ok (value {:?}, output {:?})", out.value, truncate(&out.output, 200)),
        Err(f) => match &f.error {
            RunError::Syntax(e) => format!("Syntax: {}", e.msg),
            RunError::Exception { type_name, message, .. } => {
                format!("Exception: {type_name}: {}", truncate(message, 300))
            }
            RunError::Limit { kind, message, .. } => {
                format!("Limit: {kind:?}: {}", truncate(message, 300))
            }
        },
    }
}

fn truncate(s: &str, n: usize) -> String {
    if s.len() <= n {
        s.to_string()
    } else {
        let mut end = n;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}...", &s[..end])
    }
}

/// A fresh random value for `OPHIS_SECRET`.
fn random_secret() -> String {
    let mut out = String::from("s3cr3t-");
    for i in 0..2u64 {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(i);
        h.write_u128(
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos(),
        );
        h.write_u32(std::process::id());
        out.push_str(&format!("{:016x}", h.finish()));
    }
    out
}

/// Host functions every attack can reach, as an agent's tools would be.
fn register_tools(interp: &mut Interpreter) {
    interp.register_function(
        "echo",
        Box::new(
            |args: Vec<HostValue>, _kw: Vec<(String, HostValue)>| -> Result<HostValue, HostError> {
                Ok(if args.len() == 1 {
                    args.into_iter().next().unwrap()
                } else {
                    HostValue::Tuple(args)
                })
            },
        ),
    );
    interp.register_function(
        "final_answer",
        Box::new(
            |args: Vec<HostValue>, _kw: Vec<(String, HostValue)>| -> Result<HostValue, HostError> {
                Ok(args.into_iter().next().unwrap_or(HostValue::None))
            },
        ),
    );
    interp.register_function(
        "fail_tool",
        Box::new(
            |_args: Vec<HostValue>,
             _kw: Vec<(String, HostValue)>|
             -> Result<HostValue, HostError> {
                Err(HostError::raise("ValueError", "the tool failed"))
            },
        ),
    );
}

/// Peak-RSS tracking through /proc (Linux): `reset` clears the high-water mark.
mod rss {
    pub fn reset() -> bool {
        std::fs::write("/proc/self/clear_refs", "5").is_ok()
    }
    fn field(name: &str) -> Option<usize> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = status.lines().find(|l| l.starts_with(name))?;
        let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kb * 1024)
    }
    pub fn current() -> Option<usize> {
        field("VmRSS:")
    }
    pub fn peak() -> Option<usize> {
        field("VmHWM:")
    }
}

struct Report {
    failures: Vec<String>,
    gaps: Vec<String>,
    closed_gaps: Vec<String>,
}

fn run_attack(attack: &Attack, dunders: Dunders, secret: &str, verbose: bool, report: &mut Report) {
    let label = format!("{} [{}]", attack.name, dunders.name());
    let canary = PathBuf::from(format!("/tmp/ophis-canary-{}", attack.name));
    let _ = std::fs::remove_file(&canary);
    if attack.source.contains("ophis-canary-") {
        assert!(
            attack.source.contains(&format!("ophis-canary-{}", attack.name)),
            "{}: a canary path must be /tmp/ophis-canary-{}",
            attack.name,
            attack.name
        );
    }
    let mut config = Config { limits: attack.limits.clone(), ..Config::default() };
    config.policy.authorized_imports.extend(attack.imports.iter().cloned());
    config.policy.dunders = dunders;
    let mut interp = Interpreter::new(config);
    register_tools(&mut interp);

    let rss_ok = attack.rss_check && rss::reset();
    let rss_before = rss::current();
    let started = Instant::now();
    let result = interp.run(&attack.source);
    let took = started.elapsed();
    let rss_peak = rss::peak();

    let outcome = describe(&result);
    if verbose {
        println!("{:<62} {:>7.3}s  {}", label, took.as_secs_f64(), outcome);
    }
    let mut problems = Vec::new();

    // The outcome.
    let expected = attack.expected(dunders);
    let matched = expected.iter().any(|e| outcome_matches(e, &result));
    if let Err(f) = &result {
        if let RunError::Limit { kind: LimitKind::Internal, message, .. } = &f.error {
            problems.push(format!("internal error (a panic): {message}"));
        }
    }
    match (&attack.gap, matched) {
        (None, false) => problems.push(format!("expected {expected:?}, got {outcome}")),
        (Some(reason), false) => {
            // A known gap: the program must still have been stopped by a limit.
            let stopped = matches!(&result, Err(f) if matches!(f.error, RunError::Limit { kind, .. } if kind != LimitKind::Internal));
            if stopped {
                report.gaps.push(format!("{label}: {reason} (got {outcome})"));
            } else {
                problems.push(format!(
                    "known gap ({reason}) and not even stopped by a limit: {outcome}"
                ));
            }
        }
        (Some(_), true) => report.closed_gaps.push(label.clone()),
        (None, true) => {}
    }

    // The side effects.
    if canary.exists() {
        problems.push(format!("the canary {} was created", canary.display()));
        let _ = std::fs::remove_file(&canary);
    }
    let (output, error_text, value_text) = match &result {
        Ok(out) => (out.output.clone(), String::new(), format!("{:?}", out.value)),
        Err(f) => (f.output.clone(), format!("{:?} {}", f.error, f.error), String::new()),
    };
    for (what, text) in [("output", &output), ("error", &error_text), ("value", &value_text)] {
        if text.contains(secret) {
            problems.push(format!("the secret leaked into the {what}"));
        }
    }
    if output.contains("ESCAPED") {
        problems.push(format!("the program printed ESCAPED: {}", truncate(&output, 300)));
    }

    // Memory: the process must not have grown past twice the configured limit.
    if rss_ok {
        if let (Some(before), Some(peak)) = (rss_before, rss_peak) {
            let grown = peak.saturating_sub(before);
            let allowed = 2 * attack.limits.max_memory + (32 << 20);
            if verbose {
                println!(
                    "{:<50} peak RSS growth {} MiB (limit {} MiB)",
                    "",
                    grown >> 20,
                    attack.limits.max_memory >> 20
                );
            }
            if grown > allowed {
                let msg = format!(
                    "peak RSS grew by {} MiB, more than twice the {} MiB limit",
                    grown >> 20,
                    attack.limits.max_memory >> 20
                );
                if attack.gap.is_some() {
                    report.gaps.push(format!("{label}: {msg}"));
                } else {
                    problems.push(msg);
                }
            }
        }
    }

    // The interpreter stays usable.
    match interp.run("1 + 1") {
        Ok(out) if out.value == Some(HostValue::Int(2)) => {}
        other => {
            problems.push(format!("the interpreter is not usable afterwards: {}", describe(&other)))
        }
    }

    for p in problems {
        report.failures.push(format!("{label}: {p}"));
    }
}

#[test]
fn attack_suite() {
    let secret = random_secret();
    std::env::set_var("OPHIS_SECRET", &secret);
    let only = std::env::var("OPHIS_SECURITY_ONLY").ok();
    let verbose = std::env::var_os("OPHIS_SECURITY_VERBOSE").is_some();

    let mut paths: Vec<PathBuf> = std::fs::read_dir(security_dir())
        .expect("tests/security/ exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    paths.sort();
    let attacks: Vec<Attack> = paths.iter().map(|p| parse_attack(p)).collect();
    assert!(
        attacks.len() >= 80,
        "the attack suite has {} attacks; it needs at least 80",
        attacks.len()
    );

    let mut by_category: BTreeMap<String, usize> = BTreeMap::new();
    for a in &attacks {
        *by_category.entry(a.category.clone()).or_default() += 1;
    }

    let mut report = Report { failures: Vec::new(), gaps: Vec::new(), closed_gaps: Vec::new() };
    let started = Instant::now();
    let mut ran = 0;
    for attack in &attacks {
        if let Some(only) = &only {
            if !attack.name.contains(only.as_str()) {
                continue;
            }
        }
        for dunders in attack.policies() {
            run_attack(attack, dunders, &secret, verbose, &mut report);
            ran += 1;
        }
    }

    println!("attack suite: {ran} attacks in {:.1} s", started.elapsed().as_secs_f64());
    for (c, n) in &by_category {
        println!("  {c:<14} {n}");
    }
    for g in &report.gaps {
        println!("KNOWN GAP  {g}");
    }
    for g in &report.closed_gaps {
        println!("GAP CLOSED {g}: the expected outcome is reached now; remove its `# gap:` header");
    }
    if !report.failures.is_empty() {
        panic!("{} attack(s) failed:\n{}", report.failures.len(), report.failures.join("\n"));
    }
}

/// The value of a program's last expression is converted for the host after the run: a
/// `__repr__` there still runs under the run's limits and cannot hang or crash the host.
#[test]
fn final_value_repr_is_bounded() {
    let mut config = Config::default();
    config.limits.timeout = Some(Duration::from_secs(2));
    let mut interp = Interpreter::new(config);
    let started = Instant::now();
    let _ =
        interp.run("class A:\n    def __repr__(self):\n        while True:\n            pass\nA()");
    assert!(started.elapsed() < Duration::from_secs(10));
    let _ = interp.run(
        "class A:\n    def __repr__(self):\n        def f(n):\n            return f(n + 1) if n < 990 else 'x'\n        return f(0)\nA()",
    );
    let out = interp.run("1 + 1").unwrap();
    assert_eq!(out.value, Some(HostValue::Int(2)));
}

/// Registered host functions cannot be replaced for the host or for another interpreter:
/// assigning the name only shadows it in the program's globals.
#[test]
fn host_functions_cannot_be_mutated() {
    let mut a = Interpreter::new(Config::default());
    register_tools(&mut a);
    let out = a.run("echo = lambda *a: 'hijacked'\nprint = None\nlen = 5\necho(1)").unwrap();
    assert_eq!(out.value, Some(HostValue::Str("hijacked".into())));
    // Another interpreter is unaffected.
    let mut b = Interpreter::new(Config::default());
    register_tools(&mut b);
    let out = b.run("print('hi')\necho(len([1, 2]))").unwrap();
    assert_eq!(out.output, "hi\n");
    assert_eq!(out.value, Some(HostValue::Int(2)));
    // Modules cannot be mutated (and are per interpreter anyway).
    let err = a.run("import math\nmath.sqrt = lambda x: 'hijacked'").unwrap_err();
    assert!(
        matches!(&err.error, RunError::Exception { type_name, .. } if type_name == "AttributeError"),
        "{err:?}"
    );
    let out = a.run("import math\nmath.sqrt(4.0)").unwrap();
    assert_eq!(out.value, Some(HostValue::Float(2.0)));
    let out = b.run("import math\n(math.pi, math.sqrt(4.0))").unwrap();
    assert_eq!(
        out.value,
        Some(HostValue::Tuple(vec![HostValue::Float(std::f64::consts::PI), HostValue::Float(2.0)]))
    );
}

/// `Policy::readonly_globals` (smolagents' static tools): every way a program binds a global
/// name is refused for a read-only one, uncatchably, before anything else of the statement
/// runs, and the tool still works afterwards.
#[test]
fn readonly_globals_cannot_be_rebound() {
    let mut config = Config::default();
    config.policy.readonly_globals = vec!["echo".into(), "len".into()];
    let mut interp = Interpreter::new(config);
    register_tools(&mut interp);
    let attempts = [
        ("echo = 1", "assign to"),
        ("echo += 1", "assign to"),
        ("echo, x = 1, 2", "assign to"),
        ("for echo in [1]:\n    pass", "assign to"),
        ("import math as echo", "assign to"),
        ("from math import sqrt as echo", "assign to"),
        ("def echo():\n    pass", "assign to"),
        ("class echo:\n    pass", "assign to"),
        ("def f():\n    global echo\n    echo = 1\nf()", "assign to"),
        ("(echo := 3)", "assign to"),
        ("try:\n    1 / 0\nexcept ZeroDivisionError as echo:\n    pass", "assign to"),
        ("match 1:\n    case echo:\n        pass", "assign to"),
        ("len = 5", "assign to"),
        ("del echo", "delete"),
        ("try:\n    echo = 1\nexcept BaseException:\n    print('caught')", "assign to"),
    ];
    for (code, verb) in attempts {
        let name = if code.starts_with("len") { "len" } else { "echo" };
        let program = format!("{code}\nprint('after')");
        let err = interp.run(&program).unwrap_err();
        let expected =
            format!("Cannot {verb} name '{name}': doing this would erase the existing tool!");
        assert!(
            matches!(&err.error, RunError::Limit { kind: LimitKind::Forbidden, message, .. } if *message == expected),
            "{code}: {:?}",
            err.error
        );
        assert_eq!(
            err.output, "",
            "{code}: the statement after the refusal ran, or the refusal was caught"
        );
        let out = interp.run("echo(len([1, 2]))").unwrap();
        assert_eq!(out.value, Some(HostValue::Int(2)), "{code}: the tool was changed");
    }
    // Locals, class attributes and comprehension variables of the same name are not globals.
    let out = interp.run("def g():\n    echo = 5\n    return echo\nclass K:\n    echo = 1\n[echo for echo in [2]][0] + g() + K.echo").unwrap();
    assert_eq!(out.value, Some(HostValue::Int(8)));
    // The embedder can change the list between runs.
    interp.set_readonly_globals(vec![]);
    let out = interp.run("echo = 1\necho").unwrap();
    assert_eq!(out.value, Some(HostValue::Int(1)));
}

/// The parsed trees of the library modules written in Python are shared by every interpreter
/// of the process (`parse::LIBRARY_TREES`); what a program does to a library module's
/// functions and classes stays in its own interpreter: each import builds its own functions
/// and classes from the shared tree, which holds only the library's immutable source.
#[test]
fn library_module_changes_do_not_leak_to_other_interpreters() {
    let config = || {
        let mut config = Config::default();
        config.policy.authorized_imports = vec!["*".to_string()];
        config
    };
    let attack = "\
import collections, decimal, datetime
def hijacked(*args, **kwargs):
    return 'hijacked'
done = []
for target, name in [(collections.Counter, 'most_common'), (decimal.Decimal, '__add__'),
                     (decimal.Decimal, 'sqrt'), (datetime.date, 'isoformat'),
                     (collections.OrderedDict, 'popitem')]:
    try:
        setattr(target, name, hijacked)
        done.append(name)
    except (AttributeError, TypeError):
        pass
try:
    collections.namedtuple.__defaults__ = (True, None, None)
    done.append('__defaults__')
except (AttributeError, TypeError):
    pass
try:
    collections.namedtuple.__code__ = hijacked.__code__
except (AttributeError, TypeError):
    pass
(done, collections.Counter('aab').most_common(1), decimal.Decimal(1) + 1)";
    let mut a = Interpreter::new(config());
    let out = a.run(attack).unwrap();
    let Some(HostValue::Tuple(items)) = &out.value else { panic!("{:?}", out.value) };
    // The program did change its own classes (CPython lets it): the attack is real.
    assert_eq!(items[1], HostValue::Str("hijacked".into()), "{items:?}");
    let check = "\
import collections, decimal, datetime
P = collections.namedtuple('P', 'x y')
(collections.Counter('aab').most_common(1), str(decimal.Decimal(1) + 1),
 str(decimal.Decimal(4).sqrt()), datetime.date(2020, 1, 2).isoformat(),
 collections.OrderedDict(a=1).popitem(), P(1, 2).x, collections.namedtuple.__defaults__)";
    let expected = |out: ophis::RunOutput| {
        assert_eq!(
            format!("{:?}", out.value.unwrap()),
            format!(
                "{:?}",
                HostValue::Tuple(vec![
                    HostValue::List(vec![HostValue::Tuple(vec![
                        HostValue::Str("a".into()),
                        HostValue::Int(2)
                    ])]),
                    HostValue::Str("2".into()),
                    HostValue::Str("2".into()),
                    HostValue::Str("2020-01-02".into()),
                    HostValue::Tuple(vec![HostValue::Str("a".into()), HostValue::Int(1)]),
                    HostValue::Int(1),
                    HostValue::None,
                ])
            )
        );
    };
    // A fresh interpreter on this thread, another on another thread, both after the attack.
    expected(Interpreter::new(config()).run(check).unwrap());
    let handle = std::thread::spawn(move || {
        let mut c = Interpreter::new(config());
        c.run(check).unwrap()
    });
    expected(handle.join().unwrap());
    // The attacked interpreter keeps its own change (as CPython's process would).
    let out = a.run("collections.Counter('aab').most_common(1)").unwrap();
    assert_eq!(out.value, Some(HostValue::Str("hijacked".into())));
}
