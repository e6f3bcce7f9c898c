/** A value made the first time it is asked for, then kept: an AWS client that most requests never call. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
