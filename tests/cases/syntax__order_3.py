x = [(yield) for x in y]
break
