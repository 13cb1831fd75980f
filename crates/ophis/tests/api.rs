//! The public API as an embedder sees it: error types are ordinary Rust errors
//! (`Display` + `std::error::Error`), so they compose with `?`, `Box<dyn Error>` and
//! error-reporting crates.

use ophis::{Config, HostError, Interpreter, RunError, RunFailure, SyntaxError};

fn assert_error<E: std::error::Error + Send + Sync + 'static>() {}

#[test]
fn public_errors_are_std_errors() {
    assert_error::<RunError>();
    assert_error::<RunFailure>();
    assert_error::<SyntaxError>();
    assert_error::<HostError>();
}

#[test]
fn run_errors_display_their_text() {
    let mut interp = Interpreter::new(Config::default());
    let syntax = interp.run("x = (").unwrap_err();
    assert!(matches!(syntax.error, RunError::Syntax(_)));
    assert!(syntax.to_string().starts_with("SyntaxError: "), "{syntax}");

    let exc = interp.run("print('before')\n1 / 0").unwrap_err();
    assert_eq!(exc.output, "before\n");
    let text = exc.to_string();
    assert!(text.starts_with("Traceback (most recent call last):"), "{text}");
    assert!(text.ends_with("ZeroDivisionError: division by zero"), "{text}");

    // As a boxed error through `?`.
    fn boxed(interp: &mut Interpreter) -> Result<(), Box<dyn std::error::Error>> {
        interp.run("raise ValueError('bad')")?;
        Ok(())
    }
    let e = boxed(&mut interp).unwrap_err();
    assert!(e.to_string().ends_with("ValueError: bad"), "{e}");
}

#[test]
fn host_error_displays_like_python() {
    assert_eq!(HostError::raise("KeyError", "'k'").to_string(), "KeyError: 'k'");
}

#[test]
fn tracebacks_print_exception_notes_after_the_exception_line() {
    // As CPython 3.11 prints them: each note on its own line after `Type: message`, a
    // non-str note through `str()`.
    let mut interp = Interpreter::new(Config::default());
    let source = "e = ValueError('v')\ne.add_note('first')\ne.add_note('two\\nlines')\n\
                  e.__notes__.append(42)\nraise e";
    let failure = interp.run(source).unwrap_err();
    let text = failure.to_string();
    assert!(text.trim_end().ends_with("ValueError: v\nfirst\ntwo\nlines\n42"), "{text}");
    let RunError::Exception { message, .. } = &failure.error else { panic!("{failure}") };
    assert_eq!(message, "v");
}

#[test]
fn tracebacks_name_library_modules_and_leave_out_those_cpython_writes_in_c() {
    let mut policy = ophis::Policy::default();
    policy.authorized_imports.extend(["decimal".into(), "json".into()]);
    let mut interp = Interpreter::new(Config { policy, ..Config::default() });
    // CPython's `decimal` is C (`_decimal`): its traceback has the program's entry only.
    let text = interp.run("import decimal\ndecimal.Decimal(1) / 0").unwrap_err().to_string();
    assert_eq!(
        text,
        "Traceback (most recent call last):\n  File \"<code>\", line 2, in <module>\n    \
         decimal.Decimal(1) / 0\ndecimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]",
        "{text}"
    );
    // CPython's `json` is Python: its entries stay, named as CPython names a module whose
    // source is built into the interpreter.
    let text = interp.run("import json\njson.loads('x')").unwrap_err().to_string();
    assert!(text.contains("\n  File \"<frozen json>\", line "), "{text}");
    assert!(!text.contains("File \"<code>\", line 1,"), "{text}");
}

#[test]
fn a_stored_exception_raised_from_another_frame_keeps_the_catching_frame_name() {
    // The exception is caught in `step` and raised again from `result`: CPython's traceback
    // shows line 6 in `step`, not in `result` (the frame that raised it last).
    let mut interp = Interpreter::new(Config::default());
    let source = "def inner():\n    raise ValueError('x')\n\ndef step(box):\n    try:\n        \
                  inner()\n    except ValueError as e:\n        box.append(e)\n\ndef result(box):\n    \
                  raise box[0]\n\nbox = []\nstep(box)\nresult(box)\n";
    let text = interp.run(source).unwrap_err().to_string();
    assert_eq!(
        text,
        "Traceback (most recent call last):\n  File \"<code>\", line 15, in <module>\n    \
         result(box)\n  File \"<code>\", line 11, in result\n    raise box[0]\n  \
         File \"<code>\", line 6, in step\n    inner()\n  File \"<code>\", line 2, in inner\n    \
         raise ValueError('x')\nValueError: x"
    );
}

#[test]
fn each_library_module_works_authorized_alone() {
    // A program that authorizes one module gets it working: the module's own imports (and
    // its functions' later use of them) are the library's, not the program's. `typing` read
    // `collections.abc` as an attribute of `collections`, which the program's import rule
    // refused when only `typing` was authorized.
    let programs: &[(&str, &str)] = &[
        ("abc", "import abc"),
        ("array", "import array\narray.array('i', [1])"),
        ("asyncio", "import asyncio\nasyncio.run(asyncio.sleep(0))"),
        ("bisect", "import bisect"),
        ("collections", "import collections\ncollections.OrderedDict(a=1)"),
        ("collections.abc", "import collections.abc\nisinstance([], collections.abc.Sequence)"),
        ("contextlib", "import contextlib\nwith contextlib.suppress(KeyError): {}[1]"),
        ("contextvars", "import contextvars\ncontextvars.ContextVar('v', default=1).get()"),
        ("copy", "import copy\ncopy.deepcopy({'a': [1]})"),
        ("dataclasses", "import dataclasses\n@dataclasses.dataclass\nclass P:\n    x: int\nP(1)"),
        ("datetime", "import datetime\ndatetime.date(2024, 1, 1).isoformat()"),
        // A comparison with a complex runs `from fractions import Fraction` inside a
        // decimal function, called from the program.
        (
            "decimal",
            "import decimal\ndecimal.Decimal('1.5') + 1\nassert decimal.Decimal(1) == 1+0j",
        ),
        ("enum", "import enum\nclass C(enum.Enum):\n    A = 1\nC.A"),
        ("fractions", "import fractions\nfractions.Fraction(1, 3) * 3"),
        ("functools", "import functools\nfunctools.lru_cache(lambda x: x)(1)"),
        ("heapq", "import heapq\nheapq.nsmallest(1, [3, 1])"),
        ("itertools", "import itertools\nlist(itertools.islice(itertools.count(), 3))"),
        ("json", "import json\njson.loads(json.dumps({'a': 1}))"),
        ("numbers", "import numbers\nisinstance(1, numbers.Number)"),
        ("operator", "import operator\noperator.attrgetter('real')(1)"),
        ("queue", "import queue\nqueue.Queue().empty()"),
        ("random", "import random\nrandom.Random(1).random()"),
        ("re", "import re\nre.sub('a', 'b', 'aa')"),
        ("statistics", "import statistics\nstatistics.mean([1, 2])"),
        ("string", "import string\nstring.Template('$a').substitute(a=1)"),
        ("textwrap", "import textwrap\ntextwrap.fill('a b c', 3)"),
        (
            "typing",
            "import typing\nclass P(typing.Protocol):\n    x: int\n\
             isinstance(1, typing.SupportsInt)\ntyping.Callable[[int], str]\n\
             def f(a: int) -> str: pass\ntyping.get_type_hints(f)",
        ),
    ];
    for dunders in [ophis::Dunders::Python, ophis::Dunders::Smolagents] {
        for (module, program) in programs {
            let mut policy = ophis::Policy { dunders, ..ophis::Policy::default() };
            policy.authorized_imports = vec![module.to_string()];
            let mut interp = Interpreter::new(Config { policy, ..Config::default() });
            if let Err(e) = interp.run(program) {
                panic!("{module}, authorized alone, {dunders:?} policy: {e}");
            }
        }
    }
}

/// A library module's imports are its own wherever its code runs (a function's import runs
/// when the program calls it), and the program's own imports stay under the allowlist: after
/// decimal imported fractions for itself, the program still may not.
#[test]
fn library_function_imports_do_not_open_the_allowlist() {
    let policy =
        ophis::Policy { authorized_imports: vec!["decimal".into()], ..ophis::Policy::default() };
    let mut interp = Interpreter::new(Config { policy, ..Config::default() });
    let out = interp.run("import decimal\nprint(decimal.Decimal('0.5') == 0.5+0j)").unwrap();
    assert_eq!(out.output, "True\n");
    for program in [
        "import fractions",
        "from fractions import Fraction",
        "def f():\n    import fractions\nf()",
    ] {
        let err = interp.run(program).unwrap_err().to_string();
        assert!(err.contains("Import of fractions is not allowed"), "{program}: {err}");
    }
}

/// unittest's suite runs a module's `setUpModule` before its first test and `tearDownModule`
/// after its last (and neither when setUpModule fails), for a module the loader loaded, as
/// CPython's does through `sys.modules`. The module is an embedder-given source module: the
/// differential corpus has one file per case and cannot import a second.
#[test]
fn unittest_runs_the_module_fixtures_of_a_loaded_module() {
    let module = r#"
import unittest
log = []
fail = []
def setUpModule():
    log.append('setUpModule')
    if fail:
        raise ValueError('no database')
def tearDownModule():
    log.append('tearDownModule')
class T(unittest.TestCase):
    def test_a(self):
        log.append('a')
    def test_b(self):
        log.append('b')
"#;
    let program = r#"
import unittest
import fixtures_mod
class Quiet:
    def write(self, text):
        pass
    def flush(self):
        pass
def run():
    suite = unittest.TestLoader().loadTestsFromModule(fixtures_mod)
    result = unittest.TextTestRunner(stream=Quiet(), verbosity=0).run(suite)
    print(fixtures_mod.log, result.testsRun, [str(t) for t, _ in result.errors])
    fixtures_mod.log.clear()
run()
fixtures_mod.fail.append(True)
run()
"#;
    let mut config = Config::default();
    config.policy.authorized_imports.extend(["unittest".into(), "fixtures_mod".into()]);
    config.source_modules.insert("fixtures_mod".into(), module);
    let mut interp = Interpreter::new(config);
    let out = interp.run(program).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        out.output,
        "['setUpModule', 'a', 'b', 'tearDownModule'] 2 []\n\
         ['setUpModule'] 0 ['setUpModule (fixtures_mod)']\n"
    );
}

/// `type(name, bases, dict)` called by a module's code names that module as the new class's
/// `__module__` (CPython's `type_new` reads the calling frame's globals), unless the dict has
/// one; called by the program, `__main__`. CPython 3.11 prints the same for the same two files.
#[test]
fn type_call_names_the_calling_module() {
    let module = r#"
def make(ns):
    return type('Made', (), ns)
Direct = type('Direct', (), {})
class Stated:
    pass
"#;
    let program = r#"
import maker_mod
print(maker_mod.make({}).__module__, maker_mod.make({'__module__': 'own'}).__module__)
print(maker_mod.Direct.__module__, maker_mod.Stated.__module__, repr(maker_mod.make({}))[:22])
print(type('Here', (), {}).__module__)
"#;
    let mut config = Config::default();
    config.policy.authorized_imports.push("maker_mod".into());
    config.source_modules.insert("maker_mod".into(), module);
    let mut interp = Interpreter::new(config);
    let out = interp.run(program).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.output, "maker_mod own\nmaker_mod maker_mod <class 'maker_mod.Made\n__main__\n");
}

/// The "Did you mean" name of an uncaught exception under `config`, and its traceback text.
fn suggestion_of(config: Config, code: &str) -> (Option<String>, String) {
    let mut interp = Interpreter::new(config);
    match interp.run(code).unwrap_err().error {
        RunError::Exception { suggestion, traceback, .. } => (suggestion, traceback),
        other => panic!("{code:?}: expected an exception, got {other}"),
    }
}

#[test]
fn suggestions_are_given_apart_from_the_message_and_shown_in_the_traceback() {
    let mut interp = Interpreter::new(Config::default());
    let f = interp.run("def f():\n    counter = 1\n    return countr\nf()").unwrap_err();
    let RunError::Exception { message, suggestion, traceback, .. } = f.error else {
        panic!("expected an exception")
    };
    // `str(e)` stays CPython's; the hint is what its display adds.
    assert_eq!(message, "name 'countr' is not defined");
    assert_eq!(suggestion.as_deref(), Some("counter"));
    assert!(
        traceback.ends_with("NameError: name 'countr' is not defined. Did you mean: 'counter'?\n"),
        "{traceback}"
    );
}

#[test]
fn suggestions_never_offer_what_the_sandbox_hides() {
    use ophis::Dunders;
    // A refused dunder is no suggestion under the `smolagents` policy, as it is under `python`.
    let code = "class A:\n    pass\nA().__dict";
    let (python, _) = suggestion_of(Config::default(), code);
    assert_eq!(python.as_deref(), Some("__dict__"));
    let mut smol = Config::default();
    smol.policy.dunders = Dunders::Smolagents;
    let (smolagents, tb) = suggestion_of(smol, code);
    assert_eq!(smolagents, None, "{tb}");
    // Denied builtins are never offered (CPython would offer 'exec').
    let (denied, tb) = suggestion_of(Config::default(), "exce('1')");
    assert_eq!(denied, None, "{tb}");
    // The interpreter's insides are not offered either.
    let (insides, tb) = suggestion_of(Config::default(), "def f(): pass\nf.__globals");
    assert_ne!(insides.as_deref(), Some("__globals__"), "{tb}");
    // Nor builtins outside `allowed_builtins`.
    let mut only_print = Config::default();
    only_print.policy.allowed_builtins = Some(vec!["print".to_string()]);
    let (restricted, tb) = suggestion_of(only_print, "lenn([1])");
    assert_eq!(restricted, None, "{tb}");
}
