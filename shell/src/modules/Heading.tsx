import type { ReactNode } from 'react';

/** A heading at a computed level (module titles follow their titleSize). */
export function Heading({ level, children, className }: { level: 2 | 3 | 4 | 5 | 6; children: ReactNode; className?: string }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
