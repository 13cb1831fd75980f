# dumps: every JSON type, separators, ensure_ascii and key coercion.
import json

print(json.dumps(None), json.dumps(True), json.dumps(False), json.dumps(0), json.dumps(-17))
print(json.dumps(3.0), json.dumps(0.1), json.dumps(1e16), json.dumps(1.5e-8), json.dumps(-0.0), json.dumps(123456789.125))
print(json.dumps(float("inf")), json.dumps(float("-inf")), json.dumps(float("nan")))
print(json.dumps("hello"), json.dumps('quote " backslash \\ slash /'), json.dumps("tab\tnew\nline\r\b\f\x00\x1f"))
print(json.dumps([1, "two", 3.0, None, True]), json.dumps((1, 2)), json.dumps([]), json.dumps({}), json.dumps([[]]))
print(json.dumps({"b": 1, "a": [1, 2], "c": {"d": None}}))
print(json.dumps({1: "int", 2.5: "float", True: "bool", None: "none", "s": "str"}))
print(json.dumps({"a": 1, "b": 2}, separators=(",", ":")), json.dumps([1, 2], separators=(" ,", " : ")))
print(json.dumps("café ☕ 😀"), json.dumps("café ☕ 😀", ensure_ascii=False))
print(json.dumps({"ключ": "значение"}), json.dumps({"ключ": "значение"}, ensure_ascii=False))
print(json.dumps(10 ** 40), json.dumps(-(2 ** 70)), json.dumps([2 ** 63, 2 ** 63 - 1]))
print(json.dumps({(1, 2): "tuple key", "ok": 1}, skipkeys=True))
print(json.dumps({"x": [1, {"y": [2, {"z": 3}]}]}))
print(json.dumps("\u007f\u0080\u2028\ufeff"), json.dumps("\u007f\u0080", ensure_ascii=False) == '"\u007f\u0080"')
print(json.dumps({"k": float("nan")}, allow_nan=True), json.dumps([1, 2, 3], indent=None))
