/** The server's version, given to clients (GET /api/version) and in the OpenAPI document: the product's. */
export { APP_VERSION } from '@securite/domain/system/app-version';
