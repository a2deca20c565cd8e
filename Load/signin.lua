-- wrk script: signs in through the sign-in form again and again, as a browser posts it, as
-- SIGNIN_NAME with the password "<name> password" — or, with SIGNIN_ACCOUNTS=N, as
-- SIGNIN_NAME1 to SIGNIN_NAMEN in turn (a person does not sign in 20 times at once; their
-- account's limit counts the attempts in flight). A 303 is a sign-in; anything else counts as
-- an error. The totals print at the end.
local name = os.getenv("SIGNIN_NAME") or "typist"
local accounts = tonumber(os.getenv("SIGNIN_ACCOUNTS") or "")
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  signins = 0
  errors = 0
  turn = 0
end

function request()
  turn = turn + 1
  local account = accounts and (name .. ((turn % accounts) + 1)) or name
  local body = "name=" .. account .. "&password=" .. account .. "+password"
  return wrk.format("POST", "/signin", {
    ["Content-Type"] = "application/x-www-form-urlencoded", ["Sec-Fetch-Site"] = "same-origin"
  }, body)
end

function response(status, headers, body)
  if status == 303 then signins = signins + 1 else errors = errors + 1 end
end

function done(summary, latency, requests)
  local total_signins, total_errors = 0, 0
  for _, thread in ipairs(threads) do
    total_signins = total_signins + thread:get("signins")
    total_errors = total_errors + thread:get("errors")
  end
  io.write(string.format("signins %d, errors %d\n", total_signins, total_errors))
end
