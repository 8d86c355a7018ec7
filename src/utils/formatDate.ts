// The "last updated" date without Intl in the site's own locales. theme-classic formats it with a
// new Intl.DateTimeFormat on every render; the first one a page creates loads the locale's ICU data,
// about 20 ms of main thread during hydration on a fast laptop (4 times that on a phone). The two
// locales' formats are fixed strings; any other locale falls back to Intl. The output is identical
// to Intl's (tests/unit/theme/LastUpdated.test.ts compares every month in both locales).

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `date` as Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}) formats it. */
export function formatUpdateDate(date: Date, locale: string, calendar?: string): string {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const gregorian = calendar === undefined || calendar === 'gregory';
  if (gregorian && locale === 'en') return `${EN_MONTHS[month]} ${day}, ${year}`;
  if (gregorian && (locale === 'zh' || locale === 'zh-CN' || locale === 'zh-Hans')) return `${year}年${month + 1}月${day}日`;
  return new Intl.DateTimeFormat(locale, {calendar, day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);
}
