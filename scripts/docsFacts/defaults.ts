// A default as the option pages write it (`'rstest'`, `{ type: 'forks' }`, `process.cwd()`) and
// the value a release resolves: how optionFacts.test.ts and `npm run docs:drift` compare them.

/** A default as the page writes it, as the value the release resolves (`root` is the project's folder). */
export function expectedValue(display: string, root: string): unknown {
  if (display === 'process.cwd()') return root;
  if (display === 'undefined') return undefined;
  // A default that depends on the CI variable, as the page words it (`browser.headless`); the fact runs set CI=true.
  display = display.replace(/: true in CI, otherwise false/g, ': true');
  return new Function(`return (${display});`)();
}

/** What the release resolves an option to, in the shape the page describes the default. */
export function comparable(option: string, value: unknown): unknown {
  // The temporary output folder is appended to `exclude` at run time (the page says so).
  if (option === 'exclude') {
    const {patterns} = value as {patterns: string[]};
    return patterns.filter((pattern) => !pattern.includes('.rstest-temp'));
  }
  // 0.12 resolves the environment's name into an object.
  if (option === 'testEnvironment' && typeof value === 'object' && value !== null) return (value as {name: string}).name;
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON-like values (`toEqual`: an undefined property counts as absent). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => deepEqual(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** Whether `actual` has every property of `expected`, recursively (`toMatchObject`). */
export function matchesObject(actual: unknown, expected: unknown): boolean {
  if (isObject(expected)) return isObject(actual) && Object.keys(expected).every((key) => matchesObject(actual[key], expected[key]));
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matchesObject(actual[index], item));
  }
  return Object.is(actual, expected);
}

/**
 * Whether a release resolves an option to the default the page writes: an object default is a
 * subset of the resolved object, anything else equals it. Without `projects`, the root
 * configuration is the one project (the page writes `undefined`).
 */
export function defaultHolds(option: string, display: string, resolved: Record<string, unknown>, root: string): boolean {
  const expected = expectedValue(display, root);
  if (option === 'projects') {
    const projects = resolved.projects as {root: string}[] | undefined;
    return expected === undefined && Array.isArray(projects) && projects.length === 1 && projects[0].root === root;
  }
  const actual = comparable(option, resolved[option]);
  return isObject(expected) ? matchesObject(actual, expected) : deepEqual(actual, expected);
}
