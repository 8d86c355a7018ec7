// The navbar menu's entries (spec 2 "Ecosystem menu and landing block", 3 "Tool entry", "Link group").
import {TOOL_LOGOS as LOGO, type LinkGroup} from './tools';

/** The popover header's link: the organisation that maintains the tools. */
export const ECOSYSTEM_HOME = {
  name: 'Rstack',
  url: 'https://github.com/web-infra-dev',
  logo: '/img/ecosystem/rstack.svg',
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
      {name: 'Rsdoctor', desc: '构建分析工具', descEn: 'Build analyzer', logo: LOGO.rsdoctor, url: 'https://rsdoctor.rs'},
      {name: 'Rstest', desc: '测试框架', descEn: 'Testing framework', logo: LOGO.rstest, url: 'https://rstest.rs/'},
      {name: 'Rslint', desc: '代码检查工具', descEn: 'Linter', logo: LOGO.rslint, url: 'https://rslint.rs/'},
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
