// The one tslib helper @docusaurus/utils-common calls in the browser, as tslib 2 defines it. Its
// `require("tslib")` would otherwise put all of tslib (about 5 KB gzip) in every page's first load:
// a CommonJS require of tslib's ES module cannot be tree-shaken.
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
