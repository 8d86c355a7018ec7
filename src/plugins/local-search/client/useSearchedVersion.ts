// Which local index a search reads (browser side): the one of the docs version this build holds, so
// that a reader of /0.5/ pages finds 0.5 pages. Each docs version is a build of its own
// (maintainers/architecture.md "Versions"), so it is the same on the docs and off them (the home page,
// /search); the e2e fixtures' app, which holds none, searches the current docs beside it. The modal
// names the version it searches (its label, e.g. "0.12").
import {useDocsVersionsData} from '../../docs-versions/client/useVersionLinks';
import {localSearchIndexPath} from '../constants';

export interface SearchedVersion {
  /** The version's label, as the version switcher shows it. */
  label: string;
  /** Its index (search-index.json at the version's root). */
  indexUrl: string;
  /** The version's root, with its locale (`/`, `/zh/0.5/`): what recent searches are kept per. */
  path: string;
}

export function useSearchedVersion(): SearchedVersion {
  const {built, versions} = useDocsVersionsData();
  const version = versions.find((entry) => entry.name === built)!;
  const indexUrl = localSearchIndexPath(version.root);
  return {label: version.label, indexUrl, path: indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1)};
}
