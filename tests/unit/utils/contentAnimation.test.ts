import {isContentAnimationEnabled} from '@site/src/utils/contentAnimation';

describe('isContentAnimationEnabled', () => {
  it('is off unless the theme config turns it on', () => {
    expect(isContentAnimationEnabled({})).toBe(false);
    expect(isContentAnimationEnabled({enableContentAnimation: 'yes'})).toBe(false);
  });

  it('follows themeConfig.enableContentAnimation', () => {
    expect(isContentAnimationEnabled({enableContentAnimation: true})).toBe(true);
    expect(isContentAnimationEnabled({enableContentAnimation: false})).toBe(false);
  });

  it('is on in the site config', async () => {
    const {default: config} = await import('@site/docusaurus.config');
    expect(isContentAnimationEnabled(config.themeConfig ?? {})).toBe(true);
  });
});
