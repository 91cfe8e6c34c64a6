/**
 * A value made on its first use instead of on import. For Intl formatters: making one loads its locale's
 * data (the first en-IN number format takes 50–110 ms on a 2-core host), and a module-level one does it
 * while the page starts, in the middle of evaluating the chunk, whether or not anything is formatted.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => {
    value ??= { made: make() };
    return value.made;
  };
}
