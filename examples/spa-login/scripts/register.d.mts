/** The application as the Management API takes it, for an app served at `appOrigin`. */
export function registrationOf(appOrigin: string): Record<string, unknown>;
