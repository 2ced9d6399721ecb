/** The error of a statement a unique index refused (SQLSTATE 23505), on PGlite and PostgreSQL alike. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
