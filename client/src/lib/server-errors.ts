import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * A refused form submission shown where it belongs: a 400's messages under their fields, anything
 * else (a 422's rule, e.g. "more than the balance due") as the form's own message above its buttons,
 * in the server's words or `fallback`.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fallback: string,
) {
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  for (const [path, message] of fields) setError(path as Path<T>, { message });
  if (fields.length === 0) setError('root', { message: errorMessage(error, fallback) });
}
