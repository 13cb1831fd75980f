x = 1
def f():
  print(x := 1)
  global x
