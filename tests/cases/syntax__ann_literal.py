1: int
