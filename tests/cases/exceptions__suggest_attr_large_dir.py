# A dir() of 750 names or more is not searched.
class A:
    blech = None


for index in range(800):
    setattr(A, f"index_{index}", None)
A().bluch
