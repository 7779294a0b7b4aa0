// Regenerates apps/api/src/auth/common-passwords.txt, the list of common passwords sign-up refuses.
//   node --import tsx scripts/common-passwords.mjs
// Source: the frequency-ranked passwords dictionary of @zxcvbn-ts/language-common (MIT), fetched
// with `npm pack` (never installed), plus a few words specific to this app (NIST SP 800-63B asks to
// refuse the service's own name). Only entries that pass the spec's rule are kept: the rule already
// refuses the others, so they would only make the list look longer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passwordProblem } from '../packages/contract/src/password-rule.ts';

const SOURCE = '@zxcvbn-ts/language-common@4.1.3';
const OUTPUT = new URL('../apps/api/src/auth/common-passwords.txt', import.meta.url);

const CONTEXT_WORDS = ['hostel', 'hostelmeals', 'hostelmeal', 'meals', 'mealplan', 'bangladesh', 'dhaka', 'warden'];
const CONTEXT_SUFFIXES = ['1', '12', '123', '1234', '12345', '@123', '2024', '2025', '2026', '2027'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', SOURCE, '--silent', '--pack-destination', work], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/src/passwords.json']);
  const ranked = JSON.parse(fs.readFileSync(path.join(work, 'package/src/passwords.json'), 'utf8'));
  const context = CONTEXT_WORDS.flatMap((word) => CONTEXT_SUFFIXES.map((suffix) => word + suffix));
  const kept = new Set();
  for (const password of [...ranked, ...context]) {
    const lower = password.toLowerCase();
    if (passwordProblem(lower) === null && !/\s/.test(lower)) kept.add(lower);
  }
  fs.writeFileSync(OUTPUT, `${[...kept].join('\n')}\n`);
  console.log(`${kept.size} passwords from ${ranked.length} in ${SOURCE} (+${context.length} context words)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
