//! Deep and wide values (issue 16): programs that build a value hundreds of thousands of
//! levels deep out of every kind of container and object, then walk it (repr, comparison,
//! hashing, isinstance, json, copy), free it (directly, inside a generator, as garbage in a
//! cycle), and leave it to the embedder, who converts it to host values and drops the whole
//! interpreter. Each walk must succeed or raise CPython's RecursionError (or another ordinary
//! exception); no input may overflow the native stack, abort, or hang past the limits.
#![no_main]

use std::time::{Duration, Instant};

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;

use ophis::{Config, Interpreter, LimitKind, Limits, Policy, RunError};

#[path = "common.rs"]
mod common;

/// One way of wrapping the value built so far in another level.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Layer {
    List,
    Tuple,
    DictValue,
    SharedPair,
    SharedList,
    Closure,
    Exception,
    Cause,
    Map,
    Zip,
    Filter,
    Enumerate,
    Instance,
    BoundMethod,
    Generator,
    Class,
    FrozenSet,
    Cell,
}

impl Layer {
    /// A Python expression wrapping `x` (helpers are defined in `PRELUDE`).
    fn wrap(self) -> &'static str {
        match self {
            Layer::List => "[x]",
            Layer::Tuple => "(x,)",
            Layer::DictValue => "{i: x}",
            Layer::SharedPair => "(x, x)",
            Layer::SharedList => "[x, x]",
            Layer::Closure => "_closure(x)",
            Layer::Exception => "ValueError(x)",
            Layer::Cause => "_caused(x)",
            Layer::Map => "map(_ident, [x])",
            Layer::Zip => "zip([x])",
            Layer::Filter => "filter(None, [x])",
            Layer::Enumerate => "enumerate([x])",
            Layer::Instance => "_Obj(x)",
            Layer::BoundMethod => "_Obj(x).get",
            Layer::Generator => "(v for v in [x])",
            Layer::Class => "type('C', (), {'v': x})",
            Layer::FrozenSet => "frozenset([(i, x)]) if _hashable(x) else (x,)",
            Layer::Cell => "_cell(x)",
        }
    }
}

/// What is done with the deep value once built.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Then {
    Repr,
    Str,
    Equal,
    Less,
    Hash,
    Contains,
    IsInstance,
    Json,
    DeepCopy,
    Sorted,
    Format,
    Drop,
    DropInGenerator,
    GarbageCycle,
}

impl Then {
    fn code(self) -> &'static str {
        match self {
            Then::Repr => "_try(lambda: len(repr(x)))",
            Then::Str => "_try(lambda: len(str(x)))",
            Then::Equal => "_try(lambda: x == _build(depth, layers))",
            Then::Less => "_try(lambda: [x] < [_build(depth, layers)])",
            Then::Hash => "_try(lambda: hash(x))",
            Then::Contains => "_try(lambda: x in [x, 1])",
            Then::IsInstance => "_try(lambda: isinstance(1, _nested_types(depth)))",
            Then::Json => "_try(lambda: len(json.dumps(x)))",
            Then::DeepCopy => "_try(lambda: copy.deepcopy(x) is not x)",
            Then::Sorted => "_try(lambda: sorted([x, x], key=id))",
            Then::Format => "_try(lambda: len(f'{x!r:>10}'))",
            Then::Drop => "x = _build(depth, layers)\ndel x\nx = 0",
            Then::DropInGenerator => "_try(lambda: next(_drop_in_generator(depth, layers)))",
            Then::GarbageCycle => "_garbage_cycle(depth, layers)",
        }
    }
}

#[derive(Arbitrary, Debug)]
struct Plan {
    layers: Vec<Layer>,
    /// log2 of the depth (capped): 1 to 2^19 levels.
    depth_log: u8,
    then: Vec<Then>,
    /// Leave the value in the globals for the embedder's conversion and teardown.
    keep: bool,
}

const PRELUDE: &str = r#"
import json, copy

def _ident(v):
    return v

def _closure(v):
    return lambda: v

def _cell(v):
    def outer():
        w = v
        def inner():
            nonlocal w
            return w
        return inner
    return outer()

def _caused(v):
    e = KeyError(1)
    if isinstance(v, BaseException):
        e.__cause__ = v
    else:
        e.args = (v,)
    return e

def _hashable(v):
    try:
        hash(v)
        return True
    except Exception:
        return False

class _Obj:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v

def _build(depth, layers):
    x = 0
    n = len(layers)
    for i in range(depth):
        x = _WRAP[i % n](x, i)
    return x

def _nested_types(depth):
    t = int
    for i in range(depth):
        t = (t,)
    return t

def _drop_in_generator(depth, layers):
    y = _build(depth, layers)
    del y
    yield 1

def _garbage_cycle(depth, layers):
    c = [_build(depth, layers)]
    c.append(c)
    del c

def _try(f):
    try:
        return f()
    except (RecursionError, MemoryError, TypeError, ValueError, OverflowError):
        return None
    except NotImplementedError:
        # ophis's loud refusal of what it does not implement (copying an `enumerate`, which
        # CPython can): a known gap, not what this target looks for.
        return None
"#;

fn program(plan: &Plan) -> Option<String> {
    if plan.layers.is_empty() || plan.layers.len() > 8 {
        return None;
    }
    let depth = 1usize << (1 + plan.depth_log % 19);
    let mut src = String::from(PRELUDE);
    src.push_str("_WRAP = [\n");
    for layer in &plan.layers {
        src.push_str(&format!("    lambda x, i: {},\n", layer.wrap()));
    }
    src.push_str("]\n");
    src.push_str(&format!("depth = {depth}\nlayers = _WRAP\nx = _build(depth, layers)\n"));
    for then in plan.then.iter().take(6) {
        src.push_str(then.code());
        src.push('\n');
    }
    if !plan.keep {
        src.push_str("del x\n");
    }
    Some(src)
}

/// Limits generous enough to build half a million levels (about ten operations a level).
fn config() -> Config {
    Config {
        limits: Limits {
            max_operations: 20_000_000,
            max_memory: 512 << 20,
            timeout: Some(Duration::from_secs(4)),
            max_output: 1 << 20,
            ..Limits::default()
        },
        policy: Policy {
            authorized_imports: vec!["json".into(), "copy".into()],
            ..Policy::default()
        },
        ..Config::default()
    }
}

fuzz_target!(|plan: Plan| {
    let Some(source) = program(&plan) else { return };
    let slack = common::hang_slack();
    let mut interp = Interpreter::new(config());
    let started = Instant::now();
    let result = interp.run(&source);
    let took = started.elapsed();
    assert!(took < Duration::from_secs(4) + slack, "the run took {took:?}");
    if let Err(f) = &result {
        if let RunError::Limit { kind: LimitKind::Internal, message, .. } = &f.error {
            panic!("internal error (a caught panic): {message}");
        }
        if let RunError::Exception { type_name, message, .. } = &f.error {
            // The walks catch what CPython raises; anything else escaping is a bug of the
            // harness or of ophis, worth looking at.
            assert!(
                matches!(type_name.as_str(), "RecursionError" | "MemoryError"),
                "unexpected uncaught {type_name}: {message}"
            );
        }
    }
    // The embedder's side: converting the value to host values (alone and with the other
    // globals), then the interpreter's teardown with the value still in its globals.
    let _ = interp.get_global("x");
    let _ = interp.get_globals(&["x", "layers", "depth"]);
    let after = interp.run("1 + 1").expect("the interpreter is unusable after a run");
    assert_eq!(after.value, Some(ophis::HostValue::Int(2)));
    drop(interp);
});
