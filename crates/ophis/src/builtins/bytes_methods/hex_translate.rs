//! bytes.fromhex, hex, translate and maketrans.

use super::*;

/// `bytes.fromhex(s)` / `bytearray.fromhex(s)`: pairs of hex digits, ASCII whitespace allowed
/// before each pair, with CPython 3.11's error positions. On a subclass, `cls(result)`.
pub(crate) fn bytes_fromhex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let ty = match args.first() {
        Some(Value::Class(c)) if c.kind == crate::value::TypeKind::ByteArray => "bytearray",
        _ => "bytes",
    };
    let [arg] = bind_method(ty_sig!(ty == "bytearray", 1, Sig::one, "fromhex"), args, kw)?;
    let text = match req(arg) {
        Value::Str(s) => s.s.clone(),
        other => {
            return Err(type_error(format!(
                "fromhex() argument must be str, not {}",
                type_name(other)
            )))
        }
    };
    let bad = |pos: usize| {
        value_error(format!("non-hexadecimal number found in fromhex() arg at position {pos}"))
    };
    if let Some(pos) = text.chars().position(|c| !c.is_ascii()) {
        return Err(bad(pos));
    }
    let b = text.as_bytes();
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut i = 0;
    while i < b.len() {
        if is_space(b[i]) {
            while i < b.len() && is_space(b[i]) {
                i += 1;
            }
            if i >= b.len() {
                break;
            }
        }
        let top = (b[i] as char).to_digit(16).ok_or_else(|| bad(i))?;
        i += 1;
        let bot = b.get(i).and_then(|&c| (c as char).to_digit(16)).ok_or_else(|| bad(i))?;
        i += 1;
        out.push((top * 16 + bot) as u8);
    }
    let (kind, builtin) = match args.first() {
        Some(Value::Class(c)) => (c.kind, c.is_builtin),
        _ => (crate::value::TypeKind::Bytes, true),
    };
    let value = if kind == crate::value::TypeKind::ByteArray {
        Value::ByteArray(Rc::new(std::cell::RefCell::new(out)))
    } else {
        bytes_value(out)
    };
    if builtin {
        return Ok(value);
    }
    let cls = args[0].clone();
    interp.call(&cls, vec![value], vec![])
}

/// `bytearray.hex(...)`: as `bytes.hex` on the current contents.
pub(crate) fn bytearray_hex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let contents = match args.first() {
        Some(Value::ByteArray(b)) => b.borrow().clone(),
        Some(v @ Value::Instance(inst)) => match &*inst.builtin_base.borrow() {
            Some(Value::ByteArray(b)) => b.borrow().clone(),
            _ => {
                return Err(type_error(format!(
                    "descriptor 'hex' for 'bytearray' objects doesn't apply to a '{}' object",
                    type_name(v)
                )))
            }
        },
        Some(v) => {
            return Err(type_error(format!(
                "descriptor 'hex' for 'bytearray' objects doesn't apply to a '{}' object",
                type_name(v)
            )))
        }
        None => return Err(type_error("unbound method bytearray.hex() needs an argument")),
    };
    let mut call_args = args.to_vec();
    call_args[0] = bytes_value(contents);
    bytes_hex(interp, &call_args, kw)
}

pub(super) fn bytes_hex(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let b = recv_bytes(args, "hex")?;
    static SIG: Sig<2> = Sig::keywords("hex", ["sep", "bytes_per_sep"], 0, 0, 0);
    let a = bind_method(&SIG, args, kw)?;
    // Argument Clinic converts bytes_per_sep first; sep is validated by the function body.
    let per = match a[1] {
        None => 1,
        Some(v) => cint_arg(interp, v)?,
    };
    let sep: Option<u8> = match a[0] {
        None => None,
        Some(v) => {
            let (len, first) = if let Some(p) = as_pystr(v) {
                (p.nchars, p.s.chars().next().map(|c| c as u32))
            } else if let Some(bs) = bytes_like(v) {
                (bs.len(), bs.first().map(|&c| c as u32))
            } else {
                return Err(type_error(format!("object of type '{}' has no len()", type_name(v))));
            };
            if len != 1 {
                return Err(value_error("sep must be length 1."));
            }
            match first {
                Some(c) if c < 0x80 => Some(c as u8),
                _ => return Err(value_error("sep must be ASCII.")),
            }
        }
    };
    interp.check_alloc(b.len().saturating_mul(3))?;
    let mut out = String::with_capacity(b.len() * 3);
    let group = per.unsigned_abs() as usize;
    for (i, &c) in b.iter().enumerate() {
        if let Some(s) = sep {
            if i > 0 && group > 0 {
                // A positive count groups from the right, a negative one from the left.
                let boundary = if per > 0 { (b.len() - i) % group == 0 } else { i % group == 0 };
                if boundary {
                    out.push(s as char);
                }
            }
        }
        out.push(DIGITS[(c >> 4) as usize] as char);
        out.push(DIGITS[(c & 0xF) as usize] as char);
    }
    Ok(Value::string(out))
}

pub(super) fn bytes_translate<const BA: bool>(
    _interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "translate")?;
    static SIG: Sig<2> = Sig::keywords("translate", ["table", "delete"], 1, 1, 0);
    let [table, delete] = bind_method(&SIG, args, kw)?;
    let table = match table {
        None | Some(Value::None) => None,
        Some(v) => {
            let t = need_bytes(v)?;
            if t.len() != 256 {
                return Err(value_error("translation table must be 256 characters long"));
            }
            Some(t)
        }
    };
    let delete = match delete {
        None => None,
        Some(v) => Some(need_bytes(v)?),
    };
    let mut drop = [false; 256];
    if let Some(d) = &delete {
        for &c in d.iter() {
            drop[c as usize] = true;
        }
    }
    let out: Vec<u8> = b
        .iter()
        .filter(|&&c| !drop[c as usize])
        .map(|&c| match &table {
            Some(t) => t[c as usize],
            None => c,
        })
        .collect();
    Ok(bytes_value(out))
}

/// `bytes.maketrans(frm, to)` given its arguments without a receiver (the static method on
/// the type, `bytes.maketrans(b'a', b'b')`).
pub(crate) fn bytes_maketrans_static(_interp: &mut Interp, a: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("maketrans", "bytes.maketrans", ["frm", "to"], 2);
    maketrans_table(&SIG, a, kw)
}

/// `bytearray.maketrans(frm, to)`: `bytes.maketrans` under bytearray's name (it returns bytes
/// too, as CPython's).
pub(crate) fn bytearray_maketrans_static(
    _interp: &mut Interp,
    a: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("maketrans", "bytearray.maketrans", ["frm", "to"], 2);
    maketrans_table(&SIG, a, kw)
}

/// The translation table mapping each byte of `frm` to the byte of `to` at its position.
fn maketrans_table(sig: &Sig<2>, a: &[Value], kw: &Kwargs) -> R<Value> {
    let [frm, to] = bind(sig, a, kw)?;
    let frm = need_bytes(req(frm))?;
    let to = need_bytes(req(to))?;
    if frm.len() != to.len() {
        return Err(value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255u8).collect();
    for (&f, &t) in frm.iter().zip(to.iter()) {
        table[f as usize] = t;
    }
    Ok(bytes_value(table))
}

/// `b.maketrans(frm, to)`: the receiver is ignored (maketrans is a static method).
pub(super) fn bytes_maketrans(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    bytes_maketrans_static(interp, args.get(1..).unwrap_or(&[]), kw)
}
