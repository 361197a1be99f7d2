/** The name every record of the mock reports as its `tenant`. */
export const TENANT_NAME = 'screenkit-dev';
