class ValidationError(Exception):
    def __init__(self, path, message):
        super().__init__(f"{path}: {message}")
        self.path = path

class Field:
    def __init__(self, kind, required=True, default=None, check=None, choices=None):
        self.kind, self.required, self.default = kind, required, default
        self.check, self.choices = check, choices

    def validate(self, path, value):
        if not isinstance(value, self.kind):
            raise ValidationError(path, f"expected {self.kind_name()}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            raise ValidationError(path, f"{value!r} not in {sorted(self.choices)}")
        if self.check is not None and not self.check(value):
            raise ValidationError(path, f"check failed for {value!r}")
        return value

    def kind_name(self):
        names = {int: "int", str: "str", bool: "bool", float: "float", list: "list", dict: "dict"}
        return names.get(self.kind, "value")

class Schema:
    def __init__(self, **fields):
        self.fields = fields

    def validate(self, data, path="config"):
        errors, clean = [], {}
        for name, field in self.fields.items():
            p = f"{path}.{name}"
            if name not in data:
                if field.required:
                    errors.append(ValidationError(p, "missing"))
                else:
                    clean[name] = field.default
                continue
            try:
                if isinstance(field, Schema):
                    clean[name] = field.validate(data[name], p)
                else:
                    clean[name] = field.validate(p, data[name])
            except ValidationError as e:
                errors.append(e)
            except ExceptionGroupLike as g:
                errors.extend(g.errors)
        for extra in sorted(set(data) - set(self.fields)):
            errors.append(ValidationError(f"{path}.{extra}", "unknown key"))
        if errors:
            raise ExceptionGroupLike(errors)
        return clean

class ExceptionGroupLike(Exception):
    def __init__(self, errors):
        super().__init__(f"{len(errors)} error(s)")
        self.errors = errors

schema = Schema(
    name=Field(str, check=lambda s: s.replace("_", "").isalnum()),
    port=Field(int, check=lambda p: 0 < p < 65536),
    debug=Field(bool, required=False, default=False),
    mode=Field(str, choices={"dev", "prod"}),
    db=Schema(host=Field(str), pool=Field(int, required=False, default=5, check=lambda n: n > 0)),
)

configs = [
    {"name": "svc_1", "port": 8080, "mode": "dev", "db": {"host": "localhost"}},
    {"name": "bad name!", "port": 70000, "mode": "test", "db": {"pool": 0}, "colour": "red"},
    {"port": "80", "mode": "prod", "debug": True, "db": {"host": "h", "pool": 2}},
]
for cfg in configs:
    try:
        print("OK", schema.validate(cfg))
    except ExceptionGroupLike as g:
        print("FAILED:", g)
        for e in g.errors:
            print("   ", e)
