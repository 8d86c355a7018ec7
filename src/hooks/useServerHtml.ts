// Keeping server-rendered HTML as it is, unhydrated (issue 49). React hydrates an element whose
// props have dangerouslySetInnerHTML as a leaf: it keeps the children the server rendered, does not
// compare them, and never writes an unchanged __html afterwards. A component whose server HTML needs
// no React (no handler, no state) renders such an element in place of its own while the page
// hydrates, so none of its components run; it renders itself normally when it mounts in the browser
// (a client-side navigation), and after a hydration error, when React renders the page anew.
import {useState, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The props that keep an element's server-rendered children. */
export const SERVER_CHILDREN = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true} as const;

const noSubscription = () => () => undefined;

/**
 * True when this component is hydrating HTML the server rendered, decided when it mounts: React reads
 * the server snapshot while it hydrates (and the server renders with it too, where there is no DOM).
 */
export function useHydratingServerHtml(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating && ExecutionEnvironment.canUseDOM);
  return fromServer;
}
