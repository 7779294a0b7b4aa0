// Renders Lighthouse results as bench/lighthouse.md: scores, key metrics and what failed, per page.

/** The issue's targets, per Lighthouse category id (scores 0–100). */
export const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Audits that count and did not pass (informative, manual and not-applicable ones are left out). */
function failingAudits(lhr) {
  const weighted = new Map();
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      if (ref.weight > 0 || ref.group === 'diagnostics' || ref.group === 'load-opportunities') {
        weighted.set(ref.id, categoryId);
      }
    }
  }
  return [...weighted]
    .map(([id, categoryId]) => ({ audit: lhr.audits[id], categoryId }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .filter(({ audit }) => !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .sort((a, b) => (a.audit.score ?? 0) - (b.audit.score ?? 0));
}

/** The range of Lighthouse's CPU benchmark over the reported runs: how fast the machine was then. */
function benchmarkRange(measured) {
  const values = measured.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex));
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

const cell = (text) => String(text).replaceAll('|', '\\|').replace(/\s+/g, ' ');

/**
 * @param {{page: {name: string, path: string}, lhr: any}[]} measured
 * @param {{runs: number, machine: string, commit: string, date: Date}} info
 * @returns {{markdown: string, missed: string[]}}
 */
export function renderReport(measured, { runs, machine, commit, date }) {
  const categoryIds = Object.keys(TARGETS);
  const missed = [];
  const lines = [
    '# Lighthouse',
    '',
    `Lighthouse ${measured[0]?.lhr.lighthouseVersion ?? ''}, mobile preset (simulated slow 4G and 4× CPU slowdown), ` +
      `Debian Chromium headless, against the real server (\`npm run lighthouse\`) on a fresh database with the demo seed. ` +
      `Each page ran ${runs} time${runs === 1 ? '' : 's'}; the run with the median performance score is shown.`,
    '',
    `Measured ${date.toISOString().replace(/\.\d+Z$/, 'Z')} at commit ${commit}; ${machine}; Lighthouse's CPU ` +
      `benchmark index ${benchmarkRange(measured)} (higher is faster). The machine is shared, so the performance ` +
      'score moves with its load: one build scored from 50 to 88 on the meals page in runs an hour apart.',
    '',
    `Targets: ${categoryIds.map((id) => `${id} ≥ ${TARGETS[id]}`).join(', ')}.`,
    '',
    `| Page | ${categoryIds.map((id) => measured[0]?.lhr.categories[id]?.title ?? id).join(' | ')} | ${METRICS.map(([, label]) => label).join(' | ')} |`,
    `|---|${categoryIds.map(() => '--:').join('|')}|${METRICS.map(() => '--:').join('|')}|`,
  ];
  for (const { page, lhr } of measured) {
    const scores = categoryIds.map((id) => {
      const value = score(lhr.categories[id]);
      if (value < TARGETS[id]) missed.push(`${page.name} ${id} ${value} < ${TARGETS[id]}`);
      return value < TARGETS[id] ? `**${value}** ✗` : String(value);
    });
    const metrics = METRICS.map(([id]) => cell(lhr.audits[id]?.displayValue ?? '–'));
    lines.push(
      `| ${page.name} (\`${page.path.replace(/[0-9a-f-]{36}$/, '{id}')}\`) | ${scores.join(' | ')} | ${metrics.join(' | ')} |`,
    );
  }
  lines.push('', '## What did not pass', '');
  for (const { page, lhr } of measured) {
    const failing = failingAudits(lhr);
    lines.push(`### ${page.name}`, '');
    if (failing.length === 0) lines.push('Nothing: every scored audit passed.', '');
    for (const { audit, categoryId } of failing) {
      const value = audit.displayValue ? ` (${cell(audit.displayValue)})` : '';
      lines.push(`- ${categoryId}: ${cell(audit.title)}${value}, score ${Math.round((audit.score ?? 0) * 100)}`);
    }
    if (failing.length > 0) lines.push('');
  }
  return { markdown: `${lines.join('\n').trimEnd()}\n`, missed };
}
