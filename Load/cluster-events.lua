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
-- Where the nodes answer once applied (--sessions-answer applied; answers carry
-- X-ActionData-Version), it behaves as page.js does: it keeps each session's events not known
-- stored, sends X-ActionData-After and X-ActionData-Durable, sends the kept events after each
-- new one (a node that lacks them applies them first and answers every control's state, as a
-- replay does), and on a 409 naming a version to replay onto
-- (X-ActionData-Replay; X-ActionData-After says which session's request it was) sends the kept
-- events again (POST /replay) before its next turn; such a 409 is counted as a replay, not an
-- error. done() writes what each session still keeps to KEPT_FILE, and Load/readback.py sends
-- it as a page does when idle (POST /checks, then /replay if asked) before reading back.
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
  events, saves, errors, conflicts, replays, carried_events = 0, 0, 0, 0, 0, 0
  -- Per session: the version of its last answer, the stored version answered to it and its
  -- number, the versions answered above that, the kept events (body, sequence, version
  -- number holding it), whether a replay is on its way, and which session sent a version (a
  -- 409 echoes it).
  after, durable, durable_number, answered, kept, replaying, sender = {}, {}, {}, {}, {}, {}, {}
  pending = {}
  -- Per session, what it keeps as done() writes it (wrk copies only flat tables between threads).
  kept_lines = {}
end

-- Writes down what the session `cookie` keeps, for done().
local function note_kept(cookie)
  local entries = kept[cookie] or {}
  if #entries == 0 or not after[cookie] then
    kept_lines[cookie] = nil
    return
  end
  local bodies = {}
  for _, entry in ipairs(entries) do table.insert(bodies, entry.body) end
  kept_lines[cookie] = cookie .. "\t" .. after[cookie] .. "\t" .. table.concat(bodies, "\t")
end

-- A header of an answer, whatever the case of its name.
local function header(headers, name)
  local wanted = string.lower(name)
  for key, value in pairs(headers) do
    if string.lower(key) == wanted then return value end
  end
  return nil
end

local function version_number(version)
  return tonumber(string.match(version or "", "^(%d+)%."))
end

-- Takes the versions of an answer for the session `cookie`, as page.js does: a stored version
-- answered to the session drops the kept events answered at or below its number.
local function take_versions(cookie, headers)
  local version = header(headers, "X-ActionData-Version")
  if not version then return end
  after[cookie] = version
  sender[version] = cookie
  answered[cookie] = answered[cookie] or {}
  answered[cookie][version] = true
  local stored = header(headers, "X-ActionData-Durable")
  local number = version_number(stored)
  if stored and number and answered[cookie][stored] and number >= (durable_number[cookie] or 0) then
    durable[cookie], durable_number[cookie] = stored, number
    local still = {}
    for _, entry in ipairs(kept[cookie] or {}) do
      if not (entry.version and entry.version <= number) then table.insert(still, entry) end
    end
    kept[cookie] = still
    for other in pairs(answered[cookie]) do
      if (version_number(other) or 0) < number then answered[cookie][other] = nil end
    end
  end
  note_kept(cookie)
end

-- The cookie of the session the event with `sequence` went to: this thread's own, by turn.
local function session_of(sequence)
  local sender_turn = (sequence - base - index) / thread_count
  return cookies[((sender_turn - 1) % #cookies) + 1]
end

-- The replay of `cookie`'s kept events onto version `from`.
local function replay_request(cookie, from)
  local bodies = {}
  for _, entry in ipairs(kept[cookie]) do table.insert(bodies, entry.body) end
  sender[from] = cookie
  replaying[cookie] = true
  local headers = { ["Content-Type"] = "application/json", ["Cookie"] = cookie, ["Host"] = authority, ["X-ActionData-After"] = from }
  return wrk.format("POST", "/replay", headers, '{"events":[' .. table.concat(bodies, ",") .. ']}')
end

function request()
  local waiting = table.remove(pending, 1)
  if waiting then return replay_request(waiting.cookie, waiting.from) end
  turn = turn + 1
  local sequence = base + turn * thread_count + index
  local cookie = session_of(sequence)
  if alternating then
    local visit = math.floor((turn - 1) / #cookies)
    cookie = cookie .. "; actiondata-node=node" .. (visit % 2 + 1)
  end
  local extra = { ["Host"] = authority }
  local own = session_of(sequence)
  local carried = nil
  if after[own] then
    extra["X-ActionData-After"] = after[own]
    extra["X-ActionData-Durable"] = durable[own]
    sender[after[own]] = own
    if not typing.is_save(turn) then
      kept[own] = kept[own] or {}
      -- As page.js: all the kept events, unless they pass the server's limit of 256.
      if #kept[own] < 256 then
        carried = {}
        for _, entry in ipairs(kept[own]) do table.insert(carried, entry.body) end
        carried_events = carried_events + #carried
      end
      table.insert(kept[own], { sequence = sequence,
        body = string.format('{"id":"name","action":"input","value":"Name %d","sequence":%d}', sequence, sequence) })
      note_kept(own)
    end
  end
  return typing.request(turn, sequence, cookie, extra, carried)
end

-- A 409 naming a version to replay onto: the kept events go there before the next turn; with
-- none kept, the node's state is taken as it is.
local function replay_asked(headers)
  local from = header(headers, "X-ActionData-Replay")
  local cookie = from and sender[header(headers, "X-ActionData-After") or ""]
  if not cookie then return false end
  replays = replays + 1
  if kept[cookie] and #kept[cookie] > 0 then
    table.insert(pending, { cookie = cookie, from = from })
  else
    after[cookie] = from
    answered[cookie] = {}
    sender[from] = cookie
    note_kept(cookie)
  end
  return true
end

-- A 200 answer to an event shows the name the session now has (stored before the answer):
-- that sequence is acknowledged for its session.
function response(status, headers, body)
  if status == 409 and replay_asked(headers) then return end
  if status ~= 200 then
    errors = errors + 1
    if status == 409 then conflicts = conflicts + 1 end
    return
  end
  -- A save answers every control's state; an event on the name only those it changed. A
  -- save's name may be one another session saved into the shared record, so only an event's
  -- answer, which shows the value it sent, acknowledges a sequence.
  if string.find(body, '"id":"icon"', 1, true) then
    -- A save, or a replay's or caught-up event's answer (every control's state, whose name is
    -- the session's own). A replay's version may be below those answered before it: as
    -- page.js does, its events are held by that version, and the earlier versions no longer count.
    local text = string.match(body, '"id":"name".-"text":"([^"]*)"')
    local shown = text and tonumber(string.match(text, "^Name (%d+)$"))
    local cookie = shown and header(headers, "X-ActionData-Version") and session_of(shown)
    if cookie and kept[cookie] and #kept[cookie] > 0 and kept[cookie][#kept[cookie]].sequence == shown then
      local holding = version_number(header(headers, "X-ActionData-Version"))
      if replaying[cookie] then
        for _, entry in ipairs(kept[cookie]) do entry.version = holding end
        answered[cookie] = {}
      else
        kept[cookie][#kept[cookie]].version = holding
      end
      replaying[cookie] = nil
      take_versions(cookie, headers)
      if (acked[cookie] or -1) < shown then acked[cookie] = shown end
      return
    end
    saves = saves + 1
    return
  end
  events = events + 1
  local text = string.match(body, '"id":"name".-"text":"([^"]*)"')
  local shown = text and tonumber(string.match(text, "^Name (%d+)$"))
  local cookie = shown and shown > base and (shown - base - index) % thread_count == 0 and session_of(shown)
  if cookie and (acked[cookie] or -1) < shown then acked[cookie] = shown end
  if cookie and header(headers, "X-ActionData-Version") then
    for _, entry in ipairs(kept[cookie] or {}) do
      if entry.sequence == shown then entry.version = version_number(header(headers, "X-ActionData-Version")) end
    end
    take_versions(cookie, headers)
  end
end

function done(summary, latency, requests)
  local totals = typing.totals(threads, { "events", "saves", "errors", "conflicts", "replays", "carried_events" })
  local highest = {}
  for _, thread in ipairs(threads) do
    for cookie, sequence in pairs(thread:get("acked")) do
      if (highest[cookie] or -1) < sequence then highest[cookie] = sequence end
    end
  end
  local socket = summary.errors
  local socket_errors = socket.connect + socket.read + socket.write + socket.timeout
  io.write(string.format("events %d saves %d errors %d conflicts %d socket %d replays %d carried %d\n",
    totals.events, totals.saves, totals.errors, totals.conflicts, socket_errors, totals.replays, totals.carried_events))
  io.write(string.format("latency p50 %.2f p99 %.2f\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  local file = io.open(os.getenv("ACKED_FILE"), "w")
  for cookie, sequence in pairs(highest) do file:write(cookie, " ", sequence, "\n") end
  file:close()
  -- Each session's version and kept events, one line: cookie TAB version TAB body TAB body …
  local kept_file = os.getenv("KEPT_FILE")
  if kept_file then
    file = io.open(kept_file, "w")
    for _, thread in ipairs(threads) do
      for _, line in pairs(thread:get("kept_lines")) do file:write(line, "\n") end
    end
    file:close()
  end
end
