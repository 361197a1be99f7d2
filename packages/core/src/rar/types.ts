/** One `authorization_details` entry: a JSON object with a `type`. */
export interface AuthorizationDetail {
  type: string;
  [field: string]: unknown;
}

/**
 * Which limit a violation breaks: the number of the rule in the seed's section 8 table, or
 * `'vendor-schema'` when a vendor-schema entry does not have the shape of seed 2.2 A.
 */
export type AuthorizationDetailsRule = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 'vendor-schema';

export interface AuthorizationDetailsViolation {
  rule: AuthorizationDetailsRule;
  /** Where: `''` for the whole value, `[2]`, `[2].instructedAmount.currency`, `[0]["a b"]`. */
  path: string;
  message: string;
}

export type AuthorizationDetailsResult =
  | { valid: true; details: AuthorizationDetail[] }
  | { valid: false; errors: AuthorizationDetailsViolation[]; truncated?: true };

export interface ValidateAuthorizationDetailsOptions {
  /**
   * The types registered on the resource server (rule 5): type strings, or the resource server's
   * own `authorization_details` list (`[{ type }]`).
   */
  registeredTypes: Iterable<string | { type: string }>;
}
