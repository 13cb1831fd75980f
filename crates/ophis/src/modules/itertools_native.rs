//! `_itertools`: the native steps of the combinatoric iterators of `itertools`
//! (`py/itertools.py`): product, permutations, combinations and
//! combinations_with_replacement.
//!
//! Each iterator is `iter(cursor)` where the cursor is an instance of a small Python class
//! whose `__getitem__` is `next_combination`: the index-based iteration protocol calls it
//! until it raises IndexError, and every call computes the next tuple natively from the
//! state kept in the cursor's attributes (`_kind`, `_pool`, `_r`, `_indices`, `_cycles`).
//! The algorithms and the order of the results are CPython's (Modules/itertoolsmodule.c).
//!
//! It also holds the `__next__` of the iterator classes that produce one item per input
//! item (count, repeat, cycle, islice, zip_longest, tee, groupby and its groups, chain,
//! compress, dropwhile, takewhile, filterfalse, starmap, accumulate, pairwise): written in
//! Python they would cost dozens of evaluated nodes per item. Each works on the attributes
//! that its class in `py/itertools.py` sets up, and mirrors the C implementation step by
//! step, so that the same items of shared iterators are consumed and user callables (key
//! functions, `__eq__`) are called at the same moments. An attribute that is absent stands
//! for C's NULL.

use std::rc::Rc;

use crate::args::{bind, Sig};
use crate::ast::BinOp;
use crate::error::{index_error, type_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::{Instance, Value};

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, crate::value::BuiltinFn)] = &[
        ("next_combination", next_combination),
        ("count_next", count_next),
        ("repeat_next", repeat_next),
        ("cycle_next", cycle_next),
        ("islice_next", islice_next),
        ("zip_longest_next", zip_longest_next),
        ("tee_next", tee_next),
        ("groupby_next", groupby_next),
        ("grouper_next", grouper_next),
        ("chain_next", chain_next),
        ("compress_next", compress_next),
        ("dropwhile_next", dropwhile_next),
        ("takewhile_next", takewhile_next),
        ("filterfalse_next", filterfalse_next),
        ("starmap_next", starmap_next),
        ("accumulate_next", accumulate_next),
        ("pairwise_next", pairwise_next),
        ("combination_next", combination_next),
        ("keeps_init", keeps_init),
    ];
    let attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(name, f)| (*name, func("_itertools", name, *f))).collect();
    Ok(new_module("_itertools", attrs))
}

fn stop() -> Error {
    Error::bare(ExcType::StopIteration)
}

/// The receiver of a `__next__`: an instance.
fn receiver(args: &[Value], kw: &Kwargs) -> R<Rc<Instance>> {
    static SIG: Sig<0> = Sig::wrapper("__next__", []);
    bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
    match &args[0] {
        Value::Instance(i) => Ok(i.clone()),
        _ => Err(type_error("descriptor '__next__' requires an itertools object")),
    }
}

fn get(inst: &Instance, name: &str) -> Option<Value> {
    inst.attrs.borrow().get(name).cloned()
}

fn clear(inst: &Instance, name: &str) {
    inst.attrs.borrow_mut().shift_remove(name);
}

fn int_of(v: Option<Value>) -> Option<i64> {
    match v {
        Some(Value::Int(i)) => Some(i),
        _ => None,
    }
}

/// `a == b` as PyObject_RichCompareBool computes it: identity first.
fn same(interp: &mut Interp, a: &Value, b: &Value) -> R<bool> {
    Ok(a.is(b) || interp.eq(a, b)?)
}

/// count: `_cur` then `_cur + _step`.
fn count_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let cur = get(&inst, "_cur").unwrap_or(Value::Int(0));
    let step = get(&inst, "_step").unwrap_or(Value::Int(1));
    let next = interp.binop(&cur, BinOp::Add, &step)?;
    set_attr(&inst, "_cur", next);
    Ok(cur)
}

/// repeat: `_obj`, `_left` times (None: forever).
fn repeat_next(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let obj = get(&inst, "_obj").unwrap_or(Value::None);
    match get(&inst, "_left") {
        Some(Value::Int(left)) => {
            if left <= 0 {
                return Err(stop());
            }
            set_attr(&inst, "_left", Value::Int(left - 1));
            Ok(obj)
        }
        _ => Ok(obj),
    }
}

/// `keeps_init(cls, base)`: whether `cls` finds the same `__init__` along its MRO as `base`
/// (CPython's `type->tp_init == base_type.tp_init`), which decides whether the constructors
/// of positional-only iterators refuse keywords: a subclass with an `__init__` of its own
/// takes them there.
fn keeps_init(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("keeps_init", "keeps_init", ["cls", "base"], 2);
    let [cls, base] = bind(&SIG, args, kw)?.map(crate::args::req);
    let (Value::Class(cls), Value::Class(base)) = (cls, base) else {
        return Err(type_error("keeps_init() arguments must be classes"));
    };
    let same = match (cls.lookup("__init__"), base.lookup("__init__")) {
        (None, None) => true,
        (Some(a), Some(b)) => a.is(&b),
        _ => false,
    };
    Ok(Value::Bool(same))
}

/// chain: the items of `_active`, then of each iterable `_source` gives; either is absent
/// once exhausted (CPython's chain_next).
fn chain_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    loop {
        let active = match get(&inst, "_active") {
            Some(a) => a,
            None => {
                let Some(source) = get(&inst, "_source") else { return Err(stop()) };
                let Some(iterable) = interp.next(&source)? else {
                    clear(&inst, "_source");
                    return Err(stop());
                };
                let it = interp.get_iter(&iterable)?;
                set_attr(&inst, "_active", it.clone());
                it
            }
        };
        match interp.next(&active)? {
            Some(item) => return Ok(item),
            None => clear(&inst, "_active"),
        }
    }
}

/// compress: the items of `_data` whose item of `_selectors` is true, data read first.
fn compress_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let data = get(&inst, "_data").unwrap_or(Value::None);
    let selectors = get(&inst, "_selectors").unwrap_or(Value::None);
    loop {
        let Some(datum) = interp.next(&data)? else { return Err(stop()) };
        let Some(selector) = interp.next(&selectors)? else { return Err(stop()) };
        if interp.truthy(&selector)? {
            return Ok(datum);
        }
    }
}

/// dropwhile: the items of `_it` from the first one `_pred` rejects; `_start` is set then.
fn dropwhile_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let it = get(&inst, "_it").unwrap_or(Value::None);
    loop {
        let Some(item) = interp.next(&it)? else { return Err(stop()) };
        if matches!(get(&inst, "_start"), Some(Value::Bool(true))) {
            return Ok(item);
        }
        let pred = get(&inst, "_pred").unwrap_or(Value::None);
        let ok = interp.call(&pred, vec![item.clone()], vec![])?;
        if !interp.truthy(&ok)? {
            set_attr(&inst, "_start", Value::Bool(true));
            return Ok(item);
        }
    }
}

/// takewhile: the items of `_it` until `_pred` rejects one; `_stop` is set then.
fn takewhile_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    if matches!(get(&inst, "_stop"), Some(Value::Bool(true))) {
        return Err(stop());
    }
    let it = get(&inst, "_it").unwrap_or(Value::None);
    let Some(item) = interp.next(&it)? else { return Err(stop()) };
    let pred = get(&inst, "_pred").unwrap_or(Value::None);
    let ok = interp.call(&pred, vec![item.clone()], vec![])?;
    if interp.truthy(&ok)? {
        return Ok(item);
    }
    set_attr(&inst, "_stop", Value::Bool(true));
    Err(stop())
}

/// filterfalse: the items of `_it` that `_func` rejects (None or `bool`: the false items).
fn filterfalse_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let it = get(&inst, "_it").unwrap_or(Value::None);
    let func = get(&inst, "_func").unwrap_or(Value::None);
    let plain = match &func {
        Value::None => true,
        Value::Class(c) => c.is_builtin && c.kind == crate::value::TypeKind::Bool,
        _ => false,
    };
    loop {
        let Some(item) = interp.next(&it)? else { return Err(stop()) };
        let ok = if plain {
            interp.truthy(&item)?
        } else {
            let r = interp.call(&func, vec![item.clone()], vec![])?;
            interp.truthy(&r)?
        };
        if !ok {
            return Ok(item);
        }
    }
}

/// starmap: `_func(*args)` for each item of `_it`, an item other than an exact tuple made
/// one with tuple().
fn starmap_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let it = get(&inst, "_it").unwrap_or(Value::None);
    let Some(item) = interp.next(&it)? else { return Err(stop()) };
    let items: Vec<Value> = match &item {
        Value::Tuple(t) => t.to_vec(),
        other => interp.iterate(other)?,
    };
    let func = get(&inst, "_func").unwrap_or(Value::None);
    interp.call(&func, items, vec![])
}

/// accumulate: `_initial` first (if not None, then None), then the running total `_total`
/// (absent before the first item) combined with each item of `_it` by `+` or `_func`.
fn accumulate_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    match get(&inst, "_initial") {
        None | Some(Value::None) => {}
        Some(initial) => {
            set_attr(&inst, "_initial", Value::None);
            set_attr(&inst, "_total", initial.clone());
            return Ok(initial);
        }
    }
    let it = get(&inst, "_it").unwrap_or(Value::None);
    let Some(val) = interp.next(&it)? else { return Err(stop()) };
    let total = match get(&inst, "_total") {
        None => val,
        Some(total) => match get(&inst, "_func") {
            None | Some(Value::None) => interp.binop(&total, BinOp::Add, &val)?,
            Some(func) => interp.call(&func, vec![total, val], vec![])?,
        },
    };
    set_attr(&inst, "_total", total.clone());
    Ok(total)
}

/// pairwise: CPython 3.11.7's pairwise_next step by step over `_it` and `_old` (absent:
/// NULL), so a source that reads the pairwise iterator again sees the same state.
fn pairwise_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let Some(mut it) = get(&inst, "_it") else { return Err(stop()) };
    let old = match get(&inst, "_old") {
        Some(old) => old,
        None => {
            // An error or the end alike leaves the iterator exhausted, as in CPython.
            let first = interp.next(&it);
            let Ok(Some(old)) = first else {
                clear(&inst, "_old");
                clear(&inst, "_it");
                return first.and(Err(stop()));
            };
            set_attr(&inst, "_old", old.clone());
            match get(&inst, "_it") {
                Some(now) => it = now,
                None => {
                    clear(&inst, "_old");
                    return Err(stop());
                }
            }
            old
        }
    };
    let second = interp.next(&it);
    let Ok(Some(new)) = second else {
        clear(&inst, "_it");
        clear(&inst, "_old");
        return second.and(Err(stop()));
    };
    set_attr(&inst, "_old", new.clone());
    Ok(Value::tuple(vec![old, new]))
}

/// `__next__` of the combinatoric iterator classes: `next_combination`, ending with
/// StopIteration.
fn combination_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<0> = Sig::wrapper("__next__", []);
    bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
    let Some(Value::Instance(inst)) = args.first() else {
        return Err(type_error("descriptor '__next__' requires an itertools object"));
    };
    let cursor = [args[0].clone(), Value::Int(0)];
    match next_combination(interp, &cursor, &Kwargs::new()) {
        Err(e)
            if matches!(attr(inst, "_done"), Value::Bool(true))
                && interp.is_exc_of(&e, ExcType::IndexError) =>
        {
            Err(stop())
        }
        other => other,
    }
}

/// cycle: items of `_it` (saved into `_saved`) on the first pass, then `_saved` forever.
fn cycle_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    if let Some(it) = get(&inst, "_it") {
        match interp.next(&it)? {
            Some(item) => {
                // After `__setstate__` with a true `firstpass`, `_saved` already holds the
                // items the iterator gives.
                if matches!(get(&inst, "_firstpass"), Some(Value::Bool(true))) {
                    return Ok(item);
                }
                if let Some(Value::List(ref saved)) = get(&inst, "_saved") {
                    interp.check_alloc(saved.borrow().len().saturating_mul(16))?;
                    saved.borrow_mut().push(item.clone());
                }
                return Ok(item);
            }
            None => clear(&inst, "_it"),
        }
    }
    let saved = match get(&inst, "_saved") {
        Some(Value::List(ref l)) => l.clone(),
        _ => return Err(stop()),
    };
    let n = saved.borrow().len();
    if n == 0 {
        return Err(stop());
    }
    let i = (int_of(get(&inst, "_index")).unwrap_or(0).max(0) as usize) % n;
    let item = saved.borrow().get(i).cloned().unwrap_or(Value::None);
    set_attr(&inst, "_index", Value::Int(((i + 1) % n) as i64));
    Ok(item)
}

/// islice: CPython's islice_next over `_it`, `_next`, `_stop` (None: no stop), `_step`,
/// `_cnt`.
fn islice_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let it = match get(&inst, "_it") {
        Some(it) => it,
        None => return Err(stop()),
    };
    let stop_at = int_of(get(&inst, "_stop"));
    let step = int_of(get(&inst, "_step")).unwrap_or(1);
    let mut cnt = int_of(get(&inst, "_cnt")).unwrap_or(0);
    let next = int_of(get(&inst, "_next")).unwrap_or(0);
    while cnt < next {
        if interp.next(&it)?.is_none() {
            clear(&inst, "_it");
            set_attr(&inst, "_cnt", Value::Int(cnt));
            return Err(stop());
        }
        cnt += 1;
        set_attr(&inst, "_cnt", Value::Int(cnt));
    }
    if let Some(s) = stop_at {
        if cnt >= s {
            clear(&inst, "_it");
            return Err(stop());
        }
    }
    let item = match interp.next(&it)? {
        Some(item) => item,
        None => {
            clear(&inst, "_it");
            return Err(stop());
        }
    };
    cnt += 1;
    let mut new_next = next.saturating_add(step);
    if let Some(s) = stop_at {
        if new_next > s {
            new_next = s;
        }
    }
    set_attr(&inst, "_cnt", Value::Int(cnt));
    set_attr(&inst, "_next", Value::Int(new_next));
    Ok(item)
}

/// zip_longest: `_iters` (None once exhausted), `_active`, `_fill`.
fn zip_longest_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    let iters = match get(&inst, "_iters") {
        Some(Value::List(ref l)) => l.clone(),
        _ => return Err(stop()),
    };
    let n = iters.borrow().len();
    let mut active = int_of(get(&inst, "_active")).unwrap_or(0);
    if n == 0 || active == 0 {
        return Err(stop());
    }
    let fill = get(&inst, "_fill").unwrap_or(Value::None);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let it = iters.borrow().get(i).cloned().unwrap_or(Value::None);
        if it.is_none() {
            out.push(fill.clone());
            continue;
        }
        match interp.next(&it) {
            Ok(Some(v)) => out.push(v),
            Ok(None) => {
                active -= 1;
                if active == 0 {
                    set_attr(&inst, "_active", Value::Int(0));
                    return Err(stop());
                }
                set_attr(&inst, "_active", Value::Int(active));
                if let Some(slot) = iters.borrow_mut().get_mut(i) {
                    *slot = Value::None;
                }
                out.push(fill.clone());
            }
            Err(e) => {
                set_attr(&inst, "_active", Value::Int(0));
                return Err(e);
            }
        }
    }
    Ok(Value::tuple(out))
}

/// How many values one cell of a tee's list holds (CPython's `LINKCELLS`): one list per 57
/// values keeps an iterator that lags far behind affordable.
const TEE_CELL: usize = 57;

/// tee: the iterators share `_it` and a linked list of cells `[next, v0, v1, ...]` of up to
/// `TEE_CELL` values; `_link` is the cell this iterator reads, `_index` how many of its
/// values it has read.
fn tee_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let inst = receiver(args, kw)?;
    loop {
        let cell = match get(&inst, "_link") {
            Some(Value::List(ref l)) => l.clone(),
            _ => return Err(stop()),
        };
        let index = int_of(get(&inst, "_index")).unwrap_or(0).max(0) as usize;
        let held = cell.borrow().len().saturating_sub(1);
        if index < held {
            let value = cell.borrow().get(index + 1).cloned().unwrap_or(Value::None);
            set_attr(&inst, "_index", Value::Int(index as i64 + 1));
            return Ok(value);
        }
        if held >= TEE_CELL {
            // This cell is read to its end: on to the next one, made if no iterator has yet.
            let next = cell.borrow().first().cloned().unwrap_or(Value::None);
            let next = match next {
                Value::List(_) => next,
                _ => {
                    interp.check_alloc((TEE_CELL + 1) * std::mem::size_of::<Value>())?;
                    let fresh = interp.track_list(vec![Value::None]);
                    if let Some(slot) = cell.borrow_mut().first_mut() {
                        *slot = fresh.clone();
                    }
                    fresh
                }
            };
            set_attr(&inst, "_link", next);
            set_attr(&inst, "_index", Value::Int(0));
            continue;
        }
        let it = get(&inst, "_it").unwrap_or(Value::None);
        // The flag the iterators of one source share: set while the source runs.
        let busy = match get(&inst, "_busy") {
            Some(Value::List(ref b)) => Some(b.clone()),
            _ => None,
        };
        if let Some(b) = &busy {
            if b.borrow().first().is_some_and(|v| matches!(v, Value::Bool(true))) {
                return Err(crate::error::Error::new(
                    crate::error::ExcType::RuntimeError,
                    "cannot re-enter the tee iterator",
                ));
            }
            if let Some(slot) = b.borrow_mut().first_mut() {
                *slot = Value::Bool(true);
            }
        }
        let value = interp.next(&it);
        if let Some(b) = &busy {
            if let Some(slot) = b.borrow_mut().first_mut() {
                *slot = Value::Bool(false);
            }
        }
        let Some(value) = value? else { return Err(stop()) };
        // Another tee iterator may have added the value while the source ran.
        let value = {
            let mut c = cell.borrow_mut();
            match c.get(index + 1) {
                Some(v) => v.clone(),
                None => {
                    c.push(value.clone());
                    value
                }
            }
        };
        set_attr(&inst, "_index", Value::Int(index as i64 + 1));
        return Ok(value);
    }
}

/// groupby_step: reads the next value and its key into `_currvalue` and `_currkey`.
fn groupby_step(interp: &mut Interp, gb: &Instance) -> R<()> {
    let it = get(gb, "_it").unwrap_or(Value::None);
    let value = match interp.next(&it)? {
        Some(v) => v,
        None => return Err(stop()),
    };
    let key = match get(gb, "_keyfunc") {
        None | Some(Value::None) => value.clone(),
        Some(f) => interp.call(&f, vec![value.clone()], vec![])?,
    };
    set_attr(gb, "_currvalue", value);
    set_attr(gb, "_currkey", key);
    Ok(())
}

/// groupby.__next__: skips the rest of the current group, then returns (key, group); the
/// group is a new instance of `_grouper_cls`, built with (groupby, key).
fn groupby_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let gb = receiver(args, kw)?;
    clear(&gb, "_currgrouper");
    loop {
        match (get(&gb, "_currkey"), get(&gb, "_tgtkey")) {
            (None, _) => {}
            (Some(_), None) => break,
            (Some(curr), Some(tgt)) => {
                if !same(interp, &tgt, &curr)? {
                    break;
                }
            }
        }
        groupby_step(interp, &gb)?;
    }
    let key = get(&gb, "_currkey").unwrap_or(Value::None);
    set_attr(&gb, "_tgtkey", key.clone());
    let cls = get(&gb, "_grouper_cls").unwrap_or(Value::None);
    let grouper = interp.call(&cls, vec![args[0].clone(), key.clone()], vec![])?;
    set_attr(&gb, "_currgrouper", grouper.clone());
    Ok(Value::tuple(vec![key, grouper]))
}

/// The group's __next__: the next value while the key stays the group's key.
fn grouper_next(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let g = receiver(args, kw)?;
    let parent = get(&g, "_parent").unwrap_or(Value::None);
    let gb = match &parent {
        Value::Instance(i) => i.clone(),
        _ => return Err(stop()),
    };
    match get(&gb, "_currgrouper") {
        Some(cur) if cur.is(&args[0]) => {}
        _ => return Err(stop()),
    }
    if get(&gb, "_currvalue").is_none() {
        groupby_step(interp, &gb)?;
    }
    let tgt = get(&g, "_tgtkey").unwrap_or(Value::None);
    let curr = get(&gb, "_currkey").unwrap_or(Value::None);
    if !same(interp, &tgt, &curr)? {
        return Err(stop());
    }
    let value = get(&gb, "_currvalue").unwrap_or(Value::None);
    clear(&gb, "_currvalue");
    clear(&gb, "_currkey");
    Ok(value)
}

fn attr(inst: &Instance, name: &str) -> Value {
    inst.attrs.borrow().get(name).cloned().unwrap_or(Value::None)
}

fn set_attr(inst: &Instance, name: &str, v: Value) {
    inst.attrs.borrow_mut().insert(Rc::from(name), v);
}

fn indices_of(v: &Value) -> Option<Vec<usize>> {
    match v {
        Value::List(l) => Some(
            l.borrow()
                .iter()
                .map(|x| match x {
                    Value::Int(i) if *i >= 0 => *i as usize,
                    _ => 0,
                })
                .collect(),
        ),
        _ => None,
    }
}

fn to_list(v: &[usize]) -> Value {
    Value::list(v.iter().map(|i| Value::Int(*i as i64)).collect())
}

fn exhausted(inst: &Instance) -> crate::error::Error {
    set_attr(inst, "_done", Value::Bool(true));
    index_error("combinatoric iterator exhausted")
}

fn pick(pool: &[Value], indices: &[usize]) -> Value {
    Value::tuple(indices.iter().map(|i| pool.get(*i).cloned().unwrap_or(Value::None)).collect())
}

/// `__getitem__` of a combinatoric cursor: the next tuple, or IndexError at the end.
fn next_combination(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    // The receiver (the cursor) and the index `__getitem__` is asked for, which the cursor
    // ignores: it keeps its own position.
    static SIG: Sig<1> = Sig::wrapper("__getitem__", ["index"]);
    bind(&SIG, args.get(1..).unwrap_or(&[]), kw)?;
    let inst = match &args[0] {
        Value::Instance(i) => i.clone(),
        _ => return Err(type_error("next_combination() needs a combinatoric cursor")),
    };
    if matches!(attr(&inst, "_done"), Value::Bool(true)) {
        return Err(index_error("combinatoric iterator exhausted"));
    }
    let kind = match attr(&inst, "_kind") {
        Value::Str(ref s) => s.s.clone(),
        _ => return Err(type_error("invalid combinatoric cursor")),
    };
    let pool: Rc<Vec<Value>> = match attr(&inst, "_pool") {
        Value::Tuple(ref t) => t.clone(),
        _ => return Err(type_error("invalid combinatoric cursor")),
    };
    let r = match attr(&inst, "_r") {
        Value::Int(r) if r >= 0 => r as usize,
        _ => 0,
    };
    let indices = indices_of(&attr(&inst, "_indices"));
    match kind.as_str() {
        "product" => product_step(interp, &inst, &pool, indices),
        "permutations" => permutations_step(interp, &inst, &pool, r, indices),
        "combinations" => combinations_step(interp, &inst, &pool, r, indices),
        "cwr" => cwr_step(interp, &inst, &pool, r, indices),
        _ => Err(type_error("invalid combinatoric cursor")),
    }
}

/// product: `_pool` is a tuple of tuples (the pools, already repeated).
fn product_step(
    interp: &mut Interp,
    inst: &Instance,
    pools: &[Value],
    indices: Option<Vec<usize>>,
) -> R<Value> {
    let pools: Vec<Rc<Vec<Value>>> = pools
        .iter()
        .map(|p| match p {
            Value::Tuple(t) => t.clone(),
            _ => Rc::new(Vec::new()),
        })
        .collect();
    let n = pools.len();
    let mut indices = match indices {
        None => {
            if pools.iter().any(|p| p.is_empty()) {
                return Err(exhausted(inst));
            }
            interp.check_alloc(n.saturating_mul(16))?;
            vec![0; n]
        }
        Some(mut ix) => {
            if ix.len() != n {
                return Err(exhausted(inst));
            }
            // Advance the rightmost index that can move, like an odometer.
            let mut i = n;
            loop {
                if i == 0 {
                    return Err(exhausted(inst));
                }
                i -= 1;
                ix[i] += 1;
                if ix[i] < pools[i].len() {
                    break;
                }
                ix[i] = 0;
            }
            ix
        }
    };
    indices.truncate(n);
    set_attr(inst, "_indices", to_list(&indices));
    Ok(Value::tuple(
        indices
            .iter()
            .zip(pools.iter())
            .map(|(i, p)| p.get(*i).cloned().unwrap_or(Value::None))
            .collect(),
    ))
}

fn permutations_step(
    interp: &mut Interp,
    inst: &Instance,
    pool: &[Value],
    r: usize,
    indices: Option<Vec<usize>>,
) -> R<Value> {
    let n = pool.len();
    match indices {
        None => {
            if r > n {
                return Err(exhausted(inst));
            }
            interp.check_alloc(n.saturating_mul(32))?;
            let indices: Vec<usize> = (0..n).collect();
            let cycles: Vec<usize> = (0..r).map(|i| n - i).collect();
            set_attr(inst, "_indices", to_list(&indices));
            set_attr(inst, "_cycles", to_list(&cycles));
            Ok(pick(pool, &indices[..r]))
        }
        Some(mut indices) => {
            let mut cycles = indices_of(&attr(inst, "_cycles")).unwrap_or_default();
            if n == 0 || r > n || indices.len() != n || cycles.len() != r {
                return Err(exhausted(inst));
            }
            let mut i = r;
            while i > 0 {
                i -= 1;
                cycles[i] = cycles[i].saturating_sub(1);
                if cycles[i] == 0 {
                    // Move indices[i] to the end, shifting the rest left.
                    indices[i..].rotate_left(1);
                    cycles[i] = n - i;
                } else {
                    let j = cycles[i];
                    if j > n {
                        return Err(exhausted(inst));
                    }
                    indices.swap(i, n - j);
                    set_attr(inst, "_indices", to_list(&indices));
                    set_attr(inst, "_cycles", to_list(&cycles));
                    return Ok(pick(pool, &indices[..r]));
                }
            }
            Err(exhausted(inst))
        }
    }
}

fn combinations_step(
    interp: &mut Interp,
    inst: &Instance,
    pool: &[Value],
    r: usize,
    indices: Option<Vec<usize>>,
) -> R<Value> {
    let n = pool.len();
    let indices = match indices {
        None => {
            if r > n {
                return Err(exhausted(inst));
            }
            interp.check_alloc(r.saturating_mul(16))?;
            (0..r).collect::<Vec<usize>>()
        }
        Some(mut ix) => {
            if ix.len() != r || r > n {
                return Err(exhausted(inst));
            }
            let mut i = r;
            loop {
                if i == 0 {
                    return Err(exhausted(inst));
                }
                i -= 1;
                if ix[i] != i + n - r {
                    break;
                }
            }
            ix[i] += 1;
            for j in i + 1..r {
                ix[j] = ix[j - 1] + 1;
            }
            ix
        }
    };
    set_attr(inst, "_indices", to_list(&indices));
    Ok(pick(pool, &indices))
}

fn cwr_step(
    interp: &mut Interp,
    inst: &Instance,
    pool: &[Value],
    r: usize,
    indices: Option<Vec<usize>>,
) -> R<Value> {
    let n = pool.len();
    let indices = match indices {
        None => {
            if n == 0 && r > 0 {
                return Err(exhausted(inst));
            }
            interp.check_alloc(r.saturating_mul(16))?;
            vec![0; r]
        }
        Some(mut ix) => {
            if ix.len() != r || n == 0 {
                return Err(exhausted(inst));
            }
            let mut i = r;
            loop {
                if i == 0 {
                    return Err(exhausted(inst));
                }
                i -= 1;
                if ix[i] != n - 1 {
                    break;
                }
            }
            let v = ix[i] + 1;
            for x in ix[i..].iter_mut() {
                *x = v;
            }
            ix
        }
    };
    set_attr(inst, "_indices", to_list(&indices));
    Ok(pick(pool, &indices))
}
