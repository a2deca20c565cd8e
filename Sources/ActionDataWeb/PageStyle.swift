/// The page's style sheet, served as `/page.css`: a plain, readable form layout.
///
/// Colours a control's colour paths give arrive as custom properties on its element
/// (`--ad-text`, `--ad-tint`, `--ad-on`, `--ad-off`, `--ad-thumb`, `--ad-minimumTrack`,
/// `--ad-maximumTrack`, `--ad-progress`, `--ad-track`, `--ad-background`); every kind shows a
/// disabled state. Highlighted matches are `<mark>`s coloured by `--ad-mark`/`--ad-mark-text`;
/// a transition is an `ad-tx-<effect>` class timed by `--ad-duration` and `--ad-delay`, and
/// plays nothing under `prefers-reduced-motion`.
enum PageStyle {
    static let css = #"""
        body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #f5f5f7; color: #1d1d1f; }
        main.ad-single { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; }
        main.ad-app { display: grid; grid-template-columns: 16rem minmax(0, 44rem); gap: 1.5rem; max-width: 64rem; margin: 2rem auto; padding: 0 1rem; }
        .ad-list, #ad-form, .ad-record { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; box-shadow: 0 1px 3px #0002; }
        .ad-list h2 { margin-top: 0; font-size: 1.1rem; }
        .ad-list label { display: block; font-size: .9rem; color: #444; }
        #ad-filter { width: 100%; box-sizing: border-box; margin: .25rem 0 .5rem; }
        #ad-entries { list-style: none; padding: 0; margin: .5rem 0; }
        #ad-entries button { display: block; width: 100%; text-align: left; font: inherit; background: none; border: 0; border-bottom: 1px solid #eee; padding: .4rem .25rem; cursor: pointer; }
        #ad-entries button:hover, #ad-entries button:focus { background: #eef4ff; }
        #ad-entries small { display: block; color: #555; }
        .ad-record { margin-top: 1rem; }
        fieldset { border: 1px solid #ddd; border-radius: 8px; margin: .75rem 0; }
        .ad-row { display: grid; grid-template-columns: 10rem 1fr; gap: .25rem .75rem; align-items: center; margin: .5rem 0; }
        .ad-row[hidden] { display: none; }
        .ad-row label { color: #444; }
        .ad-control { display: flex; gap: .5rem; align-items: center; }
        .ad-control > input[type=text], .ad-control > textarea, .ad-control > select, .ad-control > iframe { flex: 1; }
        .ad-control > input[type=range] { flex: 1; }
        .ad-error { grid-column: 2; color: #b00020; min-height: 0; white-space: pre-wrap; font-family: inherit; margin: 0; }
        .ad-error:empty { display: none; }
        pre.ad-error { font-family: ui-monospace, monospace; font-size: 13px; }
        input[type=text], input[type=number], input[type=search], textarea, select { font: inherit; padding: .3rem .5rem; border: 1px solid #767676; border-radius: 6px; color: var(--ad-text, inherit); accent-color: var(--ad-tint, auto); }
        output { color: var(--ad-text, inherit); }
        [style*="--ad-background"] { background-color: var(--ad-background); }
        .ad-invalid input, .ad-invalid textarea, .ad-invalid select, [aria-invalid=true] { border-color: #b00020; }
        input[type=range] { accent-color: var(--ad-minimumTrack, var(--ad-thumb, auto)); }
        input[type=range]::-webkit-slider-runnable-track { background: linear-gradient(to right, var(--ad-minimumTrack, #0a84ff), var(--ad-maximumTrack, #ccc)); height: 4px; border-radius: 2px; }
        input[type=range] { -webkit-appearance: none; appearance: none; background: transparent; }
        input[type=range]::-webkit-slider-thumb { -webkit-appearance: none; width: 18px; height: 18px; margin-top: -7px; border-radius: 50%; background: var(--ad-thumb, #fff); border: 1px solid #767676; }
        input[role=switch] { -webkit-appearance: none; appearance: none; width: 2.6rem; height: 1.5rem; border-radius: .75rem; background: var(--ad-off, #bbb); position: relative; cursor: pointer; }
        input[role=switch]:checked { background: var(--ad-on, #34c759); }
        input[role=switch]::before { content: ""; position: absolute; top: .15rem; left: .15rem; width: 1.2rem; height: 1.2rem; border-radius: 50%; background: var(--ad-thumb, #fff); transition: left .15s; }
        input[role=switch]:checked::before { left: 1.25rem; }
        progress { accent-color: var(--ad-progress, auto); }
        progress::-webkit-progress-bar { background: var(--ad-track, #ddd); border-radius: 3px; }
        progress::-webkit-progress-value { background: var(--ad-progress, #0a84ff); border-radius: 3px; }
        input[type=number] { accent-color: var(--ad-tint, auto); -moz-appearance: textfield; appearance: textfield; width: 5rem; }
        input[type=number]::-webkit-inner-spin-button, input[type=number]::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
        .ad-step { font: inherit; min-width: 2rem; border: 1px solid var(--ad-tint, #767676); color: var(--ad-tint, #1d1d1f); background: #fff; border-radius: 6px; }
        mark { background: var(--ad-mark, #ffe066); color: var(--ad-mark-text, inherit); }
        .ad-tx-fade, .ad-tx-flipFromLeft, .ad-tx-flipFromRight, .ad-tx-flipFromTop, .ad-tx-flipFromBottom, .ad-tx-curlUp, .ad-tx-curlDown { display: inline-block; animation-duration: var(--ad-duration, .25s); animation-delay: var(--ad-delay, 0s); animation-fill-mode: both; animation-timing-function: ease-in-out; }
        .ad-tx-fade { animation-name: ad-fade; }
        .ad-tx-flipFromLeft { animation-name: ad-flip-left; }
        .ad-tx-flipFromRight { animation-name: ad-flip-right; }
        .ad-tx-flipFromTop { animation-name: ad-flip-top; }
        .ad-tx-flipFromBottom { animation-name: ad-flip-bottom; }
        .ad-tx-curlUp { animation-name: ad-curl-up; }
        .ad-tx-curlDown { animation-name: ad-curl-down; }
        @keyframes ad-fade { from { opacity: 0; } to { opacity: 1; } }
        @keyframes ad-flip-left { from { transform: perspective(30rem) rotateY(-90deg); } to { transform: none; } }
        @keyframes ad-flip-right { from { transform: perspective(30rem) rotateY(90deg); } to { transform: none; } }
        @keyframes ad-flip-top { from { transform: perspective(30rem) rotateX(90deg); } to { transform: none; } }
        @keyframes ad-flip-bottom { from { transform: perspective(30rem) rotateX(-90deg); } to { transform: none; } }
        @keyframes ad-curl-up { from { opacity: 0; transform: translateY(.75em); } to { opacity: 1; transform: none; } }
        @keyframes ad-curl-down { from { opacity: 0; transform: translateY(-.75em); } to { opacity: 1; transform: none; } }
        @media (prefers-reduced-motion: reduce) { [class*="ad-tx-"] { animation: none; } }
        .ad-segments { display: flex; }
        .ad-list { list-style: none; margin: 0; padding: 0; border: 1px solid #ccc; border-radius: 6px; }
        .ad-list li { padding: .3rem .6rem; cursor: pointer; }
        .ad-list li[aria-selected=true] { background: #0a5bd6; color: #fff; }
        .ad-segments button { font: inherit; border: 1px solid var(--ad-tint, #0a84ff); color: var(--ad-tint, #0a5bd6); background: #fff; padding: .2rem .7rem; }
        .ad-segments button[aria-checked=true] { background: var(--ad-tint, #0a5bd6); color: #fff; }
        img { width: 3rem; height: 3rem; object-fit: contain; image-rendering: pixelated; outline: 2px solid var(--ad-tint, transparent); }
        iframe { width: 100%; height: 8rem; border: 1px solid #ddd; border-radius: 6px; }
        .ad-disabled label, .ad-disabled .ad-control { opacity: .5; }
        .ad-disabled .ad-control { pointer-events: none; }
        #ad-accessory { display: flex; gap: .5rem; justify-content: flex-end; background: #e8e8ed; border-radius: 8px; padding: .3rem .5rem; margin: .25rem 0 .5rem; }
        #ad-accessory[hidden] { display: none; }
        #ad-accessory button { font: inherit; background: #fff; border: 1px solid #767676; border-radius: 6px; padding: .15rem .7rem; }
        #ad-accessory button[data-kind=done] { font-weight: 600; }
        .ad-actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-top: 1rem; }
        .ad-actions button, .ad-list button[type=submit], #ad-new { font: inherit; padding: .3rem .9rem; border-radius: 6px; border: 1px solid #767676; background: #fff; }
        #ad-save { background: #0a5bd6; color: #fff; border-color: #0a5bd6; }
        #ad-cookies { max-width: 44rem; margin: 1rem auto; padding: 1rem; background: #fff3cd; border-radius: 8px; }
        pre { white-space: pre-wrap; word-break: break-word; font-size: 13px; }
        """#
}
