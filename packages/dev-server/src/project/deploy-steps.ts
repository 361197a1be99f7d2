/**
 * What `screenkit deploy` sends besides the one rendering PATCH, as steps that can be undone:
 * each names what it changes (for `--dry-run` and the report), sends it, and knows how to put
 * back what the tenant had. `applySteps` sends them in order, then the rendering PATCH; if
 * anything is refused, the steps already sent are undone in reverse, so a failed deploy leaves
 * the tenant as it found it.
 */
import { printable } from './cli-error.js';

export interface DeployStep {
  /** What changes, e.g. `partials of login-id`, `custom text of login (fr)`, `theme`. */
  title: string;
  /** `~`, `+` or `-`: changed, created, removed. */
  kind: '~' | '+' | '-';
  /** One line per difference (a key, a field), already printable. */
  lines: string[];
  /** How the summary counts it, e.g. `the partials of 2 prompt(s)`. */
  group: string;
  apply(): Promise<void>;
  undo(): Promise<void>;
}

/** A value in a difference line: JSON, cut at 80 characters, control characters escaped. */
export function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return printable(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

export function describeSteps(steps: readonly DeployStep[]): string {
  return steps
    .map(
      ({ kind, title, lines }) =>
        `  ${kind} ${title}${lines.length > 0 ? `:\n${lines.map((l) => `      ${l}`).join('\n')}` : ''}`,
    )
    .join('\n');
}

/** "the partials of 2 prompt(s)", "custom text of 3 prompt/language(s)", ... in step order. */
export function summarizeSteps(steps: readonly DeployStep[]): string[] {
  const counts = new Map<string, number>();
  for (const step of steps) counts.set(step.group, (counts.get(step.group) ?? 0) + 1);
  return [...counts].map(([group, n]) => group.replace('{n}', String(n)));
}

/** "a", "a and b", "a, b and c". */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Sends each step, then `andThen` (the rendering PATCH); if anything fails, the steps already
 * sent are undone, last first, and the error is thrown on.
 */
export async function applySteps(
  steps: readonly DeployStep[],
  andThen: () => Promise<unknown>,
): Promise<void> {
  const sent: DeployStep[] = [];
  try {
    for (const step of steps) {
      await step.apply();
      sent.push(step);
    }
    await andThen();
  } catch (error) {
    for (const step of sent.reverse()) await step.undo().catch(() => {});
    throw error;
  }
}
