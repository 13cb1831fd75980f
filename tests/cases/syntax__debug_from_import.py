from a import b as __debug__
