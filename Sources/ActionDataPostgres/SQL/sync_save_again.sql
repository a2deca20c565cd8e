SELECT "actiondata_sync_save"($1, $2, $3, $4, $5, $6, $7, $8, true) AS "unjournaled"
