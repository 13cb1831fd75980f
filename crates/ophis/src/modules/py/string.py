"""String constants, capwords and Template (the `string` module), written for ophis.

Template scans its text by hand, following CPython's pattern exactly (`$$`, `$identifier`
with an ASCII identifier, `${identifier}`, and any other `$` as an invalid placeholder), and
honours a subclass's `delimiter`. A subclass that changes `idpattern`, `braceidpattern`,
`flags` or `pattern` needs regular expressions, which this version does not use: it raises
NotImplementedError rather than substituting differently.

Formatter is CPython 3.11's class (PSF license; see NOTICE) over a parser written here that
follows `_string.formatter_parser` and `_string.formatter_field_name_split`
(Objects/stringlib/unicode_format.h) step by step, with their error messages. Attribute
lookups in field names go through getattr, so the program's dunder rule judges them.
"""

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s into words, capitalize each word and join them again."""
    return (sep or ' ').join([w.capitalize() for w in s.split(sep)])


_ID_START = frozenset(ascii_letters + '_')
_ID_CHARS = frozenset(ascii_letters + digits + '_')
_DEFAULT_IDPATTERN = r'(?a:[_a-z][_a-z0-9]*)'
_sentinel_dict = {}


class _Chain:
    """Keyword arguments first, then the mapping (CPython uses a ChainMap)."""

    def __init__(self, kws, mapping):
        self._kws = kws
        self._mapping = mapping

    def __getitem__(self, key):
        if key in self._kws:
            return self._kws[key]
        return self._mapping[key]


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = _DEFAULT_IDPATTERN
    braceidpattern = None
    flags = 2   # re.IGNORECASE

    def __init__(self, template):
        self.template = template

    def _check_supported(self):
        if (self.idpattern != _DEFAULT_IDPATTERN or self.braceidpattern is not None
                or self.flags != 2 or getattr(self, 'pattern', None) is not None):
            raise NotImplementedError(
                'string.Template subclasses with a custom idpattern, braceidpattern, flags '
                'or pattern are not supported by ophis')

    def _scan(self):
        """Yields (kind, start, end, name) for each delimiter occurrence, as the regex does:
        kind is 'escaped', 'named', 'braced' or 'invalid' (whose start is the position just
        after the delimiter, like `mo.start('invalid')`)."""
        self._check_supported()
        text = self.template
        delim = self.delimiter
        dlen = len(delim)
        n = len(text)
        i = 0
        while True:
            j = text.find(delim, i)
            if j < 0 or not dlen:
                return
            k = j + dlen
            if text.startswith(delim, k):
                yield ('escaped', j, k + dlen, None)
                i = k + dlen
                continue
            if k < n and text[k] in _ID_START:
                e = k + 1
                while e < n and text[e] in _ID_CHARS:
                    e += 1
                yield ('named', j, e, text[k:e])
                i = e
                continue
            if k < n and text[k] == '{' and k + 1 < n and text[k + 1] in _ID_START:
                e = k + 2
                while e < n and text[e] in _ID_CHARS:
                    e += 1
                if e < n and text[e] == '}':
                    yield ('braced', j, e + 1, text[k + 1:e])
                    i = e + 1
                    continue
            yield ('invalid', k, k, None)
            i = k

    def _invalid(self, i):
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)
        text = self.template
        out = []
        last = 0
        for kind, start, end, name in self._scan():
            if kind == 'invalid':
                self._invalid(start)
            out.append(text[last:start])
            if kind == 'escaped':
                out.append(self.delimiter)
            else:
                out.append(str(mapping[name]))
            last = end
        out.append(text[last:])
        return ''.join(out)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)
        text = self.template
        out = []
        last = 0
        for kind, start, end, name in self._scan():
            if kind == 'invalid':
                # The invalid "match" is the bare delimiter, which is kept as it is.
                continue
            out.append(text[last:start])
            if kind == 'escaped':
                out.append(self.delimiter)
            else:
                try:
                    out.append(str(mapping[name]))
                except KeyError:
                    out.append(text[start:end])
            last = end
        out.append(text[last:])
        return ''.join(out)

    def is_valid(self):
        for kind, start, end, name in self._scan():
            if kind == 'invalid':
                return False
        return True

    def get_identifiers(self):
        ids = []
        for kind, start, end, name in self._scan():
            if name is not None and name not in ids:
                ids.append(name)
        return ids


def _decimal_index(text):
    """unicode_format.h's get_integer: the value of an all-digit name, else -1."""
    if not text:
        return -1
    value = 0
    for ch in text:
        if not ('0' <= ch <= '9'):
            return -1
        value = value * 10 + (ord(ch) - 48)
        if value > 9223372036854775807:
            raise ValueError('Too many decimal digits in format string')
    return value


def _parse_field(text, pos):
    """Parses the field after a '{' at text[pos:]: (field_name, format_spec, conversion, end)."""
    n = len(text)
    start = pos
    c = ''
    while pos < n:
        c = text[pos]
        pos += 1
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        if c == '[':
            while pos < n and text[pos] != ']':
                pos += 1
            continue
        if c in '}:!':
            break
    else:
        c = ''
    field_name = text[start:pos - 1] if c in ('}', ':', '!') else text[start:pos]
    conversion = None
    if c == '!' or c == ':':
        if c == '!':
            if pos >= n:
                raise ValueError('end of string while looking for conversion specifier')
            conversion = text[pos]
            pos += 1
            if pos < n:
                c = text[pos]
                pos += 1
                if c == '}':
                    return field_name, '', conversion, pos
                if c != ':':
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = pos
        count = 1
        while pos < n:
            c = text[pos]
            pos += 1
            if c == '{':
                count += 1
            elif c == '}':
                count -= 1
                if count == 0:
                    return field_name, text[spec_start:pos - 1], conversion, pos
        raise ValueError("unmatched '{' in format spec")
    if c != '}':
        raise ValueError("expected '}' before end of string")
    return field_name, '', conversion, pos


def _formatter_parser(text):
    """`_string.formatter_parser`: (literal_text, field_name, format_spec, conversion) tuples."""
    if not isinstance(text, str):
        raise TypeError(f'expected str, got {type(text).__name__}')
    out = []
    pos = 0
    n = len(text)
    while pos < n:
        start = pos
        c = ''
        markup_follows = False
        while pos < n:
            c = text[pos]
            pos += 1
            if c == '{' or c == '}':
                markup_follows = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and markup_follows and (at_end or text[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup_follows:
            raise ValueError("Single '{' encountered in format string")
        if not at_end and markup_follows:
            if text[pos] == c:
                pos += 1
                markup_follows = False
            else:
                length -= 1
        literal = text[start:start + length]
        if not markup_follows:
            out.append((literal, None, None, None))
            continue
        field_name, spec, conversion, pos = _parse_field(text, pos)
        out.append((literal, field_name, spec, conversion))
    return iter(out)


def _formatter_field_name_split(field_name):
    """`_string.formatter_field_name_split`: (first, iterator of (is_attr, key)); the rest is
    read lazily, as CPython's iterator does, so a lookup error comes before a later syntax
    error."""
    n = len(field_name)
    i = 0
    while i < n and field_name[i] not in '.[':
        i += 1
    first = field_name[:i]
    index = _decimal_index(first)
    return (index if index != -1 else first), _field_name_rest(field_name, i)


def _field_name_rest(field_name, i):
    n = len(field_name)
    while i < n:
        c = field_name[i]
        i += 1
        if c == '.':
            start = i
            while i < n and field_name[i] not in '.[':
                i += 1
            name = field_name[start:i]
            if not name:
                raise ValueError('Empty attribute in format string')
            is_attr = True
        elif c == '[':
            start = i
            while i < n and field_name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            name = field_name[start:i]
            i += 1
            if i < n and field_name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
            if not name:
                raise ValueError('Empty attribute in format string')
            is_attr = False
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        index = _decimal_index(name)
        yield is_attr, (index if index != -1 else name)


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                # Automatic numbering for empty field names, as str.format does.
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _formatter_field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
