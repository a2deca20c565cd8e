// The web layer and the PostgreSQL provider whose shared session storage this module implements.
@_exported import ActionDataPostgres
@_exported import ActionDataWeb
