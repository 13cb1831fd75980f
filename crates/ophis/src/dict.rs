//! The insertion-ordered hash table behind `dict`, `set` and `frozenset`.
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
    index: HashTable<usize>,
    live: usize,
    /// Bumped on every insertion or removal so iterators can detect a size change.
    pub version: u64,
    /// Whether any key's equality may run user code: then a simple probe (`0.5`) can still
    /// equal a stored user object, and lookups must ask the interpreter.
    pub has_complex_keys: bool,
}

impl Dict {
    pub fn new() -> Self {
        Dict::default()
    }

    pub fn with_capacity(n: usize) -> Self {
        Dict { entries: Vec::with_capacity(n), index: HashTable::with_capacity(n), live: 0, version: 0, has_complex_keys: false }
    }

    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Number of slots including removed ones: iteration positions range over this.
    pub fn slots(&self) -> usize {
        self.entries.len()
    }

    pub fn slot(&self, i: usize) -> Option<&Entry> {
        self.entries.get(i).and_then(|e| e.as_ref())
    }

    pub fn iter(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter_map(|e| e.as_ref())
    }

    pub fn keys(&self) -> impl Iterator<Item = &Value> {
        self.iter().map(|e| &e.key)
    }

    /// Finds a key whose equality is structural (see `is_simple_key`).
    pub fn find_simple(&self, hash: u64, key: &Value) -> Option<usize> {
        let entries = &self.entries;
        self.index
            .find(table_hash(hash), |&i| match &entries[i] {
                Some(e) => e.hash == hash && simple_eq(&e.key, key),
                None => false,
            })
            .copied()
    }

    /// The slots whose hash matches, with their keys, for comparison by the interpreter.
    pub fn candidates(&self, hash: u64) -> Vec<(usize, Value)> {
        let mut out = Vec::new();
        for &i in self.index.iter_hash(table_hash(hash)) {
            if let Some(e) = &self.entries[i] {
                if e.hash == hash {
                    out.push((i, e.key.clone()));
                }
            }
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
        }
    }

    /// Inserts a key known to be absent.
    /// Whether inserting one more entry would grow a buffer.
    #[inline]
    pub fn full(&self) -> bool {
        self.entries.len() == self.entries.capacity() || self.index.len() == self.index.capacity()
    }

    /// Roughly the bytes the next growth allocates (both buffers doubled).
    pub fn growth_bytes(&self) -> usize {
        let entries = self.entries.capacity().max(4).saturating_mul(2).saturating_mul(std::mem::size_of::<Option<Entry>>());
        let index = self.index.capacity().max(4).saturating_mul(2).saturating_mul(std::mem::size_of::<usize>() + 1);
        entries.saturating_add(index)
    }

    /// Grows the buffers for one more entry, fallibly: `Err` when the allocator refuses, so
    /// the caller can raise `MemoryError` instead of the process aborting.
    pub fn try_room_for_one(&mut self) -> Result<(), std::collections::TryReserveError> {
        if self.entries.len() == self.entries.capacity() {
            self.entries.try_reserve(1)?;
        }
        if self.index.len() == self.index.capacity() {
            let entries = &self.entries;
            if self.index.try_reserve(1, |&j| table_hash(entries[j].as_ref().map(|e| e.hash).unwrap_or(0))).is_err() {
                // hashbrown's error type differs from std's; make std's from a failed reserve.
                return Vec::<u8>::new().try_reserve(usize::MAX);
            }
        }
        Ok(())
    }

    pub fn insert_new(&mut self, hash: u64, key: Value, value: Value) {
        if self.entries.len() > 16 && self.entries.len() >= 2 * self.live {
            self.compact();
        }
        let i = self.entries.len();
        if !is_simple_key(&key) {
            self.has_complex_keys = true;
        }
        self.entries.push(Some(Entry { hash, key, value }));
        let entries = &self.entries;
        self.index.insert_unique(table_hash(hash), i, |&j| table_hash(entries[j].as_ref().map(|e| e.hash).unwrap_or(0)));
        self.live += 1;
        self.version += 1;
    }

    pub fn remove_at(&mut self, i: usize) -> Option<Entry> {
        let entry = self.entries.get_mut(i)?.take()?;
        if let Ok(found) = self.index.find_entry(table_hash(entry.hash), |&j| j == i) {
            found.remove();
        }
        self.live -= 1;
        self.version += 1;
        // Trailing removed slots can go, which keeps `popitem` loops O(1) each.
        while matches!(self.entries.last(), Some(None)) {
            self.entries.pop();
        }
        Some(entry)
    }

    /// The last live entry's slot (`popitem`).
    pub fn last_slot(&self) -> Option<usize> {
        self.entries.iter().rposition(|e| e.is_some())
    }

    pub fn clear(&mut self) {
        self.entries.clear();
        self.index.clear();
        self.live = 0;
        self.version += 1;
    }

    fn compact(&mut self) {
        self.entries.retain(|e| e.is_some());
        self.index.clear();
        for (i, e) in self.entries.iter().enumerate() {
            let hash = e.as_ref().map(|e| e.hash).unwrap_or(0);
            let entries = &self.entries;
            self.index.insert_unique(table_hash(hash), i, |&j| table_hash(entries[j].as_ref().map(|e| e.hash).unwrap_or(0)));
        }
    }

    /// Takes every entry out, in order (used when clearing for cycle collection).
    pub fn drain(&mut self) -> Vec<Entry> {
        let out: Vec<Entry> = self.entries.drain(..).flatten().collect();
        self.index.clear();
        self.live = 0;
        self.version += 1;
        out
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
        Value::Str(_) | Value::Int(_) | Value::Bool(_) | Value::None | Value::BigInt(_) | Value::Float(_) => true,
        Value::Tuple(items) => items.iter().all(is_simple_key),
        _ => false,
    }
}

/// Python equality for simple keys: numbers compare across int, float and bool.
pub(crate) fn simple_eq(a: &Value, b: &Value) -> bool {
    use Value::*;
    match (a, b) {
        (Str(x), Str(y)) => Rc::ptr_eq(x, y) || x.s == y.s,
        (Int(x), Int(y)) => x == y,
        (Tuple(x), Tuple(y)) => x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| simple_eq(p, q)),
        (None, None) => true,
        _ => crate::ops::numeric_eq(a, b).unwrap_or(false),
    }
}
