import { useCallback, useState } from 'react';
import { loadOnce } from 'shared-kernel';

/**
 * The schemas come when an owner first moves into a form (`preload` on its focus) and are awaited
 * before the form is checked, so the login page's first view carries no zod; the api checks what
 * is posted either way.
 */
const loadLoginSchemas = loadOnce(() => import('./loginSchemas'));

/** The login forms' schemas on demand, and why they could not be fetched (shown as the api's network error). */
export function useLoginSchemas() {
  const [failure, setFailure] = useState<unknown>(null);
  const load = useCallback(async () => {
    try {
      const schemas = await loadLoginSchemas();
      setFailure(null);
      return schemas;
    } catch (error) {
      setFailure(error);
      return null;
    }
  }, []);
  return { load, preload: loadLoginSchemas.preload, failure };
}
