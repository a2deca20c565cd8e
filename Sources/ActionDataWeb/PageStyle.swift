/// The page's style sheet: a plain, readable form layout.
enum PageStyle {
    static let css = #"""
        body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #f5f5f7; color: #1d1d1f; }
        main { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; }
        form, .ad-record { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; box-shadow: 0 1px 3px #0002; }
        .ad-record { margin-top: 1rem; }
        fieldset { border: 1px solid #ddd; border-radius: 8px; margin: .75rem 0; }
        .ad-row { display: grid; grid-template-columns: 10rem 1fr; gap: .25rem .75rem; align-items: center; margin: .5rem 0; }
        .ad-row[hidden] { display: none; }
        .ad-row label { color: #555; }
        .ad-control { display: flex; gap: .5rem; align-items: center; }
        .ad-control > input[type=text], .ad-control > textarea, .ad-control > select, .ad-control > iframe { flex: 1; }
        .ad-control > input[type=range] { flex: 1; }
        .ad-error { grid-column: 2; color: #c00; min-height: 0; }
        .ad-error:empty { display: none; }
        input[type=text], input[type=number], textarea, select { font: inherit; padding: .3rem .5rem; border: 1px solid #bbb; border-radius: 6px; }
        .ad-invalid input, .ad-invalid textarea { border-color: #c00; }
        .ad-segments button { font: inherit; border: 1px solid #888; background: #fff; padding: .2rem .7rem; }
        .ad-segments button[aria-checked=true] { background: #0a84ff; color: #fff; border-color: #0a84ff; }
        iframe { width: 100%; height: 8rem; border: 1px solid #ddd; border-radius: 6px; }
        img { max-height: 4rem; }
        .ad-actions { display: flex; gap: .75rem; align-items: center; margin-top: 1rem; }
        pre { white-space: pre-wrap; word-break: break-word; font-size: 13px; }
        """#
}
