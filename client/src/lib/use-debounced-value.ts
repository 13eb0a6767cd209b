import * as React from 'react';

/** `value` once it has stopped changing for `delay` ms: a search asks the server once per pause, not per key. */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
