//! Operators and protocols: arithmetic (with int overflow to big ints), comparisons,
//! truthiness, hashing, containment, item access, iteration, and the dict/set primitives that
//! need the interpreter (user `__eq__`/`__hash__`).

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::ast::{BinOp, CmpOp, UnaryOp};
use crate::builtins::iter::IterState;
use crate::dict::{is_simple_key, Dict};
use crate::error::{
    index_error, overflow_error, type_error, value_error, zero_division, Error, ExcType, R,
};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

mod arith;
mod compare;
mod hash;
pub(crate) use hash::TupleHashes;
mod item;
pub(crate) use item::seq_index;
mod iter;
pub(crate) use arith::*;
pub(crate) use compare::*;
pub(crate) use hash::*;
pub(crate) use item::*;

/// Numbers as ophis computes with them.
pub(crate) enum Num {
    Int(i64),
    Big(BigInt),
    Float(f64),
    Complex(f64, f64),
}

fn as_num(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::Int(*i)),
        Value::Bool(b) => Some(Num::Int(*b as i64)),
        Value::BigInt(b) => Some(Num::Big((**b).clone())),
        Value::Float(f) => Some(Num::Float(*f)),
        Value::Complex(c) => Some(Num::Complex(c.0, c.1)),
        _ => None,
    }
}

pub(crate) fn to_bigint(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::BigInt(b) => Some((**b).clone()),
        _ => None,
    }
}

pub(crate) fn bigint_to_f64(b: &BigInt) -> R<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(overflow_error("int too large to convert to float")),
    }
}

fn num_to_f64(n: &Num) -> R<f64> {
    match n {
        Num::Int(i) => Ok(*i as f64),
        Num::Big(b) => bigint_to_f64(b),
        Num::Float(f) => Ok(*f),
        Num::Complex(r, _) => Ok(*r),
    }
}

/// Escapes non-ASCII characters the way `ascii()` does.
pub(crate) fn ascii_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let cp = c as u32;
        if cp < 128 {
            out.push(c);
        } else if cp < 0x100 {
            out.push_str(&format!("\\x{cp:02x}"));
        } else if cp < 0x10000 {
            out.push_str(&format!("\\u{cp:04x}"));
        } else {
            out.push_str(&format!("\\U{cp:08x}"));
        }
    }
    out
}

impl Interp {
    pub fn type_of(&self, v: &Value) -> Rc<crate::value::Class> {
        use Value::*;
        let k = match v {
            None => TypeKind::NoneType,
            Bool(_) => TypeKind::Bool,
            Int(_) | BigInt(_) => TypeKind::Int,
            Float(_) => TypeKind::Float,
            Complex(_) => TypeKind::Complex,
            Str(_) => TypeKind::Str,
            Bytes(_) => TypeKind::Bytes,
            ByteArray(_) => TypeKind::ByteArray,
            List(_) => TypeKind::List,
            Tuple(_) => TypeKind::Tuple,
            Dict(_) => TypeKind::Dict,
            Set(_) => TypeKind::Set,
            FrozenSet(_) => TypeKind::FrozenSet,
            Range(_) => TypeKind::Range,
            Slice(_) => TypeKind::Slice,
            Function(_) => TypeKind::Function,
            Builtin(_) => TypeKind::BuiltinFunction,
            BoundMethod(_) => TypeKind::Method,
            Class(c) => {
                if let Some(m) = c.metaclass.borrow().clone() {
                    return m;
                }
                TypeKind::Type
            }
            Instance(i) => return i.class.clone(),
            Generator(g) => crate::eval::coroutine::generator_type_kind(g),
            Coroutine(_) => TypeKind::Coroutine,
            AsyncGen(_) => TypeKind::AsyncGenerator,
            Iterator(it) => it.borrow().kind(),
            Module(_) => TypeKind::Module,
            Property(_) => TypeKind::Property,
            StaticMethod(_) => TypeKind::StaticMethod,
            ClassMethod(_) => TypeKind::ClassMethod,
            Super(_) => TypeKind::Super,
            DictView(d) => match d.kind {
                crate::value::ViewKind::Keys => TypeKind::DictKeys,
                crate::value::ViewKind::Values => TypeKind::DictValues,
                crate::value::ViewKind::Items => TypeKind::DictItems,
            },
            NotImplemented => TypeKind::NotImplementedType,
            Ellipsis => TypeKind::Ellipsis,
            Host(h) => return self.host_class(h),
        };
        self.types.get(k)
    }

    pub fn type_name(&self, v: &Value) -> String {
        match v {
            Value::Iterator(it) => it.borrow().type_name().to_string(),
            _ => self.type_of(v).name.to_string(),
        }
    }

    /// The type's name as CPython's C-level messages show it (`tp_name`): a library class
    /// standing for one of CPython's C types carries that type's dotted name in
    /// `__ophis_tp_name__` (`decimal.Decimal`, `collections.deque`); else `type_name`.
    pub fn tp_name(&self, v: &Value) -> String {
        if let Value::Instance(i) = v {
            if let Some(Value::Str(ref n)) = i.class.lookup("__ophis_tp_name__") {
                return n.as_str().to_string();
            }
        }
        self.type_name(v)
    }

    pub fn isinstance(&self, v: &Value, cls: &Rc<crate::value::Class>) -> bool {
        // `object` itself, not any builtin class of kind Object: `types.UnionType` and
        // `types.GenericAlias` share that kind, and `isinstance(bytes, types.UnionType)` is False.
        if cls.is_builtin && cls.kind == TypeKind::Object && cls.mro.borrow().len() == 1 {
            return true;
        }
        if cls.is_builtin && cls.kind == TypeKind::Int && matches!(v, Value::Bool(_)) {
            return true;
        }
        self.type_of(v).is_subclass(cls)
    }

    /// Looks up a special method on the type of an instance (never on the instance).
    pub fn special(&self, v: &Value, name: &str) -> Option<Value> {
        match v {
            Value::Instance(i) => i.class.lookup(name),
            Value::Class(c) => c.meta_lookup(name),
            _ => None,
        }
    }

    /// `truthy` with the commonest tests (booleans, small ints, `None`) inline at the call site.
    #[inline(always)]
    pub fn truth(&mut self, v: &Value) -> R<bool> {
        match v {
            Value::Bool(b) => Ok(*b),
            Value::Int(i) => Ok(*i != 0),
            Value::None => Ok(false),
            _ => self.truthy(v),
        }
    }

    pub fn truthy(&mut self, v: &Value) -> R<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::BigInt(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Complex(c) => c.0 != 0.0 || c.1 != 0.0,
            Value::Str(s) => !s.s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::ByteArray(b) => !b.borrow().is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) | Value::Set(d) => !d.borrow().is_empty(),
            Value::FrozenSet(d) => !d.is_empty(),
            Value::Range(r) => !r.is_empty(),
            Value::DictView(d) => !d.dict.borrow().is_empty(),
            Value::Host(h) => return self.host_truthy(h),
            Value::Instance(i) => {
                // The class's attribute plan says whether either method exists along the MRO,
                // so the common instance without them costs no lookup.
                let (has_bool, has_len) = i.class.truth_methods();
                if let Some(b) = if has_bool { i.class.lookup("__bool__") } else { None } {
                    let r = self.call_with_receiver(&b, v, [])?;
                    return match r {
                        Value::Bool(b) => Ok(b),
                        other => Err(type_error(format!(
                            "__bool__ should return bool, returned {}",
                            self.type_name(&other)
                        ))),
                    };
                }
                if has_len && i.class.lookup("__len__").is_some() {
                    return Ok(self.len(v)? > 0);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.truthy(&b);
                }
                true
            }
            Value::NotImplemented => {
                self.deprecation_warning("NotImplemented should not be used in a boolean context")?;
                true
            }
            _ => true,
        })
    }

    /// Issues a DeprecationWarning through the `warnings` module, as CPython's
    /// `PyErr_WarnEx` does: the program's filters decide whether it is shown, ignored or
    /// raised (which makes this an error).
    #[cold]
    pub(crate) fn deprecation_warning(&mut self, msg: &str) -> R<()> {
        self.warn(ExcType::DeprecationWarning, msg)
    }

    /// Issues a warning of the given category through the `warnings` module (`PyErr_WarnEx`).
    #[cold]
    pub(crate) fn warn(&mut self, category: ExcType, msg: &str) -> R<()> {
        // A library's own imports are not subject to the program's allowlist.
        self.internal_imports += 1;
        let module = self.import_module("warnings");
        self.internal_imports -= 1;
        let warn = self.getattr_str(&module?, "warn")?;
        let category = Value::Class(self.types.exc(category));
        self.call(&warn, vec![Value::str(msg), category], Vec::new())?;
        Ok(())
    }

    /// What a `__len__` returned, as a length: CPython's `slot_sq_length` takes it through
    /// `PyNumber_Index`, refuses a negative value with ValueError (checked before the size, so
    /// a huge negative int is a ValueError too) and one past `sys.maxsize` with OverflowError.
    fn len_result(&mut self, r: Value) -> R<usize> {
        match &r {
            Value::Int(n) if *n >= 0 => Ok(*n as usize),
            Value::Bool(b) => Ok(*b as usize),
            Value::Int(_) => Err(value_error("__len__() should return >= 0")),
            Value::BigInt(b) if b.is_negative() => Err(value_error("__len__() should return >= 0")),
            Value::BigInt(_) => Err(overflow_error("cannot fit 'int' into an index-sized integer")),
            Value::Instance(i) => {
                let base = i.builtin_base.borrow().clone();
                if let Some(b @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) = base {
                    return self.len_result(b);
                }
                if let Some(f) = i.class.lookup("__index__") {
                    let n = self.call_with_receiver(&f, &r, [])?;
                    return match n {
                        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => self.len_result(n),
                        other => Err(type_error(format!(
                            "__index__ returned non-int (type {})",
                            self.type_name(&other)
                        ))),
                    };
                }
                Err(type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    self.type_name(&r)
                )))
            }
            other => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(other)
            ))),
        }
    }

    pub fn len(&mut self, v: &Value) -> R<usize> {
        Ok(match v {
            Value::Str(s) => s.nchars,
            Value::Bytes(b) => b.len(),
            Value::ByteArray(b) => b.borrow().len(),
            Value::List(l) => l.borrow().len(),
            Value::Tuple(t) => t.len(),
            Value::Dict(d) | Value::Set(d) => d.borrow().len(),
            Value::FrozenSet(d) => d.len(),
            Value::Range(r) => {
                match &r.big {
                    None => r.len() as usize,
                    // As CPython's `range.__len__`: a length past `sys.maxsize` cannot be a length.
                    Some(b) => b.len.to_i64().ok_or_else(|| {
                        overflow_error("Python int too large to convert to C ssize_t")
                    })? as usize,
                }
            }
            Value::DictView(d) => d.dict.borrow().len(),
            Value::Host(h) => return self.host_len(h),
            Value::Class(c) if c.meta_lookup("__len__").is_some() => {
                let f = c.meta_lookup("__len__").unwrap_or(Value::None);
                let r = self.call(&f, vec![v.clone()], vec![])?;
                return self.len_result(r);
            }
            Value::Instance(i) => {
                if let Some(f) = i.class.lookup("__len__") {
                    let r = self.call_with_receiver(&f, v, [])?;
                    return self.len_result(r);
                }
                if let Some(b) = i.builtin_base.borrow().clone() {
                    return self.len(&b);
                }
                return Err(type_error(format!("object of type '{}' has no len()", i.class.name)));
            }
            _ => {
                return Err(type_error(format!(
                    "object of type '{}' has no len()",
                    self.type_name(v)
                )))
            }
        })
    }

    // ------------------------------------------------------------------ arithmetic

    /// A new set holding `v`'s items, built as CPython's `make_new_set` does: a set's table
    /// merged (`Dict::set_copy`), any other iterable's items added in order.
    pub fn new_set_from(&mut self, v: &Value) -> R<Dict> {
        match v {
            Value::Set(d) => return Ok(d.borrow().set_copy()),
            Value::FrozenSet(d) => return Ok(d.set_copy()),
            _ => {}
        }
        let mut d = Dict::new_set();
        self.set_update_with(&mut d, v)?;
        Ok(d)
    }

    /// `set_update_internal`: a set's keys in its table order after one resize up front,
    /// any other iterable's items one by one.
    pub fn set_update_with(&mut self, d: &mut Dict, v: &Value) -> R<()> {
        let items = match v {
            Value::Set(_) | Value::FrozenSet(_) => {
                let items = set_items(v);
                if d.is_pristine_set() {
                    *d = self.new_set_from(v)?;
                    return Ok(());
                }
                d.reserve_for_merge(items.len());
                items
            }
            // An exact dict's keys go in with the hashes it stored (`set_update_internal`),
            // so their `__hash__` does not run again.
            Value::Dict(src) => {
                // Copied out first: a key's `__eq__` may change the dict.
                let entries = hashed_keys(&src.borrow());
                for (key, h) in entries {
                    self.budget.step()?;
                    self.set_add_hashed(d, key, h)?;
                }
                return Ok(());
            }
            // The builtin sequences are read whole: reading them runs no program code.
            Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Range(_) => self.iterate(v)?,
            // Any other iterable (a generator, an iterator, a program's class) is read one
            // item at a time, each added before the next is asked for, as CPython does: an
            // unhashable item stops the reading there.
            _ => {
                let it = self.get_iter(v)?;
                while let Some(x) = self.next(&it)? {
                    self.budget.step()?;
                    self.set_add(d, x)?;
                }
                return Ok(());
            }
        };
        for x in items {
            self.budget.step()?;
            self.set_add(d, x)?;
        }
        Ok(())
    }

    /// Removes `key` from a set's table if it is there (`set_discard_entry`).
    pub fn set_discard_in(&mut self, d: &mut Dict, key: &Value) -> R<bool> {
        let h = self.hash(key)?;
        self.set_discard_hashed(d, key, h)
    }

    /// `set_discard_in` with the key's hash already known.
    pub fn set_discard_hashed(&mut self, d: &mut Dict, key: &Value, h: u64) -> R<bool> {
        if is_simple_key(key) && !d.has_complex_keys() {
            return Ok(match d.find_simple(h, key) {
                Some(i) => d.remove_at(i).is_some(),
                None => false,
            });
        }
        for (i, k) in d.candidates(h) {
            if k.is(key) || self.eq(&k, key)? {
                if d.slot_holds(i, &k) {
                    d.remove_at(i);
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `s | t`, `s.union(t)`: a copy of `s` updated with `t`.
    pub fn set_union_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let mut out = self.new_set_from(l)?;
        self.set_update_with(&mut out, r)?;
        Ok(out)
    }

    /// `s & t` (`set_intersection`): the smaller set iterated, each key kept when the other
    /// holds it; an iterable's items iterated in order.
    pub fn set_intersection_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let lset = SetView::of(l);
        if matches!(r, Value::Set(_) | Value::FrozenSet(_)) {
            let rset = SetView::of(r);
            let (big, small) = if rset.len() > lset.len() { (rset, lset) } else { (lset, rset) };
            {
                let (bt, st) = (big.table(), small.table());
                if simple_tables(&bt, &st) {
                    // The small set's keys are distinct, so each is added without a lookup;
                    // room for all of them is made once (no more than the small set holds).
                    let mut out = Dict::new_set_with_capacity(st.len());
                    for e in st.iter() {
                        self.budget.step()?;
                        if bt.find_simple(e.hash, &e.key).is_some() {
                            self.dict_room(&mut out)?;
                            out.insert_new(e.hash, e.key.clone(), Value::None);
                        }
                    }
                    return Ok(out);
                }
            }
            let mut out = Dict::new_set();
            for x in small.keys() {
                self.budget.step()?;
                if self.set_view_contains(&big, &x)? {
                    self.set_add(&mut out, x)?;
                }
            }
            return Ok(out);
        }
        let mut out = Dict::new_set();
        for x in self.iterate(r)? {
            self.budget.step()?;
            if self.set_view_contains(&lset, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    /// `s - t` (`set_difference`): a copy of `s` with `t`'s keys discarded when `s` is more
    /// than four times bigger (or `t` is not a set or dict), else `s` iterated.
    pub fn set_difference_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let lset = SetView::of(l);
        let other_len = match r {
            Value::Set(d) => Some(d.borrow().len()),
            Value::FrozenSet(d) => Some(d.len()),
            Value::Dict(d) => Some(d.borrow().len()),
            _ => None,
        };
        let copy_first = match other_len {
            Some(n) => (lset.len() >> 2) > n,
            None => true,
        };
        if copy_first {
            let mut out = self.new_set_from(l)?;
            self.set_discard_all(&mut out, r)?;
            return Ok(out);
        }
        let rset = match r {
            Value::Set(_) | Value::FrozenSet(_) => SetView::of(r),
            _ => SetView::Empty,
        };
        if !matches!(rset, SetView::Empty) {
            let (lt, rt) = (lset.table(), rset.table());
            if simple_tables(&lt, &rt) {
                // Room for every key of `s` is made once (no more than `s` holds), rather
                // than the buffers growing as the keys are added.
                let mut out = Dict::new_set_with_capacity(lt.len());
                for e in lt.iter() {
                    self.budget.step()?;
                    if rt.find_simple(e.hash, &e.key).is_none() {
                        self.dict_room(&mut out)?;
                        out.insert_new(e.hash, e.key.clone(), Value::None);
                    }
                }
                return Ok(out);
            }
        }
        let mut out = Dict::new_set();
        // Against an exact dict, each key is looked up with the hash the set stored
        // (`_PyDict_Contains_KnownHash`).
        if let Value::Dict(rd) = r {
            // Copied out first: a key's `__eq__` may change either side.
            let entries = hashed_keys(&lset.table());
            for (key, h) in entries {
                self.budget.step()?;
                if self.dict_find_hashed(rd, &key, h)?.is_none() {
                    self.set_add_hashed(&mut out, key, h)?;
                }
            }
            return Ok(out);
        }
        for x in lset.keys() {
            self.budget.step()?;
            if !self.contains(r, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    /// `set_difference_update_internal`: every item of `r` discarded, then the table
    /// rebuilt when dummies fill more than a quarter of it.
    pub fn set_discard_all(&mut self, d: &mut Dict, r: &Value) -> R<()> {
        if matches!(r, Value::Set(_) | Value::FrozenSet(_)) {
            let view = SetView::of(r);
            let rt = view.table();
            if simple_tables(d, &rt) {
                for e in rt.iter() {
                    self.budget.step()?;
                    if let Some(i) = d.find_simple(e.hash, &e.key) {
                        d.remove_at(i);
                    }
                }
                d.shrink_after_removals();
                return Ok(());
            }
        }
        let items = match r {
            Value::Set(_) | Value::FrozenSet(_) => set_items(r),
            _ => self.iterate(r)?,
        };
        for x in items {
            self.budget.step()?;
            self.set_discard_in(d, &x)?;
        }
        d.shrink_after_removals();
        Ok(())
    }

    /// `s ^ t` (`set_symmetric_difference`): a new set of `t`'s items, then each key of `s`
    /// discarded from it when there and added when not.
    pub fn set_symmetric_difference_of(&mut self, l: &Value, r: &Value) -> R<Dict> {
        let mut out = self.new_set_from(r)?;
        for x in set_items(l) {
            self.budget.step()?;
            if !self.set_discard_in(&mut out, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(out)
    }

    // ------------------------------------------------------------------ comparison

    // ------------------------------------------------------------------ hashing

    // ------------------------------------------------------------------ dict and set primitives

    // ------------------------------------------------------------------ containment and items

    /// The count of a sequence repetition (`'a' * n`): as CPython, an int past the
    /// machine's index size is an `OverflowError` here (it is an `IndexError` as a subscript).
    fn repeat_count(&mut self, n: &Value) -> R<usize> {
        if let Value::BigInt(_) = n {
            return Err(overflow_error("cannot fit 'int' into an index-sized integer"));
        }
        Ok(self.index_value(n)?.max(0) as usize)
    }

    // ------------------------------------------------------------------ iteration

    /// Charges a container with what it holds in all (`bytes`, its slots and the fresh
    /// elements only it holds, already allocated): refused past the memory limit. With a
    /// counting allocator those bytes are already in the total, so the total alone is checked
    /// against the limit, not added to `bytes`.
    pub fn check_held(&mut self, bytes: usize) -> R<()> {
        if bytes > self.config.limits.max_memory {
            return Err(crate::error::memory_error(format!(
                "cannot allocate {} bytes: the sandbox's memory limit is {} bytes",
                bytes, self.config.limits.max_memory
            )));
        }
        if let Some(live) = self.budget.mem_charged() {
            if live > self.config.limits.max_memory {
                return Err(crate::error::memory_error(format!(
                    "the program holds {} bytes: the sandbox's memory limit is {} bytes",
                    live, self.config.limits.max_memory
                )));
            }
        }
        if bytes > self.run.mem_peak.get() {
            self.run.mem_peak.set(bytes);
        }
        Ok(())
    }

    /// Refuses allocations that the memory limit (or the operating system: `limits::os_room`)
    /// cannot hold, before they are made.
    pub fn check_alloc(&mut self, bytes: usize) -> R<()> {
        self.budget.bulk(bytes)?;
        crate::limits::os_room(bytes)?;
        if bytes > self.config.limits.max_memory {
            return Err(crate::error::memory_error(format!(
                "cannot allocate {} bytes: the sandbox's memory limit is {} bytes",
                bytes, self.config.limits.max_memory
            )));
        }
        // With a counting allocator, what the program already holds counts too.
        if let Some(live) = self.budget.mem_charged() {
            if live.saturating_add(bytes) > self.config.limits.max_memory {
                return Err(crate::error::memory_error(format!(
                    "cannot allocate {} bytes: the program holds {} bytes and the sandbox's memory limit is {} bytes",
                    bytes, live, self.config.limits.max_memory
                )));
            }
        }
        if bytes > self.run.mem_peak.get() {
            self.run.mem_peak.set(bytes);
        }
        Ok(())
    }
}

/// Approximate heap bytes held by `v` when this reference is its only owner, that is, when it
/// was made for the container being built: such values are charged to that container. Shared
/// values (a string put in a list many times) count nothing here, and neither do inline ones.
pub(crate) fn fresh_heap_size(v: &Value, depth: u32) -> usize {
    match v {
        Value::Str(s) if Rc::strong_count(s) == 1 => 48 + s.s.len(),
        Value::Bytes(b) if Rc::strong_count(b) == 1 => 40 + b.len(),
        Value::BigInt(b) if Rc::strong_count(b) == 1 => 32 + (b.bits() / 8) as usize,
        Value::Tuple(t) if Rc::strong_count(t) == 1 => {
            let inner = if depth > 0 {
                t.iter().map(|x| fresh_heap_size(x, depth - 1)).fold(0usize, usize::saturating_add)
            } else {
                0
            };
            (40 + 16 * t.len()).saturating_add(inner)
        }
        Value::List(l) if Rc::strong_count(l) == 1 => match l.try_borrow() {
            Ok(items) => {
                let inner = if depth > 0 {
                    items
                        .iter()
                        .map(|x| fresh_heap_size(x, depth - 1))
                        .fold(0usize, usize::saturating_add)
                } else {
                    0
                };
                (56 + 16 * items.capacity()).saturating_add(inner)
            }
            Err(_) => 0,
        },
        Value::Dict(d) | Value::Set(d) if Rc::strong_count(d) == 1 => {
            d.try_borrow().map(|d| 64 + 48 * d.slots()).unwrap_or(0)
        }
        _ => 0,
    }
}

fn is_int(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
}

fn base_or_self(v: &Value) -> Value {
    match v {
        Value::Instance(i) => i.builtin_base.borrow().clone().unwrap_or_else(|| v.clone()),
        _ => v.clone(),
    }
}

pub(crate) fn seq_items(v: &Value) -> Vec<Value> {
    match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(t) => (**t).clone(),
        _ => Vec::new(),
    }
}

pub(crate) fn set_items(v: &Value) -> Vec<Value> {
    match v {
        Value::Set(d) => d.borrow().keys().cloned().collect(),
        Value::FrozenSet(d) => d.keys().cloned().collect(),
        _ => Vec::new(),
    }
}

/// The keys of a dict or set table with the hashes it stored, in its iteration order.
pub(crate) fn hashed_keys(d: &Dict) -> Vec<(Value, u64)> {
    d.iter().map(|e| (e.key.clone(), e.hash)).collect()
}

/// The frozenset CPython's `set_contains`, `set_discard` and `set_remove` retry with when the
/// key is an unhashable set or an instance of a set subclass (`PySet_Check`): a frozenset of
/// its items. None for any other key, whose TypeError stands.
pub(crate) fn set_key_as_frozenset(key: &Value) -> Option<Value> {
    let frozen = |d: &Rc<RefCell<Dict>>| Value::FrozenSet(Rc::new(d.borrow().clone()));
    match key {
        Value::Set(d) => Some(frozen(d)),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(Value::Set(d)) => Some(frozen(d)),
            _ => None,
        },
        _ => None,
    }
}

/// A set's or frozenset's table, shared rather than copied: the set operations read their
/// operands through it (copying a frozenset's table made `x in fs` and `a <= fs` cost the
/// frozenset's size).
pub(crate) enum SetView {
    Set(Rc<RefCell<Dict>>),
    Frozen(Rc<Dict>),
    Empty,
}

impl SetView {
    pub(crate) fn of(v: &Value) -> SetView {
        match v {
            Value::Set(d) => SetView::Set(d.clone()),
            Value::FrozenSet(d) => SetView::Frozen(d.clone()),
            _ => SetView::Empty,
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            SetView::Set(d) => d.borrow().len(),
            SetView::Frozen(d) => d.len(),
            SetView::Empty => 0,
        }
    }

    /// The table itself, borrowed (an empty one for `Empty`): for the paths that run no
    /// program code while they read it (see `SimpleTables`).
    pub(crate) fn table(&self) -> TableRef<'_> {
        match self {
            SetView::Set(d) => TableRef::Cell(d.borrow()),
            SetView::Frozen(d) => TableRef::Plain(d),
            SetView::Empty => TableRef::Owned(Dict::new()),
        }
    }

    /// The keys in iteration order, copied out so that program code run while they are
    /// compared cannot invalidate a borrow.
    pub(crate) fn keys(&self) -> Vec<Value> {
        match self {
            SetView::Set(d) => d.borrow().keys().cloned().collect(),
            SetView::Frozen(d) => d.keys().cloned().collect(),
            SetView::Empty => Vec::new(),
        }
    }
}

/// A set's table borrowed for reading (see `SetView::table`).
pub(crate) enum TableRef<'a> {
    Cell(std::cell::Ref<'a, Dict>),
    Plain(&'a Dict),
    Owned(Dict),
}

impl std::ops::Deref for TableRef<'_> {
    type Target = Dict;
    fn deref(&self) -> &Dict {
        match self {
            TableRef::Cell(d) => d,
            TableRef::Plain(d) => d,
            TableRef::Owned(d) => d,
        }
    }
}

/// Whether two tables hold only keys whose hash and equality are native (`is_simple_key`):
/// then a key of one is looked up in the other by its stored hash alone (`find_simple`), no
/// program code runs, and the set operations read both tables in place instead of copying
/// one's keys out and hashing each again (meteor_contest's `fp <= free`, `free - fp`).
#[inline]
pub(crate) fn simple_tables(a: &Dict, b: &Dict) -> bool {
    !a.has_complex_keys() && !b.has_complex_keys()
}

impl Interp {
    /// `key in s` for a set view (`set_contains_key`).
    pub(crate) fn set_view_contains(&mut self, s: &SetView, key: &Value) -> R<bool> {
        match s {
            SetView::Set(d) => self.dict_contains(d, key),
            SetView::Frozen(d) => self.frozen_contains(d, key),
            SetView::Empty => Ok(false),
        }
    }

    /// `key in fs` for a frozenset, read in place: its table never changes, so a key's
    /// `__eq__` cannot invalidate the candidates being compared.
    pub(crate) fn frozen_contains(&mut self, d: &Rc<Dict>, key: &Value) -> R<bool> {
        let h = self.hash(key)?;
        if is_simple_key(key) {
            let found = d.find_simple(h, key);
            if found.is_some() || !d.has_complex_keys() {
                return Ok(found.is_some());
            }
        }
        // The first candidate is the key itself (a class in a frozenset of types): found
        // as the loop below would find it first, without copying the candidates out.
        if d.first_candidate_is(h, key).is_some() {
            return Ok(true);
        }
        for (_, k) in d.candidates(h) {
            if k.is(key) || self.eq(&k, key)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// CPython's message when comparing nested containers passes the recursion limit.
const CMP_RECURSION: &str = "maximum recursion depth exceeded in comparison";
