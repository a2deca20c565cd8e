// Runs the page's WebAssembly module (engine.wasm) on cases the native engine answered, and
// prints how many answers differ. Called by `swift test` (WasmDifferentialTests):
//
//   node Tests/Wasm/differential.mjs Sources/ActionDataWeb/Resources/engine.wasm cases.json
//
// Each case is {"op": "edit"|"input"|"format"|"raw", "inputType" (for "input"), "mask", "text", "replacement" (base64 UTF-8 bytes,
// possibly invalid), "start", "end", and the native "status", "result" (base64) and "caret"}.
// The bytes go into the module as they are, so invalid UTF-8 reaches it exactly as it reached
// the native code. A trap counts as a disagreement, and the module is instantiated afresh.
import { readFileSync } from "node:fs";

const [modulePath, casesPath] = process.argv.slice(2);
const module = await WebAssembly.compile(readFileSync(modulePath));
const cases = JSON.parse(readFileSync(casesPath, "utf8"));
let exports = (await WebAssembly.instantiate(module, {})).exports;

function put(base64) {
  const bytes = Buffer.from(base64, "base64");
  const pointer = exports.ad_alloc(bytes.length);
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  return [pointer, bytes.length];
}

function answer(entry) {
  const mask = put(entry.mask), text = put(entry.text);
  let status;
  if (entry.op === "edit") {
    const replacement = put(entry.replacement);
    status = exports.ad_mask_edit(...mask, ...text, entry.start, entry.end, ...replacement);
    exports.ad_free(replacement[0]);
  } else if (entry.op === "input") {
    const inputType = put(Buffer.from(entry.inputType, "utf8").toString("base64")), replacement = put(entry.replacement);
    status = exports.ad_mask_input(...inputType, ...mask, ...text, entry.start, entry.end, ...replacement);
    exports.ad_free(inputType[0]);
    exports.ad_free(replacement[0]);
  } else if (entry.op === "format") {
    status = exports.ad_mask_format(...mask, ...text);
  } else {
    status = exports.ad_mask_raw(...mask, ...text);
  }
  exports.ad_free(mask[0]);
  exports.ad_free(text[0]);
  const result = Buffer.from(new Uint8Array(exports.memory.buffer, exports.ad_result_pointer(), exports.ad_result_length()));
  return { status, result: result.toString("base64"), caret: exports.ad_result_caret() };
}

let disagreements = 0;
const examples = [];
for (const entry of cases) {
  let got;
  try {
    got = answer(entry);
  } catch (error) {
    got = { status: "trap: " + error.message };
    exports = (await WebAssembly.instantiate(module, {})).exports;
  }
  const caretMatters = entry.op === "edit" || entry.op === "input";
  if (got.status !== entry.status || got.result !== entry.result || (caretMatters && got.caret !== entry.caret)) {
    disagreements += 1;
    if (examples.length < 5) examples.push({ case: entry, wasm: got });
  }
}
console.log(JSON.stringify({ cases: cases.length, disagreements, examples }));
