// @docusaurus/ExecutionEnvironment in jsdom: the same plain object shape as the real one.
const canUseDOM = typeof window !== 'undefined';
const ExecutionEnvironment = {canUseDOM, canUseEventListeners: canUseDOM, canUseIntersectionObserver: canUseDOM, canUseViewport: canUseDOM};
export default ExecutionEnvironment;
