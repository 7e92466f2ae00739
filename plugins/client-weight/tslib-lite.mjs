// @docusaurus/utils-common is CommonJS and requires all of tslib (~10 KB minified in every page's
// main bundle) for one helper. In the browser bundle its `require("tslib")` resolves here instead.
export {__importDefault} from 'tslib';
