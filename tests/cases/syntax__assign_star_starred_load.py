print(*)
