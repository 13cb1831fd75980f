for None in x:
    pass
