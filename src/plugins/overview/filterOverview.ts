// The overview filter (spec 2, 5): case-insensitive, hyphens count as spaces. Spaces themselves
// are ignored when comparing, so `test-timeout`, `test timeout` and `TESTTIMEOUT` all find
// `testTimeout`. A page stays when its title matches (with all its headings) or when some of its
// headings match (with those headings only). Pure.
import type {OverviewGroup} from './overviewTypes';

export function normalizeForFilter(value: string): string {
  return value.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, '');
}

export function filterOverviewGroups(groups: readonly OverviewGroup[], query: string): OverviewGroup[] {
  const needle = normalizeForFilter(query);
  if (needle === '') return [...groups];
  const matches = (text: string) => normalizeForFilter(text).includes(needle);
  return groups
    .map((group) => ({
      ...group,
      pages: group.pages.flatMap((page) => {
        if (matches(page.title)) return [page];
        const headings = page.headings.filter((heading) => matches(heading.text));
        return headings.length > 0 ? [{...page, headings}] : [];
      }),
    }))
    .filter((group) => group.pages.length > 0);
}
