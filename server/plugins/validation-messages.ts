/**
 * zod's default wording ("Invalid input: expected string, received undefined", "Too big: expected
 * string to have <=64 characters") rewritten for people, naming the field. Messages a schema wrote
 * itself ("Name is required") are kept as they are.
 */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too big:|Too small:)/;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** "lineItems.0.rate" → "Rate", "issueDate" → "Issue date". */
export function fieldLabel(path: string): string {
  const key = path
    .split('.')
    .filter((part) => part && !/^\d+$/.test(part))
    .pop();
  if (!key) return 'Value';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Issue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export function readableMessage(issue: Issue, path: string): string {
  const message = issue.message ?? '';
  const name = fieldLabel(path);
  if (!ZOD_DEFAULT.test(message)) return message || `${name} is not valid`;
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (message.endsWith('received undefined')) return `${name} is required`;
      return `${name} must be ${KINDS[String(p.expected)] ?? 'a valid value'}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.keyword === 'too_big';
      if (!big && p.origin === 'string' && p.minimum === 1) return `${name} is required`;
      const word = big ? (p.inclusive ? 'at most' : 'less than') : p.inclusive ? 'at least' : 'greater than';
      const unit = p.origin === 'string' ? ' characters' : p.origin === 'array' ? ' items' : '';
      return `${name} must be ${word} ${String(big ? p.maximum : p.minimum)}${unit}`;
    }
    case 'invalid_value':
      return `${name} must be one of: ${(p.values as unknown[]).map(String).join(', ')}`;
    default:
      return `${name} is not valid`;
  }
}
