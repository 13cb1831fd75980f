//! `_collections`: the native half of `collections` (`py/collections.py`), as in CPython.
//!
//! `deque` is a Python class whose hot methods are these builtins, installed as class
//! attributes: a method call then costs one builtin call instead of a few dozen evaluated
//! nodes (which also count against the operation limit). They work on the instance's own
//! attributes, which `py/collections.py` owns:
//! - `_items`: a list whose live part is `_items[_head:]` (popleft advances `_head` and the
//!   list is compacted now and then; appendleft grows free room in front), so both ends are
//!   amortized O(1);
//! - `_head`: an int; `_maxlen`: None or an int; `_state`: an int bumped by every change of
//!   size, which iterators compare to detect mutation, as CPython's do.
//!
//! `count_elements` is CPython's `_count_elements`, the counting loop of `Counter`.
//!
//! No borrow of a list is held while user code (an `__eq__`, a hash) runs.

use std::cell::RefCell;
use std::rc::Rc;

use crate::args::{bind, bind_runtime, req, Sig};
use crate::ast::BinOp;
use crate::error::{index_error, runtime_error, type_error, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Builtin, BuiltinFn, Instance, Value};

type List = Rc<RefCell<Vec<Value>>>;

/// Below this many dead slots in front, popleft does not compact the list.
const COMPACT_MIN: usize = 16;

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("deque_append", deque_append),
        ("deque_appendleft", deque_appendleft),
        ("deque_pop", deque_pop),
        ("deque_popleft", deque_popleft),
        ("deque_len", deque_len),
        ("deque_bool", deque_bool),
        ("deque_getitem", deque_getitem),
        ("deque_setitem", deque_setitem),
        ("deque_contains", deque_contains),
        ("deque_extend", deque_extend),
        ("deque_extendleft", deque_extendleft),
        ("deque_iter_item", deque_iter_item),
        ("deque_reversed_item", deque_reversed_item),
        ("count_elements", count_elements),
        ("field_getter", field_getter),
        ("namedtuple_new", namedtuple_new),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_collections", name, *f))).collect();
    Ok(new_module("_collections", attrs))
}

/// Binds a method's arguments after the receiver to its declared signature, by the count `n`
/// of arguments with the receiver: 1 is `METH_NOARGS`, 2 `METH_O` (whose argument it returns:
/// `nargs!("deque.append", args, kw, 2)`).
macro_rules! nargs {
    ($name:literal, $args:expr, $kw:expr, 1) => {{
        static SIG: Sig<0> = Sig::no_args($name);
        bind(&SIG, $args.get(1..).unwrap_or(&[]), $kw).map(|_| ())
    }};
    ($name:literal, $args:expr, $kw:expr, 2) => {{
        static SIG: Sig<1> = Sig::one($name);
        bind(&SIG, $args.get(1..).unwrap_or(&[]), $kw).map(|[a]| req(a))
    }};
}

/// Binds the arguments after the receiver of a slot wrapper (`deque().__len__`) with `n`
/// parameters (`wrapper!("__len__", args, kw, 0)`), in `check_num_args`'s words; it returns
/// the bound arguments.
macro_rules! wrapper {
    ($name:literal, $args:expr, $kw:expr, 0) => {{
        static SIG: Sig<0> = Sig::wrapper($name, []);
        bind(&SIG, $args.get(1..).unwrap_or(&[]), $kw).map(|_| ())
    }};
    ($name:literal, $args:expr, $kw:expr, 1) => {{
        static SIG: Sig<1> = Sig::wrapper($name, ["x"]);
        bind(&SIG, $args.get(1..).unwrap_or(&[]), $kw).map(|[a]| req(a))
    }};
    // `__setitem__`'s wrapper unpacks its two arguments with an empty function name, hence
    // CPython's ` expected 2 arguments, got 1`, leading space included.
    ("__setitem__", $args:expr, $kw:expr, 2) => {{
        static SIG: Sig<2> = Sig::positional("", "wrapper __setitem__", ["key", "value"], 2);
        bind(&SIG, $args.get(1..).unwrap_or(&[]), $kw).map(|[a, b]| (req(a), req(b)))
    }};
}

/// A deque instance as the builtins see it.
struct Deque {
    inst: Rc<Instance>,
    items: List,
}

impl Deque {
    fn of(v: &Value) -> R<Deque> {
        if let Value::Instance(inst) = v {
            if let Some(Value::List(items)) = inst.attrs.borrow().get("_items") {
                return Ok(Deque { inst: inst.clone(), items: items.clone() });
            }
        }
        Err(type_error("descriptor for 'collections.deque' objects doesn't apply to this object"))
    }

    fn int_attr(&self, name: &str) -> i64 {
        match self.inst.attrs.borrow().get(name) {
            Some(Value::Int(i)) => *i,
            _ => 0,
        }
    }

    fn set_int_attr(&self, name: &str, v: i64) {
        self.inst.attrs.borrow_mut().insert(Rc::from(name), Value::Int(v));
    }

    fn head(&self) -> usize {
        let h = self.int_attr("_head").max(0) as usize;
        h.min(self.items.borrow().len())
    }

    fn len(&self) -> usize {
        self.items.borrow().len() - self.head()
    }

    fn maxlen(&self) -> Option<usize> {
        match self.inst.attrs.borrow().get("_maxlen") {
            Some(Value::Int(m)) => Some((*m).max(0) as usize),
            _ => None,
        }
    }

    fn bump(&self) {
        let s = self.int_attr("_state");
        self.set_int_attr("_state", s.wrapping_add(1));
    }

    /// Empties the list when nothing live is left, so that it does not keep dead slots.
    fn normalize(&self) {
        let empty = {
            let items = self.items.borrow();
            items.len() <= self.head()
        };
        if empty {
            self.items.borrow_mut().clear();
            self.set_int_attr("_head", 0);
        }
    }

    fn push_back(&self, interp: &mut Interp, x: Value) -> R<()> {
        {
            let mut items = self.items.borrow_mut();
            if items.len() == items.capacity() {
                interp.check_alloc(items.len().saturating_mul(32))?;
            }
            items.push(x);
        }
        if let Some(m) = self.maxlen() {
            if self.len() > m {
                self.drop_front();
            }
        }
        Ok(())
    }

    fn push_front(&self, interp: &mut Interp, x: Value) -> R<()> {
        let mut head = self.head();
        if head == 0 {
            let room = self.items.borrow().len() + 8;
            interp.check_alloc((self.items.borrow().len() + room).saturating_mul(16))?;
            let mut items = self.items.borrow_mut();
            items.splice(0..0, std::iter::repeat_n(Value::None, room));
            head = room;
        }
        head -= 1;
        if let Some(slot) = self.items.borrow_mut().get_mut(head) {
            *slot = x;
        }
        self.set_int_attr("_head", head as i64);
        if let Some(m) = self.maxlen() {
            if self.len() > m {
                self.items.borrow_mut().pop();
                self.normalize();
            }
        }
        Ok(())
    }

    /// Removes and returns the leftmost item (the deque must not be empty).
    fn drop_front(&self) -> Value {
        let head = self.head();
        let x = {
            let mut items = self.items.borrow_mut();
            match items.get_mut(head) {
                Some(slot) => std::mem::replace(slot, Value::None),
                None => Value::None,
            }
        };
        let head = head + 1;
        let len = self.items.borrow().len();
        if head >= len {
            self.items.borrow_mut().clear();
            self.set_int_attr("_head", 0);
        } else if head >= COMPACT_MIN && head * 2 >= len {
            self.items.borrow_mut().drain(..head);
            self.set_int_attr("_head", 0);
        } else {
            self.set_int_attr("_head", head as i64);
        }
        x
    }

    /// The list index of deque index `i`, with CPython's errors.
    fn slot(&self, interp: &Interp, i: &Value) -> R<usize> {
        let i = match i {
            Value::Int(i) => *i,
            Value::Bool(b) => *b as i64,
            Value::BigInt(_) => return Err(index_error("deque index out of range")),
            other => {
                return Err(type_error(format!(
                    "sequence index must be integer, not '{}'",
                    interp.type_name(other)
                )))
            }
        };
        let n = self.len() as i64;
        let j = if i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(index_error("deque index out of range"));
        }
        Ok(self.head() + j as usize)
    }

    fn live(&self) -> Vec<Value> {
        let head = self.head();
        self.items.borrow()[head..].to_vec()
    }
}

fn deque_append(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let item = nargs!("deque.append", args, kw, 2)?;
    let d = Deque::of(&args[0])?;
    d.bump();
    d.push_back(interp, item.clone())?;
    Ok(Value::None)
}

fn deque_appendleft(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let item = nargs!("deque.appendleft", args, kw, 2)?;
    let d = Deque::of(&args[0])?;
    d.bump();
    d.push_front(interp, item.clone())?;
    Ok(Value::None)
}

fn deque_pop(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    nargs!("deque.pop", args, kw, 1)?;
    let d = Deque::of(&args[0])?;
    if d.len() == 0 {
        return Err(index_error("pop from an empty deque"));
    }
    d.bump();
    let x = d.items.borrow_mut().pop().unwrap_or(Value::None);
    d.normalize();
    Ok(x)
}

fn deque_popleft(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    nargs!("deque.popleft", args, kw, 1)?;
    let d = Deque::of(&args[0])?;
    if d.len() == 0 {
        return Err(index_error("pop from an empty deque"));
    }
    d.bump();
    Ok(d.drop_front())
}

fn deque_len(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    wrapper!("__len__", args, kw, 0)?;
    let d = Deque::of(&args[0])?;
    Ok(Value::Int(d.len() as i64))
}

fn deque_bool(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    wrapper!("__bool__", args, kw, 0)?;
    let d = Deque::of(&args[0])?;
    Ok(Value::Bool(d.len() > 0))
}

/// An index argument with `__index__` made an int, as CPython's `PyNumber_AsSsize_t` takes
/// it. Its code runs before the deque's state is read (it can change the deque).
fn deque_index_arg(interp: &mut Interp, index: &Value) -> R<Value> {
    match index {
        Value::Instance(inst) if inst.class.lookup("__index__").is_some() => {
            Ok(Value::Int(interp.index_value(index)?))
        }
        other => Ok(other.clone()),
    }
}

fn deque_getitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let index = wrapper!("__getitem__", args, kw, 1)?;
    let index = &deque_index_arg(interp, index)?;
    let d = Deque::of(&args[0])?;
    let j = d.slot(interp, index)?;
    let x = d.items.borrow().get(j).cloned();
    x.ok_or_else(|| index_error("deque index out of range"))
}

fn deque_setitem(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (index, value) = wrapper!("__setitem__", args, kw, 2)?;
    let index = &deque_index_arg(interp, index)?;
    let d = Deque::of(&args[0])?;
    let j = d.slot(interp, index)?;
    if let Some(slot) = d.items.borrow_mut().get_mut(j) {
        *slot = value.clone();
    }
    Ok(Value::None)
}

fn deque_contains(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let item = wrapper!("__contains__", args, kw, 1)?;
    let d = Deque::of(&args[0])?;
    let state = d.int_attr("_state");
    for (n, x) in d.live().iter().enumerate() {
        if x.is(item) || interp.eq(x, item)? {
            return Ok(Value::Bool(true));
        }
        if d.int_attr("_state") != state {
            return Err(runtime_error("deque mutated during iteration"));
        }
        if n % 4096 == 4095 {
            interp.budget.check_clock()?;
        }
    }
    Ok(Value::Bool(false))
}

fn deque_extend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let other = nargs!("deque.extend", args, kw, 2)?;
    let d = Deque::of(&args[0])?;
    let items = if other.is(&args[0]) { d.live() } else { interp.iterate(other)? };
    for x in items {
        d.bump();
        d.push_back(interp, x)?;
    }
    Ok(Value::None)
}

fn deque_extendleft(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let other = nargs!("deque.extendleft", args, kw, 2)?;
    let d = Deque::of(&args[0])?;
    let items = if other.is(&args[0]) { d.live() } else { interp.iterate(other)? };
    for x in items {
        d.bump();
        d.push_front(interp, x)?;
    }
    Ok(Value::None)
}

/// The deque and the state an iterator cursor (an instance with `_deque` and `_state`) was
/// created with, and the index its `__getitem__` was asked for; the mutation check comes
/// first, as in CPython's dequeiter_next.
fn cursor<'a>(args: &'a [Value], kw: &'a Kwargs) -> R<(Deque, i64, &'a Value)> {
    let index = wrapper!("__getitem__", args, kw, 1)?;
    let (dq, state) = match &args[0] {
        Value::Instance(c) => {
            let attrs = c.attrs.borrow();
            (attrs.get("_deque").cloned(), attrs.get("_state").cloned())
        }
        _ => (None, None),
    };
    let d = Deque::of(&dq.unwrap_or(Value::None))?;
    let state = match state {
        Some(Value::Int(s)) => s,
        _ => return Err(type_error("invalid deque iterator")),
    };
    if d.int_attr("_state") != state {
        return Err(runtime_error("deque mutated during iteration"));
    }
    Ok((d, state, index))
}

fn iter_index(v: &Value) -> R<usize> {
    match v {
        Value::Int(i) if *i >= 0 => Ok(*i as usize),
        _ => Err(index_error("deque iterator index out of range")),
    }
}

/// `__getitem__` of the forward iterator cursor: the index-th item, IndexError at the end.
fn deque_iter_item(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (d, _, index) = cursor(args, kw)?;
    let i = iter_index(index)?;
    if i >= d.len() {
        return Err(index_error("deque iterator exhausted"));
    }
    let j = d.head() + i;
    let x = d.items.borrow().get(j).cloned();
    x.ok_or_else(|| index_error("deque iterator exhausted"))
}

/// `__getitem__` of the reverse iterator cursor.
fn deque_reversed_item(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (d, _, index) = cursor(args, kw)?;
    let i = iter_index(index)?;
    let n = d.len();
    if i >= n {
        return Err(index_error("deque iterator exhausted"));
    }
    let j = d.head() + (n - 1 - i);
    let x = d.items.borrow().get(j).cloned();
    x.ok_or_else(|| index_error("deque iterator exhausted"))
}

/// `_count_elements(mapping, iterable)`: counts into a dict or a dict subclass that keeps
/// dict's `get` and `__setitem__`. Returns False (counting nothing) for other mappings, so
/// that the Python caller runs the general loop.
fn count_elements(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("_count_elements", "_count_elements", ["mapping", "iterable"], 2);
    let [mapping, iterable] = bind(&SIG, args, kw)?;
    let dict = match req(mapping) {
        Value::Dict(d) => d.clone(),
        Value::Instance(inst) => {
            let overrides = inst.class.mro().iter().take_while(|c| !c.is_builtin).any(|c| {
                let attrs = c.attrs.borrow();
                attrs.contains_key("get") || attrs.contains_key("__setitem__")
            });
            match (&*inst.builtin_base.borrow(), overrides) {
                (Some(Value::Dict(d)), false) => d.clone(),
                _ => return Ok(Value::Bool(false)),
            }
        }
        _ => return Ok(Value::Bool(false)),
    };
    let it = interp.get_iter(req(iterable))?;
    let one = Value::Int(1);
    let mut n: usize = 0;
    while let Some(x) = interp.next(&it)? {
        let count = match interp.dict_get(&dict, &x)? {
            Some(c) => interp.binop(&c, BinOp::Add, &one)?,
            None => one.clone(),
        };
        interp.dict_set(&dict, x, count)?;
        n += 1;
        if n.is_multiple_of(4096) {
            interp.budget.check_clock()?;
        }
    }
    Ok(Value::Bool(true))
}

/// `field_getter(index)`: the getter of a namedtuple field, a builtin bound to its index
/// (`property(field_getter(0))`), reading item `index` of the instance's tuple.
fn field_getter(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::positional("field_getter", "field_getter", ["index"], 1);
    let index = req(bind(&SIG, args, kw)?[0]);
    if !matches!(index, Value::Int(i) if *i >= 0) {
        return Err(type_error("field_getter() argument must be a non-negative int"));
    }
    Ok(Value::Builtin(Rc::new(Builtin {
        name: std::borrow::Cow::Borrowed("field_getter"),
        func: get_field,
        receiver: Some(index.clone()),
        module: "_collections",
        binds: true,
    })))
}

/// The bound getter: `args` are the field index (the receiver) and the instance.
fn get_field(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // The receiver is the field's index, then the instance.
    static SIG: Sig<2> = Sig::positional("field getter", "field getter", ["index", "self"], 2);
    let [index, obj] = bind(&SIG, args, kw)?.map(req);
    let index = match *index {
        Value::Int(i) if i >= 0 => i as usize,
        _ => return Err(type_error("invalid namedtuple field index")),
    };
    if let Value::Instance(inst) = obj {
        if let Some(Value::Tuple(t)) = &*inst.builtin_base.borrow() {
            if let Some(v) = t.get(index) {
                return Ok(v.clone());
            }
        }
    }
    Err(type_error(format!(
        "descriptor for a namedtuple field doesn't apply to a '{}' object",
        interp.type_name(obj)
    )))
}

/// `__new__` of the classes namedtuple builds: binds the call's arguments after the class to
/// the fields (class attributes `_fields`, `_ophis_defaults`, `_ophis_typename`) as CPython's
/// generated `T.__new__(_cls, f1, f2, ...)` binds them, with its messages, and makes the
/// tuple (`tuple.__new__(_cls, (f1, f2, ...))`). The parameters are the class's fields, known
/// only at run time, so the binder is `args::bind_runtime`, not a static `Sig`.
fn namedtuple_new(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let cls = match args.first() {
        Some(Value::Class(c)) if c.kind == crate::value::TypeKind::Tuple && !c.is_builtin => {
            c.clone()
        }
        _ => return Err(type_error("namedtuple __new__ needs a subclass of tuple")),
    };
    let fields = match cls.lookup("_fields") {
        Some(Value::Tuple(ref t)) => t.clone(),
        _ => return Err(type_error("namedtuple class without _fields")),
    };
    let mut params: Vec<&str> = Vec::with_capacity(fields.len() + 1);
    params.push("_cls");
    for f in fields.iter() {
        match f {
            Value::Str(s) => params.push(&s.s),
            _ => return Err(type_error("namedtuple field names must be strings")),
        }
    }
    let defaults = match cls.lookup("_ophis_defaults") {
        Some(Value::Tuple(ref t)) => t.clone(),
        _ => Rc::new(Vec::new()),
    };
    // The name is looked up only to word an error.
    let qualname = || match cls.lookup("_ophis_typename") {
        Some(Value::Str(ref s)) => format!("{}.__new__", s.s),
        _ => format!("{}.__new__", cls.name),
    };
    let mut values = bind_runtime(&qualname, &params, &defaults, args, kw)?;
    values.remove(0);
    crate::builtins::types::object_new(
        interp,
        &[Value::Class(cls.clone()), Value::tuple(values)],
        &Vec::new(),
    )
}
