break
nonlocal x
