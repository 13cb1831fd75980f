//! str.translate and str.maketrans.

use super::*;

/// What the translation table says about one char.
#[derive(Clone)]
enum Mapped {
    Keep,
    Delete,
    Char(char),
    Text(Rc<PyStr>),
}

fn int_like(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        Value::Instance(inst) => match &*inst.builtin_base.borrow() {
            Some(Value::Int(i)) => Some(*i),
            Some(Value::Bool(b)) => Some(*b as i64),
            _ => None,
        },
        _ => None,
    }
}

fn translate_lookup(interp: &mut Interp, table: &Value, c: char) -> R<Mapped> {
    const RANGE_MSG: &str = "character mapping must be in range(0x110000)";
    let v = match interp.getitem(table, &Value::Int(c as i64)) {
        Ok(v) => v,
        // A missing key (or index) means "leave the char alone".
        Err(e) if is_lookup_error(&e) => return Ok(Mapped::Keep),
        Err(e) => return Err(e),
    };
    if let Value::None = v {
        return Ok(Mapped::Delete);
    }
    if let Some(i) = int_like(&v) {
        if !(0..0x110000).contains(&i) {
            return Err(value_error(RANGE_MSG));
        }
        // A surrogate cannot live in a Rust string: say so rather than change the text.
        return match char::from_u32(i as u32) {
            Some(ch) => Ok(Mapped::Char(ch)),
            None => Err(value_error(format!(
                "character mapping U+{i:04X} is a lone surrogate, which ophis strings cannot hold"
            ))),
        };
    }
    if let Value::BigInt(_) = v {
        return Err(value_error(RANGE_MSG));
    }
    match as_pystr(&v) {
        Some(p) => Ok(Mapped::Text(p)),
        None => Err(type_error("character mapping must return integer, None or str")),
    }
}

pub(super) fn str_translate(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "translate")?;
    let [table] = bind_method(&Sig::one("str.translate"), args, kw)?;
    let table = req(table);
    // Each distinct char is looked up once, like CPython's cache for the ASCII range.
    let mut cache: HashMap<char, Mapped> = HashMap::new();
    let mut out = String::with_capacity(s.s.len());
    // The output size up to which growth has been charged; checks happen in 4 KiB steps so a
    // table that expands chars is refused before it builds much more than the limit.
    let mut charged = s.s.len();
    for c in s.s.chars() {
        let m = match cache.get(&c) {
            Some(m) => m.clone(),
            None => {
                let m = translate_lookup(interp, table, c)?;
                cache.insert(c, m.clone());
                m
            }
        };
        let want = out.len().saturating_add(match &m {
            Mapped::Text(t) => t.s.len(),
            _ => 4,
        });
        if want > charged {
            interp.check_alloc(want)?;
            charged = want.saturating_add(4096);
        }
        match m {
            Mapped::Keep => out.push(c),
            Mapped::Delete => {}
            Mapped::Char(ch) => out.push(ch),
            Mapped::Text(t) => out.push_str(&t.s),
        }
    }
    Ok(Value::string(out))
}

/// The hash the dict uses for an int key. `maketrans` builds its dict directly with
/// `Dict::insert_new`, so it must use the interpreter's own hash of ints, or lookups in the
/// table would miss. Keys copied from a dict argument keep the hash that dict stored.
fn int_key_hash(i: i64) -> u64 {
    crate::ops::hash_int(i) as u64
}

/// An insertion-ordered map from int keys to values, where a repeated key overwrites the value
/// but keeps the first key object (as `dict[key] = value` does).
struct TransTable {
    entries: Vec<(u64, Value, Value)>,
    index: HashMap<String, usize>,
}

impl TransTable {
    fn new() -> TransTable {
        TransTable { entries: Vec::new(), index: HashMap::new() }
    }
    fn set(&mut self, hash: u64, identity: String, key: Value, value: Value) {
        match self.index.get(&identity) {
            Some(&i) => self.entries[i].2 = value,
            None => {
                self.index.insert(identity, self.entries.len());
                self.entries.push((hash, key, value));
            }
        }
    }
    fn set_codepoint(&mut self, cp: i64, value: Value) {
        self.set(int_key_hash(cp), cp.to_string(), Value::Int(cp), value);
    }
    fn into_value(self) -> Value {
        let mut d = Dict::with_capacity(self.entries.len());
        for (h, k, v) in self.entries {
            d.insert_new(h, k, v);
        }
        Value::dict(d)
    }
}

/// `str.maketrans(x[, y[, z]])` given its arguments without a receiver.
pub(crate) fn str_maketrans_static(_interp: &mut Interp, a: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional("maketrans", "str.maketrans", ["x", "y", "z"], 1);
    bind(&SIG, a, kw)?;
    // Argument Clinic converts y and z before the function body looks at x.
    let mut strs = Vec::new();
    for (i, v) in a.iter().enumerate().skip(1) {
        strs.push(as_pystr(v).ok_or_else(|| {
            type_error(format!(
                "maketrans() argument {} must be str, not {}",
                i + 1,
                arg_type_name(v)
            ))
        })?);
    }
    let mut table = TransTable::new();
    if strs.is_empty() {
        let dict = match &a[0] {
            Value::Dict(d) => d.clone(),
            Value::Instance(inst) => match &*inst.builtin_base.borrow() {
                Some(Value::Dict(d)) => d.clone(),
                _ => {
                    return Err(type_error(
                        "if you give only one argument to maketrans it must be a dict",
                    ))
                }
            },
            _ => {
                return Err(type_error(
                    "if you give only one argument to maketrans it must be a dict",
                ))
            }
        };
        let entries: Vec<(u64, Value, Value)> =
            dict.borrow().iter().map(|e| (e.hash, e.key.clone(), e.value.clone())).collect();
        for (hash, key, value) in entries {
            if let Some(p) = as_pystr(&key) {
                if p.nchars != 1 {
                    return Err(value_error("string keys in translate table must be of length 1"));
                }
                let c = p.s.chars().next().unwrap_or('\0');
                table.set_codepoint(c as i64, value);
            } else if let Some(i) = int_like(&key) {
                // Int keys (bools included) are kept as they are, with the dict's own hash.
                table.set(hash, i.to_string(), key, value);
            } else if let Value::BigInt(b) = &key {
                table.set(hash, b.to_string(), key.clone(), value);
            } else {
                return Err(type_error("keys in translate table must be strings or integers"));
            }
        }
    } else {
        let x = as_pystr(&a[0]).ok_or_else(|| {
            type_error("first maketrans argument must be a string if there is a second argument")
        })?;
        let y = &strs[0];
        if x.nchars != y.nchars {
            return Err(value_error("the first two maketrans arguments must have equal length"));
        }
        for (cx, cy) in x.s.chars().zip(y.s.chars()) {
            table.set_codepoint(cx as i64, Value::Int(cy as i64));
        }
        if let Some(z) = strs.get(1) {
            for c in z.s.chars() {
                table.set_codepoint(c as i64, Value::None);
            }
        }
    }
    Ok(table.into_value())
}

/// `s.maketrans(...)`: the receiver is ignored (maketrans is a static method).
pub(super) fn str_maketrans(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    str_maketrans_static(interp, args.get(1..).unwrap_or(&[]), kw)
}
