//! The insertion-ordered hash table behind `dict`, `set` and `frozenset` (a set also keeps
//! CPython's own table for its iteration order, `SetTable`).
//!
//! Python's key equality can run user code (`__eq__`), which can fail or even mutate the
//! table, so the table never calls back into the interpreter itself: it hands out the
//! candidate entries for a hash, and `ops::dict_*` compares them with no borrow held. Keys
//! whose equality is structural (str, int, float, bool, None, tuples of those) take a fast
//! path that compares inside the table.

use std::rc::Rc;

use hashbrown::HashTable;
use indexmap::IndexMap;

use crate::value::Value;

pub(crate) type FxBuild = std::hash::BuildHasherDefault<rustc_hash::FxHasher>;

/// Attribute namespaces (instance `__dict__`, class bodies, modules): string keys only.
pub(crate) type StrMap = IndexMap<Rc<str>, Value, FxBuild>;

pub(crate) fn new_strmap() -> StrMap {
    IndexMap::with_hasher(FxBuild::default())
}

#[derive(Debug, Clone)]
pub struct Entry {
    pub hash: u64,
    pub key: Value,
    pub value: Value,
}

#[derive(Debug, Default, Clone)]
pub struct Dict {
    entries: Vec<Option<Entry>>,
    /// For sets and frozensets: CPython's own open-addressing table, mirrored slot for slot,
    /// which decides the iteration order (lookups still go through `index`).
    table: Option<Box<SetTable>>,
    /// One position per live entry, built once `entries` holds more than `SMALL` slots:
    /// a smaller dict finds its keys by scanning `entries` (the hashes first), which costs
    /// no more than probing a table and saves a small dict the table's allocation (64
    /// bytes for `{'a': 1}`) and an empty one the table's 32 bytes inline.
    index: Option<Box<HashTable<usize>>>,
    /// The version (`version`) in the low 63 bits and `has_complex_keys` in the top one: one
    /// word instead of two.
    stamp: u64,
    /// The live entries (`entries` also holds the slots of removed ones).
    len: usize,
}

// An empty dict is one allocation of the `Rc` counts, the `RefCell` flag and this: keep it
// in mimalloc's 80-byte size class (96 with the index inline).
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<Dict>() == 56);

/// The most entry slots a dict keeps without an index (see `Dict::index`).
const SMALL: usize = 8;

/// The bit of `Dict::stamp` that says whether any key's equality may run user code.
const COMPLEX_KEYS: u64 = 1 << 63;

impl Dict {
    pub fn new() -> Self {
        Dict::default()
    }

    pub fn with_capacity(n: usize) -> Self {
        Dict {
            entries: Vec::with_capacity(n),
            table: None,
            index: (n > SMALL).then(|| Box::new(HashTable::with_capacity(n))),
            stamp: 0,
            len: 0,
        }
    }

    /// Files entry slot `i` in the index, if the dict has one; builds the index when the
    /// entries outgrow `SMALL` (then filing every entry, `i` included).
    fn index_slot(&mut self, i: usize, hash: u64) {
        let entries = &self.entries;
        let rehash = |&j: &usize| table_hash(entries[j].as_ref().map(|e| e.hash).unwrap_or(0));
        match &mut self.index {
            Some(index) => {
                index.insert_unique(table_hash(hash), i, rehash);
            }
            None if entries.len() > SMALL => {
                let mut index = HashTable::with_capacity(entries.len() * 2);
                for (j, e) in entries.iter().enumerate() {
                    if let Some(e) = e {
                        index.insert_unique(table_hash(e.hash), j, rehash);
                    }
                }
                self.index = Some(Box::new(index));
            }
            None => {}
        }
    }

    /// Bumped on every insertion, removal or value change: an object's `__dict__` tells its
    /// attribute table by it that the dict changed (`value::Attrs`).
    #[inline]
    pub fn version(&self) -> u64 {
        self.stamp & !COMPLEX_KEYS
    }

    #[inline]
    fn bump_version(&mut self) {
        self.stamp = (self.stamp & COMPLEX_KEYS) | (self.stamp.wrapping_add(1) & !COMPLEX_KEYS);
    }

    /// Whether any key's equality may run user code: then a simple probe (`0.5`) can still
    /// equal a stored user object, and lookups must ask the interpreter.
    #[inline]
    pub fn has_complex_keys(&self) -> bool {
        self.stamp & COMPLEX_KEYS != 0
    }

    fn set_complex_keys(&mut self) {
        self.stamp |= COMPLEX_KEYS;
    }

    /// An empty set's table: iterated in CPython's order (see `SetTable`).
    pub fn new_set() -> Self {
        Dict { table: Some(Box::new(SetTable::new())), ..Dict::default() }
    }

    /// An empty set with room for `n` keys (a display's): a one-item set's entries take one
    /// entry's bytes instead of the four a growing vector starts with.
    pub fn new_set_with_capacity(n: usize) -> Self {
        Dict { table: Some(Box::new(SetTable::new())), ..Dict::with_capacity(n) }
    }

    /// A copy of a set as CPython's `set_merge` makes it into a new, empty set (`set(s)`,
    /// `s.copy()`, `s | t` before `t` is added): one resize up front, then the table copied
    /// slot for slot when the sizes agree and it holds no dummies, else each key re-inserted
    /// in the source's order.
    pub fn set_copy(&self) -> Dict {
        let Some(src) = &self.table else { return self.clone() };
        let mut out = Dict::new_set_with_capacity(self.len);
        if self.has_complex_keys() {
            out.set_complex_keys();
        }
        if self.len == 0 {
            return out;
        }
        let mut t = SetTable::sized(0);
        if self.len * 5 >= t.mask * 3 {
            t = SetTable::sized(self.len * 2);
        }
        let same = t.mask == src.mask && src.fill == src.used;
        for (pos, &slot) in src.slots.iter().enumerate() {
            if slot >= DUMMY {
                continue;
            }
            let Some(e) = &self.entries[slot as usize] else { continue };
            let i = out.entries.len();
            out.entries.push(Some(e.clone()));
            out.len += 1;
            out.index_slot(i, e.hash);
            if same {
                t.slots[pos] = i as u32;
            } else {
                t.insert_clean(i as u32, e.hash);
            }
        }
        t.fill = self.len;
        t.used = self.len;
        out.table = Some(Box::new(t));
        out
    }

    /// CPython's `set_merge` into a set that may hold keys already: one resize up front
    /// when the other set's `n` keys might not fit, before they are added one by one.
    pub fn reserve_for_merge(&mut self, n: usize) {
        if let Some(t) = &mut self.table {
            if (t.fill + n) * 5 >= t.mask * 3 {
                t.resize((t.used + n) * 2, &self.entries);
            }
        }
    }

    /// After removals (`set_difference_update_internal`): when more than a quarter of the
    /// table is dummies, CPython rebuilds it.
    pub fn shrink_after_removals(&mut self) {
        if let Some(t) = &mut self.table {
            if t.fill - t.used > t.mask / 4 {
                t.resize(if t.used > 50000 { t.used * 2 } else { t.used * 4 }, &self.entries);
            }
        }
    }

    /// Whether this is a set whose table never held a key (CPython's `fill == 0`): merging a
    /// set into it copies the other's table.
    pub fn is_pristine_set(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.fill == 0)
    }

    /// Iteration positions: table slots for a set, entry slots otherwise.
    pub fn iter_slots(&self) -> usize {
        match &self.table {
            Some(t) => t.slots.len(),
            None => self.entries.len(),
        }
    }

    /// The entry at iteration position `pos` (see `iter_slots`), if it holds one.
    pub fn iter_slot(&self, pos: usize) -> Option<&Entry> {
        match &self.table {
            Some(t) => match t.slots.get(pos) {
                Some(&i) if i < DUMMY => self.slot(i as usize),
                _ => None,
            },
            None => self.slot(pos),
        }
    }

    /// The entry slot `set.pop()` takes: CPython's, from the table's finger onwards.
    pub fn pop_slot(&mut self) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        match &mut self.table {
            Some(t) => {
                let n = t.slots.len();
                let mut pos = t.finger & t.mask;
                while t.slots[pos] >= DUMMY {
                    pos = (pos + 1) % n;
                }
                t.finger = pos + 1;
                Some(t.slots[pos] as usize)
            }
            None => self.entries.iter().position(|e| e.is_some()),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of slots including removed ones: iteration positions range over this.
    pub fn slots(&self) -> usize {
        self.entries.len()
    }

    pub fn slot(&self, i: usize) -> Option<&Entry> {
        self.entries.get(i).and_then(|e| e.as_ref())
    }

    /// The live entries in iteration order: a set's in its table's order, a dict's in
    /// insertion order. One loop per kind (`DictIter`) rather than a chain of flattened
    /// options, whose per-item state checks cost more than the lookups of a set operation.
    pub fn iter(&self) -> DictIter<'_> {
        match &self.table {
            Some(t) => DictIter::Table(&self.entries, t.slots.iter()),
            None => DictIter::Plain(self.entries.iter()),
        }
    }

    /// The live entries in slot order, for a caller to whom the order makes no difference
    /// (a subset test, the smallest int of a set): no walk through a set's table.
    pub fn iter_unordered(&self) -> DictIter<'_> {
        DictIter::Plain(self.entries.iter())
    }

    pub fn keys(&self) -> impl Iterator<Item = &Value> {
        self.iter().map(|e| &e.key)
    }

    /// Finds a key whose equality is structural (see `is_simple_key`).
    pub fn find_simple(&self, hash: u64, key: &Value) -> Option<usize> {
        let entries = &self.entries;
        let Some(index) = &self.index else {
            return entries.iter().position(|e| match e {
                Some(e) => e.hash == hash && simple_eq(&e.key, key),
                None => false,
            });
        };
        index
            .find(table_hash(hash), |&i| match &entries[i] {
                Some(e) => e.hash == hash && simple_eq(&e.key, key),
                None => false,
            })
            .copied()
    }

    /// The slot of the first entry, in the order `candidates` lists them, whose hash is `hash`,
    /// when that entry's key is `key` itself: the lookup then needs no comparison (the
    /// general loop would return it first too) and no copy of the candidates.
    pub fn first_candidate_is(&self, hash: u64, key: &Value) -> Option<usize> {
        let matches = |i: usize| matches!(&self.entries[i], Some(e) if e.hash == hash);
        let first = match &self.index {
            Some(index) => index.iter_hash(table_hash(hash)).copied().find(|&i| matches(i)),
            None => (0..self.entries.len()).find(|&i| matches(i)),
        }?;
        matches!(&self.entries[first], Some(e) if e.key.is(key)).then_some(first)
    }

    /// The slots whose hash matches, with their keys, for comparison by the interpreter.
    pub fn candidates(&self, hash: u64) -> Vec<(usize, Value)> {
        let mut out = Vec::new();
        let mut add = |i: usize| {
            if let Some(e) = &self.entries[i] {
                if e.hash == hash {
                    out.push((i, e.key.clone()));
                }
            }
        };
        match &self.index {
            Some(index) => index.iter_hash(table_hash(hash)).for_each(|&i| add(i)),
            None => (0..self.entries.len()).for_each(add),
        }
        out
    }

    /// Checks that slot `i` still holds `key` (the table may have changed during a comparison).
    pub fn slot_holds(&self, i: usize, key: &Value) -> bool {
        matches!(&self.entries.get(i), Some(Some(e)) if e.key.is(key))
    }

    pub fn value_at(&self, i: usize) -> Option<&Value> {
        self.slot(i).map(|e| &e.value)
    }

    pub fn set_at(&mut self, i: usize, value: Value) {
        if let Some(Some(e)) = self.entries.get_mut(i) {
            e.value = value;
            self.bump_version();
        }
    }

    /// Inserts a key known to be absent.
    /// Whether inserting one more entry would grow a buffer.
    #[inline]
    pub fn full(&self) -> bool {
        self.entries.len() == self.entries.capacity()
            || match &self.index {
                Some(index) => index.len() == index.capacity(),
                None => self.entries.len() >= SMALL,
            }
    }

    /// Roughly the bytes the next growth allocates (both buffers doubled).
    pub fn growth_bytes(&self) -> usize {
        let entries = self
            .entries
            .capacity()
            .max(4)
            .saturating_mul(2)
            .saturating_mul(std::mem::size_of::<Option<Entry>>());
        let index = self
            .index
            .as_ref()
            .map_or(SMALL, |index| index.capacity())
            .max(4)
            .saturating_mul(2)
            .saturating_mul(std::mem::size_of::<usize>() + 1);
        entries.saturating_add(index)
    }

    /// Grows the buffers for one more entry, fallibly: `Err` when the allocator refuses, so
    /// the caller can raise `MemoryError` instead of the process aborting.
    pub fn try_room_for_one(&mut self) -> Result<(), std::collections::TryReserveError> {
        if self.entries.len() == self.entries.capacity() {
            self.entries.try_reserve(1)?;
        }
        let entries = &self.entries;
        let rehash = |&j: &usize| table_hash(entries[j].as_ref().map(|e| e.hash).unwrap_or(0));
        let reserved = match &mut self.index {
            Some(index) if index.len() == index.capacity() => index.try_reserve(1, rehash).is_ok(),
            Some(_) => true,
            // The next insertion would build the index (`index_slot`): build it here, fallibly.
            None if entries.len() >= SMALL => {
                let mut index = HashTable::new();
                let ok = index.try_reserve(entries.len() * 2 + 2, rehash).is_ok();
                if ok {
                    for (j, e) in entries.iter().enumerate() {
                        if let Some(e) = e {
                            index.insert_unique(table_hash(e.hash), j, rehash);
                        }
                    }
                    self.index = Some(Box::new(index));
                }
                ok
            }
            None => true,
        };
        if !reserved {
            // hashbrown's error type differs from std's; make std's from a failed reserve.
            return Vec::<u8>::new().try_reserve(usize::MAX);
        }
        Ok(())
    }

    pub fn insert_new(&mut self, hash: u64, key: Value, value: Value) {
        if self.entries.len() > 16 && self.entries.len() >= 2 * self.len {
            self.compact();
        }
        let i = self.entries.len();
        if !is_simple_key(&key) {
            self.set_complex_keys();
        }
        self.entries.push(Some(Entry { hash, key, value }));
        self.len += 1;
        if let Some(t) = &mut self.table {
            // After the push: a resize re-inserts every entry by its hash, this one's too.
            t.add(i as u32, hash, &self.entries);
        }
        self.index_slot(i, hash);
        self.bump_version();
    }

    pub fn remove_at(&mut self, i: usize) -> Option<Entry> {
        let entry = self.entries.get_mut(i)?.take()?;
        self.len -= 1;
        if let Some(index) = &mut self.index {
            if let Ok(found) = index.find_entry(table_hash(entry.hash), |&j| j == i) {
                found.remove();
            }
        }
        if let Some(t) = &mut self.table {
            t.discard(i as u32, entry.hash);
        }
        self.bump_version();
        // The freed slot stays (as CPython's entry does until a resize): a key added later
        // goes after it, where an iterator that passed the deleted key still finds it and
        // reports "dictionary keys changed during iteration" as CPython's does.
        Some(entry)
    }

    /// Removes the last live entry (`popitem`), dropping the freed slots behind it as
    /// CPython's `popitem` does (it lowers `dk_nentries`), which keeps `popitem` loops O(1) each.
    pub fn pop_last(&mut self) -> Option<Entry> {
        let i = self.entries.iter().rposition(|e| e.is_some())?;
        let entry = self.remove_at(i);
        self.entries.truncate(i);
        entry
    }

    pub fn clear(&mut self) {
        if let Some(t) = &mut self.table {
            let finger = t.finger;
            **t = SetTable::new();
            t.finger = finger;
        }
        self.entries.clear();
        self.index = None;
        self.len = 0;
        self.bump_version();
    }

    fn compact(&mut self) {
        if let Some(t) = &mut self.table {
            // The table names entries by slot: renumber it as the removed slots go.
            let mut new_index = vec![u32::MAX; self.entries.len()];
            let mut n = 0u32;
            for (i, e) in self.entries.iter().enumerate() {
                if e.is_some() {
                    new_index[i] = n;
                    n += 1;
                }
            }
            for s in t.slots.iter_mut() {
                if *s < DUMMY {
                    *s = new_index[*s as usize];
                }
            }
        }
        self.entries.retain(|e| e.is_some());
        // Built again whole, or not at all when the entries now fit without one: with no
        // index, filing the last entry builds it over them all past `SMALL`.
        self.index = None;
        if let Some(Some(last)) = self.entries.last() {
            let hash = last.hash;
            self.index_slot(self.entries.len() - 1, hash);
        }
    }

    /// Takes every entry out, in order (used when clearing for cycle collection).
    pub fn drain(&mut self) -> Vec<Entry> {
        let out: Vec<Entry> = self.entries.drain(..).flatten().collect();
        if let Some(t) = &mut self.table {
            **t = SetTable::new();
        }
        self.index = None;
        self.len = 0;
        self.bump_version();
        out
    }
}

/// The iterator `Dict::iter` and `Dict::iter_unordered` give.
pub enum DictIter<'a> {
    /// A set's table slots, naming entry slots (or `EMPTY`, `DUMMY`).
    Table(&'a [Option<Entry>], std::slice::Iter<'a, u32>),
    /// Entry slots, removed ones skipped.
    Plain(std::slice::Iter<'a, Option<Entry>>),
}

impl<'a> Iterator for DictIter<'a> {
    type Item = &'a Entry;

    #[inline]
    fn next(&mut self) -> Option<&'a Entry> {
        match self {
            DictIter::Table(entries, slots) => loop {
                let &i = slots.next()?;
                if i < DUMMY {
                    if let Some(e) = &entries[i as usize] {
                        return Some(e);
                    }
                }
            },
            DictIter::Plain(it) => loop {
                if let Some(e) = it.next()? {
                    return Some(e);
                }
            },
        }
    }
}

/// The hash the table files an entry under, from its Python hash. Python hashes small ints
/// to themselves, so their top bits (which the table compares first, to skip slots) would all
/// be zero and every probe would compare whole groups of keys; and keys that are multiples of
/// a power of two would share their low bits (the bucket). Multiplying spreads every bit
/// into the top ones, and folding the top half down spreads them into the low ones.
#[inline]
fn table_hash(hash: u64) -> u64 {
    let x = hash.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}

/// Keys whose `==` never runs user code and whose hash is computed without the interpreter.
pub(crate) fn is_simple_key(v: &Value) -> bool {
    match v {
        Value::Str(_)
        | Value::Int(_)
        | Value::Bool(_)
        | Value::None
        | Value::BigInt(_)
        | Value::Float(_) => true,
        Value::Tuple(items) => items.iter().all(is_simple_key),
        _ => false,
    }
}

/// Python equality for simple keys, with the identity shortcut of CPython's container
/// lookups: numbers compare across int, float and bool.
pub(crate) fn simple_eq(a: &Value, b: &Value) -> bool {
    use Value::*;
    match (a, b) {
        (Str(x), Str(y)) => Rc::ptr_eq(x, y) || x.s == y.s,
        (Int(x), Int(y)) => x == y,
        // Identity first, as CPython's `PyObject_RichCompare` callers do: a float is its own
        // bits in ophis, so a NaN key finds itself (`n in {n}`).
        (Float(x), Float(y)) => x == y || x.to_bits() == y.to_bits(),
        (Tuple(x), Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| simple_eq(p, q))
        }
        (None, None) => true,
        _ => crate::ops::numeric_eq(a, b).unwrap_or(false),
    }
}

/// A table slot that never held a key.
const EMPTY: u32 = u32::MAX;
/// A table slot whose key was removed.
const DUMMY: u32 = u32::MAX - 1;
/// CPython's `LINEAR_PROBES` and `PERTURB_SHIFT` (Objects/setobject.c).
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

/// CPython 3.11's set table (Objects/setobject.c), holding entry slots instead of keys: the
/// same size, probing, dummies and resizing, so a set's iteration order is CPython's for
/// every element whose hash is deterministic. It is only ever given keys known to be absent
/// (`Dict::insert_new`) or present (`Dict::remove_at`), so it never compares keys.
#[derive(Debug, Clone)]
pub(crate) struct SetTable {
    /// Per slot: the entry slot it holds, `EMPTY` or `DUMMY`.
    slots: Vec<u32>,
    mask: usize,
    fill: usize,
    used: usize,
    finger: usize,
}

/// The next start of CPython's probe sequence.
#[inline]
fn next_probe(i: usize, perturb: &mut u64, mask: usize) -> usize {
    *perturb >>= PERTURB_SHIFT;
    (i.wrapping_mul(5).wrapping_add(1).wrapping_add(*perturb as usize)) & mask
}

impl SetTable {
    /// An empty table of 8 slots, allocated on the first add: an empty set costs none of
    /// its 96 bytes until it holds a key.
    fn new() -> SetTable {
        SetTable { slots: Vec::new(), mask: 7, fill: 0, used: 0, finger: 0 }
    }

    /// An empty table of the smallest power-of-two size above `minused` (at least 8).
    fn sized(minused: usize) -> SetTable {
        let mut size = 8usize;
        while size <= minused {
            size <<= 1;
        }
        SetTable { slots: vec![EMPTY; size], mask: size - 1, fill: 0, used: 0, finger: 0 }
    }

    /// `set_add_entry` for an absent key.
    fn add(&mut self, entry: u32, hash: u64, entries: &[Option<Entry>]) {
        if self.slots.is_empty() {
            // `new`'s table, allocated now (its size is still the 8 `mask` says).
            self.slots = vec![EMPTY; self.mask + 1];
        }
        let mask = self.mask;
        let mut i = hash as usize & mask;
        let mut perturb = hash;
        let mut freeslot = None;
        let found = 'probe: loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for j in i..=i + probes {
                match self.slots[j] {
                    EMPTY => break 'probe j,
                    DUMMY => freeslot = Some(j),
                    _ => {}
                }
            }
            i = next_probe(i, &mut perturb, mask);
        };
        if let Some(f) = freeslot {
            self.used += 1;
            self.slots[f] = entry;
            return;
        }
        self.fill += 1;
        self.used += 1;
        self.slots[found] = entry;
        if self.fill * 5 < mask * 3 {
            return;
        }
        self.resize(if self.used > 50000 { self.used * 2 } else { self.used * 4 }, entries);
    }

    /// `set_insert_clean`: into a table with no dummies, for a key known to be absent.
    fn insert_clean(&mut self, entry: u32, hash: u64) {
        let mask = self.mask;
        let mut i = hash as usize & mask;
        let mut perturb = hash;
        loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for j in i..=i + probes {
                if self.slots[j] == EMPTY {
                    self.slots[j] = entry;
                    return;
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }

    /// `set_table_resize`: the live entries re-inserted, in table order, into a table of the
    /// smallest size above `minused`, each by its entry's hash (the table keeps no copy of
    /// the hashes: 8 bytes a slot).
    fn resize(&mut self, minused: usize, entries: &[Option<Entry>]) {
        let mut t = SetTable::sized(minused);
        if t.slots.len() == 8 && self.slots.len() == 8 && self.fill == self.used {
            return;
        }
        for &e in self.slots.iter() {
            if e < DUMMY {
                let h = entries[e as usize].as_ref().map_or(0, |x| x.hash);
                t.insert_clean(e, h);
            }
        }
        t.fill = self.used;
        t.used = self.used;
        t.finger = self.finger;
        *self = t;
    }

    /// `set_discard_entry` for a key known to be present at entry slot `entry`.
    fn discard(&mut self, entry: u32, hash: u64) {
        let mask = self.mask;
        let mut i = hash as usize & mask;
        let mut perturb = hash;
        loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for j in i..=i + probes {
                if self.slots[j] == entry {
                    self.slots[j] = DUMMY;
                    self.used -= 1;
                    return;
                }
                if self.slots[j] == EMPTY {
                    return;
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }
}
