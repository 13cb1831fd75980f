"""String constants, capwords and Template (the `string` module), written for ophis.

Template scans its text by hand, following CPython's pattern exactly (`$$`, `$identifier`
with an ASCII identifier, `${identifier}`, and any other `$` as an invalid placeholder), and
honours a subclass's `delimiter`. A subclass that changes `idpattern`, `braceidpattern`,
`flags` or `pattern` needs regular expressions, which this version does not use: it raises
NotImplementedError rather than substituting differently.

string.Formatter is CPython 3.11.7's (PSF license: tests/cpython/Lib/LICENSE.txt), over ophis's
`_string` parsers.
"""

import _string

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


########################################################################
# the Formatter class
# see PEP 3101 for details and purpose of this class

# The hard parts are reused from the C implementation.  They're exposed as "_"
# prefixed methods of str.

# The overall parser is implemented in _string.formatter_parser.
# The field name parser is implemented in _string.formatter_field_name_split

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
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):

            # output the literal text
            if literal_text:
                result.append(literal_text)

            # if there's a field, output it
            if field_name is not None:
                # this is some markup, find the object and do
                #  the formatting

                # handle arg indexing when empty field_names are given.
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
                    # disable auto arg incrementing, if it gets
                    # used later on, then an exception will be raised
                    auto_arg_index = False

                # given the field_name, find the object it references
                #  and the argument it came from
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)

                # do any conversion on the resulting object
                obj = self.convert_field(obj, conversion)

                # expand the format spec, if needed
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs,
                    used_args, recursion_depth-1,
                    auto_arg_index=auto_arg_index)

                # format the object and append to the result
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
        # do any conversion on the resulting object
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))


    # returns an iterable that contains tuples of the form:
    # (literal_text, field_name, format_spec, conversion)
    # literal_text can be zero length
    # field_name can be None, in which case there's no
    #  object to format and output
    # if field_name is not None, it is looked up, formatted
    #  with format_spec and conversion and then used
    def parse(self, format_string):
        return _string.formatter_parser(format_string)


    # given a field_name, find the object it references.
    #  field_name:   the field being looked up, e.g. "0.name"
    #                 or "lookup[3]"
    #  used_args:    a set of which args have been used
    #  args, kwargs: as passed in to vformat
    def get_field(self, field_name, args, kwargs):
        first, rest = _string.formatter_field_name_split(field_name)

        obj = self.get_value(first, args, kwargs)

        # loop through the rest of the field_name, doing
        #  getattr or getitem as needed
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]

        return obj, first
