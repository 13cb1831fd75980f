//! Host objects: embedder values the program reaches as guarded handles, and sandbox values
//! handed to the embedder. The fakes here are small Rust objects standing in for what the
//! Python package wraps (a numpy-like vector, a module, a callable calling back into the
//! sandbox, an iterator).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use ophis::{reentrant_call, HostErrorKind};
use ophis::{
    BinaryOp, CompareOp, Config, HostError, HostObject, HostObjectRef, HostOp, HostValue,
    Interpreter, LimitKind, Limits, Policy, RunError, UnaryOp,
};

fn num(v: &HostValue) -> Option<f64> {
    match v {
        HostValue::Int(i) => Some(*i as f64),
        HostValue::Float(f) => Some(*f),
        HostValue::Bool(b) => Some(*b as i64 as f64),
        _ => None,
    }
}

fn fmt_f(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.1}")
    } else {
        format!("{x}")
    }
}

/// A numpy-like vector of floats: elementwise arithmetic (reflected too), `==` giving a
/// list of booleans against a scalar, indexing and slicing, len, iteration, an ambiguous
/// truth value, a method.
struct Vector(Vec<f64>);

fn vector(items: Vec<f64>) -> HostValue {
    HostValue::Object(Arc::new(Vector(items)))
}

fn as_vector(v: &HostValue) -> Option<Vec<f64>> {
    match v {
        HostValue::Object(o) if o.type_name() == "Vector" => {
            match o.op(HostOp::GetAttr("tolist".into())) {
                Ok(HostValue::List(items)) => items.iter().map(num).collect(),
                _ => None,
            }
        }
        _ => None,
    }
}

impl HostObject for Vector {
    fn type_name(&self) -> String {
        "Vector".into()
    }
    fn is_callable(&self) -> bool {
        false
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        let repr = || {
            format!("Vector([{}])", self.0.iter().map(|x| fmt_f(*x)).collect::<Vec<_>>().join(", "))
        };
        match op {
            HostOp::Repr | HostOp::Str => Ok(HostValue::Str(repr())),
            HostOp::Format(spec) if spec.is_empty() => Ok(HostValue::Str(repr())),
            HostOp::Format(spec) => Ok(HostValue::Str(format!("{spec}:{}", repr()))),
            HostOp::Len => Ok(HostValue::Int(self.0.len() as i64)),
            HostOp::Bool => {
                Err(HostError::raise("ValueError", "The truth value of a Vector is ambiguous"))
            }
            HostOp::Hash => Err(HostError::raise("TypeError", "unhashable type: 'Vector'")),
            HostOp::GetAttr(name) => match name.as_str() {
                "size" => Ok(HostValue::Int(self.0.len() as i64)),
                "tolist" => {
                    Ok(HostValue::List(self.0.iter().map(|x| HostValue::Float(*x)).collect()))
                }
                "total" => Ok(HostValue::Object(Arc::new(Total(self.0.iter().sum())))),
                _ => Err(HostError::raise(
                    "AttributeError",
                    format!("'Vector' object has no attribute '{name}'"),
                )),
            },
            HostOp::GetItem(HostValue::Int(i)) => {
                let n = self.0.len() as i64;
                let j = if i < 0 { i + n } else { i };
                self.0
                    .get(j as usize)
                    .filter(|_| j >= 0)
                    .map(|x| HostValue::Float(*x))
                    .ok_or_else(|| HostError::raise("IndexError", "index out of range"))
            }
            HostOp::GetItem(HostValue::Slice(start, stop, step)) => {
                let start = num(&start).unwrap_or(0.0) as usize;
                let stop = num(&stop).map(|x| x as usize).unwrap_or(self.0.len()).min(self.0.len());
                let step = num(&step).unwrap_or(1.0) as usize;
                Ok(vector(
                    self.0[start.min(stop)..stop].iter().step_by(step.max(1)).copied().collect(),
                ))
            }
            HostOp::GetItem(other) => {
                Err(HostError::raise("TypeError", format!("bad index {other:?}")))
            }
            HostOp::Iter => Ok(HostValue::Object(Arc::new(VectorIter {
                items: self.0.clone(),
                pos: Mutex::new(0),
            }))),
            HostOp::Contains(x) => {
                Ok(HostValue::Bool(num(&x).map(|x| self.0.contains(&x)).unwrap_or(false)))
            }
            HostOp::Binary { op, other, reflected } => {
                let f = |a: f64, b: f64| -> f64 {
                    let (a, b) = if reflected { (b, a) } else { (a, b) };
                    match op {
                        BinaryOp::Add => a + b,
                        BinaryOp::Sub => a - b,
                        BinaryOp::Mul => a * b,
                        BinaryOp::TrueDiv => a / b,
                        _ => f64::NAN,
                    }
                };
                if !matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::TrueDiv)
                {
                    return Ok(HostValue::NotImplemented);
                }
                if let Some(s) = num(&other) {
                    return Ok(vector(self.0.iter().map(|x| f(*x, s)).collect()));
                }
                if let Some(o) = as_vector(&other) {
                    return Ok(vector(
                        self.0.iter().zip(o.iter()).map(|(x, y)| f(*x, *y)).collect(),
                    ));
                }
                Ok(HostValue::NotImplemented)
            }
            HostOp::Compare { op, other } => match (op, num(&other)) {
                (CompareOp::Eq, Some(s)) => {
                    Ok(HostValue::List(self.0.iter().map(|x| HostValue::Bool(*x == s)).collect()))
                }
                (CompareOp::Gt, Some(s)) => {
                    Ok(HostValue::List(self.0.iter().map(|x| HostValue::Bool(*x > s)).collect()))
                }
                (CompareOp::Lt, Some(s)) => {
                    Ok(HostValue::List(self.0.iter().map(|x| HostValue::Bool(*x < s)).collect()))
                }
                _ => Ok(HostValue::NotImplemented),
            },
            // In-place operations fall back to the plain ones (`w += v` rebinds `w`).
            HostOp::InPlace { .. } => Ok(HostValue::NotImplemented),
            HostOp::Unary(UnaryOp::Neg) => Ok(vector(self.0.iter().map(|x| -x).collect())),
            HostOp::Unary(UnaryOp::Abs) => Ok(vector(self.0.iter().map(|x| x.abs()).collect())),
            HostOp::Dir => Ok(HostValue::List(vec![
                HostValue::Str("size".into()),
                HostValue::Str("total".into()),
                HostValue::Str("__len__".into()),
            ])),
            other => Err(HostError::raise(
                "TypeError",
                format!("Vector does not support {}", other.name()),
            )),
        }
    }
}

/// A bound method of `Vector`: `v.total(scale=1)`.
struct Total(f64);

impl HostObject for Total {
    fn type_name(&self) -> String {
        "method".into()
    }
    fn is_callable(&self) -> bool {
        true
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::Call { args, kwargs } => {
                let mut scale = args.first().and_then(num).unwrap_or(1.0);
                for (k, v) in &kwargs {
                    if k == "scale" {
                        scale = num(v).unwrap_or(scale);
                    } else {
                        return Err(HostError::raise(
                            "TypeError",
                            format!("total() got an unexpected keyword argument '{k}'"),
                        ));
                    }
                }
                Ok(HostValue::Float(self.0 * scale))
            }
            HostOp::Repr | HostOp::Str => Ok(HostValue::Str("<method total>".into())),
            other => Err(HostError::raise(
                "TypeError",
                format!("method does not support {}", other.name()),
            )),
        }
    }
}

/// A host iterator.
struct VectorIter {
    items: Vec<f64>,
    pos: Mutex<usize>,
}

impl HostObject for VectorIter {
    fn type_name(&self) -> String {
        "vector_iterator".into()
    }
    fn is_callable(&self) -> bool {
        false
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::Next => {
                let mut pos = self.pos.lock().unwrap();
                match self.items.get(*pos) {
                    Some(x) => {
                        *pos += 1;
                        Ok(HostValue::Float(*x))
                    }
                    None => Err(HostError::raise("StopIteration", "")),
                }
            }
            HostOp::Iter => Err(HostError::raise("TypeError", "not re-iterable in this fake")),
            other => Err(HostError::raise(
                "TypeError",
                format!("vector_iterator does not support {}", other.name()),
            )),
        }
    }
}

/// A module-like object: `x`, a function that raises, and an attribute that the host refuses
/// as a policy violation.
struct FakeModule {
    name: String,
}

impl HostObject for FakeModule {
    fn type_name(&self) -> String {
        "module".into()
    }
    fn is_callable(&self) -> bool {
        false
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::GetAttr(name) => match name.as_str() {
                "x" => Ok(HostValue::Int(42)),
                "Vector" => Ok(HostValue::Object(Arc::new(VectorType))),
                "fail" => Ok(HostValue::Object(Arc::new(Failing))),
                "system" => Err(HostError::forbidden("Forbidden access to module: os")),
                _ => Err(HostError::raise(
                    "AttributeError",
                    format!("module '{}' has no attribute '{name}'", self.name),
                )),
            },
            HostOp::Repr | HostOp::Str => Ok(HostValue::Str(format!("<module '{}'>", self.name))),
            other => Err(HostError::raise(
                "TypeError",
                format!("module does not support {}", other.name()),
            )),
        }
    }
}

/// `Vector(*items)`.
struct VectorType;

impl HostObject for VectorType {
    fn type_name(&self) -> String {
        "type".into()
    }
    fn is_callable(&self) -> bool {
        true
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::Call { args, .. } => {
                let items: Option<Vec<f64>> = match args.as_slice() {
                    [HostValue::List(items)] => items.iter().map(num).collect(),
                    _ => args.iter().map(num).collect(),
                };
                items
                    .map(vector)
                    .ok_or_else(|| HostError::raise("TypeError", "Vector() takes numbers"))
            }
            HostOp::Repr | HostOp::Str => Ok(HostValue::Str("<class 'Vector'>".into())),
            other => Err(HostError::raise(
                "TypeError",
                format!("type does not support {}", other.name()),
            )),
        }
    }
}

/// A callable that raises `ValueError`.
struct Failing;

impl HostObject for Failing {
    fn type_name(&self) -> String {
        "function".into()
    }
    fn is_callable(&self) -> bool {
        true
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::Call { .. } => Err(HostError::raise("ValueError", "the host refused")),
            other => Err(HostError::raise(
                "TypeError",
                format!("function does not support {}", other.name()),
            )),
        }
    }
}

/// `apply(f, items)`: calls the sandbox callable `f` on each item from inside the host op,
/// the way `df.apply(lambda r: ...)` does. Errors of the callback are swallowed (the result
/// is then None), as careless host code might do: limit errors must end the run anyway.
struct Apply;

impl HostObject for Apply {
    fn type_name(&self) -> String {
        "function".into()
    }
    fn is_callable(&self) -> bool {
        true
    }
    fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
        match op {
            HostOp::Call { args, .. } => {
                let (f, items) = match args.as_slice() {
                    [HostValue::Sandbox(f), HostValue::List(items)] => (f.clone(), items.clone()),
                    other => {
                        return Err(HostError::raise(
                            "TypeError",
                            format!("apply(f, list) got {other:?}"),
                        ))
                    }
                };
                let mut out = Vec::new();
                for x in items {
                    match reentrant_call(&f, vec![x], vec![]) {
                        Some(Ok(v)) => out.push(v),
                        Some(Err(e)) => {
                            out.push(HostValue::Str(format!("{}: {}", e.exc_type, e.message)));
                        }
                        None => {
                            return Err(HostError::raise("RuntimeError", "not inside a host op"))
                        }
                    }
                }
                Ok(HostValue::List(out))
            }
            other => Err(HostError::raise(
                "TypeError",
                format!("apply does not support {}", other.name()),
            )),
        }
    }
}

fn with_objects(config: Config) -> Interpreter {
    let mut interp = Interpreter::new(config);
    interp.set_global("v", vector(vec![1.0, 2.0, 3.0])).unwrap();
    interp
        .set_global("mod", HostValue::Object(Arc::new(FakeModule { name: "fakemod".into() })))
        .unwrap();
    interp.set_global("apply", HostValue::Object(Arc::new(Apply))).unwrap();
    interp
}

fn run_ok(interp: &mut Interpreter, src: &str) -> String {
    match interp.run(src) {
        Ok(out) => out.output,
        Err(f) => panic!("run failed: {}\noutput so far: {}", f.error, f.output),
    }
}

#[test]
fn vector_protocols() {
    let mut i = with_objects(Config::default());
    let out = run_ok(
        &mut i,
        r#"
print(v + 1, 2 * v, v - v, 10 / v[1:], -v, abs(-v))
print(len(v), v[0], v[-1], v.size, list(v), tuple(v), sorted(v, reverse=True), sum(v))
print([x * 2 for x in v], {x for x in v} == {1.0, 2.0, 3.0}, 2.0 in v, 5 in v)
a, b, c = v
print(a, b, c, v == 3, v > 1, 3 == v)
print(repr(v), str(v), f"{v}|{v:>8}", format(v, "x"))
print(type(v), isinstance(v, int), isinstance(v, type(v)), callable(v), callable(v.total))
print(v.total(), v.total(2), v.total(scale=10))
print(max(v), min(v), any(x > 2 for x in v), dict(enumerate(v))[1], [*v, *v][3:])
w = v
w += v
print(w, v is v, w is v, dir(v))
for x in v:
    print("item", x)
"#,
    );
    assert_eq!(
        out,
        "Vector([2.0, 3.0, 4.0]) Vector([2.0, 4.0, 6.0]) Vector([0.0, 0.0, 0.0]) Vector([5.0, 3.3333333333333335]) Vector([-1.0, -2.0, -3.0]) Vector([1.0, 2.0, 3.0])\n\
3 1.0 3.0 3 [1.0, 2.0, 3.0] (1.0, 2.0, 3.0) [3.0, 2.0, 1.0] 6.0\n\
[2.0, 4.0, 6.0] True True False\n\
1.0 2.0 3.0 [False, False, True] [False, True, True] [False, False, True]\n\
Vector([1.0, 2.0, 3.0]) Vector([1.0, 2.0, 3.0]) Vector([1.0, 2.0, 3.0])|>8:Vector([1.0, 2.0, 3.0]) x:Vector([1.0, 2.0, 3.0])\n\
<class 'Vector'> False True False True\n\
6.0 12.0 60.0\n\
3.0 1.0 True 2.0 [1.0, 2.0, 3.0]\n\
Vector([2.0, 4.0, 6.0]) True False ['size', 'total']\n\
item 1.0\nitem 2.0\nitem 3.0\n"
    );
}

#[test]
fn host_errors_are_catchable_exceptions_of_the_named_type() {
    let mut i = with_objects(Config::default());
    let out = run_ok(
        &mut i,
        r#"
try:
    mod.fail(1, key=2)
except ValueError as e:
    print("caught", "ValueError", e)
try:
    if v:
        pass
except ValueError as e:
    print("ambiguous:", e)
try:
    hash(v)
except TypeError as e:
    print("hash:", e)
try:
    v.nope
except AttributeError as e:
    print("attr:", e)
try:
    v[10]
except IndexError as e:
    print("index:", e)
try:
    v @ v
except TypeError as e:
    print("matmul:", e)
try:
    v < "a"
except TypeError as e:
    print("order:", e)
try:
    v()
except TypeError as e:
    print("call:", e)
"#,
    );
    assert_eq!(
        out,
        "caught ValueError the host refused\n\
ambiguous: The truth value of a Vector is ambiguous\n\
hash: unhashable type: 'Vector'\n\
attr: 'Vector' object has no attribute 'nope'\n\
index: index out of range\n\
matmul: unsupported operand type(s) for @: 'Vector' and 'Vector'\n\
order: '<' not supported between instances of 'Vector' and 'str'\n\
call: Vector does not support call\n"
    );
}

#[test]
fn forbidden_from_the_host_ends_the_run_uncatchably() {
    let mut i = with_objects(Config::default());
    let err =
        i.run("try:\n    mod.system\nexcept Exception:\n    print('swallowed')\n").unwrap_err();
    assert!(
        matches!(err.error, RunError::Limit { kind: LimitKind::Forbidden, ref message, line: 2, .. } if message == "Forbidden access to module: os"),
        "{:?}",
        err.error
    );
    assert_eq!(err.output, "");
}

#[test]
fn dunder_names_never_reach_the_host() {
    struct Spy(Arc<Mutex<Vec<String>>>);
    impl HostObject for Spy {
        fn type_name(&self) -> String {
            "Spy".into()
        }
        fn is_callable(&self) -> bool {
            false
        }
        fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
            if let HostOp::GetAttr(n) | HostOp::SetAttr(n, _) | HostOp::DelAttr(n) = &op {
                self.0.lock().unwrap().push(n.clone());
            }
            Ok(HostValue::None)
        }
    }
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut i = Interpreter::new(Config::default());
    i.set_global("s", HostValue::Object(Arc::new(Spy(seen.clone())))).unwrap();
    for src in [
        "s.__class__",
        "getattr(s, '__dict__')",
        "s.__globals__ = 1",
        "del s.__code__",
        "s.__init__",
        "print(s.__repr__)",
    ] {
        assert!(i.run(src).is_err(), "{src} should fail");
    }
    assert!(matches!(
        i.run("s.__class__").unwrap_err().error,
        RunError::Limit { kind: LimitKind::Forbidden, .. }
    ));
    // Allowed dunders are absent on host objects, not forwarded.
    assert!(
        matches!(i.run("s.__init__").unwrap_err().error, RunError::Exception { ref type_name, .. } if type_name == "AttributeError")
    );
    run_ok(&mut i, "s.ok\ns.ok = 1\ndel s.ok\n");
    assert_eq!(*seen.lock().unwrap(), vec!["ok".to_string(), "ok".to_string(), "ok".to_string()]);
}

#[test]
fn reentrant_calls_run_sandbox_callbacks_inside_the_host_op() {
    let mut i = with_objects(Config::default());
    let out = run_ok(
        &mut i,
        r#"
scale = 10
def f(x):
    return x * scale
print(apply(lambda x: x + 1, [1, 2, 3]), apply(f, [4]), apply(lambda x: 1 / x, [0]))
print(apply(lambda x: apply(lambda y: y * 2, [x, x]), [1, 2]))
def g():
    for k in range(2):
        yield apply(lambda x: x * k, [5])
print(list(g()))
"#,
    );
    assert_eq!(
        out,
        "[2, 3, 4] [40] ['ZeroDivisionError: division by zero']\n[[2, 2], [4, 4]]\n[[0], [5]]\n"
    );
}

#[test]
fn a_limit_reached_in_a_callback_ends_the_outer_run() {
    let limits = Limits { max_operations: 50_000, ..Limits::default() };
    let mut i = with_objects(Config { limits, ..Config::default() });
    // The fake host swallows the callback's error; the run must stop at the limit anyway.
    let err = i
        .run("r = apply(lambda x: [i for i in range(10**9)], [1])\nprint('after', r)\n")
        .unwrap_err();
    assert!(
        matches!(err.error, RunError::Limit { kind: LimitKind::Operations, .. }),
        "{:?}",
        err.error
    );
    assert_eq!(err.output, "");
    // Outside a host op there is no interpreter to re-enter.
    let lambda = i.run("lambda x: x").unwrap().value.unwrap();
    let HostValue::Sandbox(obj) = lambda else {
        panic!("expected a sandbox object, got {lambda:?}")
    };
    assert!(reentrant_call(&obj, vec![], vec![]).is_none());
}

#[test]
fn sandbox_objects_cross_to_the_host_and_back() {
    let mut i = Interpreter::new(Config::default());
    let out = i
        .run("class P:\n    def __init__(self, x):\n        self.x = x\n        self.me = self\n    def __repr__(self):\n        return f'P({self.x})'\np = P(5)\ndef gen():\n    yield 1\n    yield 2\ng = gen()\nlambda a, b=1: a * 10 + b\n")
        .unwrap();
    let HostValue::Sandbox(f) = out.value.unwrap() else {
        panic!("final value should be a sandbox object")
    };
    assert!(f.callable);
    assert_eq!(f.type_name, "function");
    assert_eq!(f.interp_id, i.id());
    assert_eq!(
        i.call_object(&f, vec![HostValue::Int(4)], vec![("b".into(), HostValue::Int(2))]).unwrap(),
        HostValue::Int(42)
    );
    let err = i.call_object(&f, vec![], vec![]).unwrap_err();
    assert!(
        matches!(err.error, RunError::Exception { ref type_name, .. } if type_name == "TypeError")
    );

    let HostValue::Sandbox(p) = i.get_global("p").unwrap() else {
        panic!("p should be a sandbox object")
    };
    assert_eq!(
        (p.type_name.as_str(), p.repr.as_str(), p.callable, p.iterable),
        ("P", "P(5)", false, false)
    );
    assert_eq!(i.object_getattr(&p, "x").unwrap(), HostValue::Int(5));
    assert_eq!(i.object_str(&p).unwrap(), "P(5)");
    // The dunder policy applies to the host's requests too: under `python` (the default) the
    // interpreter's insides do not exist, and a sandbox value's class is a sandbox object.
    assert!(
        matches!(i.object_getattr(&p, "__globals__").unwrap_err().error, RunError::Exception { ref type_name, .. } if type_name == "AttributeError")
    );
    let HostValue::Sandbox(c) = i.object_getattr(&p, "__class__").unwrap() else {
        panic!("a class is a sandbox object")
    };
    assert_eq!(c.repr, "<class '__main__.P'>");
    i.release_object(c.id);

    let HostValue::Sandbox(g) = i.get_global("g").unwrap() else {
        panic!("g should be a sandbox object")
    };
    assert!(g.iterable);
    assert_eq!(i.object_iter_next(&g).unwrap(), Some(HostValue::Int(1)));
    assert_eq!(i.object_iter_next(&g).unwrap(), Some(HostValue::Int(2)));
    assert_eq!(i.object_iter_next(&g).unwrap(), None);

    // The export table is a root: the cyclic `p` survives the collector after the program
    // drops it, until the host releases it.
    let before = i.exported_objects();
    assert_eq!(before, 3);
    i.run("del p").unwrap();
    assert_eq!(i.object_getattr(&p, "x").unwrap(), HostValue::Int(5));
    // Handing the same object back to the program gives the same object.
    i.set_global("q", HostValue::Sandbox(p.clone())).unwrap();
    assert_eq!(i.run("q.me is q and q.x == 5").unwrap().value, Some(HostValue::Bool(true)));
    i.run("del q").unwrap();
    i.release_object(p.id);
    i.release_object(f.id);
    i.release_object(g.id);
    assert_eq!(i.exported_objects(), 0);
    assert!(i.object_getattr(&p, "x").is_err());
    // Another interpreter's objects are refused.
    let mut other = Interpreter::new(Config::default());
    assert_ne!(other.id(), i.id());
    assert!(other.set_global("stolen", HostValue::Sandbox(f.clone())).is_err());
}

#[test]
fn host_functions_and_objects_are_counted() {
    let mut i = with_objects(Config::default());
    i.register_function(
        "double",
        Box::new(|args, _| {
            Ok(HostValue::Int(match args[0] {
                HostValue::Int(n) => n * 2,
                _ => 0,
            }))
        }),
    );
    let out = i.run("double(1) + double(2) + int(v.total())").unwrap();
    assert_eq!(out.value, Some(HostValue::Int(12)));
    let mut calls = out.stats.host_calls.clone();
    calls.sort();
    assert_eq!(calls, vec![("double".to_string(), 2), ("method".to_string(), 1)]);
}

#[test]
fn the_interrupt_hook_stops_an_endless_loop() {
    let calls = Arc::new(AtomicUsize::new(0));
    let c = calls.clone();
    let limits = Limits {
        max_operations: u64::MAX / 2,
        max_while_iterations: u64::MAX / 2,
        timeout: None,
        ..Limits::default()
    };
    let config = Config {
        limits,
        interrupt: Some(Arc::new(move || c.fetch_add(1, Ordering::SeqCst) >= 3)),
        ..Config::default()
    };
    let mut i = Interpreter::new(config);
    let err = i
        .run("try:\n    while True:\n        pass\nexcept BaseException:\n    print('swallowed')\n")
        .unwrap_err();
    assert!(
        matches!(err.error, RunError::Limit { kind: LimitKind::Interrupted, ref message, .. } if message == "KeyboardInterrupt"),
        "{:?}",
        err.error
    );
    assert_eq!(calls.load(Ordering::SeqCst), 4);
    assert_eq!(err.output, "");
}

#[test]
fn a_host_interrupt_error_ends_the_run() {
    struct Stop;
    impl HostObject for Stop {
        fn type_name(&self) -> String {
            "Stop".into()
        }
        fn is_callable(&self) -> bool {
            true
        }
        fn op(&self, _op: HostOp) -> Result<HostValue, HostError> {
            Err(HostError::interrupt("KeyboardInterrupt"))
        }
    }
    let mut i = Interpreter::new(Config::default());
    i.set_global("stop", HostValue::Object(Arc::new(Stop))).unwrap();
    let err =
        i.run("try:\n    stop()\nexcept BaseException:\n    print('swallowed')\n").unwrap_err();
    assert!(
        matches!(err.error, RunError::Limit { kind: LimitKind::Interrupted, ref message, .. } if message == "KeyboardInterrupt"),
        "{:?}",
        err.error
    );
    assert_eq!(HostError::interrupt("x").kind, HostErrorKind::Interrupt);
}

#[test]
fn host_import_binds_authorized_modules_only() {
    let asked: Arc<Mutex<Vec<String>>> = Arc::new(Mutex::new(Vec::new()));
    let a = asked.clone();
    let hook: ophis::HostImportHook = Arc::new(move |name: &str| {
        a.lock().unwrap().push(name.to_string());
        match name {
            "fakemod" | "fakemod.sub" | "othermod" => {
                Ok(HostValue::Object(
                    Arc::new(FakeModule { name: name.to_string() }) as HostObjectRef
                ))
            }
            _ => Err(HostError::raise("ModuleNotFoundError", format!("No module named '{name}'"))),
        }
    });
    let policy = Policy {
        authorized_imports: vec![
            "fakemod".into(),
            "fakemod.*".into(),
            "math".into(),
            "missing".into(),
        ],
        ..Policy::default()
    };
    let mut i = Interpreter::new(Config { policy, host_import: Some(hook), ..Config::default() });
    let out = run_ok(&mut i, "import fakemod\nfrom fakemod import x\nimport fakemod.sub\nimport math\nprint(fakemod, x, fakemod.Vector(1, 2) * 2, math.sqrt(4))\n");
    assert_eq!(out, "<module 'fakemod'> 42 Vector([2.0, 4.0]) 2.0\n");
    // `math` is native: the hook was not asked for it.
    assert_eq!(*asked.lock().unwrap(), vec!["fakemod".to_string(), "fakemod.sub".to_string()]);
    // Not authorized: refused before the hook is asked.
    let err = i.run("import othermod").unwrap_err();
    assert!(
        matches!(err.error, RunError::Limit { kind: LimitKind::Forbidden, .. }),
        "{:?}",
        err.error
    );
    let err = i.run("from os import system").unwrap_err();
    assert!(matches!(err.error, RunError::Limit { kind: LimitKind::Forbidden, .. }));
    assert!(!asked.lock().unwrap().iter().any(|n| n == "othermod" || n == "os"));
    // The hook's own error is the program's exception.
    let err = i.run("import missing").unwrap_err();
    assert!(
        matches!(err.error, RunError::Exception { ref type_name, .. } if type_name == "ModuleNotFoundError")
    );
    // Without the hook, an authorized module ophis does not have is not found.
    let policy = Policy { authorized_imports: vec!["fakemod".into()], ..Policy::default() };
    let mut plain = Interpreter::new(Config { policy, ..Config::default() });
    let err = plain.run("import fakemod").unwrap_err();
    assert!(
        matches!(err.error, RunError::Exception { ref type_name, .. } if type_name == "ModuleNotFoundError")
    );
}

#[test]
fn handles_of_one_host_object_are_identical() {
    /// A wrapper made per conversion, as a binding layer makes them: the identity is the
    /// wrapped object's.
    struct Wrapper(usize);
    impl HostObject for Wrapper {
        fn type_name(&self) -> String {
            "Wrapper".into()
        }
        fn is_callable(&self) -> bool {
            false
        }
        fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
            match op {
                // Unsupported comparisons fall back to identity, as for Python objects.
                HostOp::Compare { .. } => Ok(HostValue::NotImplemented),
                op => Err(HostError::raise(
                    "TypeError",
                    format!("Wrapper does not support {}", op.name()),
                )),
            }
        }
        fn identity(&self) -> Option<usize> {
            Some(self.0)
        }
    }
    let mut i = Interpreter::new(Config::default());
    i.set_global("a", HostValue::Object(Arc::new(Wrapper(7)))).unwrap();
    i.set_global("b", HostValue::Object(Arc::new(Wrapper(7)))).unwrap();
    i.set_global("c", HostValue::Object(Arc::new(Wrapper(8)))).unwrap();
    assert_eq!(
        i.run("(a is b, a is c, id(a) == id(b), a == b, a != c)").unwrap().value,
        Some(HostValue::Tuple(vec![
            HostValue::Bool(true),
            HostValue::Bool(false),
            HostValue::Bool(true),
            HostValue::Bool(true),
            HostValue::Bool(true)
        ]))
    );
}

#[test]
fn reentrant_iteration_of_a_sandbox_iterable() {
    /// `consume(iterable)`: iterates a sandbox iterable from inside the host op.
    struct Consume;
    impl HostObject for Consume {
        fn type_name(&self) -> String {
            "function".into()
        }
        fn is_callable(&self) -> bool {
            true
        }
        fn op(&self, op: HostOp) -> Result<HostValue, HostError> {
            let HostOp::Call { args, .. } = op else {
                return Err(HostError::raise("TypeError", "call only"));
            };
            let Some(HostValue::Sandbox(obj)) = args.into_iter().next() else {
                return Err(HostError::raise("TypeError", "expected a sandbox object"));
            };
            let it = ophis::reentrant_iter(&obj).expect("inside a host op")?;
            let HostValue::Sandbox(it) = it else {
                return Err(HostError::raise("TypeError", "expected a sandbox iterator"));
            };
            let mut out = Vec::new();
            while let Some(x) = ophis::reentrant_iter_next(&it).expect("inside a host op")? {
                out.push(x);
            }
            Ok(HostValue::List(out))
        }
    }
    let mut i = Interpreter::new(Config::default());
    i.set_global("consume", HostValue::Object(Arc::new(Consume))).unwrap();
    assert_eq!(
        i.run("consume(range(3)) + consume(x * x for x in range(4))").unwrap().value,
        Some(HostValue::List([0, 1, 2, 0, 1, 4, 9].iter().map(|n| HostValue::Int(*n)).collect()))
    );
}

#[test]
fn globals_read_together_keep_their_aliases_and_cycles() {
    let mut i = Interpreter::new(Config::default());
    i.run("a = [1, 2]\nb = a\nt = (a, a, 'x')\nc = []\nc.append(c)\nlone = [(1,), (2,)]\nn = 5")
        .unwrap();
    let got = i.get_globals(&["a", "b", "t", "c", "lone", "n", "missing"]);
    assert_eq!(got.values.len(), 7);
    // `a` is reached three times (twice through `t`) and `c` through itself: each is one
    // table entry; unshared values (`lone`, its tuples, `n`) are converted in place.
    assert_eq!(got.shared.len(), 2);
    let [Some(HostValue::Shared(ia)), Some(HostValue::Shared(ib)), Some(HostValue::Tuple(t)), Some(HostValue::Shared(ic)), Some(HostValue::List(lone)), Some(HostValue::Int(5)), None] =
        &got.values[..]
    else {
        panic!("unexpected conversion {:?}", got.values)
    };
    assert_eq!(ia, ib);
    assert_eq!(t[..2], [HostValue::Shared(*ia), HostValue::Shared(*ia)]);
    assert_eq!(t[2], HostValue::Str("x".into()));
    assert_eq!(
        got.shared[*ia as usize],
        HostValue::List(vec![HostValue::Int(1), HostValue::Int(2)])
    );
    assert_eq!(got.shared[*ic as usize], HostValue::List(vec![HostValue::Shared(*ic)]));
    assert_eq!(
        lone,
        &vec![HostValue::Tuple(vec![HostValue::Int(1)]), HostValue::Tuple(vec![HostValue::Int(2)])]
    );
    // A shared reference handed back on its own has no table to resolve it in.
    assert!(i.set_global("bad", HostValue::Shared(0)).is_err());
}

/// A `HostBuilder` that renders values as text, each built object an `Rc` so that sharing is
/// visible as pointer equality.
struct TextBuilder;

impl ophis::HostBuilder for TextBuilder {
    type Obj = std::rc::Rc<String>;
    type Error = String;
    fn atom(&mut self, a: ophis::Atom<'_>) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(match a {
            ophis::Atom::Int(i) => i.to_string(),
            ophis::Atom::Str(s) => format!("'{s}'"),
            ophis::Atom::None => "None".into(),
            _ => "atom".into(),
        }))
    }
    fn list(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(format!(
            "[{}]",
            items.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
        )))
    }
    fn tuple(&mut self, items: Vec<Self::Obj>, atoms: bool) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(format!(
            "({}{})",
            items.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", "),
            if atoms { " atoms" } else { "" }
        )))
    }
    fn dict(&mut self, entries: Vec<(Self::Obj, Self::Obj)>) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(format!(
            "{{{}}}",
            entries.iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(", ")
        )))
    }
    fn set(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(format!("set of {}", items.len())))
    }
    fn value(&mut self, v: HostValue) -> Result<Self::Obj, String> {
        Ok(std::rc::Rc::new(format!("value {v:?}")))
    }
}

#[test]
fn globals_built_directly_keep_their_aliases_and_leave_the_rest() {
    let mut i = Interpreter::new(Config::default());
    i.run("a = [1, 'x']\nb = a\nt = (a, a, None)\nd = {'k': a, 'p': (1, 2)}\nc = []\nc.append(c)\ndef f(): pass\nmixed = [f, 1]").unwrap();
    let got = i
        .build_globals(&["a", "b", "t", "d", "c", "f", "mixed", "missing"], &mut TextBuilder)
        .unwrap();
    let [ophis::GlobalBuilt::Built(a), ophis::GlobalBuilt::Built(b), ophis::GlobalBuilt::Built(t), ophis::GlobalBuilt::Built(d), ophis::GlobalBuilt::Fallback, ophis::GlobalBuilt::Fallback, ophis::GlobalBuilt::Fallback, ophis::GlobalBuilt::Unset] =
        &got[..]
    else {
        panic!("unexpected build")
    };
    // `a` is built once: `b` and the places inside `t` and `d` are that same object.
    assert!(std::rc::Rc::ptr_eq(a, b));
    assert_eq!(a.as_str(), "[1, 'x']");
    assert_eq!(t.as_str(), "([1, 'x'], [1, 'x'], None)");
    assert_eq!(d.as_str(), "{'k': [1, 'x'], 'p': (1, 2 atoms)}");
    // What was left to `get_globals` converts there, cycle included.
    let rest = i.get_globals(&["c", "mixed"]);
    assert!(matches!(&rest.values[0], Some(HostValue::Shared(_))));
}

/// The entry of `key` in an `object_info` answer.
fn info_field<'a>(info: &'a HostValue, key: &str) -> Option<&'a HostValue> {
    let HostValue::Dict(pairs) = info else { return None };
    pairs.iter().find(|(k, _)| matches!(k, HostValue::Str(s) if s == key)).map(|(_, v)| v)
}

#[test]
fn object_info_gives_values_with_a_python_counterpart_as_recipes() {
    let mut i = Interpreter::new(Config::default());
    i.run("import datetime\nr = range(2, 9, 3)\nd = datetime.date(2024, 1, 2)\nk = {'a': 1}.keys()\nclass S:\n    def __len__(self):\n        return 2\n    def __getitem__(self, i):\n        return i\nS\n").unwrap();
    let HostValue::Sandbox(r) = i.get_global("r").unwrap() else {
        panic!("r should be a sandbox object")
    };
    let info = i.object_info(&r).unwrap();
    assert_eq!(info_field(&info, "kind"), Some(&HostValue::Str("value".into())));
    assert_eq!(info_field(&info, "type"), Some(&HostValue::Str("range".into())));
    assert_eq!(
        info_field(&info, "args"),
        Some(&HostValue::Tuple(vec![HostValue::Int(2), HostValue::Int(9), HostValue::Int(3)]))
    );
    let HostValue::Sandbox(d) = i.get_global("d").unwrap() else {
        panic!("d should be a sandbox object")
    };
    let info = i.object_info(&d).unwrap();
    assert_eq!(info_field(&info, "type"), Some(&HostValue::Str("date".into())));
    assert_eq!(
        info_field(&info, "args"),
        Some(&HostValue::Tuple(vec![HostValue::Int(2024), HostValue::Int(1), HostValue::Int(2)]))
    );
    let HostValue::Sandbox(k) = i.get_global("k").unwrap() else {
        panic!("k should be a sandbox object")
    };
    let info = i.object_info(&k).unwrap();
    assert_eq!(info_field(&info, "type"), Some(&HostValue::Str("dict_keys".into())));
    let HostValue::Sandbox(s) = i.get_global("S").unwrap() else {
        panic!("S should be a sandbox object")
    };
    let info = i.object_info(&s).unwrap();
    assert_eq!(
        info_field(&info, "protocols"),
        Some(&HostValue::List(vec![
            HostValue::Str("len".into()),
            HostValue::Str("getitem".into())
        ]))
    );
}

#[test]
fn protocol_operations_run_the_programs_special_methods() {
    use ophis::Protocol;
    let mut i = Interpreter::new(Config::default());
    i.run("class S:\n    def __len__(self):\n        return 3\n    def __getitem__(self, i):\n        if i >= 3:\n            raise IndexError(i)\n        return i * 10\n    def __index__(self):\n        return 7\ns = S()\n").unwrap();
    let HostValue::Sandbox(s) = i.get_global("s").unwrap() else {
        panic!("s should be a sandbox object")
    };
    assert_eq!(i.object_protocol(&s, Protocol::Len).unwrap(), HostValue::Int(3));
    assert_eq!(
        i.object_protocol(&s, Protocol::GetItem(HostValue::Int(2))).unwrap(),
        HostValue::Int(20)
    );
    assert_eq!(i.object_protocol(&s, Protocol::Index).unwrap(), HostValue::Int(7));
    assert_eq!(i.object_protocol(&s, Protocol::Bool).unwrap(), HostValue::Bool(true));
    let err = i.object_protocol(&s, Protocol::GetItem(HostValue::Int(3))).unwrap_err();
    assert!(
        matches!(&err.error, RunError::Exception { type_name, .. } if type_name == "IndexError"),
        "{:?}",
        err.error
    );
}

#[test]
fn host_objects_get_no_suggestion() {
    // `dir()` of a host object would run host code while the error is displayed, outside the
    // program's run: an AttributeError on one offers no "Did you mean" ('size' would be).
    let mut interp = with_objects(Config::default());
    let v_name = interp.run(
        "e = None\ntry:\n    v.sise\nexcept AttributeError as x:\n    e = x\nprint(e.name)\nv.sise",
    );
    let f = v_name.unwrap_err();
    assert_eq!(f.output, "sise\n");
    match f.error {
        RunError::Exception { type_name, suggestion, traceback, .. } => {
            assert_eq!(type_name, "AttributeError");
            assert_eq!(suggestion, None);
            assert!(!traceback.contains("Did you mean"), "{traceback}");
        }
        other => panic!("expected an AttributeError, got {other}"),
    }
}
