import { useEffect, type ReactNode } from 'react';
import type { BreadcrumbItem } from 'shared-kernel';
import { useSite } from '../app/SiteContext';
import { Breadcrumb } from '../layout/Breadcrumb';

/** Spec §2: each page's SEO title in its language, the way the api writes it in the first view's head. */
export function usePageTitle(title: string) {
  const { agency } = useSite();
  useEffect(() => {
    const name = agency?.name ?? '';
    document.title = title && name ? `${title} – ${name}` : title || name;
  }, [title, agency]);
}

export interface PageFrameProps {
  title: string;
  /** The heading, when it differs from the SEO title. */
  heading?: string;
  breadcrumb: BreadcrumbItem[];
  children?: ReactNode;
}

/** A page's breadcrumb, heading and document title around its content. */
export function PageFrame({ title, heading, breadcrumb, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <>
      <Breadcrumb items={breadcrumb} />
      <h1>{heading ?? title}</h1>
      {children}
    </>
  );
}
