import type { ESLint } from 'eslint';

export function citationIn(text: string): string | null;
export const repositoryRules: ESLint.Plugin;
