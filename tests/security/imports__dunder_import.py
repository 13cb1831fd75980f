# expect: Forbidden: Forbidden access to function: __import__
__import__("os").system("touch /tmp/ophis-canary-imports__dunder_import")
