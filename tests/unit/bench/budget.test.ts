/**
 * @jest-environment node
 */
import {compareWithBudget, formatBudgetTable, parseBudget, updatedBudget} from '../../../bench/budget.cjs';

const budget = {tolerance: 0.05, pages: {'en /': 100_000, 'zh /': 100_000, 'en /config/': 120_000}};

describe('compareWithBudget', () => {
  it('passes pages at, under, or up to 5 % over their budget', () => {
    const {rows, ok} = compareWithBudget({'en /': 100_000, 'zh /': 80_000, 'en /config/': 126_000}, budget);
    expect(ok).toBe(true);
    expect(rows.map((row) => row.status)).toEqual(['ok', 'ok', 'ok']);
    expect(rows[2].change).toBeCloseTo(0.05);
  });

  it('fails a page that grows more than 5 % over its budget', () => {
    const {rows, ok} = compareWithBudget({'en /': 105_001, 'zh /': 100_000, 'en /config/': 120_000}, budget);
    expect(ok).toBe(false);
    expect(rows.find((row) => row.page === 'en /')).toMatchObject({status: 'over', budget: 100_000, measured: 105_001});
  });

  it('honours the tolerance of the budget file', () => {
    expect(compareWithBudget({'en /': 109_000}, {tolerance: 0.1, pages: {'en /': 100_000}}).ok).toBe(true);
    expect(compareWithBudget({'en /': 100_001}, {tolerance: 0, pages: {'en /': 100_000}}).ok).toBe(false);
  });

  it('fails when a budgeted page was not measured, and reports unbudgeted pages without failing', () => {
    const missing = compareWithBudget({'en /': 100_000, 'zh /': 100_000}, budget);
    expect(missing.ok).toBe(false);
    expect(missing.rows.find((row) => row.page === 'en /config/')?.status).toBe('missing');

    const added = compareWithBudget({...{'en /': 1, 'zh /': 1, 'en /config/': 1}, 'en /api/': 90_000}, budget);
    expect(added.ok).toBe(true);
    expect(added.rows.find((row) => row.page === 'en /api/')).toMatchObject({status: 'new', budget: null});
  });
});

describe('parseBudget', () => {
  it('reads a budget file and defaults the tolerance to 5 %', () => {
    expect(parseBudget('{"pages": {"en /": 1000}}')).toEqual({tolerance: 0.05, pages: {'en /': 1000}});
  });

  it.each([
    ['no pages', '{}'],
    ['a negative tolerance', '{"tolerance": -1, "pages": {}}'],
    ['a size that is not a whole number of bytes', '{"pages": {"en /": 10.5}}'],
    ['a size given as text', '{"pages": {"en /": "10 KB"}}'],
  ])('rejects %s', (_what, json) => {
    expect(() => parseBudget(json)).toThrow(/budget/);
  });
});

describe('updatedBudget', () => {
  it('writes the measured sizes, sorted by page, with the tolerance kept', () => {
    expect(updatedBudget({'zh /': 2, 'en /': 1}, 0.05)).toEqual({tolerance: 0.05, pages: {'en /': 1, 'zh /': 2}});
    expect(Object.keys(updatedBudget({'zh /': 2, 'en /': 1}).pages)).toEqual(['en /', 'zh /']);
  });
});

describe('formatBudgetTable', () => {
  it('prints one row per page with sizes in KB, the change and the status', () => {
    const {rows} = compareWithBudget({'en /': 107_520, 'zh /': 102_400}, {tolerance: 0.05, pages: {'en /': 102_400, 'zh /': 102_400}});
    const table = formatBudgetTable(rows, 0.05).split('\n');
    expect(table[0]).toMatch(/^page\s+budget \(gzip\)\s+measured \(gzip\)\s+change\s+status \(limit \+5 %\)$/);
    expect(table[2]).toMatch(/^en \/\s+100\.0 KB\s+105\.0 KB\s+\+5\.0 %\s+OK$/);
    expect(table[3]).toMatch(/^zh \/\s+100\.0 KB\s+100\.0 KB\s+\+0\.0 %\s+OK$/);
  });
});

describe('the ceiling (issue #9: at most 190 KB gzip on any page)', () => {
  const capped = {tolerance: 0.05, ceiling: 190 * 1024, pages: {'en /api/': 185 * 1024, 'en /': 100_000}};

  it('fails a page over the ceiling even when it is within its own tolerance', () => {
    const {rows, ok} = compareWithBudget({'en /api/': 191 * 1024, 'en /': 100_000}, capped);
    expect(ok).toBe(false);
    expect(rows.find((row) => row.page === 'en /api/')?.status).toBe('over');
    expect(compareWithBudget({'en /api/': 190 * 1024, 'en /': 100_000}, capped).ok).toBe(true);
  });

  it('fails a new page over the ceiling', () => {
    expect(compareWithBudget({'en /api/': 1, 'en /': 1, 'zh /api/': 200 * 1024}, capped).ok).toBe(false);
  });

  it('is read, validated, kept by --update and shown in the table', () => {
    expect(parseBudget(JSON.stringify(capped)).ceiling).toBe(190 * 1024);
    expect(() => parseBudget('{"ceiling": "190 KB", "pages": {}}')).toThrow(/ceiling/);
    expect(updatedBudget({'en /': 1}, 0.05, 190 * 1024)).toEqual({tolerance: 0.05, ceiling: 190 * 1024, pages: {'en /': 1}});
    expect(formatBudgetTable([], 0.05, 190 * 1024)).toContain('at most 190.0 KB');
  });
});
