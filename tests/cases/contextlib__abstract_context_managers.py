# contextlib's AbstractContextManager and AbstractAsyncContextManager are ABCs: __exit__ and
# __aexit__ are abstract, and any class with both methods is a virtual subclass (a method set
# to None blocks it).
from contextlib import AbstractAsyncContextManager, AbstractContextManager


class MissingExit(AbstractContextManager):
    pass


try:
    MissingExit()
except TypeError as e:
    print(type(e).__name__, e)


class FromScratch:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class DefaultEnter(AbstractContextManager):
    def __exit__(self, *args):
        return super().__exit__(*args)


class NoEnter(FromScratch):
    __enter__ = None


class NoExit(FromScratch):
    __exit__ = None


manager = DefaultEnter()
with manager as entered:
    print(entered is manager)
for cls in (FromScratch, DefaultEnter, NoEnter, NoExit, int):
    print(cls.__name__, issubclass(cls, AbstractContextManager))


class AsyncManager:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return None


class MissingAsyncExit(AbstractAsyncContextManager):
    pass


try:
    MissingAsyncExit()
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(AsyncManager(), AbstractAsyncContextManager))
print(isinstance(FromScratch(), AbstractAsyncContextManager))
print(AbstractContextManager[int], AbstractAsyncContextManager[int])
