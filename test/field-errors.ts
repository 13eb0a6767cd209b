/** The first message for each field path of a `{message, errors}` answer, as a form shows it. */
export function fieldErrors(body: string): Record<string, string> {
  const errors: { path: string; message: string }[] = JSON.parse(body).errors ?? [];
  const out: Record<string, string> = {};
  for (const e of errors) out[e.path] ??= e.message;
  return out;
}
