return
break
