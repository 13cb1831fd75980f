"""JSON encoding and decoding: CPython's `json` API over ophis's native `_json_ophis`.

The encoder and decoder (Rust) follow CPython's C accelerator, so output text, error
messages and positions match CPython's. The sandbox has no files, so `dump` and `load` work
with any object that has a `write` or `read` method and fail like CPython's otherwise.
"""

import _json_ophis as _j


# CPython defines the error in `json.decoder` (and names it so in tracebacks).
import json.decoder as decoder

JSONDecodeError = decoder.JSONDecodeError


class JSONEncoder:
    """Extensible JSON encoder for Python data structures."""

    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        self._custom_default = default is not None
        if default is not None:
            self.default = default

    def default(self, o):
        """Implement this in a subclass to return a serializable object for ``o``."""
        _j.not_serializable(o)

    def encode(self, o):
        """Return a JSON string representation of a Python data structure."""
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        if self._custom_default or type(self) is not JSONEncoder:
            default = self.default
        else:
            default = None
        return _j.encode(o, self.skipkeys, self.ensure_ascii, self.check_circular, self.allow_nan, self.sort_keys,
                         indent, self.item_separator, self.key_separator, default)

    def iterencode(self, o, _one_shot=False):
        """Encode the given object and yield each string representation as available."""
        return iter([self.encode(o)])


class JSONDecoder:
    """Simple JSON decoder."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        """Return the Python representation of ``s`` (a ``str`` instance containing a JSON document)."""
        return _j.decode(s, self.strict, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                         self.parse_constant, None)

    def raw_decode(self, s, idx=0):
        """Decode a JSON document from ``s`` (a ``str`` beginning with a JSON document) and return a
        2-tuple of the Python representation and the index in ``s`` where the document ended."""
        return _j.decode(s, self.strict, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                         self.parse_constant, idx)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None,
          separators=None, default=None, sort_keys=False, **kw):
    """Serialize ``obj`` to a JSON formatted ``str``."""
    if cls is None and not kw:
        if separators is not None:
            item_separator, key_separator = separators
        elif indent is not None:
            item_separator, key_separator = ",", ": "
        else:
            item_separator, key_separator = ", ", ": "
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        return _j.encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, item_separator,
                         key_separator, default)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular, allow_nan=allow_nan,
               indent=indent, separators=separators, default=default, sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None,
         separators=None, default=None, sort_keys=False, **kw):
    """Serialize ``obj`` as a JSON formatted stream to ``fp`` (an object with a ``.write()`` method)."""
    s = dumps(obj, skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular, allow_nan=allow_nan,
              cls=cls, indent=indent, separators=separators, default=default, sort_keys=sort_keys, **kw)
    fp.write(s)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    """Deserialize ``s`` (a ``str``, ``bytes`` or ``bytearray`` instance containing a JSON document)
    to a Python object."""
    if isinstance(s, str):
        if s.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    if cls is None and not kw:
        return _j.decode(s, True, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant, None)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw["object_hook"] = object_hook
    if object_pairs_hook is not None:
        kw["object_pairs_hook"] = object_pairs_hook
    if parse_float is not None:
        kw["parse_float"] = parse_float
    if parse_int is not None:
        kw["parse_int"] = parse_int
    if parse_constant is not None:
        kw["parse_constant"] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
         object_pairs_hook=None, **kw):
    """Deserialize ``fp`` (an object with a ``.read()`` method containing a JSON document) to a
    Python object."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw)
