/** Command-line readers the load scripts (bench-http, soak) share; each throws with the usage text. */

/** `--name` as a number of at least `min`. */
export function numberOption(values, name, min, usage) {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`--${name} must be a number ≥ ${min}\n${usage}`);
  return value;
}

/** `--db pglite|postgres|both` as the list of databases to run against, in order. */
export function databaseKinds(values, usage) {
  const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
  if (!kinds.every((kind) => ['pglite', 'postgres'].includes(kind))) throw new Error(usage);
  return kinds;
}
