/**
 * Client module (registered by this folder's index.ts): a recoverable error of the React root (React
 * re-rendered on the client after a hydration mismatch) is logged as a warning, not an error (spec
 * section 8). Client modules load before the app hydrates, so the very first report is already
 * re-routed.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {routeRecoverableErrorsToWarn} from './recoverableError';

if (ExecutionEnvironment.canUseDOM) {
  routeRecoverableErrorsToWarn(console);
}
