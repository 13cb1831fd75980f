//! Hashing (CPython's hash functions for numbers, strings and tuples) and the dict and set primitives that need the interpreter (user __eq__ and __hash__).

use super::*;

/// CPython's hash of an integer: reduction modulo the Mersenne prime 2**61 - 1.
pub(crate) fn hash_bigint(b: &BigInt) -> i64 {
    const P: u64 = (1 << 61) - 1;
    let m = (b.abs() % BigInt::from(P)).to_u64().unwrap_or(0) as i64;
    let h = if b.is_negative() { -m } else { m };
    if h == -1 {
        -2
    } else {
        h
    }
}

pub(crate) fn hash_int(i: i64) -> i64 {
    if (-((1i64 << 61) - 2)..(1i64 << 61) - 1).contains(&i) {
        if i == -1 {
            -2
        } else {
            i
        }
    } else {
        hash_bigint(&BigInt::from(i))
    }
}

/// CPython's `_Py_HashDouble` (for finite values; inf and nan as CPython 3.11).
pub(crate) fn hash_float(f: f64) -> i64 {
    const P: u64 = (1 << 61) - 1;
    if f.is_nan() {
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 { 314159 } else { -314159 };
    }
    if f.fract() == 0.0 && f.abs() < 9.2e18 {
        return hash_int(f as i64);
    }
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & P) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= P {
            x -= P;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) };
    x = ((x << e) & P) | (x >> (61 - e));
    let mut h = x as i64;
    if f < 0.0 {
        h = -h;
    }
    if h == -1 {
        -2
    } else {
        h
    }
}

pub(crate) fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 {
        return (0.0, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * (1u64 << 54) as f64);
        return (m, e - 54);
    }
    let e = exp - 1022;
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, e)
}

pub(crate) fn str_hash(s: &str) -> i64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    s.hash(&mut h);
    let v = h.finish() as i64;
    if v == -1 {
        -2
    } else {
        v
    }
}

/// CPython's tuple hash (xxHash-based), fed one element hash at a time.
pub(crate) struct TupleHasher(u64);

impl TupleHasher {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;

    pub(crate) fn new() -> Self {
        TupleHasher(Self::P5)
    }

    #[inline]
    pub(crate) fn add(&mut self, h: i64) {
        self.0 = self.0.wrapping_add((h as u64).wrapping_mul(Self::P2));
        self.0 = self.0.rotate_left(31);
        self.0 = self.0.wrapping_mul(Self::P1);
    }

    pub(crate) fn finish(self, len: usize) -> i64 {
        let acc = self.0.wrapping_add((len as u64) ^ (Self::P5 ^ 3527539));
        if acc == u64::MAX {
            1546275796
        } else {
            acc as i64
        }
    }
}

/// CPython's tuple hash (xxHash-based), over already-computed element hashes.
pub(crate) fn tuple_hash(hashes: &[i64]) -> i64 {
    let mut acc = TupleHasher::new();
    for &h in hashes {
        acc.add(h);
    }
    acc.finish(hashes.len())
}

impl Interp {
    #[inline]
    pub fn hash(&mut self, v: &Value) -> R<u64> {
        // The commonest key, whose hash needs no stack check (it cannot recurse).
        if let Value::Int(i) = v {
            return Ok(hash_int(*i) as u64);
        }
        Ok(self.hash_i64(v)? as u64)
    }

    pub fn hash_i64(&mut self, v: &Value) -> R<i64> {
        if self.stack_exhausted() {
            return Err(Error::new(ExcType::RecursionError, "maximum recursion depth exceeded"));
        }
        Ok(match v {
            Value::Int(i) => hash_int(*i),
            Value::Bool(b) => *b as i64,
            Value::BigInt(b) => hash_bigint(b),
            Value::Float(f) => hash_float(*f),
            Value::Str(s) => str_hash(&s.s),
            Value::None => 0x5f3759df,
            Value::Bytes(b) => str_hash(&String::from_utf8_lossy(b)),
            Value::Tuple(items) => self.tuple_hash(items)?,
            // CPython 3.11's `frozenset_hash`: the shuffled element hashes xored (the table's
            // empty and dummy slots cancel out), then the size and a final dispersion.
            // Each element's hash is the one its entry stored when it was inserted (CPython
            // reads the table's too): recomputing them would make nested frozensets cost
            // exponential time (a von Neumann ordinal of depth n holds 2**n nested sets).
            Value::FrozenSet(d) => {
                let mut acc: u64 = 0;
                for e in d.iter() {
                    let hv = e.hash;
                    acc ^= (hv ^ 89869747 ^ (hv << 16)).wrapping_mul(3644798167);
                }
                acc ^= (d.len() as u64 + 1).wrapping_mul(1927868237);
                acc ^= (acc >> 11) ^ (acc >> 25);
                acc = acc.wrapping_mul(69069).wrapping_add(907133923);
                if acc == u64::MAX {
                    acc = 590923713;
                }
                acc as i64
            }
            Value::Complex(c) => {
                hash_float(c.0).wrapping_add(1000003i64.wrapping_mul(hash_float(c.1)))
            }
            // As CPython: equal ranges hash equal (hash of `(len, start, step)`, with `None` for
            // the parts that do not matter).
            Value::Range(r) if r.big.is_some() => {
                use num_traits::{One, Zero};
                let (n, (start, _, step)) = (r.len_big(), r.parts());
                let none = Value::None;
                let parts = if n.is_zero() {
                    vec![Value::from_bigint(n), none.clone(), none]
                } else if n.is_one() {
                    vec![Value::from_bigint(n), Value::from_bigint(start), none]
                } else {
                    vec![Value::from_bigint(n), Value::from_bigint(start), Value::from_bigint(step)]
                };
                return self.hash_i64(&Value::tuple(parts));
            }
            Value::Range(r) => {
                let n = r.len();
                let none = self.hash_i64(&Value::None)?;
                let hs = match n {
                    0 => vec![hash_int(0), none, none],
                    1 => vec![hash_int(1), hash_int(r.start), none],
                    _ => vec![hash_int(n), hash_int(r.start), hash_int(r.step)],
                };
                tuple_hash(&hs)
            }
            Value::List(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::ByteArray(_)
            | Value::DictView(_) => {
                return Err(type_error(format!("unhashable type: '{}'", self.type_name(v))));
            }
            Value::Host(h) => self.host_hash(h)?,
            Value::Instance(_) if self.is_generic_alias(v) => {
                // As CPython's `ga_hash`: the origin's hash mixed with the arguments'.
                let (origin, args) = self.generic_alias_parts(v);
                self.hash_i64(&origin)? ^ self.hash_i64(&Value::tuple(args))?
            }
            // As CPython's `union_hash`: the hash of the frozenset of its members, which
            // `typing.Union`'s `__hash__` is too, so `int | str` and `Union[int, str]` hash equal.
            Value::Instance(_) if self.is_union(v) => {
                let mut d = crate::dict::Dict::new();
                for m in self.union_args(v) {
                    self.set_add(&mut d, m)?;
                }
                self.hash_i64(&Value::FrozenSet(Rc::new(d)))?
            }
            Value::Instance(i) => match self.class_hash_method(&i.class) {
                Some(Value::None) => {
                    // A library class standing for one of CPython's C types is named as that
                    // type's `tp_name` is (`collections.deque`).
                    let name = match i.class.lookup("__ophis_tp_name__") {
                        Some(Value::Str(ref n)) => n.s.clone(),
                        _ => i.class.name.to_string(),
                    };
                    return Err(type_error(format!("unhashable type: '{name}'")));
                }
                Some(f) => {
                    let r = self.call_with_receiver(&f, v, [])?;
                    // An int subclass instance counts as its int value.
                    let r = match &r {
                        Value::Instance(ri)
                            if matches!(
                                &*ri.builtin_base.borrow(),
                                Some(Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                            ) =>
                        {
                            ri.builtin_base.borrow().clone().unwrap_or(Value::None)
                        }
                        _ => r,
                    };
                    // As CPython: an int that fits in a machine word is the hash as it is
                    // (only -1, the C error marker, becomes -2); a wider one is reduced the way
                    // `hash(int)` reduces it.
                    match r {
                        Value::Int(-1) => -2,
                        Value::Int(h) => h,
                        Value::Bool(b) => b as i64,
                        Value::BigInt(ref b) => hash_bigint(b),
                        _ => return Err(type_error("__hash__ method should return an integer")),
                    }
                }
                None => match i.builtin_base.borrow().clone() {
                    Some(b) => return self.hash_i64(&b),
                    None => (v.identity() >> 4) as i64,
                },
            },
            // CPython's meth_hash: the receiver's identity xored with the function's hash, so
            // that equal methods (see `eq`) hash alike.
            Value::BoundMethod(m) => {
                let (receiver, func) = (m.receiver.clone(), m.func.clone());
                match ((receiver.identity() >> 4) as i64) ^ self.hash_i64(&func)? {
                    -1 => -2,
                    h => h,
                }
            }
            _ => (v.identity() >> 4) as i64,
        })
    }

    /// Finds the slot of `key` in `d`.
    pub fn dict_find(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<(usize, u64)>> {
        let h = self.hash(key)?;
        self.dict_find_hashed(d, key, h)
    }

    /// `dict_find` with the key's hash already computed (a key's `__hash__` runs once per
    /// operation, as in CPython).
    pub fn dict_find_hashed(
        &mut self,
        d: &Rc<RefCell<Dict>>,
        key: &Value,
        h: u64,
    ) -> R<Option<(usize, u64)>> {
        if is_simple_key(key) {
            let found = d.borrow().find_simple(h, key);
            if found.is_some() || !d.borrow().has_complex_keys() {
                return Ok(found.map(|i| (i, h)));
            }
        }
        if let Some(i) = d.borrow().first_candidate_is(h, key) {
            return Ok(Some((i, h)));
        }
        let candidates = d.borrow().candidates(h);
        for (i, k) in candidates {
            if (k.is(key) || self.eq(&k, key)?) && d.borrow().slot_holds(i, &k) {
                return Ok(Some((i, h)));
            }
        }
        Ok(None)
    }

    pub fn dict_get(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<Value>> {
        Ok(match self.dict_find(d, key)? {
            Some((i, _)) => d.borrow().value_at(i).cloned(),
            None => None,
        })
    }

    pub fn dict_contains(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<bool> {
        Ok(self.dict_find(d, key)?.is_some())
    }

    pub fn dict_set(&mut self, d: &Rc<RefCell<Dict>>, key: Value, value: Value) -> R<()> {
        let h = self.hash(&key)?;
        self.dict_set_hashed(d, key, value, h)
    }

    /// `dict_set` with the key's hash already known (`insertdict` after
    /// `_PyDict_SetItem_KnownHash`).
    pub fn dict_set_hashed(
        &mut self,
        d: &Rc<RefCell<Dict>>,
        key: Value,
        value: Value,
        h: u64,
    ) -> R<()> {
        if is_simple_key(&key) && !d.borrow().has_complex_keys() {
            let mut dm = d.borrow_mut();
            match dm.find_simple(h, &key) {
                Some(i) => dm.set_at(i, value),
                None => {
                    self.dict_room(&mut dm)?;
                    dm.insert_new(h, key, value)
                }
            }
            return Ok(());
        }
        match self.dict_find_hashed(d, &key, h)? {
            Some((i, _)) => d.borrow_mut().set_at(i, value),
            None => {
                let mut dm = d.borrow_mut();
                self.dict_room(&mut dm)?;
                dm.insert_new(h, key, value)
            }
        }
        Ok(())
    }

    /// Makes room for one more entry in a dict or set the program grows, as `room_for_one`
    /// does for lists: charged and checked before the buffers double, and grown fallibly.
    /// (No program code runs here, so holding the dict's borrow is safe.)
    #[inline]
    pub fn dict_room(&mut self, d: &mut Dict) -> R<()> {
        if d.full() {
            self.grow_dict(d)?;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn grow_dict(&mut self, d: &mut Dict) -> R<()> {
        let bytes = d.growth_bytes();
        if bytes >= crate::limits::OS_CHECK_BYTES {
            self.check_alloc(bytes)?;
        }
        d.try_room_for_one().map_err(|_| {
            crate::error::memory_error(format!(
                "cannot allocate {bytes} bytes: the operating system refused"
            ))
        })
    }

    pub fn dict_remove(&mut self, d: &Rc<RefCell<Dict>>, key: &Value) -> R<Option<Value>> {
        match self.dict_find(d, key)? {
            Some((i, _)) => Ok(d.borrow_mut().remove_at(i).map(|e| e.value)),
            None => Ok(None),
        }
    }

    /// Adds to a set under construction (not yet shared, so no `RefCell`).
    pub fn set_add(&mut self, d: &mut Dict, key: Value) -> R<()> {
        let h = self.hash(&key)?;
        self.set_add_hashed(d, key, h)
    }

    /// `set_add` with the key's hash already known (`set_add_entry`): the hash a dict or set
    /// stored for its key, which CPython reuses rather than calling `__hash__` again.
    pub fn set_add_hashed(&mut self, d: &mut Dict, key: Value, h: u64) -> R<()> {
        if is_simple_key(&key) && !d.has_complex_keys() {
            if d.find_simple(h, &key).is_none() {
                self.dict_room(d)?;
                d.insert_new(h, key, Value::None);
            }
            return Ok(());
        }
        for (_, k) in d.candidates(h) {
            if k.is(&key) || self.eq(&k, &key)? {
                return Ok(());
            }
        }
        self.dict_room(d)?;
        d.insert_new(h, key, Value::None);
        Ok(())
    }

    /// `d.update(m)` / `{**m}`: from a dict, or any object with `keys()` and `__getitem__`,
    /// or (when `pairs_ok`) an iterable of pairs.
    pub fn dict_update_from_mapping(
        &mut self,
        d: &Rc<RefCell<Dict>>,
        m: &Value,
        pairs_ok: bool,
    ) -> R<()> {
        match m {
            Value::Dict(src) => {
                let entries: Vec<(Value, Value)> =
                    src.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                for (k, v) in entries {
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            Value::Instance(i) if i.class.lookup("keys").is_some() => {
                let keys = self.call_method(m, &Rc::from("keys"), vec![], vec![])?;
                for k in self.iterate(&keys)? {
                    self.budget.step()?;
                    let v = self.getitem(m, &k)?;
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            Value::Instance(i) if i.builtin_base.borrow().is_some() => {
                let b = i.builtin_base.borrow().clone().unwrap_or(Value::None);
                self.dict_update_from_mapping(d, &b, pairs_ok)
            }
            _ if pairs_ok => {
                // Errors pass through as raised (a non-iterable's own is CPython's "'int'
                // object is not iterable"); replacing every one turned the timeout and other
                // limit errors into a TypeError the program could catch.
                let items = self.iterate(m)?;
                for (n, item) in items.into_iter().enumerate() {
                    // Only a TypeError of an element becomes CPython's message about it.
                    let pair = match self.iterate(&item) {
                        Ok(pair) => pair,
                        Err(e) if self.is_exc_of(&e, ExcType::TypeError) => {
                            return Err(type_error(format!("cannot convert dictionary update sequence element #{n} to a sequence")));
                        }
                        Err(e) => return Err(e),
                    };
                    if pair.len() != 2 {
                        return Err(value_error(format!(
                            "dictionary update sequence element #{n} has length {}; 2 is required",
                            pair.len()
                        )));
                    }
                    let mut it = pair.into_iter();
                    let k = it.next().unwrap_or(Value::None);
                    let v = it.next().unwrap_or(Value::None);
                    self.dict_set(d, k, v)?;
                }
                Ok(())
            }
            _ => Err(type_error(format!("'{}' object is not a mapping", self.type_name(m)))),
        }
    }
}

/// How many tuple hashes `TupleHashes` remembers.
const TUPLE_HASH_SLOTS: usize = 1024;

/// The hashes of tuples made only of values whose hash cannot change (ints, strings, floats,
/// `None`, such tuples, and instances of tuple subclasses that bind no `__hash__`, such as
/// namedtuples), remembered by the tuple's address in a direct-mapped table. A dict keyed by
/// nested namedtuples (pyperformance's mdp) hashes the same keys over and over, each a walk
/// of some thirty items; CPython walks them too, in C. An entry holds a weak reference, which
/// keeps the address from being reused by another tuple while the entry lives but keeps none
/// of the tuple's items alive, and the class epoch of its computation: a class that gains a
/// `__hash__` moves the epoch, and every entry is stale.
#[derive(Default)]
pub(crate) struct TupleHashes {
    slots: Vec<Option<(std::rc::Weak<Vec<Value>>, i64, u64)>>,
}

impl TupleHashes {
    fn slot(t: &Rc<Vec<Value>>) -> usize {
        let p = Rc::as_ptr(t) as usize;
        ((p >> 4) ^ (p >> 14)) % TUPLE_HASH_SLOTS
    }
}

impl Interp {
    /// The hash of the tuple `t` (the stack checked by the caller): remembered
    /// (`TupleHashes`) or computed by `tuple_items_hash`, and remembered when it cannot change.
    pub(crate) fn tuple_hash(&mut self, t: &Rc<Vec<Value>>) -> R<i64> {
        Ok(self.tuple_hash_pure(t)?.0)
    }

    /// `tuple_hash`, and whether the hash can never change (see `TupleHashes`).
    fn tuple_hash_pure(&mut self, t: &Rc<Vec<Value>>) -> R<(i64, bool)> {
        let epoch = self.types.union.class_epoch();
        let slot = TupleHashes::slot(t);
        if let Some(Some((w, h, e))) = self.tuple_hashes.slots.get(slot) {
            if *e == epoch && std::ptr::eq(w.as_ptr(), Rc::as_ptr(t)) {
                return Ok((*h, true));
            }
        }
        let (h, pure) = self.tuple_items_hash(t)?;
        if pure {
            let table = &mut self.tuple_hashes.slots;
            if table.is_empty() {
                table.resize(TUPLE_HASH_SLOTS, None);
            }
            table[slot] = Some((Rc::downgrade(t), h, epoch));
        }
        Ok((h, pure))
    }

    /// The hash of a tuple of `items` (the stack checked by the caller), and whether it can
    /// never change. The leaves of a key (ints, strings) are hashed here, sparing a call and
    /// its stack check for each, and so are nested tuples and the instances of tuple
    /// subclasses that bind no `__hash__` (a namedtuple), whose hash is their tuple's: a dict
    /// key of nested namedtuples (pyperformance's mdp) costs one call per level instead of
    /// two `hash_i64` calls, a class hint lookup and a clone of the base for each.
    fn tuple_items_hash(&mut self, items: &[Value]) -> R<(i64, bool)> {
        let mut acc = TupleHasher::new();
        let mut pure = true;
        for x in items {
            acc.add(match x {
                Value::Int(i) => hash_int(*i),
                Value::Bool(b) => *b as i64,
                Value::Str(s) => str_hash(&s.s),
                Value::None => 0x5f3759df,
                // A nested element is a step: tuples sharing their items (`t = (t, t)` a
                // hundred times) hash in exponential time, as in CPython, and must still end
                // at the timeout.
                Value::Tuple(t) => {
                    self.budget.step()?;
                    let (h, p) = self.nested_tuple_hash(t)?;
                    pure &= p;
                    h
                }
                Value::Instance(i) if !i.class.may_have_hash() => {
                    self.budget.step()?;
                    // `hash_i64`'s path for such an instance, which is neither a union nor a
                    // generic alias (both bind `__hash__`, checked anyway): the hash of its
                    // builtin base.
                    let base = match &*i.builtin_base.borrow() {
                        Some(Value::Tuple(t)) => Some(t.clone()),
                        _ => None,
                    };
                    match base {
                        Some(t) if !self.is_union(x) && !self.is_generic_alias(x) => {
                            let (h, p) = self.nested_tuple_hash(&t)?;
                            pure &= p;
                            h
                        }
                        _ => {
                            pure = false;
                            self.hash_i64(x)?
                        }
                    }
                }
                _ => {
                    self.budget.step()?;
                    pure &= matches!(x, Value::Float(_) | Value::BigInt(_));
                    self.hash_i64(x)?
                }
            });
        }
        Ok((acc.finish(items.len()), pure))
    }

    /// `tuple_hash_pure` one level down, after the stack check `hash_i64` makes.
    fn nested_tuple_hash(&mut self, t: &Rc<Vec<Value>>) -> R<(i64, bool)> {
        if self.stack_exhausted() {
            return Err(Error::new(ExcType::RecursionError, "maximum recursion depth exceeded"));
        }
        self.tuple_hash_pure(t)
    }

    /// What `class` resolves `__hash__` to, through the per-class hints (`hash_hints`).
    fn class_hash_method(&self, class: &Rc<crate::value::Class>) -> Option<Value> {
        if !class.may_have_hash() {
            return None;
        }
        let hint = &self.hash_hints[(Rc::as_ptr(class) as usize >> 4) & 7];
        class.lookup_hinted(&self.hash_name, hint)
    }
}
