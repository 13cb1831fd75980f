"""Regular expressions: CPython's `re` API over ophis's native engine `_sre_ophis`.

The engine (Rust) parses patterns with CPython's grammar and error messages and does every
search, `findall`, `split` and template `sub` natively; this module holds the Python-visible
types (`Pattern`, `Match`, `error`, `RegexFlag`) and the module-level functions.
"""

import _sre_ophis as _e
from _operator import index as _index

_MAXSIZE = 9223372036854775807

# Flag names in RegexFlag's definition order (the order CPython prints them in).
_FLAG_MEMBERS = [
    ("ASCII", 256),
    ("IGNORECASE", 2),
    ("LOCALE", 4),
    ("UNICODE", 32),
    ("MULTILINE", 8),
    ("DOTALL", 16),
    ("VERBOSE", 64),
    ("TEMPLATE", 1),
    ("DEBUG", 128),
]
_ALL_FLAGS = 511


def _flag_repr(v):
    if v == 0:
        return "re.NOFLAG"
    if v < 0:
        return "re.RegexFlag(%d)" % v
    parts = []
    rest = v
    for name, bit in _FLAG_MEMBERS:
        if v & bit:
            parts.append("re." + name)
            rest = rest & ~bit
    if rest:
        parts.append(hex(rest))
    return "|".join(parts)


def _flag_value(value):
    """What `RegexFlag(value)` holds: CPython's `Flag._missing_` with the KEEP boundary, which
    takes a negative value as its bits within the flags' width (or the value's own, when
    wider), so `~re.I` is every other flag."""
    if value < 0:
        value = max(_ALL_FLAGS + 1, 2 ** value.bit_length()) + value
    return value


class RegexFlag(int):
    """The flags of `re` (an `IntFlag` in CPython): ints that print as their names."""

    def __new__(cls, value=0):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid RegexFlag" % (value,))
        return int.__new__(cls, _flag_value(int(value)))

    def __repr__(self):
        return _flag_repr(int(self))

    def __str__(self):
        return _flag_repr(int(self))

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(other) | int(self))
        return NotImplemented

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    def __rand__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(other) & int(self))
        return NotImplemented

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    def __rxor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(other) ^ int(self))
        return NotImplemented

    def __invert__(self):
        return RegexFlag(~int(self))

    @property
    def value(self):
        return int(self)

    @property
    def name(self):
        r = _flag_repr(int(self))
        if r.startswith("re.RegexFlag("):
            return None
        return r.replace("re.", "")


NOFLAG = RegexFlag(0)
ASCII = A = RegexFlag(256)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
UNICODE = U = RegexFlag(32)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
VERBOSE = X = RegexFlag(64)
TEMPLATE = T = RegexFlag(1)
DEBUG = RegexFlag(128)

RegexFlag.NOFLAG = NOFLAG
RegexFlag.ASCII = RegexFlag.A = ASCII
RegexFlag.IGNORECASE = RegexFlag.I = IGNORECASE
RegexFlag.LOCALE = RegexFlag.L = LOCALE
RegexFlag.UNICODE = RegexFlag.U = UNICODE
RegexFlag.MULTILINE = RegexFlag.M = MULTILINE
RegexFlag.DOTALL = RegexFlag.S = DOTALL
RegexFlag.VERBOSE = RegexFlag.X = VERBOSE
RegexFlag.TEMPLATE = RegexFlag.T = TEMPLATE
RegexFlag.DEBUG = DEBUG


class error(Exception):
    """Exception raised for invalid regular expressions (and invalid templates)."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            if isinstance(pattern, str):
                newline = "\n"
            else:
                newline = b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


# Flags in the order CPython's Pattern repr lists them.
_REPR_FLAGS = [
    ("re.TEMPLATE", 1),
    ("re.IGNORECASE", 2),
    ("re.LOCALE", 4),
    ("re.MULTILINE", 8),
    ("re.DOTALL", 16),
    ("re.UNICODE", 32),
    ("re.VERBOSE", 64),
    ("re.DEBUG", 128),
    ("re.ASCII", 256),
]


class Pattern:
    """A compiled regular expression."""

    # CPython's type is not subclassable (no Py_TPFLAGS_BASETYPE).
    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 're.Pattern' is not an acceptable base type")

    def __init__(self, pattern, flags, groups, groupindex):
        self.pattern = pattern
        self.flags = flags
        self.groups = groups
        self._groupindex = groupindex
        names = {}
        for name in groupindex:
            names[groupindex[name]] = name
        self._names = names

    @property
    def groupindex(self):
        """The group names and their numbers, read-only (a mappingproxy, as in CPython)."""
        from _ophis_types import mappingproxy

        return mappingproxy(self._groupindex)

    # The engine builds the `Match` objects itself (no Python call per match).
    def match(self, string, pos=0, endpos=_MAXSIZE):
        return _e.match(Match, self, self.pattern, self.flags, string, pos, endpos, 0)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        return _e.match(Match, self, self.pattern, self.flags, string, pos, endpos, 1)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        return _e.match(Match, self, self.pattern, self.flags, string, pos, endpos, 2)

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        return _e.findall(self.pattern, self.flags, string, pos, endpos)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        first = _e.scan(Match, self, self.pattern, self.flags, string, pos, endpos, None, 16)
        return _finditer(self, string, pos, endpos, first)

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        return SRE_Scanner(self, string, pos, endpos)

    def split(self, string, maxsplit=0):
        return _e.split(self.pattern, self.flags, string, maxsplit)

    def sub(self, repl, string, count=0):
        return self._subx(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        return self._subx(repl, string, count)

    def _subx(self, repl, string, count):
        if not callable(repl):
            return _e.sub(self.pattern, self.flags, repl, string, count)
        return _sub_callable(self, repl, string, count)

    def __repr__(self):
        flags = self.flags
        if isinstance(self.pattern, str) and flags & (4 | 32 | 256) == 32:
            flags = flags & ~32
        names = []
        for name, bit in _REPR_FLAGS:
            if flags & bit:
                names.append(name)
                flags = flags & ~bit
        if flags:
            names.append(hex(flags))
        r = repr(self.pattern)[:200]
        if names:
            return "re.compile(%s, %s)" % (r, "|".join(names))
        return "re.compile(%s)" % r

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return type(self.pattern) is type(other.pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __ne__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return not (type(self.pattern) is type(other.pattern) and self.pattern == other.pattern and self.flags == other.flags)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class SRE_Scanner:
    """What `Pattern.scanner(string)` returns (CPython's `_sre.SRE_Scanner`): successive
    `match()` or `search()` calls continue where the previous match ended; an empty match
    makes the next one start further on (CPython's `must_advance`), and after a failed call
    every later call fails too. Unlike CPython, which retries the other alternatives at that
    position for a non-empty match, ophis refuses the position's match when it is empty."""

    def __init__(self, pattern, string, pos, endpos):
        self.pattern = pattern
        self._string = string
        n = len(string)
        self._pos = min(max(pos, 0), n)
        self._endpos = min(max(endpos, 0), n)
        self._advance = False
        self._done = False

    def _next(self, mode):
        if self._done:
            return None
        pos = self._pos
        m = None
        while pos <= self._endpos:
            m = _e.match(Match, self.pattern, self.pattern.pattern, self.pattern.flags,
                         self._string, pos, self._endpos, mode)
            if m is None or not (self._advance and m.end() == self._pos):
                break
            # An empty match where the previous one ended is not a new match: `match()`
            # fails there, `search()` looks from the next position on.
            if mode == 0:
                m = None
                break
            pos += 1
            m = None
        if m is None:
            self._done = True
            return None
        self._pos = m.end()
        self._advance = m.end() == m.start()
        return m

    def match(self):
        return self._next(0)

    def search(self):
        return self._next(2)


def _finditer(p, string, pos, endpos, r):
    while True:
        for m in r[0]:
            yield m
        state = r[1]
        if state is None:
            return
        r = _e.scan(Match, p, p.pattern, p.flags, string, pos, endpos, state, 64)


def _sub_callable(p, repl, string, count):
    count = int(count)
    pieces = []
    n = 0
    last = 0
    if count >= 0:
        state = None
        while True:
            limit = 64
            if count:
                limit = min(64, count - n)
            r = _e.scan(Match, p, p.pattern, p.flags, string, 0, _MAXSIZE, state, limit)
            state = r[1]
            for m in r[0]:
                spans = m._spans
                b = spans[0]
                if last < b:
                    pieces.append(string[last:b])
                item = repl(m)
                if item is not None:
                    pieces.append(item)
                last = spans[1]
                n += 1
            if state is None or (count and n >= count):
                break
    if last < len(string):
        pieces.append(string[last:])
    joiner = string[:0]
    if type(joiner) is bytearray:
        joiner = b""
    return (joiner.join(pieces), n)


class Match:
    """The result of a successful match (made by the engine, `_e.match` and `_e.scan`, with
    the attributes `__init__` sets)."""

    # CPython's type is not subclassable (no Py_TPFLAGS_BASETYPE).
    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 're.Match' is not an acceptable base type")

    def __init__(self, re, string, pos, endpos, spans, lastindex):
        self.re = re
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._spans = spans
        self.lastindex = lastindex
        if lastindex is None:
            self.lastgroup = None
        else:
            self.lastgroup = re._names.get(lastindex)

    def _idx(self, g):
        if isinstance(g, int):
            i = int(g)
        elif isinstance(g, str) or isinstance(g, bytes):
            i = self.re._groupindex.get(g, -1)
        else:
            # An object with `__index__` is a group number (CPython's `match_getindex`).
            try:
                i = _index(g)
            except TypeError:
                i = self.re._groupindex.get(g, -1)
        if i < 0 or i > self.re.groups:
            raise IndexError("no such group")
        return i

    def _get(self, i):
        s = self._spans[2 * i]
        if s < 0:
            return None
        string = self.string
        # A str or bytes subclass's groups are plain str or bytes, as in CPython.
        if isinstance(string, str) and type(string) is not str:
            v = str.__getitem__(string, slice(s, self._spans[2 * i + 1]))
        elif isinstance(string, bytes) and type(string) is not bytes:
            v = bytes.__getitem__(string, slice(s, self._spans[2 * i + 1]))
        else:
            v = string[s:self._spans[2 * i + 1]]
        if type(v) is bytearray:
            v = bytes(v)
        return v

    # Natively (`_sre_ophis.group`), falling back to `_group` for unusual arguments.
    group = _e.group

    def _group(self, *args):
        if len(args) == 1:
            g = args[0]
            # The common case inline (`m.group(1)`): one call instead of three. (`_idx`
            # accepts any int, bools included, the same way.)
            spans = self._spans
            if isinstance(g, int) and 0 <= g and 2 * g < len(spans):
                s = spans[2 * g]
                if s < 0:
                    return None
                v = self.string[s:spans[2 * g + 1]]
                if isinstance(v, bytearray):
                    v = bytes(v)
                return v
            return self._get(self._idx(g))
        if not args:
            return self._get(0)
        return tuple([self._get(self._idx(a)) for a in args])

    def __getitem__(self, g):
        return self._get(self._idx(g))

    def groups(self, default=None):
        out = []
        for i in range(1, self.re.groups + 1):
            v = self._get(i)
            out.append(default if v is None else v)
        return tuple(out)

    def groupdict(self, default=None):
        d = {}
        for name in self.re._groupindex:
            v = self._get(self.re._groupindex[name])
            d[name] = default if v is None else v
        return d

    def start(self, group=0):
        return self._spans[2 * self._idx(group)]

    def end(self, group=0):
        return self._spans[2 * self._idx(group) + 1]

    def span(self, group=0):
        i = self._idx(group)
        return (self._spans[2 * i], self._spans[2 * i + 1])

    @property
    def regs(self):
        return tuple([(self._spans[2 * i], self._spans[2 * i + 1]) for i in range(self.re.groups + 1)])

    def expand(self, template):
        items = _e.template(self.re.pattern, self.re.flags, template)
        empty = self.string[:0]
        if type(empty) is bytearray:
            empty = b""
        out = []
        for it in items:
            if isinstance(it, int):
                v = self._get(it)
                out.append(v if v else empty)
            else:
                out.append(it)
        return empty.join(out)

    def __repr__(self):
        r = repr(self._get(0))[:50]
        return "<re.Match object; span=(%d, %d), match=%s>" % (self._spans[0], self._spans[1], r)

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    if flags & 1:
        import warnings

        warnings.warn(
            "The re.TEMPLATE/re.T flag is deprecated as it is an undocumented flag "
            "without an obvious purpose. Don't use it.",
            DeprecationWarning,
        )
    # A str or bytes subclass's pattern is its text (a slice is the plain str or bytes).
    text = pattern if type(pattern) is str or type(pattern) is bytes else pattern[:]
    info = _e.compile(text, flags)
    p = Pattern(pattern, info[0], info[1], info[2])
    if len(_cache) >= _MAXCACHE:
        del _cache[next(iter(_cache))]
    _cache[key] = p
    return p


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost non-overlapping
    occurrences of the pattern in string by the replacement repl."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the string."""
    return _compile(pattern, flags).finditer(string)


def template(pattern, flags=0):
    "Compile a template pattern, returning a Pattern object, deprecated"
    import warnings

    warnings.warn(
        "The re.template() function is deprecated as it is an undocumented function "
        "without an obvious purpose. Use re.compile() instead.",
        DeprecationWarning,
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # warn just once
        return _compile(pattern, flags | T)


def escape(pattern):
    """Escape special characters in a string."""
    return _e.escape(pattern)


def purge():
    "Clear the regular expression caches"
    _cache.clear()
    _e.purge()


class Scanner:
    """A lexer from a list of (pattern, action) pairs (CPython's undocumented `re.Scanner`):
    `scan(string)` matches the phrases, first one first, from where the last match ended, and
    collects each match's action (called as `action(scanner, text)` when callable, skipped
    when None), until nothing matches or a match is empty; it returns the results and the
    rest of the string.

    CPython compiles the phrases into one pattern whose branches are its groups 1, 2, ...;
    ophis joins them as `(phrase1)|(phrase2)|...` and maps each branch's group number back
    to its phrase, so a phrase with groups of its own still finds its action."""

    def __init__(self, lexicon, flags=0):
        if isinstance(flags, RegexFlag):
            flags = flags.value
        self.lexicon = lexicon
        parts = []
        self._actions = {}
        gid = 1
        for index, (phrase, action) in enumerate(lexicon):
            self._actions[gid] = index
            parts.append("(" + phrase + ")")
            gid += 1 + _compile(phrase, flags).groups
        self.scanner = _compile("|".join(parts), flags)

    def scan(self, string):
        result = []
        match = self.scanner.scanner(string).match
        i = 0
        while True:
            m = match()
            if not m:
                break
            j = m.end()
            if i == j:
                break
            action = self.lexicon[self._actions[_branch(m, self._actions)]][1]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                result.append(action)
            i = j
        return result, string[i:]


def _branch(m, starts):
    """The group number of the branch that matched: the last phrase group that took part."""
    found = None
    for gid in starts:
        if m.start(gid) != -1:
            found = gid
    return found
