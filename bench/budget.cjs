// The first-load JS budget of `npm run bench:check`: pure functions, unit-tested in
// tests/unit/bench/budget.test.ts. The budget file (bench/budget.json) holds, per page, the gzip
// bytes of its first-load JS; a page fails when it weighs more than its budget plus the tolerance,
// or more than the file's `ceiling` (issue #9's 190 KB gzip target for any page), whichever is lower.
'use strict';

/** A page may grow this much over its budget before the check fails (5 %). */
const DEFAULT_TOLERANCE = 0.05;

/**
 * @typedef {{tolerance: number, ceiling?: number, pages: Record<string, number>}} Budget
 * @typedef {{page: string, budget: number | null, measured: number | null, change: number | null,
 *   status: 'ok' | 'over' | 'new' | 'missing'}} BudgetRow
 */

/** Checks a budget file's content; returns it typed or throws a readable error. */
function parseBudget(json) {
  const data = typeof json === 'string' ? JSON.parse(json) : json;
  if (!data || typeof data !== 'object' || typeof data.pages !== 'object' || data.pages === null) {
    throw new Error('budget: expected {"tolerance": 0.05, "pages": {"<locale> <path>": <gzip bytes>}}');
  }
  const tolerance = data.tolerance ?? DEFAULT_TOLERANCE;
  if (typeof tolerance !== 'number' || !(tolerance >= 0)) throw new Error('budget: tolerance must be a number >= 0');
  for (const [page, bytes] of Object.entries(data.pages)) {
    if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`budget: "${page}" must be a positive whole number of bytes`);
  }
  if (data.ceiling === undefined) return {tolerance, pages: data.pages};
  if (!Number.isInteger(data.ceiling) || data.ceiling <= 0) throw new Error('budget: ceiling must be a positive whole number of bytes');
  return {tolerance, ceiling: data.ceiling, pages: data.pages};
}

/**
 * Compares measured gzip bytes per page with the budget.
 * - over: more than budget × (1 + tolerance), or more than the ceiling — fails the check;
 * - missing: in the budget but not measured (a page gone, or a failed measurement) — fails;
 * - new: measured but not in the budget — reported, does not fail unless over the ceiling (run
 *   with --update to add it);
 * - ok: otherwise (smaller is always fine).
 * @param {Record<string, number>} measured
 * @param {Budget} budget
 * @returns {{rows: BudgetRow[], ok: boolean}}
 */
function compareWithBudget(measured, budget) {
  const pages = [...new Set([...Object.keys(budget.pages), ...Object.keys(measured)])];
  const ceiling = budget.ceiling ?? Infinity;
  const rows = pages.map((page) => {
    const limit = budget.pages[page] ?? null;
    const weight = measured[page] ?? null;
    if (weight === null) return {page, budget: limit, measured: null, change: null, status: 'missing'};
    if (limit === null) return {page, budget: null, measured: weight, change: null, status: weight > ceiling ? 'over' : 'new'};
    // Whole bytes, so that exactly +5 % is not failed by floating-point rounding.
    const allowed = Math.min(Math.round(limit * (1 + budget.tolerance)), ceiling);
    return {page, budget: limit, measured: weight, change: weight / limit - 1, status: weight > allowed ? 'over' : 'ok'};
  });
  return {rows, ok: rows.every((row) => row.status === 'ok' || row.status === 'new')};
}

/**
 * The budget file for new measurements, keeping the tolerance and the ceiling.
 * @param {Record<string, number>} measured
 * @param {number} [tolerance]
 * @param {number} [ceiling]
 */
function updatedBudget(measured, tolerance = DEFAULT_TOLERANCE, ceiling) {
  const pages = Object.fromEntries(Object.keys(measured).sort().map((page) => [page, measured[page]]));
  return ceiling === undefined ? {tolerance, pages} : {tolerance, ceiling, pages};
}

const kb = (bytes) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const percent = (change) => (change === null ? '-' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`);

/**
 * A plain-text table of the comparison.
 * @param {BudgetRow[]} rows
 * @param {number} tolerance
 * @param {number} [ceiling]
 */
function formatBudgetTable(rows, tolerance, ceiling) {
  const limits = [`+${(tolerance * 100).toFixed(0)} %`, ...(ceiling === undefined ? [] : [`at most ${kb(ceiling)}`])];
  const header = ['page', 'budget (gzip)', 'measured (gzip)', 'change', `status (limit ${limits.join(', ')})`];
  const lines = rows.map((row) => [row.page, kb(row.budget), kb(row.measured), percent(row.change), row.status.toUpperCase()]);
  return formatTable(header, lines);
}

/** Left-aligned columns separated by two spaces, with a rule under the header. */
function formatTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => String(line[column]).length)));
  const render = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)].join('\n');
}

module.exports = {DEFAULT_TOLERANCE, compareWithBudget, formatBudgetTable, formatTable, parseBudget, updatedBudget};
