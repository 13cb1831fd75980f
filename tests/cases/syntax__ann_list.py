[a]: int = 1
