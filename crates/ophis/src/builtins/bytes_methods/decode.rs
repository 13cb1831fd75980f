//! bytes.decode: the UTF-8/16/32, escape and fallback decoders with CPython's error handlers.

use super::*;

fn decode_error(codec: Codec, start: usize, end: usize, data: &[u8], reason: &str) -> Error {
    let name = codec.name();
    let msg = if end - start == 1 {
        let byte = data.get(start).copied().unwrap_or(0);
        format!("'{name}' codec can't decode byte 0x{byte:02x} in position {start}: {reason}")
    } else {
        format!("'{name}' codec can't decode bytes in position {start}-{}: {reason}", end - 1)
    };
    let args = vec![
        Value::str(name),
        bytes_value(data.to_vec()),
        Value::Int(start as i64),
        Value::Int(end as i64),
        Value::str(reason),
    ];
    Error::with_message_and_args(ExcType::UnicodeDecodeError, msg, args)
}

/// Whether CPython's `surrogateescape` or `surrogatepass` handler would turn the undecodable
/// `data[start..end]` into lone surrogates rather than re-raise the error: every byte at or
/// above 0x80 for the first; an encoded surrogate (UTF-8's `ED A0..BF xx`, a UTF-16 or
/// UTF-32 surrogate code unit) for the second.
fn makes_surrogate(
    codec: Codec,
    errors: &str,
    data: &[u8],
    start: usize,
    end: usize,
    reason: &str,
) -> bool {
    let bytes = data.get(start..end).unwrap_or(&[]);
    if errors == "surrogateescape" {
        return !bytes.is_empty() && bytes.iter().all(|&b| b >= 0x80);
    }
    match codec {
        Codec::Utf8 | Codec::Utf8Sig => {
            matches!(data.get(start..), Some([0xED, 0xA0..=0xBF, 0x80..=0xBF, ..]))
        }
        Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
            let big = codec == Codec::Utf16Be;
            match data.get(start..start + 2) {
                Some(&[a, b]) => {
                    let u =
                        if big { u16::from_be_bytes([a, b]) } else { u16::from_le_bytes([a, b]) };
                    (0xD800..=0xDFFF).contains(&u)
                }
                _ => false,
            }
        }
        Codec::Utf32 | Codec::Utf32Le | Codec::Utf32Be => reason.contains("surrogate"),
        _ => false,
    }
}

/// `byte 0xff` or `bytes 0xed 0xa0 0x80`, for messages.
fn describe_bytes(bytes: &[u8]) -> String {
    let hex: Vec<String> = bytes.iter().map(|b| format!("{b:#04x}")).collect();
    if bytes.len() == 1 {
        format!("byte {}", hex[0])
    } else {
        format!("bytes {}", hex.join(" "))
    }
}

/// Applies the error handler to the undecodable bytes `data[start..end]`.
fn decode_fallback(
    out: &mut String,
    codec: Codec,
    errors: &str,
    data: &[u8],
    start: usize,
    end: usize,
    reason: &str,
) -> R<()> {
    match errors {
        // A Rust string cannot hold the lone surrogates these handlers produce: where CPython
        // would produce one, the decode fails loudly saying so; where CPython's handler
        // declines too (an ASCII byte, bytes that encode no surrogate), it fails as "strict".
        "surrogateescape" | "surrogatepass"
            if makes_surrogate(codec, errors, data, start, end, reason) =>
        {
            // UTF-8's decoder reports the lead byte alone; the surrogate is its three bytes.
            let utf8_pass =
                errors == "surrogatepass" && matches!(codec, Codec::Utf8 | Codec::Utf8Sig);
            let end = if utf8_pass { start + 3 } else { end };
            Err(crate::error::not_implemented(format!(
                "the '{errors}' error handler would decode {} to a lone surrogate, which \
                 ophis strings cannot hold",
                describe_bytes(data.get(start..end).unwrap_or(&[]))
            )))
        }
        "strict" | "surrogateescape" | "surrogatepass" => {
            Err(decode_error(codec, start, end, data, reason))
        }
        "ignore" => Ok(()),
        "replace" => {
            out.push('\u{FFFD}');
            Ok(())
        }
        "backslashreplace" => {
            for &c in data.get(start..end).unwrap_or(&[]) {
                out.push_str(&format!("\\x{c:02x}"));
            }
            Ok(())
        }
        "xmlcharrefreplace" | "namereplace" => {
            Err(type_error("don't know how to handle UnicodeDecodeError in error callback"))
        }
        _ => Err(unknown_handler(errors)),
    }
}

pub(super) fn decode_utf8(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let mut pos = 0;
    while pos < data.len() {
        let rest = &data[pos..];
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                break;
            }
            Err(e) => {
                let good = e.valid_up_to();
                out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or(""));
                let start = pos + good;
                let (len, reason) = match e.error_len() {
                    None => (rest.len() - good, "unexpected end of data"),
                    Some(n) => {
                        let lead = rest[good];
                        let bad_start = matches!(lead, 0x80..=0xC1 | 0xF5..=0xFF);
                        (
                            n,
                            if n == 1 && bad_start {
                                "invalid start byte"
                            } else {
                                "invalid continuation byte"
                            },
                        )
                    }
                };
                decode_fallback(out, Codec::Utf8, errors, data, start, start + len, reason)?;
                pos = start + len;
            }
        }
    }
    Ok(())
}

pub(super) fn decode_utf16(out: &mut String, data: &[u8], codec: Codec, errors: &str) -> R<()> {
    let mut big = codec == Codec::Utf16Be;
    let mut pos = 0;
    if codec == Codec::Utf16 {
        match data {
            [0xFF, 0xFE, ..] => pos = 2,
            [0xFE, 0xFF, ..] => {
                pos = 2;
                big = true;
            }
            _ => {}
        }
    }
    // Errors name the byte order actually used, as CPython's messages do.
    let codec = if big { Codec::Utf16Be } else { Codec::Utf16Le };
    let unit = |i: usize| -> u16 {
        let pair = [data[i], data[i + 1]];
        if big {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        }
    };
    let n = data.len();
    while pos < n {
        if n - pos < 2 {
            decode_fallback(out, codec, errors, data, pos, n, "truncated data")?;
            break;
        }
        let u = unit(pos);
        match u {
            0xD800..=0xDBFF => {
                if n - pos < 4 {
                    decode_fallback(out, codec, errors, data, pos, n, "unexpected end of data")?;
                    break;
                }
                let u2 = unit(pos + 2);
                if (0xDC00..=0xDFFF).contains(&u2) {
                    let cp = 0x10000 + (((u as u32) - 0xD800) << 10) + ((u2 as u32) - 0xDC00);
                    out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                    pos += 4;
                } else {
                    decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        pos,
                        pos + 2,
                        "illegal UTF-16 surrogate",
                    )?;
                    pos += 2;
                }
            }
            0xDC00..=0xDFFF => {
                decode_fallback(out, codec, errors, data, pos, pos + 2, "illegal encoding")?;
                pos += 2;
            }
            _ => {
                out.push(char::from_u32(u as u32).unwrap_or('\u{FFFD}'));
                pos += 2;
            }
        }
    }
    Ok(())
}

pub(super) fn decode_utf32(out: &mut String, data: &[u8], codec: Codec, errors: &str) -> R<()> {
    let mut big = codec == Codec::Utf32Be;
    let mut pos = 0;
    if codec == Codec::Utf32 {
        match data {
            [0xFF, 0xFE, 0x00, 0x00, ..] => pos = 4,
            [0x00, 0x00, 0xFE, 0xFF, ..] => {
                pos = 4;
                big = true;
            }
            _ => {}
        }
    }
    let codec = if big { Codec::Utf32Be } else { Codec::Utf32Le };
    let n = data.len();
    while pos < n {
        if n - pos < 4 {
            decode_fallback(out, codec, errors, data, pos, n, "truncated data")?;
            break;
        }
        let quad = [data[pos], data[pos + 1], data[pos + 2], data[pos + 3]];
        let cp = if big { u32::from_be_bytes(quad) } else { u32::from_le_bytes(quad) };
        if cp > 0x10FFFF {
            decode_fallback(
                out,
                codec,
                errors,
                data,
                pos,
                pos + 4,
                "code point not in range(0x110000)",
            )?;
        } else if (0xD800..0xE000).contains(&cp) {
            decode_fallback(
                out,
                codec,
                errors,
                data,
                pos,
                pos + 4,
                "code point in surrogate code point range(0xd800, 0xe000)",
            )?;
        } else {
            out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
        }
        pos += 4;
    }
    Ok(())
}

/// Decodes `data` with a codec and error handler (`bytes.decode`, and `str(b, encoding)`).
pub(crate) fn decode_bytes(
    interp: &mut Interp,
    data: &[u8],
    encoding: &str,
    errors: &str,
) -> R<String> {
    let codec = lookup_codec(encoding)?;
    let mut out = String::with_capacity(data.len());
    match codec {
        Codec::Utf8 => decode_utf8(&mut out, data, errors)?,
        Codec::Utf8Sig => {
            decode_utf8(&mut out, data.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(data), errors)?
        }
        Codec::Ascii => {
            let mut i = 0;
            while i < data.len() {
                let c = data[i];
                if c < 0x80 {
                    out.push(c as char);
                } else {
                    decode_fallback(
                        &mut out,
                        codec,
                        errors,
                        data,
                        i,
                        i + 1,
                        "ordinal not in range(128)",
                    )?;
                }
                i += 1;
            }
        }
        Codec::Latin1 => {
            // Every byte is the code point of the same number; the result can be twice as long.
            interp.check_alloc(data.len().saturating_mul(2))?;
            out.extend(data.iter().map(|&c| c as char));
        }
        Codec::Utf16 | Codec::Utf16Le | Codec::Utf16Be => {
            decode_utf16(&mut out, data, codec, errors)?
        }
        Codec::Utf32 | Codec::Utf32Le | Codec::Utf32Be => {
            decode_utf32(&mut out, data, codec, errors)?
        }
        Codec::UnicodeEscape => decode_unicode_escape(&mut out, data, errors)?,
        Codec::RawUnicodeEscape => decode_raw_unicode_escape(&mut out, data, errors)?,
    }
    if out.len() > data.len() {
        interp.check_alloc(out.len())?;
    }
    Ok(out)
}

/// An escape naming a lone surrogate: CPython decodes it, an ophis string cannot hold it.
fn lone_surrogate(v: u32) -> Error {
    value_error(format!(
        "the escape for U+{v:04X} decodes to a lone surrogate, which ophis strings cannot hold"
    ))
}

/// Reads `count` hex digits at `data[pos..]`: Ok(value) or Err(where reading stopped: the
/// first non-hex digit, or the end of the data).
fn hex_digits(data: &[u8], pos: usize, count: usize) -> Result<u32, usize> {
    let mut v: u32 = 0;
    for k in 0..count {
        let Some(&c) = data.get(pos + k) else { return Err(data.len()) };
        let d = (c as char).to_digit(16).ok_or(pos + k)?;
        v = v.wrapping_shl(4) | d;
    }
    Ok(v)
}

/// The `unicode_escape` decoder (_PyUnicode_DecodeUnicodeEscapeInternal): Latin-1 text with
/// Python's string-literal escapes; each bad escape goes to the error handler with CPython's
/// positions and reason.
fn decode_unicode_escape(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let codec = Codec::UnicodeEscape;
    let mut pos = 0;
    while pos < data.len() {
        let c = data[pos];
        pos += 1;
        if c != b'\\' {
            out.push(c as char);
            continue;
        }
        let start = pos - 1;
        let Some(&e) = data.get(pos) else {
            decode_fallback(out, codec, errors, data, start, data.len(), "\\ at end of string")?;
            break;
        };
        pos += 1;
        let simple = match e {
            b'\n' => Some(None),
            b'\\' | b'\'' | b'"' => Some(Some(e as char)),
            b'b' => Some(Some('\u{8}')),
            b'f' => Some(Some('\u{c}')),
            b't' => Some(Some('\t')),
            b'n' => Some(Some('\n')),
            b'r' => Some(Some('\r')),
            b'v' => Some(Some('\u{b}')),
            b'a' => Some(Some('\u{7}')),
            _ => None,
        };
        if let Some(ch) = simple {
            out.extend(ch);
            continue;
        }
        match e {
            b'0'..=b'7' => {
                let mut v = (e - b'0') as u32;
                for _ in 0..2 {
                    match data.get(pos) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            pos += 1;
                        }
                        _ => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            b'x' | b'u' | b'U' => {
                let (count, reason) = match e {
                    b'x' => (2, "truncated \\xXX escape"),
                    b'u' => (4, "truncated \\uXXXX escape"),
                    _ => (8, "truncated \\UXXXXXXXX escape"),
                };
                match hex_digits(data, pos, count) {
                    Ok(v) => {
                        pos += count;
                        match char::from_u32(v) {
                            Some(ch) => out.push(ch),
                            None if (0xD800..0xE000).contains(&v) => return Err(lone_surrogate(v)),
                            None => decode_fallback(
                                out,
                                codec,
                                errors,
                                data,
                                start,
                                pos,
                                "illegal Unicode character",
                            )?,
                        }
                    }
                    Err(stop) => {
                        pos = stop;
                        decode_fallback(out, codec, errors, data, start, pos, reason)?;
                    }
                }
            }
            b'N' => {
                let malformed = "malformed \\N character escape";
                if data.get(pos) != Some(&b'{') {
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                }
                let Some(close) =
                    data[pos + 1..].iter().position(|&b| b == b'}').map(|k| pos + 1 + k)
                else {
                    pos = data.len();
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                };
                let name = &data[pos + 1..close];
                if name.is_empty() {
                    // The closing brace is not part of the bad escape.
                    pos = close;
                    decode_fallback(out, codec, errors, data, start, pos, malformed)?;
                    continue;
                }
                pos = close + 1;
                let found = std::str::from_utf8(name)
                    .ok()
                    .and_then(crate::modules::unicodedata::char_by_name);
                match found {
                    Some(ch) => out.push(ch),
                    None => decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        start,
                        pos,
                        "unknown Unicode character name",
                    )?,
                }
            }
            // An unknown escape is kept as written (CPython 3.11 only warns).
            _ => {
                out.push('\\');
                out.push(e as char);
            }
        }
    }
    Ok(())
}

/// The `raw_unicode_escape` decoder: Latin-1 text where only `\\uXXXX` and `\\UXXXXXXXX`
/// after an odd run of backslashes are escapes.
fn decode_raw_unicode_escape(out: &mut String, data: &[u8], errors: &str) -> R<()> {
    let codec = Codec::RawUnicodeEscape;
    let mut pos = 0;
    while pos < data.len() {
        if data[pos] != b'\\' {
            out.push(data[pos] as char);
            pos += 1;
            continue;
        }
        let run_start = pos;
        while pos < data.len() && data[pos] == b'\\' {
            out.push('\\');
            pos += 1;
        }
        let odd = (pos - run_start) % 2 == 1;
        let Some(&e) = data.get(pos).filter(|&&e| odd && (e == b'u' || e == b'U')) else {
            continue;
        };
        // The last backslash starts the escape.
        out.pop();
        let start = pos - 1;
        let (count, reason) = if e == b'u' {
            (4, "truncated \\uXXXX escape")
        } else {
            (8, "truncated \\UXXXXXXXX escape")
        };
        pos += 1;
        match hex_digits(data, pos, count) {
            Ok(v) => {
                pos += count;
                match char::from_u32(v) {
                    Some(ch) => out.push(ch),
                    None if (0xD800..0xE000).contains(&v) => return Err(lone_surrogate(v)),
                    None => decode_fallback(
                        out,
                        codec,
                        errors,
                        data,
                        start,
                        pos,
                        "\\Uxxxxxxxx out of range",
                    )?,
                }
            }
            Err(stop) => {
                pos = stop;
                decode_fallback(out, codec, errors, data, start, pos, reason)?;
            }
        }
    }
    Ok(())
}

pub(super) fn bytes_decode<const BA: bool>(
    interp: &mut Interp,
    args: &[Value],
    kw: &Kwargs,
) -> R<Value> {
    let b = recv_bytes(args, "decode")?;
    static SIG: Sig<2> = Sig::keywords("decode", ["encoding", "errors"], 0, 0, 0);
    let [encoding, errors] = bind_method(&SIG, args, kw)?;
    let encoding = str_param(encoding, "decode", "encoding", "utf-8")?;
    let errors = str_param(errors, "decode", "errors", "strict")?;
    Ok(Value::string(decode_bytes(interp, &b, &encoding, &errors)?))
}
