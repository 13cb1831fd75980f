"""String constants, capwords and Template (the `string` module), written for ophis.

Template scans its text by hand, following CPython's pattern exactly (`$$`, `$identifier`
with an ASCII identifier, `${identifier}`, and any other `$` as an invalid placeholder), and
honours a subclass's `delimiter`. A subclass that changes `idpattern`, `braceidpattern`,
`flags` or `pattern` needs regular expressions, which this version does not use: it raises
NotImplementedError rather than substituting differently. string.Formatter is not provided.
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
