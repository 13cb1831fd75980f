# expect: ok
# Tools and modules do not carry the host's environment.
found = []
for v in [echo("OPHIS_SECRET"), str(echo), repr(final_answer)]:
    if "s3cr3t" in str(v):
        found.append(v)
print("ESCAPED" if found else "nothing")
