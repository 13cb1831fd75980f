from __future__ import blah
