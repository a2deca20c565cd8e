// The page's script, served as /page.js: it reports what the user does to the engine and
// renders the control states the engine answers. It decides nothing itself: masks, focus
// order, Return, the picker's Done and Cancel and every value shown come from the engine.
//
// - Events are sent one at a time, in order, each with a sequence number per control, so a
//   late keystroke can never overwrite a newer one and Save runs after every pending edit. An
//   answer never overwrites what the user is typing into a field whose keystrokes are still
//   on their way.
// - Masked text fields apply each keystroke, deletion or paste at once through the engine's
//   own mask code, built as WebAssembly (/engine.wasm, from the same Swift sources the server
//   runs), and show its text and caret in the same frame; the edit then goes to the server in
//   order with the text the module computed, and where the server answers otherwise, its
//   answer wins (and it logs the difference). Without WebAssembly each edit waits for the
//   server's text and caret, as the page did before the module existed.
// - Every kind of input into a masked field goes through the engine as the browser reports it
//   (its inputType, the selection, the text): the engine decides what a deletion removes. A
//   composition is shown as composed and applied when it ends (or when focus leaves); a cut
//   puts the selection on the clipboard and the engine removes it; a value changed with no
//   event the page applied (autofill) is read back through the engine as a `changed` input.
// - A label's highlighted matches are <mark> elements holding text nodes, at the UTF-16
//   ranges the engine computed; a label's or image's `transition` is played as the CSS
//   animation class the engine named, only when the shown value changed.
// - A stepper's buttons and Up/Down keys send `increment`/`decrement`: the engine steps (and
//   wraps), the page shows the answer. With `autorepeat`, a held button keeps stepping.
// - Focus moves are reported (`focus`); the accessory bar (Previous, Next, Done, and Cancel for
//   a picker) and Return go through the engine's focus chain.
// - An image view that writes back has a file chooser; the chosen file goes as bytes to
//   POST /image (at most one byte more than the view accepts, so the engine, not the page,
//   says it is too large).
// - The status line shows each failure's `status`, which names the control by the label the
//   page shows beside it ("Price: The price must be a number."), never its `description`.
// - A control checked asynchronously (a name the server looks up) shows its check's state in
//   a polite live region beside it: "Checking…", then accepted or the refusal, announced by
//   screen readers; a refusal sets aria-invalid. Checks finish after the request that started
//   them, so while one is pending the page asks for the states (POST /checks, in the queue
//   with the edits); any other answer carries them too. Save is answered once every check
//   has, and names the control whose check failed.
// - A picker or segmented control whose options the server loads (from a database query, a
//   service) is aria-busy while they load and says so in a polite live region; a load that
//   failed shows its message there, and the options last loaded stay. The page asks for the
//   states (POST /checks) while options are loading, as for a pending check.
// - The record panel asks for the record (GET /record) only while it is open.
// - When the server says the session has ended (410) the page reloads once; a page that comes
//   back without its cookie (framed, cookies blocked) shows a message instead of reloading.
// - Where shared sessions are answered once applied (`serve --sessions-answer applied`),
//   answers carry the session's version (X-ActionData-Version) and the highest version stored
//   (X-ActionData-Durable). The page keeps every event it sent until an answer names as stored
//   a version that was answered to this page and is at or above the event's own (a version
//   answered to another tab need not hold this page's events). It sends the version of its
//   last answer with each request (X-ActionData-After), and its kept events after each new
//   one, one per line, with the highest stored version it knows (X-ActionData-Durable): a node
//   that lacks them applies them first, and answers what the new one changed. The versions of
//   a page's answers only grow, except after a replay. When a node answers 409 naming the
//   version it is at (X-ActionData-Replay: a request that carries no events, such as a save,
//   or another tab moved the session on) the page sends the kept events again (POST /replay),
//   then the request it was making. With events kept and nothing else to send it asks for the
//   stored version (POST /checks) after confirmInterval ms. Where answers carry no version,
//   nothing is kept and no header is sent.
"use strict";
const rows = new Map([...document.querySelectorAll(".ad-row")].map(row => [row.dataset.id, row]));
const element = id => document.getElementById("adc-" + id);
const status = document.getElementById("ad-status");
const accessory = document.getElementById("ad-accessory");
const states = new Map();
// The controls waiting for the server (a check pending, options loading), kept as states are
// applied, so an answer asks a set, not every state of a form of thousands of controls.
const pendingChecks = new Set();
// The language the server wrote the page for (the session's locale): a slider's value reads in it.
const pageLanguage = document.documentElement.lang || undefined;
const sequences = new Map();
const pendingInputs = new Map();
const colorRoles = ["text", "tint", "on", "off", "thumb", "minimumTrack", "maximumTrack", "progress", "track", "background"];
const tokenMeta = document.querySelector("meta[name=actiondata-token]");
const headers = {};
if (tokenMeta) headers["X-ActionData-Token"] = tokenMeta.content;
let queue = Promise.resolve();
let textEntry = null;
let predictionMismatches = 0;
let focusedID = null;
let movingFocus = false;
// Per masked field: the text the engine last gave it, and whether a composition is under way.
const engineTexts = new Map();
const composing = new Set();

// The session's version as the last answer gave it (null until an answer carries one), the
// highest stored version answered to this page and its number, the versions answered to it
// above that, and the events sent and not known stored, each with the version number that
// holds it (Infinity until an answer gives one) and its body as sent.
let version = null;
let durable = null;
let durableNumber = 0;
let answeredVersions = new Set();
let kept = [];
const replayLimit = 3;
// The most kept events an event carries, and the most characters its body may have: at most
// three bytes each in UTF-8, within the server's 64 KB.
const carriedLimit = 256;
const carriedCharacters = 20000;
const confirmInterval = 200;
let confirmTimer = null;

function enqueue(path, body, poster = call) {
  const result = queue.then(() => poster(path, typeof body === "function" ? body() : body));
  queue = result.catch(() => null);
  return result;
}

function send(id, action, value) {
  const sequence = nextSequence(id);
  const typed = action === "input" || action === "edit";
  if (typed) pendingInputs.set(id, (pendingInputs.get(id) || 0) + 1);
  const result = enqueue("/event", () => ({ id, action, value: typeof value === "function" ? value() : value, sequence }));
  if (typed) result.finally(() => pendingInputs.set(id, pendingInputs.get(id) - 1));
  return result;
}

function nextSequence(id) {
  const sequence = (sequences.get(id) || 0) + 1;
  sequences.set(id, sequence);
  return sequence;
}

function call(path, body) { return post(path, JSON.stringify(body ?? {}), "application/json", path === "/event" ? body : null); }

function upload(path, blob) { return post(path, blob, "application/octet-stream"); }

// Posts a request; `event` is the event it carries (kept until stored where answers carry
// versions), sent with the events kept before it. A 409 naming a version to replay onto sends
// the kept events there, then the request again (an event goes with the replay itself).
async function post(path, body, type, event) {
  const entry = event && version !== null ? { event, json: body, version: Infinity } : null;
  if (entry) kept.push(entry);
  for (let attempt = 0; ; attempt++) {
    const carried = entry ? carriedBefore(entry, body) : [];
    let response;
    try {
      const sent = carried.length === 0 ? body : [body, ...carried.map(other => other.json)].join("\n");
      const durableHeader = entry && durable !== null ? { "X-ActionData-Durable": durable } : {};
      response = await fetch(path, { method: "POST", credentials: "same-origin", headers: { ...headers, ...afterHeader(version), ...durableHeader, "Content-Type": type }, body: sent });
    } catch (error) {
      status.textContent = "The server cannot be reached.";
      return null;
    }
    const replayFrom = response.headers.get("X-ActionData-Replay");
    if (response.status !== 409 || replayFrom === null || attempt >= replayLimit) {
      if (entry && !response.ok) kept = kept.filter(other => other !== entry);
      if (entry && response.ok) entry.version = Number(versionNumber(response.headers.get("X-ActionData-Version")));
      return answer(response);
    }
    const replayed = await replay(replayFrom);
    if (entry || replayed === null) return replayed;
    if (replayed !== undefined) applyUpdate(replayed);
  }
}

// The kept events sent before `entry` (whose body is `body`) that go with it: all of them,
// oldest first, unless they pass the server's limits; then none, and a node that lacks them
// asks for a replay.
function carriedBefore(entry, body) {
  const before = kept.filter(other => other !== entry);
  if (before.length >= carriedLimit) return [];
  let characters = body.length;
  for (const other of before) characters += other.json.length + 1;
  return characters <= carriedCharacters ? before : [];
}

// Sends every kept event again onto version `from` (again onto a newer one while the node
// moves on, at most replayLimit times); with none kept, takes the node's state as it is. The
// answer (every control's state), null when it failed, undefined when the state was taken.
async function replay(from) {
  if (kept.length === 0) {
    const response = await fetch("/state", { credentials: "same-origin" }).catch(() => null);
    if (!response) return null;
    if (response.ok) answeredVersions.clear();
    applyUpdate(await answer(response));
    return undefined;
  }
  const sent = kept.slice();
  for (let attempt = 0; ; attempt++) {
    let response;
    try {
      response = await fetch("/replay", {
        method: "POST", credentials: "same-origin", headers: { ...headers, ...afterHeader(from), "Content-Type": "application/json" },
        body: JSON.stringify({ events: sent.map(entry => entry.event) }),
      });
    } catch (error) {
      status.textContent = "The server cannot be reached.";
      return null;
    }
    const again = response.headers.get("X-ActionData-Replay");
    if (response.status === 409 && again !== null && attempt < replayLimit) { from = again; continue; }
    if (response.ok) {
      // A replay's version may be below the versions answered before it: those no longer count.
      const holding = Number(versionNumber(response.headers.get("X-ActionData-Version")));
      for (const entry of sent) entry.version = holding;
      answeredVersions.clear();
    }
    return answer(response);
  }
}

function afterHeader(after) { return after === null ? {} : { "X-ActionData-After": after }; }

function versionNumber(header) { return header === null ? NaN : header.split(".")[0]; }

// Takes the versions an answer carries: its version, and the stored one, which, when it was
// answered to this page, holds every event answered up to its number: those are dropped.
// While some are kept, asks again when the page is idle.
function takeVersions(response) {
  const answered = response.headers.get("X-ActionData-Version");
  if (answered === null) return;
  version = answered;
  answeredVersions.add(answered);
  const stored = response.headers.get("X-ActionData-Durable");
  const storedNumber = Number(versionNumber(stored));
  if (stored !== null && answeredVersions.has(stored) && storedNumber >= durableNumber) {
    durable = stored;
    durableNumber = storedNumber;
    kept = kept.filter(entry => !(entry.version <= durableNumber));
    for (const other of answeredVersions) if (Number(versionNumber(other)) < durableNumber) answeredVersions.delete(other);
  }
  if (kept.length > 0 && confirmTimer === null) {
    confirmTimer = setTimeout(() => {
      confirmTimer = null;
      if (kept.length > 0) enqueue("/checks").then(update => applyUpdate(update, null));
    }, confirmInterval);
  }
}

async function answer(response) {
  if (response.ok) takeVersions(response);
  let reply;
  try { reply = await response.json(); } catch (error) { reply = { error: response.statusText }; }
  if (response.status === 410) { reloadOnce(reply.error); return null; }
  if (!response.ok) { status.textContent = reply.error || response.statusText; return null; }
  return reply;
}

function reloadOnce(message) {
  status.textContent = message;
  try {
    const last = Number(sessionStorage.getItem("actiondata-reloaded") || 0);
    if (Date.now() - last > 10000) {
      sessionStorage.setItem("actiondata-reloaded", String(Date.now()));
      location.reload();
      return;
    }
  } catch (error) { }
  document.getElementById("ad-cookies").hidden = false;
}

function applyUpdate(update, editingID, moveFocus) {
  if (!update) return;
  if (moveFocus && update.focus && !update.focus.id && document.activeElement) document.activeElement.blur();
  for (const state of update.states) apply(state, editingID);
  pollChecks();
  showRecord();
  if (update.failures.length > 0) status.textContent = update.failures.map(f => f.status).join(" · ");
  else if (editingID === undefined && !update.focus) status.textContent = "";
  if (update.focus) applyFocus(update.focus, moveFocus);
}

// An asynchronous check's state in its live region. The text is only set when it changes, so
// a screen reader announces each step once, not every keystroke.
const checkTexts = { pending: "Checking…", valid: "✓ Accepted" };
// Whether an asynchronous check refused the value or could not decide.
function refusedCheck(check) {
  return !!check && (check.state === "invalid" || check.state === "failed");
}

function showCheck(row, el, check) {
  const region = document.getElementById(el.id + "-check");
  if (!region) return;
  row.dataset.check = check ? check.state : "";
  const text = check ? (check.message || checkTexts[check.state] || "") : "";
  if (region.textContent !== text) region.textContent = text;
}

// A picker or segmented control whose options the server loads: aria-busy while they load
// (the options shown stay choosable), the failure's message when they could not be loaded
// (the last options that loaded stay), both in a polite live region beside it.
function showOptionList(row, el, list) {
  const region = document.getElementById(el.id + "-options");
  if (!region) return;
  const loading = !!list && list.state === "loading";
  row.dataset.options = list ? list.state : "";
  if (loading) el.setAttribute("aria-busy", "true"); else el.removeAttribute("aria-busy");
  const text = !list ? "" : loading ? "Loading options…" : (list.message || "");
  if (region.textContent !== text) region.textContent = text;
}

// Whether the page waits for the server: a check pending or options loading.
function waiting(state) {
  return (!!state.check && state.check.state === "pending") || (!!state.optionList && state.optionList.state === "loading");
}

// While a check is pending or options are loading, ask for the states every checkInterval ms.
const checkInterval = 300;
let checkTimer = null;
function pollChecks() {
  if (checkTimer !== null) return;
  if (pendingChecks.size === 0) return;
  checkTimer = setTimeout(() => {
    checkTimer = null;
    enqueue("/checks").then(update => applyUpdate(update, null));
  }, checkInterval);
}

const recordPanel = document.getElementById("ad-record-panel");
let recordPending = false;
let recordAgain = false;
function showRecord() {
  if (!recordPanel.open) return;
  if (recordPending) { recordAgain = true; return; }
  recordPending = true;
  queue.then(() => fetch("/record", { credentials: "same-origin" })).then(response => response.ok ? response.text() : "")
    .then(text => { if (text) document.getElementById("ad-record").textContent = text; })
    .catch(() => null)
    .finally(() => {
      recordPending = false;
      if (recordAgain) { recordAgain = false; showRecord(); }
    });
}
recordPanel.addEventListener("toggle", showRecord);

function showText(el, text, highlight) {
  if (!highlight || highlight.ranges.length === 0) {
    if (el.firstElementChild !== null || el.textContent !== text) el.textContent = text;
    return;
  }
  const parts = [];
  let at = 0;
  for (const [start, end] of highlight.ranges) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(document.createTextNode(text.slice(at, start)));
    const mark = document.createElement("mark");
    mark.textContent = text.slice(start, end);
    parts.push(mark);
    at = end;
  }
  if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
  el.replaceChildren(...parts);
  if (highlight.background) el.style.setProperty("--ad-mark", highlight.background); else el.style.removeProperty("--ad-mark");
  if (highlight.color) el.style.setProperty("--ad-mark-text", highlight.color); else el.style.removeProperty("--ad-mark-text");
}

// The engine's font as CSS; a part it leaves open falls back to the style sheet.
function applyFont(el, font) {
  const f = font || {};
  el.style.fontFamily = f.family || "";
  el.style.fontSize = f.size ? f.size + "px" : "";
  el.style.fontWeight = f.weight ? String(f.weight) : "";
  el.style.fontStyle = f.italic ? "italic" : "";
  el.style.fontStretch = f.stretch || "";
}

function hasColors(state) {
  for (const role in state.colors || {}) return true;
  return false;
}

function play(el, transition) {
  if (!transition || transition.effect === "none") return;
  for (const name of [...el.classList]) if (name.startsWith("ad-tx-")) el.classList.remove(name);
  el.style.setProperty("--ad-duration", transition.duration + "s");
  el.style.setProperty("--ad-delay", transition.delay + "s");
  void el.offsetWidth;
  el.classList.add("ad-tx-" + transition.effect);
}

function apply(state, editingID) {
  const row = rows.get(state.id);
  const el = element(state.id);
  if (!row || !el) return;
  const before = states.get(state.id);
  states.set(state.id, state);
  if (waiting(state)) pendingChecks.add(state.id);
  else pendingChecks.delete(state.id);
  // Only what differs from the state last shown is written: a form of thousands of controls
  // is filled from its first states without touching what the HTML already shows.
  if (row.hidden !== state.hidden) row.hidden = state.hidden;
  row.classList.toggle("ad-disabled", !state.enabled);
  const refused = refusedCheck(state.check);
  row.classList.toggle("ad-invalid", !!state.error || refused);
  const error = state.error || "";
  if (error !== ((before && before.error) || "")) document.getElementById(el.id + "-error").textContent = error;
  const wasInvalid = !!before && (!!before.error || refusedCheck(before.check));
  if (state.error || refused) el.setAttribute("aria-invalid", "true"); else if (wasInvalid) el.removeAttribute("aria-invalid");
  showCheck(row, el, state.check);
  showOptionList(row, el, state.optionList);
  if (el.matches("input, textarea, select")) el.disabled = !state.enabled;
  else el.setAttribute("aria-disabled", String(!state.enabled));
  if (hasColors(state) || (before && hasColors(before))) {
    for (const role of colorRoles) {
      const color = (state.colors || {})[role];
      if (color) el.style.setProperty("--ad-" + role, color); else el.style.removeProperty("--ad-" + role);
    }
  }
  if (state.font || (before && before.font)) applyFont(el, state.font);
  const typing = document.activeElement === el && (editingID === state.id || (pendingInputs.get(state.id) || 0) > 0);
  switch (state.kind) {
    case "label":
      showText(el, state.text ?? "", state.highlight);
      if (before && before.text !== state.text) play(el, state.transition);
      break;
    case "custom": el.textContent = state.text ?? ""; break;
    case "textField": case "textView":
      if (!typing && !composing.has(state.id)) { el.value = state.text; engineTexts.set(state.id, state.text); }
      break;
    case "slider":
      el.min = state.min; el.max = state.max; if (!typing) el.value = state.value;
      row.querySelector(".ad-value").textContent = Number(state.value).toLocaleString(pageLanguage, { maximumFractionDigits: 2 });
      break;
    case "switch": el.checked = state.isOn; break;
    case "progressView": el.value = state.progress; el.textContent = Math.round(state.progress * 100) + "%"; break;
    case "stepper":
      el.min = state.min; el.max = state.max; el.step = state.step; if (!typing) el.value = state.value;
      for (const step of row.querySelectorAll(".ad-step")) step.disabled = !state.enabled;
      break;
    case "imageView": {
      el.hidden = !state.image;
      if (state.image) el.src = state.image; else el.removeAttribute("src");
      if (before && before.image !== state.image) play(el, state.transition);
      const chooser = document.getElementById(el.id + "-file");
      if (chooser) chooser.disabled = !state.enabled;
      break;
    }
    case "webView":
      if (state.html !== null) { el.removeAttribute("src"); el.srcdoc = state.html; }
      else { el.removeAttribute("srcdoc"); el.src = state.url || "about:blank"; }
      break;
    case "segmentedControl": {
      const buttons = [...el.children];
      if (buttons.length !== state.titles.length || buttons.some((b, i) => b.textContent !== state.titles[i])) {
        el.replaceChildren(...state.titles.map((title, index) => {
          const button = document.createElement("button");
          button.type = "button"; button.textContent = title; button.setAttribute("role", "radio");
          button.addEventListener("click", () => send(state.id, "commit", index).then(update => applyUpdate(update, state.id)));
          return button;
        }));
      }
      [...el.children].forEach((button, index) => {
        button.setAttribute("aria-checked", String(index === state.selected));
        button.disabled = !state.enabled;
      });
      break;
    }
    case "textPicker": {
      // A text that is none of the options (titleForUndefinedValue, titleForOtherValue) is shown
      // by a last option the user cannot choose, so the options keep their indices.
      const shown = state.text === "" || state.options.includes(state.text) ? [] : [state.text];
      const wanted = [...state.options, ...shown];
      if (el.options.length !== wanted.length || [...el.options].some((o, i) => o.value !== wanted[i])) {
        el.replaceChildren(...state.options.map(option => new Option(option, option)), ...shown.map(text => {
          const only = new Option(text, text); only.disabled = true; only.hidden = true;
          return only;
        }));
      }
      if (document.activeElement !== el) el.value = state.text;
      break;
    }
    case "datePicker": el.min = state.min || ""; el.max = state.max || ""; if (!typing) el.value = state.date || ""; break;
    case "list": renderList(el, state); break;
    default: unknownKind(state.id, state.kind);
  }
}

// A kind this page has no branch for (a server newer than its page): said in the console and
// in the status line, never silently left undrawn.
function unknownKind(id, kind) {
  const message = "This page cannot show the control \"" + id + "\" of kind \"" + kind + "\"; reload the page.";
  console.error("ActionData: " + message);
  status.textContent = message;
  status.classList.add("ad-page-error");
}

// One option per row, in the row's cell layout; sections with titles, or more than one
// section, become labelled groups.
function renderList(el, state) {
  const option = index => {
    const item = document.createElement("li");
    item.textContent = state.rows[index]; item.setAttribute("role", "option");
    item.className = "ad-cell";
    if (state.layouts[index]) item.dataset.layout = state.layouts[index];
    if (state.backgrounds[index]) item.style.setProperty("--ad-background", state.backgrounds[index]);
    item.setAttribute("aria-selected", String(index === state.selected));
    item.addEventListener("click", () => { if (state.enabled) send(state.id, "commit", index).then(update => applyUpdate(update, state.id)); });
    return item;
  };
  const grouped = state.sections.length > 1 || state.sections.some(section => section.header !== null || section.footer !== null);
  if (!grouped) { el.replaceChildren(...state.rows.map((_, index) => option(index))); return; }
  let next = 0;
  const note = (className, text) => {
    const item = document.createElement("li");
    item.setAttribute("role", "presentation"); item.className = className; item.textContent = text;
    return item;
  };
  el.replaceChildren(...state.sections.map((section, position) => {
    const group = document.createElement("ul");
    group.setAttribute("role", "group"); group.className = "ad-section";
    const title = note("ad-section-header", section.header ?? "");
    title.id = `${el.id}-section-${position}`;
    group.setAttribute("aria-labelledby", title.id);
    group.append(title);
    for (let count = 0; count < section.count; count += 1) group.append(option(next++));
    if (section.footer !== null) group.append(note("ad-section-footer", section.footer));
    const holder = document.createElement("li");
    holder.setAttribute("role", "none");
    holder.append(group);
    return holder;
  }));
}

function applyFocus(focus, moveFocus) {
  if (moveFocus && focus.id) {
    const el = element(focus.id);
    if (el && document.activeElement !== el) {
      movingFocus = true;
      el.focus();
      movingFocus = false;
    }
  }
  if (moveFocus || focus.id) focusedID = focus.id;
  if (focus.caret !== null && focus.id) {
    const el = element(focus.id);
    if (el && document.activeElement === el && el.setSelectionRange) el.setSelectionRange(focus.caret, focus.caret);
  }
  renderAccessory(focus);
}

// The accessory bar moves what is below it. While a pointer is pressed it stays where it is, and
// the latest focus's bar is drawn once the pointer is released: a press on the control under the
// bar and its release land on the same control, even when the answer to the focus move comes
// between them.
let pointerPressed = false;
let accessoryFocus = null;
let accessoryDeferred = false;
document.addEventListener("pointerdown", () => { pointerPressed = true; }, true);
for (const end of ["pointerup", "pointercancel"]) {
  document.addEventListener(end, () => {
    pointerPressed = false;
    if (!accessoryDeferred) return;
    accessoryDeferred = false;
    setTimeout(() => renderAccessory(accessoryFocus));
  }, true);
}

function renderAccessory(focus) {
  accessoryFocus = focus;
  if (pointerPressed) { accessoryDeferred = true; return; }
  const row = focus.id && rows.get(focus.id);
  if (!row || focus.buttons.length === 0) { accessory.hidden = true; return; }
  accessory.replaceChildren(...focus.buttons.map(button => {
    const el = document.createElement("button");
    el.type = "button";
    el.dataset.kind = button.kind;
    if (button.image) {
      const image = document.createElement("img");
      image.src = button.image; image.alt = button.text;
      el.append(image);
    } else {
      el.textContent = button.text;
    }
    el.disabled = !button.enabled;
    el.addEventListener("mousedown", event => event.preventDefault());
    el.addEventListener("click", () => send(focus.id, button.kind).then(update => applyUpdate(update, undefined, true)));
    return el;
  }));
  row.after(accessory);
  accessory.hidden = false;
}

document.addEventListener("focusin", event => {
  const row = event.target.closest && event.target.closest(".ad-row");
  if (!row || movingFocus || focusedID === row.dataset.id) return;
  focusedID = row.dataset.id;
  send(row.dataset.id, "focus").then(update => applyUpdate(update));
});

// A stepper button steps when pressed. Held, with the stepper's autorepeat, it steps
// again after 400 ms and then every 100 ms, each step sent once the one before was
// answered, until it is released. A click from the keyboard (detail 0) steps once.
function holdToRepeat(id, step) {
  let timer = null;
  let press = 0;
  const stepOnce = () => send(id, step.dataset.step).then(update => applyUpdate(update));
  const release = () => { clearTimeout(timer); press += 1; };
  const repeatAfter = (delay, previous, held) => {
    timer = setTimeout(() => previous.then(() => { if (press === held) repeatAfter(100, stepOnce(), held); }), delay);
  };
  step.addEventListener("pointerdown", event => {
    if (event.button !== 0) return;
    release();
    const first = stepOnce();
    if (step.hasAttribute("data-autorepeat")) repeatAfter(400, first, press);
  });
  for (const end of ["pointerup", "pointerleave", "pointercancel", "blur"]) step.addEventListener(end, release);
  step.addEventListener("click", event => { if (event.detail === 0) stepOnce(); });
}

// The engine's text-entry core in the page: null until /engine.wasm is compiled, and for
// good where WebAssembly is missing or forbidden.
function loadTextEntry() {
  const meta = document.querySelector("meta[name=actiondata-engine]");
  if (!meta || typeof WebAssembly !== "object" || typeof WebAssembly.instantiateStreaming !== "function") return;
  WebAssembly.instantiateStreaming(fetch(meta.content, { credentials: "same-origin" }), {})
    .then(({ instance }) => { textEntry = textEntryModule(instance.exports); })
    .catch(() => { textEntry = null; });
}

// Longer strings are left to the server (which refuses them), so a huge paste never has to
// fit into the module's memory; ADMaskedEditRequest's limits are 4096 UTF-16 units.
const textEntryLimit = 4096;

// The module's C ABI: strings cross as UTF-8 in its memory; an answer is its status (1 applied,
// 0 refused, negative malformed), text and UTF-16 caret.
function textEntryModule(exports) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const put = text => {
    const bytes = encoder.encode(text);
    const pointer = exports.ad_alloc(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    return [pointer, bytes.length];
  };
  return {
    edit(input, mask, text, start, end, replacement) {
      if (replacement.length > textEntryLimit || text.length > textEntryLimit || mask.length > textEntryLimit) return { status: -4 };
      const strings = [put(input), put(mask), put(text), put(replacement)];
      const status = exports.ad_mask_input(...strings[0], ...strings[1], ...strings[2], start, end, ...strings[3]);
      for (const [pointer] of strings) exports.ad_free(pointer);
      const answer = new Uint8Array(exports.memory.buffer, exports.ad_result_pointer(), exports.ad_result_length());
      return { status, text: decoder.decode(answer), caret: exports.ad_result_caret() };
    },
  };
}

// A masked edit applied here first: the field shows the module's text and caret now, and the
// edit goes to the server with that text, which the server's answer confirms or replaces. An
// edit the mask refuses goes too: the server says in the status line why a paste, a drop or an
// autofill was refused.
function editLocally(el, id, mask, edit) {
  let local;
  try {
    local = textEntry.edit(edit.input, mask, el.value, edit.start, edit.end, edit.text);
  } catch (error) {
    textEntry = null;
    return false;
  }
  if (local.status < 0) return false;
  if (local.status === 1) { el.value = local.text; engineTexts.set(id, local.text); }
  el.setSelectionRange(local.caret, local.caret);
  send(id, "edit", { ...edit, expect: local.text }).then(update => {
    if (!update) return;
    const answered = update.states.find(state => state.id === id);
    if (answered && answered.text !== local.text) {
      predictionMismatches += 1;
      el.value = answered.text;
      engineTexts.set(id, answered.text);
    } else if (update.focus) {
      update.focus.caret = null;
    }
    applyUpdate(update, id);
  });
  return true;
}

// Without the module, a masked edit waits for the server's text and caret. Each edit is
// computed when its turn comes, at the caret the server answered for the edit before it —
// unless the user put the caret (or a selection) somewhere else: that place is pinned to the
// next edit, and answers arriving meanwhile leave it shown where the user put it.
const serverCarets = new Map();
const shownCarets = new Map();
const pendingPins = new Map();
const heldPins = new Map();

function userSelection(el, id) {
  const moved = el.selectionStart !== el.selectionEnd || el.selectionStart !== shownCarets.get(id);
  return moved ? [el.selectionStart, el.selectionEnd] : undefined;
}

function editByRoundTrip(el, id, inputType, data, fixed) {
  let pin = fixed ? undefined : userSelection(el, id) || pendingPins.get(id);
  if (!fixed && !pin && !serverCarets.has(id)) pin = [el.selectionStart, el.selectionEnd];
  if (!fixed) pendingPins.delete(id);
  // The edit takes the selection: it collapses, so what is left selected is not a move.
  if (pin) { heldPins.set(id, pin); shownCarets.set(id, pin[0]); el.setSelectionRange(pin[0], pin[0]); }
  send(id, "edit", () => {
    if (pin && heldPins.get(id) === pin) heldPins.delete(id);
    const caret = serverCarets.get(id);
    return fixed || maskedEdit(el, inputType, data, pin || [caret, caret]);
  }).then(update => {
    if (!update) return;
    const moved = fixed ? undefined : userSelection(el, id);
    if (moved) { pendingPins.set(id, moved); heldPins.set(id, moved); }
    const answered = update.states.find(state => state.id === id);
    if (answered) { el.value = answered.text; engineTexts.set(id, answered.text); }
    if (update.focus && update.focus.caret !== null) serverCarets.set(id, update.focus.caret);
    applyUpdate(update, id);
    const held = heldPins.get(id);
    if (held) el.setSelectionRange(held[0], held[1]);
    shownCarets.set(id, el.selectionStart);
  });
}

// What the browser reports, as the engine takes it: its input type, the selection and the
// text. What a deletion removes (a character, a word, literals stepped over) the engine decides.
function maskedEdit(el, inputType, data, selection) {
  const length = el.value.length;
  const [start, end] = selection ? selection.map(position => Math.min(position ?? length, length)) : [el.selectionStart, el.selectionEnd];
  return { input: inputType, start, end, text: inputType.startsWith("insert") ? data ?? "" : "" };
}

// `fixed`: the edit's offsets hold whatever answers arrive before its turn (a `changed` input
// names the whole text); otherwise, without the module, they are taken when its turn comes.
function editMasked(el, id, mask, edit, fixed) {
  if (textEntry && editLocally(el, id, mask, edit)) return;
  editByRoundTrip(el, id, edit.input, edit.text, fixed ? edit : undefined);
}

// A masked field whose value changed with no event the page applied (an autofill that fires
// only `input` or `change`, a finished composition, anything a browser does on its own): the
// engine's last text, the value shown and the caret in it go to the engine as a `changed` input,
// which takes the part that differs as one replacement; the field shows what the engine makes of it.
function reconcile(el, id) {
  const state = states.get(id);
  const before = engineTexts.get(id);
  const now = el.value;
  if (!state || !state.mask || before === undefined || before === now) return;
  const caret = el.selectionEnd ?? now.length;
  el.value = before;
  editMasked(el, id, state.mask, { input: "changed", start: caret, end: caret, text: now }, true);
}

for (const [id, row] of rows) {
  const el = element(id);
  switch (row.dataset.kind) {
    case "textField": case "textView":
      // A masked field: every input kind goes through the engine. A composition (Android and
      // CJK keyboards) is shown as the browser composes it and goes through the engine as one
      // replacement when it ends, or when focus leaves before it ends; a cut puts the selected
      // text on the clipboard and the engine removes it.
      el.addEventListener("beforeinput", event => {
        const state = states.get(id);
        if (event.inputType === "historyUndo" || event.inputType === "historyRedo") {
          event.preventDefault();
          history(event.inputType === "historyUndo" ? "undo" : "redo");
          return;
        }
        if (!state || !state.mask || event.inputType === "insertLineBreak") return;
        if (composing.has(id) || event.inputType === "insertCompositionText") return;
        event.preventDefault();
        reconcile(el, id);
        const data = event.dataTransfer ? event.dataTransfer.getData("text/plain") : event.data;
        editMasked(el, id, state.mask, maskedEdit(el, event.inputType, data));
      });
      el.addEventListener("compositionstart", () => {
        if (!(states.get(id) || {}).mask) return;
        reconcile(el, id);
        composing.add(id);
      });
      el.addEventListener("compositionend", () => {
        if (!composing.delete(id)) return;
        reconcile(el, id);
      });
      el.addEventListener("cut", event => {
        const state = states.get(id);
        if (!state || !state.mask || el.selectionStart === el.selectionEnd || !event.clipboardData) return;
        event.preventDefault();
        reconcile(el, id);
        event.clipboardData.setData("text/plain", el.value.slice(el.selectionStart, el.selectionEnd));
        editMasked(el, id, state.mask, maskedEdit(el, "deleteByCut", ""));
      });
      el.addEventListener("input", () => {
        if (!(states.get(id) || {}).mask) { send(id, "input", el.value).then(update => applyUpdate(update, id)); return; }
        if (!composing.has(id)) reconcile(el, id);
      });
      el.addEventListener("blur", () => {
        composing.delete(id);
        reconcile(el, id);
      });
      el.addEventListener("change", () => {
        reconcile(el, id);
        send(id, "commit", () => el.value).then(update => applyUpdate(update, id));
      });
      break;
    case "slider":
      el.addEventListener("input", () => send(id, "input", Number(el.value)).then(update => applyUpdate(update, id)));
      el.addEventListener("change", () => send(id, "commit", Number(el.value)).then(update => applyUpdate(update, id)));
      break;
    case "switch": el.addEventListener("change", () => send(id, "commit", el.checked).then(update => applyUpdate(update, id))); break;
    case "stepper":
      el.addEventListener("input", () => send(id, "input", Number(el.value)).then(update => applyUpdate(update, id)));
      el.addEventListener("change", () => send(id, "commit", Number(el.value)).then(update => applyUpdate(update, id)));
      el.addEventListener("keydown", event => {
        if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
        event.preventDefault();
        send(id, event.key === "ArrowUp" ? "increment" : "decrement").then(update => applyUpdate(update));
      });
      for (const step of row.querySelectorAll(".ad-step")) holdToRepeat(id, step);
      break;
    case "textPicker": el.addEventListener("change", () => send(id, "pick", el.selectedIndex).then(update => applyUpdate(update, id))); break;
    case "datePicker": el.addEventListener("change", () => send(id, "commit", el.value).then(update => applyUpdate(update, id))); break;
    case "imageView": {
      const chooser = document.getElementById(el.id + "-file");
      if (!chooser) break;
      chooser.addEventListener("change", () => {
        const file = chooser.files[0];
        chooser.value = "";
        if (!file) return;
        const path = "/image?id=" + encodeURIComponent(id) + "&sequence=" + nextSequence(id);
        enqueue(path, file.slice(0, Number(chooser.dataset.maxBytes) + 1), upload).then(update => applyUpdate(update, id));
      });
      break;
    }
    // Only shown, or wired as they are drawn (segments' buttons, a list's rows).
    case "label": case "custom": case "progressView": case "webView": case "segmentedControl": case "list": break;
    default: unknownKind(id, row.dataset.kind);
  }
  if (["textField", "textView", "textPicker"].includes(row.dataset.kind)) {
    el.addEventListener("keydown", event => {
      if (event.key !== "Enter" || event.isComposing || event.shiftKey || event.altKey) return;
      event.preventDefault();
      send(id, "return").then(update => {
        applyUpdate(update, id, true);
        if (update && update.focus && update.focus.return === "lineBreak") {
          el.setRangeText("\n", el.selectionStart, el.selectionEnd, "end");
          send(id, "input", el.value).then(next => applyUpdate(next, id));
        }
      });
    });
  }
}

// Undo and redo are the form's, through the engine: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y)
// in the form's controls or with nothing focused, and the browser's own Undo and Redo (historyUndo/historyRedo above). The
// server answers with the restored control and what reads it, and puts the focus there.
function history(action) {
  const id = focusedID || rows.keys().next().value;
  if (!id) return;
  send(id, action).then(update => applyUpdate(update, undefined, !!(update && update.focus)));
}

document.addEventListener("keydown", event => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
  const key = event.key.toLowerCase();
  if (key !== "z" && key !== "y") return;
  // Fields outside the form (the list's filter) keep the browser's own undo.
  const target = event.target;
  if (target !== document.body && ![...rows.values()].some(row => row.contains(target))) return;
  event.preventDefault();
  history(key === "z" && !event.shiftKey ? "undo" : "redo");
});

function button(id, handler) {
  const el = document.getElementById(id);
  if (el) el.addEventListener("click", handler);
}

button("ad-save", () => enqueue("/save").then(update => {
  applyUpdate(update);
  if (update && update.failures.length === 0) { status.textContent = "Saved."; loadList(); }
}));
button("ad-refresh", () => enqueue("/refresh").then(update => applyUpdate(update)));
button("ad-reset", () => enqueue("/reset").then(update => applyUpdate(update)));
button("ad-revert", () => enqueue("/reset").then(update => { applyUpdate(update); status.textContent = "Reverted."; }));
button("ad-new", () => enqueue("/new").then(update => { applyUpdate(update); status.textContent = "New record."; }));
button("ad-delete", () => {
  if (!confirm("Delete this record? This cannot be undone.")) return;
  enqueue("/delete").then(update => { applyUpdate(update); if (update) { status.textContent = "Deleted."; loadList(); } });
});

const search = document.getElementById("ad-search");
const entries = document.getElementById("ad-entries");
async function loadList() {
  if (!search) return;
  const filter = document.getElementById("ad-filter");
  const error = document.getElementById("ad-list-error");
  let response, reply;
  try {
    response = await fetch("/list?filter=" + encodeURIComponent(filter.value), { credentials: "same-origin" });
    reply = await response.json();
  } catch (failure) {
    error.textContent = "The list cannot be loaded.";
    return;
  }
  if (!response.ok) {
    error.textContent = reply.error;
    filter.setAttribute("aria-invalid", "true");
    return;
  }
  error.textContent = "";
  filter.removeAttribute("aria-invalid");
  entries.replaceChildren(...reply.entries.map(entry => {
    const item = document.createElement("li");
    const open = document.createElement("button");
    open.type = "button";
    open.dataset.recordId = entry.id;
    open.textContent = entry.title;
    if (entry.detail) { const detail = document.createElement("small"); detail.textContent = entry.detail; open.append(detail); }
    open.addEventListener("click", () => enqueue("/open", { id: entry.id }).then(update => applyUpdate(update)));
    item.append(open);
    return item;
  }));
}
if (search) search.addEventListener("submit", event => { event.preventDefault(); loadList(); });

// A long form is busy (aria-busy, its chunks out of layout) until its first states are shown,
// or could not be: then it is laid out once, with every value in place.
const pageForm = document.getElementById("ad-form");
fetch("/state", { credentials: "same-origin" }).then(answer).then(update => applyUpdate(update))
  .finally(() => pageForm.removeAttribute("aria-busy"));
loadList();
loadTextEntry();

// While the page is shown and the person idle, the open record is read again every 15 seconds
// (POST /reload): a change a device synced appears, their unsaved edits kept, and the status
// line (a polite live region) says what changed.
const reloadInterval = 15000;
let lastActivity = Date.now();
for (const kind of ["input", "keydown", "pointerdown"]) document.addEventListener(kind, () => { lastActivity = Date.now(); }, true);
if (search) setInterval(() => {
  if (document.visibilityState !== "visible" || Date.now() - lastActivity < reloadInterval) return;
  enqueue("/reload").then(update => {
    if (!update) return;
    if (update.states.length > 0) applyUpdate(update, null);
    if (update.notice) status.textContent = update.notice;
  }).catch(() => null);
}, reloadInterval);

// Who is asking (GET /account): their name and, when they signed in here, the Sign out
// button; New and Delete only when their rules ever allow them. The server refuses regardless.
async function loadAccount() {
  let account;
  try {
    const response = await fetch("/account", { credentials: "same-origin" });
    if (!response.ok) return;
    account = await response.json();
  } catch (failure) {
    return;
  }
  if (account.name) {
    document.getElementById("ad-account-name").textContent = "Signed in as " + account.name;
    document.getElementById("ad-signout").hidden = !account.signsOut;
    document.getElementById("ad-account").hidden = false;
  }
  for (const [id, allowed] of [["ad-new", account.mayCreate], ["ad-delete", account.mayDelete]]) {
    const el = document.getElementById(id);
    if (el) el.hidden = !allowed;
  }
}
loadAccount();
