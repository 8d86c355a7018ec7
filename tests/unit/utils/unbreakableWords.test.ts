import {unbreakableWords} from '@site/src/utils/unbreakableWords';

describe('unbreakableWords', () => {
  it('flags each hyphenated word as a run of its own', () => {
    expect(unbreakableWords('a Jest-compatible API and first-class TypeScript')).toEqual([
      {text: 'a ', keepWhole: false},
      {text: 'Jest-compatible', keepWhole: true},
      {text: ' API and ', keepWhole: false},
      {text: 'first-class', keepWhole: true},
      {text: ' TypeScript', keepWhole: false},
    ]);
  });

  it('leaves a dash between spaces, and text without a hyphen, as one run', () => {
    expect(unbreakableWords('Rspack - based')).toEqual([{text: 'Rspack - based', keepWhole: false}]);
    expect(unbreakableWords('基于 Rspack 的测试框架')).toEqual([{text: '基于 Rspack 的测试框架', keepWhole: false}]);
  });

  it('keeps the text whole when joined again', () => {
    const text = 'Rstest is a Rspack-based testing framework, with a Jest-compatible API.';
    expect(unbreakableWords(text).map((run) => run.text).join('')).toBe(text);
    expect(unbreakableWords('')).toEqual([]);
  });
});
