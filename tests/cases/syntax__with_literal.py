with a as 1:
    pass
