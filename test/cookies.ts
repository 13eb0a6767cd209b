/**
 * Reading Set-Cookie answers, for tests and benchmarks (no test-runner imports, so bench/ can use it).
 */
import { SESSION_COOKIE } from '../server/plugins/session';

/** The Set-Cookie lines of an answer that set (or clear) the cookie `name`, in the order sent. */
export function setCookiesNamed(setCookie: string | string[] | undefined, name: string): string[] {
  return [setCookie ?? []].flat().filter((line) => line.startsWith(`${name}=`));
}

/** The session cookie an answer set, as a Cookie header value (`duely.sid=…`); a clearing line is skipped. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const set = setCookiesNamed(setCookie, SESSION_COOKIE)
    .map((line) => line.split(';')[0])
    .find((pair) => pair !== `${SESSION_COOKIE}=`);
  if (!set) throw new Error('no session cookie in response');
  return set;
}
