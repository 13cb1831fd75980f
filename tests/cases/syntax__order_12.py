yield 1
nonlocal q
