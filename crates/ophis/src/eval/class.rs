//! Class statements: running the body in its own namespace, C3 linearization, and the
//! `__class__` cell that zero-argument `super()` reads.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::ast::ClassDef;
use crate::dict::{new_strmap, StrMap};
use crate::error::{type_error, Error, R};
use crate::eval::{new_cell, Frame};
use crate::interp::Interp;
use crate::value::{same_name, CellRef, TypeKind, Value};

/// Fills a builtin class's attribute table (its methods) from static tables of Rust functions.
pub(crate) type AttrsFiller = fn(TypeKind) -> crate::dict::StrMap;

/// A class's attribute table. A builtin class's table is filled on first use: most programs
/// touch a few of the ~100 builtin classes, and building every method table eagerly was 80%
/// of creating an interpreter. Every access goes through `Deref`, which fills the table
/// first, so no caller can see it half-built.
pub struct ClassAttrs {
    map: RefCell<crate::dict::StrMap>,
    pending: Cell<Option<(AttrsFiller, TypeKind)>>,
}

impl ClassAttrs {
    pub fn new(map: crate::dict::StrMap) -> ClassAttrs {
        ClassAttrs { map: RefCell::new(map), pending: Cell::new(None) }
    }

    /// A table that `fill(kind)` builds on first use.
    pub fn lazy(fill: AttrsFiller, kind: TypeKind) -> ClassAttrs {
        ClassAttrs {
            map: RefCell::new(crate::dict::new_strmap()),
            pending: Cell::new(Some((fill, kind))),
        }
    }

    /// Empties the table without filling it first (interpreter teardown breaks cycles this way).
    pub fn clear_without_filling(&self) {
        self.pending.set(None);
        if let Ok(mut m) = self.map.try_borrow_mut() {
            m.clear();
        }
    }
}

impl ClassAttrs {
    /// Builds a pending table. Nobody can hold a borrow of it yet: every borrow goes through
    /// `Deref`, which calls this first.
    #[cold]
    #[inline(never)]
    fn fill(&self) {
        if let Some((fill, kind)) = self.pending.take() {
            *self.map.borrow_mut() = fill(kind);
        }
    }
}

impl std::ops::Deref for ClassAttrs {
    type Target = RefCell<crate::dict::StrMap>;
    #[inline]
    fn deref(&self) -> &RefCell<crate::dict::StrMap> {
        if self.pending.get().is_some() {
            self.fill();
        }
        &self.map
    }
}

impl std::fmt::Debug for ClassAttrs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<class attributes>")
    }
}

/// A class: user-defined, or one of the builtin types and exceptions.
#[derive(Debug)]
pub struct Class {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub module: Rc<str>,
    pub bases: Vec<Rc<Class>>,
    /// The C3 linearization, starting with the class itself. Filled right after creation.
    pub mro: RefCell<Vec<Rc<Class>>>,
    pub attrs: ClassAttrs,
    /// The builtin type this class is, or (for a user subclass) derives from.
    pub kind: TypeKind,
    pub is_builtin: bool,
    /// Bumped whenever an attribute of this class or a base changes: lookups may cache on it.
    pub version: Cell<u64>,
    /// The metaclass, when it is not `type`.
    pub metaclass: RefCell<Option<Rc<Class>>>,
    /// The defining module when it is not the one in `module` (set right after creation).
    pub module_override: RefCell<Option<Rc<str>>>,
    /// `__name__` and `__qualname__` as the program set them (`cls.__name__ += "_Pure"`),
    /// when it did: reprs and those attributes read them, error messages keep `name`.
    pub renamed: RefCell<Option<(Rc<str>, Rc<str>)>>,
    /// What instance attribute access may skip, as of a class epoch (see `AttrPlan`).
    pub plain_attrs: RefCell<AttrPlan>,
    /// The empty shape this class's instances start from (see `shape`), made with the first.
    pub shapes: std::cell::OnceCell<Rc<crate::shape::Shape>>,
    /// The class epoch of the interpreter the class belongs to (see `ClassEpoch`).
    pub epoch: ClassEpoch,
    /// The member and getset descriptors `py/_ophis_types.py` made for this class (a dict
    /// by name, made on first use), kept here so each is made once (`C.a is C.a`) and goes
    /// with the class: a table in the module would keep every class alive.
    pub descriptors: RefCell<Option<Value>>,
    /// CPython's `Py_TPFLAGS_SEQUENCE`/`Py_TPFLAGS_MAPPING` as `abc` set them on this class
    /// itself (an ABC's `__abc_tpflags__`, or a registration with such an ABC); `Unset`
    /// inherits them along the MRO (`Class::collection`), which is what sequence and mapping
    /// patterns ask.
    pub collection: Cell<Collection>,
}

/// Which of the pattern-matching collection flags a class carries (see `Class::collection`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Collection {
    #[default]
    Unset,
    Sequence,
    Mapping,
}

/// Which instance attributes are plain (read and stored in the instance's own dict without
/// asking the class first), computed from the MRO and cached until the class epoch moves.
#[derive(Debug, Default)]
pub struct AttrPlan {
    /// The class epoch the plan was computed at; 0 means not yet computed.
    pub epoch: u64,
    /// Some class along the MRO defines a Python `__setattr__`: stores are never plain.
    pub setattr: bool,
    /// The MRO could not be read (the class is being built): nothing is plain.
    pub opaque: bool,
    /// Some class along the MRO defines its own `__getattribute__`: every read of an
    /// instance's attribute calls it.
    pub getattribute: bool,
    /// Names bound along the MRO to a property or an instance (a possible data descriptor):
    /// access to these takes the full path.
    pub special: Vec<Rc<str>>,
    /// Whether some class along the MRO binds `__bool__`, and `__len__`: the truth of an
    /// instance asks for neither when none does (`if node:` looked both up along the MRO).
    pub has_bool: bool,
    pub has_len: bool,
    /// Whether some class along the MRO binds `__hash__` (to a method or to None): hashing
    /// an instance of a class that binds none (a namedtuple, a plain class) asks for no
    /// method along the MRO (mdp's dict keys are nested namedtuples, each of which looked
    /// `__hash__` up on every hash).
    pub has_hash: bool,
    /// Which of the comparison methods (`CMP_DUNDERS`, one bit each) some class along the MRO
    /// binds: an instance comparison asks for none of the others (deltablue's `==` between
    /// instances hashed `__eq__` in every class of the MRO, twice, on every comparison).
    pub cmp: u8,
    /// When every user class of the MRO declares `__slots__` without `'__dict__'`: the names
    /// instances may set (mangled, as the class body's `self.__x` is); stores are then never
    /// plain.
    pub slots: Option<Vec<Rc<str>>>,
    /// Whether calling the class makes a plain instance and then runs `__init__`, all that
    /// `Interp::instantiate` does for it: a program class whose only builtin base is `object`
    /// and with no `__new__` of its own along the MRO (a metaclass is checked apart).
    pub plain_new: bool,
    /// Where the item protocol finds `__getitem__` and `__setitem__` (see `ItemSlot`), so
    /// that `a[i]` on an instance neither hashes the name into the interpreter's lookup
    /// cache nor asks whether the instance is a generic alias or a union (scimark's
    /// `Array2D` and `array.array` reads spent more on that than on the item).
    pub getitem: ItemSlot,
    pub setitem: ItemSlot,
}

/// How `Interp::getitem` or `setitem` reaches an instance's `__getitem__` or `__setitem__`,
/// as found along the MRO at the plan's epoch. Resolved only for a class whose one builtin
/// class is `object`, last (so not a generic alias, a union or a subclass of a builtin
/// container, which the general path handles).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum ItemSlot {
    /// Not resolved: the general path runs.
    #[default]
    General,
    /// The method is the entry at this slot of the table of the class at this MRO position
    /// (read back with `Class::entry_named`, which checks the name).
    At(u32, u32),
    /// The method is `array.array`'s own (unbound): the item is read or written in place,
    /// with no call (`array_native::array_getitem`, `array_setitem`).
    Array,
}

/// The names a `__slots__` value of class `class` declares (a string is one name), mangled
/// as `type.__new__` mangles them (`__x` in class `A` is the slot `_A__x`), or None if it is
/// not a string or a tuple, list or dict of strings (`eval/class.rs` refuses those).
pub(crate) fn slot_names(v: &Value, class: &str) -> Option<Vec<Rc<str>>> {
    let one = |x: &Value| match x {
        Value::Str(s) => Some(match crate::ast::mangle(class, s.s.as_str()) {
            Some(m) => Rc::from(m),
            None => Rc::from(s.s.as_str()),
        }),
        _ => None,
    };
    match v {
        Value::Str(_) => Some(vec![one(v)?]),
        Value::Tuple(items) => items.iter().map(one).collect(),
        Value::List(items) => items.borrow().iter().map(one).collect(),
        Value::Dict(d) => d.borrow().iter().map(|e| one(&e.key)).collect(),
        _ => None,
    }
}

/// The class epoch of one interpreter: bumped whenever the attributes or the MRO of any of its
/// classes change, or one of them is dropped. Caches kept on classes remember the epoch they
/// were computed at and recompute once it moved, so a change to a base class reaches every
/// subclass's cache. Every class of an interpreter holds the same counter: its `object` makes
/// it and every other class takes it from its first base (`ClassEpoch::of_bases`), so one
/// interpreter's class changes never cost another's caches anything.
pub(crate) type ClassEpoch = Rc<ClassShared>;

/// What every class of one interpreter shares: the class epoch, and a cache of where names
/// were found along the MROs (see `ClassShared::find`).
pub struct ClassShared {
    epoch: Cell<u64>,
    /// Direct-mapped on the class's address and the name's, like CPython's type attribute
    /// cache. An entry holds no reference (only addresses and positions), so it keeps nothing
    /// alive and the cycle collector never sees it.
    found: Box<[Cell<FoundAt>]>,
}

/// Where `lookup` found a name along a class's MRO, as of a class epoch; or, with
/// `mro_index` `FoundAt::MISS`, that no class along it binds the name, which `miss_name`
/// holds (a miss has no table entry to check the name against, and the name's address alone
/// could be a later string's).
#[derive(Clone, Copy, Default)]
struct FoundAt {
    class: usize,
    name: usize,
    epoch: u64,
    mro_index: u32,
    slot: u32,
    miss_len: u8,
    miss_name: [u8; FoundAt::MISS_NAME],
}

impl FoundAt {
    /// `mro_index` of an entry that records a miss.
    const MISS: u32 = u32::MAX;
    /// The longest name a miss is remembered for (`__class_getitem__` is 17 bytes).
    const MISS_NAME: usize = 24;
}

/// The comparison methods whose presence along an MRO `AttrPlan::cmp` records.
const CMP_DUNDERS: [&str; 6] = ["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"];

/// Entries in `ClassShared::found` (a power of two).
const FOUND_ENTRIES: usize = 512;

impl std::fmt::Debug for ClassShared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ClassShared({})", self.epoch.get())
    }
}

impl ClassShared {
    fn new() -> ClassShared {
        ClassShared {
            epoch: Cell::new(1),
            found: (0..FOUND_ENTRIES).map(|_| Cell::new(FoundAt::default())).collect(),
        }
    }

    #[inline]
    pub(crate) fn get(&self) -> u64 {
        self.epoch.get()
    }

    #[inline]
    pub(crate) fn set(&self, epoch: u64) {
        self.epoch.set(epoch)
    }

    #[inline(always)]
    fn entry(&self, class: usize, name: usize) -> &Cell<FoundAt> {
        let h = ((class >> 4) ^ (name >> 3)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        &self.found[(h >> 32) & (FOUND_ENTRIES - 1)]
    }
}

/// The epoch counter for a class with these bases: the first base's, or a new one for a root
/// class (`object`, made once per interpreter).
pub(crate) fn epoch_of_bases(bases: &[Rc<Class>]) -> ClassEpoch {
    bases.first().map(|b| b.epoch.clone()).unwrap_or_else(|| Rc::new(ClassShared::new()))
}

impl Class {
    /// The current epoch of this class's interpreter.
    #[inline]
    pub fn class_epoch(&self) -> u64 {
        self.epoch.get()
    }

    /// Must be called after changing any class's `attrs` or `mro` once the class exists (any
    /// class of the same interpreter may be the receiver: they share the counter).
    pub fn classes_changed(&self) {
        self.epoch.set(self.epoch.get().wrapping_add(1));
    }

    /// The name of the module that defined the class.
    /// `__name__`, as the program may have set it.
    pub fn display_name(&self) -> Rc<str> {
        match &*self.renamed.borrow() {
            Some((n, _)) => n.clone(),
            None => self.name.clone(),
        }
    }
    /// `__qualname__`, as the program may have set it.
    pub fn display_qualname(&self) -> Rc<str> {
        match &*self.renamed.borrow() {
            Some((_, q)) => q.clone(),
            None => self.qualname.clone(),
        }
    }
    /// `__module__`: as CPython's `type_module`, the string in the class's own namespace (a
    /// class body's `__module__ = "pkg.mod"`, or `C.__module__ = ...` later), else the module
    /// that made it.
    pub fn module_name(&self) -> Rc<str> {
        if let Ok(attrs) = self.attrs.try_borrow() {
            if let Some(Value::Str(s)) = attrs.get("__module__") {
                return Rc::from(s.s.as_str());
            }
        }
        self.module_override.borrow().clone().unwrap_or_else(|| self.module.clone())
    }
    pub fn mro(&self) -> std::cell::Ref<'_, Vec<Rc<Class>>> {
        self.mro.borrow()
    }

    /// Whether sequence or mapping patterns accept this class's instances: the flag of the
    /// first class along the MRO that has one, as CPython's `inherit_patma_flags` copies it
    /// at class creation. CPython also copies a registration's flag down to the subclasses
    /// the registered class already has (`set_collection_flag_recursive`); reading it along
    /// the MRO gives them the same answer, except for a subclass whose MRO reaches another
    /// flagged class before the registered one (ophis keeps that class's flag).
    pub fn collection(&self) -> Collection {
        for c in self.mro().iter() {
            let flag = if c.is_builtin {
                match c.kind {
                    TypeKind::List | TypeKind::Tuple | TypeKind::Range => Collection::Sequence,
                    TypeKind::Dict => Collection::Mapping,
                    _ => Collection::Unset,
                }
            } else {
                c.collection.get()
            };
            if flag != Collection::Unset {
                return flag;
            }
        }
        Collection::Unset
    }
    /// The cached plan for instance attribute access (whether access on instances of this
    /// class is plain access to the instance's own attributes: no class along the MRO holds
    /// a property or an object that could be a descriptor, nor a Python-level `__setattr__`;
    /// then `getattr` may look in the instance first and `setattr` may store directly,
    /// exactly as the general paths would end up doing), recomputed when the epoch moved.
    #[inline]
    fn attr_plan(&self) -> std::cell::Ref<'_, AttrPlan> {
        let epoch = self.class_epoch();
        let plan = self.plain_attrs.borrow();
        if plan.epoch == epoch {
            return plan;
        }
        drop(plan);
        self.recompute_attr_plan(epoch)
    }

    /// The plan's recomputation, out of line so that the common check above stays small
    /// enough to inline into every attribute access.
    #[inline(never)]
    fn recompute_attr_plan(&self, epoch: u64) -> std::cell::Ref<'_, AttrPlan> {
        let plan = self.compute_attr_plan(epoch);
        *self.plain_attrs.borrow_mut() = plan;
        self.plain_attrs.borrow()
    }

    /// Reading `name` from an instance may look in the instance's dict first: no class along
    /// the MRO binds `name` to a possible data descriptor. (A class with a property `regs`
    /// still reads every other attribute the plain way.)
    #[inline]
    pub fn plain_attr_get(&self, name: &str) -> bool {
        let plan = self.attr_plan();
        !plan.opaque && !plan.getattribute && !plan.special.iter().any(|n| &**n == name)
    }

    /// See `AttrPlan::plain_new`.
    #[inline]
    pub fn plain_new(&self) -> bool {
        self.attr_plan().plain_new
    }

    /// Whether a class along the MRO defines its own `__getattribute__` (not `object`'s).
    #[inline]
    pub fn has_getattribute(&self) -> bool {
        self.attr_plan().getattribute
    }

    /// Whether `lookup("__bool__")` and `lookup("__len__")` may find something (both true
    /// while the MRO cannot be read).
    #[inline]
    pub fn truth_methods(&self) -> (bool, bool) {
        let plan = self.attr_plan();
        (plan.has_bool, plan.has_len)
    }

    /// Whether `lookup("__hash__")` may find something (true while the MRO cannot be read).
    #[inline]
    pub fn may_have_hash(&self) -> bool {
        self.attr_plan().has_hash
    }

    /// Whether `lookup(name)` may find something, for a comparison method `name` (true for
    /// any other name, and while the MRO cannot be read).
    #[inline]
    pub fn may_have_cmp(&self, name: &str) -> bool {
        match CMP_DUNDERS.iter().position(|n| *n == name) {
            Some(bit) => self.attr_plan().cmp & (1 << bit) != 0,
            None => true,
        }
    }

    /// Storing `name` on an instance is a plain store into its dict: no Python `__setattr__`
    /// and no possible data descriptor named `name` along the MRO.
    #[inline]
    pub fn plain_attr_set(&self, name: &str) -> bool {
        let plan = self.attr_plan();
        !plan.opaque && !plan.setattr && !plan.special.iter().any(|n| &**n == name)
    }

    fn compute_attr_plan(&self, epoch: u64) -> AttrPlan {
        let opaque = AttrPlan {
            epoch,
            setattr: true,
            opaque: true,
            getattribute: false,
            special: Vec::new(),
            slots: None,
            has_bool: true,
            has_len: true,
            has_hash: true,
            cmp: u8::MAX,
            plain_new: false,
            getitem: ItemSlot::General,
            setitem: ItemSlot::General,
        };
        let Ok(mro) = self.mro.try_borrow() else { return opaque };
        let mut plan = AttrPlan { epoch, ..AttrPlan::default() };
        // CPython's rule (`attr::instances_have_dict`): instances have no `__dict__` when
        // every user class declares `__slots__` without `'__dict__'` and no base is an
        // exception; they may then set only the declared names.
        let mut slots = Some(Vec::new());
        // Only `object`, last, may be builtin; `instantiate` looks for `__new__` in the
        // classes before the first builtin one.
        plan.plain_new = !self.is_builtin
            && self.kind == TypeKind::Object
            && mro.iter().rev().skip(1).all(|c| !c.is_builtin)
            && mro.last().is_some_and(|c| c.is_builtin && c.kind == TypeKind::Object);
        for c in mro.iter() {
            let Ok(attrs) = c.attrs.try_borrow() else { return opaque };
            if !c.is_builtin && attrs.contains_key("__new__") {
                plan.plain_new = false;
            }
            plan.has_bool |= attrs.contains_key("__bool__");
            plan.has_len |= attrs.contains_key("__len__");
            plan.has_hash |= attrs.contains_key("__hash__");
            for (bit, name) in CMP_DUNDERS.iter().enumerate() {
                if attrs.contains_key(*name) {
                    plan.cmp |= 1 << bit;
                }
            }
            if c.is_builtin {
                if c.kind == TypeKind::Exception {
                    slots = None;
                }
            } else if let Some(names) = slots.as_mut() {
                match attrs.get("__slots__").and_then(|v| slot_names(v, &c.name)) {
                    Some(own) if !own.iter().any(|n| &**n == "__dict__") => {
                        names.extend(own);
                    }
                    _ => slots = None,
                }
            }
            for (name, v) in attrs.iter() {
                match v {
                    Value::Property(_) | Value::Instance(_) => {
                        if !plan.special.iter().any(|n| n == name) {
                            plan.special.push(name.clone());
                        }
                        if &**name == "__setattr__" {
                            plan.setattr = true;
                        }
                    }
                    Value::Builtin(_) => {}
                    _ if &**name == "__setattr__" => plan.setattr = true,
                    _ if &**name == "__getattribute__" => plan.getattribute = true,
                    _ => {}
                }
            }
        }
        if mro.iter().any(|c| !c.is_builtin) {
            if let Some(names) = slots {
                plan.setattr = true;
                plan.slots = Some(names);
            }
        }
        // Every table along the MRO was readable above and none is borrowed now, so `find`
        // (which `lookup` is) answers what the general path would at this epoch.
        let only_object_builtin = mro.iter().rev().skip(1).all(|c| !c.is_builtin)
            && mro.last().is_some_and(|c| c.is_builtin && c.kind == TypeKind::Object);
        if only_object_builtin {
            let slot = |name: &str, set: bool| match self.find(&mro, name, epoch) {
                Some((f, _, _)) if crate::modules::array_native::is_native_item(&f, set) => {
                    ItemSlot::Array
                }
                Some((_, mro_index, slot)) => ItemSlot::At(mro_index, slot),
                None => ItemSlot::General,
            };
            plan.getitem = slot("__getitem__", false);
            plan.setitem = slot("__setitem__", true);
        }
        plan
    }

    /// Where the item protocol finds `__setitem__` (`set`) or `__getitem__` on instances of
    /// this class (see `ItemSlot`).
    #[inline]
    pub fn item_slot(&self, set: bool) -> ItemSlot {
        let plan = self.attr_plan();
        if set {
            plan.setitem
        } else {
            plan.getitem
        }
    }

    /// The entry at `slot` of the table of the class at `mro_index` along this class's MRO, if
    /// that entry is `name`: an `ItemSlot::At` read back. `name` is a constant at every call,
    /// so the comparison is inlined, not a `memcmp` call.
    #[inline(always)]
    pub fn entry_named(&self, mro_index: u32, slot: u32, name: &str) -> Option<Value> {
        let mro = self.mro.borrow();
        let c = mro.get(mro_index as usize)?;
        let attrs = c.attrs.borrow();
        let (k, v) = attrs.get_index(slot as usize)?;
        if k.len() == name.len() && k.as_bytes() == name.as_bytes() {
            Some(v.clone())
        } else {
            None
        }
    }

    /// Whether instances may store `name` in their own table: always, unless the class has
    /// `__slots__` only (see `AttrPlan::slots`) and `name` is not one of them.
    pub fn slot_allows(&self, name: &str) -> bool {
        let plan = self.attr_plan();
        plan.slots.as_ref().is_none_or(|s| s.iter().any(|n| &**n == name))
    }

    /// Whether `name` is one of the `__slots__` of a class whose instances have no dict.
    pub fn is_slot(&self, name: &str) -> bool {
        let plan = self.attr_plan();
        plan.slots.as_ref().is_some_and(|s| s.iter().any(|n| &**n == name))
    }

    /// Finds an attribute along the MRO through a method call site's hint (see
    /// `ast::AttrCache::method`): when the hint was taken for this class at the current
    /// epoch, the class tables are as they were then, and the entry it names (checked to
    /// hold `name`) is the one `lookup` would find. Otherwise `lookup`, keeping the hint.
    pub fn lookup_hinted(
        &self,
        name: &Rc<str>,
        hint: &Cell<crate::ast::MethodHint>,
    ) -> Option<Value> {
        let epoch = self.class_epoch();
        let me = self as *const Class as usize;
        let h = hint.get();
        let mro = self.mro.borrow();
        if h.class == me && h.epoch == epoch {
            if let Some(c) = mro.get(h.mro_index as usize) {
                if let Some((k, v)) = c.attrs.borrow().get_index(h.slot as usize) {
                    if same_name(k, name) {
                        return Some(v.clone());
                    }
                }
            }
        }
        let (v, mro_index, slot) = self.find(&mro, name, epoch)?;
        hint.set(crate::ast::MethodHint { class: me, epoch, mro_index, slot });
        Some(v)
    }

    /// Hands `then` the entry at `slot` of the table of the class at `mro_index` along this
    /// class's MRO, lent in place (no clone), if that entry is `name`: how a hint's position
    /// is read back (the caller has checked the hint's class and epoch).
    #[inline(always)]
    pub fn entry_at<T>(
        &self,
        mro_index: u32,
        slot: u32,
        name: &Rc<str>,
        then: impl FnOnce(&Value) -> T,
    ) -> Option<T> {
        let mro = self.mro.borrow();
        let c = mro.get(mro_index as usize)?;
        let attrs = c.attrs.borrow();
        let (k, v) = attrs.get_index(slot as usize)?;
        if same_name(k, name) {
            Some(then(v))
        } else {
            None
        }
    }

    /// Finds an attribute along the MRO: through the interpreter's cache of where names were
    /// found (a site whose receivers are of several classes, `task.fn()` over four task
    /// classes, misses its own hint every time the class changes), else by hashing the name
    /// in each class of the MRO in turn, remembering where it was found. An entry is trusted
    /// as the site hints are: taken for this class at the current epoch (no class table or
    /// MRO has changed since), and the entry it names is checked to hold `name` (a miss,
    /// the name's bytes it kept).
    #[inline]
    fn find(&self, mro: &[Rc<Class>], name: &str, epoch: u64) -> Option<(Value, u32, u32)> {
        let me = self as *const Class as usize;
        let name_addr = name.as_ptr() as usize;
        let cell = self.epoch.entry(me, name_addr);
        let e = cell.get();
        if e.class == me && e.name == name_addr && e.epoch == epoch {
            if e.mro_index == FoundAt::MISS {
                if e.miss_name.get(..e.miss_len as usize) == Some(name.as_bytes()) {
                    return None;
                }
            } else if let Some(c) = mro.get(e.mro_index as usize) {
                if let Some((k, v)) = c.attrs.borrow().get_index(e.slot as usize) {
                    if std::ptr::eq(&**k, name) || **k == *name {
                        return Some((v.clone(), e.mro_index, e.slot));
                    }
                }
            }
        }
        // Past a builtin class that holds `name` as a slot (CPython's type `__dict__` has it,
        // ophis's table does not), only builtin classes are asked: CPython's lookup ends at
        // that class, and ophis gives what the builtin base alone would give (`class F(float,
        // H)` hashes as a float, not with `H.__hash__`).
        let mut builtin_only = false;
        for (mro_index, c) in mro.iter().enumerate() {
            if builtin_only && !c.is_builtin {
                continue;
            }
            if let Some((slot, _, v)) = c.attrs.borrow().get_full(name) {
                let (mro_index, slot) = (mro_index as u32, slot as u32);
                cell.set(FoundAt { class: me, name: name_addr, epoch, mro_index, slot, ..e });
                return Some((v.clone(), mro_index, slot));
            }
            if c.is_builtin && !builtin_only && c.builtin_slot_has(name) {
                builtin_only = true;
            }
        }
        // A miss is remembered too, as CPython's type cache does: the special methods a class
        // lacks (`__getitem__` of a `defaultdict`, `__hash__` of a namedtuple) are asked for
        // on every operation, and each miss hashed the name in every class of the MRO.
        if name.len() <= FoundAt::MISS_NAME {
            let mut miss_name = [0; FoundAt::MISS_NAME];
            miss_name[..name.len()].copy_from_slice(name.as_bytes());
            cell.set(FoundAt {
                class: me,
                name: name_addr,
                epoch,
                mro_index: FoundAt::MISS,
                slot: 0,
                miss_len: name.len() as u8,
                miss_name,
            });
        }
        None
    }

    /// Whether this builtin class holds `name` in CPython's type `__dict__` without ophis's
    /// table having it: one of the protocol slots (`float.__hash__`, `list.__len__`) that
    /// `slots.rs` supplies when a lookup fails. A lookup along an MRO stops at such a class,
    /// so a mixin after a builtin base never overrides the base's slot. `object`, always
    /// last, is left out: stopping there or running off the end is the same miss.
    pub fn builtin_slot_has(&self, name: &str) -> bool {
        if self.kind == TypeKind::Object {
            return false;
        }
        crate::builtins::type_dicts::TYPE_DICT_KEYS
            .iter()
            .find(|(n, _)| **n == *self.name)
            .is_some_and(|(_, keys)| keys.binary_search(&name).is_ok())
    }

    /// Finds an attribute along the MRO.
    pub fn lookup(&self, name: &str) -> Option<Value> {
        let mro = self.mro.borrow();
        self.find(&mro, name, self.class_epoch()).map(|(v, _, _)| v)
    }
    /// Finds a special method on the metaclass (`type`'s own behaviour otherwise).
    pub fn meta_lookup(&self, name: &str) -> Option<Value> {
        let meta = self.metaclass.borrow().clone()?;
        let found = meta
            .mro()
            .iter()
            .take_while(|c| !c.is_builtin)
            .find_map(|c| c.attrs.borrow().get(name).cloned());
        found
    }
    pub fn is_subclass(self: &Rc<Class>, other: &Rc<Class>) -> bool {
        self.mro.borrow().iter().any(|c| Rc::ptr_eq(c, other))
    }
}

/// A dropped class moves the class epoch: caches keyed by a class's address (see
/// `ast::MethodHint`) then never match a later class allocated at the same address.
impl Drop for Class {
    fn drop(&mut self) {
        self.classes_changed();
    }
}

impl Interp {
    pub fn exec_class_def(&mut self, f: &mut Frame, def: &Rc<ClassDef>) -> R<Value> {
        let mut decorators = Vec::with_capacity(def.decorators.len());
        for d in &def.decorators {
            decorators.push(self.eval(f, d)?);
        }
        let mut orig_bases = Vec::new();
        for b in &def.bases {
            // `class C(*bases)`: the bases are a call's arguments, a starred one unpacked.
            match &b.kind {
                crate::ast::ExprKind::Starred(inner) => {
                    let it = self.eval(f, inner)?;
                    orig_bases.extend(self.iterate(&it)?);
                }
                _ => orig_bases.push(self.eval(f, b)?),
            }
        }
        // A base that is not a class may stand for classes through `__mro_entries__` (PEP 560,
        // CPython's `update_bases`): it is called with the original bases, returns a tuple of
        // bases to use instead, and the class keeps the originals as `__orig_bases__`.
        let mut bases = Vec::new();
        let mut substituted = false;
        for v in &orig_bases {
            if let Value::Class(c) = v {
                bases.push(c.clone());
                continue;
            }
            let entries = if matches!(v, Value::Host(_)) {
                None
            } else {
                match self.getattr_unchecked(v, &Rc::from("__mro_entries__")) {
                    Ok(m) => Some(m),
                    Err(e) if e.builtin_type() == Some(crate::error::ExcType::AttributeError) => {
                        None
                    }
                    Err(e) => return Err(e),
                }
            };
            let Some(m) = entries else {
                if let Value::Host(_) = v {
                    // A host class's methods run with the host's rights: a program's class
                    // cannot inherit them.
                    return Err(type_error(
                        "a class of the program cannot derive from a host class",
                    ));
                }
                return Err(type_error(format!("bases must be types, not {}", self.type_name(v))));
            };
            let got = self.call(&m, vec![Value::tuple(orig_bases.clone())], vec![])?;
            let Value::Tuple(items) = &got else {
                return Err(type_error("__mro_entries__ must return a tuple"));
            };
            for item in items.iter() {
                match item {
                    Value::Class(c) => bases.push(c.clone()),
                    other => {
                        return Err(type_error(format!(
                            "bases must be types, not {}",
                            self.type_name(other)
                        )));
                    }
                }
            }
            substituted = true;
        }
        let mut metaclass: Option<Rc<crate::value::Class>> = None;
        // A metaclass that is not a class (any callable, as CPython's `__build_class__`
        // allows): it makes the class by being called, after its `__prepare__` if it has one.
        let mut callable_meta: Option<Value> = None;
        let mut class_kwargs: crate::eval::call::Kwargs = Vec::new();
        for k in &def.keywords {
            let v = self.eval(f, &k.value)?;
            match k.name.as_deref() {
                Some("metaclass") => match v {
                    Value::Class(ref m) if m.kind == TypeKind::Type => {
                        if !m.is_builtin {
                            metaclass = Some(m.clone());
                        }
                    }
                    // A class that is not a metaclass (`metaclass=int`): `_PyType_CalculateMetaclass`
                    // keeps it only without bases (it is then called like any callable); with
                    // bases, the bases' metaclass wins over `object` and conflicts with others.
                    Value::Class(ref m) if !bases.is_empty() => {
                        if !Rc::ptr_eq(m, &self.types.get(TypeKind::Object)) {
                            return Err(type_error(
                                "metaclass conflict: the metaclass of a derived class must be a \
                                 (non-strict) subclass of the metaclasses of all its bases",
                            ));
                        }
                    }
                    // A host object: a class of the program is never made by host code.
                    Value::Host(_) => {
                        return Err(type_error(format!(
                            "metaclass must be a subclass of type, not {}",
                            self.type_name(&v)
                        )))
                    }
                    other => callable_meta = Some(other),
                },
                Some(name) => class_kwargs.push((Rc::from(name), v)),
                None => {
                    return Err(crate::error::not_implemented(
                        "class keyword arguments from ** are not supported by ophis",
                    ))
                }
            }
        }
        if metaclass.is_none() {
            metaclass = bases.iter().find_map(|b| b.metaclass.borrow().clone());
        }
        let bases_tuple = Value::tuple(bases.iter().map(|b| Value::Class(b.clone())).collect());
        // A metaclass's own `__prepare__` makes the namespace the body runs in.
        let mapping = match (&metaclass, &callable_meta) {
            (_, Some(cm)) => {
                let prepare = match self.getattr_unchecked(cm, &Rc::from("__prepare__")) {
                    Ok(p) => Some(p),
                    Err(e) if self.is_exc_of(&e, crate::error::ExcType::AttributeError) => None,
                    Err(e) => return Err(e),
                };
                Some(self.prepare_namespace_with(
                    prepare.as_ref(),
                    "<metaclass>",
                    def,
                    &bases_tuple,
                    &class_kwargs,
                    f,
                )?)
            }
            (Some(meta), None) if Self::metaclass_prepares(meta) => {
                Some(self.prepare_namespace(meta, def, &bases_tuple, &class_kwargs, f)?)
            }
            _ => None,
        };
        let ns = Rc::new(crate::eval::ClassNs { map: RefCell::new(new_strmap()), mapping });
        // `SETUP_ANNOTATIONS` when the body annotates anything: `__annotations__` is the
        // class's own from the body's first statement (`__annotations__['k'] = v` before any
        // annotation writes there, not to the module's).
        if ns.mapping.is_none() && has_annotations(&def.body) {
            let d = Value::Dict(Rc::new(RefCell::new(crate::dict::Dict::new())));
            ns.map.borrow_mut().insert(Rc::from("__annotations__"), d);
        }
        let scope = &def.scope;
        let mut cells: Vec<_> = (0..scope.cell_names.len()).map(|_| new_cell(None)).collect();
        for c in &cells {
            self.gc_track(crate::gc::Tracked::Cell(Rc::downgrade(c)));
        }
        cells.extend(scope.free_sources.iter().map(|&i| f.cells[i as usize].clone()));
        let mut frame = Frame {
            locals: Vec::new(),
            cells: Rc::from(cells),
            own_cells: scope.cell_names.len(),
            class_ns: Some(ns.clone()),
            class_def: Some(def.clone()),
            name: def.name.clone(),
            source: f.source,
            ns: f.ns.clone(),
        };
        self.exec_block(&mut frame, &def.body).map_err(|mut e| {
            e.leave_frame(&def.name, f.source);
            e
        })?;
        if let (Some(cm), Some(m)) = (&callable_meta, &ns.mapping) {
            // `meta(name, bases, ns, **kwargs)`, as `__build_class__` calls any metaclass.
            if substituted {
                self.setitem(m, Value::str("__orig_bases__"), Value::tuple(orig_bases.clone()))?;
            }
            if let Some(cell) = scope.class_cell {
                let obj = self.cell_object(&frame.cells[cell as usize]);
                self.setitem(m, Value::str("__classcell__"), obj)?;
            }
            let obj =
                self.call(cm, vec![Value::str(&def.name), bases_tuple, m.clone()], class_kwargs)?;
            if let Some(cell) = scope.class_cell {
                self.check_classcell(&frame.cells[cell as usize], &def.name, &obj)?;
            }
            let mut v = obj;
            for dec in decorators.iter().rev() {
                v = self.call(dec, vec![v], Vec::new())?;
            }
            return Ok(v);
        }
        if let Some(m) = &ns.mapping {
            return self.finish_prepared_class(
                f,
                def,
                m,
                metaclass,
                bases,
                bases_tuple,
                class_kwargs,
                &frame,
                decorators,
            );
        }
        let mut attrs = std::mem::replace(&mut *ns.map.borrow_mut(), new_strmap());
        // CPython's compiler ends a body whose methods use `super()` or `__class__` with
        // `__classcell__ = <the __class__ cell>`, which `type.__new__` fills.
        if let Some(cell) = scope.class_cell {
            let obj = self.cell_object(&frame.cells[cell as usize]);
            attrs.insert(Rc::from("__classcell__"), obj);
        }
        // As CPython's class bodies, the namespace starts with `__module__`: the name of the
        // module whose code defines the class (`unittest` reads it for test ids).
        if !attrs.contains_key("__module__") {
            let module_name = f.ns.borrow().module_name();
            attrs.shift_insert(0, Rc::from("__module__"), Value::str(&module_name));
        }
        if substituted && !attrs.contains_key("__orig_bases__") {
            attrs.insert(Rc::from("__orig_bases__"), Value::tuple(orig_bases.clone()));
        }
        // The docstring, as CPython's compiler stores it: a string constant as the body's
        // first statement.
        if !attrs.contains_key("__doc__") {
            if let Some(crate::ast::StmtKind::Expr(e)) = def.body.first().map(|st| &st.kind) {
                if let crate::ast::ExprKind::Constant(d @ Value::Str(_)) = &e.kind {
                    attrs.shift_insert(1, Rc::from("__doc__"), d.clone());
                }
            }
        }
        // The namespace the metaclass sees, in CPython's order: `__module__`, `__qualname__`
        // (which the class does not keep as an attribute), then the body's names.
        let ns_copy = {
            let d = Rc::new(RefCell::new(crate::dict::Dict::new()));
            if let Some(m) = attrs.get("__module__") {
                self.dict_set(&d, Value::str("__module__"), m.clone())?;
            }
            self.dict_set(&d, Value::str("__qualname__"), Value::str(&def.qualname))?;
            for (k, v) in attrs.iter() {
                self.dict_set(&d, Value::str(k), v.clone())?;
            }
            d
        };
        // Special methods ophis does not implement would be silently ignored: refuse them.
        // A metaclass's `__getattribute__` (reads of its classes' attributes) is not
        // implemented; an instance's is.
        let type_class = self.types.get(crate::value::TypeKind::Type);
        let is_meta = bases.iter().any(|b| b.is_subclass(&type_class));
        for unsupported in ["__getattribute__", "__del__"] {
            if attrs.contains_key(unsupported) && (unsupported == "__del__" || is_meta) {
                return Err(crate::error::not_implemented(format!(
                    "{unsupported} (defined in class {}) is not supported by ophis",
                    def.name
                )));
            }
        }
        // A metaclass with its own `__new__` makes the class (through `type.__new__`).
        if let Some(meta) = metaclass.clone() {
            if let Some(new_f) = Self::metaclass_new(&meta) {
                let args = vec![Value::str(&def.name), bases_tuple, Value::Dict(ns_copy)];
                let obj = self.call_metaclass_new(&meta, &new_f, args, class_kwargs)?;
                if let Value::Class(c) = &obj {
                    let module_name = f.ns.borrow().module_name();
                    if &*module_name != "__main__" && c.module_override.borrow().is_none() {
                        *c.module_override.borrow_mut() = Some(module_name);
                    }
                }
                if let Some(cell) = scope.class_cell {
                    self.check_classcell(&frame.cells[cell as usize], &def.name, &obj)?;
                }
                let mut v = obj;
                for dec in decorators.iter().rev() {
                    v = self.call(dec, vec![v], Vec::new())?;
                }
                return Ok(v);
            }
        }
        let cls = self.new_class(&def.name, &def.qualname, bases, attrs)?;
        // Classes remember the module that defined them (`copy.Error`, not `__main__.Error`).
        let module_name = f.ns.borrow().module_name();
        if &*module_name != "__main__" {
            *cls.module_override.borrow_mut() = Some(module_name);
        }
        self.finish_class(&cls, metaclass, bases_tuple, Value::Dict(ns_copy), class_kwargs)?;
        let mut v = Value::Class(cls);
        for dec in decorators.iter().rev() {
            v = self.call(dec, vec![v], Vec::new())?;
        }
        Ok(v)
    }

    /// Whether a metaclass has its own `__prepare__` (before `type`'s, which makes a dict).
    fn metaclass_prepares(meta: &Rc<Class>) -> bool {
        meta.mro()
            .iter()
            .take_while(|m| !m.is_builtin)
            .any(|m| m.attrs.borrow().contains_key("__prepare__"))
    }

    /// `meta.__prepare__(name, bases, **kwargs)`, checked to be a mapping, then given the
    /// names CPython's compiler stores first in a class body: `__module__`, `__qualname__`
    /// and the docstring.
    fn prepare_namespace(
        &mut self,
        meta: &Rc<Class>,
        def: &ClassDef,
        bases_tuple: &Value,
        class_kwargs: &crate::eval::call::Kwargs,
        f: &Frame,
    ) -> R<Value> {
        let prepare =
            self.getattr_unchecked(&Value::Class(meta.clone()), &Rc::from("__prepare__"))?;
        self.prepare_namespace_with(Some(&prepare), &meta.name, def, bases_tuple, class_kwargs, f)
    }

    /// `prepare(name, bases, **kwargs)` (a metaclass's `__prepare__`, named `meta_name` in
    /// the error), checked and given its first names as `prepare_namespace` says; a new dict
    /// without one (a callable metaclass with no `__prepare__`).
    fn prepare_namespace_with(
        &mut self,
        prepare: Option<&Value>,
        meta_name: &str,
        def: &ClassDef,
        bases_tuple: &Value,
        class_kwargs: &crate::eval::call::Kwargs,
        f: &Frame,
    ) -> R<Value> {
        let ns = match prepare {
            Some(p) => self.call(
                p,
                vec![Value::str(&def.name), bases_tuple.clone()],
                class_kwargs.clone(),
            )?,
            None => Value::Dict(Rc::new(RefCell::new(crate::dict::Dict::new()))),
        };
        if !self.is_mapping_like(&ns) {
            return Err(type_error(format!(
                "{meta_name}.__prepare__() must return a mapping, not {}",
                self.type_name(&ns)
            )));
        }
        // `__module__ = __name__`: a `LOAD_NAME`, so the namespace is asked first.
        let module_name = match self.getitem(&ns, &Value::str("__name__")) {
            Ok(v) => v,
            Err(e) if self.is_exc_of(&e, crate::error::ExcType::KeyError) => {
                Value::str(&f.ns.borrow().module_name())
            }
            Err(e) => return Err(e),
        };
        self.setitem(&ns, Value::str("__module__"), module_name)?;
        self.setitem(&ns, Value::str("__qualname__"), Value::str(&def.qualname))?;
        // `SETUP_ANNOTATIONS` when the body annotates anything.
        if has_annotations(&def.body) {
            let key = Value::str("__annotations__");
            match self.getitem(&ns, &key) {
                Ok(_) => {}
                Err(e) if self.is_exc_of(&e, crate::error::ExcType::KeyError) => {
                    let d = Value::Dict(Rc::new(RefCell::new(crate::dict::Dict::new())));
                    self.setitem(&ns, key, d)?;
                }
                Err(e) => return Err(e),
            }
        }
        if let Some(crate::ast::StmtKind::Expr(e)) = def.body.first().map(|st| &st.kind) {
            if let crate::ast::ExprKind::Constant(d @ Value::Str(_)) = &e.kind {
                self.setitem(&ns, Value::str("__doc__"), d.clone())?;
            }
        }
        Ok(ns)
    }

    /// CPython's `PyMapping_Check`: a dict, or an object whose type has `__getitem__` (a
    /// list or str passes too, as in CPython).
    fn is_mapping_like(&self, v: &Value) -> bool {
        match v {
            Value::Dict(_)
            | Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Range(_)
            | Value::DictView(_) => !matches!(v, Value::DictView(_)),
            Value::Instance(i) => {
                i.class.lookup("__getitem__").is_some() || i.builtin_base.borrow().is_some()
            }
            _ => false,
        }
    }

    /// The class made from a body that ran in a `__prepare__`d namespace: `meta(name, bases,
    /// ns, **kwargs)` as CPython's `__build_class__` calls it. A metaclass's own `__new__`
    /// receives the namespace object itself; `type.__new__` copies it into the class's dict
    /// (a dict or dict subclass only, as CPython's), and the metaclass's `__init__` gets the
    /// namespace object.
    #[allow(clippy::too_many_arguments)]
    fn finish_prepared_class(
        &mut self,
        f: &Frame,
        def: &ClassDef,
        ns: &Value,
        metaclass: Option<Rc<Class>>,
        bases: Vec<Rc<Class>>,
        bases_tuple: Value,
        class_kwargs: crate::eval::call::Kwargs,
        frame: &Frame,
        decorators: Vec<Value>,
    ) -> R<Value> {
        let meta = metaclass
            .clone()
            .ok_or_else(|| type_error("internal error: __prepare__ without a metaclass"))?;
        if let Some(cell) = def.scope.class_cell {
            let obj = self.cell_object(&frame.cells[cell as usize]);
            self.setitem(ns, Value::str("__classcell__"), obj)?;
        }
        let obj = if let Some(new_f) = Self::metaclass_new(&meta) {
            let args = vec![Value::str(&def.name), bases_tuple, ns.clone()];
            self.call_metaclass_new(&meta, &new_f, args, class_kwargs)?
        } else {
            let d = namespace_dict(ns).ok_or_else(|| {
                type_error(format!(
                    "type.__new__() argument 3 must be dict, not {}",
                    self.type_name(ns)
                ))
            })?;
            let (attrs, qualname) = class_attrs_of(&d, &def.name)?;
            let cls = self.new_class(&def.name, &qualname, bases, attrs)?;
            self.finish_class(&cls, metaclass, bases_tuple, ns.clone(), class_kwargs)?;
            Value::Class(cls)
        };
        if let Value::Class(c) = &obj {
            let module_name = f.ns.borrow().module_name();
            if &*module_name != "__main__" && c.module_override.borrow().is_none() {
                *c.module_override.borrow_mut() = Some(module_name);
            }
        }
        if let Some(cell) = def.scope.class_cell {
            self.check_classcell(&frame.cells[cell as usize], &def.name, &obj)?;
        }
        let mut v = obj;
        for dec in decorators.iter().rev() {
            v = self.call(dec, vec![v], Vec::new())?;
        }
        Ok(v)
    }

    /// What `type.__new__` and `type.__call__` do once a class object exists: descriptors
    /// learn their names (`__set_name__`), the nearest `__init_subclass__` runs, and the
    /// metaclass is attached and its `__init__` called. Shared by `class` statements and
    /// `type(name, bases, ns)`.
    pub fn finish_class(
        &mut self,
        cls: &Rc<Class>,
        metaclass: Option<Rc<Class>>,
        bases_tuple: Value,
        ns: Value,
        class_kwargs: crate::eval::call::Kwargs,
    ) -> R<()> {
        self.finish_class_with(cls, metaclass, bases_tuple, ns, class_kwargs, true)
    }

    /// A metaclass's own `__new__` (found before `type` in its MRO), which then makes the
    /// class (through `type.__new__`), as `type.__call__` would call it.
    pub fn metaclass_new(meta: &Rc<Class>) -> Option<Value> {
        let found = meta
            .mro()
            .iter()
            .take_while(|m| !m.is_builtin)
            .find_map(|m| m.attrs.borrow().get("__new__").cloned());
        found.map(|f| match &f {
            Value::StaticMethod(inner) => (**inner).clone(),
            _ => f,
        })
    }

    /// `type.__call__` for a metaclass with its own `__new__`: `meta.__new__(meta, *args)`,
    /// then, when that made a class of this metaclass, the metaclass's `__init__`.
    pub fn call_metaclass_new(
        &mut self,
        meta: &Rc<Class>,
        new_f: &Value,
        args: Vec<Value>,
        kw: crate::eval::call::Kwargs,
    ) -> R<Value> {
        let mut new_args = Vec::with_capacity(args.len() + 1);
        new_args.push(Value::Class(meta.clone()));
        new_args.extend(args.iter().cloned());
        let obj = self.call(new_f, new_args, kw.clone())?;
        if let Value::Class(c) = &obj {
            let of_meta =
                c.metaclass.borrow().as_ref().map(|m| m.is_subclass(meta)).unwrap_or(false);
            if of_meta {
                if let Some(init) = c.meta_lookup("__init__") {
                    let mut init_args = Vec::with_capacity(args.len() + 1);
                    init_args.push(obj.clone());
                    init_args.extend(args);
                    self.call(&init, init_args, kw)?;
                }
            }
        }
        Ok(obj)
    }

    /// `finish_class`, calling the metaclass's `__init__` or not (`type.__new__` does not).
    pub fn finish_class_with(
        &mut self,
        cls: &Rc<Class>,
        metaclass: Option<Rc<Class>>,
        bases_tuple: Value,
        ns: Value,
        class_kwargs: crate::eval::call::Kwargs,
        call_init: bool,
    ) -> R<()> {
        // The class is of its metaclass before any hook runs (CPython's `type_new` makes it
        // an instance of the metatype first): `__set_name__` and `__init_subclass__` see
        // `type(cls)` as the metaclass.
        if let Some(meta) = &metaclass {
            *cls.metaclass.borrow_mut() = Some(meta.clone());
        }
        let named: Vec<(Rc<str>, Value)> =
            cls.attrs.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        for (name, v) in named {
            // `property.__set_name__`: the name its accessor errors give.
            if let Value::Property(p) = &v {
                *p.name.borrow_mut() = Some(Rc::from(format!("'{name}'")));
            }
            // So does the property an instance of a property subclass holds.
            if let Value::Instance(i) = &v {
                if let Some(Value::Property(p)) = &*i.builtin_base.borrow() {
                    *p.name.borrow_mut() = Some(Rc::from(format!("'{name}'")));
                }
            }
            if let Value::Instance(i) = &v {
                if let Some(f) = i.class.lookup("__set_name__") {
                    // CPython 3.11 wraps a failure in a RuntimeError naming the descriptor,
                    // with the original as its `__cause__`.
                    if let Err(e) = self.call_with_receiver(
                        &f,
                        &v,
                        [Value::Class(cls.clone()), Value::str(&name)],
                    ) {
                        let msg = format!(
                            "Error calling __set_name__ on '{}' instance '{}' in '{}'",
                            i.class.name, name, cls.name
                        );
                        return Err(self.error_from_cause(
                            e,
                            crate::error::ExcType::RuntimeError,
                            msg,
                        ));
                    }
                }
            }
        }
        // Builtin classes define no hook of their own, so they are skipped, not a stop: in
        // `class C(dict, Plugin)` the hook of `Plugin` still runs.
        let hook = cls
            .mro()
            .iter()
            .skip(1)
            .filter(|c| !c.is_builtin)
            .find_map(|c| c.attrs.borrow().get("__init_subclass__").cloned());
        if let Some(hook) = hook {
            let func = match hook {
                Value::ClassMethod(ref inner) => (**inner).clone(),
                other => other,
            };
            self.call(&func, vec![Value::Class(cls.clone())], class_kwargs)?;
        } else if !class_kwargs.is_empty() {
            return Err(type_error(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                cls.name
            )));
        }
        if metaclass.is_some() {
            if !call_init {
                return Ok(());
            }
            if let Some(init) = cls.meta_lookup("__init__") {
                self.call(
                    &init,
                    vec![Value::Class(cls.clone()), Value::str(&cls.name), bases_tuple, ns],
                    vec![],
                )?;
            }
        }
        Ok(())
    }

    /// Creates a class from its name, bases and namespace (also `type(name, bases, dict)`).
    pub fn new_class(
        &mut self,
        name: &str,
        qualname: &str,
        mut bases: Vec<Rc<Class>>,
        mut attrs: StrMap,
    ) -> R<Rc<Class>> {
        if bases.is_empty() {
            bases.push(self.types.get(TypeKind::Object));
        }
        for b in &bases {
            if b.is_builtin
                && matches!(
                    b.kind,
                    TypeKind::Bool
                        | TypeKind::Range
                        | TypeKind::Slice
                        | TypeKind::Function
                        | TypeKind::Generator
                        | TypeKind::Coroutine
                        | TypeKind::CoroutineWrapper
                        | TypeKind::AsyncGenerator
                        | TypeKind::AsyncGenASend
                        | TypeKind::AsyncGenAThrow
                        | TypeKind::NoneType
                )
                || self.types.is_cell(b)
            {
                return Err(type_error(format!(
                    "type '{}' is not an acceptable base type",
                    b.name
                )));
            }
        }
        // CPython's `best_base`: two builtin bases whose instances are laid out differently
        // (an int and a str) cannot be the bases of one class.
        let solid = |k: TypeKind| {
            matches!(
                k,
                TypeKind::Int
                    | TypeKind::Float
                    | TypeKind::Complex
                    | TypeKind::Str
                    | TypeKind::Bytes
                    | TypeKind::ByteArray
                    | TypeKind::List
                    | TypeKind::Tuple
                    | TypeKind::Dict
                    | TypeKind::Set
                    | TypeKind::FrozenSet
            )
        };
        let mut solids = bases.iter().map(|b| b.kind).filter(|k| solid(*k));
        if let Some(first) = solids.next() {
            if solids.any(|k| k != first) {
                return Err(type_error("multiple bases have instance lay-out conflict"));
            }
        }
        let kind = if bases.iter().any(|b| b.kind == TypeKind::Exception) {
            TypeKind::Exception
        } else {
            bases
                .iter()
                .map(|b| b.kind)
                .find(|k| *k != TypeKind::Object)
                .unwrap_or(TypeKind::Object)
        };
        // As CPython's `type.__new__`: `__new__` is implicitly a staticmethod, and
        // `__init_subclass__` and `__class_getitem__` implicitly classmethods.
        for (name, static_) in
            [("__new__", true), ("__init_subclass__", false), ("__class_getitem__", false)]
        {
            if let Some(v @ Value::Function(_)) = attrs.get(name).cloned() {
                let wrapped = if static_ {
                    Value::StaticMethod(Rc::new(v))
                } else {
                    Value::ClassMethod(Rc::new(v))
                };
                attrs.insert(Rc::from(name), wrapped);
            }
        }
        // A class that defines __eq__ without __hash__ makes its instances unhashable.
        if attrs.contains_key("__eq__") && !attrs.contains_key("__hash__") {
            attrs.insert(Rc::from("__hash__"), Value::None);
        }
        if let Some(v) = attrs.get("__slots__") {
            check_slots(self, &attrs, v, name, &bases)?;
        }
        let classcell = self.take_classcell(&mut attrs)?;
        let cls = Rc::new(Class {
            name: Rc::from(name),
            qualname: Rc::from(qualname),
            module: Rc::from("__main__"),
            bases: bases.clone(),
            mro: RefCell::new(Vec::new()),
            attrs: crate::value::ClassAttrs::new(attrs),
            kind,
            is_builtin: false,
            version: Cell::new(0),
            metaclass: RefCell::new(None),
            module_override: RefCell::new(None),
            renamed: RefCell::new(None),
            plain_attrs: RefCell::new(Default::default()),
            shapes: Default::default(),
            descriptors: RefCell::new(None),
            collection: Cell::new(Collection::Unset),
            epoch: crate::value::epoch_of_bases(&bases),
        });
        // A class's caches depend on every class of its MRO: they must all move one counter.
        debug_assert!(
            bases.iter().all(|b| Rc::ptr_eq(&b.epoch, &cls.epoch)),
            "a class whose bases have different class epochs"
        );
        let mro = c3_linearize(&cls, &bases)?;
        *cls.mro.borrow_mut() = mro;
        cls.classes_changed();
        self.gc_track(crate::gc::Tracked::Class(Rc::downgrade(&cls)));
        if let Some(cell) = classcell {
            *cell.borrow_mut() = Some(Value::Class(cls.clone()));
        }
        Ok(cls)
    }
}

/// C3 linearization, with CPython's error when no consistent order exists.
pub(crate) fn c3_linearize(cls: &Rc<Class>, bases: &[Rc<Class>]) -> R<Vec<Rc<Class>>> {
    let mut seqs: Vec<Vec<Rc<Class>>> = bases.iter().map(|b| b.mro().clone()).collect();
    seqs.push(bases.to_vec());
    let mut out = vec![cls.clone()];
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(out);
        }
        let mut candidate = None;
        for s in &seqs {
            let head = &s[0];
            let in_tail = seqs.iter().any(|t| t[1..].iter().any(|c| Rc::ptr_eq(c, head)));
            if !in_tail {
                candidate = Some(head.clone());
                break;
            }
        }
        match candidate {
            Some(c) => {
                for s in seqs.iter_mut() {
                    if Rc::ptr_eq(&s[0], &c) {
                        s.remove(0);
                    }
                }
                out.push(c);
            }
            None => {
                let names: Vec<String> = bases.iter().map(|b| b.name.to_string()).collect();
                return Err(type_error(format!(
                    "Cannot create a consistent method resolution order (MRO) for bases {}",
                    names.join(", ")
                )));
            }
        }
    }
}

/// The dict behind a class namespace: a dict, or a dict subclass instance's dict part.
pub(crate) fn namespace_dict(ns: &Value) -> Option<Rc<RefCell<crate::dict::Dict>>> {
    match ns {
        Value::Dict(d) => Some(d.clone()),
        Value::Instance(i) => match &*i.builtin_base.borrow() {
            Some(Value::Dict(d)) => Some(d.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// A class's attributes and qualified name from its namespace dict, as `type.__new__` reads
/// them: `__qualname__` names the class (a str, or CPython's TypeError) and is not kept.
pub(crate) fn class_attrs_of(
    d: &Rc<RefCell<crate::dict::Dict>>,
    name: &str,
) -> R<(StrMap, String)> {
    let mut attrs = new_strmap();
    let mut qualname = name.to_string();
    for e in d.borrow().iter() {
        if let Value::Str(k) = &e.key {
            if k.s == "__qualname__" {
                match &e.value {
                    Value::Str(q) => qualname = q.s.clone(),
                    other => {
                        return Err(type_error(format!(
                            "type __qualname__ must be a str, not {}",
                            crate::builtins::str_methods::type_name(other)
                        )))
                    }
                }
                continue;
            }
            attrs.insert(Rc::from(k.s.as_str()), e.value.clone());
        }
    }
    Ok((attrs, qualname))
}

/// Whether a class body holds an annotated assignment outside nested scopes (CPython's
/// compiler's `find_ann`, which decides `SETUP_ANNOTATIONS`).
fn has_annotations(body: &[crate::ast::Stmt]) -> bool {
    use crate::ast::StmtKind;
    body.iter().any(|s| match &s.kind {
        StmtKind::AnnAssign { .. } => true,
        StmtKind::For { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::If { body, orelse, .. } => has_annotations(body) || has_annotations(orelse),
        StmtKind::With { body, .. } => has_annotations(body),
        StmtKind::Try { body, handlers, orelse, finalbody } => {
            has_annotations(body)
                || handlers.iter().any(|h| has_annotations(&h.body))
                || has_annotations(orelse)
                || has_annotations(finalbody)
        }
        StmtKind::Match { cases, .. } => cases.iter().any(|c| has_annotations(&c.body)),
        _ => false,
    })
}

/// `type.__new__`'s checks of `__slots__`: none on a subclass of a variable-sized builtin
/// (int, bytes, tuple), strings only, identifiers, `__dict__` and `__weakref__` at most once
/// and only where the base's instances lack them, none shadowed by a class attribute of the
/// same name (after mangling: `__x` in class `A` is the slot `_A__x`).
fn check_slots(
    interp: &Interp,
    attrs: &StrMap,
    v: &Value,
    class: &str,
    bases: &[Rc<Class>],
) -> R<()> {
    let items: Vec<Value> = match v {
        Value::Str(_) => vec![v.clone()],
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.borrow().clone(),
        Value::Dict(d) => d.borrow().iter().map(|e| e.key.clone()).collect(),
        Value::Set(d) => d.borrow().iter().map(|e| e.key.clone()).collect(),
        Value::FrozenSet(d) => d.iter().map(|e| e.key.clone()).collect(),
        Value::Bytes(b) => b.iter().map(|&x| Value::Int(x as i64)).collect(),
        Value::ByteArray(b) => b.borrow().iter().map(|&x| Value::Int(x as i64)).collect(),
        _ => return Ok(()),
    };
    // CPython checks against its best base: here the first base with a builtin layout of its
    // own, else the first base.
    let base = bases
        .iter()
        .find(|b| b.kind != TypeKind::Object)
        .or(bases.first())
        .ok_or_else(|| type_error("internal error: a class without bases"))?;
    let var_sized = matches!(base.kind, TypeKind::Int | TypeKind::Bytes | TypeKind::Tuple);
    if !items.is_empty() && var_sized {
        return Err(type_error(format!(
            "nonempty __slots__ not supported for subtype of '{}'",
            interp.types.get(base.kind).name
        )));
    }
    // Instances of a class defined without `__slots__` (or with `__dict__` among them) have a
    // dict and weak references; those of an exception class have a dict.
    let base_slots = if base.is_builtin { None } else { Some(base.attr_plan().slots.clone()) };
    let base_has_dict = matches!(base_slots, Some(None)) || base.kind == TypeKind::Exception;
    let base_has_weak = match &base_slots {
        Some(None) => true,
        Some(Some(names)) => names.iter().any(|n| &**n == "__weakref__"),
        None => false,
    };
    let (mut add_dict, mut add_weak) = (false, false);
    for item in &items {
        let Value::Str(s) = item else {
            return Err(type_error(format!(
                "__slots__ items must be strings, not '{}'",
                interp.type_name(item)
            )));
        };
        let name = s.s.as_str();
        let mut chars = name.chars();
        let ident = chars.next().is_some_and(|c| c == '_' || c.is_alphabetic())
            && chars.all(|c| c == '_' || c.is_alphanumeric());
        if !ident {
            return Err(type_error("__slots__ must be identifiers"));
        }
        if name == "__dict__" {
            if base_has_dict || add_dict {
                return Err(type_error("__dict__ slot disallowed: we already got one"));
            }
            add_dict = true;
            continue;
        }
        if name == "__weakref__" {
            if base_has_weak || add_weak || var_sized {
                return Err(type_error(
                    "__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0",
                ));
            }
            add_weak = true;
            continue;
        }
        let mangled = crate::ast::mangle(class, name);
        let name = mangled.as_deref().unwrap_or(name);
        if attrs.contains_key(name) {
            return Err(crate::error::value_error(format!(
                "'{name}' in __slots__ conflicts with class variable"
            )));
        }
    }
    Ok(())
}

/// The attribute table of the builtin class `cell`: `cell(x)` makes a cell holding `x` (an
/// empty one without it), `cell_contents` reads, writes and empties it, and its `repr` is
/// CPython's (`<cell at 0x...: int object at 0x...>`, `<cell at 0x...: empty>`).
pub(crate) fn cell_attrs() -> StrMap {
    use crate::builtins::types::method;
    let mut m = new_strmap();
    m.insert(Rc::from("__new__"), Value::StaticMethod(Rc::new(method("__new__", cell_new))));
    m.insert(Rc::from("__repr__"), method("__repr__", cell_repr));
    m.insert(
        Rc::from("cell_contents"),
        Value::Property(Rc::new(crate::builtins::types::Property {
            fget: method("cell_contents", cell_contents_get),
            fset: method("cell_contents", cell_contents_set),
            fdel: method("cell_contents", cell_contents_del),
            doc: RefCell::new(Value::None),
            getter_doc: Cell::new(false),
            name: RefCell::new(Some(Rc::from("'cell_contents'"))),
        })),
    );
    m
}

/// `cell.__new__(cls, contents=<empty>)`: `cell_new`'s `PyArg_UnpackTuple(args, "cell", 0,
/// 1)`, no keywords.
pub(crate) fn cell_new(
    interp: &mut Interp,
    args: &[Value],
    kw: &crate::eval::call::Kwargs,
) -> R<Value> {
    if !kw.is_empty() {
        return Err(type_error("cell() takes no keyword arguments"));
    }
    if args.len() > 2 {
        return Err(type_error(format!(
            "cell expected at most 1 argument, got {}",
            args.len().saturating_sub(1)
        )));
    }
    Ok(interp.cell_object(&new_cell(args.get(1).cloned())))
}

/// The cell a `cell` method's receiver stands for.
fn cell_receiver(interp: &mut Interp, args: &[Value], name: &str) -> R<CellRef> {
    match args.first() {
        Some(v) => interp.cell_of(v).ok_or_else(|| {
            type_error(format!(
                "descriptor '{name}' for 'cell' objects doesn't apply to a '{}' object",
                interp.type_name(v)
            ))
        }),
        None => Err(type_error(format!("descriptor '{name}' of 'cell' object needs an argument"))),
    }
}

fn cell_contents_get(
    interp: &mut Interp,
    args: &[Value],
    _kw: &crate::eval::call::Kwargs,
) -> R<Value> {
    let cell = cell_receiver(interp, args, "cell_contents")?;
    let v = cell.borrow().clone();
    v.ok_or_else(|| crate::error::value_error("Cell is empty"))
}

fn cell_contents_set(
    interp: &mut Interp,
    args: &[Value],
    _kw: &crate::eval::call::Kwargs,
) -> R<Value> {
    let cell = cell_receiver(interp, args, "cell_contents")?;
    *cell.borrow_mut() = args.get(1).cloned();
    Ok(Value::None)
}

fn cell_contents_del(
    interp: &mut Interp,
    args: &[Value],
    _kw: &crate::eval::call::Kwargs,
) -> R<Value> {
    let cell = cell_receiver(interp, args, "cell_contents")?;
    if cell.borrow_mut().take().is_none() {
        return Err(crate::error::value_error("Cell is empty"));
    }
    Ok(Value::None)
}

fn cell_repr(interp: &mut Interp, args: &[Value], _kw: &crate::eval::call::Kwargs) -> R<Value> {
    let cell = cell_receiver(interp, args, "__repr__")?;
    let at = args[0].identity();
    let v = cell.borrow().clone();
    Ok(Value::str(&match v {
        None => format!("<cell at 0x{at:x}: empty>"),
        Some(v) => {
            format!("<cell at 0x{at:x}: {} object at 0x{:x}>", interp.type_name(&v), v.identity())
        }
    }))
}

impl Interp {
    /// A new cell object standing for `cell` (an instance of `cell`, see `cell_objects`).
    pub(crate) fn cell_object(&mut self, cell: &CellRef) -> Value {
        let cls = self.types.cell();
        let obj = self.new_data_instance(&cls, crate::value::Attrs::new(new_strmap()));
        if let Value::Instance(i) = &obj {
            // Pruned when the table doubles, so it stays within twice the live cell objects.
            if self.cell_objects.len() >= 16 && self.cell_objects.len().is_power_of_two() {
                self.cell_objects.retain(|(w, _)| w.strong_count() > 0);
            }
            self.cell_objects.push((Rc::downgrade(i), cell.clone()));
        }
        obj
    }

    /// The cell a cell object stands for: `None` when `v` is not a cell object (CPython's
    /// `PyCell_Check`; `cell` cannot be subclassed).
    pub(crate) fn cell_of(&mut self, v: &Value) -> Option<CellRef> {
        let Value::Instance(i) = v else { return None };
        if !self.types.is_cell(&i.class) {
            return None;
        }
        let found = self
            .cell_objects
            .iter()
            .find(|(w, _)| std::ptr::eq(w.as_ptr(), Rc::as_ptr(i)))
            .map(|(_, c)| c.clone());
        Some(match found {
            Some(c) => c,
            // A cell object made without `cell_new` (`object.__new__(cell)`) is an empty cell
            // of its own from its first use.
            None => {
                let c = new_cell(None);
                self.cell_objects.push((Rc::downgrade(i), c.clone()));
                c
            }
        })
    }

    /// CPython's `type_new_set_classcell`: a namespace's `__classcell__` must be a cell, which
    /// the new class then fills, and it is not kept as an attribute. Returns the cell to fill
    /// once the class exists.
    fn take_classcell(&mut self, attrs: &mut StrMap) -> R<Option<CellRef>> {
        let Some(v) = attrs.shift_remove("__classcell__") else { return Ok(None) };
        match self.cell_of(&v) {
            Some(c) => Ok(Some(c)),
            None => Err(type_error(format!(
                "__classcell__ must be a nonlocal cell, not {}",
                self.repr(&Value::Class(self.type_of(&v)))?
            ))),
        }
    }

    /// What CPython's `__build_class__` checks once the metaclass made the class: a body whose
    /// methods use `super()` or `__class__` passed its cell as `__classcell__`, and
    /// `type.__new__` filled it with this very class.
    fn check_classcell(&mut self, cell: &CellRef, name: &str, obj: &Value) -> R<()> {
        let Value::Class(_) = obj else { return Ok(()) };
        let held = cell.borrow().clone();
        match held {
            Some(c) if c.is(obj) => Ok(()),
            None => Err(Error::new(
                crate::error::ExcType::RuntimeError,
                format!(
                    "__class__ not set defining {} as {}. Was __classcell__ propagated to type.__new__?",
                    self.repr(&Value::str(name))?,
                    self.repr(obj)?
                ),
            )),
            Some(c) => Err(type_error(format!(
                "__class__ set to {} defining {} as {}",
                self.repr(&c)?,
                self.repr(&Value::str(name))?,
                self.repr(obj)?
            ))),
        }
    }
}
