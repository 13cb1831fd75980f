# expect: Forbidden: Import of os is not allowed. Authorized imports are: [...
# imports: *
# "*" authorizes every module except the denied ones.
import os
os.system("touch /tmp/ophis-canary-imports__denied_even_if_authorized_star")
