export {
  readUsernamePolicy,
  type UsernameErrorCode,
  type UsernamePolicy,
  type UsernameValidationError,
  type UsernameValidationResult,
  validateUsername,
} from './username.js';
