//! `match` statements: literal, capture, wildcard, value, sequence (with star), mapping
//! (with `**rest`), class (positional via `__match_args__` and keyword), `|`, `as`, guards.
//!
//! Each pattern reads its subject as the bytecode CPython 3.11 compiles it to does
//! (`MATCH_SEQUENCE`, `GET_LEN`, `MATCH_KEYS`, `MATCH_CLASS`, ...), so a subject's own
//! `__len__`, `__getitem__`, `__iter__`, `get` and attributes are called in CPython's order,
//! and the names a pattern captures are bound only once the whole pattern matched (a pattern
//! that fails half-way binds nothing), before its guard runs.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{Expr, MatchCase, Name, Pattern};
use crate::dict::Dict;
use crate::error::{type_error, value_error, ExcType, R};
use crate::eval::class::Collection;
use crate::eval::{Flow, Frame};
use crate::interp::Interp;
use crate::value::{Class, TypeKind, Value};

/// The names a pattern captured so far, with their values, stored once it matched.
type Binds<'p> = Vec<(&'p Name, Value)>;

/// `_` (a capture pattern without a name): matches anything, reads nothing.
fn is_wildcard(p: &Pattern) -> bool {
    matches!(p, Pattern::As { pattern: None, name: None })
}

impl Interp {
    pub fn exec_match(&mut self, f: &mut Frame, subject: &Expr, cases: &[MatchCase]) -> R<Flow> {
        let v = self.eval(f, subject)?;
        let mut binds = Binds::new();
        for case in cases {
            binds.clear();
            if self.match_pattern(f, &case.pattern, &v, &mut binds)? {
                for (name, value) in binds.drain(..) {
                    self.store_name(f, name, value)?;
                }
                if let Some(g) = &case.guard {
                    let t = self.eval(f, g)?;
                    if !self.truthy(&t)? {
                        continue;
                    }
                }
                return self.exec_block(f, &case.body);
            }
        }
        Ok(Flow::Normal)
    }

    /// Whether sequence or mapping patterns accept `v` (CPython's `MATCH_SEQUENCE` and
    /// `MATCH_MAPPING`, which read the flags of the subject's type).
    fn collection_of(&self, v: &Value) -> Collection {
        match v {
            Value::List(_) | Value::Tuple(_) | Value::Range(_) => Collection::Sequence,
            Value::Dict(_) => Collection::Mapping,
            Value::Instance(i) => i.class.collection(),
            // Host objects are not the program's classes: no pattern reads them as
            // collections (their type flags are the host's).
            Value::Host(_) => Collection::Unset,
            _ => self.type_of(v).collection(),
        }
    }

    fn match_pattern<'p>(
        &mut self,
        f: &mut Frame,
        p: &'p Pattern,
        v: &Value,
        binds: &mut Binds<'p>,
    ) -> R<bool> {
        match p {
            Pattern::Value(e) => {
                let want = self.eval(f, e)?;
                self.eq(v, &want)
            }
            Pattern::Singleton(lit) => Ok(v.is(&crate::lower::literal_value(lit))),
            Pattern::As { pattern, name } => {
                if let Some(p) = pattern {
                    if !self.match_pattern(f, p, v, binds)? {
                        return Ok(false);
                    }
                }
                if let Some(n) = name {
                    binds.push((n, v.clone()));
                }
                Ok(true)
            }
            Pattern::Or(ps) => {
                let start = binds.len();
                for p in ps {
                    if self.match_pattern(f, p, v, binds)? {
                        return Ok(true);
                    }
                    // A failed alternative's captures are dropped with it.
                    binds.truncate(start);
                }
                Ok(false)
            }
            // A star only occurs inside a sequence pattern, which handles it.
            Pattern::Star(_) => Ok(true),
            Pattern::Sequence(ps) => self.match_sequence(f, ps, v, binds),
            Pattern::Mapping { keys, patterns, rest } => {
                self.match_mapping(f, keys, patterns, rest.as_ref(), v, binds)
            }
            Pattern::Class { cls, patterns, kwd_attrs, kwd_patterns } => {
                let cls_value = self.eval(f, cls)?;
                let Value::Class(c) = &cls_value else {
                    return Err(type_error("called match pattern must be a type"));
                };
                // `isinstance`, with the metaclass's `__instancecheck__`.
                if !crate::builtins::class_info_check(self, v, &cls_value, "isinstance")? {
                    return Ok(false);
                }
                let Some(attrs) = self.match_class_attrs(c, v, patterns.len(), kwd_attrs)? else {
                    return Ok(false);
                };
                for (p, attr) in patterns.iter().chain(kwd_patterns.iter()).zip(attrs.iter()) {
                    if !self.match_pattern(f, p, attr, binds)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    }

    /// A sequence pattern: `len()` compared first (equal, or at least the other items with a
    /// star, when there are any); then nothing more when every item is a wildcard; the items by non-negative
    /// index when the star is `*_`; else the subject unpacked as an assignment would.
    fn match_sequence<'p>(
        &mut self,
        f: &mut Frame,
        ps: &'p [Pattern],
        v: &Value,
        binds: &mut Binds<'p>,
    ) -> R<bool> {
        if self.collection_of(v) != Collection::Sequence {
            return Ok(false);
        }
        let size = ps.len();
        let star = ps.iter().position(|p| matches!(p, Pattern::Star(_)));
        // A lone star (`[*_]`, `[*rest]`) asks no length.
        match star {
            None if self.len(v)? != size => return Ok(false),
            Some(_) if size > 1 && self.len(v)? < size - 1 => return Ok(false),
            _ => {}
        }
        if ps.iter().all(|p| is_wildcard(p) || matches!(p, Pattern::Star(None))) {
            return Ok(true);
        }
        if let Some(si) = star.filter(|&si| matches!(ps[si], Pattern::Star(None))) {
            for (i, p) in ps.iter().enumerate() {
                if i == si || is_wildcard(p) {
                    continue;
                }
                let index = if i < si {
                    i as i64
                } else {
                    // The subject may not support negative indexes: CPython computes the index
                    // from a fresh `len()`.
                    self.len(v)? as i64 - (size - i) as i64
                };
                let item = self.getitem(v, &Value::Int(index))?;
                if !self.match_pattern(f, p, &item, binds)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        let items = match star {
            None => self.unpack_exact(v, size)?,
            Some(si) => {
                let items = self.iterate(v)?;
                let after = size - si - 1;
                if items.len() < si + after {
                    return Err(value_error(format!(
                        "not enough values to unpack (expected at least {}, got {})",
                        si + after,
                        items.len()
                    )));
                }
                items
            }
        };
        // Where the items after the star start (unused without a star).
        let tail_start = match star {
            Some(si) => items.len() - (size - si - 1),
            None => size,
        };
        for (i, p) in ps.iter().enumerate() {
            let ok = match star {
                Some(si) if i == si => {
                    if let Pattern::Star(Some(n)) = p {
                        binds.push((n, Value::list(items[si..tail_start].to_vec())));
                    }
                    true
                }
                Some(si) if i > si => {
                    let item = &items[tail_start + (i - si - 1)];
                    self.match_pattern(f, p, item, binds)?
                }
                _ => self.match_pattern(f, p, &items[i], binds)?,
            };
            if !ok {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `UNPACK_SEQUENCE size`: exactly `size` items, reading at most one more (an endless
    /// iterator is not drained), with CPython's messages.
    fn unpack_exact(&mut self, v: &Value, size: usize) -> R<Vec<Value>> {
        match v {
            Value::List(l) if l.borrow().len() == size => return Ok(l.borrow().clone()),
            Value::Tuple(t) if t.len() == size => return Ok((**t).clone()),
            _ => {}
        }
        let it = self.get_iter(v)?;
        let mut items = Vec::with_capacity(size);
        while items.len() < size {
            match self.next(&it)? {
                Some(x) => items.push(x),
                None => {
                    return Err(value_error(format!(
                        "not enough values to unpack (expected {size}, got {})",
                        items.len()
                    )))
                }
            }
        }
        if self.next(&it)?.is_some() {
            return Err(value_error(format!("too many values to unpack (expected {size})")));
        }
        Ok(items)
    }

    /// A mapping pattern: `len()` at least the number of keys, then each key in order read
    /// with the subject's `get(key, <sentinel>)` (a key given twice is a ValueError), then the
    /// sub-patterns, then `**rest`: a dict updated from the subject without the keys.
    fn match_mapping<'p>(
        &mut self,
        f: &mut Frame,
        keys: &[Expr],
        patterns: &'p [Pattern],
        rest: Option<&'p Name>,
        v: &Value,
        binds: &mut Binds<'p>,
    ) -> R<bool> {
        if self.collection_of(v) != Collection::Mapping {
            return Ok(false);
        }
        if keys.is_empty() && rest.is_none() {
            return Ok(true);
        }
        if !keys.is_empty() && self.len(v)? < keys.len() {
            return Ok(false);
        }
        let mut key_values = Vec::with_capacity(keys.len());
        for k in keys {
            key_values.push(self.eval(f, k)?);
        }
        let Some(values) = self.match_keys(v, &key_values)? else { return Ok(false) };
        for (p, value) in patterns.iter().zip(values.iter()) {
            if !self.match_pattern(f, p, value, binds)? {
                return Ok(false);
            }
        }
        if let Some(r) = rest {
            let rest_dict = Rc::new(RefCell::new(Dict::new()));
            self.dict_update_from_mapping(&rest_dict, v, false)?;
            let rest_value = Value::Dict(rest_dict);
            // CPython deletes the keys from the last to the first.
            for key in key_values.iter().rev() {
                self.delitem(&rest_value, key)?;
            }
            binds.push((r, rest_value));
        }
        Ok(true)
    }

    /// CPython's `match_keys`: the values of `keys` in the subject, None as soon as one is
    /// missing.
    fn match_keys(&mut self, v: &Value, keys: &[Value]) -> R<Option<Vec<Value>>> {
        if keys.is_empty() {
            return Ok(Some(Vec::new()));
        }
        // An exact dict's `get` is the builtin one: read it directly.
        let get = match v {
            Value::Dict(_) => None,
            _ => Some(self.getattr(v, &Rc::from("get"))?),
        };
        let sentinel = match get {
            Some(_) => {
                let object = self.types.get(TypeKind::Object);
                Some(self.instantiate(&object, Vec::new(), Vec::new())?)
            }
            None => None,
        };
        let mut seen = Dict::new();
        let mut values = Vec::with_capacity(keys.len());
        for key in keys {
            let before = seen.len();
            self.set_add(&mut seen, key.clone())?;
            if seen.len() == before {
                let shown = self.repr(key)?;
                return Err(value_error(format!("mapping pattern checks duplicate key ({shown})")));
            }
            let found = match (v, &get, &sentinel) {
                (Value::Dict(d), _, _) => self.dict_get(d, key)?,
                (_, Some(get), Some(sentinel)) => {
                    let value = self.call(get, vec![key.clone(), sentinel.clone()], Vec::new())?;
                    (!value.is(sentinel)).then_some(value)
                }
                _ => None,
            };
            match found {
                Some(value) => values.push(value),
                None => return Ok(None),
            }
        }
        Ok(Some(values))
    }

    /// CPython's `match_class` after its isinstance check: the attributes the positional
    /// sub-patterns name through `__match_args__` (or the subject itself, for the builtin
    /// types that match themselves), then the keyword ones, all read before any sub-pattern
    /// is matched; None when one is missing.
    fn match_class_attrs(
        &mut self,
        c: &Rc<Class>,
        v: &Value,
        nargs: usize,
        kwd_attrs: &[Rc<str>],
    ) -> R<Option<Vec<Value>>> {
        let mut seen: Vec<Rc<str>> = Vec::new();
        let mut attrs = Vec::with_capacity(nargs + kwd_attrs.len());
        if nargs > 0 {
            let class_value = Value::Class(c.clone());
            let (match_args, match_self) =
                match self.getattr_unchecked(&class_value, &Rc::from("__match_args__")) {
                    Ok(Value::Tuple(ref t)) => ((**t).clone(), false),
                    Ok(other) => {
                        return Err(type_error(format!(
                            "{}.__match_args__ must be a tuple (got {})",
                            c.display_name(),
                            self.type_name(&other)
                        )))
                    }
                    Err(e) if self.is_exc_of(&e, ExcType::AttributeError) => {
                        // The builtin types that match themselves positionally, and their
                        // subclasses, unless they define `__match_args__`.
                        let match_self = matches!(
                            c.kind,
                            TypeKind::Bool
                                | TypeKind::ByteArray
                                | TypeKind::Bytes
                                | TypeKind::Dict
                                | TypeKind::Float
                                | TypeKind::FrozenSet
                                | TypeKind::Int
                                | TypeKind::List
                                | TypeKind::Set
                                | TypeKind::Str
                                | TypeKind::Tuple
                        );
                        (Vec::new(), match_self)
                    }
                    Err(e) => return Err(e),
                };
            let allowed = if match_self { 1 } else { match_args.len() };
            if allowed < nargs {
                return Err(type_error(format!(
                    "{}() accepts {} positional sub-pattern{} ({} given)",
                    c.display_name(),
                    allowed,
                    if allowed == 1 { "" } else { "s" },
                    nargs
                )));
            }
            if match_self {
                attrs.push(v.clone());
            } else {
                for name in &match_args[..nargs] {
                    let name = match name {
                        Value::Str(s) => Rc::from(s.as_str()),
                        other => {
                            return Err(type_error(format!(
                                "__match_args__ elements must be strings (got {})",
                                self.type_name(other)
                            )))
                        }
                    };
                    match self.match_class_attr(c, v, name, &mut seen)? {
                        Some(a) => attrs.push(a),
                        None => return Ok(None),
                    }
                }
            }
        }
        for name in kwd_attrs {
            match self.match_class_attr(c, v, name.clone(), &mut seen)? {
                Some(a) => attrs.push(a),
                None => return Ok(None),
            }
        }
        Ok(Some(attrs))
    }

    /// One attribute of a class pattern's subject; None when it has none (an AttributeError).
    fn match_class_attr(
        &mut self,
        c: &Rc<Class>,
        v: &Value,
        name: Rc<str>,
        seen: &mut Vec<Rc<str>>,
    ) -> R<Option<Value>> {
        if seen.iter().any(|s| **s == *name) {
            let shown = self.repr(&Value::str(&name))?;
            return Err(type_error(format!(
                "{}() got multiple sub-patterns for attribute {shown}",
                c.display_name()
            )));
        }
        seen.push(name.clone());
        match self.getattr(v, &name) {
            Ok(a) => Ok(Some(a)),
            Err(e) if self.is_exc_of(&e, ExcType::AttributeError) => Ok(None),
            Err(e) => Err(e),
        }
    }
}
