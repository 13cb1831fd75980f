"""Arrays of numeric values and characters (the `array` module), written for ophis.

The class is declared here and its methods are the builtins of `_array`
(`modules/array_native.rs`), which keep the items as machine values in a bytearray, as
CPython's C type does: little-endian, 'l' and 'L' 8 bytes, 'u' UTF-32 (CPython 3.11 on x86-64
Linux).

Differences from CPython: there is no buffer protocol (`memoryview` is absent; `bytes(a)`
works through `__bytes__`); iterators are the generic sequence iterator, not
`arrayiterator`; `buffer_info`, `fromfile`, `tofile` and pickling refuse, as the sandbox has
no addresses and no files.
"""

import _abc
import _array

__all__ = ["array", "ArrayType", "typecodes"]

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
        raise NotImplementedError("array.__reduce_ex__: ophis does not pickle arrays")


array.__module__ = "array"
array.__qualname__ = "array"
_abc.collection_init(array)
ArrayType = array
