/** The server's version, given to clients (GET /api/version) and in the OpenAPI document. */
export const APP_VERSION = '0.1.0';
