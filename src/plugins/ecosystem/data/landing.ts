// The home page's tool cards (spec 2 "Ecosystem menu and landing block", 3 "Tool entry").
import {TOOL_LOGOS as LOGO, type ToolEntry} from './tools';

/** The landing block's cards: the seven tools, each with the address shown on its card. */
export const LANDING_TOOLS: ToolEntry[] = [
  {
    name: 'Rspack',
    desc: '以 Rust 编写的高性能打包工具，兼容 webpack 的 API 与生态',
    descEn: 'A fast bundler written in Rust that keeps webpack’s API and plugin ecosystem',
    logo: LOGO.rspack,
    url: 'https://rspack.rs',
    urlText: 'rspack.rs',
  },
  {
    name: 'Rsbuild',
    desc: '基于 Rspack 的 Web 应用构建工具，开箱即用，易于扩展',
    descEn: 'A build tool for web apps on top of Rspack, ready to use and easy to extend',
    logo: LOGO.rsbuild,
    url: 'https://rsbuild.rs',
    urlText: 'rsbuild.rs',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具，适合编写 JS 库与 UI 组件库',
    descEn: 'Builds JavaScript libraries and UI component packages with Rsbuild',
    logo: LOGO.rslib,
    url: 'https://rslib.rs',
    urlText: 'rslib.rs',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器，专为文档站点设计',
    descEn: 'A static site generator on Rsbuild, made for documentation websites',
    logo: LOGO.rspress,
    url: 'https://rspress.rs',
    urlText: 'rspress.rs',
  },
  {
    name: 'Rsdoctor',
    desc: '构建分析工具，让构建过程中的每一步都清晰可查',
    descEn: 'Analyzes builds and shows what each step costs, for people and AI agents alike',
    logo: LOGO.rsdoctor,
    url: 'https://rsdoctor.rs',
    urlText: 'rsdoctor.rs',
  },
  {
    name: 'Rstest',
    desc: '基于 Rspack 的测试框架，API 与 Jest 兼容',
    descEn: 'A test framework built on Rspack, with an API Jest users already know',
    logo: LOGO.rstest,
    url: 'https://rstest.rs/',
    urlText: 'rstest.rs',
  },
  {
    name: 'Rslint',
    desc: '高性能的 JavaScript 与 TypeScript 代码检查工具，兼容 ESLint 规则',
    descEn: 'A fast linter for JavaScript and TypeScript that follows ESLint’s rules',
    logo: LOGO.rslint,
    url: 'https://rslint.rs/',
    urlText: 'rslint.rs',
  },
];

/**
 * The tile after the seven cards: the list of the whole ecosystem (the menu's last entry too). With
 * it the grid has eight tiles, which fill every row at four, two and one per row.
 */
export const LANDING_EXPLORE: ToolEntry = {
  name: 'Awesome Rstack',
  desc: '探索 Rstack 生态中的更多插件、模板与项目',
  descEn: 'Explore more plugins, templates and projects of the Rstack ecosystem',
  logo: LOGO.awesome,
  url: 'https://github.com/web-infra-dev/awesome-rstack',
  urlText: 'github.com',
};
