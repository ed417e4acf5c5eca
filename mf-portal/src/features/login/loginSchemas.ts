// Reached only through `useLoginSchemas`' dynamic import: this module's chunk carries the login
// and password forms' schemas with zod, which the login page leaves out of its first view.
export { loginSchema, passwordResetRequestSchema, passwordResetSchema } from 'shared-kernel';
