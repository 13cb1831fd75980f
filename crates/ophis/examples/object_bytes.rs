//! Bytes per object by the allocator's count: builds a list of N objects of each kind in one
//! interpreter and reports the live bytes it grew by, minus a list of N `None`s (the list's
//! own slots), divided by N. `cargo run --release -p ophis --example object_bytes`.

use ophis::{Config, Interpreter};

#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

const N: usize = 20_000;

const KINDS: &[(&str, &str, &str)] = &[
    ("[i]", "", "[i]"),
    ("[]", "", "[]"),
    ("{'a': i}", "", "{'a': i}"),
    ("{}", "", "{}"),
    ("(i, i)", "", "(i, i)"),
    ("{i}", "", "{i}"),
    ("set()", "", "set()"),
    (
        "instance, 2 attributes",
        "class P:\n    def __init__(self, i):\n        self.a = i\n        self.b = i\n",
        "P(i)",
    ),
    (
        "instance with __slots__, 2",
        "class P:\n    __slots__ = ('a', 'b')\n    def __init__(self, i):\n        self.a = i\n        self.b = i\n",
        "P(i)",
    ),
    ("instance, no attributes", "class P:\n    pass\n", "P()"),
    ("closure", "def make(i):\n    def f():\n        return i\n    return f\n", "make(i)"),
];

fn grown(prelude: &str, expr: &str) -> isize {
    let mut interp = Interpreter::new(Config::default());
    interp.run(prelude).expect("the prelude runs");
    let before = ophis::live_bytes().expect("the counting allocator is installed");
    interp.run(&format!("x = [{expr} for i in range({N})]")).expect("the program runs");
    let after = ophis::live_bytes().expect("the counting allocator is installed");
    after - before
}

fn main() {
    let base = grown("", "None");
    println!("{:<28} {:>8}", "kind", "B/obj");
    for (name, prelude, expr) in KINDS {
        let g = grown(prelude, expr);
        println!("{:<28} {:>8.1}", name, (g as f64 - base as f64) / N as f64);
    }
}
