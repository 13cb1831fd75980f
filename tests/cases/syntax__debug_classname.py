class __debug__:
    pass
