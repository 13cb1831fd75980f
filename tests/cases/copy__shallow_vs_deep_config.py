import copy

DEFAULTS = {
    "server": {"host": "localhost", "ports": [80, 443]},
    "features": ["auth", "cache"],
    "limits": (10, [1, 2]),
    "name": "svc",
}

shallow = copy.copy(DEFAULTS)
deep = copy.deepcopy(DEFAULTS)
shallow["server"]["ports"].append(8080)
shallow["name"] = "changed"
deep["features"].append("metrics")
deep["limits"][1].append(3)
print(DEFAULTS)
print(shallow)
print(deep)
print(shallow["server"] is DEFAULTS["server"], deep["server"] is DEFAULTS["server"], deep["limits"] is DEFAULTS["limits"])

envs = {}
for env, port in [("dev", 8000), ("prod", 443)]:
    cfg = copy.deepcopy(DEFAULTS)
    cfg["server"]["ports"] = [port]
    cfg["name"] = f"svc-{env}"
    envs[env] = cfg
for env, cfg in envs.items():
    print(env, cfg["name"], cfg["server"]["ports"], cfg["features"])
print(DEFAULTS["server"]["ports"])

nums = [1, 2, 3]
print(copy.copy(nums) == nums, copy.copy(nums) is nums, copy.copy((1, 2)) is not None, sorted(copy.copy({3, 1, 2})), copy.copy(b"xy"), copy.copy(bytearray(b"ab")))
t = (1, "a", None, 2.5)
print(copy.deepcopy(t) is t, copy.copy(t) is t, copy.deepcopy("s"), copy.deepcopy(10 ** 30), copy.deepcopy(None))
fs = frozenset({1, 2})
print(copy.copy(fs) is fs, copy.deepcopy(fs) == fs, copy.deepcopy(fs) is fs)
