//! The bytearray methods: the mutating ones and the bytes methods on its contents.

use super::*;

/// The bytearray a method was called on (directly, or as the base of a subclass instance).
fn recv_bytearray(args: &[Value], name: &str) -> R<Rc<std::cell::RefCell<Vec<u8>>>> {
    let bad = |v: &Value| {
        type_error(format!(
            "descriptor '{name}' for 'bytearray' objects doesn't apply to a '{}' object",
            type_name(v)
        ))
    };
    match args.first() {
        Some(Value::ByteArray(b)) => Ok(b.clone()),
        Some(v @ Value::Instance(inst)) => match &*inst.builtin_base.borrow() {
            Some(Value::ByteArray(b)) => Ok(b.clone()),
            _ => Err(bad(v)),
        },
        Some(v) => Err(bad(v)),
        None => Err(type_error(format!("unbound method bytearray.{name}() needs an argument"))),
    }
}

/// Runs a non-mutating `bytes` method on a copy of a bytearray. What comes back as bytes
/// (alone, or inside the list or tuple of `split`/`partition`) is given back as bytearrays,
/// as CPython's bytearray methods return them.
pub(super) fn via_bytes(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
    name: &str,
    f: BuiltinFn,
) -> R<Value> {
    let ba = recv_bytearray(args, name)?;
    let mut call_args = Vec::with_capacity(args.len());
    call_args.push(Value::None);
    call_args.extend(args[1..].iter().cloned());
    // The slice bounds of the searching methods are converted before the contents are read:
    // an `__index__` that changes the bytearray must not leave the search on the old bytes.
    if matches!(name, "find" | "rfind" | "index" | "rindex" | "count" | "startswith" | "endswith") {
        for slot in call_args.iter_mut().skip(2).take(2) {
            if let Value::Instance(i) = &*slot {
                if i.class.lookup("__index__").is_some() {
                    let n = interp.slice_index(slot)?;
                    *slot = Value::Int(n);
                }
            }
        }
    }
    call_args[0] = bytes_value(ba.borrow().clone());
    let to_bytearray = |v: Value| match v {
        Value::Bytes(ref b) => Value::ByteArray(Rc::new(std::cell::RefCell::new((**b).clone()))),
        other => other,
    };
    Ok(match f(interp, &call_args, kw)? {
        Value::List(ref items) => {
            let items: Vec<Value> = items.borrow().iter().cloned().map(to_bytearray).collect();
            Value::list(items)
        }
        Value::Tuple(ref items) => Value::tuple(items.iter().cloned().map(to_bytearray).collect()),
        other => to_bytearray(other),
    })
}

/// One byte from an int-like value, with CPython's messages.
fn byte_of(interp: &mut Interp, v: &Value) -> R<u8> {
    let i = interp.index_value(v)?;
    u8::try_from(i).map_err(|_| crate::error::value_error("byte must be in range(0, 256)"))
}

fn ba_append(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "append")?;
    let [x] = bind_method(&Sig::one("bytearray.append"), args, kw)?;
    let x = req(x);
    let byte = byte_of(interp, x)?;
    b.borrow_mut().push(byte);
    Ok(Value::None)
}

fn ba_extend(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "extend")?;
    let [src] = bind_method(&Sig::one("bytearray.extend"), args, kw)?;
    let src = req(src);
    let new: Vec<u8> = match bytes_like(src) {
        Some(data) => (*data).clone(),
        None => {
            let items = interp.iterate(src)?;
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(byte_of(interp, x)?);
            }
            out
        }
    };
    interp.check_alloc(b.borrow().len().saturating_add(new.len()))?;
    b.borrow_mut().extend_from_slice(&new);
    Ok(Value::None)
}

fn ba_pop(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "pop")?;
    static SIG: Sig<1> = Sig::positional("pop", "bytearray.pop", ["index"], 0);
    let [index] = bind_method(&SIG, args, kw)?;
    // The index is converted first, as CPython's argument parsing does: its `__index__` can
    // change the bytearray, so the length is read after it (reading it before panicked).
    let i = match index {
        None => None,
        Some(v) => Some(interp.index_value(v)?),
    };
    let len = b.borrow().len();
    if len == 0 {
        return Err(crate::error::index_error("pop from empty bytearray"));
    }
    let i = i.unwrap_or(len as i64 - 1);
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return Err(crate::error::index_error("pop index out of range"));
    }
    let byte = b.borrow_mut().remove(j as usize);
    Ok(Value::Int(byte as i64))
}

fn ba_insert(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "insert")?;
    static SIG: Sig<2> = Sig::positional("insert", "bytearray.insert", ["index", "item"], 2);
    let [index, item] = bind_method(&SIG, args, kw)?;
    let i = interp.index_value(req(index))?;
    let byte = byte_of(interp, req(item))?;
    let len = b.borrow().len() as i64;
    // Like list.insert: out-of-range positions clamp to the ends.
    let at = if i < 0 { (i + len).max(0) } else { i.min(len) };
    b.borrow_mut().insert(at as usize, byte);
    Ok(Value::None)
}

fn ba_remove(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "remove")?;
    let [x] = bind_method(&Sig::one("bytearray.remove"), args, kw)?;
    let x = req(x);
    let byte = byte_of(interp, x)?;
    let pos = b.borrow().iter().position(|&c| c == byte);
    match pos {
        Some(p) => {
            b.borrow_mut().remove(p);
            Ok(Value::None)
        }
        None => Err(crate::error::value_error("value not found in bytearray")),
    }
}

fn ba_clear(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "clear")?;
    bind_method(&Sig::no_args("bytearray.clear"), args, kw)?;
    b.borrow_mut().clear();
    Ok(Value::None)
}

fn ba_reverse(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "reverse")?;
    bind_method(&Sig::no_args("bytearray.reverse"), args, kw)?;
    b.borrow_mut().reverse();
    Ok(Value::None)
}

fn ba_copy(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "copy")?;
    bind_method(&Sig::no_args("bytearray.copy"), args, kw)?;
    let data = b.borrow().clone();
    Ok(Value::ByteArray(Rc::new(std::cell::RefCell::new(data))))
}

/// `bytearray.__init__(source, encoding, errors)`: replaces the contents with what the
/// constructor would make of the arguments (a subclass's instance starts empty, as CPython's
/// generic `__new__` makes it, and is filled here).
fn ba_init(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let b = recv_bytearray(args, "__init__")?;
    static SIG: Sig<3> = Sig::keywords("bytearray", ["source", "encoding", "errors"], 0, 0, 0);
    let [source, encoding, errors] = bind_method(&SIG, args, kw)?;
    let data = crate::builtins::types::bytes_source(interp, false, source, encoding, errors)?;
    *b.borrow_mut() = data;
    Ok(Value::None)
}

/// Every method of `bytearray` except `fromhex`/`hex` (installed with the type), by name.
pub(crate) fn bytearray_methods() -> Vec<(&'static str, BuiltinFn)> {
    let mut ms = bytearray_shared_methods();
    ms.extend([
        ("append", ba_append as BuiltinFn),
        ("extend", ba_extend),
        ("pop", ba_pop),
        ("insert", ba_insert),
        ("remove", ba_remove),
        ("clear", ba_clear),
        ("reverse", ba_reverse),
        ("copy", ba_copy),
        ("__init__", ba_init),
    ]);
    ms
}

macro_rules! bytearray_via_bytes {
    ($($method:literal => $wrapper:ident($bytes_fn:ident)),* $(,)?) => {
        $(
            fn $wrapper(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
                via_bytes(interp, args, kw, $method, $bytes_fn::<true>)
            }
        )*
        /// The `bytes` methods a bytearray shares, by name.
        fn bytearray_shared_methods() -> Vec<(&'static str, BuiltinFn)> {
            vec![$(($method, $wrapper as BuiltinFn)),*]
        }
    };
}

bytearray_via_bytes! {
    "capitalize" => ba_capitalize(bytes_capitalize),
    "center" => ba_center(bytes_center),
    "count" => ba_count(bytes_count),
    "decode" => ba_decode(bytes_decode),
    "endswith" => ba_endswith(bytes_endswith),
    "expandtabs" => ba_expandtabs(bytes_expandtabs),
    "find" => ba_find(bytes_find),
    "index" => ba_index(bytes_index),
    "isalnum" => ba_isalnum(bytes_isalnum),
    "isalpha" => ba_isalpha(bytes_isalpha),
    "isascii" => ba_isascii(bytes_isascii),
    "isdigit" => ba_isdigit(bytes_isdigit),
    "islower" => ba_islower(bytes_islower),
    "isspace" => ba_isspace(bytes_isspace),
    "istitle" => ba_istitle(bytes_istitle),
    "isupper" => ba_isupper(bytes_isupper),
    "join" => ba_join(bytes_join),
    "ljust" => ba_ljust(bytes_ljust),
    "lower" => ba_lower(bytes_lower),
    "lstrip" => ba_lstrip(bytes_lstrip),
    "partition" => ba_partition(bytes_partition),
    "removeprefix" => ba_removeprefix(bytes_removeprefix),
    "removesuffix" => ba_removesuffix(bytes_removesuffix),
    "replace" => ba_replace(bytes_replace),
    "rfind" => ba_rfind(bytes_rfind),
    "rindex" => ba_rindex(bytes_rindex),
    "rjust" => ba_rjust(bytes_rjust),
    "rpartition" => ba_rpartition(bytes_rpartition),
    "rsplit" => ba_rsplit(bytes_rsplit),
    "rstrip" => ba_rstrip(bytes_rstrip),
    "split" => ba_split(bytes_split),
    "splitlines" => ba_splitlines(bytes_splitlines),
    "startswith" => ba_startswith(bytes_startswith),
    "strip" => ba_strip(bytes_strip),
    "swapcase" => ba_swapcase(bytes_swapcase),
    "title" => ba_title(bytes_title),
    "translate" => ba_translate(bytes_translate),
    "upper" => ba_upper(bytes_upper),
    "zfill" => ba_zfill(bytes_zfill),
}
