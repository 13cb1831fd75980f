"""`http.client` for CPython's tests inside ophis: test_unicodedata imports `HTTPException`
to skip its network test when the download fails; the sandbox has no network, and the
resource helper (`open_urlresource`) skips the test with that reason."""


class HTTPException(Exception):
    pass
