# expect: Forbidden: Forbidden access to function: exit
exit()
print("ESCAPED")
