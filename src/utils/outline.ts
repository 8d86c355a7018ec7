/** The part of a table-of-contents entry the outline needs: the heading's depth (2 for `##`). */
export type OutlineHeading = {readonly level: number};

export type OutlineLevels = {
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
};

/** The headings the outline lists: those whose depth lies within the configured range. */
export function outlineHeadings<T extends OutlineHeading>(toc: readonly T[], levels: OutlineLevels): T[] {
  return toc.filter((heading) => heading.level >= levels.minHeadingLevel && heading.level <= levels.maxHeadingLevel);
}

/** Whether a page has an outline at all: at least one heading within the range. */
export function hasOutline(toc: readonly OutlineHeading[], levels: OutlineLevels): boolean {
  return outlineHeadings(toc, levels).length > 0;
}

/**
 * The range for one page: its frontmatter (`toc_min_heading_level`, `toc_max_heading_level`)
 * when given, else the site's `themeConfig.tableOfContents`.
 */
export function outlineLevels(
  page: {readonly minHeadingLevel?: number; readonly maxHeadingLevel?: number},
  site: OutlineLevels,
): OutlineLevels {
  return {
    minHeadingLevel: page.minHeadingLevel ?? site.minHeadingLevel,
    maxHeadingLevel: page.maxHeadingLevel ?? site.maxHeadingLevel,
  };
}
