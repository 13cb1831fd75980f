class AppError(Exception):
    code = 1
    def __init__(self, message, *, context=None):
        super().__init__(message)
        self.message = message
        self.context = context or {}
    def describe(self):
        return f"[{self.code}] {self.message} {self.context}"

class ValidationError(AppError):
    code = 10
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}", context={"field": field})
        self.field = field

class NotFound(AppError):
    code = 44

class UserNotFound(NotFound):
    def __init__(self, uid):
        super().__init__(f"user {uid} not found", context={"uid": uid})
        self.uid = uid

def action(kind):
    if kind == "validate":
        raise ValidationError("email", "missing @")
    if kind == "user":
        raise UserNotFound(42)
    if kind == "generic":
        raise NotFound("page")
    if kind == "plain":
        raise AppError("something")
    return "fine"

for kind in ["ok", "validate", "user", "generic", "plain"]:
    try:
        print(action(kind))
    except UserNotFound as e:
        print("UserNotFound", e.uid, e.describe())
    except NotFound as e:
        print("NotFound", e, e.code)
    except ValidationError as e:
        print("ValidationError", e.field, str(e), e.args)
    except AppError as e:
        print("AppError", e.describe())

print(issubclass(UserNotFound, AppError), isinstance(UserNotFound(1), Exception))
e = UserNotFound(7)
print(e.message, e.context, e.args, repr(str(e)))
