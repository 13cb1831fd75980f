[x := 1 for x in range(3)]
