import copy


class Secret:
    def __init__(self, value):
        self.value = value

    def __copy__(self):
        raise copy.Error("secrets cannot be copied")

    def __deepcopy__(self, memo):
        raise copy.Error("secrets cannot be deep-copied")


wallet = {"owner": "ann", "key": Secret("xyz")}
print(copy.copy(wallet)["owner"])
print(copy.deepcopy(wallet))
