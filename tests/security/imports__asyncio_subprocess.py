# expect: Forbidden: Import of asyncio.base_events is not allowed. Authorized imports are: [...
# smolagents advisory: asyncio.base_events.events.subprocess
import asyncio.base_events
print("ESCAPED")
