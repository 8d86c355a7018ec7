// The Rstack tools shown by the ecosystem menu and the landing block (spec 2 "Ecosystem menu and
// landing block", 3 "Tool entry"). Names, URLs and logo URLs are the tools' own; the descriptions
// are ours. Logos are external URLs: a page renders without them (EcosystemLogo shows a placeholder).

/** One entry of the menu or one landing card (spec 3 "Tool entry"). */
export type ToolEntry = {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Image URL of the logo. */
  logo: string;
  /** Scale applied to the logo image, for logos drawn with less padding. */
  logoScale?: number;
  url: string;
  /** The English site, when it differs from `url`. */
  urlEn?: string;
  /** The address shown on a landing card (landing cards only). */
  urlText?: string;
};

/** A titled list of entries in the menu; an empty title renders no heading (spec 3 "Link group"). */
export type LinkGroup = {
  title: string;
  titleEn: string;
  links: ToolEntry[];
};

/** The popover header's link: the organisation that maintains the tools. */
export const ECOSYSTEM_HOME = {
  name: 'Rstack',
  url: 'https://github.com/web-infra-dev',
  logo: 'https://assets.rspack.rs/web-infra/web-infra-logo.svg',
} as const;

const LOGO = {
  rspack: 'https://assets.rspack.rs/rspack/rspack-logo.svg',
  rsbuild: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg',
  rspress: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png',
  rslib: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
  rsdoctor: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
  rstest: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
  rslint: 'https://assets.rspack.rs/rslint/rslint-logo.svg',
  awesome: 'https://assets.rspack.rs/others/assets/awesome-rspack.png',
} as const;

/** The navbar menu: the seven tools, then the 'explore the ecosystem' entry (eight entries). */
export const ECOSYSTEM_LINK_GROUPS: LinkGroup[] = [
  {
    title: '',
    titleEn: '',
    links: [
      {name: 'Rspack', desc: '高性能打包工具', descEn: 'Bundler', logo: LOGO.rspack, url: 'https://rspack.rs'},
      {name: 'Rsbuild', desc: '开箱即用的构建工具', descEn: 'Build tool', logo: LOGO.rsbuild, url: 'https://rsbuild.rs'},
      {name: 'Rspress', desc: '静态站点生成器', descEn: 'Static site generator', logo: LOGO.rspress, url: 'https://rspress.rs'},
      {name: 'Rslib', desc: '库开发工具', descEn: 'Library development tool', logo: LOGO.rslib, url: 'https://rslib.rs'},
      {name: 'Rsdoctor', desc: '构建分析工具', descEn: 'Build analyzer', logo: LOGO.rsdoctor, logoScale: 0.95, url: 'https://rsdoctor.rs'},
      {name: 'Rstest', desc: '测试框架', descEn: 'Testing framework', logo: LOGO.rstest, logoScale: 0.95, url: 'https://rstest.rs/'},
      {name: 'Rslint', desc: '代码检查工具', descEn: 'Linter', logo: LOGO.rslint, logoScale: 0.95, url: 'https://rslint.rs/'},
      {
        name: 'Awesome Rstack',
        desc: '探索 Rstack 生态',
        descEn: 'Explore the Rstack ecosystem',
        logo: LOGO.awesome,
        url: 'https://github.com/web-infra-dev/awesome-rstack',
      },
    ],
  },
];

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
