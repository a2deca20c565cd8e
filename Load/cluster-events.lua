-- wrk script for two nodes serving the same sessions: thread k connects to node k % 2 (PORTS,
-- "18090,18091" on HOST), and every thread types into the demo's live "name" field of every
-- session listed in SESSIONS_FILE (one Cookie header value per line), saving every SAVE_EVERY
-- events; so each session's requests alternate between the nodes.
-- Each event's value carries its sequence number, unique across threads and sessions (thread
-- k sends k, k + THREADS, …): the server keeps a control's newest keystroke, so after the run a
-- session's name must be "Name <n>" with n at least the highest sequence a node answered 200
-- with. done() writes that highest acknowledged sequence per session to ACKED_FILE.
-- A 409 (two nodes raced on the session; nothing kept) is counted apart from errors.
local typing = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "typing.lua")
local host = os.getenv("HOST") or "127.0.0.1"
local ports = {}
for port in string.gmatch(os.getenv("PORTS") or "18090,18091", "%d+") do table.insert(ports, port) end
local thread_count = tonumber(os.getenv("THREADS") or "2")
local threads = {}

function setup(thread)
  local index = #threads
  local port = ports[(index % #ports) + 1]
  thread.addr = wrk.lookup(host, port)[1]
  thread:set("index", index)
  thread:set("authority", host .. ":" .. port)
  table.insert(threads, thread)
end

function init(args)
  cookies = {}
  for line in io.lines(os.getenv("SESSIONS_FILE")) do
    if #line > 0 then table.insert(cookies, line) end
  end
  turn = 0
  acked = {}
  events, saves, errors, conflicts = 0, 0, 0, 0
end

-- The session the event with `sequence` went to: sequences are unique across threads and
-- sessions, so any thread can tell.
local function session_of(sequence)
  local sender = sequence % thread_count
  local sender_turn = (sequence - sender) / thread_count
  return ((sender_turn + sender) % #cookies) + 1
end

function request()
  turn = turn + 1
  local sequence = turn * thread_count + index
  return typing.request(turn, sequence, cookies[session_of(sequence)], { ["Host"] = authority })
end

-- A 200 answer shows the name the session now has (stored before the answer): that sequence
-- is acknowledged for its session, whichever request or thread sent it.
function response(status, headers, body)
  if status == 409 then
    conflicts = conflicts + 1
    return
  elseif status ~= 200 then
    errors = errors + 1
    return
  end
  -- A save answers every control's state; an event on the name only those it changed.
  if string.find(body, '"id":"icon"', 1, true) then saves = saves + 1 else events = events + 1 end
  local text = string.match(body, '"id":"name".-"text":"([^"]*)"')
  local shown = text and tonumber(string.match(text, "^Name (%d+)$"))
  if shown then
    local cookie = cookies[session_of(shown)]
    if (acked[cookie] or -1) < shown then acked[cookie] = shown end
  end
end

function done(summary, latency, requests)
  local totals = typing.totals(threads, { "events", "saves", "errors", "conflicts" })
  local highest = {}
  for _, thread in ipairs(threads) do
    for cookie, sequence in pairs(thread:get("acked")) do
      if (highest[cookie] or -1) < sequence then highest[cookie] = sequence end
    end
  end
  io.write(string.format("events %d saves %d errors %d conflicts %d\n", totals.events, totals.saves, totals.errors, totals.conflicts))
  local file = io.open(os.getenv("ACKED_FILE"), "w")
  for cookie, sequence in pairs(highest) do file:write(cookie, " ", sequence, "\n") end
  file:close()
end
