// Docusaurus's private browser context (the value useIsBrowser() returns), for src/theme/Root.tsx,
// which provides it again, deferred. The patch of this folder (index.ts) checks at build time that
// useIsBrowser still reads this context and that Docusaurus renders Root inside its provider.
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
