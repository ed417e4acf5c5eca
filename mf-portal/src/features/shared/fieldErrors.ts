/** What a schema's failed parse reports, whatever the validation library's version. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first problem of each field, by field name, as the schema's dictionary keys. */
export function fieldErrors(error: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
