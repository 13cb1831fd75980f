True += 1
