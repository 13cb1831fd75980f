//! The attribute table of an instance, a module or a function (`AttrMap`), with its names kept
//! apart from its values when it can.
//!
//! Instances of a class usually set the same attributes in the same order (`__init__` does),
//! so, like CPython 3.11's split-key dicts (and V8's hidden classes), an instance keeps only
//! its values in a vector and points to a `Shape`: the names in order, shared by every
//! instance that set them in that order. Adding a name moves the instance to the shape with
//! that name appended, which the first instance to do so created and every later one reuses.
//! A two-attribute instance then carries 32 bytes of values instead of an `IndexMap`'s two
//! allocations (172 bytes). A table leaves its shape for a plain `StrMap` of its own when the
//! order or the names stop being shareable: a deletion (the remaining order is no longer a
//! path in the tree), more than `MAX_KEYS` names, or a class whose shapes already branch more
//! than `MAX_SHAPES` ways (attribute names made up at run time), which bounds the memory the
//! shared tree can take.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::dict::{FxBuild, StrMap};
use crate::value::Value;

/// Names past which a table leaves its shape.
const MAX_KEYS: usize = 48;
/// Shapes a class's tree may hold.
const MAX_SHAPES: u32 = 64;
/// Names up to which a shape is searched linearly (past it, it keeps a hash index).
const LINEAR: usize = 8;

/// Whether `k` is `name`: the same text, found by pointer first (`parse` interns names).
#[inline]
fn same_str(k: &str, name: &str) -> bool {
    std::ptr::eq(k, name) || k == name
}

/// What one class's tree of shapes holds, shared by its shapes.
#[derive(Debug, Default)]
struct Tree {
    shapes: Cell<u32>,
    /// The most names any shape in the tree has: a table growing along the tree reserves
    /// room for that many values at once instead of growing the vector step by step.
    most_keys: Cell<u32>,
}

/// An ordered list of attribute names shared by the tables that set exactly these names in
/// this order (see the module's documentation).
#[derive(Debug)]
pub struct Shape {
    keys: Box<[Rc<str>]>,
    /// Name to position, for shapes with more than `LINEAR` names.
    index: Option<HashMap<Rc<str>, u32, FxBuild>>,
    /// The shapes one name further, made on first use.
    next: RefCell<Vec<(Rc<str>, Rc<Shape>)>>,
    tree: Rc<Tree>,
}

impl Shape {
    /// The empty shape a class's instances start from.
    pub fn root() -> Rc<Shape> {
        let tree = Rc::new(Tree::default());
        tree.shapes.set(1);
        Rc::new(Shape { keys: Box::new([]), index: None, next: RefCell::new(Vec::new()), tree })
    }

    /// The names, in order.
    #[inline]
    pub fn keys(&self) -> &[Rc<str>] {
        &self.keys
    }

    #[inline]
    fn position(&self, name: &str) -> Option<usize> {
        if let Some(index) = &self.index {
            return index.get(name).map(|&i| i as usize);
        }
        self.keys.iter().position(|k| same_str(k, name))
    }

    /// The shape with `name` appended, made if this is the first table to get there; None
    /// when the tree is full (the table then takes a map of its own).
    fn child(&self, name: &Rc<str>) -> Option<Rc<Shape>> {
        let mut next = self.next.borrow_mut();
        if let Some((_, s)) = next.iter().find(|(k, _)| same_str(k, name)) {
            return Some(s.clone());
        }
        let n = self.keys.len() + 1;
        if n > MAX_KEYS || self.tree.shapes.get() >= MAX_SHAPES {
            return None;
        }
        let mut keys = Vec::with_capacity(n);
        keys.extend(self.keys.iter().cloned());
        keys.push(name.clone());
        let index = (n > LINEAR)
            .then(|| keys.iter().enumerate().map(|(i, k)| (k.clone(), i as u32)).collect());
        let shape = Rc::new(Shape {
            keys: keys.into_boxed_slice(),
            index,
            next: RefCell::new(Vec::new()),
            tree: self.tree.clone(),
        });
        self.tree.shapes.set(self.tree.shapes.get() + 1);
        self.tree.most_keys.set(self.tree.most_keys.get().max(n as u32));
        next.push((name.clone(), shape.clone()));
        Some(shape)
    }
}

/// The attribute table (see the module's documentation). Its methods are `IndexMap`'s, which
/// it replaced, with the same insertion-order semantics.
pub enum AttrMap {
    /// Invariant: `values.len() >= shape.keys.len()`. The values are the first
    /// `shape.keys.len()`; the rest, `None`, are room for the names the class's instances
    /// set (`Tree::most_keys`), so a table grows along the tree without reallocating. A
    /// boxed slice and no vector: its capacity would be the word that keeps this enum at 24
    /// bytes and an instance in mimalloc's 80-byte class (96 before).
    Shaped { shape: Rc<Shape>, values: Box<[Value]> },
    /// A table with no shape; None for no attribute and no shape (a function or module
    /// that never had one).
    Map(Option<Box<StrMap>>),
}

#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<AttrMap>() == 24);

impl Default for AttrMap {
    fn default() -> Self {
        AttrMap::Map(None)
    }
}

impl std::fmt::Debug for AttrMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl Clone for AttrMap {
    fn clone(&self) -> Self {
        match self {
            AttrMap::Map(None) => AttrMap::Map(None),
            AttrMap::Shaped { shape, values } => {
                AttrMap::Shaped { shape: shape.clone(), values: values.clone() }
            }
            AttrMap::Map(Some(m)) => AttrMap::Map(Some(m.clone())),
        }
    }
}

impl std::ops::Index<usize> for AttrMap {
    type Output = Value;
    #[inline]
    fn index(&self, i: usize) -> &Value {
        match self.get_index(i) {
            Some((_, v)) => v,
            None => panic!("attribute index {i} out of range"),
        }
    }
}

pub enum Iter<'a> {
    Empty,
    Shaped(std::iter::Zip<std::slice::Iter<'a, Rc<str>>, std::slice::Iter<'a, Value>>),
    Map(indexmap::map::Iter<'a, Rc<str>, Value>),
}

impl<'a> Iterator for Iter<'a> {
    type Item = (&'a Rc<str>, &'a Value);
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            Iter::Empty => None,
            Iter::Shaped(it) => it.next(),
            Iter::Map(it) => it.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            Iter::Empty => (0, Some(0)),
            Iter::Shaped(it) => it.size_hint(),
            Iter::Map(it) => it.size_hint(),
        }
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl AttrMap {
    /// A table holding `map`'s attributes, with no shape.
    pub fn from_map(map: StrMap) -> AttrMap {
        if map.is_empty() {
            AttrMap::Map(None)
        } else {
            AttrMap::Map(Some(Box::new(map)))
        }
    }

    /// An empty table that will share the shapes grown from `root` (a class's).
    pub fn shaped(root: Rc<Shape>) -> AttrMap {
        AttrMap::Shaped { shape: root, values: Box::default() }
    }

    /// A table with `other`'s names (its shape, shared) holding `values` in their order;
    /// `values` given back unless `other` is shaped and has exactly `values.len()` names. A
    /// native constructor makes an instance like an existing one this way, without cloning
    /// the other's values first.
    pub fn like(other: &AttrMap, values: Vec<Value>) -> Result<AttrMap, Vec<Value>> {
        match other {
            AttrMap::Shaped { shape, .. } if shape.keys.len() == values.len() => {
                Ok(AttrMap::Shaped { shape: shape.clone(), values: values.into_boxed_slice() })
            }
            _ => Err(values),
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        match self {
            AttrMap::Map(None) => 0,
            AttrMap::Shaped { shape, .. } => shape.keys.len(),
            AttrMap::Map(Some(m)) => m.len(),
        }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    pub fn get_index_of(&self, name: &str) -> Option<usize> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, .. } => shape.position(name),
            AttrMap::Map(Some(m)) => m.get_index_of(name),
        }
    }

    #[inline]
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, values } => shape.position(name).map(|i| &values[i]),
            AttrMap::Map(Some(m)) => m.get(name),
        }
    }

    #[inline]
    pub fn get_mut(&mut self, name: &str) -> Option<&mut Value> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, values } => shape.position(name).map(|i| &mut values[i]),
            AttrMap::Map(Some(m)) => m.get_mut(name),
        }
    }

    pub fn get_key_value(&self, name: &str) -> Option<(&Rc<str>, &Value)> {
        self.get_index(self.get_index_of(name)?)
    }

    #[inline]
    pub fn contains_key(&self, name: &str) -> bool {
        self.get_index_of(name).is_some()
    }

    #[inline]
    pub fn get_index(&self, i: usize) -> Option<(&Rc<str>, &Value)> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, values } => Some((shape.keys.get(i)?, &values[i])),
            AttrMap::Map(Some(m)) => m.get_index(i),
        }
    }

    /// The table's shape, if it has one. A native module that reads the same attributes of
    /// many objects keeps it (a reference: the shape cannot go and its address be reused)
    /// once it has checked the names at the places it reads, and then reads any table of
    /// that very shape through `values_in` without comparing a name.
    #[inline]
    pub fn shape(&self) -> Option<&Rc<Shape>> {
        match self {
            AttrMap::Shaped { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The values, in the order of `shape`'s names, when the table has exactly the shape
    /// `shape` (by identity); there are at least as many as `shape.keys()`.
    #[inline(always)]
    pub fn values_in(&self, shape: &Rc<Shape>) -> Option<&[Value]> {
        match self {
            AttrMap::Shaped { shape: s, values } if Rc::ptr_eq(s, shape) => Some(values),
            _ => None,
        }
    }

    /// The address of the table's shape, if it has one: an identity for the names it holds
    /// (shapes live as long as their class's tree, so an address is not reused while the
    /// class epoch stands still).
    #[inline(always)]
    pub fn shape_id(&self) -> Option<usize> {
        match self {
            AttrMap::Shaped { shape, .. } => Some(Rc::as_ptr(shape) as usize),
            _ => None,
        }
    }

    /// The value at `i` when the table is shaped and holds `name` there (the very name: an
    /// attribute site's, which `parse` interned). The evaluator's fast read of a plain
    /// instance attribute (`attr::getattr_cached`).
    #[inline(always)]
    pub fn shaped_at(&self, i: usize, name: &Rc<str>) -> Option<&Value> {
        if let AttrMap::Shaped { shape, values } = self {
            if let (Some(k), Some(v)) = (shape.keys.get(i), values.get(i)) {
                if Rc::ptr_eq(k, name) {
                    return Some(v);
                }
            }
        }
        None
    }

    #[inline]
    pub fn get_index_mut(&mut self, i: usize) -> Option<(&Rc<str>, &mut Value)> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, values } => Some((shape.keys.get(i)?, &mut values[i])),
            AttrMap::Map(Some(m)) => m.get_index_mut(i),
        }
    }

    pub fn iter(&self) -> Iter<'_> {
        match self {
            AttrMap::Map(None) => Iter::Empty,
            AttrMap::Shaped { shape, values } => Iter::Shaped(shape.keys.iter().zip(values.iter())),
            AttrMap::Map(Some(m)) => Iter::Map(m.iter()),
        }
    }

    pub fn keys(&self) -> impl ExactSizeIterator<Item = &Rc<str>> + '_ {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl ExactSizeIterator<Item = &Value> + '_ {
        self.iter().map(|(_, v)| v)
    }

    /// Sets `name`, keeping its place if it is there and appending it if not; the old value.
    #[inline]
    pub fn insert(&mut self, name: Rc<str>, value: Value) -> Option<Value> {
        self.insert_full(name, value).1
    }

    /// `insert`, also telling where the name is.
    pub fn insert_full(&mut self, name: Rc<str>, value: Value) -> (usize, Option<Value>) {
        match self {
            AttrMap::Map(None) => {
                let mut m = crate::dict::new_strmap();
                m.insert(name, value);
                *self = AttrMap::Map(Some(Box::new(m)));
                (0, None)
            }
            AttrMap::Shaped { shape, values } => {
                // A shape's transitions are made only for names it lacks, so the very name
                // object of a transition (`parse` interns a site's name) is not among its
                // names: `__init__` adding its attributes skips the search and its string
                // comparisons.
                let known = shape
                    .next
                    .borrow()
                    .iter()
                    .find(|(k, _)| Rc::ptr_eq(k, &name))
                    .map(|(_, s)| s.clone());
                let next = match known {
                    Some(next) => Some(next),
                    None => {
                        if let Some(i) = shape.position(&name) {
                            return (i, Some(std::mem::replace(&mut values[i], value)));
                        }
                        shape.child(&name)
                    }
                };
                let at = shape.keys.len();
                match next {
                    Some(next) => {
                        if at < values.len() {
                            values[at] = value;
                        } else {
                            // Room for as many names as the class's instances have set
                            // (`child` has counted this one), filled with `None`.
                            let most = (shape.tree.most_keys.get() as usize).max(at + 1);
                            let mut grown = Vec::with_capacity(most);
                            grown.extend(std::mem::take(values).into_vec());
                            grown.push(value);
                            grown.resize_with(most, || Value::None);
                            *values = grown.into_boxed_slice();
                        }
                        *shape = next;
                        (at, None)
                    }
                    None => {
                        let mut m = self.take_map();
                        m.insert(name, value);
                        *self = AttrMap::Map(Some(Box::new(m)));
                        (at, None)
                    }
                }
            }
            AttrMap::Map(Some(m)) => m.insert_full(name, value),
        }
    }

    /// Removes `name`, keeping the others in order (a `del`): the table leaves its shape.
    pub fn shift_remove(&mut self, name: &str) -> Option<Value> {
        match self {
            AttrMap::Map(None) => None,
            AttrMap::Shaped { shape, .. } => {
                shape.position(name)?;
                let mut m = self.take_map();
                let old = m.shift_remove(name);
                *self = AttrMap::from_map(m);
                old
            }
            AttrMap::Map(Some(m)) => m.shift_remove(name),
        }
    }

    /// Removes every attribute; the table leaves its shape.
    pub fn clear(&mut self) {
        *self = AttrMap::Map(None);
    }

    /// The table as a plain map, leaving this one empty.
    fn take_map(&mut self) -> StrMap {
        match std::mem::take(self) {
            AttrMap::Map(None) => crate::dict::new_strmap(),
            AttrMap::Shaped { shape, values } => {
                let mut m = crate::dict::new_strmap();
                m.reserve(shape.keys.len() + 1);
                for (k, v) in shape.keys.iter().zip(values.into_vec()) {
                    m.insert(k.clone(), v);
                }
                m
            }
            AttrMap::Map(Some(m)) => *m,
        }
    }
}
