-- wrk script: each thread opens SESSIONS sessions (GET /, keeping the cookie), then types into
-- the demo's live "name" field of those sessions in turn, saving every SAVE_EVERY events.
-- Every answer other than 200 counts as an error; the totals print at the end.
-- With RATE (requests/s in all, with THREADS and CONNECTIONS as given to wrk) each connection
-- waits between requests, the wait adjusted every second so the threads together hold RATE.
local typing = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "typing.lua")
local sessions_per_thread = tonumber(os.getenv("SESSIONS") or "25")
local rate = tonumber(os.getenv("RATE") or "")
local threads = {}
-- With IDENTITY_USER (and IDENTITY_GROUPS), every request carries them as an identity-aware
-- proxy forwards them (X-Forwarded-User, X-Forwarded-Groups): a server with --identity-headers.
local identity = {}
if os.getenv("IDENTITY_USER") then
  identity["X-Forwarded-User"] = os.getenv("IDENTITY_USER")
  identity["X-Forwarded-Groups"] = os.getenv("IDENTITY_GROUPS") or ""
end
-- With SIGNIN_TOKEN, every request carries that sign-in's cookie: a server with accounts.
local page_headers = {}
for name, value in pairs(identity) do page_headers[name] = value end
local signin_cookie = ""
if os.getenv("SIGNIN_TOKEN") then
  signin_cookie = "; actiondata-signin=" .. os.getenv("SIGNIN_TOKEN")
  page_headers["Cookie"] = "actiondata-signin=" .. os.getenv("SIGNIN_TOKEN")
end

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  cookies = {}
  pending_pages = 0
  sequence = 0
  errors = 0
  events = 0
  saves = 0
  if rate then
    local thread_count = tonumber(os.getenv("THREADS") or "2")
    local connections = tonumber(os.getenv("CONNECTIONS") or "16")
    target = rate / thread_count
    pause = 1000 * (connections / thread_count) / target
    second = os.time()
    answered = 0
    counting = false
  end
end

if rate then
  -- wrk takes whole milliseconds: round up or down at random so the mean is the pause.
  function delay()
    local whole = math.floor(pause)
    if math.random() < pause - whole then whole = whole + 1 end
    return whole
  end
end

-- Compares the answers of each whole second with the target and scales the wait; the first,
-- partial second only starts the count.
local function pace()
  answered = answered + 1
  local now = os.time()
  if now == second then return end
  if counting then pause = math.max(0.05, math.min(1000, pause * answered / target)) end
  counting = true
  second = now
  answered = 0
end

function request()
  if #cookies + pending_pages < sessions_per_thread then
    pending_pages = pending_pages + 1
    return wrk.format("GET", "/", page_headers)
  end
  if #cookies == 0 then
    return wrk.format("GET", "/favicon.ico", {})
  end
  sequence = sequence + 1
  return typing.request(sequence, sequence, cookies[(sequence % #cookies) + 1], identity)
end

function response(status, headers, body)
  local cookie = headers["Set-Cookie"] or headers["set-cookie"]
  if cookie then
    pending_pages = pending_pages - 1
    table.insert(cookies, string.match(cookie, "^([^;]+)") .. signin_cookie)
  elseif status == 200 and #cookies > 0 then
    if typing.is_save(sequence) then saves = saves + 1 else events = events + 1 end
  end
  if status ~= 200 and status ~= 204 then errors = errors + 1 end
  if rate then pace() end
end

function done(summary, latency, requests)
  local totals = typing.totals(threads, { "events", "saves", "errors" })
  io.write(string.format("events %d saves %d errors %d\n", totals.events, totals.saves, totals.errors))
end
