"""Codec registry and helpers (the `codecs` module), written for ophis.

What the sandbox can offer honestly: `encode`, `decode` and `lookup` for the codecs ophis's
`str.encode` and `bytes.decode` implement (UTF-8, UTF-8-sig, UTF-16 and UTF-32 in both byte
orders, ASCII, Latin-1, unicode_escape, raw_unicode_escape), the byte order marks, the error
handler names and `lookup_error`, and `register`/`unregister` for search functions.

Differences from CPython: a search function registered with `register` is consulted by
`codecs.lookup`, `codecs.encode` and `codecs.decode`, not by `str.encode` and `bytes.decode`,
which know only the built-in codecs; `register_error` refuses (the built-in codecs do not call
custom error handlers); the stream and incremental classes, `codecs.open` and `EncodedFile`
are absent (the sandbox has no files).
"""

__all__ = ["register", "unregister", "lookup", "encode", "decode", "lookup_error",
           "register_error", "getencoder", "getdecoder", "iterencode", "iterdecode",
           "CodecInfo", "BOM", "BOM_BE", "BOM_LE", "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_BE",
           "BOM_UTF16_LE", "BOM_UTF32", "BOM_UTF32_BE", "BOM_UTF32_LE", "strict_errors",
           "ignore_errors", "replace_errors", "xmlcharrefreplace_errors",
           "backslashreplace_errors", "namereplace_errors"]

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_LE = BOM_UTF16_LE = b"\xff\xfe"
BOM_BE = BOM_UTF16_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
# The native byte order of the platform CPython's answers come from (x86-64) is little-endian.
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE
BOM32_LE, BOM32_BE = BOM_UTF16_LE, BOM_UTF16_BE
BOM64_LE, BOM64_BE = BOM_UTF32_LE, BOM_UTF32_BE

# The canonical names CPython's codecs report, by a sample of each codec's behaviour (ophis's
# codecs normalise aliases themselves: `lookup` asks them, then names the codec found).
_CANONICAL = [
    ("utf_8", "utf-8"), ("utf_8_sig", "utf-8-sig"), ("ascii", "ascii"),
    ("latin_1", "iso8859-1"), ("utf_16", "utf-16"), ("utf_16_le", "utf-16-le"),
    ("utf_16_be", "utf-16-be"), ("utf_32", "utf-32"), ("utf_32_le", "utf-32-le"),
    ("utf_32_be", "utf-32-be"), ("unicode_escape", "unicode-escape"),
    ("raw_unicode_escape", "raw-unicode-escape"),
]
_PROBE = "\x00\xe9\u20ac\U0001f600"


def _signature(encoding):
    """What the built-in codec `encoding` makes of a probe string, which tells codecs apart."""
    return "\x00\xe9".encode(encoding, "backslashreplace"), _PROBE.encode(encoding, "replace")


_SIGNATURES = None


def _builtin_name(encoding):
    global _SIGNATURES
    if _SIGNATURES is None:
        _SIGNATURES = {_signature(alias): name for alias, name in _CANONICAL}
    return _SIGNATURES[_signature(encoding)]


class CodecInfo(tuple):
    """Codec details when looking up the codec registry."""

    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None, name=None, *,
                _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return "<%s.%s object for encoding %s at %#x>" % (
            self.__class__.__module__, self.__class__.__qualname__, self.name, id(self))


_search_functions = []
_cache = {}


def register(search_function, /):
    """Register a codec search function."""
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _search_functions.append(search_function)


def unregister(search_function, /):
    """Unregister a codec search function and clear the registry's cache."""
    for i, f in enumerate(_search_functions):
        if f is search_function:
            del _search_functions[i]
            break
    _cache.clear()


def _builtin_info(name):
    def encode(input, errors="strict"):
        return input.encode(name, errors), len(input)

    def decode(input, errors="strict"):
        return bytes(input).decode(name, errors), len(input)

    return CodecInfo(encode, decode, name=name)


def lookup(encoding, /):
    """Looks up a codec tuple in the Python codec registry and returns a CodecInfo object."""
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s" % type(encoding).__name__)
    key = encoding.lower().replace(" ", "_")
    if key in _cache:
        return _cache[key]
    try:
        info = _builtin_info(_builtin_name(encoding))
    except LookupError:
        info = None
    if info is None:
        for f in _search_functions:
            info = f(key)
            if info is not None:
                if not isinstance(info, CodecInfo):
                    if not isinstance(info, tuple) or len(info) != 4:
                        raise TypeError("codec search functions must return 4-tuples")
                break
    if info is None:
        raise LookupError("unknown encoding: %s" % encoding)
    _cache[key] = info
    return info


def _check_errors(errors, fname):
    if not isinstance(errors, str):
        raise TypeError("%s() argument 'errors' must be str, not %s" % (fname, type(errors).__name__))


def encode(obj, encoding="utf-8", errors="strict"):
    """Encodes obj using the codec registered for encoding."""
    _check_errors(errors, "encode")
    result = lookup(encoding)[0](obj, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("encoder must return a tuple (object, integer)")
    return result[0]


def decode(obj, encoding="utf-8", errors="strict"):
    """Decodes obj using the codec registered for encoding."""
    _check_errors(errors, "decode")
    result = lookup(encoding)[1](obj, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("decoder must return a tuple (object,integer)")
    return result[0]


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def iterencode(iterator, encoding, errors="strict", **kwargs):
    """Encodes each string of `iterator` (the built-in codecs keep no state between them,
    except that UTF-16 and UTF-32 write one byte order mark, first)."""
    name = lookup(encoding).name
    first = True
    for s in iterator:
        out = s.encode(name, errors)
        if not first and name in ("utf-16", "utf-32", "utf-8-sig"):
            out = out[{"utf-16": 2, "utf-32": 4, "utf-8-sig": 3}[name]:]
        if out:
            first = False
            yield out


def iterdecode(iterator, encoding, errors="strict", **kwargs):
    """Decodes the byte strings of `iterator` one by one, as an incremental decoder does: a
    multi-byte sequence cut between two of them is completed by the next."""
    name = lookup(encoding).name
    pending = b""
    first = True
    for chunk in iterator:
        data = pending + bytes(chunk)
        try:
            out, pending = data.decode(name, errors), b""
        except UnicodeDecodeError as e:
            if e.end != len(data) or "end of data" not in e.reason and "truncated" not in e.reason:
                raise
            out, pending = data[:e.start].decode(name, errors), data[e.start:]
        if first and out and name in _AFTER_BOM:
            # The byte order mark was read: the rest is in the byte order it announced.
            name = _AFTER_BOM[name](data)
            first = False
        if out:
            yield out
    if pending:
        yield pending.decode(name, errors)


_AFTER_BOM = {
    "utf-8-sig": lambda data: "utf-8",
    "utf-16": lambda data: "utf-16-be" if data[:2] == BOM_UTF16_BE else "utf-16-le",
    "utf-32": lambda data: "utf-32-be" if data[:4] == BOM_UTF32_BE else "utf-32-le",
}


def strict_errors(exception, /):
    if isinstance(exception, BaseException):
        raise exception
    raise TypeError("codec must pass exception instance")


def _check_exc(exception):
    if not isinstance(exception, (UnicodeEncodeError, UnicodeDecodeError, UnicodeTranslateError)):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)


def ignore_errors(exception, /):
    _check_exc(exception)
    return "", exception.end


def replace_errors(exception, /):
    _check_exc(exception)
    n = exception.end - exception.start
    if isinstance(exception, UnicodeDecodeError):
        return "\ufffd", exception.end
    if isinstance(exception, UnicodeTranslateError):
        return "\ufffd" * n, exception.end
    return "?" * n, exception.end


def backslashreplace_errors(exception, /):
    _check_exc(exception)
    if isinstance(exception, UnicodeDecodeError):
        part = exception.object[exception.start:exception.end]
        return "".join("\\x%02x" % b for b in part), exception.end
    part = exception.object[exception.start:exception.end]
    return part.encode("ascii", "backslashreplace").decode("ascii"), exception.end


def xmlcharrefreplace_errors(exception, /):
    if not isinstance(exception, UnicodeEncodeError):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    part = exception.object[exception.start:exception.end]
    return "".join("&#%d;" % ord(c) for c in part), exception.end


def namereplace_errors(exception, /):
    if not isinstance(exception, UnicodeEncodeError):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    part = exception.object[exception.start:exception.end]
    return part.encode("ascii", "namereplace").decode("ascii"), exception.end


def _surrogate_handler(name):
    def handler(exception, /):
        raise NotImplementedError(
            "codecs.lookup_error(%r): ophis cannot call this handler directly; pass "
            "errors=%r to str.encode or bytes.decode" % (name, name))
    handler.__name__ = name
    return handler


_error_handlers = {
    "strict": strict_errors,
    "ignore": ignore_errors,
    "replace": replace_errors,
    "backslashreplace": backslashreplace_errors,
    "xmlcharrefreplace": xmlcharrefreplace_errors,
    "namereplace": namereplace_errors,
    "surrogateescape": _surrogate_handler("surrogateescape"),
    "surrogatepass": _surrogate_handler("surrogatepass"),
}


def lookup_error(name, /):
    """Return the error handler for the specified error handling name."""
    if not isinstance(name, str):
        raise TypeError("lookup_error() argument must be str, not %s" % type(name).__name__)
    try:
        return _error_handlers[name]
    except KeyError:
        raise LookupError("unknown error handler name '%s'" % name) from None


def register_error(name, handler, /):
    raise NotImplementedError(
        "codecs.register_error: ophis's codecs do not call custom error handlers")
