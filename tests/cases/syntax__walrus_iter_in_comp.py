[x for x in range((y := 3))]
