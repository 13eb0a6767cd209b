import { escapeHtml, htmlLayout } from '../../mail/compose';
import type { QueueInput } from '../../mail/outbox';
import { MAX_FAILED_LOGINS } from './lockout';
import type { UserRow } from './repository';

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * The password reset email. A locked account is explained here, not on the sign-in form: the form
 * answers a locked account exactly like a wrong password, so it never tells a stranger that an
 * account exists (docs/decisions/010-account-enumeration-and-lockout.md).
 */
export function passwordResetEmail(
  user: Pick<UserRow, 'id' | 'email' | 'lockedUntil'>,
  link: string,
  now: Date,
): QueueInput {
  const locked = user.lockedUntil && user.lockedUntil > now;
  const lockText = locked
    ? `Sign-in to your account is paused for ${minutesText(user.lockedUntil!.getTime() - now.getTime())} after ${MAX_FAILED_LOGINS} failed attempts in a row. Choosing a new password with this link lifts the pause at once.`
    : undefined;
  const paragraphs = [
    'Someone asked to reset the password of your Duely account.',
    ...(lockText ? [lockText] : []),
    `Open this link within one hour to choose a new password:\n${link}`,
    'If it was not you, ignore this email: your password stays as it is.',
  ];
  return {
    userId: user.id,
    kind: 'password-reset',
    to: user.email,
    subject: 'Reset your Duely password',
    text: paragraphs.join('\n\n'),
    html: htmlLayout(
      [
        '<p>Someone asked to reset the password of your Duely account.</p>',
        ...(lockText ? [`<p>${escapeHtml(lockText)}</p>`] : []),
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for one hour, once).</p>`,
        '<p>If it was not you, ignore this email: your password stays as it is.</p>',
      ].join(''),
    ),
  };
}
