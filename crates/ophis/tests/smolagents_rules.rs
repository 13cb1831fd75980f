//! smolagents' two evaluator rules that CPython has no equivalent of, so differential cases
//! cannot check them: the value of a run under `ResultRule::Smolagents` (the value of the last
//! top-level statement, whatever its kind) and the operation count, which equals smolagents'
//! `_operations_count` (one per node its `evaluate_ast` visits). The expected numbers were
//! measured with smolagents 1.26.0's `evaluate_python_code` on the same programs.

use ophis::{Config, HostValue, Interpreter, ResultRule};

fn smol() -> Interpreter {
    Interpreter::new(Config { result_rule: ResultRule::Smolagents, ..Config::default() })
}

fn value_of(interp: &mut Interpreter, code: &str) -> Option<HostValue> {
    match interp.run(code) {
        Ok(out) => out.value,
        Err(f) => panic!("{code:?} failed: {}", f.error),
    }
}

fn s(text: &str) -> Option<HostValue> {
    Some(HostValue::Str(text.to_string()))
}

fn int(i: i64) -> Option<HostValue> {
    Some(HostValue::Int(i))
}

#[test]
fn smolagents_rule_values_of_simple_statements() {
    let mut i = smol();
    assert_eq!(value_of(&mut i, "x = 3"), int(3));
    assert_eq!(value_of(&mut i, "a = b = 4"), int(4));
    assert_eq!(
        value_of(&mut i, "a, b = 1, 2"),
        Some(HostValue::Tuple(vec![HostValue::Int(1), HostValue::Int(2)]))
    );
    assert_eq!(value_of(&mut i, "x += 2"), int(5));
    assert_eq!(value_of(&mut i, "l = [0]\nl[0] += 7"), int(7));
    assert_eq!(value_of(&mut i, "y: int = 6"), int(6));
    assert_eq!(value_of(&mut i, "z: int"), None);
    assert_eq!(value_of(&mut i, "x * 10"), int(50));
    assert_eq!(value_of(&mut i, "a=1;b=None"), Some(HostValue::None));
    // Statements without a value.
    assert_eq!(value_of(&mut i, "x = 1\nwhile x < 3:\n    x += 1"), None);
    assert_eq!(value_of(&mut i, "try:\n    x = 1\nexcept ValueError:\n    pass"), None);
    assert_eq!(value_of(&mut i, "import math"), None);
    assert_eq!(value_of(&mut i, "del x"), None);
    assert_eq!(value_of(&mut i, "pass"), None);
}

#[test]
fn smolagents_rule_if_is_the_last_non_none_value_of_the_branch_taken() {
    let mut i = smol();
    let code = "if x <= 3:\n    y = 2\nelse:\n    y = 5";
    i.run("x = 3").unwrap();
    assert_eq!(value_of(&mut i, code), int(2));
    i.run("x = 8").unwrap();
    assert_eq!(value_of(&mut i, code), int(5));
    // elif is an `if` in the else branch; a trailing None-valued statement keeps the value.
    assert_eq!(
        value_of(
            &mut i,
            "if x < 0:\n    c = 'a'\nelif x > 5:\n    c = 'b'\n    pass\nelse:\n    c = 'c'"
        ),
        s("b")
    );
    assert_eq!(value_of(&mut i, "if x < 0:\n    c = 1"), None);
}

#[test]
fn smolagents_rule_for_is_the_last_non_none_value_over_all_iterations() {
    let mut i = smol();
    assert_eq!(value_of(&mut i, "x = 0\nfor i in range(3):\n    x = i"), int(2));
    let code = "text_block = ['THESE', 'AGULL']\nsentence = ''\nfor block in text_block:\n    for col in range(len(text_block[0])):\n        sentence += block[col]\n";
    assert_eq!(value_of(&mut i, code), s("THESEAGULL"));
    let code = "for a, b in [('Ralf Weikert', 'Austria'), ('Samuel Seungwon Lee', 'South Korea')]:res = a.split()[0]";
    assert_eq!(value_of(&mut i, code), s("Samuel"));
    // `break` keeps the value so far; the statements of the branch that broke are lost, as
    // in smolagents (its `break` is an exception leaving the `if`).
    assert_eq!(
        value_of(
            &mut i,
            "for i in range(5):\n    v = i\n    if i == 2:\n        w = 10\n        break"
        ),
        int(2)
    );
    assert_eq!(
        value_of(&mut i, "for i in range(4):\n    if i % 2:\n        continue\n    v = i * 10"),
        int(20)
    );
    assert_eq!(value_of(&mut i, "for i in []:\n    v = i"), None);
    // The `else` block runs (CPython's semantics) and adds nothing to the value.
    assert_eq!(value_of(&mut i, "for i in range(2):\n    v = i\nelse:\n    w = 99"), int(1));
    assert_eq!(i.get_global("w"), int(99));
}

#[test]
fn smolagents_rule_definitions_are_worth_the_function_or_class() {
    let mut i = smol();
    match value_of(&mut i, "def f():\n    return 1") {
        Some(HostValue::Sandbox(_)) => {}
        other => panic!("expected the function, got {other:?}"),
    }
    match value_of(&mut i, "class A:\n    pass") {
        Some(HostValue::Sandbox(_)) => {}
        other => panic!("expected the class, got {other:?}"),
    }
}

#[test]
fn default_rule_is_the_last_expression_statement() {
    let mut i = Interpreter::new(Config::default());
    assert_eq!(value_of(&mut i, "x = 3"), None);
    assert_eq!(value_of(&mut i, "if x:\n    y = 2"), None);
    assert_eq!(value_of(&mut i, "x + 1"), int(4));
}

#[test]
fn operation_counts_equal_smolagents() {
    let cases: &[(&str, u64)] = &[
        ("x = 3", 2),
        ("x = 3\ny = len([x, x])", 7),
        ("x = 3\ntext = f'This is x: {x}.'", 8),
        ("x = 3.336\ntext = f'This is x: {x:.2f}.'", 10),
        (
            "x = 3.336\nwidth = 10\nprecision = 2\ntext = f'This is x: {x:>{width}.{precision}f}.'",
            20,
        ),
        ("x = 3\nd = {'x': x, 'y': abs(x)}", 9),
        ("def func():\n    return 0\n\nfunc()", 5),
        ("f = lambda a: a + 1\ny = f(2)", 8),
        ("x = sorted([3, 1, 2], key=lambda v: -v)", 13),
        // Key functions read without a frame (`Interp::call_key`) count what the call would.
        ("x = sorted([(2, 'a'), (1, 'b')], key=lambda r: r[0])", 16),
        ("def k(r):\n    return r[1]\nx = max([(2, 'a'), (1, 'b')], key=k)", 19),
        ("x = min([{'s': 2}, {'s': 1}], key=lambda d: d['s'])", 16),
        ("x = sorted([[1, 2], [0, 3]], key=lambda r: r[-1])", 18),
        ("x = [i * 2 for i in range(4) if i]", 17),
        ("x = 0\nfor i in range(3):\n    x = i", 11),
        ("x = 0\nwhile x < 3:\n    x += 1", 21),
        ("try:\n    raise ValueError('a')\nexcept ValueError as e:\n    x = str(e)", 8),
        ("s = 'hello'\nt = s[1:3][::-1]", 12),
        ("def add(a, b):\n    c = a + b\n    return c\nadd(1, 2) + add(3, 4)", 21),
        ("x = [1, 2]\nx.append(3)\nx[0] = x[1]", 14),
        ("x = [0]\nx[0] += 1", 9),
        ("def g():\n    pass\ng.b = 1\ng.b += 2\nc = [g]\nc[0].b += 1", 19),
    ];
    for (code, expected) in cases {
        for mut interp in [smol(), Interpreter::new(Config::default())] {
            match interp.run(code) {
                Ok(out) => assert_eq!(out.stats.operations, *expected, "operations of {code:?}"),
                Err(f) => panic!("{code:?} failed: {}", f.error),
            }
        }
    }
}
