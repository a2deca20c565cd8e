import ActionDataStorage

/// The schema of a table; now `ADTableSchema`, shared by every provider.
@available(*, deprecated, renamed: "ADTableSchema")
public typealias ADSQLiteTableSchema = ADTableSchema

/// How a field's values are stored; now `ADColumnType`, shared by every provider.
@available(*, deprecated, renamed: "ADColumnType")
public typealias ADSQLiteColumnType = ADColumnType

/// One key of a row order; now `ADOrder`, shared by every provider.
@available(*, deprecated, renamed: "ADOrder")
public typealias ADSQLiteOrder = ADOrder
