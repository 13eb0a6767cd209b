/** The fields of a user the names below are made from. */
type Named = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** Full name, else email, else "User" (SPEC: sidebar menu and Account page). */
export function displayName(user: Named | null | undefined): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || 'User';
}

export function initials(user: Named | null | undefined): string {
  const a = user?.firstName?.trim()?.[0] ?? '';
  const b = user?.lastName?.trim()?.[0] ?? '';
  return (a + b).toUpperCase() || (user?.email?.[0] ?? 'U').toUpperCase();
}
