from collections import ChainMap

defaults = {'theme': 'light', 'lang': 'en', 'autosave': True, 'font': 12}
site = {'lang': 'fr', 'font': 14}
user = {'theme': 'dark'}
config = ChainMap(user, site, defaults)
print(config['theme'], config['lang'], config['autosave'], config['font'])
print(len(config), sorted(config), list(config))
print(dict(config))
print('font' in config, 'color' in config, config.get('color', 'none'))
config['font'] = 16
print(user, site['font'])
session = config.new_child({'lang': 'de'})
print(session['lang'], session.parents['lang'], session.maps[0], len(session.maps))
print(config)
print(session.parents)
del config['font']
print(user)
try:
    del config['lang']
except KeyError as e:
    print('KeyError', e)
try:
    config.pop('autosave')
except KeyError as e:
    print('KeyError', e)
print(config.pop('theme'), user)
print(ChainMap(), bool(ChainMap({})), bool(ChainMap({}, {'a': 1})))
merged = ChainMap({'a': 1}) | {'b': 2}
print(merged, {'z': 0} | ChainMap({'a': 1}))
env = ChainMap({'x': 1})
for k, v in env.new_child(y=2).items():
    print(k, v)
print(list(env.new_child(y=2).keys()), list(env.new_child(y=2).values()))
print(config['missing'])
