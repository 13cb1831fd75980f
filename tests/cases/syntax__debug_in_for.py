for __debug__ in x:
    pass
