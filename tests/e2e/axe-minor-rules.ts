import axe from 'axe-core';

/** What axe keeps of its rules and checks (`axe._audit`, which its public types leave out). */
interface AxeAudit {
  rules: { id: string; impact?: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[] }[];
  data: { checks: Record<string, { impact?: string }> };
}
type CheckRef = string | { id: string };

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];
const rank = (impact: string) => IMPACTS.indexOf(impact);

/**
 * The ids of axe's rules that can only report a minor or moderate violation, which the browser
 * suite's check ignores: running them cost a quarter of each axe call for findings it drops.
 *
 * Axe gives a violation its rule's own impact where the rule has one, else the highest impact of
 * its failing checks; so a rule is left out when its impact, or the highest of all its checks', is
 * below serious. Read from the installed axe, so a new version's rules are judged by its own data.
 */
export function axeRulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit: AxeAudit })._audit;
  // A check without a known impact could be critical, so its rule stays in.
  const impactOf = (ref: CheckRef) => audit.data.checks[typeof ref === 'string' ? ref : ref.id]?.impact ?? 'critical';
  const highest = (refs: CheckRef[]) => refs.map(impactOf).reduce((top, impact) => (rank(impact) > rank(top) ? impact : top), 'minor');
  return audit.rules.filter((rule) => rank(rule.impact ?? highest([...rule.any, ...rule.all, ...rule.none])) < rank('serious')).map((rule) => rule.id);
}
