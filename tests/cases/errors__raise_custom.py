class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f"not found: {key}")
        self.key = key
try:
    raise NotFound("abc")
except AppError as e:
    print(repr(e), str(e), e.key, isinstance(e, Exception))
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(repr(e), repr(e.__cause__) if False else "cause-set")
raise NotFound("final")
