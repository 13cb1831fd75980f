"""`builtins` for CPython's tests inside ophis: the builtins the program has, by name, for the
tests that read them from the module (`builtins.len`). Rebinding one here does not change the
program's builtin (ophis keeps its builtins apart from any module), so a test that patches
`builtins.X` to observe the change fails, as it should. Only the runner's configuration has
it; the sandbox itself denies `builtins`."""

abs = abs
all = all
any = any
ascii = ascii
bin = bin
bool = bool
bytearray = bytearray
bytes = bytes
callable = callable
chr = chr
classmethod = classmethod
complex = complex
delattr = delattr
dict = dict
dir = dir
divmod = divmod
enumerate = enumerate
filter = filter
float = float
format = format
frozenset = frozenset
getattr = getattr
hasattr = hasattr
hash = hash
hex = hex
id = id
int = int
isinstance = isinstance
issubclass = issubclass
iter = iter
len = len
list = list
map = map
max = max
min = min
next = next
object = object
oct = oct
ord = ord
pow = pow
print = print
property = property
range = range
repr = repr
reversed = reversed
round = round
set = set
setattr = setattr
slice = slice
sorted = sorted
staticmethod = staticmethod
str = str
sum = sum
super = super
tuple = tuple
type = type
zip = zip
NotImplemented = NotImplemented
Ellipsis = Ellipsis
Exception = Exception
BaseException = BaseException
