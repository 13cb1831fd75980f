//! Hardening options of the core: `allowed_builtins`, and the lines every error reports.

use ophis::{Config, Interpreter, LimitKind, RunError};

fn run_with_builtins(allowed: &[&str], src: &str) -> Result<ophis::RunOutput, ophis::RunFailure> {
    let mut config = Config::default();
    config.policy.allowed_builtins = Some(allowed.iter().map(|s| s.to_string()).collect());
    Interpreter::new(config).run(src)
}

#[test]
fn only_allowed_builtins_exist() {
    let out =
        run_with_builtins(&["len", "print", "sorted"], "print(len(sorted([3, 1, 2])))").unwrap();
    assert_eq!(out.output, "3\n");
    let f = run_with_builtins(
        &["len", "print"],
        "x = 1\nprint(len([x]))\ny = max(1, 2)\nprint('not reached')",
    )
    .unwrap_err();
    assert_eq!(f.output, "1\n");
    match f.error {
        RunError::Limit { kind: LimitKind::Forbidden, message, line, module_line } => {
            assert_eq!(
                message,
                "Forbidden access to builtin: max (not among the allowed builtins)"
            );
            assert_eq!((line, module_line), (3, 3));
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    // The refusal cannot be caught, not even by a bare `except:`.
    let f = run_with_builtins(
        &["print"],
        "try:\n    open('/etc/passwd')\nexcept:\n    print('caught')",
    )
    .unwrap_err();
    assert!(matches!(f.error, RunError::Limit { kind: LimitKind::Forbidden, .. }), "{:?}", f.error);
    assert_eq!(f.output, "");
    // Exception classes always exist; a program's own name shadowing a builtin is its own.
    let out = run_with_builtins(&["print"], "def max(a, b):\n    return a\ntry:\n    raise ValueError('v')\nexcept ValueError as e:\n    print(e, max(1, 2))").unwrap();
    assert_eq!(out.output, "v 1\n");
    // Library modules keep their builtins.
    let mut config = Config::default();
    config.policy.allowed_builtins = Some(vec!["print".into()]);
    let out = Interpreter::new(config)
        .run("import statistics\nprint(statistics.mean([1, 2, 3, 4]))")
        .unwrap();
    assert_eq!(out.output, "2.5\n");
}

#[test]
fn errors_report_the_line_and_the_top_level_statement() {
    let mut interp = Interpreter::new(Config::default());
    let src = "x = 1\ndef f():\n    y = 2\n    return 1 / 0\nif x:\n    f()\n";
    match interp.run(src).unwrap_err().error {
        RunError::Exception { line, module_line, type_name, .. } => {
            assert_eq!(type_name, "ZeroDivisionError");
            assert_eq!((line, module_line), (4, 6));
        }
        other => panic!("{other:?}"),
    }
    let src = "def g():\n    import os\n\ng()\n";
    match interp.run(src).unwrap_err().error {
        RunError::Limit { kind: LimitKind::Forbidden, line, module_line, .. } => {
            assert_eq!((line, module_line), (2, 4))
        }
        other => panic!("{other:?}"),
    }
    // A library frame is not the program's line: the error is reported where the program called it.
    let src = "import statistics\n\nstatistics.mean([])\n";
    match interp.run(src).unwrap_err().error {
        RunError::Exception { line, module_line, type_name, .. } => {
            assert_eq!(type_name, "statistics.StatisticsError");
            assert_eq!((line, module_line), (3, 3));
        }
        other => panic!("{other:?}"),
    }
}
