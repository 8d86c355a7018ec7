import {formatUpdateDate} from '@site/src/utils/formatDate';

const intl = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);

describe('formatUpdateDate', () => {
  // Each month, a one-digit and a two-digit day, and a time that is another day in UTC+8.
  const dates = Array.from({length: 12}, (_, month) => [new Date(Date.UTC(2026, month, 3, 20)), new Date(Date.UTC(2025, month, 28, 23, 30))]).flat();

  it.each(['en', 'zh'])('formats as Intl does in %s, in UTC', (locale) => {
    for (const date of dates) expect(formatUpdateDate(date, locale)).toBe(intl(date, locale));
  });

  it('reads the site locales literally', () => {
    expect(formatUpdateDate(new Date(Date.UTC(2026, 10, 24, 6)), 'en')).toBe('Nov 24, 2026');
    expect(formatUpdateDate(new Date(Date.UTC(2026, 10, 24, 6)), 'zh')).toBe('2026年11月24日');
  });

  it('leaves other locales and calendars to Intl', () => {
    const date = new Date(Date.UTC(2026, 8, 5));
    expect(formatUpdateDate(date, 'fr')).toBe(intl(date, 'fr'));
    expect(formatUpdateDate(date, 'en', 'japanese')).toBe(
      new Intl.DateTimeFormat('en', {calendar: 'japanese', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date),
    );
  });
});
