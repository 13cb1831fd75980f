//! The `unicodedata` module, behaving like CPython 3.11's (Unicode 14.0.0).
//!
//! Where the data comes from:
//! - names and name lookup (with aliases): `unicode_names2`;
//! - general categories: `unicode-general-category`; bidirectional classes: `unicode-bidi`;
//! - canonical combining classes and the four normalization forms: `unicode-normalization`;
//! - decomposition mappings (with their `<tag>`), numeric values, East Asian widths,
//!   Bidi_Mirrored, the code points assigned in 14.0 and the named sequences:
//!   `crate::unicode::tables`, generated from CPython 3.11 by `unicode/gen.py`.
//!
//! The crates carry newer Unicode versions than CPython 3.11's 14.0. So that every function
//! answers as CPython does, a code point that 14.0 leaves unassigned is treated as
//! unassigned (category `Cn`, no name, bidirectional `''`, ...) whatever the crates say, and
//! the few properties of 14.0 characters that later versions changed are overridden below.
//! Normalization is the exception: it follows the crate's tables, which differ from 14.0's
//! only for characters assigned after 14.0.

use std::rc::Rc;

use unicode_bidi::BidiClass;
use unicode_normalization::UnicodeNormalization;

use crate::args::{bind, req, Sig};
use crate::builtins::str_methods::type_name;
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, method_func, new_module};
use crate::unicode::{in_ranges, tables};
use crate::value::{BuiltinFn, Value};

/// The longest name CPython's lookup accepts before it answers "name too long".
const NAME_MAXLEN: usize = 256;

pub(crate) fn make(interp: &mut Interp) -> R<Value> {
    let funcs: &[(&'static str, BuiltinFn)] = &[
        ("bidirectional", u_bidirectional),
        ("category", u_category),
        ("combining", u_combining),
        ("decimal", u_decimal),
        ("decomposition", u_decomposition),
        ("digit", u_digit),
        ("east_asian_width", u_east_asian_width),
        ("is_normalized", u_is_normalized),
        ("lookup", u_lookup),
        ("mirrored", u_mirrored),
        ("name", u_name),
        ("normalize", u_normalize),
        ("numeric", u_numeric),
    ];
    let mut attrs: Vec<(&str, Value)> =
        funcs.iter().map(|(n, f)| (*n, func("unicodedata", n, *f))).collect();
    attrs.push(("unidata_version", Value::str("14.0.0")));
    let (ucd_class, ucd_3_2_0) = make_ucd_3_2_0(interp)?;
    attrs.push(("UCD", ucd_class));
    attrs.push(("ucd_3_2_0", ucd_3_2_0));
    Ok(new_module("unicodedata", attrs))
}

/// `unicodedata.UCD` and its one instance, `ucd_3_2_0`: the module's functions answering as
/// Unicode 3.2.0 (what IDNA's `stringprep` needs), from the generated deltas against 14.0.
fn make_ucd_3_2_0(interp: &mut Interp) -> R<(Value, Value)> {
    let helper = interp.exec_module_source("unicodedata", "class UCD:\n    pass\n")?;
    let cls = match &helper {
        Value::Module(m) => match m.attrs.borrow().get("UCD") {
            Some(Value::Class(c)) => c.clone(),
            _ => {
                return Err(crate::error::runtime_error("internal error: unicodedata.UCD missing"))
            }
        },
        _ => return Err(crate::error::runtime_error("internal error: unicodedata helper")),
    };
    let methods: &[(&'static str, BuiltinFn)] = &[
        ("bidirectional", ucd_bidirectional),
        ("category", ucd_category),
        ("combining", ucd_combining),
        ("decimal", ucd_decimal),
        ("decomposition", ucd_decomposition),
        ("digit", ucd_digit),
        ("east_asian_width", ucd_east_asian_width),
        ("is_normalized", ucd_is_normalized),
        ("lookup", ucd_lookup),
        ("mirrored", ucd_mirrored),
        ("name", ucd_name),
        ("normalize", ucd_normalize),
        ("numeric", ucd_numeric),
    ];
    {
        let mut a = cls.attrs.borrow_mut();
        for (n, f) in methods {
            a.insert(Rc::from(*n), method_func("unicodedata", n, *f));
        }
        a.insert(Rc::from("unidata_version"), Value::str("3.2.0"));
    }
    cls.classes_changed();
    cls.version.set(cls.version.get() + 1);
    let cls = Value::Class(cls);
    let instance = interp.call(&cls, Vec::new(), Vec::new())?;
    Ok((cls, instance))
}

// ---------------------------------------------------------------------------------------------
// Unicode 14.0 data.

/// Whether Unicode 14.0 assigns `c` (general category other than Cn).
fn assigned(c: char) -> bool {
    in_ranges(tables::ASSIGNED, c as u32)
}

fn numeric_entry(c: char) -> Option<&'static (u32, f64, i8, i8)> {
    let cp = c as u32;
    tables::NUMERIC.binary_search_by_key(&cp, |e| e.0).ok().and_then(|i| tables::NUMERIC.get(i))
}

fn general_category(c: char) -> &'static str {
    if !assigned(c) {
        return "Cn";
    }
    match c as u32 {
        // Unicode 15.0 made U+1171E AHOM CONSONANT SIGN MEDIAL RA a spacing mark.
        0x1171E => "Mn",
        _ => unicode_general_category::get_general_category(c).abbreviation(),
    }
}

fn bidi_name(c: char) -> &'static str {
    if !assigned(c) {
        return "";
    }
    match c as u32 {
        // Properties that Unicode versions after 14.0 changed.
        0x1171E => return "NSM",
        0x1D6C1 | 0x1D6FB | 0x1D735 | 0x1D76F | 0x1D7A9 => return "L",
        _ => {}
    }
    match unicode_bidi::bidi_class(c) {
        BidiClass::AL => "AL",
        BidiClass::AN => "AN",
        BidiClass::B => "B",
        BidiClass::BN => "BN",
        BidiClass::CS => "CS",
        BidiClass::EN => "EN",
        BidiClass::ES => "ES",
        BidiClass::ET => "ET",
        BidiClass::FSI => "FSI",
        BidiClass::L => "L",
        BidiClass::LRE => "LRE",
        BidiClass::LRI => "LRI",
        BidiClass::LRO => "LRO",
        BidiClass::NSM => "NSM",
        BidiClass::ON => "ON",
        BidiClass::PDF => "PDF",
        BidiClass::PDI => "PDI",
        BidiClass::R => "R",
        BidiClass::RLE => "RLE",
        BidiClass::RLI => "RLI",
        BidiClass::RLO => "RLO",
        BidiClass::S => "S",
        BidiClass::WS => "WS",
    }
}

/// The character's name in the Unicode database, if it has one (`unicodedata.name`, and the
/// `namereplace` error handler).
pub(crate) fn char_name(c: char) -> Option<String> {
    if !assigned(c) {
        return None;
    }
    unicode_names2::name(c).map(|n| n.to_string())
}

fn is_unified_ideograph(cp: u32) -> bool {
    // The CJK unified ideograph blocks of Unicode 14.0 (CPython's is_unified_ideograph).
    (0x3400..=0x4DBF).contains(&cp)
        || (0x4E00..=0x9FFF).contains(&cp)
        || (0x20000..=0x2A6DF).contains(&cp)
        || (0x2A700..=0x2B738).contains(&cp)
        || (0x2B740..=0x2B81D).contains(&cp)
        || (0x2B820..=0x2CEA1).contains(&cp)
        || (0x2CEB0..=0x2EBE0).contains(&cp)
        || (0x30000..=0x3134A).contains(&cp)
}

/// The character a `\\N{name}` escape names (named sequences are not characters).
pub(crate) fn char_by_name(name: &str) -> Option<char> {
    let s = lookup_name(name)?;
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// CPython's `_getcode` with named sequences: the string a name stands for.
fn lookup_name(name: &str) -> Option<String> {
    const HANGUL: &str = "HANGUL SYLLABLE ";
    const CJK: &str = "CJK UNIFIED IDEOGRAPH-";
    let prefix_is = |p: &str| {
        name.len() >= p.len()
            && name.is_char_boundary(p.len())
            && name[..p.len()].eq_ignore_ascii_case(p)
    };
    if prefix_is(HANGUL) {
        // The jamo short names must be upper case, as in CPython.
        let rest = &name[HANGUL.len()..];
        if rest.bytes().any(|b| b.is_ascii_lowercase()) {
            return None;
        }
        let c = unicode_names2::character(&format!("{HANGUL}{rest}"))?;
        return if (0xAC00..=0xD7A3).contains(&(c as u32)) { Some(c.to_string()) } else { None };
    }
    if prefix_is(CJK) {
        let hex = &name[CJK.len()..];
        if (hex.len() != 4 && hex.len() != 5)
            || !hex.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
        {
            return None;
        }
        let cp = u32::from_str_radix(hex, 16).ok()?;
        if !is_unified_ideograph(cp) {
            return None;
        }
        return char::from_u32(cp).map(|c| c.to_string());
    }
    if let Some(c) = unicode_names2::character(name) {
        if assigned(c) {
            return Some(c.to_string());
        }
    }
    let upper = name.to_ascii_uppercase();
    tables::NAMED_SEQUENCES
        .binary_search_by(|(n, _)| (*n).cmp(upper.as_str()))
        .ok()
        .and_then(|i| tables::NAMED_SEQUENCES.get(i))
        .map(|(_, s)| s.to_string())
}

// ---------------------------------------------------------------------------------------------
// Argument handling.

/// The single character argument of `fname`, with CPython's message otherwise (`argument`
/// is "argument" for one-argument functions, "argument 1" for those with a default).
fn char_arg(fname: &str, argument: &str, v: &Value) -> R<char> {
    if let Value::Str(s) = v {
        let mut it = s.s.chars();
        if let (Some(c), None) = (it.next(), it.next()) {
            return Ok(c);
        }
    }
    Err(type_error(format!(
        "{fname}() {argument} must be a unicode character, not {}",
        type_name(v)
    )))
}

/// For the one-argument (`METH_O`) functions: `one_char!("category", args, kw)` is the
/// character of `unicodedata.category(chr)`.
macro_rules! one_char {
    ($fname:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<1> = Sig::one(concat!("unicodedata.", $fname));
        bind(&SIG, $args, $kw).and_then(|[c]| char_arg($fname, "argument", req(c)))
    }};
}

/// For the functions with a default: `char_and_default!("name", args, kw)` is the
/// character and the default of `unicodedata.name(chr, default=<raise>)`.
macro_rules! char_and_default {
    ($fname:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<2> =
            Sig::positional($fname, concat!("unicodedata.", $fname), ["chr", "default"], 1);
        bind(&SIG, $args, $kw)
            .and_then(|[c, default]| Ok((char_arg($fname, "argument 1", req(c))?, default)))
    }};
}

fn str_arg<'a>(fname: &str, n: usize, v: &'a Value) -> R<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        _ => Err(type_error(format!("{fname}() argument {n} must be str, not {}", type_name(v)))),
    }
}

// ---------------------------------------------------------------------------------------------
// The functions.

fn u_name(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = char_and_default!("name", args, kw)?;
    match (char_name(c), default) {
        (Some(n), _) => Ok(Value::string(n)),
        (None, Some(d)) => Ok(d.clone()),
        (None, None) => Err(value_error("no such name")),
    }
}

fn u_lookup(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("unicodedata.lookup");
    let [name] = bind(&SIG, args, kw)?;
    let name: String = match req(name) {
        Value::Str(s) => s.s.clone(),
        Value::Bytes(b) => String::from_utf8_lossy(b).into_owned(),
        Value::ByteArray(b) => String::from_utf8_lossy(&b.borrow()).into_owned(),
        other => {
            return Err(type_error(format!(
                "a bytes-like object is required, not '{}'",
                type_name(other)
            )))
        }
    };
    if name.len() > NAME_MAXLEN {
        return Err(Error::with_args(ExcType::KeyError, vec![Value::str("name too long")]));
    }
    match lookup_name(&name) {
        Some(s) => Ok(Value::string(s)),
        None => Err(Error::with_args(
            ExcType::KeyError,
            vec![Value::string(format!("undefined character name '{name}'"))],
        )),
    }
}

fn u_category(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("category", args, kw)?;
    Ok(Value::str(general_category(c)))
}

fn u_bidirectional(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("bidirectional", args, kw)?;
    Ok(Value::str(bidi_name(c)))
}

fn u_combining(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("combining", args, kw)?;
    let ccc =
        if assigned(c) { unicode_normalization::char::canonical_combining_class(c) } else { 0 };
    Ok(Value::Int(i64::from(ccc)))
}

fn u_mirrored(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("mirrored", args, kw)?;
    Ok(Value::Int(i64::from(in_ranges(tables::MIRRORED, c as u32))))
}

fn u_east_asian_width(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("east_asian_width", args, kw)?;
    let cp = c as u32;
    let t = tables::EAST_ASIAN_WIDTH;
    let i = t.partition_point(|&(lo, _, _)| lo <= cp);
    let name = i
        .checked_sub(1)
        .and_then(|j| t.get(j))
        .filter(|&&(lo, hi, _)| lo <= cp && cp <= hi)
        .and_then(|&(_, _, k)| tables::EAW_NAMES.get(usize::from(k)))
        .copied()
        .unwrap_or("N");
    Ok(Value::str(name))
}

fn u_decomposition(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = one_char!("decomposition", args, kw)?;
    let cp = c as u32;
    let d = tables::DECOMPOSITION
        .binary_search_by_key(&cp, |e| e.0)
        .ok()
        .and_then(|i| tables::DECOMPOSITION.get(i))
        .map(|e| e.1)
        .unwrap_or("");
    Ok(Value::str(d))
}

fn u_decimal(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = char_and_default!("decimal", args, kw)?;
    match (numeric_entry(c).map(|e| e.2).filter(|d| *d >= 0), default) {
        (Some(d), _) => Ok(Value::Int(i64::from(d))),
        (None, Some(v)) => Ok(v.clone()),
        (None, None) => Err(value_error("not a decimal")),
    }
}

fn u_digit(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = char_and_default!("digit", args, kw)?;
    match (numeric_entry(c).map(|e| e.3).filter(|d| *d >= 0), default) {
        (Some(d), _) => Ok(Value::Int(i64::from(d))),
        (None, Some(v)) => Ok(v.clone()),
        (None, None) => Err(value_error("not a digit")),
    }
}

fn u_numeric(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = char_and_default!("numeric", args, kw)?;
    match (numeric_entry(c).map(|e| e.1), default) {
        (Some(n), _) => Ok(Value::Float(n)),
        (None, Some(v)) => Ok(v.clone()),
        (None, None) => Err(value_error("not a numeric character")),
    }
}

#[derive(Clone, Copy)]
enum Form {
    Nfc,
    Nfd,
    Nfkc,
    Nfkd,
}

/// The form and the text of `normalize(form, unistr)` and `is_normalized(form, unistr)`,
/// whose signature `sig` declares.
fn form_and_text<'a>(
    interp: &mut Interp,
    sig: &Sig<2>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<(Form, &'a str, &'a Value)> {
    let [form, unistr] = bind(sig, args, kw)?;
    let fname = sig.name;
    let form = str_arg(fname, 1, req(form))?;
    let text = str_arg(fname, 2, req(unistr))?;
    let form = match form {
        "NFC" => Form::Nfc,
        "NFD" => Form::Nfd,
        "NFKC" => Form::Nfkc,
        "NFKD" => Form::Nfkd,
        _ => return Err(value_error("invalid normalization form")),
    };
    // A compatibility decomposition can make a string much longer (U+FDFA becomes 18
    // characters): charge the worst case before building it.
    interp.check_alloc(text.len().saturating_mul(18))?;
    Ok((form, text, req(unistr)))
}

fn normalized_by_crate(form: Form, text: &str, out: &mut String) {
    match form {
        Form::Nfc => out.extend(text.nfc()),
        Form::Nfd => out.extend(text.nfd()),
        Form::Nfkc => out.extend(text.nfkc()),
        Form::Nfkd => out.extend(text.nfkd()),
    }
}

/// Normalizes `text` as Unicode 14.0 does. A code point unassigned in 14.0 has no
/// decomposition, combining class 0 and takes part in no composition, so it is a barrier
/// that nothing crosses: the text is normalized piece by piece between such code points,
/// which are kept as they are (the crate's newer tables may know them).
fn normalized(form: Form, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if !assigned(c) {
            if let Some(piece) = text.get(start..i) {
                normalized_by_crate(form, piece, &mut out);
            }
            out.push(c);
            start = i + c.len_utf8();
        }
    }
    if let Some(piece) = text.get(start..) {
        normalized_by_crate(form, piece, &mut out);
    }
    out
}

fn u_normalize(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("normalize", "unicodedata.normalize", ["form", "unistr"], 2);
    let (form, text, unistr) = form_and_text(interp, &SIG, args, kw)?;
    if text.is_ascii() {
        // ASCII text is in every normalization form: the argument itself is the answer.
        return Ok(unistr.clone());
    }
    Ok(Value::string(normalized(form, text)))
}

fn u_is_normalized(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("is_normalized", "unicodedata.is_normalized", ["form", "unistr"], 2);
    let (form, text, _) = form_and_text(interp, &SIG, args, kw)?;
    if text.is_ascii() {
        return Ok(Value::Bool(true));
    }
    let ok = if text.chars().all(assigned) {
        match form {
            Form::Nfc => unicode_normalization::is_nfc(text),
            Form::Nfd => unicode_normalization::is_nfd(text),
            Form::Nfkc => unicode_normalization::is_nfkc(text),
            Form::Nfkd => unicode_normalization::is_nfkd(text),
        }
    } else {
        normalized(form, text) == text
    };
    Ok(Value::Bool(ok))
}

// ---------------------------------------------------------------------------------------------
// `ucd_3_2_0`: Unicode 3.2.0, as 14.0 with the generated deltas.

/// The 3.2.0 value of `cp` where it differs from 14.0's.
fn delta<T: Copy>(t: &[(u32, u32, T)], cp: u32) -> Option<T> {
    let i = t.partition_point(|&(lo, _, _)| lo <= cp);
    i.checked_sub(1)
        .and_then(|j| t.get(j))
        .filter(|&&(lo, hi, _)| lo <= cp && cp <= hi)
        .map(|&(_, _, v)| v)
}

/// A `UCD` method's arguments without the instance it is called on.
fn after_self(args: &[Value]) -> &[Value] {
    args.get(1..).unwrap_or(&[])
}

/// `one_char!` for a `UCD` method, whose count errors name `UCD.{fname}()`.
macro_rules! ucd_char {
    ($fname:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<1> = Sig::one(concat!("UCD.", $fname));
        bind(&SIG, after_self($args), $kw).and_then(|[c]| char_arg($fname, "argument", req(c)))
    }};
}

/// `char_and_default!` for a `UCD` method.
macro_rules! ucd_char_and_default {
    ($fname:literal, $args:expr, $kw:expr) => {{
        static SIG: Sig<2> =
            Sig::positional($fname, concat!("UCD.", $fname), ["chr", "default"], 1);
        bind(&SIG, after_self($args), $kw)
            .and_then(|[c, default]| Ok((char_arg($fname, "argument 1", req(c))?, default)))
    }};
}

/// The module's function `f` on `c`: what 3.2.0 answers where it agrees with 14.0.
fn as_14(f: BuiltinFn, interp: &mut Interp, c: char, kw: &Kwargs) -> R<Value> {
    f(interp, &[Value::string(c.to_string())], kw)
}

fn ucd_category(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("category", args, kw)?;
    match delta(tables::UCD_3_2_0_CATEGORY, c as u32) {
        Some(k) => Ok(Value::str(
            tables::UCD_3_2_0_CATEGORY_NAMES.get(usize::from(k)).copied().unwrap_or(""),
        )),
        None => as_14(u_category, interp, c, kw),
    }
}

fn ucd_bidirectional(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("bidirectional", args, kw)?;
    match delta(tables::UCD_3_2_0_BIDIRECTIONAL, c as u32) {
        Some(k) => Ok(Value::str(
            tables::UCD_3_2_0_BIDIRECTIONAL_NAMES.get(usize::from(k)).copied().unwrap_or(""),
        )),
        None => as_14(u_bidirectional, interp, c, kw),
    }
}

fn ucd_combining(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("combining", args, kw)?;
    match delta(tables::UCD_3_2_0_COMBINING, c as u32) {
        Some(v) => Ok(Value::Int(i64::from(v))),
        None => as_14(u_combining, interp, c, kw),
    }
}

fn ucd_mirrored(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("mirrored", args, kw)?;
    match delta(tables::UCD_3_2_0_MIRRORED, c as u32) {
        Some(v) => Ok(Value::Int(i64::from(v))),
        None => as_14(u_mirrored, interp, c, kw),
    }
}

fn ucd_east_asian_width(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("east_asian_width", args, kw)?;
    match delta(tables::UCD_3_2_0_EAST_ASIAN_WIDTH, c as u32) {
        Some(k) => Ok(Value::str(tables::EAW_NAMES.get(usize::from(k)).copied().unwrap_or("N"))),
        None => as_14(u_east_asian_width, interp, c, kw),
    }
}

fn ucd_decomposition(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let c = ucd_char!("decomposition", args, kw)?;
    match delta(tables::UCD_3_2_0_DECOMPOSITION, c as u32) {
        Some(v) => Ok(Value::str(v)),
        None => as_14(u_decomposition, interp, c, kw),
    }
}

/// `decimal`, `digit`: the 3.2.0 value where it differs, else the module's answer.
fn ucd_digit_value(
    interp: &mut Interp,
    table: &[(u32, u32, i8)],
    f: BuiltinFn,
    (c, default): (char, Option<&Value>),
    missing: &str,
) -> R<Value> {
    match delta(table, c as u32) {
        Some(d) if d >= 0 => Ok(Value::Int(i64::from(d))),
        Some(_) => match default {
            Some(v) => Ok(v.clone()),
            None => Err(value_error(missing)),
        },
        None => {
            let mut args = vec![Value::string(c.to_string())];
            args.extend(default.cloned());
            f(interp, &args, &Vec::new())
        }
    }
}

fn ucd_decimal(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let cd = ucd_char_and_default!("decimal", args, kw)?;
    ucd_digit_value(interp, tables::UCD_3_2_0_DECIMAL, u_decimal, cd, "not a decimal")
}

fn ucd_digit(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let cd = ucd_char_and_default!("digit", args, kw)?;
    ucd_digit_value(interp, tables::UCD_3_2_0_DIGIT, u_digit, cd, "not a digit")
}

fn ucd_numeric(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = ucd_char_and_default!("numeric", args, kw)?;
    match delta(tables::UCD_3_2_0_NUMERIC, c as u32) {
        Some(Some(n)) => Ok(Value::Float(n)),
        Some(None) => match default {
            Some(v) => Ok(v.clone()),
            None => Err(value_error("not a numeric character")),
        },
        None => {
            let mut args = vec![Value::string(c.to_string())];
            args.extend(default.cloned());
            u_numeric(interp, &args, &Vec::new())
        }
    }
}

/// The name of `c` in Unicode 3.2.0.
fn name_3_2_0(c: char) -> Option<String> {
    if in_ranges(tables::UCD_3_2_0_UNNAMED, c as u32) {
        return None;
    }
    char_name(c)
}

fn ucd_name(_interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let (c, default) = ucd_char_and_default!("name", args, kw)?;
    match (name_3_2_0(c), default) {
        (Some(n), _) => Ok(Value::string(n)),
        (None, Some(d)) => Ok(d.clone()),
        (None, None) => Err(value_error("no such name")),
    }
}

/// `lookup` in 3.2.0: only the names of characters 3.2.0 names (no aliases, no named
/// sequences, as CPython's).
fn ucd_lookup(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<1> = Sig::one("UCD.lookup");
    bind(&SIG, after_self(args), kw)?;
    let found = u_lookup(interp, after_self(args), kw)?;
    let query = match after_self(args).first() {
        Some(Value::Str(s)) => s.s.clone(),
        Some(Value::Bytes(b)) => String::from_utf8_lossy(b).into_owned(),
        Some(Value::ByteArray(b)) => String::from_utf8_lossy(&b.borrow()).into_owned(),
        _ => String::new(),
    };
    let mut chars = match &found {
        Value::Str(s) => s.s.chars(),
        _ => "".chars(),
    };
    let named = match (chars.next(), chars.next()) {
        (Some(c), None) => name_3_2_0(c).is_some_and(|n| n.eq_ignore_ascii_case(&query)),
        _ => false,
    };
    if named {
        return Ok(found);
    }
    Err(Error::with_args(
        ExcType::KeyError,
        vec![Value::string(format!("undefined character name '{query}'"))],
    ))
}

/// Normalizes `text` as Unicode 3.2.0 does: code points 3.2.0 leaves unassigned are kept as
/// they are (barriers, as `normalized` keeps 14.0's), and the few decompositions corrected
/// since 3.2.0 are applied first.
fn normalized_3_2_0(form: Form, text: &str) -> String {
    let corrected: String = text
        .chars()
        .map(|c| {
            let cp = c as u32;
            match tables::UCD_3_2_0_NORMALIZATION.binary_search_by_key(&cp, |e| e.0) {
                Ok(i) => tables::UCD_3_2_0_NORMALIZATION
                    .get(i)
                    .and_then(|e| char::from_u32(e.1))
                    .unwrap_or(c),
                Err(_) => c,
            }
        })
        .collect();
    let mut out = String::with_capacity(corrected.len());
    let mut start = 0;
    for (i, c) in corrected.char_indices() {
        if in_ranges(tables::UCD_3_2_0_UNASSIGNED, c as u32) {
            if let Some(piece) = corrected.get(start..i) {
                out.push_str(&normalized(form, piece));
            }
            out.push(c);
            start = i + c.len_utf8();
        }
    }
    if let Some(piece) = corrected.get(start..) {
        out.push_str(&normalized(form, piece));
    }
    out
}

fn ucd_normalize(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> = Sig::positional("normalize", "UCD.normalize", ["form", "unistr"], 2);
    let (form, text, unistr) = form_and_text(interp, &SIG, after_self(args), kw)?;
    if text.is_ascii() {
        return Ok(unistr.clone());
    }
    Ok(Value::string(normalized_3_2_0(form, text)))
}

fn ucd_is_normalized(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<2> =
        Sig::positional("is_normalized", "UCD.is_normalized", ["form", "unistr"], 2);
    let (form, text, _) = form_and_text(interp, &SIG, after_self(args), kw)?;
    Ok(Value::Bool(text.is_ascii() || normalized_3_2_0(form, text) == text))
}
