// The storage-neutral API (ADDataProvider, ADDataTable, ADTableSchema, ADDataError …) comes
// with this module, so `import ActionDataPostgres` keeps giving everything an app needs.
@_exported import ActionDataStorage
