import {absoluteUrl, markdownPathFor} from '@site/src/plugins/markdown-export/markdownPath';

describe('markdownPathFor', () => {
  it.each([
    ['/guide/start/quick-start', '/guide/start/quick-start.md'],
    ['/zh/guide/start/quick-start', '/zh/guide/start/quick-start.md'],
    ['/guide/start/', '/guide/start/index.md'],
    ['/zh/api/', '/zh/api/index.md'],
    ['/config/test/testTimeout#example', '/config/test/testTimeout.md'],
    ['/', '/index.md'],
  ])('%s → %s', (permalink, expected) => {
    expect(markdownPathFor(permalink)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://rstest.rs', '/zh/api/index.md')).toBe('https://rstest.rs/zh/api/index.md');
    expect(absoluteUrl('https://rstest.rs/', '/guide/')).toBe('https://rstest.rs/guide/');
    expect(absoluteUrl('https://rstest.rs', 'guide/')).toBe('https://rstest.rs/guide/');
  });
});
