-- wrk script for Load/cluster: typing into the demo's live "name" field through the proxy of
-- Deploy/, a save every SAVE_EVERY events. SESSIONS_FILE lists one Cookie header value per
-- line: the session cookie and the proxy's affinity cookie (actiondata-node=nodeN) of the
-- node the session was opened on. Thread k types into its own sessions only (lines k + 1,
-- k + 1 + THREADS, …), one after another, as a page sends its edits one at a time.
-- NODES=affinity sends each session's cookies as they are: the proxy keeps it on its node.
-- NODES=alternating replaces the affinity cookie with node1 and node2 in turn for each
-- session, so a session's consecutive requests land on different nodes.
-- Each event's value carries its sequence number (SEQUENCE_BASE + turn × THREADS + thread),
-- unique across threads: the server keeps a
-- control's newest keystroke, so after the run a session's name must be "Name <n>" with n at
-- least the highest sequence answered 200. done() writes that highest acknowledged sequence
-- per session to ACKED_FILE. Answers other than 200 are errors, 409 (two nodes raced on the
-- session; nothing kept) counted also apart.
local typing = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "typing.lua")
local authority = os.getenv("AUTHORITY") or "forms.test:18443"
local alternating = os.getenv("NODES") == "alternating"
local thread_count = tonumber(os.getenv("THREADS") or "2")
-- Added to every sequence: each phase starts above the last one's, as the server ignores a
-- keystroke older than one it applied.
local base = tonumber(os.getenv("SEQUENCE_BASE") or "0")
local threads = {}

function setup(thread)
  thread:set("index", #threads)
  table.insert(threads, thread)
end

function init(args)
  cookies = {}
  local line_number = 0
  for line in io.lines(os.getenv("SESSIONS_FILE")) do
    if #line > 0 then
      if line_number % thread_count == index then
        if alternating then line = line:gsub("; actiondata%-node=[^;]*", "") end
        table.insert(cookies, line)
      end
      line_number = line_number + 1
    end
  end
  turn = 0
  acked = {}
  events, saves, errors, conflicts = 0, 0, 0, 0
end

-- The cookie of the session the event with `sequence` went to: this thread's own, by turn.
local function session_of(sequence)
  local sender_turn = (sequence - base - index) / thread_count
  return cookies[((sender_turn - 1) % #cookies) + 1]
end

function request()
  turn = turn + 1
  local sequence = base + turn * thread_count + index
  local cookie = session_of(sequence)
  if alternating then
    local visit = math.floor((turn - 1) / #cookies)
    cookie = cookie .. "; actiondata-node=node" .. (visit % 2 + 1)
  end
  return typing.request(turn, sequence, cookie, { ["Host"] = authority })
end

-- A 200 answer to an event shows the name the session now has (stored before the answer):
-- that sequence is acknowledged for its session.
function response(status, headers, body)
  if status ~= 200 then
    errors = errors + 1
    if status == 409 then conflicts = conflicts + 1 end
    return
  end
  -- A save answers every control's state; an event on the name only those it changed. A
  -- save's name may be one another session saved into the shared record, so only an event's
  -- answer, which shows the value it sent, acknowledges a sequence.
  if string.find(body, '"id":"icon"', 1, true) then
    saves = saves + 1
    return
  end
  events = events + 1
  local text = string.match(body, '"id":"name".-"text":"([^"]*)"')
  local shown = text and tonumber(string.match(text, "^Name (%d+)$"))
  local cookie = shown and shown > base and (shown - base - index) % thread_count == 0 and session_of(shown)
  if cookie and (acked[cookie] or -1) < shown then acked[cookie] = shown end
end

function done(summary, latency, requests)
  local totals = typing.totals(threads, { "events", "saves", "errors", "conflicts" })
  local highest = {}
  for _, thread in ipairs(threads) do
    for cookie, sequence in pairs(thread:get("acked")) do
      if (highest[cookie] or -1) < sequence then highest[cookie] = sequence end
    end
  end
  local socket = summary.errors
  local socket_errors = socket.connect + socket.read + socket.write + socket.timeout
  io.write(string.format("events %d saves %d errors %d conflicts %d socket %d\n",
    totals.events, totals.saves, totals.errors, totals.conflicts, socket_errors))
  io.write(string.format("latency p50 %.2f p99 %.2f\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  local file = io.open(os.getenv("ACKED_FILE"), "w")
  for cookie, sequence in pairs(highest) do file:write(cookie, " ", sequence, "\n") end
  file:close()
end
