import {test, expect} from './fixtures';
import {CURRENT_DOC_ROUTES, LOCALES, titleIn} from '../specRoutes';

// Copy Markdown and open in AI (spec 2, 4, 7, 8): every listed doc has its Markdown at its URL +
// `.md` (index pages: `index.md`), each locale has llms.txt, and the bar under each doc title copies
// that Markdown and opens it in an AI chat. Both locales.

const SITE_URL = 'https://rstest.rs';
const markdownPathOf = (path: string) => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);
const TEXTS = {
  en: {copy: 'Copy Markdown', copied: 'Copied', openAi: 'Open in AI', promptStart: 'Read '},
  zh: {copy: '复制 Markdown', copied: '已复制', openAi: '在 AI 中打开', promptStart: '请阅读 '},
} as const;
/** The label of the checks in the agent prompts' steps. */
const CHECK_LABEL = {en: '**Check:**', zh: '**检查**：'} as const;

/** The Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

for (const {locale, prefix} of LOCALES) {
  test.describe(`page Markdown (${locale})`, () => {
    test('every listed doc route answers its .md with Markdown, JSX turned into Markdown', async ({request}) => {
      for (const route of CURRENT_DOC_ROUTES) {
        const url = markdownPathOf(`${prefix}${route.path}`);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
        const markdown = await response.text();
        expect(markdown.startsWith(`# ${titleIn(locale, route)}\n`), url).toBe(true);
        expect(prose(markdown), url).not.toMatch(/^import /m);
        expect(markdown, url).not.toContain('<PackageManagerTabs');
        expect(markdown, url).not.toContain('<OptionMeta');
        expect(markdown, url).not.toMatch(/^---\ntitle:/);
        expect(prose(markdown), url).not.toMatch(/\{#[\w-]+\}/);
      }
    });

    test('the quick start Markdown has one code block per package manager and absolute links', async ({request}) => {
      const markdown = await (await request.get(`${prefix}/guide/start/quick-start.md`)).text();
      for (const line of ['npm install @rstest/core -D', 'yarn add @rstest/core -D', 'pnpm add @rstest/core -D', 'bun add @rstest/core -d']) {
        expect(markdown).toContain(`**${line.split(' ')[0]}**\n\n\`\`\`bash\n${line}\n\`\`\``);
      }
      expect(markdown).toContain(`(${SITE_URL}${prefix}/guide/basic/cli)`);
      expect(markdown).not.toMatch(/\]\(\.{1,2}\//);
    });

    test('the agent prompts are their pages’ Markdown: steps, commands with their checks, the migration guides; the AI guide points at them', async ({request}) => {
      const install = await (await request.get(`${prefix}/guide/start/agent-install.md`)).text();
      expect(install).toContain('**npm**\n\n```bash\nnpm install @rstest/core -D\n```');
      expect(install).toContain(`\`\`\`bash\nnpx rstest --version\n\`\`\`\n\n${CHECK_LABEL[locale]}`);
      // A file to write keeps its name in the fence's meta.
      expect(install).toContain('```ts title="rstest-smoke.test.ts"\nimport { expect, test } from \'@rstest/core\';');
      expect(install).toContain(`(${SITE_URL}${prefix}/guide/start/agent-migrate)`);
      const migrate = await (await request.get(`${prefix}/guide/start/agent-migrate.md`)).text();
      for (const guide of ['/guide/migration/jest', '/guide/migration/vitest']) expect(migrate).toContain(`(${SITE_URL}${prefix}${guide})`);
      expect(migrate).toContain('`@rstest/playwright`');
      expect(migrate).toContain(`\`\`\`bash\nnpx rstest list --filesOnly\n\`\`\`\n\n${CHECK_LABEL[locale]}`);
      const ai = await (await request.get(`${prefix}/guide/start/ai.md`)).text();
      for (const name of ['agent-install', 'agent-migrate']) {
        expect(ai).toContain(`Follow ${SITE_URL}/guide/start/${name}.md step by step`);
        expect(ai).toContain(`(${SITE_URL}${prefix}/guide/start/${name})`);
      }
    });

    test('llms.txt lists every page with its .md URL, and llms-full.txt holds them all', async ({request}) => {
      const index = await (await request.get(`${prefix}/llms.txt`)).text();
      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      for (const route of CURRENT_DOC_ROUTES) {
        expect(index).toContain(`[${titleIn(locale, route)}](${SITE_URL}${markdownPathOf(`${prefix}${route.path}`)})`);
        expect(full).toContain(`# ${titleIn(locale, route)}\n`);
      }
      expect(index).not.toContain('/fixtures/');
      expect(index).not.toContain('e2e-fixtures');
    });
  });

  test.describe(`doc title bar (${locale})`, () => {
    // The bar's texts and what it copies are checked in both locales; where it shows, in English.
    const enOnly = locale === 'en' ? test : () => {};
    const texts = TEXTS[locale];

    test.describe(() => {
      // A context option, not granted in the test: the run reuses a worker's context, whose reset leaves
      // granted permissions in place (playwright.config.ts).
      test.use({permissions: ['clipboard-read', 'clipboard-write']});
      test('sits right under the h1, copies the exact .md text, shows success, then idle; the second copy does not refetch', async ({
        page,
        pageErrors,
      }) => {
        const markdownPath = `${prefix}/guide/start/quick-start.md`;
        let requests = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === markdownPath) requests += 1;
        });
        await page.goto(`${prefix}/guide/start/quick-start`);
        const bar = page.locator('h1 + [data-doc-title-bar]');
        await expect(bar).toBeVisible();
        const button = bar.locator('button[data-state]').first();
        await expect(button).toHaveText(texts.copy);
        await expect(button).toBeEnabled();
        // Record the button's states as they change (success lasts only 500 ms).
        await button.evaluate((element) => {
          const log: {state: string | null; text: string | null; disabled: boolean; at: number; width: number; aiLeft: number}[] = [];
          (window as unknown as {copyStates: typeof log}).copyStates = log;
          const aiButton = element.parentElement!.querySelector('[aria-haspopup], [aria-expanded]')!;
          const geometry = () => ({width: element.getBoundingClientRect().width, aiLeft: aiButton.getBoundingClientRect().left});
          (window as unknown as {copyGeometry: ReturnType<typeof geometry>}).copyGeometry = geometry();
          new MutationObserver(() => {
            const state = element.getAttribute('data-state');
            if (log.at(-1)?.state !== state) {
              log.push({state, text: element.textContent, disabled: (element as HTMLButtonElement).disabled, at: performance.now(), ...geometry()});
            }
          }).observe(element, {attributes: true, childList: true, subtree: true, characterData: true});
        });
        const states = () =>
          page.evaluate(
            () => (window as unknown as {copyStates: {state: string; text: string; disabled: boolean; at: number; width: number; aiLeft: number}[]}).copyStates,
          );

        await button.click();
        await expect.poll(async () => (await states()).map((entry) => entry.state)).toEqual(['loading', 'success', 'idle']);
        const [loading, success, idle] = await states();
        expect(loading.disabled).toBe(true);
        expect(success).toMatchObject({text: texts.copied, disabled: false});
        expect(idle.text).toBe(texts.copy);
        // The button keeps its width through its labels, and the "Open in AI" button beside it stays put.
        const initial = await page.evaluate(() => (window as unknown as {copyGeometry: {width: number; aiLeft: number}}).copyGeometry);
        for (const entry of [loading, success, idle]) {
          expect(entry.width).toBeCloseTo(initial.width, 0);
          expect(entry.aiLeft).toBeCloseTo(initial.aiLeft, 0);
        }
        await expect(button).toHaveAccessibleName(texts.copy);
        // The 500 ms run from the commit of "Copied" (a timer set after it), so no margin is needed below.
        expect(idle.at - success.at).toBeGreaterThanOrEqual(495);
        expect(idle.at - success.at).toBeLessThan(1500);
        const expected = await (await page.request.get(markdownPath)).text();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        expect(requests).toBe(1);

        await page.evaluate(() => navigator.clipboard.writeText(''));
        await button.click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        await expect(button).toHaveText(texts.copy);
        expect(requests).toBe(1);
        expect(pageErrors).toEqual([]);
      });
    });

    test('the AI links carry the prompt with the encoded .md URL; Escape and an outside click close the menu', async ({page}) => {
      await page.goto(`${prefix}/config/test/testTimeout`);
      const toggle = page.getByRole('button', {name: texts.openAi});
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const mdUrl = `${SITE_URL}${prefix}/config/test/testTimeout.md`;
      const links = page.locator('[data-ai-service]');
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(/^https:\/\/(chatgpt\.com|claude\.ai)\//);
        expect(href).toContain(encodeURIComponent(mdUrl));
        expect(href).toContain(encodeURIComponent(texts.promptStart));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noreferrer');
      }

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(links.first()).toBeHidden();
      await expect(toggle).toBeFocused();

      // Keyboard: Enter opens it, Tab reaches the first service.
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();

      await page.locator('h1').click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    enOnly('is on overview pages and not on the home page nor the 404', async ({page}) => {
      await page.goto(`${prefix}/api/`);
      await expect(page.locator('h1 + [data-doc-title-bar]')).toBeVisible();
      await page.goto(`${prefix}/`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[data-doc-title-bar]')).toHaveCount(0);
      await page.goto(`${prefix}/no-such-page`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-doc-title-bar]')).toHaveCount(0);
    });

    enOnly('appears after a client-side navigation to another doc', async ({page}) => {
      await page.goto(`${prefix}/guide/start/`);
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/guide/start/quick-start$`));
      await expect(page.locator('h1 + [data-doc-title-bar]').getByRole('button', {name: texts.copy})).toBeVisible();
    });
  });
}
