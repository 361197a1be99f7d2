// Rich Authorization Requests: validation of `authorization_details` and its consent view.
export { type ConsentView, type ConsentViewItem, toConsentView } from './consent-view.js';
export { labelFromKey } from './labels.js';
export * from './limits.js';
export * from './types.js';
export { validateAuthorizationDetails } from './validate-authorization-details.js';
export { parseVendorType, type VendorType } from './vendor-type.js';
