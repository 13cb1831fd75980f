//! The object model.
//!
//! Values are small (16 bytes): immediates inline, everything else behind an `Rc` that belongs
//! to exactly one interpreter. Interior mutability is `RefCell`, and no borrow of a container is
//! ever held while user code runs (user `__eq__`/`__hash__` may mutate the very container being
//! searched), so a `RefCell` panic is a bug, not a reachable state. Reference counting frees
//! acyclic garbage at once; `gc` reclaims cycles. See ARCHITECTURE.md for the invariants.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use num_bigint::BigInt;

use crate::dict::Dict;

// The heap types live beside their methods; the object model names them all from here.
pub(crate) use crate::attr::{Instance, Module, SuperObj};
pub(crate) use crate::builtins::collections::{DictView, ViewKind};
pub(crate) use crate::builtins::range::{RangeObj, SliceObj};
pub(crate) use crate::builtins::str_methods::PyStr;
pub(crate) use crate::builtins::types::Property;
pub(crate) use crate::eval::call::{BoundMethod, Builtin, BuiltinFn, Function};
pub(crate) use crate::eval::class::{epoch_of_bases, AttrsFiller, Class, ClassAttrs};
pub(crate) use crate::eval::exc::ExcData;

pub(crate) type CellRef = Rc<RefCell<Option<Value>>>;
/// The attribute table of an instance, a module or a function. Attribute access reads and
/// writes `map`; once the program asks for the object's `__dict__`, that is a real `dict`
/// (`type(a.__dict__) is dict`, as in CPython) kept in `dict`, and it becomes the truth: a
/// read of the table first copies the dict's `str` keys into `map` if the dict changed since
/// the last copy (its `version` moves on every change), and a write through `borrow_mut`
/// copies `map` back into the dict when the guard drops. So `a.__dict__['k'] = 1` makes
/// `a.k` work and `a.k = 1` shows in the dict, and the attribute-site caches in `eval/`,
/// which hold only slot hints checked against the table's keys, never see a stale value.
/// Objects whose `__dict__` was never asked for pay one pointer test per access, and 8 bytes:
/// the dict and its sync state are boxed, since few objects ever have one.
pub struct Attrs {
    map: RefCell<crate::shape::AttrMap>,
    held: std::cell::OnceCell<Box<HeldDict>>,
}

/// An object's `__dict__` once the program asked for it (see `Attrs`).
struct HeldDict {
    /// None again after the collector cleared the object.
    dict: RefCell<Option<Rc<RefCell<Dict>>>>,
    /// The dict's `version` when `map` last matched it.
    synced: Cell<u64>,
    /// The names the table holds that the dict does not show: the values of the class's
    /// `__slots__` (a class declaring `'__dict__'` among its slots), which CPython keeps in
    /// the instance's slots, outside its `__dict__`. A dict key of one of these names stays in
    /// the dict only, as a key the slot's descriptor shadows.
    hidden: Box<[Rc<str>]>,
}

impl std::fmt::Debug for Attrs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.map.fmt(f)
    }
}

/// A write borrow of an attribute table: on drop it copies what it changed into the object's
/// `__dict__`, if the program holds one (see `Attrs`).
pub struct AttrsMut<'a> {
    attrs: &'a Attrs,
    map: std::cell::RefMut<'a, crate::shape::AttrMap>,
    /// What the guard changed, tracked only while a `__dict__` is held: a write through
    /// `insert`, `shift_remove` or `one_mut` names its key, so the write-back syncs that key
    /// alone (one attribute write stays O(1) with a `__dict__` taken, not O(attributes)); any
    /// other mutable use of the table syncs all of it.
    touched: Touched,
}

enum Touched {
    Nothing,
    One(Rc<str>),
    Any,
}

impl AttrsMut<'_> {
    /// Records that the name `name` changed (only when a `__dict__` is held: otherwise there
    /// is nothing to write back, and the hot path pays no reference count).
    #[inline]
    fn touch(&mut self, name: &Rc<str>) {
        if self.attrs.held.get().is_none() {
            return;
        }
        self.touched = match std::mem::replace(&mut self.touched, Touched::Any) {
            Touched::Nothing => Touched::One(name.clone()),
            Touched::One(n) if *n == **name => Touched::One(n),
            _ => Touched::Any,
        };
    }

    /// `IndexMap::insert`, syncing only `name` into a held `__dict__`.
    #[inline]
    pub fn insert(&mut self, name: Rc<str>, v: Value) -> Option<Value> {
        self.touch(&name);
        self.map.insert(name, v)
    }

    /// `IndexMap::shift_remove`, syncing only `name` into a held `__dict__`.
    pub fn shift_remove(&mut self, name: &str) -> Option<Value> {
        let key = self.map.get_key_value(name)?.0.clone();
        self.touch(&key);
        self.map.shift_remove(name)
    }

    /// The table for a change of the name `name` only (the caller's promise): the write-back
    /// syncs that key alone.
    #[inline]
    pub fn one_mut(&mut self, name: &Rc<str>) -> &mut crate::shape::AttrMap {
        self.touch(name);
        &mut self.map
    }
}

impl std::ops::Deref for AttrsMut<'_> {
    type Target = crate::shape::AttrMap;
    fn deref(&self) -> &crate::shape::AttrMap {
        &self.map
    }
}

impl std::ops::DerefMut for AttrsMut<'_> {
    fn deref_mut(&mut self) -> &mut crate::shape::AttrMap {
        self.touched = Touched::Any;
        &mut self.map
    }
}

impl Drop for AttrsMut<'_> {
    fn drop(&mut self) {
        if let Some(held) = self.attrs.held.get() {
            match &self.touched {
                Touched::Nothing => {}
                Touched::One(name) => Attrs::push_one(held, &self.map, name),
                Touched::Any => Attrs::push(held, &self.map),
            }
        }
    }
}

impl Attrs {
    pub fn new(map: crate::dict::StrMap) -> Attrs {
        Attrs {
            map: RefCell::new(crate::shape::AttrMap::from_map(map)),
            held: std::cell::OnceCell::new(),
        }
    }

    /// A table holding `map` as it is (a copy of another instance's).
    pub fn from_table(map: crate::shape::AttrMap) -> Attrs {
        Attrs { map: RefCell::new(map), held: std::cell::OnceCell::new() }
    }

    /// An instance's empty table, sharing its names with the class's other instances
    /// (`shape`).
    pub fn for_instance(class: &Class) -> Attrs {
        let root = class.shapes.get_or_init(crate::shape::Shape::root).clone();
        Attrs {
            map: RefCell::new(crate::shape::AttrMap::shaped(root)),
            held: std::cell::OnceCell::new(),
        }
    }

    /// The table, brought up to date with the object's `__dict__` first. Always inlined (it
    /// is every attribute read's first step; as a call it cost ~15 instructions a read) with
    /// the rare sync out of line in `pull`.
    #[inline(always)]
    pub fn borrow(&self) -> std::cell::Ref<'_, crate::shape::AttrMap> {
        if let Some(held) = self.held.get() {
            self.pull(held);
        }
        self.map.borrow()
    }

    /// The table for writing, brought up to date first; the guard writes it back to the
    /// object's `__dict__` when it drops.
    #[inline(always)]
    pub fn borrow_mut(&self) -> AttrsMut<'_> {
        if let Some(held) = self.held.get() {
            self.pull(held);
        }
        AttrsMut { attrs: self, map: self.map.borrow_mut(), touched: Touched::Nothing }
    }

    /// The table as it is, without syncing (the collector reads what the table holds).
    pub fn try_borrow(
        &self,
    ) -> Result<std::cell::Ref<'_, crate::shape::AttrMap>, std::cell::BorrowError> {
        self.map.try_borrow()
    }

    /// Empties the table and forgets the `__dict__` (the collector breaking a cycle, teardown).
    pub fn clear_all(&self) {
        if let Ok(mut m) = self.map.try_borrow_mut() {
            m.clear();
        }
        if let Some(held) = self.held.get() {
            if let Ok(mut d) = held.dict.try_borrow_mut() {
                *d = None;
            }
        }
    }

    /// `del obj.__dict__`: the object lets go of its dict (a dict the program holds keeps
    /// its items) and has no attributes but the names in `keep` (its slots); a new, empty
    /// dict is made if it is asked for again.
    pub fn drop_dict(&self, keep: &[Rc<str>]) {
        if let Some(held) = self.held.get() {
            self.pull(held);
            *held.dict.borrow_mut() = None;
        }
        let mut m = self.map.borrow_mut();
        let names: Vec<Rc<str>> =
            m.iter().filter(|(k, _)| !keep.contains(k)).map(|(k, _)| k.clone()).collect();
        for name in names {
            m.shift_remove(&name);
        }
    }

    /// The `__dict__` the program holds, if it asked for one (the collector's edge to it).
    pub fn held_dict(&self) -> Option<Rc<RefCell<Dict>>> {
        let held = self.held.get()?;
        held.dict.try_borrow().ok().and_then(|d| d.clone())
    }

    /// A new dict holding the table's attributes, linked to nothing (a module's `__dict__`:
    /// modules are read-only to the program, so writing to it must not rewire the module).
    pub fn snapshot(&self) -> Dict {
        let map = self.borrow();
        let mut d = Dict::with_capacity(map.len());
        for (k, v) in map.iter() {
            let hash = crate::ops::str_hash(k) as u64;
            d.insert_new(hash, Value::str(k), v.clone());
        }
        d
    }

    /// The object's `__dict__`: made from the table the first time (`fresh` tells the caller
    /// to register it with the collector), the same dict every time after. `hidden` are the
    /// slot names of the object's class (see `HeldDict::hidden`), read the first time only.
    pub fn dict(&self, hidden: impl FnOnce() -> Vec<Rc<str>>) -> (Rc<RefCell<Dict>>, bool) {
        if let Some(d) = self.held_dict() {
            return (d, false);
        }
        let hidden: Box<[Rc<str>]> = hidden().into_boxed_slice();
        let mut d = Dict::with_capacity(self.map.borrow().len());
        for (k, v) in self.map.borrow().iter() {
            if hidden.contains(k) {
                continue;
            }
            let hash = crate::ops::str_hash(k) as u64;
            d.insert_new(hash, Value::str(k), v.clone());
        }
        let held = self.held.get_or_init(|| {
            Box::new(HeldDict { dict: RefCell::new(None), synced: Cell::new(0), hidden })
        });
        held.synced.set(d.version());
        let rc = Rc::new(RefCell::new(d));
        *held.dict.borrow_mut() = Some(rc.clone());
        (rc, true)
    }

    /// Copies the dict's `str` keys into the table if the dict changed since the last copy.
    /// Keys of other types stay in the dict only: attribute access cannot name them, as in
    /// CPython. Skipped (the table is read as it is) if either is borrowed right now, which
    /// only a native operation in progress on the same object can do.
    #[cold]
    #[inline(never)]
    fn pull(&self, held: &HeldDict) {
        let Ok(dict) = held.dict.try_borrow() else { return };
        let Some(d) = &*dict else { return };
        let Ok(d) = d.try_borrow() else { return };
        if d.version() == held.synced.get() {
            return;
        }
        let Ok(mut m) = self.map.try_borrow_mut() else { return };
        let mut fresh = crate::dict::new_strmap();
        // The slot values are not in the dict: they stay as they are.
        for name in held.hidden.iter() {
            if let Some((key, v)) = m.get_key_value(name) {
                fresh.insert(key.clone(), v.clone());
            }
        }
        for e in d.iter() {
            if let Value::Str(k) = &e.key {
                if held.hidden.iter().any(|h| **h == *k.s.as_str()) {
                    continue;
                }
                // The table's own key is kept where it has one: sites compare names by
                // pointer first.
                let key = match m.get_key_value(k.s.as_str()) {
                    Some((old, _)) => old.clone(),
                    None => Rc::from(k.s.as_str()),
                };
                fresh.insert(key, e.value.clone());
            }
        }
        *m = crate::shape::AttrMap::from_map(fresh);
        held.synced.set(d.version());
    }

    /// Copies the table into the dict after a write: changed and new names set, removed names
    /// deleted; keys of other types left alone.
    fn push(held: &HeldDict, map: &crate::shape::AttrMap) {
        let Ok(dict) = held.dict.try_borrow() else { return };
        let Some(d) = &*dict else { return };
        let Ok(mut d) = d.try_borrow_mut() else { return };
        Self::push_all(held, map, &mut d);
    }

    /// Copies one name of the table into the dict after a write of that name alone: set,
    /// added or deleted. Only when the two matched before the write (the dict's `version` is
    /// the one last synced); else, the dict having changed meanwhile, everything is copied.
    fn push_one(held: &HeldDict, map: &crate::shape::AttrMap, name: &Rc<str>) {
        let Ok(dict) = held.dict.try_borrow() else { return };
        let Some(d) = &*dict else { return };
        let Ok(mut d) = d.try_borrow_mut() else { return };
        if d.version() != held.synced.get() {
            return Self::push_all(held, map, &mut d);
        }
        if held.hidden.contains(name) {
            return;
        }
        let hash = crate::ops::str_hash(name) as u64;
        let key = Value::str(name);
        match (map.get(name), d.find_simple(hash, &key)) {
            (Some(v), Some(i)) => {
                if !d.value_at(i).is_some_and(|old| old.is(v)) {
                    d.set_at(i, v.clone());
                }
            }
            (Some(v), None) => d.insert_new(hash, key, v.clone()),
            (None, Some(i)) => {
                d.remove_at(i);
            }
            (None, None) => {}
        }
        held.synced.set(d.version());
    }

    fn push_all(held: &HeldDict, map: &crate::shape::AttrMap, d: &mut Dict) {
        let mut gone = Vec::new();
        for i in 0..d.slots() {
            if let Some(e) = d.slot(i) {
                if let Value::Str(k) = &e.key {
                    if !map.contains_key(k.s.as_str())
                        && !held.hidden.iter().any(|h| **h == *k.s.as_str())
                    {
                        gone.push(i);
                    }
                }
            }
        }
        for i in gone {
            d.remove_at(i);
        }
        for (k, v) in map.iter() {
            if held.hidden.contains(k) {
                continue;
            }
            let hash = crate::ops::str_hash(k) as u64;
            let key = Value::str(k);
            match d.find_simple(hash, &key) {
                Some(i) => {
                    if !d.value_at(i).is_some_and(|old| old.is(v)) {
                        d.set_at(i, v.clone());
                    }
                }
                None => d.insert_new(hash, key, v.clone()),
            }
        }
        held.synced.set(d.version());
    }
}

/// `repr(C, u64)`: the tag is a whole word and every payload is the word after it, so moving
/// a value (or an `Option` or `R` of one) is two aligned word moves. With Rust's own layout
/// the tag is a byte and `Bool`'s payload sits at offset 1, and the compiler moved results
/// as a byte plus 15 bytes in overlapping pieces; reading a value back then stalled on store
/// forwarding at every step (ophis ran 25-30% slower for it). The tag's unused values remain
/// a niche, so `Option<Value>` and `R<Value>` stay 16 bytes (asserted below).
#[derive(Clone, Debug)]
#[repr(C, u64)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    /// Invariant: never fits in an `i64` (normalised by `Value::from_bigint`).
    BigInt(Rc<BigInt>),
    Float(f64),
    Complex(Rc<(f64, f64)>),
    Str(Rc<PyStr>),
    Bytes(Rc<Vec<u8>>),
    ByteArray(Rc<RefCell<Vec<u8>>>),
    List(Rc<RefCell<Vec<Value>>>),
    Tuple(Rc<Vec<Value>>),
    Dict(Rc<RefCell<Dict>>),
    Set(Rc<RefCell<Dict>>),
    FrozenSet(Rc<Dict>),
    Range(Rc<RangeObj>),
    Slice(Rc<SliceObj>),
    Function(Rc<Function>),
    Builtin(Rc<Builtin>),
    BoundMethod(Rc<BoundMethod>),
    Class(Rc<Class>),
    Instance(Rc<Instance>),
    Generator(Rc<crate::eval::generator::Generator>),
    /// An `async def`'s coroutine: a generator of another face (`eval::coroutine`).
    Coroutine(Rc<crate::eval::generator::Generator>),
    /// An async generator (`async def` with `yield`), `eval::coroutine`.
    AsyncGen(Rc<crate::eval::generator::Generator>),
    Iterator(Rc<RefCell<crate::builtins::iter::IterState>>),
    Module(Rc<Module>),
    Property(Rc<Property>),
    StaticMethod(Rc<Value>),
    ClassMethod(Rc<Value>),
    Super(Rc<SuperObj>),
    DictView(Rc<DictView>),
    /// A host object handle: every operation on it goes to the embedder (`host::HostObject`).
    Host(Rc<crate::host::HostHandle>),
    NotImplemented,
    Ellipsis,
}

const _: () = assert!(std::mem::size_of::<Value>() == 16);
const _: () = assert!(std::mem::size_of::<Option<Value>>() == 16);
const _: () = assert!(std::mem::size_of::<crate::error::R<Value>>() == 16);

impl Value {
    /// A clone that copies the immediates without calling `Clone::clone`, which is too big to
    /// inline (one arm per kind); used where the evaluator reads constants and locals.
    #[inline(always)]
    pub fn fast_clone(&self) -> Value {
        match self {
            Value::Int(i) => Value::Int(*i),
            Value::Bool(b) => Value::Bool(*b),
            Value::None => Value::None,
            Value::Float(x) => Value::Float(*x),
            // The references object-oriented code reads most (`self`, instances in
            // locals and attributes, strings, lists) are counted here too, without the call
            // of the out-of-line `clone`.
            Value::Instance(r) => Value::Instance(Rc::clone(r)),
            Value::Str(r) => Value::Str(Rc::clone(r)),
            Value::List(r) => Value::List(Rc::clone(r)),
            // Records and pairs read from lists and returned by functions (`items[i]`,
            // `return fx, fy`).
            Value::Tuple(r) => Value::Tuple(Rc::clone(r)),
            // A called function read from a global (`fib(n - 1)`).
            Value::Function(r) => Value::Function(Rc::clone(r)),
            other => other.clone(),
        }
    }
}

impl Value {
    /// Drops `self`, without a call of the out-of-line drop glue when it is an immediate
    /// (`None`, a bool, a small int, a float), which owns nothing: the glue (one arm per kind
    /// and the teardown hook) is a call of its own that the compiler does not inline, and
    /// dropping the ints and floats of arithmetic and the locals of a returning frame was the
    /// largest single cost of call-heavy programs (callgrind: 8-14% of fib and methods).
    #[inline(always)]
    pub(crate) fn discard(self) {
        if self.is_immediate() {
            std::mem::forget(self);
        } else {
            drop(self);
        }
    }

    /// Stores `v` in `slot`, dropping what it held after the store (through `discard`).
    #[inline(always)]
    pub(crate) fn put(slot: &mut Option<Value>, v: Value) {
        if let Some(old) = slot.replace(v) {
            old.discard();
        }
    }

    /// Whether this value owns no allocation (dropping it does nothing).
    #[inline(always)]
    pub(crate) fn is_immediate(&self) -> bool {
        matches!(
            self,
            Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::Float(_)
                | Value::NotImplemented
                | Value::Ellipsis
        )
    }
}

/// `None`, so buffers of values can be made and emptied with `std::mem::take`.
impl Default for Value {
    #[inline]
    fn default() -> Value {
        Value::None
    }
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::new(PyStr::new(s.to_string())))
    }
    pub fn string(s: String) -> Value {
        Value::Str(Rc::new(PyStr::new(s)))
    }
    pub fn from_bigint(b: BigInt) -> Value {
        match i64::try_from(&b) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::BigInt(Rc::new(b)),
        }
    }
    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Rc::new(RefCell::new(items)))
    }
    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(Rc::new(items))
    }
    pub fn dict(d: Dict) -> Value {
        Value::Dict(Rc::new(RefCell::new(d)))
    }
    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }

    /// Identity (`is`). Immediates compare by value the way CPython's caches make them behave
    /// for the values programs commonly test with `is` (None, booleans, small ints).
    pub fn is(&self, other: &Value) -> bool {
        use Value::*;
        match (self, other) {
            (None, None) | (NotImplemented, NotImplemented) | (Ellipsis, Ellipsis) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a.to_bits() == b.to_bits(),
            (BigInt(a), BigInt(b)) => Rc::ptr_eq(a, b),
            (Complex(a), Complex(b)) => Rc::ptr_eq(a, b),
            (Str(a), Str(b)) => Rc::ptr_eq(a, b) || (a.s.is_empty() && b.s.is_empty()),
            (Bytes(a), Bytes(b)) => Rc::ptr_eq(a, b),
            (ByteArray(a), ByteArray(b)) => Rc::ptr_eq(a, b),
            (List(a), List(b)) => Rc::ptr_eq(a, b),
            (Tuple(a), Tuple(b)) => Rc::ptr_eq(a, b) || (a.is_empty() && b.is_empty()),
            (Dict(a), Dict(b)) => Rc::ptr_eq(a, b),
            (Set(a), Set(b)) => Rc::ptr_eq(a, b),
            (FrozenSet(a), FrozenSet(b)) => Rc::ptr_eq(a, b),
            (Range(a), Range(b)) => Rc::ptr_eq(a, b),
            (Slice(a), Slice(b)) => Rc::ptr_eq(a, b),
            (Function(a), Function(b)) => Rc::ptr_eq(a, b),
            (Builtin(a), Builtin(b)) => Rc::ptr_eq(a, b),
            (BoundMethod(a), BoundMethod(b)) => Rc::ptr_eq(a, b),
            (Class(a), Class(b)) => Rc::ptr_eq(a, b),
            (Instance(a), Instance(b)) => Rc::ptr_eq(a, b),
            (Generator(a), Generator(b)) => Rc::ptr_eq(a, b),
            (Coroutine(a), Coroutine(b)) => Rc::ptr_eq(a, b),
            (AsyncGen(a), AsyncGen(b)) => Rc::ptr_eq(a, b),
            (Iterator(a), Iterator(b)) => Rc::ptr_eq(a, b),
            (Module(a), Module(b)) => Rc::ptr_eq(a, b),
            (Property(a), Property(b)) => Rc::ptr_eq(a, b),
            (StaticMethod(a), StaticMethod(b)) => Rc::ptr_eq(a, b),
            (ClassMethod(a), ClassMethod(b)) => Rc::ptr_eq(a, b),
            (Super(a), Super(b)) => Rc::ptr_eq(a, b),
            (DictView(a), DictView(b)) => Rc::ptr_eq(a, b),
            (Host(a), Host(b)) => a.addr() == b.addr(),
            _ => false,
        }
    }

    /// A stable address-like number for `id()` and default hashing.
    pub fn identity(&self) -> usize {
        use Value::*;
        match self {
            None => 0x1000,
            NotImplemented => 0x1010,
            Ellipsis => 0x1020,
            Bool(b) => 0x1030 + *b as usize,
            Int(i) => *i as usize,
            Float(f) => f.to_bits() as usize,
            BigInt(r) => Rc::as_ptr(r) as usize,
            Complex(r) => Rc::as_ptr(r) as usize,
            Str(r) => Rc::as_ptr(r) as usize,
            Bytes(r) => Rc::as_ptr(r) as usize,
            ByteArray(r) => Rc::as_ptr(r) as *const u8 as usize,
            List(r) => Rc::as_ptr(r) as *const u8 as usize,
            Tuple(r) => Rc::as_ptr(r) as usize,
            Dict(r) => Rc::as_ptr(r) as *const u8 as usize,
            Set(r) => Rc::as_ptr(r) as *const u8 as usize,
            FrozenSet(r) => Rc::as_ptr(r) as usize,
            Range(r) => Rc::as_ptr(r) as usize,
            Slice(r) => Rc::as_ptr(r) as usize,
            Function(r) => Rc::as_ptr(r) as usize,
            Builtin(r) => Rc::as_ptr(r) as usize,
            BoundMethod(r) => Rc::as_ptr(r) as usize,
            Class(r) => Rc::as_ptr(r) as usize,
            Instance(r) => Rc::as_ptr(r) as usize,
            Generator(r) | Coroutine(r) | AsyncGen(r) => Rc::as_ptr(r) as usize,
            Iterator(r) => Rc::as_ptr(r) as *const u8 as usize,
            Module(r) => Rc::as_ptr(r) as usize,
            Property(r) => Rc::as_ptr(r) as usize,
            StaticMethod(r) => Rc::as_ptr(r) as usize,
            ClassMethod(r) => Rc::as_ptr(r) as usize,
            Super(r) => Rc::as_ptr(r) as usize,
            DictView(r) => Rc::as_ptr(r) as usize,
            Host(h) => h.addr(),
        }
    }
}

/// What a builtin type is, for classes that stand for builtin types (`int`, `list`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Object,
    Type,
    NoneType,
    Bool,
    Int,
    Float,
    Complex,
    Str,
    Bytes,
    ByteArray,
    List,
    Tuple,
    Dict,
    Set,
    FrozenSet,
    Range,
    Slice,
    Function,
    BuiltinFunction,
    Method,
    Generator,
    Coroutine,
    /// `coro.__await__()`'s iterator.
    CoroutineWrapper,
    AsyncGenerator,
    /// The awaitables of an async generator's `asend()`/`__anext__()` and `athrow()`/`aclose()`.
    AsyncGenASend,
    AsyncGenAThrow,
    Iterator,
    Module,
    Property,
    StaticMethod,
    ClassMethod,
    Super,
    DictKeys,
    DictValues,
    DictItems,
    NotImplementedType,
    Ellipsis,
    /// The builtin iterator types, one class each as in CPython (`type(iter([]))` is
    /// `list_iterator`); `map`, `filter`, `enumerate`, `zip` and `reversed` are also their
    /// constructors and can be subclassed. `Iterator` above is the sequence iterator
    /// (`iterator`, over `__getitem__`).
    ListIterator,
    ListReverseIterator,
    TupleIterator,
    StrAsciiIterator,
    StrIterator,
    BytesIterator,
    ByteArrayIterator,
    RangeIterator,
    LongRangeIterator,
    SetIterator,
    DictKeyIterator,
    DictValueIterator,
    DictItemIterator,
    DictReverseKeyIterator,
    DictReverseValueIterator,
    DictReverseItemIterator,
    CallableIterator,
    Enumerate,
    Zip,
    Map,
    Filter,
    Reversed,
    /// Traceback objects: opaque in the sandbox (no frames are reachable through them).
    Traceback,
    /// BaseException and every builtin exception class.
    Exception,
    /// The type of host objects of one host type name (`Interp::host_class`).
    Host,
}

/// Whether two attribute names are the same: the same pointer when both come from one
/// module's source (`parse` interns identifiers), else equal text.
#[inline]
pub(crate) fn same_name(a: &Rc<str>, b: &Rc<str>) -> bool {
    Rc::ptr_eq(a, b) || **a == **b
}

/// Where `name` is in an attribute table, trying the index `hint` remembers first and
/// remembering where it was found.
#[inline]
pub(crate) fn find_attr(
    map: &crate::shape::AttrMap,
    name: &Rc<str>,
    hint: &Cell<u32>,
) -> Option<usize> {
    let h = hint.get() as usize;
    if let Some((k, _)) = map.get_index(h) {
        if same_name(k, name) {
            return Some(h);
        }
    }
    let i = map.get_index_of(name)?;
    hint.set(i as u32);
    Some(i)
}

/// Teardown with bounded native stack, for every object kind.
///
/// Freeing a value frees what it alone holds, and Rust's drop glue does that recursively: a
/// list of a list of ... a million deep, a chain of `map` iterators, closures whose cells hold
/// the previous closure, or exceptions chained by `__cause__` would use native stack in
/// proportion to their depth and overflow it (a generator's 16 MiB stack overflows near half a
/// million nested lists). So every drop of the last reference to an object that can hold other
/// values goes through this hook. The outermost such drop on a thread records the stack
/// position (`DROP_BASE`); nested drops run normally while they stay within `DROP_STACK_BUDGET`
/// of it, and past it (or on another stack altogether, as when a dropped generator's stack
/// unwinds) they move the value into `DEFERRED` instead of freeing it. The outermost drop then
/// frees the deferred values one by one from its own shallow frame, each again with the whole
/// budget. No knowledge of what each kind holds is needed, so no kind can be forgotten.
impl Drop for Value {
    #[inline(always)]
    fn drop(&mut self) {
        // Immediates, numbers, strings and bytes (the values dropped most often) are the
        // first nine kinds, so this is one comparison of the tag.
        if !matches!(
            self,
            Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::BigInt(_)
                | Value::Float(_)
                | Value::Complex(_)
                | Value::Str(_)
                | Value::Bytes(_)
                | Value::ByteArray(_)
        ) && last_ref(self)
        {
            drop_container(self);
        }
    }
}

/// Whether this is the last reference to a container: tested inline, so dropping one of
/// several references (an instance read from a local, a method's `self`) costs no call of
/// `drop_container`. The arms are identical code (an `Rc`'s strong count), which the
/// compiler merges.
#[inline(always)]
fn last_ref(v: &Value) -> bool {
    match v {
        Value::List(r) => Rc::strong_count(r) == 1,
        Value::Tuple(r) => Rc::strong_count(r) == 1,
        Value::Dict(r) | Value::Set(r) => Rc::strong_count(r) == 1,
        Value::FrozenSet(r) => Rc::strong_count(r) == 1,
        Value::Slice(r) => Rc::strong_count(r) == 1,
        Value::Function(r) => Rc::strong_count(r) == 1,
        Value::Builtin(r) => Rc::strong_count(r) == 1,
        Value::BoundMethod(r) => Rc::strong_count(r) == 1,
        Value::Class(r) => Rc::strong_count(r) == 1,
        Value::Instance(r) => Rc::strong_count(r) == 1,
        Value::Generator(r) | Value::Coroutine(r) | Value::AsyncGen(r) => Rc::strong_count(r) == 1,
        Value::Iterator(r) => Rc::strong_count(r) == 1,
        Value::Module(r) => Rc::strong_count(r) == 1,
        Value::Property(r) => Rc::strong_count(r) == 1,
        Value::StaticMethod(r) | Value::ClassMethod(r) => Rc::strong_count(r) == 1,
        Value::Super(r) => Rc::strong_count(r) == 1,
        Value::DictView(r) => Rc::strong_count(r) == 1,
        _ => false,
    }
}

/// The hook's test, out of line: the last reference to a container that may hold another
/// container freed with it.
#[inline(never)]
fn drop_container(v: &mut Value) {
    let last = last_ref(v);
    if last && !frees_shallowly(v) {
        drop_last_ref(v);
    }
}

/// Whether `v` holds no other value, so freeing it never frees anything else.
#[inline]
fn is_leaf(v: &Value) -> bool {
    matches!(
        v,
        Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::Float(_)
            | Value::Str(_)
            | Value::BigInt(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Complex(_)
            | Value::Range(_)
            | Value::Host(_)
            | Value::NotImplemented
            | Value::Ellipsis
    )
}

/// The hot case of teardown, without the hook's bookkeeping: a list, tuple, dict, set or plain
/// instance that holds only leaves (numbers, strings, ...) frees exactly one level, so Rust's
/// drop glue frees it directly (the hook cost a fifth of the time of a loop that builds and
/// frees small tuples). A container holding any other container takes the hook even when that
/// container is shared: another reference to it may be freed in the same teardown (`(x, x)`),
/// and only the hook bounds the stack then.
#[inline]
fn frees_shallowly(v: &Value) -> bool {
    match v {
        Value::Tuple(t) => t.iter().all(is_leaf),
        Value::List(l) => l.try_borrow().map(|items| items.iter().all(is_leaf)).unwrap_or(false),
        Value::Dict(d) | Value::Set(d) => d
            .try_borrow()
            .map(|d| d.iter().all(|e| is_leaf(&e.key) && is_leaf(&e.value)))
            .unwrap_or(false),
        Value::FrozenSet(d) => d.iter().all(|e| is_leaf(&e.key)),
        Value::Instance(i) => {
            i.exc.is_none()
                && i.builtin_base.try_borrow().map(|b| b.is_none()).unwrap_or(false)
                && i.attrs.try_borrow().map(|a| a.values().all(is_leaf)).unwrap_or(false)
        }
        _ => false,
    }
}

/// Native stack the nested drops under one outermost drop may use before they are deferred.
const DROP_STACK_BUDGET: usize = 64 << 10;

thread_local! {
    /// The stack position of the outermost drop in progress on this thread (0: none).
    static DROP_BASE: Cell<usize> = const { Cell::new(0) };
    /// Values whose freeing was deferred by a nested drop, freed by the outermost one.
    static DEFERRED: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
}

#[inline(never)]
fn drop_last_ref(v: &mut Value) {
    let sp = crate::coro::approx_sp();
    let Ok(base) = DROP_BASE.try_with(|b| b.get()) else {
        // The thread is exiting and its locals are gone: free the ordinary way.
        return;
    };
    if base != 0 {
        // Nested inside another drop. `wrapping_sub` also defers when the stack position is
        // above the base, which means execution moved to another stack (a generator's).
        if base.wrapping_sub(sp) > DROP_STACK_BUDGET {
            let mut slot = Some(std::mem::take(v));
            let _ = DEFERRED.try_with(|d| d.borrow_mut().push(slot.take().unwrap_or_default()));
            if let Some(owned) = slot {
                // The thread is exiting and its deferred list is gone: freeing the value here
                // would defer it again, without end. Its memory goes with the thread's exit.
                std::mem::forget(owned);
            }
        }
        return;
    }
    // The outermost drop: free this value with the hook armed, then everything deferred.
    // The guard disarms the hook even if a destructor panics, so a later drop on this thread
    // is an outermost one again (and frees what was left deferred).
    struct Disarm;
    impl Drop for Disarm {
        fn drop(&mut self) {
            let _ = DROP_BASE.try_with(|b| b.set(0));
        }
    }
    DROP_BASE.with(|b| b.set(sp));
    let _disarm = Disarm;
    drop(std::mem::take(v));
    loop {
        // `try_with`: while the thread exits, its deferred list may be gone already.
        let next = DEFERRED.try_with(|d| d.borrow_mut().pop()).ok().flatten();
        match next {
            Some(n) => drop(n),
            None => break,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::{Config, Interp};
    use crate::value::TypeKind;

    /// Each interpreter has its own class epoch: a class change in one moves only its own
    /// counter (it was process-wide, so one interpreter's class changes emptied every other
    /// interpreter's attribute caches), and all of one interpreter's classes share it.
    #[test]
    fn class_epochs_are_per_interpreter() {
        let mut a = Interp::new(Config::default());
        let b = Interp::new(Config::default());
        let (obj_a, obj_b) = (a.types.get(TypeKind::Object), b.types.get(TypeKind::Object));
        let int_a = a.types.get(TypeKind::Int);
        assert!(
            std::rc::Rc::ptr_eq(&obj_a.epoch, &int_a.epoch),
            "one interpreter's classes share one counter"
        );
        assert!(!std::rc::Rc::ptr_eq(&obj_a.epoch, &obj_b.epoch));
        let (before_a, before_b) = (obj_a.class_epoch(), obj_b.class_epoch());
        a.run("class C:\n    pass\nC.x = 1\n").expect("runs");
        assert!(obj_a.class_epoch() > before_a, "a class change moves its interpreter's epoch");
        assert_eq!(obj_b.class_epoch(), before_b, "and no other interpreter's");
    }
}
