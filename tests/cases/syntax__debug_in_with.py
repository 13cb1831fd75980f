with a as __debug__:
    pass
