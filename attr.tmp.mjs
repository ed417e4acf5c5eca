import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const sizes = new Map();
{ const c = new SourceMapConsumer(map);
  let last = null; 
  const mappings = [];
  c.eachMapping((m) => mappings.push(m));
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i], n = mappings[i + 1];
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
    let src = m.source ?? '(none)';
    const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = nm ? nm[1] : src.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, 3).join('/');
    sizes.set(key, (sizes.get(key) ?? 0) + (end - m.generatedColumn));
  }
}
const total = code.length;
console.log('total', total);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30))) console.log((v / 1024).toFixed(1).padStart(7), (100 * v / total).toFixed(1).padStart(5) + '%', k);
