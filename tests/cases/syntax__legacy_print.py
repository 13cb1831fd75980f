x = 3
print "x is", x
