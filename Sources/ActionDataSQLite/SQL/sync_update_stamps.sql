UPDATE {table} SET "%sync" = ? WHERE {key} = ?
