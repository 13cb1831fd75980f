//! Conversion across the boundary: sandbox values to owned HostValues (with sharing of repeated objects and the depth and size checks) and back, and the builder the bindings use to make host objects directly.

use super::*;
use crate::interp::RunError;

pub(crate) fn to_host(interp: &mut Interp, v: &Value) -> HostValue {
    to_host_checked(interp, v).unwrap_or_else(|_| HostValue::Opaque {
        type_name: interp.type_name(v).into(),
        repr: "<object>".into(),
    })
}

/// Converts a value for the host: plain data by value, host objects as their handles, and
/// every other value exported by reference (`HostValue::Sandbox`). A limit or policy error
/// raised by the program's own `__repr__` while exporting is returned, not swallowed (limit
/// errors must end the run).
pub(crate) fn to_host_checked(interp: &mut Interp, v: &Value) -> R<HostValue> {
    to_host_depth(interp, v, 0)
}

pub(crate) fn to_host_depth(interp: &mut Interp, v: &Value, depth: usize) -> R<HostValue> {
    to_host_in(interp, v, depth, None, 0)
}

/// Several values converted together (`Interpreter::get_globals`): every container (and every
/// big string) that could be reached more than once from them (one with more than one
/// reference to it) is converted once into `shared`, and each place it is reached holds `HostValue::Shared(index)`,
/// so the host can rebuild the same object graph (aliases and cycles) instead of one copy per
/// path.
#[derive(Debug, Default)]
pub struct SharedValues {
    /// One per name asked for, in order; `None` for a name that is not set.
    pub values: Vec<Option<HostValue>>,
    /// The containers reached from more than one place, which `HostValue::Shared(i)` points to.
    pub shared: Vec<HostValue>,
}

/// The bookkeeping of a shared conversion: the table index given to each shareable container
/// met so far, and the table.
#[derive(Default)]
pub(crate) struct Sharing {
    index: AddrMap,
    shared: Vec<HostValue>,
}

/// Container addresses to table indexes (Fx: SipHash was a third of a conversion).
type AddrMap = std::collections::HashMap<usize, u32, crate::dict::FxBuild>;

/// The address of a container value, when it is one that could be reached twice: only
/// containers with more than one reference to them can be (so a list of unshared tuples costs
/// no bookkeeping per tuple). `held` is how many of its references the conversion itself
/// holds (the copy of the globals, the snapshot of a list's items) and does not count.
pub(crate) fn shareable(v: &Value, held: usize) -> Option<usize> {
    let more = 1 + held;
    match v {
        Value::List(l) if Rc::strong_count(l) > more => Some(Rc::as_ptr(l) as *const u8 as usize),
        Value::Tuple(t) if Rc::strong_count(t) > more => Some(Rc::as_ptr(t) as *const u8 as usize),
        Value::Dict(d) if Rc::strong_count(d) > more => Some(Rc::as_ptr(d) as *const u8 as usize),
        Value::Set(d) if Rc::strong_count(d) > more => Some(Rc::as_ptr(d) as *const u8 as usize),
        Value::FrozenSet(d) if Rc::strong_count(d) > more => {
            Some(Rc::as_ptr(d) as *const u8 as usize)
        }
        // A big string referenced many times is converted once too (`[s] * 100` of a 30 MiB
        // string would otherwise be 3 GB of copies), as CPython shares it.
        Value::Str(s) if s.s.len() >= SHARED_STR_BYTES && Rc::strong_count(s) > more => {
            Some(Rc::as_ptr(s) as *const u8 as usize)
        }
        _ => None,
    }
}

/// Converts the values of `values` together (see `SharedValues`), in one pass: a shareable
/// container gets its table entry the first time it is met (before its contents, so a cycle
/// back to it finds the entry) and every later meeting refers to it. (Counting the meetings
/// first, to give entries only to containers met twice, cost a second walk and twice the
/// map operations; an entry met once is only an indirection for the host.)
pub(crate) fn to_host_shared(interp: &mut Interp, values: &[Option<Value>]) -> R<SharedValues> {
    let mut sharing = Sharing::default();
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(match v {
            // `values` are the caller's copies of the globals: one reference each.
            Some(v) => Some(to_host_in(interp, v, 0, Some(&mut sharing), 1)?),
            None => None,
        });
    }
    Ok(SharedValues { values: out, shared: sharing.shared })
}

/// A value that holds no other value, borrowed from the sandbox for a `HostBuilder`.
pub enum Atom<'a> {
    /// `None`
    None,
    /// A `bool`.
    Bool(bool),
    /// An `int` that fits 64 bits.
    Int(i64),
    /// Any other `int`.
    BigInt(&'a BigInt),
    /// A `float`.
    Float(f64),
    /// A `complex`: real and imaginary parts.
    Complex(f64, f64),
    /// A `str`.
    Str(&'a str),
    /// A `bytes`.
    Bytes(&'a [u8]),
    /// `NotImplemented`.
    NotImplemented,
}

/// The atom a value is, when it holds no other value.
#[inline]
pub(crate) fn atom_of(v: &Value) -> Option<Atom<'_>> {
    Some(match v {
        Value::None => Atom::None,
        Value::Bool(b) => Atom::Bool(*b),
        Value::Int(i) => Atom::Int(*i),
        Value::BigInt(b) => Atom::BigInt(b),
        Value::Float(f) => Atom::Float(*f),
        Value::Complex(c) => Atom::Complex(c.0, c.1),
        Value::Str(s) => Atom::Str(&s.s),
        Value::Bytes(b) => Atom::Bytes(b),
        Value::NotImplemented => Atom::NotImplemented,
        _ => return None,
    })
}

/// Makes the host's own objects straight from sandbox values (`Interpreter::build_globals`),
/// without a `HostValue` tree in between: the embedder's objects are made as the values are
/// walked. Only data is built this way (atoms, lists, tuples, dicts, sets, host objects,
/// slices); a global that holds anything else (a sandbox object, exported by reference) or
/// a cycle is left to `get_globals`. A container reached twice is built once and its object
/// cloned for the second place (`Obj` is a reference, as Python's objects are), so aliases
/// among the built globals are kept.
pub trait HostBuilder {
    /// The embedder's object type.
    type Obj: Clone;
    /// The embedder's error type (a failed build stops the conversion).
    type Error;
    /// Makes the object for a scalar.
    fn atom(&mut self, a: Atom<'_>) -> Result<Self::Obj, Self::Error>;
    /// Makes a list of already-made items.
    fn list(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, Self::Error>;
    /// `atoms`: every item was an `Atom` (the tuple can hold no cycle).
    fn tuple(&mut self, items: Vec<Self::Obj>, atoms: bool) -> Result<Self::Obj, Self::Error>;
    /// Makes a dict of already-made entries, in order.
    fn dict(&mut self, entries: Vec<(Self::Obj, Self::Obj)>) -> Result<Self::Obj, Self::Error>;
    /// A set or a frozenset (a frozenset arrives as a set, as `HostValue::Set` does).
    fn set(&mut self, items: Vec<Self::Obj>) -> Result<Self::Obj, Self::Error>;
    /// A host object, a slice, or the description of a value past the depth limit, as
    /// `to_host` converts them (sandbox objects are never built: see above).
    fn value(&mut self, v: HostValue) -> Result<Self::Obj, Self::Error>;
}

/// Why the build of a value stopped: the embedder's error, or a reason to convert it with
/// `get_globals` instead (a value that is not data, or a cycle).
pub enum BuildStop<E> {
    /// The builder failed with its own error.
    Host(E),
    /// The value is not plain data (or is a cycle): use `get_globals` for it.
    Fallback,
    /// A limit of the run (memory, time, operations) was reached while building: the error
    /// the program would have met.
    Limit(RunError),
}

/// What `Interpreter::build_globals` made of one global.
pub enum GlobalBuilt<O> {
    /// The builder's object for the global.
    Built(O),
    /// No such global.
    Unset,
    /// To be converted with `get_globals` (see `HostBuilder`).
    Fallback,
    /// Not built: building it would pass a limit of the run (the host objects a build makes
    /// count against the memory limit, and each value built is a step under the deadline).
    Refused(RunError),
}

/// The bookkeeping of a build: each shareable container met so far, by address, with its
/// object once built (`None` while its contents are being built: meeting it then is a cycle,
/// and a container whose build stopped stays `None`).
pub(crate) struct BuildState<O> {
    index: AddrMap,
    objects: Vec<Option<O>>,
    /// The bytes of what the build has made so far, counted as the `HostValue` copies the
    /// objects stand for (`copy_bytes`): the counting allocator never sees the embedder's
    /// objects, so the build charges them itself. Without it, `x = ['a' * 255] * 10**6` was
    /// 18 MB in the sandbox and 300 MB of Python strings in a state copy, under a 64 MiB limit.
    bytes: usize,
}

/// What a host container costs beyond its item slots: CPython's list is 56 bytes and a
/// garbage-collector header of 16, a tuple 40 and 16; `[[i] for i in range(300_000)]` is 36 MB
/// of Python objects that the slots alone count as 10.
const BUILT_CONTAINER_BYTES: usize = 64;

/// How often (in bytes built) a build checks its total against the memory limit.
const BUILD_CHECK_BYTES: usize = 256 << 10;

/// Charges `copies` more bytes to a build: a step per value and per KiB (so the deadline
/// holds), and the build's total against the memory limit, with what the program holds,
/// each time it grows past another `BUILD_CHECK_BYTES`.
fn charge_build<O>(interp: &mut Interp, built: &mut BuildState<O>, copies: usize) -> R<()> {
    let before = built.bytes / BUILD_CHECK_BYTES;
    built.bytes = built.bytes.saturating_add(copies);
    interp.budget.steps(1 + (copies >> 10) as u64)?;
    if built.bytes / BUILD_CHECK_BYTES != before {
        interp.check_alloc(built.bytes)?;
    }
    Ok(())
}

/// Builds the values of `values` (the caller's copies of globals) with `b`; an error of the
/// embedder's ends the whole build.
pub(crate) fn build_shared<B: HostBuilder>(
    interp: &mut Interp,
    values: &[Option<Value>],
    b: &mut B,
) -> Result<Vec<GlobalBuilt<B::Obj>>, B::Error> {
    let mut state = BuildState { index: AddrMap::default(), objects: Vec::new(), bytes: 0 };
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(match v {
            Some(v) => match build_in(interp, v, 0, 1, &mut state, b) {
                Ok(o) => GlobalBuilt::Built(o),
                Err(BuildStop::Fallback) => GlobalBuilt::Fallback,
                Err(BuildStop::Limit(e)) => GlobalBuilt::Refused(e),
                Err(BuildStop::Host(e)) => return Err(e),
            },
            None => GlobalBuilt::Unset,
        });
    }
    Ok(out)
}

/// `to_host_in` for a builder: the same depth limit, the same sharing rule (`shareable`, with
/// `held` references the walk holds itself), the same conversions.
pub(crate) fn build_in<B: HostBuilder>(
    interp: &mut Interp,
    v: &Value,
    depth: usize,
    held: usize,
    built: &mut BuildState<B::Obj>,
    b: &mut B,
) -> Result<B::Obj, BuildStop<B::Error>> {
    if depth > MAX_HOST_DEPTH {
        return b
            .value(HostValue::Opaque { type_name: interp.type_name(v).into(), repr: "...".into() })
            .map_err(BuildStop::Host);
    }
    if let Some(a) = atom_of(v) {
        // A string or bytes global on its own (items of containers are charged with their
        // container, by `copy_bytes`).
        if depth == 0 {
            if let Err(e) = charge_build(interp, built, copy_bytes(v, false)) {
                return Err(BuildStop::Limit(interp.to_run_error(e)));
            }
        }
        return build_atom(v, a, built, b).map_err(BuildStop::Host);
    }
    let Some(key) = shareable(v, held) else { return build_content(interp, v, depth, built, b) };
    if let Some(&i) = built.index.get(&key) {
        return built.objects[i as usize].clone().ok_or(BuildStop::Fallback);
    }
    let i = built.objects.len();
    built.index.insert(key, i as u32);
    built.objects.push(None);
    let o = build_content(interp, v, depth, built, b)?;
    built.objects[i] = Some(o.clone());
    Ok(o)
}

/// Strings from this length up that the program references more than once are built once
/// and shared, as CPython shares them: `[s] * 100` of a 30 MiB string is one host string, not
/// 3 GB of copies (which the host could not allocate: pyo3 then panicked on a null object).
const SHARED_STR_BYTES: usize = 256;

/// Builds an atom (`a`, the atom of `v`), sharing the object of a big string met before.
pub(crate) fn build_atom<B: HostBuilder>(
    v: &Value,
    a: Atom<'_>,
    built: &mut BuildState<B::Obj>,
    b: &mut B,
) -> Result<B::Obj, B::Error> {
    let Value::Str(s) = v else { return b.atom(a) };
    if s.s.len() < SHARED_STR_BYTES || Rc::strong_count(s) < 2 {
        return b.atom(a);
    }
    let key = Rc::as_ptr(s) as *const u8 as usize;
    if let Some(o) = built.index.get(&key).and_then(|&i| built.objects[i as usize].clone()) {
        return Ok(o);
    }
    let o = b.atom(a)?;
    // Charged once, here (`copy_bytes` leaves shared big strings out); the next check of
    // the build's total (`charge_build`) counts it.
    built.bytes = built.bytes.saturating_add(s.s.len());
    built.index.insert(key, built.objects.len() as u32);
    built.objects.push(Some(o.clone()));
    Ok(o)
}

/// The atoms of a container at `depth` built in one pass under its borrow; None when any
/// item is not an atom, or when the items are past the depth limit.
pub(crate) fn build_atoms<'a, B: HostBuilder>(
    items: impl Iterator<Item = &'a Value>,
    len: usize,
    depth: usize,
    built: &mut BuildState<B::Obj>,
    b: &mut B,
) -> Option<Result<Vec<B::Obj>, B::Error>> {
    if depth >= MAX_HOST_DEPTH {
        return None;
    }
    let mut out = Vec::with_capacity(len);
    for x in items {
        match build_atom(x, atom_of(x)?, built, b) {
            Ok(o) => out.push(o),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(out))
}

/// `to_host_content` for a builder (containers; atoms are built by `build_in`).
pub(crate) fn build_content<B: HostBuilder>(
    interp: &mut Interp,
    v: &Value,
    depth: usize,
    built: &mut BuildState<B::Obj>,
    b: &mut B,
) -> Result<B::Obj, BuildStop<B::Error>> {
    let host = |r: Result<B::Obj, B::Error>| r.map_err(BuildStop::Host);
    // This level's copies, as `to_host_content` charges them: the item slots and the text of
    // string and bytes items (a big string referenced more than once is built once, and
    // charged once by `build_atom`).
    if let Err(e) = charge_build(interp, built, copy_bytes(v, true) + BUILT_CONTAINER_BYTES) {
        return Err(BuildStop::Limit(interp.to_run_error(e)));
    }
    match v {
        Value::List(l) => {
            let atoms = build_atoms(l.borrow().iter(), l.borrow().len(), depth, built, b);
            if let Some(items) = atoms {
                let items = items.map_err(BuildStop::Host)?;
                return host(b.list(items));
            }
            let items = l.borrow().clone();
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(build_in(interp, x, depth + 1, 1, built, b)?);
            }
            host(b.list(out))
        }
        Value::Tuple(t) => {
            if let Some(items) = build_atoms(t.iter(), t.len(), depth, built, b) {
                let items = items.map_err(BuildStop::Host)?;
                return host(b.tuple(items, true));
            }
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                out.push(build_in(interp, x, depth + 1, 0, built, b)?);
            }
            host(b.tuple(out, false))
        }
        Value::Dict(d) => {
            let entries: Vec<(Value, Value)> =
                d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
            let mut out = Vec::with_capacity(entries.len());
            for (k, x) in &entries {
                let k = build_in(interp, k, depth + 1, 1, built, b)?;
                out.push((k, build_in(interp, x, depth + 1, 1, built, b)?));
            }
            host(b.dict(out))
        }
        Value::Set(d) => {
            let keys: Vec<Value> = d.borrow().keys().cloned().collect();
            let mut out = Vec::with_capacity(keys.len());
            for k in &keys {
                out.push(build_in(interp, k, depth + 1, 1, built, b)?);
            }
            host(b.set(out))
        }
        Value::FrozenSet(d) => {
            let keys: Vec<Value> = d.keys().cloned().collect();
            let mut out = Vec::with_capacity(keys.len());
            for k in &keys {
                out.push(build_in(interp, k, depth + 1, 1, built, b)?);
            }
            host(b.set(out))
        }
        // Host objects and slices convert without running code or exporting anything.
        Value::Host(_) | Value::Slice(_) => match to_host_content(interp, v, depth, None) {
            Ok(h) => host(b.value(h)),
            Err(_) => Err(BuildStop::Fallback),
        },
        // Sandbox objects are exported by reference, and the embedder may need the
        // interpreter to wrap them (which it cannot while building): `get_globals` does it.
        _ => Err(BuildStop::Fallback),
    }
}

/// How deep a conversion for the host goes before describing what is below instead.
const MAX_HOST_DEPTH: usize = 100;

pub(crate) fn to_host_in(
    interp: &mut Interp,
    v: &Value,
    depth: usize,
    share: Option<&mut Sharing>,
    held: usize,
) -> R<HostValue> {
    if depth > MAX_HOST_DEPTH {
        return Ok(HostValue::Opaque { type_name: interp.type_name(v).into(), repr: "...".into() });
    }
    let Some(sh) = share else { return to_host_content(interp, v, depth, None) };
    if let Some(key) = shareable(v, held) {
        let i = sh.shared.len() as u32;
        match sh.index.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => {
                return Ok(HostValue::Shared(*e.get()))
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
        }
        // The index is taken before the contents are converted, so a cycle back to this
        // container finds it.
        sh.shared.push(HostValue::None);
        let content = to_host_content(interp, v, depth, Some(&mut *sh))?;
        sh.shared[i as usize] = content;
        return Ok(HostValue::Shared(i));
    }
    to_host_content(interp, v, depth, Some(sh))
}

/// The items of a container converted into a vector allocated once (collecting `R`s
/// cannot know the length, and growing by doubling copied a big list's conversion ~twice).
pub(crate) fn convert_all(
    interp: &mut Interp,
    items: &[Value],
    held: usize,
    item: &mut impl FnMut(&mut Interp, &Value, usize) -> R<HostValue>,
) -> R<Vec<HostValue>> {
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(item(interp, x, held)?);
    }
    Ok(out)
}

/// The conversion of a value that holds no other value (a number, a string, bytes), which
/// runs no program code and has nothing to share; None for every other value.
#[inline]
pub(crate) fn scalar_to_host(v: &Value) -> Option<HostValue> {
    atom_of(v).map(HostValue::from)
}

/// The items of a sequence at `depth` that holds only scalars (see `scalar_to_host`),
/// converted in one pass under the borrow (converting them runs no code); None when any item
/// is not a scalar, or when the items are past the depth limit, for the general path.
/// With `sharing` (a conversion with a table), a big string referenced more than once also
/// sends the items to the general path, which converts it once into the table.
pub(crate) fn scalars_to_host<'a>(
    items: impl Iterator<Item = &'a Value>,
    len: usize,
    depth: usize,
    sharing: bool,
) -> Option<Vec<HostValue>> {
    if depth >= MAX_HOST_DEPTH {
        return None;
    }
    let mut out = Vec::with_capacity(len);
    for x in items {
        if sharing && shared_big_str(x) {
            return None;
        }
        out.push(scalar_to_host(x)?);
    }
    Some(out)
}

/// A string converted once into the table of a shared conversion (see `shareable`), whatever
/// references the walk itself holds.
pub(crate) fn shared_big_str(v: &Value) -> bool {
    matches!(v, Value::Str(s) if s.s.len() >= SHARED_STR_BYTES && Rc::strong_count(s) > 1)
}

/// The bytes a conversion of `v` copies at its own level: its text or bytes, or those of its
/// string and bytes items, with a container's item slots.
/// With `sharing`, the items that are big strings referenced more than once are converted
/// once into the table (and charged there), not here.
pub(crate) fn copy_bytes(v: &Value, sharing: bool) -> usize {
    let atom = |x: &Value| match x {
        Value::Str(_) if sharing && shared_big_str(x) && !std::ptr::eq(x, v) => 0,
        Value::Str(s) => s.s.len(),
        Value::Bytes(b) => b.len(),
        _ => 0,
    };
    let slots = std::mem::size_of::<HostValue>();
    match v {
        Value::Str(_) | Value::Bytes(_) => atom(v),
        Value::List(l) => l
            .try_borrow()
            .map(|l| l.iter().map(atom).fold(l.len() * slots, usize::saturating_add))
            .unwrap_or(0),
        Value::Tuple(t) => t.iter().map(atom).fold(t.len() * slots, usize::saturating_add),
        Value::Dict(d) => d
            .try_borrow()
            .map(|d| {
                d.iter()
                    .map(|e| atom(&e.key) + atom(&e.value))
                    .fold(d.len() * 2 * slots, usize::saturating_add)
            })
            .unwrap_or(0),
        Value::Set(d) => d
            .try_borrow()
            .map(|d| d.keys().map(atom).fold(d.len() * slots, usize::saturating_add))
            .unwrap_or(0),
        Value::FrozenSet(d) => d.keys().map(atom).fold(d.len() * slots, usize::saturating_add),
        _ => 0,
    }
}

/// One value's conversion, its items through `to_host_in`.
pub(crate) fn to_host_content(
    interp: &mut Interp,
    v: &Value,
    depth: usize,
    mut share: Option<&mut Sharing>,
) -> R<HostValue> {
    // The copies this level makes (strings and bytes are copied for the host each time they
    // are met) are charged to the memory limit, and checked against what the OS will map,
    // before they are made: `[s] * 100` of a 30 MiB string is 3 GB of host strings, and an
    // allocation the OS refuses aborts the process. Copies made earlier in the conversion are
    // live, so the counting allocator already charges them.
    let sharing = share.is_some();
    let copies = copy_bytes(v, sharing);
    if copies >= crate::limits::BULK_CHECK_BYTES {
        interp.check_alloc(copies)?;
    }
    // Small copies add up too: a list of 400 references to one list of 400 lists of 400 ints
    // is 1,200 small lists in the sandbox and 64 million items converted without sharing
    // (3 GB and 25 s under a 64 MiB limit and a 2 s timeout). Each value converted is a step,
    // and so is each KiB it copies: the clock and the total held (the conversion's copies so
    // far included) are read every `CLOCK_CHECK_INTERVAL` of them (at most about 1 MiB apart).
    interp.budget.steps(1 + (copies >> 10) as u64)?;
    if let Some(h) = scalar_to_host(v) {
        return Ok(h);
    }
    // `held`: whether the item comes from a snapshot this conversion took (which holds a
    // reference to it) or straight from the container.
    let mut item = |interp: &mut Interp, x: &Value, held: usize| {
        to_host_in(interp, x, depth + 1, share.as_deref_mut(), held)
    };
    Ok(match v {
        Value::List(l) => {
            if let Some(out) = scalars_to_host(l.borrow().iter(), l.borrow().len(), depth, sharing)
            {
                return Ok(HostValue::List(out));
            }
            let items = l.borrow().clone();
            HostValue::List(convert_all(interp, &items, 1, &mut item)?)
        }
        Value::Tuple(t) => match scalars_to_host(t.iter(), t.len(), depth, sharing) {
            Some(out) => HostValue::Tuple(out),
            None => HostValue::Tuple(convert_all(interp, t, 0, &mut item)?),
        },
        Value::Dict(d) => {
            if depth < MAX_HOST_DEPTH {
                // Scalar keys and values: one pass under the borrow, as for lists.
                let d = d.borrow();
                let mut out = Vec::with_capacity(d.len());
                for e in d.iter() {
                    if sharing && (shared_big_str(&e.key) || shared_big_str(&e.value)) {
                        break;
                    }
                    match (scalar_to_host(&e.key), scalar_to_host(&e.value)) {
                        (Some(k), Some(v)) => out.push((k, v)),
                        _ => break,
                    }
                }
                if out.len() == d.len() {
                    return Ok(HostValue::Dict(out));
                }
            }
            let entries: Vec<(Value, Value)> =
                d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
            let mut out = Vec::with_capacity(entries.len());
            for (k, v) in &entries {
                out.push((item(interp, k, 1)?, item(interp, v, 1)?));
            }
            HostValue::Dict(out)
        }
        Value::Set(d) => {
            if let Some(out) = scalars_to_host(d.borrow().keys(), d.borrow().len(), depth, sharing)
            {
                return Ok(HostValue::Set(out));
            }
            let keys: Vec<Value> = d.borrow().keys().cloned().collect();
            HostValue::Set(convert_all(interp, &keys, 1, &mut item)?)
        }
        Value::FrozenSet(d) => {
            if let Some(out) = scalars_to_host(d.keys(), d.len(), depth, sharing) {
                return Ok(HostValue::Set(out));
            }
            let keys: Vec<Value> = d.keys().cloned().collect();
            HostValue::Set(convert_all(interp, &keys, 1, &mut item)?)
        }
        Value::Slice(s) => HostValue::Slice(
            Box::new(item(interp, &s.start, 0)?),
            Box::new(item(interp, &s.stop, 0)?),
            Box::new(item(interp, &s.step, 0)?),
        ),
        Value::Host(h) => HostValue::Object(h.obj.clone()),
        other => HostValue::Sandbox(Box::new(interp.export(other)?)),
    })
}

pub(crate) fn from_host(interp: &mut Interp, v: HostValue) -> R<Value> {
    // A host value nested deeper than the stack allows is refused, not overflowed on.
    interp.check_stack("maximum recursion depth exceeded while converting a host value")?;
    Ok(match v {
        HostValue::None => Value::None,
        HostValue::Bool(b) => Value::Bool(b),
        HostValue::Int(i) => Value::Int(i),
        HostValue::BigInt(b) => Value::from_bigint(b),
        HostValue::Float(f) => Value::Float(f),
        HostValue::Complex(r, i) => Value::Complex(Rc::new((r, i))),
        HostValue::Str(s) => Value::string(s),
        HostValue::Bytes(b) => Value::Bytes(Rc::new(b)),
        HostValue::List(items) => {
            Value::list(items.into_iter().map(|x| from_host(interp, x)).collect::<R<_>>()?)
        }
        HostValue::Tuple(items) => {
            Value::tuple(items.into_iter().map(|x| from_host(interp, x)).collect::<R<_>>()?)
        }
        HostValue::Dict(entries) => {
            let d = Rc::new(RefCell::new(Dict::new()));
            for (k, v) in entries {
                let k = from_host(interp, k)?;
                let v = from_host(interp, v)?;
                interp.dict_set(&d, k, v)?;
            }
            Value::Dict(d)
        }
        HostValue::Set(items) => {
            let mut d = Dict::new_set();
            for x in items {
                let x = from_host(interp, x)?;
                interp.set_add(&mut d, x)?;
            }
            Value::Set(Rc::new(RefCell::new(d)))
        }
        HostValue::Slice(a, b, c) => {
            let (start, stop, step) =
                (from_host(interp, *a)?, from_host(interp, *b)?, from_host(interp, *c)?);
            Value::Slice(Rc::new(crate::value::SliceObj { start, stop, step }))
        }
        HostValue::Object(obj) => Value::Host(Rc::new(HostHandle { obj })),
        HostValue::Sandbox(s) => interp.exported(&s)?,
        HostValue::NotImplemented => Value::NotImplemented,
        HostValue::Opaque { repr, .. } => Value::string(String::from(repr)),
        HostValue::Shared(_) => {
            return Err(Error::new(
                ExcType::ValueError,
                "a shared reference of a converted object graph was given outside its graph",
            ))
        }
    })
}

/// Whether `iter(v)` can succeed, without calling anything.
pub(crate) fn is_iterable(v: &Value) -> bool {
    match v {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::FrozenSet(_)
        | Value::Range(_)
        | Value::DictView(_)
        | Value::Iterator(_)
        | Value::Generator(_) => true,
        Value::Instance(i) => {
            i.class.lookup("__iter__").is_some()
                || i.class.lookup("__getitem__").is_some()
                || i.builtin_base.borrow().as_ref().map(is_iterable).unwrap_or(false)
        }
        Value::Class(c) => c.meta_lookup("__iter__").is_some(),
        Value::Host(_) => true,
        _ => false,
    }
}

/// Converts call arguments for the host.
pub(crate) fn args_to_host(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<(Vec<HostValue>, Vec<(String, HostValue)>)> {
    let hargs: Vec<HostValue> =
        args.iter().map(|a| to_host_checked(interp, a)).collect::<R<_>>()?;
    let mut hkw: Vec<(String, HostValue)> = Vec::with_capacity(kw.len());
    for (k, v) in kw.iter() {
        hkw.push((k.to_string(), to_host_checked(interp, v)?));
    }
    Ok((hargs, hkw))
}

pub(crate) fn args_from_host(
    interp: &mut Interp,
    args: Vec<HostValue>,
    kwargs: Vec<(String, HostValue)>,
) -> R<(Vec<Value>, Kwargs)> {
    let args: Vec<Value> = args.into_iter().map(|a| from_host(interp, a)).collect::<R<_>>()?;
    let mut kw: Kwargs = Vec::with_capacity(kwargs.len());
    for (k, v) in kwargs {
        kw.push((Rc::from(k.as_str()), from_host(interp, v)?));
    }
    Ok((args, kw))
}
