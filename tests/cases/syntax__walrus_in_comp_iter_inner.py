[x for y in z for x in (w := y)]
