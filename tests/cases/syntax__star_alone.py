*a = x
