def = 1
