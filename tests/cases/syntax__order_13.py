def f():
  def g():
    nonlocal q
  nonlocal r
return
