[[x for x in (y := z)] for z in range(3)]
