export { restOpenApiDocument } from './document';
export { acceptsApiKey, listProcedures, type ProcedureInfo } from './procedures';
