/**
 * @jest-environment node
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/i18n-check (npm run i18n:check) run as a child process (it is an ES module using ESM-only
// remark packages) on fixtures/i18n-check/clean, a complete translation, and on copies of it that
// break one thing each. The cases run concurrently: each is its own process on its own copy.
// A run takes about half a second alone; concurrent runs on a busy machine take longer.
jest.setTimeout(60_000);

const ROOT = path.join(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/i18n-check/index.mjs');
const CLEAN = path.join(__dirname, 'fixtures/i18n-check/clean');
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const ZH_GUIDE = `${ZH_DOCS}/guide/start/index.md`;
const ZH_POOL = `${ZH_DOCS}/config/test/pool.mdx`;

function run(root: string, ...args: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, '--root', root, ...args], {encoding: 'utf8'}, (error, stdout, stderr) => {
      resolve({code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`});
    });
  });
}

const copies: string[] = [];
/** A copy of the clean site with `change` applied. */
function siteWith(change: (file: (relative: string) => string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
  copies.push(dir);
  fs.cpSync(CLEAN, dir, {recursive: true});
  change((relative) => path.join(dir, relative));
  return dir;
}
function edit(file: string, from: string | RegExp, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture edit found nothing to replace in ${file}`);
  fs.writeFileSync(file, next);
}
function editJson(file: string, change: (json: Record<string, {message: string}>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, {recursive: true, force: true});
});

describe('npm run i18n:check', () => {
  it.concurrent('checks each frozen docs version of versions.json against its own Chinese tree', async () => {
    const root = siteWith((file) => {
      fs.writeFileSync(file('versions.json'), JSON.stringify(['0.5']));
      fs.cpSync(file('docs'), file('versioned_docs/version-0.5'), {recursive: true});
      fs.cpSync(file(ZH_DOCS), file('i18n/zh/docusaurus-plugin-content-docs/version-0.5'), {recursive: true});
      fs.rmSync(file('i18n/zh/docusaurus-plugin-content-docs/version-0.5/config/test/pool.mdx'));
    });
    const {code, output} = await run(root);
    expect(code).toBe(1);
    expect(output).toContain('versioned_docs/version-0.5/config/test/pool.mdx');
    expect(output).toContain('missing translation: i18n/zh/docusaurus-plugin-content-docs/version-0.5/config/test/pool.mdx does not exist');
    expect(output).toMatch(/\| 0\.5 guide\s+\|\s+1 \|\s+1 \| 100% \|/);
    expect(output).toMatch(/\| 0\.5 config\s+\|\s+1 \|\s+0 \|\s+0% \|/);
  });

  it.concurrent('passes on a complete translation and prints the coverage of each section', async () => {
    const {code, output} = await run(CLEAN);
    expect(output).toContain('✔ i18n:check');
    expect(output).toMatch(/\| guide\s+\|\s+1 \|\s+1 \| 100% \|/);
    expect(output).toMatch(/\| config\s+\|\s+1 \|\s+1 \| 100% \|/);
    expect(output).toMatch(/\| home\s+\|\s+1 \|\s+1 \| 100% \|/);
    expect(output).toMatch(/\| UI strings\s+\|\s+9 \|\s+9 \| 100% \|/);
    expect(output).toContain('Not checked (unlisted or draft): docs/fixtures/layout.md');
    expect(code).toBe(0);
  });

  it.concurrent('fails on an English page without a translation, and counts it untranslated', async () => {
    const {code, output} = await run(siteWith((file) => fs.rmSync(file(ZH_GUIDE))));
    expect(output).toContain('docs/guide/start/index.md');
    expect(output).toContain(`missing translation: ${ZH_GUIDE} does not exist`);
    expect(output).toMatch(/\| guide\s+\|\s+1 \|\s+0 \|\s+0% \|/);
    expect(code).toBe(1);
  });

  it.concurrent('fails on a missing home page translation', async () => {
    const {code, output} = await run(siteWith((file) => fs.rmSync(file('i18n/zh/docusaurus-plugin-content-pages/index.mdx'))));
    expect(output).toContain('missing translation: i18n/zh/docusaurus-plugin-content-pages/index.mdx does not exist');
    expect(code).toBe(1);
  });

  it.concurrent('fails on a translation whose English page is gone', async () => {
    const {code, output} = await run(siteWith((file) => fs.rmSync(file('docs/config/test/pool.mdx'))));
    expect(output).toContain(`${ZH_POOL}\n  orphan translation`);
    expect(code).toBe(1);
  });

  it.concurrent('fails on a code block changed outside its comments', async () => {
    const {code, output} = await run(siteWith((file) => edit(file(ZH_POOL), "maxWorkers: '50%'", "maxWorkers: '25%'")));
    expect(output).toContain(
      `code block: code block 1 (line 18 of docs/config/test/pool.mdx) differs outside comments: Chinese line 24: "maxWorkers: '25%',", English line 24: "maxWorkers: '50%',"`,
    );
    expect(output).toMatch(/\| config\s+\|\s+1 \|\s+0 \|\s+0% \|/);
    expect(code).toBe(1);
  });

  it.concurrent('fails on a shell command changed in a code block', async () => {
    const {code, output} = await run(siteWith((file) => edit(file(ZH_GUIDE), 'echo "# not a comment"', 'echo "# 不是注释"')));
    expect(output).toContain(
      'line 22: code block: code block 1 (line 22 of docs/guide/start/index.md) differs outside comments: Chinese line 26: "echo \\"# 不是注释\\"", English line 25: "echo \\"# not a comment\\""',
    );
    expect(code).toBe(1);
  });

  it.concurrent('passes when code blocks differ only in their comments', async () => {
    const site = siteWith((file) => {
      edit(file(ZH_POOL), '// 最多使用机器一半的资源。', '// 最多使用一半 CPU。\n    // 多出的一行注释。');
      edit(file(ZH_GUIDE), '# 开发依赖', '# 仅在开发时需要');
    });
    const {code, output} = await run(site);
    expect(output).toContain('✔ i18n:check');
    expect(code).toBe(0);
  });

  it.concurrent('fails on a code block that is missing or opens with another language or title', async () => {
    const removed = await run(siteWith((file) => edit(file(ZH_POOL), /```ts[\s\S]*```\n/, '')));
    expect(removed.output).toContain('code block count: 0 code blocks, the English page has 1');
    expect(removed.code).toBe(1);
    const retitled = await run(siteWith((file) => edit(file(ZH_POOL), 'title="rstest.config.ts"', 'title="配置.ts"')));
    expect(retitled.output).toContain('opens with ```ts title="配置.ts", the English block with ```ts title="rstest.config.ts"');
    expect(retitled.code).toBe(1);
  });

  it.concurrent('fails on a heading count mismatch and names the missing anchor', async () => {
    const {code, output} = await run(siteWith((file) => edit(file(ZH_POOL), '## 示例 {#example}\n', '')));
    expect(output).toContain('heading count: 2 headings, the English page has 3 (no heading with id #example)');
    expect(code).toBe(1);
  });

  it.concurrent('fails on a heading anchor that differs from the English one or is left implicit', async () => {
    const changed = await run(siteWith((file) => edit(file(ZH_POOL), '{#details}', '{#detail}')));
    expect(changed.output).toContain('line 8: heading id: "详细说明" has id {#detail}, the English heading "Details" has #details');
    expect(changed.code).toBe(1);
    const implicit = await run(siteWith((file) => edit(file(ZH_POOL), ' {#details}', '')));
    expect(implicit.output).toContain('heading id: "详细说明" needs {#details} (anchor of "Details"), it gets #详细说明');
    expect(implicit.code).toBe(1);
  });

  it.concurrent('fails on a heading of another level', async () => {
    const {code, output} = await run(siteWith((file) => edit(file(ZH_POOL), '### `maxWorkers`', '## `maxWorkers`')));
    expect(output).toContain('heading level: "maxWorkers" is h2, its English heading "maxWorkers" is h3');
    expect(code).toBe(1);
  });

  it.concurrent('fails on an English key of code.json without a Chinese value', async () => {
    const site = siteWith((file) => editJson(file('i18n/zh/code.json'), (json) => delete json['outline.title']));
    const {code, output} = await run(site);
    expect(output).toContain('i18n/zh/code.json\n  missing string: "outline.title" has no translation (English: "ON THIS PAGE")');
    expect(output).toMatch(/\| UI strings\s+\|\s+9 \|\s+8 \|\s+88% \|/);
    expect(code).toBe(1);
  });

  it.concurrent('fails on a UI string left in English, sidebar and navbar labels included', async () => {
    const site = siteWith((file) => {
      editJson(file('i18n/zh/code.json'), (json) => {
        json['theme.docs.paginator.next'].message = 'Next';
      });
      editJson(file(`${ZH_DOCS}.json`), (json) => {
        json['sidebar.guide.category.Getting Started'].message = 'Getting Started';
      });
      fs.rmSync(file('i18n/zh/docusaurus-theme-classic/navbar.json'));
    });
    const {code, output} = await run(site);
    expect(output).toContain('untranslated string: "theme.docs.paginator.next" is still English: "Next"');
    expect(output).toContain('untranslated string: "sidebar.guide.category.Getting Started" is still English');
    expect(output).toContain('i18n/zh/docusaurus-theme-classic/navbar.json\n  missing string: "title" has no translation');
    expect(code).toBe(1);
  });

  it.concurrent('fails on an English paragraph, table cell or heading left in a Chinese page', async () => {
    const site = siteWith((file) => {
      edit(file(ZH_POOL), '样式表：Sass、Less、Stylus、CSS Minimizer、Typed CSS Modules。', 'Rstest builds all test files first, then hands each file to a worker.');
      edit(file(ZH_GUIDE), '查找测试文件的起始目录。', 'The directory where the search for test files starts.');
      edit(file(ZH_GUIDE), '## 安装依赖包 {#install}', '## Install the package {#install}');
    });
    const {code, output} = await run(site);
    expect(output).toContain('line 10: English text: paragraph is in English: "Rstest builds all test files first, then hands each file to a worker."');
    expect(output).toContain('English text: table cell is in English: "The directory where the search for test files starts."');
    expect(output).toContain('English text: heading "Install the package" is not translated');
    expect(code).toBe(1);
  });

  it.concurrent('fails on an English sentence even with a Chinese name in it, and on untranslated front matter', async () => {
    const site = siteWith((file) => {
      edit(file(ZH_GUIDE), 'Rstest 通过构建应用的 Rspack 流程运行测试。', 'Follow the 快速上手 guide before you write the first test.');
      edit(file('i18n/zh/docusaurus-plugin-content-pages/index.mdx'), '基于 Rspack 的测试框架', 'Rspack based testing framework');
      edit(file(ZH_POOL), 'description: 配置运行测试文件的 worker 池。\n', '');
    });
    const {code, output} = await run(site);
    expect(output).toContain('paragraph is in English: "Follow the 快速上手 guide before you write the first test."');
    expect(output).toContain('front matter: `hero.text` is not translated: "Rspack based testing framework"');
    expect(output).toContain('front matter: `description` is missing');
    expect(code).toBe(1);
  });

  it.concurrent('fails on a variant the glossary forbids, with file and line, in a paragraph, a heading, a link label, front matter and a UI string', async () => {
    const site = siteWith((file) => {
      edit(file(ZH_GUIDE), 'Rstest 通过构建应用的 Rspack 流程运行测试。', 'Rstest 通过构建应用的 Rspack 流程运行整个测试集。');
      edit(file(ZH_GUIDE), '## 为什么选择 Rstest {#why-rstest}', '## 您为什么选择 Rstest {#why-rstest}');
      edit(file(ZH_GUIDE), '阅读[快速上手]', '阅读[peer 依赖与快速上手]');
      edit(file(ZH_POOL), 'description: 配置运行测试文件的 worker 池。', 'description: 配置运行测试文件的 worker 池...');
      edit(file(ZH_GUIDE), '用 mockRejectedValue 返回一个被拒绝的 promise', '用 mockRejectedValue 返回一个会 reject 的 promise');
      editJson(file('i18n/zh/code.json'), (json) => {
        json['theme.docs.paginator.next'].message = '您的下一页';
      });
    });
    const {code, output} = await run(site);
    expect(output).toContain(`${ZH_GUIDE}\n`);
    expect(output).toContain('line 8: glossary: "测试集" is not the glossary\'s term for "suite": write 测试套件');
    expect(output).toContain('line 10: glossary: "您" is not the glossary\'s term for "you": write 你');
    expect(output).toContain('line 16: glossary: "peer 依赖" is not the glossary\'s term for "peer dependency": write 对等依赖');
    expect(output).toContain('line 33: glossary: "reject" is not the glossary\'s term for "reject (a promise)": write 拒绝');
    expect(output).toContain(`${ZH_POOL}\n  line 3: glossary: "..." is not the glossary's term for "ellipsis": write …`);
    expect(output).toContain('i18n/zh/code.json\n  line 7: glossary: "theme.docs.paginator.next": "您" is not the glossary\'s term for "you": write 你');
    // A glossary problem is not a missing translation: the coverage is unchanged.
    expect(output).toMatch(/\| guide\s+\|\s+1 \|\s+1 \| 100% \|/);
    expect(code).toBe(1);
  });

  it.concurrent('passes on the glossary\'s own term, and on a variant in code, a link URL, an identifier, a page-name link or an allowed phrase', async () => {
    // The clean guide already holds 测试集合, mockRejectedValue, `.rejects`, 'rejected' in code, a link to
    // a page named reject and `peer 依赖` in inline code; here a flagged word is replaced by the term.
    const site = siteWith((file) => {
      edit(file(ZH_GUIDE), 'Rstest 通过构建应用的 Rspack 流程运行测试。', 'Rstest 通过构建应用的 Rspack 流程运行整个测试套件，被拒绝的 promise 也会报告。');
    });
    const {code, output} = await run(site);
    expect(output).not.toContain('glossary:');
    expect(output).toContain('✔ i18n:check');
    expect(code).toBe(0);
  });

  it.concurrent('leaves the frozen docs versions and their sidebar labels to their own rules', async () => {
    const root = siteWith((file) => {
      fs.writeFileSync(file('versions.json'), JSON.stringify(['0.5']));
      fs.cpSync(file('docs'), file('versioned_docs/version-0.5'), {recursive: true});
      fs.cpSync(file(ZH_DOCS), file('i18n/zh/docusaurus-plugin-content-docs/version-0.5'), {recursive: true});
      edit(file('i18n/zh/docusaurus-plugin-content-docs/version-0.5/guide/start/index.md'), '运行测试。', '运行测试集。');
      fs.copyFileSync(file('i18n/en/docusaurus-plugin-content-docs/current.json'), file('i18n/en/docusaurus-plugin-content-docs/version-0.5.json'));
      fs.copyFileSync(file(`${ZH_DOCS}.json`), file('i18n/zh/docusaurus-plugin-content-docs/version-0.5.json'));
      editJson(file('i18n/zh/docusaurus-plugin-content-docs/version-0.5.json'), (json) => {
        json['sidebar.guide.category.Getting Started'].message = '测试集入门';
      });
    });
    const {code, output} = await run(root);
    expect(output).not.toContain('glossary:');
    expect(code).toBe(0);
  });

  it.concurrent('flags with the site\'s glossary the variants the Chinese review found', async () => {
    const site = siteWith((file) => {
      fs.copyFileSync(path.join(ROOT, 'i18n/zh/GLOSSARY.md'), file('i18n/zh/GLOSSARY.md'));
      edit(
        file(ZH_GUIDE),
        'Rstest 通过构建应用的 Rspack 流程运行测试。',
        '测试集、peer 依赖、无障碍名称、元素已挂载、Rstest 工具函数、Reporter API、Rstest core API，一个 resolve、reject 或 settle 的 promise，您……',
      );
      edit(file(ZH_GUIDE), '每个测试套件都可以单独运行；`rstest list` 列出的是将要运行的测试集合。', '');
      editJson(file('i18n/zh/code.json'), (json) => {
        json['theme.docs.paginator.next'].message = "展开 '{label}'...";
      });
    });
    const {code, output} = await run(site);
    const flagged = [...output.matchAll(/glossary: (?:"[^"]+": )?"([^"]+)" is not/g)].map((match) => match[1]);
    expect(flagged.sort()).toEqual(
      ['测试集', 'peer 依赖', '无障碍名称', '元素已挂载', 'Rstest 工具函数', 'Reporter API', 'Rstest core API', 'resolve', 'reject', 'settle', '您', "'{", '...'].sort(),
    );
    expect(code).toBe(1);
  });

  it.concurrent('fails on a glossary row without a Chinese term', async () => {
    const site = siteWith((file) => edit(file('i18n/zh/GLOSSARY.md'), '| you | `你` |', '| you |  |'));
    const {code, output} = await run(site);
    expect(output).toContain('i18n/zh/GLOSSARY.md\n  glossary: cannot be read: line 11: "you" has no Chinese term');
    expect(code).toBe(1);
  });

  it.concurrent('rejects an unknown option', async () => {
    const {code, output} = await run(CLEAN, '--verbose');
    expect(output).toContain('unknown option --verbose');
    expect(code).toBe(2);
  });
});
