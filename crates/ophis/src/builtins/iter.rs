//! Builtin iterators: over lists, tuples, strings, ranges, dicts and sets, plus `enumerate`,
//! `zip`, `map`, `filter`, `reversed`, the `__getitem__` sequence protocol and
//! `iter(callable, sentinel)`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::dict::Dict;
use crate::error::{runtime_error, value_error, R};
use crate::interp::Interp;
use crate::value::{PyStr, Value, ViewKind};

pub enum IterState {
    List {
        list: Rc<RefCell<Vec<Value>>>,
        index: usize,
    },
    Tuple {
        tuple: Rc<Vec<Value>>,
        index: usize,
    },
    Str {
        s: Rc<PyStr>,
        byte: usize,
    },
    Bytes {
        bytes: Rc<Vec<u8>>,
        index: usize,
    },
    Range {
        next: i64,
        step: i64,
        remaining: i64,
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
    Enumerate {
        inner: Value,
        count: i64,
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
    Reversed {
        items: Vec<Value>,
    },
    SeqIndex {
        obj: Value,
        index: i64,
    },
    Callable {
        func: Value,
        sentinel: Value,
    },
    Done,
}

impl std::fmt::Debug for IterState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{}>", self.type_name())
    }
}

impl IterState {
    pub fn type_name(&self) -> &'static str {
        match self {
            IterState::List { .. } => "list_iterator",
            IterState::Tuple { .. } => "tuple_iterator",
            IterState::Str { .. } => "str_iterator",
            IterState::Bytes { .. } => "bytes_iterator",
            IterState::Range { .. } => "range_iterator",
            IterState::DictKeys { set: true, .. } => "set_iterator",
            IterState::DictKeys { kind: ViewKind::Keys, .. } => "dict_keyiterator",
            IterState::DictKeys { kind: ViewKind::Values, .. } => "dict_valueiterator",
            IterState::DictKeys { kind: ViewKind::Items, .. } => "dict_itemiterator",
            IterState::Enumerate { .. } => "enumerate",
            IterState::Zip { .. } => "zip",
            IterState::Map { .. } => "map",
            IterState::Filter { .. } => "filter",
            IterState::Reversed { .. } => "reversed",
            IterState::SeqIndex { .. } => "iterator",
            IterState::Callable { .. } => "callable_iterator",
            IterState::Done => "iterator",
        }
    }
}

impl IterState {
    /// A fresh iterator over a dict's entries (`kind` picks keys, values or items) or, with
    /// `set`, over a set.
    pub fn over_dict(dict: &Rc<RefCell<Dict>>, kind: ViewKind, set: bool) -> IterState {
        let n = dict.borrow().len();
        IterState::DictKeys { dict: dict.clone(), pos: 0, used: n, remaining: n, kind, set }
    }
}

pub(crate) fn make(state: IterState) -> Value {
    Value::Iterator(Rc::new(RefCell::new(state)))
}

/// Advances a builtin iterator. No borrow of the state is held while user code runs.
pub(crate) fn next(interp: &mut Interp, state: &Rc<RefCell<IterState>>) -> R<Option<Value>> {
    // Simple iterators advance under one short borrow.
    {
        let mut st = state.borrow_mut();
        match &mut *st {
            IterState::List { list, index } => {
                let l = list.borrow();
                if *index < l.len() {
                    let v = l[*index].clone();
                    *index += 1;
                    return Ok(Some(v));
                }
                drop(l);
                *st = IterState::Done;
                return Ok(None);
            }
            IterState::Tuple { tuple, index } => {
                if *index < tuple.len() {
                    let v = tuple[*index].clone();
                    *index += 1;
                    return Ok(Some(v));
                }
                *st = IterState::Done;
                return Ok(None);
            }
            IterState::Str { s, byte } => {
                if let Some(c) = s.s[*byte..].chars().next() {
                    *byte += c.len_utf8();
                    return Ok(Some(Value::string(c.to_string())));
                }
                *st = IterState::Done;
                return Ok(None);
            }
            IterState::Bytes { bytes, index } => {
                if *index < bytes.len() {
                    let v = Value::Int(bytes[*index] as i64);
                    *index += 1;
                    return Ok(Some(v));
                }
                *st = IterState::Done;
                return Ok(None);
            }
            IterState::Range { next, step, remaining } => {
                if *remaining > 0 {
                    let v = *next;
                    *next = next.wrapping_add(*step);
                    *remaining -= 1;
                    return Ok(Some(Value::Int(v)));
                }
                *st = IterState::Done;
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
                            *st = IterState::Done;
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
                *st = IterState::Done;
                return Ok(None);
            }
            IterState::Reversed { items } => return Ok(items.pop()),
            IterState::Done => return Ok(None),
            _ => {}
        }
    }
    // Iterators that call back into the interpreter: copy out what is needed first.
    let kind = {
        let st = state.borrow();
        match &*st {
            IterState::Enumerate { inner, count } => Compound::Enumerate(inner.clone(), *count),
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
        Compound::Enumerate(inner, count) => match interp.next(&inner)? {
            Some(v) => {
                if let IterState::Enumerate { count: c, .. } = &mut *state.borrow_mut() {
                    *c += 1;
                }
                Ok(Some(Value::tuple(vec![Value::Int(count), v])))
            }
            None => {
                *state.borrow_mut() = IterState::Done;
                Ok(None)
            }
        },
        Compound::Zip(inners, strict) => {
            let mut out = Vec::with_capacity(inners.len());
            for (i, it) in inners.iter().enumerate() {
                match interp.next(it)? {
                    Some(v) => out.push(v),
                    None => {
                        *state.borrow_mut() = IterState::Done;
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
                        *state.borrow_mut() = IterState::Done;
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
                    *state.borrow_mut() = IterState::Done;
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
                *state.borrow_mut() = IterState::Done;
                Ok(None)
            }
            Err(e) => Err(e),
        },
        Compound::Callable(func, sentinel) => {
            let v = interp.call(&func, vec![], vec![])?;
            if interp.eq(&v, &sentinel)? {
                *state.borrow_mut() = IterState::Done;
                Ok(None)
            } else {
                Ok(Some(v))
            }
        }
    }
}

enum Compound {
    Enumerate(Value, i64),
    Zip(Vec<Value>, bool),
    Map(Value, Vec<Value>),
    Filter(Value, Value),
    Seq(Value, i64),
    Callable(Value, Value),
}
