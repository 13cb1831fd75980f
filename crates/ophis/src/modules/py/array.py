"""Arrays of numeric values and characters (the `array` module), written for ophis.

An array keeps its items as a list of Python values, each checked and converted on the way
in exactly as CPython's C types would store it (ranges, float rounding for 'f', one character
for 'u'), so it is charged to the memory limit like a list. The byte conversions follow
CPython 3.11 on x86-64 Linux: little-endian, 'l' and 'L' are 8 bytes, 'u' is UTF-32.

Differences from CPython: there is no buffer protocol (`memoryview` is absent; `bytes(a)`
works through `__bytes__`); `buffer_info`, `fromfile`, `tofile` and pickling refuse, as the
sandbox has no addresses and no files.
"""

import struct as _struct

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuhHiIlLqQfd"

# typecode: (itemsize, struct code, (min, max) or None, overflow words)
_INT_RANGES = {
    "b": (-2 ** 7, 2 ** 7 - 1, "signed char is less than minimum",
          "signed char is greater than maximum"),
    "B": (0, 2 ** 8 - 1, "unsigned byte integer is less than minimum",
          "unsigned byte integer is greater than maximum"),
    "h": (-2 ** 15, 2 ** 15 - 1, "signed short integer is less than minimum",
          "signed short integer is greater than maximum"),
    "H": (0, 2 ** 16 - 1, "unsigned short is less than minimum",
          "unsigned short is greater than maximum"),
    "i": (-2 ** 31, 2 ** 31 - 1, "signed integer is less than minimum",
          "signed integer is greater than maximum"),
    "I": (0, 2 ** 32 - 1, "can't convert negative value to unsigned int",
          "unsigned int is greater than maximum"),
    "l": (-2 ** 63, 2 ** 63 - 1, "Python int too large to convert to C long",
          "Python int too large to convert to C long"),
    "L": (0, 2 ** 64 - 1, "can't convert negative value to unsigned int",
          "Python int too large to convert to C unsigned long"),
    "q": (-2 ** 63, 2 ** 63 - 1, "int too big to convert", "int too big to convert"),
    "Q": (0, 2 ** 64 - 1, "can't convert negative int to unsigned", "int too big to convert"),
}
# The C range the conversion goes through first: values past a C long fail with its words.
_LONG_WORDS = {"b", "B", "h", "H", "i"}
_ITEMSIZE = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8,
             "Q": 8, "f": 4, "d": 8}
_STRUCT = {"b": "b", "B": "B", "h": "h", "H": "H", "i": "i", "I": "I", "l": "q", "L": "Q",
           "q": "q", "Q": "Q", "f": "f", "d": "d"}


def _index(v):
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    try:
        return v.__index__()
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__) from None


def _converter(tc):
    if tc in _INT_RANGES:
        lo, hi, low_words, high_words = _INT_RANGES[tc]

        def convert(v):
            v = _index(v)
            if tc in _LONG_WORDS and not -2 ** 63 <= v < 2 ** 63:
                raise OverflowError("Python int too large to convert to C long")
            if tc in "IL" and v >= 2 ** 64:
                raise OverflowError("Python int too large to convert to C unsigned long")
            if v < lo:
                raise OverflowError(low_words)
            if v > hi:
                raise OverflowError(high_words)
            return int(v)
        return convert
    if tc == "f":
        def convert(v):
            if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__"):
                raise TypeError("must be real number, not %s" % type(v).__name__)
            # Stored as a C float: rounded to single precision.
            return _struct.unpack("<f", _struct.pack("<f", float(v)))[0]
        return convert
    if tc == "d":
        def convert(v):
            if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__"):
                raise TypeError("must be real number, not %s" % type(v).__name__)
            return float(v)
        return convert

    def convert(v):
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    return convert


_CONVERTERS = {tc: _converter(tc) for tc in typecodes}


class array:
    """array(typecode [, initializer]) -> array

    Return a new array whose items are restricted by typecode, and
    initialized from the optional initializer value, which must be a list,
    string or iterable over elements of the appropriate type.
    """

    __slots__ = ("_tc", "_items")

    def __new__(cls, *args, **kwargs):
        if kwargs and cls is array:
            raise TypeError("array.array() takes no keyword arguments")
        if not 1 <= len(args) <= 2:
            raise TypeError("array() takes at most 2 arguments (%d given)" % len(args)
                            if args else "array() takes at least 1 argument (0 given)")
        tc = args[0]
        if not isinstance(tc, str) or len(tc) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s"
                            % type(tc).__name__)
        if tc not in typecodes:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self = object.__new__(cls)
        self._tc = tc
        self._items = []
        if len(args) == 2:
            init = args[1]
            if isinstance(init, str):
                if tc != "u":
                    raise TypeError("cannot use a str to initialize an array with typecode '%s'"
                                    % tc)
                self._items = list(init)
            elif isinstance(init, (bytes, bytearray)):
                self.frombytes(init)
            elif isinstance(init, array):
                if (init._tc == "u") != (tc == "u"):
                    raise TypeError("cannot use a unicode array to initialize an array with "
                                    "typecode '%s'" % tc)
                self._items = [_CONVERTERS[tc](v) for v in init._items]
            else:
                convert = _CONVERTERS[tc]
                self._items = [convert(v) for v in init]
        return self

    def __init__(self, *args, **kwargs):
        pass

    @property
    def typecode(self):
        return self._tc

    @property
    def itemsize(self):
        return _ITEMSIZE[self._tc]

    def _new(self, items):
        other = object.__new__(type(self))
        other._tc = self._tc
        other._items = items
        return other

    # ---------------------------------------------------------------- the sequence protocol

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, v):
        return v in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        try:
            return self._items[_index(i) if not isinstance(i, int) else i]
        except IndexError:
            raise IndexError("array index out of range") from None
        except TypeError:
            raise TypeError("array indices must be integers") from None

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError('can only assign array (not "%s") to array slice'
                                % type(v).__name__)
            if v._tc != self._tc:
                raise TypeError("bad argument type for built-in operation")
            start, stop, step = i.indices(len(self._items))
            if step != 1:
                n = len(range(start, stop, step))
                if len(v._items) != n:
                    raise ValueError("attempt to assign array of size %d to extended slice "
                                     "of size %d" % (len(v._items), n))
            self._items[i] = list(v._items)
            return
        v = _CONVERTERS[self._tc](v)
        try:
            self._items[_index(i) if not isinstance(i, int) else i] = v
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __delitem__(self, i):
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError("bad argument type for built-in operation")
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")'
                            % type(other).__name__)
        self.extend(other)
        return self

    def __mul__(self, n):
        if not hasattr(type(n), "__index__"):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        return self._new(self._items * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        if not hasattr(type(n), "__index__"):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        self._items *= n
        return self

    def _cmp_items(self, other):
        if not isinstance(other, array):
            return None
        return self._items, other._items

    def __eq__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] == p[1]

    def __ne__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] != p[1]

    def __lt__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] < p[1]

    def __le__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] <= p[1]

    def __gt__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] > p[1]

    def __ge__(self, other):
        p = self._cmp_items(other)
        return NotImplemented if p is None else p[0] >= p[1]

    __hash__ = None

    def __repr__(self):
        name = type(self).__name__ if type(self) is not array else "array"
        if not self._items:
            return "%s(%r)" % (name, self._tc)
        if self._tc == "u":
            return "%s(%r, %r)" % (name, self._tc, "".join(self._items))
        return "%s(%r, %r)" % (name, self._tc, self._items)

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo, /):
        return self._new(list(self._items))

    def __bytes__(self):
        return self.tobytes()

    # ---------------------------------------------------------------- methods

    def append(self, v, /):
        """Append new value v to the end of the array."""
        self._items.append(_CONVERTERS[self._tc](v))

    def extend(self, bb, /):
        """Append items to the end of the array."""
        if isinstance(bb, array):
            if bb._tc != self._tc:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(list(bb._items))
            return
        convert = _CONVERTERS[self._tc]
        for v in bb:
            self._items.append(convert(v))

    def insert(self, i, v, /):
        """Insert a new item v into the array before position i."""
        self._items.insert(_index(i), _CONVERTERS[self._tc](v))

    def pop(self, i=-1, /):
        """Return the i-th element and delete it from the array."""
        if not self._items:
            raise IndexError("pop from empty array")
        try:
            return self._items.pop(_index(i))
        except IndexError:
            raise IndexError("pop index out of range") from None

    def remove(self, v, /):
        """Remove the first occurrence of v in the array."""
        for i, x in enumerate(self._items):
            if x == v:
                del self._items[i]
                return
        raise ValueError("array.remove(x): x not in array")

    def index(self, v, start=0, stop=2 ** 63 - 1, /):
        """Return index of first occurrence of v in the array."""
        n = len(self._items)
        start, stop = _index(start), _index(stop)
        if start < 0:
            start = max(start + n, 0)
        if stop < 0:
            stop = max(stop + n, 0)
        for i in range(start, min(stop, len(self._items))):
            if self._items[i] == v:
                return i
        raise ValueError("array.index(x): x not in array")

    def count(self, v, /):
        """Return number of occurrences of v in the array."""
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        """Reverse the order of the items in the array."""
        self._items.reverse()

    def tolist(self):
        """Convert array to an ordinary list with the same items."""
        return list(self._items)

    def fromlist(self, list_, /):
        """Append items to array from list."""
        if not isinstance(list_, list):
            raise TypeError("arg must be list")
        convert = _CONVERTERS[self._tc]
        self._items.extend([convert(v) for v in list_])

    def tobytes(self):
        """Convert the array to an array of machine values and return the bytes
        representation."""
        if self._tc == "u":
            return "".join(self._items).encode("utf-32-le")
        return _struct.pack("<%d%s" % (len(self._items), _STRUCT[self._tc]), *self._items)

    def frombytes(self, buffer, /):
        """Appends items from the string, interpreting it as an array of machine values, as
        if it had been read from a file using the fromfile() method."""
        if isinstance(buffer, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        if isinstance(buffer, array):
            buffer = buffer.tobytes()
        if not isinstance(buffer, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(buffer).__name__)
        size = _ITEMSIZE[self._tc]
        if len(buffer) % size:
            raise ValueError("bytes length not a multiple of item size")
        if self._tc == "u":
            self._items.extend(_utf32_chars(bytes(buffer)))
            return
        self._items.extend(
            _struct.unpack("<%d%s" % (len(buffer) // size, _STRUCT[self._tc]), buffer))

    def fromunicode(self, ustr, /):
        """Extends this array with data from the unicode string ustr."""
        if not isinstance(ustr, str):
            raise TypeError("fromunicode() argument must be str, not %s" % type(ustr).__name__)
        if self._tc != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._items.extend(ustr)

    def tounicode(self):
        """Extends this array with data from the unicode string ustr."""
        if self._tc != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def byteswap(self):
        """Byteswap all items of the array."""
        size = _ITEMSIZE[self._tc]
        if self._tc == "u":
            raise NotImplementedError(
                "array.byteswap: ophis's 'u' arrays hold characters, not code units")
        data = self.tobytes()
        swapped = b"".join(data[i:i + size][::-1] for i in range(0, len(data), size))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        raise NotImplementedError("array.buffer_info: the sandbox has no memory addresses")

    def fromfile(self, f, n, /):
        raise NotImplementedError("array.fromfile: the sandbox has no files")

    def tofile(self, f, /):
        raise NotImplementedError("array.tofile: the sandbox has no files")

    def __reduce_ex__(self, protocol, /):
        raise NotImplementedError("array.__reduce_ex__: ophis does not pickle arrays")


def _utf32_chars(data):
    out = []
    for i in range(0, len(data), 4):
        code = int.from_bytes(data[i:i + 4], "little")
        if code > 0x10FFFF:
            raise ValueError("character U+%x is not in range [U+0000; U+10ffff]" % code)
        out.append(chr(code))
    return out


array.__module__ = "array"
array.__qualname__ = "array"
ArrayType = array
