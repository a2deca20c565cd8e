-- What Load/events.lua and Load/cluster-events.lua share: loaded by each (dofile, beside
-- them), it types into the demo's live "name" field and saves every SAVE_EVERY events, and
-- adds up the threads' counts at the end.
local typing = {}

typing.save_every = tonumber(os.getenv("SAVE_EVERY") or "50")

-- The request of `turn` for the session `cookie`: every SAVE_EVERY-th turn a save, else an
-- event whose value is "Name <sequence>"; `extra` headers (Host) are added, and an event's body
-- is followed by the `carried` lines (the kept events a page sends with it), if any.
function typing.request(turn, sequence, cookie, extra, carried)
  local headers = { ["Content-Type"] = "application/json", ["Cookie"] = cookie }
  for name, value in pairs(extra or {}) do headers[name] = value end
  if typing.is_save(turn) then
    return wrk.format("POST", "/save", headers, "{}")
  end
  local body = string.format('{"id":"name","action":"input","value":"Name %d","sequence":%d}', sequence, sequence)
  if carried and #carried > 0 then body = body .. "\n" .. table.concat(carried, "\n") end
  return wrk.format("POST", "/event", headers, body)
end

-- Whether the request of `turn` is a save.
function typing.is_save(turn)
  return turn % typing.save_every == 0
end

-- Each count in `names` added up over `threads`.
function typing.totals(threads, names)
  local totals = {}
  for _, name in ipairs(names) do
    totals[name] = 0
    for _, thread in ipairs(threads) do totals[name] = totals[name] + thread:get(name) end
  end
  return totals
end

return typing
