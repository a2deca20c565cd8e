-- wrk script: page loads without a cookie, each opening a session, as new visitors do.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) errors = 0 end
function response(status, headers, body) if status ~= 200 then errors = errors + 1 end end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("errors") end
  io.write(string.format("errors %d\n", total))
end
