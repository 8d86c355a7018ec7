// Stands in for @docusaurus/useIsomorphicLayoutEffect (imported by theme-common's code block utilities).
export {useLayoutEffect as default} from 'react';
