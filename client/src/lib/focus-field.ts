/**
 * Puts the cursor in a form's field named `name` once it is there. A form just filled (react-hook-form's
 * `reset`) registers its fields again on a later render, so this tries every 25 ms, for half a second
 * at most, until the field named so has the focus. Returns the cleanup.
 */
export function focusFieldSoon(name: string, setFocus: (name: string) => void): () => void {
  let tries = 0;
  const timer = setInterval(() => {
    setFocus(name);
    const done = document.activeElement?.getAttribute('name') === name;
    if (done || ++tries >= 20) clearInterval(timer);
  }, 25);
  return () => clearInterval(timer);
}
