break
1 = x
