import {translate} from '@docusaurus/Translate';

/**
 * The text of an item tag (`tag` on a navbar item, `customProps.tag` on a sidebar item): the well-known tags
 * are translated, any other tag is shown as written.
 */
export function tagLabel(tag: string): string {
  switch (tag) {
    case 'new':
      return translate({id: 'itemTag.new', message: 'New', description: 'Badge after a navbar or sidebar item that is new'});
    case 'beta':
      return translate({id: 'itemTag.beta', message: 'Beta', description: 'Badge after a navbar or sidebar item in beta'});
    case 'experimental':
      return translate({
        id: 'itemTag.experimental',
        message: 'Experimental',
        description: 'Badge after a navbar or sidebar item that is experimental',
      });
    case 'deprecated':
      return translate({
        id: 'itemTag.deprecated',
        message: 'Deprecated',
        description: 'Badge after a navbar or sidebar item that is deprecated',
      });
    default:
      return tag;
  }
}
