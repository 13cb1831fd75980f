"""`_string`: the parsers of format strings behind `string.Formatter`, written for ophis after
CPython's `Objects/stringlib/unicode_format.h` (the same chunks, the same errors)."""


def formatter_parser(format_string):
    """Iterates over (literal_text, field_name, format_spec, conversion) for each literal text
    and replacement field of the string; the last three are None after a literal text with no
    field."""
    if not isinstance(format_string, str):
        raise TypeError("descriptor 'formatter_parser' requires a 'str' object but received a '%s'"
                        % type(format_string).__name__)
    return _parse(format_string)


def _parse(s):
    pos = 0
    end = len(s)
    while pos < end:
        start = pos
        c = ''
        markup_follows = False
        while pos < end:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup_follows = True
                break
        at_end = pos >= end
        length = pos - start
        if c == '}' and markup_follows and (at_end or s[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup_follows:
            raise ValueError("Single '{' encountered in format string")
        if markup_follows and not at_end:
            if s[pos] == c:
                # An escaped brace: the literal text keeps one, and no field follows.
                pos += 1
                markup_follows = False
            else:
                length -= 1
        literal = s[start:start + length]
        if not markup_follows:
            yield (literal, None, None, None)
            continue
        field_name, format_spec, conversion, pos = _parse_field(s, pos, end)
        yield (literal, field_name, format_spec, conversion)


def _parse_field(s, pos, end):
    """(field_name, format_spec, conversion, position after the field) of the field starting
    at pos (after its '{')."""
    name_start = pos
    c = ''
    while pos < end:
        c = s[pos]
        pos += 1
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        if c == '[':
            while pos < end and s[pos] != ']':
                pos += 1
            continue
        if c in '}:!':
            break
    else:
        c = ''
    field_name = s[name_start:pos - 1] if c in ('}', ':', '!') else s[name_start:pos]
    conversion = None
    if c == '!' or c == ':':
        if c == '!':
            if pos >= end:
                raise ValueError("end of string while looking for conversion specifier")
            conversion = s[pos]
            pos += 1
            if pos < end:
                c2 = s[pos]
                pos += 1
                if c2 == '}':
                    return field_name, '', conversion, pos
                if c2 != ':':
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = pos
        count = 1
        while pos < end:
            c = s[pos]
            pos += 1
            if c == '{':
                count += 1
            elif c == '}':
                count -= 1
                if count == 0:
                    return field_name, s[spec_start:pos - 1], conversion, pos
        raise ValueError("unmatched '{' in format spec")
    if c != '}':
        raise ValueError("expected '}' before end of string")
    return field_name, '', conversion, pos


def _integer(text):
    if text and text.isdigit() and text.isascii():
        return int(text)
    return text


def formatter_field_name_split(field_name):
    """(first, rest) of a field name: first is an int or a str, rest an iterator of
    (is_attribute, key) for each '.name' and '[key]' that follows."""
    if not isinstance(field_name, str):
        raise TypeError("descriptor 'formatter_field_name_split' requires a 'str' object but received a '%s'"
                        % type(field_name).__name__)
    i = 0
    n = len(field_name)
    while i < n and field_name[i] not in '.[':
        i += 1
    return _integer(field_name[:i]), _rest(field_name, i)


def _rest(s, pos):
    end = len(s)
    while pos < end:
        c = s[pos]
        pos += 1
        if c == '.':
            start = pos
            while pos < end and s[pos] not in '.[':
                pos += 1
            name = s[start:pos]
            if not name:
                raise ValueError("Empty attribute in format string")
            yield (True, name)
        elif c == '[':
            start = pos
            while pos < end and s[pos] != ']':
                pos += 1
            if pos >= end:
                raise ValueError("Missing ']' in format string")
            key = s[start:pos]
            pos += 1
            if not key:
                raise ValueError("Empty attribute in format string")
            if pos < end and s[pos] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
            yield (False, _integer(key))
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
