import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { citationIn, repositoryRules } from '../eslint-rules.js';

// An issue number in a comment, a test's title or a page of the docs is a page a reader of the
// repository cannot open; the lint refuses it in code, and this test in the docs.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** What the rule says of `code`, as the repository's lint runs it. */
function citations(code: string): string[] {
  const config = [{ plugins: { repository: repositoryRules }, rules: { 'repository/no-issue-citations': 'error' as const } }];
  return new Linter({ configType: 'flat' }).verify(code, config).map(({ message }) => message);
}

describe('issue citations', () => {
  it('finds a number after the word issue, after a bare hash, and across the lines of a comment', () => {
    expect(citationIn('kept per variant (issue 39)')).toBe('issue 39');
    expect(citationIn('deliberately not shared (issues 15 and 16)')).toBe('issues 15');
    expect(citationIn('Issue 38: the forms work as HTML alone')).toBe('Issue 38');
    expect(citationIn('as asked in #41')).toBe('#41');
    expect(citationIn('"Draw a zone" (issue\n * 41): a drawing')).toBe('issue 41');
  });

  it('lets references anyone can open, entities and plain words be', () => {
    expect(citationIn('hot updates do not cross federation (module-federation/core#886)')).toBeNull();
    expect(citationIn("Windows-1252 references such as '&#146;' for ’")).toBeNull();
    expect(citationIn('the zod issues of a refused body, 3 at most')).toBeNull();
  });

  it('refuses a citation in a block comment, in consecutive line comments and in a test title', () => {
    expect(citations('/** Kept per variant (issue 39). */\nexport const a = 1;\n')).toHaveLength(1);
    expect(citations('// Above it, "Draw a zone" (issue\n// 41): a drawing the kernel refuses.\nexport const a = 1;\n')).toHaveLength(1);
    expect(citations("test.describe('a sticky canary (issue 39)', () => {});\nit(`works for ${name} (issue 41)`, () => {});\n")).toHaveLength(2);
    expect(citations('// Kept per variant, so a canary never reaches the live version.\nexport const a = 1;\n')).toEqual([]);
  });

  it('finds none in the README and the docs', () => {
    const pages = ['README.md', 'SECURITY.md', ...readdirSync(path.join(repoRoot, 'docs')).map((page) => path.join('docs', page))];
    const cited = pages.flatMap((page) => {
      const citation = citationIn(readFileSync(path.join(repoRoot, page), 'utf8'));
      return citation === null ? [] : [`${page}: ${citation}`];
    });
    expect(cited).toEqual([]);
  });
});
