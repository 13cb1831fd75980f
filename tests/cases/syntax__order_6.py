def f():
  nonlocal x
  break
