while True:
  def f():
    for i in x:
      pass
    break
