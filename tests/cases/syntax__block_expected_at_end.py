for i in range(3):
    # nothing yet
