//! `match` statements: literal, capture, wildcard, value, sequence (with star), mapping
//! (with `**rest`), class (positional via `__match_args__` and keyword), `|`, `as`, guards.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ast::{Expr, MatchCase, Pattern};
use crate::dict::Dict;
use crate::error::{type_error, R};
use crate::eval::{Flow, Frame};
use crate::interp::Interp;
use crate::value::{TypeKind, Value};

impl Interp {
    pub fn exec_match(&mut self, f: &mut Frame, subject: &Expr, cases: &[MatchCase]) -> R<Flow> {
        let v = self.eval(f, subject)?;
        for case in cases {
            if self.match_pattern(f, &case.pattern, &v)? {
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

    fn match_pattern(&mut self, f: &mut Frame, p: &Pattern, v: &Value) -> R<bool> {
        match p {
            Pattern::Value(e) => {
                let want = self.eval(f, e)?;
                self.eq(v, &want)
            }
            Pattern::Singleton(lit) => Ok(v.is(&crate::lower::literal_value(lit))),
            Pattern::As { pattern, name } => {
                if let Some(p) = pattern {
                    if !self.match_pattern(f, p, v)? {
                        return Ok(false);
                    }
                }
                if let Some(n) = name {
                    self.store_name(f, n, v.clone())?;
                }
                Ok(true)
            }
            Pattern::Or(ps) => {
                for p in ps {
                    if self.match_pattern(f, p, v)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Pattern::Star(_) => Ok(true),
            Pattern::Sequence(ps) => {
                let items: Vec<Value> = match v {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => (**t).clone(),
                    Value::Range(_) => self.iterate(v)?,
                    Value::Instance(i) => match i.builtin_base.borrow().clone() {
                        Some(b @ (Value::List(_) | Value::Tuple(_))) => self.iterate(&b)?,
                        _ => return Ok(false),
                    },
                    _ => return Ok(false),
                };
                let star = ps.iter().position(|p| matches!(p, Pattern::Star(_)));
                match star {
                    None => {
                        if items.len() != ps.len() {
                            return Ok(false);
                        }
                        for (p, item) in ps.iter().zip(items.iter()) {
                            if !self.match_pattern(f, p, item)? {
                                return Ok(false);
                            }
                        }
                        Ok(true)
                    }
                    Some(si) => {
                        let after = ps.len() - si - 1;
                        if items.len() < si + after {
                            return Ok(false);
                        }
                        for (p, item) in ps[..si].iter().zip(items.iter()) {
                            if !self.match_pattern(f, p, item)? {
                                return Ok(false);
                            }
                        }
                        let tail_start = items.len() - after;
                        for (p, item) in ps[si + 1..].iter().zip(items[tail_start..].iter()) {
                            if !self.match_pattern(f, p, item)? {
                                return Ok(false);
                            }
                        }
                        if let Pattern::Star(Some(n)) = &ps[si] {
                            self.store_name(f, n, Value::list(items[si..tail_start].to_vec()))?;
                        }
                        Ok(true)
                    }
                }
            }
            Pattern::Mapping { keys, patterns, rest } => {
                let d = match v {
                    Value::Dict(d) => d.clone(),
                    Value::Instance(i) => match i.builtin_base.borrow().clone() {
                        Some(Value::Dict(ref d)) => d.clone(),
                        _ => return Ok(false),
                    },
                    _ => return Ok(false),
                };
                let mut used = Vec::new();
                for (k, p) in keys.iter().zip(patterns.iter()) {
                    let key = self.eval(f, k)?;
                    let found = self.dict_get(&d, &key)?;
                    match found {
                        Some(val) => {
                            if !self.match_pattern(f, p, &val)? {
                                return Ok(false);
                            }
                            used.push(key);
                        }
                        None => return Ok(false),
                    }
                }
                if let Some(r) = rest {
                    let rest_dict = Rc::new(RefCell::new(Dict::new()));
                    let entries: Vec<(Value, Value)> =
                        d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                    'outer: for (k, val) in entries {
                        for u in &used {
                            if self.eq(&k, u)? {
                                continue 'outer;
                            }
                        }
                        self.dict_set(&rest_dict, k, val)?;
                    }
                    self.store_name(f, r, Value::Dict(rest_dict))?;
                }
                Ok(true)
            }
            Pattern::Class { cls, patterns, kwd_attrs, kwd_patterns } => {
                let c = match self.eval(f, cls)? {
                    Value::Class(ref c) => c.clone(),
                    other => {
                        return Err(type_error(format!(
                            "called match pattern must be a class, not {}",
                            self.type_name(&other)
                        )));
                    }
                };
                if !self.isinstance(v, &c) {
                    return Ok(false);
                }
                if !patterns.is_empty() {
                    let self_matching = c.is_builtin
                        && matches!(
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
                    if self_matching {
                        if patterns.len() > 1 {
                            return Err(type_error(format!(
                                "{}() accepts 1 positional sub-pattern ({} given)",
                                c.name,
                                patterns.len()
                            )));
                        }
                        if !self.match_pattern(f, &patterns[0], v)? {
                            return Ok(false);
                        }
                    } else {
                        let match_args = match c.lookup("__match_args__") {
                            Some(Value::Tuple(ref t)) => (**t).clone(),
                            Some(Value::List(ref l)) => l.borrow().clone(),
                            Some(_) => {
                                return Err(type_error(format!(
                                    "{}.__match_args__ must be a tuple",
                                    c.name
                                )))
                            }
                            None => vec![],
                        };
                        if patterns.len() > match_args.len() {
                            return Err(type_error(format!(
                                "{}() accepts {} positional sub-pattern{} ({} given)",
                                c.name,
                                match_args.len(),
                                if match_args.len() == 1 { "" } else { "s" },
                                patterns.len()
                            )));
                        }
                        for (p, name) in patterns.iter().zip(match_args.iter()) {
                            let name = match name {
                                Value::Str(s) => s.s.clone(),
                                _ => {
                                    return Err(type_error(
                                        "__match_args__ elements must be strings",
                                    ))
                                }
                            };
                            if !self.match_attr(f, v, &name, p)? {
                                return Ok(false);
                            }
                        }
                    }
                }
                for (name, p) in kwd_attrs.iter().zip(kwd_patterns.iter()) {
                    if !self.match_attr(f, v, name, p)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    }

    fn match_attr(&mut self, f: &mut Frame, v: &Value, name: &str, p: &Pattern) -> R<bool> {
        match self.getattr(v, &Rc::from(name)) {
            Ok(a) => self.match_pattern(f, p, &a),
            Err(e) if e.builtin_type() == Some(crate::error::ExcType::AttributeError) => Ok(false),
            Err(e) => Err(e),
        }
    }
}
