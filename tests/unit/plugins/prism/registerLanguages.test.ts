import {registerPrismLanguages} from '@site/src/plugins/prism/registerLanguages';
import {PRISM_LANGUAGES} from '@site/src/plugins/prism/languages';

type PrismLike = {languages: Record<string, unknown>; manual?: boolean};

/** A bare Prism core, without any language (prism-react-renderer's bundled copy on this site). */
function bareCore(): PrismLike {
  let core: PrismLike | undefined;
  jest.isolateModules(() => {
    const scope = globalThis as {Prism?: PrismLike};
    scope.Prism = {languages: {}, manual: true};
    require('prismjs/components/prism-core');
    core = scope.Prism;
    delete scope.Prism;
  });
  return core!;
}

describe('registerPrismLanguages', () => {
  it('loads every site language onto the given Prism, including the aliases the components add', () => {
    const prism = bareCore();
    jest.isolateModules(() => {
      registerPrismLanguages(prism as never, PRISM_LANGUAGES, (language) => {
        require(`prismjs/components/prism-${language}`);
      });
    });
    for (const language of [...PRISM_LANGUAGES, 'js', 'ts', 'sh', 'html', 'yml']) {
      expect(prism.languages[language]).toBeDefined();
    }
  });

  it('puts back what was on globalThis.Prism, or nothing, even when a component throws', () => {
    const scope = globalThis as {Prism?: unknown};
    const prism = bareCore();
    delete scope.Prism;
    registerPrismLanguages(prism as never, ['a'], () => {
      expect(scope.Prism).toBe(prism);
    });
    expect('Prism' in scope).toBe(false);

    const other = {languages: {}};
    scope.Prism = other;
    expect(() =>
      registerPrismLanguages(prism as never, ['a'], () => {
        throw new Error('missing component');
      }),
    ).toThrow('missing component');
    expect(scope.Prism).toBe(other);
    delete scope.Prism;
  });
});
