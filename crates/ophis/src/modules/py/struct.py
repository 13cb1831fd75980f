"""Packing values into bytes and back (the `struct` module), written for ophis.

Formats, sizes, alignment and byte orders are those of CPython 3.11 on x86-64 Linux (native
`@` order is little-endian with native sizes and alignment; `=`, `<`, `>` and `!` use the
standard sizes without alignment). Floats are packed bit-exactly from `float.hex()` and
unpacked with `math.ldexp`; half and single precision round half to even as CPython does.

Differences from CPython: buffers are `bytes` and `bytearray` (ophis has no memoryview or
array); the 'P' (pointer) code is refused, as the sandbox has no addresses; a NaN unpacked
from bytes is the usual NaN (its payload bits are not kept).
"""

import math as _math

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct",
           "error"]


class error(Exception):
    pass


# code: (native size, native alignment, standard size)
_SIZES = {
    'x': (1, 1, 1), 'c': (1, 1, 1), 'b': (1, 1, 1), 'B': (1, 1, 1), '?': (1, 1, 1),
    'h': (2, 2, 2), 'H': (2, 2, 2), 'i': (4, 4, 4), 'I': (4, 4, 4), 'l': (8, 8, 4),
    'L': (8, 8, 4), 'q': (8, 8, 8), 'Q': (8, 8, 8), 'n': (8, 8, None), 'N': (8, 8, None),
    'e': (2, 2, 2), 'f': (4, 4, 4), 'd': (8, 8, 8), 's': (1, 1, 1), 'p': (1, 1, 1),
}
_INT_NAMES = {'b': 'byte', 'B': 'ubyte', 'h': 'short', 'H': 'ushort'}


def _parse(fmt):
    """(byte order, native, [(code, count)], size) of a format string."""
    if isinstance(fmt, (bytes, bytearray)):
        fmt = bytes(fmt).decode('ascii')
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(fmt).__name__)
    order, native = 'little', True
    i = 0
    if fmt and fmt[0] in '@=<>!':
        c = fmt[0]
        i = 1
        if c == '@':
            pass
        elif c in '=<':
            native = False
        else:
            order, native = 'big', False
    items = []
    size = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c.isspace():
            i += 1
            continue
        count = None
        if c.isdigit():
            j = i
            while j < n and fmt[j].isdigit():
                j += 1
            count = int(fmt[i:j])
            if j >= n:
                raise error("repeat count given without format specifier")
            i = j
            c = fmt[i]
        if c == 'P':
            raise error("the 'P' format (pointers) is not supported by ophis")
        if c not in _SIZES:
            raise error("bad char in struct format")
        nsize, align, ssize = _SIZES[c]
        if native:
            csize = nsize
        else:
            if ssize is None:
                raise error("bad char in struct format")
            csize, align = ssize, 1
        if count is None:
            count = 1
        if native and align > 1 and c not in 'sp':
            size = (size + align - 1) // align * align
        if c in 'sp':
            size += count
        else:
            size += csize * count
        items.append((c, count, csize, align if native else 1))
        i += 1
    return order, native, items, size


def _int_range_error(code, csize, n, lo, hi):
    if code in _INT_NAMES:
        return error("%s format requires %d <= number <= %d" % (_INT_NAMES[code], lo, hi))
    if csize == 8 or (code in 'ILN' and n < 0):
        return error("argument out of range")
    return error("'%s' format requires %d <= number <= %d" % (code, lo, hi))


def _index(v):
    if isinstance(v, int):
        return int(v)
    try:
        return v.__index__()
    except AttributeError:
        raise error("required argument is not an integer") from None


def _double_bits(x):
    """The IEEE 754 binary64 bits of a float."""
    if x != x:
        return 0x7ff8000000000000 | ((1 << 63) if _math.copysign(1.0, x) < 0 else 0)
    h = x.hex()
    sign = 0
    if h[0] == '-':
        sign = 1
        h = h[1:]
    if h == 'inf':
        return (sign << 63) | (0x7ff << 52)
    # '0x1.<13 hex digits>p<exp>' or '0x0.<digits>p-1022' (subnormals and zero)
    mant_part, exp_part = h[2:].split('p')
    lead, _, frac = mant_part.partition('.')
    frac = (frac + '0' * 13)[:13]
    mant = int(frac, 16)
    exp = int(exp_part)
    if lead == '0':
        return (sign << 63) | mant
    return (sign << 63) | ((exp + 1023) << 52) | mant


def _bits_double(b):
    sign = -1.0 if b >> 63 else 1.0
    exp = (b >> 52) & 0x7ff
    mant = b & ((1 << 52) - 1)
    if exp == 0x7ff:
        return sign * _math.inf if mant == 0 else _math.nan
    if exp == 0:
        return sign * _math.ldexp(mant, -1074)
    return sign * _math.ldexp(mant | (1 << 52), exp - 1075)


def _small_float_bits(x, ebits, mbits, code):
    """The bits of x in a binary format of ebits exponent and mbits fraction bits, rounded
    half to even ('f': binary32, 'e': binary16)."""
    bias = (1 << (ebits - 1)) - 1
    emax_field = (1 << ebits) - 1
    sign = 1 if _math.copysign(1.0, x) < 0 else 0
    if x != x:
        return (sign << (ebits + mbits)) | (emax_field << mbits) | (1 << (mbits - 1))
    a = abs(x)
    if a == _math.inf:
        return (sign << (ebits + mbits)) | (emax_field << mbits)
    if a == 0.0:
        return sign << (ebits + mbits)
    m, e = _math.frexp(a)  # a = m * 2**e, 0.5 <= m < 1
    exp = e - 1 + bias  # the biased exponent of 1.m form
    if exp <= 0:
        # Subnormal: the value in units of 2**(1 - bias - mbits), rounded half to even.
        q = _round_half_even(_math.ldexp(a, bias - 1 + mbits))
        if q >= (1 << mbits):
            return (sign << (ebits + mbits)) | (1 << mbits)
        return (sign << (ebits + mbits)) | q
    q = _round_half_even(_math.ldexp(m, mbits + 1))  # 1.m scaled to mbits fraction bits
    if q >= (1 << (mbits + 1)):
        q >>= 1
        exp += 1
    if exp >= emax_field:
        if code == 'f':
            raise OverflowError("float too large to pack with f format")
        raise OverflowError("float too large to pack with e format")
    return (sign << (ebits + mbits)) | (exp << mbits) | (q - (1 << mbits))


def _round_half_even(v):
    # v is exact (a scaled binary float); round() rounds half to even.
    return int(round(v))


def _bits_small_float(b, ebits, mbits):
    bias = (1 << (ebits - 1)) - 1
    sign = -1.0 if b >> (ebits + mbits) else 1.0
    exp = (b >> mbits) & ((1 << ebits) - 1)
    mant = b & ((1 << mbits) - 1)
    if exp == (1 << ebits) - 1:
        return sign * _math.inf if mant == 0 else _math.nan
    if exp == 0:
        return sign * _math.ldexp(mant, 1 - bias - mbits)
    return sign * _math.ldexp(mant | (1 << mbits), exp - bias - mbits)


def _float_arg(v):
    if isinstance(v, float):
        return v
    if isinstance(v, (int, bool)):
        return float(v)
    try:
        return v.__float__()
    except AttributeError:
        raise error("required argument is not a float") from None


class Struct:
    """Struct(fmt) --> compiled struct object"""

    def __init__(self, format):
        order, native, items, size = _parse(format)
        self.format = format.decode('ascii') if isinstance(format, (bytes, bytearray)) else format
        self.size = size
        self._order = order
        self._native = native
        self._items = items
        self._nargs = sum(1 if c in 'sp' else (0 if c == 'x' else n) for c, n, _, _ in items)

    def __repr__(self):
        return "Struct(%r)" % (self.format,)

    def pack(self, *args):
        if len(args) != self._nargs:
            raise error("pack expected %d items for packing (got %d)" % (self._nargs, len(args)))
        out = bytearray()
        it = iter(args)
        order = self._order
        for c, count, csize, align in self._items:
            if align > 1 and c not in 'sp':
                out.extend(b'\0' * ((-len(out)) % align))
            if c == 'x':
                out.extend(b'\0' * count)
                continue
            if c in 'sp':
                v = next(it)
                if not isinstance(v, (bytes, bytearray)):
                    raise error("argument for 's' must be a bytes object" if c == 's' else "argument for 'p' must be a bytes object")
                if c == 's':
                    data = bytes(v[:count])
                    out.extend(data + b'\0' * (count - len(data)))
                else:
                    if count == 0:
                        continue
                    data = bytes(v[:min(count - 1, 255)])
                    out.append(len(data))
                    out.extend(data + b'\0' * (count - 1 - len(data)))
                continue
            for _ in range(count):
                v = next(it)
                if c == 'c':
                    if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
                        raise error("char format requires a bytes object of length 1")
                    out.extend(v)
                elif c == '?':
                    out.append(1 if v else 0)
                elif c in 'efd':
                    x = _float_arg(v)
                    if c == 'd':
                        bits = _double_bits(x)
                    elif c == 'f':
                        bits = _small_float_bits(x, 8, 23, 'f')
                    else:
                        bits = _small_float_bits(x, 5, 10, 'e')
                    out.extend(bits.to_bytes(csize, order))
                else:
                    n = _index(v)
                    signed = c in 'bhilqn'
                    if signed:
                        lo, hi = -(1 << (8 * csize - 1)), (1 << (8 * csize - 1)) - 1
                    else:
                        lo, hi = 0, (1 << (8 * csize)) - 1
                    if not lo <= n <= hi:
                        raise _int_range_error(c, csize, n, lo, hi)
                    out.extend(n.to_bytes(csize, order, signed=signed))
        return bytes(out)

    def pack_into(self, buffer, offset, *args):
        data = self.pack(*args)
        if offset < 0:
            if offset + len(buffer) < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, len(buffer)))
            offset += len(buffer)
        if len(buffer) - offset < len(data):
            raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)" % (len(data) + offset, len(data), offset, len(buffer)))
        # Byte by byte: ophis's bytearray does not take slice assignment yet.
        for i, b in enumerate(data):
            buffer[offset + i] = b

    def unpack(self, buffer):
        if len(buffer) != self.size:
            raise error("unpack requires a buffer of %d bytes" % self.size)
        return self._unpack_at(bytes(buffer), 0)

    def unpack_from(self, buffer, offset=0):
        n = len(buffer)
        if offset < 0:
            if offset + n < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, n))
            offset += n
        if n - offset < self.size:
            raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d (actual buffer size is %d)" % (self.size + offset, self.size, offset, n))
        return self._unpack_at(bytes(buffer), offset)

    def iter_unpack(self, buffer):
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(buffer) % self.size:
            raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % self.size)
        data = bytes(buffer)
        return (self._unpack_at(data, i) for i in range(0, len(data), self.size))

    def _unpack_at(self, data, pos):
        out = []
        order = self._order
        start = pos
        for c, count, csize, align in self._items:
            if align > 1 and c not in 'sp':
                pos += (-(pos - start)) % align
            if c == 'x':
                pos += count
                continue
            if c == 's':
                out.append(data[pos:pos + count])
                pos += count
                continue
            if c == 'p':
                if count:
                    n = min(data[pos], count - 1)
                    out.append(data[pos + 1:pos + 1 + n])
                else:
                    out.append(b'')
                pos += count
                continue
            for _ in range(count):
                chunk = data[pos:pos + csize]
                pos += csize
                if c == 'c':
                    out.append(chunk)
                elif c == '?':
                    out.append(chunk != b'\0')
                elif c == 'd':
                    out.append(_bits_double(int.from_bytes(chunk, order)))
                elif c == 'f':
                    out.append(_bits_small_float(int.from_bytes(chunk, order), 8, 23))
                elif c == 'e':
                    out.append(_bits_small_float(int.from_bytes(chunk, order), 5, 10))
                else:
                    out.append(int.from_bytes(chunk, order, signed=c in 'bhilqn'))
        return tuple(out)


_cache = {}


def _compiled(fmt):
    s = _cache.get(fmt)
    if s is None:
        s = Struct(fmt)
        if len(_cache) >= 100:
            _cache.clear()
        _cache[fmt] = s
    return s


def calcsize(format):
    """Return size in bytes of the struct described by the format string."""
    return _compiled(format).size


def pack(format, *args):
    """Return a bytes object containing the values v1, v2, ... packed according to the format
    string."""
    return _compiled(format).pack(*args)


def pack_into(format, buffer, offset, *args):
    return _compiled(format).pack_into(buffer, offset, *args)


def unpack(format, buffer):
    """Return a tuple containing values unpacked according to the format string."""
    return _compiled(format).unpack(buffer)


def unpack_from(format, buffer, offset=0):
    return _compiled(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    return _compiled(format).iter_unpack(buffer)
