// The web layer and the SQLite provider whose session storage this module implements.
@_exported import ActionDataSQLite
@_exported import ActionDataWeb
