/** The fields of a user the names below are made from. */
type Named = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** First and last name as one, or null when the user gave neither. */
export function fullName(user: Named | null | undefined): string | null {
  const parts = [user?.firstName, user?.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.join(' ') || null;
}

/** Full name, else email, else "User" (SPEC: sidebar menu and Account page). */
export function displayName(user: Named | null | undefined): string {
  return fullName(user) || user?.email || 'User';
}

export function initials(user: Named | null | undefined): string {
  const a = user?.firstName?.trim()?.[0] ?? '';
  const b = user?.lastName?.trim()?.[0] ?? '';
  return (a + b).toUpperCase() || (user?.email?.[0] ?? 'U').toUpperCase();
}
