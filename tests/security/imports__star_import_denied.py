# expect: Forbidden: Import of os is not allowed. Authorized imports are: [...
# expect: Syntax: 'import *' is not supported by ophis
from os import *
system("touch /tmp/ophis-canary-imports__star_import_denied")
