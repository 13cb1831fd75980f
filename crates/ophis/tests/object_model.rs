//! The object model's requirements (ARCHITECTURE.md, "Requirements") and the run-level guarantees
//! built on them: the interpreter is `Send`, cyclic garbage does not stop long-lived executors,
//! deep recursion and deep nesting end in Python errors rather than crashes, the limits give
//! smolagents' messages, and globals persist between runs.

use std::sync::{Arc, Barrier};

use ophis::{Config, HostValue, Interpreter, LimitKind, RunError, RunFailure, RunOutput};

// Compile-time check: `Interpreter` is `Send` (an agent may call its executor from any thread).
const _: () = {
    const fn assert_send<T: Send>() {}
    assert_send::<Interpreter>();
};

fn interp() -> Interpreter {
    Interpreter::new(Config::default())
}

fn ok(interp: &mut Interpreter, source: &str) -> RunOutput {
    match interp.run(source) {
        Ok(out) => out,
        Err(RunFailure { error, output, .. }) => {
            panic!("expected success running:\n{source}\ngot: {error}\noutput so far: {output:?}")
        }
    }
}

fn failure(interp: &mut Interpreter, source: &str) -> RunError {
    match interp.run(source) {
        Ok(out) => panic!(
            "expected a failure running:\n{}\nit succeeded with output {:?}",
            preview(source),
            out.output
        ),
        Err(f) => f.error,
    }
}

fn preview(source: &str) -> String {
    if source.len() > 200 {
        format!("{}... ({} bytes)", &source[..200], source.len())
    } else {
        source.to_string()
    }
}

#[test]
fn interpreter_moves_to_another_thread() {
    let mut i = interp();
    ok(&mut i, "x = [1, 2, 3]");
    let handle = std::thread::spawn(move || {
        let out = ok(&mut i, "x.append(4)\nprint(sum(x))");
        (out.output, i)
    });
    let (output, mut i) = handle.join().expect("thread");
    assert_eq!(output, "10\n");
    assert_eq!(ok(&mut i, "print(len(x))").output, "4\n");
}

#[test]
fn two_interpreters_in_two_threads() {
    // Both start together and run CPU-heavy loops at the same time; each must get its own
    // right answer.
    let barrier = Arc::new(Barrier::new(2));
    let program = |k: i64| {
        format!(
            "def work(n, k):\n    total = 0\n    for i in range(n):\n        total = (total + i * k) % 1000003\n    return total\n\
             def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\
             print(work(200000, {k}), fib(18))\n"
        )
    };
    let expected = |k: i64| {
        let mut total: i64 = 0;
        for i in 0..200_000i64 {
            total = (total + i * k) % 1_000_003;
        }
        format!("{total} 2584\n")
    };
    let handles: Vec<_> = [3i64, 7]
        .into_iter()
        .map(|k| {
            let barrier = barrier.clone();
            let source = program(k);
            std::thread::spawn(move || {
                let mut i = interp();
                barrier.wait();
                let out = ok(&mut i, &source);
                (k, out.output)
            })
        })
        .collect();
    for h in handles {
        let (k, output) = h.join().expect("thread");
        assert_eq!(output, expected(k), "interpreter with k={k}");
    }
}

#[test]
fn many_runs_building_reference_cycles() {
    // 100 runs in one long-lived interpreter, each building 10,000 two-object cycles. Each
    // run must succeed, and the cycle collector must keep the number of live objects bounded:
    // after every run only the last cycle (still referenced by the globals `a` and `b`) and
    // the class may remain, whatever happened in earlier runs.
    let mut i = interp();
    ok(&mut i, "class N:\n    pass\n");
    let program = "for _ in range(10000):\n    a = N()\n    b = N()\n    a.o = b\n    b.o = a\nprint(a.o.o is a)\n";
    for run in 0..100 {
        let out = match i.run(program) {
            Ok(out) => out,
            Err(f) => panic!("run {run} failed: {}", f.error),
        };
        assert_eq!(out.output, "True\n", "run {run}");
        let live = i.live_objects();
        assert!(live < 100, "run {run}: {live} objects still alive after collection");
    }
}

#[test]
fn classes_whose_descriptors_were_read_are_collected() {
    // A class's `__dict__` and its slots' member descriptors are made by `_ophis_types`, which
    // kept them in a module-level table keyed by class: every class read that way lived as
    // long as the interpreter. Now the table is the class's own, so temporary classes go.
    let mut i = interp();
    let program = "for k in range(200):\n    class C:\n        __slots__ = ('a',)\n    c = C()\n    C.a.__set__(c, k)\n    d = C.__dict__\n    assert d['a'] is C.a and c.a == k\nprint(k)\n";
    let mut after_first = 0;
    for run in 0..5 {
        let out = match i.run(program) {
            Ok(out) => out,
            Err(f) => panic!("run {run} failed: {}", f.error),
        };
        assert_eq!(out.output, "199\n", "run {run}");
        let live = i.live_objects();
        if run == 0 {
            after_first = live;
        }
        assert!(
            live <= after_first + 20,
            "run {run}: {live} objects alive, {after_first} after the first run"
        );
        assert!(
            live < 400,
            "run {run}: {live} objects alive: the classes of earlier iterations were kept"
        );
    }
}

#[test]
fn deep_recursion_is_a_recursion_error() {
    let mut i = interp();
    match failure(&mut i, "def f(n):\n    return f(n + 1)\nf(0)\n") {
        RunError::Exception { type_name, message, traceback, .. } => {
            assert_eq!(type_name, "RecursionError", "traceback:\n{traceback}");
            assert!(message.contains("maximum recursion depth exceeded"), "message: {message:?}");
        }
        other => panic!("expected RecursionError, got {other:?}"),
    }
    // The interpreter is usable afterwards, with its full depth available again.
    let out = ok(&mut i, "def g(n):\n    return 0 if n == 0 else 1 + g(n - 1)\nprint(g(500))\n");
    assert_eq!(out.output, "500\n");
    assert_eq!(ok(&mut i, "1 + 1").value, Some(HostValue::Int(2)));
}

#[test]
fn deep_nesting_is_a_syntax_error() {
    let mut i = interp();
    let source = format!("{}{}", "(".repeat(100_000), ")".repeat(100_000));
    match failure(&mut i, &source) {
        RunError::Syntax(_) => {}
        other => panic!("expected a syntax error, got {other:?}"),
    }
    // Still usable.
    assert_eq!(ok(&mut i, "print((((1))))").output, "1\n");
}

#[test]
fn long_operator_chain_is_a_syntax_error() {
    let mut i = interp();
    let source = vec!["1"; 200_000].join("+");
    match failure(&mut i, &source) {
        RunError::Syntax(_) => {}
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert_eq!(ok(&mut i, "print(1+1+1)").output, "3\n");
}

#[test]
fn while_loop_cap() {
    let mut i = interp();
    match failure(&mut i, "while True:\n    pass\n") {
        RunError::Limit { kind, message, .. } => {
            assert_eq!(kind, LimitKind::WhileIterations);
            assert_eq!(message, "Maximum number of 1000000 iterations in While loop exceeded");
        }
        other => panic!("expected the while-loop limit, got {other:?}"),
    }
}

#[test]
fn operation_limit() {
    let mut i = interp();
    match failure(&mut i, "for i in range(10**9):\n    x = i\n") {
        RunError::Limit { kind, message, .. } => {
            assert_eq!(kind, LimitKind::Operations);
            assert_eq!(
                message,
                "Reached the max number of operations of 10000000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations."
            );
        }
        other => panic!("expected the operations limit, got {other:?}"),
    }
}

#[test]
fn limit_errors_cannot_be_caught() {
    let mut i = interp();
    let source =
        "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n";
    match i.run(source) {
        Err(RunFailure {
            error: RunError::Limit { kind: LimitKind::WhileIterations, .. },
            output,
            ..
        }) => {
            assert_eq!(output, "", "the program's handler must not run");
        }
        other => panic!("expected the while-loop limit, got {other:?}"),
    }
}

#[test]
fn globals_persist_across_runs() {
    let mut i = interp();
    ok(&mut i, "x = 41\ndef inc(v):\n    return v + 1\nclass Box:\n    def __init__(self, v):\n        self.v = v\n");
    ok(&mut i, "x = inc(x)\nb = Box(x)");
    let out = ok(&mut i, "print(x, b.v)\nx");
    assert_eq!(out.output, "42 42\n");
    assert_eq!(out.value, Some(HostValue::Int(42)));
    // A failed run keeps what it assigned before failing.
    assert!(i.run("y = 5\nraise ValueError('stop')").is_err());
    assert_eq!(ok(&mut i, "print(y)").output, "5\n");
    assert!(i.global_names().iter().any(|n| n == "inc"));
}

#[test]
fn get_and_set_globals() {
    let mut i = interp();
    assert_eq!(i.get_global("missing"), None);
    i.set_global("n", HostValue::Int(21)).unwrap();
    assert_eq!(i.get_global("n"), Some(HostValue::Int(21)));
    let out = ok(&mut i, "m = n * 2\nprint(m)");
    assert_eq!(out.output, "42\n");
    assert_eq!(i.get_global("m"), Some(HostValue::Int(42)));
    // A value read out and set back under another name round-trips.
    let m = i.get_global("m").expect("m is set");
    i.set_global("k", m.clone()).unwrap();
    assert_eq!(i.get_global("k"), Some(m));
    assert_eq!(ok(&mut i, "print(k == m, k + 1)").output, "True 43\n");

    // Plain data of every shape round-trips through the program unchanged.
    let data = HostValue::Dict(vec![
        (HostValue::Str("name".into()), HostValue::Str("ophis ✓".into())),
        (
            HostValue::Str("items".into()),
            HostValue::List(vec![
                HostValue::Int(-3),
                HostValue::Float(2.5),
                HostValue::None,
                HostValue::Bool(true),
                HostValue::Tuple(vec![HostValue::Int(1), HostValue::Str("x".into())]),
            ]),
        ),
    ]);
    i.set_global("data", data.clone()).unwrap();
    assert_eq!(i.get_global("data"), Some(data.clone()));
    let out = ok(
        &mut i,
        "copy = {k: v for k, v in data.items()}\nprint(data['name'], len(data['items']))",
    );
    assert_eq!(out.output, "ophis ✓ 5\n");
    assert_eq!(i.get_global("copy"), Some(data));
}

/// Special methods ophis does not implement fail loudly, naming the construct, instead of being
/// skipped (a metaclass's skipped `__getattribute__` would answer differently; an
/// instance's is supported).
#[test]
fn unsupported_special_methods_fail_loudly() {
    let cases = [
        (
            "class B(type):\n    def __getattribute__(cls, name):\n        return 1",
            "__getattribute__ (defined in class B) is not supported by ophis",
        ),
        (
            "class C:\n    def __del__(self):\n        pass",
            "__del__ (defined in class C) is not supported by ophis",
        ),
    ];
    for (src, expected) in cases {
        let mut interp = ophis::Interpreter::new(ophis::Config::default());
        match interp.run(src).unwrap_err().error {
            ophis::RunError::Exception { type_name, message, .. } => {
                assert_eq!(type_name, "NotImplementedError", "{src}");
                assert_eq!(message, expected);
            }
            other => panic!("{src}: {other:?}"),
        }
    }
}

/// smolagents' wording travels with an uncaught exception (`RunError::Exception::explanation`)
/// and is gone once the program caught it; the program itself only ever sees CPython's.
#[test]
fn uncaught_errors_carry_smolagents_wording() {
    let explanation = |i: &mut Interpreter, src: &str| match failure(i, src) {
        RunError::Exception { explanation, .. } => explanation,
        other => panic!("expected an exception from {src:?}, got {other:?}"),
    };
    let mut i = interp();
    assert_eq!(
        explanation(&mut i, "x = {'a': 1}\nx['b']").as_deref(),
        Some("Could not index {'a': 1} with 'b': KeyError: 'b'")
    );
    assert_eq!(
        explanation(&mut i, "del nope").as_deref(),
        Some("Cannot delete name 'nope': name is not defined")
    );
    assert_eq!(
        explanation(&mut i, "a, b = 1, 2, 3").as_deref(),
        Some("Cannot unpack tuple of wrong size")
    );
    assert_eq!(
        explanation(&mut i, "[a, b] = 1, 2, 3"),
        None,
        "list targets are not smolagents' tuple targets"
    );
    assert_eq!(
        explanation(&mut i, "l = [1]\nl += 2").as_deref(),
        Some("Cannot add non-list value 2 to a list.")
    );
    assert_eq!(
        explanation(&mut i, "def f(**k):\n    pass\nf(**3)").as_deref(),
        Some("Cannot unpack non-dict value in **kwargs: int")
    );
    // A cycle renders as CPython's repr does.
    assert_eq!(
        explanation(&mut i, "l = [1]\nl.append(l)\nl[5]").as_deref(),
        Some("Could not index [1, [...]] with '5': IndexError: list index out of range")
    );
    // Caught, then raised again or replaced: CPython's text only.
    assert_eq!(explanation(&mut i, "try:\n    {}['k']\nexcept KeyError:\n    raise"), None);
    assert_eq!(explanation(&mut i, "try:\n    {}['k']\nexcept KeyError as e:\n    raise e"), None);
    assert_eq!(
        explanation(&mut i, "try:\n    {}['k']\nfinally:\n    x = [1][3]").as_deref(),
        Some("Could not index [1] with '3': IndexError: list index out of range")
    );
    // An exception the program raises itself has none; a `with` that does not suppress keeps it.
    assert_eq!(explanation(&mut i, "raise KeyError('k')"), None);
    let with = "class M:\n    def __enter__(self):\n        return self\n    def __exit__(self, *a):\n        return False\nwith M():\n    {}['z']";
    assert_eq!(
        explanation(&mut i, with).as_deref(),
        Some("Could not index {} with 'z': KeyError: 'z'")
    );
    // The program's own classes are not rendered after the run (their __str__ is program code).
    assert_eq!(explanation(&mut i, "class C:\n    pass\nd = {1: C()}\nd[2]"), None);
    let out = ok(&mut i, "try:\n    {}['k']\nexcept KeyError as e:\n    print(repr(e), str(e))");
    assert_eq!(out.output, "KeyError('k') 'k'\n");
}

/// A lone surrogate cannot live in an ophis string: every way to make one (a literal escape,
/// `chr`, the `unicode_escape` codec) fails loudly instead of answering U+FFFD.
#[test]
fn lone_surrogates_fail_loudly() {
    let mut i = interp();
    // The literal fails where it is evaluated, so a module holding one still loads.
    match failure(&mut i, "def f():\n    return 'ok \\ud800'\nprint('loaded')\nf()") {
        RunError::Exception { type_name, message, .. } => {
            assert_eq!(type_name, "NotImplementedError");
            assert!(
                message.contains("lone surrogate escape is not supported by ophis"),
                "{message}"
            );
        }
        other => panic!("expected NotImplementedError, got {other:?}"),
    }
    // An escaped backslash is no escape, and U+FFFD itself is an ordinary character.
    assert_eq!(ok(&mut i, "print(len('\\\\ud800'), '\\ufffd' == chr(0xfffd))").output, "6 True\n");
    for (src, expected) in [
        ("chr(0xdc00)", "chr(0xdc00) is a lone surrogate, which ophis strings cannot hold"),
        (
            "b'\\\\ud801'.decode('unicode_escape')",
            "the escape for U+D801 decodes to a lone surrogate, which ophis strings cannot hold",
        ),
    ] {
        match failure(&mut i, src) {
            RunError::Exception { type_name, message, .. } => {
                assert_eq!(type_name, "ValueError", "{src}");
                assert_eq!(message, expected);
            }
            other => panic!("{src}: {other:?}"),
        }
    }
    // The other makers of lone surrogates: str.translate, the 'c' formats, JSON's escapes,
    // and the surrogateescape/surrogatepass decoders where CPython's handler would make one.
    for (src, ty, expected) in [
        (
            "'a'.translate({97: 0xd800})",
            "ValueError",
            "character mapping U+D800 is a lone surrogate, which ophis strings cannot hold",
        ),
        (
            "'%c' % 0xdfff",
            "ValueError",
            "%c arg U+DFFF is a lone surrogate, which ophis strings cannot represent",
        ),
        (
            "format(0xd800, 'c')",
            "ValueError",
            "%c arg U+D800 is a lone surrogate, which ophis strings cannot represent",
        ),
        (
            "b'a\\xff'.decode('utf-8', 'surrogateescape')",
            "NotImplementedError",
            "the 'surrogateescape' error handler would decode byte 0xff to a lone surrogate, \
             which ophis strings cannot hold",
        ),
        (
            "b'\\xed\\xa0\\x80'.decode('utf-8', 'surrogatepass')",
            "NotImplementedError",
            "the 'surrogatepass' error handler would decode bytes 0xed 0xa0 0x80 to a lone \
             surrogate, which ophis strings cannot hold",
        ),
        (
            "b'\\x00\\xdc'.decode('utf-16-le', 'surrogatepass')",
            "NotImplementedError",
            "the 'surrogatepass' error handler would decode bytes 0x00 0xdc to a lone \
             surrogate, which ophis strings cannot hold",
        ),
    ] {
        match failure(&mut i, src) {
            RunError::Exception { type_name, message, .. } => {
                assert_eq!((type_name.as_str(), message.as_str()), (ty, expected), "{src}");
            }
            other => panic!("{src}: {other:?}"),
        }
    }
    // Where CPython's handlers decline too, the error is the strict one; valid input decodes.
    let out = ok(
        &mut i,
        "for b, h in [(b'\\x00\\xff', 'surrogatepass'), (b'\\xc3\\xa9t', 'surrogateescape')]:\n\
         \x20   try:\n        print(b.decode('utf-8', h))\n    except UnicodeDecodeError as e:\n\
         \x20       print(e.reason)",
    );
    assert_eq!(out.output, "invalid start byte\nét\n");
}

/// `float.__getformat__` (reachable where the dunder rule allows it, as in the CPython test
/// runner) answers as CPython does on IEEE 754 little-endian hosts.
#[test]
fn float_getformat_as_cpython() {
    let mut config = ophis::Config::default();
    config.policy.allowed_dunders.push("__getformat__".into());
    let mut interp = ophis::Interpreter::new(config);
    let src = "print(float.__getformat__('double'), float.__getformat__('float'))\n\
               for bad in ['chicken', 1]:\n    try:\n        float.__getformat__(bad)\n    except ValueError as e:\n        print('ValueError', e)\n    except TypeError as e:\n        print('TypeError', e)";
    let out = interp.run(src).unwrap();
    assert_eq!(
        out.output,
        "IEEE, little-endian IEEE, little-endian\nValueError __getformat__() argument 1 must be 'double' or 'float'\nTypeError __getformat__() argument must be str, not int\n"
    );
}

/// Under the `smolagents` dunder policy `dir()` lists only the names the program may read:
/// the dunders that policy refuses (`__class__`, `__reduce_ex__`, `__dict__`) are left out,
/// the harmless ones (`__eq__`, `__doc__`, `__init__`'s protocol peers) and plain names stay;
/// under `python` all of them are listed, as in CPython.
#[test]
fn dir_lists_what_the_dunder_policy_lets_through() {
    let program = "class A:\n    def m(self):\n        pass\n\
                   names = dir(A()) + dir(1) + dir(A)\n\
                   print('_' * 2 + 'class' + '_' * 2 in names, '_' * 2 + 'reduce_ex' + '_' * 2 in names, \
                   '_' * 2 + 'dict' + '_' * 2 in names, '_' * 2 + 'eq' + '_' * 2 in names, \
                   '_' * 2 + 'doc' + '_' * 2 in names, 'm' in names, 'bit_length' in names)\n";
    for (dunders, expected) in [
        (ophis::Dunders::Python, "True True True True True True True\n"),
        (ophis::Dunders::Smolagents, "False False False True True True True\n"),
    ] {
        let mut config = Config::default();
        config.policy.dunders = dunders;
        let mut interp = Interpreter::new(config);
        let out = ok(&mut interp, program);
        assert_eq!(out.output, expected, "{dunders:?}");
    }
}
