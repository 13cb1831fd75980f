//! str.encode and the codec machinery shared with bytes.decode.

use super::*;

/// The codecs this interpreter implements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Codec {
    Utf8,
    Utf8Sig,
    Ascii,
    Latin1,
    Utf16,
    Utf16Le,
    Utf16Be,
    Utf32,
    Utf32Le,
    Utf32Be,
    /// Python-literal escapes over Latin-1 (`\\xhh`, `\\uhhhh`, `\\N{...}`, ...).
    UnicodeEscape,
    /// Latin-1 with only `\\uhhhh` and `\\Uhhhhhhhh` escapes.
    RawUnicodeEscape,
}

impl Codec {
    /// The name CPython's error messages use.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Codec::Utf8 | Codec::Utf8Sig => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Utf16 => "utf-16",
            Codec::Utf16Le => "utf-16-le",
            Codec::Utf16Be => "utf-16-be",
            Codec::Utf32 => "utf-32",
            Codec::Utf32Le => "utf-32-le",
            Codec::Utf32Be => "utf-32-be",
            Codec::UnicodeEscape => "unicodeescape",
            Codec::RawUnicodeEscape => "rawunicodeescape",
        }
    }
}

/// Finds a codec by name the way `codecs.lookup` does: case-insensitive, with runs of
/// punctuation and spaces equivalent to '_', then the alias table.
pub(crate) fn lookup_codec(encoding: &str) -> R<Codec> {
    let mut norm = String::with_capacity(encoding.len());
    let mut pending_sep = false;
    for c in encoding.trim().chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            if pending_sep && !norm.is_empty() {
                norm.push('_');
            }
            pending_sep = false;
            norm.push(c.to_ascii_lowercase());
        } else {
            pending_sep = true;
        }
    }
    let codec = match norm.as_str() {
        "utf_8" | "utf8" | "u8" | "utf" | "utf8_ucs2" | "utf8_ucs4" | "cp65001" => Codec::Utf8,
        "utf_8_sig" => Codec::Utf8Sig,
        "ascii" | "646" | "ansi_x3.4_1968" | "ansi_x3_4_1968" | "ansi_x3.4_1986" | "cp367"
        | "csascii" | "ibm367" | "iso646_us" | "iso_646.irv_1991" | "iso_ir_6" | "us"
        | "us_ascii" => Codec::Ascii,
        "latin_1" | "latin1" | "latin" | "l1" | "8859" | "cp819" | "csisolatin1" | "ibm819"
        | "iso8859" | "iso8859_1" | "iso_8859_1" | "iso_8859_1_1987" | "iso_ir_100" => {
            Codec::Latin1
        }
        "utf_16" | "utf16" | "u16" => Codec::Utf16,
        "utf_16_le" | "utf_16le" | "unicodelittleunmarked" => Codec::Utf16Le,
        "utf_16_be" | "utf_16be" | "unicodebigunmarked" => Codec::Utf16Be,
        "utf_32" | "utf32" | "u32" => Codec::Utf32,
        "utf_32_le" | "utf_32le" => Codec::Utf32Le,
        "utf_32_be" | "utf_32be" => Codec::Utf32Be,
        "unicode_escape" => Codec::UnicodeEscape,
        "raw_unicode_escape" => Codec::RawUnicodeEscape,
        _ => return Err(Error::new(ExcType::LookupError, format!("unknown encoding: {encoding}"))),
    };
    Ok(codec)
}

/// The `unicode_escape` encoder (PyUnicode_AsUnicodeEscapeString), or with `raw` the
/// `raw_unicode_escape` one (only code points past Latin-1 are escaped).
fn escape_encode(s: &str, raw: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let u = c as u32;
        if u >= 0x10000 {
            out.extend_from_slice(format!("\\U{u:08x}").as_bytes());
        } else if u >= 0x100 {
            out.extend_from_slice(format!("\\u{u:04x}").as_bytes());
        } else if raw {
            out.push(u as u8);
        } else {
            match c {
                '\\' => out.extend_from_slice(b"\\\\"),
                '\t' => out.extend_from_slice(b"\\t"),
                '\n' => out.extend_from_slice(b"\\n"),
                '\r' => out.extend_from_slice(b"\\r"),
                _ if !(0x20..0x7f).contains(&u) => {
                    out.extend_from_slice(format!("\\x{u:02x}").as_bytes())
                }
                _ => out.push(u as u8),
            }
        }
    }
    out
}

pub(crate) fn unknown_handler(errors: &str) -> Error {
    Error::new(ExcType::LookupError, format!("unknown error handler name '{errors}'"))
}

/// Encodes `s`. UTF encodings cannot fail (a Rust string holds no surrogates); ASCII and
/// Latin-1 apply the error handler to each run of unencodable chars.
pub(crate) fn encode_str(interp: &mut Interp, s: &str, encoding: &str, errors: &str) -> R<Vec<u8>> {
    let codec = lookup_codec(encoding)?;
    let units = |n: usize| s.chars().count().saturating_mul(n).saturating_add(n);
    match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Utf8Sig => {
            let mut out = vec![0xEF, 0xBB, 0xBF];
            out.extend_from_slice(s.as_bytes());
            return Ok(out);
        }
        Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
            interp.check_alloc(units(4))?;
            let big = codec == Codec::Utf16Be;
            let mut out = Vec::new();
            if codec == Codec::Utf16 {
                out.extend_from_slice(&[0xFF, 0xFE]);
            }
            for u in s.encode_utf16() {
                out.extend_from_slice(&if big { u.to_be_bytes() } else { u.to_le_bytes() });
            }
            return Ok(out);
        }
        Codec::Utf32 | Codec::Utf32Le | Codec::Utf32Be => {
            interp.check_alloc(units(4))?;
            let big = codec == Codec::Utf32Be;
            let mut out = Vec::new();
            if codec == Codec::Utf32 {
                out.extend_from_slice(&[0xFF, 0xFE, 0x00, 0x00]);
            }
            for c in s.chars() {
                let u = c as u32;
                out.extend_from_slice(&if big { u.to_be_bytes() } else { u.to_le_bytes() });
            }
            return Ok(out);
        }
        Codec::UnicodeEscape | Codec::RawUnicodeEscape => {
            interp.check_alloc(units(10))?;
            return Ok(escape_encode(s, codec == Codec::RawUnicodeEscape));
        }
        Codec::Ascii | Codec::Latin1 => {}
    }
    let limit: u32 = if codec == Codec::Ascii { 0x80 } else { 0x100 };
    if s.chars().all(|c| (c as u32) < limit) {
        // Fast path: a Latin-1 string that is all ASCII, or any encodable string.
        return Ok(s.chars().map(|c| c as u32 as u8).collect());
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while j < chars.len() && chars[j] as u32 >= limit {
            j += 1;
        }
        match errors {
            "strict" | "surrogateescape" | "surrogatepass" => {
                let reason = format!("ordinal not in range({})", limit);
                let msg = if j - i == 1 {
                    let mut esc = String::new();
                    push_hex_escape(&mut esc, c);
                    format!(
                        "'{}' codec can't encode character '{esc}' in position {i}: {reason}",
                        codec.name()
                    )
                } else {
                    format!(
                        "'{}' codec can't encode characters in position {i}-{}: {reason}",
                        codec.name(),
                        j - 1
                    )
                };
                let text: String = chars.iter().collect();
                let args = vec![
                    Value::str(codec.name()),
                    Value::string(text),
                    Value::Int(i as i64),
                    Value::Int(j as i64),
                    Value::string(reason),
                ];
                return Err(Error::with_message_and_args(ExcType::UnicodeEncodeError, msg, args));
            }
            "ignore" => {}
            "replace" => out.extend(std::iter::repeat_n(b'?', j - i)),
            "backslashreplace" | "namereplace" => {
                for &ch in &chars[i..j] {
                    let mut esc = String::new();
                    // `namereplace` writes `\N{NAME}` for a character with a name and falls
                    // back to the hex escape for one without (unassigned, private use).
                    match crate::modules::unicodedata::char_name(ch) {
                        Some(name) if errors == "namereplace" => {
                            esc.push_str("\\N{");
                            esc.push_str(&name);
                            esc.push('}');
                        }
                        _ => push_hex_escape(&mut esc, ch),
                    }
                    out.extend_from_slice(esc.as_bytes());
                }
            }
            "xmlcharrefreplace" => {
                for &ch in &chars[i..j] {
                    out.extend_from_slice(format!("&#{};", ch as u32).as_bytes());
                }
            }
            _ => return Err(unknown_handler(errors)),
        }
        check_size(interp, out.len(), s.len())?;
        i = j;
    }
    Ok(out)
}

/// An optional str argument of encode/decode: `encode() argument 'errors' must be str, not int`.
pub(crate) fn str_param(v: Option<&Value>, fname: &str, pname: &str, default: &str) -> R<String> {
    match v {
        None => Ok(default.to_string()),
        Some(v) => match as_pystr(v) {
            Some(p) => Ok(p.s.clone()),
            None => Err(type_error(format!(
                "{fname}() argument '{pname}' must be str, not {}",
                arg_type_name(v)
            ))),
        },
    }
}

pub(super) fn str_encode(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "encode")?;
    static SIG: Sig<2> = Sig::keywords("encode", ["encoding", "errors"], 0, 0, 0);
    let [encoding, errors] = bind_method(&SIG, args, kw)?;
    let encoding = str_param(encoding, "encode", "encoding", "utf-8")?;
    let errors = str_param(errors, "encode", "errors", "strict")?;
    let bytes = encode_str(interp, &s.s, &encoding, &errors)?;
    Ok(Value::Bytes(Rc::new(bytes)))
}
