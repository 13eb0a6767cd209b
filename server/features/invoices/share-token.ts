/**
 * The token of an invoice's link for its client (docs/decisions/014), minted with the invoice row and
 * again by share/links.ts when a revoked link is shared anew. It lives with the invoice so that
 * creating an invoice needs nothing from the share feature, which reads invoices.
 */
import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 256 bits, unrelated to the invoice's id or number (decision 014). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What newShareToken() makes: 43 base64url characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
