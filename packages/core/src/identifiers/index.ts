export {
  getActiveIdentifiers,
  getAllowedIdentifiers,
  getLoginIdentifiers,
  getOptionalIdentifiers,
  getRequiredIdentifiers,
  getSignupIdentifiers,
  type Identifier,
  type IdentifierType,
} from './identifiers.js';
