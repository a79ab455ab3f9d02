import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repointFile, rewritableSpans } from './spec-refs/repoint-file';
import { outsideReference } from './spec-refs/rules';

// Issue #25: the comments and docs cite "SPEC §n" of a document outside the repository. This
// rewrites them to "product §n" (docs/product.md keeps the numbering) and ARCHITECTURE.md to
// docs/architecture.md, in comments and docs only; string literals (test names quoting the old
// reference, screen texts) are left alone and listed.
//
//   node --import tsx scripts/repoint-spec-refs.ts [--write] [--check] [path …]
//
// Without --write it only reports what it would change (a dry run); --check exits 1 when anything
// would. Paths (files or folders, from the repository root) narrow it; by default every tracked file.

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const write = args.includes('--write');
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--')).map((p) => path.relative(root, path.resolve(p)).replace(/\\/g, '/'));
// The rewriting code names what it rewrites.
const itself = ['scripts/repoint-spec-refs.ts', 'scripts/spec-refs/'];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const chosen = tracked.filter(
  (file) =>
    !itself.some((own) => file.startsWith(own)) &&
    (only.length === 0 || only.some((p) => p === '' || file === p || file.startsWith(`${p}/`))),
);

let files = 0;
let occurrences = 0;
const left: string[] = [];
for (const file of chosen) {
  const full = path.join(root, file);
  if (!rewritableSpans(file, '') || !fs.existsSync(full)) continue;
  const text = fs.readFileSync(full, 'utf8');
  const result = repointFile(file, text);
  if (result.count > 0) {
    files += 1;
    occurrences += result.count;
    console.log(`${file}: ${result.count}`);
    if (write) fs.writeFileSync(full, result.text);
  }
  result.text.split('\n').forEach((line, i) => {
    if (outsideReference.test(line)) left.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}

const verb = write ? 'rewrote' : 'would rewrite';
console.log(`\n${verb} ${occurrences} citations in ${files} files${write ? '' : ' (dry run; --write to apply)'}`);
if (left.length > 0) {
  console.log(`\n${left.length} references left as they are (string literals, or words to change by hand):`);
  for (const line of left) console.log(`  ${line}`);
}
if (check && occurrences > 0) process.exit(1);
