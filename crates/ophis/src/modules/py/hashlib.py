"""Secure hashes and message digests (the `hashlib` module), written for ophis.

The digests are computed natively by `_hashlib_ophis` (the RustCrypto crates), bit for bit
CPython's. ophis has no native object type to carry a hasher's state between calls, so a hash
object keeps the bytes it was given (charged to the memory limit like any bytearray) and
hashes them all when `digest()` is asked; the hashing is charged to the operation counter.

Differences from CPython: no OpenSSL, so `algorithms_available` is `algorithms_guaranteed`;
`file_digest` is absent (the sandbox has no files); `pbkdf2_hmac` and `scrypt` are absent; the
blake2 constructors take `digest_size`, and refuse a key, a salt, a person or tree parameters
loudly.
"""

import _hashlib_ophis

__all__ = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
           "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "new",
           "algorithms_guaranteed", "algorithms_available")

algorithms_guaranteed = frozenset(_hashlib_ophis.algorithms)
algorithms_available = set(algorithms_guaranteed)

# name: (digest_size, block_size)
_SIZES = {
    "md5": (16, 64), "sha1": (20, 64), "sha224": (28, 64), "sha256": (32, 64),
    "sha384": (48, 128), "sha512": (64, 128), "sha3_224": (28, 144), "sha3_256": (32, 136),
    "sha3_384": (48, 104), "sha3_512": (64, 72), "shake_128": (0, 168), "shake_256": (0, 136),
    "blake2b": (64, 128), "blake2s": (32, 64),
}


def _as_bytes(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, (bytes, bytearray)):
        return data
    tobytes = getattr(type(data), "tobytes", None)
    if tobytes is not None and type(data).__module__ == "array":
        return tobytes(data)
    raise TypeError("object supporting the buffer API required")


class _Hash:
    """A hash object: `update`, `digest`, `hexdigest`, `copy`, `name`, `digest_size`,
    `block_size`."""

    __slots__ = ("_name", "_data", "_size")

    def __init__(self, name, data=b"", size=None):
        self._name = name
        self._data = bytearray()
        self._size = size
        if data is not None:
            self.update(data)

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        if self._size is not None:
            return self._size
        return _SIZES[self._name][0]

    @property
    def block_size(self):
        return _SIZES[self._name][1]

    def update(self, data, /):
        self._data += _as_bytes(data)

    def copy(self):
        other = type(self).__new__(type(self))
        other._name = self._name
        other._data = bytearray(self._data)
        other._size = self._size
        return other

    def digest(self):
        return _hashlib_ophis.digest(self._name, self._data, self._size)

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return "<%s %s object @ %s>" % (self._name, _TYPE_NAMES.get(self._name, "_hashlib.HASH"),
                                        hex(id(self)))


class _HashXOF(_Hash):
    """A shake object: `digest(length)` and `hexdigest(length)`."""

    __slots__ = ()

    def digest(self, length):
        length = length.__index__()
        if length < 0:
            raise ValueError("length must be non-negative")
        return _hashlib_ophis.digest(self._name, self._data, length)

    def hexdigest(self, length):
        return self.digest(length).hex()


_TYPE_NAMES = {"blake2b": "_blake2.blake2b", "blake2s": "_blake2.blake2s",
               "shake_128": "_hashlib.HASHXOF", "shake_256": "_hashlib.HASHXOF"}


def _constructor(name):
    if name.startswith("shake"):
        def construct(string=b"", *, usedforsecurity=True):
            return _HashXOF(name, string)
    else:
        def construct(string=b"", *, usedforsecurity=True):
            return _Hash(name, string)
    construct.__name__ = construct.__qualname__ = "openssl_" + name
    return construct


md5 = _constructor("md5")
sha1 = _constructor("sha1")
sha224 = _constructor("sha224")
sha256 = _constructor("sha256")
sha384 = _constructor("sha384")
sha512 = _constructor("sha512")
sha3_224 = _constructor("sha3_224")
sha3_256 = _constructor("sha3_256")
sha3_384 = _constructor("sha3_384")
sha3_512 = _constructor("sha3_512")
shake_128 = _constructor("shake_128")
shake_256 = _constructor("shake_256")


def _blake2(name, max_size):
    def construct(data=b"", /, *, digest_size=max_size, key=b"", salt=b"", person=b"",
                  fanout=1, depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                  last_node=False, usedforsecurity=True):
        if key or salt or person:
            raise NotImplementedError(
                "%s: ophis does not implement a key, a salt or a person" % name)
        if (fanout, depth, leaf_size, node_offset, node_depth, inner_size, last_node) != (
                1, 1, 0, 0, 0, 0, False):
            raise NotImplementedError("%s: ophis does not implement tree hashing" % name)
        digest_size = digest_size.__index__()
        if not 1 <= digest_size <= max_size:
            raise ValueError("digest_size must be between 1 and %d bytes" % max_size)
        return _Hash(name, data, digest_size)
    construct.__name__ = construct.__qualname__ = name
    return construct


blake2b = _blake2("blake2b", 64)
blake2s = _blake2("blake2s", 32)

_CONSTRUCTORS = {
    "md5": md5, "sha1": sha1, "sha224": sha224, "sha256": sha256, "sha384": sha384,
    "sha512": sha512, "sha3_224": sha3_224, "sha3_256": sha3_256, "sha3_384": sha3_384,
    "sha3_512": sha3_512, "shake_128": shake_128, "shake_256": shake_256,
    "blake2b": blake2b, "blake2s": blake2s,
}


def new(name, data=b"", **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named algorithm;
    optionally initialized with data (which must be a bytes-like object)."""
    if not isinstance(name, str):
        raise TypeError("new() argument 'name' must be str, not %s" % type(name).__name__)
    construct = _CONSTRUCTORS.get(name) or _CONSTRUCTORS.get(name.lower())
    if construct is None:
        raise ValueError("unsupported hash type " + name)
    return construct(data, **kwargs)
