import { createContext, useContext } from 'react';
import type { PostedForm } from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import { useFormsFirstView } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';

/** What a form of the page starts from: the token it posts, and its own refused post, if the page answers one. */
export interface FormStart {
  token: string;
  posted: PostedForm | null;
}

/**
 * The server's forms state, for the page as it first came: a visitor who moves on in the page's own
 * router (whose first location alone has the key 'default') and comes back finds the form empty.
 */
export function useFormStart(kind: EnquiryKind): FormStart {
  const firstView = useFormsFirstView();
  const { key } = useLocation();
  const current = key === 'default' ? firstView : null;
  return { token: current?.token ?? '', posted: current?.posted?.kind === kind ? current.posted : null };
}

/** Field → message key of the refused post the form shows again; each shows until its field is changed. */
export const PostedErrorsContext = createContext<Readonly<Record<string, string>>>({});

export function usePostedError(field: string): string | undefined {
  return useContext(PostedErrorsContext)[field];
}
