print(1,
  sep='', sep=' ')
