export {
  createPollingControl,
  type MfaPollingOptions,
  type MfaPushPollingControl,
  type PollingError,
  type PollingResult,
  pollUntilComplete,
} from './polling-control.js';
