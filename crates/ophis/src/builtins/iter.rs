//! Builtin iterators: over lists, tuples, strings, ranges, dicts and sets, plus `enumerate`,
//! `zip`, `map`, `filter`, `reversed`, the `__getitem__` sequence protocol and
//! `iter(callable, sentinel)`. Each has its own class, as in CPython (`type(iter([]))` is
//! `list_iterator`, `map` is a class and can be subclassed); the constructors of the five
//! that are builtin names (`map(f, xs)`, ...) and `iter()` live here.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;

use crate::args::{bind, bind_named, req, Kwargs, Sig};
use crate::dict::Dict;
use crate::error::{runtime_error, type_error, value_error, Error, ExcType, R};
use crate::interp::Interp;
use crate::value::{BuiltinFn, Class, PyStr, TypeKind, Value, ViewKind};

pub enum IterState {
    List {
        list: Rc<RefCell<Vec<Value>>>,
        index: usize,
    },
    /// `reversed(list)`: CPython's `list_reverseiterator`, which reads the live list (`index`
    /// is the next position; -1 once exhausted).
    ListRev {
        list: Rc<RefCell<Vec<Value>>>,
        index: isize,
    },
    Tuple {
        tuple: Rc<Vec<Value>>,
        index: usize,
    },
    /// A frozenset's members, taken when the iterator was made (a `set_iterator`).
    FrozenSet {
        items: Rc<Vec<Value>>,
        index: usize,
    },
    Str {
        s: Rc<PyStr>,
        byte: usize,
    },
    /// Over bytes, or (with `array`) over a copy of a bytearray.
    Bytes {
        bytes: Rc<Vec<u8>>,
        index: usize,
        array: bool,
    },
    /// Over a bytearray itself, as CPython's `bytearray_iterator`: each step reads the current
    /// contents, so changes made while iterating are seen.
    ByteArray {
        array: Rc<RefCell<Vec<u8>>>,
        index: usize,
    },
    Range {
        next: i64,
        step: i64,
        remaining: i64,
    },
    /// A range past 64 bits (`longrange_iterator`), with exact ints.
    LongRange {
        next: BigInt,
        step: BigInt,
        remaining: BigInt,
    },
    /// Iteration over a dict, one of its views, or a set. As CPython, the iterator remembers
    /// the size it started with (`used`) and how many entries it has left to give
    /// (`remaining`): a size change is an error, and so is finding more entries than expected
    /// (keys replaced at the same size, which only dicts detect).
    DictKeys {
        dict: Rc<RefCell<Dict>>,
        pos: usize,
        used: usize,
        remaining: usize,
        kind: ViewKind,
        set: bool,
    },
    /// `enumerate`: the count is an int of any size (`Value::Int` or `Value::BigInt`).
    Enumerate {
        inner: Value,
        count: Value,
    },
    Zip {
        inners: Vec<Value>,
        strict: bool,
    },
    Map {
        func: Value,
        inners: Vec<Value>,
    },
    Filter {
        func: Value,
        inner: Value,
    },
    /// Items taken when the iterator was made, given from the end: `reversed()` of a str (its
    /// characters; a str cannot change) and of a dict or its views (`kind` is the iterator's
    /// type, `reversed` or a `dict_reverse*iterator`).
    Reversed {
        items: Vec<Value>,
        kind: TypeKind,
    },
    /// `reversed(seq)` over the sequence protocol, lazily as CPython's: `seq[index]`, then
    /// `index - 1`, down to 0.
    ReversedSeq {
        seq: Value,
        index: i64,
    },
    SeqIndex {
        obj: Value,
        index: i64,
    },
    Callable {
        func: Value,
        sentinel: Value,
    },
    /// An exhausted iterator, keeping its type.
    Done(TypeKind),
}

impl std::fmt::Debug for IterState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{}>", self.type_name())
    }
}

/// The builtin iterator types and their names, as CPython names them.
pub(crate) const ITER_TYPES: &[(&str, TypeKind)] = &[
    ("iterator", TypeKind::Iterator),
    ("list_iterator", TypeKind::ListIterator),
    ("list_reverseiterator", TypeKind::ListReverseIterator),
    ("tuple_iterator", TypeKind::TupleIterator),
    ("str_ascii_iterator", TypeKind::StrAsciiIterator),
    ("str_iterator", TypeKind::StrIterator),
    ("bytes_iterator", TypeKind::BytesIterator),
    ("bytearray_iterator", TypeKind::ByteArrayIterator),
    ("range_iterator", TypeKind::RangeIterator),
    ("longrange_iterator", TypeKind::LongRangeIterator),
    ("set_iterator", TypeKind::SetIterator),
    ("dict_keyiterator", TypeKind::DictKeyIterator),
    ("dict_valueiterator", TypeKind::DictValueIterator),
    ("dict_itemiterator", TypeKind::DictItemIterator),
    ("dict_reversekeyiterator", TypeKind::DictReverseKeyIterator),
    ("dict_reversevalueiterator", TypeKind::DictReverseValueIterator),
    ("dict_reverseitemiterator", TypeKind::DictReverseItemIterator),
    ("callable_iterator", TypeKind::CallableIterator),
    ("enumerate", TypeKind::Enumerate),
    ("zip", TypeKind::Zip),
    ("map", TypeKind::Map),
    ("filter", TypeKind::Filter),
    ("reversed", TypeKind::Reversed),
];

/// Whether `k` is one of the builtin iterator types.
pub(crate) fn is_iterator_kind(k: TypeKind) -> bool {
    ITER_TYPES.iter().any(|(_, t)| *t == k)
}

impl IterState {
    /// The iterator's type.
    pub fn kind(&self) -> TypeKind {
        match self {
            IterState::List { .. } => TypeKind::ListIterator,
            IterState::ListRev { .. } => TypeKind::ListReverseIterator,
            IterState::Tuple { .. } => TypeKind::TupleIterator,
            IterState::FrozenSet { .. } => TypeKind::SetIterator,
            IterState::Str { s, .. } if s.is_ascii() => TypeKind::StrAsciiIterator,
            IterState::Str { .. } => TypeKind::StrIterator,
            IterState::Bytes { array: false, .. } => TypeKind::BytesIterator,
            IterState::Bytes { array: true, .. } | IterState::ByteArray { .. } => {
                TypeKind::ByteArrayIterator
            }
            IterState::Range { .. } => TypeKind::RangeIterator,
            IterState::LongRange { .. } => TypeKind::LongRangeIterator,
            IterState::DictKeys { set: true, .. } => TypeKind::SetIterator,
            IterState::DictKeys { kind: ViewKind::Keys, .. } => TypeKind::DictKeyIterator,
            IterState::DictKeys { kind: ViewKind::Values, .. } => TypeKind::DictValueIterator,
            IterState::DictKeys { kind: ViewKind::Items, .. } => TypeKind::DictItemIterator,
            IterState::Enumerate { .. } => TypeKind::Enumerate,
            IterState::Zip { .. } => TypeKind::Zip,
            IterState::Map { .. } => TypeKind::Map,
            IterState::Filter { .. } => TypeKind::Filter,
            IterState::Reversed { kind, .. } => *kind,
            IterState::ReversedSeq { .. } => TypeKind::Reversed,
            IterState::SeqIndex { .. } => TypeKind::Iterator,
            IterState::Callable { .. } => TypeKind::CallableIterator,
            IterState::Done(k) => *k,
        }
    }

    pub fn type_name(&self) -> &'static str {
        let k = self.kind();
        ITER_TYPES.iter().find(|(_, t)| *t == k).map(|(n, _)| *n).unwrap_or("iterator")
    }

    /// Ends the iteration: later calls find nothing, and the type stays.
    fn finish(&mut self) {
        let k = self.kind();
        *self = IterState::Done(k);
    }

    /// A fresh iterator over a dict's entries (`kind` picks keys, values or items) or, with
    /// `set`, over a set.
    pub fn over_dict(dict: &Rc<RefCell<Dict>>, kind: ViewKind, set: bool) -> IterState {
        let n = dict.borrow().len();
        IterState::DictKeys { dict: dict.clone(), pos: 0, used: n, remaining: n, kind, set }
    }
}

/// A list's or a tuple's iterator that only its caller holds (a `for` loop's or a
/// comprehension's, made from the sequence), read by index without an iterator call per item.
/// Nothing else can see the iterator's state, so it need not be kept up to date; a list is
/// read live at each step (its length too), as its iterator reads it.
pub(crate) enum SeqCursor {
    List(Rc<RefCell<Vec<Value>>>, usize),
    Tuple(Rc<Vec<Value>>, usize),
}

impl SeqCursor {
    /// The cursor for `it` when it is a list or tuple iterator no one else holds.
    #[inline]
    pub(crate) fn of(it: &Value) -> Option<SeqCursor> {
        match it {
            Value::Iterator(state) if Rc::strong_count(state) == 1 => match &*state.borrow() {
                IterState::List { list, index } => Some(SeqCursor::List(list.clone(), *index)),
                // A frozenset's iterator holds a snapshot of its keys, read as a tuple's items.
                IterState::Tuple { tuple, index }
                | IterState::FrozenSet { items: tuple, index } => {
                    Some(SeqCursor::Tuple(tuple.clone(), *index))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The next item, as the iterator's `next` gives it.
    #[inline(always)]
    pub(crate) fn next(&mut self) -> Option<Value> {
        match self {
            SeqCursor::List(list, i) => {
                let v = list.borrow().get(*i).map(Value::fast_clone)?;
                *i += 1;
                Some(v)
            }
            SeqCursor::Tuple(tuple, i) => {
                let v = tuple.get(*i).map(Value::fast_clone)?;
                *i += 1;
                Some(v)
            }
        }
    }
}

pub(crate) fn make(state: IterState) -> Value {
    Value::Iterator(Rc::new(RefCell::new(state)))
}

/// Advances a builtin iterator. No borrow of the state is held while user code runs.
/// One step of an `enumerate` iterator: its count and the inner iterator's next item.
fn enumerate_advance(
    interp: &mut Interp,
    state: &Rc<RefCell<IterState>>,
    inner: Value,
    count: Value,
) -> R<Option<(Value, Value)>> {
    match interp.next(&inner)? {
        Some(v) => {
            // The count grows past 64 bits as CPython's does (its slow path).
            let after = match &count {
                Value::Int(i) if *i < i64::MAX => Value::Int(i + 1),
                other => Value::from_bigint(
                    crate::ops::to_bigint(other).unwrap_or_default() + BigInt::from(1),
                ),
            };
            if let IterState::Enumerate { count: c, .. } = &mut *state.borrow_mut() {
                *c = after;
            }
            Ok(Some((count, v)))
        }
        None => {
            state.borrow_mut().finish();
            Ok(None)
        }
    }
}

/// `next` of an `enumerate` iterator (`is_enumerate`) as its count and item, without the
/// tuple `next` builds: for `for i, x in enumerate(xs)`, which unpacks it at once.
pub(crate) fn enumerate_next_pair(
    interp: &mut Interp,
    state: &Rc<RefCell<IterState>>,
) -> R<Option<(Value, Value)>> {
    if let Some(pair) = enumerate_list_step(interp, state)? {
        return Ok(Some(pair));
    }
    let (inner, count) = match &*state.borrow() {
        IterState::Enumerate { inner, count } => (inner.clone(), count.clone()),
        _ => return Ok(None),
    };
    enumerate_advance(interp, state, inner, count)
}

/// The step of `enumerate_next_pair` over a list's or a tuple's iterator with an item left and
/// a small count (`for i, x in enumerate(xs)`): the item read and both counters advanced under
/// one borrow of each state, with no reference to the inner iterator taken and dropped and no
/// call of the general `next`. It counts the inner `next`'s step, as that `next` would (the
/// inner iterator runs no code and goes no deeper, so there is no recursion to check).
/// `None` (having done nothing) for anything else, and at the end of the items, which the
/// general path finishes.
#[inline]
fn enumerate_list_step(
    interp: &mut Interp,
    state: &Rc<RefCell<IterState>>,
) -> R<Option<(Value, Value)>> {
    let mut st = state.borrow_mut();
    let IterState::Enumerate { inner: Value::Iterator(inner), count: Value::Int(c) } = &mut *st
    else {
        return Ok(None);
    };
    if *c == i64::MAX {
        return Ok(None);
    }
    let Ok(mut inner) = inner.try_borrow_mut() else { return Ok(None) };
    let item = match &mut *inner {
        IterState::List { list, index } => {
            let Ok(items) = list.try_borrow() else { return Ok(None) };
            let Some(v) = items.get(*index) else { return Ok(None) };
            let v = v.fast_clone();
            *index += 1;
            v
        }
        IterState::Tuple { tuple, index } => {
            let Some(v) = tuple.get(*index) else { return Ok(None) };
            let v = v.fast_clone();
            *index += 1;
            v
        }
        _ => return Ok(None),
    };
    let n = *c;
    *c += 1;
    drop(inner);
    drop(st);
    if let Err(e) = interp.budget.step() {
        item.discard();
        return Err(e);
    }
    Ok(Some((Value::Int(n), item)))
}

/// Whether `it` is an `enumerate` iterator.
pub(crate) fn is_enumerate(it: &Value) -> bool {
    matches!(it, Value::Iterator(st) if matches!(&*st.borrow(), IterState::Enumerate { .. }))
}

pub(crate) fn next(interp: &mut Interp, state: &Rc<RefCell<IterState>>) -> R<Option<Value>> {
    // Simple iterators advance under one short borrow.
    {
        let mut st = state.borrow_mut();
        match &mut *st {
            IterState::List { list, index } => {
                let l = list.borrow();
                if *index < l.len() {
                    let v = l[*index].fast_clone();
                    *index += 1;
                    return Ok(Some(v));
                }
                drop(l);
                st.finish();
                return Ok(None);
            }
            IterState::Tuple { tuple: items, index } | IterState::FrozenSet { items, index } => {
                if *index < items.len() {
                    let v = items[*index].fast_clone();
                    *index += 1;
                    return Ok(Some(v));
                }
                st.finish();
                return Ok(None);
            }
            IterState::Str { s, byte } => {
                if let Some(c) = s.s[*byte..].chars().next() {
                    *byte += c.len_utf8();
                    return Ok(Some(Value::string(c.to_string())));
                }
                st.finish();
                return Ok(None);
            }
            IterState::Bytes { bytes, index, .. } => {
                if *index < bytes.len() {
                    let v = Value::Int(bytes[*index] as i64);
                    *index += 1;
                    return Ok(Some(v));
                }
                st.finish();
                return Ok(None);
            }
            IterState::ByteArray { array, index } => {
                let b = array.borrow().get(*index).copied();
                if let Some(b) = b {
                    *index += 1;
                    return Ok(Some(Value::Int(b as i64)));
                }
                st.finish();
                return Ok(None);
            }
            IterState::Range { next, step, remaining } => {
                if *remaining > 0 {
                    let v = *next;
                    *next = next.wrapping_add(*step);
                    *remaining -= 1;
                    return Ok(Some(Value::Int(v)));
                }
                st.finish();
                return Ok(None);
            }
            IterState::LongRange { next, step, remaining } => {
                use num_traits::{Signed, Zero};
                if remaining.is_positive() {
                    let v = next.clone();
                    *next += &*step;
                    *remaining -= 1;
                    return Ok(Some(Value::from_bigint(v)));
                }
                debug_assert!(remaining.is_zero());
                st.finish();
                return Ok(None);
            }
            IterState::DictKeys { dict, pos, used, remaining, kind, set } => {
                let d = dict.borrow();
                if d.len() != *used {
                    // The error repeats on every later call, as CPython's does.
                    *used = usize::MAX;
                    return Err(runtime_error(if *set {
                        "Set changed size during iteration"
                    } else {
                        "dictionary changed size during iteration"
                    }));
                }
                while *pos < d.iter_slots() {
                    let i = *pos;
                    *pos += 1;
                    if let Some(e) = d.iter_slot(i) {
                        if *remaining == 0 {
                            if *set {
                                break;
                            }
                            drop(d);
                            st.finish();
                            return Err(runtime_error("dictionary keys changed during iteration"));
                        }
                        *remaining -= 1;
                        return Ok(Some(match kind {
                            ViewKind::Keys => e.key.clone(),
                            ViewKind::Values => e.value.clone(),
                            ViewKind::Items => Value::tuple(vec![e.key.clone(), e.value.clone()]),
                        }));
                    }
                }
                drop(d);
                st.finish();
                return Ok(None);
            }
            IterState::ListRev { list, index } => {
                let l = list.borrow();
                if *index >= 0 && (*index as usize) < l.len() {
                    let v = l[*index as usize].clone();
                    *index -= 1;
                    return Ok(Some(v));
                }
                drop(l);
                st.finish();
                return Ok(None);
            }
            IterState::Reversed { items, .. } => {
                if let Some(v) = items.pop() {
                    return Ok(Some(v));
                }
                st.finish();
                return Ok(None);
            }
            IterState::Done(_) => return Ok(None),
            _ => {}
        }
    }
    // Iterators that call back into the interpreter: copy out what is needed first.
    let kind = {
        let st = state.borrow();
        match &*st {
            IterState::Enumerate { inner, count } => {
                Compound::Enumerate(inner.clone(), count.clone())
            }
            IterState::ReversedSeq { seq, index } => Compound::ReversedSeq(seq.clone(), *index),
            IterState::Zip { inners, strict } => Compound::Zip(inners.clone(), *strict),
            IterState::Map { func, inners } => Compound::Map(func.clone(), inners.clone()),
            IterState::Filter { func, inner } => Compound::Filter(func.clone(), inner.clone()),
            IterState::SeqIndex { obj, index } => Compound::Seq(obj.clone(), *index),
            IterState::Callable { func, sentinel } => {
                Compound::Callable(func.clone(), sentinel.clone())
            }
            _ => return Ok(None),
        }
    };
    match kind {
        Compound::Enumerate(inner, count) => Ok(enumerate_advance(interp, state, inner, count)?
            .map(|(count, v)| Value::tuple(vec![count, v]))),
        Compound::Zip(inners, strict) => {
            let mut out = Vec::with_capacity(inners.len());
            for (i, it) in inners.iter().enumerate() {
                match interp.next(it)? {
                    Some(v) => out.push(v),
                    None => {
                        state.borrow_mut().finish();
                        if strict {
                            if i > 0 {
                                let plural = if i == 1 { " " } else { "s 1-" };
                                return Err(value_error(format!(
                                    "zip() argument {} is shorter than argument{}{}",
                                    i + 1,
                                    plural,
                                    i
                                )));
                            }
                            for (j, rest) in inners.iter().enumerate().skip(1) {
                                if interp.next(rest)?.is_some() {
                                    let plural = if j == 1 { " " } else { "s 1-" };
                                    return Err(value_error(format!(
                                        "zip() argument {} is longer than argument{}{}",
                                        j + 1,
                                        plural,
                                        j
                                    )));
                                }
                            }
                        }
                        return Ok(None);
                    }
                }
            }
            Ok(Some(Value::tuple(out)))
        }
        Compound::Map(func, inners) => {
            let mut args = Vec::with_capacity(inners.len());
            for it in &inners {
                match interp.next(it)? {
                    Some(v) => args.push(v),
                    None => {
                        state.borrow_mut().finish();
                        return Ok(None);
                    }
                }
            }
            Ok(Some(interp.call(&func, args, vec![])?))
        }
        Compound::Filter(func, inner) => loop {
            match interp.next(&inner)? {
                Some(v) => {
                    let keep = if func.is_none() {
                        interp.truthy(&v)?
                    } else {
                        let r = interp.call(&func, vec![v.clone()], vec![])?;
                        interp.truthy(&r)?
                    };
                    if keep {
                        return Ok(Some(v));
                    }
                }
                None => {
                    state.borrow_mut().finish();
                    return Ok(None);
                }
            }
        },
        Compound::Seq(obj, index) => match interp.getitem(&obj, &Value::Int(index)) {
            Ok(v) => {
                if let IterState::SeqIndex { index: i, .. } = &mut *state.borrow_mut() {
                    *i += 1;
                }
                Ok(Some(v))
            }
            Err(e)
                if matches!(e.builtin_type(), Some(crate::error::ExcType::IndexError))
                    || interp.is_exc_of(&e, crate::error::ExcType::IndexError)
                    || interp.is_stop_iteration(&e) =>
            {
                state.borrow_mut().finish();
                Ok(None)
            }
            Err(e) => Err(e),
        },
        Compound::ReversedSeq(seq, index) => {
            if index >= 0 {
                match interp.getitem(&seq, &Value::Int(index)) {
                    Ok(v) => {
                        if let IterState::ReversedSeq { index: i, .. } = &mut *state.borrow_mut() {
                            *i = index - 1;
                        }
                        return Ok(Some(v));
                    }
                    Err(e)
                        if interp.is_exc_of(&e, ExcType::IndexError)
                            || interp.is_stop_iteration(&e) => {}
                    Err(e) => return Err(e),
                }
            }
            state.borrow_mut().finish();
            Ok(None)
        }
        Compound::Callable(func, sentinel) => {
            let v = interp.call(&func, vec![], vec![])?;
            if v.is(&sentinel) || interp.eq(&v, &sentinel)? {
                state.borrow_mut().finish();
                Ok(None)
            } else {
                Ok(Some(v))
            }
        }
    }
}

enum Compound {
    Enumerate(Value, Value),
    ReversedSeq(Value, i64),
    Zip(Vec<Value>, bool),
    Map(Value, Vec<Value>),
    Filter(Value, Value),
    Seq(Value, i64),
    Callable(Value, Value),
}

/// `iter(object)` and `iter(callable, sentinel)`.
const ITER: Sig<2> = Sig::positional("iter", "iter", ["object", "sentinel"], 1);

pub(crate) fn bi_iter(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [obj, sentinel] = bind(&ITER, args, kw)?;
    let obj = req(obj);
    match sentinel {
        Some(sentinel) => {
            if !crate::builtins::is_callable(obj) {
                return Err(type_error("iter(v, w): v must be callable"));
            }
            Ok(make(IterState::Callable { func: obj.clone(), sentinel: sentinel.clone() }))
        }
        None => interp.get_iter(obj),
    }
}

/// Whether a program class along `cls`'s MRO defines `__init__` (CPython's
/// `type->tp_init != base->tp_init` for a builtin base that keeps `object`'s).
fn init_overridden(cls: &Rc<Class>) -> bool {
    !cls.is_builtin
        && cls.mro().iter().any(|c| !c.is_builtin && c.attrs.borrow().contains_key("__init__"))
}

/// Calling one of the iterator classes: `map(f, xs)`, `filter`, `enumerate`, `zip`,
/// `reversed`; the others cannot be made from Python, as in CPython.
pub(crate) fn construct(
    interp: &mut Interp,
    cls: &Rc<Class>,
    kind: TypeKind,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    // CPython's `map_new` and `filter_new` refuse keywords only for the type itself and for
    // subclasses keeping its `__init__`: one with an `__init__` of its own takes them there.
    let no_kw = Kwargs::new();
    let kw = if matches!(kind, TypeKind::Map | TypeKind::Filter) && init_overridden(cls) {
        &no_kw
    } else {
        kw
    };
    match kind {
        TypeKind::Map => new_map(interp, args, kw),
        TypeKind::Filter => new_filter(interp, args, kw),
        TypeKind::Enumerate if !cls.is_builtin => new_enumerate_subclass(interp, args, kw),
        TypeKind::Enumerate => new_enumerate(interp, args, kw),
        TypeKind::Zip => new_zip(interp, args, kw),
        TypeKind::Reversed => new_reversed(interp, args, kw),
        _ => Err(type_error(format!("cannot create '{}' instances", cls.name))),
    }
}

/// The constructor behind a builtin iterator class, for the call fast path (`map(f, xs)`
/// evaluates its arguments into a buffer on the stack, as a builtin function call does).
pub(crate) fn constructor(kind: TypeKind) -> Option<BuiltinFn> {
    Some(match kind {
        TypeKind::Map => new_map,
        TypeKind::Filter => new_filter,
        TypeKind::Enumerate => new_enumerate,
        TypeKind::Zip => new_zip,
        TypeKind::Reversed => new_reversed,
        _ => return None,
    })
}

/// `map(func, *iterables)`: variadic, no keywords; CPython's `map_new` words the count itself.
fn new_map(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::varargs_own("map", 2, "map() must have at least two arguments.");
    bind(&SIG, args, kw)?;
    let mut inners = Vec::with_capacity(args.len() - 1);
    for a in &args[1..] {
        inners.push(interp.get_iter(a)?);
    }
    Ok(make(IterState::Map { func: args[0].clone(), inners }))
}

const FILTER: Sig<2> = Sig::positional("filter", "filter", ["function", "iterable"], 2);

fn new_filter(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [func, iterable] = bind(&FILTER, args, kw)?;
    let inner = interp.get_iter(req(iterable))?;
    Ok(make(IterState::Filter { func: req(func).clone(), inner }))
}

/// `enumerate(...)` itself takes CPython 3.11's vectorcall path, which parses by hand.
const ENUMERATE: Sig<2> = Sig::vectorcall("enumerate", ["iterable", "start"], 1);
/// A subclass of `enumerate` takes Argument Clinic's `enum_new` (`missing required argument
/// 'iterable' (pos 1)`).
const ENUMERATE_NEW: Sig<2> = Sig::keywords("enumerate", ["iterable", "start"], 1, 0, 0);

/// `enumerate(iterable, start=0)`.
fn new_enumerate(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    enumerate_bound(interp, bind(&ENUMERATE, args, kw)?)
}

/// A subclass's `enumerate(iterable, start=0)`.
fn new_enumerate_subclass(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    enumerate_bound(interp, bind(&ENUMERATE_NEW, args, kw)?)
}

fn enumerate_bound(interp: &mut Interp, [iterable, start]: [Option<&Value>; 2]) -> R<Value> {
    let inner = interp.get_iter(req(iterable))?;
    let count = match start {
        None => Value::Int(0),
        Some(Value::Int(i)) => Value::Int(*i),
        Some(v) => Value::from_bigint(crate::modules::math::index_big(interp, v)?),
    };
    Ok(make(IterState::Enumerate { inner, count }))
}

/// `zip(*iterables, strict=False)`: variadic with the keyword-only `strict`
/// (`PyArg_ParseTupleAndKeywords` with `|$p`, which counts the keywords first).
fn new_zip(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::varargs("zip", "zip", ["strict"], 0);
    let [strict] = bind(&SIG, args, kw)?;
    let strict = match strict {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    let mut inners = Vec::with_capacity(args.len());
    for a in args {
        inners.push(interp.get_iter(a)?);
    }
    if inners.is_empty() {
        return Ok(make(IterState::Done(TypeKind::Zip)));
    }
    Ok(make(IterState::Zip { inners, strict }))
}

const REVERSED: Sig<1> = Sig::positional("reversed", "reversed", ["sequence"], 1);

fn not_reversible(interp: &Interp, v: &Value) -> Error {
    type_error(format!("'{}' object is not reversible", interp.type_name(v)))
}

/// `reversed(seq)`: the sequence's own `__reversed__` (a list's, a dict's, a range's, a
/// class's), or CPython's `reversed` object over `__len__` and `__getitem__`.
fn new_reversed(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let [seq] = bind(&REVERSED, args, kw)?;
    reversed_of(interp, req(seq))
}

fn reversed_of(interp: &mut Interp, v: &Value) -> R<Value> {
    let dict_items = |d: &Dict, kind: ViewKind| -> Vec<Value> {
        d.iter()
            .map(|e| match kind {
                ViewKind::Keys => e.key.clone(),
                ViewKind::Values => e.value.clone(),
                ViewKind::Items => Value::tuple(vec![e.key.clone(), e.value.clone()]),
            })
            .collect()
    };
    let rev_kind = |kind: ViewKind| match kind {
        ViewKind::Keys => TypeKind::DictReverseKeyIterator,
        ViewKind::Values => TypeKind::DictReverseValueIterator,
        ViewKind::Items => TypeKind::DictReverseItemIterator,
    };
    let state = match v {
        Value::List(l) => {
            let n = l.borrow().len();
            IterState::ListRev { list: l.clone(), index: n as isize - 1 }
        }
        Value::Range(r) if r.big.is_some() => {
            let (start, _, step) = r.parts();
            let len = r.len_big();
            IterState::LongRange { next: start + (&len - 1) * &step, step: -step, remaining: len }
        }
        Value::Range(r) => {
            let n = r.len();
            if n == 0 {
                IterState::Range { next: r.start, step: r.step, remaining: 0 }
            } else {
                // Wrapping arithmetic is exact here: every item lies between start and stop.
                IterState::Range { next: r.get(n - 1), step: r.step.wrapping_neg(), remaining: n }
            }
        }
        Value::Str(s) => IterState::Reversed {
            items: s.s.chars().map(|c| Value::string(c.to_string())).collect(),
            kind: TypeKind::Reversed,
        },
        Value::Tuple(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            let n = interp.len(v)? as i64;
            IterState::ReversedSeq { seq: v.clone(), index: n - 1 }
        }
        Value::Dict(d) => IterState::Reversed {
            items: dict_items(&d.borrow(), ViewKind::Keys),
            kind: TypeKind::DictReverseKeyIterator,
        },
        Value::DictView(view) => IterState::Reversed {
            items: dict_items(&view.dict.borrow(), view.kind),
            kind: rev_kind(view.kind),
        },
        Value::Instance(i) => {
            if let Some(f) = i.class.lookup("__reversed__") {
                if f.is_none() {
                    return Err(not_reversible(interp, v));
                }
                return interp.call_with_receiver(&f, v, []);
            }
            let base = i.builtin_base.borrow().clone();
            // A list's, dict's or range's own `__reversed__` reads the builtin part.
            if let Some(b @ (Value::List(_) | Value::Dict(_) | Value::Range(_))) = &base {
                return reversed_of(interp, b);
            }
            let sequence = i.class.lookup("__getitem__").is_some()
                || matches!(
                    base,
                    Some(Value::Str(_) | Value::Tuple(_) | Value::Bytes(_) | Value::ByteArray(_))
                );
            if !sequence {
                return Err(not_reversible(interp, v));
            }
            let n = interp.len(v)? as i64;
            IterState::ReversedSeq { seq: v.clone(), index: n - 1 }
        }
        _ => return Err(not_reversible(interp, v)),
    };
    Ok(make(state))
}

/// The methods of the iterator classes: `__iter__`, `__next__`, and `__length_hint__` for
/// the types that have it in CPython.
pub(crate) fn type_methods(kind: TypeKind) -> Vec<(&'static str, BuiltinFn)> {
    let mut m: Vec<(&'static str, BuiltinFn)> =
        vec![("__iter__", iter_self), ("__next__", iter_next)];
    let hinted = !matches!(
        kind,
        TypeKind::Map
            | TypeKind::Filter
            | TypeKind::Enumerate
            | TypeKind::Zip
            | TypeKind::CallableIterator
    );
    if hinted {
        m.push(("__length_hint__", iter_length_hint));
    }
    m
}

/// The builtin iterator a method of an iterator class works on: the receiver, or the
/// builtin part of an instance of a subclass (`class MyEnum(enumerate)`).
/// The receiver is checked before the arguments, as CPython's descriptors do.
fn receiver_state(interp: &Interp, name: &str, args: &[Value]) -> R<Rc<RefCell<IterState>>> {
    let recv = args.first();
    let found = match recv {
        Some(Value::Iterator(st)) => Some(st.clone()),
        Some(Value::Instance(i)) => match &*i.builtin_base.borrow() {
            Some(Value::Iterator(st)) => Some(st.clone()),
            _ => None,
        },
        _ => None,
    };
    match (found, recv) {
        (Some(st), _) => Ok(st),
        (None, Some(other)) => Err(type_error(format!(
            "descriptor '{name}' requires an iterator object but received a '{}'",
            interp.type_name(other)
        ))),
        (None, None) => Err(type_error(format!("descriptor '{name}' needs an argument"))),
    }
}

fn iter_self(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__iter__", []);
    receiver_state(interp, "__iter__", args)?;
    bind(&SIG, &args[1..], kw)?;
    Ok(args[0].clone())
}

fn iter_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__next__", []);
    let st = receiver_state(interp, "__next__", args)?;
    bind(&SIG, &args[1..], kw)?;
    match next(interp, &st)? {
        Some(v) => Ok(v),
        None => Err(Error::bare(ExcType::StopIteration)),
    }
}

/// `__length_hint__` is `METH_NOARGS`, whose messages name the receiver's type
/// (`list_iterator.__length_hint__() takes no arguments (1 given)`), so it binds with the
/// names of this call, after the receiver's check.
fn iter_length_hint(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::no_args("__length_hint__");
    let st = receiver_state(interp, "__length_hint__", args)?;
    if args.len() > 1 || !kw.is_empty() {
        let qualname = format!("{}.__length_hint__", interp.type_name(&args[0]));
        bind_named(&SIG, &qualname, &qualname, &args[1..], kw)?;
    }
    Ok(Value::Int(length_hint(interp, &st)?.unwrap_or(0)))
}

/// Whether `len(v)` is defined for the value (CPython's `_PyObject_HasLen`).
pub(crate) fn has_len(v: &Value) -> bool {
    match v {
        Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::FrozenSet(_)
        | Value::Range(_)
        | Value::DictView(_) => true,
        Value::Instance(i) => {
            i.class.lookup("__len__").is_some()
                || i.builtin_base.borrow().as_ref().map(has_len).unwrap_or(false)
        }
        _ => false,
    }
}

/// The `__length_hint__` of a builtin iterator, as CPython's iterators report it; `None`
/// where CPython's iterator has no length hint.
pub(crate) fn length_hint(interp: &mut Interp, state: &Rc<RefCell<IterState>>) -> R<Option<i64>> {
    let (obj, index, reverse) = {
        let st = state.borrow();
        match &*st {
            IterState::List { list, index } => {
                return Ok(Some(list.borrow().len().saturating_sub(*index) as i64))
            }
            IterState::ListRev { list, index } => {
                // As `listreviter_len`: what is left, or 0 once the list shrank below it.
                let left = *index + 1;
                return Ok(Some(if list.borrow().len() < left as usize { 0 } else { left as i64 }));
            }
            IterState::Tuple { tuple: items, index } | IterState::FrozenSet { items, index } => {
                return Ok(Some(items.len().saturating_sub(*index) as i64))
            }
            IterState::Str { s, byte } => {
                return Ok(Some(s.s.get(*byte..).map(|r| r.chars().count()).unwrap_or(0) as i64))
            }
            IterState::Bytes { bytes, index, .. } => {
                return Ok(Some(bytes.len().saturating_sub(*index) as i64))
            }
            IterState::ByteArray { array, index } => {
                return Ok(Some(array.borrow().len().saturating_sub(*index) as i64))
            }
            IterState::Range { remaining, .. } => return Ok(Some((*remaining).max(0))),
            IterState::LongRange { remaining, .. } => {
                use num_traits::ToPrimitive;
                return Ok(Some(remaining.to_i64().unwrap_or(i64::MAX)));
            }
            IterState::DictKeys { dict, used, remaining, .. } => {
                // As CPython's `__length_hint__`: what is left, or 0 once the size changed.
                let d = dict.borrow();
                return Ok(Some(if d.len() == *used { *remaining as i64 } else { 0 }));
            }
            IterState::Reversed { items, .. } => return Ok(Some(items.len() as i64)),
            // An exhausted iterator: CPython's sequence iterators report 0.
            IterState::Done(_) => return Ok(Some(0)),
            IterState::SeqIndex { obj, index } => (obj.clone(), *index, false),
            IterState::ReversedSeq { seq, index } => (seq.clone(), *index, true),
            _ => return Ok(None),
        }
    };
    if reverse {
        // As `reversed_len`: the sequence's length is asked again.
        let n = interp.len(&obj)? as i64;
        let position = index + 1;
        return Ok(Some(if n < position { 0 } else { position }));
    }
    if !has_len(&obj) {
        return Ok(None);
    }
    let n = interp.len(&obj)? as i64;
    Ok(Some((n - index).max(0)))
}
