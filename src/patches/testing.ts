// For the patches' contract tests: runs the module guards a patch's configureWebpack returns (guard.ts
// moduleGuard) on a list of modules, as the bundler would once the client bundle's modules are
// built, and returns the errors they report.
import type {GuardedModule} from './guard';

type Finish = (modules: Iterable<GuardedModule>) => void;

export function guardErrors(configured: {plugins?: readonly unknown[]}, modules: readonly GuardedModule[]): string[] {
  const errors: Error[] = [];
  const finishers: Finish[] = [];
  const compilation = {hooks: {finishModules: {tap: (_name: string, finish: Finish) => finishers.push(finish)}}, errors};
  const compiler = {hooks: {thisCompilation: {tap: (_name: string, start: (value: typeof compilation) => void) => start(compilation)}}};
  for (const plugin of configured.plugins ?? []) {
    const apply = (plugin as {apply?: (value: typeof compiler) => void}).apply;
    if (typeof apply === 'function') apply.call(plugin, compiler);
  }
  if (finishers.length === 0) throw new Error('guardErrors: the configuration has no module guard');
  for (const finish of finishers) finish(modules);
  return errors.map((error) => error.message);
}
