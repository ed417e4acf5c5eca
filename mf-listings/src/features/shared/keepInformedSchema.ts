// Reached only through KeepInformed's dynamic import: this module's chunk carries the form's
// schema, zod and the phone library, which the list and the property page leave out of their
// first view.
export { keepInformedSchema } from 'shared-kernel';
