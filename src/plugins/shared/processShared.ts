// One value per Node process, whatever instance of a module asks for it. Docusaurus loads each
// plugin's modules afresh (jiti, without Node's module cache): for every plugin and every locale,
// a module-level variable is a new one. What plugins or locales of one build must share lives on
// `globalThis`, under a `Symbol.for` key.

/** The value stored under `name`, created by `create` the first time it is asked for. */
export function processShared<T>(name: string, create: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  return (registry[Symbol.for(`rstest-website.${name}`)] ??= create());
}
