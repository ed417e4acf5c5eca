// The repository's own lint rules, for what no published rule checks.

/**
 * A citation of an issue of this project's tracker by its number, which a reader of the repository
 * cannot open: the word issue (or issues) before a number, or a number after a bare hash. A
 * reference anyone can open (a repository, a hash and its number) is not one, nor an HTML entity.
 */
const CITATIONS = [/\bissues?\s+#?\d+/i, /(?<![\w/.&-])#\d{2,}(?![\w-])/];

/**
 * The first issue citation in `text`, or null. Lines are joined first (their comment markers
 * dropped), so a citation broken over two lines is found too.
 * @param {string} text
 * @returns {string | null}
 */
export function citationIn(text) {
  const joined = text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
  for (const pattern of CITATIONS) {
    const found = pattern.exec(joined);
    if (found) return found[0].trim();
  }
  return null;
}

const MESSAGE = 'Cites {{citation}}, which a reader cannot open: say the why in words (the history stays in git log).';
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

/** @param {import('estree').Node} callee */
function namesATest(callee) {
  if (callee.type === 'Identifier') return TEST_FUNCTIONS.has(callee.name);
  if (callee.type === 'MemberExpression') return namesATest(callee.object);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const noIssueCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles say the why in words, never an issue number' },
    schema: [],
    messages: { cites: MESSAGE },
  },
  create(context) {
    const { sourceCode } = context;
    /** @param {import('estree').Node | import('estree').Comment} node @param {string} text */
    const check = (node, text) => {
      const citation = citationIn(text);
      if (citation !== null) context.report({ loc: /** @type {import('estree').SourceLocation} */ (node.loc), messageId: 'cites', data: { citation } });
    };
    return {
      Program() {
        // Consecutive line comments read as one text, as a block comment does.
        /** @type {import('estree').Comment[]} */
        let run = [];
        const flush = () => {
          const [first] = run;
          const last = run.at(-1);
          if (first?.loc && last?.loc) check({ ...first, loc: { start: first.loc.start, end: last.loc.end } }, run.map((comment) => comment.value).join('\n'));
          run = [];
        };
        for (const comment of sourceCode.getAllComments()) {
          const previous = run.at(-1);
          if (comment.type !== 'Line' || (previous?.loc && comment.loc && comment.loc.start.line !== previous.loc.end.line + 1)) flush();
          if (comment.type === 'Line') run.push(comment);
          else check(comment, comment.value);
        }
        flush();
      },
      CallExpression(node) {
        const [title] = node.arguments;
        if (!namesATest(node.callee) || title === undefined) return;
        if (title.type === 'Literal' && typeof title.value === 'string') check(title, title.value);
        if (title.type === 'TemplateLiteral') check(title, title.quasis.map((quasi) => quasi.value.cooked ?? '').join(''));
      },
    };
  },
};

/** The rules as an ESLint plugin: `plugins: { repository }`, then `'repository/no-issue-citations'`. */
export const repositoryRules = { rules: { 'no-issue-citations': noIssueCitations } };
