import ActionData

extension ADOptionSource {
    /// A source whose options are rows of `Model`'s table in `provider`: each row's `title`
    /// column is the text shown, its `value` column (the title when `nil`) what the control
    /// writes.
    ///
    /// The `filter` formula selects the rows (every row when `nil`). Its fields name the
    /// table's columns; a field prefixed `form.` names a field of the form's record instead,
    /// and is a dependency: when the form's value changes, the options load again. The form's
    /// values enter the query as values, never as formula text, so a value the user typed
    /// cannot change what the filter means.
    ///
    /// ```swift
    /// let cities = try ADOptionSource.query(
    ///     provider, City.self, title: "name", where: "country = form.country", orderBy: [.ascending("name")])
    /// ```
    ///
    /// A load throws (and the control keeps its last good options) when the query fails — no
    /// such table, a filter naming a column the table lacks — with an `ADDataError`, or with
    /// ``ADOptionQueryError`` when a row has no title or value column, or a `form.` field holds
    /// a list, a record or bytes, which a filter cannot compare.
    ///
    /// Restricted to a person (`ADOptionSource.restricted(to:)`), the query carries their read
    /// rule for `Model`'s table, ANDed with `filter` in SQL, and leaves out a row whose title or
    /// value column that person may not see.
    ///
    /// - Parameters:
    ///   - provider: The database.
    ///   - type: The model whose table holds the options (`Sendable`, as a struct of values is:
    ///     the loads run away from the caller).
    ///   - title: The column shown.
    ///   - value: The column written; `nil` writes the title.
    ///   - filter: The formula selecting the rows, with `form.` fields from the form's record.
    ///   - order: The order of the options; `nil` sorts them by title.
    ///   - limit: The most options loaded; `nil` for every row the filter selects.
    /// - Throws: `ADDataError` (``ADDataError/Kind/filter(_:)``) when `filter` does not parse.
    public static func query<Model: ADDataTable & Sendable>(
        _ provider: some ADDataProvider, _ type: Model.Type, title: String, value: String? = nil,
        where filter: String? = nil, orderBy order: [ADOrder]? = nil, limit: Int? = nil
    ) throws(ADDataError) -> ADOptionSource {
        let query = try OptionQuery(filter: filter, table: Model.tableName, title: title, value: value ?? title)
        let order = order ?? [.ascending(title)]
        let shown = Set([title, value ?? title])
        return ADOptionSource(dependsOn: query.dependencies, table: Model.tableName) { record, access in
            var filter = try query.filter(for: record)
            if let access { filter = try access.readFilter(and: filter) }
            let rows = try await provider.load(Model.self, where: filter, orderBy: order, limit: limit)
            var options: [ADOption] = []
            options.reserveCapacity(rows.count)
            for row in rows {
                let fields = try ModelRecords.record(of: row, table: Model.tableName)
                if let access, !(try access.hiddenFields(of: fields)).isDisjoint(with: shown) { continue }
                options.append(try query.option(of: fields))
            }
            return options
        }
    }
}
