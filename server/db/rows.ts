/** The rows of a `db.execute` result: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
