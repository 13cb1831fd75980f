__debug__: int
