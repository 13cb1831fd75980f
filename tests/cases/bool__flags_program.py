perms = {"read": True, "write": False, "exec": True}
mask = sum(1 << i for i, k in enumerate(sorted(perms)) if perms[k])
print(mask, bin(mask), [k for k in sorted(perms) if perms[k]])
print(all(perms.values()), any(perms.values()), sum(perms.values()), list(perms.values()).count(False))
toggled = {k: not v for k, v in perms.items()}
print(toggled, toggled == perms, [a ^ b for a, b in zip(perms.values(), toggled.values())])
