"""Arrays of numeric values and characters (the `array` module), written for ophis.

The class is declared here and its methods are the builtins of `_array`
(`modules/array_native.rs`), which keep the items as machine values in a bytearray, as
CPython's C type does: little-endian, 'l' and 'L' 8 bytes, 'u' UTF-32 (CPython 3.11 on x86-64
Linux).

Differences from CPython: there is no buffer protocol (`memoryview` is absent; `bytes(a)`
works through `__bytes__`); iterators are the generic sequence iterator, not
`arrayiterator`; `buffer_info`, `fromfile` and `tofile` refuse, as the sandbox has no
addresses and no files. `__reduce_ex__` and `_array_reconstructor` are CPython's (the machine
format codes of x86-64 Linux).
"""

import _abc
import _array
from _operator import index as _index

__all__ = ["array", "ArrayType", "typecodes"]  # and _array_reconstructor, for pickling

typecodes = "bBuhHiIlLqQfd"


class array:
    """array(typecode [, initializer]) -> array

    Return a new array whose items are restricted by typecode, and
    initialized from the optional initializer value, which must be a list,
    string or iterable over elements of the appropriate type.
    """

    __slots__ = ("_b", "_tc")
    # Marks the class itself: slices, sums and products of arrays of a subclass are plain
    # arrays, as in CPython, and `_array` finds this class by it.
    _ophis_array = True
    # CPython's array type carries Py_TPFLAGS_SEQUENCE: sequence patterns match arrays.
    __abc_tpflags__ = 1 << 5

    def __new__(cls, *args, **kwargs):
        if kwargs and cls is array:
            raise TypeError("array.array() takes no keyword arguments")
        return _array.new(cls, *args)

    def __init__(self, *args, **kwargs):
        pass

    typecode = property(_array.typecode)
    itemsize = property(_array.itemsize)

    __len__ = _array.__len__
    __getitem__ = _array.__getitem__
    __setitem__ = _array.__setitem__
    __delitem__ = _array.__delitem__
    __iter__ = _array.__iter__
    __contains__ = _array.__contains__
    __add__ = _array.__add__
    __iadd__ = _array.__iadd__
    __mul__ = _array.__mul__
    __rmul__ = _array.__rmul__
    __imul__ = _array.__imul__
    __eq__ = _array.__eq__
    __ne__ = _array.__ne__
    __lt__ = _array.__lt__
    __le__ = _array.__le__
    __gt__ = _array.__gt__
    __ge__ = _array.__ge__
    __hash__ = None

    def __repr__(self):
        # A Python method: `repr()` does not call a builtin `__repr__` of a Python class.
        return _array.__repr__(self)

    __copy__ = _array.__copy__
    __deepcopy__ = _array.__deepcopy__

    def __bytes__(self):
        # A Python method, as `bytes()` looks for one (ophis has no buffer protocol).
        return _array.__bytes__(self)

    append = _array.append
    extend = _array.extend
    insert = _array.insert
    pop = _array.pop
    remove = _array.remove
    index = _array.index
    count = _array.count
    reverse = _array.reverse
    tolist = _array.tolist
    fromlist = _array.fromlist
    tobytes = _array.tobytes
    frombytes = _array.frombytes
    fromunicode = _array.fromunicode
    tounicode = _array.tounicode
    byteswap = _array.byteswap

    def buffer_info(self):
        raise NotImplementedError("array.buffer_info: the sandbox has no memory addresses")

    def fromfile(self, f, n, /):
        raise NotImplementedError("array.fromfile: the sandbox has no files")

    def tofile(self, f, /):
        raise NotImplementedError("array.tofile: the sandbox has no files")

    def __reduce_ex__(self, protocol, /):
        # CPython's array___reduce_ex__: the list form below protocol 3, else the machine
        # bytes for `_array_reconstructor`; the instance's `__dict__` (a subclass's) rides along.
        protocol = _index(protocol)
        try:
            state = self.__dict__
        except AttributeError:
            state = None
        typecode = self.typecode
        if protocol < 3:
            return (type(self), (typecode, self.tolist()), state)
        return (
            _array_reconstructor,
            (type(self), typecode, _TYPECODE_MFORMAT[typecode], self.tobytes()),
            state,
        )


array.__module__ = "array"
array.__qualname__ = "array"


# CPython's machine format codes (arraymodule.c's `enum machine_format_code`): per code, the
# item size in bytes, whether it is signed, and whether it is big-endian, for the integer
# codes 0-13; 14-17 are IEEE 754 floats and doubles, 18-21 UTF-16 and UTF-32.
_MFORMAT_INT = {
    0: (1, False, False), 1: (1, True, False),
    2: (2, False, False), 3: (2, False, True), 4: (2, True, False), 5: (2, True, True),
    6: (4, False, False), 7: (4, False, True), 8: (4, True, False), 9: (4, True, True),
    10: (8, False, False), 11: (8, False, True), 12: (8, True, False), 13: (8, True, True),
}
_MFORMAT_SIZE = {k: v[0] for k, v in _MFORMAT_INT.items()}
_MFORMAT_SIZE.update({14: 4, 15: 4, 16: 8, 17: 8, 18: 2, 19: 2, 20: 4, 21: 4})
# The format of each type code on x86-64 Linux (little-endian, 'l' 8 bytes, 'u' UTF-32).
_TYPECODE_MFORMAT = {
    'b': 1, 'B': 0, 'u': 20, 'h': 4, 'H': 2, 'i': 8, 'I': 6, 'l': 12, 'L': 10,
    'q': 12, 'Q': 10, 'f': 14, 'd': 16,
}
# The integer type codes in CPython's descriptor order, with their size and signedness.
_INT_TYPECODES = (
    ('b', 1, True), ('B', 1, False), ('h', 2, True), ('H', 2, False), ('i', 4, True),
    ('I', 4, False), ('l', 8, True), ('L', 8, False), ('q', 8, True), ('Q', 8, False),
)


def _array_reconstructor(arraytype, typecode, mformat_code, items, /):
    """Internal. Used for pickling support: rebuilds an array of `arraytype` from `items`, the
    bytes of its values in machine format `mformat_code` (arraymodule.c's
    array__array_reconstructor_impl)."""
    if not isinstance(typecode, str) or len(typecode) != 1:
        raise TypeError(
            "_array_reconstructor() argument 2 must be a unicode character, not "
            + type(typecode).__name__
        )
    mformat_code = _index(mformat_code)
    if not isinstance(arraytype, type):
        raise TypeError(
            f"first argument must be a type object, not {type(arraytype).__name__}"
        )
    if not issubclass(arraytype, array):
        raise TypeError(f"{arraytype.__name__} is not a subtype of array.array")
    if typecode not in _TYPECODE_MFORMAT:
        raise ValueError("second argument must be a valid type code")
    if mformat_code < 0 or mformat_code > 21:
        raise ValueError("third argument must be a valid machine format code.")
    if not isinstance(items, bytes):
        raise TypeError(f"fourth argument should be bytes, not {type(items).__name__}")
    if mformat_code == _TYPECODE_MFORMAT[typecode]:
        return _array.new(arraytype, typecode, items)
    size = _MFORMAT_SIZE[mformat_code]
    if len(items) % size:
        raise ValueError("bytes length not a multiple of item size")
    if mformat_code in _MFORMAT_INT:
        size, signed, big = _MFORMAT_INT[mformat_code]
        # The narrowest fit: the last integer type code of this size and signedness.
        for code, code_size, code_signed in _INT_TYPECODES:
            if code_size == size and code_signed == signed:
                typecode = code
        order = 'big' if big else 'little'
        converted = [int.from_bytes(items[i:i + size], order, signed=signed)
                     for i in range(0, len(items), size)]
    elif mformat_code <= 17:
        # IEEE 754: the big-endian codes are the little-endian ones with each item reversed.
        if mformat_code in (15, 17):
            items = b''.join(items[i:i + size][::-1] for i in range(0, len(items), size))
        converted = _array.new(array, 'f' if size == 4 else 'd', items).tolist()
    else:
        encoding = {18: 'utf-16-le', 19: 'utf-16-be', 20: 'utf-32-le', 21: 'utf-32-be'}
        converted = items.decode(encoding[mformat_code])
    return _array.new(arraytype, typecode, converted)


_abc.collection_init(array)
ArrayType = array


# As arraymodule.c's module init: an array is a MutableSequence.
from collections.abc import MutableSequence as _MutableSequence  # noqa: E402

_MutableSequence.register(array)
del _MutableSequence
