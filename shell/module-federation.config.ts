/** The shell exposes nothing and names no remote: it discovers them at run time (src/federation). */
export const federation = { name: 'shell' } as const;
