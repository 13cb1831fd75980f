import a as __debug__
