//! str.format and str.format_map: the replacement-field parser and formatter.

use super::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum AutoNumber {
    Init,
    Auto,
    Manual,
}

/// Where named fields come from: `format`'s keyword arguments or `format_map`'s mapping.
enum Named<'a> {
    Kwargs(&'a Kwargs),
    Mapping(&'a Value),
}

/// The state of one `format`/`format_map` call (CPython's `build_string` arguments).
struct Formatter<'a> {
    /// Positional arguments; `None` for `format_map`, which has none.
    args: Option<&'a [Value]>,
    named: Named<'a>,
    auto: AutoNumber,
    next_auto: usize,
}

/// One parsed replacement field.
pub(super) struct Field<'s> {
    pub(super) name: &'s str,
    pub(super) conversion: Option<char>,
    pub(super) spec: &'s str,
    pub(super) spec_needs_expanding: bool,
}

/// `get_integer`: a field name made only of decimal digits (any script) is an index.
pub(super) fn field_integer(s: &str) -> R<Option<usize>> {
    if s.is_empty() {
        return Ok(None);
    }
    let mut acc: usize = 0;
    for c in s.chars() {
        let d = match decimal_value(c) {
            Some(d) => d as usize,
            None => return Ok(None),
        };
        if acc > (i64::MAX as usize - d) / 10 {
            return Err(value_error("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
    }
    Ok(Some(acc))
}

/// `parse_field`: parses the field that starts at byte `pos` (just after its '{') and returns
/// it with the position after its closing '}'. All the delimiters are ASCII, so scanning bytes
/// never splits a char; the conversion char is decoded as a char.
pub(super) fn parse_field(s: &str, mut pos: usize) -> R<(Field<'_>, usize)> {
    let b = s.as_bytes();
    let n = b.len();
    let name_start = pos;
    let mut c = 0u8;
    while pos < n {
        c = b[pos];
        pos += 1;
        match c {
            b'{' => return Err(value_error("unexpected '{' in field name")),
            b'[' => {
                while pos < n && b[pos] != b']' {
                    pos += 1;
                }
                continue;
            }
            b'}' | b':' | b'!' => break,
            _ => continue,
        }
    }
    let terminated = matches!(c, b'}' | b':' | b'!') && pos > name_start;
    if !terminated {
        return Err(value_error("expected '}' before end of string"));
    }
    let name = &s[name_start..pos - 1];
    if c == b'}' {
        return Ok((Field { name, conversion: None, spec: "", spec_needs_expanding: false }, pos));
    }
    let mut conversion = None;
    if c == b'!' {
        let conv = match s.get(pos..).and_then(|t| t.chars().next()) {
            Some(ch) => ch,
            None => {
                return Err(value_error("end of string while looking for conversion specifier"))
            }
        };
        conversion = Some(conv);
        pos += conv.len_utf8();
        if pos < n {
            let next = b[pos];
            pos += 1;
            if next == b'}' {
                return Ok((
                    Field { name, conversion, spec: "", spec_needs_expanding: false },
                    pos,
                ));
            }
            if next != b':' {
                return Err(value_error("expected ':' after conversion specifier"));
            }
        }
    }
    let spec_start = pos;
    let mut depth = 1;
    let mut expand = false;
    while pos < n {
        let ch = b[pos];
        pos += 1;
        if ch == b'{' {
            expand = true;
            depth += 1;
        } else if ch == b'}' {
            depth -= 1;
            if depth == 0 {
                let spec = &s[spec_start..pos - 1];
                return Ok((Field { name, conversion, spec, spec_needs_expanding: expand }, pos));
            }
        }
    }
    Err(value_error("unmatched '{' in format spec"))
}

impl<'a> Formatter<'a> {
    /// `build_string`: expands a format string (or a nested format spec).
    fn build(&mut self, interp: &mut Interp, s: &str, depth: i32) -> R<String> {
        if depth <= 0 {
            return Err(value_error("Max string recursion exceeded"));
        }
        let b = s.as_bytes();
        let n = b.len();
        let mut out = String::with_capacity(s.len());
        let mut pos = 0;
        while pos < n {
            // Literal text up to the next brace.
            let start = pos;
            let mut brace = None;
            while pos < n {
                let c = b[pos];
                pos += 1;
                if c == b'{' || c == b'}' {
                    brace = Some(c);
                    break;
                }
            }
            let at_end = pos >= n;
            let mut lit_end = pos;
            let mut markup = false;
            if let Some(c) = brace {
                if c == b'}' && (at_end || b[pos] != b'}') {
                    return Err(value_error("Single '}' encountered in format string"));
                }
                if at_end && c == b'{' {
                    return Err(value_error("Single '{' encountered in format string"));
                }
                if b[pos] == c {
                    // A doubled brace is a literal brace: keep one, skip the other.
                    pos += 1;
                } else {
                    lit_end -= 1;
                    markup = true;
                }
            }
            out.push_str(&s[start..lit_end]);
            if !markup {
                continue;
            }
            let (field, next) = parse_field(s, pos)?;
            pos = next;
            self.render(interp, &field, depth, &mut out)?;
            if out.len() > s.len() {
                interp.check_alloc(out.len())?;
            }
        }
        Ok(out)
    }

    /// `output_markup`: looks the field up, converts it, expands its spec and formats it.
    fn render(
        &mut self,
        interp: &mut Interp,
        field: &Field<'_>,
        depth: i32,
        out: &mut String,
    ) -> R<()> {
        let mut obj = self.lookup(interp, field.name)?;
        if let Some(conv) = field.conversion {
            obj = match conv {
                'r' => Value::string(interp.repr(&obj)?),
                's' => Value::string(interp.to_str(&obj)?),
                'a' => Value::string(crate::ops::ascii_escape(&interp.repr(&obj)?)),
                c if (c as u32) > 32 && (c as u32) < 127 => {
                    return Err(value_error(format!("Unknown conversion specifier {c}")))
                }
                c => {
                    return Err(value_error(format!(
                        "Unknown conversion specifier \\x{:x}",
                        c as u32
                    )))
                }
            };
        }
        let spec = if field.spec_needs_expanding {
            self.build(interp, field.spec, depth - 1)?
        } else {
            field.spec.to_string()
        };
        match &obj {
            Value::Str(text) if spec.is_empty() => out.push_str(&text.s),
            _ => out.push_str(&interp.format_value(&obj, &spec)?),
        }
        Ok(())
    }

    /// `get_field_object`: the first part of the name picks an argument (by number, by
    /// automatic numbering, or by name); then `.attr` and `[key]` parts apply in order.
    fn lookup(&mut self, interp: &mut Interp, name: &str) -> R<Value> {
        let first_len = name.bytes().position(|c| c == b'.' || c == b'[').unwrap_or(name.len());
        let (first, rest) = name.split_at(first_len);
        let index = field_integer(first)?;
        let empty = first.is_empty();
        if empty || index.is_some() {
            if self.auto == AutoNumber::Init {
                self.auto = if empty { AutoNumber::Auto } else { AutoNumber::Manual };
            }
            if self.auto == AutoNumber::Manual && empty {
                return Err(value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
            if self.auto == AutoNumber::Auto && !empty {
                return Err(value_error(
                    "cannot switch from automatic field numbering to manual field specification",
                ));
            }
        }
        let index = if empty {
            let i = self.next_auto;
            self.next_auto += 1;
            Some(i)
        } else {
            index
        };
        let mut obj = match index {
            Some(i) => match self.args {
                None => return Err(value_error("Format string contains positional fields")),
                Some(args) => match args.get(i) {
                    Some(v) => v.clone(),
                    None => {
                        return Err(index_error(format!(
                            "Replacement index {i} out of range for positional args tuple"
                        )))
                    }
                },
            },
            None => match self.named {
                Named::Kwargs(kw) => match kw.iter().find(|(k, _)| &**k == first) {
                    Some((_, v)) => v.clone(),
                    None => {
                        return Err(Error::with_args(ExcType::KeyError, vec![Value::str(first)]))
                    }
                },
                Named::Mapping(m) => interp.getitem(m, &Value::str(first))?,
            },
        };
        // The rest: ".name" and "[key]" parts.
        let rb = rest.as_bytes();
        let mut p = 0;
        while p < rb.len() {
            let c = rb[p];
            p += 1;
            match c {
                b'.' => {
                    let ns = p;
                    while p < rb.len() && rb[p] != b'.' && rb[p] != b'[' {
                        p += 1;
                    }
                    let attr = &rest[ns..p];
                    if attr.is_empty() {
                        return Err(value_error("Empty attribute in format string"));
                    }
                    obj = interp.getattr_str(&obj, attr)?;
                }
                b'[' => {
                    let ns = p;
                    let mut closed = false;
                    while p < rb.len() {
                        let ch = rb[p];
                        p += 1;
                        if ch == b']' {
                            closed = true;
                            break;
                        }
                    }
                    if !closed {
                        return Err(value_error("Missing ']' in format string"));
                    }
                    let key = &rest[ns..p - 1];
                    let idx = field_integer(key)?;
                    if key.is_empty() {
                        return Err(value_error("Empty attribute in format string"));
                    }
                    obj = match idx {
                        Some(i) => interp.getitem(&obj, &Value::Int(i as i64))?,
                        None => interp.getitem(&obj, &Value::str(key))?,
                    };
                }
                _ => {
                    return Err(value_error(
                        "Only '.' or '[' may follow ']' in format field specifier",
                    ))
                }
            }
        }
        Ok(obj)
    }
}

pub(super) fn str_format(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "format")?;
    let mut f = Formatter {
        args: Some(&args[1..]),
        named: Named::Kwargs(kw),
        auto: AutoNumber::Init,
        next_auto: 0,
    };
    let out = f.build(interp, &s.s, 2)?;
    Ok(Value::string(out))
}

pub(super) fn str_format_map(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    let s = recv_str(args, "format_map")?;
    let [mapping] = bind_method(&Sig::one("str.format_map"), args, kw)?;
    let mapping = req(mapping);
    let mut f = Formatter {
        args: None,
        named: Named::Mapping(mapping),
        auto: AutoNumber::Init,
        next_auto: 0,
    };
    let out = f.build(interp, &s.s, 2)?;
    Ok(Value::string(out))
}
