[i := 0 for i, j in range(5)]
