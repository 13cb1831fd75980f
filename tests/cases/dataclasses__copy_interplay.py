import copy
from dataclasses import dataclass, field, replace, asdict


@dataclass
class Layer:
    name: str
    weights: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)


@dataclass
class Model:
    layers: list
    version: int = 1


m = Model([Layer('in', [0.1, 0.2], {'act': 'relu'}), Layer('out', [0.5])])
shallow = copy.copy(m)
deep = copy.deepcopy(m)
shallow.layers.append(Layer('extra'))
deep.layers[0].weights[0] = 9.9
deep.layers[0].meta['act'] = 'tanh'
print(len(m.layers), len(deep.layers), m.layers[0].weights, m.layers[0].meta)
print(deep == m, shallow == m, shallow.layers is m.layers)
v2 = replace(m, version=2)
print(v2.version, v2.layers is m.layers, v2 == m)
snapshot = asdict(m)
m.layers[1].weights.append(0.7)
print(snapshot['layers'][1]['weights'], m.layers[1].weights)
print(copy.deepcopy(snapshot) == snapshot)
print(deep)
