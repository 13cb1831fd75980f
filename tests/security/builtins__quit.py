# expect: Forbidden: Forbidden access to function: quit
quit()
print("ESCAPED")
