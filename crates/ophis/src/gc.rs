//! Cycle collection for the `Rc` heap.
//!
//! Reference counting frees acyclic garbage at once; reference cycles (`a.other = b; b.other
//! = a`, a recursive inner function, every class through its own MRO) need this collector.
//! It is CPython's algorithm: for every tracked container, subtract the references that come
//! from other tracked containers; whatever still has references left is held from outside
//! (globals, the Rust stack, a suspended generator's frame, an untracked container) and is a
//! root; everything reachable from a root survives; the rest is garbage, and clearing its
//! contents breaks the cycles so `Rc` frees it. Because unknown references always count as
//! external, the collector can only ever keep too much, never free something live, so it is
//! safe to run at any statement boundary.

use hashbrown::HashTable;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::dict::Dict;
use crate::interp::Interp;
use crate::value::{Class, Function, Instance, Value};

/// A tracked container, as the collector is told of it (`Interp::gc_track`).
pub enum Tracked {
    Instance(Weak<Instance>),
    List(Weak<RefCell<Vec<Value>>>),
    Dict(Weak<RefCell<Dict>>),
    Function(Weak<Function>),
    Class(Weak<Class>),
    Cell(Weak<RefCell<Option<Value>>>),
}

/// The containers the collector tracks, one vector per kind: a `Weak` is one word, where a
/// vector of a tagged enum took two for each (a million one-item lists held 16 MB of tracking
/// entries, now 8, against CPython's 16-byte GC header per object).
#[derive(Default)]
pub struct TrackedSet {
    instances: Vec<Weak<Instance>>,
    lists: Vec<Weak<RefCell<Vec<Value>>>>,
    dicts: Vec<Weak<RefCell<Dict>>>,
    functions: Vec<Weak<Function>>,
    classes: Vec<Weak<Class>>,
    cells: Vec<Weak<RefCell<Option<Value>>>>,
}

impl TrackedSet {
    #[inline]
    pub fn push(&mut self, t: Tracked) {
        match t {
            Tracked::Instance(w) => self.instances.push(w),
            Tracked::List(w) => self.lists.push(w),
            Tracked::Dict(w) => self.dicts.push(w),
            Tracked::Function(w) => self.functions.push(w),
            Tracked::Class(w) => self.classes.push(w),
            Tracked::Cell(w) => self.cells.push(w),
        }
    }

    pub fn len(&self) -> usize {
        self.instances.len()
            + self.lists.len()
            + self.dicts.len()
            + self.functions.len()
            + self.classes.len()
            + self.cells.len()
    }

    fn append(&mut self, other: &mut TrackedSet) {
        self.instances.append(&mut other.instances);
        self.lists.append(&mut other.lists);
        self.dicts.append(&mut other.dicts);
        self.functions.append(&mut other.functions);
        self.classes.append(&mut other.classes);
        self.cells.append(&mut other.cells);
    }

    /// The tracked objects still alive, each vector turned into strong references in place
    /// (`Weak` and `Rc` are both one pointer, so `collect` reuses the buffer).
    fn upgrade(self) -> LiveSet {
        fn up<T>(v: Vec<Weak<T>>) -> Vec<Rc<T>> {
            v.into_iter().filter_map(|w| w.upgrade()).collect()
        }
        LiveSet {
            instances: up(self.instances),
            lists: up(self.lists),
            dicts: up(self.dicts),
            functions: up(self.functions),
            classes: up(self.classes),
            cells: up(self.cells),
        }
    }
}

/// The tracked objects alive at a collection, in `TrackedSet`'s vectors; an object's position
/// is its place in the concatenation of the vectors, kind after kind.
struct LiveSet {
    instances: Vec<Rc<Instance>>,
    lists: Vec<Rc<RefCell<Vec<Value>>>>,
    dicts: Vec<Rc<RefCell<Dict>>>,
    functions: Vec<Rc<Function>>,
    classes: Vec<Rc<Class>>,
    cells: Vec<Rc<RefCell<Option<Value>>>>,
}

impl LiveSet {
    fn len(&self) -> usize {
        self.instances.len()
            + self.lists.len()
            + self.dicts.len()
            + self.functions.len()
            + self.classes.len()
            + self.cells.len()
    }

    /// The object at position `i` (`i < len()`).
    #[inline]
    fn get(&self, mut i: usize) -> Live<'_> {
        if i < self.instances.len() {
            return Live::Instance(&self.instances[i]);
        }
        i -= self.instances.len();
        if i < self.lists.len() {
            return Live::List(&self.lists[i]);
        }
        i -= self.lists.len();
        if i < self.dicts.len() {
            return Live::Dict(&self.dicts[i]);
        }
        i -= self.dicts.len();
        if i < self.functions.len() {
            return Live::Function(&self.functions[i]);
        }
        i -= self.functions.len();
        if i < self.classes.len() {
            return Live::Class(&self.classes[i]);
        }
        i -= self.classes.len();
        Live::Cell(&self.cells[i])
    }

    /// Back to weak references, keeping the objects whose `keep` is true (in place again).
    fn track(self, mut keep: impl Iterator<Item = bool>) -> TrackedSet {
        fn down<T>(v: Vec<Rc<T>>, keep: &mut impl Iterator<Item = bool>) -> Vec<Weak<T>> {
            v.into_iter()
                .filter(|_| keep.next().unwrap_or(true))
                .map(|r| Rc::downgrade(&r))
                .collect()
        }
        TrackedSet {
            instances: down(self.instances, &mut keep),
            lists: down(self.lists, &mut keep),
            dicts: down(self.dicts, &mut keep),
            functions: down(self.functions, &mut keep),
            classes: down(self.classes, &mut keep),
            cells: down(self.cells, &mut keep),
        }
    }
}

#[derive(Clone, Copy)]
enum Live<'a> {
    Instance(&'a Rc<Instance>),
    List(&'a Rc<RefCell<Vec<Value>>>),
    Dict(&'a Rc<RefCell<Dict>>),
    Function(&'a Rc<Function>),
    Class(&'a Rc<Class>),
    Cell(&'a Rc<RefCell<Option<Value>>>),
}

impl Live<'_> {
    fn addr(self) -> usize {
        match self {
            Live::Instance(r) => Rc::as_ptr(r) as usize,
            Live::List(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Dict(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Function(r) => Rc::as_ptr(r) as usize,
            Live::Class(r) => Rc::as_ptr(r) as usize,
            Live::Cell(r) => Rc::as_ptr(r) as *const u8 as usize,
        }
    }

    /// References held by the collector itself: the upgrade it made.
    fn strong(self) -> usize {
        match self {
            Live::Instance(r) => Rc::strong_count(r),
            Live::List(r) => Rc::strong_count(r),
            Live::Dict(r) => Rc::strong_count(r),
            Live::Function(r) => Rc::strong_count(r),
            Live::Class(r) => Rc::strong_count(r),
            Live::Cell(r) => Rc::strong_count(r),
        }
        .saturating_sub(1)
    }

    /// Calls `f` with the address of every tracked-kind object this one refers to directly.
    /// Returns false when the object is borrowed right now (then it must count as a root).
    fn children(self, f: &mut dyn FnMut(usize)) -> bool {
        match self {
            Live::Instance(i) => {
                let Ok(attrs) = i.attrs.try_borrow() else { return false };
                for v in attrs.values() {
                    value_addr(v, f);
                }
                // The `__dict__` the program asked for holds the same values again.
                if let Some(d) = i.attrs.held_dict() {
                    f(Rc::as_ptr(&d) as *const u8 as usize);
                }
                f(Rc::as_ptr(&i.class) as usize);
                if let Ok(b) = i.builtin_base.try_borrow() {
                    if let Some(v) = &*b {
                        value_addr(v, f);
                    }
                } else {
                    return false;
                }
                true
            }
            Live::List(l) => {
                let Ok(items) = l.try_borrow() else { return false };
                for v in items.iter() {
                    value_addr(v, f);
                }
                true
            }
            Live::Dict(d) => {
                let Ok(d) = d.try_borrow() else { return false };
                for e in d.iter() {
                    value_addr(&e.key, f);
                    value_addr(&e.value, f);
                }
                true
            }
            Live::Function(func) => {
                for c in func.closure.iter() {
                    f(Rc::as_ptr(c) as *const u8 as usize);
                }
                for v in func.defaults.borrow().iter() {
                    value_addr(v, f);
                }
                for v in func.kwdefaults.borrow().iter().flatten() {
                    value_addr(v, f);
                }
                let Ok(attrs) = func.attrs.try_borrow() else { return false };
                for v in attrs.values() {
                    value_addr(v, f);
                }
                let Ok(special) = func.special.try_borrow() else { return false };
                for v in special.iter().flat_map(|s| s.iter().flatten()) {
                    value_addr(v, f);
                }
                if let Some(d) = func.attrs.held_dict() {
                    f(Rc::as_ptr(&d) as *const u8 as usize);
                }
                true
            }
            Live::Class(c) => {
                let Ok(attrs) = c.attrs.try_borrow() else { return false };
                for v in attrs.values() {
                    value_addr(v, f);
                }
                let Ok(mro) = c.mro.try_borrow() else { return false };
                for m in mro.iter() {
                    f(Rc::as_ptr(m) as usize);
                }
                for b in &c.bases {
                    f(Rc::as_ptr(b) as usize);
                }
                // A class's metaclass is a reference like any other: uncounted, a Python
                // metaclass (abc's ABCMeta) was a root and every interpreter leaked it.
                let Ok(meta) = c.metaclass.try_borrow() else { return false };
                if let Some(m) = &*meta {
                    f(Rc::as_ptr(m) as usize);
                }
                let Ok(descriptors) = c.descriptors.try_borrow() else { return false };
                if let Some(d) = &*descriptors {
                    value_addr(d, f);
                }
                true
            }
            Live::Cell(cell) => {
                let Ok(v) = cell.try_borrow() else { return false };
                if let Some(v) = &*v {
                    value_addr(v, f);
                }
                true
            }
        }
    }

    /// An estimate of the bytes the object holds (headers plus its slots), for statistics.
    fn approx_size(self) -> usize {
        match self {
            Live::Instance(i) => 64 + i.attrs.try_borrow().map(|a| a.len() * 40).unwrap_or(0),
            Live::List(l) => 40 + l.try_borrow().map(|v| v.capacity() * 16).unwrap_or(0),
            Live::Dict(d) => 64 + d.try_borrow().map(|d| d.slots() * 48).unwrap_or(0),
            Live::Function(_) => 128,
            Live::Class(c) => 256 + c.attrs.try_borrow().map(|a| a.len() * 40).unwrap_or(0),
            Live::Cell(_) => 32,
        }
    }

    /// Drops the object's references, breaking any cycle through it.
    fn clear(self) {
        match self {
            Live::Instance(i) => {
                i.attrs.clear_all();
                i.builtin_base.clear();
            }
            Live::List(l) => {
                if let Ok(mut v) = l.try_borrow_mut() {
                    v.clear();
                }
            }
            Live::Dict(d) => {
                if let Ok(mut d) = d.try_borrow_mut() {
                    d.clear();
                }
            }
            Live::Function(func) => {
                func.attrs.clear_all();
                if let Ok(mut special) = func.special.try_borrow_mut() {
                    *special = None;
                }
            }
            Live::Class(c) => {
                if let Ok(mut a) = c.attrs.try_borrow_mut() {
                    a.clear();
                }
                if let Ok(mut m) = c.mro.try_borrow_mut() {
                    m.clear();
                }
                if let Ok(mut meta) = c.metaclass.try_borrow_mut() {
                    *meta = None;
                }
                if let Ok(mut descriptors) = c.descriptors.try_borrow_mut() {
                    *descriptors = None;
                }
                c.classes_changed();
            }
            Live::Cell(cell) => {
                if let Ok(mut v) = cell.try_borrow_mut() {
                    *v = None;
                }
            }
        }
    }
}

/// The address of a value that is itself a tracked kind (others are untracked: references
/// through them count as external).
fn value_addr(v: &Value, f: &mut dyn FnMut(usize)) {
    owned_addrs(v, f, 0);
}

/// `value_addr`, and the items of a tuple, set or frozenset that only this reference holds:
/// their references are the holder's own, so counting them is exact (a class's ABC caches,
/// sets of classes, held nothing but roots before). A shared one stays opaque (its references
/// count as external, which only keeps more alive), and so does one nested past `depth` 64.
fn owned_addrs(v: &Value, f: &mut dyn FnMut(usize), depth: usize) {
    match v {
        Value::Instance(r) => f(Rc::as_ptr(r) as usize),
        Value::List(r) => f(Rc::as_ptr(r) as *const u8 as usize),
        Value::Dict(r) => f(Rc::as_ptr(r) as *const u8 as usize),
        Value::Function(r) => f(Rc::as_ptr(r) as usize),
        Value::Class(r) => f(Rc::as_ptr(r) as usize),
        _ if depth >= 64 => {}
        Value::Tuple(t) if Rc::strong_count(t) == 1 => {
            for x in t.iter() {
                owned_addrs(x, f, depth + 1);
            }
        }
        Value::Set(d) if Rc::strong_count(d) == 1 => {
            if let Ok(d) = d.try_borrow() {
                for k in d.keys() {
                    owned_addrs(k, f, depth + 1);
                }
            }
        }
        Value::FrozenSet(d) if Rc::strong_count(d) == 1 => {
            for k in d.keys() {
                owned_addrs(k, f, depth + 1);
            }
        }
        // The same for the wrappers a class body makes: `__new__` (a static method), class
        // methods, properties. Uncounted, a method among them that names `super` (so holds
        // the class's cell) was a root, and every class with one leaked with its module:
        // `collections.abc`'s `_CallableGenericAlias.__new__` leaked 45 KiB per interpreter.
        Value::StaticMethod(x) | Value::ClassMethod(x) if Rc::strong_count(x) == 1 => {
            owned_addrs(x, f, depth + 1);
        }
        Value::Property(p) if Rc::strong_count(p) == 1 => {
            let doc = p.doc.borrow().clone();
            for x in [&p.fget, &p.fset, &p.fdel, &doc] {
                owned_addrs(x, f, depth + 1);
            }
        }
        Value::BoundMethod(m) if Rc::strong_count(m) == 1 => {
            owned_addrs(&m.receiver, f, depth + 1);
            owned_addrs(&m.func, f, depth + 1);
        }
        _ => {}
    }
}

/// Reachability may pass through untracked containers (tuples, bound methods, ...): marking
/// more is always safe.
fn reach(v: &Value, f: &mut dyn FnMut(usize), depth: usize) {
    if depth > 64 {
        return;
    }
    match v {
        Value::Tuple(t) => {
            for x in t.iter() {
                reach(x, f, depth + 1);
            }
        }
        Value::BoundMethod(m) => {
            reach(&m.receiver, f, depth + 1);
            reach(&m.func, f, depth + 1);
        }
        Value::Set(d) => {
            if let Ok(d) = d.try_borrow() {
                for k in d.keys() {
                    reach(k, f, depth + 1);
                }
            }
        }
        Value::FrozenSet(d) => {
            for k in d.keys() {
                reach(k, f, depth + 1);
            }
        }
        Value::StaticMethod(x) | Value::ClassMethod(x) => reach(x, f, depth + 1),
        Value::Property(p) => {
            reach(&p.fget, f, depth + 1);
            reach(&p.fset, f, depth + 1);
            reach(&p.fdel, f, depth + 1);
            let doc = p.doc.borrow().clone();
            reach(&doc, f, depth + 1);
        }
        other => value_addr(other, f),
    }
}

impl Interp {
    #[inline]
    pub fn gc_track(&mut self, t: Tracked) {
        self.gc_objects.push(t);
        if self.gc_objects.len() >= self.gc_threshold {
            self.gc_pending = true;
        }
    }

    /// Number of tracked containers still alive (for tests and statistics).
    pub fn gc_live(&self) -> usize {
        let t = &self.gc_objects;
        t.instances.iter().filter(|w| w.strong_count() > 0).count()
            + t.lists.iter().filter(|w| w.strong_count() > 0).count()
            + t.dicts.iter().filter(|w| w.strong_count() > 0).count()
            + t.functions.iter().filter(|w| w.strong_count() > 0).count()
            + t.classes.iter().filter(|w| w.strong_count() > 0).count()
            + t.cells.iter().filter(|w| w.strong_count() > 0).count()
    }

    /// Runs a collection; returns how many objects were found to be garbage.
    pub fn gc_collect(&mut self) -> usize {
        self.gc_pending = false;
        // A cell object's entry holds its closure cell strongly, out of the collector's
        // sight: an entry whose cell object is gone would make the cell (and the class it
        // holds, with its methods' closures) look referenced from outside for good.
        self.cell_objects.retain(|(w, _)| w.strong_count() > 0);
        if self.budget.mem_gc_requested.get() {
            self.budget.mem_gc_requested.set(false);
            self.budget.mem_gc_tried.set(true);
        }
        // The collector's own memory is the peak of a program that builds many containers
        // (a million empty lists: RSS 267 bytes each, against 104 for the lists themselves),
        // so its tables are as small as they can be: `live` reuses the tracking vectors'
        // buffers (`Weak` and `Rc` are both a pointer, so `collect` works in place), the
        // address index holds 4-byte positions, the counts are 4 bytes and the marks one.
        let live = std::mem::take(&mut self.gc_objects).upgrade();
        if u32::try_from(live.len()).is_err() {
            // Positions are 4 bytes; past 4 billion containers nothing is collected, which
            // only keeps more alive.
            self.gc_objects = live.track(std::iter::empty());
            return 0;
        }
        // Fx: the addresses are hashed once per object and once per reference, and SipHash
        // was a fifth of a collection.
        let hash = |addr: usize| {
            use std::hash::BuildHasher;
            crate::dict::FxBuild::default().hash_one(addr)
        };
        let n = live.len();
        let mut index: HashTable<u32> = HashTable::with_capacity(n);
        for i in 0..n {
            let addr = live.get(i).addr();
            index.insert_unique(hash(addr), i as u32, |&j| hash(live.get(j as usize).addr()));
        }
        let find = |addr: usize| -> Option<usize> {
            index.find(hash(addr), |&j| live.get(j as usize).addr() == addr).map(|&j| j as usize)
        };
        // An object's references not accounted for by other tracked objects; an object that
        // is borrowed right now cannot be walked and counts as held from outside. Four bytes
        // each: a count past `i32::MAX` saturates there, and the object stays a root (fewer
        // than that many references can come from tracked objects, each of them 8 bytes).
        let mut refs: Vec<i32> =
            (0..n).map(|i| live.get(i).strong().min(i32::MAX as usize) as i32).collect();
        for i in 0..n {
            let ok = live.get(i).children(&mut |a| {
                if let Some(j) = find(a) {
                    refs[j] = refs[j].saturating_sub(1);
                }
            });
            if !ok {
                refs[i] = i32::MAX;
            }
        }
        // Roots: anything with references from outside the tracked set. `refs` becomes each
        // object's state in place (no second table): a root, not (yet) known reachable, or
        // reached. The walk starts from one root at a time, so its stack holds only what is
        // still to visit, and children are marked as they are reported, not gathered first
        // (a million one-item lists took 8 MB of addresses and 4 MB of roots to walk).
        const UNKNOWN: i32 = 0;
        const ROOT: i32 = 1;
        const REACHED: i32 = 2;
        for r in refs.iter_mut() {
            *r = if *r > 0 { ROOT } else { UNKNOWN };
        }
        let mut state = refs;
        let mut stack: Vec<u32> = Vec::new();
        let mark = |a: usize, state: &mut [i32], stack: &mut Vec<u32>| {
            if let Some(j) = find(a) {
                if state[j] != REACHED {
                    state[j] = REACHED;
                    stack.push(j as u32);
                }
            }
        };
        for root in 0..n {
            if state[root] != ROOT {
                continue;
            }
            state[root] = REACHED;
            stack.push(root as u32);
            while let Some(i) = stack.pop() {
                let l = live.get(i as usize);
                l.children(&mut |a| mark(a, &mut state, &mut stack));
                // Also look through untracked containers held directly by this object.
                let mut through = |v: &Value| reach(v, &mut |a| mark(a, &mut state, &mut stack), 0);
                match l {
                    Live::Instance(inst) => {
                        if let Ok(attrs) = inst.attrs.try_borrow() {
                            attrs.values().for_each(&mut through);
                        }
                    }
                    Live::List(l) => {
                        if let Ok(items) = l.try_borrow() {
                            items.iter().for_each(&mut through);
                        }
                    }
                    Live::Dict(d) => {
                        if let Ok(d) = d.try_borrow() {
                            for e in d.iter() {
                                through(&e.key);
                                through(&e.value);
                            }
                        }
                    }
                    Live::Class(c) => {
                        if let Ok(attrs) = c.attrs.try_borrow() {
                            attrs.values().for_each(&mut through);
                        }
                    }
                    Live::Cell(c) => {
                        if let Ok(v) = c.try_borrow() {
                            if let Some(v) = &*v {
                                through(v);
                            }
                        }
                    }
                    Live::Function(func) => {
                        if let (Ok(d), Ok(k)) =
                            (func.defaults.try_borrow(), func.kwdefaults.try_borrow())
                        {
                            d.iter().chain(k.iter().flatten()).for_each(&mut through);
                        }
                        if let Ok(special) = func.special.try_borrow() {
                            special.iter().flat_map(|s| s.iter().flatten()).for_each(&mut through);
                        }
                    }
                }
            }
        }
        let mut garbage = 0;
        let mut live_bytes = 0usize;
        for (i, &s) in state.iter().enumerate() {
            let l = live.get(i);
            if s != REACHED {
                l.clear();
                garbage += 1;
            } else {
                live_bytes += l.approx_size();
            }
        }
        if live_bytes > self.run.mem_peak.get() {
            self.run.mem_peak.set(live_bytes);
        }
        drop(stack);
        drop(index);
        // Keep tracking the survivors (in place again).
        let mut survivors = live.track(state.iter().map(|&s| s == REACHED));
        // Whatever was tracked while the garbage was dropped stays tracked.
        survivors.append(&mut self.gc_objects);
        self.gc_objects = survivors;
        self.gc_threshold = (self.gc_objects.len() * 2).max(10_000);
        garbage
    }
}
