await x
nonlocal x
