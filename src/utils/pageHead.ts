/**
 * What a page's frontmatter adds to `<head>` (spec section 3, page frontmatter):
 * - `titleSuffix` replaces the site's suffix (` | Rstest`) after the page title;
 * - `head` is a list of extra tags, written as in Rspress:
 *   `head: [['meta', {name: 'x', content: 'y'}], ['script', {type: 'application/ld+json'}, '{…}']]`.
 */

/** The tags a page may add; `<title>` comes from `title`/`titleSuffix`, the rest belongs to the body. */
export const HEAD_TAG_NAMES = ['meta', 'link', 'script', 'style', 'noscript', 'base'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

export type HeadTag = {
  tag: HeadTagName;
  attributes: Record<string, string>;
  /** Inner text, for `script`, `style` and `noscript`. */
  content?: string;
};

/** The document title with the page's own suffix, or undefined when it sets none (the site's applies). */
export function titleWithSuffix(title: string | undefined, titleSuffix: unknown): string | undefined {
  if (typeof titleSuffix !== 'string' || !title) return undefined;
  return `${title}${titleSuffix}`;
}

function invalid(index: number, reason: string): Error {
  return new Error(
    `Invalid \`head\` frontmatter entry ${index}: ${reason}. ` +
      "Write each entry as [tag, attributes] or [tag, attributes, content], e.g. ['meta', {name: 'x', content: 'y'}].",
  );
}

/**
 * The tags of a `head` frontmatter value. An absent value is no tags; a malformed one throws,
 * so that a typo fails the build instead of silently dropping a tag.
 */
export function headTagsOf(head: unknown): HeadTag[] {
  if (head === undefined || head === null) return [];
  if (!Array.isArray(head)) throw invalid(0, '`head` must be a list');
  return head.map((entry: unknown, index): HeadTag => {
    if (!Array.isArray(entry) || entry.length < 2 || entry.length > 3) {
      throw invalid(index, 'expected a list of 2 or 3 items');
    }
    const [tag, attributes, content] = entry as unknown[];
    if (typeof tag !== 'string' || !(HEAD_TAG_NAMES as readonly string[]).includes(tag)) {
      throw invalid(index, `tag must be one of ${HEAD_TAG_NAMES.join(', ')}, got ${JSON.stringify(tag)}`);
    }
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
      throw invalid(index, 'attributes must be an object');
    }
    const normalized: Record<string, string> = {};
    for (const [key, value] of Object.entries(attributes)) {
      if (!['string', 'number', 'boolean'].includes(typeof value)) {
        throw invalid(index, `attribute ${key} must be a string, number or boolean`);
      }
      normalized[key] = String(value);
    }
    if (content !== undefined && typeof content !== 'string') {
      throw invalid(index, 'content must be a string');
    }
    return content === undefined
      ? {tag: tag as HeadTagName, attributes: normalized}
      : {tag: tag as HeadTagName, attributes: normalized, content};
  });
}
