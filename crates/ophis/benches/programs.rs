//! Wall-clock benches of the core's hot paths, one per program in `benches/programs/` (the same
//! programs `benches/compare.py` times against CPython): `cargo bench -p ophis`, or
//! `cargo bench -p ophis -- fib` for one. Each sample creates an interpreter and runs the
//! program with the default limits, so operation counting and the deadline are on, as in
//! production. For repeatable instruction counts use `benches/callgrind.sh`.

use ophis::{Config, Interpreter};

fn main() {
    divan::main();
}

/// Runs `source` in a fresh interpreter that may import `json` (and the default modules).
fn run(source: &str) {
    let mut config = Config::default();
    config.policy.authorized_imports.push("json".to_string());
    let mut interp = Interpreter::new(config);
    let out = interp.run(divan::black_box(source));
    if let Err(e) = out {
        panic!("bench program failed: {e:?}");
    }
}

macro_rules! program_benches {
    ($($name:ident),* $(,)?) => {
        $(
            #[divan::bench(sample_count = 20, sample_size = 1)]
            fn $name() {
                run(include_str!(concat!("../../../benches/programs/", stringify!($name), ".py")));
            }
        )*
    };
}

program_benches!(
    closures,
    comprehensions,
    dict_count,
    exceptions,
    fib,
    generators,
    arith_loop,
    methods,
    re_json,
    sorting,
    strings,
    unpacking,
);

/// The fixed cost an embedder pays per run: a new interpreter and `1 + 1`.
#[divan::bench]
fn create_and_run_one_plus_one() {
    let mut interp = Interpreter::new(Config::default());
    let out = interp.run(divan::black_box("1 + 1"));
    assert!(out.is_ok());
}
