/// The page's script: sends each edit to the server and applies the control states it returns.
///
/// Text controls send `input` on every keystroke and `commit` when they lose focus; sliders
/// `input` while dragging and `commit` on release; switches, steppers, segments and pickers
/// `commit`. A control being typed in keeps its text while its own input is answered, so the
/// caret never jumps. When the server says the session has ended (410), the page reloads to
/// open a new one.
enum PageScript {
    static let javascript = #"""
        "use strict";
        const rows = new Map([...document.querySelectorAll(".ad-row")].map(row => [row.dataset.id, row]));
        const element = id => document.getElementById("ad-" + id);
        const status = document.getElementById("ad-status");

        async function post(path, body) {
          const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                                body: body === undefined ? "{}" : JSON.stringify(body) });
          return answer(response);
        }

        async function answer(response) {
          const reply = await response.json();
          if (response.status === 410) { status.textContent = reply.error; location.reload(); return null; }
          if (!response.ok) { status.textContent = reply.error || response.statusText; return null; }
          return reply;
        }

        function applyUpdate(update, editing) {
          if (!update) return;
          for (const state of update.states) apply(state, editing);
          document.getElementById("ad-record").textContent = JSON.stringify(update.record, null, 2);
          if (update.failures.length > 0) {
            status.textContent = update.failures.map(f => f.description).join(" · ");
          } else if (editing === undefined) {
            status.textContent = "";
          }
        }

        function apply(state, editing) {
          const row = rows.get(state.id);
          const el = element(state.id);
          if (!row || !el) return;
          row.hidden = state.hidden;
          row.classList.toggle("ad-invalid", !!state.error);
          row.querySelector(".ad-error").textContent = state.error || "";
          if ("disabled" in el) el.disabled = !state.enabled;
          const colors = state.colors || {};
          el.style.color = colors.text || "";
          el.style.accentColor = colors.tint || colors.on || colors.progress || colors.minimumTrack || "";
          const typing = editing === state.id && document.activeElement === el;
          switch (state.kind) {
            case "label": case "custom": el.textContent = state.text ?? ""; break;
            case "textField": case "textView": if (!typing) el.value = state.text; break;
            case "slider":
              el.min = state.min; el.max = state.max; if (!typing) el.value = state.value;
              row.querySelector(".ad-value").textContent = Number(state.value).toFixed(2); break;
            case "switch": el.checked = state.isOn; break;
            case "progressView": el.value = state.progress; el.textContent = Math.round(state.progress * 100) + "%"; break;
            case "stepper": el.min = state.min; el.max = state.max; el.step = state.step; if (!typing) el.value = state.value; break;
            case "imageView":
              el.hidden = !state.image;
              if (state.image) el.src = state.image; else el.removeAttribute("src"); break;
            case "webView": if (state.html !== null) el.srcdoc = state.html; else if (state.url) el.src = state.url; break;
            case "segmentedControl":
              el.replaceChildren(...state.titles.map((title, index) => {
                const button = document.createElement("button");
                button.type = "button"; button.textContent = title; button.setAttribute("role", "radio");
                button.setAttribute("aria-checked", String(index === state.selected)); button.disabled = !state.enabled;
                button.addEventListener("click", () => send(state.id, "commit", index));
                return button;
              }));
              break;
            case "textPicker":
              if (el.options.length !== state.options.length) {
                el.replaceChildren(...state.options.map(option => new Option(option, option)));
              }
              el.value = state.text; break;
          }
        }

        async function send(id, action, value) {
          applyUpdate(await post("/event", { id, action, value }), id);
        }

        for (const [id, row] of rows) {
          const el = element(id);
          switch (row.dataset.kind) {
            case "textField": case "textView":
              el.addEventListener("input", () => send(id, "input", el.value));
              el.addEventListener("change", () => send(id, "commit", el.value)); break;
            case "slider":
              el.addEventListener("input", () => send(id, "input", Number(el.value)));
              el.addEventListener("change", () => send(id, "commit", Number(el.value))); break;
            case "switch": el.addEventListener("change", () => send(id, "commit", el.checked)); break;
            case "stepper": el.addEventListener("change", () => send(id, "commit", Number(el.value))); break;
            case "textPicker": el.addEventListener("change", () => send(id, "commit", el.value)); break;
          }
        }

        document.getElementById("ad-save").addEventListener("click", async () => {
          const update = await post("/save");
          applyUpdate(update);
          if (update && update.failures.length === 0) status.textContent = "Saved.";
          else if (update) status.textContent = update.failures.map(f => f.description).join(" · ");
        });
        document.getElementById("ad-reset").addEventListener("click", async () => applyUpdate(await post("/reset")));
        fetch("/state").then(answer).then(update => applyUpdate(update));
        """#
}
